package story

import (
	"maps"
	"math/rand/v2"
	"testing"
)

// flatContents is a flatMap's keys and values as a Go map, to compare
// tables whatever their layout.
func flatContents[V any](m *flatMap[V]) map[uint64]V {
	out := make(map[uint64]V, m.len())
	m.all(func(k uint64, v *V) { out[k] = *v })
	return out
}

// TestFlatMapAsMap: a flatMap under a random mix of puts, deletes,
// filters and clears holds what a Go map does. Keys come from a small
// range, with 0 among them, and some share their high bits, so that
// probe runs are long and deletions move keys back.
func TestFlatMapAsMap(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var m flatMap[int]
	want := map[uint64]int{}
	key := func() uint64 {
		k := uint64(r.IntN(3000))
		if r.IntN(4) == 0 {
			k <<= 50 // clusters: the slot comes from the high bits
		}
		return k
	}
	for step := 0; step < 200000; step++ {
		switch op := r.IntN(100); {
		case op < 50:
			k, v := key(), r.Int()
			p, found := m.put(k)
			if _, ok := want[k]; ok != found {
				t.Fatalf("step %d: put %d found %v, want %v", step, k, found, ok)
			}
			*p = v
			want[k] = v
		case op < 80:
			k := key()
			m.del(k)
			delete(want, k)
		case op < 99:
			k := key()
			p := m.ptr(k)
			v, ok := want[k]
			if (p != nil) != ok || ok && *p != v || m.get(k) != v {
				t.Fatalf("step %d: key %d: got %v, want %v %v", step, k, p, v, ok)
			}
		case r.IntN(20) == 0:
			m.clear()
			clear(want)
		default:
			odd := r.IntN(2)
			m.keep(func(k uint64, v *int) bool { *v++; return int(k%2) == odd })
			for k, v := range want {
				if int(k%2) == odd {
					want[k] = v + 1
				} else {
					delete(want, k)
				}
			}
		}
		if m.len() != len(want) {
			t.Fatalf("step %d: %d keys, want %d", step, m.len(), len(want))
		}
		if 4*m.n > 3*len(m.slots) {
			t.Fatalf("step %d: %d keys in %d slots", step, m.n, len(m.slots))
		}
	}
	if got := flatContents(&m); !maps.Equal(got, want) {
		t.Fatal("contents differ at the end")
	}
	keys := m.sortedKeys()
	for i := 1; i < len(keys); i++ {
		if keys[i-1] >= keys[i] {
			t.Fatal("sortedKeys not increasing")
		}
	}
}

// BenchmarkFlatMapGet and BenchmarkGoMapGet read a table of a million
// document frequencies at random keys, most of them present: the access
// pattern of weighing a document, on a table far larger than the cache.
func BenchmarkFlatMapGet(b *testing.B) {
	keys := benchKeys()
	m := newFlatMap[dfEntry](len(keys))
	for _, k := range keys {
		m.set(k, dfEntry{n: 1})
	}
	b.ReportAllocs()
	b.ResetTimer()
	var sum float32
	for i := 0; i < b.N; i++ {
		sum += m.get(keys[(i*7919)&(len(keys)-1)]).n
	}
	flatSink = sum
}

func BenchmarkGoMapGet(b *testing.B) {
	keys := benchKeys()
	m := make(map[uint64]dfEntry, len(keys))
	for _, k := range keys {
		m[k] = dfEntry{n: 1}
	}
	b.ReportAllocs()
	b.ResetTimer()
	var sum float32
	for i := 0; i < b.N; i++ {
		sum += m[keys[(i*7919)&(len(keys)-1)]].n
	}
	flatSink = sum
}

func benchKeys() []uint64 {
	r := rand.New(rand.NewPCG(1, 2))
	keys := make([]uint64, 1<<20)
	for i := range keys {
		keys[i] = r.Uint64() | 1
	}
	return keys
}

// flatSink keeps the benchmarks' sums alive: a sum only assigned to _ may
// be computed away with the loop that makes it.
var flatSink float32
