package story

import (
	"bytes"
	"slices"
	"strings"
	"time"
	"unicode"

	"github.com/copydesk/copydesk/headline"
	"github.com/copydesk/copydesk/lexicon"
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
// and picks its headline (storyHeadline). runs, when not nil, holds the
// words of the name runs of the most representative members (nameRuns),
// the names' full forms (fullNameIn).
func describe(x *extractor, df *docFreq, ws []weighted, members []Member, runs [][][]string) (terms, names []string, headline string) {
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
	var candN [4 * describeNames]float32 // the candidates' document frequencies
	for _, f := range ws {
		e := df.m.get(f.key)
		if e.surf == "" {
			continue
		}
		switch e.kind {
		case kindTerm:
			if len(terms) < describeTerms && !slices.Contains(terms, e.surf) {
				if terms == nil { // nil when there is none: JSON null, as before
					terms = make([]string, 0, describeTerms)
				}
				terms = append(terms, e.surf)
			}
		case kindName:
			if !plainName(e) {
				continue // known mostly from capitals (dfEntry.plain)
			}
			if len(cands) < 4*describeNames {
				if cands == nil {
					cands = make([]string, 0, 4*describeNames)
				}
				cands = append(cands, x.nameShown(df, e.surf))
				candN[len(cands)-1] = e.n
			}
		}
		if len(terms) >= describeTerms && len(cands) >= 4*describeNames {
			break
		}
	}
	// An owner is a name of its own when the story writes it without
	// the possessive, or, of two words or more, the corpus does: a
	// single word owner is as often a first name or a common word that
	// opens a name ("Sam's Club", "People's Daily").
	known := func(owner string) bool {
		h := x.wordHashes(owner)
		switch len(h) {
		case 0:
			return false
		case 1:
			_, ok := weight[mix(nsName, h[0])]
			return ok
		}
		k := mix(mix(nsPair, h[len(h)-2]), h[len(h)-1])
		_, ok := weight[k]
		return ok || df.m.has(k)
	}
	var letters [][]uint32 // runLetters, read at the first full form asked
	// A word a longer candidate holds is a name of its own when the
	// corpus writes it without that one in most documents holding it,
	// the story's members write it alone (writtenAlone), it is no common
	// word (namedMostly), and it does not end the longer name as the
	// members write it: a name's last word is its head, and alone most
	// often that name cut short ("Baker" of "James Baker", "Bank" of
	// "Central Bank"), where a word before qualifies it with a name of
	// its own ("Peru" of "Minero Peru Comercial SA").
	var own func(word string, i, j int) bool
	if len(runs) > 0 {
		own = func(word string, i, j int) bool {
			if candN[i] < 2*candN[j] {
				return false
			}
			if letters == nil {
				letters = runLetters(runs)
			}
			if !writtenAlone(word, cands[j], runs, letters) || !x.namedMostly(df, word) {
				return false
			}
			full := fullNameIn(cands[j], runs, letters)
			last := full[strings.LastIndexByte(full, ' ')+1:]
			if strings.EqualFold(cleanName(last), word) {
				return false
			}
			// A name the word opens, the rest a company's legal form,
			// names the same company (companyOf): the word is that name
			// written short ("Intel" of "Intel Corp"). One ranked after
			// the word is left out instead (pickNames): the word keeps
			// the company listed where the longer one ranks past n.
			return j > i || !companyOf(full, word)
		}
	}
	genericHead := func(s string) bool {
		first, _, _ := strings.Cut(s, " ")
		return lexicon.IsLegalForm(first) || x.commonWord(df, first)
	}
	names = pickNames(cands, func(i int) string {
		s := cands[i]
		if len(runs) > 0 {
			if letters == nil {
				letters = runLetters(runs)
			}
			var piece bool
			// A piece of several names, none of its own: a word, or
			// words opening with a common word or a legal form, the
			// tail of many companies' names ("Co Inc", "Securities Co";
			// not "Paul Collins" of "Rainbow Paul Collins" and "Brierley
			// Paul Collins").
			var office bool
			if s, piece, office = fullNameForm(s, runs, letters); piece && (!strings.Contains(s, " ") || genericHead(s)) {
				return ""
			}
			// Written only before a title, ending with a common word,
			// the name is the office's ("EC Farm" of "EC Farm
			// Commissioner Frans Andriessen", "Special Trade" of "Special
			// Trade Representative Jim Murphy"), listed no more than
			// the office ("Treasury Secretary"); a company's name is
			// not common ("General Tractors President Amara Castellanos"),
			// and a body's ends with a word that says so (lexicon.IsOrgWord:
			// "Federal Reserve Board Chairman Paul Volcker").
			if last := s[strings.LastIndexByte(s, ' ')+1:]; office && !lexicon.IsOrgWord(last) && x.commonWord(df, last) {
				return ""
			}
		}
		s = ownerSplit(s, known)
		// A common word or a title alone names nothing ("Group",
		// "Seven", "President"), and a name ending with a title names
		// an office, not who holds it ("Treasury Secretary", "Prime
		// Minister", "Labour MP"). A possessive kept (nameShown) is
		// read past: "Champion's" is the common "Champion" (its hash,
		// "champions", counts "Champions League" as a name).
		last := s[strings.LastIndexByte(s, ' ')+1:]
		if anyTitle(last) || last == s && x.commonWord(df, cleanName(s)) {
			return ""
		}
		return s
	}, own, describeNames)
	// The full stop after initials is restored once the names are
	// picked: pickNames compares them with the candidates, cleaned.
	for i, s := range names {
		names[i] = initialsDot(s)
	}

	headline = storyHeadline(members)
	return terms, names, headline
}

// storyHeadline is the headline of a story of these members by the rule
// brief and the desk share (headline.Of): the title nearest the others,
// or for a story without titles its earliest member's first line.
func storyHeadline(members []Member) string {
	return headline.Of(len(members), func(i int) (string, time.Time) { return members[i].Title, members[i].Published },
		func(i int) string { return members[i].lead })
}

// wordHashes are the hashes of the words of s, as the features hash them.
func (x *extractor) wordHashes(s string) []uint64 {
	sc := x.sc
	sc.Reset(s)
	var out []uint64
	for sc.Next() {
		out = append(out, sc.Hash())
	}
	return out
}

// nameShown is cleanName of s, a name as written, but for a word the
// corpus (df) writes with a possessive ending far more often than
// without (possessiveName): the company's name ends so ("Moody's" of
// "Moody's Investors Service", listed as "Moody" in 66 Reuters stories),
// where "Reagan's" is Reagan. Only a word alone or after "and"
// ("Standard and Poor's"): the corpus counts a word alone, and the last
// word of a longer name ("Hayao Miyazaki's") is counted in its pair.
func (x *extractor) nameShown(df *docFreq, s string) string {
	c := cleanName(s)
	if len(c) == len(s) || !strings.ContainsAny(s, "'’") {
		return c // no possessive: most names
	}
	w := keepPossessive(s)
	sp := strings.LastIndexByte(w, ' ')
	if sp >= 0 && !strings.HasSuffix(w[:sp], " and") {
		return c
	}
	if last := w[sp+1:]; !possessive(last) || !x.possessiveName(df, last) {
		return c
	}
	return w
}

// keepPossessive is s without the punctuation around it, a possessive
// ending kept.
func keepPossessive(s string) string {
	return strings.TrimFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsNumber(r) && r != '\'' && r != '’' })
}

// possessiveName reports that df counts the word w, ending with a
// possessive, as a name in three documents at least and more than four
// times as many as the word without it: the ending is the name's. Not
// an acronym's ("GMTV's") nor a stop word's, never counted as a name
// ("US's", "Who's"; a weekday's or a month's, "Monday's", "January's").
func (x *extractor) possessiveName(df *docFreq, w string) bool {
	if df == nil {
		return false
	}
	if upperASCII(cleanName(w)) {
		return false
	}
	sc := x.sc
	sc.Reset(w)
	if !sc.Next() {
		return false
	}
	with := df.m.get(mix(nsName, sc.Hash())).n
	if sc.Next() {
		return false
	}
	sc.Reset(cleanName(w))
	if !sc.Next() || stopWords.Has(sc.Hash()) {
		return false // "Who's": a stop word is never counted as a name
	}
	return with >= 3 && with > 4*df.m.get(mix(nsName, sc.Hash())).n
}

// cleanName drops a possessive ending and surrounding punctuation.
func cleanName(s string) string {
	s = strings.TrimFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsNumber(r) })
	for _, suf := range []string{"'s", "’s", "'S", "’S"} {
		s = strings.TrimSuffix(s, suf)
	}
	return s
}

// initialsDot is the name s with the full stop after its last word
// restored when that word is initials, single letters with a full stop
// after each ("N.Y." of "Buffalo, N.Y.", "A.G." of "Siemens A.G."):
// cleanName trims the last as punctuation, and Reuters listed "N.Y" in
// 26 stories.
func initialsDot(s string) string {
	w := s[strings.LastIndexByte(s, ' ')+1:]
	if len(w) < 3 || w[len(w)-2] != '.' {
		return s // most names: no dot before the last letter
	}
	for i := 0; i < len(w); i++ {
		if i%2 == 0 && !asciiLetter(w[i]) || i%2 == 1 && w[i] != '.' {
			return s
		}
	}
	return s + "."
}

// pickNames keeps up to n names in order, each candidate shown as
// show(i) (its full form, fullNameIn; nil: as it is; asked only of the
// candidates read before n are kept: a tenth of a stream's time went to
// the full forms of candidates never listed; "": not listed), dropping
// repeats, a weekday or a month alone ("Thursday" of "Thursday's
// decision"), single words that are part of a longer name among the
// candidates unless own (nil: never) tells the word (candidate i) is a
// name of its own beside that one (j) ("Peru" beside "Minero Peru",
// writtenAlone; a word and the company it names with a legal form
// after it are listed once, the first, companyOf: "Intel Corp" beside
// "Intel"), a legal form alone ("Co", legalFormAlone), names
// that are pieces of a name listed or have one listed as a piece ("Paper
// Co" beside "Pellham Paper Co"), and the pairs a title cuts out of a
// longer name (titleFragment).
func pickNames(cands []string, show func(i int) string, own func(word string, i, j int) bool, n int) []string {
	var out []string
	// The words of each name kept, split once: splitting both names at
	// every comparison made two fifths of a described stream's allocations.
	var kept [describeNames][]string
	outWords := kept[:0]
	for i, c := range cands {
		if len(out) == n {
			break
		}
		if titleFragment(c, cands) {
			continue
		}
		s := c
		if show != nil {
			s = show(i)
		}
		if s == "" || calendarWord(s) || legalFormAlone(s, cands, out) || legalForms(s) {
			continue
		}
		var sw []string
		if strings.Contains(s, " ") {
			sw = strings.Fields(s)
		}
		dup := false
		for k, o := range out {
			if strings.EqualFold(o, s) || len(outWords[k]) > 0 && len(sw) > 0 && (indexWords(outWords[k], sw) >= 0 || indexWords(sw, outWords[k]) >= 0) {
				dup = true
			}
			// A word and the company it names with a legal form after
			// it are one name, whichever comes first ("Intel", "Intel
			// Corp"): the candidates split a hyphenated word, so
			// "Borg-Warner" is in none of them, and would be listed
			// beside "Borg-Warner Corp".
			if len(outWords[k]) == 0 && len(sw) > 0 && companyOf(s, o) || len(sw) == 0 && len(outWords[k]) > 0 && companyOf(o, s) {
				dup = true
			}
		}
		if !dup && !strings.Contains(s, " ") {
			for j, o := range cands {
				if strings.Contains(o, " ") && containsWord(o, s) {
					if own == nil || !own(s, i, j) {
						dup = true
						break
					}
				}
			}
		}
		if !dup {
			if out == nil { // nil when there is none, as before
				out = make([]string, 0, n)
			}
			out = append(out, s)
			outWords = append(outWords, sw)
		}
	}
	return out
}

// indexWords is where the words part come together in words, -1 when
// they do not; words match whatever their case and a possessive ending.
func indexWords(words, part []string) int {
	for p := 0; p+len(part) <= len(words); p++ {
		ok := true
		for j, w := range part {
			v := words[p+j]
			if v != "" && w != "" && asciiLetter(v[0]) && asciiLetter(w[0]) && lowerASCII(v[0]) != lowerASCII(w[0]) && strings.IndexByte(v, '-') < 0 {
				// Most words differ at the first letter: no need to
				// read further (a third of the describe phase). Only
				// for ASCII letters: a capital of two bytes may start
				// with another byte than its lower case (Р, р), and
				// punctuation before a word is read past.
				ok = false
				break
			}
			if strings.EqualFold(v, w) || strings.EqualFold(cleanWord(v), cleanWord(w)) {
				continue
			}
			// Two spellings of one legal form: "Siemens AG" / "Siemens
			// A.G.", "Ropak Corp" / "Ropak Corporation".
			if k := lexicon.LegalFormKey(cleanWord(w)); k != "" && k == lexicon.LegalFormKey(cleanWord(v)) {
				continue
			}
			// A name feature may start or end inside a hyphenated word
			// ("Mart Stores" of "Wal-Mart Stores", "Robert Kilroy" of
			// "Robert Kilroy-Silk").
			if h := strings.LastIndexByte(v, '-'); j == 0 && h >= 0 && strings.EqualFold(cleanName(v[h+1:]), cleanName(w)) {
				continue
			}
			if h := strings.IndexByte(v, '-'); j == len(part)-1 && h >= 0 && strings.EqualFold(v[:h], cleanName(w)) {
				continue
			}
			ok = false
			break
		}
		if ok && len(part) > 0 {
			return p
		}
	}
	return -1
}

// cleanWord is cleanName of a word, without its work for a word of
// ASCII letters and digits alone, most of them: fullNameIn compares every
// word of the runs a candidate is looked for in.
func cleanWord(w string) string {
	for i := 0; i < len(w); i++ {
		if b := w[i]; !(asciiLetter(b) || b >= '0' && b <= '9') {
			return cleanName(w)
		}
	}
	return w
}

func asciiLetter(b byte) bool { return b|0x20 >= 'a' && b|0x20 <= 'z' }

func lowerASCII(b byte) byte {
	if b >= 'A' && b <= 'Z' {
		return b + 'a' - 'A'
	}
	return b
}

// calendarWord reports a weekday or a month written alone: a date, not a
// name, though a possessive ("Thursday's decision") or a word of a
// headline makes it a name feature. May is one of them: as a surname it
// is listed in a pair ("Theresa May").
func calendarWord(s string) bool {
	// Lower-cased on the stack (strings.ToLower allocated for every
	// capitalised name). Only ASCII can spell one: the one non-ASCII
	// capital that lower-cases to ASCII, the Kelvin sign, is a k.
	if len(s) < 3 {
		return false
	}
	var buf [len("wednesday")]byte
	lower, ok := lowerLetters(buf[:], s)
	if !ok {
		return false
	}
	return lexicon.WeekdayBytes(lower) > 0 || lexicon.MonthNameBytes(lower) > 0
}

// runLetters is, for each run of runs, the set of the first letters of
// its words (bit i: 'a'+i, either case), or every bit when a word may
// match without its first letter (a hyphen in it, "Wal-Mart" for "Mart";
// a first byte that is no ASCII letter): a name whose words start with a
// letter missing from a run's set is no piece of that run (indexWords),
// so fullNameIn skips it. Read once a story, not once a candidate:
// indexWords over every kept run took a fortieth of a described stream.
func runLetters(runs [][][]string) [][]uint32 {
	n := 0
	for _, rs := range runs {
		n += len(rs)
	}
	all := make([]uint32, n)
	out := make([][]uint32, len(runs))
	for i, rs := range runs {
		out[i], all = all[:len(rs):len(rs)], all[len(rs):]
		for k, rw := range rs {
			out[i][k] = wordLetters(rw)
		}
	}
	return out
}

// wordLetters is the first-letter set of words (runLetters).
func wordLetters(words []string) uint32 {
	var m uint32
	for _, w := range words {
		b := letterBit(w)
		if b == 0 || strings.IndexByte(w, '-') >= 0 {
			return 1<<26 - 1
		}
		m |= b
	}
	return m
}

// letterBit is the bit of a word's first letter in a first-letter set
// (runLetters), 0 when it opens with no ASCII letter.
func letterBit(w string) uint32 {
	if w == "" || !asciiLetter(w[0]) {
		return 0
	}
	return 1 << (lowerASCII(w[0]) - 'a')
}

// fullNameIn is how the most representative members write the name c (runs
// holds the words of each member's name runs, nameRuns): the longer name it is a
// piece of when more than half of the members that write it write that
// one ("Pellham Paper Co" for "Pellham Paper" and for "Paper Co"), else
// c. Each member has one vote, shared among the forms it writes the name
// in by how often it writes each ("Valdoria" stays when the members name
// the country more often than its "Central Bank of Valdoria"). A title
// before a person's name is left out ("Leon Fairweather" of "Station
// Commander Leon Fairweather", for "Commander Leon" too), and a name cut
// off at a title after it ("General Tractors" of "General Tractors
// President Amara Castellanos"). letters holds the first-letter sets of
// the runs (runLetters).
func fullNameIn(c string, runs [][][]string, letters [][]uint32) string {
	s, _, _ := fullNameForm(c, runs, letters)
	return s
}

// fullNameForm is fullNameIn, and whether c is a piece of several names
// and no name of its own: the members write it, but only inside longer
// names, none of them written by most ("Ltd" of "Pellham Paper Ltd" and
// "Carrow Glass Ltd", "Co Inc" of "Pellham Paper Co Inc" and "Carrow
// Glass Co Inc"; a title cut off counts as alone: "Mr Smith"; describe
// lists a piece of two words or more that opens with a name, "Paul
// Collins" of "Rainbow Paul Collins"), or, of two words or more ending
// with a legal form, written by none of the members read ("Group Inc",
// "Industries Inc" of a story's other members). Then c is as its
// features have it. A name after a title ("Mr
// Smith", "President Reagan") votes, in a member that also names the
// person in full ("John Smith"), for that full name: a report names a
// person in full once, then by title and surname, and the surname alone
// outvoted the full name. office reports a form written only where a
// title goes on from it ("EC Farm" of "EC Farm Commissioner Frans
// Andriessen", withoutTitle).
func fullNameForm(c string, runs [][][]string, letters [][]uint32) (s string, piece, office bool) {
	// Buffers on the stack: most names have a word or two, and a story
	// keeps the runs of at most runMembers members.
	var cwBuf [4]string
	cw := cwBuf[:0]
	var need uint32 // the first letters a run must hold
	for w := range strings.FieldsSeq(c) {
		cw = append(cw, w)
		need |= letterBit(w)
	}
	if len(cw) == 0 {
		return c, false, false
	}
	var formsBuf [runMembers]nameForm
	forms := formsBuf[:0]
	total := 0.0
	var mineBuf [runMembers]int
	mine := mineBuf[:0] // this member's matches, indexes into forms
	var titledBuf [runMembers]bool
	titled := titledBuf[:0] // mine[j] is the name alone after a title
	for i, rs := range runs {
		mine, titled = mine[:0], titled[:0]
		for k, rw := range rs {
			if need&^letters[i][k] != 0 {
				continue
			}
			p := indexWords(rw, cw)
			if p < 0 {
				continue
			}
			// The members vote for the name as shown, a title left out:
			// "Station Commander Leon Fairweather" and "Commander Leon
			// Fairweather" are one.
			whole := len(rw)
			ends := p+len(cw) == len(rw)
			orig := rw
			rw = withoutTitle(rw, p, len(cw))
			// withoutTitle cut the name where a title goes on from it.
			cut := len(rw) > 0 && len(rw) < whole && &rw[0] == &orig[0] && titleBefore(orig[len(rw)])
			if p = indexWords(rw, cw); p < 0 { // a title cut from the name
				p = len(rw)
			}
			afterTitle := ends && len(rw) < whole && len(rw) == len(cw) && p == 0
			// A name after "of" is one of its own ("Valdoria" of
			// "Central Bank of Valdoria"), and so is an owner the member
			// also writes alone ("Salomon Inc" of "Salomon Inc's TMC
			// Mortgage"; "St Aldhelm's Primary School" stays whole).
			for o := p - 1; o >= 0; o-- {
				if rw[o] == "of" || possessive(rw[o]) && slices.ContainsFunc(rs, func(r []string) bool { return wordsEqualFold(r, rw[:o+1]) }) {
					rw, p = rw[o+1:], p-o-1
					break
				}
			}
			for o := p + len(cw) - 1; o < len(rw)-1; o++ {
				if possessive(rw[o]) && slices.ContainsFunc(rs, func(r []string) bool { return wordsEqualFold(r, rw[:o+1]) }) {
					rw = append(rw[:o:o], cleanName(rw[o])) // a copy: rs is read again
					break
				}
			}
			k := slices.IndexFunc(forms, func(f nameForm) bool { return wordsEqualFold(f.words, rw) })
			if k < 0 {
				k = len(forms)
				forms = append(forms, nameForm{words: rw})
			}
			forms[k].free = forms[k].free || !cut
			mine = append(mine, k)
			titled = append(titled, afterTitle && len(rw) == len(cw))
		}
		if full := personNamed(forms, mine, titled, cw); full >= 0 {
			for j := range mine {
				if titled[j] {
					mine[j] = full
				}
			}
		}
		for _, k := range mine {
			forms[k].vote += 1 / float64(len(mine))
		}
		if len(mine) > 0 {
			total++
		}
	}
	// alone: a member writes the name alone (or a title cut off), or a
	// form opens with it: an owner or a first name before other names
	// ("Microsoft Windows", "Microsoft Word"; "John Smith", "John Major")
	// is a name of its own; a suffix is not ("Ltd", "Co Inc").
	best, alone := -1, false
	for k, f := range forms { // ties to the most representative member's
		if best < 0 || f.vote > forms[best].vote {
			best = k
		}
		alone = alone || f.vote > 0 && len(f.words) >= len(cw) && indexWords(f.words[:len(cw)], cw) == 0
	}
	if best < 0 || 2*forms[best].vote <= total && !spellings(forms, best, cw) {
		piece := !alone && (severalNames(forms) || len(forms) == 0 && len(cw) > 1 && lexicon.IsLegalForm(cleanName(cw[len(cw)-1])))
		return c, piece, false
	}
	office = !forms[best].free
	if w := strings.Join(forms[best].words, " "); cleanName(w) != cleanName(c) { // also a name first written in capitals; c may keep a possessive (nameShown)
		return w, false, office
	}
	return c, false, office
}

// severalNames reports that two of the forms voted for are names apart,
// neither a piece of the other ("Pellham Paper Ltd", "Carrow Glass Ltd";
// not "BBC AG Brown Boveri" and "AG Brown Boveri", one name).
func severalNames(forms []nameForm) bool {
	for a := range forms {
		for b := a + 1; b < len(forms); b++ {
			fa, fb := forms[a].words, forms[b].words
			if forms[a].vote > 0 && forms[b].vote > 0 && indexWords(fa, fb) < 0 && indexWords(fb, fa) < 0 {
				return true
			}
		}
	}
	return false
}

// personNamed is, among a member's matches of the name feature cw (mine,
// indexes into forms; titled, those of the name alone after a title),
// the first that names the person in full: longer than cw, ending with
// it, no title cut ("John Smith" for "Mr Smith"); -1 when none does or
// no match is titled.
func personNamed(forms []nameForm, mine []int, titled []bool, cw []string) int {
	if !slices.Contains(titled, true) {
		return -1
	}
	for j, k := range mine {
		if w := forms[k].words; !titled[j] && len(w) > len(cw) && indexWords(w[len(w)-len(cw):], cw) == 0 {
			return k
		}
	}
	return -1
}

// legalFormAlone reports a company's legal form written alone ("Co" of
// "FW Woolworth and Co", "Ltd" of a headline over a table of figures):
// it follows a name and is none. Written as listed, or in capitals when
// listed in small letters, but not of two letters: "CO" is Colorado as
// often, "AG" an attorney general, "SA" South Africa. Two capitals as
// listed ("SA") are a legal form only where a candidate or a name kept
// (out) ends with them.
func legalFormAlone(s string, cands, out []string) bool {
	// A form in initials, dots aside ("A.G." for "AG": Reuters listed
	// "A.G" alone in 48 stories, beside "Hoechst AG"), the dots read
	// past as endsForm does.
	if strings.IndexByte(s, '.') > 0 && !strings.Contains(s, " ") {
		s = strings.ReplaceAll(s, ".", "")
	}
	// Every name candidate passes here: most are no legal form in any
	// case, and IsLegalForm tells so without copying the list.
	if !lexicon.IsLegalForm(s) {
		return false
	}
	for _, f := range lexicon.LegalForms() {
		if len(s) != len(f) || !strings.EqualFold(s, f) {
			continue
		}
		if s == f && (len(f) > 2 || f[1] >= 'a') || len(f) > 2 && f[1] >= 'a' && upperASCII(s) {
			return true
		}
		// Two capitals are a legal form where the story writes them
		// after a name ("SA" beside "Dumez S.A").
		if s == f {
			return endsForm(cands, s) || endsForm(out, s)
		}
	}
	return false
}

// legalForms reports that the name s is two legal forms or more and no
// other word ("Co Inc" of "Merck and Co Inc", "Corp Ltd"): the tail of a
// company's name, none of its own (Reuters listed "Co Inc" 124 times).
func legalForms(s string) bool {
	// Most names open with no legal form: told without the loop.
	first, _, ok := strings.Cut(s, " ")
	if !ok || !lexicon.IsLegalForm(strings.TrimSuffix(first, ".")) {
		return false
	}
	n := 0
	for w := range strings.FieldsSeq(s) {
		if !lexicon.IsLegalForm(cleanName(w)) {
			return false
		}
		n++
	}
	return n >= 2
}

// endsForm reports that a name of several words among names ends with
// the word f, dots aside ("S.A" for "SA").
func endsForm(names []string, f string) bool {
	for _, n := range names {
		sp := strings.LastIndexByte(n, ' ')
		if sp < 0 {
			continue
		}
		w, k := n[sp+1:], 0
		for i := 0; i < len(w); i++ {
			if w[i] == '.' {
				continue
			}
			if k == len(f) || w[i] != f[k] {
				k = -1
				break
			}
			k++
		}
		if k == len(f) {
			return true
		}
	}
	return false
}

// upperASCII reports that s has no lower-case ASCII letter.
func upperASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if b := s[i]; b >= 'a' && b <= 'z' {
			return false
		}
	}
	return true
}

// companyOf reports that the name full is word and after it only a
// company's legal form (lexicon.LegalForms: "Intel Corp", "Alitalia Spa",
// "Aancor Holdings Inc"): one company, written in full and short; a legal
// form after a name makes no other name of it. A common word after it
// tells no such thing ("Japan Governor", "LME Board"), and a name before
// it makes another ("Minero Peru Comercial SA").
func companyOf(full, word string) bool {
	first, rest, ok := strings.Cut(full, " ")
	if !ok || !strings.EqualFold(cleanName(first), word) {
		return false
	}
	for w := range strings.FieldsSeq(rest) {
		if !lexicon.IsLegalForm(cleanName(w)) {
			return false
		}
	}
	return true
}

// writtenAlone reports that the members write the name word as a name of
// its own beside the longer candidate that holds it: in no other name
// (but after "of": "Bank of Peru"), and at least half of the members
// writing it alone (a run of its own, or after a title), two at least,
// write the longer name nowhere ("Peru" in five of six reports, "Minero
// Peru" in the sixth). A piece of a name most write whole ("Commission" of
// "Exchange Commission", "Smith" of "John Smith") is not, nor a word of
// other names ("Co" of "Kellogg Co", alone in "Goldman Sachs and Co").
func writtenAlone(word, longer string, runs [][][]string, letters [][]uint32) bool {
	var lwBuf [4]string
	lw := lwBuf[:0]
	var need uint32
	for w := range strings.FieldsSeq(longer) {
		lw = append(lw, w)
		need |= letterBit(w)
	}
	ww := [1]string{word}
	wbit := letterBit(word)
	with, without := 0, 0 // members writing it alone, and of them those without longer
	for i, rs := range runs {
		hasAlone, hasLonger := false, false
		for k, rw := range rs {
			if wbit&^letters[i][k] != 0 && need&^letters[i][k] != 0 {
				continue
			}
			longer := need&^letters[i][k] == 0 && indexWords(rw, lw) >= 0
			hasLonger = hasLonger || longer
			p := -1
			if wbit&^letters[i][k] == 0 {
				p = indexWords(rw, ww[:])
			}
			switch {
			case p < 0:
			case len(rw) == 1 || p == 1 && len(rw) == 2 && nameTitle(rw[0]) || p > 0 && p == len(rw)-1 && rw[p-1] == "of":
				hasAlone = true // alone, after a title or after "of"
			case !longer:
				return false // in a name of another's ("Co" of "Kellogg Co")
			}
		}
		if hasAlone {
			with++
			if !hasLonger {
				without++
			}
		}
	}
	return without >= 2 && 2*without >= with
}

// namedMostly reports that the documents counted in df write the word w
// as a name in at least half of those that write it at all (as
// nameOpener's names): a name ("Peru", "Japan", "Senate"), not a common
// word written in lower case in most texts and capitalised in names
// ("Bank", "Trust", "Commission" of "Central Bank", "Bankers Trust",
// "EC Commission"). Words are counted by their stems: a name sharing
// one with a common word is taken for one ("France", "francs").
func (x *extractor) namedMostly(df *docFreq, w string) bool {
	sc := x.sc
	sc.Reset(w)
	if !sc.Next() {
		return false
	}
	h, norm := sc.Hash(), sc.Norm()
	n := df.m.get(mix(nsName, h)).n
	term := df.m.get(x.stem(norm, h)).n
	return n > 0 && 2*n >= term && !sc.Next()
}

// commonWord reports that w, a name candidate of one word, is a common
// word capitalised: the corpus (df) writes it as a name in fewer than
// half of the documents that write it at all (namedMostly), "Group",
// "Class", "Seven" of "Group of Seven", "Doctor". The stem's
// documents count other words too when stemming changes w ("francs"
// for "France", "Treasury" and "treasuries"): then a name is common
// only below a quarter. A word in capitals is an acronym, whatever
// the stem's other words ("AIDS", "aids").
func (x *extractor) commonWord(df *docFreq, w string) bool {
	if len(w) < 2 || upperASCII(w) || strings.IndexByte(w, ' ') >= 0 {
		return false
	}
	sc := x.sc
	sc.Reset(w)
	if !sc.Next() {
		return false
	}
	h, norm := sc.Hash(), sc.Norm()
	if sc.Next() {
		return false // "N.Y", "Wal-Mart": no single word
	}
	// A word the corpus never counts as a name is not known here, not
	// common: "Moody" of "Moody's", whose features count "moody's".
	return df.m.get(mix(nsName, h)).n > 0 && x.commonHash(df, h, norm)
}

// commonHash is commonWord of the word of hash h, norm its normal form,
// a word the corpus may never write as a name (andJoins).
func (x *extractor) commonHash(df *docFreq, h uint64, norm []byte) bool {
	stem := x.stem(norm, h)
	n := df.m.get(mix(nsName, h)).n
	term := df.m.get(stem).n
	if stem != h|1 {
		return 4*n < term
	}
	return 2*n < term
}

// nameForm is a full form of a name feature and the members' votes for
// it (fullNameIn).
type nameForm struct {
	words []string
	vote  float64
	free  bool // written once at least where no title goes on from it
}

// spellings reports that the full forms of the name feature cw (all
// that the members write it in) are one name spelt in ways, forms[best]
// the form most of them write: each opens with the feature and goes on
// with as many words as best, each word as long as best's and as it at
// its first three letters ("Nils Halvorsen", "Nils Halverson"; not a
// plural, "Identity Documents" beside "Identity Document"). Then the votes split
// among the spellings are one name's, and the feature, a first name
// written in full every time, takes best; two people sharing a first
// name ("John Smith", "John Major") or a surname do not.
func spellings(forms []nameForm, best int, cw []string) bool {
	b := forms[best].words
	if len(b) <= len(cw) {
		return false
	}
	for _, f := range forms {
		if len(f.words) != len(b) || indexWords(f.words[:len(cw)], cw) != 0 {
			return false
		}
		for j := len(cw); j < len(b); j++ {
			x, y := f.words[j], b[j]
			if len(x) != len(y) || !strings.EqualFold(x[:min(3, len(x))], y[:min(3, len(y))]) {
				return false
			}
		}
	}
	return true
}

// withoutTitle is the name among words (a run of name words, where the
// name feature's n words start at p) without a title before a person's
// name: words up to the last title with two words after it (or one,
// when the feature is after the title) go, unless
// the name feature ends before that title, when the name ends there (a
// name that opens with the start of a title, "Chief Fire" of "Chief Fire
// Officer Ruth Adebayo", is the title's, and goes).
func withoutTitle(words []string, p, n int) []string {
	t := -1
	for i := len(words) - 2; i >= 0; i-- {
		// A title before one word goes when the feature is that word
		// ("Reagan" of "President Reagan"), not when it holds the
		// title: "President Reagan" is as the features write it.
		if titleBefore(words[i]) && (i < len(words)-2 || p > i) {
			t = i
			break
		}
	}
	switch {
	case t < 0:
		return words
	case p+n <= t && !titleLead[strings.ToLower(words[0])]:
		return withoutTitle(words[:t], p, n)
	}
	// What goes on with the title goes with it: "Attorney General John
	// Ashcroft", "Secretary of State George Shultz".
	rest := words[t+1:]
	for len(rest) > 2 {
		switch {
		case strings.EqualFold(rest[0], "general"):
			rest = rest[1:]
		case rest[0] == "of":
			rest = rest[2:]
		default:
			return rest
		}
	}
	return rest
}

// titleBefore reports a title before a person's name (nameTitles,
// moreTitles), or one in the plural before several ("Doctors Michael
// Hershfield and Rebecca Buckley", "Representatives Larry Craig"): only
// here, where names follow it; a name ending with one is no office
// ("House of Representatives").
// One copy in lower case, one map (allTitles): withoutTitle asks it of
// every word of the runs a name is read in.
func titleBefore(w string) bool {
	w = strings.TrimSuffix(w, ".")
	var buf [16]byte
	lower, ok := lowerLetters(buf[:], w)
	if !ok {
		return nameTitle(w) || titleIn(moreTitles, w)
	}
	if allTitles[string(lower)] {
		return true
	}
	n := len(lower)
	return n > 2 && lower[n-1] == 's' && allTitles[string(lower[:n-1])]
}

// possessive reports a word ending in "'s".
func possessive(w string) bool {
	return cleanName(w) != strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsNumber(r) && r != '\'' && r != '’' })
}

// titleLead are words that open a title ("Chief Fire Officer", "Deputy
// Chief Constable", "Station Commander").
var titleLead = map[string]bool{"chief": true, "deputy": true, "vice": true, "acting": true, "assistant": true,
	"senior": true, "station": true, "prime": true, "foreign": true, "finance": true, "interior": true, "defence": true, "defense": true}

// moreTitles are titles before a name that the title pairs of the
// features leave alone (titleFragment): they open other names too
// ("Secretary of State", "Speaker of the House"), but not with two
// name words after them.
var moreTitles = map[string]bool{"secretary": true, "attorney": true, "speaker": true, "prosecutor": true, "solicitor": true, "director": true,
	"exchequer": true} // "Chancellor of the Exchequer Nigel Lawson"

func wordsEqualFold(a, b []string) bool {
	return len(a) == len(b) && indexWords(a, b) == 0
}

func containsWord(phrase, word string) bool {
	for w := range strings.FieldsSeq(phrase) {
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
	"mp": true, "mep": true, // "Labour MP Stephen Pound"
	// "Trade Representative Clayton Yeutter", "Rep John Duncan", "EC Farm
	// Commissioner Frans Andriessen", "EPA Administrator Lee Thomas".
	"representative": true, "rep": true, "commissioner": true, "administrator": true, "undersecretary": true,
	"doctor": true,
}

func nameTitle(w string) bool { return titleIn(nameTitles, w) }

// anyTitle reports that w is in nameTitles or moreTitles, lower-cased
// once (describe asks it of every name shown).
func anyTitle(w string) bool {
	w = strings.TrimSuffix(w, ".")
	var buf [16]byte
	// The titles are ASCII letters: a word of other bytes is none.
	lower, ok := lowerLetters(buf[:], w)
	return ok && allTitles[string(lower)]
}

// allTitles is nameTitles and moreTitles in one map (anyTitle: one
// look-up, not two).
var allTitles = func() map[string]bool {
	m := make(map[string]bool, len(nameTitles)+len(moreTitles))
	for _, ts := range []map[string]bool{nameTitles, moreTitles} {
		for t := range ts {
			m[t] = true
		}
	}
	return m
}()

// titleIn reports whether w, in lower case and without a final full
// stop, is in titles; a word of ASCII letters is looked up without a
// copy in lower case (withoutTitle reads every word of the name runs).
func titleIn(titles map[string]bool, w string) bool {
	w = strings.TrimSuffix(w, ".")
	var buf [16]byte
	if len(w) > len(buf) {
		return false // no title is as long
	}
	lower, ok := lowerLetters(buf[:], w)
	if !ok {
		return titles[strings.ToLower(w)]
	}
	return titles[string(lower)]
}

// lowerLetters writes s in lower case into dst, without a copy on the
// heap, when s is ASCII letters alone and fits; ok false otherwise.
func lowerLetters(dst []byte, s string) (lower []byte, ok bool) {
	if len(s) > len(dst) {
		return nil, false
	}
	for i := 0; i < len(s); i++ {
		if !asciiLetter(s[i]) {
			return nil, false
		}
		dst[i] = lowerASCII(s[i])
	}
	return dst[:len(s)], true
}

// runMembers caps the members whose texts are read for the names' full
// forms: the most representative few say how the story writes a name,
// and reading every member of a large story again would cost as much as
// extracting it.
const runMembers = 8

// runWords caps the words of a member read for the full forms: a news
// report writes its names in full where it first names them, near the
// top, and reading whole texts doubled the describe phase on Reuters.
const runWords = 400

// nameRuns returns the runs of adjacent name words of a text (its title
// when it has none) as written, one space between words, in order: the
// full forms of the names whose pieces the features pair ("Pellham Paper
// Co" of "Pellham Paper" and "Paper Co"). A run goes on over "of" after
// a word that heads such a name ("Central Bank of Valdoria"), and "New"
// and a hyphen join the words they would ("New York", "Wal-Mart"). Words
// of boilerplate lines and of lines in capitals are left out. df, when
// not nil, tells the word that opens a sentence before a run when it
// opens the name (nameOpener).
func (x *extractor) nameRuns(title, text string, isBoiler func(uint64) bool, df *docFreq) []string {
	x.toks = x.toks[:0]
	x.norms = x.norms[:0]
	field := fieldText
	if strings.TrimSpace(text) == "" {
		text, field = title, fieldTitle
	}
	x.scan(leadingWords(text, runWords), field)
	var f features
	x.markLines(&f, isBoiler)
	x.decideNames()
	var out []string
	x.run = x.runsOf(x.toks, text, field, df, x.run[:0], func(run []string) {
		out = append(out, x.nameShown(df, strings.Join(run, " ")))
	})
	return out
}

// leadRuns is nameRuns of the text just extracted, from the extractor's
// own tokens (names as the whole document decides them), the runs of its
// first runWords tokens one a line, up to runBytes; df as for nameRuns.
func (x *extractor) leadRuns(df *docFreq) string {
	field, src := fieldText, x.text
	lo := slices.IndexFunc(x.toks, func(t token) bool { return t.field == fieldText })
	if lo < 0 || strings.TrimSpace(src) == "" {
		field, src, lo = fieldTitle, x.title, 0
	}
	// The first runWords tokens: counting the words of the text again
	// (leadingWords) took a third of this.
	hi := lo
	for hi < len(x.toks) && hi-lo < runWords && x.toks[hi].field == field {
		hi++
	}
	// Written into one buffer as they are found: a string a run, as
	// nameRuns returns them, took a tenth of the stream's allocations.
	b := x.runBuf[:0]
	x.run = x.runsOf(x.toks[lo:hi], src, field, df, x.run[:0], func(run []string) {
		start := len(b)
		for i, w := range run {
			if i > 0 {
				b = append(b, ' ')
			}
			b = append(b, w...)
		}
		name := cleanNameBytes(b[start:])
		if len(name) < len(b)-start && bytes.ContainsAny(b[start:], "'’") {
			name = []byte(x.nameShown(df, string(b[start:]))) // a possessive ending: rare
		}
		if len(name) == 0 || start+len(name)+1 > runBytes {
			b = b[:start]
			return
		}
		b = append(b[:start], name...) // name lies within b[start:]: copy moves it left
		b = append(b, '\n')
	})
	x.runBuf = b
	return string(b)
}

// cleanNameBytes is cleanName of b, a part of b.
func cleanNameBytes(b []byte) []byte {
	b = bytes.TrimFunc(b, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsNumber(r) })
	for _, suf := range []string{"'s", "’s", "'S", "’S"} {
		b = bytes.TrimSuffix(b, []byte(suf))
	}
	return b
}

// runsOf hands emit the runs of nameRuns (the words, uncleaned) of
// toks, the tokens of one field of a text already scanned, src that
// field's text; run is a buffer for the words, returned for reuse. A run
// just after the word that opens a sentence starts with that word when
// df says it is a name word (nameOpener): the first word of a sentence
// is a name word only when the text writes it as one elsewhere, and
// "St Aldhelm's Primary School" or "Patricia Sanders" opening a
// sentence keep their first word.
func (x *extractor) runsOf(toks []token, src string, field uint8, df *docFreq, run []string, emit func(run []string)) []string {
	// opened: run[0] is a capitalised stop word before the name
	// (companyOpener), kept when the run ends with a legal form.
	opened := false
	flush := func() {
		r := run
		if opened && (len(r) < 3 || !lexicon.IsLegalForm(cleanName(r[len(r)-1]))) {
			r = r[1:]
		}
		opened = false
		if len(r) > 0 && !strings.EqualFold(r[len(r)-1], "of") {
			emit(r)
		} else if len(r) > 1 { // "Bank of" followed by no name
			emit(r[:len(r)-1])
		}
		run = run[:0]
	}
	// wrapped tells whether toks[i] goes on from toks[i-1] over a line
	// break of hard-wrapped text (wrapBreak); the text's widest line is
	// measured once, at the first break asked about.
	widest := -1
	wrapped := func(i int) bool {
		if field != fieldText || !wrapBreak(toks, src, i) {
			return false
		}
		if widest < 0 {
			widest = widestLine(src)
		}
		return widest <= wrapWidth
	}
	// goesOn tells whether toks[k] goes on from toks[k-1] on one line
	// or over a wrapped line's break; nameGoesOn, a name word doing so.
	// dotted tells whether toks[k] follows initials ("U.S. Geological
	// Survey"): the full stop after them read as a sentence's end left
	// the word after no name word, joined to nothing. dottedName, a
	// name word doing so: one decided so, or one the corpus does not
	// write in lower case mostly (commonHash; not "Subsidiary" of "U.S.
	// Subsidiary of Mazda Motor Corp", "Group" of "U.S. Group General
	// Electric").
	dotted := func(k int) bool { return k > 0 && afterInitials(toks, src, k) }
	dottedName := func(k int) bool {
		t := &toks[k]
		return dotted(k) && (t.name || df != nil && !x.commonHash(df, t.hash, x.norm(t)))
	}
	goesOn := func(k int) bool { return toks[k].joined || wrapped(k) || dotted(k) }
	nameGoesOn := func(k int) bool {
		return toks[k].name && toks[k].joined || wrapName(&toks[k]) && wrapped(k) || dottedName(k)
	}
	for i := range toks {
		t := &toks[i]
		w := src[t.start:t.end]
		// "New" is a stop word, but opens names ("New York"), and so do
		// initials ("U.S. Geological Survey": the pronoun "us"; not
		// "US", which opened "US TV", "US National Book Awards" beside
		// "National Book Awards": BBC's names lost more than gained).
		newName := (w == "New" || initials(w)) && i+1 < len(toks) && nameGoesOn(i+1)
		switch {
		case t.boiler || t.inCapsLine && field == fieldText:
			// A line in capitals writes no name as the text does.
			flush()
		case t.name && len(run) > 0 && i > 0 && src[toks[i-1].end:t.start] == "-":
			// The features read "Wal-Mart" as two words.
			run[len(run)-1] += "-" + w
		case t.name || newName || len(run) > 0 && (wrapName(t) && wrapped(i) || dottedName(i)):
			if len(run) > 0 && !goesOn(i) {
				flush()
			}
			if i+1 < len(toks) && dottedName(i+1) {
				w = src[t.start : t.end+1] // the initials' last full stop
			}
			if len(run) == 0 && i > 0 && t.joined && (x.nameOpener(df, &toks[i-1], field) || courtesyTitle(src, &toks[i-1])) {
				p := &toks[i-1]
				run = append(run, src[p.start:p.end])
			} else if len(run) == 0 && i > 0 && t.joined && companyOpener(src, &toks[i-1], field) && (i < 2 || !toks[i-1].joined || !toks[i-2].name) {
				// Not inside a name: "Of" of "Development Bank Of Singapore Ltd".
				p := &toks[i-1]
				run, opened = append(run, src[p.start:p.end]), true
			}
			run = append(run, w)
		case len(run) > 0 && (w == "of" || w == "and") && goesOn(i) && i+1 < len(toks) && nameGoesOn(i+1) && !toks[i+1].boiler &&
			(w == "of" && ofHeads[strings.ToLower(cleanName(run[len(run)-1]))] || w == "and" && x.andJoins(df, toks, src, i, slices.Contains(run, "of"), len(run) == 1, nameGoesOn)):
			// One test of the run for both words: every token after a
			// name's run reaches this case.
			run = append(run, w)
		default:
			flush()
		}
	}
	flush()
	return run
}

// andJoins reports that "and", toks[i] of src, goes on with one name
// between name words: the word before it is a common word capitalised
// (commonHash: "Food and Drug Administration", "Standard and Poor's",
// "Work and Pensions"), and the word after it is written as a name in
// less than two thirds of the documents holding it. "And" between two
// names ends a name ("Britain and France", "Group of Five and Canada"),
// and so does one after a title ("Chairman and Chief Executive John
// Smith"). The runs cut there made "Drug Administration" a name, listed
// in 41 Reuters stories. Not before a legal form: "Goldman, Sachs and Co"
// would give "Sachs and Co" for "Goldman Sachs". After a name of any
// word, "and" joins when one word and a legal form follow: the form is
// the company's, "Alex Brown and Sons Inc", "Dun and Bradstreet Corp"
// (listed as "Sons Inc", "Bradstreet Corp"); not after a legal form or
// a name going on with "of" (afterOf: two companies). After a run of
// one word (alone) the corpus writes in lower case in most documents
// holding it, "and" joins when the name words after it, two or more,
// end with a body's word (bodyAfter): "Securities and Exchange
// Commission", whose "Securities" the corpus writes as a name too often
// for commonHash (in Reuters 599 of 1,751 documents) and which was
// listed as "Securities" and "Exchange Commission" in 90 stories; not
// "United States and Soviet Union" (two words before), "Japan and World
// Bank" (a name), "Securities and Wood Gundy Inc" (a legal form: two
// firms); goesOn tells a name word going on from the one before (over
// a wrapped line's break too). Without counts (df nil), never.
func (x *extractor) andJoins(df *docFreq, toks []token, src string, i int, afterOf, alone bool, goesOn func(k int) bool) bool {
	p, q := &toks[i-1], &toks[i+1]
	// Most "and"s join two names: the test of the word before, first,
	// ends there.
	if df == nil || !p.name || !p.alpha || p.allCaps {
		return false
	}
	// After another name, the word after "and" and a legal form after
	// it end a company's name: "Alex Brown and Sons Inc" (not "Sons
	// Inc"; not "Britain and France").
	if !x.commonHash(df, p.hash, x.norm(p)) {
		// Not after a legal form, nor after a name going on with "of":
		// "Gencorp Inc and Continental AG", "Bank of Nova Scotia and
		// Empire Company Ltd" are two.
		if alone && x.bodyAfter(df, toks, src, i, goesOn) {
			return true
		}
		if afterOf || lexicon.IsLegalForm(src[p.start:p.end]) || i+2 >= len(toks) || !toks[i+2].joined || !lexicon.IsLegalForm(src[toks[i+2].start:toks[i+2].end]) {
			return false
		}
		return !lexicon.IsLegalForm(src[q.start:q.end]) && !anyTitle(src[p.start:p.end])
	}
	if lexicon.IsLegalForm(src[q.start:q.end]) || anyTitle(src[p.start:p.end]) {
		return false
	}
	n := df.m.get(mix(nsName, q.hash)).n
	return 3*n < 2*df.m.get(x.stem(x.norm(q), q.hash)).n
}

// bodyAfter reports, for andJoins, that "and" (toks[i]) after a word
// written in lower case in most documents holding it goes on with a
// body's name: the word after it is as often common (as andJoins asks
// of it) and no legal form, and the name words joined after "and", two
// or more (goesOn: one going on from the one before), end with a word
// that ends a body's name (lexicon.IsOrgWord), no legal form.
func (x *extractor) bodyAfter(df *docFreq, toks []token, src string, i int, goesOn func(k int) bool) bool {
	p, q := &toks[i-1], &toks[i+1]
	pn := df.m.get(mix(nsName, p.hash)).n
	if 2*pn >= df.m.get(x.stem(x.norm(p), p.hash)).n || lexicon.IsLegalForm(src[q.start:q.end]) || anyTitle(src[p.start:p.end]) {
		return false
	}
	if qn := df.m.get(mix(nsName, q.hash)).n; 3*qn >= 2*df.m.get(x.stem(x.norm(q), q.hash)).n {
		return false
	}
	k := i + 1
	for k+1 < len(toks) && goesOn(k+1) && !toks[k+1].boiler {
		k++
	}
	// A body's word, not a company's legal form: "and" between two
	// firms' names ("First Marathon Securities and Wood Gundy Inc", the
	// run cut at a line break) ends the first.
	last := cleanName(src[toks[k].start:toks[k].end]) // "Commission's" too
	return k > i+1 && lexicon.IsOrgWord(last) && !lexicon.IsLegalForm(last)
}

// initials reports that w is initials written with full stops between
// them, the last one not in w ("U.S", "N.Y"): single letters, two or
// more.
func initials(w string) bool {
	if len(w) < 3 || len(w)%2 == 0 {
		return false
	}
	for i := 0; i < len(w); i++ {
		if i%2 == 0 && !asciiLetter(w[i]) || i%2 == 1 && w[i] != '.' {
			return false
		}
	}
	return true
}

// afterInitials reports that toks[k], of src, follows initials and their
// full stop on one line, one space apart ("U.S. Geological"), and is a
// word written as a name's (capitalised, no stop word): a name going on,
// where "in the U.S. The ..." ends a sentence.
func afterInitials(toks []token, src string, k int) bool {
	p, t := &toks[k-1], &toks[k]
	if !t.upper || t.stop || !t.alpha || int(p.end)+2 != int(t.start) || src[p.end:t.start] != ". " {
		return false
	}
	return initials(src[p.start:p.end])
}

// wrapWidth is the widest line of hard-wrapped text: wire copy is
// wrapped to fit a terminal of 80 columns (Reuters at about 70), and
// text with a longer line writes a line break where a paragraph, a
// heading or a table row ends.
const wrapWidth = 80

// wrapMin is the shortest line a wrapper breaks: a shorter line ending
// in a name is a heading or a table row.
const wrapMin = 40

// wrapBreak reports that toks[i] and toks[i-1], of src, are one line
// break apart as a wrapper writes it: spaces at most before it, none
// after (an indented line opens a paragraph), no blank line, and the
// line before at least wrapMin bytes long. Whether the text is wrapped
// (widestLine) is for the caller. In hard-wrapped text one line break
// inside a name cut its run ("Jersey Environmental ..." of "New\nJersey
// Environmental ...").
func wrapBreak(toks []token, src string, i int) bool {
	if i <= 0 || i >= len(toks) || toks[i].line != toks[i-1].line+1 {
		return false
	}
	p := int(toks[i-1].end)
	gap := strings.TrimLeft(src[p:toks[i].start], " \t")
	if gap != "\n" && gap != "\r\n" {
		return false
	}
	return p-(strings.LastIndexByte(src[:p], '\n')+1) >= wrapMin
}

// wrapName reports that t, the first word of a wrapped line, is a name
// word as decideNames tells one inside a sentence: the line break made it
// the first word of a sentence, whose case tells nothing ("Jersey" of
// "New\nJersey", written nowhere else in the text).
func wrapName(t *token) bool {
	return t.name || t.upper && t.alpha && !t.stop && !t.inCapsLine && !t.boiler
}

// widestLine is the length in bytes of the longest line of s.
func widestLine(s string) int {
	w := 0
	for s != "" {
		n := strings.IndexByte(s, '\n')
		if n < 0 {
			n = len(s)
		}
		w = max(w, len(strings.TrimRight(s[:n], "\r")))
		s = s[min(n+1, len(s)):]
	}
	return w
}

// nameOpener reports that t, a word that opens a sentence and is no name
// word of its text, opens the name run after it: it is capitalised, no
// stop word, and the documents counted in df write it as a name at least
// half as often as they write it at all ("St", "Patricia"; not "Police",
// "Despite", "Coach": most often common words).
func (x *extractor) nameOpener(df *docFreq, t *token, field uint8) bool {
	if df == nil || !t.initial || t.name || !t.upper || !t.alpha || t.stop || t.allCaps || t.boiler || t.inCapsLine && field == fieldText {
		return false
	}
	n := df.m.get(mix(nsName, t.hash)).n
	return n > 0 && 2*n >= df.m.get(x.stem(x.norm(t), t.hash)).n
}

// companyOpener reports that t, of src, is a stop word capitalised
// inside a sentence, no weekday or month and no article: before a name
// ending with a legal form, it opens the company's name ("First Boston
// Corp", "Reuters Holdings Plc"), which the features, leaving stop words
// out, pair without it ("Boston Corp"). An article is left out as the
// features leave it ("Walt Disney Company" of "The Walt Disney Company").
func companyOpener(src string, t *token, field uint8) bool {
	if !t.stop || !t.upper || !t.alpha || t.initial || t.allCaps || t.boiler || t.inCapsLine && field == fieldText || t.end-t.start < 2 {
		return false
	}
	w := src[t.start:t.end]
	return !strings.EqualFold(w, "the") && !strings.EqualFold(w, "an") && !calendarWord(w)
}

// courtesyTitle reports that t, of src, is "Mr", "Mrs", "Ms" or "Dr"
// (a full stop after it or not): stop words, so no name words, but kept
// before the run of a name, where fullNameIn tells the name after a title
// ("Mr Smith") from the name alone.
func courtesyTitle(src string, t *token) bool {
	if !t.upper || t.end-t.start > 4 {
		return false
	}
	switch strings.TrimSuffix(src[t.start:t.end], ".") {
	case "Mr", "Mrs", "Ms", "Dr", "MR", "MRS", "MS", "DR":
		return true
	}
	return false
}

// ofHeads are the words that head a name going on with "of" ("Bank of
// England", "University of Leeds"); after others "of" ends the name
// ("Ruth Adebayo of Brackenford Fire Service" is two names).
var ofHeads = map[string]bool{
	"bank": true, "ministry": true, "department": true, "university": true, "college": true, "institute": true,
	"museum": true, "republic": true, "kingdom": true, "bay": true, "gulf": true, "isle": true, "cape": true,
	"lake": true, "council": true, "court": true, "chamber": true, "house": true, "board": true, "bureau": true,
	"commission": true, "federation": true, "association": true, "society": true, "union": true, "church": true,
	"academy": true, "city": true, "duke": true, "duchess": true, "prince": true, "princess": true, "earl": true,
	"office": true, "school": true, "states": true, "secretary": true,
}

// ownerSplit is a name without an owner that is a name of its own
// (known): the features pair adjacent name words across a possessive,
// and "Carrow's Institute" is two names. The name owned is shown when it
// has two words or more ("Salomon Brothers" of "Salomon Inc's Salomon
// Brothers"), else the owner: one word after a possessive is most often
// the start of a longer name the pair cut ("Billboard's Hot 100",
// "California's Superior Court"). An owner after "of" is read from there
// ("North Carolina" of "University of North Carolina's Institute"). A
// name whose owner is not known keeps its possessive ("Sam's Club",
// "People's Daily"); a weekday or a month is no owner of a name.
func ownerSplit(name string, known func(owner string) bool) string {
	if !strings.ContainsAny(name, "'’") { // no possessive: most names
		return name
	}
	words := strings.Fields(name)
	for o := len(words) - 2; o >= 0; o-- {
		if !possessive(words[o]) {
			continue
		}
		start := 0
		for i := o - 1; i >= 0; i-- {
			if words[i] == "of" {
				start = i + 1
				break
			}
		}
		owner := strings.Join(append(words[start:o:o], cleanName(words[o])), " ")
		// A weekday or a month owns no name: "February's Paris Accord"
		// is a date and a name.
		if !calendarWord(owner) && !known(owner) {
			return name
		}
		if len(words)-o-1 >= 2 {
			return strings.Join(words[o+1:], " ")
		}
		return owner
	}
	return name
}
