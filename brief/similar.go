package brief

import (
	"cmp"
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/copydesk/copydesk/align"
	"github.com/copydesk/copydesk/lexicon"
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
	pp     *align.Preparer
	words  [][][]string // content words per document and sentence
	post   map[string][]sref
	idf    map[string]float64
	preps  map[string]*align.Prepared // by sentence text: copies repeat sentences
	scores map[[2]sref]float64
	wts    [][]float64 // weight per document and sentence, NaN until computed

	// The only-in check (told) works on stems numbered for the story: the
	// stem of a word by its number, and per-sentence caches of them.
	stemID  map[string]int32 // stem number of a word
	stemNum map[string]int32 // number of a stem
	stemStr []string         // stem of a number
	stmts   [][]*stmt        // main clauses (statementOf), per document and sentence
	all     [][][]int32      // stems of every word (allStems), per document and sentence
	wstems  [][][]int32      // stems of the content words (words), per document and sentence

	// scratch, reused by every call: overlap by sentence (off: first
	// sentence of each document), and by stem the weights of the statement
	// being looked for (told)
	off     []int
	ov      []float64
	touched []sref
	stW     []float64
	restW   []float64
	stIn    []bool
	keyN    []int32
	mark    []uint32
	markKey []uint32
	gen     uint32
	seen    map[string]bool
	up      []int32 // stems of upWords and downWords (direction)
	down    []int32
	fail    []int32 // stems of failWords (outcome)
}

func newSimIndex(b *builder) *simIndex {
	m := b.opts.Matcher
	if m == nil {
		m = align.NewMatcher(nil)
	}
	ix := &simIndex{b: b, m: m, pp: m.NewPreparer(), post: map[string][]sref{}, idf: map[string]float64{},
		preps: map[string]*align.Prepared{}, scores: map[[2]sref]float64{},
		stemID: map[string]int32{}, stemNum: map[string]int32{}, seen: map[string]bool{}}
	ix.words = make([][][]string, len(b.sents))
	ix.wts = make([][]float64, len(b.sents))
	ix.stmts = make([][]*stmt, len(b.sents))
	ix.all = make([][][]int32, len(b.sents))
	ix.wstems = make([][][]int32, len(b.sents))
	ix.off = make([]int, len(b.sents))
	n := 0
	seen := map[string]bool{} // a sentence's words
	var sc textnorm.Scanner
	for d, ss := range b.sents {
		ix.off[d] = n
		ix.words[d] = make([][]string, len(ss))
		ix.wts[d] = make([]float64, len(ss))
		for s := range ss {
			ix.wts[d][s] = math.NaN()
		}
		for s, sent := range ss {
			clear(seen)
			sc.Reset(sent.text)
			for sc.Next() {
				// looked up before it is copied: most words are short,
				// stopwords or seen already
				nw := sc.Norm()
				if len(nw) < 3 || lexicon.IsStopWordBytes(nw) || seen[string(nw)] {
					continue
				}
				w := string(nw)
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
	ix.ov = make([]float64, n)
	return ix
}

// weight is the IDF mass of a sentence's content words.
func (ix *simIndex) weight(r sref) float64 {
	if w := ix.wts[r.d][r.s]; w == w {
		return w
	}
	w := 0.0
	for _, t := range ix.words[r.d][r.s] {
		w += ix.idf[t]
	}
	ix.wts[r.d][r.s] = w
	return w
}

// overlaps adds to ix.ov, for every sentence of another document than r's
// sharing one of words (not one in more than 200 sentences), the IDF
// weight of the words it shares, and lists those sentences in
// ix.touched. The caller reads and then zeroes ix.ov at them. With fam
// (a family root per document) the documents of r's family are left out
// too.
func (ix *simIndex) overlaps(r sref, words []string, fam []int) {
	ix.touched = ix.touched[:0]
	for _, w := range words {
		ps := ix.post[w]
		if len(ps) > 200 { // too common in the story to tell sentences apart
			continue
		}
		idf := ix.idf[w]
		for _, p := range ps {
			if p.d != r.d && (fam == nil || fam[p.d] != fam[r.d]) {
				i := ix.off[p.d] + p.s
				if ix.ov[i] == 0 {
					ix.touched = append(ix.touched, p)
				}
				ix.ov[i] += idf
			}
		}
	}
}

func (ix *simIndex) prep(r sref) *align.Prepared {
	text := ix.b.sents[r.d][r.s].text
	if p, ok := ix.preps[text]; ok {
		return p
	}
	p := ix.pp.Prepare(text)
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
	score   float64 // the matcher's score, where the caller set it
	contain float64 // IDF share of the query's content words it holds
	dice    float64 // IDF-weighted Dice of the two sentences' content words
}

// neighbours returns the most similar sentences of other documents (at
// most k, by weighted word overlap), among the documents outside r's
// family with fam (a family root per document; nil for all other
// documents). Their matcher scores are left zero: the matcher is the
// costly part, and callers ask ix.score for the few they read.
func (ix *simIndex) neighbours(r sref, k int, fam []int) []neighbour {
	qw := ix.words[r.d][r.s]
	total := 0.0
	for _, w := range qw {
		total += ix.idf[w]
	}
	ix.overlaps(r, qw, fam)
	cands := make([]neighbour, 0, len(ix.touched))
	for _, p := range ix.touched {
		i := ix.off[p.d] + p.s
		// dice holds the overlap until the k kept are known
		cands = append(cands, neighbour{r: p, contain: ix.ov[i] / max(total, 1e-9), dice: ix.ov[i]})
		ix.ov[i] = 0
	}
	slices.SortFunc(cands, func(a, b neighbour) int {
		return cmp.Or(cmp.Compare(b.contain, a.contain), a.r.d-b.r.d, a.r.s-b.r.s)
	})
	if len(cands) > k {
		cands = cands[:k]
	}
	for i := range cands {
		o := cands[i].dice
		cands[i].dice = 2 * o / max(total+ix.weight(cands[i].r), 1e-9)
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

// stem is the number of align.Stem of a word, cached for the story.
func (ix *simIndex) stem(w string) int32 {
	if id, ok := ix.stemID[w]; ok {
		return id
	}
	s := align.Stem(w)
	id, ok := ix.stemNum[s]
	if !ok {
		id = int32(len(ix.stemStr))
		ix.stemNum[s] = id
		ix.stemStr = append(ix.stemStr, s)
		ix.stW = append(ix.stW, 0)
		ix.restW = append(ix.restW, 0)
		ix.stIn = append(ix.stIn, false)
		ix.keyN = append(ix.keyN, 0)
		ix.mark = append(ix.mark, 0)
		ix.markKey = append(ix.markKey, 0)
	}
	ix.stemID[w] = id
	return id
}

// stemBytes is stem of a word the scanner normalised, without copying it
// once it is known.
func (ix *simIndex) stemBytes(w []byte) int32 {
	if id, ok := ix.stemID[string(w)]; ok {
		return id
	}
	return ix.stem(string(w))
}

// wordStems are the stems of a sentence's content words (words), in order.
func (ix *simIndex) wordStems(r sref) []int32 {
	if ix.wstems[r.d] == nil {
		ix.wstems[r.d] = make([][]int32, len(ix.words[r.d]))
	}
	if ws := ix.wstems[r.d][r.s]; ws != nil {
		return ws
	}
	words := ix.words[r.d][r.s]
	ws := make([]int32, len(words))
	for i, w := range words {
		ws[i] = ix.stem(w)
	}
	ix.wstems[r.d][r.s] = ws
	return ws
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
// with the clause, each alone or with the sentence before or after it
// (toldBy).
//
// With fam (a family root per document) only documents outside r's family
// are looked at.
func (ix *simIndex) told(r sref, fam []int) bool {
	st := ix.statementOf(r)
	if st.total == 0 {
		return false
	}
	ix.overlaps(r, st.words, fam)
	// the 16 with the most overlap (the earliest first among equals), in
	// that order
	var top [16]toldCand
	n := 0
	for _, p := range ix.touched {
		i := ix.off[p.d] + p.s
		c := toldCand{p, ix.ov[i]}
		ix.ov[i] = 0
		if n == len(top) && !c.before(top[n-1]) {
			continue
		}
		j := n
		if n < len(top) {
			n++
		} else {
			j = n - 1
		}
		for j > 0 && c.before(top[j-1]) {
			top[j] = top[j-1]
			j--
		}
		top[j] = c
	}
	if n == 0 {
		return false
	}
	ix.setStatement(st)
	told := ix.toldBy(st, top[:n]) >= 0
	ix.unsetStatement(st)
	return told
}

// setStatement sets out the statement st's weights by stem, for toldBy's
// candidates to look up; unsetStatement clears them.
func (ix *simIndex) setStatement(st *stmt) {
	for _, sw := range st.stems {
		ix.stW[sw.id] = sw.w
		ix.stIn[sw.id] = true
	}
	for _, sw := range st.rest {
		ix.restW[sw.id] = sw.w
	}
	for _, k := range st.keys {
		ix.keyN[k]++
	}
}

func (ix *simIndex) unsetStatement(st *stmt) {
	for _, sw := range st.stems {
		ix.stW[sw.id] = 0
		ix.stIn[sw.id] = false
	}
	for _, sw := range st.rest {
		ix.restW[sw.id] = 0
	}
	for _, k := range st.keys {
		ix.keyN[k] = 0
	}
}

// toldCand is a sentence told looks at, with the weight it shares with the
// statement.
type toldCand struct {
	r sref
	o float64
}

// before orders told's candidates: the most overlap first, then by
// document and sentence.
func (a toldCand) before(b toldCand) bool {
	if a.o != b.o {
		return a.o > b.o
	}
	if a.r.d != b.r.d {
		return a.r.d < b.r.d
	}
	return a.r.s < b.r.s
}

// toldBy is told's test of the candidates, with the statement st's weights
// set out by stem in ix.stW, ix.restW, ix.stIn and ix.keyN (setStatement):
// the index of the first candidate that tells it, alone or with the
// sentence before or after it, or -1.
func (ix *simIndex) toldBy(st *stmt, cands []toldCand) int {
	for ci, c := range cands {
		// the names and numbers it states: most of them there too; and some
		// of what it says of them, not the names and titles alone ("Greyholm's
		// chief executive, Nils Halverson, would not comment" does not tell
		// "chief executive Nils Halverson is expected to visit the island")
		held, heldRest, keys, nums := ix.hold(c.r)
		if st.figs >= 2 && nums == st.nums && 2*keys >= len(st.keys) &&
			held >= figuresShare*st.total && heldRest >= figuresShare/2*st.restTotal &&
			ix.direction(st.r)*ix.direction(c.r) >= 0 {
			return ci // every figure of it, and some of its words (figuresShare)
		}
		if heldRest >= restShare*st.restTotal && 2*keys >= len(st.keys) {
			if held/st.total > toldShare {
				return ci
			}
			if ot := ix.statementOf(c.r); ot.total > 0 {
				shared := 0.0
				for _, sw := range ot.stems {
					if ix.stIn[sw.id] {
						shared += ix.stW[sw.id] + sw.w
					}
				}
				if shared/(st.total+ot.total) >= redundant {
					return ci
				}
			}
		}
		// An outlet may tell the fact over two sentences in a row ("...
		// fired O'Brien." "... bringing in Maurice Cheeks"): the pair holds
		// what neither does alone. Two sentences bring more words by chance,
		// so they must also hold half of the fact's numbers: the words of
		// "twelve were injured in a crush at the gates" around the gates and
		// the injured do not tell the count.
		for _, p := range [2][2]int{{c.r.s - 1, c.r.s}, {c.r.s, c.r.s + 1}} {
			if p[0] < 0 || p[1] >= len(ix.b.sents[c.r.d]) {
				continue
			}
			held, heldRest, keys, nums := ix.hold(sref{c.r.d, p[0]}, sref{c.r.d, p[1]})
			if held/st.total > toldShare && heldRest >= restShare*st.restTotal && 2*keys >= len(st.keys) && 2*nums >= st.nums {
				return ci
			}
		}
	}
	return -1
}

// citedBy is toldBy's stricter test for a citation: the index of the
// first candidate that tells st alone, holds more than half of its weight
// (not by the Dice of the two clauses, which on BBC and ECB+ joined "Tony
// Blair has dismissed reports he told Gordon Brown he would quit" to the
// report that he did), holds every one of its numbers and is negated as it
// is, or -1: it is cited for the statement, and two sentences sharing a
// subject give different figures of it ("house prices fell 0.7% in
// December" / "0.2%"; "killing at least seven members of one family" / "at
// least 12 of one family").
func (ix *simIndex) citedBy(st *stmt, cands []toldCand) int {
	for ci, c := range cands {
		held, heldRest, keys, nums := ix.hold(c.r)
		if nums >= st.nums && heldRest >= restShare*st.restTotal && 2*keys >= len(st.keys) &&
			held/st.total > toldShare && !ix.negationDiffers(st.r, c.r) {
			return ci
		}
	}
	return -1
}

// hold is what the sentences rs hold together of the statement set out in
// ix.stW, ix.restW and ix.keyN: its weight, the weight of its other words,
// and how many of its names and numbers, and of its numbers alone.
func (ix *simIndex) hold(rs ...sref) (held, heldRest float64, keys, nums int) {
	ix.gen++
	if ix.gen == 0 {
		clear(ix.mark)
		clear(ix.markKey)
		ix.gen = 1
	}
	for _, r := range rs {
		for _, id := range ix.wordStems(r) {
			if ix.mark[id] != ix.gen {
				ix.mark[id] = ix.gen
				held += ix.stW[id]
				heldRest += ix.restW[id]
			}
		}
		for _, id := range ix.allStems(r) {
			if n := int(ix.keyN[id]); n > 0 && ix.markKey[id] != ix.gen {
				ix.markKey[id] = ix.gen
				keys += n
				if isNumber(ix.stemStr[id]) {
					nums += n
				}
			}
		}
	}
	return held, heldRest, keys, nums
}

// toldShare is the share of a statement's weighted words another sentence
// must hold to tell it: more than half.
const toldShare = 0.5

// figuresShare is the share of a statement's weighted words, and half
// of it the share of its other words, that tells it in a sentence giving
// every one of its figures, two of them at least specific (figures):
// figures are what an outlet keeps when it words a fact its own way ("In
// just over three seasons at the helm for Philadelphia, Cheeks compiled a
// mark of 122-147" / "Cheeks is 122-147 in three-plus seasons as head
// coach"), and two such figures meet in one story's sentences by chance
// rarely. A figure it alone gives makes it a fact of its own.
const figuresShare = 0.3

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
	r     sref // the sentence
	words []string
	keys  []int32      // stems of its names and numbers (capitalised; "three" is "3")
	nums  int          // how many of keys are numbers
	figs  int          // how many of those are specific (figure), none in a quotation
	stems []stemWeight // by first word
	total float64      // 0: too short to compare
	// rest weighs its other words, what it says of the names and numbers
	rest      []stemWeight
	restTotal float64
}

// stemWeight is the weight of a stem (its number) in a statement.
type stemWeight struct {
	id int32
	w  float64
}

// addWeight adds w to the weight of stem id in sws.
func addWeight(sws []stemWeight, id int32, w float64) []stemWeight {
	for i := range sws {
		if sws[i].id == id {
			sws[i].w += w
			return sws
		}
	}
	return append(sws, stemWeight{id, w})
}

// noStatement stands for every statement too short to compare.
var noStatement = &stmt{}

func (ix *simIndex) statementOf(r sref) *stmt {
	if ix.stmts[r.d] == nil {
		ix.stmts[r.d] = make([]*stmt, len(ix.b.sents[r.d]))
	}
	if st := ix.stmts[r.d][r.s]; st != nil {
		return st
	}
	st := &stmt{r: r}
	seen := ix.seen
	clear(seen)
	var sc textnorm.Scanner
	text := statement(ix.b.sents[r.d][r.s].text)
	sc.Reset(text)
	first := true
	var run []string   // lower-case words since the last capitalised one
	var title []string // the words of titles before a name
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
				title = append(title, run[i])
			}
			run = run[:0]
		} else {
			run = append(run, w)
		}
		if seen[w] {
			continue
		}
		seen[w] = true
		if stem := ix.stem(w); isNumber(ix.stemStr[stem]) {
			st.keys = append(st.keys, stem)
			st.nums++
			if figure(ix.stemStr[stem]) {
				st.figs++
			}
		} else if capital && !stopword(w) {
			st.keys = append(st.keys, stem)
		}
		if len(w) >= 3 && !stopword(w) {
			st.words = append(st.words, w)
		}
	}
	if strings.ContainsAny(text, "\"“”") {
		st.figs = 0 // a quotation's words are its fact, not the figures
	}
	if len(st.words) >= minStatementWords {
		for _, w := range st.words {
			stem := ix.stem(w)
			idf := ix.idf[w]
			st.stems = addWeight(st.stems, stem, idf)
			st.total += idf
			if !slices.Contains(st.keys, stem) && !slices.Contains(title, w) {
				st.rest = addWeight(st.rest, stem, idf)
				st.restTotal += idf
			}
		}
	}
	if st.total == 0 {
		st = noStatement
	}
	ix.stmts[r.d][r.s] = st
	return st
}

// clauseBreaks end a sentence's main clause: what follows adds another
// statement ("..., but many Afghans are resentful").
var clauseBreaks = []string{", but ", "; ", " — ", " – ", " -- ", ", while ", ", although ", ", though ", ", whereas "}

// attribution holds the verbs of an attribution: from the comma before
// one, a short end of a sentence names who said it rather than what
// happened. With "according" and verbs of reporting ("reported",
// "announced"): the attribution of a statement, not the speech verbs
// of a quotation (quotes.go), a list of its own.
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
// numbers ("50", "three") and names included: their numbers, sorted.
func (ix *simIndex) allStems(r sref) []int32 {
	if ix.all[r.d] == nil {
		ix.all[r.d] = make([][]int32, len(ix.b.sents[r.d]))
	}
	if m := ix.all[r.d][r.s]; m != nil {
		return m
	}
	m := []int32{}
	var sc textnorm.Scanner
	sc.Reset(ix.b.sents[r.d][r.s].text)
	for sc.Next() {
		if w := sc.Norm(); len(w) > 0 {
			m = append(m, ix.stemBytes(w))
		}
	}
	slices.Sort(m)
	m = slices.Clip(slices.Compact(m))
	ix.all[r.d][r.s] = m
	return m
}

// figure reports whether a number (isNumber) is specific enough to tell
// a fact by: two digits or more, or a decimal, and no year (1900-2099),
// which a story's sentences share whatever they state ("The 34-year-old
// mother was struck ... in Oct. 2011" / "34-year-old Horton picking up her
// daughter ... on October 21, 2011").
func figure(s string) bool {
	digits := 0
	for _, c := range s {
		if c >= '0' && c <= '9' {
			digits++
		}
	}
	if digits > 0 && strings.Contains(s, ".") {
		return true
	}
	return digits >= 2 && !(len(s) == 4 && digits == 4 && (s[:2] == "19" || s[:2] == "20"))
}

// direction is the way a sentence says figures moved: 1 up ("rose",
// "higher"), -1 down ("fell", "lower"), 0 neither or both. Two sentences
// giving the same figures moving opposite ways state two facts ("Cattle
// prices are expected to range from steady to 0.50 dlr higher on ...
// receipts of 2,700 head" / "[hog prices] 0.50 dlr lower on ... receipts
// of 2,700 head").
func (ix *simIndex) direction(r sref) int {
	if ix.up == nil {
		for _, w := range strings.Fields(upWords) {
			ix.up = append(ix.up, ix.stem(w))
		}
		for _, w := range strings.Fields(downWords) {
			ix.down = append(ix.down, ix.stem(w))
		}
	}
	all := ix.allStems(r)
	has := func(ids []int32) bool {
		for _, id := range ids {
			if _, ok := slices.BinarySearch(all, id); ok {
				return true
			}
		}
		return false
	}
	up, down := has(ix.up), has(ix.down)
	switch {
	case up && !down:
		return 1
	case down && !up:
		return -1
	}
	return 0
}

const (
	upWords   = "up higher rise rose risen rising gain gained increase increased climb climbed jump jumped surge surged"
	downWords = "down lower fall fell fallen falling drop dropped decrease decreased decline declined slump slumped plunge plunged"
)

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

// tellers lists, for each document outside r's group (fam: a group number
// per document, as for overlaps), the sentence of it that tells r's
// statement in other words, by the test for a citation (citedBy): the first of its perDoc
// sentences sharing the most weighted words with the statement that
// passes. One per document, in document order.
func (ix *simIndex) tellers(r sref, fam []int, perDoc int) []sref {
	st := ix.statementOf(r)
	if st.total == 0 {
		return nil
	}
	ix.overlaps(r, st.words, fam)
	cands := make([]toldCand, 0, len(ix.touched))
	for _, p := range ix.touched {
		i := ix.off[p.d] + p.s
		cands = append(cands, toldCand{p, ix.ov[i]})
		ix.ov[i] = 0
	}
	if len(cands) == 0 {
		return nil
	}
	slices.SortFunc(cands, func(a, b toldCand) int {
		if a.r.d != b.r.d {
			return a.r.d - b.r.d
		}
		if a.before(b) {
			return -1
		}
		return 1
	})
	ix.setStatement(st)
	var out []sref
	rOut := -1 // ix.outcome(r), read once, at the first teller
	for i := 0; i < len(cands); {
		j := i
		for j < len(cands) && cands[j].r.d == cands[i].r.d {
			j++
		}
		for c := cands[i:min(j, i+perDoc)]; len(c) > 0; {
			k := ix.citedBy(st, c)
			if k < 0 {
				break
			}
			if rOut < 0 {
				rOut = ix.outcome(r)
			}
			if rOut == ix.outcome(c[k].r) {
				out = append(out, c[k].r)
				break
			}
			c = c[k+1:]
		}
		i = j
	}
	ix.unsetStatement(st)
	return out
}

// outcome is the outcome a sentence tells, as a set of bits: outFailure
// for an attempt's failure or a miss ("failed to sell", "its latest legal
// bid ... thwarted", "is almost certain to miss the Australian Open"),
// outCandidacy for a candidacy ("are shortlisted in the best play
// category", "was nominated for"). Of two sentences on one subject, one
// telling of such an outcome and the other not state two outcomes: "Some
// of Elvis Presley's earliest recordings ... are going under the hammer
// on Sunday" / "But some of Elvis Presley's earliest recordings ...
// failed to sell"; "The History Boys ... has been named best new play" /
// "... Alan Bennett's The History Boys are shortlisted in the best play
// category": a shortlist or a nomination is not the award.
func (ix *simIndex) outcome(r sref) int {
	if ix.fail == nil {
		for _, w := range strings.Fields(failWords) {
			ix.fail = append(ix.fail, ix.stem(w))
		}
	}
	// lower-case words only: "Miss" is a title
	text := ix.b.sents[r.d][r.s].text
	var sc textnorm.Scanner
	sc.Reset(text)
	out := 0
	if candidacy(text) {
		out = outCandidacy
	}
	for sc.Next() {
		w := sc.Norm()
		if c := text[sc.Start()]; len(w) < 4 || c < 'a' || c > 'z' {
			continue
		}
		if slices.Contains(ix.fail, ix.stemBytes(w)) {
			return out | outFailure
		}
	}
	return out
}

// candidacy reports whether a sentence tells of a candidacy: one of
// candidacyWords in lower case, not a noun of candidacyTitles as a title
// before a name. A verb before a name is no title: "Labour has nominated
// Jane Doe", "was nominated Tuesday".
func candidacy(text string) bool {
	var sc textnorm.Scanner
	sc.Reset(text)
	for sc.Next() {
		// m[string(b)] looks b up without copying it to a string.
		w := sc.Norm()
		if c := text[sc.Start()]; c >= 'a' && c <= 'z' && candidacyWords[string(w)] && !(candidacyTitles[string(w)] && beforeName(text, sc.End())) {
			return true
		}
	}
	return false
}

const (
	outFailure = 1 << iota
	outCandidacy
)

const failWords = "fail failed fails failing failure unsuccessful unsuccessfully thwart thwarted thwarts " +
	"miss missed misses reject rejected rejects refuse refused refuses"

// candidacyWords tell of a candidacy, not its outcome: the words
// themselves, not their stems, which are those of "nominal", "candid" and
// "contend".
var candidacyWords = map[string]bool{"shortlist": true, "shortlisted": true, "shortlists": true,
	"nominate": true, "nominated": true, "nominates": true, "nomination": true, "nominations": true,
	"nominee": true, "nominees": true, "contender": true, "contenders": true, "candidate": true,
	"candidates": true, "candidacy": true, "finalist": true, "finalists": true}

// candidacyTitles are the nouns of candidacyWords that before a name are
// a title ("Labour candidate Jane Doe won the seat"), no candidacy
// (beforeName).
var candidacyTitles = map[string]bool{"candidate": true, "candidates": true, "nominee": true, "nominees": true,
	"contender": true, "contenders": true, "finalist": true, "finalists": true}

// beforeName reports whether the word ending at end is followed by a
// capitalised word: a title before a name.
func beforeName(text string, end int) bool {
	rest := strings.TrimLeft(text[end:], " ")
	c, _ := utf8.DecodeRuneInString(rest)
	return unicode.IsUpper(c)
}

// negationDiffers reports whether one of two sentences is negated and the
// other not ("the results are not yet known" / "Results ... were released
// Wednesday"): they do not state the same fact.
func (ix *simIndex) negationDiffers(x, y sref) bool {
	f := ix.m.Compare(ix.prep(x), ix.prep(y))
	return f.NegDiff > 0
}

// restates reports whether sentence y restates x's statement: it tells
// it by the test for a citation (citedBy) and names every name
// and number of x, which names one at least. Two key sentences one of
// which restates the other repeat one fact in two outlets' words ("The
// Philadelphia 76ers fired coach Maurice Cheeks on Saturday, ..." and "On
// Saturday, Cheeks was fired as head coach of the Philadelphia 76ers.");
// the names keep a story's other facts apart, which share its words ("A bid
// to overturn the law banning hunting ... has begun in the Court of Appeal"
// and "... when the Appeal Court ruled the Hunting Act was lawful"), and a
// statement naming nothing ("The inclusion of downloaded music in the
// official singles chart has been delayed for a month.") is too general
// to be restated by the story's other sentences on its subject.
func (ix *simIndex) restates(x, y sref) bool {
	st := ix.statementOf(x)
	if st.total == 0 || len(st.keys) == 0 || x.d == y.d && x.s == y.s {
		return false
	}
	ix.setStatement(st)
	ok := ix.citedBy(st, []toldCand{{r: y}}) >= 0
	ix.unsetStatement(st)
	if !ok {
		return false
	}
	// every name and number of the whole sentence, the attribution's too:
	// "Moody's Investors Service Inc said it downgraded 110 mln dlrs of debt
	// of Michigan General Corp" is not restated by "Standard and Poor's
	// Corp said it cut ... Michigan General Corp's 110 mln dlrs of ..."
	ys := ix.allStems(y)
	for _, k := range ix.keysOf(x) {
		if _, found := slices.BinarySearch(ys, k); !found {
			return false
		}
	}
	return true
}

// keysOf are the stems of the names and numbers of a whole sentence, as
// statementOf finds them in its main clause.
func (ix *simIndex) keysOf(r sref) []int32 {
	var keys []int32
	var sc textnorm.Scanner
	text := ix.b.sents[r.d][r.s].text
	sc.Reset(text)
	first := true
	for sc.Next() {
		w := sc.Norm()
		if len(w) == 0 {
			continue
		}
		c, _ := utf8.DecodeRuneInString(text[sc.Start():sc.End()])
		capital := !first && unicode.IsUpper(c)
		first = false
		if stem := ix.stemBytes(w); isNumber(ix.stemStr[stem]) || capital && !stopword(string(w)) {
			keys = append(keys, stem)
		}
	}
	return keys
}
