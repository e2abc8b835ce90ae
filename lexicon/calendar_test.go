package lexicon

import "testing"

// Each calendar word as the callers read it: full names and short forms in
// lower case; "may" a month name, "jan" a month but no full name; a
// weekday with a capital only for WeekdayTitle; no full stop.
func TestCalendarWords(t *testing.T) {
	for _, tc := range []struct {
		w                                               string
		month, monthName, weekday, abbrev, weekdayTitle int
	}{
		{"january", 1, 1, 0, 0, 0},
		{"jan", 1, 0, 0, 0, 0},
		{"may", 5, 5, 0, 0, 0},
		{"sept", 9, 0, 0, 0, 0},
		{"sep", 9, 0, 0, 0, 0},
		{"december", 12, 12, 0, 0, 0},
		{"January", 0, 0, 0, 0, 0},
		{"jan.", 0, 0, 0, 0, 0},
		{"monday", 0, 0, 1, 0, 0},
		{"sunday", 0, 0, 7, 0, 0},
		{"Monday", 0, 0, 0, 0, 1},
		{"Sunday", 0, 0, 0, 0, 7},
		{"MONDAY", 0, 0, 0, 0, 0},
		{"mon", 0, 0, 0, 1, 0},
		{"thur", 0, 0, 0, 4, 0},
		{"thurs", 0, 0, 0, 4, 0},
		{"sun", 0, 0, 0, 7, 0},
		{"mon.", 0, 0, 0, 0, 0},
		{"", 0, 0, 0, 0, 0},
		{"day", 0, 0, 0, 0, 0},
	} {
		if got := Month(tc.w); got != tc.month {
			t.Errorf("Month(%q) = %d, want %d", tc.w, got, tc.month)
		}
		if got := MonthBytes([]byte(tc.w)); got != tc.month {
			t.Errorf("MonthBytes(%q) = %d, want %d", tc.w, got, tc.month)
		}
		if got := MonthNameBytes([]byte(tc.w)); got != tc.monthName {
			t.Errorf("MonthNameBytes(%q) = %d, want %d", tc.w, got, tc.monthName)
		}
		if got := Weekday(tc.w); got != tc.weekday {
			t.Errorf("Weekday(%q) = %d, want %d", tc.w, got, tc.weekday)
		}
		if got := WeekdayBytes([]byte(tc.w)); got != tc.weekday {
			t.Errorf("WeekdayBytes(%q) = %d, want %d", tc.w, got, tc.weekday)
		}
		if got := WeekdayAbbrev(tc.w); got != tc.abbrev {
			t.Errorf("WeekdayAbbrev(%q) = %d, want %d", tc.w, got, tc.abbrev)
		}
		if got := WeekdayTitle(tc.w); got != tc.weekdayTitle {
			t.Errorf("WeekdayTitle(%q) = %d, want %d", tc.w, got, tc.weekdayTitle)
		}
	}
	// The lists agree: every name numbers itself.
	for i, n := range MonthNames() {
		if Month(n) != i+1 || MonthNameBytes([]byte(n)) != i+1 {
			t.Errorf("month name %q is not month %d", n, i+1)
		}
	}
	for i, n := range WeekdayNames() {
		if Weekday(n) != i+1 {
			t.Errorf("weekday name %q is not weekday %d", n, i+1)
		}
	}
}

// The calendar words read without allocating: they are looked up for
// every token of a story.
func TestCalendarWordsNoAlloc(t *testing.T) {
	w := []byte("september")
	if n := testing.AllocsPerRun(100, func() {
		_ = MonthBytes(w) + MonthNameBytes(w) + WeekdayBytes(w) + Month("sept") + Weekday("monday") + WeekdayAbbrev("thurs") + WeekdayTitle("Sunday")
	}); n != 0 {
		t.Errorf("%v allocations, want 0", n)
	}
}

// TestCalendarGuardsKeepEveryWord: the cheap checks before the maps
// (maybeMonth, maybeWeekday) let every name and short form through.
func TestCalendarGuardsKeepEveryWord(t *testing.T) {
	for w, m := range months {
		if Month(w) != int(m) || MonthBytes([]byte(w)) != int(m) {
			t.Errorf("Month(%q) = %d, MonthBytes = %d, want %d", w, Month(w), MonthBytes([]byte(w)), m)
		}
	}
	for _, w := range monthNames {
		if MonthNameBytes([]byte(w)) == 0 {
			t.Errorf("MonthNameBytes(%q) = 0", w)
		}
	}
	for w, d := range weekdays {
		if Weekday(w) != int(d) || WeekdayBytes([]byte(w)) != int(d) {
			t.Errorf("Weekday(%q) = %d, WeekdayBytes = %d, want %d", w, Weekday(w), WeekdayBytes([]byte(w)), d)
		}
	}
	for _, w := range []string{"", "y", "may2", "jury", "holiday", "Monday"} {
		if Weekday(w) != 0 || Month(w) != 0 {
			t.Errorf("%q taken for a month or weekday", w)
		}
	}
}
