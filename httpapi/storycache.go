package httpapi

import (
	"sync"
)

// storyCache keeps the encoded answers of GET /api/stories/{id}: a read
// of a story that has not changed since costs one row lookup (its tag)
// instead of reading its articles and encoding its brief again, which
// matters when a story is read often while articles keep arriving. Only
// complete answers are kept (a brief written for the story's current
// state); the entries are bounded in bytes.
type storyCache struct {
	mu       sync.Mutex
	m        map[storyKey]cachedStory
	size     int
	maxBytes int
}

type storyKey struct {
	id        string
	withBrief bool
}

type cachedStory struct {
	tag  string
	body []byte
}

func newStoryCache(maxBytes int) *storyCache {
	return &storyCache{m: map[storyKey]cachedStory{}, maxBytes: maxBytes}
}

// get returns the answer kept for k if it was encoded for tag.
func (c *storyCache) get(k storyKey, tag string) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.m[k]
	if !ok || e.tag != tag {
		return nil, false
	}
	return e.body, true
}

// put keeps body as the answer for k in state tag, dropping other
// entries (in map order: any will do) to stay within the byte bound.
func (c *storyCache) put(k storyKey, tag string, body []byte) {
	if len(body) > c.maxBytes/8 {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if old, ok := c.m[k]; ok {
		c.size -= len(old.body)
		delete(c.m, k)
	}
	for other, e := range c.m {
		if c.size+len(body) <= c.maxBytes {
			break
		}
		c.size -= len(e.body)
		delete(c.m, other)
	}
	c.m[k] = cachedStory{tag: tag, body: body}
	c.size += len(body)
}
