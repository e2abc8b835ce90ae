package story

import (
	"math"
	"slices"
	"strings"
	"unicode"
)

// weighted is a feature and its weight in a story.
type weighted struct {
	key uint64
	w   float64
}

// Numbers of terms and names a story description lists.
const (
	describeTerms = 10
	describeNames = 8
)

// describe lists a story's strongest words and names (as first written)
// and picks its headline: the member title whose words weigh most in the
// story (as a binary vector's cosine with the weights), ties to the
// earliest member.
func describe(x *extractor, df *docFreq, ws []weighted, members []Member) (terms, names []string, headline string) {
	weight := make(map[uint64]float64, len(ws))
	for _, f := range ws {
		weight[f.key] = f.w
	}
	// Only the strongest features can be listed: keep those above the
	// weight of the 128th, then sort them.
	if len(ws) > 128 {
		cut := make([]float64, len(ws))
		for i, f := range ws {
			cut[i] = f.w
		}
		slices.Sort(cut)
		bar := cut[len(cut)-128]
		n := 0
		for _, f := range ws {
			if f.w >= bar {
				ws[n] = f
				n++
			}
		}
		ws = ws[:n]
	}
	slices.SortFunc(ws, func(a, b weighted) int {
		if a.w != b.w {
			if a.w > b.w {
				return -1
			}
			return 1
		}
		if a.key < b.key {
			return -1
		}
		return 1
	})
	var cands []string
	seen := map[string]bool{}
	for _, f := range ws {
		e := df.m.get(f.key)
		if e.surf == "" {
			continue
		}
		switch e.kind {
		case kindTerm:
			if len(terms) < describeTerms && !seen[e.surf] {
				terms = append(terms, e.surf)
				seen[e.surf] = true
			}
		case kindName:
			if len(cands) < 4*describeNames {
				cands = append(cands, cleanName(e.surf))
			}
		}
		if len(terms) >= describeTerms && len(cands) >= 4*describeNames {
			break
		}
	}
	names = pickNames(cands, describeNames)

	best := math.Inf(-1)
	for _, m := range members {
		t := strings.TrimSpace(m.Title)
		if t == "" {
			continue
		}
		if sc := titleScore(x, t, weight); sc > best {
			headline, best = t, sc
		}
	}
	return terms, names, headline
}

// titleScore is the summed weight of a title's distinct words over the
// square root of their number.
func titleScore(x *extractor, title string, weight map[uint64]float64) float64 {
	sc := x.sc
	sc.Reset(title)
	var sum float64
	var seen []uint64
	for sc.Next() {
		norm := sc.Norm()
		if stopWord(norm) || !hasLetter(norm) {
			continue
		}
		k := x.stem(norm, sc.Hash())
		if slices.Contains(seen, k) {
			continue
		}
		seen = append(seen, k)
		sum += weight[k]
	}
	if len(seen) == 0 {
		return 0
	}
	return sum / math.Sqrt(float64(len(seen)))
}

// cleanName drops a possessive ending and surrounding punctuation.
func cleanName(s string) string {
	s = strings.TrimFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsNumber(r) })
	for _, suf := range []string{"'s", "’s", "'S", "’S"} {
		s = strings.TrimSuffix(s, suf)
	}
	return s
}

// pickNames keeps up to n names in order, dropping repeats and single
// words that are part of a longer name among the candidates.
func pickNames(cands []string, n int) []string {
	var out []string
	for _, c := range cands {
		if c == "" || len(out) == n {
			continue
		}
		dup := false
		for _, o := range out {
			if strings.EqualFold(o, c) {
				dup = true
			}
		}
		if !dup && !strings.Contains(c, " ") {
			for _, o := range cands {
				if strings.Contains(o, " ") && containsWord(o, c) {
					dup = true
					break
				}
			}
		}
		if !dup {
			out = append(out, c)
		}
	}
	return out
}

func containsWord(phrase, word string) bool {
	for _, w := range strings.Fields(phrase) {
		if strings.EqualFold(w, word) {
			return true
		}
	}
	return false
}
