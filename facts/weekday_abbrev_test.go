package facts

import "testing"

// TestWeekdayAbbreviationInADate: a mail header's weekday abbreviation
// ("Thu Apr 22 10:31:00 1993", "Mon, 19 Apr 1993") was a name ("thu" is
// not in the table: "Sun", "Sat" and "Wed" are words, the others were
// left alone with them), so "From kim Wed Apr 21 ..." gave the name "wed"
// and a sentence of a header weighed as a name's. Before a date, day and
// month or month and day, it is a word of the date, no name and no
// mention of its own; elsewhere it is left alone ("Sun's toolkit", "the
// game Mon night"). Invented sentences.
func TestWeekdayAbbreviationInADate(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"From kim Wed Apr 21 10:55:39 EDT 1993", "day:April 21 | name:edt"},
		{"On Fri, 2 Apr 1993 22:05:16 GMT, Ann Lee wrote:", "day:April 2 | name:gmt | name:ann lee"},
		{"Received: by mx.example.org; Sun, 18 Apr 93 11:50:14 -0600", "day:April 18 | number:93 | number:-600"},
		{"Entries close at noon on Sat 24 Apr 1993.", "day:April 24"},
		{"Posted by Lee on Thu Jan 7 09:00:00 1993.", "name:lee | day:January 7"},
		// Not before a date: left alone.
		{"It runs on Sun workstations.", "name:sun"},
		{"During the game Mon night there were 5 goals.", "name:mon | number:5"},
		{"The trophy went to Guy Lemaire (Mon).", "name:guy lemaire | name:mon"},
	} {
		ms := Mentions(tc.text)
		if got := describe(tc.text, ms); got != tc.want {
			t.Errorf("%q\n got %s\nwant %s", tc.text, got, tc.want)
		}
	}
}
