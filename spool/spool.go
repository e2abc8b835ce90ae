// Package spool keeps document texts in a temporary file so that a corpus
// larger than memory can be verified: texts are appended once while reading
// and read back by offset, concurrently, when candidate pairs are checked.
//
// Texts and verification features go to two files. Features are read back
// through a read-only memory map where the platform has one: verification
// reads a document's features hundreds of thousands of times, and a read
// system call and a copy each time cost more than many of the comparisons
// that follow. Texts are read rarely (to show passages) and with a system
// call, so that the map, and the resident memory it counts, holds features
// only. The kernel's page cache still decides what stays in memory, so a
// corpus larger than memory works as before.
package spool

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"sync"

	"github.com/copydesk/copydesk"
)

// Store is a copydesk.TextStore backed by unlinked temporary files.
type Store struct {
	mu      sync.Mutex
	texts   part
	feats   part
	flushed bool
	// mapped maps the features file's first len(mapped) bytes; a read past
	// it maps the file again. Earlier maps stay until Close, because
	// Features hands out slices of them.
	mapped []byte
	maps   [][]byte
	noMap  bool // mapping failed once: read with system calls
}

// part is one of the spool's files: what was appended, and where each
// document's bytes start (one extra entry for the end).
type part struct {
	f       *os.File
	w       *bufio.Writer
	offsets []int64
}

func newPart(dir, pattern string) (part, error) {
	f, err := os.CreateTemp(dir, pattern)
	if err != nil {
		return part{}, fmt.Errorf("creating spool file: %w", err)
	}
	_ = os.Remove(f.Name()) // keep the open file, drop its name
	return part{f: f, w: bufio.NewWriterSize(f, 1<<20), offsets: []int64{0}}, nil
}

func (p *part) append(b []byte, s string) error {
	var err error
	if b != nil {
		_, err = p.w.Write(b)
	} else {
		_, err = p.w.WriteString(s)
	}
	p.offsets = append(p.offsets, p.offsets[len(p.offsets)-1]+int64(len(b)+len(s)))
	return err
}

func (p *part) size() int64 { return p.offsets[len(p.offsets)-1] }

// errNoMap reports that the file cannot be memory-mapped here.
var errNoMap = errors.New("spool: no memory map on this platform")

var _ copydesk.TextStore = (*Store)(nil)

// New creates the spool files in dir (os.TempDir() when empty). The files
// are removed from the directory at once, so they disappear when the
// process ends, however it ends.
func New(dir string) (*Store, error) {
	texts, err := newPart(dir, "copydesk-*.spool")
	if err != nil {
		return nil, err
	}
	feats, err := newPart(dir, "copydesk-*.features")
	if err != nil {
		texts.f.Close()
		return nil, err
	}
	return &Store{texts: texts, feats: feats}, nil
}

// docs is the number of documents put.
func (s *Store) docs() int { return len(s.texts.offsets) - 1 }

// Put appends the text and features of document doc; documents must come
// in order 0, 1, 2...
func (s *Store) Put(doc int, text string, features []byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if doc != s.docs() {
		return fmt.Errorf("spool: document %d put out of order (expected %d)", doc, s.docs())
	}
	if err := s.texts.append(nil, text); err != nil {
		return fmt.Errorf("spool: writing document %d: %w", doc, err)
	}
	if err := s.feats.append(features, ""); err != nil {
		return fmt.Errorf("spool: writing document %d: %w", doc, err)
	}
	s.flushed = false
	return nil
}

// locate flushes what was written and returns where document doc lies in
// p (s.mu held).
func (s *Store) locate(p *part, doc int) (start, end int64, err error) {
	if !s.flushed {
		if err := errors.Join(s.texts.w.Flush(), s.feats.w.Flush()); err != nil {
			return 0, 0, fmt.Errorf("spool: %w", err)
		}
		s.flushed = true
	}
	if doc < 0 || doc >= s.docs() {
		return 0, 0, fmt.Errorf("spool: document %d: %w", doc, copydesk.ErrUnknownDocument)
	}
	return p.offsets[doc], p.offsets[doc+1], nil
}

// readAt reads [start, end) of f into buf when it is large enough.
func readAt(f *os.File, start, end int64, buf []byte, doc int) ([]byte, error) {
	if n := int(end - start); cap(buf) >= n {
		buf = buf[:n]
	} else {
		buf = make([]byte, n)
	}
	if _, err := f.ReadAt(buf, start); err != nil {
		return nil, fmt.Errorf("spool: reading document %d: %w", doc, err)
	}
	return buf, nil
}

// remap maps the features file as written so far (s.mu held, buffers
// flushed), and room to grow: at least twice the previous map, so that reads
// between writes map the file a logarithmic number of times. A shared map
// may reach past the end of the file; its pages there become readable as
// the file grows, and reads never go past what was flushed.
func (s *Store) remap() {
	size := s.feats.size()
	if size == 0 {
		return
	}
	size = max(size, 2*int64(len(s.mapped)), 1<<20)
	m, err := mapFile(s.feats.f, size)
	if err != nil {
		s.noMap = true
		return
	}
	s.maps = append(s.maps, m)
	s.mapped = m
}

// Text reads back the text of document doc. Safe for concurrent use.
func (s *Store) Text(doc int) (string, error) {
	s.mu.Lock()
	start, end, err := s.locate(&s.texts, doc)
	s.mu.Unlock()
	if err != nil {
		return "", err
	}
	b, err := readAt(s.texts.f, start, end, nil, doc)
	return string(b), err
}

// Features reads back the features of document doc: a slice of the memory
// map, valid until Close, which callers must not modify; or, where there is
// no map, read into buf when it is large enough. Safe for concurrent use.
func (s *Store) Features(doc int, buf []byte) ([]byte, error) {
	s.mu.Lock()
	start, end, err := s.locate(&s.feats, doc)
	if err != nil {
		s.mu.Unlock()
		return nil, err
	}
	if !s.noMap && end > int64(len(s.mapped)) {
		s.remap()
	}
	if end <= int64(len(s.mapped)) {
		b := s.mapped[start:end:end]
		s.mu.Unlock()
		return b, nil
	}
	s.mu.Unlock()
	return readAt(s.feats.f, start, end, buf, doc)
}

// Size is the number of bytes spooled.
func (s *Store) Size() int64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.texts.size() + s.feats.size()
}

// Close removes the spool. Slices returned by Features are invalid from
// then on.
func (s *Store) Close() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	var errs []error
	for _, m := range s.maps {
		errs = append(errs, unmapFile(m))
	}
	s.maps, s.mapped = nil, nil
	errs = append(errs, s.texts.f.Close(), s.feats.f.Close())
	return errors.Join(errs...)
}
