// Package headline picks a story's headline. It is the one rule that
// package story (copydesk stories), package brief (copydesk brief) and
// the desk (copydesk serve) share, so that a story shows the same
// headline in all three: they had a rule each, and one story in two had
// two headlines. It is pure: no I/O.
package headline

import (
	"math"
	"strings"
	"time"

	"github.com/copydesk/copydesk/lexicon"
	"github.com/copydesk/copydesk/textnorm"
)

// MaxLead is the most bytes of a document's first line that stand for
// its missing title (Lead), "…" aside.
const MaxLead = 100

// Lead is what stands for a document's missing title: the first line of
// its text, trimmed, cut at a word boundary with "…" when longer than
// MaxLead bytes (textnorm.LeadLine). It is "" for a blank text only.
func Lead(text string) string { return textnorm.LeadLine(text, MaxLead) }

// Of returns the headline of a story of n documents: doc(i) gives document
// i's title and publication time (zero when unknown), lead(i) its Lead,
// asked only when no document has a title.
//
// The headline is the medoid of the titles: the title most like the
// others, summing its cosines with each of them (titles as sets of
// distinct words, normalised, stop words left out). Brief chose the
// title with the most words in common with the others (Jaccard); the
// cosines pick the same title in 98% of the stories of two or more of
// BBC, Reuters and ECB+ and read each title once (a word's share of the
// others is summed over the titles holding it), where the pairs were
// quadratic in a story's titles. Story chose the title whose words weigh
// most in the story's centroid, which brief and the desk do not have. A
// tie goes to the earliest document (Earlier): of two titles, the first
// report's. A story without titles takes the Lead of its earliest
// document whose text is not blank; "" when there is none.
func Of(n int, doc func(i int) (title string, published time.Time), lead func(i int) string) string {
	type cand struct {
		i     int
		words []string
		at    time.Time
	}
	var cands []cand
	in := map[string]int{} // the last title holding a word, counted from 1
	for i := range n {
		title, at := doc(i)
		if strings.TrimSpace(title) == "" {
			continue
		}
		var ws []string
		for _, w := range strings.Fields(textnorm.Normalize(title)) {
			if !lexicon.IsStopWord(w) && in[w] != len(cands)+1 {
				in[w] = len(cands) + 1
				ws = append(ws, w)
			}
		}
		cands = append(cands, cand{i, ws, at})
	}
	if len(cands) == 0 {
		best, bestAt, text := -1, time.Time{}, ""
		for i := range n {
			_, at := doc(i)
			if best >= 0 && !Earlier(at, bestAt, i, best) {
				continue
			}
			if l := lead(i); l != "" {
				best, bestAt, text = i, at, l
			}
		}
		return text
	}
	// share[w] sums 1/sqrt(words) over the titles holding w: a title's
	// cosine with another is the shares of its words (without its own)
	// over the square root of its own words.
	share := make(map[string]float64, len(in))
	for _, c := range cands {
		if len(c.words) > 0 {
			inv := 1 / math.Sqrt(float64(len(c.words)))
			for _, w := range c.words {
				share[w] += inv
			}
		}
	}
	best, bestScore := 0, math.Inf(-1)
	for k, c := range cands {
		score := 0.0
		if len(c.words) > 0 {
			inv := 1 / math.Sqrt(float64(len(c.words)))
			for _, w := range c.words {
				score += share[w] - inv
			}
			score *= inv
		}
		b := cands[best]
		if score > bestScore+1e-9 || score > bestScore-1e-9 && Earlier(c.at, b.at, c.i, b.i) {
			best, bestScore = k, score
		}
	}
	title, _ := doc(cands[best].i)
	return strings.TrimSpace(title)
}

// Earlier reports whether document i, published at pi, comes before
// document j, published at pj: by publication time, a dated document
// before an undated one, then by index.
func Earlier(pi, pj time.Time, i, j int) bool {
	switch {
	case !pi.IsZero() && !pj.IsZero() && !pi.Equal(pj):
		return pi.Before(pj)
	case pi.IsZero() != pj.IsZero():
		return !pi.IsZero()
	}
	return i < j
}
