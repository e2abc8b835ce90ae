package desk

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/story"
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

// How a test desk stops: with its state saved, or as a crash would leave
// it, after a checkpoint halfway through or with no checkpoint at all.
type stopMode int

const (
	stop stopMode = iota
	crashAfterCheckpoint
	crashNoCheckpoint
)

func (m stopMode) String() string {
	return [...]string{"stop", "crash after a checkpoint", "crash, no checkpoint"}[m]
}

// reutersInOrder is the first n Reuters articles in publication order;
// the test is skipped without the shared data.
func reutersInOrder(t *testing.T, n int) []copydesk.Document {
	t.Helper()
	path := "../../shared/data/reuters/docs.jsonl"
	if _, err := os.Stat(path); err != nil {
		t.Skipf("%s not found: the evaluation data lives beside the repository in ../shared/data", path)
	}
	docs := readDocs(t, path)
	ordered := make([]copydesk.Document, 0, n)
	for _, i := range copydesk.PublicationOrder(docs)[:n] {
		ordered = append(ordered, docs[i])
	}
	return ordered
}

// openNoCheckpoints opens a desk that saves its story state only when
// asked (checkpointReq) or when it stops.
func openNoCheckpoints(t *testing.T, path string) *Desk {
	t.Helper()
	return openStories(t, path, story.Options{})
}

// openStories is openNoCheckpoints with story options.
func openStories(t *testing.T, path string, so story.Options) *Desk {
	t.Helper()
	d, err := Open(context.Background(), path, Options{Now: func() time.Time { return testNow }, Checkpoint: -1, Stories: so})
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Wait(context.Background()); err != nil {
		t.Fatal(err)
	}
	return d
}

// runUntil ingests docs into a new desk at path and stops it as mode says
// (a checkpoint, when asked, after the first half).
func runUntil(t *testing.T, path string, docs []copydesk.Document, batch int, mode stopMode) *Desk {
	t.Helper()
	d := openNoCheckpoints(t, path)
	half := len(docs) / 2
	ingestBatches(t, d, docs[:half], batch)
	if mode == crashAfterCheckpoint {
		d.checkpointReq.Store(true) // taken with the next article
	}
	ingestBatches(t, d, docs[half:], batch)
	d.noSaveAtStop = mode != stop
	d.Close()
	return d
}

// restartAt ingests ordered[:k], stops the desk as mode says, starts it
// again and ingests the rest, returning the results of the rest and
// where the story state came from: "snapshot", "start" (every article
// replayed) or "open stories".
func restartAt(t *testing.T, ordered []copydesk.Document, k, batch int, mode stopMode) ([]Result, string) {
	t.Helper()
	p := filepath.Join(t.TempDir(), "restarted.db")
	runUntil(t, p, ordered[:k], batch, mode)
	d := openNoCheckpoints(t, p)
	defer d.Close()
	from := "open stories"
	switch {
	case d.storiesFromSnapshot:
		from = "snapshot"
	case d.storiesFromStart:
		from = "start"
	}
	return ingestBatches(t, d, ordered[k:], batch), from
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
// back from the state it saved; after a crash, from the last checkpoint
// and the articles after it; with no checkpoint, from every article
// replayed (before restarts replayed with Replay: 14 of 3,000 later
// Reuters articles in another story).
func TestRestartSameStories(t *testing.T) {
	ordered := reutersInOrder(t, 3000)
	d := openNoCheckpoints(t, filepath.Join(t.TempDir(), "whole.db"))
	want := ingestBatches(t, d, ordered, 64)
	d.Close()
	for _, k := range []int{1000, 2000} {
		for _, mode := range []stopMode{stop, crashAfterCheckpoint, crashNoCheckpoint} {
			got, from := restartAt(t, ordered, k, 64, mode)
			if want := map[bool]string{true: "start", false: "snapshot"}[mode == crashNoCheckpoint]; from != want {
				t.Errorf("restart at %d (%v): state from %s, want %s", k, mode, from, want)
			}
			if differ := countDiffer(t, fmt.Sprintf("restart at %d (%v)", k, mode), got, want[k:]); differ > 0 {
				t.Errorf("restart at %d (%v): %d of %d later articles differ", k, mode, differ, len(got))
			}
		}
	}
}

// In arrival order that is not publication order (ECB+ in its file
// order, topic after topic, 2005-2013) most articles come dated long
// behind the clock (a backfill) and gather in stories kept open for a
// window of the clock's time after their latest member arrived; many
// stories close. After a stop the story state comes back whole and every
// later article goes where it would have gone without the stop. So it
// does after a crash before any checkpoint: the start replays every
// article from a new assigner, byte for byte the state the run had (the
// replay of the open stories' members it did before gave back the clock
// and the open stories but document frequencies from those members
// alone: 3 of the 396 articles after a crash at 100 went elsewhere).
func TestRestartSameOpenStoriesBackfill(t *testing.T) {
	path := "../../shared/data/ecbplus/docs.jsonl"
	if _, err := os.Stat(path); err != nil {
		t.Skipf("%s not found: the evaluation data lives beside the repository in ../shared/data", path)
	}
	docs := readDocs(t, path)
	d := openNoCheckpoints(t, filepath.Join(t.TempDir(), "whole.db"))
	want := ingestBatches(t, d, docs, 16)
	d.Close()
	for _, k := range []int{100, 250, 400} {
		for _, mode := range []stopMode{stop, crashAfterCheckpoint} {
			got, from := restartAt(t, docs, k, 16, mode)
			if from != "snapshot" {
				t.Errorf("restart after %d articles (%v): the story state did not come back from a snapshot", k, mode)
			}
			if differ := countDiffer(t, fmt.Sprintf("%v after %d", mode, k), got, want[k:]); differ > 0 {
				t.Errorf("%v after %d articles: %d of %d later articles differ", mode, k, differ, len(got))
			}
		}

		p := filepath.Join(t.TempDir(), "crashed.db")
		d := runUntil(t, p, docs[:k], 16, crashNoCheckpoint) // its stages have stopped: the assigner is ours to read
		wantState, err := d.stories.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		d = openNoCheckpoints(t, p)
		if !d.storiesFromStart {
			t.Errorf("crash after %d articles, no checkpoint: the story state was not rebuilt from every article", k)
		}
		if got, err := d.stories.MarshalBinary(); err != nil || !bytes.Equal(got, wantState) {
			t.Errorf("crash after %d articles, no checkpoint: the story state differs from the one at the crash (%d bytes, want %d; %v)", k, len(got), len(wantState), err)
		}
		rest := ingestBatches(t, d, docs[k:], 16)
		d.Close()
		if differ := countDiffer(t, fmt.Sprintf("crash after %d", k), rest, want[k:]); differ > 0 {
			t.Errorf("crash after %d articles, no checkpoint: %d of %d later articles elsewhere than without a restart", k, differ, len(rest))
		}
	}
}

// A saved story state is used with what came after it: articles
// ingested, and deletions, which the log replays in their places. A
// deletion the log does not hold (a copydesk from before the log wrote to
// the file) makes the start replay the open stories instead.
func TestRestartSnapshotAndLaterChanges(t *testing.T) {
	docs := readExamples(t)
	for _, change := range []string{"more articles", "a deletion", "a deletion not logged"} {
		p := filepath.Join(t.TempDir(), "desk.db")
		runUntil(t, p, docs[:len(docs)/2], 8, crashAfterCheckpoint)
		d := openNoCheckpoints(t, p)
		d.noSaveAtStop = true // as a copydesk that saves nothing
		switch change {
		case "more articles":
			ingestBatches(t, d, docs[len(docs)/2:], 8)
		default:
			if _, err := d.Delete(context.Background(), docs[0].ID); err != nil {
				t.Fatal(err)
			}
		}
		d.Close()
		if change == "a deletion not logged" {
			rawSQL(t, p, `DELETE FROM deletions`)
		}
		d = openNoCheckpoints(t, p)
		if want := change != "a deletion not logged"; d.storiesFromSnapshot != want {
			t.Errorf("%s: state from the snapshot %v, want %v", change, d.storiesFromSnapshot, want)
		}
		if d.stories.Open() == 0 {
			t.Errorf("%s: no story open after the start", change)
		}
		d.Close()
	}
}

// deskStep is one step of a desk's life in a test: articles to ingest,
// or ids to delete.
type deskStep struct {
	ingest []copydesk.Document
	delete []string
}

// runSteps takes d through steps, asking for a checkpoint with the first
// article of step checkpointAt (-1: none).
func runSteps(t *testing.T, d *Desk, steps []deskStep, checkpointAt int) []Result {
	t.Helper()
	var out []Result
	for i, st := range steps {
		if i == checkpointAt {
			d.checkpointReq.Store(true)
		}
		out = append(out, ingestBatches(t, d, st.ingest, 4)...)
		for _, id := range st.delete {
			if _, err := d.Delete(context.Background(), id); err != nil {
				t.Fatal(err)
			}
		}
	}
	return out
}

// Deletions after the last checkpoint are logged, and a start after a
// crash replays them in their places among the articles ingested since:
// the story state comes back as the uninterrupted run has it, byte for
// byte, and later articles go to the same stories (before the log, such a
// start replayed the open stories). The deletions take an original with
// copies left (its heir takes over), a copy, articles from before the
// checkpoint and after it, one of them in the same batch as it.
func TestRestartReplaysDeletions(t *testing.T) {
	type corpus struct {
		name string
		docs []copydesk.Document
	}
	sets := []corpus{{"examples", readExamples(t)}}
	switch _, err := os.Stat("../../shared/data/reuters/docs.jsonl"); {
	case testing.Short():
		t.Log("-short: the examples only")
	case err == nil:
		sets = append(sets, corpus{"reuters", reutersInOrder(t, 2000)})
	default:
		t.Log("../../shared/data/reuters not found: the examples only")
	}
	for _, c := range sets {
		docs := c.docs
		n := len(docs)
		at := func(f float64) int { return int(f * float64(n)) }
		// Which articles are originals with copies, and copies, in the
		// uninterrupted run before the deletions.
		d := openNoCheckpoints(t, filepath.Join(t.TempDir(), "probe.db"))
		probe := ingestBatches(t, d, docs[:at(0.7)], 4)
		d.Close()
		var original, copyID string
		for _, r := range probe {
			if r.CopyOf != "" {
				if original == "" {
					original = r.CopyOf
				} else if copyID == "" && r.CopyOf != original {
					copyID = r.ID
				}
			}
		}
		if original == "" || copyID == "" {
			t.Fatalf("%s: no original with copies and another copy among the first articles", c.name)
		}
		// Articles of no copy cluster, before and after the checkpoint.
		var plain []string
		for _, i := range []int{3, at(0.4) + 1, at(0.6)} {
			for ; probe[i].CopyOf != "" || probe[i].ID == original; i++ {
			}
			plain = append(plain, probe[i].ID)
		}
		steps := []deskStep{
			{ingest: docs[:at(0.4)]},
			{ingest: docs[at(0.4):at(0.55)], delete: []string{original, plain[1]}},
			{ingest: docs[at(0.55):at(0.7)], delete: []string{copyID, plain[2], plain[0]}},
		}
		rest := docs[at(0.7):]

		whole := openNoCheckpoints(t, filepath.Join(t.TempDir(), "whole.db"))
		runSteps(t, whole, steps, 1)
		wantState, err := whole.stories.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		want := ingestBatches(t, whole, rest, 4)
		whole.Close()

		p := filepath.Join(t.TempDir(), "crashed.db")
		d = openNoCheckpoints(t, p)
		runSteps(t, d, steps, 1)
		d.noSaveAtStop = true
		d.Close()
		d = openNoCheckpoints(t, p)
		if !d.storiesFromSnapshot {
			t.Errorf("%s: the start did not take the checkpoint", c.name)
		}
		gotState, err := d.stories.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(gotState, wantState) {
			t.Errorf("%s: the story state after the start differs from the uninterrupted run's (%d bytes, want %d)", c.name, len(gotState), len(wantState))
		}
		got := ingestBatches(t, d, rest, 4)
		d.Close()
		if differ := countDiffer(t, c.name, got, want); differ > 0 {
			t.Errorf("%s: %d of %d later articles differ", c.name, differ, len(got))
		}
	}
}

// A checkpoint taken while the clock rests on one article (the first, its
// year a typo), then a crash: the replay after the checkpoint goes on from
// the stream's own clock, which the next dates move back as they would
// have without the crash (it kept the clock 40 years ahead: 27 of 2,998
// later Reuters articles in other stories).
func TestRestartCheckpointOnOneArticle(t *testing.T) {
	ordered := reutersInOrder(t, 3000)
	ordered[0].Published = ordered[0].Published.AddDate(40, 0, 0)
	open := func(path string) *Desk { return openStories(t, path, story.Options{Window: 2 * 24 * time.Hour}) }
	d := open(filepath.Join(t.TempDir(), "whole.db"))
	want := ingestBatches(t, d, ordered, 64)
	d.Close()
	p := filepath.Join(t.TempDir(), "crash.db")
	d = open(p)
	d.checkpointReq.Store(true)
	ingestBatches(t, d, ordered[:1], 1) // the checkpoint, after the first article
	ingestBatches(t, d, ordered[1:2], 1)
	d.noSaveAtStop = true
	d.Close()
	d = open(p)
	defer d.Close()
	if !d.storiesFromSnapshot {
		t.Fatal("the start did not take the checkpoint")
	}
	got := ingestBatches(t, d, ordered[2:], 64)
	if n := countDiffer(t, "crash after a checkpoint on one article", got, want[2:]); n > 0 {
		t.Errorf("%d of %d later articles differ (clock %v)", n, len(got), d.stories.Clock())
	}
}

// A checkpoint that cannot be stored costs only itself: the articles of
// its transaction commit and the desk goes on, not failed with every
// write refused until a restart.
func TestCheckpointNotStoredKeepsDeskGoing(t *testing.T) {
	p := filepath.Join(t.TempDir(), "desk.db")
	d := openNoCheckpoints(t, p)
	defer d.Close()
	docs := readExamples(t)
	ingestBatches(t, d, docs[:5], 5)
	// Another connection drops the table: the next snapshot cannot be written.
	rawSQL(t, p, `DROP TABLE snapshots`)
	d.checkpointReq.Store(true)
	if _, err := d.Ingest(context.Background(), docs[5:6]); err != nil {
		t.Fatalf("the article with the lost checkpoint: %v", err)
	}
	if _, err := d.Ingest(context.Background(), docs[6:8]); err != nil {
		t.Fatalf("the next articles: %v", err)
	}
	if st := d.Status(); st.State != "ok" || st.Articles != 8 {
		t.Errorf("status %+v, want ok with 8 articles", st)
	}
}

// The desk saves its state once a deletion is done, so the deleted text
// leaves the log of deletions at once; a crash after it starts from that
// checkpoint and changes nothing that follows.
func TestRestartAfterDeletion(t *testing.T) {
	docs := readExamples(t)
	half := len(docs) / 2
	run := func(path string, crash bool) (*Desk, []Result) {
		d, err := Open(context.Background(), path, Options{Now: func() time.Time { return testNow }, Checkpoint: time.Hour})
		if err != nil {
			t.Fatal(err)
		}
		if err := d.Wait(context.Background()); err != nil {
			t.Fatal(err)
		}
		ingestBatches(t, d, docs[:half], 4)
		if _, err := d.Delete(context.Background(), docs[1].ID); err != nil {
			t.Fatal(err)
		}
		if !crash {
			return d, ingestBatches(t, d, docs[half:], 4)
		}
		if dels, err := d.db.Deletions(context.Background()); err != nil || len(dels) != 0 {
			t.Errorf("after the deletion's checkpoint the log holds %d deletions (%v), want none", len(dels), err)
		}
		d.noSaveAtStop = true
		d.Close()
		d = openNoCheckpoints(t, path)
		return d, ingestBatches(t, d, docs[half:], 4)
	}
	d, want := run(filepath.Join(t.TempDir(), "whole.db"), false)
	d.Close()
	d, got := run(filepath.Join(t.TempDir(), "crashed.db"), true)
	defer d.Close()
	if !d.storiesFromSnapshot {
		t.Error("the start after the deletion did not take a checkpoint")
	}
	if n := countDiffer(t, "crash after a deletion", got, want); n > 0 {
		t.Errorf("%d of %d later articles differ", n, len(got))
	}
}

// Random lives of a desk: articles (examplesFourTimes) in batches,
// deletions of random live articles (originals of copies just ingested
// among them, for their heirs), checkpoints now and then, and a crash at
// a random moment. After the start the
// story state is the uninterrupted run's, byte for byte, and the later
// articles go where they went without the crash.
func TestRestartRandomDeletions(t *testing.T) {
	docs := examplesFourTimes(t)
	n := len(docs) / 4
	replayed := 0  // deletions after the last checkpoint, over the seeds
	fromStart := 0 // deletions before a crash with no checkpoint
	for seed := range uint64(16) {
		rng := rand.New(rand.NewPCG(seed, 7))
		// The plan: batches of 1-6 articles, each followed by deletions
		// of earlier articles (by position) and perhaps a checkpoint.
		type step struct {
			hi         int
			deletes    []int
			checkpoint bool
		}
		var plan []step
		deleted := map[int]bool{}
		for lo := 0; lo < len(docs); {
			st := step{hi: min(len(docs), lo+1+rng.IntN(6)), checkpoint: rng.IntN(8) == 0}
			for rng.IntN(3) == 0 {
				i := rng.IntN(st.hi)
				if apart := 2 * n; st.hi > apart+3 && rng.IntN(2) == 0 {
					// The original of a copy just ingested (replica 2 copies
					// replica 0): its heir takes over.
					i = st.hi - 1 - apart - rng.IntN(3)
				}
				if !deleted[i] {
					deleted[i] = true
					st.deletes = append(st.deletes, i)
				}
			}
			plan = append(plan, st)
			lo = st.hi
		}
		crashAt := 1 + rng.IntN(len(plan)-2)
		live := func(d *Desk, steps []step, lo int) []Result {
			var out []Result
			for _, st := range steps {
				if st.checkpoint {
					d.checkpointReq.Store(true)
				}
				out = append(out, ingestBatches(t, d, docs[lo:st.hi], 8)...)
				lo = st.hi
				for _, i := range st.deletes {
					if _, err := d.Delete(context.Background(), docs[i].ID); err != nil {
						t.Fatalf("seed %d: %v", seed, err)
					}
				}
			}
			return out
		}
		whole := openNoCheckpoints(t, filepath.Join(t.TempDir(), "whole.db"))
		live(whole, plan[:crashAt], 0)
		wantState, err := whole.stories.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		want := live(whole, plan[crashAt:], plan[crashAt-1].hi)
		whole.Close()

		p := filepath.Join(t.TempDir(), "crashed.db")
		d := openNoCheckpoints(t, p)
		live(d, plan[:crashAt], 0)
		d.noSaveAtStop = true
		d.Close()
		d = openNoCheckpoints(t, p)
		gotState, err := d.stories.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		checkpoints, after := 0, 0
		for _, st := range plan[:crashAt] {
			if st.checkpoint {
				checkpoints, after = checkpoints+1, 0
			}
			after += len(st.deletes)
		}
		if checkpoints > 0 {
			replayed += after
		} else {
			fromStart += after
		}
		if d.storiesFromSnapshot != (checkpoints > 0) || d.storiesFromStart != (checkpoints == 0) {
			t.Errorf("seed %d: state from a snapshot %v, from every article %v, after %d checkpoints", seed, d.storiesFromSnapshot, d.storiesFromStart, checkpoints)
		}
		if !bytes.Equal(gotState, wantState) {
			t.Errorf("seed %d (%d checkpoints): the story state after the start differs from the uninterrupted run's (%d bytes, want %d)", seed, checkpoints, len(gotState), len(wantState))
		}
		got := live(d, plan[crashAt:], plan[crashAt-1].hi)
		d.Close()
		if differ := countDiffer(t, fmt.Sprintf("seed %d", seed), got, want); differ > 0 {
			t.Errorf("seed %d (%d checkpoints): %d of %d later articles differ", seed, checkpoints, differ, len(got))
		}
	}
	if replayed < 10 || fromStart == 0 {
		t.Errorf("%d deletions came after the last checkpoint before a crash, %d before a crash with no checkpoint: the plans test too little", replayed, fromStart)
	}
	t.Logf("%d deletions replayed after a checkpoint, %d with no checkpoint", replayed, fromStart)
}
