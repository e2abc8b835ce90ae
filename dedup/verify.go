package dedup

import (
	"slices"
)

// Prepared is a document ready for exact verification. It holds two views:
// the full text, on which identity and resemblance (Jaccard) are measured,
// and the content, which leaves out boilerplate lines, on which containment
// and shared passages are measured.
type Prepared struct {
	f        features
	raw      []uint64 // distinct shingle hashes of the full text, sorted
	sorted   []uint64 // content shingles, packed and sorted
	distinct int      // number of distinct content shingles
	content  int      // number of content words
	maskSum  []int32  // maskSum[i] = masked words before word i (nil: none masked)
	byPos    []uint64 // shingle hash at each position, built on demand
	k        int
}

// Words is the number of words of the document.
func (d *Prepared) Words() int { return d.f.words }

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
	dst.k = p.opts.ShingleSize
	dst.byPos = dst.byPos[:0]
	f := &dst.f
	// Full-text distinct shingles.
	dst.raw = dst.raw[:0]
	for i, s := range f.shingles {
		if i == 0 || s>>posBits != f.shingles[i-1]>>posBits {
			dst.raw = append(dst.raw, s&^posMask)
		}
	}
	// Content view: drop every shingle touching a boilerplate line.
	dst.maskSum = dst.maskSum[:0]
	masked := 0
	if p.commonLine != nil {
		for i, h := range f.lineHash {
			if !p.commonLine(h) {
				continue
			}
			if len(dst.maskSum) == 0 {
				dst.maskSum = slices.Grow(dst.maskSum, f.words+1)[:f.words+1]
				clear(dst.maskSum)
			}
			end := int32(f.words)
			if i+1 < len(f.lineStart) {
				end = f.lineStart[i+1]
			}
			for t := f.lineStart[i]; t < end; t++ {
				dst.maskSum[t+1] = 1
			}
			masked += int(end - f.lineStart[i])
		}
		for i := 1; i < len(dst.maskSum); i++ {
			dst.maskSum[i] += dst.maskSum[i-1]
		}
	}
	dst.content = f.words - masked
	if masked == 0 {
		dst.sorted = append(dst.sorted[:0], f.shingles...)
		dst.distinct = len(dst.raw)
		return nil
	}
	dst.sorted = dst.sorted[:0]
	for _, s := range f.shingles {
		pos := int(s & posMask)
		end := min(pos+dst.k, f.words)
		if dst.maskSum[end]-dst.maskSum[pos] == 0 {
			dst.sorted = append(dst.sorted, s)
		}
	}
	dst.distinct = 0
	for i, s := range dst.sorted {
		if i == 0 || s>>posBits != dst.sorted[i-1]>>posBits {
			dst.distinct++
		}
	}
	return nil
}

// shingleAt returns the hash of the shingle at each position, in order.
func (d *Prepared) shingleAt() []uint64 {
	if len(d.byPos) == 0 && len(d.f.shingles) > 0 {
		d.byPos = slices.Grow(d.byPos[:0], len(d.f.shingles))[:len(d.f.shingles)]
		for _, s := range d.f.shingles {
			d.byPos[s&posMask] = s &^ posMask
		}
	}
	return d.byPos
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
	opts    Options
	matches []uint64
	runs    []run
}

// NewVerifier returns a verifier for the options (defaults applied).
func NewVerifier(opts Options) *Verifier { return &Verifier{opts: opts.WithDefaults()} }

type run struct {
	a0, b0, words int32 // start word in A and B, length in words
	boiler        bool
}

// SameText reports whether the two documents have the same token sequence:
// the same number of words and the same shingle at every position.
func SameText(a, b *Prepared) bool {
	return a.f.words > 0 && a.f.words == b.f.words && slices.Equal(a.f.shingles, b.f.shingles)
}

// Resemblance is the Jaccard similarity of the two full texts' shingle sets.
func Resemblance(a, b *Prepared) float64 {
	inter := countCommon(a.raw, b.raw)
	union := len(a.raw) + len(b.raw) - inter
	if union == 0 {
		return 0
	}
	return float64(inter) / float64(union)
}

// Compare measures a against b and returns the strongest relation that holds
// (None if none), its scores and the shared passages (word indices).
func (v *Verifier) Compare(a, b *Prepared, common IsCommon) (Kind, Scores, []Passage) {
	o := v.opts
	var sc Scores
	if a.f.words == 0 || b.f.words == 0 {
		return None, sc, nil
	}
	if SameText(a, b) {
		sc = Scores{Jaccard: 1, ContainmentAInB: 1, ContainmentBInA: 1, Coverage: 1}
		n := a.f.words
		return Identical, sc, []Passage{{AFrom: 0, ATo: n, BFrom: 0, BTo: n, Words: n}}
	}
	sc.Jaccard = Resemblance(a, b)

	inter := v.findRuns(a, b)
	k := int32(o.ShingleSize)
	covered, boilerShingles := 0, 0
	passages := make([]Passage, 0, len(v.runs))
	for idx := range v.runs {
		r := &v.runs[idx]
		if common != nil {
			r.boiler = isBoilerplate(a.shingleAt()[r.a0:r.a0+r.words-k+1], o.Window(), common)
		}
		if r.boiler {
			boilerShingles += int(r.words - k + 1)
		} else {
			covered += int(r.words)
		}
		passages = append(passages, Passage{AFrom: int(r.a0), ATo: int(r.a0 + r.words), BFrom: int(r.b0), BTo: int(r.b0 + r.words),
			Words: int(r.words), Boilerplate: r.boiler})
	}
	shared := max(inter-boilerShingles, 0)
	if a.distinct > 0 {
		sc.ContainmentAInB = float64(shared) / float64(a.distinct)
	}
	if b.distinct > 0 {
		sc.ContainmentBInA = float64(shared) / float64(b.distinct)
	}
	if shorter := min(a.content, b.content); shorter > 0 {
		sc.Coverage = float64(covered) / float64(shorter)
	}
	small := sc.ContainmentAInB
	if b.content < a.content {
		small = sc.ContainmentBInA
	}
	kind := None
	switch {
	case sc.Jaccard >= o.NearDuplicate:
		kind = NearDuplicate
	case small >= o.Excerpt && covered > 0:
		kind = Excerpt
	case sc.Coverage >= o.PartialReuse:
		kind = PartialReuse
	}
	return kind, sc, passages
}

// countCommon counts the values two sorted, duplicate-free slices share.
func countCommon(a, b []uint64) int {
	n, i, j := 0, 0, 0
	for i < len(a) && j < len(b) {
		switch {
		case a[i] < b[j]:
			i++
		case a[i] > b[j]:
			j++
		default:
			n++
			i++
			j++
		}
	}
	return n
}

// findRuns merges the sorted content shingles of a and b, leaves the shared
// passages of at least MinPassage words in v.runs (non-overlapping, in A's
// order) and returns the number of distinct shared content shingles.
func (v *Verifier) findRuns(a, b *Prepared) int {
	o := v.opts
	v.matches = v.matches[:0]
	inter := 0
	as, bs := a.sorted, b.sorted
	i, j := 0, 0
	for i < len(as) && j < len(bs) {
		ha, hb := as[i]>>posBits, bs[j]>>posBits
		switch {
		case ha < hb:
			i++
		case ha > hb:
			j++
		default:
			i2, j2 := i+1, j+1
			for i2 < len(as) && as[i2]>>posBits == ha {
				i2++
			}
			for j2 < len(bs) && bs[j2]>>posBits == ha {
				j2++
			}
			inter++
			// Highly repeated shingles (tables, lists) would explode the
			// cross product and carry no evidence of copying.
			if (i2-i)*(j2-j) <= 16 {
				for x := i; x < i2; x++ {
					pa := as[x] & posMask
					for y := j; y < j2; y++ {
						// diagonal (offset by 2^posBits to stay positive), then position in A
						diag := bs[y]&posMask + posMask + 1 - pa
						v.matches = append(v.matches, diag<<posBits|pa)
					}
				}
			}
			i, j = i2, j2
		}
	}
	// Consecutive shingle matches on one diagonal form a shared passage.
	sortUint64(v.matches)
	k := int32(o.ShingleSize)
	v.runs = v.runs[:0]
	for s := 0; s < len(v.matches); {
		e := s + 1
		for e < len(v.matches) && v.matches[e] == v.matches[e-1]+1 && v.matches[e]>>posBits == v.matches[s]>>posBits {
			e++
		}
		a0 := int32(v.matches[s] & posMask)
		diag := int32(v.matches[s]>>posBits) - posMask - 1
		if words := int32(v.matches[e-1]&posMask) - a0 + k; int(words) >= o.MinPassage {
			v.runs = append(v.runs, run{a0: a0, b0: a0 + diag, words: words})
		}
		s = e
	}
	// Longest first, without overlaps in either document.
	slices.SortFunc(v.runs, func(x, y run) int {
		if x.words != y.words {
			return int(y.words - x.words)
		}
		return int(x.a0 - y.a0)
	})
	kept := v.runs[:0]
	for _, r := range v.runs {
		overlap := false
		for _, q := range kept {
			if r.a0 < q.a0+q.words && q.a0 < r.a0+r.words || r.b0 < q.b0+q.words && q.b0 < r.b0+r.words {
				overlap = true
				break
			}
		}
		if !overlap {
			kept = append(kept, r)
		}
	}
	v.runs = kept
	slices.SortFunc(v.runs, func(x, y run) int { return int(x.a0 - y.a0) })
	return inter
}

// isBoilerplate reports whether a shared passage (given as its shingles) is
// boilerplate: the minimum of every window of w shingles inside it is a
// common fingerprint. Such a minimum is selected by winnowing in every
// document that contains the window, whatever surrounds it, so its document
// frequency counts at least every document holding that stretch of text;
// one rare minimum proves that part of the passage is rare. (Fingerprints at
// the passage's edges depend on the surrounding text, so their counts would
// understate how common the passage is.)
func isBoilerplate(shingles []uint64, w int, common IsCommon) bool {
	if len(shingles) < w {
		return false
	}
	for s := 0; s+w <= len(shingles); s++ {
		m := shingles[s]
		for _, h := range shingles[s+1 : s+w] {
			m = min(m, h)
		}
		if !common(m) {
			return false
		}
	}
	return true
}
