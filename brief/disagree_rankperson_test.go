package brief

import "testing"

// TestRankOfAnotherPerson: a rank set after a person's name ("Jamie
// Clark, vice president of the Wildlife Fund") or before another rank and
// name ("As president, Senator Obama") is that person's: it was compared
// with the ranks of other sentences by the ranks listed beside it and
// shown as a disagreement of "vice president" against "president" of two
// different people. Ranks with no person beside them still disagree by
// their companions ("a lieutenant colonel and a major" / "a colonel and
// a major"), and one person's two ranks by the person. Invented
// sentences.
func TestRankOfAnotherPerson(t *testing.T) {
	common := "The agency said the rule change would take effect next month unless a court blocked it.\n\n" +
		"Environmental groups said they would challenge the change in federal court within weeks."
	for _, tc := range []struct {
		name, a, b string
		want       int // rank disagreements
	}{
		{"apposition and a rank before another",
			"Jamie Clark, vice president of the Wildlife Fund and an adviser to President Clinton, criticised the rule on Monday.",
			"As president, Senator Obama will fight to keep the protections, a spokesman for President Bush said on Monday.", 0},
		{"no person: by the companions",
			"The two servicemen, a lieutenant colonel and a major, were found dead on Monday.",
			"The two servicemen, a colonel and a major, were found dead on Monday.", 1},
		{"one person's two ranks",
			"Jamie Clark, vice president of the Wildlife Fund, criticised the rule on Monday.",
			"Jamie Clark, president of the Wildlife Fund, criticised the rule on Monday.", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			br := twoOutlets(tc.a, tc.b, common)
			got, all := countKind(br, "rank")
			if got != tc.want {
				t.Errorf("%d rank disagreements, want %d: %v", got, tc.want, all)
			}
		})
	}
}
