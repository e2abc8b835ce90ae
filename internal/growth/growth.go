// Package growth checks, in tests, that work grows about linearly with the
// size of its input. A fixed time limit fails on a slow or busy machine
// (CI's two cores, a whole suite running at once) and must be set so loose
// that it barely catches a quadratic regression; the ratio between two
// sizes holds on any machine.
package growth

import (
	"runtime"
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

// Linear times the work setup returns for size n and for size Scale·n,
// three runs of each taken in turn, and fails t when the fastest large
// run took more than MaxRatio times the fastest small one. Times are the
// process's CPU time where the system tells it (other processes on a
// busy machine do not count), else wall time; runs taken in turn meet
// the same spells of load. setup builds the input outside the timing, so
// that building it (and the collector reclaiming it) does not count.
func Linear(t testing.TB, n int, setup func(n int) (work func())) {
	t.Helper()
	smallWork, bigWork := setup(n), setup(Scale*n)
	small, big := time.Duration(1<<63-1), time.Duration(1<<63-1)
	for range 3 {
		small = min(small, timed(smallWork))
		big = min(big, timed(bigWork))
	}
	if big < floor || float64(big) <= MaxRatio*float64(small) {
		return
	}
	t.Errorf("size %d took %v, size %d took %v: %.1f times for %d times the input, want at most %d (linear)",
		n, small, Scale*n, big, float64(big)/float64(small), Scale, MaxRatio)
}

func timed(work func()) time.Duration {
	runtime.GC() // not the garbage of the run before
	start := now()
	work()
	return now() - start
}

// now reads one clock for the whole test run: the process's CPU time when
// the system tells it at the first reading, else wall time, never a
// mixture.
var now = func() func() time.Duration {
	if _, ok := cpuTime(); ok {
		return func() time.Duration { d, _ := cpuTime(); return d }
	}
	epoch := time.Now()
	return func() time.Duration { return time.Since(epoch) }
}()
