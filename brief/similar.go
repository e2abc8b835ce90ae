package brief

import (
	"cmp"
	"math"
	"slices"

	"github.com/copydesk/copydesk/align"
	"github.com/copydesk/copydesk/textnorm"
)

// sref names a body sentence: document d, sentence s.
type sref struct{ d, s int }

// simIndex finds, for a sentence, the most similar sentences of other
// documents: candidates share rare content words (an inverted index, so a
// story of thousands of sentences stays fast), and the matcher scores the
// best few. It measures support for a statement beyond exact alignment:
// independent reports rarely say the same thing in the same words.
type simIndex struct {
	b      *builder
	m      *align.Matcher
	words  [][][]string // content words per document and sentence
	post   map[string][]sref
	idf    map[string]float64
	preps  map[string]*align.Prepared // by sentence text: copies repeat sentences
	scores map[[2]sref]float64
}

func newSimIndex(b *builder) *simIndex {
	m := b.opts.Matcher
	if m == nil {
		m = align.NewMatcher(nil)
	}
	ix := &simIndex{b: b, m: m, post: map[string][]sref{}, idf: map[string]float64{},
		preps: map[string]*align.Prepared{}, scores: map[[2]sref]float64{}}
	ix.words = make([][][]string, len(b.sents))
	n := 0
	for d, ss := range b.sents {
		ix.words[d] = make([][]string, len(ss))
		for s, sent := range ss {
			seen := map[string]bool{}
			var sc textnorm.Scanner
			sc.Reset(sent.text)
			for sc.Next() {
				w := string(sc.Norm())
				if len(w) < 3 || stopword(w) || seen[w] {
					continue
				}
				seen[w] = true
				ix.words[d][s] = append(ix.words[d][s], w)
				ix.post[w] = append(ix.post[w], sref{d, s})
			}
			n++
		}
	}
	for w, ps := range ix.post {
		ix.idf[w] = math.Log(float64(n+1) / float64(len(ps)))
	}
	return ix
}

// weight is the IDF mass of a sentence's content words.
func (ix *simIndex) weight(r sref) float64 {
	w := 0.0
	for _, t := range ix.words[r.d][r.s] {
		w += ix.idf[t]
	}
	return w
}

func (ix *simIndex) prep(r sref) *align.Prepared {
	text := ix.b.sents[r.d][r.s].text
	if p, ok := ix.preps[text]; ok {
		return p
	}
	p := ix.m.Prepare(text)
	ix.preps[text] = p
	return p
}

func (ix *simIndex) score(x, y sref) float64 {
	key := [2]sref{x, y}
	if y.d < x.d || y.d == x.d && y.s < x.s {
		key = [2]sref{y, x}
	}
	if s, ok := ix.scores[key]; ok {
		return s
	}
	f := ix.m.Compare(ix.prep(x), ix.prep(y))
	s := ix.m.ScoreFeatures(&f)
	ix.scores[key] = s
	return s
}

// neighbour is a sentence of another document with its similarity.
type neighbour struct {
	r       sref
	score   float64 // the matcher's score
	contain float64 // IDF share of the query's content words it holds
	dice    float64 // IDF-weighted Dice of the two sentences' content words
}

// neighbours returns the most similar sentences of other documents (at most
// k, by weighted word overlap, then scored by the matcher).
func (ix *simIndex) neighbours(r sref, k int) []neighbour {
	qw := ix.words[r.d][r.s]
	total := 0.0
	overlap := map[sref]float64{}
	for _, w := range qw {
		total += ix.idf[w]
		ps := ix.post[w]
		if len(ps) > 200 { // too common in the story to tell sentences apart
			continue
		}
		for _, p := range ps {
			if p.d != r.d {
				overlap[p] += ix.idf[w]
			}
		}
	}
	cands := make([]neighbour, 0, len(overlap))
	for p, o := range overlap {
		cands = append(cands, neighbour{r: p, contain: o / max(total, 1e-9), dice: 2 * o / max(total+ix.weight(p), 1e-9)})
	}
	slices.SortFunc(cands, func(a, b neighbour) int {
		return cmp.Or(cmp.Compare(b.contain, a.contain), a.r.d-b.r.d, a.r.s-b.r.s)
	})
	if len(cands) > k {
		cands = cands[:k]
	}
	for i := range cands {
		cands[i].score = ix.score(r, cands[i].r)
	}
	return cands
}

// similarity is the higher of the matcher's score and the IDF-weighted
// Dice overlap of two sentences.
func (ix *simIndex) similarity(x, y sref) float64 {
	wx, wy := ix.weight(x), ix.weight(y)
	shared := 0.0
	set := map[string]bool{}
	for _, w := range ix.words[x.d][x.s] {
		set[w] = true
	}
	for _, w := range ix.words[y.d][y.s] {
		if set[w] {
			shared += ix.idf[w]
		}
	}
	dice := 0.0
	if wx+wy > 0 {
		dice = 2 * shared / (wx + wy)
	}
	return max(dice, ix.score(x, y))
}
