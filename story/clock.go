package story

import "time"

// The stream keeps times as seconds since 0001-01-01 UTC (Go's zero
// time), so that every date after it, 19th-century newspapers included,
// is positive and 0 can stand for "undated".
const epochShift = 62135596800 // seconds from 0001-01-01 to 1970-01-01

// secondsOf is t on the stream's clock: 0 when t is zero or earlier.
func secondsOf(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return max(t.Unix()+epochShift, 0)
}

// timeOf is the time of seconds on the stream's clock (zero for 0).
func timeOf(seconds int64) time.Time {
	if seconds == 0 {
		return time.Time{}
	}
	return time.Unix(seconds-epochShift, 0).UTC()
}
