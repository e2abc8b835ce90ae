package facts

import (
	"slices"
	"strings"
	"testing"
)

// TestMentionsLoneCRLineBreaks: the mention rules that read line breaks
// read them as align does: "\n", "\r\n" (one break), a lone "\r" (old Mac
// files), "\v", "\f", U+0085, U+2028 and U+2029. A capitalised word after
// a blank line or at an indented line starts a sentence, so alone it is
// no name; a number after a capitalised word at the start of a line is a
// count ("Stores 45"), not part of a name; a name does not run across a
// line end. So after "\r\r" "Analysts" is no name, nor "Net" on an
// indented line after a lone CR; "Stores 45" after a lone CR is no one
// name, nor "Port\rEllis".
func TestMentionsLoneCRLineBreaks(t *testing.T) {
	tests := []struct{ text, want string }{
		{"Profits rose\n\nAnalysts were pleased", ""},
		{"Profits rose\n  \nAnalysts were pleased", ""},
		{"Shr 12 cts\n    Net 5 mln", "number:12 | number:5000000"},
		{"filed with the\nComptroller of the Currency", "name:comptroller | name:currency"},
		{"Shr 12 cts vs 10 cts\nStores 45 vs 40", "number:12 | number:10 | name:stores | number:45 | number:40"},
		{"Shr 12 cts vs 10 cts\n\nStores 45 vs 40", "number:12 | number:10 | number:45 | number:40"},
		{"the ferry left Port\nEllis late", "name:port | name:ellis"},
		{"officials told the\nReuters 14 people died", "name:reuters | number:14"},
	}
	for _, tt := range tests {
		lf := Mentions(tt.text)
		if got := describe(tt.text, lf); got != tt.want {
			t.Errorf("%q\n got %s\nwant %s", tt.text, got, tt.want)
			continue
		}
		for _, eol := range []string{"\r", "\r\n", "\v", "\f", "\u0085", "\u2028", "\u2029"} {
			text := strings.ReplaceAll(tt.text, "\n", eol)
			got := Mentions(text)
			if d := describe(text, got); d != tt.want {
				t.Errorf("%q\n got %s\nwant %s (as with \"\\n\")", text, d, tt.want)
			} else if len(eol) == 1 && !slices.Equal(got, lf) {
				t.Errorf("%q: the mentions' offsets differ from those with \"\\n\"", text)
			}
		}
	}
}
