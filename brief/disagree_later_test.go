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
// disagreement between sources. They still disagree when published the
// same day, when two outlets give them, and when one report reuses the
// other's text (a copy, an excerpt or a partial reuse changed it). All
// invented sentences.
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
		{"one outlet, the same day", "Wire A", 3 * time.Hour, 0, 2},
		{"two outlets, a week apart", "Paper B", 7 * 24 * time.Hour, 0, 2},
		{"one outlet, a partial reuse", "Wire A", 7 * 24 * time.Hour, dedup.PartialReuse, 2},
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

// TestLaterReportByLocalDay: "reports of different days" means the days
// of the publications as written, in their own offsets, which is what a
// reader of the outlet means by a day: a report at 23:30 (-05:00) and one
// at 08:00 the next local morning are two days' reports although both
// fall on one UTC day, and reports at 18:00 and 21:00 (-05:00) are one
// day's although midnight UTC lies between them. Invented sentences.
func TestLaterReportByLocalDay(t *testing.T) {
	const common = "\n\nThe exchange publishes the figures every week for the port's shippers and grain merchants.\n\n" +
		"Merchants said the harbour had been busy since the river reopened to barges after the floods.\n\n" +
		"The exchange will publish its next report after the harbour board meets, a spokeswoman said."
	a := "Seven grain ships were loading at the Port Ellis quays on Friday and six more lay at anchor, the harbour exchange said." + common
	b := "Three grain ships were loading at the Port Ellis quays on Friday and two more lay at anchor, the harbour exchange said." + common
	est := time.FixedZone("", -5*3600)
	for _, tc := range []struct {
		name          string
		pa, pb        time.Time
		disagreements int
	}{
		{"late evening and next morning, one UTC day",
			time.Date(1987, 3, 2, 23, 30, 0, 0, est), time.Date(1987, 3, 3, 8, 0, 0, 0, est), 0},
		{"one local evening across UTC midnight",
			time.Date(1987, 3, 2, 18, 0, 0, 0, est), time.Date(1987, 3, 2, 21, 0, 0, 0, est), 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			br := Build(Input{Docs: []Doc{
				{ID: "a", Source: "Wire A", Text: a, Published: tc.pa},
				{ID: "b", Source: "Wire A", Text: b, Published: tc.pb},
			}}, Options{})
			if got, all := countKind(br, "number"); got != tc.disagreements {
				t.Errorf("%d number disagreements, want %d: %v", got, tc.disagreements, all)
			}
		})
	}
}
