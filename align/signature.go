package align

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A mail or Usenet post may close with a signature: the writer's name,
// affiliation, address, phone, a disclaimer or a quip, often boxed in
// ASCII art, after a delimiter line of two dashes ("-- ", RFC 3676 4.3;
// many posters drop the space). A reply quoting the post quotes its
// signature too ("> -- "). A signature states nothing of the story, so it
// is a Footer, wherever it stands.

// maxSignatureLines bounds the lines of a signature after its delimiter.
// Netiquette asks for four; 95% of the signatures of the 20 Newsgroups
// have at most ten. A delimiter with more lines after it is a separator
// (a FAQ's sections, a transcript's broken-off speech), not a signature.
const maxSignatureLines = 10

// signatureEnd returns the index of the line after the signature that
// opens at lines[k] with a delimiter ("--" alone on the line, after any
// quotation marker), or 0 if lines[k] opens none. The signature runs to
// the end of the text, or of the quoted block holding the delimiter (a
// line quoted otherwise ends it), or to an editor's note in brackets after
// a blank line ("[Moderator's note: ...]"): at most maxSignatureLines lines
// that hold text.
func signatureEnd(text string, lines []line, k int) int {
	l := lines[k]
	if l.te-l.ts < 2 || text[l.te-2:l.te] != "--" {
		return 0 // the cheap test: most lines end otherwise
	}
	s := text[l.ts:l.te]
	m := quoteMarker(s)
	// RFC 3676's "-- " keeps its space; a bare "--" may close a sentence.
	spaced := l.te < l.end && text[l.te] == ' '
	if strings.TrimSpace(s[len(m):]) != "--" || !spaced && dashInSentence(text, lines, k, m) {
		return 0
	}
	end := k + 1
	n := 0
	gap := false
	for j := k + 1; j < len(lines); j++ {
		lt := text[lines[j].ts:lines[j].te]
		lm := quoteMarker(lt)
		if len(lt) == 0 || len(lm) == len(lt) && underMarker(lm, m) {
			gap = true // blank, or the blank line of a quoted post
			continue
		}
		if !underMarker(lm, m) || gap && editorsNote(lt[len(lm):]) {
			break
		}
		gap = false
		if n++; n > maxSignatureLines {
			return 0
		}
		end = j + 1
	}
	return end
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
