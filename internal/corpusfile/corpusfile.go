// Package corpusfile reads and writes the JSON-lines files of the corpus
// generators (cmd/repubgen, cmd/plantgen): source articles in, labelled
// corpora out.
package corpusfile

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/eval"
	"github.com/copydesk/copydesk/input"
	"github.com/copydesk/copydesk/synth"
)

// ReadArticles reads a corpus file with input.Read, as every command
// reads one (JSON lines or a directory, compressed or not; byte order
// marks, numeric ids, the accepted date layouts), and, when present, the
// categories of labels-category.jsonl next to it, read as copydesk eval
// reads a label file (a numeric id or cluster is its decimal text, as a
// numeric document id is); a malformed label line is an error.
func ReadArticles(ctx context.Context, path string) ([]synth.Article, error) {
	cats, err := readCategories(filepath.Join(filepath.Dir(path), "labels-category.jsonl"))
	if err != nil {
		return nil, err
	}
	var out []synth.Article
	_, err = input.Read(ctx, []string{path}, nil, input.Options{}, func(d copydesk.Document) error {
		out = append(out, synth.Article{
			Document: synth.Document{ID: d.ID, Title: d.Title, Text: d.Text, Source: d.Source, Published: d.Published},
			Category: cats[d.ID],
		})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// readCategories reads a label file into an id → category map; a file
// that does not exist gives none.
func readCategories(path string) (map[string]string, error) {
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return map[string]string{}, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return eval.ReadLabels(f, path)
}

// Date formats a publication date as the files hold it ("" when unknown).
func Date(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.Format(time.DateOnly)
}

// Writer writes several JSON-lines files of one directory side by side.
type Writer struct {
	paths []string
	files []*os.File
	bufs  []*bufio.Writer
	encs  []*json.Encoder
}

// Create creates (or truncates) the named files in dir. When one cannot
// be created, those created before it are removed.
func Create(dir string, names ...string) (*Writer, error) {
	w := &Writer{}
	for _, n := range names {
		path := filepath.Join(dir, n)
		f, err := os.Create(path)
		if err != nil {
			w.Close()
			w.Remove()
			return nil, err
		}
		b := bufio.NewWriterSize(f, 1<<20)
		enc := json.NewEncoder(b)
		enc.SetEscapeHTML(false)
		w.paths, w.files, w.bufs, w.encs = append(w.paths, path), append(w.files, f), append(w.bufs, b), append(w.encs, enc)
	}
	return w, nil
}

// Write creates the named files in dir, has fill write them and closes
// them. When fill or a write fails, every file is removed (none is left
// half written) and the error, which names the file when a write failed,
// returned.
func Write(dir string, names []string, fill func(*Writer) error) (err error) {
	w, err := Create(dir, names...)
	if err != nil {
		return err
	}
	defer func() {
		if cerr := w.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			w.Remove()
		}
	}()
	return fill(w)
}

// Remove removes the files, as far as it can; it is called after Close.
func (w *Writer) Remove() {
	for _, p := range w.paths {
		os.Remove(p)
	}
}

// Encode writes v as one line of the i-th file.
func (w *Writer) Encode(i int, v any) error { return w.encs[i].Encode(v) }

// Close flushes and closes every file, returning the first error.
func (w *Writer) Close() error {
	var first error
	for i, f := range w.files {
		if err := w.bufs[i].Flush(); err != nil && first == nil {
			first = err
		}
		if err := f.Close(); err != nil && first == nil {
			first = err
		}
	}
	return first
}

// Counts formats a tally for a generator's summary: "a 3, b 1", the most
// frequent first, ties by name.
func Counts(m map[string]int) string {
	keys := slices.Collect(maps.Keys(m))
	slices.SortFunc(keys, func(a, b string) int {
		if m[a] != m[b] {
			return m[b] - m[a]
		}
		return strings.Compare(a, b)
	})
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s %d", k, m[k])
	}
	return strings.Join(parts, ", ")
}
