package dedup

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestHashCountsMatchesMap runs random adds and removes against a Go map,
// with keys drawn from a small set so that runs of collisions, deletions
// inside runs and key 0 all happen, and checks every count and the number
// of keys after each step.
func TestHashCountsMatchesMap(t *testing.T) {
	for _, keys := range []int{3, 40, 1000} {
		r := rand.New(rand.NewPCG(1, uint64(keys)))
		pool := make([]uint64, keys)
		for i := range pool {
			pool[i] = r.Uint64()
			if i%7 == 0 {
				pool[i] &= 0xFF // keys that differ only in low bits
			}
		}
		pool[0] = 0
		var got hashCounts
		want := map[uint64]int32{}
		for step := range 20000 {
			k := pool[r.IntN(len(pool))]
			d := int32(1)
			if r.IntN(3) == 0 {
				d = -1 // counts go negative, as over a frozen part
			}
			got.add(k, d)
			if want[k] += d; want[k] == 0 {
				delete(want, k)
			}
			if step%97 == 0 || keys < 50 {
				for _, k := range pool {
					if g, w := got.get(k), want[k]; g != w {
						t.Fatalf("%d keys, step %d: count of %x = %d, want %d", keys, step, k, g, w)
					}
				}
				n := got.used // keys in slots, and key 0 kept apart
				if got.zero != 0 {
					n++
				}
				if n != len(want) {
					t.Fatalf("%d keys, step %d: %d keys, want %d", keys, step, n, len(want))
				}
			}
		}
	}
}

func TestHashSet(t *testing.T) {
	var s hashSet
	r := rand.New(rand.NewPCG(2, 3))
	for pass := range 300 {
		n := r.IntN(200)
		s.reset(n)
		in := map[uint64]bool{}
		for range n {
			k := uint64(r.IntN(n + 1)) // repeats, and 0
			if pass%2 == 0 {
				k *= 0x1000000000000 // keys that differ only in high bits
			}
			if got, want := s.add(k), !in[k]; got != want {
				t.Fatalf("pass %d: add(%x) = %v, want %v", pass, k, got, want)
			}
			in[k] = true
		}
	}
}

// BenchmarkHashCounts reads counts from a table of a million keys, as the
// online index reads line and fingerprint counts, against a Go map.
func BenchmarkHashCounts(b *testing.B) {
	const n = 1 << 20
	r := rand.New(rand.NewPCG(4, 5))
	keys := make([]uint64, n)
	var t hashCounts
	m := map[uint64]int32{}
	for i := range keys {
		keys[i] = r.Uint64()
		t.add(keys[i], 1)
		m[keys[i]]++
	}
	b.Run("hashCounts", func(b *testing.B) {
		b.ReportAllocs()
		var sum int32
		for i := 0; b.Loop(); i++ {
			sum += t.get(keys[(i*7919)&(n-1)])
		}
		_ = sum
	})
	b.Run("map", func(b *testing.B) {
		b.ReportAllocs()
		var sum int32
		for i := 0; b.Loop(); i++ {
			sum += m[keys[(i*7919)&(n-1)]]
		}
		_ = sum
	})
}

// TestHashPostingsMatchesMap runs random adds and removes of documents
// and counts against a map of slices and a map of counts (as the index
// kept them before) and checks every list, in order, every count, and that
// a key holds a slot exactly while it has documents or a count.
func TestHashPostingsMatchesMap(t *testing.T) {
	for _, keys := range []int{3, 40, 1000} {
		r := rand.New(rand.NewPCG(6, uint64(keys)))
		pool := make([]uint64, keys)
		for i := range pool {
			pool[i] = r.Uint64()
			if i%7 == 0 {
				pool[i] &= 0xFF
			}
		}
		pool[0] = 0
		var got hashPostings
		want := map[uint64][]uint32{}
		counts := map[uint64]int32{}
		doc := uint32(0)
		for step := range 30000 {
			k := pool[r.IntN(len(pool))]
			switch list := want[k]; {
			case r.IntN(3) == 0:
				d := int32(1)
				if r.IntN(2) == 0 {
					d = -1 // counts go negative, as over a frozen part
				}
				got.addCount(k, d)
				if counts[k] += d; counts[k] == 0 {
					delete(counts, k)
				}
			case len(list) > 0 && r.IntN(2) == 0:
				d := list[r.IntN(len(list))]
				got.remove(k, d)
				j := slices.Index(list, d)
				if list = slices.Delete(list, j, j+1); len(list) == 0 {
					delete(want, k)
				} else {
					want[k] = list
				}
			default:
				doc++
				got.add(k, doc)
				want[k] = append(want[k], doc)
			}
			if step%97 == 0 || keys < 50 {
				held := map[uint64]bool{} // the pool may repeat a key
				for _, k := range pool {
					n, g := got.lookup(k)
					if w := want[k]; !slices.Equal(g, w) {
						t.Fatalf("%d keys, step %d: documents of %x = %v, want %v", keys, step, k, g, w)
					}
					if n != counts[k] {
						t.Fatalf("%d keys, step %d: count of %x = %d, want %d", keys, step, k, n, counts[k])
					}
					if k != 0 && (len(want[k]) > 0 || counts[k] != 0) {
						held[k] = true
					}
				}
				if got.used != len(held) {
					t.Fatalf("%d keys, step %d: %d slots used, want %d", keys, step, got.used, len(held))
				}
			}
		}
		got.remove(pool[1], doc+1) // a document the key does not have
	}
}
