package brief

import (
	"testing"
)

// A count inside another outlet's range agrees with it ("27-29" and "28"
// was a disagreement of 29 and 28); two different ranges, a count outside
// one, and numbers of opposite signs ("-5" and "5" degrees, read alike)
// disagree.
func TestNumberRangesAndSigns(t *testing.T) {
	common := "Protesters gathered outside the steel plant in Halvern for a third day, demanding that the owners reopen talks with the union.\n\n" +
		"The plant employs about 2,000 workers and has been idle since the strike began last month, the union said.\n\n" +
		"Union leader Maria Costa said the workers would not return until the company withdrew its plan to close the rolling mill."
	for _, tc := range []struct {
		name, a, b string
		want       int // number disagreements
	}{
		{"a count inside a range",
			"Police said 27-29 people were killed in the blast on Tuesday.",
			"Police said 28 people were killed in the blast on Tuesday.", 0},
		{"a count inside a range in words",
			"Police said between 27 and 29 people were killed in the blast on Tuesday.",
			"Police said 28 people were killed in the blast on Tuesday.", 0},
		{"a count outside a range",
			"Police said 27-29 people were killed in the blast on Tuesday.",
			"Police said 31 people were killed in the blast on Tuesday.", 1},
		{"two ranges",
			"Police said 16-25 people were killed in the blast on Tuesday.",
			"Police said 14-25 people were killed in the blast on Tuesday.", 1},
		{"opposite signs",
			"Temperatures fell to -5 degrees overnight in Halvern, the weather service said.",
			"Temperatures fell to 5 degrees overnight in Halvern, the weather service said.", 1},
		{"one sign, two ways",
			"Temperatures fell to -5 degrees overnight in Halvern, the weather service said.",
			"Temperatures fell to minus 5 degrees overnight in Halvern, the weather service said.", 0},
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
