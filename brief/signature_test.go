package brief

import (
	"strings"
	"testing"
)

// A mail or Usenet signature (after "-- " alone on a line) is no
// statement of the story: no key sentence, only-in fact or disagreement
// comes from it: two posts by one writer would make the signature a key
// sentence, and its countdown ("58 DAYS TO FIRST FLIGHT" against "57
// DAYS") a disagreement.
func TestSignatureIsNoStatement(t *testing.T) {
	sig := func(days string) string {
		return "\n-- \nDisclaimer: The opinions expressed here are my own and not those of Acme Rockets Inc.\n" +
			"John Smith, Houston, Texas.  Phone: (555) 123-4567.  " + days + " DAYS TO FIRST FLIGHT.\n"
	}
	docs := []Doc{
		{ID: "p1", Title: "Rocket launch slips", Text: "The first flight of the Acme rocket slipped to June because of a faulty valve, the company said on Monday.\n\n" +
			"The valve failed in a test at the Houston plant last week." + sig("58")},
		{ID: "p2", Title: "Re: Rocket launch slips", Text: "The first flight of the Acme rocket slipped to June because of a faulty valve.\n\n" +
			"A second test of the valve is planned for next month in Houston." + sig("57")},
	}
	br := Build(Input{Docs: docs}, Options{})
	bad := func(s string) bool {
		return strings.Contains(s, "DAYS TO FIRST FLIGHT") || strings.Contains(s, "Phone:") || strings.Contains(s, "Disclaimer") || strings.Contains(s, "-- \n")
	}
	for _, ks := range br.Sentences {
		if bad(ks.Text) {
			t.Errorf("key sentence %q", ks.Text)
		}
	}
	for _, oi := range br.OnlyIn {
		for _, f := range oi.Facts {
			if bad(f.Text) {
				t.Errorf("only-in fact %q", f.Text)
			}
		}
	}
	for _, d := range br.Disagreements {
		for _, v := range d.Variants {
			for _, c := range v.Citations {
				if c.Start >= strings.Index(docs[c.Doc].Text, "\n-- \n") {
					t.Errorf("disagreement %s %q from a signature: %q", d.Kind, d.About, v.Text)
				}
			}
		}
	}
	if !hasKey(br, "The first flight of the Acme rocket slipped to June") {
		t.Errorf("the lead is no key sentence: %q", keyTexts(br))
	}
}
