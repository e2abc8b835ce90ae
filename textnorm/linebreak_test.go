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
// Mac files) ends a line as "\n" and "\r\n" do. Until a review on 7
// December 2026 AppendHashes and LeadLine knew only "\n": a text with
// lone CRs was one line, so dedup found no boilerplate line in it (the
// example corpus so written: 3 boilerplate lines fewer, its excerpts'
// coverage 0.87 instead of 0.93) and its lead line was the whole text.
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
