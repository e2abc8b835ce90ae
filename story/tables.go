package story

import (
	"math"
	"slices"
)

// dfEntry is the document frequency of one feature and how to show it.
type dfEntry struct {
	n    float32
	kind uint8
	// plain counts the documents counted that write a name as one in
	// mixed-case text (extractor.plain; at most maxPlain); surf is as
	// the first of them writes it. A name most documents hold only from
	// titles or lines in capitals is not listed (plainName): there case
	// tells no name from a word ("GIVEN", "QTR NET").
	plain uint16
	surf  string
}

// maxPlain is the most dfEntry.plain counts: then the name is plain
// whatever else (it fits beside kind, so the entry grows no larger).
const maxPlain = math.MaxUint16

// plainName reports that a name feature is written as a name in
// mixed-case text by at least half of the documents that hold it (as
// nameOpener's names): a quarter kept common words that a text or two
// capitalises beside headlines writing them in capitals ("Ships" 1 of
// 4, "Taxes" 1 of 5 on Reuters), and lost no name that half loses but
// a company most of whose reports are tables of figures.
func plainName(e dfEntry) bool {
	return e.plain == maxPlain || 2*float32(e.plain) >= e.n
}

// shower shows the features of a document as it writes them
// (docFreq.add): display(i) is feature i as written, plain(i) whether
// it is a name written as one in mixed-case text (extractor.plain).
type shower interface {
	display(i int) string
	plain(i int) bool
}

// docFreq counts in how many documents each feature occurs, learned from
// the stream: copies count once. The table is capped: when it outgrows its
// cap, the rarest features are forgotten, which only makes them look as
// rare as a feature never seen.
type docFreq struct {
	m   flatMap[dfEntry]
	n   float64 // documents counted
	cap int
	// touched keeps what touch read (see flatMap.touch).
	touched uint64
}

func newDocFreq(cap int) *docFreq { return &docFreq{cap: cap} }

// remove takes back the count of a document just added; show, when not
// nil, shows its features (the names it writes plain).
func (d *docFreq) remove(f *features, show shower) {
	if len(f.keys) == 0 {
		return
	}
	d.n--
	for i, k := range f.keys {
		if e := d.m.ptr(k); e != nil && e.n >= 1 {
			e.n--
			if e.kind == kindName && e.plain > 0 && e.plain < maxPlain && show != nil && show.plain(i) {
				e.plain--
			}
			if e.n == 0 {
				// No document counted holds it: it goes, its surface word
				// (the removed document's) with it, and the next document
				// to hold it shows it. A deleted article leaves no words
				// behind, and the table is the same whatever the order in
				// which the documents that held it left (an entry counted
				// 0 would differ by it).
				d.m.del(k)
			}
		}
	}
}

// idfs appends the IDF of each of a document's features to out; a name
// found in more than nameShare of the documents (and in more than
// minCommonName) gets 0: it is a common word written with a capital
// ("Corp", "QTR" in wire headlines), not a name.
func (d *docFreq) idfs(f *features, nameShare float64, out []float32) []float32 {
	for i, k := range f.keys {
		out = append(out, float32(d.idfOf(d.m.get(k).n, f.kinds[i], nameShare)))
	}
	return out
}

// idfsOf is idfs given the features' document frequencies.
func (d *docFreq) idfsOf(f *features, nameShare float64, counts, out []float32) []float32 {
	for i, n := range counts {
		out = append(out, float32(d.idfOf(n, f.kinds[i], nameShare)))
	}
	return out
}

// weight is the IDF of a feature, 0 for a common name (see idfs).
func (d *docFreq) weight(key uint64, kind uint8, nameShare float64) float64 {
	return d.idfOf(d.m.get(key).n, kind, nameShare)
}

// counts appends to out the document frequency of each key.
func (d *docFreq) counts(keys []uint64, out []float32) []float32 {
	d.touched += d.m.touch(keys)
	for _, k := range keys {
		var n float32
		if e := d.m.ptr(k); e != nil {
			n = e.n
		}
		out = append(out, n)
	}
	return out
}

// idfOf is the IDF of a feature of kind held by n documents.
func (d *docFreq) idfOf(n float32, kind uint8, nameShare float64) float64 {
	if kind == kindName && nameShare > 0 && float64(n) > max(nameShare*d.n, minCommonName) {
		return 0
	}
	return math.Log((d.n+1)/(float64(n)+1)) + 1
}

// minCommonName is the document frequency a name must exceed before it
// can count as a common word.
const minCommonName = 20

// add counts a document's features (a document without any is not
// counted); show, when not nil, shows the features new to the table,
// and a name the table knows only from capitals that the document
// writes plain.
func (d *docFreq) add(f *features, show shower) {
	d.addCounts(f, show, nil)
}

// addCounts is add that also appends to counts the document frequency of
// each feature once the document is counted: one look-up of the table
// per feature instead of two (the table is large, and each look-up a
// likely cache miss).
func (d *docFreq) addCounts(f *features, show shower, counts []float32) []float32 {
	if len(f.keys) == 0 {
		return counts
	}
	d.n++
	start := len(counts)
	d.touched += d.m.touch(f.keys)
	for i, k := range f.keys {
		e, found := d.m.put(k)
		if !found {
			e.kind = f.kinds[i]
		}
		if show != nil {
			plain := e.kind == kindName && show.plain(i)
			if e.surf == "" || plain && e.plain == 0 {
				// A name is shown as the mixed-case text writes it
				// ("Woolworth", not the headline's "WOOLWORTH").
				e.surf = show.display(i)
			}
			if plain && e.plain < maxPlain {
				e.plain++
			}
		}
		e.n++
		counts = append(counts, e.n)
	}
	if d.m.len() > d.cap {
		d.prune()
		// The prune may have forgotten some of the document's features.
		for i, k := range f.keys {
			counts[start+i] = d.m.get(k).n
		}
	}
	return counts
}

// prune forgets the rarest features until the table is at three quarters
// of its cap; among features as rare as the last kept, the smallest keys
// go first, so that the table does not depend on the order of its slots.
func (d *docFreq) prune() {
	target := d.cap * 3 / 4
	counts := make([]float32, 0, d.m.len())
	d.m.all(func(_ uint64, e *dfEntry) { counts = append(counts, e.n) })
	slices.Sort(counts)
	cut := counts[len(counts)-target] // keep entries above cut, and ties only if room
	var ties []uint64
	above := 0
	d.m.all(func(k uint64, e *dfEntry) {
		switch {
		case e.n > cut:
			above++
		case e.n == cut:
			ties = append(ties, k)
		}
	})
	// The ties kept are the largest keys: those from minTie on.
	slices.Sort(ties)
	minTie := uint64(0)
	if over := above + len(ties) - target; over > 0 {
		minTie = ties[over] // over < len(ties): cut is among the target largest, so above < target
	}
	d.m.keep(func(k uint64, e *dfEntry) bool {
		return e.n > cut || e.n == cut && k >= minTie
	})
}

// genMap is a map bounded by generations: when the current generation is
// full it becomes the old one and the previous old one is dropped, so the
// most recently used entries survive and memory stays under twice the cap.
type genMap[V any] struct {
	cur, old flatMap[V]
	cap      int
}

func newGenMap[V any](cap int) *genMap[V] {
	return &genMap[V]{cap: cap}
}

func (g *genMap[V]) get(k uint64) (V, bool) {
	if v := g.cur.ptr(k); v != nil {
		return *v, true
	}
	if p := g.old.ptr(k); p != nil {
		v := *p
		g.put(k, v) // the most recently used survive the next turn
		return v, true
	}
	var zero V
	return zero, false
}

func (g *genMap[V]) put(k uint64, v V) {
	if p := g.cur.ptr(k); p != nil {
		*p = v
		return
	}
	if g.cur.len() >= g.cap {
		g.old = g.cur
		g.cur = newFlatMap[V](g.cap / 4)
	}
	g.cur.set(k, v)
}

// upsert is get and put in one: a pointer to k's value in the current
// generation (moved there from the old one, or added with the zero
// value); found reports that k was in either. The pointer is good until
// the next change of the table.
func (g *genMap[V]) upsert(k uint64) (v *V, found bool) {
	if p := g.cur.ptr(k); p != nil {
		return p, true
	}
	var val V
	if p := g.old.ptr(k); p != nil {
		val, found = *p, true
	}
	if g.cur.len() >= g.cap {
		g.old = g.cur
		g.cur = newFlatMap[V](g.cap / 4)
	}
	v, _ = g.cur.put(k)
	*v = val
	return v, found
}

func (g *genMap[V]) del(k uint64) {
	g.cur.del(k)
	g.old.del(k)
}

// lineSeen remembers where a line of text was seen, to tell boilerplate
// (the same line in several stories, or in documents of one outlet that
// are not copies of each other) from a quotation repeated inside one
// story.
type lineSeen struct {
	stories [boilerStories]uint64 // hashes of the first stories it was seen in
	source  uint64                // hash of the outlet of its first document (0: unknown)
	copy    uint64                // copy cluster of its first document
}

// boilerStories is the number of distinct stories a line must be seen in
// to be boilerplate: a quotation shared by reports of one event that the
// stream split in two must not become boilerplate.
const boilerStories = 3

// seenIn records a story and reports whether the line is now in
// boilerStories stories.
func (l *lineSeen) seenIn(story uint64) {
	for i, s := range l.stories {
		if s == story {
			return
		}
		if s == 0 {
			l.stories[i] = story
			return
		}
	}
}

func (l *lineSeen) boiler() bool { return l.stories[boilerStories-1] != 0 }
