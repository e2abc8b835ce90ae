package brief

import "testing"

// TestCountOfAnotherClause: an event word before a count counts it only
// in the count's own clause: "killed after missiles exploded outside a
// school where hundreds of people were sheltering" — the hundreds were
// sheltering, not killed, and stood as "hundreds" against the "more than
// 40 people" killed of another report. An event word before the count in
// its clause still counts it. Invented sentences.
func TestCountOfAnotherClause(t *testing.T) {
	common := "The United Nations said the school had been clearly marked and its position given to the army.\n\n" +
		"The army said it was investigating the incident and would publish its findings."
	for _, tc := range []struct {
		name, a, b string
		want       int // number disagreements
	}{
		{"where",
			"Doctors said more than 40 people died when shells hit the school on Tuesday.",
			"More than 40 Palestinians were killed after shells exploded outside a school where hundreds of people were sheltering on Tuesday.", 0},
		{"while",
			"Doctors said more than 40 people died when shells hit the school on Tuesday.",
			"Shells killed more than 40 Palestinians near the school while hundreds of people fled on Tuesday.", 0},
		{"in its clause",
			"Doctors said more than 40 people died when shells hit the school on Tuesday.",
			"The shelling of the school on Tuesday killed more than 60 people, doctors said.", 1},
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
