// Package textnorm turns text into the normalised word tokens that copydesk
// matches on, keeping byte offsets into the original text so that every
// result can be shown in the words the author wrote.
//
// Normalisation: Unicode NFKC, full case folding, typographic quotes, dashes
// and apostrophes folded to their ASCII roles, punctuation inside a word
// dropped (U.S. = US, Qur'an = Quran, 1,000 = 1000; a decimal point between
// digits is kept), hyphens and dashes split words (lieutenant-colonel =
// lieutenant colonel), whitespace and all other punctuation separate tokens.
// Scripts written without spaces (Han, Hiragana, Katakana, Thai, Lao, Khmer,
// Myanmar) yield one token per character, so such text never becomes one
// giant token.
//
// The package is pure: no I/O, no global mutable state.
package textnorm

import (
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/unicode/norm"
)

// Token is one normalised word of a text.
type Token struct {
	Hash       uint64 // xxhash64 of the normalised form
	Start, End int32  // byte offsets of the word in the original text
}

// byte classes for the ASCII fast path.
const (
	clSep   = iota // separates tokens
	clWord         // letter or digit
	clDigit        // digit (also a word char)
	clJoin         // dropped when between two word characters: ' .
	clComma        // dropped between two digits, separator otherwise
	clNonASCII
)

var asciiClass [256]uint8

// isAlnum marks ASCII letters and digits: the bytes of a simple token.
var isAlnum [256]bool

// alnumBit is 1 for ASCII letters and digits, as a byte to combine into masks.
var alnumBit [256]uint8

// simpleEnd marks ASCII bytes that end a run of letters and digits whatever
// follows them: every separator except the joiners (. ' `) and the comma,
// whose effect depends on the next character. Bytes >= 0x80 are not marked.
var simpleEnd [256]bool

func init() {
	for c := 0; c < 256; c++ {
		switch {
		case c >= 0x80:
			asciiClass[c] = clNonASCII
		case c >= '0' && c <= '9':
			asciiClass[c] = clDigit
			isAlnum[c] = true
			alnumBit[c] = 1
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z':
			asciiClass[c] = clWord
			isAlnum[c] = true
			alnumBit[c] = 1
		case c == '\'' || c == '.' || c == '`':
			asciiClass[c] = clJoin
		case c == ',':
			asciiClass[c] = clComma
		default:
			asciiClass[c] = clSep
			simpleEnd[c] = true
		}
	}
}

// runeKind classifies a rune for tokenisation.
type runeKind uint8

const (
	kSep runeKind = iota
	kWord
	kDigit
	kJoin   // apostrophe-like or period
	kComma  // thousands separator between digits
	kSingle // a character of a script written without spaces: a token on its own
	kIgnore // invisible format characters (soft hyphen, zero-width space and joiners): not there
)

// apostrophes folds typographic apostrophes and primes to the ASCII role.
func isApostrophe(r rune) bool {
	switch r {
	case '\'', '`', '\u2018', '\u2019', '\u201B', '\u02BC', '\u02B9', '\u2032', '\u00B4', '\uFF07':
		return true
	}
	return false
}

func isSingleScript(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Thai,
		unicode.Lao, unicode.Khmer, unicode.Myanmar)
}

func classify(r rune) runeKind {
	if r < utf8.RuneSelf {
		switch asciiClass[r] {
		case clWord:
			return kWord
		case clDigit:
			return kDigit
		case clJoin:
			return kJoin
		case clComma:
			return kComma
		}
		return kSep
	}
	switch {
	case isApostrophe(r):
		return kJoin
	case r == '\uFF0E' || r == '\u2024': // fullwidth full stop, one dot leader
		return kJoin
	case r == '\uFF0C': // fullwidth comma
		return kComma
	case isSingleScript(r):
		if unicode.IsMark(r) { // e.g. Thai vowel signs attach to the previous character
			return kWord
		}
		return kSingle
	case unicode.IsDigit(r):
		return kDigit
	case unicode.IsLetter(r), unicode.IsMark(r), unicode.IsNumber(r):
		return kWord
	case unicode.Is(unicode.Cf, r):
		return kIgnore
	case compatWord(r):
		return kWord
	}
	return kSep
}

// compatWord reports whether r is a symbol whose NFKC form holds letters
// or digits (㎏ is kg, ℃ °C, ™ TM, № No, ㈱ (株)): a word, as NFKC reads it,
// not a separator (10㎏ read as 10, 10kg as 10kg). Such runes are rare:
// only the characters that fall through every other class get here.
func compatWord(r rune) bool {
	var buf [utf8.UTFMax]byte
	d := norm.NFKC.Properties(buf[:utf8.EncodeRune(buf[:], r)]).Decomposition()
	for len(d) > 0 {
		c, n := utf8.DecodeRune(d)
		if unicode.IsLetter(c) || unicode.IsDigit(c) {
			return true
		}
		d = d[n:]
	}
	return false
}

// Scanner walks the tokens of one text. The zero value is not usable: call Reset.
// A Scanner reuses its buffers, so it is cheap to keep one per goroutine and
// reset it for every document. It is not safe for concurrent use.
type Scanner struct {
	text       string
	pos        int
	start, end int
	simple     bool // the token is text[start:end], ASCII letters and digits only; norm not filled
	norm       []byte
	raw        []byte
	slow       bool // current token holds non-ASCII and needs NFKC + folding
	folder     cases.Caser
	hasFolder  bool
	pending    [][]byte // sub-tokens when NFKC output splits a word
	pendingBuf []byte
}

// NewScanner returns a scanner ready for Reset.
func NewScanner() *Scanner { return &Scanner{} }

// Reset starts scanning text.
func (s *Scanner) Reset(text string) {
	s.text = text
	s.pos = 0
	s.pending = s.pending[:0]
}

// Start and End are the byte offsets of the current token in the text.
func (s *Scanner) Start() int { return s.start }

// End is the byte offset just past the current token.
func (s *Scanner) End() int { return s.end }

// Norm is the normalised form of the current token; valid until the next call to Next.
func (s *Scanner) Norm() []byte {
	if s.simple {
		s.norm = s.norm[:0]
		for i := s.start; i < s.end; i++ {
			s.norm = append(s.norm, s.text[i]|0x20)
		}
		s.simple = false
	}
	return s.norm
}

// Hash is the hash of the current token's normalised form: Hash(Norm()).
func (s *Scanner) Hash() uint64 {
	if s.simple {
		return hashFolded(s.text, s.start, s.end)
	}
	return Hash(s.norm)
}

// Next advances to the next token and reports whether there is one.
func (s *Scanner) Next() bool {
	if len(s.pending) > 0 {
		s.norm = s.pending[0]
		s.pending = s.pending[1:]
		s.simple = false
		return true
	}
	text := s.text
	i := s.pos
	// Skip separators, on the fast path for ASCII.
	for i < len(text) {
		c := text[i]
		if c < utf8.RuneSelf {
			if k := asciiClass[c]; k == clWord || k == clDigit {
				break
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(text[i:])
		k := classify(r)
		if k == kWord || k == kDigit || k == kSingle {
			break
		}
		i += size
	}
	if i >= len(text) {
		s.pos = i
		return false
	}
	s.start = i
	s.norm = s.norm[:0]
	s.slow = false
	s.simple = false
	// Fast path: a run of ASCII letters and digits ended by a plain separator.
	if isAlnum[text[i]] {
		j := i + 1
		for j < len(text) && isAlnum[text[j]] {
			j++
		}
		if j == len(text) || s.endsSimply(j) {
			s.end, s.pos = j, j
			s.simple = true
			return true
		}
	}
	// A character of a no-space script is a token by itself, with any marks that follow.
	if c := text[i]; c >= utf8.RuneSelf {
		r, size := utf8.DecodeRuneInString(text[i:])
		if classify(r) == kSingle {
			j := i + size
			for j < len(text) {
				r2, sz2 := utf8.DecodeRuneInString(text[j:])
				if !unicode.IsMark(r2) {
					break
				}
				j += sz2
			}
			s.end, s.pos = j, j
			s.norm = append(s.norm, text[i:j]...)
			return s.finishSlow()
		}
	}
	j := i
	end := i // past the last character that is not an ignored one
	for j < len(text) {
		// Bulk-copy a run of ASCII letters and digits: the common case.
		run := j
		upper := false
		for j < len(text) {
			c := text[j]
			k := asciiClass[c]
			if k != clWord && k != clDigit {
				break
			}
			upper = upper || (c >= 'A' && c <= 'Z')
			j++
		}
		if j > run {
			n := len(s.norm)
			s.norm = append(s.norm, text[run:j]...)
			if upper {
				for k, c := range s.norm[n:] {
					if c >= 'A' && c <= 'Z' {
						s.norm[n+k] = c + 'a' - 'A'
					}
				}
			}
			end = j
			if j >= len(text) {
				break
			}
		}
		c := text[j]
		if c < utf8.RuneSelf {
			cl := asciiClass[c]
			if cl != clJoin && cl != clComma {
				break
			}
			next, _ := s.peekKind(j + 1)
			prevDigit := lastIsDigit(s.norm)
			if c == ',' {
				if prevDigit && next == kDigit {
					j++ // thousands separator: 1,000 = 1000
					continue
				}
				break
			}
			if next != kWord && next != kDigit {
				break
			}
			if c == '.' && prevDigit && next == kDigit {
				s.norm = append(s.norm, '.') // a decimal point is meaningful
			}
			j++
			continue
		}
		r, size := utf8.DecodeRuneInString(text[j:])
		k := classify(r)
		switch k {
		case kWord, kDigit:
			s.slow = true
			s.norm = append(s.norm, text[j:j+size]...)
			j += size
			end = j
			continue
		case kIgnore:
			j += size
			continue
		case kComma, kJoin:
			next, _ := s.peekKind(j + size)
			if k == kComma && next == kDigit && lastIsDigit(s.norm) {
				j += size // a thousands separator, as ','
				continue
			}
			if k == kJoin && (next == kWord || next == kDigit) {
				if !isApostrophe(r) && next == kDigit && lastIsDigit(s.norm) {
					s.norm = append(s.norm, '.') // a decimal point, as '.'
				}
				j += size
				continue
			}
		}
		break
	}
	// invisible characters after the word are not part of its span
	s.end, s.pos = end, j
	if s.slow {
		return s.finishSlow()
	}
	return true
}

// endsSimply reports whether the character at j (after a run of ASCII
// letters and digits) ends the token without joining anything to it.
func (s *Scanner) endsSimply(j int) bool {
	c := s.text[j]
	if c < utf8.RuneSelf {
		switch asciiClass[c] {
		case clSep:
			return true
		case clJoin:
			next, _ := s.peekKind(j + 1)
			return next != kWord && next != kDigit
		case clComma:
			next, _ := s.peekKind(j + 1)
			return !(next == kDigit && asciiClass[s.text[j-1]] == clDigit)
		}
		return false
	}
	r, size := utf8.DecodeRuneInString(s.text[j:])
	switch classify(r) {
	case kWord, kDigit, kIgnore:
		return false
	case kJoin:
		next, _ := s.peekKind(j + size)
		return next != kWord && next != kDigit
	case kComma:
		next, _ := s.peekKind(j + size)
		return !(next == kDigit && asciiClass[s.text[j-1]] == clDigit)
	}
	return true
}

// lastIsDigit reports whether a token so far ends in a digit.
func lastIsDigit(norm []byte) bool {
	if len(norm) == 0 {
		return false
	}
	if c := norm[len(norm)-1]; c < utf8.RuneSelf {
		return c >= '0' && c <= '9'
	}
	r, _ := utf8.DecodeLastRune(norm)
	return unicode.IsDigit(r)
}

// peekKind classifies the character at byte offset j (kSep at the end).
func (s *Scanner) peekKind(j int) (runeKind, int) {
	if j >= len(s.text) {
		return kSep, 0
	}
	c := s.text[j]
	if c < utf8.RuneSelf {
		return classify(rune(c)), 1
	}
	r, size := utf8.DecodeRuneInString(s.text[j:])
	k := classify(r)
	if k == kSingle { // a no-space script character starts its own token
		return kSep, size
	}
	return k, size
}

// finishSlow applies NFKC and full case folding to a token holding non-ASCII
// text, splitting it again if the normal form contains separators (e.g. ½ -> 1⁄2).
func (s *Scanner) finishSlow() bool {
	if !s.hasFolder {
		s.folder = cases.Fold()
		s.hasFolder = true
	}
	s.raw = append(s.raw[:0], s.norm...)
	n := norm.NFKC.Bytes(s.raw)
	n = s.folder.Bytes(n)
	n = foldCherokee(n)
	n = norm.NFKC.Bytes(n)
	// Fast check: does every rune stay a word character?
	clean := true
	for k := 0; k < len(n); {
		r, size := utf8.DecodeRune(n[k:])
		kind := classify(r)
		if r == '.' {
			// a decimal point survives only between two digits
			prev, _ := utf8.DecodeLastRune(n[:k])
			next, _ := utf8.DecodeRune(n[k+1:])
			if k == 0 || !unicode.IsDigit(prev) || !unicode.IsDigit(next) {
				clean = false
				break
			}
		} else if kind != kWord && kind != kDigit && kind != kSingle {
			clean = false
			break
		}
		k += size
	}
	if clean && !containsSingle(n) {
		s.norm = append(s.norm[:0], n...)
		return true
	}
	// Rare path: re-tokenise the normal form; every piece keeps the word's offsets.
	sub := Scanner{hasFolder: true, folder: s.folder}
	sub.Reset(string(n))
	s.pendingBuf = s.pendingBuf[:0]
	var spans [][2]int
	for sub.Next() {
		st := len(s.pendingBuf)
		s.pendingBuf = append(s.pendingBuf, sub.Norm()...)
		spans = append(spans, [2]int{st, len(s.pendingBuf)})
	}
	if len(spans) == 0 {
		return s.Next()
	}
	s.pending = s.pending[:0]
	for _, sp := range spans {
		s.pending = append(s.pending, s.pendingBuf[sp[0]:sp[1]:sp[1]])
	}
	s.norm = s.pending[0]
	s.pending = s.pending[1:]
	return true
}

// foldCherokee maps Cherokee small letters to capitals, as Unicode's
// CaseFolding.txt does; x/text's Fold maps them the other way round, which
// would make folding flip-flop and normalisation not idempotent.
func foldCherokee(b []byte) []byte {
	for k := 0; k < len(b); {
		r, size := utf8.DecodeRune(b[k:])
		var to rune
		switch {
		case r >= 0xAB70 && r <= 0xABBF:
			to = r - 0xAB70 + 0x13A0
		case r >= 0x13F8 && r <= 0x13FD:
			to = r - 8
		}
		if to != 0 && utf8.RuneLen(to) == size {
			utf8.EncodeRune(b[k:], to)
		}
		k += size
	}
	return b
}

// containsSingle reports whether a normalised word mixes a no-space-script
// character with other characters, in which case it must be split.
func containsSingle(n []byte) bool {
	count := 0
	single := false
	for k := 0; k < len(n); {
		r, size := utf8.DecodeRune(n[k:])
		if classify(r) == kSingle {
			single = true
		}
		count++
		k += size
	}
	if !single {
		return false
	}
	// A single character with its marks is fine.
	r, size := utf8.DecodeRune(n)
	_ = r
	for k := size; k < len(n); {
		r2, sz := utf8.DecodeRune(n[k:])
		if !unicode.IsMark(r2) {
			return true
		}
		k += sz
	}
	return false
}

// AppendTokens appends the tokens of text to dst and returns it.
func (s *Scanner) AppendTokens(dst []Token, text string) []Token {
	s.Reset(text)
	for s.Next() {
		dst = append(dst, Token{Hash: s.Hash(), Start: int32(s.start), End: int32(s.end)})
	}
	return dst
}

// Normalize returns the normalised tokens of s joined by single spaces.
// Normalize(Normalize(s)) == Normalize(s).
func Normalize(s string) string {
	var sc Scanner
	sc.Reset(s)
	out := make([]byte, 0, len(s))
	for sc.Next() {
		if len(out) > 0 {
			out = append(out, ' ')
		}
		out = append(out, sc.Norm()...)
	}
	return string(out)
}
