package synth

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/copydesk/copydesk/facts"
	"github.com/copydesk/copydesk/lexicon"
)

// slot is a mention of a base body sentence that a copy may change.
type slot struct {
	sent             int // base sentence index
	kind             facts.Kind
	norm             string
	start, end       int      // span in the sentence
	docStart, docEnd int      // span in the base text
	sentNorms        []string // values of this kind in the base sentence
}

// plantSlots lists the mentions of b's prose sentences that can be planted:
// unique (kind and value) in their sentence, with at least one mutation, and
// for ranks and names only where they read as a title and a person's name.
func plantSlots(b body, sport bool) []slot {
	surnames := personSurnames(b)
	var out []slot
	for _, p := range b {
		for _, s := range p {
			if s.src != srcBase || !proseSentence(s.text) {
				continue
			}
			ms := facts.Mentions(s.text)
			for i, m := range ms {
				if countMention(ms, m.Kind, m.Norm) != 1 {
					continue
				}
				ok := false
				switch m.Kind {
				case facts.Number:
					ok = numberSlot(s.text, m)
				case facts.Day:
					ok = true
				case facts.Rank:
					ok = rankTitleUse(s.text, ms, i)
				case facts.Name:
					ok = personName(s.text, ms, i, surnames)
				}
				if !ok || len(mutations(m.Kind, s.text[m.Start:m.End], sport)) == 0 {
					continue
				}
				var norms []string
				for _, x := range ms {
					if x.Kind == m.Kind {
						norms = append(norms, x.Norm)
					}
				}
				out = append(out, slot{sent: s.idx, kind: m.Kind, norm: m.Norm, start: m.Start, end: m.End, sentNorms: norms})
			}
		}
	}
	return out
}

// proseSentence: six or more words ending with sentence punctuation (not a
// headline, crosshead, table row or list item).
func proseSentence(s string) bool {
	if CountWords(s) < 6 {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(s)
	return strings.ContainsRune(".!?\"'”’)", r)
}

// prevWord returns the word before position i of s ("" at the start) and
// whether it is the sentence's first word.
func prevWord(s string, i int) (string, bool) {
	ws := wordSpans(s[:i])
	if len(ws) == 0 {
		return "", false
	}
	w := ws[len(ws)-1]
	return s[w.start:w.end], len(ws) == 1
}

// numberSlot rejects numbers that are part of a name or a time ("Channel 4",
// "10:30", "12/3") and the singular 1 and 0 (a changed "1 person" would read
// wrong).
func numberSlot(s string, m facts.Mention) bool {
	if m.Norm == "1" || m.Norm == "0" {
		return false
	}
	if pw, first := prevWord(s, m.Start); pw != "" && !first && caseOf(pw) != 0 {
		return false
	}
	before := strings.TrimRight(s[:m.Start], " ")
	if strings.HasSuffix(before, ":") || strings.HasSuffix(before, "/") || strings.HasSuffix(before, "-") {
		return false
	}
	if rest := s[m.End:]; strings.HasPrefix(rest, ":") || strings.HasPrefix(rest, "/") {
		return false
	}
	return true
}

// words after a rank that show it is used as a title ("the minister said").
var rankFollowers = setOf("said", "says", "told", "who", "has", "had", "was", "is", "will", "would",
	"of", "and", "at", "in", "for", "to", "on", "added", "announced", "insisted", "warned")

// rankTitleUse accepts a rank or title followed by a name ("Colonel Jane
// Ellis", "England captain Ada Brook"), or after a lower-case word and
// before a verb or punctuation ("the minister said", "its chairman, ...").
// "general" and "major" only count before a name ("a major problem",
// "John Major said").
func rankTitleUse(s string, ms []facts.Mention, i int) bool {
	m := ms[i]
	if strings.Contains(s[m.Start:m.End], ".") {
		return false
	}
	if i > 0 && ms[i-1].Kind == facts.Rank && strings.TrimSpace(s[ms[i-1].End:m.Start]) == "" {
		return false // "Secretary General", "Detective Inspector"
	}
	if i+1 < len(ms) && ms[i+1].Kind == facts.Name && s[m.End:ms[i+1].Start] == " " {
		// "General Foods", "Major League": these need a first name after
		return !ambiguousRank[m.Norm] || personFirstNames[strings.Fields(s[ms[i+1].Start:ms[i+1].End])[0]]
	}
	if ambiguousRank[m.Norm] {
		return false
	}
	pw, _ := prevWord(s, m.Start)
	if pw == "" || caseOf(pw) != 0 && !strings.HasSuffix(pw, "'s") && !strings.HasSuffix(pw, "’s") {
		return false
	}
	rest := strings.TrimLeft(s[m.End:], " ")
	if rest == "" {
		return false
	}
	if rest[0] == ',' || rest[0] == '.' || rest[0] == ';' {
		return true
	}
	return rankFollowers[strings.ToLower(firstWord(rest))]
}

var honorifics = setOf("mr", "mrs", "ms", "miss", "dr")

// ranks that are also common words or parts of company names.
var ambiguousRank = setOf("general", "major", "private", "captain", "director", "secretary", "judge", "coach", "manager")

// personCue reports a strong sign that name mention i is a person: an
// honorific just before it, a known first name, or a title just before it
// (capitalised, or before a name of two or more words: "President Reagan",
// "chairman Freddy Shepherd", not "vice president Boeing").
func personCue(s string, ms []facts.Mention, i int) bool {
	m := ms[i]
	words := strings.Fields(s[m.Start:m.End])
	if len(words) >= 2 && (personFirstNames[words[0]] || words[0] == "Sir" || words[0] == "Dame" || words[0] == "Professor") {
		return true
	}
	if pw, _ := prevWord(s, m.Start); honorifics[strings.ToLower(pw)] {
		return true
	}
	if i == 0 || ms[i-1].Kind != facts.Rank || s[ms[i-1].End:m.Start] != " " || ambiguousRank[ms[i-1].Norm] {
		return false
	}
	return len(words) >= 2 || caseOf(s[ms[i-1].Start:ms[i-1].End]) == 1
}

// personSurnames collects the surnames of the mentions with a strong person
// cue, so that a later bare "Blair" counts as a person too.
func personSurnames(b body) map[string]bool {
	out := map[string]bool{}
	for _, p := range b {
		for _, s := range p {
			if s.src != srcBase {
				continue
			}
			ms := facts.Mentions(s.text)
			for i, m := range ms {
				if m.Kind == facts.Name && personCue(s.text, ms, i) {
					f := strings.Fields(s.text[m.Start:m.End])
					core, _ := stripPossessive(f[len(f)-1])
					out[core] = true
				}
			}
		}
	}
	return out
}

// personName accepts a name of one to three plain capitalised words (no
// acronym, no digit) that reads as a person's.
func personName(s string, ms []facts.Mention, i int, surnames map[string]bool) bool {
	m := ms[i]
	words := strings.Fields(s[m.Start:m.End])
	if len(words) > 3 {
		return false
	}
	for _, w := range words {
		if caseOf(w) != 1 || strings.IndexFunc(w, unicode.IsDigit) >= 0 {
			return false
		}
	}
	core, _ := stripPossessive(words[len(words)-1])
	if len(core) < 3 || strings.IndexFunc(core, func(r rune) bool { return !unicode.IsLetter(r) && r != '-' && r != '\'' }) >= 0 {
		return false
	}
	return personCue(s, ms, i) || surnames[core]
}

func stripPossessive(w string) (core, poss string) {
	for _, suf := range []string{"'s", "’s"} {
		if strings.HasSuffix(w, suf) {
			return strings.TrimSuffix(w, suf), suf
		}
	}
	return w, ""
}

// mutations lists the replacements of a mention's text that change its
// value and keep its form: digits stay digits in the same format, number
// words stay words, a weekday becomes another weekday, a date another day
// of the month, a rank a neighbouring rank, a surname a spelling variant or
// another surname.
func mutations(k facts.Kind, surface string, sport bool) []string {
	switch k {
	case facts.Number:
		return numberMutations(surface)
	case facts.Day:
		return dayMutations(surface)
	case facts.Rank:
		return rankMutations(surface, sport)
	case facts.Name:
		return nameMutations(surface)
	}
	return nil
}

var scaleWords = setOf("hundred", "thousand", "million", "billion", "trillion", "dozen")

func numberMutations(surface string) []string {
	ws := wordSpans(surface)
	for i, w := range ws {
		tok := surface[w.start:w.end]
		var alts []string
		if isNumberWord(tok) {
			alts = digitVariants(tok)
		} else {
			scaled := i+1 < len(ws) && scaleWords[strings.ToLower(surface[ws[i+1].start:ws[i+1].end])]
			alts = numberWordVariants(tok, scaled)
		}
		if len(alts) == 0 {
			continue
		}
		out := make([]string, len(alts))
		for j, a := range alts {
			out[j] = surface[:w.start] + a + surface[w.end:]
		}
		return out
	}
	return nil
}

func isDigitByte(c byte) bool { return c >= '0' && c <= '9' }

// digitVariants changes the last significant digit of a number by -2..+2
// (28 -> 29, 27, 26, 30), and for round numbers also the digit after it
// (1,000 -> 1,100, 1,200), keeping separators and any suffix ("bn", "m").
func digitVariants(tok string) []string {
	j := 0
	for j < len(tok) && (isDigitByte(tok[j]) || (tok[j] == ',' || tok[j] == '.') && j+1 < len(tok) && isDigitByte(tok[j+1]) && j > 0) {
		j++
	}
	num, suf := tok[:j], tok[j:]
	if num == "" {
		return nil
	}
	var pos []int
	for i := 0; i < len(num); i++ {
		if isDigitByte(num[i]) {
			pos = append(pos, i)
		}
	}
	dot := strings.IndexByte(num, '.')
	sig := -1 // index into pos
	for k, p := range pos {
		if num[p] != '0' {
			sig = k
		}
		if dot >= 0 && p > dot {
			sig = k
		}
	}
	if sig < 0 {
		return nil
	}
	vary := []int{sig}
	if dot < 0 && sig+1 < len(pos) {
		vary = append(vary, sig+1)
	}
	intDigits := 0
	for _, p := range pos {
		if dot < 0 || p < dot {
			intDigits++
		}
	}
	var out []string
	seen := map[string]bool{tok: true}
	for _, k := range vary {
		p := pos[k]
		d := int(num[p] - '0')
		deltas := []int{1, -1, 2, -2}
		if k != sig {
			deltas = []int{1, 2}
		}
		for _, delta := range deltas {
			nd := d + delta
			if nd < 0 || nd > 9 || nd == 0 && k == 0 && intDigits > 1 {
				continue
			}
			b := []byte(num)
			b[p] = byte('0' + nd)
			v, err := strconv.ParseFloat(strings.ReplaceAll(string(b), ",", ""), 64)
			if err != nil || v == 0 || v == 1 && suf == "" {
				continue
			}
			s := string(b) + suf
			if !seen[s] {
				seen[s] = true
				out = append(out, s)
			}
		}
	}
	return out
}

var (
	unitWords = []string{"one", "two", "three", "four", "five", "six", "seven", "eight", "nine"}
	teenWords = []string{"ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"}
	tensWords = []string{"twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"}
)

func indexOf(xs []string, x string) int {
	for i, v := range xs {
		if v == x {
			return i
		}
	}
	return -1
}

// neighbours returns the words 1 and 2 places away from xs[i] (within xs),
// nearest first, leaving out "one" unless allowOne.
func neighbours(xs []string, i int, allowOne bool) []string {
	var out []string
	for _, d := range []int{1, -1, 2, -2} {
		j := i + d
		if j >= 0 && j < len(xs) && (allowOne || xs[j] != "one") {
			out = append(out, xs[j])
		}
	}
	return out
}

// numberWordVariants changes a number word to a neighbouring one of the same
// class: "four" -> "five", "three"; "twelve" -> "eleven"; "thirty" ->
// "forty"; "twenty-eight" -> "twenty-nine". "one" is used only before a scale
// word ("one hundred"), so that a noun's number stays right.
func numberWordVariants(tok string, scaled bool) []string {
	lower := strings.ToLower(tok)
	c := caseOf(tok)
	var alts []string
	if a, b, ok := strings.Cut(lower, "-"); ok {
		if indexOf(tensWords, a) < 0 {
			return nil
		}
		i := indexOf(unitWords, b)
		if i < 0 {
			return nil
		}
		for _, n := range neighbours(unitWords, i, true) {
			alts = append(alts, a+"-"+n)
		}
	} else if i := indexOf(unitWords, lower); i >= 0 {
		if lower == "one" && !scaled {
			return nil
		}
		alts = neighbours(unitWords, i, scaled)
	} else if i := indexOf(teenWords, lower); i >= 0 {
		alts = neighbours(teenWords, i, false)
	} else if i := indexOf(tensWords, lower); i >= 0 {
		alts = neighbours(tensWords, i, false)
	}
	for k, a := range alts {
		alts[k] = applyCase(a, c)
	}
	return alts
}

// dayMutations moves a weekday by one or two days, or a date ("March 3",
// "3rd March") by one or two days within the month.
func dayMutations(surface string) []string {
	if n := lexicon.Weekday(strings.ToLower(surface)); n > 0 {
		days := lexicon.WeekdayNames()
		var out []string
		for _, d := range []int{1, -1, 2, -2} {
			out = append(out, applyCase(days[(n-1+d+7)%7], caseOf(surface)))
		}
		return out
	}
	for _, w := range wordSpans(surface) {
		tok := surface[w.start:w.end]
		j := 0
		for j < len(tok) && isDigitByte(tok[j]) {
			j++
		}
		if j == 0 || j > 2 {
			continue
		}
		suf := tok[j:]
		if suf != "" && suf != "st" && suf != "nd" && suf != "rd" && suf != "th" {
			continue
		}
		d, _ := strconv.Atoi(tok[:j])
		var out []string
		for _, delta := range []int{1, -1, 2, -2} {
			nd := d + delta
			if nd < 1 || nd > 28 && delta > 0 {
				continue
			}
			s := strconv.Itoa(nd)
			if suf != "" {
				s += ordinalSuffix(nd)
			}
			out = append(out, surface[:w.start]+s+surface[w.end:])
		}
		return out
	}
	return nil
}

func ordinalSuffix(n int) string {
	if n%100 >= 11 && n%100 <= 13 {
		return "th"
	}
	switch n % 10 {
	case 1:
		return "st"
	case 2:
		return "nd"
	case 3:
		return "rd"
	}
	return "th"
}

// rankSwaps maps a canonical rank (facts) to the ranks it may be changed to.
var rankSwaps = map[string][]string{
	"colonel":                   {"lieutenant colonel"},
	"lieutenant colonel":        {"colonel"},
	"major general":             {"brigadier general", "lieutenant general"},
	"brigadier general":         {"major general"},
	"lieutenant general":        {"major general"},
	"general":                   {"major general", "lieutenant general"},
	"brigadier":                 {"colonel"},
	"major":                     {"captain", "lieutenant colonel"},
	"captain":                   {"major", "first officer"},
	"lieutenant commander":      {"commander"},
	"commander":                 {"lieutenant commander"},
	"lieutenant":                {"captain", "sergeant"},
	"sergeant":                  {"staff sergeant", "corporal"},
	"staff sergeant":            {"sergeant"},
	"corporal":                  {"sergeant"},
	"admiral":                   {"rear admiral", "vice admiral"},
	"rear admiral":              {"vice admiral"},
	"vice admiral":              {"rear admiral"},
	"first officer":             {"captain"},
	"chief fire officer":        {"deputy chief fire officer"},
	"deputy chief fire officer": {"chief fire officer"},
	"chief executive":           {"chairman", "president"},
	"chairman":                  {"chief executive", "president"},
	"chairwoman":                {"chief executive"},
	"president":                 {"vice president"},
	"vice president":            {"president"},
	"prime minister":            {"deputy prime minister"},
	"deputy prime minister":     {"prime minister"},
	"minister":                  {"deputy minister"},
	"deputy minister":           {"minister"},
	"secretary":                 {"undersecretary"},
	"undersecretary":            {"secretary"},
	"mayor":                     {"deputy mayor"},
	"deputy mayor":              {"mayor"},
	"superintendent":            {"chief superintendent"},
	"chief superintendent":      {"superintendent"},
	"inspector":                 {"chief inspector"},
	"chief inspector":           {"inspector"},
	"director":                  {"deputy director"},
	"deputy director":           {"director"},
	"senator":                   {"congressman"},
	"congressman":               {"senator"},
	// A team's coach is its head coach: one title, which the brief
	// does not report (rankClass), so no change to plant.
	"coach":      {"manager"},
	"head coach": {"manager"},
	"manager":    {"coach"},
}

// sportSwaps replaces rankSwaps in sport stories, where a captain leads a
// team.
var sportSwaps = map[string][]string{"captain": {"coach", "manager"}}

// rankMutations changes a rank to a neighbouring one in the same case:
// "colonel" -> "lieutenant colonel", "Minister" -> "Deputy Minister".
// Abbreviated forms ("Lt. Col.") are left alone.
func rankMutations(surface string, sport bool) []string {
	if strings.Contains(surface, ".") {
		return nil
	}
	canon := strings.ReplaceAll(strings.ToLower(surface), "-", " ")
	alts := rankSwaps[canon]
	if sport && sportSwaps[canon] != nil {
		alts = sportSwaps[canon]
	}
	if len(alts) == 0 {
		return nil
	}
	words := strings.Fields(strings.ReplaceAll(surface, "-", " "))
	first := caseOf(words[0])
	allCap := true
	for _, w := range words {
		allCap = allCap && caseOf(w) == 1
	}
	out := make([]string, 0, len(alts))
	for _, a := range alts {
		switch {
		case first == 2:
			a = strings.ToUpper(a)
		case allCap:
			ws := strings.Fields(a)
			for i, w := range ws {
				ws[i] = capFirst(w)
			}
			a = strings.Join(ws, " ")
		case first == 1:
			a = capFirst(a)
		}
		out = append(out, a)
	}
	return out
}

// nameMutations changes the surname (the last word) of a person's name: a
// spelling variant (Thomson/Thompson, Clark/Clarke, Smith/Smyth,
// Mitchell/Mitchel, McDonald/MacDonald, Andersen/Anderson) or another
// surname with the same initial. A possessive stays.
func nameMutations(surface string) []string {
	f := strings.Fields(surface)
	if len(f) == 0 || !strings.HasSuffix(surface, f[len(f)-1]) {
		return nil
	}
	last := f[len(f)-1]
	core, poss := stripPossessive(last)
	if core == "" {
		return nil
	}
	prefix := surface[:len(surface)-len(last)]
	var out []string
	for _, v := range surnameVariants(core) {
		out = append(out, prefix+v+poss)
	}
	return out
}

func surnameVariants(core string) []string {
	var out []string
	seen := map[string]bool{core: true}
	add := func(v string) {
		if len(v) >= 3 && !seen[v] && caseOf(v) == 1 {
			seen[v] = true
			out = append(out, v)
		}
	}
	n := len(core)
	switch {
	case strings.HasSuffix(core, "pson"):
		add(core[:n-4] + "son")
	case strings.HasSuffix(core, "son") && n > 5:
		add(core[:n-3] + "sen")
		add(core[:n-3] + "pson")
	case strings.HasSuffix(core, "sen") && n > 5:
		add(core[:n-3] + "son")
	}
	switch {
	case strings.HasPrefix(core, "Mc") && n > 4:
		add("Mac" + core[2:])
	case strings.HasPrefix(core, "Mac") && n > 5:
		add("Mc" + core[3:])
	}
	switch {
	case strings.HasSuffix(core, "ll") && n > 4:
		add(core[:n-1])
	case strings.HasSuffix(core, "e") && n > 4 && !isVowel(core[n-2]):
		add(core[:n-1])
	case n >= 4 && strings.IndexByte("kndt", core[n-1]) >= 0 && !isVowel(core[n-2]):
		add(core + "e") // Clark -> Clarke, Brown -> Browne
	case n >= 4 && strings.IndexByte("lnt", core[n-1]) >= 0 && isVowel(core[n-2]) && !isVowel(core[n-3]):
		add(core + core[n-1:]) // Mitchel -> Mitchell
	}
	if i := strings.IndexByte(core[1:], 'i'); i >= 0 && !isVowel(core[i]) && i+2 < n && !isVowel(core[i+2]) {
		add(core[:i+1] + "y" + core[i+2:]) // Smith -> Smyth
	} else if i := strings.IndexByte(core[1:], 'y'); i >= 0 && i+2 < n && !isVowel(core[i+2]) {
		add(core[:i+1] + "i" + core[i+2:])
	}
	// another surname, preferably with the same initial
	var same, other []string
	for _, s := range plantSurnames {
		if s[0] == core[0] {
			same = append(same, s)
		} else {
			other = append(other, s)
		}
	}
	for _, s := range same {
		add(s)
	}
	if len(same) == 0 {
		for _, s := range other[:min(2, len(other))] {
			add(s)
		}
	}
	return out
}

func isVowel(c byte) bool { return strings.IndexByte("aeiouyAEIOUY", c) >= 0 }

// Invented-list material: common given names (a cue that a capitalised run
// is a person) and surnames (replacements).
var personFirstNames = setOf(
	"Adam", "Alan", "Alex", "Alexander", "Alice", "Andrew", "Andy", "Ann", "Anna", "Anne", "Anthony",
	"Arnold", "Barbara", "Ben", "Bill", "Bob", "Brian", "Bruce", "Carl", "Carlos", "Catherine", "Charles",
	"Charlie", "Chris", "Christopher", "Claire", "Colin", "Craig", "Dan", "Daniel", "Darren", "Dave",
	"David", "Dennis", "Diana", "Donald", "Ed", "Edward", "Elizabeth", "Emma", "Eric", "Frank", "Gary",
	"Geoff", "George", "Gerhard", "Gordon", "Graham", "Greg", "Harry", "Helen", "Henry", "Howard", "Iain",
	"Ian", "Jack", "Jacques", "James", "Jane", "Jason", "Jean", "Jeff", "Jennifer", "Jim", "Jimmy", "Joe",
	"John", "Jonathan", "Jose", "Joseph", "Julia", "Julie", "Karen", "Kate", "Keith", "Ken", "Kenneth",
	"Kevin", "Kofi", "Laura", "Lee", "Linda", "Lisa", "Louise", "Malcolm", "Marc", "Margaret", "Maria",
	"Mark", "Martin", "Mary", "Matt", "Matthew", "Michael", "Mike", "Neil", "Nicholas", "Nick", "Nigel",
	"Oliver", "Patricia", "Patrick", "Paul", "Peter", "Philip", "Ralph", "Richard", "Rob", "Robert", "Robin",
	"Roger", "Ronald", "Ruth", "Ryan", "Sam", "Sarah", "Scott", "Sean", "Simon", "Stephen", "Steve",
	"Steven", "Stuart", "Susan", "Thomas", "Tim", "Tom", "Tony", "Vladimir", "Walter", "Wayne", "William",
)

var plantSurnames = []string{
	"Abbott", "Ainsworth", "Barlow", "Baxter", "Bishop", "Carver", "Chapman", "Crawford", "Dawson",
	"Dixon", "Eastwood", "Elliott", "Farrell", "Fowler", "Garner", "Gibson", "Hale", "Hartley",
	"Irwin", "Ingram", "Jarvis", "Jenkins", "Keane", "Kendall", "Lowe", "Lyons", "Mercer", "Moran",
	"Nash", "Newman", "Oakley", "Osborne", "Pearce", "Preston", "Quinn", "Quigley", "Rowe", "Rutter",
	"Sharpe", "Slater", "Talbot", "Tucker", "Underwood", "Upton", "Vaughan", "Vickers", "Wade",
	"Warner", "Yates", "Young", "Zimmer", "Zeller",
}
