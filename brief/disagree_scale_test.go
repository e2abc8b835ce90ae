package brief

import "testing"

// TestDroppedScaleWord: a copy that drops the scale word of its figures
// throughout ("1.5 mln bpd" / "1.5 bpd") gives the same figures: each was
// a disagreement of 1.5 mln against 1.5, eight of them in one Reuters
// story, burying the one real difference (47.2 mln / 47.5). Figures that
// differ still disagree, with the scale word or without. Invented
// sentences.
func TestDroppedScaleWord(t *testing.T) {
	common := "The ministry said the figures were provisional and would be revised when the final reports from the fields came in.\n\n" +
		"Analysts in the capital said the decline reflected maintenance work at two of the country's largest fields."
	for _, tc := range []struct {
		name, a, b string
		want       int // number disagreements
	}{
		{"mln dropped",
			"Crude output fell by 1.5 mln bpd in February to 15.5 mln bpd, the ministry said.",
			"Crude output fell by 1.5 bpd in February to 15.5 bpd, the ministry said.", 0},
		{"million dropped",
			"Crude output fell by 2.5 million bpd in February, the ministry said.",
			"Crude output fell by 2.5 bpd in February, the ministry said.", 0},
		{"another figure without the scale",
			"Crude output fell by 1.5 mln bpd in February to 47.2 mln bpd, the ministry said.",
			"Crude output fell by 1.5 bpd in February to 47.5 bpd, the ministry said.", 1},
		{"another figure with the scale",
			"Crude output fell by 1.5 mln bpd in February, the ministry said.",
			"Crude output fell by 1.7 mln bpd in February, the ministry said.", 1},
		// The scale word read from the text, not guessed from the values:
		// digits that differ drop no word, and two scale words differ.
		{"thousands in digits",
			"The storm destroyed 2,000 homes in the province on Tuesday, the ministry said.",
			"The storm destroyed 2 homes in the province on Tuesday, the ministry said.", 1},
		{"thousand dropped",
			"The storm destroyed 2 thousand homes in the province on Tuesday, the ministry said.",
			"The storm destroyed 2 homes in the province on Tuesday, the ministry said.", 0},
		{"m suffix dropped",
			"The company paid $2.5m for the site on Tuesday, the ministry said.",
			"The company paid $2.5 for the site on Tuesday, the ministry said.", 0},
		{"bn suffix dropped",
			"The company paid $2bn for the site on Tuesday, the ministry said.",
			"The company paid $2 for the site on Tuesday, the ministry said.", 0},
		{"another scale word",
			"Crude output fell by 1.5 mln bpd in February, the ministry said.",
			"Crude output fell by 1.5 thousand bpd in February, the ministry said.", 1},
		{"million against thousands in digits",
			"The storm destroyed 2 million homes in the province on Tuesday, the ministry said.",
			"The storm destroyed 2,000 homes in the province on Tuesday, the ministry said.", 1},
		{"one figure, two scale words",
			"The company paid $2 billion for the site on Tuesday, the ministry said.",
			"The company paid $2,000 million for the site on Tuesday, the ministry said.", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			br := twoOutlets(tc.a, tc.b, common)
			got, all := countKind(br, "number")
			if got != tc.want {
				t.Errorf("%d number disagreements, want %d: %v", got, tc.want, all)
			}
		})
	}
}
