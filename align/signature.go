package align

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A mail or Usenet post may close with a signature: the writer's name,
// affiliation, address, phone, a disclaimer or a quip, often boxed in
// ASCII art, after a delimiter line of two dashes ("-- ", RFC 3676 4.3;
// many posters drop the space), or under a rule line ("-----...") with an
// e-mail address in it. A reply quoting the post quotes its signature too
// ("> -- "). A signature states nothing of the story, so it is a Footer,
// wherever it stands.

// maxSignatureLines bounds the lines of a signature after its delimiter.
// Netiquette asks for four; 95% of the signatures of the 20 Newsgroups
// have at most ten. A delimiter with more lines after it is a separator
// (a FAQ's sections, a transcript's broken-off speech), not a signature.
const maxSignatureLines = 10

// signatureEnd returns the index of the line after the signature that
// opens at lines[k] with a delimiter ("--" alone on the line, after any
// quotation marker) or with a rule line (isRule) right above lines that
// name the writer by an e-mail address within maxRuleNameLines, hold no
// mail header and do not open with a sentence, or 0 if lines[k] opens
// none. A rule is drawn in news text too (a table's border, a section's
// end), but not above an address at the end. The signature runs to the
// end of the text, or of the quoted block holding the delimiter (a line
// quoted otherwise ends it), or to an editor's note in brackets after
// a blank line ("[Moderator's note: ...]"): at most maxSignatureLines lines
// that hold text.
func signatureEnd(text string, lines []line, k int) int {
	l := lines[k]
	if l.te-l.ts < 2 || !isRuleByte(text[l.te-1]) || !isRuleByte(text[l.te-2]) {
		return 0 // the cheap test: most lines end otherwise
	}
	s := text[l.ts:l.te]
	m := quoteMarker(s)
	b := strings.TrimSpace(s[len(m):])
	// RFC 3676's "-- " keeps its space; a bare "--" may close a sentence.
	spaced := l.te < l.end && text[l.te] == ' '
	delim := b == "--"
	switch {
	case delim && (spaced || !dashInSentence(text, lines, k, m)):
	case !delim && isRule(b):
	default:
		return 0
	}
	named := delim
	end := k + 1
	n := 0
	gap := false
	for j := k + 1; j < len(lines); j++ {
		lt := text[lines[j].ts:lines[j].te]
		lm := quoteMarker(lt)
		if len(lt) == 0 || len(lm) == len(lt) && underMarker(lm, m) {
			gap = true // blank, or the blank line of a quoted post
			if j == k+1 && !delim {
				return 0 // a rule closing a section, not drawn above a name
			}
			continue
		}
		if !underMarker(lm, m) || gap && editorsNote(lt[len(lm):]) {
			break
		}
		gap = false
		if n++; n > maxSignatureLines {
			return 0
		}
		if !delim {
			if headerField(lt) != "" || n == 1 && endsSentence(lt) {
				return 0 // a rule above a forwarded message, or a paragraph
			}
			// a signature under a rule names its writer at once
			named = named || n <= maxRuleNameLines && hasAddress(lt)
		}
		end = j + 1
	}
	if !named || end == k+1 && !delim {
		return 0
	}
	return end
}

// minRule is the width of a rule line opening a signature.
const minRule = 20

// maxRuleNameLines bounds the lines under a rule that must hold the
// writer's address: a rule above a reply's last words and a signature
// further down ("^^^^^\n\nArabs are also Semites.\n--\nName\n...\naddr")
// opens no signature.
const maxRuleNameLines = 3

// isRule reports whether s is a rule: a line of at least minRule
// punctuation characters and no letter, digit or space ("-----",
// "=-=-=-", "_/_/_/", "+-----+").
func isRule(s string) bool {
	if len(s) < minRule {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isRuleByte(s[i]) {
			return false
		}
	}
	return true
}

func isRuleByte(c byte) bool {
	switch c {
	case '-', '=', '_', '~', '*', '#', '+', '/', '\\', '.', ':', '|', '<', '>', '^', '%', '@', '$', '&', '!', '`', '\'':
		return true
	}
	return false
}

// editorsNote reports whether s (a line after its quotation marker)
// opens an editor's note in brackets: a bracket not closed on a short
// line, as a box's "[ Name ]" or "[=====]" is.
func editorsNote(s string) bool {
	s = strings.TrimSpace(s)
	return strings.HasPrefix(s, "[") && !(len(s) < 40 && strings.HasSuffix(s, "]"))
}

// underMarker reports whether a line marked lm stays in the quoted block
// of a delimiter marked m: lm is m (spaces aside) followed by no further
// '>' ("|" and ":" may be a boxed signature's frame, "| Name |").
func underMarker(lm, m string) bool {
	i, j := 0, 0
	for {
		for i < len(lm) && (lm[i] == ' ' || lm[i] == '\t') {
			i++
		}
		for j < len(m) && (m[j] == ' ' || m[j] == '\t') {
			j++
		}
		if j == len(m) {
			return strings.IndexByte(lm[i:], '>') < 0
		}
		if i == len(lm) || lm[i] != m[j] {
			return false
		}
		i++
		j++
	}
}

// dashInSentence reports whether the bare "--" line at lines[k] (marked m)
// closes a hard-wrapped sentence rather than opening a signature: the two
// lines before it are long, end mid-sentence (the last with a lower-case
// word) and hold no address. Agency copy leads into a table so ("... in
// mln bushels, by reserve number\n--"), and a transcript breaks off a
// speaker.
func dashInSentence(text string, lines []line, k int, m string) bool {
	if k < 2 {
		return false
	}
	for _, j := range [2]int{k - 1, k - 2} {
		s := text[lines[j].ts:lines[j].te]
		pm := quoteMarker(s)
		if len(s) == 0 || !sameMarker(pm, m) {
			return false
		}
		b := strings.TrimSpace(s[len(pm):])
		if utf8.RuneCountInString(b) < 40 || endsSentence(b) || hasAddress(b) {
			return false
		}
	}
	r, _ := utf8.DecodeLastRuneInString(text[lines[k-1].ts:lines[k-1].te])
	return unicode.IsLower(r)
}

// maxTailLineRunes bounds the width of a line of a signature without a
// delimiter: a signature is drawn on a terminal's 80 columns.
const maxTailLineRunes = 80

// tailSignatureStart returns the index of the first line of the last
// block of lines of the text if that block is a signature without a
// delimiter, or -1. Many posters sign off without "-- ": the post ends,
// after a blank line, in a block of at most maxSignatureLines short lines,
// outside any quotation, whose first lines name the writer (no sentence
// ending, no mail header, no lead-in colon) and reach an e-mail address or
// a phone number within maxRuleNameLines lines ("Jon Ogden\njono@example.com
// \nQuip."). A closing paragraph of prose ends its first line with a
// sentence, opens lower-case ("give me a call at 714-539-4251"; a name
// may be written so: "jhon rickert", three words at most), asks to be
// contacted ("Contact Brian at (313) 747-1604", callsToContact), ends a
// sentence inside a line (breaksSentence) or runs on into the next line
// ("please mail\nme at jo@example.com", runsOn); lines after the address
// (a quip, an office) may end as sentences do,
// and a rule line after the first is a box's frame. A "--" line in the
// block is left to signatureEnd: the lines above it may be the post's
// ("ftp.example.de pub/x.zip\n--\nName addr").
func tailSignatureStart(text string, lines []line) int {
	j := len(lines)
	for j > 0 && lines[j-1].ts == lines[j-1].te {
		j--
	}
	i := j
	for i > 0 && lines[i-1].ts < lines[i-1].te {
		i--
		if j-i > maxSignatureLines {
			return -1
		}
	}
	if i == j {
		return -1
	}
	above := i - 1
	for above >= 0 && lines[above].ts == lines[above].te {
		above--
	}
	if above < 0 {
		return -1 // the post is all one block
	}
	named := false
	for k := i; k < j; k++ {
		s := text[lines[k].ts:lines[k].te]
		m := quoteMarker(s)
		b := strings.TrimSpace(s[len(m):])
		if !underMarker(m, "") || utf8.RuneCountInString(s) > maxTailLineRunes || headerField(s) != "" ||
			b == "--" || k == i && isRule(b) {
			return -1 // quoted, prose-wide, a header, or a delimiter the other rules read
		}
		if k > i && isRule(strings.TrimSpace(s)) {
			continue // a box's frame
		}
		if named {
			continue
		}
		if k-i >= maxRuleNameLines || endsSentence(s) || strings.HasSuffix(s, ":") ||
			startsLower(s) && !startsWithAddress(s) && (k > i || countWords(s, 3) > 3) || runsOn(s) || breaksSentence(s) ||
			k == i && callsToContact(s) {
			return -1
		}
		named = hasAddress(s) || hasPhone(s)
	}
	if !named {
		return -1
	}
	return i
}

// runsOn reports whether s reads as a wrapped line of prose: six words
// or more, the last a lower-case word ("For more information, contact
// AIAA at 800-683-2422 or Mark Leon at").
func runsOn(s string) bool {
	r, _ := utf8.DecodeLastRuneInString(s)
	return unicode.IsLower(r) && countWords(s, 6) >= 6
}

// breaksSentence reports whether a sentence ends inside s: a lower-case
// word of two letters or more, a full stop, question or exclamation mark,
// a space and an upper-case letter ("has these.  Their 2400 baud BBS").
// An initial or an abbreviation in a name or an office is upper-case
// ("Lloyd R. Nebres", "Dept. Materials Technology").
func breaksSentence(s string) bool {
	for i := strings.IndexAny(s, ".!?"); i >= 0 && i+1 < len(s); {
		j := i + 1
		for j < len(s) && s[j] == ' ' {
			j++
		}
		if j > i+1 && j < len(s) && s[j] >= 'A' && s[j] <= 'Z' &&
			i >= 2 && s[i-1] >= 'a' && s[i-1] <= 'z' && s[i-2] >= 'a' && s[i-2] <= 'z' {
			w := strings.LastIndexAny(s[:i], " \t") + 1
			if s[w] >= 'a' && s[w] <= 'z' {
				return true
			}
		}
		k := strings.IndexAny(s[i+1:], ".!?")
		if k < 0 {
			break
		}
		i += 1 + k
	}
	return false
}

// contactVerbs open a request to get in touch, which is the post's own
// text (a sale's "Contact Brian at (313) 747-1604"), not a signature; a
// label ("Phone: ...", "E-mail: ...") is no request.
var contactVerbs = [...]string{"contact", "call", "phone", "ring", "write", "mail", "e-mail", "email",
	"reply", "respond", "send", "reach", "fax", "please"}

// callsToContact reports whether s opens with a contact verb that is not
// a label.
func callsToContact(s string) bool {
	s = strings.TrimLeft(s, " \t")
	k := 0
	for k < len(s) && (s[k] == '-' || s[k] >= 'A' && s[k] <= 'Z' || s[k] >= 'a' && s[k] <= 'z') {
		k++
	}
	if k == 0 || k < len(s) && s[k] == ':' {
		return false
	}
	for _, v := range contactVerbs {
		if strings.EqualFold(v, s[:k]) { // no lower-cased copy
			return true
		}
	}
	return false
}

// startsWithAddress reports whether the first word of s is an e-mail
// address (a name line written in lower case: "jo@example.com").
func startsWithAddress(s string) bool {
	s = strings.TrimLeft(s, " \t<(")
	if k := strings.IndexAny(s, " \t"); k >= 0 {
		s = s[:k]
	}
	return hasAddress(s)
}

// hasPhone reports whether s holds a phone number: three digits, a dash
// or dot, and four digits ("(708) 359-7913", "708.632.2521") and no digit
// on either side.
func hasPhone(s string) bool {
	for i := strings.IndexAny(s, "-."); i >= 0; {
		if i >= 3 && i+5 <= len(s) &&
			allDigits(s[i-3:i]) && allDigits(s[i+1:i+5]) &&
			(i == 3 || !isDigitByte(s[i-4])) && (i+5 == len(s) || !isDigitByte(s[i+5])) {
			return true
		}
		k := strings.IndexAny(s[i+1:], "-.")
		if k < 0 {
			break
		}
		i += 1 + k
	}
	return false
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigitByte(s[i]) {
			return false
		}
	}
	return true
}

func isDigitByte(c byte) bool { return '0' <= c && c <= '9' }
