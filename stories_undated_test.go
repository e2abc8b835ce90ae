package copydesk_test

import (
	"context"
	"testing"
	"time"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/story"
)

// TestStoriesUndatedJoinClosedStory: an undated report sits in the input
// after documents published months after its story went quiet. Its place
// says nothing of when it was written, so in a batch it still joins its
// story, which the window has closed to dated documents; a dated report
// published as late starts a story of its own.
func TestStoriesUndatedJoinClosedStory(t *testing.T) {
	var ferry, late []copydesk.Document
	for _, d := range readOrdered(t, "examples/news.jsonl") {
		switch d.ID {
		case "wire-ferry-01", "times-ferry-06", "bulletin-ferry-05", "observer-ferry-08", "wire-ferry-09":
			ferry = append(ferry, d)
		case "wire-rates-01", "ledger-rates-02", "bulletin-rates-03":
			d.Published = d.Published.AddDate(0, 4, 0) // four months on
			late = append(late, d)
		}
	}
	undated := ferry[len(ferry)-1]
	undated.ID, undated.Published = "undated-ferry", time.Time{}
	dated := ferry[len(ferry)-2]
	dated.ID, dated.Published = "dated-ferry", late[len(late)-1].Published.Add(time.Hour)
	docs := append(append(append(ferry[:len(ferry)-1:len(ferry)-1], late...), undated), dated)

	opts := copydesk.StoryOptions{Options: story.Options{Window: 60 * 24 * time.Hour}}
	opts.NoDedup = true // the reports retell each other: keep copies out of it
	res, err := copydesk.GroupStories(context.Background(), docs, opts)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for i, d := range docs {
		got[d.ID] = res.Story[i]
	}
	first := got[ferry[0].ID]
	for _, d := range ferry[:len(ferry)-1] {
		if got[d.ID] != first {
			t.Fatalf("the ferry reports split: %v", got)
		}
	}
	if got["undated-ferry"] != first {
		t.Errorf("the undated report started %s instead of joining %s", got["undated-ferry"], first)
	}
	if got["dated-ferry"] == first {
		t.Errorf("a report dated four months after the story went quiet joined it")
	}
	if got["wire-rates-01"] == first {
		t.Errorf("the rates story joined the ferry story")
	}
}
