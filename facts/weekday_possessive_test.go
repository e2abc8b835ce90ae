package facts

import "testing"

// TestPossessiveWeekdayIsDay: a weekday with "'s" was no weekday
// ("saturday's" is not in the table), so "Saturday's semifinals" was the
// name "saturday" and no day. A possessive weekday is read as the bare
// one, a Day over the weekday alone, as a possessive month is a month
// (TestPossessiveMonthIsNoName). Invented sentences.
func TestPossessiveWeekdayIsDay(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"He won Saturday's semifinal in Lodz.", "day:Saturday | name:lodz"},
		{"Police made 40 arrests at Sunday’s rally.", "number:40 | day:Sunday"},
		{"Tuesday's vote was close.", "day:Tuesday"},
		{"After Friday's storm, 12 homes were empty.", "day:Friday | number:12"},
		// Short forms that are words stay no days.
		{"The Sun's editor spoke.", "name:sun"},
	} {
		ms := Mentions(tc.text)
		if got := describe(tc.text, ms); got != tc.want {
			t.Errorf("%q\n got %s\nwant %s", tc.text, got, tc.want)
		}
		for _, m := range ms {
			if m.Kind == Day && tc.text[m.Start:m.End] != m.Norm {
				t.Errorf("%q: day spans %q, want the weekday alone", tc.text, tc.text[m.Start:m.End])
			}
		}
	}
}
