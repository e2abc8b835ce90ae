package brief

import (
	"strings"
	"testing"
)

// briefQuotes briefs a document of the title and text given beside one
// without quotations and returns its quotations' texts and speakers.
func briefQuotes(title, text string) map[string]string {
	b := Build(Input{Docs: []Doc{{ID: "a", Title: title, Text: text}, {ID: "b", Text: "Nothing here."}}}, Options{})
	got := map[string]string{}
	for _, q := range b.Quotes {
		got[q.Text] = q.Speaker
	}
	return got
}

// TestQuoteHeadline: a headline is no quotation unless someone said it. A
// quotation of nobody named that repeats the document's title (70% of
// the words of the longer, "Re:" aside), or that is written as a title,
// each word of four letters or more capitalised, no sentence's end, is
// not listed (20 Newsgroups: `"They're real and they're spectacular", the
// Blues shutout ...` under that title, `"Space Station Redesign Leader
// Says Cost Goal May Be Impossible"` quoting a paper's headline). A quotation with a speaker is, and so is one
// repeating a title that reports speech ("STOLTENBERG SAYS ...").
func TestQuoteHeadline(t *testing.T) {
	tests := []struct {
		name, title, text, quote string
		listed                   bool
	}{
		{"first line repeats the title", "They're real and they're spectacular",
			"\"They're real and they're spectacular\", the Blues shutout the Blackhawks in\nconsecutive playoff games.\n",
			"They're real and they're spectacular", false},
		{"a header line", "From Israeli press. Short notes.",
			"/* ---------- \"From Israeli press. Short notes.\" ---------- */\nFROM THE ISRAELI PRESS\n\nThe police said so.\n",
			"From Israeli press. Short notes.", false},
		{"title after Re:", "Re: A KIND and LOVING God!!",
			"1. How do you reconcile \"A KIND and LOVING God!!\" with the\nview that sin was punishable?\n",
			"A KIND and LOVING God!!", false},
		{"nearly the title", "\"Why I am not Bertrand Russell\" (2nd request)",
			"Could the guy who wrote the article \"Why I am not Bertrand Russell\"\nresend me a copy?\n",
			"Why I am not Bertrand Russell", false},
		{"a title in title case", "Kids and drugs",
			"The text was taken from USA Today (\"Drug Abuse Rising Among Younger Teenagers\" by Mike\nSnider, p. 1A).\n",
			"Drug Abuse Rising Among Younger Teenagers", false},
		{"a work's name", "Maps",
			"I'm looking for a database called \"Micro World Data Bank II\", a database\nwith map data.\n",
			"Micro World Data Bank II", false},
		// Listed:
		{"said by someone", "No court action against Brazil",
			"\"There is no court action against Brazil,\" Gros said in a\ntelevision interview.\n",
			"There is no court action against Brazil", true},
		{"a title reporting speech", "STOLTENBERG SAYS CRITICISM NOT \"ONE-WAY STREET\"",
			"He did not elaborate on it. \"Criticism is not a one-way street.\"\n",
			"Criticism is not a one-way street.", true},
		{"another title", "Ferry fares",
			"The board met on Monday. \"The fares will fall by a third this year.\"\n",
			"The fares will fall by a third this year.", true},
		{"a sentence in title case", "Ferry fares",
			"The board met on Monday. \"We Will Never Surrender Our Harbour Rights.\"\n",
			"We Will Never Surrender Our Harbour Rights.", true},
		{"in capitals", "Ferry fares",
			"The board met on Monday and read \"THE STRUCTURE OF THE PHYSICAL UNIVERSE\" aloud.\n",
			"THE STRUCTURE OF THE PHYSICAL UNIVERSE", true},
	}
	for _, tt := range tests {
		got := briefQuotes(tt.title, tt.text)
		_, ok := got[tt.quote]
		if ok != tt.listed {
			var qs []string
			for q := range got {
				qs = append(qs, q)
			}
			t.Errorf("%s: %q listed %v, want %v (quotes: %q)", tt.name, tt.quote, ok, tt.listed, strings.Join(qs, " | "))
		}
	}
}
