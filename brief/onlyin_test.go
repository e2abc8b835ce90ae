package brief

import (
	"strings"
	"testing"
	"time"
)

// onlyInTexts lists the "only in" facts of every source of br, by marker.
func onlyInTexts(br *Brief) map[int][]string {
	out := map[int][]string{}
	for _, oi := range br.OnlyIn {
		for _, f := range oi.Facts {
			out[oi.Ref] = append(out[oi.Ref], f.Text)
		}
	}
	return out
}

func listed(facts map[int][]string, prefix string) bool {
	for _, fs := range facts {
		for _, f := range fs {
			if strings.HasPrefix(f, prefix) {
				return true
			}
		}
	}
	return false
}

// Two outlets report one fact in their own words, each adding a clause of
// its own ("..., but ..."): the matcher does not call the sentences the same,
// yet the fact is in both, so it is "only in" neither. A fact that only one
// outlet reports stays, though it names the same person as the others.
func TestOnlyInLeavesOutFactsReportedInOtherWords(t *testing.T) {
	common := strings.Join([]string{
		"The river burst through the old flood wall at Port Ellis shortly after midnight on Tuesday, pouring into the lower town.",
		"Rescue crews in boats took 140 residents from the roofs of their homes in the Quayside district before dawn.",
		"Two elderly residents were found dead in a flooded cellar on Mill Lane, the coastguard said.",
		"The county council had been told in a survey three years ago that the wall needed urgent repairs.",
		"Schools across the district stayed closed and the railway line to Brackwater was suspended.",
	}, "\n\n")
	day := time.Date(2026, 3, 10, 9, 0, 0, 0, time.UTC)
	br := Build(Input{Docs: []Doc{
		{ID: "a", Source: "Wire A", Published: day, Text: "Port Ellis mayor Henrietta Vale apologised to the families for the collapse of the flood wall, but hundreds of angry residents marched on the town hall on Wednesday.\n\n" + common},
		{ID: "b", Source: "Paper B", Published: day.Add(2 * time.Hour), Text: "Mayor Henrietta Vale has apologised over the collapse of the wall, but many families in Quayside say their warnings about the river went unheard for years.\n\n" + common},
		{ID: "c", Source: "Radio C", Published: day.Add(3 * time.Hour), Text: "Henrietta Vale will open a shelter for 300 displaced families at the Harbour School on Friday, her office announced.\n\n" + common},
	}}, Options{})
	got := onlyInTexts(br)
	for _, apology := range []string{"Port Ellis mayor Henrietta Vale apologised", "Mayor Henrietta Vale has apologised"} {
		if listed(got, apology) {
			t.Errorf("%q... is listed as only in its source; the other outlet reports the apology too: %v", apology, got)
		}
	}
	if !listed(got, "Henrietta Vale will open a shelter") {
		t.Errorf("the shelter, which only Radio C reports, is not listed as only in it: %v", got)
	}
}

// The statement of a sentence is its main clause without who said it.
func TestStatement(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Mayor Henrietta Vale has apologised over the collapse of the wall, but many families say their warnings went unheard.", "Mayor Henrietta Vale has apologised over the collapse of the wall"},
		{"Two divers were found dead in a flooded cellar on Mill Lane, the coastguard said.", "Two divers were found dead in a flooded cellar on Mill Lane"},
		{"The ferry sailed at six with 230 people on board, according to the Port Ellis harbour office.", "The ferry sailed at six with 230 people on board"},
		{"Harbour master Idris Quell said the wall had been inspected in March.", "the wall had been inspected in March."},
		{"Ona Brant, a spokeswoman for the county council, said repairs would start on Monday.", "repairs would start on Monday."},
		{"Vale and other councillors apologised and said the collapse was a failure.", "Vale and other councillors apologised and said the collapse was a failure."},
		{"The radio said the Post says a crowd looted a pharmacy on Quay Street.", "the Post says a crowd looted a pharmacy on Quay Street."},
	} {
		if got := statement(c.in); got != c.want {
			t.Errorf("statement(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
