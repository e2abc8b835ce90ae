package dedup

import (
	"slices"
)

// Prepared is a document ready for exact verification. It holds two views:
// the full text, on which identity and resemblance (Jaccard) are measured,
// and the content, which leaves out boilerplate lines, on which containment
// and shared passages are measured. In a comparison one document is the
// pivot: it gets a hash table of its shingles (built once, on first use)
// and the other is only walked in order, so a document compared with many
// others is hashed once.
type Prepared struct {
	f         features
	pt        pivotTable // every shingle, with content positions; built on demand
	ptOK      bool
	content   int // number of content words
	distinctC int // distinct content shingles; -1 until known
	// maskBits has bit i set when shingle i touches a boilerplate line
	// (empty: none does). A bit per shingle, set line by line, costs a
	// fraction of a per-word prefix sum and answers in one load.
	maskBits []uint64
	k        int
}

// Words is the number of words of the document.
func (d *Prepared) Words() int { return d.f.words }

// hasMask reports whether some words are boilerplate lines.
func (d *Prepared) hasMask() bool { return len(d.maskBits) > 0 }

// masked reports whether the shingle at position i touches a boilerplate line.
func (d *Prepared) masked(i int) bool {
	if len(d.maskBits) == 0 {
		return false
	}
	return d.maskBits[uint(i)/64]&(1<<(uint(i)%64)) != 0
}

// pivot returns the hash table of the document's shingles, full text and
// content.
func (d *Prepared) pivot() *pivotTable {
	if !d.ptOK {
		t := &d.pt
		t.reset(len(d.f.shingles))
		if d.hasMask() {
			for i, h := range d.f.shingles {
				t.add(h, i, d.masked(i))
			}
		} else {
			for i, h := range d.f.shingles {
				t.add(h, i, false)
			}
		}
		d.ptOK = true
	}
	return &d.pt
}

// contentDistinct is the number of distinct content shingles, counted
// with scratch unless d's pivot table holds it.
func (d *Prepared) contentDistinct(scratch *shingleTable) int {
	if d.distinctC < 0 {
		if d.ptOK {
			d.distinctC = d.pt.cdistinct
		} else {
			scratch.reset(len(d.f.shingles))
			for i, h := range d.f.shingles {
				if !d.masked(i) {
					scratch.addKey(h, i)
				}
			}
			d.distinctC = scratch.distinct
		}
	}
	return d.distinctC
}

// Preparer turns stored features into Prepared documents, reusing buffers.
// It is not safe for concurrent use; keep one per goroutine.
type Preparer struct {
	opts       Options
	commonLine func(uint64) bool
}

// NewPreparer returns a preparer for the options (defaults applied).
// commonLine, when not nil, reports the line hashes that are boilerplate.
func NewPreparer(opts Options, commonLine func(uint64) bool) *Preparer {
	return &Preparer{opts: opts.WithDefaults(), commonLine: commonLine}
}

// Prepare fills dst from the features stored for a document.
func (p *Preparer) Prepare(dst *Prepared, feat []byte) error {
	if err := dst.f.decode(feat); err != nil {
		return err
	}
	f := &dst.f
	dst.k = p.opts.ShingleSize
	dst.ptOK = false
	// Content view: leave out every shingle touching a boilerplate line.
	// Shingle i covers words [i, i+k) (one shingle of all the words when
	// there are fewer than k), so a line of words [from, to) touches
	// shingles [from-k+1, to-1].
	dst.maskBits = dst.maskBits[:0]
	masked := 0
	if p.commonLine != nil {
		ns := len(f.shingles)
		for i, h := range f.lineHash {
			if !p.commonLine(h) {
				continue
			}
			end := f.words
			if i+1 < len(f.lineStart) {
				end = int(f.lineStart[i+1])
			}
			start := int(f.lineStart[i])
			if end <= start {
				continue
			}
			if len(dst.maskBits) == 0 {
				dst.maskBits = slices.Grow(dst.maskBits, (ns+63)/64)[:(ns+63)/64]
				clear(dst.maskBits)
			}
			masked += end - start
			for s := max(start-dst.k+1, 0); s < min(end, ns); s++ {
				dst.maskBits[uint(s)/64] |= 1 << (uint(s) % 64)
			}
		}
	}
	dst.content = f.words - masked
	dst.distinctC = -1
	if masked == 0 {
		dst.distinctC = f.distinct
	}
	return nil
}

// Passage is a run of words shared by two documents: word indices
// [AFrom, ATo) and [BFrom, BTo) in each document's full token sequence,
// and, once resolved against the texts, byte offsets into each text.
type Passage struct {
	AFrom, ATo   int
	BFrom, BTo   int
	AStart, AEnd int
	BStart, BEnd int
	Words        int
	// Boilerplate marks a passage whose every window is a fingerprint common
	// to many documents: reported, but not counted as shared content.
	Boilerplate bool
}

// Scores are the measurements behind a relation.
type Scores struct {
	// Jaccard is the resemblance of the two full texts: shared distinct
	// shingles over all distinct shingles.
	Jaccard float64
	// ContainmentAInB is the fraction of A's content shingles found in B,
	// boilerplate lines and passages not counted.
	ContainmentAInB float64
	ContainmentBInA float64
	// Coverage is the fraction of the shorter document's content words inside
	// shared, non-boilerplate passages of at least MinPassage words.
	Coverage float64
}

// IsCommon reports whether a fingerprint hash is boilerplate. A nil IsCommon
// treats every fingerprint as rare.
type IsCommon func(hash uint64) bool

// Verifier compares prepared documents exactly. Not safe for concurrent use.
type Verifier struct {
	opts         Options
	runs         []run
	active, next []active
	missed       []uint32
	hits         []uint64 // findRuns: b's table slots, per position
	keptA, keptB []uint64 // findRuns: words inside kept passages
	scratch      shingleTable
}

// active is a run being followed: it starts at a and b and spans n shingles.
type active struct{ a, b, n int }

// NewVerifier returns a verifier for the options (defaults applied).
func NewVerifier(opts Options) *Verifier { return &Verifier{opts: opts.WithDefaults()} }

type run struct {
	a0, b0, words int32 // start word in A and B, length in words
	boiler        bool
}

// SameText reports whether the two documents have the same token sequence:
// the same number of words and the same shingle at every position. Past
// the positions the features hold (2^posBits) it cannot tell, and says no.
func SameText(a, b *Prepared) bool {
	return a.f.words > 0 && a.f.words == b.f.words && a.f.words <= posMask && slices.Equal(a.f.shingles, b.f.shingles)
}

// Resemblance is the Jaccard similarity of the two full texts' shingle sets
// (a is the pivot).
func Resemblance(a, b *Prepared) float64 {
	return jaccard(rawShared(a, b), a.f.distinct, b.f.distinct)
}

func jaccard(inter, na, nb int) float64 {
	if union := na + nb - inter; union > 0 {
		return float64(inter) / float64(union)
	}
	return 0
}

// rawShared counts the distinct shingles of a's full text found in b's.
func rawShared(a, b *Prepared) int {
	t := a.pivot()
	t.newPass()
	n := 0
	for _, h := range b.f.shingles {
		if slot, ok := t.find(h); ok && t.markRaw(slot) {
			n++
		}
	}
	return n
}

// Compare measures a against b and returns the strongest relation that holds
// (None if none), its scores and the shared passages (word indices).
func (v *Verifier) Compare(a, b *Prepared, common IsCommon) (Kind, Scores, []Passage) {
	holds, sc, ps := v.compare(a, b, common, false)
	return holds.Strongest(), sc, ps
}

// relate is Compare for callers that drop pairs holding no relation, and
// that may not ask for every kind: it returns every kind that holds (a
// near-duplicate need not be an excerpt, nor share passages long enough
// for partial reuse). For a pair that holds none it returns zero scores
// and no passages, and it may decide so without following every passage
// (see mayCover). A pair that holds a relation gets the same scores and
// passages as from Compare.
func (v *Verifier) relate(a, b *Prepared, common IsCommon) (KindSet, Scores, []Passage) {
	return v.compare(a, b, common, true)
}

// covers reports whether covered words of the shorter document's content
// (shorter words) reach partial reuse: Compare's test, kept in one place so
// that the bounds below decide exactly as it does.
func (v *Verifier) covers(covered, shorter int) bool {
	cov := 0.0
	if shorter > 0 {
		cov = float64(covered) / float64(shorter)
	}
	return cov >= v.opts.PartialReuse
}

func (v *Verifier) compare(a, b *Prepared, common IsCommon, prune bool) (KindSet, Scores, []Passage) {
	o := v.opts
	var sc Scores
	if a.f.words == 0 || b.f.words == 0 {
		return 0, sc, nil
	}
	if SameText(a, b) {
		sc = Scores{Jaccard: 1, ContainmentAInB: 1, ContainmentBInA: 1, Coverage: 1}
		n := a.f.words
		return AllKinds, sc, []Passage{{AFrom: 0, ATo: n, BFrom: 0, BTo: n, Words: n}}
	}
	shorterContent := min(a.content, b.content)
	// mayCover first: it looks up one shingle in MinPassage-ShingleSize+1,
	// and a pair that passes (most do, here) then needs no mayResemble.
	if prune && !v.mayCover(a, b, shorterContent) && !v.mayResemble(a, b) {
		return 0, Scores{}, nil
	}
	inter, rawInter := v.findRuns(a, b)
	sc.Jaccard = jaccard(rawInter, a.f.distinct, b.f.distinct)
	k := int32(o.ShingleSize)
	covered, boilerShingles := 0, 0
	for idx := range v.runs {
		r := &v.runs[idx]
		if common != nil {
			r.boiler = isBoilerplate(a.f.shingles[r.a0:min(int(r.a0+r.words-k+1), len(a.f.shingles))], o.Window(), common)
		}
		if r.boiler {
			boilerShingles += int(r.words - k + 1)
		} else {
			covered += int(r.words)
		}
	}
	if prune && sc.Jaccard < o.NearDuplicate && !v.covers(covered, shorterContent) {
		return 0, Scores{}, nil
	}
	passages := make([]Passage, 0, len(v.runs))
	for _, r := range v.runs {
		passages = append(passages, Passage{AFrom: int(r.a0), ATo: int(r.a0 + r.words), BFrom: int(r.b0), BTo: int(r.b0 + r.words),
			Words: int(r.words), Boilerplate: r.boiler})
	}
	shared := max(inter-boilerShingles, 0)
	if n := a.contentDistinct(&v.scratch); n > 0 {
		sc.ContainmentAInB = float64(shared) / float64(n)
	}
	if n := b.contentDistinct(&v.scratch); n > 0 {
		sc.ContainmentBInA = float64(shared) / float64(n)
	}
	if shorterContent > 0 {
		sc.Coverage = float64(covered) / float64(shorterContent)
	}
	// The containment of the document with fewer content words; of either
	// on a tie, so that the kind does not depend on which is the pivot.
	small := sc.ContainmentAInB
	switch {
	case b.content < a.content:
		small = sc.ContainmentBInA
	case b.content == a.content:
		small = max(small, sc.ContainmentBInA)
	}
	var holds KindSet
	if sc.Jaccard >= o.NearDuplicate {
		holds = holds.With(NearDuplicate)
	}
	if sc.Coverage >= o.PartialReuse {
		holds = holds.With(PartialReuse)
		if small >= o.Excerpt {
			holds = holds.With(Excerpt)
		}
	}
	return holds, sc, passages
}

// mayResemble reports whether the Jaccard of the full texts might reach the
// near-duplicate threshold; false proves it cannot. The shared shingles
// are at most the smaller set, and at most b's less those of its shingles
// that a lacks: mayResemble looks b's shingles up in order and stops as
// soon as enough distinct ones are missing.
func (v *Verifier) mayResemble(a, b *Prepared) bool {
	na, nb := a.f.distinct, b.f.distinct
	o := v.opts
	if jaccard(min(na, nb), na, nb) < o.NearDuplicate {
		return false
	}
	// need: the fewest missing shingles that rule the threshold out.
	need := 1
	for need <= nb && jaccard(min(na, nb-need), na, nb) >= o.NearDuplicate {
		need++
	}
	if need > nb {
		return true
	}
	t := a.pivot()
	missed := v.missed[:0]
	defer func() { v.missed = missed }()
	check := need
	for _, h := range b.f.shingles {
		if _, ok := t.find(h); ok {
			continue
		}
		missed = append(missed, max(h, 1)) // keys 0 and 1 are one in the tables (tableKey)
		if len(missed) >= check {
			// Repeated shingles count once.
			slices.Sort(missed)
			missed = slices.Compact(missed)
			if len(missed) >= need {
				return false
			}
			check = len(missed) + need
		}
	}
	if len(missed) >= need {
		slices.Sort(missed)
		missed = slices.Compact(missed)
	}
	return len(missed) < need
}

// mayCover reports whether the shared passages that findRuns can find
// might cover enough of the shorter document's content (shorter words) for
// partial reuse; false proves they cannot. A passage of n >= m shingles (m =
// MinPassage-ShingleSize+1) is a streak of n consecutive positions of b
// whose shingle is a content shingle of a (on one diagonal), and it covers
// at most n+k-1 words (k the shingle size); passages do not overlap. So
// they cover at most the sum of L+k-1 over the maximal streaks of L >= m
// such positions (whatever their diagonals). Every such streak holds a
// position j = m-1 (mod m): mayCover looks up only those, and follows the
// streak around each one found, stopping as soon as the sum is enough.
func (v *Verifier) mayCover(a, b *Prepared, shorter int) bool {
	k := v.opts.ShingleSize
	m := v.opts.MinPassage - k + 1
	limit := min(a.f.words, b.f.words) // passages do not overlap
	if m < 2 {
		return v.covers(limit, shorter)
	}
	t := a.pivot()
	shingles := b.f.shingles
	hit := func(j int) bool {
		slot, ok := t.find(shingles[j])
		return ok && t.cfirst(slot) >= 0 && !b.masked(j)
	}
	bound := 0
	next := 0 // positions before next are settled
	for j := m - 1; j < len(shingles); j += m {
		if j < next || !hit(j) {
			continue
		}
		lo, hi := j, j+1
		for lo > next && hit(lo-1) {
			lo--
		}
		for hi < len(shingles) && hit(hi) {
			hi++
		}
		if hi-lo >= m {
			bound += hi - lo + k - 1
			if v.covers(min(bound, limit), shorter) {
				return true
			}
		}
		next = hi + 1 // hi missed (or is the end)
	}
	return v.covers(min(bound, limit), shorter)
}

// tableRepeats is how many times a shingle may occur in one document of a
// pair and still have every pairing of its occurrences followed: tables
// and lists repeat without meaning, and pairing all their rows would cost
// the product of the counts.
const tableRepeats = 9

// Bits of the per-position entries of findRuns' first pass (the slot is
// in the low bits; an entry without hitContent is followed no further).
const (
	hitContent = 1 << 62 // a content shingle of both documents
	hitFirst   = 1 << 61 // its first content occurrence in b
	hitSlot    = hitFirst - 1
)

// findRuns finds the content shingles of b in a (the pivot), leaves the
// shared passages of at least MinPassage words in v.runs (non-overlapping,
// in A's order) and returns the number of distinct shared content shingles
// and the number of distinct shared shingles of the full texts.
//
// A passage is a maximal stretch of one diagonal (a run) on which the two
// documents agree, shingle for shingle, outside boilerplate. findRuns
// looks b up in a's table once (first pass, which also counts how often b
// repeats each shared shingle), then walks b in order following every
// diagonal on which they agree, so it needs no sorting. A shingle found at
// most tableRepeats times in each document opens a run at every pairing
// of its occurrences; one repeated more often opens one at the pairing of
// its first occurrences only, but every run reaching it goes on through
// it, and a run reaches back as far as the documents agree. What it finds
// is thus the same whichever document is the pivot.
func (v *Verifier) findRuns(a, b *Prepared) (inter, rawInter int) {
	o := v.opts
	k := o.ShingleSize
	minShingles := o.MinPassage - k + 1
	v.runs = v.runs[:0]
	t := a.pivot()
	t.newPass()
	hits := v.hits[:0]
	for j, h := range b.f.shingles {
		slot, ok := t.find(h)
		if !ok {
			hits = append(hits, 0)
			continue
		}
		if t.markRaw(slot) {
			rawInter++
		}
		e := slot
		if t.cfirst(slot) >= 0 && !b.masked(j) {
			e |= hitContent
			if t.markContent(slot) {
				inter++
				e |= hitFirst
			}
			t.countContent(slot)
		}
		hits = append(hits, e)
	}
	v.hits = hits

	emit := func(r *active) {
		// A run opened after the start of its stretch (at a repeated
		// shingle's first pairing) reaches back to it.
		for r.a > 0 && r.b > 0 && tableKey(a.f.shingles[r.a-1]) == tableKey(b.f.shingles[r.b-1]) && !a.masked(r.a-1) && !b.masked(r.b-1) {
			r.a--
			r.b--
			r.n++
		}
		if r.n < minShingles {
			return
		}
		words := r.n + k - 1
		// A text shorter than a shingle has one shingle of all its words.
		words = min(words, a.f.words-r.a, b.f.words-r.b)
		if words >= o.MinPassage {
			v.runs = append(v.runs, run{a0: int32(r.a), b0: int32(r.b), words: int32(words)})
		}
	}
	// extend continues the run on p's diagonal if it reached j-1, else opens one.
	extend := func(next []active, p, j int) []active {
		for i := range v.active {
			if r := &v.active[i]; r.a+r.n == p && r.b+r.n == j {
				r.n++
				next = append(next, *r)
				r.n = -1 // taken
				return next
			}
		}
		return append(next, active{a: p, b: j, n: 1})
	}
	v.active = v.active[:0]
	for j, e := range hits {
		next := v.next[:0]
		if e&hitContent != 0 {
			slot := e & hitSlot
			pa := int(t.cfirst(slot))
			if later := t.later(slot); len(later) < tableRepeats && t.contentMatches(slot) <= tableRepeats {
				next = extend(next, pa, j)
				for _, q := range later {
					next = extend(next, int(q), j)
				}
			} else {
				next = v.continueThrough(next, a, tableKey(b.f.shingles[j]))
				if e&hitFirst != 0 && !openedAt(next, pa, j) {
					next = extend(next, pa, j)
				}
			}
		}
		for i := range v.active {
			if v.active[i].n > 0 {
				emit(&v.active[i])
			}
		}
		v.active, v.next = next, v.active
	}
	for i := range v.active {
		emit(&v.active[i])
	}
	v.keepDisjoint(a, b)
	return inter, rawInter
}

// keepDisjoint keeps in v.runs the longest runs that overlap no longer one
// in either document, in A's order. Equal lengths are ordered by where
// they lie in both documents together, and two runs whose starts are
// swapped ((x, y) and (y, x)) by their start in the document whose
// shingles sort first, so that the choice does not depend on which
// document is A. The words already kept are bits, so a run is checked in
// a few word loads.
func (v *Verifier) keepDisjoint(a, b *Prepared) {
	byA := 0 // 1: by the start in a, -1: in b; decided on the first such tie
	slices.SortFunc(v.runs, func(x, y run) int {
		if x.words != y.words {
			return int(y.words - x.words)
		}
		if sx, sy := x.a0+x.b0, y.a0+y.b0; sx != sy {
			return int(sx - sy)
		}
		if mx, my := min(x.a0, x.b0), min(y.a0, y.b0); mx != my {
			return int(mx - my)
		}
		if byA == 0 {
			byA = 1
			if slices.Compare(a.f.shingles, b.f.shingles) > 0 {
				byA = -1
			}
		}
		if byA > 0 {
			return int(x.a0 - y.a0)
		}
		return int(x.b0 - y.b0)
	})
	v.keptA = resetBits(v.keptA, a.f.words)
	v.keptB = resetBits(v.keptB, b.f.words)
	kept := v.runs[:0]
	for _, r := range v.runs {
		a0, b0, n := int(r.a0), int(r.b0), int(r.words)
		if anyBit(v.keptA, a0, a0+n) || anyBit(v.keptB, b0, b0+n) {
			continue
		}
		setBits(v.keptA, a0, a0+n)
		setBits(v.keptB, b0, b0+n)
		kept = append(kept, r)
	}
	v.runs = kept
	slices.SortFunc(v.runs, func(x, y run) int { return int(x.a0 - y.a0) })
}

// resetBits returns a cleared bit set of n bits, reusing set.
func resetBits(set []uint64, n int) []uint64 {
	words := (n + 63) / 64
	if cap(set) < words {
		return make([]uint64, words)
	}
	set = set[:words]
	clear(set)
	return set
}

// rangeMasks calls f for each word of bits [from, to) with the mask of
// those bits in it.
func rangeMasks(from, to int, f func(w int, mask uint64) bool) {
	for from < to {
		w, lo := from/64, uint(from%64)
		hi := uint(64)
		if end := (w + 1) * 64; to < end {
			hi = uint(to - w*64)
		}
		mask := ^uint64(0) << lo
		if hi < 64 {
			mask &= 1<<hi - 1
		}
		if !f(w, mask) {
			return
		}
		from = (w + 1) * 64
	}
}

// anyBit reports whether a bit of [from, to) is set.
func anyBit(set []uint64, from, to int) bool {
	found := false
	rangeMasks(from, to, func(w int, mask uint64) bool {
		found = set[w]&mask != 0
		return !found
	})
	return found
}

// setBits sets bits [from, to).
func setBits(set []uint64, from, to int) {
	rangeMasks(from, to, func(w int, mask uint64) bool {
		set[w] |= mask
		return true
	})
}

// continueThrough moves to next every active run whose next shingle in a
// has the table key key and is content (the walked document's shingle at
// the run's next position has it too), one shingle longer.
func (v *Verifier) continueThrough(next []active, a *Prepared, key uint64) []active {
	for i := range v.active {
		r := &v.active[i]
		if r.n <= 0 {
			continue
		}
		p := r.a + r.n
		if p < len(a.f.shingles) && tableKey(a.f.shingles[p]) == key && !a.masked(p) {
			r.n++
			next = append(next, *r)
			r.n = -1 // taken
		}
	}
	return next
}

// openedAt reports whether next holds a run that reaches position p of a
// at position j of b.
func openedAt(next []active, p, j int) bool {
	for _, r := range next {
		if r.a+r.n-1 == p && r.b+r.n-1 == j {
			return true
		}
	}
	return false
}

// isBoilerplate reports whether a shared passage (given as its shingles) is
// boilerplate: the minimum of every window of w shingles inside it is a
// common fingerprint. Such a minimum is selected by winnowing in every
// document that contains the window, whatever surrounds it, so its document
// frequency counts at least every document holding that stretch of text;
// one rare minimum proves that part of the passage is rare. (Fingerprints at
// the passage's edges depend on the surrounding text, so their counts would
// understate how common the passage is.)
func isBoilerplate(shingles []uint32, w int, common IsCommon) bool {
	if len(shingles) < w {
		return false
	}
	for s := 0; s+w <= len(shingles); s++ {
		m := shingles[s]
		for _, h := range shingles[s+1 : s+w] {
			m = min(m, h)
		}
		if !common(uint64(m) << 32) { // fingerprints keep the top 32 bits (shingleKey)
			return false
		}
	}
	return true
}
