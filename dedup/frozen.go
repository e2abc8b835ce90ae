package dedup

import (
	"runtime"
	"sync"
)

// The online index of a service holds every stored document. Rebuilt at
// start-up one map entry at a time, a million documents (about 90 entries
// each) take minutes and 4 KB each. So documents loaded at start-up (Load,
// before any Add) go to a frozen part instead: entries are appended to flat
// buffers, sorted once (Freeze) and kept as sorted arrays with a directory
// on the top bits of the key. Lookups read the frozen part, then the hash
// tables that hold what came after (Add, hashtab.go); counts are the frozen
// count plus the table's, which goes negative when a frozen document is
// removed. Postings of
// a removed frozen document stay and are skipped as dead.

// postingTable maps keys to documents: entries sorted by key then document.
type postingTable struct {
	keys  []uint64
	docs  []uint32
	dir   []uint32 // dir[b] = first entry whose key's top bits are >= b
	shift uint
}

// countTable maps keys to counts.
type countTable struct {
	keys  []uint64
	n     []int32
	dir   []uint32
	shift uint
}

// directory indexes sorted keys by their top bits: about two keys per slot.
func directory(keys []uint64) ([]uint32, uint) {
	bits := uint(1)
	for 1<<bits < len(keys)/2 {
		bits++
	}
	shift := 64 - bits
	dir := make([]uint32, 1<<bits+1)
	i := 0
	for b := 0; b <= 1<<bits; b++ {
		for i < len(keys) && int(keys[i]>>shift) < b {
			i++
		}
		dir[b] = uint32(i)
	}
	return dir, shift
}

func (t *postingTable) lookup(key uint64) []uint32 {
	if t == nil || len(t.keys) == 0 {
		return nil
	}
	b := key >> t.shift
	lo, hi := int(t.dir[b]), int(t.dir[b+1])
	for lo < hi && t.keys[lo] < key {
		lo++
	}
	end := lo
	for end < hi && t.keys[end] == key {
		end++
	}
	return t.docs[lo:end]
}

func (t *countTable) get(key uint64) int32 {
	if t == nil || len(t.keys) == 0 {
		return 0
	}
	b := key >> t.shift
	for i, hi := int(t.dir[b]), int(t.dir[b+1]); i < hi; i++ {
		switch k := t.keys[i]; {
		case k == key:
			return t.n[i]
		case k > key:
			return 0
		}
	}
	return 0
}

// frozen is the bulk-loaded part of an Online index.
type frozen struct {
	exact, bands, prints       postingTable
	printDF, lineDF, srcLineDF countTable
}

// loadBuffers collect the entries of loaded documents until Freeze.
type loadBuffers struct {
	exact, bands, fps, lines, srcLines []entry
}

// sortByKey sorts entries by key, keeping the order of entries with equal
// keys (documents are appended in order, so they come out by key, then
// document). Keys are hashes: a stable counting pass on the top byte, then
// per bucket, on all cores, stable passes on the next three bytes and an
// insertion sort for keys equal in their top 32 bits.
func sortByKey(es []entry) {
	if len(es) < 2 {
		return
	}
	tmp := make([]entry, len(es))
	var count [257]int
	for _, e := range es {
		count[e.key>>56+1]++
	}
	for i := 1; i < 257; i++ {
		count[i] += count[i-1]
	}
	bounds := count
	for _, e := range es {
		b := e.key >> 56
		tmp[count[b]] = e
		count[b]++
	}
	var wg sync.WaitGroup
	next := make(chan int, 256)
	for b := 0; b < 256; b++ {
		next <- b
	}
	close(next)
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Go(func() {
			for b := range next {
				lo, hi := bounds[b], bounds[b+1]
				src, dst := tmp[lo:hi], es[lo:hi]
				for shift := uint(32); shift < 56; shift += 8 {
					var c [257]int
					for _, e := range src {
						c[(e.key>>shift)&0xff+1]++
					}
					for i := 1; i < 257; i++ {
						c[i] += c[i-1]
					}
					for _, e := range src {
						d := (e.key >> shift) & 0xff
						dst[c[d]] = e
						c[d]++
					}
					src, dst = dst, src
				}
				// Three passes: the result is in dst's other half, es.
				run := es[lo:hi]
				for i := 1; i < len(run); i++ {
					for j := i; j > 0 && run[j-1].key > run[j].key; j-- {
						run[j-1], run[j] = run[j], run[j-1]
					}
				}
			}
		})
	}
	wg.Wait()
}

// postings builds a posting table from entries, keeping at most cap
// documents per key (0: all).
func postings(es []entry, cap int) postingTable {
	sortByKey(es)
	t := postingTable{keys: make([]uint64, 0, len(es)), docs: make([]uint32, 0, len(es))}
	run := 0
	for i, e := range es {
		if i > 0 && e.key == es[i-1].key {
			if e.doc == es[i-1].doc {
				continue
			}
			run++
		} else {
			run = 0
		}
		if cap > 0 && run >= cap {
			continue
		}
		t.keys = append(t.keys, e.key)
		t.docs = append(t.docs, e.doc)
	}
	t.dir, t.shift = directory(t.keys)
	return t
}

// counts builds a table of the number of distinct documents per key.
func counts(es []entry, twin func(doc uint32) bool) countTable {
	sortByKey(es)
	var t countTable
	for i, e := range es {
		switch {
		case twin(e.doc):
			// A later copy of a text loaded before: counted once.
		case i > 0 && e.key == es[i-1].key && e.doc == es[i-1].doc:
		case i > 0 && e.key == es[i-1].key:
			t.n[len(t.n)-1]++
		default:
			t.keys = append(t.keys, e.key)
			t.n = append(t.n, 1)
		}
	}
	t.dir, t.shift = directory(t.keys)
	return t
}

// srcLineKey combines an outlet number and a line hash into one key.
func srcLineKey(sid uint32, line uint64) uint64 {
	return mixExact(line, uint64(sid)+0x51ED27)
}

// ReserveLoad prepares the index for loading about n documents (before
// the first Load): the buffers are allocated once instead of grown.
func (o *Online) ReserveLoad(n int) {
	o.mu.Lock()
	defer o.mu.Unlock()
	b := o.loading
	if b == nil || len(o.docs) > 0 || n <= 0 {
		return
	}
	o.docs = make([]onlineDoc, 0, n)
	b.exact = make([]entry, 0, n)
	b.bands = make([]entry, 0, n*o.lsh.Bands)
	// Typical news: about 25 distinct fingerprints and 15 lines a
	// document; the buffers grow past that if need be.
	b.fps = make([]entry, 0, n*28)
	b.lines = make([]entry, 0, n*16)
	b.srcLines = make([]entry, 0, n*16)
}

// loadFrozen appends a loaded document's entries to the buffers.
func (o *Online) loadFrozen(doc uint32, sid uint32, s *Sketch) {
	b := o.loading
	if s.Words == 0 {
		return
	}
	b.exact = append(b.exact, entry{key: s.Exact, doc: doc})
	for _, k := range s.Bands {
		b.bands = append(b.bands, entry{key: k, doc: doc})
	}
	seen := &o.seen
	seen.reset(len(s.Fingerprints))
	for _, f := range s.Fingerprints {
		if seen.add(f) {
			b.fps = append(b.fps, entry{key: f, doc: doc})
		}
	}
	seen.reset(len(s.Lines))
	for _, l := range s.Lines {
		if seen.add(l) {
			b.lines = append(b.lines, entry{key: l, doc: doc})
			if sid != 0 {
				b.srcLines = append(b.srcLines, entry{key: srcLineKey(sid, l), doc: doc})
			}
		}
	}
}

// Freeze ends loading: the documents given to Load become the frozen part
// of the index. Add and Remove freeze on their own; a service calls Freeze
// at the end of its start-up so that its first article does not wait.
func (o *Online) Freeze() {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.freeze()
}

func (o *Online) freeze() {
	b := o.loading
	if b == nil {
		return
	}
	o.loading = nil
	f := &frozen{}
	// The texts loaded more than once (live) are counted once, by their
	// earliest document, as insert counts them.
	f.exact = postings(b.exact, 0)
	b.exact = nil
	for i, first := 1, 0; i < len(f.exact.keys); i++ {
		if f.exact.keys[i] != f.exact.keys[first] {
			first = i
			continue
		}
		if d := &o.docs[f.exact.docs[i]]; d.words == o.docs[f.exact.docs[first]].words {
			d.twin = true
		}
	}
	twin := func(doc uint32) bool { return o.docs[doc].twin }
	// Two at a time: each sort uses every core on large inputs already.
	var wg sync.WaitGroup
	wg.Go(func() {
		f.bands = postings(b.bands, 0)
		b.bands = nil
		f.lineDF = counts(b.lines, twin)
		b.lines = nil
	})
	wg.Go(func() {
		f.printDF = counts(b.fps, twin)
		// The same entries, capped: a fingerprint in more than MaxDF
		// documents is boilerplate and its later documents are not kept.
		f.prints = postings(b.fps, o.opts.MaxDF+1)
		b.fps = nil
		f.srcLineDF = counts(b.srcLines, twin)
		b.srcLines = nil
	})
	wg.Wait()
	o.base = f
}

// The counts and postings of the whole index: frozen part, then tables.

func (o *Online) printCount(f uint64) int32 {
	n := o.prints.count(f)
	if o.base != nil {
		n += o.base.printDF.get(f)
	}
	return n
}

func (o *Online) lineCount(l uint64) int32 {
	n := o.lineDF.get(l)
	if o.base != nil {
		n += o.base.lineDF.get(l)
	}
	return n
}

func (o *Online) srcLineCount(sid uint32, l uint64) int32 {
	k := srcLineKey(sid, l)
	n := o.srcLineDF.get(k)
	if o.base != nil {
		n += o.base.srcLineDF.get(k)
	}
	return n
}

func (o *Online) baseExact(k uint64) []uint32 {
	if o.base == nil {
		return nil
	}
	return o.base.exact.lookup(k)
}

func (o *Online) baseBands(k uint64) []uint32 {
	if o.base == nil {
		return nil
	}
	return o.base.bands.lookup(k)
}

func (o *Online) basePrints(k uint64) []uint32 {
	if o.base == nil {
		return nil
	}
	return o.base.prints.lookup(k)
}
