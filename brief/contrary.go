package brief

import (
	"github.com/copydesk/copydesk/lexicon"
	"github.com/copydesk/copydesk/textnorm"
	"strings"
)

// contrary reports whether sentence y, an outlet's version of key sentence
// x, says something else than x: another value of one of its figures
// (otherValue), the other way ("have increased dramatically" / "have
// fallen dramatically"), or another month or ordinal in the same place
// ("stopped Tony Thompson in the sixth round" / "stopping Hasim Rahman in
// the seventh round", "at the end of January" / "at the end of
// February"). A brief cites no outlet for a sentence it contradicts or
// that tells another period or another event, however alike their words.
func (b *builder) contrary(x, y sref) bool {
	if x == y {
		return false
	}
	if b.otherValue(x, y) {
		return true
	}
	// Both are scanned at every comparison, allocating nothing: a cache
	// of each sentence's cues cost more (BuildWireCopies 947k -> 955k
	// allocations, time within noise).
	cx, cy := cuesOf(&b.cueScan, b.sents[x.d][x.s].text), cuesOf(&b.cueScan, b.sents[y.d][y.s].text)
	return otherWay(&cx, &cy) || otherMark(&cx, &cy)
}

// maxSubject is how many of the words before its first direction word a
// sentence keeps to tell what moved; maxMarks how many months and
// ordinals it keeps. Past them a sentence is a long list, read no further.
const (
	maxSubject = 6
	maxMarks   = 8
)

// mark is a month or an ordinal in a sentence, with the hashes of the
// words beside it.
type mark struct {
	month      bool
	date       bool // a month with its day ("April 17", "17 April")
	n          int
	prev, next uint64
	prevStop   bool // the word before is a function word ("the", "a", "in")
}

// cues are what contrary reads of a sentence, gathered in one scan into
// arrays (no allocation a word): how many words tell a rise and how many
// a fall, the words before the first of them (its subject: "French
// official reserves fell"), and the months and ordinals.
type cues struct {
	up, down int
	subject  [maxSubject]uint64
	nSubject int
	marks    [maxMarks]mark
	nMarks   int
}

// cuesOf scans a sentence's text with sc, whose buffers it reuses.
func cuesOf(sc *textnorm.Scanner, text string) cues {
	var c cues
	sc.Reset(text)
	var ring [maxSubject]uint64 // the last content words, before a direction
	nRing := 0
	var prev uint64
	prevStop, prevDay, first := false, false, true
	pendingDir := 0   // "up"/"down" waiting for a figure after it
	pendingMark := -1 // a mark waiting for the word after it
	// A direction word waiting for the words after it: a place after
	// "into", "onto", "from" ("jumped into the sea", "fell from the
	// roof") tells a body's motion, no quantity's (motionAfter).
	pendingMove, moveStage := 0, 0
	for sc.Next() {
		w := sc.Norm()
		h := sc.Hash()
		day := dayNumber(w)
		if pendingMove != 0 {
			switch moveStage {
			case 1: // the word after the direction word
				if string(w) == "overboard" {
					pendingMove = 0 // the place itself
				} else if motionPrep(w) {
					moveStage = 2
				} else {
					c.count(pendingMove, &ring, nRing)
					pendingMove = 0
				}
			case 2, 3: // after the preposition, an article once
				if moveStage == 2 && motionArticle(w) {
					moveStage = 3
					break
				}
				if !motionPlace(w) {
					c.count(pendingMove, &ring, nRing)
				}
				pendingMove = 0
			}
		}
		if pendingMark >= 0 {
			c.marks[pendingMark].next = h
			// "April 17" is a date as "17 April" is (set with the mark)
			c.marks[pendingMark].date = c.marks[pendingMark].date || c.marks[pendingMark].month && day
			pendingMark = -1
		}
		if pendingDir != 0 {
			if len(w) > 0 && w[0] >= '0' && w[0] <= '9' {
				c.count(pendingDir, &ring, nRing)
			}
			pendingDir = 0
		}
		stop := lexicon.IsStopWordBytes(w)
		if d := lexicon.DirectionBytes(w); d != 0 {
			if lexicon.IsUpDown(w) {
				pendingDir = d
			} else if pendingMove == 0 {
				pendingMove, moveStage = d, 1
			}
		} else if !stop && c.up+c.down == 0 && pendingMove == 0 {
			ring[nRing%maxSubject] = h
			nRing++
		}
		if c.nMarks < maxMarks {
			n, month := lexicon.OrdinalBytes(w), false
			if n == 0 {
				// A month is capitalised, and not the sentence's first
				// word: "May" opens a sentence as a verb.
				raw := text[sc.Start():sc.End()]
				if raw != "" && raw[0] >= 'A' && raw[0] <= 'Z' && !first {
					n, month = lexicon.MonthBytes(w), true
				}
			}
			if n != 0 {
				c.marks[c.nMarks] = mark{month: month, date: month && prevDay, n: n, prev: prev, prevStop: prevStop || first}
				pendingMark = c.nMarks
				c.nMarks++
			}
		}
		prev, prevStop, prevDay, first = h, stop, day, false
	}
	if pendingMove != 0 {
		c.count(pendingMove, &ring, nRing) // no place told after it
	}
	return c
}

// motionPrep reports a preposition that, after a direction word, may
// open the place a body moved to or from: "jumped into", "fell from"
// ("jumped overboard" names the place itself).
func motionPrep(w []byte) bool {
	switch string(w) {
	case "into", "onto", "from":
		return true
	}
	return false
}

// motionArticle reports a word read past between the preposition and
// the place: "into the sea", "from his balcony".
func motionArticle(w []byte) bool {
	switch string(w) {
	case "the", "a", "an", "his", "her", "their", "its":
		return true
	}
	return false
}

// motionPlace reports whether w, the word after "into", "onto", "from"
// (and an article), is a place a body moves to or from ("jumped into the
// sea", "fell from the roof", "climbed into lifeboats"): a known place,
// so that whatever else follows is a quantity's mark as before ("fell
// from the same month a year ago", "rose from seven percent", "fell
// from January levels", "slipped into the red").
func motionPlace(w []byte) bool {
	return bodyPlaces[string(w)]
}

// bodyPlaces are places a body jumps, falls or climbs into or from.
var bodyPlaces = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`sea seas ocean water waters river lake bay harbour harbor canal pool
		sky air ground floor street streets road ditch hole pit well shaft cliff cliffs rocks
		roof rooftop window windows balcony bridge building tower stairs staircase ladder tree trees
		wall fence car cars truck lorry bus train plane aircraft helicopter boat boats ship vessel
		lifeboat lifeboats raft dinghy deck cabin room house bed crowd arms hospital ambulance
		stage platform pitch field grandstand stand stands saddle horse bike stretcher`) {
		m[w] = true
	}
	return m
}()

// dayNumber reports whether a word is a day of the month in digits.
func dayNumber(w []byte) bool {
	switch len(w) {
	case 1:
		return w[0] >= '1' && w[0] <= '9'
	case 2:
		return w[0] >= '0' && w[0] <= '3' && w[1] >= '0' && w[1] <= '9' && (w[0] < '3' || w[1] <= '1')
	}
	return false
}

// count adds a direction word; the first keeps the words before it.
func (c *cues) count(d int, ring *[maxSubject]uint64, nRing int) {
	if c.up+c.down == 0 {
		c.nSubject = min(nRing, maxSubject)
		copy(c.subject[:], ring[:c.nSubject])
	}
	if d > 0 {
		c.up++
	} else {
		c.down++
	}
}

// otherWay reports whether two sentences tell one thing going two ways:
// each tells a single direction, not the same, and the words before the
// first share one, so that it is the same thing that moved ("the dollar
// rose against the yen" and "the yen fell against the dollar" tell one
// move). A sentence telling both ways ("rose after falling") is read no
// further.
func otherWay(x, y *cues) bool {
	if x.up > 0 == (x.down > 0) || y.up > 0 == (y.down > 0) || x.up > 0 == (y.up > 0) {
		return false
	}
	for _, h := range x.subject[:x.nSubject] {
		for _, k := range y.subject[:y.nSubject] {
			if h == k {
				return true
			}
		}
	}
	return false
}

// otherMark reports whether two sentences give another month or another
// ordinal in the same place: one x names and y does not, against one y
// names and x does not, with the same word after them ("sixth round" /
// "seventh round", "second week" / "third week") or the same word before
// ("end of January" / "end of February"; not a bare "the" or "in" before
// an ordinal: "the first" of one thing is no rank of another). Two dates
// are otherValue's to compare; a month in one is read here only after
// the same word telling its role ("the week ended April 5" / "the week
// ended March 28"), not after "on": "to go into effect on April 17" and
// "Reagan announced on March 27 he would impose the tariffs" tell two
// days of one story.
func otherMark(x, y *cues) bool {
	for _, mx := range x.marks[:x.nMarks] {
		if y.names(mx) {
			continue
		}
		for _, my := range y.marks[:y.nMarks] {
			if my.month != mx.month || my.n == mx.n || x.names(my) {
				continue
			}
			if mx.date || my.date {
				if mx.prev == my.prev && !mx.prevStop {
					return true
				}
				continue
			}
			if mx.next != 0 && mx.next == my.next || mx.prev == my.prev && (mx.month || !mx.prevStop) {
				return true
			}
		}
	}
	return false
}

// names reports whether a sentence names the month or ordinal of m.
func (c *cues) names(m mark) bool {
	for _, o := range c.marks[:c.nMarks] {
		if o.month == m.month && o.n == m.n {
			return true
		}
	}
	return false
}
