package story

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// addSums of two stories' year sums equals the sums of their members
// together: the same years and keys, the values added.
func TestAddSums(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	random := func() ([]yearSum, map[[2]uint64]float64) {
		want := map[[2]uint64]float64{}
		var out []yearSum
		for y := uint16(2000); y < 2006; y++ {
			if rng.IntN(2) == 0 {
				continue
			}
			ys := yearSum{year: y}
			for k := uint64(0); k < 20; k++ {
				if rng.IntN(3) == 0 {
					v := rng.Float64()
					ys.keys, ys.vals = append(ys.keys, k), append(ys.vals, v)
					want[[2]uint64{uint64(y), k}] += v
				}
			}
			if len(ys.keys) > 0 {
				out = append(out, ys)
			}
		}
		return out, want
	}
	for range 200 {
		a, wa := random()
		b, wb := random()
		got := addSums(a, b)
		n := 0
		for i, ys := range got {
			if i > 0 && got[i-1].year >= ys.year || !slices.IsSorted(ys.keys) || len(ys.keys) != len(ys.vals) {
				t.Fatalf("addSums(%v, %v) = %v: years or keys out of order", a, b, got)
			}
			for k, key := range ys.keys {
				w := wa[[2]uint64{uint64(ys.year), key}] + wb[[2]uint64{uint64(ys.year), key}]
				if math.Abs(ys.vals[k]-w) > 1e-12 {
					t.Fatalf("year %d key %d: %v, want %v", ys.year, key, ys.vals[k], w)
				}
				n++
			}
		}
		keys := map[[2]uint64]bool{}
		for k := range wa {
			keys[k] = true
		}
		for k := range wb {
			keys[k] = true
		}
		if n != len(keys) {
			t.Fatalf("%d keys, want %d", n, len(keys))
		}
	}
}
