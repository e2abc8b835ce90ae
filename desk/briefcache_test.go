package desk

import (
	"context"
	"path/filepath"
	"testing"
	"time"
)

// A full brief cache drops the brief read longest ago, not the one it
// has just made room for (it did: once BriefCache stories had been read,
// no other story's brief was kept, and every read wrote it again).
func TestBriefCacheKeepsNewest(t *testing.T) {
	ctx := context.Background()
	d, err := Open(ctx, filepath.Join(t.TempDir(), "desk.db"), Options{Now: func() time.Time { return testNow }, BriefCache: 2})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	d.Wait(ctx)
	if _, err := d.Ingest(ctx, readExamples(t)); err != nil {
		t.Fatal(err)
	}
	ss, err := d.Stories(ctx, StoryQuery{Limit: 3})
	if err != nil || len(ss) < 3 {
		t.Fatalf("stories: %v, %v", ss, err)
	}
	for _, s := range ss {
		if _, err := d.Story(ctx, s.ID); err != nil {
			t.Fatal(err)
		}
	}
	d.background.Wait()
	before := d.m.briefMisses.Value()
	if _, err := d.Story(ctx, ss[2].ID); err != nil {
		t.Fatal(err)
	}
	d.briefs.mu.Lock()
	_, first := d.briefs.m[ss[0].ID]
	_, last := d.briefs.m[ss[2].ID]
	n := len(d.briefs.m)
	d.briefs.mu.Unlock()
	if first || !last || n != 2 || d.m.briefMisses.Value() != before {
		t.Errorf("cache of 2 after reading 3 stories: oldest kept %v, newest kept %v, %d entries; the newest read again missed %d times",
			first, last, n, d.m.briefMisses.Value()-before)
	}
}

// Close does not wait for the briefs queued behind the two being written:
// a rebuild still waiting for a slot gives up when the desk closes (it
// waited for its slot for ever, so a stop could stall behind a queue).
func TestCloseSkipsQueuedBriefs(t *testing.T) {
	ctx := context.Background()
	d := openDesk(t, filepath.Join(t.TempDir(), "desk.db"))
	if _, err := d.Ingest(ctx, readExamples(t)); err != nil {
		t.Fatal(err)
	}
	ss, err := d.Stories(ctx, StoryQuery{Limit: 3})
	if err != nil || len(ss) < 3 {
		t.Fatalf("stories: %v, %v", ss, err)
	}
	// Both slots taken, as by two long briefs; the readers give up at
	// once and leave their rebuilds queued.
	for range cap(d.briefs.sem) {
		d.briefs.sem <- struct{}{}
	}
	gone, cancel := context.WithCancel(ctx)
	cancel()
	for _, s := range ss {
		if _, err := d.briefOf(gone, s.ID, 0); err == nil {
			t.Fatalf("story %s: a brief with every slot taken", s.ID)
		}
	}
	closed := make(chan error, 1)
	go func() { closed <- d.Close() }()
	select {
	case err := <-closed:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		for range cap(d.briefs.sem) {
			<-d.briefs.sem // let the queued briefs through, so Close ends
		}
		<-closed
		t.Fatalf("Close waited for %d queued briefs", len(ss))
	}
	d.briefs.mu.Lock()
	defer d.briefs.mu.Unlock()
	for _, s := range ss {
		if e := d.briefs.m[s.ID]; e == nil || e.building || e.err == nil {
			t.Errorf("story %s: entry %+v, want a finished build with an error", s.ID, e)
		}
	}
}
