package input

import "fmt"

// placeError is bad input at a place in a file. It prints as "file:line: reason"
// (or "file: reason" when no line applies) and wraps copydesk.ErrBadInput or
// copydesk.ErrDuplicateID, plus the underlying error if there is one.
type placeError struct {
	at     location
	reason string
	kind   error
	cause  error
}

func (e *placeError) Error() string { return e.at.String() + ": " + e.reason }

func (e *placeError) Unwrap() []error {
	if e.cause != nil {
		return []error{e.kind, e.cause}
	}
	return []error{e.kind}
}

// location is where a document or a problem is: a JSON line, or a whole file (line 0).
type location struct {
	name string // file path as given, or "stdin"
	line int64
}

func (l location) String() string {
	if l.line > 0 {
		return fmt.Sprintf("%s:%d", l.name, l.line)
	}
	return l.name
}
