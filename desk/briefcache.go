package desk

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/copydesk/copydesk/brief"
)

// briefCache keeps the briefs of the stories read last. A brief is
// written once per story version; while a newer one is being written,
// readers get the previous one. At most two briefs are written at a time,
// so that a burst of reads cannot take the cores from ingest.
type briefCache struct {
	mu   sync.Mutex
	m    map[string]*briefEntry
	cap  int
	tick uint64
	sem  chan struct{}
}

type briefEntry struct {
	version  int // story version of brief; -1 before the first
	brief    *brief.Brief
	docs     []brief.Doc
	err      error
	building bool
	done     chan struct{} // closed when the build under way finishes
	used     uint64
}

func newBriefCache(n int) *briefCache {
	return &briefCache{m: map[string]*briefEntry{}, cap: n, sem: make(chan struct{}, 2)}
}

// briefOf returns the brief of story id for version, or the latest one
// written when a newer is on its way.
func (d *Desk) briefOf(ctx context.Context, id string, version int) (briefEntry, error) {
	c := d.briefs
	c.mu.Lock()
	c.tick++
	e := c.m[id]
	if e == nil {
		// Marked as just read before evicting, or it would be the oldest.
		e = &briefEntry{version: -1, used: c.tick}
		c.m[id] = e
		c.evict()
	}
	e.used = c.tick
	if e.brief != nil && e.version >= version {
		d.m.briefHits.Inc()
		out := *e
		c.mu.Unlock()
		return out, nil
	}
	if !e.building {
		e.building, e.done = true, make(chan struct{})
		d.background.Add(1)
		go func() {
			defer d.background.Done()
			d.rebuild(id, version, e)
		}()
	}
	if e.brief != nil {
		d.m.briefStale.Inc()
		out := *e
		c.mu.Unlock()
		return out, nil
	}
	d.m.briefMisses.Inc()
	done := e.done
	c.mu.Unlock()
	select {
	case <-done:
	case <-ctx.Done():
		return briefEntry{}, ctx.Err()
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if e.brief == nil {
		if errors.Is(e.err, errNoStory) {
			return briefEntry{}, fmt.Errorf("%w: no story %q", ErrNotFound, id)
		}
		return briefEntry{}, fmt.Errorf("writing the brief of story %q: %w", id, e.err)
	}
	return *e, nil
}

func (d *Desk) rebuild(id string, version int, e *briefEntry) {
	c := d.briefs
	c.sem <- struct{}{}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	b, docs, err := d.buildBrief(ctx, id)
	cancel()
	<-c.sem
	if err != nil {
		d.log.Warn("writing a brief failed", "story", id, "err", err)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if err == nil {
		e.brief, e.docs, e.version, e.err = b, docs, version, nil
	} else {
		e.err = err
	}
	e.building = false
	close(e.done)
}

// evict drops the least recently read entries beyond the cap (not those
// being written). The caller holds mu.
func (c *briefCache) evict() {
	for len(c.m) > c.cap {
		var oldest string
		var at uint64
		for id, e := range c.m {
			if !e.building && (oldest == "" || e.used < at) {
				oldest, at = id, e.used
			}
		}
		if oldest == "" {
			return
		}
		delete(c.m, oldest)
	}
}

// invalidate is called when an article joined a story; the version
// check does the work, so entries stay (a stale brief is better than
// none).
func (c *briefCache) invalidate(string) {}

// forget drops the brief of story id once an article has left it: a brief
// quoting the deleted article must not be served, not even while the next
// one is written (a build under way finishes into the entry dropped).
func (c *briefCache) forget(id string) {
	c.mu.Lock()
	delete(c.m, id)
	c.mu.Unlock()
}
