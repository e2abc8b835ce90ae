package desk

import (
	"context"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/copydesk/copydesk"
)

// stepClock is a clock that moves on a second at each reading; hold
// makes the next reading wait, once taken, until release is closed.
type stepClock struct {
	mu   sync.Mutex
	t    time.Time
	hold chan struct{} // the next reading blocks on it
	held chan struct{} // closed when that reading has its time
}

func (c *stepClock) now() time.Time {
	c.mu.Lock()
	c.t = c.t.Add(time.Second)
	t, hold, held := c.t, c.hold, c.held
	c.hold, c.held = nil, nil
	c.mu.Unlock()
	if hold != nil {
		close(held)
		<-hold
	}
	return t
}

// holdNext makes the next reading of the clock wait until release is
// called; held is closed once it has its time.
func (c *stepClock) holdNext() (held <-chan struct{}, release func()) {
	c.mu.Lock()
	defer c.mu.Unlock()
	hold := make(chan struct{})
	c.hold, c.held = hold, make(chan struct{})
	return c.held, func() { close(hold) }
}

// A poller that asks for the stories changed since the latest `updated`
// it has seen sees every story, also when two clients ingest at once and
// the one that came first commits last (a large batch taking its time
// before the copy index). Stamped with the time the request came, such a
// story would be stamped before one the poller had already seen, and it
// would never see it (one client posting batches of 1,000 and another
// single articles).
func TestStoriesSinceFollowsCommits(t *testing.T) {
	docs := readExamples(t)
	first, second := docs[0], docs[24] // two stories
	clock := &stepClock{t: testNow}
	d, err := Open(context.Background(), filepath.Join(t.TempDir(), "desk.db"), Options{Now: clock.now})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	if err := d.Wait(context.Background()); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	seen := map[string]bool{}
	var since time.Time
	poll := func() {
		ss, err := d.Stories(ctx, StoryQuery{Since: since, Limit: 1000})
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range ss {
			seen[s.ID] = true
			if s.Updated.After(since) {
				since = s.Updated
			}
		}
	}

	// The first client reads the clock, and waits; the second ingests
	// and is answered; the poller sees its story; then the first goes on.
	held, release := clock.holdNext()
	firstDone := make(chan error, 1)
	go func() {
		_, err := d.Ingest(ctx, []copydesk.Document{first})
		firstDone <- err
	}()
	<-held
	if _, err := d.Ingest(ctx, []copydesk.Document{second}); err != nil {
		t.Fatal(err)
	}
	poll()
	release()
	if err := <-firstDone; err != nil {
		t.Fatal(err)
	}
	poll()
	for _, id := range []string{first.ID, second.ID} {
		if !seen[id] {
			t.Errorf("the poller never saw story %q", id)
		}
	}

	// A deletion is stamped when it is written too: the story it leaves
	// is seen again.
	third := exactCopy(second, "copy-of-second", "Copier")
	if _, err := d.Ingest(ctx, []copydesk.Document{third}); err != nil {
		t.Fatal(err)
	}
	poll()
	clear(seen)
	if _, err := d.Delete(ctx, third.ID); err != nil {
		t.Fatal(err)
	}
	poll()
	if !seen[second.ID] {
		t.Errorf("after a deletion from story %q the poller did not see it again", second.ID)
	}
}

// The updated times never go back, not even when the clock does across a
// restart: a poller's since stays good.
func TestStoriesUpdatedNeverGoesBack(t *testing.T) {
	docs := readExamples(t)
	p := filepath.Join(t.TempDir(), "desk.db")
	ctx := context.Background()
	open := func(now time.Time) *Desk {
		d, err := Open(ctx, p, Options{Now: func() time.Time { return now }})
		if err != nil {
			t.Fatal(err)
		}
		if err := d.Wait(ctx); err != nil {
			t.Fatal(err)
		}
		return d
	}
	d := open(testNow)
	if _, err := d.Ingest(ctx, docs[:1]); err != nil {
		t.Fatal(err)
	}
	d.Close()
	d = open(testNow.Add(-time.Hour)) // the clock set back
	defer d.Close()
	if _, err := d.Ingest(ctx, docs[24:25]); err != nil {
		t.Fatal(err)
	}
	ss, err := d.Stories(ctx, StoryQuery{Since: testNow, Limit: 10})
	if err != nil {
		t.Fatal(err)
	}
	if len(ss) != 2 || ss[0].ID != docs[24].ID {
		var got []string
		for _, s := range ss {
			got = append(got, s.ID+" "+s.Updated.String())
		}
		t.Errorf("stories changed since %v, newest first: %q, want %s then %s", testNow, got, docs[24].ID, docs[0].ID)
	}
}

// A clock that once reads far ahead (a wrong system time, put right a
// moment later) leaves `updated` there: the next change is stamped with
// the far time, not the right one, and a poller that saw the far stamp
// sees it. A stamp bounded by the right clock would go back, and that
// poller, asking for what changed since the far stamp, would never see
// the story again (nor any other until the real time passed it).
func TestStampAfterClockJumpAhead(t *testing.T) {
	docs := readExamples(t)
	ctx := context.Background()
	var mu sync.Mutex
	now := testNow.AddDate(10, 0, 0) // the wrong time
	d, err := Open(ctx, filepath.Join(t.TempDir(), "desk.db"), Options{Now: func() time.Time {
		mu.Lock()
		defer mu.Unlock()
		return now
	}})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	if err := d.Wait(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Ingest(ctx, docs[:1]); err != nil {
		t.Fatal(err)
	}
	ss, err := d.Stories(ctx, StoryQuery{Limit: 10})
	if err != nil || len(ss) != 1 {
		t.Fatalf("%d stories, %v", len(ss), err)
	}
	since := ss[0].Updated
	mu.Lock()
	now = testNow // put right
	mu.Unlock()
	if _, err := d.Ingest(ctx, docs[24:25]); err != nil {
		t.Fatal(err)
	}
	ss, err = d.Stories(ctx, StoryQuery{Since: since, Limit: 10})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range ss {
		got = append(got, s.ID+" "+s.Updated.String())
	}
	if len(ss) != 2 || !ss[0].Updated.Equal(since) || !ss[1].Updated.Equal(since) {
		t.Errorf("stories changed since the far stamp %v: %q, want both stories, stamped then", since, got)
	}
}
