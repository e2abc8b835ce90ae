package desk

import (
	"errors"
	"path/filepath"
	"testing"
	"time"

	"github.com/copydesk/copydesk/web"
)

// The pages list every story once across pages of the desk's cursor, and
// a story of undated articles shows no publication time (its members
// have none) but when it last changed: until a review it showed the
// ingest time as its span, "6 Dec 2026" for a 2012 story.
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
	all, err := d.Stories(t.Context(), StoryQuery{Limit: 1000})
	if err != nil {
		t.Fatal(err)
	}
	p := d.Pages()
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
