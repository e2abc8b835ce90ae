package story

import (
	"slices"
	"testing"
)

// TestNameRunsAfterInitials: initials with full stops open a name and go
// on into it ("U.S. Geological Survey", "E.F. Hutton Group Inc"): the
// full stop after them was read as a sentence's end, so Reuters listed
// "Department" for "U.S. Agriculture Department" (28 stories), "E.F."
// alone (17) and ECB+ "Geological Survey". A stop word after them ends a
// sentence ("in the U.S. The"), and a word the corpus writes in lower
// case mostly is no name's ("U.S. Subsidiary of Halvard Corp"). Invented
// texts.
func TestNameRunsAfterInitials(t *testing.T) {
	corpus := []string{
		"The quake was measured by the Geological Survey, which said it struck at a depth of 10 km.",
		"A subsidiary of the group said the subsidiary would close. Another subsidiary was sold.",
		"The subsidiary said it would be sold. Shares in Halvard Corp rose.",
		"Analysts at Hutton said the bid was fair.",
	}
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"A strong quake struck the island on Tuesday, the U.S. Geological Survey said.", []string{"U.S. Geological Survey"}},
		{"Brokers at E.F. Hutton Group Inc said the offer was too low.", []string{"E.F. Hutton Group Inc"}},
		{"The company sells its wares in the U.S. The Geological Survey said so.", []string{"Geological Survey"}},
		{"The company named its U.S. Subsidiary of Halvard Corp as the buyer.", []string{"Halvard Corp"}},
	} {
		x, df := countedCorpus(append(corpus, tc.text)...)
		if got := x.nameRuns("", tc.text, nil, df); !slices.Equal(got, tc.want) {
			t.Errorf("nameRuns(%q) = %q, want %q", tc.text, got, tc.want)
		}
	}
}
