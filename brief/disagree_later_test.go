package brief

import (
	"testing"
	"time"

	"github.com/copydesk/copydesk/dedup"
)

// TestLaterReportOfOneOutlet: one outlet's recurring report restates its
// figures in the same words every week with no period named ("seven
// grain ships were loading ..."; a week later "three"): the two
// reports' figures are two facts, the outlet's later report, not a
// disagreement between sources. So are two reports of one day that share
// no text (a morning and an afternoon session's figures). They still disagree when two
// outlets give them, and when one report reuses the other's text the
// same day (a copy, an excerpt or a partial reuse changed it); a week
// later, a reuse that changed both figures is the next week's report
// (TestReportsDaysApart). All invented sentences.
func TestLaterReportOfOneOutlet(t *testing.T) {
	const common = "\n\nThe exchange publishes the figures every week for the port's shippers and grain merchants.\n\n" +
		"Merchants said the harbour had been busy since the river reopened to barges after the floods.\n\n" +
		"The exchange will publish its next report after the harbour board meets, a spokeswoman said."
	a := "Seven grain ships were loading at the Port Ellis quays on Friday and six more lay at anchor, the harbour exchange said." + common
	b := "Three grain ships were loading at the Port Ellis quays on Friday and two more lay at anchor, the harbour exchange said." + common
	day := time.Date(1987, 3, 2, 0, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		name          string
		outletB       string
		later         time.Duration
		reuse         dedup.Kind // a relation between the two, 0 for none
		disagreements int
	}{
		{"one outlet, a week later", "Wire A", 7 * 24 * time.Hour, 0, 0},
		{"one outlet, the same day", "Wire A", 3 * time.Hour, 0, 0},
		{"two outlets, a week apart", "Paper B", 7 * 24 * time.Hour, 0, 2},
		{"two outlets, the same day", "Paper B", 3 * time.Hour, 0, 2},
		{"one outlet, a partial reuse", "Wire A", 7 * 24 * time.Hour, dedup.PartialReuse, 0},
		{"one outlet, the same day, a partial reuse", "Wire A", 3 * time.Hour, dedup.PartialReuse, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			want := tc.disagreements
			in := Input{Docs: []Doc{
				{ID: "a", Source: "Wire A", Text: a, Published: day},
				{ID: "b", Source: tc.outletB, Text: b, Published: day.Add(tc.later)},
			}}
			if tc.reuse != 0 {
				in.Relations = []dedup.Relation{{A: 0, B: 1, Kind: tc.reuse}}
			}
			br := Build(in, Options{})
			if got, all := countKind(br, "number"); got != want {
				t.Errorf("%d number disagreements, want %d: %v", got, want, all)
			}
		})
	}
	// An unknown date or outlet tells nothing.
	for _, docs := range [][]Doc{
		{{ID: "a", Source: "Wire A", Text: a}, {ID: "b", Source: "Wire A", Text: b, Published: day}},
		{{ID: "a", Text: a, Published: day}, {ID: "b", Text: b, Published: day.Add(7 * 24 * time.Hour)}},
	} {
		if got, all := countKind(Build(Input{Docs: docs}, Options{}), "number"); got != 2 {
			t.Errorf("%d number disagreements, want 2: %v", got, all)
		}
	}
}

// TestShiftedDatesByLocalDay: "days between publications" counts the days
// of the publications as written, in their own offsets, which is what a
// reader of the outlet means by a day: a notice at 23:30 (-05:00) on 2
// March and one at 08:00 on 5 March are three days apart although only
// two UTC days lie between them, so their dates, moved as far (March 9 /
// March 12), are two notices' dates (shiftedDates); notices at 18:00 on 2
// March and 20:00 on 4 March (-05:00) are two days apart although three
// UTC days lie between them, too close to tell a moved date from a slip.
// Two outlets, so that only the dates decide (one outlet's reports that
// share no text are two reports whatever their days). Invented sentences.
func TestShiftedDatesByLocalDay(t *testing.T) {
	const common = "\n\nThe exchange publishes the notice every week for the port's shippers and grain merchants.\n\n" +
		"Merchants said the harbour had been busy since the river reopened to barges after the floods.\n\n" +
		"The exchange will publish its next notice after the harbour board meets, a spokeswoman said."
	a := "The Port Ellis wheat tender closes on March 9, the harbour exchange said." + common
	b := "The Port Ellis wheat tender closes on March 12, the harbour exchange said." + common
	est := time.FixedZone("", -5*3600)
	for _, tc := range []struct {
		name          string
		pa, pb        time.Time
		disagreements int
	}{
		{"three local days, two UTC days",
			time.Date(1987, 3, 2, 23, 30, 0, 0, est), time.Date(1987, 3, 5, 8, 0, 0, 0, est), 0},
		{"two local days, three UTC days",
			time.Date(1987, 3, 2, 18, 0, 0, 0, est), time.Date(1987, 3, 4, 20, 0, 0, 0, est), 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			br := Build(Input{Docs: []Doc{
				{ID: "a", Source: "Wire A", Text: a, Published: tc.pa},
				{ID: "b", Source: "Paper B", Text: b, Published: tc.pb},
			}}, Options{})
			if got, all := countKind(br, "day"); got != tc.disagreements {
				t.Errorf("%d day disagreements, want %d: %v", got, tc.disagreements, all)
			}
		})
	}
}

// TestNameSlipInLaterReportOfOneOutlet: a name one of an outlet's two
// reports spells a slip of the keys away ("Boy Jefferies" / "Boyd
// Jefferies") is one name told two ways, whatever the reports' days: a
// spelling is no figure of a later report: taken for two reports' facts,
// the slip would be lost. Invented sentences.
func TestNameSlipInLaterReportOfOneOutlet(t *testing.T) {
	const common = "\n\nThe company said the board had met on Sunday to accept the resignation.\n\n" +
		"Shares of the brokerage firm were halted on the exchange before the announcement.\n\n" +
		"A spokesman said the firm's operations would continue as usual under the new chairman."
	a := "The company said the charges against Boyd Jefferies resulted from a transaction in which he agreed to buy stock." + common
	b := "The company said the charges against Boy Jefferies resulted from a transaction in which he agreed to buy stock." + common
	day := time.Date(1987, 3, 2, 0, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		name  string
		later time.Duration
	}{
		{"the same day", 3 * time.Hour},
		{"a week later", 7 * 24 * time.Hour},
	} {
		t.Run(tc.name, func(t *testing.T) {
			br := Build(Input{Docs: []Doc{
				{ID: "a", Source: "Wire A", Text: a, Published: day},
				{ID: "b", Source: "Wire A", Text: b, Published: day.Add(tc.later)},
			}}, Options{})
			if got, all := countKind(br, "name"); got != 1 {
				t.Errorf("%d name disagreements, want 1: %v", got, all)
			}
		})
	}
}
