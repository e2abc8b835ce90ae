package brief

import (
	"testing"
)

// Counts given for two different days are an update or another event, not
// a disagreement; the same count for the same day still disagrees.
func TestCountsOnDifferentDays(t *testing.T) {
	common := "Protesters gathered outside the steel plant in Halvern for a third day, demanding that the owners reopen talks with the union.\n\n" +
		"The plant employs about 2,000 workers and has been idle since the strike began last month, the union said."
	for _, tc := range []struct {
		name, a, b string
		want       int // number disagreements
	}{
		{"a toll that rose",
			"The death toll from the bridge collapse stood at 14 on Tuesday, officials said.",
			"The death toll from the bridge collapse rose to 17 on Wednesday, officials said.", 0},
		{"another attack, another day",
			"At least 28 people have been killed in the unrest, hospital officials said on Tuesday.",
			"At least five people were killed in a separate attack on a bus in Kunduz on Saturday, a doctor said.", 0},
		{"the event's day and the report's",
			"At least 28 people were killed when gunmen stormed the market on Tuesday, hospital officials said on Wednesday.",
			"A doctor in the city told reporters at least 30 people had been killed in the market attack on Tuesday.", 1},
		{"one day, two counts",
			"At least 28 people have been killed in the unrest, hospital officials said on Tuesday.",
			"At least 29 people have been killed in the unrest, hospital officials said on Tuesday.", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			br := twoOutlets(tc.a, tc.b, common)
			got, all := countKind(br, "number")
			if got != tc.want {
				t.Errorf("%d number disagreements, want %d: %v", got, tc.want, all)
			}
		})
	}
}

// One outlet writes "on Thursday", another, in the American style, just
// "Friday": the day is still swapped in the same statement. The "on" a
// style drops or adds before a day is not context that tells two
// statements apart; a different word before the day still is.
func TestDaySwappedWithoutOn(t *testing.T) {
	common := "The proposal would close the Marlow Street depot and move its 140 drivers to the new site at Eastwick, the transport authority said.\n\n" +
		"Union officials have said they will oppose any move that lengthens drivers' journeys to work."
	for _, tc := range []struct {
		name, a, b string
		want       int // day disagreements
	}{
		{"on in both",
			"The board of the Tarnby transport authority will vote on the depot plan on Thursday, a spokeswoman said.",
			"The board of the Tarnby transport authority will vote on the depot plan on Friday, a spokeswoman said.", 1},
		{"on dropped",
			"The board of the Tarnby transport authority will vote on the depot plan on Thursday, a spokeswoman said.",
			"The board of the Tarnby transport authority will vote on the depot plan Friday, a spokeswoman said.", 1},
		{"on added",
			"The board of the Tarnby transport authority will vote on the depot plan Thursday, a spokeswoman said.",
			"The board of the Tarnby transport authority will vote on the depot plan on Friday, a spokeswoman said.", 1},
		{"a date without on",
			"The board of the Tarnby transport authority will vote on the depot plan on March 12, a spokeswoman said.",
			"The board of the Tarnby transport authority will vote on the depot plan March 14, a spokeswoman said.", 1},
		{"the same day, with and without on",
			"The board of the Tarnby transport authority will vote on the depot plan on Thursday, a spokeswoman said.",
			"The board of the Tarnby transport authority will vote on the depot plan Thursday, a spokeswoman said.", 0},
		{"another word before the day",
			"The board of the Tarnby transport authority will vote on the depot plan on Thursday, a spokeswoman said.",
			"The board of the Tarnby transport authority will vote on the depot plan before Friday, a spokeswoman said.", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			br := twoOutlets(tc.a, tc.b, common)
			got, all := countKind(br, "day")
			if got != tc.want {
				t.Errorf("%d day disagreements, want %d: %v", got, tc.want, all)
			}
		})
	}
}
