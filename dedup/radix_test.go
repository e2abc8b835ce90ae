package dedup

import (
	"math/rand/v2"
	"slices"
	"testing"
)

func TestSortEntries(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for _, n := range []int{0, 1, 100, 1 << 17} {
		es := make([]entry, n)
		for i := range es {
			es[i] = entry{key: r.Uint64() >> uint(r.IntN(3)*20), doc: uint32(r.IntN(1000))}
		}
		want := slices.Clone(es)
		slices.SortFunc(want, cmpEntry)
		sortEntries(es)
		if !slices.Equal(es, want) {
			t.Fatalf("n=%d: wrong order", n)
		}
	}
}

func TestSortUint64(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for _, n := range []int{0, 5, 5000, 1 << 16} {
		xs := make([]uint64, n)
		for i := range xs {
			xs[i] = r.Uint64()
		}
		want := slices.Clone(xs)
		slices.Sort(want)
		sortUint64(xs)
		if !slices.Equal(xs, want) {
			t.Fatalf("n=%d: wrong order", n)
		}
	}
}
