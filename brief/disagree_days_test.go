package brief

import (
	"fmt"
	"testing"
	"time"
)

// Counts given for two different days are an update or another event, not
// a disagreement; the same count for the same day still disagrees.
func TestCountsOnDifferentDays(t *testing.T) {
	common := "Protesters gathered outside the steel plant in Halvern for a third day, demanding that the owners reopen talks with the union.\n\n" +
		"The plant employs about 2,000 workers and has been idle since the strike began last month, the union said."
	for _, tc := range []struct {
		name, a, b string
		want       int // number disagreements
	}{
		{"a toll that rose",
			"The death toll from the bridge collapse stood at 14 on Tuesday, officials said.",
			"The death toll from the bridge collapse rose to 17 on Wednesday, officials said.", 0},
		{"another attack, another day",
			"At least 28 people have been killed in the unrest, hospital officials said on Tuesday.",
			"At least five people were killed in a separate attack on a bus in Kunduz on Saturday, a doctor said.", 0},
		{"the event's day and the report's",
			"At least 28 people were killed when gunmen stormed the market on Tuesday, hospital officials said on Wednesday.",
			"A doctor in the city told reporters at least 30 people had been killed in the market attack on Tuesday.", 1},
		{"one day, two counts",
			"At least 28 people have been killed in the unrest, hospital officials said on Tuesday.",
			"At least 29 people have been killed in the unrest, hospital officials said on Tuesday.", 1},
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
