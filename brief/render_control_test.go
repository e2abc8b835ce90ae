package brief

import (
	"strings"
	"testing"
)

// The Markdown goes to a terminal: control characters and bidirectional
// overrides from a feed's outlet names, titles, sentences and quotes show
// as U+FFFD, and a newline in an outlet's name does not break its list
// item (a review cleared the screen with an outlet named "Evil\x1b[2J").
func TestMarkdownWithoutControlCharacters(t *testing.T) {
	br := &Brief{
		Headline:  "Riverton \x1b]0;pwned\x07 floods",
		Sources:   []Source{{Ref: 1, ID: "c1", Outlet: "Evil\x1b[2J\nOutlet", Title: "Floods \u202e reversed"}},
		Sentences: []KeySentence{{Text: "Crews saw \x1b[31m 45 people on rooftops."}},
		Quotes:    []Quote{{Text: "We are \x1b[2J fine", Speaker: "the \x1b[1m mayor"}},
	}
	var sb strings.Builder
	if err := Markdown(&sb, br); err != nil {
		t.Fatal(err)
	}
	out := sb.String()
	if strings.ContainsAny(out, "\x1b\x07\u202e") {
		t.Errorf("control characters in the Markdown:\n%q", out)
	}
	if !strings.Contains(out, "1. Evil\uFFFD[2J Outlet (c1)") {
		t.Errorf("the outlet's list item is broken or its name lost:\n%s", out)
	}
}
