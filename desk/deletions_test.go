package desk

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/internal/corpus"
)

// Tests of the log of deletions: what a start replays after a checkpoint.

// crashAndCompare crashes d (no state saved at the stop), starts a desk
// on its file again and checks that the story state came back from the
// checkpoint as d had it, byte for byte. It returns the new desk.
func crashAndCompare(t *testing.T, d *Desk, path, name string) *Desk {
	t.Helper()
	return crashAndCheck(t, d, path, name, true)
}

// crashAndCheck is crashAndCompare for a start that takes a checkpoint
// (fromSnapshot) or, with none in the file, replays every article.
func crashAndCheck(t *testing.T, d *Desk, path, name string, fromSnapshot bool) *Desk {
	t.Helper()
	want, err := d.stories.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	d.noSaveAtStop = true
	d.Close()
	d = openNoCheckpoints(t, path)
	got, err := d.stories.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	switch {
	case fromSnapshot && !d.storiesFromSnapshot:
		t.Errorf("%s: the start did not take the checkpoint", name)
	case !fromSnapshot && !d.storiesFromStart:
		t.Errorf("%s: the start did not rebuild the state from every article", name)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s: the story state after the start differs from the one at the crash (%d bytes, want %d)", name, len(got), len(want))
	}
	return d
}

// examplesFourTimes is the example corpus four times over, a day apart;
// replicas 0 and 2 are exact copies of each other, 1 and 3 new articles
// (their words substituted).
func examplesFourTimes(t *testing.T) []copydesk.Document {
	t.Helper()
	base := readExamples(t)
	rep := corpus.New(base)
	rep.Shift = 24 * time.Hour
	var docs []copydesk.Document
	for k := range 4 {
		for _, d := range base {
			docs = append(docs, rep.Replica(d, k, k%2 == 1))
		}
	}
	return docs
}

// exactCopy is d under another id and outlet.
func exactCopy(d copydesk.Document, id, source string) copydesk.Document {
	d.ID, d.Source = id, source
	return d
}

func deleteIDs(t *testing.T, d *Desk, ids ...string) {
	t.Helper()
	for _, id := range ids {
		if _, err := d.Delete(context.Background(), id); err != nil {
			t.Fatal(err)
		}
	}
}

// Originals deleted with copies left, again and again: each time the
// earliest copy left becomes the original (and, in the story, a report),
// sometimes the moment it arrived (the deletion's place is then that
// very article's), with the checkpoint before, between and after.
func TestRestartHeirChain(t *testing.T) {
	base := readExamples(t)
	x := base[24] // a report no other article copies (the first ones copy base[0])
	for checkpointAt := range 3 {
		p := filepath.Join(t.TempDir(), "desk.db")
		d := openNoCheckpoints(t, p)
		checkpoint := func(k int) {
			if k == checkpointAt {
				d.checkpointReq.Store(true)
			}
		}
		checkpoint(0)
		ingestBatches(t, d, base[1:10], 3)
		ingestBatches(t, d, []copydesk.Document{x, exactCopy(x, "c1", "o1")}, 1)
		deleteIDs(t, d, x.ID) // right after its heir c1
		checkpoint(1)
		ingestBatches(t, d, append(base[10:14:14], exactCopy(x, "c2", "o2")), 2)
		ingestBatches(t, d, []copydesk.Document{exactCopy(x, "c3", "o3")}, 1)
		checkpoint(2)
		ingestBatches(t, d, base[14:16], 1)
		deleteIDs(t, d, "c1")
		ingestBatches(t, d, []copydesk.Document{exactCopy(x, "c4", "o4"), base[16]}, 1)
		deleteIDs(t, d, "c2", "c3")
		ingestBatches(t, d, []copydesk.Document{exactCopy(x, "c5", "o5"), base[17]}, 1)
		crashAndCompare(t, d, p, fmt.Sprintf("checkpoint %d", checkpointAt)).Close()
	}
}

// The log across several crashes: deletions right after a start (their
// place comes from the articles loaded), heirs whose chain spans starts.
func TestRestartLogAcrossStarts(t *testing.T) {
	base := readExamples(t)
	x := base[24] // a report no other article copies (the first ones copy base[0])
	p := filepath.Join(t.TempDir(), "desk.db")
	d := openNoCheckpoints(t, p)
	ingestBatches(t, d, base[1:8], 3)
	d.checkpointReq.Store(true)
	ingestBatches(t, d, []copydesk.Document{x, exactCopy(x, "c1", "o1"), exactCopy(x, "c2", "o2"), base[8]}, 2)
	deleteIDs(t, d, x.ID)
	d = crashAndCompare(t, d, p, "first crash")
	for k, ids := range [][]string{{"c1"}, {base[3].ID, "c2"}, {base[9].ID}} {
		deleteIDs(t, d, ids...) // at once after the start
		ingestBatches(t, d, []copydesk.Document{exactCopy(x, fmt.Sprintf("n%d", k), "on"), base[9+k]}, 1)
		d = crashAndCompare(t, d, p, fmt.Sprintf("crash %d", k+2))
	}
	d.Close()
}

// Two clients ingest while a third deletes what they were answered and
// asks for checkpoints now and then, so deletions come between articles
// of one group commit and after a checkpoint in its transaction; then a
// crash.
func TestRestartConcurrentDeletions(t *testing.T) {
	docs := examplesFourTimes(t)
	for seed := range uint64(8) {
		p := filepath.Join(t.TempDir(), "desk.db")
		d := openNoCheckpoints(t, p)
		// One checkpoint for sure, with the first article: the deleter's
		// requests may all come after the last op on a busy machine.
		d.checkpointReq.Store(true)
		var mu sync.Mutex
		var answered []string
		var ingest sync.WaitGroup
		for w := range 2 {
			ingest.Go(func() {
				for lo := w * 3; lo < len(docs); lo += 6 {
					res, err := d.Ingest(context.Background(), docs[lo:min(len(docs), lo+3)])
					if err != nil {
						t.Error(err)
						return
					}
					mu.Lock()
					for _, r := range res {
						answered = append(answered, r.ID)
					}
					mu.Unlock()
				}
			})
		}
		stop := make(chan struct{})
		var deleter sync.WaitGroup
		deleter.Go(func() {
			rng := rand.New(rand.NewPCG(seed, 9))
			for {
				select {
				case <-stop:
					return
				default:
				}
				mu.Lock()
				id := ""
				if len(answered) > 0 {
					i := rng.IntN(len(answered))
					id = answered[i]
					answered[i] = answered[len(answered)-1]
					answered = answered[:len(answered)-1]
				}
				mu.Unlock()
				if id != "" && rng.IntN(3) != 0 {
					if _, err := d.Delete(context.Background(), id); err != nil && !errors.Is(err, ErrDeleted) {
						t.Error(err)
					}
				}
				if rng.IntN(6) == 0 {
					d.checkpointReq.Store(true)
				}
				time.Sleep(time.Duration(rng.IntN(300)) * time.Microsecond)
			}
		})
		ingest.Wait()
		close(stop)
		deleter.Wait()
		crashAndCompare(t, d, p, fmt.Sprintf("seed %d", seed)).Close()
	}
}

// rawSQL runs statements on the desk's file as another program would.
func rawSQL(t *testing.T, path, q string) {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(10000)")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Exec(q); err != nil {
		t.Fatal(err)
	}
}

// openCheckpointing opens a desk that takes checkpoints (every hour, and
// after deletions) and waits until it is ready.
func openCheckpointing(t *testing.T, path string, minGap time.Duration) *Desk {
	t.Helper()
	d, err := Open(context.Background(), path, Options{Now: func() time.Time { return testNow }, Checkpoint: time.Hour, minCheckpointGap: minGap})
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Wait(context.Background()); err != nil {
		t.Fatal(err)
	}
	return d
}

// logEmptied waits up to three seconds, without any article or deletion
// coming, for the log of deletions to be emptied.
func logEmptied(t *testing.T, d *Desk) bool {
	t.Helper()
	for range 60 {
		if dels, err := d.db.Deletions(context.Background()); err == nil && len(dels) == 0 {
			return true
		}
		time.Sleep(50 * time.Millisecond)
	}
	return false
}

// stopAsBefore stops the desk at path the way a copydesk from before the
// log of deletions stops: a snapshot covering everything, written without
// emptying the log (nor saying that it did).
func stopAsBefore(t *testing.T, path string) {
	t.Helper()
	rawSQL(t, path, `CREATE TABLE kept AS SELECT * FROM deletions`)
	openNoCheckpoints(t, path).Close()
	rawSQL(t, path, `INSERT INTO deletions SELECT * FROM kept; DROP TABLE kept; UPDATE snapshots SET logs = 0`)
}

// A snapshot written by a copydesk from before the log (in a version 2
// file, before its upgrade; version 3 files it refuses) leaves the log as
// it was, and that copydesk logs none of its deletions, so its snapshot
// cannot take the log's word: a deletion
// after it, not logged, must make the start replay the open stories, and
// with none, the snapshot is good as it is (both went wrong with the
// counts alone: the stale row stood for the deletion not logged).
func TestRestartSnapshotFromBeforeTheLog(t *testing.T) {
	docs := readExamples(t)
	for _, laterDeletion := range []bool{true, false} {
		p := filepath.Join(t.TempDir(), "desk.db")
		d := openNoCheckpoints(t, p)
		d.checkpointReq.Store(true)
		ingestBatches(t, d, docs[:20], 4)
		deleteIDs(t, d, docs[2].ID) // logged
		d.noSaveAtStop = true
		d.Close()
		stopAsBefore(t, p)
		z := docs[5].ID
		if laterDeletion {
			d = openNoCheckpoints(t, p)
			deleteIDs(t, d, z)
			d.noSaveAtStop = true
			d.Close()
			rawSQL(t, p, `DELETE FROM deletions WHERE id = '`+z+`'`) // not logged, as before
		}
		d = openNoCheckpoints(t, p)
		if d.storiesFromSnapshot == laterDeletion {
			t.Errorf("deletion after the old snapshot %v: the start took it %v", laterDeletion, d.storiesFromSnapshot)
		}
		for _, s := range d.stories.Stories() {
			if d.stories.HasMember(s.ID, z) && laterDeletion {
				t.Errorf("the deleted %s is still a member of story %s", z, s.ID)
			}
		}
		d.Close()
	}
}

// After a crash with deletions in the log, the start saves the state at
// once, so the deleted texts leave the database without waiting for the
// next checkpoint (an idle desk may take none for long).
func TestStartEmptiesTheLog(t *testing.T) {
	docs := readExamples(t)
	p := crashedAfterDeletion(t, docs, true, docs[2].ID, docs[5].ID)
	d := openNoCheckpoints(t, p)
	defer d.Close()
	if !d.storiesFromSnapshot {
		t.Error("the start did not take the checkpoint")
	}
	dels, err := d.db.Deletions(context.Background())
	if err != nil || len(dels) != 0 {
		t.Errorf("after the start the log holds %d deletions (%v), want none", len(dels), err)
	}
}

// A checkpoint that cannot be stored while deletions wait in the log is
// taken again, with no article coming: the deleted text does not wait
// for the next interval.
func TestLostCheckpointTakenAgain(t *testing.T) {
	docs := readExamples(t)
	p := filepath.Join(t.TempDir(), "desk.db")
	d := openCheckpointing(t, p, 0)
	defer d.Close()
	ingestBatches(t, d, docs[:20], 4)
	rawSQL(t, p, `CREATE TRIGGER keep_log BEFORE DELETE ON deletions BEGIN SELECT RAISE(ABORT, 'kept'); END`)
	deleteIDs(t, d, docs[2].ID) // its checkpoint cannot empty the log
	retakenOnceAllowed(t, d, p, "keep_log", "the lost checkpoint")
}

// Two clients delete an original and then its heir before the first
// deletion has committed (the database held by another connection): the
// heir leaves its story as the report it became, not as the copy the
// database still called it, so the story's state is the one deleting
// them one after the other gives (the family's vector stayed in it).
func TestDeleteHeirWhileOriginalPending(t *testing.T) {
	docs := readExamples(t)
	const original, heir = "wire-transfer-01", "bulletin-transfer-02" // a family of two
	run := func(race bool) []byte {
		p := filepath.Join(t.TempDir(), "desk.db")
		d := openNoCheckpoints(t, p)
		defer d.Close()
		res := ingestBatches(t, d, docs, 4)
		if r := byID(res)[heir]; r.CopyOf != original {
			t.Fatalf("%s is no copy of %s (%+v)", heir, original, r)
		}
		if !race {
			deleteIDs(t, d, original, heir)
		} else {
			db, err := sql.Open("sqlite", p)
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			conn, err := db.Conn(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			if _, err := conn.ExecContext(context.Background(), `BEGIN IMMEDIATE`); err != nil {
				t.Fatal(err)
			}
			var wg sync.WaitGroup
			wg.Go(func() { deleteIDs(t, d, original) })
			underWay := func() bool {
				d.imu.Lock()
				defer d.imu.Unlock()
				return d.docs[d.ids[original]].deleted
			}
			for !underWay() {
				time.Sleep(time.Millisecond)
			}
			wg.Go(func() { deleteIDs(t, d, heir) })
			time.Sleep(50 * time.Millisecond)
			if _, err := conn.ExecContext(context.Background(), `ROLLBACK`); err != nil {
				t.Fatal(err)
			}
			conn.Close()
			wg.Wait()
		}
		state, err := d.stories.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		return state
	}
	if !bytes.Equal(run(true), run(false)) {
		t.Error("the story state after the two deletions in a race differs from the one after them in turn")
	}
}

// A deleted article leaves none of its words in the database file: not
// in its rows, the title index, the log of deletions, nor the story
// state saved at the stop (the document frequencies keep the surface
// word of every feature, counted or not, so the deleted article's names
// could stay there). Its story may be open, or closed (Remove must not
// leave a closed story's frequencies alone).
func TestDeletedArticleLeavesNoWords(t *testing.T) {
	docs := readExamples(t)
	secret := secretArticle()
	t.Run("open story", func(t *testing.T) {
		p := filepath.Join(t.TempDir(), "desk.db")
		d := openNoCheckpoints(t, p)
		ingestBatches(t, d, docs[:12], 4)
		ingestBatches(t, d, []copydesk.Document{secret}, 1)
		ingestBatches(t, d, docs[12:], 4)
		deleteIDs(t, d, secret.ID)
		d.Close() // saves the story state
		noSecretWords(t, p)
	})
	t.Run("closed story", func(t *testing.T) {
		// The secret first, then the examples 120 days on (the window is
		// 60): its story is closed when it is deleted.
		s := secret
		s.Published = time.Date(2026, 3, 11, 9, 0, 0, 0, time.UTC)
		p := filepath.Join(t.TempDir(), "desk.db")
		d := openNoCheckpoints(t, p)
		ingestBatches(t, d, []copydesk.Document{s}, 1)
		ingestBatches(t, d, examplesLater(t, 120), 4)
		if d.stories.Size(s.ID) != 0 {
			t.Fatalf("the secret's story %q is still open", s.ID)
		}
		deleteIDs(t, d, s.ID)
		d.Close() // saves the story state
		noSecretWords(t, p)
	})
}

// An original deleted from a closed story with its copy there, then the
// copy (now a report of the story, its heir): the document frequencies
// lose the family's features once, as when the copy goes first, a start
// replaying both deletions on the closed story comes back to the same
// state, and none of their words stay in the file. Reading the closed
// story's members is not possible, so whether the heir stands for the
// family there comes from the database (the heir a copy in the
// original's story), not from the assigner.
func TestDeleteFamilyFromClosedStory(t *testing.T) {
	x := secretArticle()
	x.Published = time.Date(2026, 3, 11, 9, 0, 0, 0, time.UTC)
	later := examplesLater(t, 120)
	run := func(order ...string) []byte {
		p := filepath.Join(t.TempDir(), "desk.db")
		d := openNoCheckpoints(t, p)
		res := ingestBatches(t, d, []copydesk.Document{x, exactCopy(x, "c1", "o1")}, 1)
		if res[1].Story != x.ID || res[1].CopyOf != x.ID {
			t.Fatalf("the copy: %+v", res[1])
		}
		ingestBatches(t, d, later, 4)
		if d.stories.Size(x.ID) != 0 {
			t.Fatalf("story %q is still open", x.ID)
		}
		deleteIDs(t, d, order...)
		state, err := d.stories.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		crashAndCheck(t, d, p, fmt.Sprint("deleted ", order), false).Close()
		noSecretWords(t, p)
		return state
	}
	if !bytes.Equal(run(x.ID, "c1"), run("c1", x.ID)) {
		t.Error("the story state after deleting the original then its copy differs from the one after the copy then the original")
	}
}

// secretArticle is an article whose words no other test article holds.
func secretArticle() copydesk.Document {
	return copydesk.Document{ID: "item-77", Source: "Vormsteadt Courier", Title: "Zorblaxian minister Quendrith resigns over Vormstead affair",
		Text: "The Zorblaxian minister Quendrith resigned on Tuesday over the Vormstead affair, officials in Grubnitz said. " +
			"Quendrith denied any wrongdoing in the Vormstead land deal."}
}

// examplesLater is the example corpus dated days later.
func examplesLater(t *testing.T, days int) []copydesk.Document {
	t.Helper()
	docs := readExamples(t)
	for i := range docs {
		if !docs[i].Published.IsZero() {
			docs[i].Published = docs[i].Published.AddDate(0, 0, days)
		}
	}
	return docs
}

// noSecretWords fails when the database at p (or its write-ahead log)
// holds a word of TestDeletedArticleLeavesNoWords's secret article.
func noSecretWords(t *testing.T, p string) {
	t.Helper()
	for _, f := range []string{p, p + "-wal"} {
		data, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		low := bytes.ToLower(data)
		for _, w := range []string{"zorblaxian", "quendrith", "vormstead", "grubnitz"} {
			if bytes.Contains(low, []byte(w)) {
				t.Errorf("%s still holds %q", filepath.Base(f), w)
			}
		}
	}
}

// When the start cannot save the state that would empty the log, the
// story stage takes a checkpoint itself instead of leaving the deleted
// texts for the next interval.
func TestStartSaveLostTakenAgain(t *testing.T) {
	docs := readExamples(t)
	p := crashedAfterDeletion(t, docs, true, docs[2].ID)
	rawSQL(t, p, `CREATE TRIGGER no_snapshot BEFORE INSERT ON snapshots BEGIN SELECT RAISE(ABORT, 'refused'); END`)
	d := openCheckpointing(t, p, 0)
	defer d.Close()
	retakenOnceAllowed(t, d, p, "no_snapshot", "the start that could not save")
}

// A burst of deletions whose last one comes within the gap after a
// checkpoint (ten times its encoding) is covered by a checkpoint of its
// own once the gap has passed, with no article coming (it waited for the
// next article, or the stop).
func TestIdleCheckpointAfterDeletions(t *testing.T) {
	docs := readExamples(t)
	d := openCheckpointing(t, filepath.Join(t.TempDir(), "desk.db"), 300*time.Millisecond)
	defer d.Close()
	ingestBatches(t, d, docs, 4)
	deleteIDs(t, d, docs[2].ID, docs[5].ID) // the first takes a checkpoint, the second comes within the gap
	if dels, _ := d.db.Deletions(context.Background()); len(dels) != 1 {
		t.Fatalf("the log holds %d deletions, want the one within the gap", len(dels))
	}
	if !logEmptied(t, d) {
		t.Error("three idle seconds after the burst the log still holds its last deletion")
	}
}

// With no checkpoint in the file (a crash before the first), the start
// replays every article and logged deletion from a new assigner and saves
// the result, so another crash replays only what comes after it. A file
// from before the log with an article deleted cannot be replayed so: it
// gets the open stories' members, and no warning, since no checkpoint was
// lost.
func TestRestartWithoutCheckpoint(t *testing.T) {
	docs := readExamples(t)
	for _, logged := range []bool{true, false} {
		p := crashedAfterDeletion(t, docs, false, docs[3].ID)
		if !logged {
			rawSQL(t, p, `DELETE FROM deletions`)
		}
		d, logs := openLoggingWarnings(t, p)
		if d.storiesFromStart != logged || d.storiesFromSnapshot {
			t.Errorf("deletion logged %v: state from every article %v, from a snapshot %v", logged, d.storiesFromStart, d.storiesFromSnapshot)
		}
		if logs.Len() > 0 {
			t.Errorf("deletion logged %v: the start warned:\n%s", logged, logs.String())
		}
		for _, s := range d.stories.Stories() {
			if d.stories.HasMember(s.ID, docs[3].ID) {
				t.Errorf("deletion logged %v: the deleted %s is a member of story %s", logged, docs[3].ID, s.ID)
			}
		}
		if !logged {
			d.Close()
			continue
		}
		ingestBatches(t, d, docs[20:24], 4)
		crashAndCompare(t, d, p, "a crash after the start that replayed every article").Close()
	}
}

// crashBeforeCheckpoint ingests docs in batches into a new desk that takes no
// checkpoint, crashes it and starts it again, checking that the story
// state came back from every article, byte for byte.
func crashBeforeCheckpoint(t *testing.T, docs []copydesk.Document, batch int) *Desk {
	t.Helper()
	p := filepath.Join(t.TempDir(), "desk.db")
	d := openNoCheckpoints(t, p)
	ingestBatches(t, d, docs, batch)
	return crashAndCheck(t, d, p, fmt.Sprintf("%d articles, no checkpoint", len(docs)), false)
}

// The first dated article sets the story clock alone, and a later one
// far behind moves it back (the first was a typo): a start with no
// checkpoint that replays from the first article must know it replays
// from the start (story.Assigner.RestoreFromStart), or the clock stays
// on the typo. A review found the state differing after one article, and
// after a typo year on the first, 7 of the 30 later articles in another
// story.
func TestRestartFromStartLoneClock(t *testing.T) {
	docs := readExamples(t)
	for _, k := range []int{1, 3} {
		in := slices.Clone(docs[:k])
		for i := 1; i < k; i++ {
			in[i].Published = time.Time{} // undated after the first
		}
		crashBeforeCheckpoint(t, in, 1).Close()
	}
	in := slices.Clone(docs)
	in[0].Published = in[0].Published.AddDate(10, 0, 0)
	d := openNoCheckpoints(t, filepath.Join(t.TempDir(), "whole.db"))
	want := ingestBatches(t, d, in, 1)
	wantClock := d.stories.Clock()
	d.Close()
	d = crashBeforeCheckpoint(t, in[:1], 1)
	got := ingestBatches(t, d, in[1:], 1)
	gotClock := d.stories.Clock()
	d.Close()
	if !gotClock.Equal(wantClock) {
		t.Errorf("clock after every article %v, without the crash %v", gotClock, wantClock)
	}
	if differ := countDiffer(t, "typo first", got, want[1:]); differ > 0 {
		t.Errorf("%d of %d later articles went to another story than without the crash", differ, len(got))
	}
}

// The database keeps publication times in whole seconds, read back in
// UTC; the desk hands the story stage the time as stored, so a zone
// offset or a fraction of a second does not make the replayed state
// differ from the run's (after a checkpoint too).
func TestRestartPublishedZoneAndFraction(t *testing.T) {
	docs := readExamples(t)
	for name, fix := range map[string]func(time.Time) time.Time{
		"offset":   func(p time.Time) time.Time { return p.In(time.FixedZone("", 2*3600)) },
		"fraction": func(p time.Time) time.Time { return p.Add(250 * time.Millisecond) },
	} {
		in := slices.Clone(docs[:12])
		for i := range in {
			in[i].Published = fix(in[i].Published)
		}
		crashBeforeCheckpoint(t, in, 4).Close()
		p := filepath.Join(t.TempDir(), "desk.db")
		d := openNoCheckpoints(t, p)
		d.checkpointReq.Store(true)
		ingestBatches(t, d, in, 4)
		crashAndCompare(t, d, p, name+", after a checkpoint").Close()
	}
}

// A start with no checkpoint that cannot replay every article for
// another reason than deletions not logged (here a damaged row of the
// log) has lost the exact state: it warns, as a start that cannot use
// its checkpoint does.
func TestRestartFromStartFailureWarns(t *testing.T) {
	docs := readExamples(t)
	p := crashedAfterDeletion(t, docs, false, docs[3].ID)
	rawSQL(t, p, `UPDATE deletions SET published = 'not a time'`)
	d, logs := openLoggingWarnings(t, p)
	defer d.Close()
	if d.storiesFromStart {
		t.Fatal("the start rebuilt the state: the damaged row was read")
	}
	if !bytes.Contains(logs.Bytes(), []byte("story state not restored")) {
		t.Errorf("the start lost the exact story state and did not warn:\n%s", logs.String())
	}
}

// openLoggingWarnings is openNoCheckpoints with the warnings the desk
// logs as it loads gathered in the buffer returned.
func openLoggingWarnings(t *testing.T, path string) (*Desk, *bytes.Buffer) {
	t.Helper()
	var logs bytes.Buffer
	d, err := Open(context.Background(), path, Options{Now: func() time.Time { return testNow }, Checkpoint: -1,
		Logger: slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelWarn}))})
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Wait(context.Background()); err != nil {
		t.Fatal(err)
	}
	return d, &logs
}

// crashedAfterDeletion is the file of a desk that took docs[:20] (with a
// checkpoint with the first article when checkpoint is set, none ever
// otherwise), deleted the articles ids name and crashed.
func crashedAfterDeletion(t *testing.T, docs []copydesk.Document, checkpoint bool, ids ...string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "desk.db")
	d := openNoCheckpoints(t, p)
	d.checkpointReq.Store(checkpoint)
	ingestBatches(t, d, docs[:20], 4)
	deleteIDs(t, d, ids...)
	d.noSaveAtStop = true
	d.Close()
	return p
}

// retakenOnceAllowed checks that the log holds the one deletion a
// checkpoint refused by trigger could not take out, drops the trigger and
// waits, idle, for a checkpoint to empty the log after what failed.
func retakenOnceAllowed(t *testing.T, d *Desk, path, trigger, failed string) {
	t.Helper()
	if dels, _ := d.db.Deletions(context.Background()); len(dels) != 1 {
		t.Fatalf("the log holds %d deletions after %s, want 1", len(dels), failed)
	}
	rawSQL(t, path, `DROP TRIGGER `+trigger)
	if !logEmptied(t, d) {
		t.Errorf("three idle seconds after %s the log still holds the deletion", failed)
	}
}

// A near copy in its original's story: deleted after the original (as
// its heir, a report in the story then) or before it, it takes its own
// words out and the original's leave with the original, story open or
// closed; the state is the same in either order, and a start replays it
// (the heir's text read from the database, or from the log once it is
// deleted too).
func TestDeleteNearCopyFamily(t *testing.T) {
	x := secretArticle()
	x.Text += " The ministry would not comment on the resignation. " +
		"Opposition leaders called for an inquiry into the land deal. " +
		"A vote on the inquiry is expected next week."
	c1 := exactCopy(x, "c1", "o1")
	c1.Text = strings.Replace(c1.Text, "officials in Grubnitz said", "officials in Plotzburg said", 1)
	for _, closed := range []bool{false, true} {
		// run deletes in order, with a crash and a start between the two
		// deletions (the heir's text read from the database at the start)
		// or none (both deletions in the log at the start, the heir's
		// text read from its own).
		run := func(between bool, order ...string) []byte {
			p := filepath.Join(t.TempDir(), "desk.db")
			d := openNoCheckpoints(t, p)
			x, c1, later := x, c1, readExamples(t)
			if closed {
				x.Published = time.Date(2026, 3, 11, 9, 0, 0, 0, time.UTC)
				c1.Published = x.Published.Add(time.Minute)
				later = examplesLater(t, 120)
			}
			res := ingestBatches(t, d, []copydesk.Document{x, c1}, 1)
			if res[1].Story != x.ID || res[1].CopyOf != x.ID {
				t.Fatalf("the copy: %+v", res[1])
			}
			ingestBatches(t, d, later, 4)
			if open := d.stories.Size(x.ID) != 0; open == closed {
				t.Fatalf("story %q open: %v", x.ID, open)
			}
			name := fmt.Sprintf("closed %v, deleted %v, a start between %v", closed, order, between)
			deleteIDs(t, d, order[0])
			if between {
				d = crashAndCheck(t, d, p, name+": the first", false)
			}
			deleteIDs(t, d, order[1])
			state, err := d.stories.MarshalBinary()
			if err != nil {
				t.Fatal(err)
			}
			for _, w := range []string{"zorblaxian", "quendrith", "grubnitz", "plotzburg"} {
				if bytes.Contains(bytes.ToLower(state), []byte(w)) {
					t.Errorf("%s: the story state still holds %q", name, w)
				}
			}
			// A start between saved its state: the second takes it.
			crashAndCheck(t, d, p, name, between).Close()
			noSecretWords(t, p)
			return state
		}
		want := run(false, "c1", x.ID)
		for _, between := range []bool{false, true} {
			for _, order := range [][]string{{x.ID, "c1"}, {"c1", x.ID}} {
				if !bytes.Equal(run(between, order...), want) {
					t.Errorf("closed %v, a start between %v: the story state after deleting %v differs from the one after deleting the copy then the original", closed, between, order)
				}
			}
		}
	}
}

// Two callers ingest the same articles (and exact copies of them under
// ids of their own) at once while a third deletes ids at random, some
// still on their way through the pipeline: every answer is one of the
// documented ones, the desk never warns that a deletion's heir moved
// under it, and a start after a crash has the story state the run had.
func TestRestartConcurrentSameIDsAndDeletions(t *testing.T) {
	base := examplesFourTimes(t)
	var docs []copydesk.Document
	for i, d := range base {
		docs = append(docs, d)
		if i%3 == 0 {
			docs = append(docs, exactCopy(d, d.ID+"-copy", "copy-outlet"))
		}
	}
	deleted, heirs := 0, 0
	for seed := range uint64(6) {
		p := filepath.Join(t.TempDir(), "desk.db")
		var logs bytes.Buffer
		d, err := Open(context.Background(), p, Options{Now: func() time.Time { return testNow }, Checkpoint: -1,
			Logger: slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelWarn}))})
		if err != nil {
			t.Fatal(err)
		}
		if err := d.Wait(context.Background()); err != nil {
			t.Fatal(err)
		}
		d.checkpointReq.Store(true)
		var ingest sync.WaitGroup
		for w := range 2 {
			ingest.Go(func() {
				rng := rand.New(rand.NewPCG(seed, uint64(w)))
				for lo := 0; lo < len(docs); {
					hi := min(len(docs), lo+1+rng.IntN(4))
					res, err := d.Ingest(context.Background(), docs[lo:hi])
					if err != nil {
						t.Error(err)
						return
					}
					for _, r := range res {
						if r.Status == StatusError && !errors.Is(r.Err, ErrDeleted) {
							t.Errorf("%s: %v", r.ID, r.Err)
						}
					}
					lo = hi
				}
			})
		}
		stop := make(chan struct{})
		var deleter sync.WaitGroup
		deleter.Go(func() {
			rng := rand.New(rand.NewPCG(seed, 99))
			for {
				select {
				case <-stop:
					return
				default:
				}
				id := docs[rng.IntN(len(docs))].ID
				if _, err := d.Delete(context.Background(), id); err == nil {
					deleted++
				} else if !errors.Is(err, ErrDeleted) && !errors.Is(err, ErrNotFound) {
					t.Error(err)
				}
				if rng.IntN(8) == 0 {
					d.checkpointReq.Store(true)
				}
				time.Sleep(time.Duration(rng.IntN(200)) * time.Microsecond)
			}
		})
		ingest.Wait()
		close(stop)
		deleter.Wait()
		if dels, err := d.db.Deletions(context.Background()); err == nil {
			for _, x := range dels {
				if x.Heir != "" {
					heirs++
				}
			}
		}
		if strings.Contains(logs.String(), "heir") {
			t.Errorf("seed %d: %s", seed, logs.String())
		}
		crashAndCompare(t, d, p, fmt.Sprintf("seed %d", seed)).Close()
	}
	t.Logf("%d deletions, %d with an heir in the log at the crash", deleted, heirs)
	if deleted < 20 {
		t.Errorf("%d deletions: the test tests too little", deleted)
	}
}
