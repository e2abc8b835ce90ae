package desk

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/copydesk/copydesk"
)

func ingestBatches(t *testing.T, d *Desk, docs []copydesk.Document, batch int) []Result {
	t.Helper()
	var out []Result
	for lo := 0; lo < len(docs); lo += batch {
		res, err := d.Ingest(context.Background(), docs[lo:min(len(docs), lo+batch)])
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, res...)
	}
	return out
}

// A restart while every story is still open gives back the state an
// uninterrupted run has: the articles after it go to the same stories
// (before restarts replayed with Replay: 14 of 3,000 later Reuters
// articles in another story).
func TestRestartSameStories(t *testing.T) {
	path := "../../shared/data/reuters/docs.jsonl"
	if _, err := os.Stat(path); err != nil {
		t.Skipf("%s not found: the evaluation data lives beside the repository in ../shared/data", path)
	}
	docs := readDocs(t, path)
	ordered := make([]copydesk.Document, 0, 3000)
	for _, i := range copydesk.PublicationOrder(docs)[:3000] {
		ordered = append(ordered, docs[i])
	}
	d := openDesk(t, filepath.Join(t.TempDir(), "whole.db"))
	want := ingestBatches(t, d, ordered, 64)
	d.Close()
	for _, k := range []int{1000, 2000} {
		p := filepath.Join(t.TempDir(), "restarted.db")
		d := openDesk(t, p)
		ingestBatches(t, d, ordered[:k], 64)
		d.Close()
		d = openDesk(t, p)
		got := ingestBatches(t, d, ordered[k:], 64)
		d.Close()
		differ := 0
		for i, r := range got {
			if w := want[k+i]; r.Story != w.Story || r.CopyOf != w.CopyOf {
				if differ++; differ <= 3 {
					t.Errorf("restart at %d: %s in story %s (copy of %q), without a restart %s (%q)", k, r.ID, r.Story, r.CopyOf, w.Story, w.CopyOf)
				}
			}
		}
		if differ > 0 {
			t.Errorf("restart at %d: %d of %d later articles differ", k, differ, len(got))
		}
	}
}

// In arrival order that is not publication order (ECB+ in its file
// order, topic after topic, 2005-2013) most articles come dated long
// behind the clock (a backfill) and gather in stories kept open for a
// window of the clock's time after their latest member arrived. A
// restart replays the open stories' members in arrival order and must
// find the clock, and the same stories open, as the run left them. (What
// later articles are given may still differ: the document frequencies
// come back from the open stories' members alone.)
func TestRestartSameOpenStoriesBackfill(t *testing.T) {
	path := "../../shared/data/ecbplus/docs.jsonl"
	if _, err := os.Stat(path); err != nil {
		t.Skipf("%s not found: the evaluation data lives beside the repository in ../shared/data", path)
	}
	docs := readDocs(t, path)
	open := func(d *Desk) []string {
		var ids []string
		for _, s := range d.stories.Stories() {
			ids = append(ids, s.ID)
		}
		slices.Sort(ids)
		return ids
	}
	for _, k := range []int{100, 250, 400} {
		p := filepath.Join(t.TempDir(), "restarted.db")
		d := openDesk(t, p)
		ingestBatches(t, d, docs[:k], 16)
		d.Close() // its stages have stopped: the assigner is ours to read
		wantOpen, wantClock := open(d), d.stories.Clock()
		d = openDesk(t, p)
		gotOpen, gotClock := open(d), d.stories.Clock()
		d.Close()
		t.Logf("restart after %d articles: %d stories open, clock %v", k, len(wantOpen), wantClock.Format(time.DateOnly))
		if !gotClock.Equal(wantClock) {
			t.Errorf("restart after %d articles: clock %v, the run left it at %v", k, gotClock, wantClock)
		}
		if !slices.Equal(gotOpen, wantOpen) {
			t.Errorf("restart after %d articles: %d stories open, the run left %d open:\n%v\n%v", k, len(gotOpen), len(wantOpen), gotOpen, wantOpen)
		}
	}
}
