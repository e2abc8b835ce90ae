package brief

// Quotations and speakers across line breaks and paragraphs: hard-wrapped
// lines, CR and CRLF line endings, blank lines of spaces, a quotation
// split over paragraphs.

import (
	"slices"
	"strings"
	"testing"
)

// TestQuoteSpeakerWrappedBeforeVerb: in hard-wrapped text a line may
// break between a name and its verb (`Ida Quell¶said`): that subject is
// who "she said" is, not the speaker named before or nobody; so is the
// attribution after a quotation in text with a stray blank line.
func TestQuoteSpeakerWrappedBeforeVerb(t *testing.T) {
	tests := []speakerCase{
		{"she said", "    The ferry was late again on Monday, the harbour board\nsaid. Harbour master Ida Quell\nsaid the quay would open. \"We will open it in the spring, come what\nmay,\" she said.\n    Fares rose.\n", "Ida Quell"},
		{"not the one before", "    The ferry was late again on Monday, the harbour board\nsaid. Tom Dahl of the union said fares were high. Harbour master Ida Quell\nsaid the quay would open. \"We will open it in the spring, come what\nmay,\" she said.\n    Fares rose.\n", "Ida Quell"},
		{"adverb", "    The ferry was late again on Monday, the harbour board\nsaid. Harbour master Ida Quell meanwhile\nsaid the quay would open. \"We will open it in the spring, come what\nmay,\" she said.\n    Fares rose.\n", "Ida Quell"},
		{"stray blank line", "    The ferry was late again on Monday, the harbour board\nsaid.\n\n    \"We will open it in the spring, come what may,\" Quell\ntold reporters.\n    Fares rose.\n", "Quell"},
	}
	checkOneSpeaker(t, tests)
}

// TestQuoteSpeakerWrappedCRLF: text with "\r\n" or lone "\r" line endings
// reads as the same text with "\n": a hard-wrapped line break between a
// name and its verb is a space, and the attribution after a quotation is
// unwrapped (else the quotation goes to nobody, or to the wrong name).
// A blank line between a
// name and its verb ends a paragraph and joins nothing.
func TestQuoteSpeakerWrappedCRLF(t *testing.T) {
	base := []speakerCase{
		{"she said", "    The ferry was late again on Monday, the harbour board\nsaid. Tom Dahl of the union said fares were high. Harbour master Ida Quell\nsaid the quay would open. \"We will open it in the spring, come what\nmay,\" she said.\n    Fares rose.\n", "Ida Quell"},
		{"stray blank line", "    The ferry was late again on Monday, the harbour board\nsaid.\n\n    \"We will open it in the spring, come what may,\" Quell\ntold reporters.\n    Fares rose.\n", "Quell"},
		{"said, wrapped", "    The ferry was late again on Monday, the harbour board\nsaid.\n    \"We will open it in the spring, come what may,\" said\nIda Quell.\n    Fares rose.\n", "Ida Quell"},
	}
	var tests []speakerCase
	for _, eol := range []string{"\n", "\r\n", "\r"} {
		for _, tt := range base {
			tests = append(tests, speakerCase{tt.name + " " + strings.ReplaceAll(strings.ReplaceAll(eol, "\r", "CR"), "\n", "LF"), strings.ReplaceAll(tt.text, "\n", eol), tt.want})
		}
	}
	checkOneSpeaker(t, tests)
}

// TestQuoteSpeakerBlankLineBeforeVerb: a blank line between a name and a
// verb ends a paragraph: `Ida Quell¶ ¶said` is no subject. Read as a
// space there, any run of line breaks and spaces would give "she said"
// in hard-wrapped text (where a line of spaces is no blank line for the
// layout, but ends a paragraph) to the name ending the paragraph before.
func TestQuoteSpeakerBlankLineBeforeVerb(t *testing.T) {
	for _, eol := range []string{"\n", "\r\n", "\r"} {
		for _, blank := range []string{" ", "\t"} {
			text := strings.ReplaceAll("    The ferry board met on Monday and the harbour master\nwas Ida Quell\n"+blank+"\nsaid the quay would open. \"We will open it in the spring,\ncome what may,\" she said.\n    Fares rose.\n", "\n", eol)
			if got := pronounSpeakerOf(text); got == "Ida Quell" {
				t.Errorf("%q: speaker %q across a blank line", text, got)
			}
		}
	}
}

// TestQuoteParagraphEndsAtSpacesOnlyLine: a line of only spaces or tabs
// is a blank line and ends a paragraph: else a quotation not closed in
// its paragraph runs on over it to the next paragraph's quotation mark,
// taken for its close, and that quotation is lost.
func TestQuoteParagraphEndsAtSpacesOnlyLine(t *testing.T) {
	for _, blank := range []string{" ", "\t", "  \t "} {
		text := "Quell said: “We will open the quay in the spring, come what may.\n" + blank + "\nTom Dahl of the union said fares were high. “The fares must fall this year,” he said.\n"
		got := quoteSpeakers(text)
		if got["We will open"] != "Quell" || got["The fares must"] != "Tom Dahl of the union" {
			t.Errorf("%q: speakers %q, want Quell's and Tom Dahl's", blank, got)
		}
	}
}

// TestQuoteSpeakerSplitTakesLaterName: a quotation split into parts, each
// part but the last not closed at its paragraph's end (the wires'
// convention) or the parts side by side in one paragraph, is one person's:
// the earlier parts take the speaker named after the last.
func TestQuoteSpeakerSplitTakesLaterName(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string
	}{
		{"continued paragraph", "The ferry was late again.\n\n“We have waited long enough for this and the islanders know it.\n\n“The tolls will stay as they are for two years,” Ida Quell said.\n", []string{
			"We have waited long enough for this and the islanders know it. | Ida Quell",
			"The tolls will stay as they are for two years | Ida Quell",
		}},
		{"three parts", "The ferry was late again.\n\n“We have waited long enough for this and the islanders know it.\n\n“They will trade with the mainland.\n\n“The tolls will stay as they are for two years,” said Ida Quell.\n", []string{
			"We have waited long enough for this and the islanders know it. | Ida Quell",
			"They will trade with the mainland. | Ida Quell",
			"The tolls will stay as they are for two years | Ida Quell",
		}},
		{"hard-wrapped, indented", "    The ferry was late again on Monday, the harbour board\nsaid.\n    \"We have waited long enough for this and the islanders\nknow it.\n    \"The tolls will stay as they are for two years,\" Quell\ntold reporters.\n    Fares rose by two pct last year, the company\nsaid.\n", []string{
			"We have waited long enough for this and the islanders know it. | Quell",
			"The tolls will stay as they are for two years | Quell",
		}},
		{"side by side", "The ferry was late again.\n\n“We have waited long enough for this.” “The tolls will stay as they are for two years,” Ida Quell said.\n", []string{
			"We have waited long enough for this. | Ida Quell",
			"The tolls will stay as they are for two years | Ida Quell",
		}},
		// Words between the parts, or a closed quotation ending its
		// paragraph: separate quotations, and the earlier stays
		// unattributed.
		{"words between", "The ferry was late again.\n\n“We have waited long enough for this.” The board met. “The tolls will stay as they are for two years,” Ida Quell said.\n", []string{
			"We have waited long enough for this. | ",
			"The tolls will stay as they are for two years | Ida Quell",
		}},
		// A mark never closed in text of one sentence a line runs over
		// lines that are no quotation's paragraph.
		{"never closed, a sentence a line", "The ferry was late again.\nA reporter saw “a crater two metres wide by the quay.\nObservers believe the storm did it.\nThe board met on Monday.\n“The tolls will stay as they are for two years,” Ida Quell said.\nFares rose.\n", []string{
			"a crater two metres wide by the quay. Observers believe the storm did it. The board met on Monday. | ",
			"The tolls will stay as they are for two years | Ida Quell",
		}},
		{"closed paragraph", "The ferry was late again.\n\n“We have waited long enough for this.”\n\n“The tolls will stay as they are for two years,” Ida Quell said.\n", []string{
			"We have waited long enough for this. | ",
			"The tolls will stay as they are for two years | Ida Quell",
		}},
	}
	for _, tt := range tests {
		if got := quoteTexts(tt.text); !slices.Equal(got, tt.want) {
			t.Errorf("%s: quotes\n%q\nwant\n%q", tt.name, got, tt.want)
		}
	}
}
