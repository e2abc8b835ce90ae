package input

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/copydesk/copydesk"
)

// textFile is one text document as read, before decoding.
type textFile struct {
	id   string
	name string // path for messages
	md   bool
	data []byte
}

// textRecord makes the document of a text file: the whole content is the
// text; the first non-blank line is the title.
func textRecord(f textFile) record {
	data, repaired16 := fromUTF16(f.data)
	text, repaired := repairUTF8(trimBOM(data))
	return record{
		doc: copydesk.Document{
			ID:    pathID(f.id),
			Title: firstLine(text, f.md),
			Text:  text,
		},
		name:     f.name,
		repaired: repaired || repaired16,
		empty:    isBlank(text),
	}
}

// firstLine returns the first non-blank line of text, trimmed. For Markdown,
// the ATX heading marks ("# Title #") are removed and lines that are only
// marks are passed over.
func firstLine(text string, md bool) string {
	for len(text) > 0 {
		line := text
		if i := strings.IndexByte(text, '\n'); i >= 0 {
			line, text = text[:i], text[i+1:]
		} else {
			text = ""
		}
		line = strings.TrimSpace(line)
		if md {
			line = stripHeading(line)
		}
		if line != "" {
			return line
		}
	}
	return ""
}

// stripHeading removes CommonMark ATX heading marks: 1-6 '#' followed by a
// space or the end, and an optional closing run of '#' after a space.
// "#hashtag" is not a heading and is kept.
func stripHeading(line string) string {
	n := 0
	for n < len(line) && line[n] == '#' {
		n++
	}
	if n == 0 || n > 6 || (n < len(line) && line[n] != ' ' && line[n] != '\t') {
		return line
	}
	line = strings.TrimSpace(line[n:])
	if t := strings.TrimRight(line, "#"); t == "" || strings.HasSuffix(t, " ") || strings.HasSuffix(t, "\t") {
		line = strings.TrimSpace(t)
	}
	return line
}

// pathID returns a file's path as a document id: itself when it is UTF-8,
// and otherwise with each byte that is not UTF-8, and each '%', written as
// %XX (a Latin-1 name, "r\xe9sum\xe9.txt", is "r%E9sum%E9.txt"), so that
// two such names never give one id. Ids are written as JSON, which would
// make every invalid byte U+FFFD and two such names one id. A UTF-8 name
// that is literally such an escape meets it as a duplicate id, an error
// naming both files.
func pathID(p string) string {
	if utf8.ValidString(p) {
		return p
	}
	var sb strings.Builder
	for i := 0; i < len(p); {
		r, size := utf8.DecodeRuneInString(p[i:])
		if r == utf8.RuneError && size == 1 || p[i] == '%' {
			fmt.Fprintf(&sb, "%%%02X", p[i])
		} else {
			sb.WriteString(p[i : i+size])
		}
		i += size
	}
	return sb.String()
}
