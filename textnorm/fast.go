package textnorm

import "math/bits"

// alnumRunEnd returns the index of the first byte at or after i that is not
// an ASCII letter or digit. It tests eight bytes per step without branching
// on each one: word ends are unpredictable, and a mispredicted branch per
// word costs more than the eight table loads.
func alnumRunEnd(text string, i int) int {
	for i+8 <= len(text) {
		t := text[i : i+8]
		_ = t[7]
		m := alnumBit[t[0]] | alnumBit[t[1]]<<1 | alnumBit[t[2]]<<2 | alnumBit[t[3]]<<3 |
			alnumBit[t[4]]<<4 | alnumBit[t[5]]<<5 | alnumBit[t[6]]<<6 | alnumBit[t[7]]<<7
		if m != 0xFF {
			return i + bits.TrailingZeros8(^m)
		}
		i += 8
	}
	for i < len(text) && isAlnum[text[i]] {
		i++
	}
	return i
}

// joinerEnds reports whether text[j], after a run of ASCII letters and
// digits, is a joiner (. ' `) or a comma followed by the end of the text or
// an ASCII byte that is not a letter or digit: then it joins nothing and
// the token ends at j (the common case of a word before a full stop or a
// comma). Anything else is left to Next.
func joinerEnds(text string, j int) bool {
	if k := asciiClass[text[j]]; k != clJoin && k != clComma {
		return false
	}
	return j+1 == len(text) || text[j+1] < 0x80 && !isAlnum[text[j+1]]
}

// AppendHashes appends the hash of every token of text to hashes and, to
// lineStarts, the index (in hashes, counting from len(hashes) on entry) of
// the first token of every line that has tokens (a line ends at "\n",
// "\r\n" or a lone "\r"). It gives the same hashes as calling Next and
// Hash, faster: plain ASCII words are hashed straight from the text in one
// tight loop, and only the rest goes through Next.
func (s *Scanner) AppendHashes(hashes []uint64, lineStarts []int32, text string) ([]uint64, []int32) {
	base := len(hashes)
	n := len(text)
	newLine := true
	i := 0
	for i < n {
		c := text[i]
		if isAlnum[c] {
			j := alnumRunEnd(text, i+1)
			if j == n || simpleEnd[text[j]] || joinerEnds(text, j) {
				if newLine {
					lineStarts = append(lineStarts, int32(len(hashes)-base))
					newLine = false
				}
				hashes = append(hashes, hashFolded(text, i, j))
				i = j
				continue
			}
		} else if c < 0x80 {
			if c == '\n' || c == '\r' { // a lone CR ends a line too (old Mac files)
				newLine = true
			}
			i++
			continue
		}
		// Anything else: one token (or the pieces of one split word) through Next.
		s.text, s.pos, s.pending = text, i, s.pending[:0]
		if !s.Next() {
			break
		}
		if !newLine {
			for k := i; k < s.start; k++ {
				if text[k] == '\n' || text[k] == '\r' {
					newLine = true
					break
				}
			}
		}
		if newLine {
			lineStarts = append(lineStarts, int32(len(hashes)-base))
			newLine = false
		}
		hashes = append(hashes, s.Hash())
		for len(s.pending) > 0 {
			s.Next()
			hashes = append(hashes, s.Hash())
		}
		i = s.pos
	}
	return hashes, lineStarts
}

// Span is the byte range of a token in the original text.
type Span struct{ Start, End int32 }

// AppendSpans appends the byte range of every token of text to dst: the
// Start and End of what AppendTokens gives, without hashing, and as fast as
// AppendHashes (plain ASCII words straight from the text, the rest through
// Next). A word that normalisation splits into pieces gives one span per
// piece, each the whole word's range, as AppendTokens does.
func (s *Scanner) AppendSpans(dst []Span, text string) []Span {
	n := len(text)
	i := 0
	for i < n {
		c := text[i]
		if isAlnum[c] {
			j := alnumRunEnd(text, i+1)
			if j == n || simpleEnd[text[j]] || joinerEnds(text, j) {
				dst = append(dst, Span{int32(i), int32(j)})
				i = j
				continue
			}
		} else if c < 0x80 && asciiClass[c] != clWord && asciiClass[c] != clDigit {
			i++
			continue
		}
		s.text, s.pos, s.pending = text, i, s.pending[:0]
		if !s.Next() {
			break
		}
		sp := Span{int32(s.start), int32(s.end)}
		dst = append(dst, sp)
		for len(s.pending) > 0 {
			s.Next()
			dst = append(dst, sp)
		}
		i = s.pos
	}
	return dst
}
