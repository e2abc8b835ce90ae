package synth

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Abbreviations that never end a sentence when followed by a name or number.
var titleAbbrev = setOf("mr", "mrs", "ms", "dr", "prof", "gen", "col", "lt", "sgt", "capt",
	"cmdr", "adm", "gov", "sen", "rep", "rev", "st", "mt", "ft", "hon", "messrs", "pres",
	"supt", "det", "insp", "cpl", "pvt", "brig", "maj", "fr", "sec", "no", "nos", "vol",
	"art", "fig", "pp", "e.g", "i.e", "cf", "approx", "ca")

// Abbreviations that may end a sentence: they end one only when the next word
// is a typical sentence opener ("... in the U.S. The company said").
var ambiguousAbbrev = setOf("jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept",
	"oct", "nov", "dec", "inc", "corp", "co", "ltd", "bros", "plc", "jr", "sr", "vs", "etc",
	"est", "dept", "assn", "ave", "blvd", "rd", "am", "pm", "a.m", "p.m", "mln", "bln", "pct",
	"dlrs", "cts", "yrs", "wk", "mth", "ag", "sa", "nv", "spa", "gmbh")

// Words that commonly open a sentence in news prose.
var sentenceOpeners = setOf("the", "a", "an", "he", "she", "it", "they", "we", "i", "in", "on",
	"at", "but", "and", "this", "that", "these", "those", "there", "its", "his", "her", "their",
	"our", "mr", "mrs", "ms", "dr", "some", "most", "many", "analysts", "officials", "however",
	"meanwhile", "earlier", "last", "if", "when", "while", "as", "after", "before", "since",
	"according", "for", "from", "under", "with", "by", "one", "two", "three", "shares", "other",
	"no", "not", "so", "yet", "also", "both", "each", "such", "what", "who", "why", "how")

func setOf(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}

func isSpaceByte(s string, i int) (bool, int) {
	r, w := utf8.DecodeRuneInString(s[i:])
	return unicode.IsSpace(r), w
}

// isCloser reports a rune that may follow sentence-final punctuation and still
// belong to the sentence (closing quotes and brackets).
func isCloser(r rune) bool {
	switch r {
	case '"', '\'', '’', '”', ')', ']', '»', '}':
		return true
	}
	return false
}

func isOpener(r rune) bool {
	switch r {
	case '"', '\'', '‘', '“', '(', '[', '«', '-', '—':
		return true
	}
	return false
}

// SentenceSpans splits text into sentences and returns their byte spans
// [start,end). Spans are in order, non-overlapping, non-empty and trimmed of
// surrounding white space; every non-space character of text lies in exactly
// one span. A blank line always ends a sentence (headlines and crossheads
// without final punctuation become sentences of their own). Sentence-final
// '.' after titles (Mr., Gen.), initials (John F. Kennedy) and ambiguous
// abbreviations (U.S., Inc., Jan.) ends a sentence only when the next word is a
// typical sentence opener.
func SentenceSpans(text string) [][2]int {
	var spans [][2]int
	n := len(text)
	start := -1 // start of the current sentence, -1 while in leading space
	emit := func(end int) {
		if start < 0 {
			return
		}
		// trim trailing space
		e := end
		for e > start {
			r, w := utf8.DecodeLastRuneInString(text[start:e])
			if !unicode.IsSpace(r) {
				break
			}
			e -= w
		}
		if e > start {
			spans = append(spans, [2]int{start, e})
		}
		start = -1
	}
	newlines := 0
	for i := 0; i < n; {
		r, w := utf8.DecodeRuneInString(text[i:])
		if unicode.IsSpace(r) {
			if r == '\n' {
				newlines++
				if newlines >= 2 {
					emit(i)
				}
			}
			i += w
			continue
		}
		newlines = 0
		if start < 0 {
			start = i
		}
		if r != '.' && r != '!' && r != '?' && r != '…' {
			i += w
			continue
		}
		// consume a run of terminal punctuation and closers
		j := i + w
		closed := false
		for j < n {
			r2, w2 := utf8.DecodeRuneInString(text[j:])
			if r2 == '.' || r2 == '!' || r2 == '?' || r2 == '…' {
				j += w2
				continue
			}
			if isCloser(r2) {
				closed = true
				j += w2
				continue
			}
			break
		}
		if j >= n {
			i = j
			break
		}
		if sp, _ := isSpaceByte(text, j); !sp {
			i = j
			continue
		}
		// next non-space
		k := j
		for k < n {
			sp, w3 := isSpaceByte(text, k)
			if !sp {
				break
			}
			k += w3
		}
		if k >= n {
			i = j
			continue
		}
		if boundaryAt(text, i, r, closed, k) {
			emit(j)
		}
		i = j
	}
	emit(n)
	return spans
}

// boundaryAt decides whether the punctuation r at i (followed, after space,
// by the text at k) ends a sentence.
func boundaryAt(text string, i int, r rune, closed bool, k int) bool {
	next, _ := utf8.DecodeRuneInString(text[k:])
	startsLikeSentence := unicode.IsUpper(next) || unicode.IsDigit(next) || isOpener(next)
	if !startsLikeSentence {
		return false
	}
	if r != '.' || closed {
		return true
	}
	// the word before the period
	ws := i
	for ws > 0 {
		pr, pw := utf8.DecodeLastRuneInString(text[:ws])
		if unicode.IsSpace(pr) || pr == '(' || pr == '"' || pr == '“' || pr == '[' {
			break
		}
		ws -= pw
	}
	word := strings.ToLower(text[ws:i])
	if word == "" {
		return true
	}
	if titleAbbrev[word] {
		return false
	}
	if utf8.RuneCountInString(word) == 1 {
		wr, _ := utf8.DecodeRuneInString(text[ws:])
		if unicode.IsUpper(wr) { // an initial
			return false
		}
	}
	initialism := strings.Contains(word, ".") && len(word) <= 8
	if initialism || ambiguousAbbrev[word] {
		if unicode.IsDigit(next) {
			return false
		}
		return sentenceOpeners[strings.ToLower(firstWord(text[k:]))]
	}
	return true
}

func firstWord(s string) string {
	end := 0
	for end < len(s) {
		r, w := utf8.DecodeRuneInString(s[end:])
		if !unicode.IsLetter(r) && r != '\'' {
			if end == 0 && isOpener(r) {
				s = s[w:]
				continue
			}
			break
		}
		end += w
	}
	return s[:end]
}

// SplitSentences returns the sentences of text (see SentenceSpans).
func SplitSentences(text string) []string {
	spans := SentenceSpans(text)
	if len(spans) == 0 {
		return nil
	}
	out := make([]string, len(spans))
	for i, sp := range spans {
		out[i] = text[sp[0]:sp[1]]
	}
	return out
}

// Paragraphs splits text at blank lines and returns the trimmed, non-empty
// paragraphs.
func Paragraphs(text string) []string {
	var out []string
	for _, p := range blankLine.Split(text, -1) {
		p = strings.TrimSpace(p)
		if p != "" {
			out = append(out, p)
		}
	}
	return out
}

var blankLine = regexp.MustCompile(`\n[ \t\r]*\n`)

// stripSignOff drops a trailing agency sign-off word ("REUTER").
func stripSignOff(text string) string {
	t := strings.TrimRightFunc(text, unicode.IsSpace)
	for _, w := range []string{"REUTER", "Reuter", "REUTERS"} {
		if strings.HasSuffix(t, w) {
			rest := t[:len(t)-len(w)]
			if rest == "" {
				return ""
			}
			if r, _ := utf8.DecodeLastRuneInString(rest); unicode.IsSpace(r) {
				return rest
			}
		}
	}
	return text
}

// Reflow normalises the layout of a wire or web text: lines inside a
// paragraph are joined with single spaces (a word hyphenated at a line end is
// joined without one), a blank line or an indented line starts a new
// paragraph (Reuters 1987 style), runs of spaces are collapsed, quoted-reply
// lines ("> ...") stay lines of their own, and a trailing agency sign-off
// ("REUTER") is dropped. Paragraphs are separated by one blank line.
func Reflow(text string) string {
	text = strings.ReplaceAll(text, "\r\n", "\n")
	text = stripSignOff(text)
	var b strings.Builder
	b.Grow(len(text))
	var cur strings.Builder
	flush := func() {
		if cur.Len() == 0 {
			return
		}
		if b.Len() > 0 {
			b.WriteString("\n\n")
		}
		b.WriteString(cur.String())
		cur.Reset()
	}
	for _, line := range strings.Split(text, "\n") {
		trimmed := strings.TrimSpace(line)
		if trimmed == "" {
			flush()
			continue
		}
		indented := line[0] == ' ' || line[0] == '\t'
		quoted := trimmed[0] == '>' || trimmed[0] == '|'
		if indented || quoted {
			flush()
		}
		if cur.Len() > 0 {
			s := cur.String()
			if strings.HasSuffix(s, "-") && len(s) > 1 && s[len(s)-2] != ' ' && startsWithLetter(trimmed) {
				// hyphenated compound broken at the line end: join directly
			} else {
				cur.WriteByte(' ')
			}
		}
		writeCollapsed(&cur, trimmed)
		if quoted {
			flush()
		}
	}
	flush()
	return b.String()
}

func startsWithLetter(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsLetter(r)
}

func writeCollapsed(b *strings.Builder, s string) {
	space := false
	for _, r := range s {
		if r == ' ' || r == '\t' {
			space = true
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(r)
	}
}

// CountWords counts white-space separated tokens that contain a letter or digit.
func CountWords(s string) int {
	n := 0
	in := false
	has := false
	for _, r := range s {
		if unicode.IsSpace(r) {
			if in && has {
				n++
			}
			in, has = false, false
			continue
		}
		in = true
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			has = true
		}
	}
	if in && has {
		n++
	}
	return n
}
