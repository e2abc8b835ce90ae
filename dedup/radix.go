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
	parallelBuckets(&bounds, func(_, lo, hi int) {
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
func parallelBuckets(bounds *[257]int, fn func(b, lo, hi int)) {
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
				fn(b, bounds[b], bounds[b+1])
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

// byKey orders entries by key alone (a stable sort keeps the documents'
// order within a key).
func byKey(a, b entry) int { return cmp.Compare(a.key, b.key) }

// sortedEntries returns the entries of parts, which hold them in document
// order (parts one after another), sorted by key, then document: the radix
// passes on the key are stable, so equal keys keep document order. It
// reorders the entries of parts in place.
//
// The most-significant-digit pass runs on all cores: each part (cut into
// pieces of at most pieceEntries) is first sorted on its own by the top
// digit, in place, then every bucket gathers its pieces in order. That
// keeps the passes over the whole index out of one goroutine.
func sortedEntries(parts [][]entry) []entry {
	const pieceEntries = 1 << 14
	var pieces [][]entry
	n := 0
	for _, p := range parts {
		n += len(p)
		for lo := 0; lo < len(p); lo += pieceEntries {
			pieces = append(pieces, p[lo:min(lo+pieceEntries, len(p))])
		}
	}
	if n == 0 {
		return []entry{}
	}
	first := pieces[0][0].key
	groups := min(len(pieces), 4*runtime.GOMAXPROCS(0))
	group := func(g int) (int, int) { return len(pieces) * g / groups, len(pieces) * (g + 1) / groups }
	diffs := make([]uint64, groups)
	parallel(groups, func(g int) {
		lo, hi := group(g)
		var d uint64
		for _, p := range pieces[lo:hi] {
			for _, e := range p {
				d |= e.key ^ first
			}
		}
		diffs[g] = d
	})
	var diff uint64
	for _, d := range diffs {
		diff |= d
	}
	if n < 1<<12 || diff == 0 {
		out := make([]entry, 0, n)
		for _, p := range pieces {
			out = append(out, p...)
		}
		slices.SortStableFunc(out, byKey)
		return out
	}
	shift := msdShift(diff)
	// starts[i][d]: where digit d begins in piece i once it is sorted.
	starts := make([][257]int32, len(pieces))
	parallel(groups, func(g int) {
		lo, hi := group(g)
		var tmp []entry
		for i := lo; i < hi; i++ {
			p := pieces[i]
			c := &starts[i]
			for _, e := range p {
				c[(e.key>>shift)&0xff+1]++
			}
			for d := 1; d < 257; d++ {
				c[d] += c[d-1]
			}
			tmp = slices.Grow(tmp[:0], len(p))[:len(p)]
			next := *c
			for _, e := range p {
				d := (e.key >> shift) & 0xff
				tmp[next[d]] = e
				next[d]++
			}
			copy(p, tmp)
		}
	})
	var bounds [257]int
	for i := range starts {
		for d := 0; d < 256; d++ {
			bounds[d+1] += int(starts[i][d+1] - starts[i][d])
		}
	}
	for d := 1; d < 257; d++ {
		bounds[d] += bounds[d-1]
	}
	out := make([]entry, n)
	// Radix passes on the 24 bits below the top digit; the bits below
	// those tell apart only keys that agree on the 32 bits above, which
	// fixLowBits sorts afterwards.
	low := uint(0)
	if shift > 24 {
		low = shift - 24
	}
	var pool sync.Pool
	parallelBuckets(&bounds, func(b, lo, hi int) {
		bufp, _ := pool.Get().(*[]entry)
		if bufp == nil {
			bufp = new([]entry)
		}
		if cap(*bufp) < hi-lo {
			*bufp = make([]entry, hi-lo)
		}
		// Gather the bucket's pieces, in order.
		k := lo
		for i := range pieces {
			k += copy(out[k:hi], pieces[i][starts[i][b]:starts[i][b+1]])
		}
		src, dst := out[lo:hi], (*bufp)[:hi-lo]
		for s := low; s < shift; s += 8 {
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
		if low > 0 && diff&(1<<low-1) != 0 {
			fixLowBits(out[lo:hi], low)
		}
		pool.Put(bufp)
	})
	return out
}

// fixLowBits finishes sorting entries already sorted, stably, by key>>low:
// runs that agree above low but not below are sorted by the whole key,
// stably. With random 64-bit keys such runs are rare (two keys of a
// million share their top 32 bits with probability about 1/8,600), so
// this scan replaces the radix passes on the low bits.
func fixLowBits(es []entry, low uint) {
	for i := 0; i < len(es); {
		j := i + 1
		mixed := false
		for j < len(es) && es[j].key>>low == es[i].key>>low {
			mixed = mixed || es[j].key != es[i].key
			j++
		}
		if mixed {
			slices.SortStableFunc(es[i:j], byKey)
		}
		i = j
	}
}
