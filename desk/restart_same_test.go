package desk

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/store/sqlite"
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

// dropSnapshot deletes the story state a desk saved as it stopped, as a
// crash would have left the file: the next start replays the open
// stories.
func dropSnapshot(t *testing.T, path string) {
	t.Helper()
	db, err := sqlite.Open(context.Background(), path, sqlite.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.TakeSnapshot(context.Background(), storiesSnapshot); err != nil {
		t.Fatalf("no story state saved at the stop: %v", err)
	}
}

// restartAt ingests ordered[:k], stops the desk (dropping the story state
// it saved when crash is set), starts it again and ingests the rest,
// returning the results of the rest and whether the state came back from
// the snapshot.
func restartAt(t *testing.T, ordered []copydesk.Document, k, batch int, crash bool) ([]Result, bool) {
	t.Helper()
	p := filepath.Join(t.TempDir(), "restarted.db")
	d := openDesk(t, p)
	ingestBatches(t, d, ordered[:k], batch)
	d.Close()
	if crash {
		dropSnapshot(t, p)
	}
	d = openDesk(t, p)
	defer d.Close()
	return ingestBatches(t, d, ordered[k:], batch), d.storiesFromSnapshot
}

// countDiffer reports the later articles that went elsewhere than without
// a restart.
func countDiffer(t *testing.T, name string, got, want []Result) int {
	t.Helper()
	differ := 0
	for i, r := range got {
		if w := want[i]; r.Story != w.Story || r.CopyOf != w.CopyOf {
			if differ++; differ <= 3 {
				t.Logf("%s: %s in story %s (copy of %q), without a restart %s (%q)", name, r.ID, r.Story, r.CopyOf, w.Story, w.CopyOf)
			}
		}
	}
	return differ
}

// A restart gives back the state an uninterrupted run has: the articles
// after it go to the same stories. After a stop the story assigner comes
// back from the state it saved; after a crash the open stories are
// replayed, which is as good while every story is still open (before
// restarts replayed with Replay: 14 of 3,000 later Reuters articles in
// another story).
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
		for _, crash := range []bool{false, true} {
			got, fromSnapshot := restartAt(t, ordered, k, 64, crash)
			if fromSnapshot == crash {
				t.Errorf("restart at %d (crash %v): state from the snapshot %v", k, crash, fromSnapshot)
			}
			if differ := countDiffer(t, fmt.Sprintf("restart at %d (crash %v)", k, crash), got, want[k:]); differ > 0 {
				t.Errorf("restart at %d (crash %v): %d of %d later articles differ", k, crash, differ, len(got))
			}
		}
	}
}

// In arrival order that is not publication order (ECB+ in its file
// order, topic after topic, 2005-2013) most articles come dated long
// behind the clock (a backfill) and gather in stories kept open for a
// window of the clock's time after their latest member arrived; many
// stories close. After a stop the story state comes back whole and every
// later article goes where it would have gone without the stop. After a
// crash the replay of the open stories' members must find the clock and
// the same stories open as the run left them; what later articles are
// given may still differ, since the document frequencies come back from
// those members alone (logged).
func TestRestartSameOpenStoriesBackfill(t *testing.T) {
	path := "../../shared/data/ecbplus/docs.jsonl"
	if _, err := os.Stat(path); err != nil {
		t.Skipf("%s not found: the evaluation data lives beside the repository in ../shared/data", path)
	}
	docs := readDocs(t, path)
	d := openDesk(t, filepath.Join(t.TempDir(), "whole.db"))
	want := ingestBatches(t, d, docs, 16)
	d.Close()
	open := func(d *Desk) []string {
		var ids []string
		for _, s := range d.stories.Stories() {
			ids = append(ids, s.ID)
		}
		slices.Sort(ids)
		return ids
	}
	for _, k := range []int{100, 250, 400} {
		got, fromSnapshot := restartAt(t, docs, k, 16, false)
		if !fromSnapshot {
			t.Errorf("restart after %d articles: the story state did not come back from the snapshot", k)
		}
		if differ := countDiffer(t, fmt.Sprintf("stop after %d", k), got, want[k:]); differ > 0 {
			t.Errorf("stop after %d articles: %d of %d later articles differ", k, differ, len(got))
		}

		p := filepath.Join(t.TempDir(), "crashed.db")
		d := openDesk(t, p)
		ingestBatches(t, d, docs[:k], 16)
		d.Close() // its stages have stopped: the assigner is ours to read
		wantOpen, wantClock := open(d), d.stories.Clock()
		dropSnapshot(t, p)
		d = openDesk(t, p)
		gotOpen, gotClock := open(d), d.stories.Clock()
		rest := ingestBatches(t, d, docs[k:], 16)
		d.Close()
		t.Logf("crash after %d articles: %d stories open, clock %v; %d of %d later articles elsewhere than without a restart",
			k, len(wantOpen), wantClock.Format(time.DateOnly), countDiffer(t, fmt.Sprintf("crash after %d", k), rest, want[k:]), len(rest))
		if !gotClock.Equal(wantClock) {
			t.Errorf("crash after %d articles: clock %v, the run left it at %v", k, gotClock, wantClock)
		}
		if !slices.Equal(gotOpen, wantOpen) {
			t.Errorf("crash after %d articles: %d stories open, the run left %d open:\n%v\n%v", k, len(gotOpen), len(wantOpen), gotOpen, wantOpen)
		}
	}
}

// A saved story state is used only for the database it was saved with:
// articles written or deleted since by anything that did not save it
// again (a copydesk from before snapshots) make the start replay instead.
func TestRestartStaleSnapshotReplays(t *testing.T) {
	docs := readExamples(t)
	p := filepath.Join(t.TempDir(), "stale.db")
	d := openDesk(t, p)
	ingestBatches(t, d, docs[:len(docs)/2], 8)
	d.Close()
	swap := func(s *sqlite.Snapshot) sqlite.Snapshot { // takes the saved state, puts s back
		db, err := sqlite.Open(context.Background(), p, sqlite.Options{})
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		saved, err := db.TakeSnapshot(context.Background(), storiesSnapshot)
		if err != nil {
			t.Fatal(err)
		}
		if s != nil {
			if err := db.PutSnapshot(context.Background(), storiesSnapshot, *s); err != nil {
				t.Fatal(err)
			}
		}
		return saved
	}
	for _, change := range []string{"more articles", "a deletion"} {
		old := swap(nil) // the state saved at the last stop
		d := openDesk(t, p)
		switch change {
		case "more articles":
			ingestBatches(t, d, docs[len(docs)/2:], 8)
		case "a deletion":
			if _, err := d.Delete(context.Background(), docs[0].ID); err != nil {
				t.Fatal(err)
			}
		}
		d.Close()
		swap(&old) // as if what changed the file had not saved its state
		d = openDesk(t, p)
		if d.storiesFromSnapshot {
			t.Errorf("%s: the start used a snapshot older than the change", change)
		}
		if d.stories.Open() == 0 {
			t.Errorf("%s: no story open after the replay", change)
		}
		d.Close()
	}
	// The last stop saved its state, and it is good.
	d = openDesk(t, p)
	defer d.Close()
	if !d.storiesFromSnapshot {
		t.Error("the state saved at the last stop was not used")
	}
}
