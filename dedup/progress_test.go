package dedup

import (
	"context"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// TestProgressOneCallAtATime: Relations calls progress from one goroutine
// at a time, with counts that never go back, as a caller's callback may
// assume (it was called by every verifying goroutine at once, outside
// their lock, so counts could also arrive out of order).
func TestProgressOneCallAtATime(t *testing.T) {
	// A family of near-duplicates: thousands of candidate pairs, many
	// chunks for the verifying goroutines.
	words := numbered("w", 400)
	var texts []string
	for i := range 120 {
		doc := append([]string{}, words...)
		doc[i] = fmt.Sprintf("edit%d", i)
		texts = append(texts, strings.Join(doc, " "))
	}
	c, src := buildCorpus(t, texts, Options{})
	var inside, overlaps, calls atomic.Int32
	last := map[int]int{} // the last count reported, per total
	_, _, err := c.Relations(context.Background(), src, 4, func(done, total int) {
		if inside.Add(1) > 1 {
			overlaps.Add(1)
		}
		defer inside.Add(-1)
		calls.Add(1)
		time.Sleep(100 * time.Microsecond) // widen the window
		if done < last[total] {
			t.Errorf("progress went back from %d to %d of %d", last[total], done, total)
		}
		last[total] = done
	})
	if err != nil {
		t.Fatal(err)
	}
	if calls.Load() < 8 {
		t.Fatalf("progress called %d times: too few to tell", calls.Load())
	}
	if n := overlaps.Load(); n > 0 {
		t.Errorf("progress called while another call ran, %d times", n)
	}
}
