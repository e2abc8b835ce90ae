package input

import (
	"bufio"
	"io"
	"unicode/utf16"
	"unicode/utf8"

	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/transform"
)

// UTF-16 is what Windows editors save as "Unicode". Read as UTF-8, its zero
// bytes split every letter into a word of its own ("h e l l o"), with no
// sign that anything went wrong when there is no byte-order mark, so it is
// recognised and transcoded.

// utf16Order tells how data is UTF-16: big-endian or not, and the length
// of the byte-order mark to drop; ok is false for data that is not. A
// mark says so; without one, text whose sample has a zero byte in nine of
// ten places on one side and almost none on the other (the high bytes of
// Latin letters) is taken as UTF-16 of that order. UTF-8 text has no zero
// bytes, so it is never taken.
func utf16Order(data []byte) (bigEndian bool, mark int, ok bool) {
	switch {
	case len(data) >= 2 && data[0] == 0xff && data[1] == 0xfe:
		return false, 2, true
	case len(data) >= 2 && data[0] == 0xfe && data[1] == 0xff:
		return true, 2, true
	}
	sample := data[:min(len(data), 4096)&^1]
	pairs := len(sample) / 2
	if pairs < 2 {
		return false, 0, false
	}
	var zeroEven, zeroOdd int
	for i := 0; i < len(sample); i += 2 {
		if sample[i] == 0 {
			zeroEven++
		}
		if sample[i+1] == 0 {
			zeroOdd++
		}
	}
	switch {
	case zeroOdd*10 >= pairs*9 && zeroEven*10 < pairs:
		return false, 0, true
	case zeroEven*10 >= pairs*9 && zeroOdd*10 < pairs:
		return true, 0, true
	}
	return false, 0, false
}

// fromUTF16 returns a text file's data as UTF-8 when it is UTF-16 (see
// utf16Order), and data itself otherwise. A lone surrogate or an odd last
// byte becomes U+FFFD, and repaired says so.
func fromUTF16(data []byte) (out []byte, repaired bool) {
	big, mark, ok := utf16Order(data)
	if !ok {
		return data, false
	}
	data = data[mark:]
	out = make([]byte, 0, len(data)+len(data)/2)
	unit := func(i int) rune {
		if big {
			return rune(data[i])<<8 | rune(data[i+1])
		}
		return rune(data[i+1])<<8 | rune(data[i])
	}
	for i := 0; i+1 < len(data); i += 2 {
		r := unit(i)
		if utf16.IsSurrogate(r) {
			if i+3 < len(data) {
				if pair := utf16.DecodeRune(r, unit(i+2)); pair != utf8.RuneError {
					out = utf8.AppendRune(out, pair)
					i += 2
					continue
				}
			}
			r, repaired = utf8.RuneError, true
		}
		out = utf8.AppendRune(out, r)
	}
	if len(data)%2 != 0 {
		out, repaired = utf8.AppendRune(out, utf8.RuneError), true
	}
	return out, repaired
}

// utf16Stream returns a JSONL stream that opens with a UTF-16 byte-order
// mark decoded to UTF-8, and the stream as it is otherwise. A stream
// without a mark is read as UTF-8: one that is UTF-16 fails as invalid JSON
// at its first line, and the error says why (see jsonDecoder.slow).
func utf16Stream(br *bufio.Reader) io.Reader {
	mark, _ := br.Peek(2)
	big, n, ok := utf16Order(mark)
	if !ok || n == 0 {
		return br
	}
	br.Discard(n)
	order := unicode.LittleEndian
	if big {
		order = unicode.BigEndian
	}
	return transform.NewReader(br, unicode.UTF16(order, unicode.IgnoreBOM).NewDecoder())
}
