package lexicon

import "strings"

// directions maps the words that tell which way a quantity moved to +1
// (up) or -1 (down): "rose" / "fell", "raised" / "lowered", "higher" /
// "lower". Not "won" / "lost" nor "bought" / "sold": one event told from
// its other side ("Smith beat Jones" / "Jones lost to Smith") turns
// them. Not "loss" / "profit", nouns that move themselves ("the net loss
// rose"). Not "cut", mostly a noun ("power cut", "job cuts"). "up" and
// "down" tell a direction before a figure only (IsUpDown).
var directions = func() map[string]int8 {
	m := map[string]int8{}
	for _, w := range strings.Fields(`rise rises rose risen rising increase increased increases increasing
		gain gains gained gaining climb climbs climbed climbing jump jumps jumped jumping surge surges surged
		surging soar soars soared soaring raise raises raised raising higher rebound rebounded rebounds up`) {
		m[w] = 1
	}
	for _, w := range strings.Fields(`fall falls fell fallen falling decrease decreased decreases decreasing
		drop drops dropped dropping decline declines declined declining plunge plunges plunged plunging slump
		slumps slumped slumping tumble tumbles tumbled tumbling slip slips slipped slipping sink sinks sank
		lower lowers lowered lowering down`) {
		m[w] = -1
	}
	return m
}()

// DirectionBytes returns +1 when w, lower case, tells that a quantity went
// up, -1 down, 0 for any other word (the map look-up with string(w) does
// not allocate).
func DirectionBytes(w []byte) int { return int(directions[string(w)]) }

// IsUpDown reports whether w, lower case, is "up" or "down": a direction
// before a figure ("shares were up 5 pct"), a particle elsewhere ("set
// up", "step down").
func IsUpDown(w []byte) bool { return string(w) == "up" || string(w) == "down" }

// ordinals numbers the ordinals written in words.
var ordinals = func() map[string]int8 {
	m := map[string]int8{}
	for i, w := range strings.Fields(`first second third fourth fifth sixth seventh eighth ninth tenth eleventh
		twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth`) {
		m[w] = int8(i + 1)
	}
	return m
}()

// OrdinalBytes returns the number an ordinal, lower case, names: 2 for
// "second" and "2nd", 0 for any other word. Ordinals in digits are read
// to 99 ("21st"); a larger one names a street or an anniversary, a
// figure otherValue reads.
func OrdinalBytes(w []byte) int {
	if n := ordinals[string(w)]; n != 0 {
		return int(n)
	}
	if len(w) < 3 || len(w) > 4 {
		return 0
	}
	digits, suffix := w[:len(w)-2], string(w[len(w)-2:])
	if suffix != "st" && suffix != "nd" && suffix != "rd" && suffix != "th" {
		return 0
	}
	n := 0
	for _, c := range digits {
		if c < '0' || c > '9' {
			return 0
		}
		n = 10*n + int(c-'0')
	}
	return n
}
