package eval

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"

	"github.com/copydesk/copydesk/internal/jsonid"
)

// Errors of label reading, wrapped in a *LineError.
var (
	// ErrMalformed reports a line that is not a valid label object.
	ErrMalformed = errors.New("malformed label")
	// ErrDuplicateID reports an id labelled twice in one input.
	ErrDuplicateID = errors.New("duplicate id")
)

// maxLineBytes bounds one label line; real lines are tens of bytes, so a
// longer one means the input is not a label file.
const maxLineBytes = 1 << 20

// Label is one line of a label file: {"id": ..., "cluster": ...}.
type Label struct {
	ID      string
	Cluster string
	Line    int // 1-based line number in the input
}

// LineError locates an input problem as "name:line: reason".
type LineError struct {
	Name string // input name, usually the file path
	Line int    // 1-based; 0 when the problem is not on one line
	Err  error
}

func (e *LineError) Error() string {
	if e.Line == 0 {
		return fmt.Sprintf("%s: %v", e.Name, e.Err)
	}
	return fmt.Sprintf("%s:%d: %v", e.Name, e.Line, e.Err)
}

func (e *LineError) Unwrap() error { return e.Err }

// LabelReader reads JSON-lines label files, one {"id", "cluster"} object per
// line. id and cluster may each be a JSON string or number; a number is kept
// as its literal text, so 7 and "7" are the same label. Other fields are
// ignored, and so are blank lines, a UTF-8 byte order mark and CRLF endings.
type LabelReader struct {
	sc   *bufio.Scanner
	name string
	line int
	// longHead is the start of a line found too long, for the hint of its
	// error.
	longHead []byte
}

// NewLabelReader reads labels from r; name prefixes error messages.
func NewLabelReader(r io.Reader, name string) *LabelReader {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), maxLineBytes)
	lr := &LabelReader{sc: sc, name: name}
	sc.Split(func(data []byte, atEOF bool) (int, []byte, error) {
		adv, tok, err := bufio.ScanLines(data, atEOF)
		if adv == 0 && tok == nil && err == nil && len(data) >= maxLineBytes {
			lr.longHead = bytes.Clone(data[:longHeadBytes]) // the scanner fails next
		}
		return adv, tok, err
	})
	return lr
}

// longHeadBytes is how much of a line too long is kept to tell whether
// it is a document's.
const longHeadBytes = 4096

// labelHint follows the error of a line that is not a label: it says
// what a label line is and, when the line has a document's fields,
// that the file may be a documents file (given as --pred, say).
func labelHint(text, title bool) string {
	var has []string
	if text {
		has = append(has, `"text"`)
	}
	if title {
		has = append(has, `"title"`)
	}
	if len(has) == 0 {
		return ` (want one {"id","cluster"} object per line)`
	}
	return ` (want one {"id","cluster"} object per line; this line has ` + strings.Join(has, " and ") + `: a documents file?)`
}

// docKeys matches a key of a document's JSON line in the start of one.
var docKeys = regexp.MustCompile(`"(text|title)"\s*:`)

// Read returns the next label, or io.EOF after the last one. Malformed lines
// are reported as a *LineError wrapping ErrMalformed; reading may continue
// past one.
func (lr *LabelReader) Read() (Label, error) {
	for lr.sc.Scan() {
		lr.line++
		b := lr.sc.Bytes()
		// A BOM opens any line, not only the first: files joined with cat.
		b = bytes.TrimPrefix(b, []byte("\xef\xbb\xbf"))
		b = bytes.TrimSpace(b)
		if len(b) == 0 {
			continue
		}
		id, cluster, err := parseLabel(b)
		if err != nil && lr.line == 1 {
			err = documentError(b, err)
		}
		var missing *missingError
		if errors.As(err, &missing) {
			err = fmt.Errorf("%w%s", err, labelHint(missing.text, missing.title))
		}
		if err != nil {
			return Label{}, &LineError{Name: lr.name, Line: lr.line, Err: fmt.Errorf("%w: %w", ErrMalformed, err)}
		}
		return Label{ID: id, Cluster: cluster, Line: lr.line}, nil
	}
	err := lr.sc.Err()
	switch {
	case err == nil:
		return Label{}, io.EOF
	case errors.Is(err, bufio.ErrTooLong):
		var text, title bool
		for _, m := range docKeys.FindAllSubmatch(lr.longHead, -1) {
			text = text || string(m[1]) == "text"
			title = title || string(m[1]) == "title"
		}
		return Label{}, &LineError{Name: lr.name, Line: lr.line + 1, Err: fmt.Errorf("%w: line longer than %d bytes%s", ErrMalformed, maxLineBytes, labelHint(text, title))}
	default:
		return Label{}, &LineError{Name: lr.name, Err: err}
	}
}

// documentError explains a bad first line that opens one JSON document
// rather than holding a label: an array, or an indented object such as
// the --stories file of stories (it was "unexpected end of JSON input").
// Later in a file such a line is one bad line.
func documentError(b []byte, err error) error {
	switch {
	case b[0] == '[':
		return errors.New(`not a JSON object: this looks like one JSON document (an array), not JSON Lines (one {"id","cluster"} object per line, as --assignments writes them); convert with jq -c '.[]'`)
	case len(b) == 1 && b[0] == '{':
		return errors.New(`this looks like one JSON document over several lines, not JSON Lines (one {"id","cluster"} object per line, as --assignments writes them)`)
	}
	return err
}

func parseLabel(b []byte) (id, cluster string, err error) {
	var obj struct {
		ID      json.RawMessage `json:"id"`
		Cluster json.RawMessage `json:"cluster"`
		// A document's fields, for the hint of a missing label field.
		Text  json.RawMessage `json:"text"`
		Title json.RawMessage `json:"title"`
	}
	if b[0] != '{' {
		// Checked first: Unmarshal would name Go types in its message.
		return "", "", errors.New("not a JSON object")
	}
	if err := json.Unmarshal(b, &obj); err != nil {
		return "", "", err
	}
	if id, err = labelText(obj.ID, "id"); err == nil {
		cluster, err = labelText(obj.Cluster, "cluster")
	}
	var missing *missingError
	if errors.As(err, &missing) {
		missing.text, missing.title = len(obj.Text) > 0, len(obj.Title) > 0
	}
	if err != nil {
		return "", "", err
	}
	return id, cluster, nil
}

// missingError is a label line without its id or cluster.
type missingError struct {
	field       string
	text, title bool // the line has a document's fields
}

func (e *missingError) Error() string { return fmt.Sprintf("missing %q", e.field) }

// labelText returns the text of a string or number field.
func labelText(raw json.RawMessage, field string) (string, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return "", &missingError{field: field}
	}
	var text string
	switch c := raw[0]; {
	case c == '"':
		if err := json.Unmarshal(raw, &text); err != nil {
			return "", fmt.Errorf("%q: %w", field, err)
		}
	case c == '-' || '0' <= c && c <= '9':
		// Validated as a JSON number by Unmarshal; named as the input
		// names a number id (1e3 and 1000 are one document, 10.0 and 10
		// one cluster).
		text = jsonid.Number(string(raw))
	default:
		return "", fmt.Errorf("%q must be a string or number, not %s", field, jsonKind(c))
	}
	if text == "" {
		return "", fmt.Errorf("empty %q", field)
	}
	return text, nil
}

// jsonKind names the kind of JSON value starting with c.
func jsonKind(c byte) string {
	switch c {
	case '{':
		return "an object"
	case '[':
		return "an array"
	case 't', 'f':
		return "a boolean"
	}
	return "a " + strconv.QuoteRune(rune(c)) + " value"
}

// ReadLabels reads a whole label file into an id → cluster map, failing on
// the first malformed line or repeated id.
func ReadLabels(r io.Reader, name string) (map[string]string, error) {
	labels := make(map[string]string)
	lr := NewLabelReader(r, name)
	for {
		l, err := lr.Read()
		if errors.Is(err, io.EOF) {
			return labels, nil
		}
		if err != nil {
			return nil, err
		}
		if _, dup := labels[l.ID]; dup {
			return nil, &LineError{Name: name, Line: l.Line, Err: fmt.Errorf("%w %q", ErrDuplicateID, l.ID)}
		}
		labels[l.ID] = l.Cluster
	}
}
