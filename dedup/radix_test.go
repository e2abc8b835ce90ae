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

// TestSortedEntries checks the radix path: entries in document order, in
// parts, with repeated keys and keys that vary in a few bits only.
func TestSortedEntries(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for _, n := range []int{0, 1, 100, 5000, 1 << 17} {
		for _, keyMask := range []uint64{^uint64(0), 0xFFFFFFFF00000000, 0x0000F0F000000000, 0} {
			es := make([]entry, n)
			for i := range es {
				es[i] = entry{key: r.Uint64() & keyMask, doc: uint32(i / 3), aux: uint32(i)}
				if i > 0 && r.IntN(4) == 0 {
					es[i].key = es[r.IntN(i)].key // repeated keys
				}
			}
			want := slices.Clone(es)
			slices.SortStableFunc(want, func(a, b entry) int { return cmpEntry(a, b) })
			var parts [][]entry
			for lo := 0; lo < n; {
				hi := min(n, lo+1+r.IntN(300))
				parts = append(parts, es[lo:hi])
				lo = hi
			}
			if got := sortedEntries(parts); !slices.Equal(got, want) {
				t.Fatalf("n=%d mask=%x: wrong order", n, keyMask)
			}
		}
	}
}

func TestSortUint64(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for _, n := range []int{0, 5, 5000, 1 << 16, 1 << 18} {
		xs := make([]uint64, n)
		for i := range xs {
			xs[i] = r.Uint64()
			if n == 1<<18 { // pairs of document numbers: few bits vary
				xs[i] = uint64(r.IntN(300000))<<32 | uint64(r.IntN(300000))
			}
			if n == 5000 && i > 0 { // skewed: one key alone in its top bucket
				xs[i] = uint64(r.IntN(1000))
			}
		}
		want := slices.Clone(xs)
		slices.Sort(want)
		sortUint64(xs)
		if !slices.Equal(xs, want) {
			t.Fatalf("n=%d: wrong order", n)
		}
	}
}
