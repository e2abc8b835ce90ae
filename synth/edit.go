package synth

import (
	"regexp"
	"strings"
	"unicode"
)

// phraseRule rewrites a short word sequence. In from, "#" matches a number
// token; in to, "#" copies it. An empty to drops the phrase.
type phraseRule struct {
	from []string
	to   []string
}

func rules(pairs ...string) []phraseRule {
	out := make([]phraseRule, 0, len(pairs)/2)
	for i := 0; i+1 < len(pairs); i += 2 {
		out = append(out, phraseRule{strings.Fields(pairs[i]), strings.Fields(pairs[i+1])})
	}
	return out
}

// Synonym and paraphrase substitutions an editor makes without changing the
// meaning. Kept to contexts where the swap is grammatical.
var synonymRules = rules(
	"more than #", "over #",
	"over #", "more than #",
	"about #", "around #",
	"around #", "about #",
	"approximately #", "about #",
	"some #", "about #",
	"nearly", "almost",
	"almost", "nearly",
	"rose", "climbed",
	"climbed", "rose",
	"fell", "dropped",
	"big", "large",
	"large", "big",
	"the company", "the firm",
	"the firm", "the company",
	"expected to", "likely to",
	"plans to", "intends to",
	"planned to", "intended to",
	"in order to", "to",
	"because of", "due to",
	"a number of", "several",
	"buy", "purchase",
	"bought", "purchased",
	"purchased", "bought",
	"begin", "start",
	"began", "started",
	"chief executive officer", "chief executive",
	"told reporters", "said",
	"despite", "in spite of",
	"in spite of", "despite",
	"after", "following",
	"quickly", "rapidly",
	"rapidly", "quickly",
	"spokesman", "spokesperson",
	"spokeswoman", "spokesperson",
	"so far", "to date",
	"a total of", "",
	"in addition", "also",
	"whether or not", "whether",
	"currently", "now",
	"shortly", "soon",
	"additional", "further",
	"further", "additional",
	"try to", "attempt to",
	"tried to", "attempted to",
	"said it would", "said it will",
	"residents", "locals",
	"agreement", "deal",
	"deal", "agreement",
	"the talks", "the negotiations",
	"the negotiations", "the talks",
)

// Function-word edits: dropped or inserted complementisers, adverbs and
// prepositions.
var functionRules = rules(
	"said that", "said",
	"added that", "added",
	"says that", "says",
	"believes that", "believes",
	"said the", "said that the",
	"said it", "said that it",
	"said he", "said that he",
	"said they", "said that they",
	"also", "",
	"very", "",
	"really", "",
	"just", "",
	"on monday", "monday",
	"on tuesday", "tuesday",
	"on wednesday", "wednesday",
	"on thursday", "thursday",
	"on friday", "friday",
	"on saturday", "saturday",
	"on sunday", "sunday",
	"said monday", "said on monday",
	"said tuesday", "said on tuesday",
	"said wednesday", "said on wednesday",
	"said thursday", "said on thursday",
	"said friday", "said on friday",
	"the united states", "the US",
	"which is", "",
)

var contractionRules = rules(
	"do not", "don't", "don't", "do not",
	"does not", "doesn't", "doesn't", "does not",
	"did not", "didn't", "didn't", "did not",
	"is not", "isn't", "isn't", "is not",
	"are not", "aren't", "aren't", "are not",
	"was not", "wasn't", "wasn't", "was not",
	"were not", "weren't", "weren't", "were not",
	"will not", "won't", "won't", "will not",
	"would not", "wouldn't", "wouldn't", "would not",
	"could not", "couldn't", "couldn't", "could not",
	"should not", "shouldn't", "shouldn't", "should not",
	"cannot", "can't", "can't", "cannot",
	"has not", "hasn't", "hasn't", "has not",
	"have not", "haven't", "haven't", "have not",
	"had not", "hadn't", "hadn't", "had not",
	"it is", "it's", "it's", "it is",
	"we are", "we're", "we're", "we are",
	"they are", "they're", "they're", "they are",
)

type ruleIndex map[string][]phraseRule

func indexRules(rs []phraseRule) ruleIndex {
	m := ruleIndex{}
	for _, r := range rs {
		m[r.from[0]] = append(m[r.from[0]], r)
	}
	return m
}

var (
	synonymIdx     = indexRules(synonymRules)
	functionIdx    = indexRules(functionRules)
	contractionIdx = indexRules(contractionRules)
)

// quotedMask marks the bytes of s inside quotation marks (a quote left open
// runs to the end: the quote continues in the next sentence).
func quotedMask(s string) []bool {
	if !strings.ContainsAny(s, `"“”`) {
		return nil
	}
	m := make([]bool, len(s)+1)
	in := false
	for i, r := range s {
		switch r {
		case '"':
			in = !in
		case '“':
			in = true
		case '”':
			in = false
		}
		m[i] = in
	}
	return m
}

// ruleEdits lists every place in s where a rule of idx applies, outside
// direct quotations (editors leave quoted words alone).
func ruleEdits(s string, idx ruleIndex, words []span) []edit {
	var out []edit
	quoted := quotedMask(s)
	for i, w := range words {
		if quoted != nil && quoted[w.start] {
			continue
		}
		first := s[w.start:w.end]
		key := normApos(first)
		if isNumberWord(first) {
			key = "#"
		}
		cands := idx[key]
		if len(cands) == 0 {
			continue
		}
		c := caseOf(first)
		if c == 3 || (c != 0 && i > 0) || c == 2 {
			continue // proper noun or acronym mid-sentence
		}
	rule:
		for _, r := range cands {
			if i+len(r.from) > len(words) {
				continue
			}
			var num string
			for k, f := range r.from {
				wk := words[i+k]
				if k > 0 && s[words[i+k-1].end:wk.start] != " " {
					continue rule
				}
				tok := s[wk.start:wk.end]
				if f == "#" {
					if !isNumberWord(tok) {
						continue rule
					}
					num = tok
					continue
				}
				if normApos(tok) != f {
					continue rule
				}
			}
			last := words[i+len(r.from)-1]
			start, end := w.start, last.end
			if n := i + len(r.from); n < len(words) {
				nextTok := s[words[n].start:words[n].end]
				if r.from[0] == "after" && strings.HasSuffix(nextTok, "ing") {
					continue // "after hearing" is not "following hearing"
				}
				if len(r.to) == 0 && i == 0 && isNumberWord(nextTok) {
					continue // a sentence must not start with a figure
				}
			}
			var repl string
			if len(r.to) == 0 {
				// drop the phrase and one adjacent space
				if end < len(s) && s[end] == ' ' {
					end++
				} else if start > 0 && s[start-1] == ' ' {
					start--
				}
			} else {
				// A word the rule keeps keeps its case ("on Thursday" ->
				// "Thursday", not "thursday"): rules are written in lower
				// case and match any case.
				kept := map[string]string{}
				for k := range r.from {
					wk := words[i+k]
					if tok := s[wk.start:wk.end]; kept[normApos(tok)] == "" {
						kept[normApos(tok)] = tok
					}
				}
				parts := make([]string, len(r.to))
				for k, t := range r.to {
					if t == "#" {
						t = num
					} else if orig := kept[t]; orig != "" {
						t = orig
					}
					parts[k] = t
				}
				repl = strings.Join(parts, " ")
				if strings.Contains(first, "’") {
					repl = strings.ReplaceAll(repl, "'", "’")
				}
				if c == 1 {
					repl = capFirst(repl)
				}
			}
			if repl == s[start:end] {
				continue
			}
			out = append(out, fixArticle(s, words, i, edit{start, end, repl}))
		}
	}
	return out
}

// fixArticle widens e to the preceding "a"/"an" when the replacement needs
// the other form ("an agreement" -> "a deal").
func fixArticle(s string, words []span, i int, e edit) edit {
	if i == 0 || e.repl == "" {
		return e
	}
	pw := words[i-1]
	art := s[pw.start:pw.end]
	la := strings.ToLower(art)
	if (la != "a" && la != "an") || s[pw.end:words[i].start] != " " {
		return e
	}
	want := "a"
	if strings.ContainsRune("aeiouAEIOU", rune(e.repl[0])) {
		want = "an"
	}
	if want == la {
		return e
	}
	if caseOf(art) == 1 {
		want = capFirst(want)
	}
	return edit{pw.start, e.end, want + " " + e.repl}
}

// punctuationEdits: Oxford comma on/off and the comma after a short
// introductory phrase on/off.
var (
	oxfordOn    = regexp.MustCompile(`, (\w+(?: \w+)?) (and|or) `)
	oxfordOff   = regexp.MustCompile(`, (\w+(?: \w+)?), (and|or) `)
	introComma  = regexp.MustCompile(`^((?:In|On|At|By|Last|This|Earlier|Later|For) \w+(?: \w+)?), `)
	introNoComm = regexp.MustCompile(`^((?:In|On|At|Last|This|Earlier) (?:\d{4}|January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|week|month|year)) ([a-z]+ )`)
)

func punctuationEdits(s string) []edit {
	var out []edit
	if m := oxfordOff.FindStringSubmatchIndex(s); m != nil {
		out = append(out, edit{m[0], m[1], ", " + s[m[2]:m[3]] + " " + s[m[4]:m[5]] + " "})
	} else if m := oxfordOn.FindStringSubmatchIndex(s); m != nil && strings.Count(s[:m[0]], ",") >= 1 {
		out = append(out, edit{m[0], m[1], ", " + s[m[2]:m[3]] + ", " + s[m[4]:m[5]] + " "})
	}
	if m := introComma.FindStringSubmatchIndex(s); m != nil {
		out = append(out, edit{m[0], m[1], s[m[2]:m[3]] + " "})
	} else if m := introNoComm.FindStringSubmatchIndex(s); m != nil {
		out = append(out, edit{m[0], m[3], s[m[2]:m[3]] + ","})
	}
	return out
}

// Clause reordering.
var (
	// "X, officials said." -> "Officials said X."
	attribTail = regexp.MustCompile(`^([^"“”]{20,}?), ((?:[A-Z][\w.'’-]*(?: [A-Z][\w.'’-]*){0,3})|(?:(?:the|a|an) )?(?:[a-z-]+ ){0,2}(?:officials?|sources?|analysts?|police|spokesm[ae]n|spokeswoman|spokesperson|company|ministry|statement|report|agency|traders|dealers|economists|experts|residents|witnesses|bankers|diplomats)) (said|says|reported|added|told Reuters)((?: on \w+| in a statement| on condition of anonymity| yesterday| today)?)\.$`)
	// "In a statement on Saturday, Karzai urged ..." -> "Karzai urged ... in a statement on Saturday."
	frontAdverbial = regexp.MustCompile(`^((?:In|On|At|During|After|Before|Since|Earlier|Later|Last|For|Under|Despite|Meanwhile) [^,"“”]{2,50}), ([A-Z][^"“”]*[^.!?,;:])\.$`)
	// "Officials said X." -> "X, officials said."
	attribHead = regexp.MustCompile(`^((?:[A-Z][\w.'’-]*(?: [A-Z][\w.'’-]*){0,3})|(?:The|A|An) (?:[a-z-]+ ){0,2}(?:officials?|sources?|analysts?|police|spokesm[ae]n|spokeswoman|spokesperson|company|ministry|statement|report|agency|traders|dealers|economists|experts)) (said|says) (?:that )?([^"“”]{20,}[^.!?,;:])\.$`)
)

// Words that are lower-cased when they stop being the first word.
var commonInitial = setOf("the", "a", "an", "it", "he", "she", "they", "there", "this", "these",
	"those", "its", "his", "her", "their", "some", "most", "many", "protesters", "officials",
	"prices", "shares", "sales", "profits", "talks", "demand", "production", "output", "exports",
	"imports", "earnings", "revenue", "analysts", "police", "authorities", "we", "our", "one",
	"two", "three", "at", "in", "on", "about", "more", "no", "all", "both", "each", "such")

func lowerIfCommon(s string) string {
	fw := firstWord(s)
	if commonInitial[strings.ToLower(fw)] && caseOf(fw) == 1 {
		return lowerFirst(s)
	}
	return s
}

// reorderSentence moves an attribution or a fronted adverbial; "" when no
// pattern applies.
func reorderSentence(s string, g *rng) string {
	var opts []string
	if m := attribTail.FindStringSubmatch(s); m != nil {
		subj := capFirst(m[2])
		opts = append(opts, subj+" "+m[3]+m[4]+" "+lowerIfCommon(m[1])+".")
	}
	if m := frontAdverbial.FindStringSubmatch(s); m != nil && !strings.HasPrefix(m[1], "I ") {
		opts = append(opts, m[2]+" "+lowerIfCommon(m[1])+".")
	}
	if m := attribHead.FindStringSubmatch(s); m != nil {
		subj := m[1]
		if w := firstWord(subj); w == "The" || w == "A" || w == "An" {
			subj = lowerFirst(subj)
		}
		opts = append(opts, capFirst(m[3])+", "+subj+" "+m[2]+".")
	}
	if len(opts) == 0 {
		return ""
	}
	return pick(g, opts)
}

// lightEditSentence makes one or two small edits to s (synonym, function
// word, contraction, punctuation, or a clause reordering with probability
// reorderP). It returns s unchanged when nothing applies.
func lightEditSentence(s string, g *rng, reorderP float64) string {
	if g.chance(reorderP) {
		if r := reorderSentence(s, g); r != "" {
			return r
		}
	}
	n := 1
	if g.chance(0.35) {
		n = 2
	}
	for k := 0; k < n; k++ {
		words := wordSpans(s)
		var cands []edit
		kinds := []float64{3, 2, 1, 1}
		for try := 0; try < 4 && len(cands) == 0; try++ {
			switch g.weighted(kinds) {
			case 0:
				cands = ruleEdits(s, synonymIdx, words)
			case 1:
				cands = ruleEdits(s, functionIdx, words)
			case 2:
				cands = ruleEdits(s, contractionIdx, words)
			case 3:
				cands = punctuationEdits(s)
			}
		}
		if len(cands) == 0 {
			break
		}
		s = applyEdit(s, pick(g, cands))
	}
	return s
}

// --- numbers ---

var spelledNumbers = []string{"one", "two", "three", "four", "five", "six", "seven", "eight",
	"nine", "ten", "eleven", "twelve", "fifteen", "twenty", "thirty", "forty", "fifty", "hundred"}

var spelledIdx = func() map[string]int {
	m := map[string]int{}
	for i, w := range spelledNumbers {
		m[w] = i
	}
	return m
}()

// numberEdits lists replacements that change the value of a number: digits
// move by a small amount keeping their format; spelled numbers become a
// neighbouring number word. Years (1900-2099) are left alone.
func numberEdits(s string, g *rng) []edit {
	var out []edit
	for _, w := range wordSpans(s) {
		tok := s[w.start:w.end]
		if isNumberWord(tok) {
			if r := changeNumber(tok, g); r != "" && r != tok {
				out = append(out, edit{w.start, w.end, r})
			}
			continue
		}
		lw := strings.ToLower(tok)
		if i, ok := spelledIdx[lw]; ok && lw != "one" && lw != "hundred" {
			j := i + pick(g, []int{-2, -1, 1, 1, 2})
			if j < 1 {
				j = i + 1
			}
			if j >= len(spelledNumbers)-1 {
				j = i - 1
			}
			out = append(out, edit{w.start, w.end, applyCase(spelledNumbers[j], caseOf(tok))})
		}
	}
	return out
}

func changeNumber(tok string, g *rng) string {
	// only plain numbers: digits with optional thousands commas and one decimal point
	digits := 0
	dot := -1
	for i := 0; i < len(tok); i++ {
		c := tok[i]
		switch {
		case c >= '0' && c <= '9':
			digits++
		case c == ',':
		case c == '.' && dot < 0:
			dot = i
		default:
			return ""
		}
	}
	if digits == 0 || digits > 12 {
		return ""
	}
	if dot < 0 && !strings.Contains(tok, ",") && len(tok) == 4 && (tok[:2] == "19" || tok[:2] == "20") {
		return "" // a year
	}
	// change the last or the first significant digit
	b := []byte(tok)
	var pos []int
	lastNonZero := -1
	for i, c := range b {
		if c >= '0' && c <= '9' {
			pos = append(pos, i)
			if c != '0' {
				lastNonZero = len(pos)
			}
		}
	}
	if lastNonZero <= 0 {
		return ""
	}
	if dot < 0 {
		pos = pos[:lastNonZero] // 311,000 -> 312,000, not 311,010
	}
	var p int
	if len(pos) <= 2 || g.chance(0.7) {
		p = pos[len(pos)-1]
		if len(pos) >= 2 && g.chance(0.4) {
			p = pos[len(pos)-2]
		}
	} else {
		p = pos[0]
	}
	d := int(b[p] - '0')
	delta := pick(g, []int{-2, -1, 1, 1, 2, 3})
	nd := d + delta
	if nd < 0 || nd > 9 {
		nd = d - delta
	}
	if nd < 0 || nd > 9 || (p == pos[0] && nd == 0 && len(pos) > 1) {
		nd = (d + 1) % 10
		if p == pos[0] && nd == 0 {
			nd = 1
		}
	}
	b[p] = byte('0' + nd)
	return string(b)
}

// --- helpers for titles ---

// titleCase converts an ALL-CAPS wire headline to title case, keeping
// acronyms and tickers upper case and wire abbreviations lower case.
func titleCase(t string) string {
	small := setOf("a", "an", "the", "of", "in", "on", "at", "to", "for", "and", "or", "by", "with", "as", "from", "vs", "per")
	tickers := map[string]bool{}
	for _, m := range tagRe.FindAllStringSubmatch(t, -1) {
		tickers[m[1]] = true
	}
	words := strings.Fields(t)
	for i, w := range words {
		lw := strings.ToLower(w)
		core := strings.Trim(w, "<>(),.:;'\"")
		if fixed, ok := wireTitleWords[strings.ToUpper(core)]; ok {
			words[i] = strings.Replace(w, core, fixed, 1)
			continue
		}
		switch {
		case strings.HasPrefix(w, "<"), strings.Contains(core, ".") && strings.ToUpper(core) == core:
			words[i] = w
		case tickers[core] || len(core) <= 4 && len(core) >= 2 && !small[strings.ToLower(core)] && isAcronym(core):
			words[i] = w
		case core != "" && unicode.IsDigit(rune(core[0])):
			words[i] = lw
		case i > 0 && small[lw]:
			words[i] = lw
		default:
			words[i] = capWords(lw)
		}
	}
	return strings.Join(words, " ")
}

var wireTitleWords = map[string]string{"PCT": "pct", "MLN": "mln", "BLN": "bln", "DLRS": "dlrs",
	"DLR": "dlr", "QTR": "qtr", "SHR": "shr", "VS": "vs", "CTS": "cts", "LTD": "Ltd", "CORP": "Corp",
	"INC": "Inc", "CO": "Co", "PLC": "Plc", "BHD": "Bhd", "STG": "stg", "YR": "yr"}

var knownAcronyms = setOf("US", "UK", "EC", "EU", "UN", "IMF", "GATT", "OPEC", "FED", "GM", "IBM", "AT&T", "CBT", "USDA", "SEC", "NYSE", "BP", "ECB", "BBC", "FA", "NHS", "MP", "MPS", "PC", "TV", "CEO", "AFL", "G-7", "G-5", "FRG", "USSR", "NATO", "CIA", "FBI", "ITV", "EMI", "DVD", "UAE", "QTR", "FY")

func isAcronym(w string) bool {
	if knownAcronyms[strings.ToUpper(w)] {
		return true
	}
	for _, r := range w {
		if !unicode.IsLetter(r) && r != '&' {
			return false
		}
	}
	vowels := 0
	for _, r := range strings.ToLower(w) {
		if strings.ContainsRune("aeiouy", r) {
			vowels++
		}
	}
	return vowels == 0
}

func capWords(w string) string {
	// capitalise after hyphens and slashes too
	var b strings.Builder
	up := true
	for _, r := range w {
		if up && unicode.IsLetter(r) {
			b.WriteRune(unicode.ToUpper(r))
			up = false
			continue
		}
		b.WriteRune(r)
		if r == '-' || r == '/' {
			up = true
		}
	}
	return b.String()
}

func isAllCaps(s string) bool {
	letters, upper := 0, 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			letters++
			if unicode.IsUpper(r) {
				upper++
			}
		}
	}
	return letters > 3 && upper*10 >= letters*9
}
