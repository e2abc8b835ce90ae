package textnorm

import "unicode/utf8"

// IsLineBreak reports whether r ends a line as align.Split reads lines:
// "\n", "\r" (a lone carriage return, the line end of old Mac files, or
// the first half of "\r\n", which is one break), "\v", "\f", NEL
// (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR (U+2029).
// align, the brief's quotations and facts' mention rules read line and
// paragraph breaks by it. (AppendHashes and LeadLine end lines at "\n",
// "\r\n" and a lone "\r" only.)
func IsLineBreak(r rune) bool {
	switch r {
	case '\n', '\r', '\v', '\f', 0x85, 0x2028, 0x2029:
		return true
	}
	return false
}

// LineBreakLen returns the length in bytes of the line break (IsLineBreak)
// that starts at s[i], 0 when none does: 2 for "\r\n", which is one
// break, 1 for "\n", a lone "\r", "\v" and "\f", 2 for NEL, 3 for U+2028
// and U+2029. It does not allocate.
func LineBreakLen(s string, i int) int {
	if i < 0 || i >= len(s) {
		return 0
	}
	switch c := s[i]; {
	case c == '\r':
		if i+1 < len(s) && s[i+1] == '\n' {
			return 2
		}
		return 1
	case c == '\n' || c == '\v' || c == '\f':
		return 1
	case c == 0xC2 || c == 0xE2: // lead bytes of NEL, U+2028, U+2029
		if r, n := utf8.DecodeRuneInString(s[i:]); IsLineBreak(r) {
			return n
		}
	}
	return 0
}

// LastLineBreak returns where the last line break of s starts and its
// length in bytes (LineBreakLen), -1 and 0 when s has none. A "\r\n" at
// the end is one break, starting at its "\r".
func LastLineBreak(s string) (int, int) {
	for i := len(s) - 1; i >= 0; i-- {
		switch c := s[i]; {
		case c == '\n':
			if i > 0 && s[i-1] == '\r' {
				return i - 1, 2
			}
			return i, 1
		case c == '\r' || c == '\v' || c == '\f':
			return i, 1
		case c >= utf8.RuneSelf:
			r, n := utf8.DecodeLastRuneInString(s[:i+1])
			if IsLineBreak(r) {
				return i + 1 - n, n
			}
			i -= n - 1
		}
	}
	return -1, 0
}

// IndexLineBreak returns where the first line break of s starts and its
// length in bytes (LineBreakLen), -1 and 0 when s has none.
func IndexLineBreak(s string) (int, int) {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c <= '\r' || c == 0xC2 || c == 0xE2 {
			if n := LineBreakLen(s, i); n > 0 {
				return i, n
			}
		}
	}
	return -1, 0
}
