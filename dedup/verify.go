package dedup

import (
	"slices"

	"github.com/copydesk/copydesk/sketch"
	"github.com/copydesk/copydesk/textnorm"
)

// Prepared is a document ready for exact verification: its tokens with
// offsets, its positional shingles, and its shingles sorted for merging.
type Prepared struct {
	Tokens   []textnorm.Token
	hashes   []uint64
	shingles []uint64
	sorted   []posHash // shingles sorted by hash, then position
	distinct int       // number of distinct shingles
}

type posHash struct {
	hash uint64
	pos  int32
}

// Preparer turns texts into Prepared documents, reusing its buffers.
// It is not safe for concurrent use; keep one per goroutine.
type Preparer struct {
	opts    Options
	scanner textnorm.Scanner
}

// NewPreparer returns a preparer for the options (defaults applied).
func NewPreparer(opts Options) *Preparer {
	return &Preparer{opts: opts.WithDefaults()}
}

// Prepare fills dst from text, reusing dst's memory.
func (p *Preparer) Prepare(dst *Prepared, text string) {
	dst.Tokens = p.scanner.AppendTokens(dst.Tokens[:0], text)
	dst.hashes = dst.hashes[:0]
	for _, t := range dst.Tokens {
		dst.hashes = append(dst.hashes, t.Hash)
	}
	dst.shingles = sketch.AppendShingles(dst.shingles[:0], dst.hashes, p.opts.ShingleSize)
	dst.sorted = dst.sorted[:0]
	for i, h := range dst.shingles {
		dst.sorted = append(dst.sorted, posHash{h, int32(i)})
	}
	slices.SortFunc(dst.sorted, func(a, b posHash) int {
		switch {
		case a.hash < b.hash:
			return -1
		case a.hash > b.hash:
			return 1
		}
		return int(a.pos - b.pos)
	})
	dst.distinct = 0
	for i := range dst.sorted {
		if i == 0 || dst.sorted[i].hash != dst.sorted[i-1].hash {
			dst.distinct++
		}
	}
}

// Passage is a run of words shared by two documents, as byte offsets into
// each original text.
type Passage struct {
	AStart, AEnd int
	BStart, BEnd int
	Words        int
	// Boilerplate marks a passage made only of fingerprints found in more
	// than MaxDF documents: reported, but not counted as shared.
	Boilerplate bool
}

// Scores are the measurements behind a relation.
type Scores struct {
	// Jaccard of the shingle sets, boilerplate passages not counted as shared.
	Jaccard float64
	// ContainmentAInB is the fraction of A's shingles found in B (boilerplate not counted).
	ContainmentAInB float64
	ContainmentBInA float64
	// Coverage is the fraction of the shorter document's words inside shared,
	// non-boilerplate passages of at least MinPassage words.
	Coverage float64
}

// IsCommon reports whether a fingerprint hash is boilerplate (found in more
// than MaxDF documents). A nil IsCommon treats every fingerprint as rare.
type IsCommon func(hash uint64) bool

// Verifier compares prepared documents exactly. Not safe for concurrent use.
type Verifier struct {
	opts    Options
	matches []match
	runs    []run
}

// NewVerifier returns a verifier for the options (defaults applied).
func NewVerifier(opts Options) *Verifier { return &Verifier{opts: opts.WithDefaults()} }

type match struct{ diag, a int32 }

type run struct {
	a0, b0, words int32 // token start in A and B, length in tokens
	boiler        bool
}

// Compare measures a against b and returns the strongest relation that holds
// (None if none), its scores and the shared passages.
func (v *Verifier) Compare(a, b *Prepared, common IsCommon) (Kind, Scores, []Passage) {
	o := v.opts
	var sc Scores
	if len(a.Tokens) == 0 || len(b.Tokens) == 0 {
		return None, sc, nil
	}
	if slices.Equal(a.hashes, b.hashes) {
		sc = Scores{Jaccard: 1, ContainmentAInB: 1, ContainmentBInA: 1, Coverage: 1}
		n := len(a.Tokens)
		p := Passage{AStart: int(a.Tokens[0].Start), AEnd: int(a.Tokens[n-1].End),
			BStart: int(b.Tokens[0].Start), BEnd: int(b.Tokens[n-1].End), Words: n}
		return Identical, sc, []Passage{p}
	}

	// Merge the sorted shingle lists: count distinct shared shingles and
	// collect position matches for passage finding.
	v.matches = v.matches[:0]
	inter := 0
	as, bs := a.sorted, b.sorted
	i, j := 0, 0
	for i < len(as) && j < len(bs) {
		ha, hb := as[i].hash, bs[j].hash
		switch {
		case ha < hb:
			i++
		case ha > hb:
			j++
		default:
			i2, j2 := i, j
			for i2 < len(as) && as[i2].hash == ha {
				i2++
			}
			for j2 < len(bs) && bs[j2].hash == ha {
				j2++
			}
			inter++
			// Highly repeated shingles (tables, lists) would explode the
			// cross product and carry no evidence of copying.
			if (i2-i)*(j2-j) <= 16 {
				for x := i; x < i2; x++ {
					for y := j; y < j2; y++ {
						v.matches = append(v.matches, match{diag: bs[y].pos - as[x].pos, a: as[x].pos})
					}
				}
			}
			i, j = i2, j2
		}
	}

	// Runs of consecutive shingle matches on one diagonal are shared passages.
	slices.SortFunc(v.matches, func(x, y match) int {
		if x.diag != y.diag {
			return int(x.diag - y.diag)
		}
		return int(x.a - y.a)
	})
	k := int32(o.ShingleSize)
	v.runs = v.runs[:0]
	for s := 0; s < len(v.matches); {
		e := s + 1
		for e < len(v.matches) && v.matches[e].diag == v.matches[s].diag && v.matches[e].a == v.matches[e-1].a+1 {
			e++
		}
		a0 := v.matches[s].a
		words := v.matches[e-1].a - a0 + k
		if int(words) >= o.MinPassage {
			v.runs = append(v.runs, run{a0: a0, b0: a0 + v.matches[s].diag, words: words})
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

	covered, boilerShingles := 0, 0
	passages := make([]Passage, 0, len(v.runs))
	for idx := range v.runs {
		r := &v.runs[idx]
		r.boiler = common != nil && isBoilerplate(a.shingles[r.a0:r.a0+r.words-k+1], o.Window(), common)
		if r.boiler {
			boilerShingles += int(r.words - k + 1)
		} else {
			covered += int(r.words)
		}
		last := r.words - 1
		passages = append(passages, Passage{
			AStart: int(a.Tokens[r.a0].Start), AEnd: int(a.Tokens[r.a0+last].End),
			BStart: int(b.Tokens[r.b0].Start), BEnd: int(b.Tokens[r.b0+last].End),
			Words: int(r.words), Boilerplate: r.boiler,
		})
	}

	shared := inter - boilerShingles
	if shared < 0 {
		shared = 0
	}
	union := a.distinct + b.distinct - inter
	sc.Jaccard = float64(shared) / float64(union)
	sc.ContainmentAInB = float64(shared) / float64(a.distinct)
	sc.ContainmentBInA = float64(shared) / float64(b.distinct)
	shorter := min(len(a.Tokens), len(b.Tokens))
	sc.Coverage = float64(covered) / float64(shorter)

	small := sc.ContainmentAInB
	if len(b.Tokens) < len(a.Tokens) {
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
