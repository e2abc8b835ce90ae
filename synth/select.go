package synth

import (
	"strings"
	"unicode"
)

// shingles returns the distinct hashed word 5-grams of text (lower-cased
// letters and digits only).
func shingles(text string) []uint64 {
	var words []uint64
	var cur uint64
	in := false
	for _, r := range text {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if !in {
				cur = 1469598103934665603
				in = true
			}
			cur ^= uint64(unicode.ToLower(r))
			cur *= 1099511628211
			continue
		}
		if in {
			words = append(words, cur)
			in = false
		}
	}
	if in {
		words = append(words, cur)
	}
	const k = 5
	if len(words) < k {
		return nil
	}
	seen := make(map[uint64]struct{}, len(words))
	out := make([]uint64, 0, len(words))
	for i := 0; i+k <= len(words); i++ {
		h := uint64(0)
		for _, w := range words[i : i+k] {
			h = mix64(h ^ w)
		}
		if _, ok := seen[h]; !ok {
			seen[h] = struct{}{}
			out = append(out, h)
		}
	}
	return out
}

// dupIndex screens articles against the ones already chosen: two articles
// sharing a passage must not end up in different clusters.
type dupIndex struct {
	owner     map[uint64]int32
	sizes     []int
	maxShared int
	maxFrac   float64
}

func newDupIndex(maxShared int, maxFrac float64) *dupIndex {
	if maxShared <= 0 {
		maxShared = 12
	}
	if maxFrac <= 0 {
		maxFrac = 0.05
	}
	return &dupIndex{owner: map[uint64]int32{}, maxShared: maxShared, maxFrac: maxFrac}
}

func (d *dupIndex) ok(sh []uint64) bool {
	counts := map[int32]int{}
	for _, h := range sh {
		if o, ok := d.owner[h]; ok {
			counts[o]++
		}
	}
	for o, c := range counts {
		small := min(len(sh), d.sizes[o])
		if c >= d.maxShared || float64(c) >= d.maxFrac*float64(small) {
			return false
		}
	}
	return true
}

func (d *dupIndex) add(sh []uint64) {
	id := int32(len(d.sizes))
	d.sizes = append(d.sizes, len(sh))
	for _, h := range sh {
		if _, ok := d.owner[h]; !ok {
			d.owner[h] = id
		}
	}
}

// contentWords returns the set of lower-cased words of 4+ letters that are
// not stop words, from the first 400 words of text.
func contentWords(text string) map[string]bool {
	m := map[string]bool{}
	n := 0
	for _, f := range strings.FieldsFunc(text, func(r rune) bool { return !unicode.IsLetter(r) }) {
		n++
		if n > 400 {
			break
		}
		if len(f) < 4 {
			continue
		}
		w := strings.ToLower(f)
		if !stopwords[w] {
			m[w] = true
		}
	}
	return m
}

func jaccard(a, b map[string]bool) float64 {
	if len(a) == 0 || len(b) == 0 {
		return 0
	}
	inter := 0
	for w := range a {
		if b[w] {
			inter++
		}
	}
	return float64(inter) / float64(len(a)+len(b)-inter)
}

var crudeTopics = []struct {
	name  string
	words []string
}{
	{"earnings", []string{"shr", "qtr", "net", "earnings", "profit", "profits", "loss", "dividend", "div", "revs"}},
	{"acquisitions", []string{"acquire", "acquires", "acquisition", "merger", "merge", "takeover", "stake", "tender", "buyout", "bid", "buy", "sell", "sells", "unit"}},
	{"energy", []string{"oil", "crude", "opec", "gas", "petroleum", "refinery", "barrel", "barrels", "energy", "drilling"}},
	{"grain", []string{"wheat", "grain", "grains", "corn", "maize", "soybean", "soybeans", "sorghum", "barley", "rice", "oilseed", "usda"}},
	{"softs", []string{"cocoa", "coffee", "sugar", "cotton", "rubber", "tea", "palm"}},
	{"metals", []string{"gold", "silver", "copper", "tin", "zinc", "aluminium", "aluminum", "steel", "nickel", "platinum", "metal", "metals"}},
	{"money", []string{"dollar", "yen", "currency", "currencies", "fed", "interest", "rates", "money", "bundesbank", "treasury", "bond", "bonds", "bills", "central", "mark", "sterling"}},
	{"trade", []string{"trade", "tariff", "tariffs", "deficit", "surplus", "imports", "exports", "gatt", "protectionism"}},
	{"economy", []string{"gnp", "gdp", "inflation", "unemployment", "jobless", "economy", "growth", "cpi", "prices", "production", "budget"}},
	{"shipping", []string{"ship", "ships", "shipping", "port", "strike", "tanker", "tankers", "freight", "vessel"}},
}

// CrudeTopic guesses a coarse business-news topic (energy, grain, money, ...)
// from keyword counts in the title (weighted three times) and the first 60
// words of the text; "" when no keyword occurs.
func CrudeTopic(title, text string) string {
	count := map[string]int{}
	tally := func(s string, weight, limit int) {
		n := 0
		for _, f := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) }) {
			n++
			if n > limit {
				break
			}
			count[f] += weight
		}
	}
	tally(title, 3, 40)
	tally(text, 1, 60)
	best, bestN := "", 0
	for _, t := range crudeTopics {
		n := 0
		for _, w := range t.words {
			n += count[w]
		}
		if n > bestN {
			best, bestN = t.name, n
		}
	}
	if bestN < 2 {
		return ""
	}
	return best
}
