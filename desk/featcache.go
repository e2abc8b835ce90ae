package desk

import "sync"

// featCache keeps the verification features of recently stored articles
// in memory, so that checking a new article against its candidates reads
// the database only for older ones (copies tend to follow their original
// closely). Two generations: when the current one holds its share of the
// budget it becomes the old one and the old one is dropped; a hit in the
// old one moves the entry to the current one.
type featCache struct {
	mu       sync.Mutex
	cur, old map[int32][]byte
	curBytes int
	budget   int // bytes per generation
}

func newFeatCache(bytes int) *featCache {
	return &featCache{cur: map[int32][]byte{}, old: map[int32][]byte{}, budget: max(bytes/2, 1)}
}

func (c *featCache) get(seq int32) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if b, ok := c.cur[seq]; ok {
		return b, true
	}
	b, ok := c.old[seq]
	if ok {
		delete(c.old, seq)
		c.putLocked(seq, b)
	}
	return b, ok
}

func (c *featCache) put(seq int32, b []byte) {
	c.mu.Lock()
	c.putLocked(seq, b)
	c.mu.Unlock()
}

func (c *featCache) putLocked(seq int32, b []byte) {
	if _, ok := c.cur[seq]; ok {
		return
	}
	if c.curBytes+len(b) > c.budget && len(c.cur) > 0 {
		c.old, c.cur, c.curBytes = c.cur, make(map[int32][]byte, len(c.cur)), 0
	}
	c.cur[seq] = b
	c.curBytes += len(b) + 64
}

func (c *featCache) drop(seq int32) {
	c.mu.Lock()
	if b, ok := c.cur[seq]; ok {
		c.curBytes -= len(b) + 64
		delete(c.cur, seq)
	}
	delete(c.old, seq)
	c.mu.Unlock()
}
