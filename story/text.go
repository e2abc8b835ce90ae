package story

import (
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/copydesk/copydesk/internal/hashset"
	"github.com/copydesk/copydesk/lexicon"
	"github.com/copydesk/copydesk/textnorm"
	"github.com/kljensen/snowball/english"
)

// Feature keys live in one 64-bit space; each kind of feature is mixed with
// its own constant so that the word "bush" and the name "Bush" stay apart.
const (
	nsTerm   = 0
	nsName   = 0x9e3779b97f4a7c15
	nsPair   = 0xc2b2ae3d27d4eb4f
	nsNumber = 0x165667b19e3779f9
	nsDate   = 0x94d049bb133111eb
)

// kind of a feature, recovered from the key only through the extractor's
// tables; the display layer needs it to tell names from terms.
const (
	kindTerm uint8 = iota
	kindName
	kindNumber
	numKinds
)

func mix(a, b uint64) uint64 {
	h := (a ^ 0x9fb21c651e98df25) * 0xff51afd7ed558ccd
	h ^= b + 0x9e3779b97f4a7c15 + (h << 6) + (h >> 2)
	h ^= h >> 33
	h *= 0xc4ceb9fe1a85ec53
	h ^= h >> 33
	return h
}

// token is one word of a document as the extractor sees it.
type token struct {
	hash       uint64 // textnorm hash of the normalised form
	normStart  int32  // span of the normalised form in extractor.norms
	normEnd    int32
	start, end int32 // byte offsets in the field
	field      uint8 // fieldTitle or fieldText
	line       int32 // line number in the field (title: 0)
	upper      bool  // first letter is upper case in the original
	allCaps    bool  // every letter upper case, two or more letters
	initial    bool  // first word of a sentence (or a line, or the text)
	inCapsLine bool  // the word sits in a line written in capitals
	titleLine  bool  // the word sits in a line of capitalised words (markLines)
	shout      bool  // the word sits in a run of capitals inside a line (shoutRuns)
	digit      bool  // starts with a digit
	alpha      bool  // letters only
	stop       bool  // a stop word
	name       bool  // decided: a name-like word
	joined     bool  // only a space separates it from the previous token
	boiler     bool  // inside a boilerplate line
	lead       bool  // among the first lead words of the text
}

const (
	fieldTitle uint8 = iota
	fieldText
)

// features is what a document contributes to similarity: sparse raw
// weights before IDF, the keys sorted.
type features struct {
	keys   []uint64
	tf     []float32
	kinds  []uint8
	lines  []uint64 // hashes of the text's lines of minLineWords or more words
	finger uint64   // hash of the whole normalised token sequence (0: no tokens)
	words  int
	// year is the latest year the document names (a number of four
	// digits from 1900 to 2099 as written, not after a word of history:
	// "since 1961", "built in 1998"), 0 when none: a bound on the time of
	// what it reports.
	year uint16
}

// lineSeed starts the hash of a line (markLines, textLines).
const lineSeed = 0x51afd7ed558ccd

// minLineWords: shorter lines are too common to be told from boilerplate.
const minLineWords = 4

// extractor turns a document into features. It keeps its buffers and a
// bounded stem cache between documents; it is not safe for concurrent use.
type extractor struct {
	run    []string // the words of a name run (runsOf)
	runBuf []byte   // the name runs of a text (leadRuns)
	w      *Weights
	sc     *textnorm.Scanner
	toks   []token
	norms  []byte
	acc    flatMap[accEntry] // this document's features; their keys in keyBuf
	disp   []accEntry        // per feature of the last document, for display
	title  string            // the last document
	text   string
	stems  flatMap[uint64]   // word hash -> stem hash
	names  flatMap[struct{}] // name-like words (decideNames)
	lower  flatMap[struct{}] // words the text writes in lower case (decideNames)
	keyBuf []uint64
	// touchLines, when set, is handed a document's line hashes before
	// isBoiler is asked about each (see flatMap.touch).
	touchLines func(lines []uint64)
	spans      []int32 // the first token of each line hashed (markLines)
	touched    uint64  // keeps what flatMap.touch read
}

const maxStemCache = 1 << 18

func newExtractor(w *Weights) *extractor {
	return &extractor{w: w, sc: textnorm.NewScanner()}
}

// stem returns the hash of the English Snowball stem of a normalised
// word whose hash is h, cached.
func (x *extractor) stem(norm []byte, h uint64) uint64 {
	if v := x.stems.ptr(h); v != nil {
		return *v
	}
	if x.stems.len() >= maxStemCache {
		x.stems.clear()
	}
	v := h | 1
	if isASCIILetters(norm) {
		v = hashString(english.Stem(string(norm), true))
	}
	x.stems.set(h, v)
	return v
}

func isASCIILetters(b []byte) bool {
	for _, c := range b {
		if c < 'a' || c > 'z' {
			return false
		}
	}
	return true
}

// scan appends the tokens of one field.
func (x *extractor) scan(text string, field uint8) {
	sc := x.sc
	sc.Reset(text)
	line := int32(0)
	prevEnd := 0
	first := true
	for sc.Next() {
		st, en := sc.Start(), sc.End()
		gap := ""
		if st >= prevEnd {
			gap = text[prevEnd:st]
		}
		nl := 0
		switch {
		case len(gap) == 1: // most gaps are one space
			if gap[0] == '\n' || gap[0] == '\r' {
				nl = 1
			}
		case len(gap) > 1:
			nl = lineBreaks(gap)
		}
		line += int32(nl)
		norm := sc.Norm()
		t := token{hash: sc.Hash(), start: int32(st), end: int32(en), field: field, line: line}
		t.normStart = int32(len(x.norms))
		x.norms = append(x.norms, norm...)
		t.normEnd = int32(len(x.norms))
		t.alpha = true
		letters, uppers := 0, 0
		word := text[st:en]
		ascii := true
		for i := 0; i < len(word); i++ {
			c := word[i]
			switch {
			case c >= utf8.RuneSelf:
				ascii = false
			case c >= 'a' && c <= 'z':
				letters++
			case c >= 'A' && c <= 'Z':
				letters++
				uppers++
			case c != '.' && c != '\'':
				t.alpha = false
			}
			if !ascii {
				break
			}
		}
		if ascii {
			t.upper = word[0] >= 'A' && word[0] <= 'Z'
			t.digit = word[0] >= '0' && word[0] <= '9'
		} else {
			r, _ := utf8.DecodeRuneInString(word)
			t.upper = unicode.IsUpper(r)
			t.digit = unicode.IsDigit(r)
			t.alpha = true
			letters, uppers = 0, 0
			for _, c := range word {
				if unicode.IsLetter(c) {
					letters++
					if unicode.IsUpper(c) {
						uppers++
					}
				} else if c != '.' && c != '\'' && c != '’' {
					t.alpha = false
				}
			}
		}
		t.allCaps = letters >= 2 && uppers == letters
		t.initial = first || sentenceBreak(gap, nl > 0)
		t.joined = !first && nl == 0 && (len(gap) == 1 && gap[0] == ' ' || strings.TrimSpace(gap) == "")
		t.stop = stopWords.Has(t.hash)
		t.stop = t.stop || len(norm) <= 1
		first = false
		prevEnd = max(prevEnd, en)
		x.toks = append(x.toks, t)
	}
}

// lineBreaks counts the line breaks in s: "\n", "\r\n" and a lone "\r"
// (the line ending of old Mac files).
func lineBreaks(s string) int {
	return strings.Count(s, "\n") + strings.Count(s, "\r") - strings.Count(s, "\r\n")
}

// sentenceBreak reports whether the text between two words ends a sentence.
func sentenceBreak(gap string, newline bool) bool {
	if newline {
		return true
	}
	for _, c := range gap {
		switch c {
		case '.', '!', '?', ':', ';', '"', '“', '”', '(', '[', '—', '–', '|', '•':
			return true
		}
	}
	return false
}

// stopList is the Snowball English stop list (as normalised by textnorm:
// apostrophes dropped), with words that carry no story in news text:
// reporting verbs, dates and times, wire names.
const stopList = `a about above after again against all am an and any are as at be because
been before being below between both but by can did do does doing don down during each few for
from further had has have having he her here hers herself him himself his how i if in into is it
its itself just me more most my myself no nor not now of off on once only or other our ours
ourselves out over own s same she should so some such t than that the their theirs them
themselves then there these they this those through to too under until up very was we were what
when where which while who whom why will with you your yours yourself yourselves
dont didnt doesnt isnt wasnt werent arent cant wont wouldnt couldnt shouldnt hasnt havent hadnt
im ive id ill youre youve youd hes shes weve theyre theyve thats whats theres heres lets
said says say saying told tell also would could one two mr mrs ms dr may might must shall
new year years last first according us week today yesterday tomorrow tonight
monday tuesday wednesday thursday friday saturday sunday
jan feb mar apr jun jul aug sep sept oct nov dec january february march april june july august
september october november december
reuters reuter ap afp like get got even still since well many much including news report
reported reports pm est edt gmt pst pdt cst cdt utc bst published updated copyright rights
reserved click read share posted comments comment`

// stopWords holds the hashes of stopList; built once, never written after
// (a hash set: it is asked for every word read).
var stopWords = func() *hashset.Set {
	var hs []uint64
	for _, w := range strings.Fields(stopList) {
		hs = append(hs, textnorm.Hash([]byte(w)))
	}
	return hashset.New(hs)
}()

// markLines flags capital-letter lines and computes the hash of every line
// of the text field with enough words; isBoiler says whether a line is
// boilerplate and its words are then left out.
func (x *extractor) markLines(f *features, isBoiler func(uint64) bool) {
	toks := x.toks
	x.spans = x.spans[:0]
	base := len(f.lines)
	prev := -1 // the first token of the line before
	for i := 0; i < len(toks); {
		j := i
		for j < len(toks) && toks[j].field == toks[i].field && toks[j].line == toks[i].line {
			j++
		}
		letters, caps := 0, 0
		for k := i; k < j; k++ {
			if toks[k].alpha && toks[k].normEnd-toks[k].normStart >= 2 {
				letters++
				if toks[k].allCaps {
					caps++
				}
			}
		}
		if letters >= 2 && caps*10 >= letters*7 {
			for k := i; k < j; k++ {
				toks[k].inCapsLine = true
			}
		} else {
			if caps >= 2 {
				shoutRuns(toks[i:j])
			}
			if titleCaseLine(toks, i, j, prev) {
				for k := i; k < j; k++ {
					toks[k].titleLine = true
				}
			}
		}
		if toks[i].field == fieldText && j-i >= minLineWords {
			h := uint64(lineSeed)
			for k := i; k < j; k++ {
				h = mix(h, toks[k].hash)
			}
			f.lines = append(f.lines, h)
			x.spans = append(x.spans, int32(i))
		}
		prev, i = i, j
	}
	if isBoiler == nil {
		return
	}
	// Every line is hashed before any is looked up: the look-ups, each a
	// likely cache miss in the large line table, are read ahead together.
	lines := f.lines[base:]
	if x.touchLines != nil {
		x.touchLines(lines)
	}
	for n, h := range lines {
		if !isBoiler(h) {
			continue
		}
		i := int(x.spans[n])
		for k := i; k < len(toks) && toks[k].field == toks[i].field && toks[k].line == toks[i].line; k++ {
			toks[k].boiler = true
		}
	}
}

// titleCaseLine reports that toks[i:j], a line not in capitals (prev:
// the first token of the line before, -1 when none), is a line of
// capitalised words, small words aside ("of", "and": stop words of three
// letters at most): a table's row or a heading written in title case
// ("Six Mths", "Net Income"), where case tells no name from a word, as
// in a line in capitals. Not a line of wrapped text that a sentence goes
// on from or into: the next line opens in lower case, or it or the line
// before is as long as wrapped lines are ("Genossenschaftliche
// Zentralbank AG <GZB>\nsaid that ...", "Oriental Federal Savings Bank
// of\nHumacao, Puerto Rico, said an initial public offering ...").
func titleCaseLine(toks []token, i, j, prev int) bool {
	upper := 0
	for k := i; k < j; k++ { // most lines end at their first word or two
		t := &toks[k]
		switch {
		case !t.alpha || t.normEnd-t.normStart < 2 || t.allCaps:
		case t.upper:
			upper++
		case !t.stop || t.normEnd-t.normStart > 3: // "said" is no small word
			return false
		}
	}
	if upper < 2 {
		return false
	}
	if j < len(toks) && toks[j].field == toks[i].field && (toks[j].alpha && !toks[j].upper || lineWidth(toks, j) >= wrapMin) {
		return false
	}
	return prev < 0 || toks[prev].field != toks[i].field || lineWidth(toks, prev) < wrapMin
}

// lineWidth is the width in bytes of the line toks[i] opens, from its
// first word to the end of its last.
func lineWidth(toks []token, i int) int32 {
	j := i
	for j+1 < len(toks) && toks[j+1].field == toks[i].field && toks[j+1].line == toks[i].line {
		j++
	}
	return toks[j].end - toks[i].start
}

// shoutRuns marks the words of toks, a line not written in capitals,
// that sit in a run of three words or more in capitals with a stop word
// among them ("IT DOES NOT MAKE SENSE to waste ..."): a sentence shouted,
// whose case tells no name from a word, as a line in capitals (the
// names' plain counts, extractor.plain). A run of acronyms has no stop
// word ("IBM PC XT").
func shoutRuns(toks []token) {
	for i := 0; i < len(toks); {
		j, stop := i, false
		for j < len(toks) && capsWord(&toks[j]) && (j == i || toks[j].joined) {
			stop = stop || toks[j].stop
			j++
		}
		if j-i >= 3 && stop {
			for k := i; k < j; k++ {
				toks[k].shout = true
			}
		}
		i = max(j, i+1)
	}
}

// capsWord reports a word in capitals, "I" and "A" included.
func capsWord(t *token) bool {
	return t.alpha && (t.allCaps || t.upper && t.end-t.start == 1)
}

// textLines returns the hashes of the text's lines of minLineWords or more
// words, as extract leaves them in features.lines, without the rest.
func (x *extractor) textLines(text string) []uint64 {
	text = leadingWords(text, maxDocWords)
	var out []uint64
	sc := x.sc
	sc.Reset(text)
	prevEnd, words := 0, 0
	h := uint64(lineSeed)
	for sc.Next() {
		st, en := sc.Start(), sc.End()
		if st >= prevEnd && strings.ContainsAny(text[prevEnd:st], "\n\r") {
			if words >= minLineWords {
				out = append(out, h)
			}
			h, words = lineSeed, 0
		}
		h = mix(h, sc.Hash())
		words++
		prevEnd = max(prevEnd, en)
	}
	if words >= minLineWords {
		out = append(out, h)
	}
	return out
}

// decideNames marks the name-like words: capitalised words that are not
// stop words, either inside a sentence or, at a sentence start or in a line
// of capitals (headlines), known as a name from elsewhere in the document.
func (x *extractor) decideNames() {
	x.names.clear()
	hasBody := false
	for i := range x.toks {
		t := &x.toks[i]
		if t.field == fieldText {
			hasBody = true
		}
	}
	capsTitle, titleWords, lowerBody := true, 0, 0
	for i := range x.toks {
		t := &x.toks[i]
		if t.upper && t.alpha && !t.stop && !t.initial && !t.inCapsLine && (t.field == fieldText || !hasBody) {
			x.names.put(t.hash)
		}
		switch {
		case t.field == fieldTitle && t.alpha:
			titleWords++
			capsTitle = capsTitle && t.inCapsLine
		case t.field == fieldText && t.alpha && !t.upper:
			lowerBody++
		}
	}
	// A title in capitals says nothing by its case: there a word is
	// name-like when the text never writes it in lower case (the company
	// in "NWA INC 4TH QTR NET", whose text is a table of figures).
	if capsTitle && titleWords >= 2 && lowerBody >= 5 {
		// One pass over the text (a word by word scan of the rest was
		// quadratic in a long title: 8,000 words took half a second).
		x.lower.clear()
		for i := range x.toks {
			if u := &x.toks[i]; u.field == fieldText && !u.upper {
				x.lower.put(u.hash)
			}
		}
		for i := range x.toks {
			t := &x.toks[i]
			if t.field != fieldTitle {
				break
			}
			if !t.alpha || t.stop || t.normEnd-t.normStart < 2 || x.names.has(t.hash) {
				continue
			}
			if !x.lower.has(t.hash) {
				x.names.put(t.hash)
			}
		}
	}
	for i := range x.toks {
		t := &x.toks[i]
		t.name = t.upper && t.alpha && !t.stop && x.names.has(t.hash)
	}
}

func (x *extractor) norm(t *token) []byte { return x.norms[t.normStart:t.normEnd] }

// extract computes the features of one document.
func (x *extractor) extract(title, text string, isBoiler func(uint64) bool) features {
	title, text = leadingWords(title, maxDocWords), leadingWords(text, maxDocWords)
	x.toks = x.toks[:0]
	x.norms = x.norms[:0]
	x.acc.clear()
	x.keyBuf = x.keyBuf[:0]
	x.scan(title, fieldTitle)
	x.scan(text, fieldText)
	var f features
	f.words = len(x.toks)
	// The fingerprint covers the text (not the title, which outlets rewrite).
	fp := uint64(0x2545f4914f6cdd1d)
	n := 0
	for i := range x.toks {
		if x.toks[i].field == fieldText {
			fp = mix(fp, x.toks[i].hash)
			n++
		}
	}
	if n > 0 {
		f.finger = fp | 1
	}
	x.markLines(&f, isBoiler)
	x.decideNames()
	w := x.w
	lead := 0
	for i := range x.toks {
		t := &x.toks[i]
		if t.field != fieldText || t.boiler {
			continue
		}
		if lead < w.LeadWords {
			t.lead = true
			lead++
		}
	}
	if x.stems.n > 0 {
		// The stems the loop below looks up, read ahead (see
		// flatMap.touch): the cache is large, and most words of a
		// document are in it.
		var sum uint64
		for i := range x.toks {
			if t := &x.toks[i]; !t.boiler && !t.stop {
				sum += x.stems.touchKey(t.hash)
			}
		}
		x.touched += sum
	}
	for i := range x.toks {
		t := &x.toks[i]
		if t.boiler {
			continue
		}
		boost := float32(1)
		switch {
		case t.field == fieldTitle:
			boost = float32(w.Title)
		case t.lead:
			boost = float32(w.Lead)
		}
		norm := x.norm(t)
		ti := int32(i)
		switch {
		case t.digit:
			if y := yearOf(norm, t.end-t.start); y > f.year && !x.historyCue(i) {
				f.year = y
			}
			if w.Number <= 0 {
				continue
			}
			// A number counts with the word after it (its unit or what it
			// counts: "14 dead", "6.1 magnitude"), or alone when long.
			if i+1 < len(x.toks) && x.toks[i+1].alpha && !x.toks[i+1].stop && x.toks[i+1].line == t.line && x.toks[i+1].field == t.field {
				u := x.stem(x.norm(&x.toks[i+1]), x.toks[i+1].hash)
				x.add(mix(mix(nsNumber, t.hash), u), boost, accEntry{kind: kindNumber, disp: dispNormPair, a: ti, b: ti + 1})
			} else if len(norm) >= 3 {
				x.add(mix(nsNumber, t.hash), boost, accEntry{kind: kindNumber, disp: dispNorm, a: ti})
			}
			// A day of a month: "Feb. 1", "1 February".
			if w.Dates > 0 {
				if d := dayNumber(norm); d > 0 {
					m, mi := 0, int32(-1)
					if i > 0 && x.toks[i-1].field == t.field {
						if m = lexicon.MonthBytes(x.norm(&x.toks[i-1])); m > 0 {
							mi = ti - 1
						}
					}
					if m == 0 && i+1 < len(x.toks) && x.toks[i+1].field == t.field {
						if m = lexicon.MonthBytes(x.norm(&x.toks[i+1])); m > 0 {
							mi = ti + 1
						}
					}
					if m > 0 {
						x.add(mix(nsDate, uint64(m*32+d)), boost*float32(w.Dates), accEntry{kind: kindNumber, disp: dispNormPair, a: mi, b: ti})
					}
				}
			}
		case w.Dates > 0 && lexicon.WeekdayBytes(norm) > 0:
			x.add(mix(nsDate, uint64(1000+lexicon.WeekdayBytes(norm))), boost*float32(w.Dates), accEntry{kind: kindNumber, disp: dispNorm, a: ti})
		case t.stop || !t.alpha && !hasLetter(norm):
		default:
			x.add(x.stem(norm, t.hash), boost, accEntry{kind: kindTerm, disp: dispNorm, a: ti})
			if !t.name || w.Name <= 0 {
				continue
			}
			// Written as a name where the case tells: not in capitals, and
			// not opening a sentence unless a name goes on from it
			// ("Quantech Inc said"; not "Given the ...").
			plain := !t.inCapsLine && !t.shout && !t.titleLine && (!t.initial || i+1 < len(x.toks) && x.toks[i+1].name && x.toks[i+1].joined && x.toks[i+1].field == t.field)
			x.add(mix(nsName, t.hash), boost, accEntry{kind: kindName, disp: dispText, a: ti, plain: plain})
			if i > 0 && w.NamePair > 0 {
				if p := &x.toks[i-1]; p.name && t.joined && p.field == t.field && !p.boiler {
					x.add(mix(mix(nsPair, p.hash), t.hash), boost*float32(w.NamePair), accEntry{kind: kindName, disp: dispTextPair, a: ti - 1, b: ti, plain: !p.inCapsLine && !t.inCapsLine && !p.shout && !t.shout && !p.titleLine && !t.titleLine})
				}
			}
		}
	}
	keys := x.keyBuf
	slices.Sort(keys)
	f.keys = make([]uint64, len(keys))
	f.tf = make([]float32, len(keys))
	f.kinds = make([]uint8, len(keys))
	x.disp = x.disp[:0]
	for i, k := range keys {
		e := x.acc.get(k)
		f.keys[i] = k
		f.tf[i] = e.w
		if e.w > 1 {
			f.tf[i] = float32(1 + math.Log(float64(e.w)))
		}
		f.kinds[i] = e.kind
		x.disp = append(x.disp, e)
	}
	x.title, x.text = title, text
	return f
}

// accEntry accumulates one feature of a document and remembers where it
// was first seen, to show it.
type accEntry struct {
	w    float32
	kind uint8
	disp uint8 // how to show it: dispNorm...
	// plain: a name written as one in the mixed-case text at least
	// once (extractor.plain); it is then shown as written there.
	plain bool
	a, b  int32 // tokens
}

const (
	dispNorm     uint8 = iota // the normalised word a
	dispNormPair              // normalised words a and b
	dispText                  // word a as written
	dispTextPair              // words a and b as written
)

func (x *extractor) add(key uint64, w float32, e accEntry) {
	p, found := x.acc.put(key)
	if found {
		p.w += w
		if e.plain && !p.plain { // shown where first written plain
			p.plain, p.disp, p.a, p.b = true, e.disp, e.a, e.b
		}
		return
	}
	e.w = w
	*p = e
	x.keyBuf = append(x.keyBuf, key)
}

// display shows feature i of the last document extracted.
func (x *extractor) display(i int) string {
	e := x.disp[i]
	switch e.disp {
	case dispNormPair:
		return string(x.norm(&x.toks[e.a])) + " " + string(x.norm(&x.toks[e.b]))
	case dispText:
		return x.written(&x.toks[e.a])
	case dispTextPair:
		return x.written(&x.toks[e.a]) + " " + x.written(&x.toks[e.b])
	}
	return string(x.norm(&x.toks[e.a]))
}

// plain reports that feature i of the last document extracted, a name,
// is written as one in its mixed-case text: not only in a title or a
// line written in capitals, where case tells no name from a word ("U.K.
// MONEY MARKET GIVEN ASSISTANCE"), nor only opening a sentence, a name
// there because a title in capitals wrote it (decideNames).
func (x *extractor) plain(i int) bool { return x.disp[i].plain }

// written is a word as written in the last document extracted.
func (x *extractor) written(t *token) string {
	src := x.text
	if t.field == fieldTitle {
		src = x.title
	}
	return src[t.start:t.end]
}

func hasLetter(b []byte) bool {
	for _, c := range string(b) {
		if unicode.IsLetter(c) {
			return true
		}
	}
	return false
}

// dayNumber returns n for "1".."31" (also "1st", "22nd"), else 0.
func dayNumber(norm []byte) int {
	n, i := 0, 0
	for ; i < len(norm) && i < 2 && norm[i] >= '0' && norm[i] <= '9'; i++ {
		n = n*10 + int(norm[i]-'0')
	}
	if i == 0 || n < 1 || n > 31 {
		return 0
	}
	switch string(norm[i:]) {
	case "", "st", "nd", "rd", "th":
		return n
	}
	return 0
}

// yearOf returns the year a token of four digits names (1900-2099), else 0.
func yearOf(norm []byte, written int32) uint16 {
	if len(norm) != 4 || written != 4 {
		return 0
	}
	y := 0
	for _, c := range norm {
		if c < '0' || c > '9' {
			return 0
		}
		y = y*10 + int(c-'0')
	}
	if y < 1900 || y > 2099 {
		return 0
	}
	return uint16(y)
}

// historyCue reports that the year at token i is history by the words
// before it: "since 1961", "built in 1998", "founded in 1921".
func (x *extractor) historyCue(i int) bool {
	prev := func(k int) string {
		if k < 0 || x.toks[k].field != x.toks[i].field {
			return ""
		}
		return string(x.norm(&x.toks[k]))
	}
	switch prev(i - 1) {
	case "since", "founded", "established", "built", "born":
		return true
	case "in":
		switch prev(i - 2) {
		case "built", "founded", "established", "opened", "born", "formed", "created", "launched", "died", "elected", "won", "began", "started", "introduced":
			return true
		}
	}
	return false
}

// maxDocWords caps the words of a title or a text the story features
// read: no news article comes near it (the longest of the evaluation sets,
// a 20 Newsgroups post, has 11,790), and a runaway document (a corpus
// concatenated into one, 37 MB of words) cost 10 s and a gigabyte of
// memory, and flooded the document frequencies with its words.
const maxDocWords = 20000

// leadingWords is s up to the end of its n-th word (a run of bytes other
// than ASCII white space), or all of s when it has no more.
func leadingWords(s string, n int) string {
	if len(s) < n { // fewer bytes than words allowed: nothing to cut
		return s
	}
	words, inWord := 0, false
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case ' ', '\t', '\n', '\r', '\v', '\f':
			if inWord && words == n {
				return s[:i]
			}
			inWord = false
		default:
			if !inWord {
				words++
				inWord = true
			}
		}
	}
	return s
}
