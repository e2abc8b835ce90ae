package story

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestKeyIndexDot: the dot product through a keyIndex is the merge-join's
// to the bit (the same products summed in the same order), for lists of
// many sizes, sharing some keys, with 0 and clustered keys among them.
func TestKeyIndexDot(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 8))
	sorted := func(n int, from []uint64) []uint64 {
		var ks []uint64
		for range n {
			switch r.IntN(4) {
			case 0:
				if len(from) > 0 {
					ks = append(ks, from[r.IntN(len(from))])
					continue
				}
			case 1:
				ks = append(ks, uint64(r.IntN(64))) // small keys: 0, and slots crowded together
				continue
			}
			ks = append(ks, r.Uint64())
		}
		slices.Sort(ks)
		return slices.Compact(ks)
	}
	weights := func(n int) []float32 {
		w := make([]float32, n)
		for i := range w {
			w[i] = r.Float32()
		}
		return w
	}
	var x keyIndex
	for round := 0; round < 2000; round++ {
		ka := sorted(r.IntN(300), nil)
		wa := weights(len(ka))
		x.reset(ka)
		for range 4 {
			kb := sorted(r.IntN(500), ka)
			wb := weights(len(kb))
			want := sortedDot(ka, wa, kb, wb)
			if got := x.dot(wa, kb, wb); got != want {
				t.Fatalf("round %d: dot %v, merge-join %v", round, got, want)
			}
		}
	}
}

// TestKthLargest: the k-th largest is what a sort leaves at len-k, with
// repeats, zeros of both signs and NaN among the weights.
func TestKthLargest(t *testing.T) {
	r := rand.New(rand.NewPCG(2, 3))
	pool := []float32{0, float32(math.Copysign(0, -1)), 1, 0.5, float32(math.NaN()), -1}
	for round := 0; round < 5000; round++ {
		ws := make([]float32, 1+r.IntN(500))
		for i := range ws {
			if r.IntN(3) == 0 {
				ws[i] = pool[r.IntN(len(pool))]
			} else {
				ws[i] = r.Float32()
			}
		}
		k := 1 + r.IntN(len(ws))
		sorted := slices.Clone(ws)
		slices.Sort(sorted)
		want := sorted[len(sorted)-k]
		got := kthLargest(slices.Clone(ws), k)
		if got != want && !(got != got && want != want) {
			t.Fatalf("round %d: k=%d of %d: %v, want %v", round, k, len(ws), got, want)
		}
	}
}

// BenchmarkKeyIndexDot and BenchmarkMergeJoinDot compare a document of
// 150 features with 16 stories of 400 (a stream's candidates), sharing
// a fifth of the document's features.
func BenchmarkKeyIndexDot(b *testing.B) {
	doc, dw, stories, sws := benchVectors()
	var x keyIndex
	b.ReportAllocs()
	b.ResetTimer()
	var sum float64
	for i := 0; i < b.N; i++ {
		x.reset(doc)
		for s := range stories {
			sum += x.dot(dw, stories[s], sws[s])
		}
	}
	dotSink = sum
}

func BenchmarkMergeJoinDot(b *testing.B) {
	doc, dw, stories, sws := benchVectors()
	b.ReportAllocs()
	b.ResetTimer()
	var sum float64
	for i := 0; i < b.N; i++ {
		for s := range stories {
			sum += sortedDot(doc, dw, stories[s], sws[s])
		}
	}
	dotSink = sum
}

func benchVectors() (doc []uint64, dw []float32, stories [][]uint64, sws [][]float32) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 150 {
		doc = append(doc, r.Uint64())
	}
	slices.Sort(doc)
	doc = slices.Compact(doc)
	for range doc {
		dw = append(dw, r.Float32())
	}
	for range 16 {
		var ks []uint64
		for range 400 {
			if r.IntN(13) == 0 {
				ks = append(ks, doc[r.IntN(len(doc))])
			} else {
				ks = append(ks, r.Uint64())
			}
		}
		slices.Sort(ks)
		ks = slices.Compact(ks)
		ws := make([]float32, len(ks))
		for i := range ws {
			ws[i] = r.Float32()
		}
		stories, sws = append(stories, ks), append(sws, ws)
	}
	return doc, dw, stories, sws
}

// dotSink keeps the benchmarks' sums alive: a sum only assigned to _ may
// be computed away with the loop that makes it.
var dotSink float64
