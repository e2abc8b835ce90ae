package brief

import (
	"cmp"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/copydesk/copydesk/facts"
)

// Measures. A fall is told in metres by one report and in feet by
// another ("fell about 60 metres (200 feet)", "about 200ft", "200
// metres", "150 meters"): two values of one measure in two units
// disagree only when neither, converted, rounds to the other. The frames
// leave measures out (measureHead: two victims' distances are no two
// tolls), and two units never disagree as numbers, so a fall of one
// person given as 200 ft by some reports and 200 m by others went
// unreported. Only the distance fallen is read, and only for one person
// named or aged in the sentence before the verb ("Duncan Rait died after
// slipping and falling", "A 36-year-old man ... fell"): two reports'
// falls of one person are one measure, two people's are two. A sentence
// naming no one, or two reports naming two different people (or ages),
// give nothing to compare.

// measure is a distance fallen in document d's sentence s: the number as
// written, its unit, its value in metres, its span, and the person it is
// of (a name, or an age).
type measure struct {
	d, s       int
	num, unit  string
	prec       float64 // the written number's last nonzero digit's place: 200 → 100, 150 → 10
	value      float64 // in the unit
	per        float64 // the unit's metres
	metres     float64
	start, end int // offsets in the document
	name       string
	age        float64
}

// fallWord lists the verbs of a fall.
var fallWord = wordSet("fell fall falls falling fallen plunged plunging plummeted plummeting tumbled tumbling")

// measureQualifier lists the words between a fall's verb and its
// distance: "fell about 60 metres", "falling some 700 metres".
var measureQualifier = wordSet("about around approximately roughly some nearly almost an estimated up to more than over")

// lengthUnit maps a unit as written to its unit and its length in metres.
var lengthUnit = func() map[string]struct {
	unit   string
	metres float64
} {
	m := map[string]struct {
		unit   string
		metres float64
	}{}
	add := func(unit string, metres float64, forms string) {
		for _, w := range strings.Fields(forms) {
			m[w] = struct {
				unit   string
				metres float64
			}{unit, metres}
		}
	}
	add("m", 1, "m metre metres meter meters")
	add("ft", 0.3048, "ft foot feet")
	add("km", 1000, "km kilometre kilometres kilometer kilometers")
	add("mi", 1609.344, "mile miles")
	add("yd", 0.9144, "yard yards yd yds")
	return m
}()

// measures finds the disagreements over a person's fall between reports
// of two copy families: the falls of one person (by name, or by age when
// either names none), grouped by value (sameMeasure), most reported
// first; a document holding two groups' values of one person's fall
// tells two falls (or a correction), and gives none.
func (f *disagreementFinder) measures() []Disagreement {
	var ms []measure
	for d, ss := range f.b.sents {
		for s := range ss {
			ms = f.sentMeasures(d, s, ms)
		}
	}
	if len(ms) < 2 {
		return nil
	}
	// People: measures joined when they are of one person.
	parent := newDisjointSets(len(ms))
	find := parent.find
	const maxMeasures = 256 // a story's falls are few; a list is no story of falls
	if len(ms) > maxMeasures {
		return nil
	}
	for i := range ms {
		for j := i + 1; j < len(ms); j++ {
			if onePerson(ms[i], ms[j]) {
				parent[find(j)] = find(i)
			}
		}
	}
	byPerson := map[int][]measure{}
	var roots []int
	for i, m := range ms {
		r := find(i)
		if _, ok := byPerson[r]; !ok {
			roots = append(roots, r)
		}
		byPerson[r] = append(byPerson[r], m)
	}
	var out []Disagreement
	for _, r := range roots {
		if d, ok := f.measureDisagreement(byPerson[r]); ok {
			out = append(out, d)
		}
	}
	return out
}

// onePerson reports whether two falls are one person's: in two
// documents, the same name (or one spelt two ways, or one's surname
// alone), or, with a name missing on one side, the same age.
func onePerson(x, y measure) bool {
	if x.d == y.d {
		return x.name != "" && x.name == y.name || x.age > 0 && x.age == y.age && (x.name == "" || y.name == "")
	}
	if x.name != "" && y.name != "" {
		if x.age > 0 && y.age > 0 && x.age != y.age {
			return false
		}
		return samePerson(x.name, y.name) || nameVariants(x.name, y.name) || typoApart(x.name, y.name)
	}
	return x.age > 0 && x.age == y.age
}

// measureDisagreement groups one person's falls by value: each value
// joins the first group (the most documents first) whose first value it
// agrees with (sameMeasure). Two groups or more of documents of two copy
// families, no document in two, make a disagreement.
func (f *disagreementFinder) measureDisagreement(ms []measure) (Disagreement, bool) {
	type group struct {
		rep  measure
		ms   []measure
		docs map[int]bool
	}
	// Values as written, by the documents giving them.
	key := func(m measure) string { return m.num + " " + m.unit }
	byKey := map[string][]measure{}
	var keys []string
	for _, m := range ms {
		k := key(m)
		if _, ok := byKey[k]; !ok {
			keys = append(keys, k)
		}
		byKey[k] = append(byKey[k], m)
	}
	if len(keys) < 2 {
		return Disagreement{}, false
	}
	docsOf := func(ms []measure) int {
		seen := map[int]bool{}
		for _, m := range ms {
			seen[m.d] = true
		}
		return len(seen)
	}
	slices.SortStableFunc(keys, func(a, b string) int { return cmp.Compare(docsOf(byKey[b]), docsOf(byKey[a])) })
	var groups []*group
	for _, k := range keys {
		first := byKey[k][0]
		var g *group
		for _, h := range groups {
			if sameMeasure(h.rep, first) {
				g = h
				break
			}
		}
		if g == nil {
			g = &group{rep: first, docs: map[int]bool{}}
			groups = append(groups, g)
		}
		for _, m := range byKey[k] {
			g.ms = append(g.ms, m)
			g.docs[m.d] = true
		}
	}
	if len(groups) < 2 {
		return Disagreement{}, false
	}
	families := map[int]bool{}
	inGroup := map[int]int{}
	for gi, g := range groups {
		for d := range g.docs {
			if h, ok := inGroup[d]; ok && h != gi {
				return Disagreement{}, false // one report, two falls
			}
			inGroup[d] = gi
		}
		fams := map[int]bool{}
		for d := range g.docs {
			fams[f.b.family[d]] = true
		}
		for fam := range fams {
			families[fam] = true
		}
	}
	if len(families) < 2 {
		return Disagreement{}, false
	}
	// The person by the name most of the falls give (the first on a tie).
	about, names := "fall", map[string]int{}
	for _, m := range ms {
		if m.name != "" {
			names[m.name]++
			if n := names[m.name]; about == "fall" || n > names[strings.TrimPrefix(about, "fall of ")] {
				about = "fall of " + m.name
			}
		}
	}
	if about == "fall" {
		about = "fall of the " + strconv.FormatFloat(ms[0].age, 'f', -1, 64) + "-year-old"
	}
	d := Disagreement{Kind: facts.Number.String(), About: about}
	for _, g := range groups {
		slices.SortFunc(g.ms, func(x, y measure) int { return cmp.Or(x.d-y.d, x.start-y.start) })
		v := Variant{Value: g.rep.num + " " + g.rep.unit, Text: f.b.in.Docs[g.rep.d].Text[g.rep.start:g.rep.end]}
		cited := map[int]bool{}
		for _, m := range g.ms {
			if !cited[m.d] {
				cited[m.d] = true
				v.Citations = append(v.Citations, f.b.cite(m.d, m.start, m.end))
			}
		}
		sortCitations(v.Citations)
		d.Variants = append(d.Variants, v)
	}
	slices.SortStableFunc(d.Variants, func(x, y Variant) int {
		return cmp.Or(len(y.Citations)-len(x.Citations), x.Citations[0].Ref-y.Citations[0].Ref)
	})
	return d, true
}

// withMeasures adds the measures' disagreements (measures) to ds,
// ordered as collect orders them.
func (f *disagreementFinder) withMeasures(ds []Disagreement) []Disagreement {
	ms := f.measures()
	if len(ms) == 0 {
		return ds
	}
	ds = append(ds, ms...)
	slices.SortStableFunc(ds, func(x, y Disagreement) int {
		return cmp.Or(x.Variants[0].Citations[0].Ref-y.Variants[0].Citations[0].Ref,
			x.Variants[0].Citations[0].Start-y.Variants[0].Citations[0].Start)
	})
	return ds
}

// sameMeasure reports whether two distances are one within rounding: in
// one unit, the same number; in two, one of them converted and rounded
// to the other's last nonzero digit is the other ("60 metres" / "200
// feet": 60.96 m rounds to 60; "600 metres" / "2,000 feet"; not "200
// metres" / "200 feet", nor "150 metres" / "200 feet").
func sameMeasure(x, y measure) bool {
	if x.unit == y.unit {
		return x.value == y.value
	}
	rounds := func(a, b measure) bool {
		v := a.metres / b.per
		return math.Round(v/b.prec)*b.prec == b.value
	}
	return rounds(x, y) || rounds(y, x)
}

// sentMeasures appends the falls of sentence s of document d: a fall's
// verb, up to three qualifiers ("about", "some"), a number and a unit of
// length ("60 metres", "200ft", "2, 000ft", "600m"); the person is the
// nearest name before the verb that is no place (after "in", "at", ...;
// afterLocative) and the nearest age ("36-year-old", "Robert Buckley,
// 32,").
func (f *disagreementFinder) sentMeasures(d, s int, out []measure) []measure {
	ts := f.toks[d][s]
	sent := f.b.sents[d][s]
	text := f.b.in.Docs[d].Text
	for v, t := range ts {
		if !fallWord[t.norm] {
			continue
		}
		w := v + 1
		for w < len(ts) && w < v+4 && measureQualifier[ts[w].norm] {
			w++
		}
		if w >= len(ts) {
			continue
		}
		m, ok := parseMeasure(text, ts[w].start, sent.start+len(sent.text))
		if !ok {
			continue
		}
		m.d, m.s = d, s
		m.name, m.age = personBefore(sent, ts, t.start)
		if m.name == "" && m.age == 0 {
			continue
		}
		out = append(out, m)
	}
	return out
}

// personBefore returns the nearest person's name before offset pos in a
// sentence (no place, nationality or day), and the nearest age.
func personBefore(sent sentence, ts []tok, pos int) (name string, age float64) {
	for _, m := range sent.mentions {
		if m.Start >= pos {
			break
		}
		switch m.Kind {
		case facts.Name:
			if _, isNation := nationality[m.Norm]; isNation || afterLocative(ts, m) {
				continue
			}
			name = m.Norm
		case facts.Number:
			i, j := tokenSpan(ts, m.Start, m.End)
			if m.Head == "year-old" || m.Head == "years-old" || ageApposition(sent, ts, i, j) {
				age = m.Value
			}
		}
	}
	return name, age
}

// parseMeasure reads a number and a unit of length at offset i of text
// (before end): digits with thousands' commas (also "2, 000", as some
// feeds space them) and a decimal point, then a unit, joined or after a
// space. No currency before it ("£600m" is money).
func parseMeasure(text string, i, end int) (measure, bool) {
	if r, _ := utf8.DecodeLastRuneInString(text[:i]); strings.ContainsRune("$£€¥", r) {
		return measure{}, false
	}
	j := i
	var digits strings.Builder
	for j < end {
		c := text[j]
		switch {
		case c >= '0' && c <= '9':
			digits.WriteByte(c)
			j++
			continue
		case c == ',' && digits.Len() > 0:
			k := j + 1
			if k < end && text[k] == ' ' {
				k++
			}
			if k+3 <= end && isDigits(text[k:k+3]) && (k+3 == end || !isDigit(text[k+3])) {
				j = k
				continue
			}
		case c == '.' && digits.Len() > 0 && j+1 < end && isDigit(text[j+1]):
			digits.WriteByte(c)
			j++
			continue
		}
		break
	}
	if digits.Len() == 0 {
		return measure{}, false
	}
	num := digits.String()
	u := j
	if u < end && text[u] == ' ' {
		u++
	}
	e := u
	for e < end && (text[e] >= 'a' && text[e] <= 'z' || text[e] >= 'A' && text[e] <= 'Z') {
		e++
	}
	unit, ok := lengthUnit[strings.ToLower(text[u:e])]
	if !ok || e < end && text[e] == '-' {
		return measure{}, false // "a 20-foot wall" measures the wall
	}
	value, err := strconv.ParseFloat(num, 64)
	if err != nil || value <= 0 {
		return measure{}, false
	}
	return measure{num: num, unit: unit.unit, prec: lastDigitPlace(num), value: value,
		per: unit.metres, metres: value * unit.metres, start: i, end: e}, true
}

// lastDigitPlace is the place of a written number's last nonzero digit: 200 →
// 100, 150 → 10, 2.5 → 0.1.
func lastDigitPlace(num string) float64 {
	whole, frac, _ := strings.Cut(num, ".")
	if frac = strings.TrimRight(frac, "0"); frac != "" {
		return math.Pow(10, -float64(len(frac)))
	}
	p := 1.0
	for k := len(whole) - 1; k > 0 && whole[k] == '0'; k-- {
		p *= 10
	}
	return p
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return s != ""
}
