package dedup

import (
	"runtime"
	"slices"
	"sync"
)

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

// entry pairs a key with a document number (and, for lines, their length
// in words; the field fills what would be padding).
type entry struct {
	key uint64
	doc uint32
	aux uint32
}

func cmpEntry(a, b entry) int {
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
}

// sortEntries sorts by key, then document. Large inputs are split on the top
// byte of the key (keys are hashes, so the 256 buckets are even) and the
// buckets sorted on all cores.
func sortEntries(es []entry) {
	if len(es) < 1<<16 {
		slices.SortFunc(es, cmpEntry)
		return
	}
	var count [257]int
	for _, e := range es {
		count[e.key>>56+1]++
	}
	for i := 1; i < 257; i++ {
		count[i] += count[i-1]
	}
	bounds := count
	tmp := make([]entry, len(es))
	for _, e := range es {
		b := e.key >> 56
		tmp[count[b]] = e
		count[b]++
	}
	copy(es, tmp)
	tmp = nil
	var wg sync.WaitGroup
	next := make(chan int, 256)
	for b := 0; b < 256; b++ {
		next <- b
	}
	close(next)
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for b := range next {
				slices.SortFunc(es[bounds[b]:bounds[b+1]], cmpEntry)
			}
		}()
	}
	wg.Wait()
}
