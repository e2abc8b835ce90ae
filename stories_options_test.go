package copydesk_test

import (
	"context"
	"testing"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/dedup"
)

// TestGroupStoriesOptionsWithoutDocs: GroupStories refuses copy-detection
// options it cannot use whatever the number of documents, as Dedup does.
// An empty corpus skips copy detection, so the check of opts.Dedup must
// not depend on it: options refused with one document are refused with
// none.
func TestGroupStoriesOptionsWithoutDocs(t *testing.T) {
	ctx := context.Background()
	bad := copydesk.DedupOptions{Options: dedup.Options{NearDuplicate: 2}}
	one := []copydesk.Document{{ID: "a", Text: "The ferry sank in the Kestrel Strait on Wednesday, killing fourteen passengers."}}
	if _, err := copydesk.Dedup(ctx, nil, bad); err == nil {
		t.Fatal("Dedup of no documents took a near-duplicate threshold of 2")
	}
	if _, err := copydesk.GroupStories(ctx, one, copydesk.StoryOptions{Dedup: bad}); err == nil {
		t.Fatal("GroupStories of one document took a near-duplicate threshold of 2")
	}
	for _, docs := range [][]copydesk.Document{nil, {}} {
		if _, err := copydesk.GroupStories(ctx, docs, copydesk.StoryOptions{Dedup: bad}); err == nil {
			t.Errorf("GroupStories of %d documents (nil %v) took a near-duplicate threshold of 2", len(docs), docs == nil)
		}
		if _, _, err := copydesk.Briefs(ctx, docs, copydesk.BriefOptions{Stories: copydesk.StoryOptions{Dedup: bad}}); err == nil {
			t.Errorf("Briefs of %d documents (nil %v) took a near-duplicate threshold of 2", len(docs), docs == nil)
		}
		// NoDedup uses no copy-detection options, with documents or without.
		if _, err := copydesk.GroupStories(ctx, docs, copydesk.StoryOptions{Dedup: bad, NoDedup: true}); err != nil {
			t.Errorf("GroupStories with NoDedup: %v", err)
		}
	}
	if _, err := copydesk.GroupStories(ctx, one, copydesk.StoryOptions{Dedup: bad, NoDedup: true}); err != nil {
		t.Errorf("GroupStories of one document with NoDedup: %v", err)
	}
}
