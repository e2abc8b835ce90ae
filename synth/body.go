package synth

import (
	"math"
)

// Sentence sources.
const (
	srcBase  = iota // from the base article
	srcAdded        // from a held-out article
	srcLine         // an inserted line: boilerplate, spam, byline, title
)

type sentence struct {
	text string
	src  int
	idx  int // index of the sentence in its source article, -1 for lines
}

type paragraph []sentence

// body is a document as paragraphs of sentences, remembering where each
// sentence came from.
type body []paragraph

func parseBody(text string, src int) body {
	var b body
	idx := 0
	for _, p := range Paragraphs(text) {
		var para paragraph
		for _, s := range SplitSentences(p) {
			para = append(para, sentence{text: s, src: src, idx: idx})
			idx++
		}
		if len(para) > 0 {
			b = append(b, para)
		}
	}
	return b
}

func (b body) count(src int) int {
	n := 0
	for _, p := range b {
		for _, s := range p {
			if s.src == src {
				n++
			}
		}
	}
	return n
}

func (b body) clone() body {
	out := make(body, len(b))
	for i, p := range b {
		out[i] = append(paragraph(nil), p...)
	}
	return out
}

func line(s string) paragraph { return paragraph{{text: s, src: srcLine, idx: -1}} }

// render joins the body into text in one of the layouts: 0 blank lines between
// paragraphs, 1 single newlines, 2 one sentence per paragraph, 3 short
// paragraphs merged into paragraphs of about three sentences.
func (b body) render(layout int) string {
	text, _ := b.renderSpans(layout)
	return text
}

// trimBody keeps the first ceil(frac*n) sentences of b (at least one, at most
// n-1 when n > 1). With snap set, a cut one sentence from a paragraph end
// moves to that paragraph end.
func trimBody(b body, frac float64, snap bool) body {
	n := 0
	for _, p := range b {
		n += len(p)
	}
	keep := int(math.Ceil(frac * float64(n)))
	if keep < 1 {
		keep = 1
	}
	if n > 1 && keep > n-1 {
		keep = n - 1
	}
	if snap {
		// paragraph ends as cumulative counts
		cum := 0
		for _, p := range b {
			cum += len(p)
			if d := cum - keep; d >= -1 && d <= 1 && cum >= 1 && (n == 1 || cum <= n-1) {
				keep = cum
				break
			}
		}
	}
	var out body
	left := keep
	for _, p := range b {
		if left <= 0 {
			break
		}
		if len(p) <= left {
			out = append(out, append(paragraph(nil), p...))
			left -= len(p)
			continue
		}
		out = append(out, append(paragraph(nil), p[:left]...))
		left = 0
	}
	return out
}

// dropMiddleParagraph removes one paragraph that is neither first nor last.
func dropMiddleParagraph(b body, g *rng) (body, bool) {
	if len(b) < 4 {
		return b, false
	}
	i := g.between(1, len(b)-2)
	out := append(body(nil), b[:i]...)
	return append(out, b[i+1:]...), true
}

// extendBody adds a contiguous block of 1-4 paragraphs of other to b: appended
// (most often), inserted after a middle paragraph, or put first.
func extendBody(b, other body, g *rng) body {
	if len(other) == 0 {
		return b
	}
	k := g.between(1, 4)
	if k > len(other) {
		k = len(other)
	}
	start := 0
	if g.chance(0.5) && len(other) > k {
		start = g.intn(len(other) - k + 1)
	}
	block := other[start : start+k]
	out := make(body, 0, len(b)+k)
	switch g.weighted([]float64{0.7, 0.2, 0.1}) {
	case 1:
		if len(b) >= 2 {
			at := g.between(1, len(b)-1)
			out = append(out, b[:at]...)
			out = append(out, block...)
			return append(out, b[at:]...)
		}
		fallthrough
	case 0:
		out = append(out, b...)
		return append(out, block...)
	default:
		out = append(out, block...)
		return append(out, b...)
	}
}

// partialSelect chooses which of n base sentences a partial reuse keeps:
// between ceil(lo*n) and floor(hi*n) of them (aiming at frac), as 1-3
// contiguous runs in document order.
func partialSelect(n int, frac, lo, hi float64, g *rng) []bool {
	keep := make([]bool, n)
	if n == 0 {
		return keep
	}
	minK := int(math.Ceil(lo*float64(n) - 1e-9))
	maxK := int(math.Floor(hi*float64(n) + 1e-9))
	if minK < 1 {
		minK = 1
	}
	if maxK < minK {
		maxK = minK
	}
	m := int(math.Round(frac * float64(n)))
	if m < minK {
		m = minK
	}
	if m > maxK {
		m = maxK
	}
	if m > n {
		m = n
	}
	runs := g.between(1, 3)
	if runs > m {
		runs = m
	}
	// split m into run lengths and the n-m free sentences into runs+1 gaps
	lens := splitCount(m, runs, 1, g)
	gaps := splitCount(n-m, runs+1, 0, g)
	// inner gaps must be >= 1 so that runs stay separate; merge runs otherwise
	pos := gaps[0]
	for r := 0; r < runs; r++ {
		for j := 0; j < lens[r]; j++ {
			keep[pos+j] = true
		}
		pos += lens[r] + gaps[r+1]
	}
	return keep
}

// splitCount splits total into k parts, each at least min.
func splitCount(total, k, min int, g *rng) []int {
	parts := make([]int, k)
	for i := range parts {
		parts[i] = min
	}
	for left := total - k*min; left > 0; left-- {
		parts[g.intn(k)]++
	}
	return parts
}

// partialBody builds a new article from the selected base sentences (kept in
// their paragraphs) and blocks of the other article's paragraphs, alternating.
func partialBody(base body, keep []bool, other body, g *rng) body {
	// base runs as bodies
	var runs []body
	var cur body
	i := 0
	for _, p := range base {
		var para paragraph
		for _, s := range p {
			if keep[i] {
				para = append(para, s)
			} else if len(para) > 0 || len(cur) > 0 {
				if len(para) > 0 {
					cur = append(cur, para)
					para = nil
				}
				if len(cur) > 0 {
					runs = append(runs, cur)
					cur = nil
				}
			}
			i++
		}
		if len(para) > 0 {
			cur = append(cur, para)
		}
	}
	if len(cur) > 0 {
		runs = append(runs, cur)
	}
	kept := 0
	for _, k := range keep {
		if k {
			kept++
		}
	}
	// take roughly as many sentences of the other article as are reused
	want := g.between(kept*2/3+1, kept*3/2+2)
	var blocks []body
	var blk body
	got := 0
	for _, p := range other {
		if got >= want {
			break
		}
		blk = append(blk, p)
		got += len(p)
		if len(blk) >= g.between(1, 3) {
			blocks = append(blocks, blk)
			blk = nil
		}
	}
	if len(blk) > 0 {
		blocks = append(blocks, blk)
	}
	// alternate: [other block], base run, other block, base run, ...
	var out body
	takeOther := g.chance(0.5)
	for len(runs) > 0 || len(blocks) > 0 {
		if takeOther && len(blocks) > 0 {
			out = append(out, blocks[0]...)
			blocks = blocks[1:]
		} else if len(runs) > 0 {
			out = append(out, runs[0]...)
			runs = runs[1:]
		} else {
			out = append(out, blocks[0]...)
			blocks = blocks[1:]
		}
		takeOther = !takeOther
	}
	return out
}
