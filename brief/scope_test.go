package brief

import (
	"fmt"
	"testing"
)

// TestCountScopes: beside the event's toll, reports give a running total
// ("killed so far", "since the assault began", "nationwide") and other
// incidents' tolls ("another school", "In a separate attack"). They
// share the toll's frame but count other things: no disagreement with
// the toll. Two totals, two accounts of one separate attack, and a toll
// beside a total in another clause of its sentence still disagree; two
// other incidents disagree only when their sentences share a name.
// Invented sentences.
func TestCountScopes(t *testing.T) {
	const school = "An air strike on a UN school in Jabalya killed 40 Palestinians on Tuesday, officials said."
	for _, tc := range []struct {
		name, a, b string
		want       string
	}{
		{"another incident", school,
			"Three Palestinians were killed in an air strike on another school in Jabalya on Tuesday.",
			"[]"},
		{"a separate attack, fronted", school,
			"In a separate attack in Jabalya on Tuesday, three Palestinians were killed by a tank shell.",
			"[]"},
		{"killed so far", school,
			"More than 600 Palestinians have been killed so far in the offensive, officials said on Tuesday.",
			"[]"},
		{"since the assault began", school,
			"The toll rose on Tuesday to more than 640 Palestinians killed since the assault began.",
			"[]"},
		{"nationwide", "Rioters injured at least two people in Athens on Saturday, police said.",
			"At least 70 people were injured nationwide on Saturday, police said.",
			"[]"},
		{"two other incidents at two places",
			"In an earlier strike in the Zeitoun neighbourhood on Tuesday, 12 members of the Daya family were killed.",
			"Earlier on Tuesday, a shell hit a house in the Beach camp, killing seven members of one family.",
			"[]"},
		{"two totals", "More than 600 Palestinians have been killed so far in the offensive, officials said on Tuesday.",
			"More than 640 Palestinians have been killed so far in the offensive, medics said on Tuesday.",
			"[palestinians killed:600/640]"},
		{"one separate attack told two ways",
			"In a separate attack in Khan Younis on Tuesday, three Palestinians were killed.",
			"In a separate attack in Khan Younis on Tuesday, four Palestinians were killed.",
			"[palestinians killed:3/4]"},
		{"a total in another clause", "The strike killed 40 Palestinians on Tuesday, bringing the toll since the offensive began to 640.",
			"An air strike on a UN school in Jabalya killed 43 Palestinians on Tuesday.",
			"[palestinians killed:40/43]"},
		{"the toll told two ways", school,
			"An air strike on a UN school in Jabalya killed 43 Palestinians on Tuesday, medics said.",
			"[palestinians killed:40/43]"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := fmt.Sprint(numberVariants(twoShortReports(tc.a, tc.b))); got != tc.want {
				t.Errorf("got %s, want %s", got, tc.want)
			}
		})
	}
}
