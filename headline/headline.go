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
	"unicode"

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
// distinct words, normalised, stop words left out), so that the story's
// own wording wins over one report's side angle. Cosines rather than the
// words in common with each other title (Jaccard): they read each title
// once (a word's share of the others is summed over the titles holding
// it) where comparing pairs is quadratic in a story's titles, and they
// pick the same title as Jaccard in 98% of the stories of two or more of
// BBC, Reuters and ECB+. The titles alone, not their words weighed in the
// story's centroid: brief and the desk have no centroid. A tie goes to
// the earliest document (Earlier): of two titles, the first report's.
//
// A story without titles takes the medoid of its documents' Leads the
// same way, among the Leads that read as a headline (LooksLikeHeadline)
// when there are any: a plain-text file often opens with its headline
// line, and the earliest document's first line may be a side detail
// ("Tennant has now been voted one of the most popular Doctors…" for
// the casting of his successor). "" when every text is blank.
func Of(n int, doc func(i int) (title string, published time.Time), lead func(i int) string) string {
	var titles, short []candidate
	for i := range n {
		title, at := doc(i)
		if title = strings.TrimSpace(title); title != "" {
			c := candidate{i: i, text: title, at: at}
			titles = append(titles, c)
			if wordsAtMost(title, MaxWords) {
				short = append(short, c)
			}
		}
	}
	if len(titles) > 0 {
		return medoid(preferred(short, titles))
	}
	var leads, headlines []candidate
	for i := range n {
		l := lead(i)
		if l == "" {
			continue
		}
		_, at := doc(i)
		c := candidate{i: i, text: l, at: at}
		leads = append(leads, c)
		if LooksLikeHeadline(l) {
			headlines = append(headlines, c)
		}
	}
	return medoid(preferred(headlines, leads))
}

// preferred is some when it holds any candidate, else all.
func preferred(some, all []candidate) []candidate {
	if len(some) > 0 {
		return some
	}
	return all
}

// LooksLikeHeadline reports whether a Lead reads as a headline: whole
// (not cut at MaxLead), at least three words, and not closed as a
// sentence is (. ! ? : ; , or such a mark before a closing quote or
// bracket). Headlines are written without a full stop; a news text's
// first sentence ends with one.
func LooksLikeHeadline(lead string) bool {
	t := strings.TrimRight(lead, "\"'”’)] ")
	if t == "" || strings.HasSuffix(lead, "…") {
		return false
	}
	switch t[len(t)-1] {
	case '.', '!', '?', ':', ';', ',', '-':
		return false
	}
	return !wordsAtMost(lead, 2) && wordsAtMost(lead, MaxWords)
}

// MaxWords is the most words of a title that reads as a headline. A
// longer "title" is most often a sentence standing for one (a plain-text
// file's first paragraph, a lead copied into the title field): of the
// 42,360 titles of Reuters, BBC, ECB+, 20 Newsgroups and MEANTIME, 13
// have more words, 7 of them sentences and 6 long headlines, while a
// news headline has about 5 to 15. The story's headline is taken from
// its shorter titles when it has any.
const MaxWords = 20

// wordsAtMost reports whether s has at most max words, reading no
// further than the word after them.
func wordsAtMost(s string, max int) bool {
	words, in := 0, false
	for _, r := range s {
		if unicode.IsSpace(r) {
			in = false
		} else if !in {
			in = true
			if words++; words > max {
				return false
			}
		}
	}
	return true
}

type candidate struct {
	i     int
	text  string
	at    time.Time
	words []string
}

// medoid returns the text of the candidate whose word set has the largest
// sum of cosines with the others' ("" for none).
func medoid(cands []candidate) string {
	if len(cands) == 0 {
		return ""
	}
	in := map[string]int{} // the last candidate holding a word, counted from 1
	for k := range cands {
		for _, w := range strings.Fields(textnorm.Normalize(cands[k].text)) {
			if !lexicon.IsStopWord(w) && in[w] != k+1 {
				in[w] = k + 1
				cands[k].words = append(cands[k].words, w)
			}
		}
	}
	// share[w] sums 1/sqrt(words) over the candidates holding w: a
	// candidate's cosine with another is the shares of its words (without
	// its own) over the square root of its own words.
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
	return cands[best].text
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
