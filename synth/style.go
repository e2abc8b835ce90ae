package synth

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Spelling is an outlet's spelling convention.
type Spelling int

// Spelling conventions.
const (
	KeepSpelling Spelling = iota
	American
	British
)

// spelling pairs (British, American). Stems are expanded with suffixes.
var (
	ourStems = []string{"colour", "favour", "honour", "labour", "neighbour", "behaviour", "flavour",
		"humour", "rumour", "harbour", "armour", "vapour", "endeavour", "savour", "vigour",
		"parlour", "splendour", "odour", "tumour", "fervour", "candour", "clamour"}
	ourSuffixes = []string{"", "s", "ed", "ing", "ful", "ite", "ites", "able", "ably", "hood", "hoods", "al", "er", "ers"}
	iseStems    = []string{"realis", "recognis", "organis", "apologis", "criticis", "emphasis",
		"privatis", "authoris", "characteris", "minimis", "maximis", "prioritis", "specialis",
		"summaris", "utilis", "modernis", "finalis", "stabilis", "capitalis", "mobilis",
		"normalis", "legalis", "subsidis", "scrutinis", "jeopardis", "centralis", "decentralis",
		"nationalis", "liberalis", "computeris", "digitalis", "hospitalis", "categoris",
		"visualis", "publicis", "sympathis", "memoris", "standardis", "harmonis", "symbolis",
		"penalis", "equalis", "neutralis", "immunis", "industrialis", "rationalis", "popularis",
		"globalis", "civilis", "colonis", "criminalis", "destabilis", "familiaris", "formalis",
		"generalis", "legitimis", "localis", "marginalis", "monopolis", "optimis", "polaris",
		"politicis", "sanitis", "terroris", "trivialis", "urbanis", "vandalis", "victimis",
		"westernis", "energis", "revitalis", "commercialis", "initialis", "maximis", "patronis",
		"agonis", "antagonis", "baptis", "fertilis", "galvanis", "hypothesis", "mesmeris",
		"modernis", "sterilis", "tantalis", "theoris", "unionis", "amortis", "securitis",
		"capsis", "synchronis", "customis", "incentivis", "monetis", "nationalis", "recapitalis"}
	iseSuffixes = []string{"e", "es", "ed", "ing", "ation", "ations", "er", "ers", "ational"}
	yseStems    = []string{"analys", "paralys", "catalys"}
	yseSuffixes = []string{"e", "ed", "ing", "er", "ers"} // not "es": "analyses" is also a noun
	reStems     = []string{"centre", "theatre", "metre", "litre", "fibre", "calibre", "sombre",
		"spectre", "kilometre", "centimetre", "millimetre", "lustre", "meagre", "sabre"}
	llWords = [][2]string{{"travelled", "traveled"}, {"travelling", "traveling"}, {"traveller", "traveler"},
		{"travellers", "travelers"}, {"cancelled", "canceled"}, {"cancelling", "canceling"},
		{"labelled", "labeled"}, {"labelling", "labeling"}, {"modelling", "modeling"}, {"modelled", "modeled"},
		{"fuelled", "fueled"}, {"fuelling", "fueling"}, {"signalled", "signaled"}, {"signalling", "signaling"},
		{"counselling", "counseling"}, {"counsellor", "counselor"}, {"totalled", "totaled"},
		{"totalling", "totaling"}, {"levelled", "leveled"}, {"channelled", "channeled"},
		{"jewellery", "jewelry"}, {"marvellous", "marvelous"}, {"dialled", "dialed"}, {"equalled", "equaled"},
		{"quarrelled", "quarreled"}, {"rivalled", "rivaled"}, {"tunnelling", "tunneling"}}
	miscPairs = [][2]string{{"defence", "defense"}, {"defences", "defenses"}, {"offence", "offense"},
		{"offences", "offenses"}, {"pretence", "pretense"}, {"licence", "license"}, {"licences", "licenses"},
		{"aluminium", "aluminum"}, {"grey", "gray"}, {"plough", "plow"}, {"sceptical", "skeptical"},
		{"sceptic", "skeptic"}, {"sceptics", "skeptics"}, {"scepticism", "skepticism"},
		{"catalogue", "catalog"}, {"catalogues", "catalogs"}, {"ageing", "aging"}, {"mould", "mold"},
		{"pyjamas", "pajamas"}, {"fulfil", "fulfill"}, {"fulfils", "fulfills"}, {"enrolment", "enrollment"},
		{"judgement", "judgment"}, {"judgements", "judgments"}, {"acknowledgement", "acknowledgment"},
		{"paediatric", "pediatric"}, {"anaemia", "anemia"}, {"encyclopaedia", "encyclopedia"},
		{"manoeuvre", "maneuver"}, {"manoeuvres", "maneuvers"}, {"towards", "toward"},
		{"artefact", "artifact"}, {"cosy", "cozy"}, {"smoulder", "smolder"}, {"sulphur", "sulfur"},
		{"oestrogen", "estrogen"}, {"orthopaedic", "orthopedic"}, {"haemorrhage", "hemorrhage"},
		{"leukaemia", "leukemia"}, {"foetus", "fetus"}, {"instalment", "installment"},
		{"instalments", "installments"}, {"practise", "practice"}, {"practised", "practiced"},
		{"storey", "story"}, {"storeys", "stories"}, {"draught", "draft"}, {"kerb", "curb"},
		{"tyre", "tire"}, {"tyres", "tires"}, {"cheque", "check"}, {"cheques", "checks"},
		{"programme", "program"}, {"programmes", "programs"}, {"whilst", "while"},
		{"amongst", "among"}, {"learnt", "learned"}, {"spelt", "spelled"}, {"dreamt", "dreamed"},
		{"orientated", "oriented"}, {"afterwards", "afterward"}, {"per cent", "percent"},
		{"analogue", "analog"}, {"gaol", "jail"}}
	// only converted British -> American (the American form is ambiguous)
	oneWay = setOf("storey", "storeys", "draught", "kerb", "tyre", "tyres", "cheque", "cheques",
		"programme", "programmes", "whilst", "amongst", "learnt", "spelt", "dreamt", "orientated",
		"afterwards", "licence", "licences", "practise", "practised", "gaol",
		"analogue", "towards", "mould", "grey")
	// capitalised forms left alone (proper names: the Labour party, Harbour Bridge)
	properOnly = setOf("Labour", "Centre", "Center", "Harbour", "Harbor", "Theatre", "Theater")

	toAmerican, toBritish map[string]string
)

func init() {
	toAmerican = map[string]string{}
	toBritish = map[string]string{}
	add := func(uk, us string, twoWay bool) {
		if uk == us {
			return
		}
		toAmerican[uk] = us
		if twoWay {
			if _, dup := toBritish[us]; !dup {
				toBritish[us] = uk
			}
		}
	}
	for _, st := range ourStems {
		for _, suf := range ourSuffixes {
			uk := st + suf
			if suf == "ite" || suf == "ites" || suf == "able" || suf == "ably" {
				if st != "favour" && st != "honour" && st != "colour" {
					continue
				}
			}
			add(uk, strings.TrimSuffix(st, "our")+"or"+suf, true)
		}
	}
	for _, st := range iseStems {
		for _, suf := range iseSuffixes {
			if st == "emphasis" || st == "hypothesis" {
				if suf != "e" && suf != "es" && suf != "ed" && suf != "ing" {
					continue
				}
			}
			add(st+suf, strings.TrimSuffix(st, "s")+"z"+suf, true)
		}
	}
	for _, st := range yseStems {
		for _, suf := range yseSuffixes {
			add(st+suf, strings.TrimSuffix(st, "s")+"z"+suf, true)
		}
	}
	for _, st := range reStems {
		us := strings.TrimSuffix(st, "re") + "er"
		add(st, us, st != "metre" && st != "litre")
		add(st+"s", us+"s", st != "metre" && st != "litre")
		if st == "centre" {
			add("centred", "centered", true)
			add("centres", "centers", true)
		}
	}
	for _, p := range llWords {
		add(p[0], p[1], true)
	}
	for _, p := range miscPairs {
		if strings.Contains(p[0], " ") {
			continue
		}
		add(p[0], p[1], !oneWay[p[0]])
	}
}

// convertSpelling rewrites British/American variants to the convention sp,
// each occurrence with probability p. It reports whether anything changed.
func convertSpelling(s string, sp Spelling, p float64, g *rng) (string, bool) {
	var m map[string]string
	switch sp {
	case American:
		m = toAmerican
		if strings.Contains(s, "per cent") && g.chance(p) {
			s = strings.ReplaceAll(s, "per cent", "percent")
		}
	case British:
		m = toBritish
	default:
		return s, false
	}
	var es []edit
	for _, w := range wordSpans(s) {
		tok := s[w.start:w.end]
		c := caseOf(tok)
		if c == 3 || properOnly[tok] {
			continue
		}
		low, poss := strings.ToLower(tok), ""
		for _, suf := range []string{"'s", "’s"} {
			if strings.HasSuffix(low, suf) {
				low, poss = strings.TrimSuffix(low, suf), tok[len(tok)-len(suf):]
			}
		}
		repl, ok := m[low]
		if !ok || !g.chance(p) {
			continue
		}
		es = append(es, edit{w.start, w.end, applyCase(repl, c) + poss})
	}
	out := applyEdits(s, es)
	return out, out != s
}

// HouseStyle is an outlet's editorial conventions, applied to whole copies.
type HouseStyle struct {
	Spelling   Spelling
	USAbbrev   int  // 0 keep, 1 "US", 2 "U.S."
	Quotes     int  // 0 keep, 1 straight, 2 curly
	Dash       int  // 0 keep, 1 " - ", 2 " — ", 3 " -- ", 4 " – "
	Thousands  int  // 0 keep, 1 drop the comma in 1,000-9,999, 2 add commas to long numbers
	ExpandWire bool // expand 1987 wire abbreviations (pct, mln, dlrs)
	StripTags  bool // drop Reuters <company> markup
	Percent    int  // 0 keep, 1 "%", 2 " percent", 3 " per cent"
}

var (
	usDotted   = regexp.MustCompile(`\b(U)\.(S|K|N)\.`)
	usPlain    = regexp.MustCompile(`\b(US|UK|UN)\b([^$\w.]|\.\s|\.$|$)`)
	dashes     = regexp.MustCompile(` (?:-|--|—|–) |—`)
	tagRe      = regexp.MustCompile(`<([^<>\n]{1,80})>`)
	thousandRe = regexp.MustCompile(`\b(\d),(\d{3})\b`)
	longNumRe  = regexp.MustCompile(`\b\d{5,9}\b`)
	pctRe      = regexp.MustCompile(`(\d) ?(?:(?:pct|percent|per cent)\b|%)`)
	wireMoney  = regexp.MustCompile(`\b(\d[\d,.]*(?:-\d/\d)?) (mln|bln|billion|million)? ?(dlrs?|stg)\b`)
	wireWords  = regexp.MustCompile(`\b(mln|bln|pct|cts|dlrs|yrs|qtr|mths|avg)\b`)
)

var wireExpand = map[string]string{"mln": "million", "bln": "billion", "pct": "percent",
	"cts": "cents", "dlrs": "dollars", "yrs": "years", "qtr": "quarter", "mths": "months", "avg": "average"}

// applyStyle applies the house style to one sentence or line.
func applyStyle(s string, st HouseStyle, g *rng) string {
	if st.StripTags && strings.IndexByte(s, '<') >= 0 {
		s = tagRe.ReplaceAllStringFunc(s, func(m string) string {
			inner := m[1 : len(m)-1]
			if len(inner) <= 6 && strings.ToUpper(inner) == inner {
				return "(" + inner + ")"
			}
			return inner
		})
		s = strings.ReplaceAll(s, " ()", "")
	}
	if st.ExpandWire {
		if strings.Contains(s, "dlr") || strings.Contains(s, "stg") {
			s = wireMoney.ReplaceAllStringFunc(s, func(m string) string {
				sm := wireMoney.FindStringSubmatch(m)
				sym := "$"
				if sm[3] == "stg" {
					sym = "£"
				}
				unit := ""
				switch sm[2] {
				case "mln", "million":
					unit = " million"
				case "bln", "billion":
					unit = " billion"
				}
				return sym + sm[1] + unit
			})
		}
		if containsAny(s, "mln", "bln", "pct", "cts", "dlrs", "yrs", "qtr", "mths", "avg") {
			s = wireWords.ReplaceAllStringFunc(s, func(m string) string {
				if m == "pct" {
					if st.Percent == 3 {
						return "per cent"
					}
					return "percent"
				}
				return wireExpand[m]
			})
		}
	}
	if st.Percent != 0 && containsAny(s, "%", "pct", "percent", "per cent") {
		suffix := [...]string{"", "%", " percent", " per cent"}[st.Percent]
		s = pctRe.ReplaceAllString(s, "${1}"+suffix)
	}
	switch st.USAbbrev {
	case 1:
		if strings.Contains(s, "U.") {
			s = undotAbbrev(s)
		}
	case 2:
		if containsAny(s, "US", "UK", "UN") {
			s = usPlain.ReplaceAllStringFunc(s, func(m string) string {
				ab := m[:2]
				rest := m[2:]
				dotted := ab[:1] + "." + ab[1:] + "."
				rest = strings.TrimPrefix(rest, ".")
				return dotted + rest
			})
		}
	}
	switch st.Thousands {
	case 1:
		if strings.IndexByte(s, ',') >= 0 {
			s = thousandRe.ReplaceAllString(s, "$1$2")
		}
	case 2:
		s = longNumRe.ReplaceAllStringFunc(s, groupThousands)
	}
	if st.Dash != 0 && containsAny(s, " -", "—", "–") {
		d := [...]string{"", " - ", " — ", " -- ", " – "}[st.Dash]
		s = dashes.ReplaceAllString(s, d)
	}
	switch st.Quotes {
	case 1:
		if containsAny(s, "“", "”", "‘", "’") {
			s = strings.NewReplacer("“", `"`, "”", `"`, "‘", "'", "’", "'").Replace(s)
		}
	case 2:
		s = curlyQuotes(s)
	}
	return s
}

func containsAny(s string, subs ...string) bool {
	for _, x := range subs {
		if strings.Contains(s, x) {
			return true
		}
	}
	return false
}

func groupThousands(n string) string {
	var b strings.Builder
	pre := len(n) % 3
	if pre > 0 {
		b.WriteString(n[:pre])
	}
	for i := pre; i < len(n); i += 3 {
		if b.Len() > 0 {
			b.WriteByte(',')
		}
		b.WriteString(n[i : i+3])
	}
	return b.String()
}

// curlyQuotes turns straight quotes into typographic ones.
func curlyQuotes(s string) string {
	if !strings.ContainsAny(s, `"'`) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	prev := ' '
	for i, r := range s {
		next, _ := utf8.DecodeRuneInString(s[i+utf8.RuneLen(r):])
		switch r {
		case '"':
			if unicode.IsSpace(prev) || prev == '(' || prev == '[' || prev == '-' || prev == '—' {
				b.WriteRune('“')
			} else {
				b.WriteRune('”')
			}
		case '\'':
			if (unicode.IsSpace(prev) || prev == '(' || prev == '“') && unicode.IsLetter(next) {
				b.WriteRune('‘')
			} else {
				b.WriteRune('’')
			}
		default:
			b.WriteRune(r)
		}
		prev = r
	}
	return b.String()
}

// undotAbbrev turns U.S./U.K./U.N. into US/UK/UN, keeping a sentence-final period.
func undotAbbrev(s string) string {
	ms := usDotted.FindAllStringSubmatchIndex(s, -1)
	if ms == nil {
		return s
	}
	var b strings.Builder
	last := 0
	for _, m := range ms {
		b.WriteString(s[last:m[0]])
		b.WriteString(s[m[2]:m[3]] + s[m[4]:m[5]])
		if m[1] == len(s) {
			b.WriteByte('.')
		}
		last = m[1]
	}
	b.WriteString(s[last:])
	return b.String()
}

// stripTags drops Reuters <company> markup from a headline.
func stripTags(s string) string {
	if strings.IndexByte(s, '<') < 0 {
		return s
	}
	return strings.Join(strings.Fields(tagRe.ReplaceAllStringFunc(s, func(m string) string {
		inner := m[1 : len(m)-1]
		if len(inner) <= 6 && strings.ToUpper(inner) == inner {
			return ""
		}
		return inner
	})), " ")
}
