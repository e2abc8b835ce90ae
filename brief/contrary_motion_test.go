package brief

import (
	"testing"

	"github.com/copydesk/copydesk/textnorm"
)

// TestContraryLiteralMotion: a direction word telling a body's motion
// ("jumped into the sea", "fell from the roof", "climbed into
// lifeboats") tells no quantity's way, so a report telling the same event
// with another verb of motion is no contrary one. A figure after it is
// a quantity's again ("fell from 5 pct"), and so is a verb with no place
// after it. Invented sentences.
func TestContraryLiteralMotion(t *testing.T) {
	for _, tc := range []struct {
		name, x, y string
		way        bool
	}{
		{"jumped / dropped into the sea", "Two divers jumped into the sea to reach the crew of the trawler.", "Two divers dropped into the sea to reach the crew of the trawler.", false},
		{"sank / climbed into", "The ferry sank off the coast on Monday, the coastguard said.", "The ferry went down off the coast on Monday and its passengers climbed into lifeboats.", false},
		{"fell from / raised onto", "A worker fell from the roof of the depot on Monday and was badly hurt.", "A worker was hurt at the depot on Monday and later raised onto a stretcher.", false},
		{"into the red", "The carmaker slipped into the red in the first quarter.", "The carmaker climbed into the black in the first quarter.", true},
		{"a figure after from", "The jobless rate fell from 5 pct to 4.8 pct in March.", "The jobless rate rose from 5 pct to 5.2 pct in March.", true},
		{"no place after", "Ticket sales on the new line rose sharply in March.", "Ticket sales on the new line fell sharply in March.", true},
		// a period or a figure in words after "from" is a quantity's mark
		{"from the same month", "Car sales fell from the same month a year ago.", "Car sales rose from the same month a year ago.", true},
		{"from a month earlier", "Car sales fell from a month earlier.", "Car sales rose from a month earlier.", true},
		{"from a figure in words", "The jobless rate fell from seven percent.", "The jobless rate rose from seven percent.", true},
		{"from a month's levels", "Output fell from January levels.", "Output rose from January levels.", true},
		{"from a quarter", "Profit fell from the first quarter.", "Profit rose from the first quarter.", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var sc textnorm.Scanner
			cx, cy := cuesOf(&sc, tc.x), cuesOf(&sc, tc.y)
			if got := otherWay(&cx, &cy); got != tc.way {
				t.Errorf("otherWay = %v, want %v", got, tc.way)
			}
		})
	}
}
