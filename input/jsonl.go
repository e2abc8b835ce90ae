package input

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"math/bits"
	"strconv"
	"strings"
	"time"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/internal/jsonid"
)

// Document fields, in the order of Fields.
const (
	fieldID = iota
	fieldText
	fieldTitle
	fieldSource
	fieldURL
	fieldPublished
	nFields
)

var fieldNames = [nFields]string{"ID", "Text", "Title", "Source", "URL", "Published"}

// Kinds of JSON value, as reported in error messages.
const (
	kindAbsent byte = iota
	kindString
	kindNumber
	kindNull
	kindBool
	kindObject
	kindArray
)

var kindNames = [...]string{"nothing", "string", "number", "null", "bool", "object", "array"}

// value is one wanted field of a JSON line.
type value struct {
	kind  byte
	s     string // the decoded string, or a number's literal
	fixed bool   // invalid UTF-8 or a lone surrogate escape was replaced by U+FFFD
}

// jsonDecoder turns JSON lines into documents. Each worker has its own; it
// is not safe for concurrent use.
//
// encoding/json decodes news JSONL at about 80 MB/s per core (into a small
// struct; json.Valid alone runs at 150 MB/s), which would take most of the
// CPU of a pipeline that must run at 100 MB/s on two cores. So the common
// case goes through a small validating scanner specialised for flat objects
// of strings, about six times faster (see BenchmarkDecodeJSONL and
// BenchmarkStdlibUnmarshal). Anything it does not accept, valid or not, is
// handed to encoding/json, which also words the error messages. The fuzz
// test FuzzDecodeLine checks the scanner against encoding/json.
type jsonDecoder struct {
	keys       [nFields]string
	scratch    []byte // unescaped string being built
	dateLayout int    // hint for parseDate
}

func newJSONDecoder(keys [nFields]string) *jsonDecoder {
	return &jsonDecoder{keys: keys}
}

// decode parses one non-blank line. It returns the document, or a reason
// why the line is bad.
func (d *jsonDecoder) decode(line []byte) (rec record) {
	// A byte order mark begins a file; files joined with cat put one at
	// the start of a line too.
	line = trimBOM(line)
	var vals [nFields]value
	if !d.fast(line, &vals) {
		vals = [nFields]value{}
		if reason := d.slow(line, &vals); reason != "" {
			rec.bad = reason
			return rec
		}
	}
	return d.finish(&vals)
}

// finish applies the field rules to the values found on a line.
func (d *jsonDecoder) finish(vals *[nFields]value) (rec record) {
	id := &vals[fieldID]
	switch id.kind {
	case kindAbsent:
		rec.bad = "missing " + strconv.Quote(d.keys[fieldID])
		return rec
	case kindString:
		rec.doc.ID = id.s
	case kindNumber:
		rec.doc.ID = jsonid.Number(id.s)
	default:
		rec.bad = d.typeReason(fieldID, "a string or number", id.kind)
		return rec
	}
	if rec.doc.ID == "" {
		rec.bad = "empty " + strconv.Quote(d.keys[fieldID])
		return rec
	}
	text := &vals[fieldText]
	switch text.kind {
	case kindAbsent:
		rec.bad = "missing " + strconv.Quote(d.keys[fieldText])
		return rec
	case kindString:
		rec.doc.Text = text.s
	default:
		rec.bad = d.typeReason(fieldText, "a string", text.kind)
		return rec
	}
	for _, f := range [...]int{fieldTitle, fieldSource, fieldURL} {
		v := &vals[f]
		switch v.kind {
		case kindAbsent, kindNull:
		case kindString:
			switch f {
			case fieldTitle:
				rec.doc.Title = v.s
			case fieldSource:
				rec.doc.Source = v.s
			case fieldURL:
				rec.doc.URL = v.s
			}
		default:
			rec.bad = d.typeReason(f, "a string", v.kind)
			return rec
		}
	}
	// A date we cannot read is metadata lost, not a reason to drop the text.
	// A date reported as unreadable leaves the document undated: the
	// parsers return an out-of-range time with ok false (year 0, 10000),
	// which kept would sort the document first or last.
	pub := &vals[fieldPublished]
	var t time.Time
	ok := true
	switch pub.kind {
	case kindAbsent, kindNull:
	case kindString:
		if s := strings.TrimSpace(pub.s); s != "" {
			t, ok = parseDate(s, &d.dateLayout)
		}
	case kindNumber:
		t, ok = parseUnix(pub.s)
	default:
		ok = false
	}
	if ok {
		rec.doc.Published = t
	}
	rec.badDate = !ok
	if !ok {
		rec.badDateValue = shownDate(pub)
	}
	for i := range vals {
		rec.repaired = rec.repaired || vals[i].fixed
	}
	rec.repairedID = vals[fieldID].kind == kindString && vals[fieldID].fixed
	rec.empty = isBlank(rec.doc.Text)
	return rec
}

// maxShownDate is how many characters of an unreadable date a warning
// shows: enough to see what it is, not a text given as the date.
const maxShownDate = 40

// maxShownID is how many characters of an id a warning shows: a 600-byte
// id filled the terminal and pushed the place off the screen.
const maxShownID = 60

// shownID is an id as a warning shows it: cut to maxShownID characters,
// "..." after.
func shownID(id string) string {
	if utf8.RuneCountInString(id) <= maxShownID {
		return id
	}
	i := 0
	for range maxShownID {
		_, n := utf8.DecodeRuneInString(id[i:])
		i += n
	}
	return id[:i] + "..."
}

// shownDate is an unreadable published value as a warning shows it: a
// string quoted (cut to maxShownDate characters, "..." after), a number
// as written, another kind named.
func shownDate(v *value) string {
	switch v.kind {
	case kindString:
		s, more := v.s, ""
		if utf8.RuneCountInString(s) > maxShownDate {
			i := 0
			for range maxShownDate {
				_, n := utf8.DecodeRuneInString(s[i:])
				i += n
			}
			s, more = s[:i], "..."
		}
		return strconv.Quote(s) + more
	case kindNumber:
		if len(v.s) > maxShownDate {
			return v.s[:maxShownDate] + "..."
		}
		return v.s
	case kindObject, kindArray:
		return "(an " + kindNames[v.kind] + ")"
	}
	return "(a " + kindNames[v.kind] + ")"
}

func (d *jsonDecoder) typeReason(f int, want string, got byte) string {
	return strconv.Quote(d.keys[f]) + " must be " + want + ", got " + kindNames[got]
}

// zeroBytesHint explains a line of zero bytes between the characters:
// UTF-16 without a byte-order mark (with one, the stream is transcoded).
func zeroBytesHint(line []byte) string {
	if bytes.IndexByte(line, 0) < 0 {
		return ""
	}
	if _, _, ok := utf16Order(line); ok {
		return " (the file looks like UTF-16: save it as UTF-8, or with a byte-order mark)"
	}
	return ""
}

// Reasons for a line that opens one JSON document rather than holding
// one object: the usual corpus formats other than JSON Lines, which
// encoding/json's "unexpected end of JSON input" left to guess.
const (
	arrayReason     = "not a JSON object: this looks like one JSON document (an array), not JSON Lines (one object per line); convert with jq -c '.[]'"
	multilineReason = "invalid JSON: this looks like one JSON document (an object over several lines), not JSON Lines (one object per line); convert with jq -c ."
)

// documentReason explains a bad first line of a file that opens a JSON
// array (a line starting with "[", whole or not) or an object spread over
// lines (a line of "{" alone), or returns "". Only the first: an array
// among objects is one bad line, not a file of another format.
func documentReason(line []byte) string {
	i := skipWS(line, 0)
	switch {
	case i < len(line) && line[i] == '[':
		// "[" alone, "[{...", "[ \"...": an array of objects or strings;
		// not "[2026-12-07] log line", text in brackets
		if j := skipWS(line, i+1); j == len(line) || line[j] == '{' || line[j] == '"' || line[j] == ']' {
			return arrayReason
		}
	case i < len(line) && line[i] == '{' && skipWS(line, i+1) == len(line):
		return multilineReason
	}
	return ""
}

// stdinTextHint follows the reason of a first line of standard input
// that is not JSON at all: plain text piped in (echo hello | copydesk
// dedup -) got a bare "invalid character 'h'".
const stdinTextHint = " (standard input is read as JSON Lines; give plain text as a .txt file)"

// firstLineReason is the reason a bad first line of a file is given: a
// whole JSON document said to be one (documentReason), and on standard
// input a line that is not JSON said to be read as JSON Lines.
func firstLineReason(line []byte, reason string, stdin bool) string {
	if r := documentReason(line); r != "" {
		return r
	}
	if i := skipWS(line, 0); stdin && strings.HasPrefix(reason, "invalid JSON at") && i < len(line) && line[i] != '{' {
		return reason + stdinTextHint
	}
	return reason
}

// slow decodes a line with encoding/json. It returns a reason when the line is bad.
func (d *jsonDecoder) slow(line []byte, vals *[nFields]value) string {
	if !json.Valid(line) {
		var v any
		err := json.Unmarshal(line, &v)
		var se *json.SyntaxError
		if errors.As(err, &se) {
			return "invalid JSON at byte " + strconv.FormatInt(se.Offset, 10) + ": " + se.Error() + zeroBytesHint(line)
		}
		if err == nil { // cannot happen: Valid and Unmarshal share a scanner
			err = errors.New("rejected by the JSON validator")
		}
		return "invalid JSON: " + err.Error()
	}
	i := skipWS(line, 0)
	if k := kindOf(line[i]); k != kindObject {
		return "not a JSON object (got " + kindNames[k] + ")"
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(line, &m); err != nil {
		return "invalid JSON: " + err.Error()
	}
	for f, key := range d.keys {
		raw, ok := m[key]
		if !ok {
			continue
		}
		v := &vals[f]
		v.kind = kindOf(raw[0])
		switch v.kind {
		case kindString:
			s, _, fixed, ok := d.str(raw, 0)
			if !ok { // cannot happen on valid JSON; be loud rather than wrong
				return "invalid JSON string in " + strconv.Quote(key)
			}
			v.s, v.fixed = string(s), fixed
		case kindNumber:
			v.s = string(raw)
		}
	}
	return ""
}

func kindOf(c byte) byte {
	switch c {
	case '"':
		return kindString
	case '{':
		return kindObject
	case '[':
		return kindArray
	case 't', 'f':
		return kindBool
	case 'n':
		return kindNull
	default:
		return kindNumber
	}
}

// fast scans a flat JSON object and fills vals. It returns false when the
// line is not valid JSON or not an object, or uses something it leaves to
// encoding/json (deep nesting); vals is then partly filled and must be reset.
func (d *jsonDecoder) fast(b []byte, vals *[nFields]value) bool {
	i := skipWS(b, 0)
	if i >= len(b) || b[i] != '{' {
		return false
	}
	i = skipWS(b, i+1)
	if i < len(b) && b[i] == '}' {
		return skipWS(b, i+1) == len(b)
	}
	for {
		if i >= len(b) || b[i] != '"' {
			return false
		}
		key, next, _, ok := d.str(b, i)
		if !ok {
			return false
		}
		f := -1
		for j := range d.keys {
			if string(key) == d.keys[j] {
				f = j
				break
			}
		}
		i = skipWS(b, next)
		if i >= len(b) || b[i] != ':' {
			return false
		}
		i = skipWS(b, i+1)
		if i >= len(b) {
			return false
		}
		if f < 0 {
			i, ok = skipValue(b, i, 0)
		} else {
			i, ok = d.value(b, i, &vals[f])
		}
		if !ok {
			return false
		}
		i = skipWS(b, i)
		if i >= len(b) {
			return false
		}
		switch b[i] {
		case ',':
			i = skipWS(b, i+1)
		case '}':
			return skipWS(b, i+1) == len(b)
		default:
			return false
		}
	}
}

// value reads a wanted field's value starting at b[i]. Duplicate keys
// overwrite, as in encoding/json.
func (d *jsonDecoder) value(b []byte, i int, v *value) (int, bool) {
	*v = value{kind: kindOf(b[i])}
	switch v.kind {
	case kindString:
		s, next, fixed, ok := d.str(b, i)
		if !ok {
			return 0, false
		}
		v.s, v.fixed = string(s), fixed
		return next, true
	case kindNumber:
		next, ok := scanNumber(b, i)
		if !ok {
			return 0, false
		}
		v.s = string(b[i:next])
		return next, true
	default:
		return skipValue(b, i, 0)
	}
}

func skipWS(b []byte, i int) int {
	for i < len(b) {
		switch b[i] {
		case ' ', '\t', '\n', '\r':
			i++
		default:
			return i
		}
	}
	return i
}

// Deeper nesting is left to encoding/json; news metadata is rarely nested at all.
const maxFastDepth = 32

// skipValue validates the JSON value at b[i] and returns the index after it.
func skipValue(b []byte, i, depth int) (int, bool) {
	switch c := b[i]; c {
	case '"':
		return skipString(b, i)
	case '{', '[':
		if depth >= maxFastDepth {
			return 0, false
		}
		end := byte('}')
		if c == '[' {
			end = ']'
		}
		i = skipWS(b, i+1)
		if i < len(b) && b[i] == end {
			return i + 1, true
		}
		for {
			if i >= len(b) {
				return 0, false
			}
			var ok bool
			if c == '{' {
				if b[i] != '"' {
					return 0, false
				}
				if i, ok = skipString(b, i); !ok {
					return 0, false
				}
				i = skipWS(b, i)
				if i >= len(b) || b[i] != ':' {
					return 0, false
				}
				i = skipWS(b, i+1)
				if i >= len(b) {
					return 0, false
				}
			}
			if i, ok = skipValue(b, i, depth+1); !ok {
				return 0, false
			}
			i = skipWS(b, i)
			if i >= len(b) {
				return 0, false
			}
			switch b[i] {
			case ',':
				i = skipWS(b, i+1)
			case end:
				return i + 1, true
			default:
				return 0, false
			}
		}
	case 't':
		return literal(b, i, "true")
	case 'f':
		return literal(b, i, "false")
	case 'n':
		return literal(b, i, "null")
	default:
		return scanNumber(b, i)
	}
}

func literal(b []byte, i int, lit string) (int, bool) {
	if len(b)-i >= len(lit) && string(b[i:i+len(lit)]) == lit {
		return i + len(lit), true
	}
	return 0, false
}

// scanNumber validates a JSON number at b[i]; what follows is checked by the caller.
func scanNumber(b []byte, i int) (int, bool) {
	if i < len(b) && b[i] == '-' {
		i++
	}
	switch {
	case i >= len(b):
		return 0, false
	case b[i] == '0':
		i++
	case b[i] >= '1' && b[i] <= '9':
		i = digits(b, i+1)
	default:
		return 0, false
	}
	if i < len(b) && b[i] == '.' {
		j := digits(b, i+1)
		if j == i+1 {
			return 0, false
		}
		i = j
	}
	if i < len(b) && (b[i] == 'e' || b[i] == 'E') {
		i++
		if i < len(b) && (b[i] == '+' || b[i] == '-') {
			i++
		}
		j := digits(b, i)
		if j == i {
			return 0, false
		}
		i = j
	}
	return i, true
}

func digits(b []byte, i int) int {
	for i < len(b) && b[i] >= '0' && b[i] <= '9' {
		i++
	}
	return i
}

// SWAR: test eight bytes at a time for those a string scanner must look at.
const (
	lsb = 0x0101010101010101
	msb = 0x8080808080808080
)

// specialMask flags bytes < 0x20, '"' and '\\' (and >= 0x80 when high is
// set). Only the lowest flagged byte is exact; that is all the callers use.
func specialMask(x uint64, high bool) uint64 {
	q := x ^ (lsb * '"')
	s := x ^ (lsb * '\\')
	m := ((x - lsb*0x20) &^ x) | ((q - lsb) &^ q) | ((s - lsb) &^ s)
	if high {
		m |= x
	}
	return m & msb
}

// str decodes the JSON string starting at b[i] (a '"'). The result aliases b
// or d.scratch, so it is valid only until the next call. fixed reports
// replaced invalid UTF-8 or lone surrogates, as encoding/json replaces them.
func (d *jsonDecoder) str(b []byte, i int) (s []byte, next int, fixed, ok bool) {
	i++
	start := i
	seg := i // start of the bytes not yet copied to buf, once buf is in use
	var buf []byte
	dirty := false
	for {
		for i+8 <= len(b) {
			if m := specialMask(binary.LittleEndian.Uint64(b[i:]), true); m != 0 {
				i += bits.TrailingZeros64(m) >> 3
				break
			}
			i += 8
		}
		if i >= len(b) {
			return nil, 0, false, false
		}
		c := b[i]
		switch {
		case c == '"':
			if !dirty {
				return b[start:i], i + 1, fixed, true
			}
			buf = append(buf, b[seg:i]...)
			d.scratch = buf
			return buf, i + 1, fixed, true
		case c == '\\':
			if !dirty {
				dirty = true
				buf = append(d.scratch[:0], b[start:i]...)
			} else {
				buf = append(buf, b[seg:i]...)
			}
			i++
			if i >= len(b) {
				return nil, 0, false, false
			}
			switch b[i] {
			case '"', '\\', '/':
				buf = append(buf, b[i])
				i++
			case 'b':
				buf = append(buf, '\b')
				i++
			case 'f':
				buf = append(buf, '\f')
				i++
			case 'n':
				buf = append(buf, '\n')
				i++
			case 'r':
				buf = append(buf, '\r')
				i++
			case 't':
				buf = append(buf, '\t')
				i++
			case 'u':
				r := hex4(b, i+1)
				if r < 0 {
					return nil, 0, false, false
				}
				i += 5
				if utf16.IsSurrogate(r) {
					// Same rule as encoding/json: a valid pair is one rune, anything else one U+FFFD.
					r2 := rune(-1)
					if i+1 < len(b) && b[i] == '\\' && b[i+1] == 'u' {
						r2 = hex4(b, i+2)
					}
					if dec := utf16.DecodeRune(r, r2); dec != utf8.RuneError {
						r = dec
						i += 6
					} else {
						r = utf8.RuneError
						fixed = true
					}
				}
				buf = utf8.AppendRune(buf, r)
			default:
				return nil, 0, false, false
			}
			seg = i
		case c < 0x20:
			return nil, 0, false, false
		case c < 0x80:
			i++ // a plain byte in the last, unmasked, few
		default:
			r, size := utf8.DecodeRune(b[i:])
			if r != utf8.RuneError || size > 1 {
				i += size
				continue
			}
			fixed = true
			if !dirty {
				dirty = true
				buf = append(d.scratch[:0], b[start:i]...)
			} else {
				buf = append(buf, b[seg:i]...)
			}
			buf = append(buf, "\uFFFD"...)
			i++
			seg = i
		}
	}
}

// skipString validates the JSON string at b[i] without decoding it.
func skipString(b []byte, i int) (int, bool) {
	i++
	for {
		for i+8 <= len(b) {
			if m := specialMask(binary.LittleEndian.Uint64(b[i:]), false); m != 0 {
				i += bits.TrailingZeros64(m) >> 3
				break
			}
			i += 8
		}
		for i < len(b) && b[i] >= 0x20 && b[i] != '"' && b[i] != '\\' {
			i++
		}
		if i >= len(b) {
			return 0, false
		}
		switch b[i] {
		case '"':
			return i + 1, true
		case '\\':
			if i+1 >= len(b) {
				return 0, false
			}
			switch b[i+1] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				i += 2
			case 'u':
				if hex4(b, i+2) < 0 {
					return 0, false
				}
				i += 6
			default:
				return 0, false
			}
		default: // control character
			return 0, false
		}
	}
}

// hex4 reads four hex digits at b[i], or returns -1.
func hex4(b []byte, i int) rune {
	if len(b)-i < 4 {
		return -1
	}
	var r rune
	for _, c := range b[i : i+4] {
		switch {
		case c >= '0' && c <= '9':
			c -= '0'
		case c >= 'a' && c <= 'f':
			c = c - 'a' + 10
		case c >= 'A' && c <= 'F':
			c = c - 'A' + 10
		default:
			return -1
		}
		r = r<<4 | rune(c)
	}
	return r
}

// isBlank reports whether s is empty or only white space.
func isBlank(s string) bool { return strings.TrimSpace(s) == "" }

// blankLine reports whether a JSONL line holds only JSON white space.
func blankLine(b []byte) bool { return skipWS(b, 0) == len(b) }

// repairUTF8 returns b as a string with each invalid byte replaced by
// U+FFFD (the same rule as encoding/json and for range), and whether any was.
func repairUTF8(b []byte) (string, bool) {
	if utf8.Valid(b) {
		return string(b), false
	}
	var sb strings.Builder
	sb.Grow(len(b) + 16)
	for len(b) > 0 {
		r, size := utf8.DecodeRune(b)
		if r == utf8.RuneError && size == 1 {
			sb.WriteString("\uFFFD")
		} else {
			sb.Write(b[:size])
		}
		b = b[size:]
	}
	return sb.String(), true
}

var bom = []byte("\xef\xbb\xbf")

func trimBOM(b []byte) []byte { return bytes.TrimPrefix(b, bom) }

// record is one decoded line or text file, or the reason it is bad.
type record struct {
	doc      copydesk.Document
	line     int64  // JSONL line number; 0 for a text file
	name     string // text file path, for messages
	bad      string // non-empty for a malformed line
	repaired bool
	// repairedID: the id itself had invalid UTF-8 (it no longer matches
	// the id as another file, a labels file, writes it).
	repairedID bool
	badDate    bool
	// badDateValue is the unreadable date as a warning shows it (shownDate).
	badDateValue string
	empty        bool
}
