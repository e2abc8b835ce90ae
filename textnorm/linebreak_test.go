package textnorm

import (
	"slices"
	"strings"
	"testing"
)

// crArticle is an invented three-paragraph article with a headline, a
// dateline and a footer line, its lines ended by "\n".
const crArticle = "Tram extension approved after two-year dispute\n\n" +
	"BRACKENFORD, March 10 (Harbour Wire) - The city council voted 31 to 17 on Tuesday to approve the Northline tram extension.\n\n" +
	"The mayor said construction would begin in the spring and take four years.\n" +
	"Opponents said the line would force market traders out of business.\n\n" +
	"Sign up for our morning newsletter."

// TestLoneCRBreaksLines: a lone carriage return (the line ending of old
// Mac files) ends a line as "\n" and "\r\n" do in AppendHashes and
// LeadLine: read as one line, a text with lone CRs has no boilerplate
// line for dedup to find, and its lead line is the whole text.
func TestLoneCRBreaksLines(t *testing.T) {
	var s Scanner
	lf, lfLines := s.AppendHashes(nil, nil, crArticle)
	for _, eol := range []string{"\r", "\r\n"} {
		text := strings.ReplaceAll(crArticle, "\n", eol)
		got, gotLines := s.AppendHashes(nil, nil, text)
		if !slices.Equal(got, lf) {
			t.Errorf("%q line ends: the tokens differ", eol)
		}
		if !slices.Equal(gotLines, lfLines) {
			t.Errorf("%q line ends: lines start at tokens %v, with \"\\n\" at %v", eol, gotLines, lfLines)
		}
		if got, want := LeadLine(text, 100), LeadLine(crArticle, 100); got != want {
			t.Errorf("%q line ends: lead line %q, with \"\\n\" %q", eol, got, want)
		}
	}
}

// TestLineBreakHelpers: IsLineBreak, LineBreakLen, IndexLineBreak and
// LastLineBreak read the line breaks align.Split reads, "\r\n" as one.
func TestLineBreakHelpers(t *testing.T) {
	for _, tt := range []struct {
		s           string
		n           int // LineBreakLen at 0
		first, last [2]int
	}{
		{"a\nb", 0, [2]int{1, 1}, [2]int{1, 1}},
		{"\r\n", 2, [2]int{0, 2}, [2]int{0, 2}},
		{"\r\r", 1, [2]int{0, 1}, [2]int{1, 1}},
		{"\r\n\r\nx", 2, [2]int{0, 2}, [2]int{2, 2}},
		{"\n\r", 1, [2]int{0, 1}, [2]int{1, 1}},
		{"\v", 1, [2]int{0, 1}, [2]int{0, 1}},
		{"\f x", 1, [2]int{0, 1}, [2]int{0, 1}},
		{"\u0085é", 2, [2]int{0, 2}, [2]int{0, 2}},
		{"\u2028", 3, [2]int{0, 3}, [2]int{0, 3}},
		{"é\u2029é", 0, [2]int{2, 3}, [2]int{2, 3}},
		{"a\tb\u00a0c\u2026 \xe2\x80", 0, [2]int{-1, 0}, [2]int{-1, 0}},
		{"", 0, [2]int{-1, 0}, [2]int{-1, 0}},
	} {
		if n := LineBreakLen(tt.s, 0); n != tt.n {
			t.Errorf("LineBreakLen(%q, 0) = %d, want %d", tt.s, n, tt.n)
		}
		if i, n := IndexLineBreak(tt.s); [2]int{i, n} != tt.first {
			t.Errorf("IndexLineBreak(%q) = %d, %d, want %v", tt.s, i, n, tt.first)
		}
		if i, n := LastLineBreak(tt.s); [2]int{i, n} != tt.last {
			t.Errorf("LastLineBreak(%q) = %d, %d, want %v", tt.s, i, n, tt.last)
		}
	}
	for r := rune(0); r < 0x3000; r++ {
		want := r == '\n' || r == '\r' || r == '\v' || r == '\f' || r == 0x85 || r == 0x2028 || r == 0x2029
		if IsLineBreak(r) != want {
			t.Errorf("IsLineBreak(%U) = %v", r, !want)
		}
	}
}
