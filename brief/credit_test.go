package brief

import (
	"strings"
	"testing"
	"time"
)

// TestKeySentenceCreditsNoSourceOthersLack: the wording shown for a key
// sentence cited to several reports credits no source the other versions
// do not name: a credit closing the sentence is cut, another version is
// shown for one that cannot be ("her rep told People.com"). The seeds' "The Taliban claimed
// responsibility ..., according to Sky News. [1][2][3][4][5]" credited
// Sky News to four reports that never named it. A credit every version
// carries, and a name that said a thing ("Ann Marsh said"), keep the
// earliest wording. Invented reports.
func TestKeySentenceCreditsNoSourceOthersLack(t *testing.T) {
	const fact = "Workers found a crack in the main span of the Harbour Bridge during a routine inspection on Tuesday"
	for _, tc := range []struct {
		name      string
		a, b, c   string // each report's version, a the earliest
		want, not string // the key sentence holds want, not not
	}{
		{"an outlet's credit, cut", fact + ", according to the Valley Courier.", fact + ".", fact + ", officials said.", fact + ".", "Valley Courier"},
		{"told an outlet, another version", fact + ", a council engineer told the Valley Courier.", fact + ", a council engineer said.", fact + ".", fact, "Valley Courier"},
		{"a day's paper, cut", fact + ", reports this morning's Valley Courier.", fact + ".", fact + ".", fact + ".", "Valley Courier"},
		{"a credit all carry", fact + ", according to the Valley Courier.", fact + ", the Valley Courier reported.", fact + ", according to the Valley Courier.", "according to the Valley Courier", ""},
		{"told someone to do it", fact + " and told the Harbour Board to close it.", fact + ".", fact + ".", "told the Harbour Board to close it", ""},
		{"a place before reported", fact + ", and engineers in Port Ellis reported more cracks.", fact + ".", fact + ".", "engineers in Port Ellis reported", ""},
		{"a name that said it", fact + ", engineer Ann Marsh said.", fact + ".", fact + ".", "Ann Marsh said", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			day := time.Date(2026, 3, 10, 8, 0, 0, 0, time.UTC)
			rest := " Traffic on the bridge was limited to one lane in each direction while engineers assessed the damage." +
				" The bridge carries about 80,000 vehicles a day between the city and the northern suburbs."
			in := Input{Docs: []Doc{
				{ID: "a", Source: "Wire", Title: "Crack found in Harbour Bridge", Published: day, Text: tc.a + rest},
				{ID: "b", Source: "Ledger", Title: "Harbour Bridge cracked", Published: day.Add(time.Hour), Text: tc.b + rest},
				{ID: "c", Source: "Radio", Title: "Bridge crack found", Published: day.Add(2 * time.Hour), Text: tc.c + rest},
			}}
			br := Build(in, Options{})
			for _, ks := range br.Sentences {
				if !strings.HasPrefix(ks.Text, "Workers found") {
					continue
				}
				if !strings.Contains(ks.Text, tc.want) || tc.not != "" && strings.Contains(ks.Text, tc.not) {
					t.Errorf("key sentence %q, want one with %q without %q", ks.Text, tc.want, tc.not)
				}
				if len(ks.Citations) < 3 {
					t.Errorf("key sentence %q cites %d reports, want 3", ks.Text, len(ks.Citations))
				}
				return
			}
			t.Fatalf("no key sentence of the crack: %q", keyTexts(br))
		})
	}
}
