package brief

import (
	"strings"
	"testing"
	"time"

	"github.com/copydesk/copydesk/dedup"
)

// TestRestatedReportOfOneOutlet: one outlet's weekly report restated in
// its template words a week later shares the template's text with the
// earlier one (a partial reuse, or a near-duplicate where the template
// is most of the words), but gives other figures throughout: the two are
// two weeks' figures, not a disagreement, and so are the same day's
// figures of another commodity in the template. The outlet's story
// republished with one figure changed, a week later or the same day,
// keeps the rest of its figures: a disagreement. Two outlets' reports
// are compared as before. Invented sentences.
func TestRestatedReportOfOneOutlet(t *testing.T) {
	const week1 = "Sight deposits of commercial banks at the central bank rose 2.12 billion crowns to 9.43 billion crowns in the week, the bank said.\n\n" +
		"Foreign exchange reserves rose 41.5 million crowns to 32.18 billion crowns over the period.\n\n" +
		"Bank notes in circulation rose 310.2 million crowns to 24.92 billion crowns, the bank added."
	week2 := strings.NewReplacer("2.12 billion", "1.51 billion", "9.43 billion", "7.92 billion",
		"41.5 million", "12.3 million", "32.18 billion", "32.19 billion",
		"310.2 million", "440.2 million", "24.92 billion", "24.48 billion").Replace(week1)
	edited := strings.Replace(week1, "9.43 billion", "9.34 billion", 1)
	day := time.Date(1987, 3, 2, 0, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		name    string
		b       string
		outletB string
		later   time.Duration
		rel     dedup.Kind
		want    int
	}{
		{"next week's report", week2, "Wire A", 7 * 24 * time.Hour, dedup.PartialReuse, 0},
		{"next week's report, a near-duplicate", week2, "Wire A", 7 * 24 * time.Hour, dedup.NearDuplicate, 0},
		{"republished with one figure changed", edited, "Wire A", 7 * 24 * time.Hour, dedup.PartialReuse, 1},
		{"republished with one figure changed, a near-duplicate", edited, "Wire A", 7 * 24 * time.Hour, dedup.NearDuplicate, 1},
		{"another report in the template the same day", week2, "Wire A", 3 * time.Hour, dedup.PartialReuse, 0},
		{"republished the same day with one figure changed", edited, "Wire A", 3 * time.Hour, dedup.NearDuplicate, 1},
		{"another outlet's figures", week2, "Paper B", 7 * 24 * time.Hour, dedup.PartialReuse, 6},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := Input{
				Docs: []Doc{
					{ID: "a", Source: "Wire A", Text: week1, Published: day},
					{ID: "b", Source: tc.outletB, Text: tc.b, Published: day.Add(tc.later)},
				},
				Relations: []dedup.Relation{{A: 0, B: 1, Kind: tc.rel}},
			}
			if got, all := countKind(Build(in, Options{}), "number"); got != tc.want {
				t.Errorf("%d number disagreements, want %d: %v", got, tc.want, all)
			}
		})
	}
}

// TestShortAndFractionReportsRestated: a short report of one outlet whose
// figures all changed a week later, and a report whose figures differ
// but for the digits of its rates' fractions ("10-7/8 pct"), are
// restated reports, not edits; a short report with one of its figures
// kept and one changed is an edit. Invented sentences.
func TestShortAndFractionReportsRestated(t *testing.T) {
	const short = "The Bank of England said it revised its estimate of the shortfall to one billion stg, before taking account of 646 mln stg morning assistance.\n\n" +
		"Dealers said the revision had been expected after the morning's round of bill offers from the discount houses."
	const bands = "The Bank of England said it gave the money market 437 mln stg assistance in the afternoon.\n\n" +
		"It bought 120 mln stg of bank bills in band one at 10-7/8 pct and 315 mln stg in band two at 10-13/16 pct.\n\n" +
		"This brings its help so far today to 461 mln stg against a shortage of 450 mln stg."
	day := time.Date(1987, 3, 2, 0, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		name string
		a, b string
		want bool
	}{
		{"a short report, every figure changed", short,
			strings.NewReplacer("one billion", "1.25 billion", "646 mln", "775 mln").Replace(short), false},
		{"a short report, one figure changed", short,
			strings.Replace(short, "646 mln", "775 mln", 1), true},
		{"a report restated but for its fractions' digits", bands,
			strings.NewReplacer("437 mln", "186 mln", "120 mln", "51 mln", "315 mln", "135 mln", "461 mln", "945 mln", "450 mln", "one billion").Replace(bands), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := Input{
				Docs: []Doc{
					{ID: "a", Source: "Wire A", Text: tc.a, Published: day},
					{ID: "b", Source: "Wire A", Text: tc.b, Published: day.Add(7 * 24 * time.Hour)},
				},
				Relations: []dedup.Relation{{A: 0, B: 1, Kind: dedup.NearDuplicate}},
			}
			if got, all := countKind(Build(in, Options{}), "number"); (got > 0) != tc.want {
				t.Errorf("%d number disagreements, want disagreement %v: %v", got, tc.want, all)
			}
		})
	}
}
