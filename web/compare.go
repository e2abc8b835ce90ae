package web

import (
	"cmp"
	"slices"
	"strings"

	"github.com/copydesk/copydesk/textnorm"
)

// compareRow is one row of the side-by-side view: a shared passage, or
// the text between two shared passages on either side.
type compareRow struct {
	Kind   string // shared, changed, only-a, only-b, unrelated
	Label  string
	A, B   []diffSeg
	Anchor string
	// Similar is set on a changed row whose sides share most words: the
	// word diff is shown; otherwise each side is marked whole.
	Similar bool
}

// compareSide is one of the two documents.
type compareSide struct {
	ArticleRef
	Name string
	Href string
}

// comparePage is the data of the side-by-side page.
type comparePage struct {
	A, B     compareSide
	Relation *relationView // nil when copydesk found none between them
	Rows     []compareRow
	// Moved counts shared passages that appear in a different order in the
	// two documents and are not aligned.
	Moved        int
	Shared       int // aligned passages
	ChangedWords [2]int
	SwapHref     string
}

func newComparePage(a, b *ArticleView) *comparePage {
	side := func(v *ArticleView) compareSide {
		s := compareSide{ArticleRef: v.ArticleRef, Name: nameOf(v.Source, v.ID), Href: articleURL(v.ID)}
		s.Title = shownTitle(s.Title, v.Text, v.ID)
		return s
	}
	p := &comparePage{A: side(a), B: side(b), SwapHref: compareURL(b.ID, a.ID)}
	rel, ok := relationBetween(a, b)
	if !ok {
		p.Rows = []compareRow{{Kind: "unrelated", Label: "whole texts", A: plainSegs(a.Text, ""), B: plainSegs(b.Text, ""), Anchor: "r1"}}
		return p
	}
	rv := relationView{Other: rel.Other, OtherName: nameOf(rel.Other.Source, rel.Other.ID), Kind: rel.Kind, Phrase: viewPhrase(rel), Relation: rel}
	for _, ps := range rel.Passages {
		if ps.Boilerplate {
			rv.Boilerplate++
		} else {
			rv.Shared++
			rv.Words += ps.Words
		}
	}
	p.Relation = &rv
	p.Rows, p.Moved = alignRows(a.Text, b.Text, rel.Passages)
	p.Shared = len(rel.Passages) - p.Moved
	for _, r := range p.Rows {
		for _, s := range r.A {
			if s.Op != "" {
				p.ChangedWords[0] += len(strings.Fields(s.Text))
			}
		}
		for _, s := range r.B {
			if s.Op != "" {
				p.ChangedWords[1] += len(strings.Fields(s.Text))
			}
		}
	}
	return p
}

// relationBetween finds the relation of a to b, in a's relations or else
// in b's (turned round).
func relationBetween(a, b *ArticleView) (Relation, bool) {
	for _, r := range a.Relations {
		if r.Other.ID == b.ID {
			return r, true
		}
	}
	for _, r := range b.Relations {
		if r.Other.ID == a.ID {
			t := r
			t.Other = b.ArticleRef
			t.ThisIsExcerpt = r.Kind == "excerpt" && !r.ThisIsExcerpt
			t.ContainmentThis, t.ContainmentOther = r.ContainmentOther, r.ContainmentThis
			t.Passages = make([]Passage, len(r.Passages))
			for i, ps := range r.Passages {
				t.Passages[i] = Passage{ThisStart: ps.OtherStart, ThisEnd: ps.OtherEnd,
					OtherStart: ps.ThisStart, OtherEnd: ps.ThisEnd, Words: ps.Words, Boilerplate: ps.Boilerplate}
			}
			return t, true
		}
	}
	return Relation{}, false
}

// inlineGap is the largest difference, in words on either side, between
// two aligned passages that is shown as an edit inside one row: a changed
// word or phrase splits a shared passage in two, and the reader wants to
// see the sentence with the change marked, not three rows.
const inlineGap = 12

// alignRows lays two texts side by side along their shared passages
// (This offsets into a, Other into b): the heaviest chain of passages in
// the same order in both texts is aligned row by row; passages of the
// chain separated by small edits share a row; the text between rows is
// compared word by word. Passages off the chain (moved text) are counted,
// not aligned.
func alignRows(a, b string, passages []Passage) (rows []compareRow, moved int) {
	var ps []Passage
	for _, p := range passages {
		if validUTF8Span(a, p.ThisStart, p.ThisEnd) && validUTF8Span(b, p.OtherStart, p.OtherEnd) && p.ThisEnd > p.ThisStart && p.OtherEnd > p.OtherStart {
			ps = append(ps, p)
		}
	}
	chain := heaviestChain(ps)
	moved = len(passages) - len(chain)

	// blocks of passages with small edits between them
	type block struct {
		aStart, aEnd, bStart, bEnd int
		words                      int
		boiler                     bool
	}
	var blocks []block
	for _, p := range chain {
		if n := len(blocks); n > 0 {
			g := &blocks[n-1]
			if !g.boiler && !p.Boilerplate && textnorm.CountFields(a[g.aEnd:p.ThisStart]) <= inlineGap && textnorm.CountFields(b[g.bEnd:p.OtherStart]) <= inlineGap {
				g.aEnd, g.bEnd, g.words = p.ThisEnd, p.OtherEnd, g.words+p.Words
				continue
			}
		}
		blocks = append(blocks, block{p.ThisStart, p.ThisEnd, p.OtherStart, p.OtherEnd, p.Words, p.Boilerplate})
	}

	add := func(r compareRow) {
		r.Anchor = "r" + itoa(len(rows)+1)
		rows = append(rows, r)
	}
	gap := func(ta, tb string) {
		ta, tb = strings.TrimSpace(ta), strings.TrimSpace(tb)
		na, nb := textnorm.CountFields(ta), textnorm.CountFields(tb)
		switch {
		case na > 0 && nb > 0:
			sa, sb, common := wordDiff(ta, tb)
			similar := 2*common >= max(na, nb) || max(na, nb) <= inlineGap
			label := "edited"
			if !similar {
				sa, sb = plainSegs(ta, "del"), plainSegs(tb, "ins")
				label = "different text"
			}
			add(compareRow{Kind: "changed", Label: label, A: sa, B: sb, Similar: similar})
		case na > 0:
			add(compareRow{Kind: "only-a", Label: "only on the left", A: plainSegs(ta, "del")})
		case nb > 0:
			add(compareRow{Kind: "only-b", Label: "only on the right", B: plainSegs(tb, "ins")})
		}
	}
	pa, pb := 0, 0
	for _, g := range blocks {
		gap(a[pa:g.aStart], b[pb:g.bStart])
		for _, par := range paragraphs(a[g.aStart:g.aEnd], b[g.bStart:g.bEnd]) {
			sa, sb, _ := wordDiff(par[0], par[1])
			label := "shared"
			if g.boiler {
				label = "shared boilerplate"
			} else if edited(sa) || edited(sb) {
				label = "shared, edited"
			}
			add(compareRow{Kind: "shared", Label: label, A: sa, B: sb, Similar: true})
		}
		pa, pb = g.aEnd, g.bEnd
	}
	gap(a[pa:], b[pb:])
	return rows, moved
}

// paragraphs cuts two aligned texts where both start a new line after
// the same word, so that each paragraph gets a row of its own and the two
// columns stay level. The pieces come trimmed of surrounding space.
func paragraphs(a, b string) [][2]string {
	aw, bw := splitWords(a), splitWords(b)
	ka, kb, _ := diffWords(a, b, aw, bw)
	var out [][2]string
	fromA, fromB := 0, 0
	i, j := 0, 0
	for i < len(aw) && j < len(bw) {
		switch {
		case !ka[i]:
			i++
			continue
		case !kb[j]:
			j++
			continue
		}
		// aw[i] and bw[j] are matched: cut after them when both texts break
		// the line there and the next words are matched too
		if i+1 < len(aw) && j+1 < len(bw) && ka[i+1] && kb[j+1] &&
			strings.Contains(a[aw[i].end:aw[i+1].start], "\n") && strings.Contains(b[bw[j].end:bw[j+1].start], "\n") {
			out = append(out, [2]string{strings.TrimSpace(a[fromA:aw[i].end]), strings.TrimSpace(b[fromB:bw[j].end])})
			fromA, fromB = aw[i+1].start, bw[j+1].start
		}
		i++
		j++
	}
	return append(out, [2]string{strings.TrimSpace(a[fromA:]), strings.TrimSpace(b[fromB:])})
}

// edited reports whether any segment is marked.
func edited(segs []diffSeg) bool {
	for _, s := range segs {
		if s.Op != "" {
			return true
		}
	}
	return false
}

// heaviestChain picks the passages, in text order, that do not overlap and
// run in the same order in both texts, with the most words in total.
func heaviestChain(ps []Passage) []Passage {
	ps = slices.Clone(ps)
	slices.SortFunc(ps, func(x, y Passage) int {
		return cmp.Or(cmp.Compare(x.ThisStart, y.ThisStart), cmp.Compare(x.OtherStart, y.OtherStart))
	})
	n := len(ps)
	if n == 0 {
		return nil
	}
	best := make([]int, n) // heaviest chain ending at i
	prev := make([]int, n)
	top := 0
	for i := range ps {
		best[i], prev[i] = max(ps[i].Words, 1), -1
		for j := 0; j < i; j++ {
			if ps[j].ThisEnd <= ps[i].ThisStart && ps[j].OtherEnd <= ps[i].OtherStart && best[j]+max(ps[i].Words, 1) > best[i] {
				best[i], prev[i] = best[j]+max(ps[i].Words, 1), j
			}
		}
		if best[i] > best[top] {
			top = i
		}
	}
	var chain []Passage
	for i := top; i >= 0; i = prev[i] {
		chain = append(chain, ps[i])
	}
	slices.Reverse(chain)
	return chain
}
