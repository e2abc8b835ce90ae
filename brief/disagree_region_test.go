package brief

import "testing"

// TestRegionOfAPlace: a place and the region around it, the same name
// but for a last word naming a region ("Pacific Ocean" / "Pacific
// Basin", "Amazon River" / "Amazon Basin"), are one place told at two
// sizes, as "Pacific" is: no disagreement. Two features of one name
// ("Red Sea" / "Red River") still disagree. Invented sentences.
func TestRegionOfAPlace(t *testing.T) {
	common := "The quake struck at a depth of ten kilometres, the geological agency said, and no tsunami warning was issued.\n\n" +
		"Rescue teams were sent to the worst-hit villages in the mountains, where roads had been cut by landslides."
	for _, tc := range []struct {
		name, a, b string
		want       int // name disagreements
	}{
		{"ocean and basin",
			"The country lies on the Ring of Fire, an arc of fault lines encircling the Pacific Ocean.",
			"The country lies on the Ring of Fire, an arc of fault lines encircling the Pacific Basin.", 0},
		{"river and basin",
			"The tremor was felt across the Amazon River towns, officials said.",
			"The tremor was felt across the Amazon Basin towns, officials said.", 0},
		{"two features",
			"The tremor was felt across the Red Sea towns, officials said.",
			"The tremor was felt across the Red River towns, officials said.", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			br := twoOutlets(tc.a, tc.b, common)
			got, all := countKind(br, "name")
			if got != tc.want {
				t.Errorf("%d name disagreements, want %d: %v", got, tc.want, all)
			}
		})
	}
}
