// Package growth checks, in tests, that work grows about linearly with the
// size of its input. A fixed time limit fails on a slow or busy machine
// (CI's two cores, a whole suite running at once) and must be set so loose
// that it barely catches a quadratic regression; the ratio between two
// sizes holds on any machine.
package growth

import (
	"testing"
	"time"
)

// Scale is how much larger the second size is than the first.
const Scale = 4

// MaxRatio is the largest time ratio between the two sizes taken for
// linear growth: linear work gives about Scale (4), quadratic Scale² (16);
// the bar lies between, with room for n log n and for noise.
const MaxRatio = 9

// floor is a time below which the larger run is not measured against the
// smaller: timer and scheduler noise dominate there.
const floor = 20 * time.Millisecond

// Linear runs f at size n three times and at Scale·n until one run takes
// under MaxRatio times the fastest small run (at most three times), and
// fails t when none does.
func Linear(t testing.TB, n int, f func(n int)) {
	t.Helper()
	small := time.Duration(1<<63 - 1)
	for range 3 {
		if d := timed(n, f); d < small {
			small = d
		}
	}
	var big time.Duration
	for range 3 {
		big = timed(Scale*n, f)
		if big < floor || float64(big) <= MaxRatio*float64(small) {
			return
		}
	}
	t.Errorf("size %d took %v, size %d took %v: %.1f times for %d times the input, want at most %d (linear)",
		n, small, Scale*n, big, float64(big)/float64(small), Scale, MaxRatio)
}

func timed(n int, f func(n int)) time.Duration {
	start := time.Now()
	f(n)
	return time.Since(start)
}
