package brief

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// TestQuotesLoneCRLineBreaks: the quotations and their speakers are read
// from paragraph and line breaks as align reads them: "\n", "\r\n" (one
// break), a lone "\r" (old Mac files), "\v", "\f", U+0085, U+2028 and
// U+2029. Read with "\n" alone, text with lone CRs has a quotation
// running on into the next paragraph, "he said" looking for its speaker
// over the whole text, a text of a sentence a line not seen as one, and
// even "\r\n\r\n" ends no quotation.
func TestQuotesLoneCRLineBreaks(t *testing.T) {
	texts := []string{
		// A quotation running on into the next paragraph; a paragraph
		// opening with a quotation goes on from the one before; a
		// quotation resumed after its attribution keeps its speaker.
		"The skipper, Callum Reilly, heard the mayday. “We threw everything we had over the side and waited for the boats\n\n" +
			"The death toll stands at 14, the coastguard said on Wednesday morning.\n\n" +
			"Port Ellis mayor Henrietta Vale said the town had lost neighbours and friends.\n\n" +
			"“Nobody here will forget last night,” she said. “We will look after these families.”\n\n" +
			"“The cars were moving below us all the time,” said Dariusz Wróbel, a lorry driver.\n" +
			"“People were climbing over the seats,” he said.\n\n" +
			"The ferry sank in minutes.\n\n" +
			"“Nobody could have stopped it once it began,” he said.",
		// One sentence a line: the quotation's line and the two before it.
		"Kempthorne, at a news conference, said that the rules were clear.\n" +
			"\"Nothing in the regulation relieves a federal agency of its duty,\" he said.\n" +
			"Officials met on Friday.\nThe meeting ran late.\nThe rule takes effect in January.\n" +
			"\"There is no requirement to trace any molecule,\" he said.\n",
	}
	quotes := func(text string) ([]quoteSpan, []string) {
		b := &builder{in: Input{Docs: []Doc{{ID: "a", Text: text}}}}
		b.split()
		qs := b.docQuotes(0)
		var desc []string
		for _, q := range qs {
			desc = append(desc, fmt.Sprintf("%q by %q", strings.Join(strings.Fields(text[q.start:q.end]), " "), q.speaker))
		}
		return qs, desc
	}
	for n, text := range texts {
		lfSpans, lf := quotes(text)
		if n == 0 && (len(lf) != 6 || !strings.Contains(lf[0], "waited for the boats\" by \"\"") || !strings.Contains(lf[2], "Henrietta Vale") || !strings.Contains(lf[4], "Dariusz Wróbel")) ||
			n == 1 && (len(lf) != 2 || !strings.Contains(lf[0], "Kempthorne")) {
			t.Fatalf("text %d with \"\\n\": quotations\n%s", n, strings.Join(lf, "\n"))
		}
		for _, eol := range []string{"\r", "\r\n", "\v", "\f", "\u0085", "\u2028", "\u2029"} {
			spans, got := quotes(strings.ReplaceAll(text, "\n", eol))
			if !slices.Equal(got, lf) {
				t.Errorf("text %d, %q line ends: quotations\n%s\nwith \"\\n\"\n%s", n, eol, strings.Join(got, "\n"), strings.Join(lf, "\n"))
			} else if len(eol) == 1 && !slices.Equal(spans, lfSpans) {
				t.Errorf("text %d, %q line ends: the quotations' offsets differ from those with \"\\n\"", n, eol)
			}
		}
	}
}
