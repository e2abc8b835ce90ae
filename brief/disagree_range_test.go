package brief

import (
	"fmt"
	"testing"
	"time"
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
			day := time.Date(2026, 3, 10, 9, 0, 0, 0, time.UTC)
			br := Build(Input{Docs: []Doc{
				{ID: "a", Source: "Wire A", Text: tc.a + "\n\n" + common, Published: day},
				{ID: "b", Source: "Paper B", Text: tc.b + "\n\n" + common, Published: day.Add(2 * time.Hour)},
			}}, Options{})
			got := 0
			var all []string
			for _, d := range br.Disagreements {
				all = append(all, fmt.Sprintf("%s (%s) %v", d.Kind, d.About, d.Variants))
				if d.Kind == "number" {
					got++
				}
			}
			if got != tc.want {
				t.Errorf("%d number disagreements, want %d: %v", got, tc.want, all)
			}
		})
	}
}
