package sqlite

import (
	"context"
	"errors"
	"path/filepath"
	"testing"
	"time"
)

func TestRoundTrip(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "desk.db")
	db, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 3, 11, 8, 0, 0, 0, time.UTC)
	tx, _ := db.Begin(ctx)
	for i, id := range []string{"a", "b"} {
		if err := tx.InsertArticle(ctx, &Article{Seq: i, ID: id, Title: "T " + id, Text: "text " + id, Sketch: []byte{1}, Features: []byte{byte(i)}, Ingested: now, Published: now.Add(time.Duration(i) * time.Hour), Story: "s1"}); err != nil {
			t.Fatal(err)
		}
	}
	tx.InsertRelation(ctx, &Relation{A: 0, B: 1, Kind: "near-duplicate", Jaccard: 0.9, Passages: "[]"})
	tx.UpsertStory(ctx, &Story{ID: "s1", Headline: "Ferry capsizes", FirstSeen: now, LastSeen: now.Add(time.Hour), Updated: now, Size: 2})
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}
	// Reopen: everything is there.
	db.Close()
	db, err = Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	a, err := db.ArticleByID(ctx, "b")
	if err != nil || a.Seq != 1 || a.Title != "T b" || !a.Published.Equal(now.Add(time.Hour)) {
		t.Fatalf("ArticleByID: %+v %v", a, err)
	}
	if f, _ := db.Features(1); len(f) != 1 || f[0] != 1 {
		t.Errorf("features %v", f)
	}
	if rs, _ := db.StoryRelations(ctx, "s1"); len(rs) != 1 || rs[0].Kind != "near-duplicate" {
		t.Errorf("story relations %+v", rs)
	}
	if ss, _ := db.Stories(ctx, time.Time{}, "ferry", 10); len(ss) != 1 || ss[0].Version != 1 {
		t.Errorf("stories %+v", ss)
	}
	if ss, _ := db.Stories(ctx, time.Time{}, "100%_", 10); len(ss) != 0 {
		t.Errorf("LIKE wildcards must be literal: %+v", ss)
	}
	tx, _ = db.Begin(ctx)
	tx.DeleteArticle(ctx, 0)
	tx.Commit()
	if _, err := db.ArticleByID(ctx, "a"); !errors.Is(err, ErrNotFound) {
		t.Errorf("deleted article: %v", err)
	}
	if rs, _ := db.Relations(ctx, 1); len(rs) != 0 {
		t.Errorf("relations of a deleted article remain: %+v", rs)
	}
	n, _ := db.NextSeq(ctx)
	if n != 2 {
		t.Errorf("next seq %d", n)
	}
	seen := 0
	db.Scan(ctx, 0, false, func(l *Loaded) error { seen++; return nil })
	if seen != 2 {
		t.Errorf("scan saw %d", seen)
	}
}
