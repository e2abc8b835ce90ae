package sqlite

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// FuzzStoriesQuery: whatever words a reader types, the story search is a
// list (maybe empty), never an SQL error: MatchQuery quotes each word, and
// no word it keeps breaks the FTS5 query.
func FuzzStoriesQuery(f *testing.F) {
	ctx := context.Background()
	db := open(f, filepath.Join(f.TempDir(), "desk.db"))
	defer db.Close()
	now := time.Date(2026, 3, 11, 8, 0, 0, 0, time.UTC)
	tx, err := db.Begin(ctx)
	if err != nil {
		f.Fatal(err)
	}
	for i, title := range []string{"Ferry capsizes off Gdańsk", "Rates rise 100%_", "東京で地震", "Ｆｕｌｌｗｉｄｔｈ title", "Café au lait prices"} {
		id := string(rune('a' + i))
		a := &Article{Seq: i, ID: id, Title: title, Text: "text", Sketch: []byte{1}, Features: []byte{1}, Ingested: now, Published: now, Story: id, Words: 1}
		if err := tx.InsertArticle(a); err != nil {
			f.Fatal(err)
		}
		if err := tx.TouchStory(&StoryTouch{ID: id, Headline: title, Published: now, Updated: now}); err != nil {
			f.Fatal(err)
		}
	}
	if err := tx.Commit(); err != nil {
		f.Fatal(err)
	}
	for _, q := range []string{"ferry", `x" OR 1`, "NEAR(a b)", "a:b", "^start", "東京", "cafe", "ｆｕｌｌ", "'", "\x00", "\xff", "AND", "-x", "a*", "𞤀𞤁", "ǅ", "²", "x\u200dy", strings.Repeat("w ", 40)} {
		f.Add(q)
	}
	f.Fuzz(func(t *testing.T, q string) {
		if m := MatchQuery(q); strings.Count(m, `"*`) > 16 {
			t.Fatalf("MatchQuery(%q) = %q: more than 16 words", q, m)
		}
		if _, err := db.Stories(ctx, time.Time{}, q, 10, nil); err != nil {
			t.Fatalf("Stories(%q): %v (match %q)", q, err, MatchQuery(q))
		}
	})
}
