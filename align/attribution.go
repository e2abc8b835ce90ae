package align

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Mail and Usenet replies quote the post they answer: lines opening with a
// quotation marker (">", "> >", "|>", ": ") under a line naming the
// writer, the attribution ("In article <msgid> addr (Name) writes:",
// "Name <addr> wrote:", "On 15 Apr 1993, Name observed:"). An attribution
// states nothing of the story, and a sentence running from it, or from the
// reply's own text, into the quoted lines mixes two writers.

// quoteMarker returns the quotation marker opening a line (trimmed of
// white space): a run of '>', and of '|' and ':' each followed by a
// marker, a space or the end of the line ("|>", ": |>"), with the spaces
// between; "" for none. Trailing spaces are not part of it.
func quoteMarker(s string) string {
	end := 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '>':
			end = i + 1
		case '|', ':':
			if i+1 < len(s) && !strings.ContainsRune(">|: \t", rune(s[i+1])) {
				return s[:end]
			}
			end = i + 1
		case ' ', '\t':
			if end == 0 {
				return ""
			}
		default:
			return s[:end]
		}
	}
	return s[:end]
}

// quoteDepth is the number of marker characters of a quotation marker
// (spaces aside): "> >" and ">>" quote to the same depth.
func quoteDepth(m string) int {
	n := 0
	for i := 0; i < len(m); i++ {
		if m[i] != ' ' && m[i] != '\t' {
			n++
		}
	}
	return n
}

// sameMarker reports whether two markers are the same but for spaces.
func sameMarker(a, b string) bool {
	i, j := 0, 0
	for {
		for i < len(a) && (a[i] == ' ' || a[i] == '\t') {
			i++
		}
		for j < len(b) && (b[j] == ' ' || b[j] == '\t') {
			j++
		}
		if i == len(a) || j == len(b) {
			return i == len(a) && j == len(b)
		}
		if a[i] != b[j] {
			return false
		}
		i++
		j++
	}
}

// attributionVerbs are the last words of an attribution line before its
// colon: the writer's verb ("writes:", "wrote:", "sez:", "observed:").
// A newsgroup posting's, with its jargon ("quoth", "wibbled"); the speech
// verbs of news copy (brief's quotations, attribWords) are other lists.
var attributionVerbs = setOf("writes", "wrote", "write", "writ", "says", "said", "say", "sez", "observed",
	"observes", "asks", "asked", "replied", "replies", "responds", "responded", "quoth", "posted",
	"stated", "states", "comments", "commented", "opined", "notes", "noted", "mentioned", "claims",
	"claimed", "typed", "remarks", "remarked", "spake", "declared", "declares", "explained", "explains",
	"answered", "answers", "added", "adds", "pontificated", "wibbled", "babbled", "mumbled", "muses",
	"mused", "rants", "ranted", "scribbled", "scribbles", "proclaimed", "proclaims", "suggested",
	"suggests", "inquired", "inquires", "offered", "offers", "pointed", "queried", "queries")

// writingVerbs may end an attribution with dots instead of a colon
// ("writes...", as some news readers wrote it).
var writingVerbs = setOf("writes", "wrote")

// attributionOpeners open an attribution naming the post it quotes.
var attributionOpeners = []string{"in article", "in message", "in <", "from article", "in a previous article",
	"in a message", "quoting "}

// maxAttributionLines bounds the lines of one attribution ("In article
// <msgid>\naddr (Name) writes:", a name wrapped over a third line).
const maxAttributionLines = 3

// attributionAt reports how many lines of lines, ending with lines[k],
// are a reply's attribution (0 if none): the last ends with a colon (or
// a writing verb and dots), and the attribution names the writer by an
// address or message id, or opens as a reference to the quoted post
// ("In article"), with the writer's verb, a quoted line following or an
// address ending it; or, naming no address ("On 15 Apr 1993, Eric
// Sieferman observed:"), it ends with the writer's verb and quoted lines
// follow. A news sentence introducing a quotation ("The minister wrote:")
// has no quoted lines after it.
func attributionAt(text string, lines []line, k int) int {
	l := lines[k]
	s := text[l.ts:l.te]
	if len(s) < 2 || (s[len(s)-1] != ':' && !strings.HasSuffix(s, "...")) {
		return 0 // the cheap test: most lines end otherwise
	}
	marker := quoteMarker(s)
	body := strings.TrimSpace(s[len(marker):])
	colon := strings.HasSuffix(body, ":")
	head := strings.TrimRight(body, ":.")
	if utf8.RuneCountInString(head) > 200 {
		return 0
	}
	verb := lastWord(head)
	if verb == head && k > 0 && len(verb) < len("writes") {
		// a verb wrapped mid-word ("... (Name) writ\nes:")
		p := lines[k-1]
		verb = lastWord(text[p.ts:p.te]) + verb
	}
	lowVerb := strings.ToLower(verb)
	isVerb := attributionVerbs[lowVerb] && (colon || writingVerbs[lowVerb])
	if !colon && !isVerb {
		return 0
	}
	// The lines before that hold the attribution's start: an address or a
	// message id, or an opener, on a line not ending a sentence.
	n := 1
	for n < maxAttributionLines && k-n >= 0 {
		p := lines[k-n]
		ps := text[p.ts:p.te]
		if p.ts == p.te || !sameMarker(quoteMarker(ps), marker) {
			break
		}
		pb := strings.TrimSpace(ps[len(quoteMarker(ps)):])
		if endsSentence(pb) && !openBracket(pb) || !(hasAddress(pb) || opensAttribution(pb)) {
			break
		}
		n++
	}
	named, opener := false, false
	for j := k - n + 1; j <= k; j++ {
		ls := text[lines[j].ts:lines[j].te]
		ls = strings.TrimSpace(ls[len(quoteMarker(ls)):])
		if j == k-n+1 {
			opener = opensAttribution(ls)
		}
		named = named || hasAddress(ls)
	}
	words := countWords(head, 40)
	quoted := quotedAfter(text, lines, k, marker)
	switch {
	case (named || opener) && (isVerb || quoted || endsWithAddress(head)):
		return n
	case isVerb && (quoted || marker != "" && words <= 12) && words <= 25 && !endsSentence(head):
		// Within quoted lines, a short line ending with the writer's
		// verb names who the next lines quote (">Ron Miller wrote:").
		return n
	}
	return 0
}

// lastWord returns the last run of letters of s (after trailing
// brackets, as in "(Name) writes").
func lastWord(s string) string {
	end := len(s)
	start := end
	for start > 0 {
		r, sz := utf8.DecodeLastRuneInString(s[:start])
		if !unicode.IsLetter(r) {
			break
		}
		start -= sz
	}
	return s[start:end]
}

// opensAttribution reports whether s opens as a reference to a quoted
// post ("In article <...>", "In message", "From article").
func opensAttribution(s string) bool {
	if len(s) < 4 {
		return false
	}
	low := strings.ToLower(s[:min(len(s), 24)])
	for _, o := range attributionOpeners {
		if strings.HasPrefix(low, o) {
			return true
		}
	}
	return false
}

// hasAddress reports whether s holds an e-mail address or a message id: an
// '@' between two characters that are neither white space nor brackets.
func hasAddress(s string) bool {
	for i := strings.IndexByte(s, '@'); i >= 0; {
		if i > 0 && i+1 < len(s) && addrByte(s[i-1]) && addrByte(s[i+1]) {
			return true
		}
		j := strings.IndexByte(s[i+1:], '@')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return false
}

func addrByte(c byte) bool {
	return c > ' ' && c != '(' && c != ')' && c != '<' && c != '>' && c != '"' && c != ',' && c != ':'
}

// endsWithAddress reports whether s ends with an address, a message id or
// a bracketed name ("by jrm@gnv.ifas.ufl.edu", "(Alvin)").
func endsWithAddress(s string) bool {
	if strings.HasSuffix(s, ")") || strings.HasSuffix(s, ">") {
		return true
	}
	i := strings.LastIndexAny(s, " \t")
	return hasAddress(s[i+1:])
}

// quotedAfter reports whether quoted lines follow line k: the next line
// holding text (past blank lines and lines of a bare marker, at most a
// few) is quoted deeper than the attribution's marker.
func quotedAfter(text string, lines []line, k int, marker string) bool {
	depth := quoteDepth(marker)
	for j := k + 1; j < len(lines) && j <= k+4; j++ {
		s := text[lines[j].ts:lines[j].te]
		m := quoteMarker(s)
		if len(m) == len(s) {
			if len(s) == 0 || quoteDepth(m) > depth {
				continue // blank, or a marker with no text
			}
			return false
		}
		return quoteDepth(m) > depth
	}
	return false
}

// openBracket reports whether s opens a round bracket it does not close,
// as an attribution wrapped inside the writer's name ("(Brian R.").
func openBracket(s string) bool {
	return strings.Count(s, "(") > strings.Count(s, ")")
}

// mailHeaders are the fields of a mail or news header ("From:",
// "Subject:", "Message-ID:") that a forwarded or quoted message carries
// into a post's text.
var mailHeaders = []string{"from", "to", "cc", "subject", "date", "message-id", "newsgroups", "organization",
	"sender", "lines", "path", "references", "reply-to", "nntp-posting-host", "received", "in-reply-to",
	"distribution", "keywords", "summary", "status", "return-path", "article-i.d.", "followup-to",
	"expires", "mime-version", "content-type", "content-transfer-encoding", "x-mailer", "x-newsreader",
	"originator", "posted", "resent-from", "apparently-to", "x-sender"}

// headerField returns the field name of a mail header line ("Subject:
// ...", after any quotation marker), "" for none.
func headerField(s string) string {
	s = strings.TrimLeft(s[len(quoteMarker(s)):], " \t")
	i := strings.IndexByte(s[:min(len(s), 30)], ':')
	if i <= 1 || strings.ContainsAny(s[:i], " \t") {
		return ""
	}
	for _, h := range mailHeaders {
		if len(h) == i && strings.EqualFold(h, s[:i]) {
			return h
		}
	}
	return ""
}

// headerAt reports whether lines[k] is a mail header line of a header
// block: next to another header line under the same quotation marker, or
// naming a writer or post by address or message id on its own ("From:
// addr (Name)", "Message-ID: <...>"). A single "Date: ..." or "To: ..."
// line may be a sentence's label and stays.
func headerAt(text string, lines []line, k int) bool {
	s := text[lines[k].ts:lines[k].te]
	if len(s) < 4 {
		return false
	}
	f := headerField(s)
	if f == "" {
		return false
	}
	if (f == "from" || f == "message-id") && hasAddress(s) {
		return true
	}
	m := quoteMarker(s)
	for _, j := range [2]int{k - 1, k + 1} {
		if j >= 0 && j < len(lines) && lines[j].ts < lines[j].te {
			o := text[lines[j].ts:lines[j].te]
			if sameMarker(quoteMarker(o), m) && headerField(o) != "" {
				return true
			}
		}
	}
	return false
}
