package web

import (
	"sort"
	"unicode"
	"unicode/utf8"
)

// A word diff, small on purpose: the common prefix and suffix are trimmed
// and the middle is compared with the classic longest-common-subsequence
// table, up to maxDiffCells cells. A larger middle (two long texts with
// edits far apart, which the side-by-side view shows as one block) is cut
// first at the words that occur once on each side, in the same order (the
// anchors of patience diff), and each piece is compared the same way; only
// a piece too large that has no such word counts as changed throughout.

// maxDiffCells bounds the LCS table (4 bytes a cell).
const maxDiffCells = 1 << 20

// word is a run of non-space characters: byte offsets into its text.
type word struct{ start, end int }

// splitWords returns the words of text.
func splitWords(text string) []word {
	var ws []word
	start := -1
	for i, r := range text {
		if unicode.IsSpace(r) {
			if start >= 0 {
				ws = append(ws, word{start, i})
				start = -1
			}
		} else if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		ws = append(ws, word{start, len(text)})
	}
	return ws
}

// diffWords compares the words of a and b and reports which words of each
// belong to a common subsequence (keep: the longest one where the table
// fits), and how many words are common.
func diffWords(a, b string, aw, bw []word) (keepA, keepB []bool, common int) {
	d := wordDiffer{a: a, b: b, aw: aw, bw: bw, keepA: make([]bool, len(aw)), keepB: make([]bool, len(bw)),
		anchorBudget: anchorWork * (len(aw) + len(bw))}
	d.diff(0, len(aw), 0, len(bw))
	return d.keepA, d.keepB, d.common
}

type wordDiffer struct {
	a, b         string
	aw, bw       []word
	keepA, keepB []bool
	common       int
	// anchorBudget is the words the search for anchors may still read:
	// texts where each cut finds one anchor near an end would otherwise
	// cost a pass over the rest for every word (49 s for 32,000 words).
	// Pieces left when it is spent count as changed throughout.
	anchorBudget int
}

// anchorWork bounds the anchor search to this many reads of each word.
const anchorWork = 16

func (d *wordDiffer) wordA(i int) string { return d.a[d.aw[i].start:d.aw[i].end] }
func (d *wordDiffer) wordB(j int) string { return d.b[d.bw[j].start:d.bw[j].end] }
func (d *wordDiffer) eq(i, j int) bool   { return d.wordA(i) == d.wordB(j) }

func (d *wordDiffer) keep(i, j int) {
	d.keepA[i], d.keepB[j] = true, true
	d.common++
}

// diff marks the common words of aw[lo:ea] and bw[lo2:eb].
func (d *wordDiffer) diff(lo, ea, lo2, eb int) {
	for lo < ea && lo2 < eb && d.eq(lo, lo2) {
		d.keep(lo, lo2)
		lo, lo2 = lo+1, lo2+1
	}
	for ea > lo && eb > lo2 && d.eq(ea-1, eb-1) {
		ea, eb = ea-1, eb-1
		d.keep(ea, eb)
	}
	n, m := ea-lo, eb-lo2
	switch {
	case n == 0 || m == 0:
		return
	case n*m <= maxDiffCells:
		d.lcs(lo, ea, lo2, eb)
		return
	}
	anchors := d.anchors(lo, ea, lo2, eb)
	if len(anchors) == 0 {
		return // changed throughout
	}
	pa, pb := lo, lo2
	for _, k := range anchors {
		d.diff(pa, k[0], pb, k[1])
		d.keep(k[0], k[1])
		pa, pb = k[0]+1, k[1]+1
	}
	d.diff(pa, ea, pb, eb)
}

// lcs marks a longest common subsequence of aw[lo:ea] and bw[lo2:eb].
func (d *wordDiffer) lcs(lo, ea, lo2, eb int) {
	n, m := ea-lo, eb-lo2
	// lcs[i][j]: length of the LCS of aw[lo+i:ea] and bw[lo2+j:eb]
	w := m + 1
	lcs := make([]int32, (n+1)*w)
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if d.eq(lo+i, lo2+j) {
				lcs[i*w+j] = lcs[(i+1)*w+j+1] + 1
			} else {
				lcs[i*w+j] = max(lcs[(i+1)*w+j], lcs[i*w+j+1])
			}
		}
	}
	for i, j := 0, 0; i < n && j < m; {
		switch {
		case d.eq(lo+i, lo2+j):
			d.keep(lo+i, lo2+j)
			i++
			j++
		case lcs[(i+1)*w+j] >= lcs[i*w+j+1]:
			i++
		default:
			j++
		}
	}
}

// anchors returns the pairs (i, j) of words that occur once in aw[lo:ea]
// and once in bw[lo2:eb], the longest chain of them increasing on both
// sides.
func (d *wordDiffer) anchors(lo, ea, lo2, eb int) [][2]int {
	if d.anchorBudget -= (ea - lo) + (eb - lo2); d.anchorBudget < 0 {
		return nil
	}
	type seen struct{ i, j, na, nb int }
	counts := make(map[string]*seen)
	for i := lo; i < ea; i++ {
		s := counts[d.wordA(i)]
		if s == nil {
			s = &seen{}
			counts[d.wordA(i)] = s
		}
		s.i, s.na = i, s.na+1
	}
	for j := lo2; j < eb; j++ {
		if s := counts[d.wordB(j)]; s != nil {
			s.j, s.nb = j, s.nb+1
		}
	}
	var pairs [][2]int // in order of i
	for i := lo; i < ea; i++ {
		if s := counts[d.wordA(i)]; s.na == 1 && s.nb == 1 {
			pairs = append(pairs, [2]int{s.i, s.j})
		}
	}
	return increasingChain(pairs)
}

// increasingChain returns the longest subsequence of pairs (sorted by
// their first element) whose second elements increase: patience sorting.
func increasingChain(pairs [][2]int) [][2]int {
	if len(pairs) == 0 {
		return nil
	}
	tails := make([]int, 0, len(pairs)) // tails[k]: index of the pair ending the best chain of length k+1
	prev := make([]int, len(pairs))
	for p := range pairs {
		k := sort.Search(len(tails), func(k int) bool { return pairs[tails[k]][1] >= pairs[p][1] })
		prev[p] = -1
		if k > 0 {
			prev[p] = tails[k-1]
		}
		if k == len(tails) {
			tails = append(tails, p)
		} else {
			tails[k] = p
		}
	}
	chain := make([][2]int, len(tails))
	for k, p := len(tails)-1, tails[len(tails)-1]; k >= 0; k, p = k-1, prev[p] {
		chain[k] = pairs[p]
	}
	return chain
}

// diffSeg is a run of text in the side-by-side view: unchanged (Op ""),
// or only on this side (Op "del" on the left, "ins" on the right).
type diffSeg struct {
	Text string
	Op   string
}

// diffSegments cuts text into runs of kept and changed words; the space
// between two changed words belongs to the change, so that a changed
// phrase is marked as one piece.
func diffSegments(text string, ws []word, keep []bool, op string) []diffSeg {
	type run struct {
		start, end int
		changed    bool
	}
	var runs []run
	add := func(start, end int, changed bool) {
		if start >= end {
			return
		}
		if n := len(runs); n > 0 && runs[n-1].changed == changed && runs[n-1].end == start {
			runs[n-1].end = end
			return
		}
		runs = append(runs, run{start, end, changed})
	}
	pos := 0
	for i, w := range ws {
		add(pos, w.start, !keep[i] && i > 0 && !keep[i-1])
		add(w.start, w.end, !keep[i])
		pos = w.end
	}
	add(pos, len(text), false)
	out := make([]diffSeg, len(runs))
	for i, r := range runs {
		out[i] = diffSeg{Text: text[r.start:r.end]}
		if r.changed {
			out[i].Op = op
		}
	}
	return out
}

// wordDiff compares two texts word by word: the segments of each side and
// the number of common words.
func wordDiff(a, b string) (sa, sb []diffSeg, common int) {
	aw, bw := splitWords(a), splitWords(b)
	ka, kb, common := diffWords(a, b, aw, bw)
	return diffSegments(a, aw, ka, "del"), diffSegments(b, bw, kb, "ins"), common
}

// plainSegs is text as one segment of the given op.
func plainSegs(text, op string) []diffSeg {
	if text == "" {
		return nil
	}
	return []diffSeg{{Text: text, Op: op}}
}

// validUTF8Span reports whether text[start:end] starts and ends on
// character boundaries.
func validUTF8Span(text string, start, end int) bool {
	return start >= 0 && start <= end && end <= len(text) &&
		(start == len(text) || utf8.RuneStart(text[start])) &&
		(end == len(text) || utf8.RuneStart(text[end]))
}
