// Package termtext makes text from a feed safe to print on a terminal.
package termtext

import (
	"strings"
	"unicode/utf8"
)

// Printable keeps text from steering the terminal it is printed on: an
// id, title, source or sentence from a feed may hold escape sequences
// (colours, a cleared screen, a new window title) or bidirectional
// overrides that reorder what follows. Control characters and those
// overrides become U+FFFD; every other rune stays. Use with strings.Map.
func Printable(r rune) rune {
	switch {
	case r < 0x20, r >= 0x7f && r < 0xa0, // C0, DEL, C1
		r == 0x061c, r == 0x200e, r == 0x200f, r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069: // bidi marks, embeddings, overrides, isolates
		return utf8.RuneError
	}
	return r
}

// Message is s made Printable, its line breaks and tabs kept: for a
// message (an error, a warning) that quotes an id or a file name from
// the input.
func Message(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '\n' || r == '\t' {
			return r
		}
		return Printable(r)
	}, s)
}

// Line is s on one line, whitespace collapsed, made Printable.
func Line(s string) string {
	return strings.Map(Printable, strings.Join(strings.Fields(s), " "))
}
