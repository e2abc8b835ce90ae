package deskpages

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/desk"
	"github.com/copydesk/copydesk/input"
	"github.com/copydesk/copydesk/web"
)

var testNow = time.Date(2026, 3, 15, 12, 0, 0, 0, time.UTC)

// openDesk opens a desk whose clock stands at testNow.
func openDesk(t testing.TB, path string) *desk.Desk {
	t.Helper()
	d, err := desk.Open(context.Background(), path, desk.Options{Now: func() time.Time { return testNow }})
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Wait(context.Background()); err != nil {
		t.Fatal(err)
	}
	return d
}

func readExamples(t testing.TB) []copydesk.Document {
	t.Helper()
	docs, err := input.ReadAll(context.Background(), []string{"../../examples/news.jsonl"}, input.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return docs
}

// The pages list every story once across pages of the desk's cursor, and
// a story of undated articles shows no publication time (its members
// have none) but when it last changed, not the ingest time as its span
// ("6 Dec 2026" for a 2012 story).
func TestPagesStories(t *testing.T) {
	d := openDesk(t, filepath.Join(t.TempDir(), "desk.db"))
	defer d.Close()
	docs := readExamples(t)
	for i := range docs {
		if i%2 == 0 {
			docs[i].Published = time.Time{}
		}
	}
	if _, err := d.Ingest(t.Context(), docs); err != nil {
		t.Fatal(err)
	}
	all, err := d.Stories(t.Context(), desk.StoryQuery{Limit: 1000})
	if err != nil {
		t.Fatal(err)
	}
	p := New(d)
	seen := map[string]bool{}
	undated := 0
	after := ""
	for pages := 0; ; pages++ {
		list, next, err := p.Stories(t.Context(), "", after, 3)
		if err != nil || pages > len(all) {
			t.Fatalf("page %d: %v", pages, err)
		}
		for _, s := range list {
			if seen[s.ID] {
				t.Errorf("%s listed twice", s.ID)
			}
			seen[s.ID] = true
			if s.First.IsZero() != s.Last.IsZero() {
				t.Errorf("%s: first %v, last %v", s.ID, s.First, s.Last)
			}
			if s.First.IsZero() {
				undated++
				if !s.Updated.Equal(testNow) {
					t.Errorf("%s: updated %v, want %v", s.ID, s.Updated, testNow)
				}
			}
		}
		if next == "" {
			break
		}
		after = next
	}
	if len(seen) != len(all) {
		t.Errorf("pages listed %d of %d stories", len(seen), len(all))
	}
	if undated == 0 {
		t.Error("no undated story to check")
	}
	if _, _, err := p.Stories(t.Context(), "", "garbage!", 3); !errors.Is(err, web.ErrBadQuery) {
		t.Errorf("a bad cursor: %v, want web.ErrBadQuery", err)
	}
}

// The page of a deleted article answers 410 Gone, as the API does: the
// desk keeps the id of a deleted article (it is not reused), so it knows
// the article was there. It answered 404, as for an id that never
// existed, which still answers 404, as does a story emptied by deletions
// (the desk keeps no trace of it). The side by side of a deleted article
// is gone too.
func TestPagesDeletedArticleGone(t *testing.T) {
	d := openDesk(t, filepath.Join(t.TempDir(), "desk.db"))
	defer d.Close()
	if _, err := d.Ingest(t.Context(), readExamples(t)); err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"gazette-ferry-02", "courier-cheese-01"} {
		if _, err := d.Delete(t.Context(), id); err != nil {
			t.Fatal(err)
		}
	}
	h := web.New(New(d), nil)
	for _, tc := range []struct {
		path string
		code int
	}{
		{"/articles/wire-ferry-01", http.StatusOK},
		{"/articles/gazette-ferry-02", http.StatusGone},
		{"/articles/courier-cheese-01", http.StatusGone},
		{"/compare/wire-ferry-01/gazette-ferry-02", http.StatusGone},
		{"/compare/gazette-ferry-02/wire-ferry-01", http.StatusGone},
		{"/articles/nope", http.StatusNotFound},
		{"/compare/wire-ferry-01/nope", http.StatusNotFound},
		{"/stories/courier-cheese-01", http.StatusNotFound},
	} {
		for _, method := range []string{http.MethodGet, http.MethodHead} {
			w := httptest.NewRecorder()
			h.ServeHTTP(w, httptest.NewRequest(method, tc.path, nil))
			if w.Code != tc.code {
				t.Errorf("%s %s: %d, want %d", method, tc.path, w.Code, tc.code)
			}
			if method == http.MethodGet && tc.code == http.StatusGone && !strings.Contains(w.Body.String(), "deleted") {
				t.Errorf("%s %s: the page does not say the article was deleted:\n%s", method, tc.path, w.Body)
			}
		}
	}
	if _, err := New(d).Article(t.Context(), "gazette-ferry-02"); !errors.Is(err, web.ErrGone) || errors.Is(err, web.ErrNotFound) {
		t.Errorf("New(d).Article of a deleted article: %v, want web.ErrGone", err)
	}
}
