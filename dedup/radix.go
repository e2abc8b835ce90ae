package dedup

import (
	"cmp"
	"math/bits"
	"runtime"
	"slices"
	"sync"
)

// The index's big sorts (band keys, passage fingerprints, line hashes,
// candidate pairs) are radix sorts: one most-significant-digit scatter on
// the top 8 bits that vary, then a least-significant-digit radix sort of
// each of the 256 buckets on the bits below, buckets on all cores. Digits
// on which all keys agree are skipped (a passage fingerprint keeps 32 bits,
// a pair of document numbers about 36), and every pass is stable.

// sortUint64 sorts in place.
func sortUint64(xs []uint64) {
	if len(xs) < 1<<12 {
		slices.Sort(xs)
		return
	}
	var diff uint64
	for _, x := range xs {
		diff |= x ^ xs[0]
	}
	if diff == 0 {
		return
	}
	shift := msdShift(diff)
	var count [257]int
	for _, x := range xs {
		count[(x>>shift)&0xff+1]++
	}
	for i := 1; i < 257; i++ {
		count[i] += count[i-1]
	}
	bounds := count
	tmp := make([]uint64, len(xs))
	for _, x := range xs {
		d := (x >> shift) & 0xff
		tmp[count[d]] = x
		count[d]++
	}
	parallelBuckets(&bounds, func(lo, hi int) {
		src, dst := tmp[lo:hi], xs[lo:hi]
		for s := uint(0); s < shift; s += 8 {
			if (diff>>s)&0xff == 0 {
				continue
			}
			lsdPass(src, dst, s)
			src, dst = dst, src
		}
		if &src[0] != &xs[lo] {
			copy(xs[lo:hi], src)
		}
	})
}

// msdShift is the shift that brings the top 8 varying bits of diff down.
func msdShift(diff uint64) uint {
	return uint(max(bits.Len64(diff)-8, 0))
}

// lsdPass scatters src into dst stably by the 8-bit digit at shift.
func lsdPass(src, dst []uint64, shift uint) {
	var count [256]int
	for _, x := range src {
		count[(x>>shift)&0xff]++
	}
	sum := 0
	for i, c := range count {
		count[i] = sum
		sum += c
	}
	for _, x := range src {
		d := (x >> shift) & 0xff
		dst[count[d]] = x
		count[d]++
	}
}

// parallelBuckets calls fn on the non-empty bucket ranges of bounds on all
// cores (one-element buckets too: fn may have to move them).
func parallelBuckets(bounds *[257]int, fn func(lo, hi int)) {
	var wg sync.WaitGroup
	next := make(chan int, 256)
	for b := 0; b < 256; b++ {
		if bounds[b+1] > bounds[b] {
			next <- b
		}
	}
	close(next)
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for b := range next {
				fn(bounds[b], bounds[b+1])
			}
		}()
	}
	wg.Wait()
}

// entry pairs a key with a document number (and, for lines, their length
// in words; the field fills what would be padding).
type entry struct {
	key uint64
	doc uint32
	aux uint32
}

func cmpEntry(a, b entry) int {
	if c := cmp.Compare(a.key, b.key); c != 0 {
		return c
	}
	return cmp.Compare(a.doc, b.doc)
}

// byKey orders entries by key alone (a stable sort keeps the documents'
// order within a key).
func byKey(a, b entry) int { return cmp.Compare(a.key, b.key) }

// sortEntries sorts by key, then document.
func sortEntries(es []entry) {
	if !slices.IsSortedFunc(es, func(a, b entry) int { return int(a.doc) - int(b.doc) }) {
		slices.SortFunc(es, cmpEntry)
		return
	}
	copy(es, sortedEntries([][]entry{es}))
}

// sortedEntries returns the entries of parts, which hold them in document
// order (parts one after another), sorted by key, then document: the radix
// passes on the key are stable, so equal keys keep document order.
func sortedEntries(parts [][]entry) []entry {
	n := 0
	var diff, first uint64
	for _, p := range parts {
		for _, e := range p {
			if n == 0 {
				first = e.key
			}
			diff |= e.key ^ first
			n++
		}
	}
	out := make([]entry, n)
	if n < 1<<12 || diff == 0 {
		out = out[:0]
		for _, p := range parts {
			out = append(out, p...)
		}
		slices.SortStableFunc(out, byKey)
		return out
	}
	shift := msdShift(diff)
	var count [257]int
	for _, p := range parts {
		for _, e := range p {
			count[(e.key>>shift)&0xff+1]++
		}
	}
	for i := 1; i < 257; i++ {
		count[i] += count[i-1]
	}
	bounds := count
	for _, p := range parts {
		for _, e := range p {
			d := (e.key >> shift) & 0xff
			out[count[d]] = e
			count[d]++
		}
	}
	var pool sync.Pool
	parallelBuckets(&bounds, func(lo, hi int) {
		bufp, _ := pool.Get().(*[]entry)
		if bufp == nil {
			bufp = new([]entry)
		}
		if cap(*bufp) < hi-lo {
			*bufp = make([]entry, hi-lo)
		}
		src, dst := out[lo:hi], (*bufp)[:hi-lo]
		for s := uint(0); s < shift; s += 8 {
			if (diff>>s)&0xff == 0 {
				continue
			}
			var count [256]int
			for _, e := range src {
				count[(e.key>>s)&0xff]++
			}
			sum := 0
			for i, c := range count {
				count[i] = sum
				sum += c
			}
			for _, e := range src {
				d := (e.key >> s) & 0xff
				dst[count[d]] = e
				count[d]++
			}
			src, dst = dst, src
		}
		if &src[0] != &out[lo] {
			copy(out[lo:hi], src)
		}
		pool.Put(bufp)
	})
	return out
}
