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
	// held: stories an article leaves in a transaction being written
	// (writer): until the cache is told it committed, a brief read is
	// written for the reader alone, neither taken from the cache nor kept
	// there (one written before the commit would quote the article).
	held map[string]int
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
	return &briefCache{m: map[string]*briefEntry{}, cap: n, sem: make(chan struct{}, 2), held: map[string]int{}}
}

// briefOf returns the brief of story id for version, or the latest one
// written when a newer is on its way.
func (d *Desk) briefOf(ctx context.Context, id string, version int) (briefEntry, error) {
	c := d.briefs
	c.mu.Lock()
	if c.held[id] > 0 {
		c.mu.Unlock()
		d.m.briefMisses.Inc()
		return d.briefUncached(ctx, id, version)
	}
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

// briefUncached writes the brief of story id for one reader, as briefOf
// does on a miss, without the cache.
func (d *Desk) briefUncached(ctx context.Context, id string, version int) (briefEntry, error) {
	c := d.briefs
	select {
	case c.sem <- struct{}{}:
	case <-ctx.Done():
		return briefEntry{}, ctx.Err()
	}
	b, docs, err := d.buildBrief(ctx, id)
	<-c.sem
	switch {
	case errors.Is(err, errNoStory):
		return briefEntry{}, fmt.Errorf("%w: no story %q", ErrNotFound, id)
	case err != nil:
		return briefEntry{}, fmt.Errorf("writing the brief of story %q: %w", id, err)
	}
	return briefEntry{version: version, brief: b, docs: docs}, nil
}

// rebuild writes the brief of story id in the background. It runs within
// the desk's lifetime, not for ever: Close waits for the rebuilds under
// way, and one still queued for a slot must give up at once rather than
// hold up a stop behind the briefs queued before it.
func (d *Desk) rebuild(id string, version int, e *briefEntry) {
	c := d.briefs
	var (
		b    *brief.Brief
		docs []brief.Doc
		err  error
	)
	select {
	case c.sem <- struct{}{}:
		// select picks at random when both are ready: a slot taken
		// after Close began builds nothing
		if err = d.life.Err(); err == nil {
			ctx, cancel := context.WithTimeout(d.life, 5*time.Minute)
			b, docs, err = d.buildBrief(ctx, id)
			cancel()
		} else {
			err = fmt.Errorf("the desk is closing: %w", err)
		}
		<-c.sem
	case <-d.life.Done():
		err = fmt.Errorf("the desk is closing: %w", d.life.Err())
	}
	if err != nil && d.life.Err() == nil {
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

// hold is called before a transaction in which an article leaves story
// id is written, release once it committed (or failed): release drops the
// story's brief, since a brief quoting the deleted article must not be
// served, not even while the next one is written (a build under way
// finishes into the entry dropped). The hold covers the moment between
// the commit and the release, when the story read is the one without the
// article and the cached brief still the one with it, which would be
// served then.
func (c *briefCache) hold(id string) {
	c.mu.Lock()
	c.held[id]++
	c.mu.Unlock()
}

func (c *briefCache) release(id string) {
	c.mu.Lock()
	delete(c.m, id)
	if c.held[id]--; c.held[id] <= 0 {
		delete(c.held, id)
	}
	c.mu.Unlock()
}
