package align

import (
	"cmp"
	"math"
	"math/bits"
	"slices"
)

// DocFreq counts in how many documents each term occurs, for IDF weights.
// Build it from the corpus at hand (every document, or every sentence, of a
// collection) with Add; a Matcher made with it weighs rare words above
// common ones. Add is not safe for concurrent use; a DocFreq that is no
// longer added to may be shared by any number of matchers.
type DocFreq struct {
	n  int
	df map[uint64]int32
	an *analyzer
}

// NewDocFreq returns an empty table.
func NewDocFreq() *DocFreq {
	return &DocFreq{df: make(map[uint64]int32, 1<<12)}
}

// Add counts the distinct terms of one document.
func (d *DocFreq) Add(text string) {
	if d.an == nil {
		d.an = newAnalyzer()
	}
	terms := d.an.analyze(text)
	seen := make(map[uint64]struct{}, len(terms))
	for _, t := range terms {
		if _, ok := seen[t.h]; ok {
			continue
		}
		seen[t.h] = struct{}{}
		d.df[t.h]++
	}
	d.n++
}

// Docs returns the number of documents added.
func (d *DocFreq) Docs() int { return d.n }

// minDocs is the smallest table that weighs words; below it every content
// word weighs 1.
const minDocs = 50

// weight returns the IDF weight of a content term in [0, 1]: 1 for a word
// never seen, log((N+1)/(df+1)) / log(N+1) otherwise.
func (d *DocFreq) weight(h uint64) float64 {
	if d == nil || d.n < minDocs {
		return 1
	}
	df := float64(d.df[h])
	n := float64(d.n)
	w := math.Log((n+1)/(df+1)) / math.Log(n+1)
	return max(w, 0.05)
}

// cterm is a distinct content term of a prepared sentence.
type cterm struct {
	h     uint64
	w     float64
	s     string
	name  bool
	num   bool
	class uint8
}

// Prepared is a sentence analysed for comparison. Prepare it once and
// compare it with many others.
type Prepared struct {
	seq     []uint64 // stems of all terms, in order
	cseq    []uint64 // stems of content terms, in order
	cidx    []int32  // for each of cseq, its index in content
	content []cterm  // distinct content terms, by hash
	chash   []uint64 // the hashes of content, for fast merging
	all     []uint64 // distinct stems, sorted
	bi, tri []uint64 // distinct stem bigrams and trigrams, sorted
	nums    []float64
	wsum    float64
	verb    uint64 // hash of the normalised word sequence: equal for verbatim copies
	neg     bool   // holds a negation
	// keys are the content stems and the bigrams of content stems with
	// numbers masked ("least NUM", "NUM person"), sorted: what Align
	// indexes to find candidates.
	keys []uint64
	// numKeys are the keys that hold a masked number, sorted: Align always
	// indexes them, so that statements of one figure (a toll, a price)
	// with different numbers meet.
	numKeys []uint64
}

// Words returns the number of words of the sentence.
func (p *Prepared) Words() int { return len(p.seq) }

// Matcher decides whether two sentences state the same thing. The zero
// value is not usable; use NewMatcher. A Matcher is safe for concurrent use.
type Matcher struct {
	df *DocFreq
	// Threshold is the score from which Same answers true.
	Threshold float64
	// Model scores the features; nil means the trained model.
	Model *Model
}

// NewMatcher returns a matcher weighing words by df (nil: every content word
// weighs the same) with the trained threshold DefaultThreshold.
func NewMatcher(df *DocFreq) *Matcher {
	return &Matcher{df: df, Threshold: DefaultThreshold}
}

// Prepare analyses a sentence.
func (m *Matcher) Prepare(text string) *Prepared {
	return prepare(newAnalyzer(), m.df, text)
}

// Preparer prepares many sentences for one Matcher, analysing (stemming)
// each word form once for all of them, where Matcher.Prepare starts
// afresh for every sentence. Not safe for concurrent use.
type Preparer struct {
	df *DocFreq
	an *analyzer
}

// NewPreparer returns a Preparer for the matcher's sentences.
func (m *Matcher) NewPreparer() *Preparer {
	return &Preparer{df: m.df, an: newAnalyzer()}
}

// Prepare analyses a sentence, as Matcher.Prepare does.
func (p *Preparer) Prepare(text string) *Prepared {
	return prepare(p.an, p.df, text)
}

const (
	numMask     = 0x6e756d6d61736b00 // stands for any number in key bigrams
	bigramSpace = 0x5bd1e9955bd1e995
)

func hashPair(a, b uint64) uint64 {
	return mix64(a*0x9e3779b97f4a7c15 ^ b)
}

func mix64(x uint64) uint64 {
	x ^= x >> 33
	x *= 0xff51afd7ed558ccd
	x ^= x >> 33
	x *= 0xc4ceb9fe1a85ec53
	x ^= x >> 33
	return x
}

func prepare(an *analyzer, df *DocFreq, text string) *Prepared {
	terms := an.analyze(text)
	return finish(df, terms, verbatimKey(an))
}

// verbatimKey hashes the normalised words of the last analysed text.
func verbatimKey(an *analyzer) uint64 {
	var verb uint64 = 0x51ed2701
	for _, t := range an.toks {
		verb = hashPair(verb, t.hash)
	}
	return verb
}

// finish prepares the analysed terms of a sentence.
func finish(df *DocFreq, terms []term, verb uint64) *Prepared {
	n := len(terms)
	nc, nn := 0, 0
	for _, t := range terms {
		if !t.stop {
			nc++
		}
		if t.num {
			nn++
		}
	}
	p := &Prepared{verb: verb}
	// one backing array for the hash slices (full slice expressions keep
	// each within its share)
	arena := make([]uint64, 4*n+6*nc)
	take := func(k int) []uint64 {
		s := arena[:0:k]
		arena = arena[k:]
		return s
	}
	p.seq = take(n)
	p.cseq = take(nc)
	p.all = take(n)
	p.bi = take(n)
	p.tri = take(n)
	p.keys = take(2 * nc)
	p.numKeys = take(2 * nc)
	if nn > 0 {
		p.nums = make([]float64, 0, nn)
	}
	p.content = make([]cterm, 0, nc)
	for _, t := range terms {
		p.seq = append(p.seq, t.h)
		if t.num {
			p.nums = append(p.nums, t.val)
		}
		if t.neg {
			p.neg = true
		}
		if !t.stop {
			p.cseq = append(p.cseq, t.h)
			p.content = append(p.content, cterm{h: t.h, s: t.s, name: t.name, num: t.num, class: t.class})
		}
	}
	// distinct terms
	p.all = append(p.all, p.seq...)
	slices.Sort(p.all)
	p.all = slices.Compact(p.all)
	slices.SortFunc(p.content, func(a, b cterm) int { return cmp.Compare(a.h, b.h) })
	// merge duplicates (a name anywhere makes the term a name)
	k := 0
	for i := range p.content {
		if k > 0 && p.content[k-1].h == p.content[i].h {
			p.content[k-1].name = p.content[k-1].name || p.content[i].name
			continue
		}
		p.content[k] = p.content[i]
		k++
	}
	p.content = p.content[:k]
	p.chash = take(nc)
	for i := range p.content {
		p.chash = append(p.chash, p.content[i].h)
	}
	for i := range p.content {
		p.content[i].w = df.weight(p.content[i].h)
		p.wsum += p.content[i].w
	}
	p.cidx = make([]int32, len(p.cseq))
	for i, h := range p.cseq {
		k, _ := slices.BinarySearchFunc(p.content, h, cmpTerm)
		p.cidx[i] = int32(k)
	}
	for i := 0; i+1 < n; i++ {
		p.bi = append(p.bi, hashPair(p.seq[i], p.seq[i+1]))
	}
	slices.Sort(p.bi)
	p.bi = slices.Compact(p.bi)
	for i := 0; i+2 < n; i++ {
		p.tri = append(p.tri, hashPair(hashPair(p.seq[i], p.seq[i+1]), p.seq[i+2]))
	}
	slices.Sort(p.tri)
	p.tri = slices.Compact(p.tri)
	var prev uint64
	for _, t := range terms {
		if t.stop {
			continue
		}
		p.keys = append(p.keys, t.h)
		h := t.h
		if t.num {
			h = numMask
		}
		if prev != 0 {
			k := hashPair(prev, h) ^ bigramSpace
			p.keys = append(p.keys, k)
			if prev == numMask || h == numMask {
				p.numKeys = append(p.numKeys, k)
			}
		}
		prev = h
	}
	slices.Sort(p.keys)
	p.keys = slices.Compact(p.keys)
	slices.Sort(p.numKeys)
	p.numKeys = slices.Compact(p.numKeys)
	slices.Sort(p.nums)
	p.nums = slices.Compact(p.nums)
	return p
}

// NumFeatures is the number of features of a pair.
const NumFeatures = 34

// Features are the lexical similarities of two sentences. Each lies in
// [0, 1] except NameMiss, UnmatchedLong, UnmatchedShort and LogLen, which
// are log(1+x) of counts or weights.
type Features struct {
	Jaccard        float64 // distinct stems, all words
	WeightedDice   float64 // IDF-weighted content stems
	ContainMin     float64 // the smaller of the two IDF-weighted containments
	ContainMax     float64 // the larger: how much of the shorter sentence the longer holds
	SoftDice       float64 // WeightedDice counting spelling variants as matches
	LCSLong        float64 // longest common subsequence of stems / longer length
	LCSShort       float64 // ... / shorter length
	Bigram         float64 // Dice of stem bigrams
	Trigram        float64 // Dice of stem trigrams
	LenRatio       float64 // shorter / longer, in words
	NumNone        float64 // 1: neither has a number
	NumEqual       float64 // 1: both have numbers, the same set
	NumConflict    float64 // 1: both have numbers, neither set holds the other
	NumOneSided    float64 // 1: only one has numbers, or one set strictly holds the other
	NameJaccard    float64 // capitalised names (1 when neither has one)
	NameMiss       float64 // log(1+ names of either not found in the other)
	UnmatchedLong  float64 // log(1+ weight of content of the longer not in the shorter)
	UnmatchedShort float64 // log(1+ weight of content of the shorter not in the longer)
	LogLen         float64 // log(1+ words of the longer)
	RunLong        float64 // log(1+ longest run of content words of the longer not in the shorter)
	RunShort       float64 // log(1+ longest run of content words of the shorter not in the longer)
	MissLong       float64 // log(1+ content words of the longer not in the shorter)
	MissShort      float64 // log(1+ content words of the shorter not in the longer)
	MissTime       float64 // log(1+ time words (Tuesday, last week) of either not in the other)
	MissAttrib     float64 // log(1+ attribution words (statement, spokesman) of either not in the other)
	MissNum        float64 // log(1+ numbers of either not in the other)
	MissOtherLong  float64 // log(1+ other distinct content words of the longer not in the shorter)
	MissOtherShort float64 // log(1+ other distinct content words of the shorter not in the longer)
	ContentLCS     float64 // longest common subsequence of content stems / content words of the shorter
	BigramShort    float64 // share of the shorter's bigrams found in the longer
	NegDiff        float64 // 1: one sentence is negated (not, no, never, n't), the other not
	LenDiff        float64 // log(1+ difference in words)
	NameMissShort  float64 // log(1+ names of the shorter not in the longer)
	TailRun        float64 // log(1+ run of unmatched content words ending the longer)

	// oneEmpty: one sentence has content words, the other none ("He
	// said.", ""). Nothing of the one is in the other, yet the vacuous
	// containment of the empty one read as a copy to the model (Same
	// held for "It is." and any sentence), so such a pair scores 0.
	oneEmpty bool
}

// Vector returns the features in the order of the trained weights.
func (f *Features) Vector() [NumFeatures]float64 {
	return [NumFeatures]float64{f.Jaccard, f.WeightedDice, f.ContainMin, f.ContainMax, f.SoftDice,
		f.LCSLong, f.LCSShort, f.Bigram, f.Trigram, f.LenRatio, f.NumNone, f.NumEqual,
		f.NumConflict, f.NumOneSided, f.NameJaccard, f.NameMiss, f.UnmatchedLong, f.UnmatchedShort,
		f.LogLen, f.RunLong, f.RunShort, f.MissLong, f.MissShort, f.MissTime, f.MissAttrib, f.MissNum,
		f.MissOtherLong, f.MissOtherShort, f.ContentLCS, f.BigramShort, f.NegDiff,
		f.LenDiff, f.NameMissShort, f.TailRun}
}

// FeatureNames names the entries of Vector.
var FeatureNames = [NumFeatures]string{"jaccard", "weighted_dice", "contain_min", "contain_max",
	"soft_dice", "lcs_long", "lcs_short", "bigram", "trigram", "len_ratio", "num_none",
	"num_equal", "num_conflict", "num_one_sided", "name_jaccard", "name_miss", "unmatched_long",
	"unmatched_short", "log_len", "run_long", "run_short", "miss_long", "miss_short", "miss_time",
	"miss_attrib", "miss_num", "miss_other_long", "miss_other_short", "content_lcs", "bigram_short", "neg_diff",
	"len_diff", "name_miss_short", "tail_run"}

// Score is the trained model's probability that the two sentences state the
// same thing, in [0, 1].
func (f *Features) Score() float64 { return trainedModel.Score(f) }

// Model is a logistic regression over the pair features. The trained model
// lives in weights_gen.go; tools/trainmatcher makes it.
type Model struct {
	Bias    float64
	Weights [NumFeatures]float64 // in Vector order
}

// Score returns the model's probability for f.
func (m *Model) Score(f *Features) float64 {
	if f.oneEmpty {
		return 0
	}
	z := m.Bias
	for i, x := range f.Vector() {
		z += m.Weights[i] * x
	}
	return 1 / (1 + math.Exp(-z))
}

// Compare computes the features of two prepared sentences.
func (m *Matcher) Compare(a, b *Prepared) Features {
	var f Features
	compare(a, b, &f)
	return f
}

// Similarity returns the features of two sentences.
func (m *Matcher) Similarity(a, b string) Features {
	an := newAnalyzer()
	return m.Compare(prepare(an, m.df, a), prepare(an, m.df, b))
}

// Score returns the probability in [0, 1] that a and b state the same thing.
func (m *Matcher) Score(a, b string) float64 {
	f := m.Similarity(a, b)
	return m.model().Score(&f)
}

// ScoreFeatures scores features computed by Compare or Similarity.
func (m *Matcher) ScoreFeatures(f *Features) float64 { return m.model().Score(f) }

func (m *Matcher) model() *Model {
	if m.Model != nil {
		return m.Model
	}
	return &trainedModel
}

// Same reports whether a and b state the same thing: Score >= Threshold.
func (m *Matcher) Same(a, b string) bool { return m.Score(a, b) >= m.Threshold }

// Similarity returns the features of two sentences with every content word
// weighing the same (no document frequencies).
func Similarity(a, b string) Features { return NewMatcher(nil).Similarity(a, b) }

// Score returns the probability in [0, 1] that a and b state the same
// thing, with every content word weighing the same.
func Score(a, b string) float64 { return NewMatcher(nil).Score(a, b) }

// Same reports whether a and b state the same thing, with the trained
// threshold and every content word weighing the same.
func Same(a, b string) bool { return NewMatcher(nil).Same(a, b) }

func interCount64(a, b []uint64) int {
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

func dice(inter, na, nb int) float64 {
	if na+nb == 0 {
		return 1
	}
	return 2 * float64(inter) / float64(na+nb)
}

// lcs returns the length of the longest common subsequence of a and b:
// bit-parallel (Allison-Dix, Hyyrö) when the shorter has at most 64
// terms, dynamic programming otherwise.
func lcs(a, b []uint64) int {
	if len(a) > len(b) {
		a, b = b, a
	}
	if len(a) == 0 {
		return 0
	}
	if len(a) > lcsChunk {
		// A run-on "sentence" (scraped text without punctuation) made
		// the dynamic programming quadratic: two of 120,000 words took
		// 30 s. Beyond lcsChunk terms the sequences are matched chunk by
		// chunk, in order: a common subsequence, no longer than the
		// longest, exact when they differ by substitutions only.
		n := (len(a) + lcsChunk - 1) / lcsChunk
		total := 0
		for k := range n {
			total += lcs(a[k*len(a)/n:(k+1)*len(a)/n], b[k*len(b)/n:(k+1)*len(b)/n])
		}
		return total
	}
	if len(a) > 64 {
		return lcsDP(a, b)
	}
	v := ^uint64(0)
	for _, y := range b {
		var m uint64
		for i, x := range a {
			if x == y {
				m |= 1 << uint(i)
			}
		}
		u := v & m
		v = (v + u) | (v - u)
	}
	mask := ^uint64(0)
	if len(a) < 64 {
		mask = 1<<uint(len(a)) - 1
	}
	return bits.OnesCount64(^v & mask)
}

// lcsChunk is the longest sequence lcs compares whole.
const lcsChunk = 1024

func lcsDP(a, b []uint64) int {
	row := make([]int, len(a)+1)
	for _, y := range b {
		prev := 0
		for j := 1; j <= len(a); j++ {
			cur := row[j]
			if a[j-1] == y {
				row[j] = prev + 1
			} else if row[j-1] > row[j] {
				row[j] = row[j-1]
			}
			prev = cur
		}
	}
	return row[len(a)]
}

// softSim returns the similarity of two stems that are spelling variants
// (Zabiullah / Zabihullah, Bismullah / Bismillah), or 0.
func softSim(a, b string) float64 {
	la, lb := len(a), len(b)
	if la < 4 || lb < 4 {
		return 0
	}
	if la > lb {
		a, b = b, a
		la, lb = lb, la
	}
	if lb-la > 2 {
		return 0
	}
	// shared prefix of 5+ covering most of the shorter word
	p := 0
	for p < la && a[p] == b[p] {
		p++
	}
	if p >= 5 && p*10 >= la*7 {
		return 0.8
	}
	if a[0] != b[0] && !(a[1] == b[1] && a[2] == b[2]) {
		return 0
	}
	d := editDistance(a, b, 2)
	limit := 1
	if la >= 7 {
		limit = 2
	}
	if d <= limit {
		return 1 - float64(d)/float64(lb)
	}
	return 0
}

// editDistance returns the Levenshtein distance of a and b, or limit+1 when
// it exceeds limit.
func editDistance(a, b string, limit int) int {
	if len(b) > 48 || len(a) > 48 {
		return limit + 1
	}
	var prevA, curA [49]int
	prev, cur := prevA[:len(b)+1], curA[:len(b)+1]
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		best := cur[0]
		for j := 1; j <= len(b); j++ {
			c := prev[j-1]
			if a[i-1] != b[j-1] {
				c++
			}
			c = min(c, prev[j]+1, cur[j-1]+1)
			cur[j] = c
			best = min(best, c)
		}
		if best > limit {
			return limit + 1
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

func compare(a, b *Prepared, f *Features) {
	if len(a.seq) > len(b.seq) || len(a.seq) == len(b.seq) && (a.wsum > b.wsum || a.wsum == b.wsum && a.verb > b.verb) {
		a, b = b, a // a is the shorter (ties broken by content, so that compare is symmetric)
	}
	na, nb := len(a.seq), len(b.seq)
	inter := interCount64(a.all, b.all)
	if u := len(a.all) + len(b.all) - inter; u > 0 {
		f.Jaccard = float64(inter) / float64(u)
	} else {
		f.Jaccard = 1
	}
	// weighted content overlap, exact then soft
	var wInter float64
	var soft float64
	var unA, unB [64]int
	ua, ub := unA[:0], unB[:0]
	var mA, mB [128]bool // content indices matched, exactly or softly
	matchedA, matchedB := mA[:], mB[:]
	if len(a.content) > len(mA) {
		matchedA = make([]bool, len(a.content))
	}
	if len(b.content) > len(mB) {
		matchedB = make([]bool, len(b.content))
	}
	nameMiss, nameMissA := 0, 0
	i, j := 0, 0
	for i < len(a.content) || j < len(b.content) {
		switch {
		case j >= len(b.content) || i < len(a.content) && a.content[i].h < b.content[j].h:
			if len(ua) < cap(ua) {
				ua = append(ua, i)
			}
			i++
		case i >= len(a.content) || a.content[i].h > b.content[j].h:
			if len(ub) < cap(ub) {
				ub = append(ub, j)
			}
			j++
		default:
			wInter += min(a.content[i].w, b.content[j].w)
			matchedA[i] = true
			matchedB[j] = true
			i++
			j++
		}
	}
	var usedB [64]bool
	var softW float64
	var softA, softB float64 // weights of the unmatched softly matched
	for _, ia := range ua {
		ta := a.content[ia]
		best, bk := 0.0, -1
		for k, ib := range ub {
			if usedB[k] {
				continue
			}
			if s := softSim(ta.s, b.content[ib].s); s > best {
				best, bk = s, k
			}
		}
		if bk >= 0 {
			usedB[bk] = true
			matchedA[ia] = true
			matchedB[ub[bk]] = true
			w := min(ta.w, b.content[ub[bk]].w)
			softW += best * w
			softA += ta.w
			softB += b.content[ub[bk]].w
		} else if ta.name {
			nameMiss++
			nameMissA++
		}
	}
	for k, ib := range ub {
		if !usedB[k] && b.content[ib].name {
			nameMiss++
		}
	}
	var missTime, missAttrib, missNum, otherA, otherB int
	count := func(t cterm, other *int) {
		switch {
		case t.num:
			missNum++
		case t.class == classTime:
			missTime++
		case t.class == classAttrib:
			missAttrib++
		case !t.name:
			*other++
		}
	}
	for _, ia := range ua {
		if !matchedA[ia] {
			count(a.content[ia], &otherA)
		}
	}
	for k, ib := range ub {
		if !usedB[k] {
			count(b.content[ib], &otherB)
		}
	}
	soft = wInter + softW
	if a.wsum+b.wsum > 0 {
		f.WeightedDice = 2 * wInter / (a.wsum + b.wsum)
		f.SoftDice = 2 * soft / (a.wsum + b.wsum)
	} else {
		f.WeightedDice, f.SoftDice = 1, 1
	}
	f.oneEmpty = (a.wsum > 0) != (b.wsum > 0)
	ca, cb := 1.0, 1.0
	if a.wsum > 0 {
		ca = soft / a.wsum
	}
	if b.wsum > 0 {
		cb = soft / b.wsum
	}
	f.ContainMin, f.ContainMax = min(ca, cb), max(ca, cb)
	f.UnmatchedShort = math.Log1p(max(0, a.wsum-wInter-softA))
	f.UnmatchedLong = math.Log1p(max(0, b.wsum-wInter-softB))
	l := lcs(a.seq, b.seq)
	if nb > 0 {
		f.LCSLong = float64(l) / float64(nb)
	}
	if na > 0 {
		f.LCSShort = float64(l) / float64(na)
	}
	bi := interCount64(a.bi, b.bi)
	f.Bigram = dice(bi, len(a.bi), len(b.bi))
	f.BigramShort = 1
	if len(a.bi) > 0 {
		f.BigramShort = float64(bi) / float64(len(a.bi))
	}
	f.ContentLCS = 1
	if len(a.cseq) > 0 {
		f.ContentLCS = float64(lcs(a.cseq, b.cseq)) / float64(len(a.cseq))
	}
	if a.neg != b.neg {
		f.NegDiff = 1
	}
	f.LenDiff = math.Log1p(float64(nb - na))
	f.Trigram = dice(interCount64(a.tri, b.tri), len(a.tri), len(b.tri))
	if nb > 0 {
		f.LenRatio = float64(na) / float64(nb)
	} else {
		f.LenRatio = 1
	}
	// numbers
	switch {
	case len(a.nums) == 0 && len(b.nums) == 0:
		f.NumNone = 1
	case len(a.nums) == 0 || len(b.nums) == 0:
		f.NumOneSided = 1
	default:
		in := 0
		for _, x := range a.nums {
			if _, ok := slices.BinarySearch(b.nums, x); ok {
				in++
			}
		}
		switch {
		case in == len(a.nums) && in == len(b.nums):
			f.NumEqual = 1
		case in == len(a.nums) || in == len(b.nums):
			f.NumOneSided = 1
		default:
			f.NumConflict = 1
		}
	}
	// names
	var nInter, nA, nB int
	i, j = 0, 0
	for i < len(a.content) && j < len(b.content) {
		switch {
		case a.content[i].h < b.content[j].h:
			if a.content[i].name {
				nA++
			}
			i++
		case a.content[i].h > b.content[j].h:
			if b.content[j].name {
				nB++
			}
			j++
		default:
			if a.content[i].name || b.content[j].name {
				nInter++
			}
			i++
			j++
		}
	}
	for ; i < len(a.content); i++ {
		if a.content[i].name {
			nA++
		}
	}
	for ; j < len(b.content); j++ {
		if b.content[j].name {
			nB++
		}
	}
	if u := nInter + nA + nB; u > 0 {
		f.NameJaccard = float64(nInter) / float64(u)
	} else {
		f.NameJaccard = 1
	}
	f.NameMiss = math.Log1p(float64(nameMiss))
	f.NameMissShort = math.Log1p(float64(nameMissA))
	tail := 0
	for k := len(b.cidx) - 1; k >= 0 && !matchedB[b.cidx[k]]; k-- {
		tail++
	}
	f.TailRun = math.Log1p(float64(tail))
	f.MissTime = math.Log1p(float64(missTime))
	f.MissAttrib = math.Log1p(float64(missAttrib))
	f.MissNum = math.Log1p(float64(missNum))
	f.MissOtherShort = math.Log1p(float64(otherA))
	f.MissOtherLong = math.Log1p(float64(otherB))
	f.LogLen = math.Log1p(float64(nb))
	runA, missA := unmatchedRuns(a, matchedA)
	runB, missB := unmatchedRuns(b, matchedB)
	f.RunShort, f.MissShort = math.Log1p(float64(runA)), math.Log1p(float64(missA))
	f.RunLong, f.MissLong = math.Log1p(float64(runB)), math.Log1p(float64(missB))
}

// unmatchedRuns returns the longest run of content words of a (in order)
// that the other sentence lacks, and how many content words of a it lacks;
// matched marks a's distinct content terms that the other holds.
func unmatchedRuns(a *Prepared, matched []bool) (run, miss int) {
	cur := 0
	for _, k := range a.cidx {
		if matched[k] {
			cur = 0
			continue
		}
		miss++
		cur++
		run = max(run, cur)
	}
	return run, miss
}

func cmpTerm(t cterm, h uint64) int {
	switch {
	case t.h < h:
		return -1
	case t.h > h:
		return 1
	}
	return 0
}
