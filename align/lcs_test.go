package align

import (
	"math/rand/v2"
	"testing"
	"time"
)

func TestLCSBitParallel(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for n := 0; n < 2000; n++ {
		a := make([]uint64, r.IntN(70))
		b := make([]uint64, r.IntN(70))
		for i := range a {
			a[i] = uint64(r.IntN(6))
		}
		for i := range b {
			b[i] = uint64(r.IntN(6))
		}
		want := lcsDP(a, b)
		if len(a) > len(b) {
			want = lcsDP(b, a)
		}
		if got := lcs(a, b); got != want {
			t.Fatalf("lcs(%v, %v) = %d, want %d", a, b, got, want)
		}
	}
}

// Very long sequences (a run-on sentence of scraped text) are matched
// chunk by chunk: linear time, a common subsequence no longer than the
// longest, exact for sequences that differ by substitutions only. Two of
// 120,000 terms took 30 s with the whole dynamic programming.
func TestLCSLongSequences(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	long := func(n int) []uint64 {
		s := make([]uint64, n)
		for i := range s {
			s[i] = uint64(r.IntN(5000))
		}
		return s
	}
	a := long(120_000)
	b := append([]uint64(nil), a...)
	for i := 0; i < len(b); i += 997 {
		b[i] = 1 << 40 // substitutions
	}
	subs := (len(b) + 996) / 997
	start := time.Now()
	if got, want := lcs(a, b), len(a)-subs; got != want {
		t.Errorf("lcs of two sequences differing by %d substitutions = %d, want %d", subs, got, want)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("lcs of two sequences of 120,000 terms took %v", d)
	}
	// Beyond the chunk, against the whole dynamic programming: never
	// longer, and close for sequences with a few insertions.
	for n := 0; n < 20; n++ {
		x := long(lcsChunk + 1 + r.IntN(3*lcsChunk))
		y := append([]uint64(nil), x...)
		for k := 0; k < 5; k++ {
			i := r.IntN(len(y))
			y = append(y[:i], append([]uint64{1 << 41}, y[i:]...)...)
		}
		got, exact := lcs(x, y), lcsDP(x, y)
		if got > exact || float64(got) < 0.95*float64(exact) {
			t.Errorf("lcs of %d and %d terms = %d, exact %d", len(x), len(y), got, exact)
		}
	}
}
