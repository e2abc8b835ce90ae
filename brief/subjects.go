package brief

import (
	"math"
	"strings"

	"github.com/copydesk/copydesk/facts"
)

// otherSubjects reports whether documents x and y are one outlet's
// reports on two subjects in one template: each opens on a name (the
// issuer of a bond, the seller of a contract, a country's crop, a cattle
// market) that the other names nowhere. "The payment date is April 15"
// of one issuer's bond and "April 2" of another's, the lead managers or
// guarantors of two bonds, two markets' hog prices, are two subjects'
// figures, however much of the template's text they share, even when
// dedup calls them near-duplicates (a short template is most of the
// words); a copy that respelt its subject ("Hertz Realty" / "Hertz
// Realty Corp", a typo) still names it. Two
// outlets' reports are compared as before (a reporter's lead may name
// another party of one event), and so are two subjects of one first
// word (an abbreviation: "Butler Mfg Co" / "Butler Manufacturing Co").
func (f *disagreementFinder) otherSubjects(x, y int) bool {
	dx, dy := f.b.in.Docs[x], f.b.in.Docs[y]
	if x == y || dx.Source == "" || dx.Source != dy.Source {
		return false
	}
	return pairCached(&f.subjects, x, y, f.subjectsApart)
}

// subjectsApart is otherSubjects uncached. A template that opens on its
// author ("The U.S. Agriculture Department forecast the Soviet wheat
// crop ..." / "... estimated Canada's wheat crop ...") has its subject
// in the next name: the names both first sentences give are passed over
// (the agency taken for the subject, two countries' crops would
// disagree).
func (f *disagreementFinder) subjectsApart(x, y int) bool {
	sx, sy := f.subject(x, y), f.subject(y, x)
	if sx == "" || sy == "" || sx == sy || oneSubject(sx, sy) {
		return false
	}
	return !f.names(x, sy) && !f.names(y, sx)
}

// oneSubject reports whether two names may name one subject: more or less
// of one name, another spelling or a slip of the keys ("Cental Soya Co
// Inc"), or the same first word.
func oneSubject(a, b string) bool {
	return subsetWords(a, b) || nameVariants(a, b) || typoApart(a, b) || firstWord(a) == firstWord(b)
}

// firstWord returns a name's first word: "Butler Mfg Co" and "Butler
// Manufacturing Co", abbreviated, are one subject.
func firstWord(n string) string {
	w, _, _ := strings.Cut(n, " ")
	return w
}

// subject returns the name document d's first sentence opens its account
// on: its first name mention, not a nationality ("U.S. soybean crush"),
// nor a name the first sentence of document o gives too (the template's
// author). Empty when the first sentence names none.
func (f *disagreementFinder) subject(d, o int) string {
	ss := f.b.sents[d]
	if len(ss) == 0 {
		return ""
	}
	for _, m := range ss[0].mentions {
		if m.Kind != facts.Name {
			continue
		}
		if _, isNation := nationality[m.Norm]; isNation {
			continue
		}
		if f.opensOn(o, m.Norm) {
			continue
		}
		return m.Norm
	}
	return ""
}

// opensOn reports whether document d's first sentence gives name n (one
// subject, oneSubject).
func (f *disagreementFinder) opensOn(d int, n string) bool {
	ss := f.b.sents[d]
	if len(ss) == 0 {
		return false
	}
	for _, m := range ss[0].mentions {
		if m.Kind == facts.Name && (m.Norm == n || oneSubject(m.Norm, n)) {
			return true
		}
	}
	return false
}

// names reports whether document d names n anywhere: the name, more or
// less of it ("Hertz Realty" / "Hertz Realty Corp", namePart) or another
// spelling.
func (f *disagreementFinder) names(d int, n string) bool {
	for _, s := range f.b.sents[d] {
		for _, m := range s.mentions {
			if m.Kind == facts.Name && (m.Norm == n || namePart(m.Norm, n) || nameVariants(m.Norm, n)) {
				return true
			}
		}
	}
	return false
}

// listItem reports whether a number mention numbers a list's item: at
// the start of a line (after spaces, or a quoting ">"), followed by ")"
// or "." and a space ("4) a fitting that ...", "14.  I have ..."). Two
// posts numbering one question 14 and 17 give no two values of a fact.
func listItem(text string, start, end int) bool {
	i := start
	for i > 0 && (text[i-1] == ' ' || text[i-1] == '\t') {
		i--
	}
	return (i == 0 || text[i-1] == '\n' || text[i-1] == '>') && end+1 < len(text) && (text[end] == ')' || text[end] == '.') &&
		(text[end+1] == ' ' || text[end+1] == '\t') && allDigits(text[start:end])
}

// version reports whether a number mention names a release: after the
// word "version", "release" or "rev.", a "v" ("v2.1"), or a dot gluing
// it to a word (a file name: "xvertext.4.0.shar.Z"). Two announcements
// of two releases give no two values of a fact.
func version(text string, start int) bool {
	if start > 1 && text[start-1] == '.' && isLetter(text[start-2]) {
		return true
	}
	if start > 1 && (text[start-1] == 'v' || text[start-1] == 'V') && !isLetter(text[start-2]) {
		return true
	}
	before := strings.ToLower(strings.TrimRight(text[max(0, start-9):start], " "))
	return strings.HasSuffix(before, "version") || strings.HasSuffix(before, "release") || strings.HasSuffix(before, "rev.")
}

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return true
}

func isDigit(b byte) bool  { return '0' <= b && b <= '9' }
func isLetter(b byte) bool { return 'A' <= b&^0x20 && b&^0x20 <= 'Z' }

// roundedAlike reports whether two different numbers are one value, one
// of them rounded: "304 mln" is "303.9 mln" to the million its text
// gives, "9.9 pct" is "9.93 pct" to a tenth, and "about 300" is 303 to
// the hundred (trailing zeros tell a precision only with a word of
// approximation; "300" alone may be exact). Precision is read from the
// text the mention covers: its decimals, times the scale of its word
// ("mln", "billion").
func roundedAlike(tx string, x facts.Mention, ty string, y facts.Mention) bool {
	if x.Kind != facts.Number || y.Kind != facts.Number || x.Value == y.Value || x.Low != x.High || y.Low != y.High {
		return false
	}
	if approximate(tx[x.Start:x.End], x) && approximate(ty[y.Start:y.End], y) {
		return false // "about 200" / "about 210": two estimates
	}
	px, okx := textPrecision(tx[x.Start:x.End], x)
	py, oky := textPrecision(ty[y.Start:y.End], y)
	if !okx || !oky || px == py {
		return false
	}
	if px < py { // x the finer
		x, y, px, py = y, x, py, px
	}
	// x is the coarser: y is within half its last digit of it (a tie,
	// 450 against "around 500", is as likely a revision as rounding).
	return math.Abs(y.Value-x.Value) < px/2*(1-1e-9)
}

// approxWords tell that a round number is rounded.
var approxWords = []string{"about", "around", "roughly", "approximately", "nearly", "almost", "some", "an estimated"}

// textPrecision returns the unit of the last digit a number's text gives:
// 0.1 mln for "1.5 mln", 100 for "about 300". False when the text holds
// no digits (a number in words).
func textPrecision(text string, m facts.Mention) (float64, bool) {
	i := strings.IndexFunc(text, func(r rune) bool { return '0' <= r && r <= '9' })
	if i < 0 || m.Value == 0 {
		return 0, false
	}
	j := i
	whole, decimals := 0.0, 0
	inFrac, zeros := false, 0
	for ; j < len(text); j++ {
		c := text[j]
		switch {
		case isDigit(c):
			whole = whole*10 + float64(c-'0')
			if inFrac {
				decimals++
			} else if c == '0' {
				zeros++
			} else {
				zeros = 0
			}
		case c == ',' && !inFrac && j+1 < len(text) && isDigit(text[j+1]):
		case c == '.' && !inFrac && j+1 < len(text) && isDigit(text[j+1]):
			inFrac = true
		default:
			goto done
		}
	}
done:
	if whole == 0 {
		return 0, false
	}
	digitsValue := whole / math.Pow10(decimals)
	scale := math.Abs(m.Value) / digitsValue
	p := math.Pow10(-decimals) * scale
	if decimals == 0 && zeros > 0 && approximate(text, m) {
		p *= math.Pow10(zeros)
	}
	return p, true
}

// approximate reports whether a number's text or qualifier has a word of
// approximation before its digits ("about 300").
func approximate(text string, m facts.Mention) bool {
	i := strings.IndexFunc(text, func(r rune) bool { return '0' <= r && r <= '9' })
	if i < 0 {
		i = len(text)
	}
	lower := strings.ToLower(m.Qualifier + " " + text[:i])
	for _, w := range approxWords {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

// labelsOrRounded reports whether a link joins two different numbers of
// which one numbers a list's item (listItem) or names a release (version;
// in documents not copies of one another), or which are one value, one of
// them rounded (roundedAlike).
func (f *disagreementFinder) labelsOrRounded(x, y mref) bool {
	mx, my := f.mention(x), f.mention(y)
	if mx.Kind != facts.Number || mx.Norm == my.Norm {
		return false
	}
	tx, ty := f.b.in.Docs[x.d].Text, f.b.in.Docs[y.d].Text
	if roundedAlike(tx, mx, ty, my) || listItem(tx, mx.Start, mx.End) || listItem(ty, my.Start, my.End) {
		return true
	}
	// A copy that changed a release's number edited its source's text
	// ("version 2.0" copied as "version 2.1"): that is a disagreement.
	return (version(tx, mx.Start) || version(ty, my.Start)) && !f.copies(x.d, y.d)
}

// inflectedAlike reports whether two names differ only in the endings of
// their words, a plural or an adjective of one stem: "Senate Democrats" /
// "Senate Democratic" (two endings of one stem), "South Africa" / "South
// African", an acronym's plural or possessive ("Some PC" / "Some PCs",
// "NBA's" / "NBA", "KOs"): one name in two grammatical forms, not two
// names. A longer word with an "s" is not ("Simmon" / "Simmons", "Davis"
// / "Davies" are a misspelt surname), nor a doubled last letter
// ("Morgann").
func inflectedAlike(a, b string) bool {
	// Word by word without splitting (comparable is called for every
	// pair of names compared): names are normalised, one space apart.
	if a == b || strings.Count(a, " ") != strings.Count(b, " ") {
		return false
	}
	for a != "" {
		wa, ra, _ := strings.Cut(a, " ")
		wb, rb, _ := strings.Cut(b, " ")
		if wa != wb && !inflectedWord(wa, wb) {
			return false
		}
		a, b = ra, rb
	}
	return true
}

// inflectedWord reports whether two different words are one stem with
// two endings (inflectedAlike).
func inflectedWord(w, v string) bool {
	if len(w) > len(v) {
		w, v = v, w
	}
	ending := func(stem, x string) string {
		if !strings.HasPrefix(x, stem) {
			return "-"
		}
		return x[len(stem):]
	}
	if strings.HasPrefix(v, w) {
		switch e := ending(w, v); {
		case e == "s" && len(w) <= 3 && w[len(w)-1] != 's':
			return true // PC / PCs, NBA / NBA's
		case e == "n" && w[len(w)-1] == 'a':
			return true // Africa / African
		case e == "ic" && w[len(w)-1] != 'i':
			return true // Democrat / Democratic
		}
		return false
	}
	// Two endings: "democrats" / "democratic".
	for _, pair := range [][2]string{{"s", "ic"}, {"s", "n"}} {
		for _, o := range [][2]string{pair, {pair[1], pair[0]}} {
			if strings.HasSuffix(w, o[0]) && strings.HasSuffix(v, o[1]) && w[:len(w)-len(o[0])] == v[:len(v)-len(o[1])] {
				return true
			}
		}
	}
	return false
}

// inColumns reports whether position i of text is in a table's row:
// laid out with a tab or three spaces (inTableRow), or with two spaces
// between words at least twice on the line ("542  31  0  3.43  5  4",
// a goalie's statistics). A double space after a full stop, a question
// mark or a colon is a typist's sentence break, not a column.
func inColumns(text string, i int) bool {
	if inTableRow(text, i) {
		return true
	}
	line, ok := rowAround(text, i)
	if !ok {
		return false
	}
	gaps := 0
	for k := 1; k+2 < len(line); k++ {
		if line[k] == ' ' && line[k+1] == ' ' && line[k-1] != ' ' && line[k+2] != ' ' &&
			!strings.ContainsRune(".?!:", rune(line[k-1])) {
			gaps++
		}
	}
	return gaps >= 2
}
