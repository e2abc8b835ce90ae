package brief

import (
	"math"
	"strconv"
	"strings"

	"github.com/copydesk/copydesk/facts"
	"github.com/copydesk/copydesk/textnorm"
)

// otherValue reports whether sentence y gives another value than sentence
// x for one of the quantities x gives: an amount, a measure, a count, a
// tally, a percentage or a date ("will cost $410 million" / "will cost
// $420 million", "by 31 votes to 17" / "by 30 votes to 17"). Such a
// sentence does not confirm x, however alike their words: a brief cites
// no outlet for a figure it contradicts (an aligned group cited whole
// would cite "The plan will cost $410 million. [1][2]" for [2]'s $420
// million).
//
// A value counts as another only against one of the same kind and unit
// that the other sentence lacks, in the same place of the statement (the
// same unit or head word, or the same word beside it): a figure one
// sentence gives and the other leaves out, or moves, is no other value,
// and "$410m", "$0.41 billion" and "410 million dollars" are one value.
func (b *builder) otherValue(x, y sref) bool {
	if x == y {
		return false
	}
	X, Y := b.sents[x.d][x.s], b.sents[y.d][y.s]
	if !hasFigure(X) || !hasFigure(Y) {
		return false
	}
	tx, ty := b.in.Docs[x.d].Text, b.in.Docs[y.d].Text
	for _, mx := range X.mentions {
		if !valueMention(tx, mx) || holdsValue(Y, ty, mx, tx) {
			continue
		}
		for _, my := range Y.mentions {
			if !valueMention(ty, my) || !otherValueOf(mx, my) || holdsValue(X, tx, my, ty) || rounded(tx, mx, ty, my) {
				continue
			}
			if sameSlot(X, mx, Y, my) {
				return true
			}
		}
	}
	return false
}

// hasFigure reports whether a sentence gives a number or a day: the
// cheap test before otherValue reads its mentions pairwise.
func hasFigure(s sentence) bool {
	for _, m := range s.mentions {
		if m.Kind == facts.Number || m.Kind == facts.Day {
			return true
		}
	}
	return false
}

// valueMention reports whether mention m of document text is a value: a
// number or a day. Not a vague amount ("dozens", "billions of dollars",
// read as two billion), the number of a code ("F-16"), nor an amount
// converted into another currency in brackets after it ("14bn euros
// ($19bn; £10bn)"): outlets convert at other rates.
func valueMention(text string, m facts.Mention) bool {
	switch m.Kind {
	case facts.Number:
		return m.Value > 0 && !vague(text[m.Start:m.End]) && !codePart(text, m.Start) && !conversion(text, m)
	case facts.Day:
		return true
	}
	return false
}

// vague reports whether a number is written as a plural of a round
// number alone: "hundreds", "billions".
func vague(written string) bool {
	if strings.ContainsAny(written, "0123456789") {
		return false
	}
	w := strings.ToLower(written)
	if i := strings.LastIndexByte(w, ' '); i >= 0 {
		w = w[i+1:]
	}
	return vagueWords[w]
}

var vagueWords = wordSet("dozens scores hundreds thousands millions billions trillions tens")

// conversion reports whether amount m stands in brackets after another
// amount, as its value in another currency: "14bn euros ($19bn; £10bn)",
// "$US1 million ($1.52 million)". Between the bracket and m there may be
// other conversions only.
func conversion(text string, m facts.Mention) bool {
	if u, _ := figureValue(m); u == "" || u == "%" {
		return false
	}
	from := max(0, m.Start-40)
	open := strings.LastIndexByte(text[from:m.Start], '(')
	if open < 0 {
		return false
	}
	open += from
	if inner := text[open+1 : m.Start]; strings.ContainsAny(inner, ")") || inner != "" && !strings.HasSuffix(strings.TrimRight(inner, " "), ";") && !strings.HasSuffix(strings.TrimRight(inner, " "), ",") {
		return false
	}
	// The word before the bracket ends an amount: a figure, a magnitude,
	// a currency.
	before := strings.TrimRight(text[:open], " ")
	i := len(before)
	for i > 0 && before[i-1] != ' ' && before[i-1] != '\n' {
		i--
	}
	w := strings.ToLower(strings.TrimRight(before[i:], ".,"))
	if w == "" {
		return false
	}
	if c := w[len(w)-1]; c >= '0' && c <= '9' {
		return true
	}
	return amountWords[w] || currencyHead[w] != "" || strings.ContainsAny(w[:1], "0123456789$£€¥")
}

// amountWords end an amount: "14 million", "$2.5bn".
var amountWords = wordSet("million millions billion billions trillion thousand m bn mln bln")

// rounded reports whether one of two amounts is the other rounded: the
// one written to fewer decimals is the other to as many ("29%" / "28.9%",
// "£1.3bn" / "about £1.35bn"), and close to it (maxRounding). Two whole
// numbers are never rounded ("31 votes" / "30 votes").
func rounded(tx string, x facts.Mention, ty string, y facts.Mention) bool {
	ux, uy := precision(tx[x.Start:x.End], x.Value), precision(ty[y.Start:y.End], y.Value)
	if ux == 0 || uy == 0 || ux == uy {
		return false
	}
	d := math.Abs(x.Value - y.Value)
	return d <= 0.5*max(ux, uy)*(1+1e-9) && d <= maxRounding*max(x.Value, y.Value)
}

// maxRounding bounds the difference rounding makes, relative to the
// value: "1%" is "0.6%" rounded to a whole number, but an outlet writing
// 1% gives another figure than one writing 0.6%. The roundings read in
// the corpora differ by 0.3% ("29%" / "28.9%") to 3.7% ("£1.3bn" /
// "£1.35bn").
const maxRounding = 0.05

// precision is the value of the last digit of a number as written: 0.1
// for "28.9%", 1e8 for "£1.3bn"; 0 when it cannot tell (a number in
// words, a fraction).
func precision(written string, value float64) float64 {
	i := strings.IndexAny(written, "0123456789")
	if i < 0 {
		return 0
	}
	j, dot := i, -1
	for j < len(written) && (written[j] >= '0' && written[j] <= '9' || written[j] == ',' || written[j] == '.' && dot < 0) {
		if written[j] == '.' {
			dot = j
		}
		j++
	}
	if dot == j-1 { // a full stop after the number
		dot, j = -1, j-1
	}
	n, err := strconv.ParseFloat(strings.ReplaceAll(written[i:j], ",", ""), 64)
	if err != nil || n == 0 {
		return 0
	}
	scale := value / n
	e := math.Round(math.Log10(scale))
	if math.Abs(scale-math.Pow(10, e)) > 1e-6*scale {
		return 0 // not n times a power of ten: "1-1/4 pct"
	}
	decimals := 0
	if dot >= 0 {
		decimals = j - dot - 1
	}
	return math.Pow(10, e-float64(decimals))
}

// figureValue is a figure's value with its unit: "$410000000" for "$410
// million", "$410m" and "410 million dollars" alike.
func figureValue(m facts.Mention) (unit, value string) {
	if m.Kind != facts.Number {
		return "", m.Norm
	}
	if u := unitOf(m.Norm); u != "" {
		return u, m.Norm
	}
	if u := currencyHead[m.Head]; u != "" {
		return u, u + m.Norm
	}
	return "", m.Norm
}

// currencyHead maps the currency words written after an amount to the
// sign written before one: "410 million dollars" is "$410 million".
var currencyHead = map[string]string{
	"dollar": "$", "dollars": "$", "dlr": "$", "dlrs": "$",
	"pound": "£", "pounds": "£", "stg": "£", "sterling": "£",
	"euro": "€", "euros": "€", "yen": "¥",
}

// holdsValue reports whether sentence s (of document text stext) gives
// the value of figure m (of document text mtext), or the value rounded
// ("$27bn" for "$27.5bn"): the figure is in both, and another figure of
// the same unit is another quantity.
func holdsValue(s sentence, stext string, m facts.Mention, mtext string) bool {
	u, v := figureValue(m)
	for _, o := range s.mentions {
		if o.Kind != m.Kind {
			continue
		}
		if ou, ov := figureValue(o); ov == v || o.Norm == m.Norm || ou == u && m.Kind == facts.Number && rounded(mtext, m, stext, o) {
			return true
		}
	}
	return false
}

// otherValueOf reports whether two figures are values of one kind and unit
// that differ: two amounts of one currency, two measures of one unit, two
// counts, two percentages, two weekdays or two dates (a weekday and a date
// may name one day). A count inside a range the other gives is no other
// value (withinRange).
func otherValueOf(x, y facts.Mention) bool {
	if x.Kind != y.Kind {
		return false
	}
	if x.Kind == facts.Day {
		return x.Norm != y.Norm && strings.Contains(x.Norm, " ") == strings.Contains(y.Norm, " ")
	}
	ux, vx := figureValue(x)
	uy, vy := figureValue(y)
	if ux != uy || vx == vy || withinRange(x, y) {
		return false
	}
	// Measures of two units ("410 metres" / "1,350 feet") are no two
	// values of one: whether they agree is a conversion away.
	hx, hy := unitHead(x.Head), unitHead(y.Head)
	return hx == hy || !measureHead[hx] && !measureHead[hy]
}

// unitHead is a number's head word, none when it is a number itself (the
// 17 of "31-17").
func unitHead(h string) string {
	if h != "" && h[0] >= '0' && h[0] <= '9' {
		return ""
	}
	return h
}

// sameSlot reports whether two figures stand in the same place of their
// sentences. Two amounts of one currency or two percentages in an
// outlet's version of a sentence do: "forecast a shortage of around 800
// mln stg" / "forecast of a 900 mln stg shortage". Other figures need the
// same word before them (a day may lose its "on") and after them: the
// word after a count is the thing counted, and a count of the same thing
// after another verb is often another count ("scored 23 points" / "had
// five points during a pivotal 15-2 run"), one sentence's age of a
// person another's age of another ("his wife, 23-year-old Laci" / "the
// 32-year-old Peterson").
func sameSlot(X sentence, mx facts.Mention, Y sentence, my facts.Mention) bool {
	if u, _ := figureValue(mx); u != "" {
		return true // otherValueOf: the same unit
	}
	bx, ax := besideWords(X, mx)
	by, ay := besideWords(Y, my)
	return bx == by && ax == ay
}

// besideWords returns the normalised word before mention m of sentence s
// (less an "on" before a day) and the word after it, empty at the start
// or the end of the sentence.
func besideWords(s sentence, m facts.Mention) (before, after string) {
	var sc textnorm.Scanner
	sc.Reset(s.text)
	// The two words before kept in two buffers that swap, so that a word
	// read is copied, not allocated.
	var prev, prev2 []byte
	for sc.Next() {
		start, end := s.start+sc.Start(), s.start+sc.End()
		if end <= m.Start {
			prev, prev2 = append(prev2[:0], sc.Norm()...), prev
			continue
		}
		if start >= m.End {
			after = string(sc.Norm())
			break
		}
	}
	if m.Kind == facts.Day && string(prev) == "on" {
		prev = prev2
	}
	return string(prev), after
}

// otherFacts reports whether sentences x and y give figures of the same
// kinds and not one value in common: two counts of the same thing ("US
// firms added only 146,000 jobs in January" / "157,000 new jobs were
// added last month"), two amounts of one currency or two percentages,
// two dates ("land in Sydney on October 25" / "will continue from
// October 28"), wherever they stand in the sentence (otherValue needs the
// same place). One value in common will do: a version adding a figure of
// its own, or giving one of x's figures with others, tells x. A figure
// the other gives rounded ("about 150,000" / "148,500") is the same
// value; measures of two units, amounts of two currencies and weekdays
// are never compared (a conversion, or another day's report, away).
func (b *builder) otherFacts(x, y sref) bool {
	if x == y {
		return false
	}
	X, Y := b.sents[x.d][x.s], b.sents[y.d][y.s]
	if !hasFigure(X) || !hasFigure(Y) {
		return false
	}
	tx, ty := b.in.Docs[x.d].Text, b.in.Docs[y.d].Text
	clash := false
	for _, mx := range X.mentions {
		if !valueMention(tx, mx) {
			continue
		}
		if holdsValue(Y, ty, mx, tx) {
			return false
		}
		for _, my := range Y.mentions {
			if !clash && valueMention(ty, my) && sameKind(tx, mx, ty, my) && otherValueOf(mx, my) &&
				!rounded(tx, mx, ty, my) && !roughly(tx, mx, ty, my) {
				clash = true
			}
		}
	}
	if !clash {
		return false
	}
	for _, my := range Y.mentions {
		if valueMention(ty, my) && holdsValue(X, tx, my, ty) {
			return false
		}
	}
	return true
}

// sameKind reports whether two figures are of a kind whose values tell
// one fact wherever they stand: an amount or a percentage (one unit,
// otherValueOf), a count of the same word, a date with its day. Not the
// date a statement was made ("ITAR-TASS reported September 26",
// "Reagan announced on March 27 he would impose the tariffs"): an
// outlet telling the same fact may date its telling otherwise.
func sameKind(tx string, x facts.Mention, ty string, y facts.Mention) bool {
	if x.Kind != y.Kind {
		return false
	}
	if x.Kind == facts.Day {
		// a date, not a weekday
		return strings.Contains(x.Norm, " ") && !statementDate(tx, x) && !statementDate(ty, y)
	}
	if u, _ := figureValue(x); u != "" {
		return true
	}
	h := unitHead(x.Head)
	return h != "" && h == unitHead(y.Head) && !measureHead[h]
}

// roughly reports whether one of two numbers is a round number ("about
// 150,000", "150,000") that the other, written to more digits, is close
// to (maxRounding) and within half of its last non-zero digit: "148,500".
func roughly(tx string, x facts.Mention, ty string, y facts.Mention) bool {
	if x.Kind != facts.Number || y.Value == 0 {
		return false
	}
	d := math.Abs(x.Value - y.Value)
	if d > maxRounding*max(x.Value, y.Value) {
		return false
	}
	return d <= 0.5*roundUnit(tx[x.Start:x.End], x.Value)*(1+1e-9) || d <= 0.5*roundUnit(ty[y.Start:y.End], y.Value)*(1+1e-9)
}

// roundUnit is the value of the last non-zero digit of a number as
// written: 10,000 for "150,000", 1e8 for "1.5bn"; 0 when precision cannot
// tell.
func roundUnit(written string, value float64) float64 {
	p := precision(written, value)
	if p == 0 {
		return 0
	}
	for p < value && math.Mod(math.Round(value/p), 10) == 0 {
		p *= 10
	}
	return p
}

// statementDate reports whether a date follows a verb of saying, "on"
// between or not: "reported September 26", "announced on March 27".
func statementDate(text string, m facts.Mention) bool {
	before := strings.TrimRight(text[max(0, m.Start-24):m.Start], " ")
	before = strings.TrimSuffix(before, " on")
	i := strings.LastIndexAny(before, " \n") + 1
	return sayingVerbs[strings.ToLower(before[i:])]
}

// sayingVerbs are the verbs a statement's date follows.
var sayingVerbs = wordSet("said says reported reports announced announces told added stated disclosed confirmed confirms")
