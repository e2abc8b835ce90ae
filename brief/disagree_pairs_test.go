package brief

import (
	"slices"
	"testing"
	"time"
)

// A value changed in two copies, the first of which also rewords the word
// beside it: the first pair of members compared (the original and the
// reworded copy) shows no swap, the other copy carrying the changed value
// does. All invented sentences.
func TestSwapSeenPastRewordedFirstCopy(t *testing.T) {
	common := "The proposal would close the Marlow Street depot and move its 140 drivers to the new site at Eastwick, the transport authority said.\n\n" +
		"Union officials have said they will oppose any move that lengthens drivers' journeys to work.\n\n" +
		"The depot opened in 1931 and was extended twice after the war, according to the authority's records."
	for _, tc := range []struct {
		name  string
		leads []string // one lead per outlet, in the order published
		want  int      // day disagreements
	}{
		{"changed copy reworded first",
			[]string{
				"The board of the Tarnby transport authority will decide on the depot plan after Thursday, a spokeswoman said.",
				"The board of the Tarnby transport authority will decide on the depot plan following Friday, a spokeswoman said.",
				"The board of the Tarnby transport authority will decide on the depot plan after Friday, a spokeswoman said.",
				"The board of the Tarnby transport authority will decide on the depot plan after Thursday, a spokeswoman said.",
			}, 1},
		{"changed copies both reworded",
			[]string{
				"The board of the Tarnby transport authority will decide on the depot plan after Thursday, a spokeswoman said.",
				"The board of the Tarnby transport authority will decide on the depot plan following Friday, a spokeswoman said.",
				"The board of the Tarnby transport authority will decide on the depot plan following Friday, a spokeswoman said.",
				"The board of the Tarnby transport authority will decide on the depot plan after Thursday, a spokeswoman said.",
			}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			day := time.Date(2026, 3, 10, 9, 0, 0, 0, time.UTC)
			outlets := []string{"Wire A", "Paper B", "Site C", "Radio D"}
			var docs []Doc
			for i, lead := range tc.leads {
				docs = append(docs, Doc{ID: string(rune('a' + i)), Source: outlets[i], Text: lead + "\n\n" + common, Published: day.Add(time.Duration(i) * time.Hour)})
			}
			br := Build(Input{Docs: docs}, Options{})
			got, all := countKind(br, "day")
			if got != tc.want {
				t.Errorf("%d day disagreements, want %d: %v", got, tc.want, all)
			}
		})
	}
}

func TestSquarePairs(t *testing.T) {
	for _, tc := range []struct {
		na, nb int
		want   [][2]int
	}{
		{2, 2, [][2]int{{0, 0}, {0, 1}, {1, 0}, {1, 1}}},
		{1, 3, [][2]int{{0, 0}, {0, 1}, {0, 2}}},
		{3, 1, [][2]int{{0, 0}, {1, 0}, {2, 0}}},
		{3, 2, [][2]int{{0, 0}, {0, 1}, {1, 0}, {1, 1}, {2, 0}, {2, 1}}},
		{0, 2, nil},
		{1, 500, nil}, // counted below
	} {
		if tc.want == nil && tc.na > 0 {
			for b := range tc.nb {
				tc.want = append(tc.want, [2]int{0, b})
			}
		}
		var got [][2]int
		squarePairs(tc.na, tc.nb, func(a, b int) bool { got = append(got, [2]int{a, b}); return true })
		if !slices.Equal(got, tc.want) {
			t.Errorf("squarePairs(%d, %d) = %v, want %v", tc.na, tc.nb, got, tc.want)
		}
	}
}
