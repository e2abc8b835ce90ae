package brief

import (
	"cmp"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/copydesk/copydesk/facts"
	"github.com/copydesk/copydesk/lexicon"
	"github.com/copydesk/copydesk/textnorm"
)

// Disagreements are found in three ways, all between mentions (numbers,
// ranks, names, days; package facts) of different documents:
//
//  1. substitution: in two aligned sentences (the same statement), a
//     mention of one kind is replaced by a different one with the same
//     word on either side ("at least 14 dead" / "at least 16 dead",
//     "Captain Tomas Ferreira" / "First Officer Tomas Ferreira"; a day
//     may lose or gain the "on" before it: "vote on Thursday" / "vote
//     Friday");
//  2. frames: counts of the same thing in sentences that need not align —
//     the same event class (killed, wounded, missing, arrested, ...) and
//     the same kind of head noun, with nothing telling them apart (another
//     day, place, nationality, or a past event);
//  3. anchors: a rank or a name attached to the same person or listed with
//     the same companions ("a colonel and a major" / "a lieutenant-colonel
//     and a major"; "Ingrid Halvorsen" / "Ingrid Halverson").
//
// Mentions linked by these are joined into one disagreement; its variants
// are the distinct values. A document holding two variants of one
// disagreement contradicts itself, which means two different facts were
// joined: the disagreement is dropped, unless one of the values is
// attributed to someone ("..., Mujahid said"): then the variants record who
// claims what.
//
// A link between two different values of two statements naming different
// periods (the week ended February 23 / March 2) is dropped before
// mentions are joined: figures of a recurring report for two periods are
// two facts (otherPeriods), and so are one outlet's figures of two dated
// reports that share no text, of one day or two (outletReports).

// mref names a mention: sentence s of document d, mention k.
type mref struct{ d, s, k int }

type tok struct {
	start, end int // offsets in the document
	norm       string
}

// sentTokens tokenises a sentence (offsets into the document), with sc
// for scanner and words to share one string per word form (a story
// repeats its words: copying each token's is a tenth of the brief's
// allocations).
func sentTokens(s sentence, sc *textnorm.Scanner, words map[string]string) []tok {
	sc.Reset(s.text)
	var out []tok
	for sc.Next() {
		nw := sc.Norm()
		w, ok := words[string(nw)]
		if !ok {
			w = string(nw)
			words[w] = w
		}
		out = append(out, tok{s.start + sc.Start(), s.start + sc.End(), w})
	}
	return out
}

// tokenSpan returns the token range [i, j) covering [start, end).
func tokenSpan(ts []tok, start, end int) (int, int) {
	// Binary searches (the tokens are in order and do not overlap): a
	// scan from the first token made a run-on sentence's thousands of
	// mentions quadratic.
	i := sort.Search(len(ts), func(k int) bool { return ts[k].end > start })
	j := i + sort.Search(len(ts)-i, func(k int) bool { return ts[i+k].start >= end })
	return i, j
}

type disagreementFinder struct {
	b      *builder
	toks   [][][]tok // per document, per sentence
	edges  []mlink
	about  map[mref]string // a description of what a linked mention is about
	attrib map[mref]string // cached attributions
	// periods caches each sentence's dates, months, weekdays and years
	// (see periodsOf), read when a link joins two different values.
	periods map[[2]int][]period
	// copyRoot names each document's copy family, partial reuses apart
	// (see copies).
	copyRoot []int
	// reuseRoot names each document's family of copies and partial
	// reuses (see outletReports).
	reuseRoot []int
	// docFigs caches each document's distinct figures (see restated).
	docFigs map[int]map[mentionValue]struct{}
	// subjects caches otherSubjects by pair of documents, series
	// seriesIssues.
	subjects map[[2]int]bool
	series   map[[2]int]bool
	// titles caches seriesTitle by document, titleWds titleWords (nil
	// until read).
	titles   []*string
	titleWds [][]string
	// named caches namesCached, docNames each document's names
	// (namesExactly).
	named    map[docName]bool
	docNames map[int]map[string]bool
	// compared counts the pairs of mentions of two different values
	// compared (frames and anchors): bounded by maxValuesCompared.
	compared int
	// byValue indexes the mentions of an aligned group's sentences by
	// kind and value, built when a disagreement first reads the group:
	// scanning them for every member of a slot was quadratic in a long
	// run-on sentence's mentions.
	byValue map[int]map[mentionValue][]mref
	// eventDayCounts lists the counts whose sentences name their
	// event's day (see eventDays), read by frames.
	eventDayCounts []eventDayCount
}

// mentionValue is a mention's kind and normalised value.
type mentionValue struct {
	kind facts.Kind
	norm string
}

// groupMentions returns the mentions of group gi's sentences by kind and
// value, in the order of the group's members and of their mentions.
func (f *disagreementFinder) groupMentions(gi int) map[mentionValue][]mref {
	if idx, ok := f.byValue[gi]; ok {
		return idx
	}
	idx := map[mentionValue][]mref{}
	for _, o := range f.b.groups[gi].Members {
		for k, om := range f.b.sents[o.Doc][o.Sent].mentions {
			v := mentionValue{om.Kind, om.Norm}
			idx[v] = append(idx[v], mref{o.Doc, o.Sent, k})
		}
	}
	if f.byValue == nil {
		f.byValue = map[int]map[mentionValue][]mref{}
	}
	f.byValue[gi] = idx
	return idx
}

// mlink says two mentions may be about the same thing, with a strength.
type mlink struct {
	x, y  mref
	score float64
	about string
}

// Link strengths: a substitution in aligned sentences is the surest sign
// that two mentions are one slot; anchors next; frames are scored by how
// much of their context agrees (see frameScore).
const (
	scoreSubstitution = 10
	scoreRankAnchor   = 8
	scoreNameVariant  = 6
)

// aboutSpelling describes a link between two spellings of one name.
const aboutSpelling = "spelling of a name"

func (f *disagreementFinder) link(x, y mref, score float64, about string) {
	f.edges = append(f.edges, mlink{x, y, score, about})
}

func (f *disagreementFinder) mention(r mref) facts.Mention { return f.b.sents[r.d][r.s].mentions[r.k] }

func (b *builder) disagreements() []Disagreement {
	f := newDisagreementFinder(b)
	f.substitutions()
	f.frames()
	f.eventDays()
	f.anchors()
	return f.withMeasures(f.collect())
}

func newDisagreementFinder(b *builder) *disagreementFinder {
	f := &disagreementFinder{b: b, about: map[mref]string{}, attrib: map[mref]string{}}
	f.toks = make([][][]tok, len(b.sents))
	var sc textnorm.Scanner
	words := map[string]string{}
	for d, ss := range b.sents {
		f.toks[d] = make([][]tok, len(ss))
		for i, s := range ss {
			f.toks[d][i] = sentTokens(s, &sc, words)
		}
	}
	return f
}

// comparable reports whether two mention values can disagree at all.
func comparable(x, y facts.Mention) bool {
	if x.Kind != y.Kind || x.Norm == y.Norm {
		return false
	}
	switch x.Kind {
	case facts.Number:
		// Vague amounts and figures of different units never disagree.
		if x.Value == 0 && y.Value == 0 {
			return false
		}
		return unitOf(x.Norm) == unitOf(y.Norm) && !withinRange(x, y) && !scaleDropped(x, y)
	case facts.Name:
		if nx, ok := nationality[x.Norm]; ok && nx == nationality[y.Norm] {
			return false // U.S. / American: one nationality
		}
		xw, yw := strings.Fields(x.Norm), strings.Fields(y.Norm)
		if wordsSubset(xw, yw) || inflectedAlike(x.Norm, y.Norm) {
			return false // "John Allen" and "John R. Allen": one name, more or less of it; "Some PC" / "Some PCs"
		}
		if abbreviates(xw, yw) || abbreviates(yw, xw) {
			return false // "SA" / "S Africa", "Mt Cook" / "Aoraki Mount Cook": one name, shortened
		}
		if regionOf(xw, yw) {
			return false // "Pacific Ocean" / "Pacific Basin": one place, and the region around it
		}
		return !sameSpellingFamily(x.Norm, y.Norm)
	case facts.Rank:
		return rankClass(x.Norm) != rankClass(y.Norm)
	}
	return true
}

// scaleDropped reports whether two numbers are one figure given with its
// scale word and without: "1.5 mln bpd" / "1.5 bpd", a copy that drops
// "mln" throughout. A copy edit, no disagreement: a story showed eight
// such and, buried among them, its one real difference (47.2 mln /
// 47.5). Only the smaller's text may lack the word the larger's gives:
// "2,000" against "2" drops none (the digits differ) and "1.5 mln"
// against "1.5 thousand" gives another (values alone took each for a
// dropped "thousand" or "million").
func scaleDropped(x, y facts.Mention) bool {
	if x.Value < y.Value {
		x, y = y, x
	}
	a, b := x.Value, y.Value
	if b <= 0 || b >= 1000 || y.Scale != 0 || x.Scale < 1e3 {
		return false
	}
	for _, s := range [...]float64{1e3, 1e6, 1e9, 1e12} {
		if r := a / b; r > s*(1-1e-9) && r < s*(1+1e-9) {
			return true
		}
	}
	return false
}

// regionOf reports whether two names are one but for their last word, one
// of them a word naming the region around a place ("Pacific Ocean" /
// "Pacific Basin", "Amazon River" / "Amazon Basin"): the place told at two
// sizes, as "Pacific" and "Pacific Ocean" are (wordsSubset). Two
// features of one name ("Red Sea" / "Red River") are two places.
func regionOf(xw, yw []string) bool {
	n := len(xw)
	if n < 2 || len(yw) != n || !slices.Equal(xw[:n-1], yw[:n-1]) {
		return false
	}
	return regionWord[xw[n-1]] || regionWord[yw[n-1]]
}

// regionWord lists the last words of a name that name the region around
// the place the words before it name.
var regionWord = map[string]bool{"basin": true, "rim": true, "region": true, "area": true}

// withinRange reports whether two numbers fit one range: a count inside
// the range the other is an end of ("28" and "27-29"). Two ranges fit
// only when they are one: "14-25" and "16-25" disagree.
func withinRange(x, y facts.Mention) bool {
	in := func(m facts.Mention, v float64) bool { return m.Low != m.High && m.Low <= v && v <= m.High }
	switch {
	case x.Low != x.High && y.Low != y.High:
		return x.Low == y.Low && x.High == y.High
	case x.Low != x.High:
		return in(x, y.Value)
	}
	return in(y, x.Value)
}

// rankClass folds titles that name the same role in other words. A
// team's coach is its head coach: "coach Sean Payton" / "head coach Sean
// Payton" is one title (else they disagree in every sports story of
// ECB+), where "lieutenant colonel" is another
// rank than "colonel" and "deputy minister" another office than
// "minister".
func rankClass(r string) string {
	switch r {
	case "head coach":
		return "coach"
	case "spokesman", "spokeswoman", "spokesperson":
		return "spokesperson"
	case "chairman", "chairwoman":
		return "chair"
	}
	return r
}

// abbreviates reports whether the name of words ws is the name of words
// wl shortened (its words given, not split here: comparable asks both
// ways): each word of ws, in order, is a word of wl, a word of wl cut
// short or written without its vowels ("ark" / "arkansas", "mt" /
// "mount", "mfg" / "manufacturing"), or the initials of several words of
// wl ("ie" / "internet explorer", "chp" / "california highway patrol",
// "sa" / "s africa"; words like "of" may lack theirs); words of wl may be
// left out ("mt cook" /
// "aoraki mount cook"). At least one word must be shortened: the same
// words are subsetWords' case. An abbreviation does not disagree with
// the name it shortens.
func abbreviates(ws, wl []string) bool {
	if len(ws) == 0 || len(ws) > len(wl) && len(ws) > 1 || len(wl) > maxAbbrevWords {
		return false
	}
	// failed[i][j] memoises that ws[i:] matches no wl[j:] (with a word
	// shortened before or not): without it a name of words repeated
	// ("AX AX AX ...", uuencoded lines) took exponential time.
	var failed [maxAbbrevWords + 1][maxAbbrevWords + 1][2]bool
	var from func(i, j int, shortened bool) bool
	from = func(i, j int, shortened bool) bool {
		if i == len(ws) {
			return shortened
		}
		sh := 0
		if shortened {
			sh = 1
		}
		if failed[i][j][sh] {
			return false
		}
		w := ws[i]
		for k := j; k < len(wl); k++ {
			v := wl[k]
			if w == v && from(i+1, k+1, shortened) {
				return true
			}
			if shortWord(w, v) && from(i+1, k+1, true) {
				return true
			}
			// Initials of wl[k:e], e > k+1.
			if len(w) >= 2 && w[0] == v[0] {
				n := 1
				for e := k + 1; e < len(wl) && n <= len(w); e++ {
					switch {
					case n < len(w) && wl[e][0] == w[n]:
						n++
					case !initialless[wl[e]]:
						e = len(wl) // a word without its initial: no initialism
						continue
					}
					if n == len(w) && from(i+1, e+1, true) {
						return true
					}
				}
			}
		}
		failed[i][j][sh] = true
		return false
	}
	return from(0, 0, false)
}

// maxAbbrevWords bounds the words of a name abbreviates reads: a longer
// capitalised run is no name's long form.
const maxAbbrevWords = 10

// initialless lists the words an initialism may leave out ("Bank of
// England" / "BoE").
var initialless = map[string]bool{"of": true, "and": true, "the": true, "for": true, "&": true}

// shortWord reports whether w is word v shortened: cut short by three
// letters or more ("ark" / "arkansas"; "simmon" / "simmons" is a
// misspelling), its first letter alone, or some of its consonants in
// order from its first letter, two letters short or more ("mt" / "mount",
// "mfg" / "manufacturing"; one letter missed is a slip of the keys).
func shortWord(w, v string) bool {
	if len(w) >= len(v) || w == "" || w[0] != v[0] {
		return false
	}
	if len(w) == 1 || strings.HasPrefix(v, w) && len(v)-len(w) >= 3 {
		return true
	}
	if len(v)-len(w) < 2 || strings.ContainsAny(w[1:], "aeiouy") {
		return false // "smth" / "smith", "ufcw" / "ufcwu": a letter missed
	}
	k := 1
	for i := 1; i < len(v) && k < len(w); i++ {
		if v[i] == w[k] {
			k++
		}
	}
	return k == len(w)
}

// subsetWords reports whether every word of one name is in the other.
func subsetWords(a, b string) bool {
	return wordsSubset(strings.Fields(a), strings.Fields(b))
}

// wordsSubset is subsetWords of names already split into words.
func wordsSubset(fa, fb []string) bool {
	if len(fa) > len(fb) {
		fa, fb = fb, fa
	}
	for _, w := range fa {
		if !slices.Contains(fb, w) {
			return false
		}
	}
	return true
}

func unitOf(norm string) string {
	switch {
	case strings.HasSuffix(norm, "%"):
		return "%"
	case strings.HasPrefix(norm, "$"), strings.HasPrefix(norm, "£"), strings.HasPrefix(norm, "€"), strings.HasPrefix(norm, "¥"):
		return norm[:1]
	}
	return ""
}

// substitutions links mentions swapped for one another in aligned sentences.
func (f *disagreementFinder) substitutions() {
	b := f.b
	// Documents of different copy families must share several statements
	// before a swapped value between them counts: two reports of other
	// events can share a stock sentence ("Payment date is April 15").
	// The statements two documents share: the groups holding both, read
	// from each document's groups when a pair is asked about (a count of
	// every pair of every group is quadratic in a group's documents: a
	// wire story carried by 4,000 outlets takes minutes).
	groupsOf := make([][]int32, len(b.in.Docs))
	for gi := range b.groups {
		for _, m := range b.groups[gi].Members {
			if gs := groupsOf[m.Doc]; len(gs) == 0 || gs[len(gs)-1] != int32(gi) {
				groupsOf[m.Doc] = append(gs, int32(gi))
			}
		}
	}
	shared := map[[2]int]bool{}
	related := func(x, y int) bool {
		if b.family[x] == b.family[y] {
			return true
		}
		key := [2]int{min(x, y), max(x, y)}
		if r, ok := shared[key]; ok {
			return r
		}
		n := 0
		for gx, gy := groupsOf[x], groupsOf[y]; len(gx) > 0 && len(gy) > 0 && n < minSharedStatements; {
			switch {
			case gx[0] < gy[0]:
				gx = gx[1:]
			case gx[0] > gy[0]:
				gy = gy[1:]
			default:
				n++
				gx, gy = gx[1:], gy[1:]
			}
		}
		shared[key] = n >= minSharedStatements || n >= 2 && f.shortAgreeing(x, y)
		return shared[key]
	}
	for gi := range b.groups {
		// Members giving the same mentions agree with each other: link
		// them to the first such member and compare only one sentence per
		// distinct set of mentions (copies repeat sentences verbatim).
		type rep struct{ d, s int }
		bySig := map[string][]rep{}
		var sigs []string
		for _, m := range b.groups[gi].Members {
			sig := mentionSignature(b.sents[m.Doc][m.Sent])
			if _, ok := bySig[sig]; !ok {
				sigs = append(sigs, sig)
			}
			bySig[sig] = append(bySig[sig], rep{m.Doc, m.Sent})
		}
		for _, sig := range sigs {
			rs := bySig[sig]
			for _, r := range rs[1:] {
				for k := range b.sents[r.d][r.s].mentions {
					f.link(mref{rs[0].d, rs[0].s, k}, mref{r.d, r.s, k}, scoreSubstitution, "")
				}
			}
		}
		for i := 0; i < len(sigs); i++ {
			for j := i + 1; j < len(sigs); j++ {
				// Pairs of members, one of each set, from related
				// documents, until one links a swap: the first pair may
				// fail only because one copy reworded the word beside the
				// value ("after Tuesday" / "following Sunday") where
				// another copy of the same values kept it. At most
				// maxSubstitutionPairs are compared per two sets, however
				// many copies carry them (see there), taken in widening
				// squares, (0,0) (0,1) (1,0) (1,1) (0,2) ..., so that the
				// reworded copy may be the first member of either set.
				xs, ys := bySig[sigs[i]], bySig[sigs[j]]
				tried := 0
				squarePairs(len(xs), len(ys), func(a, b int) bool {
					x, y := xs[a], ys[b]
					if x.d == y.d || !related(x.d, y.d) {
						return true
					}
					tried++
					return !f.substitute(x.d, x.s, y.d, y.s) && tried < maxSubstitutionPairs
				})
			}
		}
	}
}

// squarePairs calls yield with the index pairs of [0,na) × [0,nb) in
// widening squares — every pair within indices < k before any with an
// index k — until yield returns false.
func squarePairs(na, nb int, yield func(a, b int) bool) {
	for k := 0; k < max(na, nb); k++ {
		// m stops where neither (m, k) nor (k, m) is a pair: the scan
		// stays within na × nb steps when one set is much the larger.
		lim := 0
		if k < nb {
			lim = na
		}
		if k < na {
			lim = max(lim, nb)
		}
		for m := 0; m <= k && m < lim; m++ {
			if m < na && k < nb && !yield(m, k) {
				return
			}
			if m < k && k < na && m < nb && !yield(k, m) {
				return
			}
		}
	}
}

// maxSubstitutionPairs bounds the pairs of members compared for a swap
// between two sets of mentions of one aligned statement. Each comparison
// costs the product of the two sentences' mentions; the bound keeps the
// work per two sets a small constant, however many copies carry them,
// where trying every pair would be quadratic in the copies.
const maxSubstitutionPairs = 4

// minSharedStatements is how many aligned statements two independent
// reports must share to be about the same event.
const minSharedStatements = 3

// shortAgreeing reports whether documents x and y are two short reports
// (shortReport) of one event: one of the statements they share gives the
// same names, numbers and days in both (a statement naming none tells no
// event apart). Two short reports share too few statements for
// minSharedStatements: "The city council voted on the tram plan on
// Monday, officials said. The plan will cost $410 million." and the same
// in other words at $420 million would never disagree. Two reports of
// other events sharing a stock sentence
// ("The payment date is March 31.") share no statement that agrees.
func (f *disagreementFinder) shortAgreeing(x, y int) bool {
	b := f.b
	if len(b.sents[x]) > shortReport || len(b.sents[y]) > shortReport {
		return false
	}
	for sx := range b.sents[x] {
		gx, ok := b.groupOf[sref{x, sx}]
		if !ok || len(b.sents[x][sx].mentions) == 0 {
			continue
		}
		for sy := range b.sents[y] {
			if gy, ok := b.groupOf[sref{y, sy}]; ok && gx == gy &&
				mentionSignature(b.sents[x][sx]) == mentionSignature(b.sents[y][sy]) {
				return true
			}
		}
	}
	return false
}

// mentionSignature lists a sentence's mentions, in order.
func mentionSignature(s sentence) string {
	var sb strings.Builder
	for _, m := range s.mentions {
		sb.WriteString(m.Kind.String())
		sb.WriteByte(':')
		sb.WriteString(m.Norm)
		sb.WriteByte('|')
	}
	return sb.String()
}

// substitute links the mentions of sentence sx of document dx swapped for
// one in sentence sy of document dy, with the same word on either side,
// and reports whether it linked any.
func (f *disagreementFinder) substitute(dx, sx, dy, sy int) bool {
	b := f.b
	X, Y := b.sents[dx][sx], b.sents[dy][sy]
	tx, ty := f.toks[dx][sx], f.toks[dy][sy]
	linked := false
	hasNorm := func(s sentence, kind facts.Kind, norm string) bool {
		for _, m := range s.mentions {
			if m.Kind == kind && m.Norm == norm {
				return true
			}
		}
		return false
	}
	for kx, mx := range X.mentions {
		ix, jx := tokenSpan(tx, mx.Start, mx.End)
		for ky, my := range Y.mentions {
			if !comparable(mx, my) {
				continue
			}
			// A value present on both sides was moved, not changed.
			if hasNorm(Y, mx.Kind, mx.Norm) || hasNorm(X, my.Kind, my.Norm) {
				continue
			}
			iy, jy := tokenSpan(ty, my.Start, my.End)
			left := sameBefore(tx, ix, ty, iy)
			if !left && mx.Kind == facts.Day {
				// "on Thursday" / "Friday": one outlet's style drops the
				// "on" before a day that another keeps.
				left = sameBefore(tx, skipOn(tx, ix), ty, skipOn(ty, iy))
			}
			right := (jx == len(tx) && jy == len(ty)) || jx < len(tx) && jy < len(ty) && tx[jx].norm == ty[jy].norm
			if !left || !right {
				continue
			}
			f.link(mref{dx, sx, kx}, mref{dy, sy, ky}, scoreSubstitution, f.valueLabel(dx, sx, kx))
			linked = true
		}
	}
	return linked
}

// sameBefore reports whether token i of x and token j of y have the same
// word before them, or both start their sentence.
func sameBefore(x []tok, i int, y []tok, j int) bool {
	return (i == 0 && j == 0) || i > 0 && j > 0 && x[i-1].norm == y[j-1].norm
}

// skipOn returns i less the "on" before it, if any: "vote on Thursday"
// and "vote Thursday" (American style) say the same.
func skipOn(ts []tok, i int) int {
	if i > 0 && ts[i-1].norm == "on" {
		return i - 1
	}
	return i
}

// eventClass maps words to the kind of event a count is about.
var eventClass = func() map[string]string {
	m := map[string]string{}
	add := func(class, words string) {
		for _, w := range strings.Fields(words) {
			m[w] = class
		}
	}
	add("killed", "killed kill kills killing dead died die dies death deaths toll fatalities slain shot-dead perished")
	add("wounded", "wounded injured injuring injuries hurt wounding")
	add("missing", "missing unaccounted")
	add("arrested", "arrested detained arrests detentions held")
	add("rescued", "rescued saved pulled")
	add("evacuated", "evacuated displaced homeless")
	add("attended", "attended gathered rallied marched protested demonstrated")
	add("responded", "tackled tackling battled battling fought fighting sent deployed dispatched called responded")
	return m
}()

// headClass groups head nouns that count the same kind of thing.
var headClass = func() map[string]string {
	m := map[string]string{}
	add := func(class, words string) {
		for _, w := range strings.Fields(words) {
			m[w] = class
		}
	}
	add("people", "people persons person civilians residents dead")
	add("personnel", "advisers advisors adviser officers officer servicemen serviceman americans service members staff personnel")
	add("troops", "troops soldiers marines")
	add("protesters", "protesters demonstrators protestors")
	add("crew", "crew crewmen sailors")
	add("passengers", "passengers")
	add("firefighters", "firefighters firemen crews engines appliances")
	add("police", "police policemen")
	return m
}()

// nationalities and past markers tell counts of different events apart.
var nationality = func() map[string]string {
	m := map[string]string{}
	for _, pair := range [][2]string{{"american", "us"}, {"americans", "us"}, {"us", "us"}, {"u.s", "us"},
		{"french", "fr"}, {"british", "uk"}, {"uk", "uk"}, {"afghan", "af"}, {"afghans", "af"}, {"german", "de"},
		{"canadian", "ca"}, {"pakistani", "pk"}, {"iraqi", "iq"}, {"russian", "ru"}, {"chinese", "cn"},
		{"nato", "nato"}, {"isaf", "nato"}, {"united states", "us"}, {"united kingdom", "uk"}, {"britain", "uk"}} {
		m[pair[0]] = pair[1]
	}
	return m
}()

var pastMarker = map[string]bool{"last": true, "ago": true, "previous": true, "earlier": true, "former": true}

// frame describes what a count counts.
type frame struct {
	event, head, nation, day, past string
	places                         []string
	names                          []string // every name but nationalities, in a short report's sentence
	short                          bool     // in a short report (shortReport)
	days                           []string // every weekday the sentence names (day is the last)
	scope                          int      // the event's own count, a total or another incident's (countScope)
}

// numberFrame reads the frame of number mention k of a sentence, sides
// the values of its scores' sides (scoreSides).
func (f *disagreementFinder) numberFrame(d, s, k int, sides []float64) (frame, bool) {
	sent := f.b.sents[d][s]
	m := sent.mentions[k]
	if m.Kind != facts.Number || m.Value <= 0 || measureHead[m.Head] && !timeHead[m.Head] {
		return frame{}, false
	}
	if slices.Contains(sides, m.Value) {
		return frame{}, false
	}
	ts := f.toks[d][s]
	i, j := tokenSpan(ts, m.Start, m.End)
	if ageApposition(sent, ts, i, j) {
		return frame{}, false
	}
	fr := frame{short: len(f.b.sents[d]) <= shortReport}
	// The event: the nearest event word in the clause around the number;
	// for a count with its own verb ("one was charged"), in its verb
	// phrase only (ownVerb).
	lo, hi := max(0, i-10), min(len(ts), j+8)
	if v, end := ownVerb(sent, ts, j); v >= 0 {
		lo, hi = v, min(hi, end)
	} else {
		// Before the count, its own clause only: "killed after missiles
		// exploded outside a school where hundreds of people were
		// sheltering" — the hundreds were sheltering, not killed.
		for w := i - 1; w >= lo; w-- {
			if clauseOpener[ts[w].norm] {
				lo = w + 1
				break
			}
		}
	}
	best := 1 << 30
	// The next count's start: an event word after it is that count's
	// ("carrying 543 people and that 345 had been rescued": 543 carried,
	// not rescued).
	next := len(sent.text) + sent.start
	for _, o := range sent.mentions {
		if o.Kind == facts.Number && o.Start >= m.End {
			next = min(next, o.Start)
		}
	}
	for w := lo; w < hi; w++ {
		if w >= j && ts[w].start >= next {
			break
		}
		if w >= j && fr.event != "" && coordinator[ts[w].norm] {
			// "killed 28 people and wounded 40": with an event word
			// before the count, the one after a conjunction is the next
			// count's (the 28 are not wounded, to stand against a death
			// toll).
			break
		}
		if class, ok := eventClass[ts[w].norm]; ok {
			dist := w - j
			if w < i {
				dist = i - w + 2 // prefer words after the number ("28 people killed")
			}
			if dist < best {
				best, fr.event = dist, class
			}
		}
	}
	if fr.event == "" {
		return frame{}, false
	}
	fr.head = headClass[m.Head]
	if timeHead[m.Head] {
		// A time counts only against a time of the same relation:
		// "sent home four days before the assault" / "sent away two
		// days before the attack", not "51 days later" / "40 days
		// haven't passed".
		k := j
		for k < len(ts) && k < j+3 && ts[k].norm != m.Head {
			k++
		}
		if k+1 >= len(ts) || k == j+3 {
			return frame{}, false
		}
		fr.head = m.Head + " " + ts[k+1].norm
	}
	if fr.head == "" {
		// "the death toll ... to at least 28", "28 dead": people by default.
		if m.Head == "" || eventClass[m.Head] != "" || m.Head == "others" {
			if m.Head == "others" {
				return frame{}, false // "50 others": relative to a count we cannot see
			}
			fr.head = "people"
		} else {
			fr.head = m.Head
		}
	}
	for w := max(0, i-3); w < min(len(ts), j+4); w++ {
		if n, ok := nationality[ts[w].norm]; ok && n != "nato" {
			fr.nation = n
		}
	}
	for _, w := range ts {
		if pastMarker[w.norm] {
			fr.past = "past"
		}
	}
	for _, o := range sent.mentions {
		switch o.Kind {
		case facts.Day:
			if strings.Contains(o.Norm, " ") { // a date "April 3" or a month
				fr.past = "dated"
			} else {
				fr.day = o.Norm
				fr.days = append(fr.days, o.Norm)
			}
		case facts.Name:
			if _, isNation := nationality[o.Norm]; !isNation {
				if fr.short {
					fr.names = append(fr.names, o.Norm)
				}
				if afterLocative(ts, o) {
					fr.places = append(fr.places, o.Norm)
				}
			}
		}
	}
	for _, w := range ts {
		if _, isMonth := monthWord[w.norm]; isMonth {
			fr.past = "dated"
		}
	}
	fr.scope = countScope(sent, ts, i, j)
	return fr, true
}

// clauseOpener lists the words that open a clause of its own inside a
// sentence: an event word before one is not the event of a count after
// it ("killed ... where hundreds were sheltering", "killed 40 while
// hundreds fled").
var clauseOpener = wordSet("where who whom whose which when while whereas although though because unless")

// coordinator lists the conjunctions that open another clause of a
// sentence ("killed 28 and wounded 40").
var coordinator = map[string]bool{"and": true, "or": true, "but": true, "while": true, "whereas": true}

// measureHead lists the heads of numbers that measure rather than count
// what an event befell: a time ("two years after the death", "51 days
// later"), a distance ("fell about 60 metres"), an age ("a
// 16-year-old"), a ratio ("43 times more likely to kill"). Two of them
// near "killed" are no two death tolls (two victims' ages, a dictator's
// 21 years in power and the two years since his death). A time may
// still disagree with
// a time of the same relation (timeHead).
var measureHead = wordSet(timeUnits + " times metre metres meter meters foot feet mile miles " +
	"km kilometre kilometres kilometer kilometers yard yards inch inches year-old year-olds years-old " +
	"month-old day-old week-old")

// timeHead lists the measures of time: two of them disagree when the word
// after them is the same ("days before", numberFrame).
var timeHead = wordSet(timeUnits)

const timeUnits = "second seconds minute minutes hour hours day days week weeks month months " +
	"year years decade decades century centuries"

// wordSet is the set of the space-separated words of s.
func wordSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// ageApposition reports whether the number at tokens [i, j) of a sentence
// is a person's age set off after the name: "LuAnn Marie Johnson, 66, of
// Burnsville", "Anthony LaSalle, 36, of Minneapolis". The ages of two
// people named in one story are no two counts.
func ageApposition(sent sentence, ts []tok, i, j int) bool {
	if i < 1 || j != i+1 || j >= len(ts) {
		return false
	}
	before, after := tokenGap(sent, ts, i), tokenGap(sent, ts, j)
	if strings.TrimSpace(before) != "," || (strings.TrimSpace(after) != "," && strings.TrimSpace(after) != ")") {
		return false
	}
	// The word before the comma is a name's: capitalised.
	prev := sent.text[ts[i-1].start-sent.start : ts[i-1].end-sent.start]
	return prev != "" && prev[0] >= 'A' && prev[0] <= 'Z'
}

// ownVerb finds the verb a count is the subject of: a form of "be" or
// "have" right after the number or after one or two words of its noun
// ("one was charged", "86 people were arrested"). It returns the verb's
// token and the end of its clause (the first comma, semicolon, colon or
// full stop after it), or -1. The count's event is read there alone: "two
// officers were arrested, and one was charged" counts one charged, not
// one arrested, and "a man died and three were taken to hospital" three
// taken to hospital, not three dead (with the nearest event word before
// the number, "one was charged" would disagree with "86 arrests" on the
// same day). A relative
// pronoun or a conjunction before the verb makes it another subject's
// ("killed 28 people who were waiting").
func ownVerb(sent sentence, ts []tok, j int) (int, int) {
	for k := j; k < len(ts) && k < j+3; k++ {
		if k > 0 && strings.ContainsAny(tokenGap(sent, ts, k), ",;:.()\"“”—") {
			return -1, 0
		}
		w := ts[k].norm
		if eventClass[w] != "" || notSubjectWord[w] {
			return -1, 0
		}
		if !auxVerb[w] {
			continue
		}
		end := k + 1
		for end < len(ts) && !strings.ContainsAny(tokenGap(sent, ts, end), ",;:.!?") {
			end++
		}
		return k, end
	}
	return -1, 0
}

// tokenGap is the text of sentence sent between token k-1 and token k
// of its tokens ts (empty where they touch or overlap).
func tokenGap(sent sentence, ts []tok, k int) string {
	a, b := ts[k-1].end-sent.start, ts[k].start-sent.start
	if a < 0 || b > len(sent.text) || a >= b {
		return ""
	}
	return sent.text[a:b]
}

// auxVerb lists the forms of "be" and "have" that open the verb phrase of
// a count's own ("one was charged", "three have died").
var auxVerb = map[string]bool{"was": true, "were": true, "is": true, "are": true,
	"has": true, "have": true, "had": true}

// notSubjectWord lists the words between a number and a verb that make
// the verb another subject's: relative pronouns, conjunctions, pronouns
// ("a mother of 12 as they were ...").
var notSubjectWord = map[string]bool{"who": true, "which": true, "that": true, "and": true,
	"or": true, "but": true, "of": true, "as": true, "when": true, "while": true, "if": true,
	"because": true, "after": true, "before": true, "since": true, "where": true,
	"they": true, "he": true, "she": true, "it": true, "we": true, "i": true, "you": true, "there": true}

// afterLocative reports whether a name follows "in", "at", "near"...: a place.
func afterLocative(ts []tok, m facts.Mention) bool {
	i, _ := tokenSpan(ts, m.Start, m.End)
	if i == 0 {
		return false
	}
	switch ts[i-1].norm {
	case "in", "at", "near", "outside", "inside", "from", "across":
		return true
	}
	return false
}

var monthWord = map[string]bool{"january": true, "february": true, "april": true, "june": true, "july": true,
	"august": true, "september": true, "october": true, "november": true, "december": true}

// compatible reports whether two frames can describe the same count: the
// same kind of event and of thing counted, neither a past event unless both
// are, and no two different nationalities.
func compatible(x, y frame) bool {
	if x.event != y.event || x.head != y.head || x.past != y.past {
		return false
	}
	if x.nation != "" && y.nation != "" && x.nation != y.nation {
		return false
	}
	return true
}

// differentDays reports whether two counts are given for two different
// days ("stood at 14 on Tuesday", "rose to 17 on Wednesday"; "28 killed on
// Tuesday", "five killed on Saturday"): an update or another event, not
// a disagreement. A sentence may name the day of the event and the day it
// was reported ("killed on Tuesday, officials said on Wednesday"): the
// days differ only when the two sentences name none in common. Equal
// values on different days still agree.
func differentDays(x, y frame) bool {
	if len(x.days) == 0 || len(y.days) == 0 {
		return false
	}
	for _, d := range x.days {
		if slices.Contains(y.days, d) {
			return false
		}
	}
	return true
}

// shortReport is the most sentences of a short report. Two short reports
// share too few statements to align (minSharedStatements) and often no
// weekday or place after "in": "A suicide bomber killed 28 people at a
// market in Quetta" / "Twenty-nine people died in a crowded Quetta
// market". Their counts of one frame are taken for one count on less:
// a name both sentences give counts as a shared place, and the frame and
// the same head word are enough (minShortConflictScore). A long report
// names past events' tolls without a marker (the 2004 tsunami's 170,000
// dead in a report of a 2013 quake): at up to 15 sentences the rule
// gave seven new disagreements over the corpora, six of them false; at
// up to 10 one, false; at up to 5 none.
const shortReport = 5

// minConflictScore is the least frame score at which two different values
// are taken for one count: the frame and one more thing in common.
// Between two short reports minShortConflictScore: the frame and the same
// head word ("28 people" / "29 people").
const (
	minConflictScore      = 2
	minShortConflictScore = 1.5
)

// frameScore grades how surely two compatible counts are one count: the
// same value (they agree), the same qualifier ("at least"), the same day,
// a shared place (in two short reports, any shared name), the same head
// word.
func frameScore(x, y frame, mx, my facts.Mention) float64 {
	s := 1.0
	if mx.Norm == my.Norm {
		s += 2
	}
	if mx.Qualifier != "" && mx.Qualifier == my.Qualifier {
		s += 1
	}
	if x.day != "" && x.day == y.day {
		s += 1
	}
	if overlapStrings(x.places, y.places) || x.short && y.short && overlapStrings(x.names, y.names) {
		s += 1
	}
	if mx.Head != "" && mx.Head == my.Head {
		s += 0.5
		if x.head != "people" {
			s += 0.5 // the same specific thing counted: "crew", "advisers"
		}
	}
	if x.nation != "" && x.nation == y.nation {
		s += 0.5
	}
	return s
}

// frames links counts of the same thing across documents. Counts are
// bucketed by event and head, and within a bucket by value: equal values
// agree (one link each to the first), and two values are compared on their
// best pair of mentions.
func (f *disagreementFinder) frames() {
	type fm struct {
		r  mref
		fr frame
		m  facts.Mention
	}
	buckets := map[string]map[string][]fm{}
	var keys []string
	var sides []float64
	for d, ss := range f.b.sents {
		for s := range ss {
			sides = f.scoreSides(ss[s], sides[:0])
			for k := range ss[s].mentions {
				fr, ok := f.numberFrame(d, s, k, sides)
				if !ok {
					continue
				}
				f.noteEventDay(mref{d, s, k}, fr)
				key := fr.event + "|" + fr.head + "|" + fr.past
				if buckets[key] == nil {
					buckets[key] = map[string][]fm{}
					keys = append(keys, key)
				}
				m := ss[s].mentions[k]
				buckets[key][m.Norm] = append(buckets[key][m.Norm], fm{mref{d, s, k}, fr, m})
			}
		}
	}
	const perValue = 24 // mentions per value compared with another value
	for _, key := range keys {
		byValue := buckets[key]
		values := make([]string, 0, len(byValue))
		for v := range byValue {
			values = append(values, v)
		}
		slices.Sort(values)
		for _, v := range values {
			ms := byValue[v]
			for _, x := range ms[1:] {
				if compatible(ms[0].fr, x.fr) {
					f.link(ms[0].r, x.r, frameScore(ms[0].fr, x.fr, ms[0].m, x.m), f.linkLabel(x.r, ms[0].r, x.fr.event))
				}
			}
		}
		compared := mostSourced(values, byValue, func(x fm) int { return x.r.d })
		for i, va := range compared {
			for _, vb := range compared[i+1:] {
				best, bestScore := [2]fm{}, 0.0
				for _, x := range byValue[va][:min(perValue, len(byValue[va]))] {
					for _, y := range byValue[vb][:min(perValue, len(byValue[vb]))] {
						f.compared++
						if x.r.d == y.r.d || !compatible(x.fr, y.fr) || !comparable(x.m, y.m) || differentDays(x.fr, y.fr) ||
							f.otherScopes(x.r, y.r, x.fr.scope, y.fr.scope) {
							continue
						}
						if sc := frameScore(x.fr, y.fr, x.m, y.m); sc > bestScore {
							best, bestScore = [2]fm{x, y}, sc
						}
					}
				}
				// Two different values need more than the frame in common: a
				// qualifier, a day, a place, the same head word and nationality.
				if bestScore >= minConflictScore || bestScore >= minShortConflictScore && best[0].fr.short && best[1].fr.short {
					f.link(best[0].r, best[1].r, bestScore, f.linkLabel(best[0].r, best[1].r, best[0].fr.event))
				}
			}
		}
	}
}

// maxValuesCompared caps the distinct values of one bucket (counts of one
// frame, ranks of one person, names sharing a word) that are compared pair
// by pair with one another, as perValue caps the mentions of each value
// compared. Without it the work and the links grow with the square of the
// distinct values: two documents listing 10,000 different death counts
// ran out of memory. Real stories stay far below it (at most 14 distinct
// values in a bucket over the examples, the seeds, ECB+ and the 300
// planted stories), so the cap only binds on lists and tables.
const maxValuesCompared = 64

// mostSourced returns the values compared with one another: all of them
// when there are at most maxValuesCompared, else the maxValuesCompared
// given by the most documents, then the most mentions, then the first in
// the order of values. Kept in the order of values. The values left out
// still agree with their own equal mentions; they are only not compared
// with other values.
func mostSourced[T any](values []string, byValue map[string][]T, doc func(T) int) []string {
	if len(values) <= maxValuesCompared {
		return values
	}
	type ranked struct {
		i, docs, mentions int
	}
	rs := make([]ranked, len(values))
	for i, v := range values {
		seen := map[int]bool{}
		for _, x := range byValue[v] {
			seen[doc(x)] = true
		}
		rs[i] = ranked{i, len(seen), len(byValue[v])}
	}
	slices.SortStableFunc(rs, func(x, y ranked) int { return cmp.Or(y.docs-x.docs, y.mentions-x.mentions, x.i-y.i) })
	keep := make([]int, 0, maxValuesCompared)
	for _, r := range rs[:maxValuesCompared] {
		keep = append(keep, r.i)
	}
	slices.Sort(keep)
	out := make([]string, len(keep))
	for k, i := range keep {
		out[k] = values[i]
	}
	return out
}

// anchors links ranks attached to the same person or listed with the same
// companions, and names that are spellings of one another.
func (f *disagreementFinder) anchors() {
	type am struct {
		r       mref
		m       facts.Mention
		name    string   // the name right after a rank
		company []string // other ranks in the sentence
	}
	var ranks, names []am
	for d, ss := range f.b.sents {
		for s, sent := range ss {
			for k, m := range sent.mentions {
				switch m.Kind {
				case facts.Rank:
					a := am{r: mref{d, s, k}, m: m}
					if k+1 < len(sent.mentions) && sent.mentions[k+1].Kind == facts.Name && gapIsShort(sent.text, sent.start, m.End, sent.mentions[k+1].Start) {
						a.name = sent.mentions[k+1].Norm
					} else {
						a.name = f.rankHolder(d, s, k)
					}
					for k2, o := range sent.mentions {
						if k2 != k && o.Kind == facts.Rank {
							a.company = append(a.company, o.Norm)
						}
					}
					ranks = append(ranks, a)
				case facts.Name:
					names = append(names, am{r: mref{d, s, k}, m: m})
				}
			}
		}
	}
	// Ranks: bucketed by the person or the companions they come with.
	rankBuckets := map[string][]am{}
	var rankKeys []string
	for _, a := range ranks {
		var keys []string
		if a.name != "" {
			keys = append(keys, "person:"+lastWord(a.name))
		} else {
			for _, c := range a.company {
				keys = append(keys, "with:"+c)
			}
		}
		for _, k := range keys {
			if rankBuckets[k] == nil {
				rankKeys = append(rankKeys, k)
			}
			rankBuckets[k] = append(rankBuckets[k], a)
		}
	}
	for _, key := range rankKeys {
		linkWithin(f, rankBuckets[key], func(x, y am) (float64, string, bool) {
			if !relatedRanks(x.m.Norm, y.m.Norm) {
				return 0, "", false
			}
			if x.name != "" {
				if !samePerson(x.name, y.name) {
					return 0, "", false
				}
				return scoreRankAnchor, "rank of " + x.name, true
			}
			if y.name != "" {
				return 0, "", false
			}
			return scoreRankAnchor, "ranks listed with " + strings.Join(x.company, ", "), true
		}, func(a am) (mref, facts.Mention) { return a.r, a.m })
	}
	// Names: bucketed by their words, so only names sharing one are compared.
	nameBuckets := map[string][]am{}
	var nameKeys []string
	for _, a := range names {
		for _, w := range strings.Fields(a.m.Norm) {
			if len(w) < 3 {
				continue
			}
			if nameBuckets[w] == nil {
				nameKeys = append(nameKeys, w)
			}
			nameBuckets[w] = append(nameBuckets[w], a)
		}
	}
	for _, key := range nameKeys {
		linkWithin(f, nameBuckets[key], func(x, y am) (float64, string, bool) {
			if x.m.Norm == y.m.Norm || nameVariants(x.m.Norm, y.m.Norm) {
				return scoreNameVariant, aboutSpelling, true
			}
			return 0, "", false
		}, func(a am) (mref, facts.Mention) { return a.r, a.m })
	}
}

// rankHolder names the person rank mention k of a sentence is set beside
// when no name follows it: the name before it in apposition ("Jamie
// Rappaport Clark, executive vice president of ...") or the name of the
// rank after it ("As president, Senator Obama"); "" when none. Such a
// rank is that person's, to compare with that person's other ranks only:
// by the ranks listed beside it, "vice president" (Clark) stood against
// "president" (Obama).
func (f *disagreementFinder) rankHolder(d, s, k int) string {
	sent := f.b.sents[d][s]
	ms := sent.mentions
	m := ms[k]
	if k+2 < len(ms) && ms[k+1].Kind == facts.Rank && ms[k+2].Kind == facts.Name &&
		gapIsShort(sent.text, sent.start, m.End, ms[k+1].Start) && gapIsShort(sent.text, sent.start, ms[k+1].End, ms[k+2].Start) {
		return ms[k+2].Norm
	}
	if k == 0 || ms[k-1].Kind != facts.Name || afterLocative(f.toks[d][s], ms[k-1]) {
		return "" // "In Kandahar, a colonel said": a place
	}
	from, to := ms[k-1].End-sent.start, m.Start-sent.start
	if from < 0 || to > len(sent.text) || from >= to {
		return ""
	}
	gap, ok := strings.CutPrefix(sent.text[from:to], ",")
	if !ok {
		return ""
	}
	// Up to two lower-case words between: "a", "the", "executive", "former".
	ws := strings.Fields(gap)
	if len(ws) > 2 {
		return ""
	}
	for _, w := range ws {
		for i := 0; i < len(w); i++ {
			if w[i] < 'a' || w[i] > 'z' {
				return ""
			}
		}
	}
	return ms[k-1].Norm
}

// linkWithin links the members of one bucket: members with equal values to
// the first of them, and for each pair of values its first acceptable pair
// of members.
func linkWithin[T any](f *disagreementFinder, items []T, accept func(x, y T) (float64, string, bool), ref func(T) (mref, facts.Mention)) {
	const perValue = 24
	byValue := map[string][]T{}
	var values []string
	for _, it := range items {
		_, m := ref(it)
		if _, ok := byValue[m.Norm]; !ok {
			values = append(values, m.Norm)
		}
		byValue[m.Norm] = append(byValue[m.Norm], it)
	}
	for _, v := range values {
		xs := byValue[v]
		for _, x := range xs[1:] {
			if sc, about, ok := accept(xs[0], x); ok {
				rx, _ := ref(xs[0])
				ry, _ := ref(x)
				f.link(rx, ry, sc, about)
			}
		}
	}
	compared := mostSourced(values, byValue, func(x T) int { r, _ := ref(x); return r.d })
	for i, va := range compared {
		for _, vb := range compared[i+1:] {
			// comparable reads nothing but the two values of two names or
			// two ranks: asked once for all their pairs of members
			var known facts.Kind // 0: not asked yet
			var knownOK bool
		pairs:
			for _, x := range byValue[va][:min(perValue, len(byValue[va]))] {
				for _, y := range byValue[vb][:min(perValue, len(byValue[vb]))] {
					f.compared++
					rx, mx := ref(x)
					ry, my := ref(y)
					if rx.d == ry.d {
						continue
					}
					ok := knownOK
					if k := mx.Kind; k == 0 || k != known || my.Kind != k {
						ok = comparable(mx, my)
						if my.Kind == k && (k == facts.Name || k == facts.Rank) {
							known, knownOK = k, ok
						}
					}
					if !ok {
						continue
					}
					if sc, about, ok := accept(x, y); ok {
						f.link(rx, ry, sc, about)
						break pairs
					}
				}
			}
		}
	}
}

// gapIsShort reports whether only spaces, a period or a comma (an
// apposition: "the first officer, Tomas Ferreira") separate two offsets of
// the document.
func gapIsShort(text string, base, from, to int) bool {
	if to < from || to-base > len(text) || from-base < 0 {
		return false
	}
	gap := strings.TrimSpace(text[from-base : to-base])
	return gap == "" || gap == "." || gap == ","
}

// relatedRanks: ranks of one ladder (colonel / lieutenant colonel,
// commander / lieutenant commander, captain / first officer) or of one
// office (minister / deputy minister).
func relatedRanks(a, b string) bool {
	la, lb := lastWord(a), lastWord(b)
	if la == lb {
		return true
	}
	officers := map[string]bool{"captain": true, "officer": true, "master": true, "commander": true}
	return officers[la] && officers[lb]
}

func lastWord(s string) string {
	f := strings.Fields(s)
	if len(f) == 0 {
		return ""
	}
	return f[len(f)-1]
}

func samePerson(a, b string) bool {
	if a == b {
		return true
	}
	// "ingrid halvorsen" and "halvorsen"; "john r allen" and "john allen".
	fa, fb := strings.Fields(a), strings.Fields(b)
	return len(fa) > 0 && len(fb) > 0 && fa[len(fa)-1] == fb[len(fb)-1]
}

func overlapStrings(a, b []string) bool {
	for _, x := range a {
		if slices.Contains(b, x) {
			return true
		}
	}
	return false
}

// nameVariants reports whether two different names are spellings of one
// name: they share a word of three letters or more, and every other word of
// the shorter name is within two edits of a word of the longer one, one of
// them differing. The words are matched in order, each word of the longer
// name to one word of the shorter at most: "David Davis" is no spelling
// of "David Blunkett" for "Davis" being one edit from the "David" that
// already matched (two politicians of one story are not one name spelt
// two ways).
func nameVariants(a, b string) bool {
	fa, fb := strings.Fields(a), strings.Fields(b)
	if len(fa) > len(fb) {
		fa, fb = fb, fa
	}
	// People's names: at most three words, and the spelling differs in the
	// first or the last ("Zabiullah / Zabihullah Mujahid"); a different word
	// inside a longer name ("Trade Represenative Clayton Yeutter") is a typo
	// in a title, not another name.
	if len(fa) == 0 || len(fb) > 3 {
		return false
	}
	shared, differ := false, false
	next := 0 // the first word of fb not matched yet
	for i, w := range fa {
		k := next
		if i != 0 && i != len(fa)-1 {
			for k < len(fb) && fb[k] != w {
				k++
			}
			if k == len(fb) {
				return false
			}
			next = k + 1
			continue
		}
		// The first word of fb from next on that is w, else the first
		// that is a spelling of it.
		exact := slices.Index(fb[k:], w)
		switch {
		case exact >= 0:
			next = k + exact + 1
			if len(w) >= 3 {
				shared = true
			}
		default:
			for k < len(fb) && !spellingVariant(w, fb[k:k+1]) {
				k++
			}
			if k == len(fb) || legalRespelt(fa, fb, w, fb[k]) {
				return false
			}
			next = k + 1
			differ = true
		}
	}
	// A longer name that only adds words ("john r allen") is the same name.
	return shared && differ
}

// spellingVariant reports whether w is another spelling of a word of ws:
// one edit away for words of five letters or more, two for eight or more,
// and not merely a plural or a longer form of it (Globe / Globes, Korea /
// Koreans name one thing) or another form of one word (derivedForms).
func spellingVariant(w string, ws []string) bool {
	for _, v := range ws {
		if strings.HasPrefix(v, w) || strings.HasPrefix(w, v) || derivedForms(w, v) {
			continue
		}
		n := min(len(w), len(v))
		d := editDistance(w, v)
		if n >= 5 && d == 1 || n >= 8 && d == 2 {
			return true
		}
	}
	return false
}

func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			c := 1
			if ra[i-1] == rb[j-1] {
				c = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+c)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}

// spellingSuffixes map British word endings to American ones.
var spellingSuffixes = [][2]string{
	{"isation", "ization"}, {"isations", "izations"}, {"ised", "ized"}, {"ising", "izing"}, {"ise", "ize"},
	{"yse", "yze"}, {"our", "or"}, {"ours", "ors"}, {"tre", "ter"}, {"tres", "ters"}, {"ence", "ense"},
	{"lled", "led"}, {"lling", "ling"}, {"ller", "ler"}, {"ogue", "og"},
}

// foldSpelling maps each word to its American spelling.
func foldSpelling(s string) string {
	ws := strings.Fields(s)
	for i, w := range ws {
		for _, sf := range spellingSuffixes {
			if strings.HasSuffix(w, sf[0]) && len(w) > len(sf[0])+1 {
				ws[i] = strings.TrimSuffix(w, sf[0]) + sf[1]
				break
			}
		}
	}
	return strings.Join(ws, " ")
}

// sameSpellingFamily reports whether two names differ only by British and
// American spelling (Defence / Defense): not a disagreement.
func sameSpellingFamily(a, b string) bool {
	return foldSpelling(a) == foldSpelling(b)
}

// attribution names who a mention is attributed to: the speaker of the
// quotation it stands in, or the subject of "said"/"claimed" in its sentence
// when that is a name or a title. Empty when the outlet states it itself.
func (f *disagreementFinder) attribution(r mref) string {
	if who, ok := f.attrib[r]; ok {
		return who
	}
	who := f.findAttribution(r)
	f.attrib[r] = who
	return who
}

func (f *disagreementFinder) findAttribution(r mref) string {
	sent := f.b.sents[r.d][r.s]
	m := sent.mentions[r.k]
	doc := f.b.in.Docs[r.d].Text
	if q, ok := f.b.quoteAt(r.d, m.Start); ok {
		if q.speaker != "" {
			return q.speaker
		}
		return "a quoted source"
	}
	// "X said (in a statement) four ...": a named speaker right before a
	// speech verb that comes shortly before the mention.
	ts := f.toks[r.d][r.s]
	mi, _ := tokenSpan(ts, m.Start, m.End)
	for v := max(0, mi-10); v < mi; v++ {
		// Verbs of saying or claiming ("alleged", "claims"): this
		// test's own, not speechVerb (the verbs by a quotation).
		switch ts[v].norm {
		case "said", "claimed", "says", "claims", "insisted", "alleged":
		default:
			continue
		}
		// "..., said founder Piet Hallam": after a comma the subject may
		// follow the verb, and then the name before the comma is none
		// ("Vardo Oil, once the owner of Nordfjell, said founder Piet
		// Hallam" is not Vardo Oil's). Nor is what follows that subject
		// its claim: the outlet's own words describe the speaker (",
		// said Alexis Kouyias, the lawyer for ..."), or go on with the
		// sentence, which cannot be told apart from them here.
		if speakerAfterVerb(doc, sent.mentions, ts, v) {
			continue
		}
		for _, o := range sent.mentions {
			if o.Kind != facts.Name || o.End > ts[v].start {
				continue
			}
			if _, oj := tokenSpan(ts, o.Start, o.End); oj != v {
				continue
			}
			// A place or a body is not who said it ("a radio report
			// monitored in London said", "the mayor of Port Ellis
			// said"): the phrase opening the sentence is, or nobody, as
			// for a quotation's speaker.
			who := doc[o.Start:o.End]
			if subject, place := placeSubject(doc[sent.start:o.End], o.Start-sent.start, o.End-sent.start); place {
				who = subject
			}
			if who != "" && !isOfficialSource(who) {
				return who
			}
		}
	}
	return ""
}

// speakerAfterVerb reports whether a name follows the verb of saying
// ts[v] after a comma ("..., said founder Piet Hallam", "..., said Mayor
// Ann Cole"): lower-case title words or a rank may come between ("said
// GM chief executive Rick Wagoner"), not a clause ("said he backed").
// "X said Y ..." without the comma is X's: Y is spoken of.
func speakerAfterVerb(doc string, ms []facts.Mention, ts []tok, v int) bool {
	if v == 0 || !strings.Contains(doc[ts[v-1].end:ts[v].start], ",") {
		return false
	}
	at := ts[v].end
	for _, o := range ms {
		if o.Start < at {
			continue
		}
		gap := doc[at:o.Start]
		if !titleGap().MatchString(gap) || !titleWords("said"+gap) {
			return false
		}
		switch o.Kind {
		case facts.Rank:
			at = o.End
		case facts.Name:
			return true
		default:
			return false
		}
	}
	return false
}

// titleGap is the words between a verb of saying and the name after it:
// none, or lower-case title words ("said local hospital director").
var titleGap = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^ (?:[a-z][\p{L}\-]* ){0,4}$`) })

// isOfficialSource tells an outlet's own sourcing ("officials said") from a
// party's claim.
func isOfficialSource(s string) bool {
	l := strings.ToLower(s)
	return strings.Contains(l, "official") || strings.Contains(l, "pentagon") || strings.Contains(l, "police")
}

// slot is a cluster of mentions about one thing, with the values each
// document gives: at most one value stated and one attributed per document.
type slot struct {
	members []mref
	values  []slotValue        // the values given, one per document and way
	index   map[slotKey]string // values, once a slot has many (nil before)
	// the first member and value, so that a slot of one mention (most of
	// them: every linked mention starts as one) is one allocation
	member0 [1]mref
	value0  [1]slotValue
}

// slotKey is a document and whether it attributes the value (claimed)
// or states it itself.
type slotKey struct {
	d       int
	claimed bool
}

type slotValue struct {
	slotKey
	v string
}

// slotIndexFrom is the number of values from which a slot indexes them.
const slotIndexFrom = 8

func newSlot(r mref, v string, claimed bool) *slot {
	s := &slot{member0: [1]mref{r}, value0: [1]slotValue{{slotKey{r.d, claimed}, v}}}
	s.members = s.member0[:]
	s.values = s.value0[:]
	return s
}

func (s *slot) value(k slotKey) (string, bool) {
	if s.index != nil {
		v, ok := s.index[k]
		return v, ok
	}
	for _, x := range s.values {
		if x.slotKey == k {
			return x.v, true
		}
	}
	return "", false
}

// accepts reports whether merging o into s keeps every document consistent.
func (s *slot) accepts(o *slot) bool {
	for _, x := range o.values {
		if w, ok := s.value(x.slotKey); ok && w != x.v {
			return false
		}
	}
	return true
}

// absorb merges o into s (which accepts it).
func (s *slot) absorb(o *slot) {
	s.members = append(s.members, o.members...)
	for _, x := range o.values {
		if _, ok := s.value(x.slotKey); ok {
			continue
		}
		s.values = append(s.values, x)
		if s.index != nil {
			s.index[x.slotKey] = x.v
		}
	}
	if s.index == nil && len(s.values) >= slotIndexFrom {
		s.index = make(map[slotKey]string, 2*len(s.values))
		for _, x := range s.values {
			s.index[x.slotKey] = x.v
		}
	}
}

// collect clusters linked mentions into slots, strongest links first, never
// letting a document state two values of one slot (two different facts),
// and reports the slots whose documents give different values.
func (f *disagreementFinder) collect() []Disagreement {
	slices.SortStableFunc(f.edges, func(a, b mlink) int { return cmp.Compare(b.score, a.score) })
	owner := map[mref]*slot{}
	slotOf := func(r mref) *slot {
		if s, ok := owner[r]; ok {
			return s
		}
		s := newSlot(r, f.mention(r).Norm, f.attribution(r) != "")
		owner[r] = s
		return s
	}
	for _, e := range f.edges {
		if f.twoFacts(e) {
			continue
		}
		sx, sy := slotOf(e.x), slotOf(e.y)
		if sx == sy || !sx.accepts(sy) {
			continue
		}
		for _, r := range sy.members {
			owner[r] = sx
		}
		sx.absorb(sy)
		for _, r := range []mref{e.x, e.y} {
			if _, ok := f.about[r]; !ok && e.about != "" {
				f.about[r] = e.about
			}
		}
	}
	seen := map[*slot]bool{}
	var out []Disagreement
	for _, e := range f.edges {
		// A mention linked only across two periods' statements has no slot.
		s, ok := owner[e.x]
		if !ok || seen[s] {
			continue
		}
		seen[s] = true
		if d, ok := f.disagreement(s); ok {
			out = append(out, d)
		}
	}
	out = foldShortNames(out)
	slices.SortFunc(out, func(x, y Disagreement) int {
		return cmp.Or(x.Variants[0].Citations[0].Ref-y.Variants[0].Citations[0].Ref,
			x.Variants[0].Citations[0].Start-y.Variants[0].Citations[0].Start)
	})
	return out
}

// disagreement reports a slot whose mentions give two values or more.
func (f *disagreementFinder) disagreement(s *slot) (Disagreement, bool) {
	members := slices.Clone(s.members)
	// Every document that gives a value: the sentences aligned with a
	// member's sentence that give the same value are cited too.
	in := map[mref]bool{}
	for _, r := range members {
		in[r] = true
	}
	type groupValue struct {
		gi int
		v  mentionValue
	}
	read := map[groupValue]bool{}
	for _, r := range s.members {
		m := f.mention(r)
		gi, ok := f.b.groupOf[sref{r.d, r.s}]
		if !ok {
			continue
		}
		gv := groupValue{gi, mentionValue{m.Kind, m.Norm}}
		if read[gv] {
			continue // its mentions are in already
		}
		read[gv] = true
		for _, x := range f.groupMentions(gi)[gv.v] {
			if !in[x] {
				in[x] = true
				members = append(members, x)
			}
		}
	}
	slices.SortFunc(members, func(x, y mref) int { return cmp.Or(x.d-y.d, x.s-y.s, x.k-y.k) })
	kind := f.mention(members[0]).Kind
	byValue := map[string][]mref{}
	var values []string
	for _, r := range members {
		v := f.mention(r).Norm
		if _, ok := byValue[v]; !ok {
			values = append(values, v)
		}
		byValue[v] = append(byValue[v], r)
	}
	var front map[string]int
	if kind == facts.Name {
		values = f.foldPrefixedNames(values, byValue)
		front = f.frontWords(values, byValue)
	}
	if len(values) < 2 {
		return Disagreement{}, false
	}
	d := Disagreement{Kind: kind.String()}
	shown := values
	if front != nil {
		shown = slices.Clone(values)
	}
	for i, v := range values {
		rs := byValue[v]
		first := f.mention(rs[0])
		va := Variant{Value: v, Text: f.b.in.Docs[rs[0].d].Text[first.Start:first.End]}
		if k := front[v]; k > 0 {
			// Words in front of a spelling of another value (frontWords).
			va.Value = strings.Join(strings.Fields(v)[k:], " ")
			va.Text = dropWords(va.Text, k)
			shown[i] = va.Value
		}
		cited := map[int]bool{}
		for _, r := range rs {
			if who := f.attribution(r); who != "" && va.Attribution == "" {
				va.Attribution = who
			}
			if cited[r.d] {
				continue
			}
			cited[r.d] = true
			m := f.mention(r)
			start := m.Start
			if front[v] > 0 {
				t := f.b.in.Docs[r.d].Text[m.Start:m.End]
				start = m.End - len(dropWords(t, len(strings.Fields(t))-len(strings.Fields(va.Value))))
			}
			va.Citations = append(va.Citations, f.b.cite(r.d, start, m.End))
			if d.About == "" {
				d.About = f.about[r]
			}
		}
		sortCitations(va.Citations)
		d.Variants = append(d.Variants, va)
	}
	if kind == facts.Name {
		d.About = nameAbout(shown)
	}
	// Most cited variant first.
	slices.SortStableFunc(d.Variants, func(x, y Variant) int {
		return cmp.Or(len(y.Citations)-len(x.Citations), x.Citations[0].Ref-y.Citations[0].Ref)
	})
	return d, true
}

// foldPrefixedNames joins the values of a name that are one another with
// words in front ("Sprinters Kostas Kenteris", a sentence's first word
// taken into the name, "Chelsea's William Gallas", "Anibal Cavaco Silva"
// / "Cavaco Silva"): one spelling, not a third beside "Kostas Kenteris"
// and "Costas Kenteris". The value given by more documents takes the
// other's mentions (the shorter on a tie); values keep their order. Only
// a story's few spellings of one name are compared.
func (f *disagreementFinder) foldPrefixedNames(values []string, byValue map[string][]mref) []string {
	if len(values) < 2 {
		return values
	}
	docs := func(v string) int {
		seen := map[int]bool{}
		for _, r := range byValue[v] {
			seen[r.d] = true
		}
		return len(seen)
	}
	out := values[:0:0]
	gone := map[string]bool{}
	for i, a := range values {
		for _, b := range values[i+1:] {
			if gone[a] || gone[b] {
				continue
			}
			long, short := a, b
			if len(long) < len(short) {
				long, short = short, long
			}
			// A legal form after the name or none, or another spelling
			// of it, names one company ("Piedmont Aviation Inc" /
			// "Piedmont Aviation").
			bl, bs := legalBase(long), legalBase(short)
			if !endsWithWords(long, short) && (bl != bs && !endsWithWords(bl, bs) || !sameLegalForm(long, short)) {
				continue
			}
			keep, drop := short, long
			if docs(long) > docs(short) {
				keep, drop = long, short
			}
			// Appended: the value's text is its first mention's.
			byValue[keep] = append(byValue[keep], byValue[drop]...)
			gone[drop] = true
		}
	}
	for _, v := range values {
		if !gone[v] {
			out = append(out, v)
		}
	}
	return out
}

// legalBase is the name n (a mention's Norm) without the legal forms
// that end it ("piedmont aviation inc": "piedmont aviation"), a name
// of one word kept whole: a Norm has no full stops, and a form written
// out is its short one (lexicon.LegalFormKey).
func legalBase(n string) string {
	for {
		i := strings.LastIndexByte(n, ' ')
		if i < 0 || lexicon.LegalFormKey(n[i+1:]) == "" {
			return n
		}
		n = n[:i]
	}
}

// sameLegalForm reports whether two names end in one legal form, or one
// of them in none: "Halden Corp" / "Halden Corporation" / "Halden" are
// one company's spellings; "Halden Corp" / "Halden Inc" may be two (a
// parent and a subsidiary: "BASF Corp" / "BASF AG") or one outlet's
// slip, shown as the variants they are, not folded into one.
func sameLegalForm(a, b string) bool {
	fa, fb := legalForms(a), legalForms(b)
	if len(fa) == 0 || len(fb) == 0 {
		return true
	}
	for _, f := range fa {
		if slices.Contains(fb, f) { // "Corp Plc" / "Corp"
			return true
		}
	}
	return false
}

// legalForms are the keys of the legal forms ending name n, last first.
func legalForms(n string) []string {
	var out []string
	for {
		i := strings.LastIndexByte(n, ' ')
		if i < 0 {
			return out
		}
		k := lexicon.LegalFormKey(n[i+1:])
		if k == "" {
			return out
		}
		out = append(out, k)
		n = n[:i]
	}
}

// endsWithWords reports whether name long is name short with words in
// front, whatever their case.
func endsWithWords(long, short string) bool {
	return len(long) > len(short)+1 && strings.EqualFold(long[len(long)-len(short):], short) && long[len(long)-len(short)-1] == ' '
}

// foldShortNames drops a spelling disagreement whose every value is the
// tail of a value of another ("Rait" / "Raite" beside "Duncan Rait" /
// "Duncan Raite"): one disagreement told twice. Its citations join the
// values they are the tails of.
func foldShortNames(ds []Disagreement) []Disagreement {
	var names []int
	for i, d := range ds {
		if d.Kind == facts.Name.String() {
			names = append(names, i)
		}
	}
	if len(names) < 2 {
		return ds
	}
	dropped := map[int]bool{}
	for _, i := range names {
		for _, j := range names {
			if i == j || dropped[j] || len(ds[i].Variants) > len(ds[j].Variants) {
				continue
			}
			into := make([]int, len(ds[i].Variants))
			used := map[int]bool{}
			ok := true
			for a, va := range ds[i].Variants {
				into[a] = -1
				for b, vb := range ds[j].Variants {
					if !used[b] && (strings.EqualFold(va.Value, vb.Value) || endsWithWords(vb.Value, va.Value)) {
						into[a] = b
						used[b] = true
						break
					}
				}
				if into[a] < 0 {
					ok = false
					break
				}
			}
			if !ok {
				continue
			}
			for a, va := range ds[i].Variants {
				vb := &ds[j].Variants[into[a]]
				for _, c := range va.Citations {
					if !slices.ContainsFunc(vb.Citations, func(o Citation) bool { return o.Ref == c.Ref }) {
						vb.Citations = append(vb.Citations, c)
					}
				}
				sortCitations(vb.Citations)
			}
			slices.SortStableFunc(ds[j].Variants, func(x, y Variant) int {
				return cmp.Or(len(y.Citations)-len(x.Citations), x.Citations[0].Ref-y.Citations[0].Ref)
			})
			dropped[i] = true
			break
		}
	}
	if len(dropped) == 0 {
		return ds
	}
	out := ds[:0]
	for i, d := range ds {
		if !dropped[i] {
			out = append(out, d)
		}
	}
	return out
}

// twoFacts reports whether a link joins mentions that are not two
// accounts of one fact, though their frames match: two periods' or two
// tables' figures, or one outlet's template reports of two subjects (two
// issuers' bonds; a spelling is no figure, and these hold for figures
// only), the digits of a fraction ("1-1/4 pct"), a list's item, a
// release, or one value and the same rounded. A name a slip of the keys
// from the other (typoLink) is one name whatever the two statements'
// periods or reports: one outlet's two reports' "Boy Jefferies" /
// "Boyd Jefferies" is a slip, not two reports' facts.
func (f *disagreementFinder) twoFacts(e mlink) bool {
	if e.about != aboutSpelling && (f.periodsApart(e) && !f.typoLink(e) || f.tableCells(e.x, e.y)) {
		return true
	}
	if f.fractionPart(e.x, e.y) || f.labelsOrRounded(e.x, e.y) || f.figuresApart(e) {
		return true
	}
	if e.about != aboutSpelling && !f.typoLink(e) && (f.otherSubjects(e.x.d, e.y.d) || f.seriesIssues(e.x.d, e.y.d)) {
		return true
	}
	return f.otherNames(e.x, e.y) || f.bothNamed(e.x, e.y) || f.nameRows(e.x, e.y)
}

// typoLink reports whether a link joins two names a slip of the keys
// apart ("UFCWU Local 222" / "UFCW Local 222", typoApart): one name told
// two ways, whatever else the two reports are about.
func (f *disagreementFinder) typoLink(e mlink) bool {
	mx, my := f.mention(e.x), f.mention(e.y)
	return mx.Kind == facts.Name && mx.Norm != my.Norm && typoApart(mx.Norm, my.Norm)
}

// seriesIssues reports whether documents x and y are two issues of one
// outlet's series (or of one unnamed source's): their titles are the same
// words but for their figures ("U.K. MONEY MARKET GIVEN 181 MLN STG
// ASSISTANCE" / "... 265 MLN ...", "FLYERS notes 4/5" / "FLYERS notes
// 4/17", "Galileo Update - 04/15/93" / "- 04/22/93", "NHLPA poll (2nd
// update)" / "(3rd update)"), or, not copies of one another, but for
// one slot of a word or two (titleSlotApart: "MAGMA LOWERS COPPER PRICE
// ..." / "MAGMA RAISES ...", "... games played Sun, April 18, 1993" /
// "Tue, April 20, 1993", "SIOUX CITY CATTLE" / "SIOUX FALLS CATTLE").
// Each issue restates the series' template with its own day's figures,
// often without a date in the text: two issues' figures are two facts,
// though the template's words line them up. Cached by pair of
// documents, as a pair's links are many.
func (f *disagreementFinder) seriesIssues(x, y int) bool {
	dx, dy := f.b.in.Docs[x], f.b.in.Docs[y]
	if x == y || dx.Source != dy.Source {
		return false
	}
	return pairCached(&f.series, x, y, f.seriesApart)
}

// pairCached returns test(x, y) for an unordered pair of documents,
// computed once and kept in *cache: the finder asks a pair's tests once
// a link, and a pair has many links.
func pairCached(cache *map[[2]int]bool, x, y int, test func(x, y int) bool) bool {
	key := [2]int{min(x, y), max(x, y)}
	if v, ok := (*cache)[key]; ok {
		return v
	}
	v := test(x, y)
	if *cache == nil {
		*cache = map[[2]int]bool{}
	}
	(*cache)[key] = v
	return v
}

// seriesApart is seriesIssues uncached, for two documents of one source.
func (f *disagreementFinder) seriesApart(x, y int) bool {
	if strings.EqualFold(f.b.in.Docs[x].Title, f.b.in.Docs[y].Title) {
		return false // "For Sale: ..." / "FOR SALE: ...": one post, reposted
	}
	tx, ty := f.seriesTitle(x), f.seriesTitle(y)
	if tx != "" && tx == ty {
		return true
	}
	// A copy retitled in a word or two ("UPDATE 2-" / "Analysis: ...",
	// "TREASURY SECRETARY" / "TREASURY'S BAKER") is still the copy: a
	// figure it changed is an edit.
	wx, wy := f.titleWords(x), f.titleWords(y)
	return !reply(wx) && !reply(wy) && titleSlotApart(wx, wy) && !f.copies(x, y)
}

// reply reports whether a title's words open on "Re": a reply's title
// names the thread it answers, and two threads on one event ("Re: ATF
// BURNS DIVIDIAN RANCH - UPDATE" / "... RANCH! NO SURVIVORS!!!") are
// two posters' accounts of it, not two issues of a series.
func reply(ws []string) bool {
	return len(ws) > 0 && ws[0] == "re"
}

// minTitleFrame is the fewest words two titles must share around the
// slot they differ in for titleSlotApart, minTitleWords the fewest of
// them not figures: a title's time, date and year ("10:30 12/03 1987
// SUMMARY" / "10:45 12/03 1987 BULLETIN") are no template, a year in
// one ("Hits Stolen -- Centerfield 1992" / "Left Field 1992") may be
// part of it; "Goalie mask poll" / "Goalie Mask Update" share too few to
// be a template.
const (
	minTitleFrame = 3
	minTitleWords = 2
)

// maxTitleSlot is the most words of the slot two issues' titles differ
// in: the subject, the direction or the session ("LOWERS" / "RAISES",
// "Centerfield" / "Left Field"); a longer one is another headline.
const maxTitleSlot = 2

// titleSlotApart reports whether two titles' words (titleWords) are the
// same but for one slot of one or two words on each side, with at least
// minTitleFrame words around it, no word of one slot in the other and
// neither slot a respelling of the other: "IBM Hardware Forsale" /
// "fosale", "CERTIFICATES OF DEPOSITS" / "DEPOSIT" and "forsale" / "for
// sale" retitle one post, "(CORRECTED) - GOODYEAR ..." adds words to
// its copy's title and "ABM GOLD FILES FOR INITIAL OFFERING" / "INITIAL
// SHARE OFFERING" inserts one: neither is another issue.
func titleSlotApart(a, b []string) bool {
	p := 0
	for p < len(a) && p < len(b) && a[p] == b[p] {
		p++
	}
	s := 0
	for s < len(a)-p && s < len(b)-p && a[len(a)-1-s] == b[len(b)-1-s] {
		s++
	}
	sa, sb := a[p:len(a)-s], b[p:len(b)-s]
	if p+s < minTitleFrame || words(a[:p])+words(a[len(a)-s:]) < minTitleWords || len(sa) == 0 || len(sb) == 0 || len(sa) > maxTitleSlot || len(sb) > maxTitleSlot {
		return false
	}
	if strings.Join(sa, "") == strings.Join(sb, "") {
		return false
	}
	for _, wa := range sa {
		for _, wb := range sb {
			if wa == wb || respelt(wa, wb) {
				return false
			}
		}
	}
	return true
}

// words counts the words of ws but figures ("#").
func words(ws []string) int {
	n := 0
	for _, w := range ws {
		if w != "#" {
			n++
		}
	}
	return n
}

// respelt reports whether two title words are one word spelt or inflected
// two ways: words of four letters or more one edit apart, of eight or
// more two at most, as typoApart ("fosale" / "forsale", "deposits" /
// "deposit"). Shorter words are compared whole ("sun" / "tue", "fell" /
// "rose"), and so are two edits in a short word ("east" / "west",
// "june" / "july"): two words. Words over maxRespelt letters are no
// English words and compared whole: editDistance is quadratic in their
// length.
func respelt(a, b string) bool {
	na, nb := utf8.RuneCountInString(a), utf8.RuneCountInString(b)
	if max(na, nb) > maxRespelt {
		return a == b
	}
	if min(na, nb) < 4 || max(na, nb)-min(na, nb) > 2 {
		return false
	}
	d := editDistance(a, b)
	return d <= 1 || min(na, nb) >= 8 && d <= 2
}

// maxRespelt is the longest word respelt compares letter by letter.
const maxRespelt = 32

// titleWords returns document d's title as lower-case words, runs of
// letters, each figure (seriesTitle) a "#": punctuation apart, as a
// retitled issue moves its commas ("Newsletter, Part 2/4" / "Newsletter
// Part 1/4").
func (f *disagreementFinder) titleWords(d int) []string {
	if f.titleWds == nil {
		f.titleWds = make([][]string, len(f.b.in.Docs))
	}
	if f.titleWds[d] != nil {
		return f.titleWds[d]
	}
	title := f.b.in.Docs[d].Title
	ws := []string{} // not nil: read
	for i := 0; i < len(title); {
		c := title[i]
		switch {
		case isDigit(c):
			for i+1 < len(title) && (isDigit(title[i+1]) || strings.IndexByte(".,/:-", title[i+1]) >= 0 && i+2 < len(title) && isDigit(title[i+2]) || isLetter(title[i+1])) {
				i++
			}
			ws = append(ws, "#")
			i++
		case isLetter(c) || c >= utf8.RuneSelf && wordRune(title[i:]) > 0:
			j := i
			for j < len(title) {
				if isLetter(title[j]) {
					j++
				} else if n := wordRune(title[j:]); n > 0 {
					j += n
				} else {
					break
				}
			}
			ws = append(ws, strings.ToLower(title[i:j]))
			i = j
		default:
			_, n := utf8.DecodeRuneInString(title[i:])
			i += n
		}
	}
	f.titleWds[d] = ws
	return ws
}

// wordRune returns the length of s's first rune if it is a letter or a
// mark outside ASCII (a word's, "Café"), else 0: other runes ("’", "—",
// a no-break space) part words as ASCII punctuation does, so "UK’S" is
// "UK'S".
func wordRune(s string) int {
	if s == "" || s[0] < utf8.RuneSelf {
		return 0
	}
	r, n := utf8.DecodeRuneInString(s)
	if unicode.IsLetter(r) || unicode.IsMark(r) {
		return n
	}
	return 0
}

// seriesTitle returns document d's title with each figure (a run of
// digits with its separators and the letters glued after it: "4/17",
// "2nd") replaced by "#", lower-cased; empty when the title has no
// figure.
func (f *disagreementFinder) seriesTitle(d int) string {
	if f.titles == nil {
		f.titles = make([]*string, len(f.b.in.Docs))
	}
	if t := f.titles[d]; t != nil {
		return *t
	}
	title := f.b.in.Docs[d].Title
	var sb strings.Builder
	figure := false
	for i := 0; i < len(title); i++ {
		c := title[i]
		if isDigit(c) {
			sb.WriteByte('#')
			for i+1 < len(title) && (isDigit(title[i+1]) || strings.IndexByte(".,/:-", title[i+1]) >= 0 && i+2 < len(title) && isDigit(title[i+2]) || isLetter(title[i+1])) {
				i++
			}
			figure = true
			continue
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		sb.WriteByte(c)
	}
	t := ""
	if figure {
		t = sb.String()
	}
	f.titles[d] = &t
	return t
}

// otherNames reports whether a link joins two names that the documents
// know as two:
//
//   - two names, no spellings of one another, of two documents that are
//     not copies, one of which names the other's name elsewhere (more or
//     less of it): "the issue involving Jamal Williams" / "the issue
//     involving Vincent", in a report that names Vincent Jackson too, is
//     a statement on two players, not one name told two ways. A copy that
//     changed a name still names the old one where it left it: an edit, a
//     disagreement;
//   - two spellings each document gives, both in full: "Northern
//     Hemisphere" and "Southern Hemisphere" (two edits apart) in both
//     are two teams. One document giving both is not enough: a reply
//     quoting a post's "Abraham Lincolnr" and spelling it right disagrees
//     with the post.
func (f *disagreementFinder) otherNames(x, y mref) bool {
	mx, my := f.mention(x), f.mention(y)
	if mx.Kind != facts.Name || mx.Norm == my.Norm {
		return false
	}
	if nameVariants(mx.Norm, my.Norm) || typoApart(mx.Norm, my.Norm) {
		return f.namesExactly(x.d, my.Norm) && f.namesExactly(y.d, mx.Norm)
	}
	return !f.copies(x.d, y.d) && (f.namesCached(x.d, my.Norm) || f.namesCached(y.d, mx.Norm))
}

// typoApart reports whether two names of as many words differ, word for
// word, by two edits at most or a word cut short ("Boy Jefferies" /
// "Boyd Jefferies", "Pheonix" / "Phoenix", "Lincolnr" / "Lincoln"): a
// slip of the keys, one name, whatever else the document names.
func typoApart(a, b string) bool {
	if strings.Count(a, " ") != strings.Count(b, " ") {
		return false
	}
	for a != "" {
		wa, ra, _ := strings.Cut(a, " ")
		wb, rb, _ := strings.Cut(b, " ")
		if wa != wb && !strings.HasPrefix(wa, wb) && !strings.HasPrefix(wb, wa) && editDistance(wa, wb) > 2 {
			return false
		}
		a, b = ra, rb
	}
	return true
}

// namesExactly reports whether document d names n, in full.
func (f *disagreementFinder) namesExactly(d int, n string) bool {
	if f.docNames == nil {
		f.docNames = map[int]map[string]bool{}
	}
	ns, ok := f.docNames[d]
	if !ok {
		ns = map[string]bool{}
		for _, s := range f.b.sents[d] {
			for _, m := range s.mentions {
				if m.Kind == facts.Name {
					ns[m.Norm] = true
				}
			}
		}
		f.docNames[d] = ns
	}
	return ns[n]
}

// namesCached is names, remembered per document and name: a name is
// looked up once per document however many links it has.
func (f *disagreementFinder) namesCached(d int, n string) bool {
	key := docName{d, n}
	if v, ok := f.named[key]; ok {
		return v
	}
	if f.named == nil {
		f.named = map[docName]bool{}
	}
	v := f.names(d, n)
	f.named[key] = v
	return v
}

// docName is a document and a name (namesCached).
type docName struct {
	d int
	n string
}

// tableCells reports whether two mentions of different values both stand
// in rows of tables (inTableRow): a standings table, a price list or a
// schedule restated in another week's or another seller's post lines up
// row for row ("Kuehn Crushers 1137 1253.1 45.1 (72)" / "(41)"), but
// its cells are that table's figures, not two accounts of one fact.
func (f *disagreementFinder) tableCells(x, y mref) bool {
	mx, my := f.mention(x), f.mention(y)
	return mx.Norm != my.Norm && inColumns(f.b.in.Docs[x.d].Text, mx.Start) && inColumns(f.b.in.Docs[y.d].Text, my.Start)
}

// maxTableRow bounds the line inTableRow reads either side of a
// position: a table row is short, and a longer line is prose (the scan
// stays constant however long a document's lines are).
const maxTableRow = 300

// inTableRow reports whether position i of text is on a line laid out in
// columns: a tab, or three spaces or more, between two of its words
// (indentation before the first is no column).
func inTableRow(text string, i int) bool {
	line, ok := rowAround(text, i)
	return ok && (strings.Contains(line, "\t") || strings.Contains(line, "   "))
}

// rowAround returns the line of text holding position i, trimmed, when
// it reaches no farther than maxTableRow bytes either side of i; false
// for a longer line, which is prose.
func rowAround(text string, i int) (string, bool) {
	lo := max(i-maxTableRow, 0)
	s := strings.LastIndexByte(text[lo:i], '\n')
	if s < 0 && lo > 0 {
		return "", false
	}
	s = lo + s + 1
	hi := min(i+maxTableRow, len(text))
	e := strings.IndexByte(text[i:hi], '\n')
	if e < 0 && hi < len(text) {
		return "", false
	}
	if e < 0 {
		e = hi
	} else {
		e += i
	}
	return strings.TrimSpace(text[s:e]), true
}

// fractionPart reports whether two different numbers are linked of which
// one is a part of a fraction or of a date written with slashes
// (facts.InFraction): the "4 pct" of "1-1/4 pct" against the "8 pct" of
// "1-3/8 pct" is no disagreement of what the texts give.
func (f *disagreementFinder) fractionPart(x, y mref) bool {
	mx, my := f.mention(x), f.mention(y)
	if mx.Kind != facts.Number || mx.Norm == my.Norm {
		return false
	}
	return facts.InFraction(f.b.in.Docs[x.d].Text, mx.Start, mx.End) || facts.InFraction(f.b.in.Docs[y.d].Text, my.Start, my.End)
}

// scoreSides appends to sides the values of sentence sent's numbers that
// are sides of a score or a split (inScore), read once per sentence: a
// number of such a value is a side or restates one ("deadlocked at 9-3,
// with nine in favour of the death penalty and three voting for life" —
// the three are the minority of the split, no count to stand against
// the "nine voting to put him to death" of another report).
func (f *disagreementFinder) scoreSides(sent sentence, sides []float64) []float64 {
	if !strings.ContainsAny(sent.text, "-\u2013") && !strings.Contains(sent.text, " to ") {
		return sides
	}
	text := f.b.in.Docs[sent.doc].Text
	for _, o := range sent.mentions {
		if o.Kind == facts.Number && inScore(text, o.Start, o.End) {
			sides = append(sides, o.Value)
		}
	}
	return sides
}

// inScore reports whether the number at [start, end) of text is a side of
// a score, a split or a ratio, not a count: "deadlocked at 9-3", "a 2-2
// draw", the sets "7-6 (7-5) 4-6 6-3", "voted 9 to 3", "by 9 votes to 3".
// Counts of one frame near such figures ("jury ... nine voting", "a
// player ... 6-4 3-6") read the 3 of "9-3" as a count of jurors. A pair
// in ascending order ("4-6") is a range ("4-6 people") unless another
// pair touches it (a score line of sets) or a score word stands beside
// it ("lost 1-2", "a 1-3 defeat").
func inScore(text string, start, end int) bool {
	e := end
	for e > start && !isDigit(text[e-1]) {
		e--
	}
	s := e
	for s > start && isDigit(text[s-1]) {
		s--
	}
	if s == e || s > 0 && (text[s-1] == '.' || text[s-1] == ',') && s > 1 && isDigit(text[s-2]) {
		return false // no digits, or the tail of a decimal or of "1,500"
	}
	// The pair the number is a side of: a, b with the text between.
	if a0, a1, ok := digitsBefore(text, s); ok {
		return scorePair(text, a0, a1, s, e)
	}
	if b0, b1, ok := digitsAfter(text, e); ok {
		return scorePair(text, s, e, b0, b1)
	}
	return false
}

// scoreJoints lists the joints of a score written in figures ("9-3",
// "9–3") or in words ("9 to 3", "9 votes to 3").
var scoreJoints = [...]string{"-", "\u2013", " to ", " votes to ", " vote to "}

// digitsBefore finds the figure a joint of scoreJoints joins to
// the number starting at s: its start and end.
func digitsBefore(text string, s int) (int, int, bool) {
	for _, j := range scoreJoints {
		if s >= len(j)+1 && text[s-len(j):s] == j && isDigit(text[s-len(j)-1]) {
			a1 := s - len(j)
			a0 := a1
			for a0 > 0 && isDigit(text[a0-1]) {
				a0--
			}
			if a0 > 0 && (text[a0-1] == '.' || text[a0-1] == ',' || text[a0-1] == '/') {
				return 0, 0, false
			}
			return a0, a1, true
		}
	}
	return 0, 0, false
}

// digitsAfter finds the figure a joint joins after the number ending at e.
func digitsAfter(text string, e int) (int, int, bool) {
	for _, j := range scoreJoints {
		if e+len(j) < len(text) && text[e:e+len(j)] == j && isDigit(text[e+len(j)]) {
			b0 := e + len(j)
			b1 := b0
			for b1 < len(text) && isDigit(text[b1]) {
				b1++
			}
			if b1 < len(text) && (text[b1] == '.' || text[b1] == ',' || text[b1] == '/') && b1+1 < len(text) && isDigit(text[b1+1]) {
				return 0, 0, false // "9-3.5", "1-1/4": a decimal or a fraction
			}
			return b0, b1, true
		}
	}
	return 0, 0, false
}

// scorePair reports whether the figures [a0, a1) and [b0, b1) of text,
// joined by a dash or "to", are the two sides of a score.
func scorePair(text string, a0, a1, b0, b1 int) bool {
	if a1-a0 > 3 || b1-b0 > 3 {
		return false // "1987-88", "555-1234": no score
	}
	joint := text[a1:b0]
	before, after := scoreWordBefore(text, a0), scoreWordAfter(text, b1)
	if strings.Contains(joint, "to") {
		// "9 to 3" is a range or a change ("from 9 to 3") unless votes
		// or a split are named.
		return joint != " to " || scoreWord[before] && before != "from" || splitAfter[after]
	}
	a, b := atoi(text[a0:a1]), atoi(text[b0:b1])
	if a >= b {
		return true // "9-3", "2-2": no range runs downwards
	}
	if scoreWord[before] || splitAfter[after] {
		return true
	}
	// Another pair touching this one: the sets of a match.
	return pairAt(text, b1, +1) || pairAt(text, a0, -1)
}

// pairAt reports whether a figure pair "N-N" stands next to position i of
// text, after it (dir > 0) or before it, past a space, a comma or a
// bracketed tie-break ("7-6 (7-5) 4-6").
func pairAt(text string, i, dir int) bool {
	for n := 0; n < 2; n++ { // a tie-break, then the next set
		var k int
		if dir > 0 {
			k = i
			for k < len(text) && k < i+3 && (text[k] == ' ' || text[k] == ',' || text[k] == '(' || text[k] == ')') {
				k++
			}
			if k == i {
				return false
			}
			a0 := k
			for k < len(text) && isDigit(text[k]) {
				k++
			}
			if k == a0 || k-a0 > 2 || k+1 >= len(text) || text[k] != '-' || !isDigit(text[k+1]) {
				return false
			}
			if a0 > 0 && text[a0-1] != '(' {
				return true
			}
			k += 2
			for k < len(text) && isDigit(text[k]) {
				k++
			}
			if k < len(text) && text[k] == ')' {
				i = k + 1
				continue // the tie-break: the set after it
			}
			return true
		}
		k = i
		for k > 0 && k > i-3 && (text[k-1] == ' ' || text[k-1] == ',' || text[k-1] == ')' || text[k-1] == '(') {
			k--
		}
		if k == i {
			return false
		}
		b1 := k
		for k > 0 && isDigit(text[k-1]) {
			k--
		}
		if k == b1 || b1-k > 2 || k < 2 || text[k-1] != '-' || !isDigit(text[k-2]) {
			return false
		}
		return true
	}
	return false
}

// scoreWord lists the words before a pair of figures that make it a
// score or a split ("won 6-4", "deadlocked at 9-3" reads "at": see
// scoreWordBefore, "voted 9 to 3").
var scoreWord = wordSet("won win beat beating defeated lost losing drew draw trailed trailing trail led leading " +
	"deadlocked split voted vote votes margin score scored record")

// splitAfter lists the words after a pair that make it a score or a split
// ("a 1-3 defeat", "9 to 3 vote").
var splitAfter = wordSet("win victory defeat loss draw lead vote votes verdict decision margin majority " +
	"split aggregate scoreline")

// scoreWordBefore is the lower-cased word ending before position i of text,
// past spaces, "at" and "a" ("deadlocked at 9-3", "by a 5-4 vote").
func scoreWordBefore(text string, i int) string {
	for {
		for i > 0 && text[i-1] == ' ' {
			i--
		}
		k := i
		for k > 0 && isLetter(text[k-1]) {
			k--
		}
		w := strings.ToLower(text[k:i])
		if (w == "at" || w == "a" || w == "by" || w == "of") && k > 0 && k < i {
			i = k
			continue
		}
		return w
	}
}

// scoreWordAfter is the lower-cased word starting after position i of text,
// past spaces.
func scoreWordAfter(text string, i int) string {
	for i < len(text) && text[i] == ' ' {
		i++
	}
	k := i
	for k < len(text) && isLetter(text[k]) {
		k++
	}
	return strings.ToLower(text[i:k])
}

func atoi(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		n = n*10 + int(s[i]-'0')
	}
	return n
}
