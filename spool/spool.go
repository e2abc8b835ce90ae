// Package spool keeps document texts in a temporary file so that a corpus
// larger than memory can be verified: texts are appended once while reading
// and read back by offset, concurrently, when candidate pairs are checked.
package spool

import (
	"bufio"
	"fmt"
	"os"
	"sync"

	"github.com/copydesk/copydesk"
)

// Store is a copydesk.TextStore backed by an unlinked temporary file.
type Store struct {
	mu      sync.Mutex
	f       *os.File
	w       *bufio.Writer
	offsets []int64 // offsets[2i] starts text i, offsets[2i+1] its features; one extra entry for the end
	flushed bool
}

var _ copydesk.TextStore = (*Store)(nil)

// New creates the spool file in dir (os.TempDir() when empty). The file is
// removed from the directory at once, so it disappears when the process
// ends, however it ends.
func New(dir string) (*Store, error) {
	f, err := os.CreateTemp(dir, "copydesk-*.spool")
	if err != nil {
		return nil, fmt.Errorf("creating spool file: %w", err)
	}
	_ = os.Remove(f.Name()) // keep the open file, drop its name
	return &Store{f: f, w: bufio.NewWriterSize(f, 1<<20), offsets: []int64{0}}, nil
}

// docs is the number of documents put.
func (s *Store) docs() int { return (len(s.offsets) - 1) / 2 }

// Put appends the text and features of document doc; documents must come
// in order 0, 1, 2...
func (s *Store) Put(doc int, text string, features []byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if doc != s.docs() {
		return fmt.Errorf("spool: document %d put out of order (expected %d)", doc, s.docs())
	}
	if _, err := s.w.WriteString(text); err != nil {
		return fmt.Errorf("spool: writing document %d: %w", doc, err)
	}
	if _, err := s.w.Write(features); err != nil {
		return fmt.Errorf("spool: writing document %d: %w", doc, err)
	}
	end := s.offsets[len(s.offsets)-1]
	s.offsets = append(s.offsets, end+int64(len(text)), end+int64(len(text))+int64(len(features)))
	s.flushed = false
	return nil
}

// read returns the bytes of part (0 text, 1 features) of document doc, in
// buf when it is large enough.
func (s *Store) read(doc, part int, buf []byte) ([]byte, error) {
	s.mu.Lock()
	if !s.flushed {
		if err := s.w.Flush(); err != nil {
			s.mu.Unlock()
			return nil, fmt.Errorf("spool: %w", err)
		}
		s.flushed = true
	}
	if doc < 0 || doc >= s.docs() {
		s.mu.Unlock()
		return nil, fmt.Errorf("spool: document %d: %w", doc, copydesk.ErrUnknownDocument)
	}
	start, end := s.offsets[2*doc+part], s.offsets[2*doc+part+1]
	s.mu.Unlock()
	if n := int(end - start); cap(buf) >= n {
		buf = buf[:n]
	} else {
		buf = make([]byte, n)
	}
	if _, err := s.f.ReadAt(buf, start); err != nil {
		return nil, fmt.Errorf("spool: reading document %d: %w", doc, err)
	}
	return buf, nil
}

// Text reads back the text of document doc. Safe for concurrent use.
func (s *Store) Text(doc int) (string, error) {
	b, err := s.read(doc, 0, nil)
	return string(b), err
}

// Features reads back the features of document doc, into buf when it is
// large enough. Safe for concurrent use.
func (s *Store) Features(doc int, buf []byte) ([]byte, error) { return s.read(doc, 1, buf) }

// Size is the number of bytes spooled.
func (s *Store) Size() int64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.offsets[len(s.offsets)-1]
}

// Close removes the spool.
func (s *Store) Close() error { return s.f.Close() }
