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
			keys := make([]uint64, 0, 40)
			for len(keys) < 40 {
				k := uint64(r.IntN(4000)) + 1
				if !slices.Contains(keys, k) {
					keys = append(keys, k)
				}
			}
			slices.Sort(keys)
			d.add(&features{keys: keys, kinds: make([]uint8, len(keys))}, nil)
		}
		return d
	}
	want := fill()
	for range 5 {
		if got := fill(); !reflect.DeepEqual(got.m, want.m) {
			t.Fatal("two tables filled alike differ after pruning")
		}
	}
}
