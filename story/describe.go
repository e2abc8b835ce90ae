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

// pickNames keeps up to n names in order, dropping repeats, single
// words that are part of a longer name among the candidates, and the
// pairs a title cuts out of a longer name (titleFragment).
func pickNames(cands []string, n int) []string {
	var out []string
	for _, c := range cands {
		if c == "" || len(out) == n || titleFragment(c, cands) {
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

// titleFragment reports whether the name pair c is a title cut from a
// longer name that another candidate goes on with: the features pair
// adjacent name words, so "Commander Elaine Voss" gives "Commander
// Elaine" beside "Elaine Voss", and "Fire Officer Ruth Adebayo" gives
// "Fire Officer" and "Officer Ruth" beside "Ruth Adebayo". A title
// before a word that weighs more alone than in the pair going on from it
// stays ("President Reagan" beside "Reagan Administration": a surname,
// where a first name is seldom written alone), and so does a title pair
// nothing goes on from (all there is of that name). Display only: the
// features stay as they are.
func titleFragment(c string, cands []string) bool {
	first, second, ok := strings.Cut(c, " ")
	if !ok || strings.Contains(second, " ") {
		return false
	}
	alone := len(cands) // where the second word is a candidate alone
	switch {
	case nameTitle(second): // "Fire Officer" before "Officer Ruth"
	case nameTitle(first): // "Commander Elaine" before "Elaine Voss"
		for i, o := range cands {
			if strings.EqualFold(o, second) {
				alone = i
				break
			}
		}
	default:
		return false
	}
	for _, o := range cands[:alone] { // cands are strongest first
		if o != c {
			if head, _, ok := strings.Cut(o, " "); ok && strings.EqualFold(head, second) {
				return true
			}
		}
	}
	return false
}

// nameTitles are words written before a person's name (titles, ranks,
// offices), lower case, without a final full stop. Words that open
// other names as often are left out ("General Motors", "Major League",
// "Chief Executive", "Director General").
var nameTitles = map[string]bool{
	"mr": true, "mrs": true, "ms": true, "dr": true, "sir": true, "dame": true,
	"president": true, "minister": true, "premier": true, "chancellor": true, "senator": true, "sen": true,
	"governor": true, "gov": true, "mayor": true, "councillor": true, "councilor": true, "judge": true,
	"ambassador": true, "chairman": true, "chairwoman": true, "spokesman": true, "spokeswoman": true,
	"professor": true, "prof": true, "commander": true, "cmdr": true, "captain": true, "capt": true,
	"colonel": true, "col": true, "lieutenant": true, "lt": true, "sergeant": true, "sgt": true, "admiral": true,
	"officer": true, "inspector": true, "detective": true, "superintendent": true, "constable": true, "sheriff": true,
	"bishop": true, "archbishop": true, "reverend": true, "rev": true, "pope": true,
}

func nameTitle(w string) bool { return nameTitles[strings.ToLower(strings.TrimSuffix(w, "."))] }
