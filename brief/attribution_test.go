package brief

import (
	"strings"
	"testing"
)

// A reply's attribution line ("In article <msgid> addr (Name) writes:")
// says who wrote the quoted post, nothing of the story: no key sentence,
// lead or only-in fact is one, or runs from one into the quoted lines.
// Two replies to one post share it, so it would be a key sentence (3,699
// of the 33,835 key sentences of the 20 Newsgroups briefs would be one).
func TestReplyAttributionIsNoSentence(t *testing.T) {
	attribs := []string{
		"In article <1993Apr12.171250.486@julian.uwo.ca> wlsmith@valve.uwo.ca (Wayne Smith) writes:\n",
		"wlsmith@valve.uwo.ca (Wayne Smith) writes:\n",
		"Wayne Smith <wlsmith@valve.uwo.ca> wrote:\n",
		"On 12 Apr 1993 17:12:50 GMT, Wayne Smith observed:\n\n",
	}
	quoted := ">The new bus line from the airport to the city centre was opened on Monday by the mayor.\n" +
		">It carries about two thousand passengers a day, the council says.\n\n"
	for _, a := range attribs {
		docs := []Doc{
			{ID: "r1", Title: "Re: bus line", Text: a + quoted +
				"I rode the bus line on Tuesday and it took forty minutes from the airport.\n\n" +
				"The drivers told me the council wants to add a second route next year."},
			{ID: "r2", Title: "Re: bus line", Text: a + quoted +
				"The bus line is slow, and the fare of five dollars is too high for most riders.\n\n" +
				"Pat Jones of the riders' union said the council ignored the union's survey."},
		}
		br := Build(Input{Docs: docs}, Options{})
		bad := func(s string) bool {
			return strings.Contains(s, "writes:") || strings.Contains(s, "wrote:") || strings.Contains(s, "observed:")
		}
		for _, ks := range br.Sentences {
			if bad(ks.Text) {
				t.Errorf("%q: key sentence %q", a, ks.Text)
			}
		}
		for _, oi := range br.OnlyIn {
			for _, f := range oi.Facts {
				if bad(f.Text) {
					t.Errorf("%q: only-in fact %q", a, f.Text)
				}
			}
		}
		if !hasKey(br, ">The new bus line from the airport") {
			t.Errorf("%q: the quoted post's lead is no key sentence: %q", a, keyTexts(br))
		}
	}
}
