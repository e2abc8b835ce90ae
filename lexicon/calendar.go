package lexicon

// The words of the calendar: months and weekdays, in lower case, written
// once here for the packages that read dates (align, story, facts, brief,
// synth), each keeping its own rule for case and for which short forms it
// takes.

// monthNames are the months' full names, January first.
var monthNames = [12]string{"january", "february", "march", "april", "may", "june", "july",
	"august", "september", "october", "november", "december"}

// months numbers the months, by name and by short form.
var months = map[string]int8{
	"jan": 1, "january": 1, "feb": 2, "february": 2, "mar": 3, "march": 3, "apr": 4, "april": 4,
	"may": 5, "jun": 6, "june": 6, "jul": 7, "july": 7, "aug": 8, "august": 8, "sep": 9, "sept": 9,
	"september": 9, "oct": 10, "october": 10, "nov": 11, "november": 11, "dec": 12, "december": 12,
}

// Month returns the number of the month w names in lower case, by its
// name or short form ("jan", "sept": 1 to 12), 0 for any other word.
// Whether "may" or "mar" is a month is the caller's to tell (a month is
// capitalised).
func Month(w string) int {
	if !maybeMonth(len(w), firstByte(w)) {
		return 0
	}
	return int(months[w])
}

// MonthBytes is Month of a word in bytes.
func MonthBytes(w []byte) int {
	if len(w) == 0 || !maybeMonth(len(w), w[0]) {
		return 0
	}
	return int(months[string(w)])
}

// maybeMonth rules most words out before the map is hashed: story and
// align ask of every word of a text, and a switch on the word, as they
// wrote it before, cost less than the lookup (3.6% more instructions for
// a stream of Reuters).
func maybeMonth(n int, first byte) bool {
	if n < 3 || n > 9 {
		return false
	}
	switch first {
	case 'j', 'f', 'm', 'a', 's', 'o', 'n', 'd':
		return true
	}
	return false
}

// maybeWeekday: every full weekday name has 6 to 9 letters and ends in "y".
func maybeWeekday(n int, last byte) bool { return n >= 6 && n <= 9 && last == 'y' }

func firstByte(w string) byte {
	if w == "" {
		return 0
	}
	return w[0]
}

// MonthNameBytes is Month of the full names alone ("january", "may"; not
// "jan" or "sept").
func MonthNameBytes(w []byte) int {
	if len(w) == 0 || !maybeMonth(len(w), w[0]) {
		return 0
	}
	if m := months[string(w)]; m > 0 && monthNames[m-1] == string(w) {
		return int(m)
	}
	return 0
}

// MonthNames returns the months' full names in lower case, January first.
func MonthNames() [12]string { return monthNames }

// weekdayNames are the weekdays' full names, Monday first (ISO 8601).
var weekdayNames = [7]string{"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}

// weekdays numbers the weekdays' full names, Monday 1 to Sunday 7.
var weekdays = map[string]int8{"monday": 1, "tuesday": 2, "wednesday": 3, "thursday": 4,
	"friday": 5, "saturday": 6, "sunday": 7}

// weekdayAbbrevs numbers the weekdays' short forms, without a full stop.
var weekdayAbbrevs = map[string]int8{"mon": 1, "tue": 2, "tues": 2, "wed": 3, "thu": 4,
	"thur": 4, "thurs": 4, "fri": 5, "sat": 6, "sun": 7}

// Weekday returns the number of the weekday w names in full and in lower
// case (Monday 1 to Sunday 7), 0 for any other word.
func Weekday(w string) int {
	if w == "" || !maybeWeekday(len(w), w[len(w)-1]) {
		return 0
	}
	return int(weekdays[w])
}

// WeekdayBytes is Weekday of a word in bytes.
func WeekdayBytes(w []byte) int {
	if len(w) == 0 || !maybeWeekday(len(w), w[len(w)-1]) {
		return 0
	}
	return int(weekdays[string(w)])
}

// WeekdayAbbrev returns the number of the weekday a short form in lower
// case names ("mon", "tues", "thurs": 1 to 7), 0 for any other word.
func WeekdayAbbrev(w string) int { return int(weekdayAbbrevs[w]) }

// WeekdayTitle returns the number of the weekday w names in full with a
// capital ("Monday": 1 to "Sunday": 7), as a date's words are normalised,
// 0 for any other word.
func WeekdayTitle(w string) int {
	if w == "" || w[0] < 'A' || w[0] > 'Z' {
		return 0
	}
	for i, n := range weekdayNames {
		if len(w) == len(n) && w[0]+('a'-'A') == n[0] && w[1:] == n[1:] {
			return i + 1
		}
	}
	return 0
}

// WeekdayNames returns the weekdays' full names in lower case, Monday first.
func WeekdayNames() [7]string { return weekdayNames }
