package story

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
)

// TestPruneDeterministic: a table that outgrows its cap forgets the same
// features however the map happens to iterate.
func TestPruneDeterministic(t *testing.T) {
	fill := func() *docFreq {
		d := newDocFreq(1024)
		r := rand.New(rand.NewPCG(7, 7))
		for n := 0; n < 500; n++ {
			d.add(randomFeatures(r, 40, 4000), nil)
		}
		return d
	}
	want := fill()
	for range 5 {
		if got := fill(); !reflect.DeepEqual(flatContents(&got.m), flatContents(&want.m)) {
			t.Fatal("two tables filled alike differ after pruning")
		}
	}
}

// TestAddCountsAsTable: the counts addCounts returns are the table's,
// after a prune that forgot some of the document's own features too.
func TestAddCountsAsTable(t *testing.T) {
	d := newDocFreq(256)
	r := rand.New(rand.NewPCG(3, 9))
	pruned := 0
	for n := 0; n < 400; n++ {
		f := randomFeatures(r, 30, 2000)
		keys := f.keys
		before := d.m.len()
		got := d.addCounts(f, nil, nil)
		if d.m.len() < before {
			pruned++
		}
		for i, k := range keys {
			if want := d.m.get(k).n; got[i] != want {
				t.Fatalf("document %d, feature %d: count %v, table %v", n, k, got[i], want)
			}
		}
	}
	if pruned == 0 {
		t.Fatal("the table never pruned: the test checks nothing after a prune")
	}
}

// randomFeatures is a document of n distinct features drawn from 1..max.
func randomFeatures(r *rand.Rand, n, max int) *features {
	keys := make([]uint64, 0, n)
	for len(keys) < n {
		k := uint64(r.IntN(max)) + 1
		if !slices.Contains(keys, k) {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	return &features{keys: keys, kinds: make([]uint8, len(keys))}
}
