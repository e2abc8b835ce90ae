package brief

import (
	"strings"
	"testing"
)

// TestQuoteContinuedParagraphs: a quotation of several paragraphs opens a
// mark in each and closes only the last (the typographic convention of the
// wires), in hard-wrapped text with indented paragraphs (Reuters) and in
// text of one sentence a line (ECB+): each part ends with its paragraph
// and keeps its speaker, not running on to the mark opening the next
// paragraph, taken for its close; an opening mark never closed
// ends at its paragraph's end too, where the paragraph after it opens
// with no mark.
func TestQuoteContinuedParagraphs(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string
	}{
		{"hard-wrapped, indented", "" +
			"    Harbour master Ida Quell said the new quay at Port Ellis\n" +
			"would open in May after a delay of two years.\n" +
			"    Quell said, \"We have waited long enough for this and the\n" +
			"islanders know it will change the way they trade with the\n" +
			"mainland.\n" +
			"    \"The tolls will stay as they are for the first two years and\n" +
			"the ferry company has agreed to that in writing.\n" +
			"    \"After that the council will decide what the quay should\n" +
			"earn,\" she said.\n" +
			"    Ferry fares rose by two pct last year, the company said.\n",
			[]string{
				"We have waited long enough for this and the islanders know it will change the way they trade with the mainland. | Quell",
				"The tolls will stay as they are for the first two years and the ferry company has agreed to that in writing. | Quell",
				"After that the council will decide what the quay should earn | Quell",
			}},
		{"unclosed, hard-wrapped", "" +
			"    Harbour master Ida Quell said: \"We want to keep the quay\n" +
			"open at night as soon as the new lights on the breakwater\n" +
			"are fixed.\n" +
			"    The council called the plan \"a sensible step for the\n" +
			"islands\" and approved it on Tuesday by nine votes to two.\n" +
			"    Ferry fares rose by two pct last year, the company said.\n",
			[]string{
				"We want to keep the quay open at night as soon as the new lights on the breakwater are fixed. | Harbour master Ida Quell",
				"a sensible step for the islands | ",
			}},
		{"hard-wrapped, indented, a stray blank line", "" +
			"    Harbour master Ida Quell said the new quay at Port Ellis\n\n" +
			"would open in May after a delay of two years.\n" +
			"    Quell said, \"We have waited long enough for this and the\n" +
			"islanders know it will change the way they trade with the\n" +
			"mainland.\n" +
			"    \"The tolls will stay as they are for the first two years and\n" +
			"the ferry company has agreed to that in writing,\" she said.\n" +
			"    Ferry fares rose by two pct last year, the company said.\n",
			[]string{
				"We have waited long enough for this and the islanders know it will change the way they trade with the mainland. | Quell",
				"The tolls will stay as they are for the first two years and the ferry company has agreed to that in writing | Quell",
			}},
		{"a wrapped line opening a paragraph's quotation", "" +
			"Harbour master Ida Quell said the new quay at Port Ellis\n" +
			"would open in May after a delay of two years. Quell said,\n" +
			"\"We have waited long enough for this and the islanders know\n" +
			"it will change the way they trade with the mainland.\n" +
			"\"The tolls will stay as they are for the first two years and\n" +
			"the ferry company has agreed to that in writing,\" she said.\n" +
			"Ferry fares rose by two pct last year, the company said, and\n" +
			"will rise again in the spring.\n",
			[]string{
				"We have waited long enough for this and the islanders know it will change the way they trade with the mainland. | Quell",
				"The tolls will stay as they are for the first two years and the ferry company has agreed to that in writing | Quell",
			}},
		{"one sentence a line", "" +
			"A council spokeswoman said: \"We are aware of the damage to the quay at Port Ellis.\n" +
			"\"We are working with the ferry company to repair it before the summer.\"\n" +
			"The quay was closed on Monday.\n",
			[]string{
				"We are aware of the damage to the quay at Port Ellis. | A council spokeswoman",
				"We are working with the ferry company to repair it before the summer. | A council spokeswoman",
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := quoteTexts(tt.text)
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("quotes:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}

// TestQuoteResumedOnlyAfterItsAttribution: a quotation resumed after the
// attribution of the one before ('"...," said X. "..."') keeps its
// speaker; one opening in a later sentence of the paragraph does not
// (BBC: the IAAF's spokesman's words are not Marion Jones' lawyer's) when a
// sentence after the one the quotation before closed in names another as
// the subject of a speech verb ("Ms Quell said" is the same person).
func TestQuoteResumedOnlyAfterItsAttribution(t *testing.T) {
	for _, tt := range []struct{ name, text, want string }{
		{"another sentence names another", "\"We have waited long enough for this,\" said Ida Quell. The ferry company said it was pleased. Its chairman Tom Dahl said the company would ask the council for \"a longer lease on the quay\" next year.", "a longer lease on the quay | Tom Dahl"},
		{"resumed", "\"We have waited long enough for this,\" said Ida Quell. \"The tolls will stay as they are.\"", "The tolls will stay as they are. | Ida Quell"},
		{"the same person named", "\"We have waited long enough for this,\" said Ida Quell. The council agreed. Ms Quell said the tolls would \"stay as they are for now.\"", "stay as they are for now. | Ida Quell"},
		{"resumed in its sentence", "\"We have waited long enough for this,\" said Ida Quell, adding that \"the tolls will stay as they are.\"", "the tolls will stay as they are. | Ida Quell"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := quoteTexts(tt.text)
			if len(got) != 2 || got[1] != tt.want {
				t.Errorf("quotes = %q, want the second %q", got, tt.want)
			}
		})
	}
}
