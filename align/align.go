package align

import (
	"cmp"
	"slices"
)

// Relation tells how a member joined its group.
type Relation uint8

const (
	// First is the member the group was built from (its first member).
	First Relation = iota
	// Verbatim: the same words as the member it links to (after
	// normalisation: case, punctuation, typographic quotes).
	Verbatim
	// Edited: mostly the same words in the same order (a copy edited,
	// trimmed or extended: spelling, U.S./US, a clause cut or added).
	Edited
	// Paraphrase: the same statement in other words.
	Paraphrase
)

var relationNames = [...]string{"first", "verbatim", "edited", "paraphrase"}

func (r Relation) String() string {
	if int(r) < len(relationNames) {
		return relationNames[r]
	}
	return "relation(" + itoa(int(r)) + ")"
}

// Member is one sentence of a group.
type Member struct {
	Doc, Sent int // indices into the docs given to Align
	// Rel and Via tell how the member joined: Via is the index in
	// Group.Members of the member it was matched with (-1 for the first),
	// Rel the kind of that match and Score the matcher's score of it (1 for
	// verbatim copies and the first member).
	Rel   Relation
	Via   int
	Score float64
	// Extra is true when the group already holds another sentence of the
	// same document: a piece of a sentence that this document split in two
	// (or merged), or a repeated sentence.
	Extra bool
}

// Group is a set of sentences of different documents that state the same
// thing. Members are ordered by document, then sentence.
type Group struct {
	Members []Member
}

// Docs returns the number of distinct documents in the group.
func (g *Group) Docs() int {
	n := 0
	for _, m := range g.Members {
		if !m.Extra {
			n++
		}
	}
	return n
}

// DefaultAlignThreshold is the matcher score from which Align links two
// sentences. It is stricter than the paraphrase threshold of the matcher
// (DefaultThreshold, chosen for F1 on MSRP's balanced pairs) because the
// sentences of one story share names and topic words, so near misses are
// common and a false link would put a disagreement where there is none.
const DefaultAlignThreshold = 0.6

// Options tune Align. The zero value is ready to use.
type Options struct {
	// Matcher scores the candidate pairs; nil means NewMatcher(nil) (every
	// content word weighs the same). A matcher built on document
	// frequencies of the wider corpus weighs topic words down.
	Matcher *Matcher
	// Threshold is the score from which two sentences are linked;
	// 0 means DefaultAlignThreshold.
	Threshold float64
	// Contain links a pair whatever its score when at least this share of
	// the shorter sentence's content (IDF-weighted, spelling variants
	// counted) is in the longer and the shorter has at least four content
	// words: a trimmed copy, or one half of a split sentence. 0 means 0.9;
	// a value above 1 disables it.
	Contain float64
	// Singletons also returns a group for each sentence aligned with
	// nothing (for "only in" facts).
	Singletons bool
	// NoExtra keeps groups to strictly one sentence per document: pieces
	// of split or merged sentences are not attached.
	NoExtra bool
	// MaxCompare bounds the full comparisons of each distinct sentence
	// with its best candidates (by shared words); 0 means 6. Copies of one
	// sentence stay connected through their closest members, so the bound
	// costs little recall and keeps the work linear in the story's size.
	MaxCompare int
}

// form is a distinct sentence (by normalised words) and where it occurs.
type form struct {
	p     *Prepared
	inst  []int32 // indices into the flattened instances
	ncont int     // content terms
}

type edge struct {
	u, v  int32 // forms, u < v
	score float64
	rel   Relation
	link  bool // score or containment says the two state the same thing
	part  bool // the shorter is contained in the longer
	short int32
	feat  *Features // kept for Candidates
}

// Align groups the sentences of the documents of one story that state the
// same thing. docs[d] holds the sentences of document d (typically the Body
// pieces of Split); Member.Doc and Member.Sent index into docs.
//
// Each group holds at most one sentence per document, plus, unless
// NoExtra, Extra members: when a document split one sentence of another
// into two (or merged two into one), the second piece joins the group of
// the first as an Extra member, since it is contained in the same
// statement. Groups are formed greedily from the strongest links down, a
// link joining two groups only when they share no document.
//
// Candidate pairs come from an inverted index over each sentence's rarest
// words in the story (prefix filtering), so a story of thousands of
// sentences aligns in milliseconds; sentences that share none of their
// rarer words are never compared. The work is linear in the story's size
// even when thousands of sentences share all their words: each sentence
// meets at most a bounded number of others per indexed word (the nearest
// in text order) and keeps only its MaxCompare best candidates.
func Align(docs [][]string, opts Options) []Group {
	st := build(docs, opts, false)
	return st.groups(len(docs), opts)
}

// Ref names a sentence: docs[Doc][Sent].
type Ref struct{ Doc, Sent int }

// Pair is a pair of sentences of different documents that Align compared.
type Pair struct {
	A, B Ref // A before B, by document
	// Score is the matcher's score; Linked tells whether Align would link
	// the two (score from the threshold, or one contained in the other).
	Score    float64
	Linked   bool
	Features Features
}

// Candidates returns the pairs of sentences that Align compares, with their
// scores and features, ordered by A then B: sentences of different
// documents that share some of their rarer words and at least a quarter of
// their content words. Pairs below minScore are left out. Sentences with
// the same normalised words are compared once; their pairs repeat the
// result for every document they occur in. Use it to look at near misses,
// such as two statements of a death toll with different numbers.
func Candidates(docs [][]string, opts Options, minScore float64) []Pair {
	st := build(docs, opts, true)
	var out []Pair
	for _, e := range st.edges {
		if e.score < minScore {
			continue
		}
		for _, i := range st.forms[e.u].inst {
			for _, j := range st.forms[e.v].inst {
				a, b := st.insts[i], st.insts[j]
				if a.doc == b.doc {
					continue
				}
				if b.doc < a.doc {
					a, b = b, a
				}
				out = append(out, Pair{A: Ref{int(a.doc), int(a.sent)}, B: Ref{int(b.doc), int(b.sent)},
					Score: e.score, Linked: e.link, Features: *e.feat})
			}
		}
	}
	slices.SortFunc(out, func(x, y Pair) int {
		if c := cmp.Compare(x.A.Doc, y.A.Doc); c != 0 {
			return c
		}
		if c := cmp.Compare(x.A.Sent, y.A.Sent); c != 0 {
			return c
		}
		if c := cmp.Compare(x.B.Doc, y.B.Doc); c != 0 {
			return c
		}
		return cmp.Compare(x.B.Sent, y.B.Sent)
	})
	return out
}

type inst struct {
	doc, sent int32
	form      int32
}

// story is the state of one alignment.
type story struct {
	insts []inst
	forms []form
	edges []edge
	// formDocs lists the distinct documents of each form's occurrences.
	formDocs [][]int32
	// visits counts the posting entries visited for candidates (the work
	// of the index, for tests).
	visits int
}

func build(docs [][]string, opts Options, keepAll bool) *story {
	m := opts.Matcher
	if m == nil {
		m = NewMatcher(nil)
	}
	thr := opts.Threshold
	if thr == 0 {
		thr = DefaultAlignThreshold
	}
	contain := opts.Contain
	if contain == 0 {
		contain = 0.9
	}
	var insts []inst
	var forms []form
	byVerb := make(map[uint64]int32)
	an := newAnalyzer()
	for d, sents := range docs {
		for s, text := range sents {
			i := int32(len(insts))
			insts = append(insts, inst{doc: int32(d), sent: int32(s), form: -1})
			terms := an.analyze(text)
			if len(terms) == 0 {
				continue
			}
			key := verbatimKey(an)
			f, ok := byVerb[key]
			if !ok {
				p := finish(m.df, terms, key)
				f = int32(len(forms))
				byVerb[key] = f
				forms = append(forms, form{p: p, ncont: len(p.content)})
			}
			forms[f].inst = append(forms[f].inst, i)
			insts[i].form = f
		}
	}
	nf := len(forms)
	// story document frequency of each key (content stems and bigrams), over forms
	sdf := make(map[uint64]int32, nf*16)
	for _, f := range forms {
		for _, k := range f.p.keys {
			sdf[k]++
		}
	}
	// prefix of each form: its rarest keys in the story
	postings := make(map[uint64][]int32, nf*4)
	prefixes := make([][]uint64, nf) // sorted
	type rk struct {
		k  uint64
		df int32
	}
	var pre []rk
	numCap := max(8, nf/8)
	for fi, f := range forms {
		pre = pre[:0]
		for _, k := range f.p.keys {
			if df := sdf[k]; df >= 2 { // a key of one form finds nothing
				pre = append(pre, rk{k, df})
			}
		}
		slices.SortFunc(pre, func(a, b rk) int {
			if c := cmp.Compare(a.df, b.df); c != 0 {
				return c
			}
			return cmp.Compare(a.k, b.k)
		})
		n := min(prefixLen(len(f.p.content)), len(pre))
		px := make([]uint64, 0, n+len(f.p.numKeys))
		for _, t := range pre[:n] {
			px = append(px, t.k)
		}
		for _, k := range f.p.numKeys {
			if df := sdf[k]; df >= 2 && int(df) <= numCap {
				px = append(px, k)
			}
		}
		slices.Sort(px)
		px = slices.Compact(px)
		for _, k := range px {
			postings[k] = append(postings[k], int32(fi))
		}
		slices.Sort(px)
		prefixes[fi] = px
	}
	// candidates: pairs whose prefixes meet, in different documents only
	// (each document once: a sentence repeated thousands of times in one
	// document made crossDoc quadratic; inst is in document order)
	docsOf := func(f int) []int32 {
		ds := make([]int32, 0, len(forms[f].inst))
		for _, i := range forms[f].inst {
			if d := insts[i].doc; len(ds) == 0 || ds[len(ds)-1] != d {
				ds = append(ds, d)
			}
		}
		return ds
	}
	formDocs := make([][]int32, nf)
	for f := range forms {
		formDocs[f] = docsOf(f)
	}
	// Pairs are counted by shared prefix keys. For Candidates every pair
	// with a quarter of the smaller content in common is kept; for Align
	// the share of shared prefix keys ranks the pairs (cheaper, and the
	// full comparison decides anyway).
	// A candidate is packed into one word, (65535 - overlap*65535) << 48 |
	// u << 24 | v, so that sorting the words orders by overlap, then forms
	// (a story has fewer than 2^24 distinct sentences).
	//
	// The work stays linear when many sentences share all their rarer
	// words (a story of near copies): a form meets only the postingWindow
	// forms that follow it in a longer posting list, and for Align each
	// form keeps only its perForm best candidates (by overlap) that pass
	// the cheap filter. The pairs compared are the same as when every
	// candidate is kept: a pair that is among the best of neither form is
	// reached only when both forms have used their budget.
	perForm := opts.MaxCompare
	if perForm <= 0 {
		perForm = 6
	}
	// A form has at most nf-1 candidates: a MaxCompare above that (asking
	// for every pair) must neither size the heaps nor overflow the counts.
	perForm = max(1, min(perForm, nf-1))
	var best *bestPairs
	if !keepAll {
		best = newBestPairs(nf, perForm)
	}
	cnt := make([]int32, nf)
	var touched []int32
	var cands []uint64
	visits := 0
	for u := 0; u < nf; u++ {
		touched = touched[:0]
		for _, key := range prefixes[u] {
			post := postings[key]
			if len(post) > postingWindow {
				// the forms after u: u is in the list, which is sorted
				i, _ := slices.BinarySearch(post, int32(u))
				post = post[i+1 : min(len(post), i+1+postingWindow)]
			}
			visits += len(post)
			for _, v := range post {
				if int(v) <= u {
					continue
				}
				if cnt[v] == 0 {
					touched = append(touched, v)
				}
				cnt[v]++
			}
		}
		for _, v := range touched {
			c := cnt[v]
			cnt[v] = 0
			if !crossDoc(formDocs[u], formDocs[v]) {
				continue
			}
			var q float64
			if keepAll {
				if q = quickOverlap(forms[u].p, forms[v].p); q < 0.25 {
					continue
				}
			} else {
				q = min(1, float64(c)/float64(max(1, min(len(prefixes[u]), len(prefixes[v])))))
			}
			cand := uint64(65535-uint16(q*65535))<<48 | uint64(u)<<24 | uint64(v)
			if keepAll {
				cands = append(cands, cand)
				continue
			}
			if !best.wants(u, cand) && !best.wants(int(v), cand) {
				continue
			}
			if quickOverlap(forms[u].p, forms[v].p) < 0.25 {
				continue
			}
			best.add(u, cand)
			best.add(int(v), cand)
		}
	}
	// Compare each form with its best candidates only (by the cheap
	// overlap), unless every pair is wanted: a family of copies of one
	// sentence stays connected through its closest members, and the
	// number of full comparisons grows linearly with the story.
	if keepAll {
		slices.Sort(cands)
	} else {
		cands = best.pairs() // sorted
	}
	count := make([]int32, nf)
	var edges []edge
	var feat Features
	for _, c := range cands {
		u, v := int(c>>24&(1<<24-1)), int(c&(1<<24-1))
		if !keepAll {
			if count[u] >= int32(perForm) && count[v] >= int32(perForm) {
				continue
			}
			count[u]++
			count[v]++
		}
		pu, pv := forms[u].p, forms[v].p
		feat = Features{}
		compare(pu, pv, &feat)
		score := m.model().Score(&feat)
		short := u
		if len(pv.seq) < len(pu.seq) {
			short = v
		}
		e := edge{u: int32(u), v: int32(v), score: score, short: int32(short)}
		small := min(forms[u].ncont, forms[v].ncont) >= 4
		e.link = score >= thr || feat.ContainMax >= contain && small
		e.part = feat.ContainMax >= 0.8 && small
		if !e.link && !e.part && !keepAll {
			continue
		}
		if keepAll {
			fc := feat
			e.feat = &fc
		}
		if feat.LCSShort >= 0.7 {
			e.rel = Edited
		} else {
			e.rel = Paraphrase
		}
		edges = append(edges, e)
	}
	slices.SortFunc(edges, func(a, b edge) int {
		if c := cmp.Compare(b.score, a.score); c != 0 {
			return c
		}
		if c := cmp.Compare(a.u, b.u); c != 0 {
			return c
		}
		return cmp.Compare(a.v, b.v)
	})
	return &story{insts: insts, forms: forms, edges: edges, formDocs: formDocs, visits: visits}
}

// postingWindow bounds the forms one form meets in a posting list: in a
// longer list it meets the postingWindow forms that follow it (and is met
// by as many before it), which keeps a family of copies connected.
const postingWindow = 256

// bestPairs keeps, for each form, its k best candidates (the smallest
// packed words) in a bounded max-heap.
type bestPairs struct {
	k   int
	buf []uint64 // form f's heap is buf[f*k : f*k+n[f]]
	n   []int32
}

func newBestPairs(nf, k int) *bestPairs {
	return &bestPairs{k: k, buf: make([]uint64, nf*k), n: make([]int32, nf)}
}

// wants reports whether c would be among form f's best.
func (b *bestPairs) wants(f int, c uint64) bool {
	return int(b.n[f]) < b.k || c < b.buf[f*b.k]
}

// add offers c to form f's best.
func (b *bestPairs) add(f int, c uint64) {
	h := b.buf[f*b.k : f*b.k+b.k]
	n := int(b.n[f])
	if n < b.k {
		// sift up
		i := n
		h[i] = c
		for i > 0 {
			p := (i - 1) / 2
			if h[p] >= h[i] {
				break
			}
			h[p], h[i] = h[i], h[p]
			i = p
		}
		b.n[f]++
		return
	}
	if c >= h[0] {
		return
	}
	// replace the worst and sift down
	h[0] = c
	i := 0
	for {
		l, r, m := 2*i+1, 2*i+2, i
		if l < n && h[l] > h[m] {
			m = l
		}
		if r < n && h[r] > h[m] {
			m = r
		}
		if m == i {
			break
		}
		h[i], h[m] = h[m], h[i]
		i = m
	}
}

// pairs returns the candidates kept by either form, once each.
func (b *bestPairs) pairs() []uint64 {
	out := make([]uint64, 0, len(b.buf))
	for f, n := range b.n {
		out = append(out, b.buf[f*b.k:f*b.k+int(n)]...)
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// groups forms the groups from the scored edges.
func (st *story) groups(ndocs int, opts Options) []Group {
	insts, forms, edges, formDocs := st.insts, st.forms, st.edges, st.formDocs
	nf := len(forms)
	// union-find over forms with the set of documents of each component
	words := (ndocs + 63) / 64
	parent := make([]int32, nf)
	docset := make([]uint64, nf*words)
	size := make([]int32, nf)
	for f := range forms {
		parent[f] = int32(f)
		size[f] = 1
		for _, d := range formDocs[f] {
			docset[f*words+int(d)/64] |= 1 << (uint(d) % 64)
		}
	}
	find := func(x int32) int32 {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}
	disjoint := func(a, b int32) bool {
		for w := 0; w < words; w++ {
			if docset[int(a)*words+w]&docset[int(b)*words+w] != 0 {
				return false
			}
		}
		return true
	}
	// within reports whether every document of component b is in a
	within := func(a, b int32) bool {
		for w := 0; w < words; w++ {
			if docset[int(b)*words+w]&^docset[int(a)*words+w] != 0 {
				return false
			}
		}
		return true
	}
	tree := make([][]int32, nf) // edges used, by form
	used := make([]bool, len(edges))
	for ei, e := range edges {
		if !e.link {
			continue
		}
		a, b := find(e.u), find(e.v)
		if a == b || !disjoint(a, b) {
			continue
		}
		if size[a] < size[b] {
			a, b = b, a
		}
		parent[b] = a
		size[a] += size[b]
		for w := 0; w < words; w++ {
			docset[int(a)*words+w] |= docset[int(b)*words+w]
		}
		used[ei] = true
		tree[e.u] = append(tree[e.u], int32(ei))
		tree[e.v] = append(tree[e.v], int32(ei))
	}
	// pieces of split or merged sentences: a form left alone whose content
	// lies within a sentence of a group that already holds all its
	// documents joins that group as an extra member
	if !opts.NoExtra {
		for ei, e := range edges {
			if !e.part || used[ei] {
				continue
			}
			piece := e.short
			whole := e.u
			if whole == piece {
				whole = e.v
			}
			if size[find(piece)] != 1 {
				continue
			}
			a, b := find(whole), find(piece)
			if a == b || !within(a, b) {
				continue
			}
			parent[b] = a
			size[a] += size[b]
			for w := 0; w < words; w++ {
				docset[int(a)*words+w] |= docset[int(b)*words+w]
			}
			used[ei] = true
			tree[e.u] = append(tree[e.u], int32(ei))
			tree[e.v] = append(tree[e.v], int32(ei))
		}
	}
	// collect the components
	comp := make(map[int32][]int32)
	var roots []int32
	for f := range forms {
		r := find(int32(f))
		if _, ok := comp[r]; !ok {
			roots = append(roots, r)
		}
		comp[r] = append(comp[r], int32(f))
	}
	var groups []Group
	for _, r := range roots {
		fs := comp[r]
		ninst := 0
		for _, f := range fs {
			ninst += len(forms[f].inst)
		}
		if ninst < 2 && !opts.Singletons {
			continue
		}
		// the members, by document and sentence
		type mem struct {
			inst int32
			form int32
		}
		ms := make([]mem, 0, ninst)
		for _, f := range fs {
			for _, i := range forms[f].inst {
				ms = append(ms, mem{inst: i, form: f})
			}
		}
		slices.SortFunc(ms, func(a, b mem) int {
			ia, ib := insts[a.inst], insts[b.inst]
			if c := cmp.Compare(ia.doc, ib.doc); c != 0 {
				return c
			}
			return cmp.Compare(ia.sent, ib.sent)
		})
		distinct := 1
		for k := 1; k < len(ms); k++ {
			if insts[ms[k].inst].doc != insts[ms[k-1].inst].doc {
				distinct++
			}
		}
		if distinct < 2 && !opts.Singletons {
			continue
		}
		g := Group{Members: make([]Member, len(ms))}
		first := map[int32]int{} // form -> index of its first member
		for k, mm := range ms {
			in := insts[mm.inst]
			g.Members[k] = Member{Doc: int(in.doc), Sent: int(in.sent), Via: -1, Score: 1}
			if k > 0 && in.doc == insts[ms[k-1].inst].doc {
				g.Members[k].Extra = true
			}
			if _, ok := first[mm.form]; !ok {
				first[mm.form] = k
			}
		}
		// other members of a form link to its first member, verbatim
		for k, mm := range ms {
			if f := first[mm.form]; f != k {
				g.Members[k].Rel = Verbatim
				g.Members[k].Via = f
			}
		}
		// the spanning tree over forms, from the form of the first member
		rootForm := ms[0].form
		visited := map[int32]bool{rootForm: true}
		queue := []int32{rootForm}
		for len(queue) > 0 {
			f := queue[0]
			queue = queue[1:]
			for _, ei := range tree[f] {
				e := edges[ei]
				o := e.u
				if o == f {
					o = e.v
				}
				if visited[o] {
					continue
				}
				visited[o] = true
				queue = append(queue, o)
				k := first[o]
				g.Members[k].Rel = e.rel
				g.Members[k].Via = first[f]
				g.Members[k].Score = e.score
			}
		}
		groups = append(groups, g)
	}
	slices.SortFunc(groups, func(a, b Group) int {
		if c := cmp.Compare(a.Members[0].Doc, b.Members[0].Doc); c != 0 {
			return c
		}
		return cmp.Compare(a.Members[0].Sent, b.Members[0].Sent)
	})
	if opts.Singletons {
		// sentences without words are groups of their own too
		for _, in := range insts {
			if in.form < 0 {
				groups = append(groups, Group{Members: []Member{{Doc: int(in.doc), Sent: int(in.sent), Via: -1, Score: 1}}})
			}
		}
		slices.SortFunc(groups, func(a, b Group) int {
			if c := cmp.Compare(a.Members[0].Doc, b.Members[0].Doc); c != 0 {
				return c
			}
			return cmp.Compare(a.Members[0].Sent, b.Members[0].Sent)
		})
	}
	return groups
}

// prefixLen is how many of a sentence's rarest content terms are indexed.
func prefixLen(n int) int {
	k := 3 + n/4
	return min(k, n)
}

// crossDoc reports whether two forms occur in some pair of different
// documents, given the distinct documents of each.
func crossDoc(a, b []int32) bool {
	return len(a) > 1 || len(b) > 1 || len(a) == 1 && len(b) == 1 && a[0] != b[0]
}

// quickOverlap is the share of the smaller content set found exactly in the
// other, unweighted: a cheap filter before the full comparison.
func quickOverlap(a, b *Prepared) float64 {
	n := min(len(a.chash), len(b.chash))
	if n == 0 {
		return 0
	}
	return float64(interCount64(a.chash, b.chash)) / float64(n)
}
