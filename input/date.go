package input

import (
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/copydesk/copydesk"
)

// dateLayouts are the published forms accepted, most common first. Fractional
// seconds after the seconds field are accepted by time.Parse without being in
// the layout. A time without zone is UTC.
var dateLayouts = []string{
	time.DateOnly,                    // 2006-01-02
	time.RFC3339Nano,                 // 2006-01-02T15:04:05.999Z07:00, also without fraction
	"2006-01-02T15:04:05",            // ISO 8601 without zone
	time.DateTime,                    // 2006-01-02 15:04:05
	"2006-01-02 15:04:05Z07:00",      // SQL-ish with zone
	"2006-01-02T15:04:05Z0700",       // ISO 8601 basic zone
	"2006-01-02 15:04:05 -0700",      // Go's time.String, without the zone name
	"2006-01-02 15:04:05 -0700 MST",  // Go's time.String
	"2006-01-02T15:04Z07:00",         // no seconds
	"2006-01-02T15:04",               // HTML datetime-local
	"2006-01-02 15:04",               //
	time.RFC1123Z,                    // RSS and HTTP: Mon, 02 Jan 2006 15:04:05 -0700
	time.RFC1123,                     // Mon, 02 Jan 2006 15:04:05 MST
	"Mon, 2 Jan 2006 15:04:05 -0700", // RSS with a one-digit day
	"Mon, 2 Jan 2006 15:04:05 MST",   //
	"2 Jan 2006 15:04:05 -0700",      // RFC 5322 without weekday
	"2 Jan 2006 15:04:05 MST",        //
	time.RFC822Z,                     // 02 Jan 06 15:04 -0700
	time.RFC822,                      // 02 Jan 06 15:04 MST
	"2006/01/02",                     //
	"2006/01/02 15:04:05",            //
	"20060102",                       // ISO 8601 basic date
	"January 2, 2006",                // news datelines (MEANTIME: "March 01, 2008")
	"Jan 2, 2006",                    //
	"2 January 2006",                 //
	"2 Jan 2006",                     //
	"Monday, January 2, 2006",        //
	"2-Jan-2006 15:04:05",            // Reuters-21578 SGML DATE (" 2-MAR-1987 08:38:57.06")
	"2-Jan-2006",                     //
	"2006-01-02 15:04:05 MST",        // Ruby's Time#to_s, SQL dumps: "2026-03-11 10:00:00 UTC"
	time.UnixDate,                    // date(1)
	time.ANSIC,                       //
	time.RubyDate,                    //
}

// parseDate reads a published string in one of dateLayouts. *hint is the
// index of the layout that worked last: a corpus tends to use one form, and
// each failed layout costs an allocated error, so it is tried first.
func parseDate(s string, hint *int) (time.Time, bool) {
	if t, ok := parseLayouts(s, hint); ok {
		return dated(t)
	}
	if numeric(s) {
		// Unix seconds as a string, read as the number would be.
		return parseUnix(s)
	}
	// Once, not again on the result: a string of many "()" would
	// otherwise cost a pass over every layout for each (36 s for 32 KB).
	if alt, ok := rewritten(s); ok {
		if t, ok := parseLayouts(alt, hint); ok {
			return dated(t)
		}
	}
	return time.Time{}, false
}

// parseLayouts reads s in the layout *hint names, else in the first of
// dateLayouts that reads it (then the new hint), with its zone's offset.
func parseLayouts(s string, hint *int) (time.Time, bool) {
	if t, err := time.ParseInLocation(dateLayouts[*hint], s, time.UTC); err == nil {
		return zoned(t, dateLayouts[*hint]), true
	}
	for i, layout := range dateLayouts {
		// In UTC, not time.Local, so that results do not depend on the machine.
		if t, err := time.ParseInLocation(layout, s, time.UTC); err == nil {
			*hint = i
			return zoned(t, layout), true
		}
	}
	return time.Time{}, false
}

// rewritten returns s with what no layout can say made readable, and
// whether there was any: the comment e-mail's Date header adds after the
// offset ("+0000 (UTC)"), and RFC 5322's zone "UT", which Go's parser
// does not take for a zone name (it wants three letters or more).
func rewritten(s string) (string, bool) {
	out := strings.TrimSpace(s)
	if strings.HasSuffix(out, ")") {
		if i := strings.LastIndexByte(out, '('); i > 0 {
			out = strings.TrimSpace(out[:i])
		}
	}
	if strings.HasSuffix(out, " UT") {
		out += "C"
	}
	return out, out != s
}

// zoneOffsets are the zone abbreviations of RFC 5322 (obs-zone: the
// North American ones) and others common in feeds, with their offsets in
// hours. An ambiguous one (IST: India, Ireland or Israel) is not here.
var zoneOffsets = map[string]int{
	"EST": -5, "EDT": -4, "CST": -6, "CDT": -5, "MST": -7, "MDT": -6, "PST": -8, "PDT": -7,
	"AKST": -9, "AKDT": -8, "HST": -10,
	"WET": 0, "WEST": 1, "BST": 1, "CET": 1, "CEST": 2, "EET": 2, "EEST": 3, "MSK": 3,
	"JST": 9, "KST": 9, "AEST": 10, "AEDT": 11, "NZST": 12, "NZDT": 13,
}

// zoned gives a time parsed with a zone name its offset. Go's parser
// knows the abbreviations of the location it parses in only (UTC here) and
// reads any other with a zero offset: "10:00 EST" would be 10:00 UTC
// instead of 15:00. It does the same with the numeric names that
// time.RFC1123 and date(1) write for zones without an abbreviation
// ("10:00 +03"), and it keeps "10:00 GMT+3" at 10:00 UTC while labelling
// it +03:00. In all three the clock time as written is kept and the offset
// the name gives applied. An abbreviation not in zoneOffsets stays at UTC.
// A layout with a numeric offset as well ("-0700 MST", as time.String
// writes) is read by that offset, which Go applies, whatever the name.
func zoned(t time.Time, layout string) time.Time {
	if strings.Contains(layout, "-07") || strings.Contains(layout, "Z07") {
		return t
	}
	name, off := t.Zone()
	if rest, ok := strings.CutPrefix(name, "GMT"); ok && off != 0 && rest != "" {
		// Go gave the zone its offset but left the instant at the clock
		// time read as UTC.
		u := t.UTC()
		return time.Date(u.Year(), u.Month(), u.Day(), u.Hour(), u.Minute(), u.Second(), u.Nanosecond(), time.FixedZone(name, off))
	}
	if off != 0 || name == "UTC" || name == "GMT" || name == "UT" || name == "Z" {
		return t
	}
	secs, ok := numericZone(name)
	if !ok {
		h, known := zoneOffsets[name]
		if !known {
			return t
		}
		secs = h * 3600
	}
	y, mo, d := t.Date()
	return time.Date(y, mo, d, t.Hour(), t.Minute(), t.Second(), t.Nanosecond(), time.FixedZone(name, secs))
}

// numericZone reads a zone name written as an offset, "+03", "-0330" or
// "+05:30", as seconds east of UTC.
func numericZone(name string) (int, bool) {
	if len(name) < 3 || (name[0] != '+' && name[0] != '-') {
		return 0, false
	}
	digits := strings.Replace(name[1:], ":", "", 1)
	if len(digits) != 2 && len(digits) != 4 {
		return 0, false
	}
	n, err := strconv.Atoi(digits)
	if err != nil || n < 0 {
		return 0, false
	}
	h, m := n, 0
	if len(digits) == 4 {
		h, m = n/100, n%100
	}
	if h > 14 || m > 59 {
		return 0, false
	}
	secs := h*3600 + m*60
	if name[0] == '-' {
		secs = -secs
	}
	return secs, true
}

// numeric reports whether s is a number as JSON writes one (digits, an
// optional sign, fraction and exponent).
func numeric(s string) bool {
	if s == "" {
		return false
	}
	digits := false
	for i, c := range []byte(s) {
		switch {
		case c >= '0' && c <= '9':
			digits = true
		case c == '-' || c == '+':
			if i != 0 && s[i-1] != 'e' && s[i-1] != 'E' {
				return false
			}
		case c == '.' || c == 'e' || c == 'E':
		default:
			return false
		}
	}
	return digits
}

// dated returns t, or the zero time ("undated") for the Unix epoch, which
// feeds write for a missing date as they write the number 0 (see
// copydesk.Undated), and whether t is a date a document can carry.
func dated(t time.Time) (time.Time, bool) {
	if !t.IsZero() && copydesk.Undated(t) { // the zero time itself is unreadable: see inRange
		return time.Time{}, true
	}
	return t, inRange(t)
}

// inRange reports whether t is a date a document can carry: in the years
// 1 to 9999 in UTC (what the outputs write with four digits), and not the
// zero time, which stands for "undated". A date outside is reported as
// unreadable rather than kept as year -1199, 10000, or silently none.
func inRange(t time.Time) bool {
	y := t.UTC().Year()
	return !t.IsZero() && y >= 1 && y <= 9999
}

// parseUnix reads a JSON number as a Unix time: seconds, or milliseconds
// when it is too large to be seconds of a plausible date. 0, a common
// placeholder, stands for no date (the zero time). Eight digits that read
// as a date (20260311) are that day, as the string is. Any other number
// under 10^8 in size (March 1973 in seconds) is no date a document
// carries: a bare year, 2026, would be 1970-01-01T00:33:46Z.
func parseUnix(lit string) (time.Time, bool) {
	f, err := strconv.ParseFloat(lit, 64)
	if err != nil || math.IsNaN(f) {
		return time.Time{}, false
	}
	if f == 0 {
		return time.Time{}, true
	}
	if len(lit) == 8 && f >= 19000101 && f <= 21001231 {
		if t, err := time.Parse("20060102", lit); err == nil {
			return dated(t)
		}
	}
	switch a := math.Abs(f); {
	case a < 1e8:
		return time.Time{}, false
	case a < 1e11: // seconds up to the year 5138
		sec, frac := math.Modf(f)
		return dated(time.Unix(int64(sec), int64(frac*1e9)).UTC())
	case a < 1e14: // milliseconds
		t := time.UnixMilli(int64(f)).UTC()
		return t, inRange(t)
	default:
		return time.Time{}, false
	}
}
