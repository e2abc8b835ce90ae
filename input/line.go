package input

import (
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/copydesk/copydesk"
)

// LineDecoder decodes one JSON document at a time with the rules of Read
// (field mapping, string or number ids, dates in the accepted layouts or
// as Unix time, invalid UTF-8 repaired): for services that receive
// documents one by one. It is not safe for concurrent use; keep one per
// goroutine.
type LineDecoder struct {
	d *jsonDecoder
}

// Decoded tells what decoding a document repaired or ignored.
type Decoded struct {
	RepairedUTF8 bool // invalid UTF-8 was replaced by U+FFFD
	BadDate      bool // the published value could not be read and was ignored
	Empty        bool // the text is only white space
}

// NewLineDecoder returns a decoder for the field mapping f.
func NewLineDecoder(f Fields) (*LineDecoder, error) {
	keys, err := f.keys()
	if err != nil {
		return nil, err
	}
	return &LineDecoder{d: newJSONDecoder(keys)}, nil
}

// Decode reads one JSON object (on one line or spread over several). The
// error wraps copydesk.ErrBadInput and says what is wrong, as
// "missing \"text\"" or "invalid JSON at byte 12: ...".
func (l *LineDecoder) Decode(b []byte) (copydesk.Document, Decoded, error) {
	b = trimBOM(b)
	if blankLine(b) {
		return copydesk.Document{}, Decoded{}, fmt.Errorf("%w: no JSON object", copydesk.ErrBadInput)
	}
	rec := l.d.decode(b)
	if rec.bad != "" {
		return copydesk.Document{}, Decoded{}, fmt.Errorf("%w: %s", copydesk.ErrBadInput, rec.bad)
	}
	return rec.doc, Decoded{RepairedUTF8: rec.repaired, BadDate: rec.badDate, Empty: rec.empty}, nil
}

// ParseDate reads a date the way Read reads published values: RFC 3339,
// 2006-01-02, 2006-01-02 15:04:05 and the other accepted layouts (a time
// without zone is UTC), or a Unix time in seconds or milliseconds.
func ParseDate(s string) (time.Time, error) {
	var hint int
	if t, ok := parseDate(s, &hint); ok {
		return t, nil
	}
	return time.Time{}, errors.New("unrecognised date " + strconv.Quote(s) + " (want RFC 3339, 2006-01-02, or Unix seconds)")
}
