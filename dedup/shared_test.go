package dedup

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestSharedCounts checks sharedCounts against a map: every pair kept by
// the test, with its number of occurrences, in order of (a, b), whatever
// the number of lists the occurrences come in.
func TestSharedCounts(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, tc := range []struct{ n, occ, lists int }{{1, 0, 1}, {5, 40, 1}, {50, 3000, 2}, {300, 200000, 3}, {2000, pairBlock + 7, 4}} {
		want := map[[2]int]int{}
		lists := make([]*pairList, tc.lists)
		for i := range lists {
			lists[i] = &pairList{}
		}
		for i := 0; i < tc.occ; i++ {
			a := rng.IntN(tc.n)
			b := rng.IntN(tc.n)
			if a == b {
				continue
			}
			a, b = min(a, b), max(a, b)
			if rng.IntN(3) == 0 { // some pairs recur often
				a, b = 0, tc.n-1
			}
			want[[2]int{a, b}]++
			lists[rng.IntN(tc.lists)].add(uint64(a)<<32 | uint64(b))
		}
		keep := func(a, b, shared int) bool { return shared >= 2 || (a+b)%3 == 0 }
		var wantPairs [][2]int
		for p, k := range want {
			if keep(p[0], p[1], k) {
				wantPairs = append(wantPairs, p)
			}
		}
		slices.SortFunc(wantPairs, func(x, y [2]int) int {
			if x[0] != y[0] {
				return x[0] - y[0]
			}
			return x[1] - y[1]
		})
		got, counts := sharedCounts(lists, tc.n, keep)
		if len(got) != len(wantPairs) || len(counts) != len(got) {
			t.Fatalf("n=%d: %d pairs (%d counts), want %d", tc.n, len(got), len(counts), len(wantPairs))
		}
		for i, p := range got {
			if p != wantPairs[i] || int(counts[i]) != want[p] {
				t.Fatalf("n=%d: pair %d = %v x%d, want %v x%d", tc.n, i, p, counts[i], wantPairs[i], want[wantPairs[i]])
			}
		}
	}
}

// BenchmarkSharedCounts counts 4 million pair occurrences of 200,000
// documents in two lists, as the full mode does after its posting scan
// (pairs/s).
func BenchmarkSharedCounts(b *testing.B) {
	const n, occ = 200000, 4000000
	rng := rand.New(rand.NewPCG(5, 6))
	lists := []*pairList{{}, {}}
	for i := 0; i < occ; i++ {
		a := rng.IntN(n - 1)
		c := a + 1 + rng.IntN(min(n-a-1, 500)) // partners nearby, as copy families are
		lists[i%2].add(uint64(a)<<32 | uint64(c))
	}
	keep := func(a, c, shared int) bool { return shared >= 2 }
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		sharedCounts(lists, n, keep)
	}
	b.ReportMetric(float64(occ)*float64(b.N)/b.Elapsed().Seconds(), "pairs/s")
}
