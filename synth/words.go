package synth

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// span is a byte range [start,end) in a string.
type span struct{ start, end int }

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// wordSpans returns the word tokens of s: runs of letters and digits, joined
// across an internal apostrophe (don't), hyphen (mid-March), and across '.'
// or ',' between digits (1,000 and 5.93) or between single letters (U.S).
func wordSpans(s string) []span {
	var out []span
	n := len(s)
	i := 0
	for i < n {
		r, w := utf8.DecodeRuneInString(s[i:])
		if !isWordRune(r) {
			i += w
			continue
		}
		start := i
		prev := r
		i += w
		for i < n {
			r, w = utf8.DecodeRuneInString(s[i:])
			if isWordRune(r) {
				prev = r
				i += w
				continue
			}
			if i+w < n {
				nx, _ := utf8.DecodeRuneInString(s[i+w:])
				join := false
				switch r {
				case '\'', '’', '-':
					join = isWordRune(prev) && isWordRune(nx)
				case '.', ',':
					join = unicode.IsDigit(prev) && unicode.IsDigit(nx)
					if r == '.' && unicode.IsUpper(prev) && unicode.IsUpper(nx) && i-start == utf8.RuneLen(prev) {
						join = true // U.S, U.N
					}
					if r == '.' && unicode.IsUpper(prev) && unicode.IsUpper(nx) && i >= 2 && s[i-2] == '.' {
						join = true // U.S.A
					}
				}
				if join {
					i += w
					continue
				}
			}
			break
		}
		out = append(out, span{start, i})
	}
	return out
}

// caseOf classifies a word: 0 lower, 1 capitalised, 2 all caps, 3 mixed.
func caseOf(w string) int {
	r, size := utf8.DecodeRuneInString(w)
	if !unicode.IsUpper(r) {
		for _, c := range w {
			if unicode.IsUpper(c) {
				return 3
			}
		}
		return 0
	}
	rest := w[size:]
	lower, upper := false, false
	for _, c := range rest {
		if unicode.IsLower(c) {
			lower = true
		} else if unicode.IsUpper(c) {
			upper = true
		}
	}
	switch {
	case upper && !lower && rest != "":
		return 2
	case !upper:
		return 1
	}
	return 3
}

func applyCase(w string, c int) string {
	switch c {
	case 1:
		return capFirst(w)
	case 2:
		return strings.ToUpper(w)
	}
	return w
}

func capFirst(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError || unicode.IsUpper(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[size:]
}

func lowerFirst(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError || unicode.IsLower(r) {
		return s
	}
	return string(unicode.ToLower(r)) + s[size:]
}

func isNumberWord(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsDigit(r)
}

// normApos lower-cases w and maps the typographic apostrophe to ASCII.
func normApos(w string) string {
	w = strings.ToLower(w)
	if strings.Contains(w, "’") {
		w = strings.ReplaceAll(w, "’", "'")
	}
	return w
}

// edit is one candidate change: replace s[start:end] by repl.
type edit struct {
	start, end int
	repl       string
}

func applyEdit(s string, e edit) string {
	out := s[:e.start] + e.repl + s[e.end:]
	// keep the sentence's initial capital when its first word was replaced or dropped
	if e.start == 0 {
		if r, _ := utf8.DecodeRuneInString(s); unicode.IsUpper(r) {
			out = capFirst(out)
		}
	}
	return out
}

// applyEdits applies non-overlapping edits (sorted by start).
func applyEdits(s string, es []edit) string {
	if len(es) == 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 16)
	last := 0
	for _, e := range es {
		if e.start < last {
			continue
		}
		b.WriteString(s[last:e.start])
		b.WriteString(e.repl)
		last = e.end
	}
	b.WriteString(s[last:])
	return b.String()
}
