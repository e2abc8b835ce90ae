package brief

// Quotations in a mail's quoted lines (">"): a reply quoting a post
// carries the post's quotations, and is cited for them.

import (
	"slices"
	"testing"
)

// TestQuoteInMailQuotedLines: a quotation opening right after a quoted
// line's marks (`>"...`, `> >"...`) is read, so that a reply quoting
// the post is cited with it; its quoted lines are read without their
// marks (it ends where the post's did: at an indented line), and it
// does not run on over a quoted blank line or into a line quoting at
// another depth (another writer's words). Until 7 December 2026 no
// quotation opened after ">", and 20news cited 188 quotations by the
// original only.
func TestQuoteInMailQuotedLines(t *testing.T) {
	post := "Ida Quell wrote about the harbour.\n\n\"We closed the roads and the passes that might serve as\n ways of escape for the ferry crews and then went home.\n Our boats surrounded the quay one after another.\"\n\nThat was the end of it.\n"
	tests := []struct {
		name, reply string
		want        string // the words of the quotation cited by both
	}{
		{"quoted once", "In article <1@x> Tom Dahl writes:\n>\"We closed the roads and the passes that might serve as\n> ways of escape for the ferry crews and then went home.\n> Our boats surrounded the quay one after another.\"\n\nI do not believe a word of it.\n",
			"We closed the roads and the passes that might serve as"},
		{"quoted twice", "Tom Dahl writes:\n> >\"We closed the roads and the passes that might serve as\n> > ways of escape for the ferry crews and then went home.\n\n> What do you make of that?\n\nNothing.\n",
			"We closed the roads and the passes that might serve as"},
	}
	for _, tt := range tests {
		b := Build(Input{Docs: []Doc{{ID: "post", Text: post}, {ID: "reply", Text: tt.reply}}}, Options{})
		var docs []int
		for _, q := range b.Quotes {
			if q.Text == tt.want {
				for _, c := range q.Citations {
					docs = append(docs, c.Doc)
				}
			}
		}
		slices.Sort(docs)
		if !slices.Equal(docs, []int{0, 1}) {
			t.Errorf("%s: %q cited by docs %v, want [0 1] (quotes %+v)", tt.name, tt.want, docs, b.Quotes)
		}
	}
	// Not over a quoted blank line, nor into another depth.
	for _, text := range []string{
		"Tom Dahl writes:\n>\"The quay will open in the spring, after the repairs\n>\n>Ida Quell said nothing of the sort and never will.\n",
		"Tom Dahl writes:\n>\"The quay will open in the spring, after the repairs\n>>Ida Quell said nothing of the sort and never will.\n",
	} {
		got := quoteTexts(text)
		if len(got) != 1 || got[0] != "The quay will open in the spring, after the repairs | " {
			t.Errorf("quotes %q, want the first line's only", got)
		}
	}
}
