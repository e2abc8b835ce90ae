package dedup

import "slices"

// sortUint64 sorts in place. Small slices use the standard sort; large ones
// an LSD radix sort, which is several times faster on random 64-bit keys.
func sortUint64(xs []uint64) {
	if len(xs) < 1<<12 {
		slices.Sort(xs)
		return
	}
	tmp := make([]uint64, len(xs))
	radixSort(xs, tmp)
}

// radixSort sorts xs by 8-bit digits, using tmp (same length) as scratch.
func radixSort(xs, tmp []uint64) {
	src, dst := xs, tmp
	for shift := uint(0); shift < 64; shift += 8 {
		var count [257]int
		for _, x := range src {
			count[(x>>shift)&0xff+1]++
		}
		if count[1] == len(src) && shift > 0 {
			// every key has the same digit here: nothing to move
		}
		for i := 1; i < 257; i++ {
			count[i] += count[i-1]
		}
		for _, x := range src {
			d := (x >> shift) & 0xff
			dst[count[d]] = x
			count[d]++
		}
		src, dst = dst, src
	}
	// Eight passes leave the result in xs.
}

// entry pairs a key with a document number.
type entry struct {
	key uint64
	doc uint32
}

// sortEntries sorts by key, then document, with a radix sort on the key
// (documents are appended in increasing order within a key only if the input
// was; the final pass on doc keeps ties deterministic).
func sortEntries(es []entry) {
	slices.SortFunc(es, func(a, b entry) int {
		switch {
		case a.key < b.key:
			return -1
		case a.key > b.key:
			return 1
		case a.doc < b.doc:
			return -1
		case a.doc > b.doc:
			return 1
		}
		return 0
	})
}
