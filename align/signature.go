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
// none. A rule is drawn in news text
// too (a table's border, a section's end), but not above an address at
// the end. The signature runs to
// the end of the text, or of the quoted block holding the delimiter (a
// line quoted otherwise ends it), or to an editor's note in brackets after
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
