package brief

import (
	"fmt"
	"testing"
)

// A number that names a thing with the word before it ("Apollo 13",
// "Windows 7") is no count: two outlets writing "Apollo 13" and "Apollo
// 14" disagree on a name, not on a number of anything. Counts still
// disagree as numbers ("Sixteen people died" / "At least 14 people died").
func TestIdentifierIsNoCount(t *testing.T) {
	common := "The agency said the mission had been planned for more than two years.\n\n" +
		"Engineers worked through the night to check the capsule's heat shield.\n\n" +
		"Flight director Gene Kranz said the team would publish its findings next month."
	for _, tc := range []struct{ name, a, b, want string }{
		{"a mission", "NASA said the Apollo 13 crew splashed down safely in the Pacific on Friday.",
			"NASA said the Apollo 14 crew splashed down safely in the Pacific on Friday.", "name Apollo 13[1] vs Apollo 14[2]"},
		{"a product", "Computers running Windows 7 were hit by the attack, the company said.",
			"Computers running Windows 8 were hit by the attack, the company said.", "name Windows 7[1] vs Windows 8[2]"},
		{"a count", "Sixteen people died when the capsule's parachute failed on Friday.",
			"At least 14 people died when the capsule's parachute failed on Friday.", "number Sixteen[1] vs At least 14[2]"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			br := twoOutlets(tc.a, tc.b, common)
			var got []string
			for _, d := range br.Disagreements {
				s := d.Kind
				for i, v := range d.Variants {
					if i > 0 {
						s += " vs"
					}
					s += fmt.Sprintf(" %s%s", v.Text, Markers(v.Citations))
				}
				got = append(got, s)
			}
			if len(got) != 1 || got[0] != tc.want {
				t.Errorf("disagreements %q, want [%s]", got, tc.want)
			}
		})
	}
}
