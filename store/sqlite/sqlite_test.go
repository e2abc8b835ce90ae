package sqlite

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"
)

func open(t testing.TB, path string) *DB {
	t.Helper()
	db, err := Open(context.Background(), path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	return db
}

func TestRoundTrip(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "desk.db")
	db := open(t, path)
	now := time.Date(2026, 3, 11, 8, 0, 0, 0, time.UTC)
	tx, err := db.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for i, id := range []string{"a", "b", "c"} {
		a := &Article{Seq: i, ID: id, Title: "Ferry capsizes " + id, Text: "text " + id, Sketch: []byte{1, byte(i)}, Features: []byte{byte(i)},
			Ingested: now, Published: now.Add(time.Duration(i) * time.Hour), Story: "a", StoryCopy: i == 1, Words: 2, Root: 0, Source: "S" + id[:0]}
		if i == 2 {
			a.Story, a.Title, a.Published = "c", "Rates rise 100%_", time.Time{}
		}
		if err := tx.InsertArticle(a); err != nil {
			t.Fatal(err)
		}
		if err := tx.TouchStory(&StoryTouch{ID: a.Story, Headline: a.Title, Published: a.Published, Updated: now.Add(time.Duration(i) * time.Minute), Copy: a.StoryCopy}); err != nil {
			t.Fatal(err)
		}
	}
	if err := tx.InsertRelation(&Relation{A: 0, B: 1, Kind: "near-duplicate", Jaccard: 0.9, Passages: "[]"}); err != nil {
		t.Fatal(err)
	}
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}
	// Reopen: everything is there.
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	db = open(t, path)
	defer db.Close()
	a, err := db.ArticleByID(ctx, "b", true)
	if err != nil || a.Seq != 1 || a.Title != "Ferry capsizes b" || !a.Published.Equal(now.Add(time.Hour)) || a.Text != "text b" || !a.StoryCopy {
		t.Fatalf("ArticleByID: %+v %v", a, err)
	}
	if f, _ := db.Features(1); len(f) != 1 || f[0] != 1 {
		t.Errorf("features %v", f)
	}
	if s, _ := db.Sketch(ctx, 2); len(s) != 2 || s[1] != 2 {
		t.Errorf("sketch %v", s)
	}
	if rs, _ := db.StoryRelations(ctx, "a"); len(rs) != 1 || rs[0].Kind != "near-duplicate" {
		t.Errorf("story relations %+v", rs)
	}
	s, err := db.Story(ctx, "a")
	if err != nil || s.Size != 2 || s.Independent != 1 || s.Version != 2 || !s.Open || !s.FirstSeen.Equal(now) || !s.LastSeen.Equal(now.Add(time.Hour)) {
		t.Errorf("story a: %+v %v", s, err)
	}
	if c, _ := db.Story(ctx, "c"); !c.FirstSeen.IsZero() || c.Size != 1 {
		t.Errorf("undated story c: %+v", c)
	}
	if cl, _ := db.Cluster(ctx, 0); len(cl) != 3 || cl[1].RootID != "a" || cl[0].ID != "a" {
		t.Errorf("cluster of a: %+v", cl)
	}
	// Newest activity first; q matches words of titles (prefixes too).
	for q, want := range map[string][]string{"": {"c", "a"}, "ferry": {"a"}, "FERR": {"a"}, "rates": {"c"}, "100%_": {"c"}, "%": {"c", "a"}, "nothing": nil} {
		ss, err := db.Stories(ctx, time.Time{}, q, 10, nil)
		if err != nil {
			t.Fatalf("Stories(%q): %v", q, err)
		}
		var got []string
		for _, s := range ss {
			got = append(got, s.ID)
		}
		if len(got) != len(want) || (len(got) > 0 && got[0] != want[0]) {
			t.Errorf("Stories(%q) = %v, want %v", q, got, want)
		}
	}
	if ss, _ := db.Stories(ctx, now.Add(2*time.Minute), "", 10, nil); len(ss) != 1 || ss[0].ID != "c" {
		t.Errorf("since: %+v", ss)
	}
	members, _ := db.StoryArticles(ctx, "a", true)
	if len(members) != 2 || members[0].ID != "a" || members[1].Text != "text b" {
		t.Errorf("members %+v", members)
	}
	var replay []string
	db.ScanOpenStories(ctx, func(m *Member) error { replay = append(replay, m.ID+"/"+m.CopyCluster); return nil })
	if len(replay) != 3 || replay[1] != "b/a" {
		t.Errorf("replay %v", replay)
	}

	// Delete b: a tombstone; its relations go, the story is recounted.
	tx, _ = db.Begin(ctx)
	if del, err := tx.DeleteArticle(1, -1, "", now.Add(time.Hour)); err != nil || del.StoryEmptied {
		t.Fatal(del, err)
	}
	if del, err := tx.DeleteArticle(2, -1, "", now.Add(time.Hour)); err != nil || !del.StoryEmptied {
		t.Fatal(del, err)
	}
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}
	if a, err := db.ArticleByID(ctx, "b", true); err != nil || !a.Deleted || a.Text != "" {
		t.Errorf("deleted article: %+v %v", a, err)
	}
	if rs, _ := db.Relations(ctx, 0); len(rs) != 0 {
		t.Errorf("relations of a deleted article remain: %+v", rs)
	}
	if s, _ := db.Story(ctx, "a"); s.Size != 1 || s.Version != 3 || !s.LastSeen.Equal(now) {
		t.Errorf("story after delete: %+v", s)
	}
	if _, err := db.Story(ctx, "c"); !errors.Is(err, ErrNotFound) {
		t.Errorf("emptied story: %v", err)
	}
	if ss, _ := db.Stories(ctx, time.Time{}, "ferry b", 10, nil); len(ss) != 0 {
		t.Errorf("deleted title still found: %+v", ss)
	}
	n := 0
	db.Scan(ctx, func(l *Loaded) error {
		if n != l.Seq || (l.Deleted != (l.Seq > 0)) || (l.Sketch == nil) != l.Deleted {
			t.Errorf("scan %+v", l)
		}
		n++
		return nil
	})
	if n != 3 {
		t.Errorf("scan saw %d", n)
	}
	if arts, stories, _ := db.Counts(ctx); arts != 1 || stories != 1 {
		t.Errorf("counts %d %d", arts, stories)
	}
	if _, err := db.ArticleByID(ctx, "zzz", false); !errors.Is(err, ErrNotFound) {
		t.Errorf("unknown id: %v", err)
	}
}

func TestSchemaCheck(t *testing.T) {
	path := filepath.Join(t.TempDir(), "desk.db")
	db := open(t, path)
	if err := db.SetMeta(context.Background(), "schema", "1"); err != nil {
		t.Fatal(err)
	}
	db.Close()
	if _, err := Open(context.Background(), path, Options{}); !errors.Is(err, ErrSchema) {
		t.Fatalf("old schema opened: %v", err)
	}
	if _, err := Open(context.Background(), path, Options{Synchronous: "sometimes"}); err == nil {
		t.Fatal("bad synchronous accepted")
	}
	// Not a database at all.
	bad := filepath.Join(t.TempDir(), "bad.db")
	os.WriteFile(bad, []byte("this is not SQLite, just text that is long enough to be a header........................................."), 0o666)
	if _, err := Open(context.Background(), bad, Options{}); err == nil {
		t.Fatal("text file opened as a database")
	}
}

func TestMatchQuery(t *testing.T) {
	for in, want := range map[string]string{"": "", "  ": "", "ferry": `"ferry"*`, `Ferry "capsizes"`: `"Ferry"* "capsizes"*`, "a-b": `"a"* "b"*`, `x" OR 1`: `"x"* "OR"* "1"*`} {
		if got := MatchQuery(in); got != want {
			t.Errorf("MatchQuery(%q) = %q, want %q", in, got, want)
		}
	}
}

// A snapshot written in a transaction covers what the transaction holds
// and replaces the one before; a file made before the snapshots table
// existed gets it when opened.
func TestSnapshotInTransaction(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "desk.db")
	db := open(t, path)
	if _, err := db.w.ExecContext(ctx, `DROP TABLE snapshots; DROP TABLE deletions; UPDATE meta SET value = '2' WHERE key = 'schema'`); err != nil { // as a file from before
		t.Fatal(err)
	}
	db.Close()
	db = open(t, path)
	defer db.Close()
	if _, err := db.Snapshot(ctx, "stories"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("Snapshot of none = %v, want ErrNotFound", err)
	}
	tx, err := db.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if err := tx.PutSnapshot("stories", []byte{9}); err != nil {
		t.Fatal(err)
	}
	if err := tx.InsertArticle(&Article{Seq: 0, ID: "a", Text: "text", Sketch: []byte{1}, Features: []byte{1}, Ingested: time.Now(), Story: "a"}); err != nil {
		t.Fatal(err)
	}
	if err := tx.PutSnapshot("stories", []byte{0, 1, 2, 255}); err != nil { // replaces, covering article 0
		t.Fatal(err)
	}
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}
	got, err := db.Snapshot(ctx, "stories")
	if err != nil || got.Seq != 1 || got.Live != 1 || string(got.Data) != string([]byte{0, 1, 2, 255}) || !got.Logs {
		t.Fatalf("Snapshot = %+v, %v; want seq 1, 1 live, the second data, the log emptied", got, err)
	}
	if live, deleted, err := db.Since(ctx, got.Seq); err != nil || live != 1 || deleted != 0 {
		t.Errorf("Since(1) = %d, %d, %v; want 1 live before, 0 deleted after", live, deleted, err)
	}
}

// The deletion log keeps what a start needs to replay a deletion after a
// snapshot, in order; a snapshot covers (and empties) what was logged
// before it in its transaction, not what comes after.
func TestDeletionLog(t *testing.T) {
	ctx := context.Background()
	db := open(t, filepath.Join(t.TempDir(), "desk.db"))
	defer db.Close()
	pub := time.Date(2026, 3, 11, 9, 30, 0, 0, time.UTC)
	first := Deletion{After: 4, Heir: "c", HeirIndependent: true, Member: Member{Seq: 2, ID: "b", Title: "T", Source: "S", Text: "the text",
		Published: pub, CopyCluster: "a", Story: "a", Copy: true}}
	second := Deletion{After: 4, Member: Member{Seq: 0, ID: "a", Text: "x", Story: "a"}}
	third := Deletion{After: 7, Member: Member{Seq: 6, ID: "f", Story: ""}}
	write := func(fn func(tx *Tx) error) {
		t.Helper()
		tx, err := db.Begin(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if err := fn(tx); err != nil {
			t.Fatal(err)
		}
		if err := tx.Commit(); err != nil {
			t.Fatal(err)
		}
	}
	write(func(tx *Tx) error {
		if err := tx.LogDeletion(&first); err != nil {
			return err
		}
		return tx.LogDeletion(&second)
	})
	got, err := db.Deletions(ctx)
	if err != nil || !reflect.DeepEqual(got, []Deletion{first, second}) {
		t.Fatalf("Deletions = %+v, %v; want %+v", got, err, []Deletion{first, second})
	}
	write(func(tx *Tx) error {
		if err := tx.PutSnapshot("stories", []byte{1}); err != nil {
			return err
		}
		return tx.LogDeletion(&third)
	})
	got, err = db.Deletions(ctx)
	if err != nil || !reflect.DeepEqual(got, []Deletion{third}) {
		t.Fatalf("after a snapshot, Deletions = %+v, %v; want only the one logged after it", got, err)
	}
}

// A snapshots table from before the deletion log gets its logs column
// when the file is opened; a snapshot written as a copydesk from before
// writes it (INSERT OR REPLACE without the column) does not vouch for
// the log.
func TestSnapshotFromBeforeTheLog(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "desk.db")
	db := open(t, path)
	if _, err := db.w.ExecContext(ctx, `DROP TABLE snapshots; DROP TABLE deletions; UPDATE meta SET value = '2' WHERE key = 'schema';
		CREATE TABLE snapshots (key TEXT PRIMARY KEY, seq INTEGER NOT NULL, live INTEGER NOT NULL, data BLOB NOT NULL) WITHOUT ROWID;
		INSERT INTO snapshots VALUES ('stories', 0, 0, x'01')`); err != nil {
		t.Fatal(err)
	}
	db.Close()
	db = open(t, path)
	defer db.Close()
	got, err := db.Snapshot(ctx, "stories")
	if err != nil || got.Logs || string(got.Data) != "\x01" {
		t.Fatalf("the snapshot from before = %+v, %v; want its data, not vouching for the log", got, err)
	}
	tx, err := db.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if err := tx.PutSnapshot("stories", []byte{2}); err != nil {
		t.Fatal(err)
	}
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}
	if got, err := db.Snapshot(ctx, "stories"); err != nil || !got.Logs {
		t.Fatalf("a new snapshot = %+v, %v; want it vouching for the log", got, err)
	}
	if _, err := db.w.ExecContext(ctx, `INSERT OR REPLACE INTO snapshots (key, seq, live, data) VALUES ('stories', 0, 0, x'03')`); err != nil {
		t.Fatal(err)
	}
	if got, err := db.Snapshot(ctx, "stories"); err != nil || got.Logs {
		t.Fatalf("a snapshot written as before = %+v, %v; want it not vouching for the log", got, err)
	}
}

// TestForeignDatabaseUntouched: another program's SQLite file is refused
// before copydesk writes to it. The refusal came after the connection had
// set journal_mode(WAL), which rewrites the file's header and leaves the
// other program's database in WAL mode.
func TestForeignDatabaseUntouched(t *testing.T) {
	path := filepath.Join(t.TempDir(), "notes.db")
	raw, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := raw.Exec(`CREATE TABLE notes (x TEXT); INSERT INTO notes VALUES ('keep me')`); err != nil {
		t.Fatal(err)
	}
	raw.Close()
	before, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Open(context.Background(), path, Options{}); !errors.Is(err, ErrNotDatabase) {
		t.Fatalf("foreign database: %v, want ErrNotDatabase", err)
	}
	after, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(before, after) {
		t.Errorf("the refused file changed (header bytes 18-19, 1 = rollback journal, 2 = WAL: %v before, %v after)", before[18:20], after[18:20])
	}
	for _, ext := range []string{"-wal", "-shm", "-journal"} {
		if _, err := os.Stat(path + ext); err == nil {
			t.Errorf("refusing it left %s%s", path, ext)
		}
	}
}

// A path with the characters an SQLite URI reads as syntax ('?', '#',
// '%') opens the file it names, the one CheckPath checked and the lock
// guards: "desk.db?1" must not open "desk.db".
func TestPathWithURISyntax(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"desk.db?1", "a#x.db", "c%41.db", "d%.db"} {
		path := filepath.Join(dir, name)
		db := open(t, path)
		if err := db.Close(); err != nil {
			t.Fatal(err)
		}
		if st, err := os.Stat(path); err != nil || st.Size() == 0 {
			t.Errorf("%s: not written (%v)", name, err)
		}
		if err := checkOwner(context.Background(), path); err != nil {
			t.Errorf("%s: checkOwner: %v", name, err)
		}
	}
	// An absolute path that starts with two slashes is no host name.
	double := "/" + filepath.Join(dir, "dbl.db")
	db := open(t, double)
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "dbl.db")); err != nil {
		t.Errorf("%s: %v", double, err)
	}
	for _, other := range []string{"desk.db", "a", "cA.db"} {
		if _, err := os.Stat(filepath.Join(dir, other)); err == nil {
			t.Errorf("%s was written", other)
		}
	}
}
