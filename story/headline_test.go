package story

import (
	"strings"
	"testing"
	"time"

	"github.com/copydesk/copydesk/headline"
)

// untitled is stream(n) without titles, the first line of each text a
// long one: a story without titles is headed by its earliest member's
// first line, cut at a word boundary with "…" (headline.Lead), as brief
// and serve head it; describe gave "".
func untitled(n int) []Doc {
	docs := stream(n)
	for i := range docs {
		docs[i].Title = ""
		docs[i].Text = "First line of " + docs[i].ID + strings.Repeat(" and more words", 10) + "\n" + docs[i].Text
	}
	return docs
}

func TestHeadlineUntitled(t *testing.T) {
	docs := untitled(3)
	first := map[string]string{} // story id -> its earliest member's lead
	want := func(s Story) string {
		return first[s.Members[0].ID]
	}
	for _, d := range docs {
		first[d.ID] = headline.Lead(d.Text)
		if !strings.HasPrefix(first[d.ID], "First line of "+d.ID) || !strings.HasSuffix(first[d.ID], "…") {
			t.Fatalf("lead %q", first[d.ID])
		}
	}
	check := func(how string, ss []Story) {
		t.Helper()
		if len(ss) == 0 {
			t.Fatalf("%s: no story", how)
		}
		for _, s := range ss {
			if s.Headline != want(s) {
				t.Errorf("%s: story %s headline %q, want %q", how, s.ID, s.Headline, want(s))
			}
		}
	}
	a := mustNew(t, Options{Window: 72 * time.Hour})
	storyOf := make([]string, len(docs))
	for i, d := range docs {
		storyOf[i] = a.Add(d).Story
	}
	check("stream", a.Stories())
	snap, err := a.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	b := mustNew(t, Options{Window: 72 * time.Hour})
	if err := b.UnmarshalBinary(snap); err != nil {
		t.Fatal(err)
	}
	check("snapshot", b.Stories())
	ss, err := Summarize(docs, storyOf, Options{Window: 72 * time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	check("summarize", ss)
}
