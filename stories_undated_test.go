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

// A document whose date the stream takes for a mistake (more than a year
// after the clock) is placed as an undated one, but it does not join a
// story the window has closed: whether closed stories linger depends on
// whether an undated document follows in the batch, and an undated
// document added at the end must not move an earlier document to another
// story (it moved the late ferry report into the ferry story).
func TestStoriesMistakenDateIgnoresLingering(t *testing.T) {
	var ferry, rates []copydesk.Document
	for _, d := range readOrdered(t, "examples/news.jsonl") {
		switch d.ID {
		case "wire-ferry-01", "times-ferry-06":
			ferry = append(ferry, d)
		case "wire-rates-01", "ledger-rates-02":
			d.Published = d.Published.AddDate(0, 4, 0) // four months on: the ferry story closes
			rates = append(rates, d)
		}
	}
	mistaken := ferry[1]
	mistaken.ID, mistaken.Published = "mistaken-ferry", rates[1].Published.AddDate(2, 0, 0)
	docs := append(append(ferry[:1:1], rates...), mistaken)
	extra := copydesk.Document{ID: "puffins", Text: "Puffin numbers rise on the northern cliffs, wardens say."}
	opts := copydesk.StoryOptions{Options: story.Options{Window: 60 * 24 * time.Hour}}
	opts.NoDedup = true
	before, err := copydesk.GroupStories(context.Background(), docs, opts)
	if err != nil {
		t.Fatal(err)
	}
	after, err := copydesk.GroupStories(context.Background(), append(docs[:len(docs):len(docs)], extra), opts)
	if err != nil {
		t.Fatal(err)
	}
	for i, d := range docs {
		if before.Story[i] != after.Story[i] {
			t.Errorf("%s: story %s, with an undated document after it %s", d.ID, before.Story[i], after.Story[i])
		}
	}
	if last := len(docs) - 1; before.Story[last] == before.Story[0] {
		t.Errorf("the mistaken-date report joined the closed ferry story %s", before.Story[0])
	}
}

// Copies count once in a story's summary even when the copy cluster's
// first document is in another story, closed by the window: two copies of
// it published months later make one story of one independent report.
func TestStoriesCopiesOfAClosedStoryCountOnce(t *testing.T) {
	storm := "A powerful storm hit the coast of Maine on Tuesday, knocking out power to thousands of homes and businesses, officials said. " +
		"The National Weather Service warned of more heavy rain and flooding along the rivers through the weekend, and schools stayed closed."
	day := func(m time.Month, d int) time.Time { return time.Date(2026, m, d, 9, 0, 0, 0, time.UTC) }
	docs := []copydesk.Document{
		{ID: "a", Title: "Storm hits Maine", Text: storm, Published: day(1, 1)},
		{ID: "b", Title: "Election in Peru", Text: "Peru held a presidential election on Sunday with results expected later this week, officials in Lima said.", Published: day(5, 1)},
		{ID: "a2", Title: "Storm hits Maine", Text: storm, Published: day(6, 1)},
		{ID: "a3", Title: "Storm hits Maine", Text: storm + " Crews worked through the night.", Published: day(6, 2)},
	}
	res, err := copydesk.GroupStories(context.Background(), docs, copydesk.StoryOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Copy[2] != res.Copy[0] || res.Copy[3] != res.Copy[0] {
		t.Fatalf("copy clusters %v: want a, a2 and a3 in one", res.Copy)
	}
	for _, s := range res.Stories {
		if s.ID == "a2" && (s.Size != 2 || s.Independent != 1) {
			t.Errorf("story a2: %d documents, %d independent; want 2 and 1 (a3 and a2 are one report)", s.Size, s.Independent)
		}
	}
}
