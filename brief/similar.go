package brief

import (
	"cmp"
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

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
	stems  map[string]string // align.Stem of words, by word
	stmts  map[sref]*stmt    // main clauses (statementOf)
	all    map[sref]map[string]bool
}

func newSimIndex(b *builder) *simIndex {
	m := b.opts.Matcher
	if m == nil {
		m = align.NewMatcher(nil)
	}
	ix := &simIndex{b: b, m: m, post: map[string][]sref{}, idf: map[string]float64{},
		preps: map[string]*align.Prepared{}, scores: map[[2]sref]float64{}, stems: map[string]string{}, stmts: map[sref]*stmt{}, all: map[sref]map[string]bool{}}
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

// stem is align.Stem of a content word, cached for the story.
func (ix *simIndex) stem(w string) string {
	if s, ok := ix.stems[w]; ok {
		return s
	}
	s := align.Stem(w)
	ix.stems[w] = s
	return s
}

// told reports whether a sentence's statement, its main clause (statement),
// is told by a sentence of another document in other words. That sentence
// must hold most of the clause's names and numbers and a third of its other
// words (restShare), not the names alone, and either more than half of the
// clause's IDF-weighted content words, stem for stem ("apologised" in
// "apologizing", "hurt" in "injured"), or a main clause sharing with this
// one as much as two key sentences that repeat each other do (IDF-weighted
// Dice of the stems, redundant). Where the matcher compares whole
// sentences, an outlet's extra clause ("..., but many Afghans are
// resentful") keeps two reports of one fact apart; this compares the facts.
// The sentences looked at are the 16 that share the most weighted words
// with the clause.
func (ix *simIndex) told(r sref) bool {
	st := ix.statementOf(r)
	if st.total == 0 {
		return false
	}
	overlap := map[sref]float64{}
	for _, w := range st.words {
		ps := ix.post[w]
		if len(ps) > 200 {
			continue
		}
		for _, p := range ps {
			if p.d != r.d {
				overlap[p] += ix.idf[w]
			}
		}
	}
	type cand struct {
		r sref
		o float64
	}
	cands := make([]cand, 0, len(overlap))
	for p, o := range overlap {
		cands = append(cands, cand{p, o})
	}
	slices.SortFunc(cands, func(a, b cand) int {
		return cmp.Or(cmp.Compare(b.o, a.o), a.r.d-b.r.d, a.r.s-b.r.s)
	})
	if len(cands) > 16 {
		cands = cands[:16]
	}
	for _, c := range cands {
		held, heldRest, got := 0.0, 0.0, map[string]bool{}
		for _, w := range ix.words[c.r.d][c.r.s] {
			if s := ix.stem(w); !got[s] {
				got[s] = true
				held += st.stems[s]
				heldRest += st.rest[s]
			}
		}
		// the names and numbers it states: most of them there too; and some
		// of what it says of them, not the names and titles alone ("Greyholm's
		// chief executive, Nils Halverson, would not comment" does not tell
		// "chief executive Nils Halverson is expected to visit the island")
		keys, all := 0, ix.allStems(c.r)
		for _, k := range st.keys {
			if all[k] {
				keys++
			}
		}
		if 2*keys < len(st.keys) || heldRest < restShare*st.restTotal {
			continue
		}
		if held/st.total > toldShare {
			return true
		}
		ot := ix.statementOf(c.r)
		if ot.total == 0 {
			continue
		}
		shared := 0.0
		for s, wt := range st.stems {
			if x, ok := ot.stems[s]; ok {
				shared += wt + x
			}
		}
		if shared/(st.total+ot.total) >= redundant {
			return true
		}
	}
	return false
}

// toldShare is the share of a statement's weighted words another sentence
// must hold to tell it: more than half.
const toldShare = 0.5

// restShare is the share of its other words (not names, numbers or the
// titles before a name) that sentence must hold as well.
const restShare = 1.0 / 3

// minStatementWords is the fewest content words a main clause needs to be
// looked for elsewhere: fewer ("Manning is a good quarterback", "He just
// made a good play") share a name and a common word with too much.
const minStatementWords = 5

// stmt is the main clause of a sentence as told compares it: its content
// words, their IDF weight by stem, and the total.
type stmt struct {
	words []string
	keys  []string // stems of its names and numbers (capitalised; "three" is "3")
	stems map[string]float64
	total float64 // 0: too short to compare
	// rest weighs its other words, what it says of the names and numbers
	rest      map[string]float64
	restTotal float64
}

func (ix *simIndex) statementOf(r sref) *stmt {
	if st, ok := ix.stmts[r]; ok {
		return st
	}
	st := &stmt{stems: map[string]float64{}, rest: map[string]float64{}}
	seen := map[string]bool{}
	var sc textnorm.Scanner
	text := statement(ix.b.sents[r.d][r.s].text)
	sc.Reset(text)
	first := true
	var run []string // lower-case words since the last capitalised one
	title := map[string]bool{}
	for sc.Next() {
		w := string(sc.Norm())
		if w == "" {
			continue
		}
		c, _ := utf8.DecodeRuneInString(text[sc.Start():sc.End()])
		capital := !first && unicode.IsUpper(c)
		first = false
		if capital {
			// "chief executive Nils Halverson", "police spokesman Sayed":
			// the title goes with the name
			for i := len(run) - 1; i >= 0 && i >= len(run)-2 && !stopword(run[i]); i-- {
				title[run[i]] = true
			}
			run = run[:0]
		} else {
			run = append(run, w)
		}
		if seen[w] {
			continue
		}
		seen[w] = true
		if stem := ix.stem(w); isNumber(stem) || capital && !stopword(w) {
			st.keys = append(st.keys, stem)
		}
		if len(w) >= 3 && !stopword(w) {
			st.words = append(st.words, w)
		}
	}
	if len(st.words) >= minStatementWords {
		key := map[string]bool{}
		for _, k := range st.keys {
			key[k] = true
		}
		for _, w := range st.words {
			stem := ix.stem(w)
			st.stems[stem] += ix.idf[w]
			st.total += ix.idf[w]
			if !key[stem] && !title[w] {
				st.rest[stem] += ix.idf[w]
				st.restTotal += ix.idf[w]
			}
		}
	}
	ix.stmts[r] = st
	return st
}

// clauseBreaks end a sentence's main clause: what follows adds another
// statement ("..., but many Afghans are resentful").
var clauseBreaks = []string{", but ", "; ", " — ", " – ", " -- ", ", while ", ", although ", ", though ", ", whereas "}

// attribution holds the verbs of an attribution: from the comma before
// one, a short end of a sentence names who said it rather than what
// happened.
var attribution = map[string]bool{"said": true, "says": true, "told": true, "according": true, "reported": true, "added": true, "announced": true}

var conjunction = map[string]bool{"and": true, "or": true, "but": true, "also": true, "then": true}

// statement returns the main clause of a sentence, the fact it states:
// the text before its first clause break (one of at least five words),
// without a short attribution at its end (", police said", "," said Aly
// Verjee, a senior researcher at the Rift Valley Institute", ", according
// to Sky News") or start ("Coach Sean Payton said ...").
func statement(text string) string {
	low := strings.ToLower(text)
	cut := len(text)
	for _, br := range clauseBreaks {
		if i := strings.Index(low, br); i >= 0 && i < cut && len(strings.Fields(text[:i])) >= 5 {
			cut = i
		}
	}
	fields := strings.Fields(text[:cut])
	// A trailing attribution: a verb of saying among the last twelve
	// words, at the end or before a name ("said Aly Verjee", "according to",
	// "told The Post"), after a comma at most five words before it.
	for i := len(fields) - 1; i >= 1 && i >= len(fields)-12; i-- {
		w := strings.ToLower(strings.Trim(fields[i], ".,\"“”'’"))
		if !attribution[w] {
			continue
		}
		if i+1 < len(fields) {
			next := strings.Trim(fields[i+1], "\"“”'’(")
			if !(next == "to" || next == "by" || next != "" && unicode.IsUpper([]rune(next)[0])) {
				break
			}
		}
		for j := i; j >= 1 && j >= i-5; j-- {
			if strings.HasSuffix(strings.TrimRight(fields[j-1], "\"“”'’"), ",") {
				if j >= 4 {
					return strings.TrimSuffix(strings.Join(fields[:j], " "), ",")
				}
				break
			}
		}
		break
	}
	// A leading one: "said" or "says" after a subject of at most six
	// words, or of at most fifteen ending in an apposition ("Francesca
	// Grifo, director of ..., said"), no quotation before it.
	comma := false
	for i := 1; i < len(fields) && i <= 15; i++ {
		prev := fields[i-1]
		if strings.ContainsAny(prev, "\"“”") {
			break
		}
		comma = comma || strings.HasSuffix(prev, ",")
		if w := strings.ToLower(fields[i]); w == "said" || w == "says" {
			// the subject alone: "Police", "Coach Sean Payton", "Francesca
			// Grifo, director of ...,", not "Vale apologised and"
			if comma && !strings.HasSuffix(prev, ",") || !comma && (i > 6 || conjunction[strings.ToLower(prev)]) {
				break
			}
			rest := fields[i+1:]
			if len(rest) > 0 && strings.ToLower(rest[0]) == "that" {
				rest = rest[1:]
			}
			if len(rest) >= 4 {
				return strings.Join(rest, " ")
			}
			break
		}
	}
	return strings.Join(fields, " ")
}

// allStems is the set of the stems of every word of a sentence, short
// numbers ("50", "three") and names included.
func (ix *simIndex) allStems(r sref) map[string]bool {
	if m, ok := ix.all[r]; ok {
		return m
	}
	m := map[string]bool{}
	var sc textnorm.Scanner
	sc.Reset(ix.b.sents[r.d][r.s].text)
	for sc.Next() {
		if w := string(sc.Norm()); w != "" {
			m[ix.stem(w)] = true
		}
	}
	ix.all[r] = m
	return m
}

func isNumber(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if (c < '0' || c > '9') && c != '.' && c != ',' {
			return false
		}
	}
	return true
}
