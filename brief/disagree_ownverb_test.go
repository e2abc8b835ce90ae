package brief

import "testing"

// TestCountOfItsOwnVerb: a count that is the subject of its own verb
// ("one was charged") counts what that verb says, not the event of the
// clause before it ("two officers were arrested, and one was charged"):
// it was read as a count of arrests and compared with "86 arrests" on the
// same day. A count whose own verb is an event word still compares.
// Invented sentences.
func TestCountOfItsOwnVerb(t *testing.T) {
	common := "Crowds gathered outside the town hall in Halvern for a second night, demanding an inquiry into the death of a local teenager.\n\n" +
		"The mayor of Halvern appealed for calm and said an independent review would begin next month."
	for _, tc := range []struct {
		name, a, b string
		want       int // number disagreements
	}{
		{"charged after arrested",
			"Police said they made 86 arrests during the protests on Saturday.",
			"Two officers involved in the shooting on Saturday were arrested, and one was charged with murder.", 0},
		{"taken to hospital after died",
			"Police said 12 people died in the crush on Saturday.",
			"A man died in the crush on Saturday and three were taken to hospital.", 0},
		{"its own verb is the event",
			"Police said 86 people were arrested during the protests on Saturday.",
			"Police said 90 were arrested during the protests on Saturday.", 1},
		{"its own verb, the event later in the clause",
			"At least 12 people were found dead after the crush on Saturday.",
			"At least 14 were later found dead after the crush on Saturday.", 1},
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
