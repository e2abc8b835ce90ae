package corpusfile

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/input"
)

func TestRoundTrip(t *testing.T) {
	dir := t.TempDir()
	w, err := Create(dir, "docs.jsonl", "labels-category.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	day := time.Date(1987, 2, 26, 0, 0, 0, 0, time.UTC)
	type doc struct {
		ID        string `json:"id"`
		Title     string `json:"title"`
		Text      string `json:"text"`
		Source    string `json:"source"`
		Published string `json:"published"`
	}
	docs := []doc{
		{"a", "Rates <cut>", "The bank cut rates & said so.", "Wire", Date(day)},
		{"b", "", "No date, no source.", "", Date(time.Time{})},
	}
	for _, d := range docs {
		if err := w.Encode(0, d); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Encode(1, struct{ ID, Cluster string }{"a", "business"}); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	raw, _ := os.ReadFile(filepath.Join(dir, "docs.jsonl"))
	if !strings.Contains(string(raw), "<cut>") || !strings.Contains(string(raw), "&") {
		t.Errorf("HTML characters escaped: %s", raw)
	}
	arts, err := ReadArticles(context.Background(), filepath.Join(dir, "docs.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if len(arts) != 2 {
		t.Fatalf("read %d articles, want 2", len(arts))
	}
	if a := arts[0]; a.ID != "a" || a.Title != "Rates <cut>" || a.Source != "Wire" || !a.Published.Equal(day) || a.Category != "business" {
		t.Errorf("first article: %+v", a)
	}
	if b := arts[1]; !b.Published.IsZero() || b.Category != "" {
		t.Errorf("second article: %+v", b)
	}
}

// Read as the commands read a corpus: a byte order mark on a line of its
// own or before a line, numeric ids and dates with a time are taken; a
// malformed line is an error naming the file and line.
func TestReadArticlesLikeTheCommands(t *testing.T) {
	path := filepath.Join(t.TempDir(), "docs.jsonl")
	os.WriteFile(path, []byte("\xef\xbb\xbf{\"id\":7,\"text\":\"x\",\"published\":\"2001-02-03T04:05:06Z\"}\n\xef\xbb\xbf\n\xef\xbb\xbf{\"id\":\"b\",\"text\":\"y\"}\n"), 0o644)
	arts, err := ReadArticles(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	if len(arts) != 2 || arts[0].ID != "7" || !arts[0].Published.Equal(time.Date(2001, 2, 3, 4, 5, 6, 0, time.UTC)) || arts[1].ID != "b" {
		t.Errorf("read %+v", arts)
	}
}

func TestReadArticlesBadLine(t *testing.T) {
	path := filepath.Join(t.TempDir(), "docs.jsonl")
	os.WriteFile(path, []byte("{\"id\":\"a\",\"text\":\"x\"}\n\n{bad\n"), 0o644)
	_, err := ReadArticles(context.Background(), path)
	if err == nil || !strings.Contains(err.Error(), "docs.jsonl:3: invalid JSON") {
		t.Errorf("err = %v, want the file and line 3", err)
	}
}

func FuzzReadArticles(f *testing.F) {
	f.Add([]byte("{\"id\":\"a\",\"text\":\"x\",\"published\":\"2001-02-03\"}\n"))
	f.Add([]byte("{\"id\":1}\n\xff\n"))
	f.Add([]byte("{\"id\":\"a\",\"title\":\" T \",\"text\":\" x\\n\",\"source\":\"S\"}\n{\"id\":\"b\",\"text\":\"y\",\"published\":\"2001-02-03T04:05:06+02:00\"}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(t.TempDir(), "docs.jsonl")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		arts, err := ReadArticles(context.Background(), path)
		// The articles are the documents input.Read gives, as the commands read them.
		var docs []copydesk.Document
		_, rerr := input.Read(context.Background(), []string{path}, nil, input.Options{}, func(d copydesk.Document) error {
			docs = append(docs, d)
			return nil
		})
		if (err == nil) != (rerr == nil) {
			t.Fatalf("ReadArticles: %v; input.Read: %v", err, rerr)
		}
		if err != nil {
			if arts != nil {
				t.Fatalf("%d articles with the error %v", len(arts), err)
			}
			return
		}
		if len(arts) != len(docs) {
			t.Fatalf("%d articles, %d documents", len(arts), len(docs))
		}
		for i, a := range arts {
			d := docs[i]
			if a.ID != d.ID || a.Title != d.Title || a.Text != d.Text || a.Source != d.Source || !a.Published.Equal(d.Published) || a.Category != "" {
				t.Fatalf("article %d: %+v, document %+v", i, a, d)
			}
		}
	})
}

func TestCounts(t *testing.T) {
	for _, c := range []struct {
		in   map[string]int
		want string
	}{
		{nil, ""},
		{map[string]int{"trim": 1}, "trim 1"},
		{map[string]int{"b": 2, "a": 2, "c": 5}, "c 5, a 2, b 2"},
	} {
		if got := Counts(c.in); got != c.want {
			t.Errorf("Counts(%v) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestReadArticlesCategoryLabels: labels-category.jsonl is read as copydesk
// eval reads a label file, and as the documents' ids are read: a numeric id
// or cluster is its decimal text, so the category of document 7 is found
// under {"id": 7} (json.Unmarshal into a string field refused that line,
// and the category was dropped without a word). A malformed line is an
// error naming the file and line, not a category silently lost.
func TestReadArticlesCategoryLabels(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "docs.jsonl")
	os.WriteFile(path, []byte("{\"id\":7,\"text\":\"x\"}\n{\"id\":\"b\",\"text\":\"y\"}\n{\"id\":\"c\",\"text\":\"z\"}\n"), 0o644)
	labels := filepath.Join(dir, "labels-category.jsonl")
	os.WriteFile(labels, []byte("{\"id\": 7, \"cluster\": \"sport\"}\r\n\xef\xbb\xbf{\"id\": \"b\", \"cluster\": 3}\n"), 0o644)
	arts, err := ReadArticles(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	if len(arts) != 3 || arts[0].Category != "sport" || arts[1].Category != "3" || arts[2].Category != "" {
		t.Errorf("categories: %+v", arts)
	}
	os.WriteFile(labels, []byte("{\"id\": \"b\", \"cluster\": \"x\"}\n{\"id\": \"c\", \"cluster\": \n"), 0o644)
	_, err = ReadArticles(context.Background(), path)
	if err == nil || !strings.Contains(err.Error(), "labels-category.jsonl:2:") {
		t.Errorf("err = %v, want the labels file and line 2", err)
	}
}

// Files that cannot all be written are all removed: a file that cannot be
// created takes those created before it away (an empty docs.jsonl was
// left), and so does a write that fails.
func TestWriteRemovesOnFailure(t *testing.T) {
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "labels.jsonl"), 0o755); err != nil {
		t.Fatal(err)
	}
	if _, err := Create(dir, "docs.jsonl", "labels.jsonl", "meta.jsonl"); err == nil {
		t.Fatal("Create over a directory: no error")
	}
	if _, err := os.Stat(filepath.Join(dir, "docs.jsonl")); err == nil {
		t.Error("docs.jsonl left by a Create that failed")
	}
	dir = t.TempDir()
	bad := errors.New("bad")
	err := Write(dir, []string{"a.jsonl", "b.jsonl"}, func(w *Writer) error {
		if err := w.Encode(0, "x"); err != nil {
			return err
		}
		return bad
	})
	if err != bad {
		t.Errorf("Write: err = %v, want %v", err, bad)
	}
	for _, f := range []string{"a.jsonl", "b.jsonl"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err == nil {
			t.Errorf("%s left by a Write that failed", f)
		}
	}
	if err := Write(dir, []string{"a.jsonl"}, func(w *Writer) error { return w.Encode(0, "x") }); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "a.jsonl")); string(b) != "\"x\"\n" {
		t.Errorf("a.jsonl = %q", b)
	}
}
