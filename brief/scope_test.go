package brief

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/copydesk/copydesk/dedup"
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
		{"since an event, in the fronted phrase", "Rioters injured at least two people when they attacked a television truck in Athens on Saturday.",
			"Violence has wracked Greece every day since the death of a teenager, spreading to other cities and leaving at least 70 people injured on Saturday.",
			"[]"},
		{"over the past days", "Rioters injured at least two people when they attacked a television truck in Athens on Saturday.",
			"At least 70 people have been hurt in the protests in Athens over the past eight days, police said on Saturday.",
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
		{"a tally, one report saying it is a total", "Officials at the morgue in Agdam registered 479 deaths on Friday.",
			"Officials at the morgue in Agdam said on Friday they had registered 500 deaths since the attack.",
			"[people killed:479/500]"},
		{"the clause before, no comma", school,
			"Tanks shelled another camp and an air strike on a UN school in Jabalya killed 43 Palestinians on Tuesday.",
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

// TestReportsDaysApart: one outlet's template report restated two days
// later or more with several of its figures changed (a daily rate, a
// weekly tender; most of the template's figures, its fractions and
// dates, kept) gives that day's figures: no disagreement with the
// earlier report, whatever text the two share. The same day's or the
// next day's (a correction, a repeat), a report days later with one
// figure changed (an edit), and two outlets' reports still disagree.
// Invented sentences.
func TestReportsDaysApart(t *testing.T) {
	const first = "Federal funds, which averaged 6.05 pct yesterday, opened at 6-1/8 pct and traded between 6-1/16 and 6-3/16 pct, dealers said.\n\n" +
		"The Fed is expected to add reserves through 1.5 billion dlrs of customer repurchase agreements, economists said.\n\n" +
		"The bank reserve maintenance period ends on Wednesday, April 8, the dealers added."
	twoChanged := strings.NewReplacer("6.05 pct", "6.14 pct", "1.5 billion", "2.5 billion").Replace(first)
	oneChanged := strings.Replace(first, "6.05 pct", "6.14 pct", 1)
	day := time.Date(1987, 3, 18, 9, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		name, b, outletB string
		later            time.Duration
		want             int
	}{
		{"two weeks later, two figures changed", twoChanged, "Wire A", 16 * 24 * time.Hour, 0},
		{"two days later, two figures changed", twoChanged, "Wire A", 2 * 24 * time.Hour, 0},
		{"the next day, two figures changed", twoChanged, "Wire A", 24 * time.Hour, 2},
		{"the same day, two figures changed", twoChanged, "Wire A", 3 * time.Hour, 2},
		{"two weeks later, one figure changed", oneChanged, "Wire A", 16 * 24 * time.Hour, 1},
		{"another outlet, two weeks later", twoChanged, "Paper B", 16 * 24 * time.Hour, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := Input{
				Docs: []Doc{
					{ID: "a", Source: "Wire A", Text: first, Published: day},
					{ID: "b", Source: tc.outletB, Text: tc.b, Published: day.Add(tc.later)},
				},
				Relations: []dedup.Relation{{A: 0, B: 1, Kind: dedup.NearDuplicate}},
			}
			if got, all := countKind(Build(in, Options{}), "number"); got != tc.want {
				t.Errorf("%d number disagreements, want %d: %v", got, tc.want, all)
			}
		})
	}
}
