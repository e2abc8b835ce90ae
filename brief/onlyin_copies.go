package brief

import (
	"github.com/copydesk/copydesk/align"
	"github.com/copydesk/copydesk/dedup"
)

// "Only in" counts a copy family as one source. A reprint of one outlet's
// article by another (identical or near-duplicate) and an excerpt of it
// carry the original's sentences, so no sentence of the original was in
// one document alone, and an outlet whose report was reprinted had nothing
// "only in" it: its own reporting vanished (10 of 13 BBC briefs read had
// such a family). A copy confirms nothing, as key sentences already count
// it (families); what one family alone carries is what that outlet added,
// listed once, under the family's original, citing its copies. A partial
// reuse, an outlet taking some paragraphs into a report of its own, is an
// independent source, as Sources says ("partly taken from", not "copy
// of"): a sentence it took over is in two sources.

// copyFamilies works out b.copyFam, b.copyDepth, b.copySize and
// b.familyOf (by family root), once. The families are the copy tree's branches of copies
// (identical, near-duplicate, excerpt), as Sources names a copy's
// original ("copy of [2]"), so that a fact "also in its copy [1]" agrees
// with it. Not the relations joined through one another, as the
// disagreements read copies: in a thread of 20 Newsgroups replies each
// quoting the last post whole, excerpts chained 13 posts into one family,
// and 625 of 4,339 facts cited as "also in" a document that Sources calls
// no copy of theirs (none on BBC).
func (b *builder) copyFamilies() {
	if b.copyFam != nil {
		return
	}
	parent := map[int]int{}
	for _, e := range b.copyTree() {
		if dedup.DefaultGroupKinds.Has(e.Kind) {
			parent[e.Derived] = e.Source
		}
	}
	n := len(b.in.Docs)
	b.copyFam, b.copyDepth, b.copySize = make([]int, n), make([]int, n), make([]int, n)
	done := make([]bool, n)
	var path []int
	for d := range n {
		// Up to a root or a document worked out already, then down the
		// path: each document once, however long a chain of copies.
		path = path[:0]
		x := d
		for !done[x] {
			p, ok := parent[x]
			if !ok {
				b.copyFam[x], done[x] = x, true
				break
			}
			path = append(path, x)
			x = p // a forest: the walk ends
		}
		for i := len(path) - 1; i >= 0; i-- {
			y := path[i]
			b.copyFam[y], b.copyDepth[y], done[y] = b.copyFam[x], b.copyDepth[x]+1, true
			x = y
		}
	}
	for d := range n {
		b.copySize[b.copyFam[d]]++
	}
	b.familyOf = map[int][]int{}
	for d, f := range b.copyFam {
		if b.copySize[f] > 1 {
			b.familyOf[f] = append(b.familyOf[f], d)
		}
	}
}

// listedBefore orders the documents of one copy family for "only in": the
// original first, then the shallower in the copy tree, then the earlier.
func (b *builder) listedBefore(x, y int) bool {
	if b.copyDepth[x] != b.copyDepth[y] {
		return b.copyDepth[x] < b.copyDepth[y]
	}
	return b.before(x, y)
}

// familyLister returns the member of an aligned group under whose document
// an "only in" fact of it is listed, when all its documents are of one copy
// family: the one of the document nearest the family's original
// (listedBefore).
func (b *builder) familyLister(g *align.Group) (align.Member, bool) {
	m := g.Members[0]
	for _, o := range g.Members[1:] {
		if b.copyFam[o.Doc] != b.copyFam[m.Doc] {
			return m, false
		}
		if o.Doc != m.Doc && b.listedBefore(o.Doc, m.Doc) {
			m = o
		}
	}
	return m, true
}

// copyCitations cites, in every other document of the aligned group of
// sentence first of document d, the passage that carries sentences first
// to end of d (a quotation over several sentences): from its member of the
// first's group to its member of the end's group, or the first alone.
func (b *builder) copyCitations(d, first, end int) []Citation {
	g := &b.groups[b.groupOf[sref{d, first}]]
	ge := g
	if end != first {
		ge = &b.groups[b.groupOf[sref{d, end}]]
	}
	var out []Citation
	for _, m := range g.Members {
		if m.Doc == d || m.Extra || b.contrary(sref{d, first}, sref{m.Doc, m.Sent}) {
			continue // a copy edited the figure: it does not carry the fact
		}
		s := b.sents[m.Doc][m.Sent]
		stop := s.end
		for _, e := range ge.Members {
			if e.Doc == m.Doc && e.Sent >= m.Sent {
				stop = b.sents[m.Doc][e.Sent].end
				break
			}
		}
		out = append(out, b.cite(m.Doc, s.start, stop))
	}
	sortCitations(out)
	return out
}

// familyEcho reports whether a copy edited a sentence of its family's
// text that a document of the family listed before it has in other words
// (a close paraphrase, or its statement told, as novel reads them): the
// fact is listed once, under that document ("Obama and other U.S.
// officials have apologized for what they said was a mistake" in the
// seeds' original, "... apologized and said it was a terrible mistake" in
// its excerpt).
func (b *builder) familyEcho(r sref) bool {
	if b.copySize[b.copyFam[r.d]] < 2 {
		return false
	}
	// One key for every call, all documents left out (1) but, for this
	// call, the documents of r's family listed before it (0; see
	// simIndex.overlaps, which reads documents whose key differs from
	// r's): a key per document cost len(Docs) ints a copy, quadratic in a
	// story of many copies.
	if b.echoKey == nil {
		b.echoKey = make([]int, len(b.in.Docs))
		for d := range b.echoKey {
			b.echoKey[d] = 1
		}
	}
	key := b.echoKey
	fam := b.familyOf[b.copyFam[r.d]]
	for _, d := range fam {
		if d != r.d && b.listedBefore(d, r.d) {
			key[d] = 0
		}
	}
	defer func() {
		for _, d := range fam {
			key[d] = 1
		}
	}()
	for _, n := range b.sim.neighbours(r, 8, key) {
		if n.contain >= 0.6 || b.sim.score(r, n.r) >= 0.3 {
			return true
		}
	}
	return b.sim.told(r, key)
}
