package dedup

import (
	"cmp"
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
		for _, keyMask := range []uint64{^uint64(0), 0xFFFFFFFF00000000, 0x0000F0F000000000, 0xFF000000000000FF, 0xFFF0000000FFFFFF, 0} {
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

// orderByComponent sorts by component (of pairs sharing three or more
// fingerprints), then by documents, and keeps each pair's weight with it.
func TestOrderByComponent(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	const n = 3000
	seen := map[[2]int]bool{}
	var pairs [][2]int
	for len(pairs) < 20000 {
		a, b := rng.IntN(n), rng.IntN(n)
		if a == b || seen[[2]int{min(a, b), max(a, b)}] {
			continue
		}
		seen[[2]int{min(a, b), max(a, b)}] = true
		pairs = append(pairs, [2]int{min(a, b), max(a, b)})
	}
	slices.SortFunc(pairs, func(x, y [2]int) int { return cmp.Or(x[0]-y[0], x[1]-y[1]) })
	shared := make([]int32, len(pairs))
	weight := map[[2]int]int32{}
	for i, p := range pairs {
		shared[i] = int32(1 + rng.IntN(3)*rng.IntN(2)) // mostly weak: components stay small
		weight[p] = shared[i]
	}
	uf := newUnionFind(n)
	for i, p := range pairs {
		if shared[i] >= 3 {
			uf.union(p[0], p[1])
		}
	}
	want := slices.Clone(pairs)
	slices.SortStableFunc(want, func(x, y [2]int) int { return uf.find(x[0]) - uf.find(y[0]) })
	orderByComponent(pairs, shared, n)
	if !slices.Equal(pairs, want) {
		t.Fatal("pairs not in (component, a, b) order")
	}
	for i, p := range pairs {
		if shared[i] != weight[p] {
			t.Fatalf("pair %v lost its weight: %d, want %d", p, shared[i], weight[p])
		}
	}
}

// cmpEntry orders entries by key, then document.
func cmpEntry(a, b entry) int {
	if c := cmp.Compare(a.key, b.key); c != 0 {
		return c
	}
	return cmp.Compare(a.doc, b.doc)
}

// sortEntries sorts by key, then document.
func sortEntries(es []entry) {
	if !slices.IsSortedFunc(es, func(a, b entry) int { return int(a.doc) - int(b.doc) }) {
		slices.SortFunc(es, cmpEntry)
		return
	}
	copy(es, sortedEntries([][]entry{es}))
}
