package input

import (
	"math"
	"strconv"
	"time"
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
	"02-Jan-2006 15:04:05",           // Reuters-21578 SGML DATE
	"02-Jan-2006",                    //
	time.UnixDate,                    // date(1)
	time.ANSIC,                       //
	time.RubyDate,                    //
}

// parseDate reads a published string in one of dateLayouts. *hint is the
// index of the layout that worked last: a corpus tends to use one form, and
// each failed layout costs an allocated error, so it is tried first.
func parseDate(s string, hint *int) (time.Time, bool) {
	if t, err := time.ParseInLocation(dateLayouts[*hint], s, time.UTC); err == nil {
		return t, inRange(t)
	}
	for i, layout := range dateLayouts {
		// In UTC, not time.Local, so that results do not depend on the machine.
		if t, err := time.ParseInLocation(layout, s, time.UTC); err == nil {
			*hint = i
			return t, inRange(t)
		}
	}
	return time.Time{}, false
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
// when it is too large to be seconds of a plausible date.
func parseUnix(lit string) (time.Time, bool) {
	f, err := strconv.ParseFloat(lit, 64)
	if err != nil || math.IsNaN(f) {
		return time.Time{}, false
	}
	switch a := math.Abs(f); {
	case a < 1e11: // seconds up to the year 5138
		sec, frac := math.Modf(f)
		t := time.Unix(int64(sec), int64(frac*1e9)).UTC()
		return t, inRange(t)
	case a < 1e14: // milliseconds
		t := time.UnixMilli(int64(f)).UTC()
		return t, inRange(t)
	default:
		return time.Time{}, false
	}
}
