// Package facts finds the checkable details of a news sentence — counts and
// amounts, ranks and titles, days and dates, names — with their positions,
// normalised so that "four", "4" and "four" compare equal and "two dozen"
// reads 24. The brief compares them across outlets to find disagreements.
//
// The package is pure: no I/O, no global mutable state.
package facts

import (
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Quantity is a number mentioned in a text.
type Quantity struct {
	Start, End int     // byte offsets of the whole expression, qualifier included
	Value      float64 // the number, scale words applied ("2.5 million" = 2500000)
	Qualifier  string  // "at least", "more than", "about", ... ("" when exact)
	Approx     bool    // a vague amount: "dozens", "hundreds", "scores of"
	Ordinal    bool    // "fifth", "5th": a rank, not a count
	Year       bool    // a four-digit year such as 2012: a date, not a count
	Unit       string  // "%", "$", "£", "€", "¥" when given
	Head       string  // the lower-cased word the number counts ("people" in "28 people")
	// Scale is what the scale words or suffixes the text gives multiply
	// the digits by ("2.5 million", "2.5m": 1e6; "2,500": 0, none): a
	// figure told with its scale word and one told without it can be
	// told apart from two figures written out in digits.
	Scale float64
	// Low and High bound the range the number is an end of ("27-29
	// people", "27 to 29", "between 27 and 29": both numbers carry 27 and
	// 29); equal (zero) when it is none.
	Low, High float64
}

// InRange reports whether q is an end of a range.
func (q Quantity) InRange() bool { return q.Low != q.High }

var smallNumbers = map[string]float64{
	"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
	"eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
	"fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
	"nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
	"seventy": 70, "eighty": 80, "ninety": 90,
	"a dozen": 12, "dozen": 12, "a score": 20, "a hundred": 100, "a thousand": 1000,
	"both": 2, "pair": 2, "a pair": 2, "couple": 2, "a couple": 2,
}

var ordinalWords = map[string]float64{
	"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
	"eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "twentieth": 20,
}

var scales = map[string]float64{
	"hundred": 100, "thousand": 1e3, "million": 1e6, "mln": 1e6, "billion": 1e9, "bln": 1e9,
	"trillion": 1e12, "dozen": 12, "k": 1e3, "m": 1e6, "bn": 1e9,
}

// vague amounts: "dozens of", "hundreds of" — an order of magnitude, flagged Approx.
var vague = map[string]float64{
	"dozens": 24, "scores": 40, "hundreds": 200, "thousands": 2000, "millions": 2e6, "billions": 2e9,
	"several": 3, "a few": 3, "few": 3, "many": 10,
}

// qualifiers that can precede a number, longest first, and their words.
var qualifierWords = func() [][]string {
	out := make([][]string, len(qualifiers))
	for i, q := range qualifiers {
		out[i] = strings.Fields(q)
	}
	return out
}()

var qualifiers = []string{
	"more than", "less than", "fewer than", "at least", "at most", "up to", "as many as",
	"no fewer than", "no more than", "upwards of", "in excess of", "close to",
	"nearly", "almost", "about", "around", "approximately", "roughly", "some", "over", "under", "just over", "just under",
}

type word struct {
	start, end int
	lower      string
}

// words splits text into words (letters, digits and the punctuation that
// lives inside numbers and words), with offsets.
func words(text string) []word {
	var out []word
	i := 0
	for i < len(text) {
		r, size := utf8.DecodeRuneInString(text[i:])
		if !isWordRune(r) {
			i += size
			continue
		}
		start, marked, wide := i, false, false
		for i < len(text) {
			r, size = utf8.DecodeRuneInString(text[i:])
			if isWordRune(r) {
				if i > start && cjkBoundary(lastBase(text[start:i]), r) {
					break
				}
				if r >= '％' && r <= '９' {
					wide = true // foldWidth reads it
				}
				i += size
				continue
			}
			// A combining accent after a letter (decomposed text: "u" +
			// U+0308 for "ü") is part of its word; after a digit or a
			// symbol (an emoji's variation selector, a keycap) it is not.
			if isAccent(r) && unicode.IsLetter(lastBase(text[start:i])) {
				marked = true
				i += size
				continue
			}
			// keep 1,000 / 2.5 / twenty-eight / U.S. / 10:30 together (a
			// clock time is no count: "at 10:30" was 10 and 30)
			if (r == ',' || r == '.' || r == '-' || r == '\'' || r == '’' || r == ':') && i+size < len(text) {
				next, _ := utf8.DecodeRuneInString(text[i+size:])
				prev := lastBase(text[start:i])
				if r == '-' && unicode.IsLetter(next) && unicode.IsLetter(prev) ||
					(r == ',' || r == '.' || r == ':') && unicode.IsDigit(next) && unicode.IsDigit(prev) ||
					(r == '\'' || r == '’') && unicode.IsLetter(next) && unicode.IsLetter(prev) ||
					r == '.' && unicode.IsLetter(next) && isInitialism(text[start:i]) {
					i += size
					continue
				}
			}
			// A full-width decimal point between digits ("２．５"); a
			// full-width comma before a group of three digits ("１，２００"),
			// as it is also the comma between clauses ("２８，其中").
			if (r == '．' || r == '，') && unicode.IsDigit(lastBase(text[start:i])) {
				if next, _ := utf8.DecodeRuneInString(text[i+size:]); r == '．' && unicode.IsDigit(next) || r == '，' && thousandsGroup(text[i+size:]) {
					wide = true
					i += size
					continue
				}
			}
			break
		}
		// A Korean multiplier glued to digits is a word of its own ("3만명이"
		// is 3, 만, 명이), as a Han character is.
		if c := text[start]; (c == 0xEB || c == 0xEC) && isKoreanMultiplier(text[start:]) && isDigitBefore(text, start) {
			i = start + len("만")
		}
		lower := strings.ToLower(text[start:i])
		if marked {
			lower = norm.NFC.String(lower) // decomposed text compares as composed
		}
		if wide {
			lower = strings.Map(foldWidth, lower) // "２．５％" reads "2.5%"
		}
		out = append(out, word{start, i, lower})
	}
	return out
}

// foldWidth maps a full-width digit (U+FF10-U+FF19), percent sign, comma
// or full stop to its ASCII form, for the lower-cased form of a word
// ("２８" is "28"); the word's offsets stay those of the text as written.
func foldWidth(r rune) rune {
	switch {
	case r >= '０' && r <= '９':
		return r - '０' + '0'
	case r == '％', r == '，', r == '．':
		return r - 0xFEE0 // the full-width forms are their ASCII forms + U+FEE0
	}
	return r
}

// thousandsGroup reports whether s starts with three digits and no more.
func thousandsGroup(s string) bool {
	for k := 0; k < 4; k++ {
		r, size := utf8.DecodeRuneInString(s)
		if unicode.IsDigit(r) != (k < 3) {
			return false
		}
		s = s[size:]
	}
	return true
}

// isKoreanMultiplier reports whether s starts with 만 (10^4) or 억 (10^8).
func isKoreanMultiplier(s string) bool {
	return strings.HasPrefix(s, "만") || strings.HasPrefix(s, "억")
}

// isDigitBefore reports whether the character before offset i is a digit.
func isDigitBefore(text string, i int) bool {
	r, _ := utf8.DecodeLastRuneInString(text[:i])
	return unicode.IsDigit(r)
}

// cjkBoundary reports whether a word ends between runes a and b of a run
// of letters and digits: digits are set apart from Chinese, Japanese and
// Korean letters ("造成28人死亡", "28명이"), and a Han character is a word
// of its own (textnorm reads it so), so that a number counts the
// character after it ("28人"). Latin text has no such boundary: "MS08",
// "5G" and "4x4" stay one word.
func cjkBoundary(a, b rune) bool {
	if a < 0x1100 && b < 0x1100 { // below Hangul Jamo: no CJK (the fast path)
		return false
	}
	if isHan(a) || isHan(b) {
		return true
	}
	return (unicode.IsDigit(a) || a == '%' || a == '％') && isCJK(b) || isCJK(a) && unicode.IsDigit(b)
}

func isHan(r rune) bool { return r >= 0x2E80 && unicode.Is(unicode.Han, r) }

func isCJK(r rune) bool {
	return r >= 0x1100 && unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul)
}

// isInitialism reports whether s is a run of single letters joined by
// periods ("U", "U.S"), the start of an abbreviation like U.S. or U.N.
func isInitialism(s string) bool {
	for i, r := range s {
		if i%2 == 0 && !unicode.IsLetter(r) || i%2 == 1 && r != '.' {
			return false
		}
	}
	return len(s)%2 == 1
}

// isWordRune reports whether r belongs in a word; 〇, a number letter
// (Nl) rather than a letter, is the zero of Chinese numerals ("二〇一四").
func isWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '%' || r == '$' || r == '£' || r == '€' || r == '¥' || r == '％' || r == '〇'
}

// isAccent reports whether r is a combining mark that belongs to the
// letter before it: not a variation selector (U+FE0F after an emoji) nor
// an enclosing mark (the keycap U+20E3).
func isAccent(r rune) bool {
	return r >= 0x300 && (unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Mc, r)) &&
		!(r >= 0xFE00 && r <= 0xFE0F) && !(r >= 0xE0100 && r <= 0xE01EF)
}

// lastBase is the last rune of s that is not an accent (its base letter).
func lastBase(s string) rune {
	for s != "" {
		r, size := utf8.DecodeLastRuneInString(s)
		if !isAccent(r) {
			return r
		}
		s = s[:len(s)-size]
	}
	return utf8.RuneError
}

// Quantities returns the numbers mentioned in text, in order.
func Quantities(text string) []Quantity {
	ws := words(text)
	var out []Quantity
	for i := 0; i < len(ws); i++ {
		q, next, ok := parseQuantity(text, ws, i)
		if !ok {
			continue
		}
		out = append(out, q)
		i = next - 1
	}
	// A range's ends count one thing: both carry the range, and the first
	// counts what the second does ("27-29 people": 27 had the head "29").
	for k := 0; k+1 < len(out); k++ {
		if a, b := &out[k], &out[k+1]; isRange(text, *a, *b) {
			// "2-3万人": the multiplier after the second end is the first's.
			if m := rangeScale(text, *a, *b); m != 0 {
				a.Value *= m
			}
			a.Low, a.High, b.Low, b.High = a.Value, b.Value, a.Value, b.Value
			a.Head = b.Head
		}
	}
	return out
}

// rangeScale is the multiplier of range end b that its first end a, in
// digits alone, shares ("2-3万" is 20000 to 30000); 0 when none.
func rangeScale(text string, a, b Quantity) float64 {
	r, size := utf8.DecodeLastRuneInString(text[b.Start:b.End])
	if r < 0x1100 {
		return 0
	}
	m := cjkScale(text[b.End-size : b.End])
	if d, _ := utf8.DecodeLastRuneInString(text[a.Start:a.End]); m == 0 || !unicode.IsDigit(d) || a.Value*m >= b.Value {
		return 0
	}
	return m
}

// isRange reports whether quantities a and b, one after the other, are the
// ends of a range: "27-29", "27–29", "27 to 29" (not "from 27 to 29", a
// change), "between 27 and 29"; the lower first, as a score ("3-1") is
// not, in one unit ("5-7%" has it once).
func isRange(text string, a, b Quantity) bool {
	if a.Ordinal || b.Ordinal || a.Approx || b.Approx || b.Qualifier != "" || a.Value >= b.Value {
		return false
	}
	gap := text[a.End:b.Start]
	dash := gap == "-" || gap == "–"
	if a.Unit != b.Unit && !(dash && a.Unit == "") {
		return false
	}
	switch {
	case dash:
		return true
	case gap == " to ":
		return wordBefore(text, a.Start) != "from"
	case gap == " and ":
		return wordBefore(text, a.Start) == "between"
	}
	return false
}

// wordBefore is the lower-cased word of letters ending before offset i,
// spaces skipped.
func wordBefore(text string, i int) string {
	s := strings.TrimRight(text[:i], " ")
	if j := strings.LastIndexFunc(s, func(r rune) bool { return !unicode.IsLetter(r) }); j >= 0 {
		_, size := utf8.DecodeRuneInString(s[j:])
		s = s[j+size:]
	}
	return strings.ToLower(s)
}

// parseQuantity reads a quantity starting at word i (qualifier included) and
// returns it with the index of the first word after it.
func parseQuantity(text string, ws []word, i int) (Quantity, int, bool) {
	q := Quantity{Start: ws[i].start}
	j := i
	// Qualifier.
	for qi, parts := range qualifierWords {
		if j+len(parts) < len(ws) && matchWords(ws[j:], parts) {
			q.Qualifier = qualifiers[qi]
			j += len(parts)
			break
		}
	}
	// A sign: "minus 5", or "-5" and "−5" with the sign set apart from
	// what comes before it ("COVID-19", "3-1" have a hyphen, no sign).
	neg := false
	if ws[j].lower == "minus" && j+1 < len(ws) {
		neg = true
		j++
	} else if r, size := utf8.DecodeLastRuneInString(text[:ws[j].start]); r == '-' || r == '−' {
		if p, _ := utf8.DecodeLastRuneInString(text[:ws[j].start-size]); !isWordRune(p) && p != '-' && p != '.' && p != ',' {
			neg = true
			if j == i {
				q.Start -= size
			}
		}
	}
	// Currency sign before the number.
	w := ws[j].lower
	for _, sign := range []string{"$", "£", "€", "¥"} {
		if strings.HasPrefix(w, sign) {
			q.Unit = sign
			w = strings.TrimPrefix(w, sign)
		}
	}
	val, n, ok := numberAt(ws, j, w)
	if !ok {
		return Quantity{}, 0, false
	}
	q.Value = val.value
	q.Scale = val.scale
	q.Ordinal = val.ordinal
	q.Approx = val.approx
	j += n
	// A Chinese, Japanese or Korean multiplier glued to plain digits:
	// "2万" is 20000 (cjkScaled).
	scaled := false
	if j < len(ws) && ws[j].start == ws[j-1].end && val.word == "" && !q.Ordinal && endsInDigit(ws[j-1].lower) {
		if v, k := cjkScaled(ws, j, q.Value); k > j {
			q.Scale = cjkScale(ws[j].lower)
			q.Value, j, scaled = v, k, true
		}
	}
	if neg {
		q.Value = -q.Value
	}
	// Scale words: "2.5 million", "four hundred" (none after "2万").
	for !scaled && j < len(ws) {
		if s, ok := scales[ws[j].lower]; ok && !q.Ordinal {
			if math.IsInf(q.Value*s, 0) {
				// "1" and 300 zeros "billion": no number, as digits with
				// "m" that overflow are none (numberAt).
				return Quantity{}, 0, false
			}
			q.Value *= s
			q.Scale = max(q.Scale, 1) * s
			j++
			continue
		}
		break
	}
	last := ws[j-1]
	// Percent and units glued or following.
	if strings.HasSuffix(last.lower, "%") {
		q.Unit = "%"
	} else if j < len(ws) && (ws[j].lower == "%" || ws[j].lower == "percent" || ws[j].lower == "pct") {
		q.Unit = "%"
		j++
	} else if j+1 < len(ws) && ws[j].lower == "per" && ws[j+1].lower == "cent" {
		q.Unit = "%"
		j += 2
	}
	q.End = ws[j-1].end
	if !q.Ordinal && q.Unit == "" && q.Qualifier == "" && !q.Approx && !scaled && q.Value >= 1000 && q.Value <= 2100 && q.Value == float64(int(q.Value)) && isPlainDigits(ws[j-1].lower) {
		q.Year = true
	}
	if val.year && !q.Ordinal && q.Unit == "" && q.Qualifier == "" {
		q.Year = true
	}
	// A vague word on its own ("many", "several", "few") is not a mention
	// worth comparing unless it counts something ("dozens of people").
	if q.Approx && (j >= len(ws) || ws[j].lower != "of") && val.word != "dozens" && val.word != "hundreds" && val.word != "thousands" {
		return Quantity{}, 0, false
	}
	// Head: the next content word ("28 people", "four high-ranking American
	// advisers"), in the same clause: "to at least 28, The Guardian" has none.
	q.Head = headAfter(text, ws, j, q.End)
	return q, j, true
}

// cjkScale is the multiplier word w is after digits in Chinese, Japanese
// or Korean: 万, 萬, 만 10^4; 亿, 億, 억 10^8; 0 for any other word.
func cjkScale(w string) float64 {
	switch w {
	case "万", "萬", "만":
		return 1e4
	case "亿", "億", "억":
		return 1e8
	}
	return 0
}

// cjkScaled reads the multipliers after the digits of value v, from word j
// on, each glued to the word before it: "2万" is 20000, "2万5000" 25000,
// "1亿2000万" 120000000 (a group of digits before a smaller multiplier,
// then one smaller than the multiplier before it, as ones). A group before
// a multiplier not read (千, 百, 十, 천, 백, 십: "2万5千") is left to be a
// number of its own, never read as ones. It returns the value and the
// index of the first word after; j when word j is no multiplier.
func cjkScaled(ws []word, j int, v float64) (float64, int) {
	m := cjkScale(ws[j].lower)
	if m == 0 || math.IsInf(v*m, 0) {
		return v, j
	}
	total := v * m
	j++
	for j < len(ws) && ws[j].start == ws[j-1].end && isPlainDigits(ws[j].lower) {
		d, err := strconv.ParseFloat(ws[j].lower, 64)
		if err != nil {
			break
		}
		after := "" // the word glued to the group
		if j+1 < len(ws) && ws[j+1].start == ws[j].end {
			after = ws[j+1].lower
		}
		if next := cjkScale(after); next != 0 {
			if next >= m || d*next >= m {
				break
			}
			total, m, j = total+d*next, next, j+2
			continue
		}
		if d < m && !smallCJKMultiplier(after) {
			total += d
			j++
		}
		break
	}
	return total, j
}

// smallCJKMultiplier reports whether word w starts with a multiplier
// smaller than 万 (千, 百, 十 and their Korean forms), which cjkScaled
// does not read.
func smallCJKMultiplier(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	switch r {
	case '千', '仟', '百', '佰', '十', '拾', '천', '백', '십':
		return true
	}
	return false
}

// endsInDigit reports whether w ends in an ASCII digit (not in "%", "k",
// "th").
func endsInDigit(w string) bool {
	return w != "" && w[len(w)-1] >= '0' && w[len(w)-1] <= '9'
}

type numVal struct {
	value   float64
	ordinal bool
	approx  bool
	year    bool // Chinese numerals read digit by digit: "二〇一四"
	word    string
	scale   float64 // a suffix's multiplier: "2.5m" 1e6 (0: none)
}

// hanNumberAt reads the run of Chinese numerals starting at word j (a
// Han character is a word of its own), from the run's first character
// only: the rest of a run that is no number ("三四天") is none either.
// After 第 it is a rank ("第二十八届"). It returns the value and how many
// words it took.
func hanNumberAt(ws []word, j int) (numVal, int, bool) {
	glued := func(k int) bool { return k > 0 && k < len(ws) && ws[k].start == ws[k-1].end }
	if glued(j) && isHanNumeralWord(ws[j-1].lower) {
		return numVal{}, 0, false
	}
	k := j + 1
	for glued(k) && isHanNumeralWord(ws[k].lower) {
		k++
	}
	run := ws[j].lower
	for _, w := range ws[j+1 : k] {
		run += w.lower
	}
	v, positional, ok := hanNumber(run)
	if !ok || run == "一" && !(glued(k) && isHanCounter(ws[k].lower)) {
		return numVal{}, 0, false
	}
	return numVal{
		value:   v,
		ordinal: glued(j) && ws[j-1].lower == "第",
		year:    positional && v >= 1000 && v <= 2100,
		word:    run,
	}, k - j, true
}

// isHanNumeralWord reports whether w is one Chinese numeral character.
func isHanNumeralWord(w string) bool {
	r, size := utf8.DecodeRuneInString(w)
	return size == len(w) && isHanNumeral(r)
}

// isHanCounter reports whether w starts with a measure word (hanCounters).
func isHanCounter(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return hanCounters[r]
}

// numberAt parses a number written at word j (w is its lower-cased text,
// currency sign removed): digits, number words, hyphenated tens, "a dozen",
// ordinals. It returns the value and how many words it took.
func numberAt(ws []word, j int, w string) (numVal, int, bool) {
	if w == "" {
		return numVal{}, 0, false
	}
	// Digits: 28, 1,000, 2.5, 5th, 10%.
	if c := w[0]; c >= '0' && c <= '9' {
		s := strings.TrimSuffix(w, "%")
		ord := false
		for _, suf := range []string{"st", "nd", "rd", "th"} {
			if strings.HasSuffix(s, suf) {
				s, ord = strings.TrimSuffix(s, suf), true
				break
			}
		}
		mult := 0.0
		for suf, m := range map[string]float64{"m": 1e6, "bn": 1e9, "k": 1e3} {
			if !ord && strings.HasSuffix(s, suf) && len(s) > len(suf) {
				s, mult = strings.TrimSuffix(s, suf), m
				break
			}
		}
		v, err := strconv.ParseFloat(strings.ReplaceAll(s, ",", ""), 64)
		// Digits times "m" may overflow ("1" and 305 zeros "m"): no number.
		if err != nil || math.IsInf(v*max(mult, 1), 0) {
			return numVal{}, 0, false
		}
		return numVal{value: v * max(mult, 1), ordinal: ord, scale: mult}, 1, true
	}
	if r, _ := utf8.DecodeRuneInString(w); isHanNumeral(r) {
		return hanNumberAt(ws, j)
	}
	// Two-word forms: "a dozen", "a couple", "a few", "two dozen".
	if j+1 < len(ws) {
		two := w + " " + ws[j+1].lower
		if v, ok := smallNumbers[two]; ok {
			return numVal{value: v, word: two}, 2, true
		}
		if v, ok := vague[two]; ok {
			return numVal{value: v, approx: true, word: two}, 2, true
		}
	}
	if v, ok := ordinalWords[w]; ok {
		return numVal{value: v, ordinal: true, word: w}, 1, true
	}
	if v, ok := vague[w]; ok {
		return numVal{value: v, approx: true, word: w}, 1, true
	}
	// twenty-eight, twenty eight.
	if a, b, ok := strings.Cut(w, "-"); ok {
		if tens, ok1 := smallNumbers[a]; ok1 && tens >= 20 {
			if unit, ok2 := smallNumbers[b]; ok2 && unit < 10 {
				return numVal{value: tens + unit, word: w}, 1, true
			}
		}
	}
	if v, ok := smallNumbers[w]; ok && !strings.Contains(w, " ") && w != "dozen" && w != "pair" && w != "couple" && w != "both" {
		if v >= 20 && j+1 < len(ws) {
			if unit, ok := smallNumbers[ws[j+1].lower]; ok && unit > 0 && unit < 10 {
				return numVal{value: v + unit, word: w}, 2, true
			}
		}
		if w == "one" && j+1 < len(ws) && (ws[j+1].lower == "of" || ws[j+1].lower == "another") {
			return numVal{}, 0, false // "one of the", "one another": not a count
		}
		return numVal{value: v, word: w}, 1, true
	}
	return numVal{}, 0, false
}

func matchWords(ws []word, parts []string) bool {
	for k, p := range parts {
		if ws[k].lower != p {
			return false
		}
	}
	return true
}

func isCapitalisedWord(text string, w word) bool {
	r, _ := utf8.DecodeRuneInString(text[w.start:])
	return unicode.IsUpper(r)
}

// isPlainDigits reports whether s is digits alone, ASCII or full-width.
func isPlainDigits(s string) bool {
	for _, c := range s {
		if (c < '0' || c > '9') && (c < '０' || c > '９') {
			return false
		}
	}
	return s != ""
}

// function words skipped when looking for the head of a quantity.
var skipHead = map[string]bool{
	"of": true, "the": true, "a": true, "an": true, "more": true, "other": true, "high-ranking": true,
	"senior": true, "american": true, "u.s": true, "us": true, "afghan": true, "british": true,
	"french": true, "nato": true, "foreign": true, "new": true, "additional": true, "further": true,
	"young": true, "local": true, "armed": true, "civilian": true, "military": true, "western": true,
}

// headAfter returns the first content word at or after j (up to four words
// on), stopping at punctuation that ends the phrase.
func headAfter(text string, ws []word, j, from int) string {
	prev := from
	for k := j; k < len(ws) && k < j+4; k++ {
		gap := text[prev:ws[k].start]
		if strings.ContainsAny(gap, ",;:()\"“”—!?，、；：（）「」！？。") {
			return ""
		}
		// A period ends the phrase unless it closes an abbreviation (U.S.).
		if strings.Contains(gap, ".") && !(k > 0 && strings.Contains(ws[k-1].lower, ".") && !isCapitalisedWord(text, ws[k])) {
			return ""
		}
		prev = ws[k].end
		w := ws[k].lower
		if skipHead[w] {
			continue
		}
		if _, isNum := smallNumbers[w]; isNum || notAHead[w] {
			return ""
		}
		return w
	}
	return ""
}

// notAHead are words that follow a number without naming what it counts
// ("rose to 17 on Wednesday", "14 in all", "five and a half"): the number
// has no head, rather than the head "on".
var notAHead = map[string]bool{
	"on": true, "in": true, "at": true, "by": true, "to": true, "for": true, "from": true, "with": true,
	"since": true, "after": true, "before": true, "during": true, "until": true, "as": true, "than": true,
	"and": true, "or": true, "but": true, "this": true, "that": true, "last": true, "next": true,
	"is": true, "are": true, "was": true, "were": true, "have": true, "has": true, "had": true,
	"will": true, "would": true, "be": true, "been": true,
}

func fmtInt(v int64) string { return strconv.FormatInt(v, 10) }

func strconvFormat(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

// InFraction reports whether the number at text[start:end] (a quantity's
// span, its qualifier or unit included) is the numerator or the
// denominator of a fraction, or a field of a date written with slashes:
// the 1 and the 4 of "1-1/4 pct", the 13 and 16 of "13/16", the 05 of
// "4/05/93". Its digits alone are not what the text gives: "a selling
// concession of 1-1/4 pct" is not 4 pct, and "5/8" against "7/8" is not
// 5 against 7. The whole of a mixed number is (8 of "8-3/8" against 9
// of "9-3/8" is a coupon changed).
func InFraction(text string, start, end int) bool {
	s := start
	for s < end && !isASCIIDigit(text[s]) {
		s++
	}
	if s >= 2 && text[s-1] == '/' && isASCIIDigit(text[s-2]) {
		return true
	}
	e := s
	for e < end && isASCIIDigit(text[e]) {
		e++
	}
	return e+1 < len(text) && text[e] == '/' && isASCIIDigit(text[e+1])
}

func isASCIIDigit(b byte) bool { return '0' <= b && b <= '9' }
