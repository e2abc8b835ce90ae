package brief

import "testing"

// An outlet's "only in" list holds at most half of its places (rounded
// up) of quotations while facts in its own words are left: a named
// speaker weighs for a quotation, and without the cap the list filled
// with voices cut from their context.
func TestVoicesAfterFacts(t *testing.T) {
	q := func(v float64) onlyInCand {
		return onlyInCand{s: sentence{text: `"We will rebuild," she said.`}, value: v}
	}
	f := func(v float64) onlyInCand { return onlyInCand{s: sentence{text: "The ferry sank."}, value: v} }
	for _, tc := range []struct {
		name string
		cs   []onlyInCand
		n    int
		want string // q or f per kept candidate, in order of value
	}{
		{"voices first, facts left", []onlyInCand{q(9), q(8), q(7), q(6), f(2), f(1)}, 5, "qqqff"},
		{"one fact left", []onlyInCand{q(9), q(8), q(7), q(6), q(5), f(1)}, 5, "qqqfq"},
		{"only voices", []onlyInCand{q(9), q(8), q(7), q(6), q(5), q(4)}, 5, "qqqqq"},
		{"facts first anyway", []onlyInCand{f(9), q(8), f(7), q(6), q(5), q(4)}, 5, "fqfqq"},
		{"no more than n", []onlyInCand{q(9), q(8)}, 5, "qq"},
		{"n of one", []onlyInCand{q(9), f(1)}, 1, "q"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := ""
			for _, c := range voicesAfterFacts(tc.cs, tc.n) {
				if voice(c.s) {
					got += "q"
				} else {
					got += "f"
				}
			}
			if got != tc.want {
				t.Errorf("kept %s, want %s", got, tc.want)
			}
		})
	}
}
