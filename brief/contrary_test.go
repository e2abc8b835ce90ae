package brief

import (
	"testing"

	"github.com/copydesk/copydesk/textnorm"
)

// TestKeySentenceCitesNoContrary: a key sentence never cites a report
// whose matching sentence tells the other way ("have increased
// dramatically" [1][2] for [2]'s "have fallen dramatically", MEANTIME), or
// another month or ordinal in the same place ("in the sixth round" for
// "in the seventh round", ECB+; "for a second week" for "for a third
// week", BBC). One move told from its other side, a sentence telling both
// ways, the same month, and an ordinal in another place are cited as
// before. Invented reports.
func TestKeySentenceCitesNoContrary(t *testing.T) {
	for _, tc := range []struct {
		name, a, b string
		citeB      bool
	}{
		{"rose / fell", "Ticket sales on the new tram line rose sharply in its opening weeks.", "Ticket sales on the new tram line fell sharply in its opening weeks.", false},
		{"increased / fallen", "Tram fares across the whole region, particularly those in the city centre, have increased dramatically this year.", "Tram fares across the whole region have fallen dramatically this year.", false},
		{"raised / lowered", "The council raised the price it charges bus operators for the depot by a third.", "The council lowered the price it charges bus operators for the depot by a third.", false},
		{"higher / lower", "Shares in the tram builder closed sharply higher after the vote.", "Shares in the tram builder closed sharply lower after the vote.", false},
		{"up / down before a figure", "Shares in the tram builder were up 5 pct at the close of trading.", "Shares in the tram builder were down 5 pct at the close of trading.", false},
		{"second / third week", "The tram plan has topped the council's list of priorities for a second week.", "The tram plan has topped the council's list of priorities for a third week.", false},
		{"sixth / seventh round", "The plan passed in the sixth round of voting after a long debate.", "The plan passed in the seventh round of voting after a long debate.", false},
		{"January / February", "Work on the new tram depot was finished at the end of January, well ahead of schedule.", "Work on the new tram depot was finished at the end of February, well ahead of schedule.", false},
		{"in a date, the same role", "Tram tickets sold in the week ended April 5 rose to a record, the council said.", "Tram tickets sold in the week ended March 28 also rose to a record, the council said.", false},
		{"one move from its other side", "The pound rose against the euro after the tram vote in the council.", "The euro fell against the pound after the tram vote in the council.", true},
		{"both ways", "Ticket sales on the new tram line rose sharply after falling for a year.", "Ticket sales on the new tram line fell for a year before rising sharply.", true},
		{"same way", "Ticket sales on the new tram line rose sharply in its opening weeks.", "Ticket sales on the new tram line increased sharply in its opening weeks.", true},
		{"same month", "Work on the new tram depot was finished at the end of January, well ahead of schedule.", "Work on the new tram depot was completed at the end of January, well ahead of schedule.", true},
		{"ordinals in other places", "The first trams will run on the new line in 2029, planners expect.", "Trams will run on the new line in 2029, planners told their second meeting on the plan.", true},
	} {
		t.Run(tc.name, func(t *testing.T) { checkCitesB(t, tc.a, tc.b, tc.citeB) })
	}
}

// TestContraryCues reads the cues of two sentences alone: which way each
// tells a thing moved and whether another month or ordinal stands in the
// same place; a date in another role, and text without Latin letters,
// are no contrary.
func TestContraryCues(t *testing.T) {
	for _, tc := range []struct {
		name, x, y string
		way, mark  bool
	}{
		{"reserves", "French official reserves fell 45.06 billion francs to 375.95 billion at the end of January.", "French official reserves rose 12.73 billion francs to 388.68 billion at the end of February.", true, true},
		{"rate record", "Japan's unemployment rate fell to 2.9 pct in February from the record 3.0 pct in January.", "Japan's unemployment rate rose to a record 3.0 pct in January.", true, false},
		{"other side", "The dollar rose against the yen.", "The yen fell against the dollar.", false, false},
		{"dates after on", "The new tariffs, to go into effect on April 17, are in retaliation for Japan's failure.", "Reagan announced on March 27 he would impose the tariffs in retaliation for Japan's failure.", false, false},
		{"dates after ended", "Planting progressed in the week ended April 5.", "Planting began in the week ended March 28.", false, true},
		{"seventh-round", "Klitschko stopped Thompson in the sixth round.", "Klitschko won with a seventh-round stoppage of Rahman.", false, true},
		{"up as a particle", "Shares in the firm fell after it set up a review.", "Shares in the firm rose after it set up a review.", true, false},
		{"digits", "He finished 2nd in the race.", "He finished 3rd in the race.", false, true},
		{"May opens a sentence", "May prices rose in March.", "Prices may rise in March.", false, false},
		{"the first of another thing", "It was the first such vote.", "It was the second time he spoke.", false, false},
		{"CJK", "东京股市今天大幅上涨。", "东京股市今天大幅下跌。", false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var sc textnorm.Scanner
			cx, cy := cuesOf(&sc, tc.x), cuesOf(&sc, tc.y)
			if got := otherWay(&cx, &cy); got != tc.way {
				t.Errorf("otherWay = %v, want %v", got, tc.way)
			}
			if got := otherMark(&cx, &cy); got != tc.mark {
				t.Errorf("otherMark = %v, want %v", got, tc.mark)
			}
		})
	}
}
