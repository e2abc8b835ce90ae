package align

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/copydesk/copydesk/lexicon"
	"github.com/copydesk/copydesk/textnorm"
)

// Kind tells what a piece of a text is.
type Kind uint8

const (
	// Body is a sentence of the story.
	Body Kind = iota
	// Heading is a title or a section heading: a short line without
	// sentence punctuation ("5th day of Qur'an burning protests").
	Heading
	// Dateline is the place (and date, agency) that opens a story:
	// "KABUL, Afghanistan (AP) -", "LONDON, March 3 —". The piece ends at
	// the dash; the sentence that follows is a separate Body piece.
	Dateline
	// Byline is an author or credit line: "By Mary Smith",
	// "(Reporting by ...; Editing by ...)", "Published December 23, 2012".
	Byline
	// Footer is boilerplate: promotion and link lines ("More from
	// GlobalPost: ..."), copyright notices, and short unrelated lines
	// trailing the story (spam such as a company name).
	Footer
	// Attribution is the line of a mail or Usenet reply naming the writer
	// of the quoted post ("In article <msgid> addr (Name) writes:", "On
	// 15 Apr 1993, Name observed:"), see attributionAt, or a header line
	// of a forwarded or quoted message ("From: addr (Name)", "Subject:
	// ..."), see headerAt.
	Attribution
)

var kindNames = [...]string{"body", "heading", "dateline", "byline", "footer", "attribution"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "kind(" + itoa(int(k)) + ")"
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	neg := n < 0
	if neg {
		n = -n
	}
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}

// Sentence is one piece of a text: a sentence, or a dateline, heading,
// byline or footer line. Start and End are byte offsets into the text that
// was split; the piece never starts or ends with white space.
type Sentence struct {
	Start, End int
	// Para is the index of the paragraph (0-based, in text order, counting
	// every paragraph whatever its kind).
	Para int
	Kind Kind
	// Quote is non-zero for the sentences of a quotation that spans more
	// than one sentence: they share the number (1, 2, ... in text order).
	// A sentence holding a whole quotation has Quote 0.
	Quote int
}

// Text returns the piece's text from the text it was split from.
func (s Sentence) Text(text string) string { return text[s.Start:s.End] }

// Split cuts text into sentences and non-sentence pieces in text order.
// The pieces cover every byte of text that is not white space (unicode
// White_Space), do not overlap and have increasing offsets.
//
// Paragraphs are separated by blank lines; a line break inside a block of
// lines is a paragraph break unless the block is hard-wrapped (lines of
// similar width up to 100 characters, most ending mid-sentence), where
// only an indented line or a short line starts a new paragraph, or the next
// line continues a sentence (it starts lower-case after a line without
// sentence punctuation).
func Split(text string) []Sentence {
	lines := scanLines(text)
	paras, attrib, sig := paragraphs(text, lines)
	out := make([]Sentence, 0, len(text)/80+4)
	kinds := make([]Kind, len(paras))
	lastBody := -1
	for i, p := range paras {
		if len(attrib) > 0 && attrib[0] == i {
			kinds[i] = Attribution
			attrib = attrib[1:]
			continue
		}
		if len(sig) > 0 && sig[0] == i {
			kinds[i] = Footer
			sig = sig[1:]
			continue
		}
		kinds[i] = classifyPara(text[p[0]:p[1]])
		if kinds[i] == Body {
			lastBody = i
		}
	}
	// A text of one paragraph reading as a heading heads nothing: it is
	// the text, one sentence without a full stop ("A ferry sank, officials
	// said"). Read as a heading, a story of such texts had no sentence.
	if len(kinds) == 1 && kinds[0] == Heading {
		kinds[0] = Body
	}
	// Short heading-like lines after the last body paragraph are footers:
	// tags, a company name pasted by a spam site, a sign-off. So are label
	// lines that read as a sentence ("Comments are closed."); inside the
	// story they are body ("Comments by the chief executive were ...").
	for i := range paras {
		switch {
		case kinds[i] == weakFooter && (i < lastBody || lastBody < 0):
			kinds[i] = Body
		case kinds[i] == weakFooter:
			kinds[i] = Footer
		case kinds[i] == Heading && i > lastBody && lastBody >= 0:
			kinds[i] = Footer
		}
	}
	quoteID := 0
	sawBody := false
	for i, p := range paras {
		start, end := p[0], p[1]
		if kinds[i] != Body {
			out = append(out, Sentence{Start: start, End: end, Para: i, Kind: kinds[i]})
			continue
		}
		if !sawBody {
			sawBody = true
			if dEnd, bodyStart := datelineEnd(text[start:end]); dEnd > 0 {
				out = append(out, Sentence{Start: start, End: start + dEnd, Para: i, Kind: Dateline})
				start += bodyStart
			}
		}
		out = splitBody(text, start, end, i, out, &quoteID)
	}
	return out
}

// line is one line of the text: [start, end) without the line break,
// [ts, te) without leading and trailing white space (ts == te when blank).
type line struct {
	start, end int
	ts, te     int
	indent     bool
}

// isBreak reports whether r ends a line ("\r\n" is one break): the rule
// the brief's quotations and facts' mention rules share
// (textnorm.IsLineBreak).
func isBreak(r rune) bool { return textnorm.IsLineBreak(r) }

func scanLines(text string) []line {
	lines := make([]line, 0, 16)
	i := 0
	for i <= len(text) {
		l := line{start: i}
		j := i
		for j < len(text) {
			r, sz := utf8.DecodeRuneInString(text[j:])
			if isBreak(r) {
				break
			}
			j += sz
		}
		l.end = j
		// trim
		ts := i
		lead := 0
		tab := false
		for ts < j {
			r, sz := utf8.DecodeRuneInString(text[ts:])
			if !isSpace(r) {
				break
			}
			if r == '\t' {
				tab = true
			}
			lead++
			ts += sz
		}
		te := j
		for te > ts {
			r, sz := utf8.DecodeLastRuneInString(text[ts:te])
			if !isSpace(r) {
				break
			}
			te -= sz
		}
		l.ts, l.te = ts, te
		l.indent = ts < te && (lead >= 2 || tab)
		lines = append(lines, l)
		if j >= len(text) {
			break
		}
		// consume the break; \r\n is one break
		if text[j] == '\r' && j+1 < len(text) && text[j+1] == '\n' {
			j += 2
		} else {
			_, sz := utf8.DecodeRuneInString(text[j:])
			j += sz
		}
		i = j
		if i == len(text) {
			break
		}
	}
	return lines
}

// paragraphs returns the [start, end) byte ranges of the paragraphs, and
// the indices of those that are a reply's attribution (attributionAt) and
// of those that are a signature (signatureEnd, tailSignatureStart), each
// in increasing order.
// An attribution is a paragraph of its own, and so is each run of lines
// under one quotation marker (quoteMarker): a sentence does not run from
// the reply into the post it quotes. A signature's delimiter opens a
// paragraph, and each run of its lines between blank lines is one.
func paragraphs(text string, lines []line) (paras [][2]int, attrib, sig []int) {
	tail := tailSignatureStart(text, lines)
blocks:
	for i := 0; i < len(lines); {
		if lines[i].ts == lines[i].te {
			i++
			continue
		}
		j := i
		for j < len(lines) && lines[j].ts < lines[j].te {
			j++
		}
		if i == tail {
			// a signature without a delimiter: one paragraph
			sig = append(sig, len(paras))
			paras = append(paras, [2]int{lines[i].ts, lines[j-1].te})
			i = j
			continue
		}
		s := i
		for k := i; k < j; k++ {
			if e := signatureEnd(text, lines, k); e > 0 {
				// The lines above the delimiter are read with the
				// signature's lines of their block, as before the
				// signature was cut off (an indented table above an
				// unindented "--" stays a table); no line after the
				// signature is read twice.
				paras = cutParagraphs(markedParagraphs(text, lines[s:min(j, e)], paras), len(paras), lines, k)
				for a := k; a < e; {
					b := a
					for b < e && lines[b].ts < lines[b].te {
						b++
					}
					if b > a {
						sig = append(sig, len(paras))
						paras = append(paras, [2]int{lines[a].ts, lines[b-1].te})
					}
					a = b + 1
				}
				if e >= j {
					i = e
					continue blocks
				}
				s, k = e, e-1 // the block goes on after the signature
				continue
			}
			n := attributionAt(text, lines, k)
			if n == 0 && headerAt(text, lines, k) {
				n = 1
			}
			if n == 0 {
				continue
			}
			n = min(n, k-s+1)
			paras = markedParagraphs(text, lines[s:k-n+1], paras)
			attrib = append(attrib, len(paras))
			paras = append(paras, [2]int{lines[k-n+1].ts, lines[k].te})
			s = k + 1
		}
		paras = markedParagraphs(text, lines[s:j], paras)
		i = j
	}
	return paras, attrib, sig
}

// cutParagraphs drops the paragraphs of paras[from:] that start at
// lines[k] or after it, and ends the one running into lines[k] at the line
// before.
func cutParagraphs(paras [][2]int, from int, lines []line, k int) [][2]int {
	cut := lines[k].ts
	w := from
	for _, p := range paras[from:] {
		if p[0] >= cut {
			break
		}
		if p[1] > cut {
			p[1] = lines[k-1].te // p starts before lines[k]: k > 0
		}
		paras[w] = p
		w++
	}
	return paras[:w]
}

// markedParagraphs splits a block of lines where the quotation marker
// changes (quoteMarker) and appends the paragraphs of each part. A line of
// a bare marker (">"), the blank line of a quoted post, is a paragraph of
// its own: a sentence does not open with it.
func markedParagraphs(text string, block []line, paras [][2]int) [][2]int {
	s := 0
	prev := ""
	for k := 0; k < len(block); k++ {
		lt := text[block[k].ts:block[k].te]
		m := quoteMarker(lt)
		switch {
		case m != "" && len(m) == len(lt):
			if s < k {
				paras = blockParagraphs(text, block[s:k], paras)
			}
			paras = append(paras, [2]int{block[k].ts, block[k].te})
			s = k + 1
		case k > s && !sameMarker(m, prev):
			paras = blockParagraphs(text, block[s:k], paras)
			s = k
		}
		prev = m
	}
	if s < len(block) {
		paras = blockParagraphs(text, block[s:], paras)
	}
	return paras
}

func blockParagraphs(text string, block []line, paras [][2]int) [][2]int {
	maxLen := 0
	for _, l := range block {
		if n := utf8.RuneCountInString(text[l.ts:l.te]); n > maxLen {
			maxLen = n
		}
	}
	long := func(l line) bool {
		return utf8.RuneCountInString(text[l.ts:l.te])*10 >= maxLen*6
	}
	wrapped := false
	if len(block) >= 2 && maxLen >= 40 && maxLen <= 100 {
		n := 0
		for _, l := range block[:len(block)-1] {
			if long(l) && !endsSentence(text[l.ts:l.te]) {
				n++
			}
		}
		wrapped = n >= 1 && 2*n >= len(block)-1
	}
	allIndented := true
	for _, l := range block {
		allIndented = allIndented && l.indent
	}
	start := block[0].ts
	for k := 1; k < len(block); k++ {
		prev, cur := block[k-1], block[k]
		curText := text[cur.ts:cur.te]
		var brk bool
		prevText := text[prev.ts:prev.te]
		if wrapped {
			brk = cur.indent && !allIndented || !long(prev) && startsUpper(curText) && !continuesLine(prevText, curText, true) || allUpper(prevText)
		} else {
			brk = endsSentence(prevText) || !startsLower(curText) && !continuesLine(prevText, curText, false)
		}
		if brk {
			paras = append(paras, [2]int{start, prev.te})
			start = cur.ts
		}
	}
	return append(paras, [2]int{start, block[len(block)-1].te})
}

// continuesLine reports whether the line cur, opening in capitals or
// digits after the line prev without sentence punctuation, goes on with
// prev's sentence rather than following a heading: prev ends in a word that
// ends no heading ("of", "said") or, wrapped, in a comma, or leaves a bracket open
// ("<Equity Silver"), or cur opens with what opens no sentence,
// a company's legal form ("Inc said", "Corp <USDC>,"), a bracket before a
// lower-case word ("(D-Wash.) has") or, after a lower-case word, a number
// before a lower-case word ("rose\n2.6 pct in"). Agency copy whose
// dateline was cut off opens with such a short line; read as a heading, it
// left the first sentence a fragment ("Inc said ...").
func continuesLine(prev, cur string, wrapped bool) bool {
	pw := prev[lastWordStart(prev):]
	if lineEndWords[pw] || leavesBracketOpen(prev) {
		return true
	}
	// In hard-wrapped text a line ending in a comma goes on; elsewhere it
	// is a salutation ("Bob,") or a line of an address or a poem.
	if wrapped && (prev[len(prev)-1] == ',' || prev[len(prev)-1] == ';') && countWords(prev, 3) >= 3 {
		return true
	}
	w := leadingWord(cur)
	if w != "" && legalForms[w] {
		rest := cur[len(w):]
		if rest == "" {
			return true
		}
		switch rest[0] {
		case ',', '\'', ')', '>':
			return true
		case '.':
			rest = rest[1:]
			if rest == "" || rest[0] != ' ' {
				return rest == ""
			}
			fallthrough
		case ' ':
			rest = strings.TrimLeft(rest, " ")
			return rest != "" && (rest[0] == '<' || rest[0] == '(' || startsLower(rest))
		}
		return false
	}
	if cur[0] == '(' {
		if k := strings.IndexByte(cur, ')'); k > 0 && k <= 24 && !strings.ContainsAny(cur[:k], " ") {
			rest := strings.TrimLeft(cur[k+1:], " ")
			return rest != "" && unicode.IsLower(rune(rest[0]))
		}
		return false
	}
	if cur[0] >= '0' && cur[0] <= '9' && pw != "" && unicode.IsLower(lastRune(pw)) {
		k := 1
		for k < len(cur) && (cur[k] >= '0' && cur[k] <= '9' || cur[k] == '.' || cur[k] == ',' || cur[k] == '/') {
			k++
		}
		if k < len(cur) && cur[k] == ' ' {
			return unitWords[leadingWord(cur[k+1:])]
		}
	}
	return false
}

// leavesBracketOpen reports whether s leaves a round or angle bracket open
// ("<Equity Silver", "index (base").
func leavesBracketOpen(s string) bool {
	if !strings.ContainsAny(s, "(<") {
		return false
	}
	return strings.Count(s, "(") > strings.Count(s, ")") || strings.Count(s, "<") > strings.Count(s, ">")
}

// lastWordStart returns the offset of the last run of letters ending s
// (len(s) when s does not end in a letter).
func lastWordStart(s string) int {
	k := len(s)
	for k > 0 {
		r, sz := utf8.DecodeLastRuneInString(s[:k])
		if !unicode.IsLetter(r) {
			break
		}
		k -= sz
	}
	return k
}

// lineEndWords end no heading: articles, possessives, conjunctions, "of",
// "to" and reporting verbs, written in lower case. Auxiliaries and other
// prepositions may end a caption or heading ("who your favourite has
// been", "What to look out for").
var lineEndWords = setOf("a", "an", "the", "of", "to", "and", "or", "nor", "its", "their", "his",
	"our", "said", "says", "told", "vs", "than", "per")

// unitWords are units, currencies and multipliers written after a number.
var unitWords = setOf("pct", "percent", "mln", "million", "bln", "billion", "trillion", "dlrs",
	"dlr", "dollars", "cts", "cents", "stg", "pounds", "marks", "yen", "francs", "lire", "guilders",
	"tonnes", "tons", "barrels", "bpd", "ounces", "bushels", "bales", "bags", "shares", "pesos", "euros")

// legalForms are the legal forms that follow a company's name.
var legalForms = setOf("Inc", "Corp", "Co", "Cos", "Ltd", "Plc", "PLC", "LLC", "Bros", "Corporation",
	"Incorporated", "Limited", "AG", "NV", "SA", "SpA", "GmbH")

// isSpace is unicode.IsSpace with a fast path for ASCII.
func isSpace(r rune) bool {
	if r < utf8.RuneSelf {
		return r == ' ' || r == '\n' || r == '\t' || r == '\r' || r == '\v' || r == '\f'
	}
	return unicode.IsSpace(r)
}

// allUpper reports whether s has letters and no lower-case letter.
func allUpper(s string) bool {
	letters := 0
	for _, r := range s {
		if unicode.IsLower(r) {
			return false
		}
		if unicode.IsLetter(r) {
			letters++
		}
	}
	return letters > 1
}

func isCloser(r rune) bool {
	switch r {
	case '"', '\'', '’', '”', ')', ']', '»', '}', '›':
		return true
	}
	return false
}

func isOpener(r rune) bool {
	switch r {
	case '"', '\'', '‘', '“', '(', '[', '«', '‹', '¿', '¡', '„':
		return true
	}
	return false
}

func isTerminal(r rune) bool {
	switch r {
	case '.', '!', '?', '…', '。', '！', '？':
		return true
	}
	return false
}

// lastRune returns the last rune of s before any closing quotes or brackets.
func lastRune(s string) rune {
	for len(s) > 0 {
		r, sz := utf8.DecodeLastRuneInString(s)
		if !isCloser(r) {
			return r
		}
		s = s[:len(s)-sz]
	}
	return 0
}

// endsSentence reports whether s ends with sentence punctuation.
func endsSentence(s string) bool { return isTerminal(lastRune(s)) }

// firstLetter returns the first rune of s after opening quotes and brackets.
func firstLetter(s string) rune {
	for len(s) > 0 {
		r, sz := utf8.DecodeRuneInString(s)
		if !isOpener(r) {
			return r
		}
		s = s[sz:]
	}
	return 0
}

func startsLower(s string) bool { return unicode.IsLower(firstLetter(s)) }

func startsUpper(s string) bool {
	r := firstLetter(s)
	return unicode.IsUpper(r) || unicode.IsDigit(r) || unicode.IsTitle(r)
}

// countWords counts the white-space separated words of s, stopping at
// limit+1.
func countWords(s string, limit int) int {
	n := 0
	in := false
	for _, r := range s {
		if isSpace(r) {
			in = false
		} else if !in {
			in = true
			n++
			if n > limit {
				return n
			}
		}
	}
	return n
}

// footerCalls open a call to action ("Sign up for our newsletter.",
// "Read more: ..."): boilerplate wherever it stands, even as a sentence.
var footerCalls = []string{
	"read more", "see also", "also read", "also see", "follow us", "follow @", "click here", "click to",
	"sign up", "subscribe", "share this", "share on", "continue reading", "like us on", "send us",
	"report an error", "print this", "download our", "get the latest", "join the conversation",
	"for more news",
}

// footerLabels open a label line ("More from GlobalPost: ...", "Copyright
// 2024 ...", "Advertisement"). Their first words also open news sentences
// ("Comments by the chief executive were welcomed."), so a paragraph that
// reads as a sentence is a footer only where it trails the story.
var footerLabels = []string{
	"more from ", "related:", "related articles", "related stories", "related coverage",
	"related content", "copyright", "©", "(c) ", "all rights reserved", "advertisement", "watch:",
	"video:", "photo:", "photos:", "image:", "tags:", "filed under", "recommended:", "trending:",
	"email:", "e-mail:", "comments", "more stories", "top stories", "most read",
}

var footerContains = []string{
	"all rights reserved", "contributed to this report", "may not be published, broadcast",
	"may not be reproduced", "for more news", "click here",
}

var creditPrefixes = []string{
	"(reporting by", "reporting by", "additional reporting by", "(additional reporting",
	"writing by", "(writing by", "editing by", "(editing by", "compiled by", "(compiled by",
	"written by", "story by", "(with reporting by",
}

var stampPrefixes = []string{"published", "updated", "posted", "last updated", "first published", "last modified"}

// stampWords are the lower-case words a time stamp may hold besides
// numbers, month and day names and capitalised words (zones, names):
// "Posted on March 3, 2012 at 5:00 pm", "Updated 12 minutes ago".
var stampWords = setOf("on", "at", "by", "and", "am", "pm", "a.m", "p.m", "updated", "published",
	"posted", "last", "modified", "ago", "sec", "secs", "second", "seconds", "min", "mins", "minute",
	"minutes", "hr", "hrs", "hour", "hours", "day", "days", "week", "weeks", "month", "months",
	"year", "years", "today", "yesterday", "st", "nd", "rd", "th", "of", "the")

// Paragraph classes before the trailing footers are known: body, or a
// paragraph that is body inside the story and a footer after it.
const weakFooter = Kind(255)

// hasWordPrefix reports whether low (lower case) opens with prefix as whole
// words: a prefix ending in a letter or digit is not followed by one
// ("subscribe" does not open "subscribers").
func hasWordPrefix(low, prefix string) bool {
	if !strings.HasPrefix(low, prefix) {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(prefix)
	if !unicode.IsLetter(last) && !unicode.IsDigit(last) {
		return true
	}
	next, _ := utf8.DecodeRuneInString(low[len(prefix):])
	return !unicode.IsLetter(next) && !unicode.IsDigit(next)
}

// labelLine reports whether the text after a label prefix makes the
// paragraph a label line rather than a sentence: nothing but punctuation,
// or a colon, bar, dash, arrow, number (after a comma: "Copyright, 1924"),
// copyright sign, handle or link.
func labelLine(rest string) bool {
	rest = strings.TrimLeft(rest, " \t\u00a0")
	if r := strings.TrimLeft(rest, ", \t\u00a0"); r != "" && unicode.IsDigit(firstLetter(r)) {
		return true
	}
	if strings.TrimFunc(rest, func(r rune) bool { return unicode.IsPunct(r) || isSpace(r) }) == "" {
		return true
	}
	r, _ := utf8.DecodeRuneInString(rest)
	switch {
	case r == ':' || r == '|' || r == '>' || r == '»' || r == '@' || r == '©' || r == '(' || isDashAt(rest, 0):
		return true
	case unicode.IsDigit(r):
		return true
	}
	low := strings.ToLower(rest)
	return strings.HasPrefix(low, "http") || strings.HasPrefix(low, "www.")
}

// isStamp reports whether rest, the text after a stamp word ("Published"),
// is a date and time: numbers, month and day names, capitalised words
// (zones, names) and the few lower-case words of stamps, not a clause
// ("Published on Monday, the report found ...").
func isStamp(rest string) bool {
	rest = strings.TrimLeft(rest, " :\t")
	if rest != "" && !unicode.IsDigit(firstLetter(rest)) && !startsWithMonthOrDay(rest) {
		low := strings.ToLower(rest)
		if !strings.HasPrefix(low, "on ") && !strings.HasPrefix(low, "at ") {
			return false
		}
	}
	for _, w := range strings.FieldsFunc(rest, func(r rune) bool {
		return isSpace(r) || r == ',' || r == '|' || r == '/' || r == '-' || r == '–' || r == '—' || r == '(' || r == ')'
	}) {
		w = strings.TrimRight(w, ".:;")
		if w == "" || strings.ContainsFunc(w, unicode.IsDigit) || !startsLower(w) {
			continue
		}
		if lexicon.Month(w) > 0 || startsWithMonthOrDay(w) || stampWords[w] {
			continue
		}
		return false
	}
	return true
}

// classifyPara tells the kind of a paragraph before sentence splitting: a
// byline, a footer, a heading, or body (which may still open with a
// dateline). It returns weakFooter for a paragraph that opens with a
// footer label but reads as a sentence.
func classifyPara(p string) Kind {
	nw := countWords(p, 40)
	low := strings.ToLower(p[:min(len(p), 64)])
	if nw <= 40 {
		for _, f := range footerCalls {
			if hasWordPrefix(low, f) {
				return Footer
			}
		}
		lowAll := strings.ToLower(p)
		for _, f := range footerContains {
			if strings.Contains(lowAll, f) {
				return Footer
			}
		}
		for _, f := range footerLabels {
			if hasWordPrefix(low, f) {
				if strings.HasSuffix(f, ":") || labelLine(p[len(f):]) || !endsSentence(p) && nw <= 12 {
					return Footer
				}
				return weakFooter
			}
		}
		for _, f := range creditPrefixes {
			if hasWordPrefix(low, f) {
				// a credit names people ("Reporting by John Doe"), a
				// sentence goes on in lower case ("Reporting by the
				// newspaper showed ..."); a credit in brackets, a short
				// one ("Written by staff.") or one of several ("...;
				// editing by ...") is a credit whatever its case
				rest := strings.TrimLeft(p[len(f):], " :\t")
				if rest == "" || !startsLower(rest) || !endsSentence(p) ||
					strings.HasPrefix(f, "(") || nw <= 8 || strings.Contains(rest, ";") {
					return Byline
				}
			}
		}
	}
	if nw <= 12 {
		if strings.HasPrefix(low, "by ") && nw >= 2 && !endsSentence(p) {
			if r := firstLetter(p[3:]); unicode.IsUpper(r) {
				return Byline
			}
		}
		for _, f := range stampPrefixes {
			if hasWordPrefix(low, f) && isStamp(p[len(f):]) {
				return Byline
			}
		}
	}
	if headingLike(p, nw) {
		return Heading
	}
	return Body
}

func startsWithMonthOrDay(s string) bool {
	w := strings.ToLower(leadingWord(s))
	return lexicon.Month(w) > 0 || lexicon.Weekday(w) > 0 || lexicon.WeekdayAbbrev(w) > 0
}

// leadingWord returns the leading run of letters of s.
func leadingWord(s string) string {
	for i, r := range s {
		if !unicode.IsLetter(r) {
			return s[:i]
		}
	}
	return s
}

// headingLike: a short line without sentence punctuation at its end that
// does not start in lower case and holds no sentence boundary.
func headingLike(p string, nw int) bool {
	if nw > 20 || len(p) > 200 || nw == 0 {
		return false
	}
	switch lastRune(p) {
	case '.', '!', '?', '…', ':', ';', ',', '-', '–', '—', '。', '！', '？':
		return false
	}
	if startsLower(p) {
		return false
	}
	var q int
	tmp := splitBody(p, 0, len(p), 0, nil, &q)
	return len(tmp) <= 1
}

// datelineEnd recognises a dateline at the start of p: an upper-case place
// ("KABUL", "NEW YORK", "ST. LOUIS") or a title-case place followed by an
// agency in brackets ("London (CNN)"), optionally a comma and a qualifier
// ("Afghanistan", "March 3", "Calif."), optionally an agency in brackets,
// and a dash (or a colon after an upper-case place of two words or with a
// qualifier, see colonPlace), followed by the text.
// It returns the end of the dateline piece (after the dash) and the start of
// the text that follows, or 0, 0. A byte order mark (U+FEFF) before it,
// left at the start of a text, is read through and kept in the piece.
func datelineEnd(p string) (end, body int) {
	if rest, ok := strings.CutPrefix(p, "\ufeff"); ok {
		if end, body = datelineEnd(rest); end > 0 {
			return end + len(p) - len(rest), body + len(p) - len(rest)
		}
		return 0, 0
	}
	const maxLen = 100
	i := 0
	nPlace := 0
	allCaps := true
	agency := false
	place := ""
	qualified := false
	if strings.HasPrefix(p, "(") {
		// "(Reuters) - ..."
		j := agencyEnd(p, 0)
		if j < 0 {
			return 0, 0
		}
		i = j
		agency = true
	} else {
		for nPlace < 5 {
			w := wordAt(p, i)
			if w == 0 {
				break
			}
			word := p[i : i+w]
			up, title := capsOf(word)
			if !(up || title && nPlace == 0 || title && !allCaps) {
				break
			}
			if !up {
				if nPlace > 0 && allCaps {
					break
				}
				allCaps = false
			}
			nPlace++
			i += w
			if i < len(p) && p[i] == ' ' && i+1 < len(p) && p[i+1] != '-' && p[i+1] != '(' {
				// another place word?
				w2 := wordAt(p, i+1)
				if w2 == 0 {
					break
				}
				u2, t2 := capsOf(p[i+1 : i+1+w2])
				if allCaps && u2 || !allCaps && t2 && nPlace < 3 {
					i++
					continue
				}
			}
			break
		}
		if nPlace == 0 {
			return 0, 0
		}
		place = p[:i]
		// qualifier after a comma: ", Afghanistan", ", March 3", ", Calif.,"
		if i < len(p) && p[i] == ',' {
			qualified = true
			j := i + 1
			n := 0
			for n < 6 {
				for j < len(p) && p[j] == ' ' {
					j++
				}
				w := wordAt(p, j)
				if w == 0 {
					break
				}
				r, _ := utf8.DecodeRuneInString(p[j:])
				if !unicode.IsUpper(r) && !unicode.IsDigit(r) {
					break
				}
				j += w
				n++
				for j < len(p) && (p[j] == ',' || p[j] == '.') {
					j++
				}
				if j < len(p) && p[j] == ' ' && j+1 < len(p) && (p[j+1] == '(' || isDashAt(p, j+1)) {
					break
				}
			}
			if n == 0 {
				return 0, 0
			}
			i = j
		}
		k := i
		for k < len(p) && p[k] == ' ' {
			k++
		}
		if k < len(p) && p[k] == '(' {
			j := agencyEnd(p, k)
			if j < 0 {
				return 0, 0
			}
			i = j
			agency = true
		}
	}
	if !allCaps && !agency {
		return 0, 0
	}
	k := i
	for k < len(p) && p[k] == ' ' {
		k++
	}
	spaceBefore := k > i
	dashLen := dashAt(p, k)
	if dashLen == 0 {
		if k < len(p) && p[k] == ':' && allCaps && !agency && colonPlace(place, qualified) {
			dashLen = 1
		} else {
			return 0, 0
		}
	}
	if p[k] == '-' && !spaceBefore && !agency {
		return 0, 0
	}
	end = k + dashLen
	if end > maxLen {
		return 0, 0
	}
	b := end
	for b < len(p) {
		r, sz := utf8.DecodeRuneInString(p[b:])
		if !isSpace(r) {
			break
		}
		b += sz
	}
	if b >= len(p) || (b == end && p[k] == '-') {
		return 0, 0
	}
	if !startsUpper(p[b:]) && firstLetter(p[b:]) != '"' {
		r := firstLetter(p[b:])
		if !unicode.IsUpper(r) && !unicode.IsDigit(r) {
			return 0, 0
		}
	}
	return end, b
}

// colonPlace reports whether place, in capitals before a colon, reads as
// the place of a dateline ("NEW DELHI:", "MUMBAI, March 3:") rather than a
// label or a speaker ("BREAKING:", "FBI:", "THE PRESIDENT:", "MR. SMITH:"):
// a place of two or more words, or one with a qualifier after a comma,
// or one word of four letters or more ("LONDON:", "DOHA:", the style of
// much of the South Asian and Gulf press) that is no label of
// colonLabels; three letters or fewer are taken for an acronym ("FBI:",
// "UN:"). Function words and titles are never a place.
func colonPlace(place string, qualified bool) bool {
	n, last := 0, ""
	for _, w := range strings.Fields(place) {
		lw := strings.ToLower(strings.TrimRight(w, "."))
		if stopWords[lw] || titleAbbrev[lw] {
			return false
		}
		n, last = n+1, lw
	}
	if n == 1 && !qualified {
		return letters(last) >= 4 && !colonLabels[last] && !strings.ContainsAny(last, ".0123456789")
	}
	return n >= 1
}

// colonLabels are the one-word labels that open a text before a colon
// and are no place.
var colonLabels = setOf(
	"note", "breaking", "update", "updated", "watch", "fyi", "exclusive", "analysis", "opinion", "editorial", "correction", "photos",
	"photo", "video", "live", "factbox", "refile", "wrapup", "interview", "comment", "review", "preview", "alert", "urgent",
	"flash", "bulletin", "warning", "attention", "editors", "update1", "update2", "source", "sources", "news", "report")

// agencyEnd returns the offset after "(Agency)" starting at p[k] == '(' or -1.
func agencyEnd(p string, k int) int {
	j := strings.IndexByte(p[k:], ')')
	if j < 0 || j > 40 {
		return -1
	}
	inner := p[k+1 : k+j]
	if inner == "" || countWords(inner, 5) > 5 || !startsUpper(inner) {
		return -1
	}
	return k + j + 1
}

// dashAt returns the byte length of a dash ("-", "--", "—", "–", "―") at p[k:], or 0.
func dashAt(p string, k int) int {
	if k >= len(p) {
		return 0
	}
	if p[k] == '-' {
		if k+1 < len(p) && p[k+1] == '-' {
			return 2
		}
		return 1
	}
	r, sz := utf8.DecodeRuneInString(p[k:])
	switch r {
	case '—', '–', '―':
		return sz
	}
	return 0
}

func isDashAt(p string, k int) bool { return dashAt(p, k) > 0 }

// wordAt returns the byte length of the word at p[i:]: letters, digits and
// the inner punctuation . ' ’ & -, not ending in '-'.
func wordAt(p string, i int) int {
	j := i
	for j < len(p) {
		r, sz := utf8.DecodeRuneInString(p[j:])
		// a combining mark continues the word: decomposed text reads as composed
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '.' || r == '\'' || r == '’' || r == '&' ||
			unicode.IsMark(r) && j > i ||
			r == '-' && j > i && j+1 < len(p) && p[j+1] != ' ' && p[j+1] != '-' {
			j += sz
			continue
		}
		break
	}
	return j - i
}

// capsOf reports whether word is all upper case (at least two letters, or one
// letter followed by a dot) and whether it is title case.
func capsOf(word string) (upper, title bool) {
	letters, uppers := 0, 0
	first := true
	for _, r := range word {
		if unicode.IsLetter(r) {
			letters++
			if unicode.IsUpper(r) {
				uppers++
				if first {
					title = true
				}
			}
			first = false
		}
	}
	upper = letters > 0 && uppers == letters && (letters >= 2 || strings.Contains(word, "."))
	return upper, title && !upper
}

// Abbreviation lists. Titles never end a sentence; the number abbreviations
// do not before a number; the ambiguous ones (and initials and dotted
// acronyms such as U.S.) end one only before a typical sentence opener.
var titleAbbrev = setOf("mr", "mrs", "ms", "dr", "prof", "gen", "col", "lt", "sgt", "capt",
	"cmdr", "cmdt", "adm", "gov", "sen", "rep", "rev", "mt", "ft", "hon", "messrs", "pres",
	"supt", "det", "insp", "cpl", "pvt", "brig", "maj", "fr", "msgr", "mme", "mlle", "atty", "asst",
	"lieut", "sgts", "gens", "sens", "reps", "govs", "e.g", "i.e", "cf", "viz", "ca", "approx", "vs", "v")

var numberAbbrev = setOf("no", "nos", "nr", "vol", "vols", "p", "pp", "fig", "figs", "art", "ch",
	"sec", "op", "tel", "ext", "pt", "para", "rt")

var ambiguousAbbrev = setOf("etc", "dept", "assn", "mln", "bln", "pct", "dlrs", "cts", "yrs", "yr",
	"mo", "mos", "al", "univ", "natl", "intl", "govt", "inc", "corp", "co", "ltd", "bros", "plc", "gmbh",
	"llc", "llp", "jr", "sr", "ave", "blvd", "rd", "st")

// stateAbbrev are the AP abbreviations of US states. A lower-case word is
// not one ("fell ill.", "to wash."); see isStateAbbrev.
var stateAbbrev = setOf("ala", "ariz", "ark", "calif", "colo", "conn", "del", "fla", "ga", "ill",
	"ind", "kan", "kans", "ky", "la", "md", "mass", "mich", "minn", "miss", "mont", "neb",
	"nev", "okla", "ore", "pa", "tenn", "tex", "va", "vt", "wash", "wis", "wyo")

// stateWords are the state abbreviations that are words in title case too
// ("attended Mass.", "Noah's Ark.").
var stateWords = setOf("mass", "miss", "ark")

// clockAbbrev are ambiguous abbreviations in lower case ("est. 1990",
// "5 p.m."); in capitals they are a time zone or marker that the period
// after ends ("9 a.m. EST.", "at 5 PM.").
var clockAbbrev = setOf("est", "am", "pm")

// ordinalDay reports whether w is a day of the month in digits, 1 to 31.
func ordinalDay(w string) bool {
	switch len(w) {
	case 1:
		return w[0] >= '1' && w[0] <= '9'
	case 2:
		return w[0] >= '0' && w[0] <= '3' && w[1] >= '0' && w[1] <= '9' && w != "00" && w <= "31"
	}
	return false
}

// ordinalMonth are the month names (in lower case) written after a day
// and a full stop: German (and Austrian "Jänner", "Feber") in full and
// abbreviated; the Dutch, Scandinavian, Finnish, Czech and Polish ones are
// written in lower case, which ends no sentence anyway. Those spelt as in
// English ("April", "August") are read so too: an English sentence ending
// in a bare day number before one is rare. Of the abbreviations only those
// English does not write ("Okt.", "Dez."): "1. Jan Ullrich" is a name.
var ordinalMonth = setOf("januar", "jänner", "februar", "feber", "märz", "april", "mai", "juni",
	"juli", "august", "september", "oktober", "november", "dezember", "jän", "febr", "mär", "okt", "dez")

// sentenceOpeners are words that commonly open a sentence in news prose.
var sentenceOpeners = setOf("the", "a", "an", "he", "she", "it", "they", "we", "i", "you", "in",
	"on", "at", "but", "and", "or", "so", "yet", "this", "that", "these", "those", "there", "here",
	"its", "his", "her", "their", "our", "my", "your", "some", "most", "many", "much", "all", "both",
	"each", "every", "no", "not", "none", "one", "two", "three", "four", "five", "however",
	"meanwhile", "earlier", "later", "last", "next", "if", "when", "while", "as", "after", "before",
	"since", "although", "though", "because", "according", "for", "from", "under", "over", "with",
	"without", "by", "also", "still", "then", "now", "such", "other", "another", "what", "who",
	"whom", "why", "how", "where", "which", "despite", "during", "officials", "analysts", "police",
	"mr", "mrs", "ms", "dr", "shares", "instead", "even", "only", "more", "less", "few", "several",
	"until", "unlike", "like", "among", "about", "asked", "thus", "to", "do", "did", "does", "is",
	"was", "are", "were", "has", "have", "had", "can", "could", "would", "should", "will", "may")

// asciiPlain marks ASCII bytes that are neither space, quote nor sentence
// punctuation: splitBody passes over them without decoding.
var asciiPlain = func() (t [utf8.RuneSelf]bool) {
	for c := 0; c < utf8.RuneSelf; c++ {
		switch c {
		case ' ', '\n', '\t', '\r', '\v', '\f', '"', '.', '!', '?':
		default:
			t[c] = true
		}
	}
	return t
}()

func setOf(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}

// splitBody splits the body text text[s:e] into sentences appended to out.
func splitBody(text string, s, e, para int, out []Sentence, quoteID *int) []Sentence {
	sentStart := -1
	lastEnd := s
	depth := 0 // double-quote nesting
	depthAtStart := 0
	curQuote := 0
	emit := func(end int) {
		q := 0
		if depthAtStart > 0 || depth > 0 {
			if curQuote == 0 {
				*quoteID++
				curQuote = *quoteID
			}
			q = curQuote
		}
		if depth == 0 {
			curQuote = 0
		}
		out = append(out, Sentence{Start: sentStart, End: end, Para: para, Kind: Body, Quote: q})
		sentStart = -1
	}
	// A sentence that does not continue into the next keeps the quote number
	// only if a quotation was open across a boundary.
	i := s
	for i < e {
		if c := text[i]; c < utf8.RuneSelf && asciiPlain[c] {
			if sentStart < 0 {
				sentStart = i
				depthAtStart = depth
			}
			i++
			lastEnd = i
			continue
		}
		r, sz := utf8.DecodeRuneInString(text[i:])
		if isSpace(r) {
			i += sz
			continue
		}
		if sentStart < 0 {
			sentStart = i
			depthAtStart = depth
		}
		switch r {
		case '“', '«', '„':
			depth++
		case '”', '»':
			if depth > 0 {
				depth--
			}
		case '"':
			if opensQuote(text, s, i, sz, e) {
				depth++
			} else if depth > 0 {
				depth--
			}
		}
		if !isTerminal(r) {
			i += sz
			lastEnd = i
			continue
		}
		// a run of terminal punctuation, then closing quotes and brackets
		j := i + sz
		dots := 1
		for j < e {
			r2, sz2 := utf8.DecodeRuneInString(text[j:])
			if !isTerminal(r2) {
				break
			}
			dots++
			j += sz2
		}
		for j < e {
			r2, sz2 := utf8.DecodeRuneInString(text[j:])
			if !isCloser(r2) {
				break
			}
			if r2 == '"' || r2 == '\'' {
				// closing only when followed by space, the end or another closer
				if j+sz2 < e {
					r3, _ := utf8.DecodeRuneInString(text[j+sz2:])
					if !isSpace(r3) && !isCloser(r3) && !isTerminal(r3) {
						break
					}
				}
			}
			switch r2 {
			case '"', '”', '»':
				if depth > 0 {
					depth--
				}
			}
			j += sz2
		}
		lastEnd = j
		if boundaryAfter(text, s, i, r, dots, j, e) {
			emit(j)
		}
		i = j
	}
	if sentStart >= 0 {
		emit(lastEnd)
	}
	return out
}

// opensQuote decides whether the straight double quote at text[i] opens a
// quotation: it does after white space, an opening bracket or the start,
// and before a non-space character.
func opensQuote(text string, s, i, sz, e int) bool {
	if i+sz >= e {
		return false
	}
	next, _ := utf8.DecodeRuneInString(text[i+sz:])
	if isSpace(next) {
		return false
	}
	if i == s {
		return true
	}
	prev, _ := utf8.DecodeLastRuneInString(text[s:i])
	return isSpace(prev) || isOpener(prev) || prev == '—' || prev == '–' || prev == '-' || prev == ':'
}

// boundaryAfter decides whether the terminal punctuation at text[i] (rune
// r, a run of dots terminal runes) with closers up to j ends a sentence.
func boundaryAfter(text string, s, i int, r rune, dots, j, e int) bool {
	k := j
	for k < e {
		r2, sz := utf8.DecodeRuneInString(text[k:])
		if !isSpace(r2) {
			break
		}
		k += sz
	}
	if k >= e {
		return true
	}
	cjk := r == '。' || r == '！' || r == '？'
	if k == j && !cjk {
		return false // no space: 3.5, U.S.-led, example.com
	}
	// the next word, after opening quotes and brackets
	n := k
	quoted := false
	for n < e {
		r2, sz := utf8.DecodeRuneInString(text[n:])
		if !isOpener(r2) {
			break
		}
		quoted = true
		n += sz
	}
	if n >= e {
		return true
	}
	c, _ := utf8.DecodeRuneInString(text[n:])
	if unicode.IsLower(c) {
		return false
	}
	if unicode.IsPunct(c) && c != '¿' && c != '¡' || c == '-' {
		// ", said" or "... -- " after a terminal: not a new sentence
		return false
	}
	if r != '.' || dots > 1 || cjk {
		return true
	}
	// a single period: is the word before it an abbreviation?
	ws := i
	for ws > s {
		r2, sz := utf8.DecodeLastRuneInString(text[s:ws])
		if isSpace(r2) || isOpener(r2) || r2 == '—' || r2 == '–' || r2 == '/' {
			break
		}
		ws -= sz
	}
	word := text[ws:i]
	if word == "" {
		return true
	}
	if h := strings.LastIndexAny(word, "-–—"); h >= 0 {
		word = word[h+1:]
		if word == "" {
			return true
		}
	}
	lw := strings.ToLower(word)
	nextDigit := unicode.IsDigit(c)
	nextWord := strings.ToLower(leadingWord(text[n:min(e, n+24)]))
	// A day written as an ordinal ("am 3. Oktober", "vom 12. März 2012
	// bis"; German and other languages write the month after the day
	// and a full stop) ends no sentence: a number of one or two digits
	// (not "3-1."), before a month name in title case.
	if ordinalDay(text[ws:i]) && ordinalMonth[nextWord] {
		return false
	}
	opener := quoted || sentenceOpeners[nextWord]
	switch {
	case titleAbbrev[lw]:
		return false
	case numberAbbrev[lw] && nextDigit:
		return false
	}
	if lexicon.Month(lw) > 0 && len(lw) <= 4 {
		if nextDigit {
			return false
		}
		return opener
	}
	switch {
	case ambiguousAbbrev[lw] || isInitialOrAcronym(word),
		stateAbbrev[lw] && isStateAbbrev(word, lw, text[s:ws]),
		clockAbbrev[lw] && !allUpper(word):
		return opener && (quoted || !auxiliaryGoesOn(nextWord, text[n+len(nextWord):min(e, n+len(nextWord)+16)]))
	}
	return true
}

// auxiliaryGoesOn reports whether the auxiliary verb w, in capitals after
// an abbreviation, goes on with the sentence: a question opening with one
// has its subject next ("Has it ..."), a verb or an adverb goes on ("the
// U.S. Has already banned", "Acme Inc. Were suspended"; Reuters writes
// the word after "U.S." in capitals).
func auxiliaryGoesOn(w, rest string) bool {
	if !auxiliaries[w] || rest == "" || rest[0] != ' ' {
		return false
	}
	next := leadingWord(strings.TrimLeft(rest, " "))
	return startsLower(next) && !subjectWords[next]
}

// auxiliaries open a question only before its subject.
var auxiliaries = setOf("is", "was", "are", "were", "has", "have", "had", "will", "would",
	"should", "could", "can", "did", "does", "do", "may", "might", "must", "shall")

// subjectWords follow an auxiliary that opens a question.
var subjectWords = setOf("the", "a", "an", "it", "he", "she", "they", "we", "i", "you", "this",
	"that", "these", "those", "there", "anyone", "anybody", "anything", "any", "his", "her",
	"their", "its", "our", "your", "my", "everyone", "someone", "somebody", "all", "not", "no",
	"some", "many", "most", "each", "every", "both", "either", "neither", "one", "other", "such")

// isStateAbbrev reports whether word (lw in lower case), after the text
// before, is written as a state abbreviation: in title case ("Ill."), or in
// capitals in a text in capitals ("PASADENA, CALIF."). A state that is a
// word too ("Mass.") and a two-letter postal code ("LA", "PA") are one only
// after a place and a comma.
func isStateAbbrev(word, lw, before string) bool {
	upper := allUpper(word)
	if !titleCase(word) && !upper {
		return false
	}
	if stateWords[lw] || upper && len(word) == 2 {
		return afterPlace(before)
	}
	return true
}

// titleCase reports whether w opens with an upper-case letter and has no
// other.
func titleCase(w string) bool {
	for i, r := range w {
		if unicode.IsUpper(r) != (i == 0) {
			return false
		}
	}
	return w != ""
}

// afterPlace reports whether before (the text before a word) ends with a
// capitalised word and a comma: "Springfield, " before "Ill.".
func afterPlace(before string) bool {
	before = strings.TrimRightFunc(before, isSpace)
	if !strings.HasSuffix(before, ",") {
		return false
	}
	before = before[:len(before)-1]
	w := len(before)
	for w > 0 {
		r, sz := utf8.DecodeLastRuneInString(before[:w])
		if isSpace(r) {
			break
		}
		w -= sz
	}
	return unicode.IsUpper(firstLetter(before[w:]))
}

// isInitialOrAcronym: a single letter ("F" in John F. Kennedy) or a dotted
// abbreviation ("U.S", "a.m", "Ph.D", "N.Y").
func isInitialOrAcronym(w string) bool {
	if letters(w) == 1 {
		r, _ := utf8.DecodeRuneInString(w)
		return unicode.IsLetter(r)
	}
	if !strings.Contains(w, ".") {
		return false
	}
	// letters separated by dots, each part short
	for _, part := range strings.Split(w, ".") {
		if letters(part) > 3 || part == "" {
			return false
		}
		for k, r := range part {
			if !unicode.IsLetter(r) && !(k > 0 && unicode.IsMark(r)) {
				return false
			}
		}
	}
	return true
}

// letters counts the characters of w as read: a letter with its combining
// marks (decomposed text) is one.
func letters(w string) int {
	n := 0
	for k, r := range w {
		if k == 0 || !unicode.IsMark(r) {
			n++
		}
	}
	return n
}
