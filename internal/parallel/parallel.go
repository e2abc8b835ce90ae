// Package parallel runs the items of a job on several goroutines, each
// taking the next item when it is free, so that a few large items at the
// start do not hold the rest back behind one worker.
package parallel

import (
	"sync"
	"sync/atomic"
)

// For calls fn(worker, i) for every i in [0, n) on up to workers
// goroutines (worker in [0, workers): an index to per-worker scratch),
// and returns when all calls have. With one worker, or one item, it
// runs them in order on the caller's goroutine.
func For(n, workers int, fn func(worker, i int)) {
	if workers <= 1 || n < 2 {
		for i := range n {
			fn(0, i)
		}
		return
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := range min(workers, n) {
		wg.Go(func() {
			for i := int(next.Add(1)) - 1; i < n; i = int(next.Add(1)) - 1 {
				fn(w, i)
			}
		})
	}
	wg.Wait()
}
