package copydesk_test

import (
	"context"
	"testing"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/input"
)

// TestStoryAndBriefHeadlinesAgree: a story has one headline, in copydesk
// stories (story.Story) and copydesk brief (brief.Brief) alike: each had a
// rule of its own, and wire-rates-01 was "Valdoria central bank cuts
// rates for first time in 18 months" to one and "Mortgage holders welcome
// Valdoria rate cut, but savers lose out" to the other.
func TestStoryAndBriefHeadlinesAgree(t *testing.T) {
	var docs []copydesk.Document
	if _, err := input.Read(context.Background(), []string{"examples/news.jsonl"}, nil, input.Options{},
		func(d copydesk.Document) error { docs = append(docs, d); return nil }); err != nil {
		t.Fatal(err)
	}
	// The same stories without titles: headed by a lead line in both.
	n := len(docs)
	for i := range n {
		d := docs[i]
		d.ID, d.Title = "untitled-"+d.ID, ""
		docs = append(docs, d)
	}
	sbs, _, err := copydesk.Briefs(context.Background(), docs, copydesk.BriefOptions{MinDocs: 1})
	if err != nil {
		t.Fatal(err)
	}
	if len(sbs) < 10 {
		t.Fatalf("%d stories", len(sbs))
	}
	for _, sb := range sbs {
		if sb.Story.Headline != sb.Brief.Headline || sb.Story.Headline == "" {
			t.Errorf("story %s (%d documents): headline %q, its brief's %q", sb.Story.ID, sb.Story.Size, sb.Story.Headline, sb.Brief.Headline)
		}
	}
}
