package story

import (
	"slices"
	"strings"
	"testing"
)

// TestLoneCRBreaksLines: a lone carriage return (the line ending of old
// Mac files) ends a line as "\n" and "\r\n" do: a document's features,
// its line hashes (boilerplate) among them, are the same whichever it is.
// Read as one line, a text with lone CRs has no line hash and a headline
// in capitals reads as the start of the first sentence, so the example
// corpus so written gets other similarities.
func TestLoneCRBreaksLines(t *testing.T) {
	text := "TRAM EXTENSION APPROVED AFTER TWO-YEAR DISPUTE\n\n" +
		"BRACKENFORD, March 10 (Harbour Wire) - The city council voted 31 to 17 on Tuesday to approve the Northline tram extension.\n\n" +
		"The mayor said construction would begin in the spring and take four years.\n" +
		"Opponents said the line would force market traders out of business\n" +
		"according to Mayor Ann Lee of Brackenford.\n\n" +
		"Sign up for our morning newsletter."
	w := DefaultWeights()
	lf := newExtractor(&w).extract("Tram vote", text, nil)
	lfLines := newExtractor(&w).textLines(text)
	if len(lf.lines) < 3 {
		t.Fatalf("%d line hashes with \"\\n\", want at least 3", len(lf.lines))
	}
	for _, eol := range []string{"\r", "\r\n"} {
		got := newExtractor(&w).extract("Tram vote", strings.ReplaceAll(text, "\n", eol), nil)
		if !slices.Equal(got.keys, lf.keys) || !slices.Equal(got.tf, lf.tf) || !slices.Equal(got.kinds, lf.kinds) {
			t.Errorf("%q line ends: the features differ from those with \"\\n\"", eol)
		}
		if !slices.Equal(got.lines, lf.lines) {
			t.Errorf("%q line ends: %d line hashes, with \"\\n\" %d", eol, len(got.lines), len(lf.lines))
		}
		if gotLines := newExtractor(&w).textLines(strings.ReplaceAll(text, "\n", eol)); !slices.Equal(gotLines, lfLines) {
			t.Errorf("%q line ends: textLines gives %d hashes, with \"\\n\" %d", eol, len(gotLines), len(lfLines))
		}
	}
}
