package story

import "time"

// The stream keeps times as seconds since 0001-01-01 UTC (Go's zero
// time), so that every date after it, 19th-century newspapers included,
// is positive and 0 can stand for "undated".
const epochShift = 62135596800 // seconds from 0001-01-01 to 1970-01-01

// latestSeconds is the end of year 9999 on the stream's clock: later
// dates count as that one, so that adding a window to a date cannot
// overflow.
const latestSeconds = 253402300799 + epochShift

// secondsOf is t on the stream's clock: 0 when t is zero or earlier.
func secondsOf(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	u := t.Unix()
	if u > latestSeconds-epochShift {
		return latestSeconds
	}
	return max(u+epochShift, 0)
}

// timeOf is the time of seconds on the stream's clock (zero for 0).
func timeOf(seconds int64) time.Time {
	if seconds == 0 {
		return time.Time{}
	}
	return time.Unix(seconds-epochShift, 0).UTC()
}

// streamClock is the stream's clock: the latest publication time it has
// followed, and the one date it holds back until a second agrees (tick).
// The batch steps replay it to see every date as the stream saw it.
type streamClock struct {
	now      int64 // the latest publication time followed (secondsOf); 0 = none
	leapt    int64 // a date held back: beyond the window and not followed yet; 0 = none
	leaptFar bool  // ... and lay more than a year away (taken for a mistake)
	between  bool  // dates within reach of the clock came after the held one
	lone     bool  // the clock rests on one document alone
}

// A clockMove tells how tick moved the clock, beyond following a date.
type clockMove uint8

const (
	moveNone  clockMove = iota
	moveBack            // back: the one document that had set it was wrong (the held date was right)
	moveHold            // the date is held back (beyond the window, not followed yet)
	moveRight           // the held date was right: a second agreed, or the clock came within reach
)

// leapOf is how far ahead of the clock a date may lie and still move it
// alone: the window, at most a year.
func leapOf(window time.Duration) int64 { return min(int64(window/time.Second), maxLeap) }

// tick moves the clock for a document dated t and returns t, or 0 when
// the date is taken for a mistake, and how it moved. One date more than leap (the window, at most a year) ahead of the
// clock, or behind a clock that one document alone has set, does not move
// it: a wrong month would close every open story, and every correctly
// dated document after it would start a story already past the window.
// That document keeps its date (its own story, its year), unless it lies
// more than a year away: then the date itself is taken for a mistake and
// the document counts as undated. The date is held, and the gap is real
// when a second date agrees: the next dated document, lying as far on the
// same side, or, within a year, a later one within leap of the held date,
// dates within reach of the clock coming between (two feeds merged, a
// live one months ahead of an archive). The clock then moves to it. A
// year away, only the next dated document agrees: one outlet that writes
// a wrong year on all its articles must not move the clock.
func (c *streamClock) tick(t, leap int64) (at int64, move clockMove) {
	if c.now == 0 {
		c.now, c.lone = t, true
		return t, moveNone
	}
	ahead := t > c.now
	far := ahead && t > c.now+maxLeap || c.lone && t < c.now-maxLeap
	jump := ahead && t > c.now+leap || c.lone && t < c.now-leap
	if !jump {
		c.now, c.lone = max(c.now, t), false
		switch {
		case c.leapt == 0:
		case c.leapt < c.now:
			// Held behind a clock that one document set, and a second
			// has agreed with it: the held date was wrong.
			c.leapt = 0
		case c.leapt <= c.now+leap:
			c.leapt = 0
			return t, moveRight
		default:
			c.between = true // it waits on
		}
		return t, moveNone
	}
	agrees := c.leapt != 0 && (c.leapt > c.now) == ahead && c.leaptFar == far &&
		(!c.between || !far && max(t, c.leapt)-min(t, c.leapt) <= leap)
	if !agrees {
		c.leapt, c.leaptFar, c.between = t, far, false
		if far {
			return 0, moveHold
		}
		return t, moveHold
	}
	if ahead {
		c.now, move = t, moveRight
	} else {
		// Back: the clock's one document was wrong.
		c.now, move = max(t, c.leapt), moveBack
	}
	c.leapt, c.lone, c.between = 0, false, false
	return t, move
}
