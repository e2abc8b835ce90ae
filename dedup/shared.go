package dedup

import (
	"runtime"
	"slices"
	"sync"
)

// pairBlock is how many pair keys a block of a pairList holds.
const pairBlock = 1 << 16

// pairList is a list of pair keys (a<<32|b, a < b) kept in fixed-size
// blocks: appending never copies what is already there, where one growing
// slice of the eleven million pair occurrences of a 300 MB corpus copies
// them about twice over.
type pairList struct {
	blocks [][]uint64
	cur    []uint64
	n      int
	// related counts the pairs left out as related already (see
	// appendCrossPairs), for the statistics.
	related int
}

func (l *pairList) add(p uint64) {
	if len(l.cur) == cap(l.cur) {
		if l.cur != nil {
			l.blocks = append(l.blocks, l.cur)
		}
		l.cur = make([]uint64, 0, pairBlock)
	}
	l.cur = append(l.cur, p)
	l.n++
}

// each calls fn with the blocks in order.
func (l *pairList) each(fn func([]uint64)) {
	for _, b := range l.blocks {
		fn(b)
	}
	if len(l.cur) > 0 {
		fn(l.cur)
	}
}

// sharedCounts counts how often each pair occurs in the lists (the
// fingerprints the two documents share) and keeps the pairs keep accepts,
// in order of (a, b), with their counts. It works on all cores: the pair
// occurrences are laid out by their first document (a counting sort,
// scattered by every list at once), then each document's partners are
// sorted and counted, ranges of documents in parallel. The result does not
// depend on the number of lists or of cores.
func sharedCounts(lists []*pairList, n int, keep func(a, b, shared int) bool) ([][2]int, []int32) {
	total := 0
	for _, l := range lists {
		total += l.n
	}
	if total == 0 || n == 0 {
		return nil, nil
	}
	// Occurrences of each first document, per list.
	counts := make([][]int32, len(lists))
	parallel(len(lists), func(i int) {
		c := make([]int32, n)
		lists[i].each(func(b []uint64) {
			for _, p := range b {
				c[p>>32]++
			}
		})
		counts[i] = c
	})
	// start[a]: where document a's partners begin; counts become each
	// list's write position.
	start := make([]int, n+1)
	pos := 0
	for a := 0; a < n; a++ {
		start[a] = pos
		for _, c := range counts {
			k := int(c[a])
			c[a] = int32(pos - start[a]) // offset from start[a]
			pos += k
		}
	}
	start[n] = pos
	partners := make([]uint32, total)
	parallel(len(lists), func(i int) {
		c := counts[i]
		lists[i].each(func(b []uint64) {
			for _, p := range b {
				a := p >> 32
				partners[start[a]+int(c[a])] = uint32(p)
				c[a]++
			}
		})
	})
	counts = nil
	// Ranges of documents with about equal numbers of occurrences.
	ranges := max(1, min(4*runtime.GOMAXPROCS(0), n))
	cuts := make([]int, ranges+1)
	for r, a := 1, 0; r < ranges; r++ {
		for a < n && start[a] < total*r/ranges {
			a++
		}
		cuts[r] = a
	}
	cuts[ranges] = n
	outs := make([][][2]int, ranges)
	weights := make([][]int32, ranges)
	parallel(ranges, func(r int) {
		var out [][2]int
		var w []int32
		for a := cuts[r]; a < cuts[r+1]; a++ {
			ps := partners[start[a]:start[a+1]]
			if len(ps) == 0 {
				continue
			}
			slices.Sort(ps)
			for s := 0; s < len(ps); {
				e := s + 1
				for e < len(ps) && ps[e] == ps[s] {
					e++
				}
				if keep(a, int(ps[s]), e-s) {
					out = append(out, [2]int{a, int(ps[s])})
					w = append(w, int32(e-s))
				}
				s = e
			}
		}
		outs[r], weights[r] = out, w
	})
	m := 0
	for _, o := range outs {
		m += len(o)
	}
	cand := make([][2]int, 0, m)
	shared := make([]int32, 0, m)
	for r := range outs {
		cand = append(cand, outs[r]...)
		shared = append(shared, weights[r]...)
	}
	return cand, shared
}

// parallel calls fn(0..n-1) on all cores.
func parallel(n int, fn func(i int)) {
	var wg sync.WaitGroup
	next := make(chan int, n)
	for i := 0; i < n; i++ {
		next <- i
	}
	close(next)
	for w := 0; w < min(n, runtime.GOMAXPROCS(0)); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				fn(i)
			}
		}()
	}
	wg.Wait()
}
