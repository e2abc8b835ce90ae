package termtext

import (
	"strings"
	"unicode"

	"golang.org/x/text/width"
)

// RuneWidth is the number of terminal columns r takes: 2 for East Asian
// wide and fullwidth characters, 0 for combining marks and format
// characters (they sit on the character before), 1 otherwise.
func RuneWidth(r rune) int {
	switch {
	case r < 0x300:
		return 1 // Latin, the common case
	case unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf):
		return 0
	}
	switch width.LookupRune(r).Kind() {
	case width.EastAsianWide, width.EastAsianFullwidth:
		return 2
	}
	return 1
}

// Width is the number of terminal columns s takes.
func Width(s string) int {
	n := 0
	for _, r := range s {
		n += RuneWidth(r)
	}
	return n
}

// Clip is Line(s) shortened to at most cols columns, with an ellipsis
// when cut. A cut never separates a character from its combining marks,
// nor splits a wide character.
func Clip(s string, cols int) string {
	s = Line(s)
	if Width(s) <= cols {
		return s
	}
	if cols <= 0 {
		return ""
	}
	used, end := 0, 0
	for i, r := range s {
		w := RuneWidth(r)
		if w > 0 && used+w > cols-1 { // room for the ellipsis
			break
		}
		used += w
		end = i + len(string(r))
	}
	return s[:end] + "…"
}

// Pad is Clip(s, cols) filled with spaces to exactly cols columns, for
// aligned table cells.
func Pad(s string, cols int) string {
	s = Clip(s, cols)
	if w := Width(s); w < cols {
		s += strings.Repeat(" ", cols-w)
	}
	return s
}
