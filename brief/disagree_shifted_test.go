package brief

import (
	"testing"
	"time"

	"github.com/copydesk/copydesk/dedup"
)

// TestDatesShiftedWithPublication: an outlet's recurring notice ("The
// March 9 sale ...", two weeks later "The March 23 sale ...") is one
// text with its dates changed, so dedup links the two as copies, and a
// copy's other date was read as an edit of its source: a disagreement.
// Dates each as far from its own report's publication day (6 days after
// 3 and 17 March) are one relative time of two reports, two facts, and
// so are the figures of those sentences. A date moved by another span,
// or in reports fewer than three days apart (a date one or two days off
// is as often a slip), still disagrees. Invented sentences.
func TestDatesShiftedWithPublication(t *testing.T) {
	common := "The Veldmark treasury said it will sell bills of three and six months at its regular auction next week.\n\n" +
		"The bills will be sold to banks and brokers through the usual dealers, the treasury said in its weekly notice.\n\n" +
		"Bids must reach the treasury by noon on the day of the sale, the notice said.\n\n" +
		"Banks may bid for their own account or for their customers, and each bid must name the amount and the price offered.\n\n" +
		"Bills are sold at a discount and repaid at their face value when they mature, the treasury reminded bidders.\n\n" +
		"Results of the auction are announced the same afternoon and published in the official gazette the next morning.\n\n" +
		"The treasury uses the proceeds to repay maturing bills and to cover the government's short-term borrowing needs."
	day := time.Date(2026, 3, 3, 15, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		name         string
		a, b         string
		gap          time.Duration
		day, numbers int
		lateEvening  bool // published 2 March 23:30 at -05:00
	}{
		{"two weeks apart",
			"The March 9 sale of 13.2 billion crowns will be evenly divided between the two issues.",
			"The March 23 sale of 12.8 billion crowns will be evenly divided between the two issues.", 14 * 24 * time.Hour, 0, 0, false},
		{"through midnight",
			"The price of 52.69 crowns will be in effect through midnight March 9 at the ports.",
			"The price of 50.57 crowns will be in effect through midnight April 14 at the ports.", 36 * 24 * time.Hour, 0, 0, false},
		// Still disagreements.
		{"another span",
			"The March 9 sale of 13.2 billion crowns will be evenly divided between the two issues.",
			"The March 24 sale of 13.2 billion crowns will be evenly divided between the two issues.", 14 * 24 * time.Hour, 1, 0, false},
		{"one day",
			"The March 9 sale of 13.2 billion crowns will be evenly divided between the two issues.",
			"The March 10 sale of 13.2 billion crowns will be evenly divided between the two issues.", 2 * time.Hour, 1, 0, false},
		// Seven local days after 2 March 23:30 (-05:00), six after its UTC
		// day, 3 March, and seven after 16 March 10:00 (-05:00), on both
		// counts: dates are counted from the local day.
		{"a week after a late evening",
			"The March 9 sale of 13.2 billion crowns will be evenly divided between the two issues.",
			"The March 23 sale of 12.8 billion crowns will be evenly divided between the two issues.", 14*24*time.Hour - 13*time.Hour - 30*time.Minute, 0, 0, true},
		{"moved by two days, published two days apart",
			"The March 9 sale of 13.2 billion crowns will be evenly divided between the two issues.",
			"The March 11 sale of 13.2 billion crowns will be evenly divided between the two issues.", 48 * time.Hour, 1, 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			day := day
			if tc.lateEvening {
				day = time.Date(2026, 3, 2, 23, 30, 0, 0, time.FixedZone("", -5*3600))
			}
			br := Build(Input{Docs: []Doc{
				{ID: "a", Source: "Wire A", Text: tc.a + "\n\n" + common, Published: day},
				{ID: "b", Source: "Wire A", Text: tc.b + "\n\n" + common, Published: day.Add(tc.gap)},
			}, Relations: []dedup.Relation{{A: 0, B: 1, Kind: dedup.Excerpt}}}, Options{})
			if len(br.CopyTree) == 0 {
				t.Fatalf("the two notices are no copies: %+v", br.CopyTree)
			}
			d, all := countKind(br, "day")
			n, _ := countKind(br, "number")
			if d != tc.day || n != tc.numbers {
				t.Errorf("%d day and %d number disagreements, want %d and %d: %v", d, n, tc.day, tc.numbers, all)
			}
		})
	}
}
