package web

import (
	"unicode"
	"unicode/utf8"
)

// A word diff, small on purpose: the rows of the side-by-side view are
// short (the text between two shared passages, or one passage), so the
// common prefix and suffix are trimmed and the middle is compared with the
// classic longest-common-subsequence table, up to maxDiffCells cells; a
// larger middle counts as changed throughout.

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
// belong to a longest common subsequence (keep), and how many words are
// common.
func diffWords(a, b string, aw, bw []word) (keepA, keepB []bool, common int) {
	keepA, keepB = make([]bool, len(aw)), make([]bool, len(bw))
	eq := func(i, j int) bool { return a[aw[i].start:aw[i].end] == b[bw[j].start:bw[j].end] }
	// common prefix and suffix
	lo := 0
	for lo < len(aw) && lo < len(bw) && eq(lo, lo) {
		keepA[lo], keepB[lo] = true, true
		lo++
	}
	ea, eb := len(aw), len(bw)
	for ea > lo && eb > lo && eq(ea-1, eb-1) {
		ea--
		eb--
		keepA[ea], keepB[eb] = true, true
	}
	common = lo + len(aw) - ea
	n, m := ea-lo, eb-lo
	if n == 0 || m == 0 || n*m > maxDiffCells {
		return keepA, keepB, common
	}
	// lcs[i][j]: length of the LCS of aw[lo+i:ea] and bw[lo+j:eb]
	w := m + 1
	lcs := make([]int32, (n+1)*w)
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if eq(lo+i, lo+j) {
				lcs[i*w+j] = lcs[(i+1)*w+j+1] + 1
			} else {
				lcs[i*w+j] = max(lcs[(i+1)*w+j], lcs[i*w+j+1])
			}
		}
	}
	for i, j := 0, 0; i < n && j < m; {
		switch {
		case eq(lo+i, lo+j):
			keepA[lo+i], keepB[lo+j] = true, true
			common++
			i++
			j++
		case lcs[(i+1)*w+j] >= lcs[i*w+j+1]:
			i++
		default:
			j++
		}
	}
	return keepA, keepB, common
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
