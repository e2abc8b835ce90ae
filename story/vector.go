package story

import (
	"cmp"
	"math"
	"math/bits"
	"slices"

	"github.com/copydesk/copydesk/internal/hashset"
)

// vector computes a document's unit TF-IDF vector, aligned with f.keys.
// Each channel (terms, names, numbers) is normalised on its own and then
// weighted (terms 1, names Weights.Name, numbers Weights.Number), so the
// cosine of two documents is the weighted mean of the cosines of their
// channels: names and numbers, few as they are, are not drowned by the
// words. idf receives the IDF of each feature in order and may store it.
func (w *Weights) vector(f *features, idf func(i int, key uint64) float64, out []float32) []float32 {
	out = out[:0]
	var n2 [numKinds]float64
	for i, k := range f.keys {
		v := float64(f.tf[i]) * idf(i, k)
		out = append(out, float32(v))
		n2[f.kinds[i]] += v * v
	}
	alpha := [numKinds]float64{1, w.Name, w.Number}
	var scale [numKinds]float64
	var total float64
	for c := range n2 {
		if n2[c] > 0 && alpha[c] > 0 {
			scale[c] = alpha[c] / math.Sqrt(n2[c]+w.ChannelFloor)
			total += scale[c] * scale[c] * n2[c]
		}
	}
	if total == 0 {
		return out[:0]
	}
	inv := 1 / math.Sqrt(total)
	for c := range scale {
		scale[c] *= inv
	}
	for i := range out {
		out[i] = float32(float64(out[i]) * scale[f.kinds[i]])
	}
	return out
}

// topNames appends to dst the keys of the k strongest names of a vector
// (ties to the smaller key), in one pass.
func topNames(keys []uint64, kinds []uint8, w []float32, k int, dst []uint64) []uint64 {
	start := len(dst)
	var ws [8]float32
	if k <= 0 {
		return dst // TopNames 0: the name rule is off
	}
	if k > len(ws) {
		k = len(ws)
	}
	for i, key := range keys {
		if kinds[i] != kindName || w[i] <= 0 {
			continue
		}
		n := len(dst) - start
		if n == k && w[i] <= ws[n-1] {
			continue
		}
		if n < k {
			dst = append(dst, key)
			n++
		}
		j := n - 1
		for ; j > 0 && w[i] > ws[j-1]; j-- {
			dst[start+j], ws[j] = dst[start+j-1], ws[j-1]
		}
		dst[start+j], ws[j] = key, w[i]
	}
	return dst
}

// kthLargest returns the k-th largest of ws (0 < k <= len(ws)), counting
// repeats: what sorting ws would leave at len(ws)-k, in the order of
// cmp.Less. It keeps the k largest in a min-heap at the front of ws,
// which it reorders: a story's 400 weights are gone through in one pass
// instead of sorted.
func kthLargest(ws []float32, k int) float32 {
	h := ws[:k]
	down := func(i int) {
		for {
			l := 2*i + 1
			if l >= k {
				return
			}
			m := l
			if r := l + 1; r < k && cmp.Less(h[r], h[l]) {
				m = r
			}
			if !cmp.Less(h[m], h[i]) {
				return
			}
			h[i], h[m] = h[m], h[i]
			i = m
		}
	}
	for i := k/2 - 1; i >= 0; i-- {
		down(i)
	}
	for _, w := range ws[k:] {
		if cmp.Less(h[0], w) {
			h[0] = w
			down(0)
		}
	}
	return h[0]
}

// nameConflict reports that two sides both have names and none of either
// side's strongest names weighs, on the other side, at least presence
// times that side's own strongest name: two different people or places
// doing the same kind of thing, the mark of two similar events.
func nameConflict(topA, keysA []uint64, wA []float32, topB, keysB []uint64, wB []float32, presence float64) bool {
	if len(topA) == 0 || len(topB) == 0 {
		return false
	}
	return !present(topA, keysB, wB, topB[0], presence) && !present(topB, keysA, wA, topA[0], presence)
}

// present reports whether one of names weighs at least presence times
// the weight of ref in the vector (keys, w).
func present(names, keys []uint64, w []float32, ref uint64, presence float64) bool {
	bar := float32(0)
	if i, ok := slices.BinarySearch(keys, ref); ok {
		bar = float32(presence) * w[i]
	}
	for _, k := range names {
		if j, ok := slices.BinarySearch(keys, k); ok && w[j] > 0 && w[j] >= bar {
			return true
		}
	}
	return false
}

// keyIndex finds a document's features by key. A document is compared
// with up to maxCandidates stories of up to 2×CentroidTerms features:
// walking a story's keys with one look-up apiece in this small table (a
// miss, the usual case, reads one empty slot of an array in cache) is
// faster than a merge-join of the two sorted lists, whose every step is
// a branch the processor cannot predict.
type keyIndex struct {
	keys  []uint64
	slots []int32 // 1 + index in keys; 0: empty
	shift uint
}

// reset indexes keys (distinct), kept by reference.
func (x *keyIndex) reset(keys []uint64) {
	size := 64
	for size < 8*len(keys) { // mostly empty: a miss stops at once
		size *= 2
	}
	x.slots = slices.Grow(x.slots[:0], size)[:size]
	clear(x.slots)
	x.shift = uint(64 - bits.TrailingZeros(uint(size)))
	x.keys = keys
	mask := uint64(size - 1)
	for i, k := range keys {
		h := x.home(k)
		for x.slots[h] != 0 {
			h = (h + 1) & mask
		}
		x.slots[h] = int32(i + 1)
	}
}

func (x *keyIndex) home(k uint64) uint64 { return uint64(hashset.Home(k, x.shift)) }

// dot is the dot product of the indexed document's weights w with the
// sparse vector (keys, ws); keys sorted, so the products are summed in
// key order, as a merge-join would.
func (x *keyIndex) dot(w []float32, keys []uint64, ws []float32) float64 {
	var dot float64
	mask := uint64(len(x.slots) - 1)
	for j, k := range keys {
		for h := x.home(k); x.slots[h] != 0; h = (h + 1) & mask {
			if i := x.slots[h] - 1; x.keys[i] == k {
				dot += float64(w[i]) * float64(ws[j])
				break
			}
		}
	}
	return dot
}
