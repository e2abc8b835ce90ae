package parallel

import (
	"sync/atomic"
	"testing"
)

// Every item is done exactly once, each worker index is in range, and
// with one worker the items come in order.
func TestFor(t *testing.T) {
	for _, c := range []struct{ n, workers int }{{0, 4}, {1, 4}, {7, 1}, {100, 3}, {3, 8}} {
		counts := make([]atomic.Int32, c.n)
		var order []int
		For(c.n, c.workers, func(w, i int) {
			if w < 0 || w >= max(c.workers, 1) {
				t.Errorf("n %d workers %d: worker %d", c.n, c.workers, w)
			}
			counts[i].Add(1)
			if c.workers == 1 {
				order = append(order, i)
			}
		})
		for i := range counts {
			if got := counts[i].Load(); got != 1 {
				t.Errorf("n %d workers %d: item %d done %d times", c.n, c.workers, i, got)
			}
		}
		for k, i := range order {
			if i != k {
				t.Fatalf("one worker: item %d at position %d", i, k)
			}
		}
	}
}
