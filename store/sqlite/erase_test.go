package sqlite

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// A deleted article leaves no trace of its text or title in the file:
// not in the pages it freed, the log of deletions (emptied by the next
// snapshot) or the title index.
func TestDeletedTextErased(t *testing.T) {
	ctx := context.Background()
	for _, size := range []int{60, 20000} { // a text in its row, and one in overflow pages
		path := filepath.Join(t.TempDir(), "desk.db")
		db := open(t, path)
		secret := "Zyxwvutsrq"
		text := strings.Repeat("plain words of a report ", size/24) + secret + " closes it."
		title := "Qwertyuiop headline"
		tx, err := db.Begin(ctx)
		if err != nil {
			t.Fatal(err)
		}
		now := time.Date(2026, 3, 11, 0, 0, 0, 0, time.UTC)
		for seq, a := range []*Article{
			{Seq: 0, ID: "keep", Title: "Kept", Text: "another report entirely", Story: "keep"},
			{Seq: 1, ID: "gone", Title: title, Text: text, Story: "gone"},
		} {
			a.Ingested, a.Sketch, a.Features = now, []byte{byte(seq)}, []byte{byte(seq)}
			if err := tx.InsertArticle(a); err != nil {
				t.Fatal(err)
			}
			if err := tx.TouchStory(&StoryTouch{ID: a.Story, Headline: a.Title, Updated: now}); err != nil {
				t.Fatal(err)
			}
		}
		if err := tx.Commit(); err != nil {
			t.Fatal(err)
		}
		tx, _ = db.Begin(ctx)
		if _, err := tx.DeleteArticle(1, -1, "", now); err != nil {
			t.Fatal(err)
		}
		if err := tx.LogDeletion(&Deletion{After: 1, Member: Member{Seq: 1, ID: "gone", Title: title, Text: text, Story: "gone"}}); err != nil {
			t.Fatal(err)
		}
		if err := tx.Commit(); err != nil {
			t.Fatal(err)
		}
		tx, _ = db.Begin(ctx)
		if err := tx.PutSnapshot("stories", []byte{1}); err != nil {
			t.Fatal(err)
		}
		if err := tx.Commit(); err != nil {
			t.Fatal(err)
		}
		if err := db.Close(); err != nil {
			t.Fatal(err)
		}
		for _, f := range []string{path, path + "-wal"} {
			data, err := os.ReadFile(f)
			if err != nil {
				continue
			}
			for _, s := range []string{secret, "Qwertyuiop", "qwertyuiop"} {
				if bytes.Contains(data, []byte(s)) {
					t.Errorf("text of %d bytes: %s still holds %q", size, filepath.Base(f), s)
				}
			}
		}
	}
}

// A title index made before deleted titles were erased from it
// (contentless_delete=1, schema version 2) kept their words; opening the
// file upgrades it to version 3, rebuilding the index from the live
// articles' titles, and searches find what they found.
func TestOldTitleIndexRebuilt(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "desk.db")
	db := open(t, path)
	if _, err := db.w.ExecContext(ctx, `DROP TABLE titles; UPDATE meta SET value = '2' WHERE key = 'schema';
		CREATE VIRTUAL TABLE titles USING fts5(title, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2')`); err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 3, 11, 0, 0, 0, 0, time.UTC)
	tx, _ := db.Begin(ctx)
	// The third title is blank to strings.TrimSpace, not to SQLite's trim:
	// never indexed, it must not be after the rebuild either (its deletion
	// would not take it out).
	for seq, title := range []string{"Ferry capsizes in strait", "Qwertyuiop resigns", "\t\u00a0\u3000"} {
		a := &Article{Seq: seq, ID: string(rune('a' + seq)), Title: title, Text: "text", Story: "s", Ingested: now, Sketch: []byte{1}, Features: []byte{1}}
		if err := tx.InsertArticle(a); err != nil {
			t.Fatal(err)
		}
	}
	if err := tx.TouchStory(&StoryTouch{ID: "s", Headline: "Ferry capsizes in strait", Updated: now}); err != nil {
		t.Fatal(err)
	}
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}
	// As the build before deleted: the row marked deleted in the index.
	if _, err := db.w.ExecContext(ctx, `UPDATE articles SET deleted = 1, title = '' WHERE seq = 1; DELETE FROM titles WHERE rowid = 1`); err != nil {
		t.Fatal(err)
	}
	db.Close()
	if data, _ := os.ReadFile(path); !bytes.Contains(data, []byte("qwertyuiop")) {
		t.Fatal("the old index does not keep the deleted title's words: the test shows nothing")
	}
	db = open(t, path)
	if ss, err := db.Stories(ctx, time.Time{}, "ferry", 10, nil); err != nil || len(ss) != 1 {
		t.Errorf("search after the rebuild: %d stories, %v; want the ferry story", len(ss), err)
	}
	if v, err := db.Meta(ctx, "schema"); err != nil || v != "3" {
		t.Errorf("schema version after the upgrade %q, %v; want 3", v, err)
	}
	var indexed int
	if err := db.w.QueryRowContext(ctx, `SELECT count(*) FROM titles_docsize`).Scan(&indexed); err != nil || indexed != 1 {
		t.Errorf("%d titles indexed after the rebuild (%v), want 1", indexed, err)
	}
	tx, _ = db.Begin(ctx)
	for seq := range 3 {
		if seq != 1 {
			if _, err := tx.DeleteArticle(seq, -1, "", now); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}
	if err := db.w.QueryRowContext(ctx, `SELECT count(*) FROM titles_docsize`).Scan(&indexed); err != nil || indexed != 0 {
		t.Errorf("%d titles indexed after every article is deleted (%v), want none", indexed, err)
	}
	if _, err := db.w.ExecContext(ctx, `INSERT INTO titles(titles) VALUES('integrity-check')`); err != nil {
		t.Errorf("title index integrity: %v", err)
	}
	db.Close()
	if data, _ := os.ReadFile(path); bytes.Contains(data, []byte("qwertyuiop")) {
		t.Error("the deleted title's words are still in the file after the rebuild")
	}
}
