// Package sqlite keeps the news desk in one SQLite file (modernc.org/sqlite:
// pure Go, no cgo): articles with their texts, index sketches and
// verification features, the copy relations found, and the stories.
//
// The database runs in WAL mode. Writes go through one connection, in
// transactions (Tx); reads use a pool of others and see committed data
// only. A transaction whose Commit returned survives the process being
// killed at any moment after it: with synchronous=NORMAL (the default)
// the commit is in the WAL file, in the operating system's hands, before
// Commit returns; with synchronous=FULL it is also fsynced, so it survives
// a power cut or an operating-system crash too.
//
// Tables:
//
//	articles   seq (number in the copy index), id, title, source, url,
//	           published, ingested, words, root (seq of the original of its
//	           copy cluster), story, story_copy, deleted
//	bodies     seq, features (what verification reads back), text
//	sketches   seq, sketch (what the copy index keeps; read at start-up)
//	relations  a, b (seqs, a the shorter), kind, scores, passages (JSON)
//	stories    id, headline, first_seen, last_seen, updated, size,
//	           independent, version, open
//	titles     FTS5 index of article titles (rowid = seq)
//	meta       key/value: schema version, options
//
// Texts and blobs live apart from the article rows so that listing,
// searching and the start-up scan read small rows. All SQL is
// parameterised.
package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"net/url"
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"
	"unicode"

	_ "modernc.org/sqlite" // the database/sql driver "sqlite"
)

// ErrNotFound reports an article or story that is not in the database.
var ErrNotFound = errors.New("not found")

// ErrSchema reports a database file written by an incompatible version.
var ErrSchema = errors.New("incompatible database")

// ErrNotDatabase reports a path that cannot be a copydesk database: empty,
// a directory, a file that is not SQLite's, or an SQLite database of
// something else.
var ErrNotDatabase = errors.New("not a copydesk database")

// sqliteHeader opens every SQLite database file.
const sqliteHeader = "SQLite format 3\x00"

// CheckPath refuses, without creating or changing anything, a path that
// Open could not use: empty (SQLite would open a temporary database, a
// different one per connection), a directory or other non-regular file,
// or a file that is neither empty nor an SQLite database (a corpus named
// by mistake). A path that does not exist is fine: Open creates it.
func CheckPath(path string) error {
	if path == "" {
		return fmt.Errorf("%w: the path is empty", ErrNotDatabase)
	}
	st, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return err
	case st.IsDir():
		return fmt.Errorf("%w: %s is a directory", ErrNotDatabase, path)
	case !st.Mode().IsRegular():
		return fmt.Errorf("%w: %s is not a regular file", ErrNotDatabase, path)
	case st.Size() == 0:
		return nil // SQLite takes an empty file as an empty database
	}
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	hdr := make([]byte, len(sqliteHeader))
	if _, err := io.ReadFull(f, hdr); err != nil || string(hdr) != sqliteHeader {
		return fmt.Errorf("%w: %s is not an SQLite database file", ErrNotDatabase, path)
	}
	return nil
}

// SchemaVersion is the version of the layout below. Version 3 changed
// the title index (see titlesTable) and added the log of
// deletions: a copydesk that reads version 2 would fail every write after
// its first deletion in it, so it refuses the file instead. A version 2
// file is upgraded when opened.
const SchemaVersion = 3

const schema = `
CREATE TABLE IF NOT EXISTS meta (
	key   TEXT PRIMARY KEY,
	value TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS articles (
	seq        INTEGER PRIMARY KEY,   -- number in the copy index, in ingest order
	id         TEXT NOT NULL UNIQUE,
	title      TEXT NOT NULL DEFAULT '',
	source     TEXT NOT NULL DEFAULT '',
	url        TEXT NOT NULL DEFAULT '',
	published  INTEGER,               -- Unix seconds; NULL when unknown
	ingested   INTEGER NOT NULL,      -- Unix nanoseconds
	words      INTEGER NOT NULL,
	root       INTEGER NOT NULL,      -- seq of the original of its copy cluster (its own when none)
	story      TEXT NOT NULL DEFAULT '',
	story_copy INTEGER NOT NULL DEFAULT 0, -- joined its story as a copy (did not weigh in)
	deleted    INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS articles_story ON articles(story, seq) WHERE deleted = 0;
CREATE INDEX IF NOT EXISTS articles_root ON articles(root) WHERE deleted = 0;
CREATE TABLE IF NOT EXISTS bodies (
	seq      INTEGER PRIMARY KEY,
	features BLOB NOT NULL,
	text     TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS sketches (
	seq    INTEGER PRIMARY KEY,
	sketch BLOB NOT NULL
);
CREATE TABLE IF NOT EXISTS relations (
	a        INTEGER NOT NULL,       -- the shorter article (seq)
	b        INTEGER NOT NULL,
	kind     TEXT NOT NULL,
	jaccard  REAL NOT NULL,
	cont_ab  REAL NOT NULL,
	cont_ba  REAL NOT NULL,
	coverage REAL NOT NULL,
	passages TEXT NOT NULL,          -- JSON [[a_from,a_to,b_from,b_to,words,boilerplate],...] in words
	PRIMARY KEY (a, b)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS relations_b ON relations(b);
CREATE TABLE IF NOT EXISTS stories (
	id          TEXT PRIMARY KEY,
	headline    TEXT NOT NULL DEFAULT '',
	first_seen  INTEGER,             -- Unix seconds of its earliest dated article
	last_seen   INTEGER,             -- Unix seconds of its latest dated article
	updated     INTEGER NOT NULL,    -- Unix nanoseconds of the last change (activity order)
	size        INTEGER NOT NULL,
	independent INTEGER NOT NULL,    -- articles that are not copies of another
	version     INTEGER NOT NULL,    -- bumped on every change: cached briefs expire
	open        INTEGER NOT NULL DEFAULT 1 -- held by the story assigner
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS stories_updated ON stories(updated DESC, id);
CREATE INDEX IF NOT EXISTS stories_open ON stories(open) WHERE open = 1;
` + snapshotsTable + deletionsTable + `
` + titlesTable

// titlesTable is the title index. It keeps no copy of the titles
// (empty content option), and a deleted title's words leave its pages (the
// 'delete' command with the title as indexed, and secure-delete: by
// default FTS5 keeps them until its segments merge, and with
// contentless_delete=1, which version 2 files have, it only marks the
// row deleted).
const titlesTable = `
CREATE VIRTUAL TABLE IF NOT EXISTS titles USING fts5(title, content='', tokenize='unicode61 remove_diacritics 2');
INSERT INTO titles(titles, rank) VALUES('secure-delete', 1);
`

// snapshotsTable holds state a service saves when it stops (Snapshot).
const snapshotsTable = `
CREATE TABLE IF NOT EXISTS snapshots (
	key  TEXT PRIMARY KEY,
	seq  INTEGER NOT NULL,           -- the next seq when it was taken
	live INTEGER NOT NULL,           -- live articles when it was taken
	data BLOB NOT NULL,
	logs INTEGER NOT NULL DEFAULT 0  -- 1: the deletion log was emptied as it was written
) WITHOUT ROWID;
`

// deletionsTable logs the deletions a snapshot does not cover yet
// (LogDeletion): a start replays them after it, in their place among the
// articles ingested since. PutSnapshot empties it.
const deletionsTable = `
CREATE TABLE IF NOT EXISTS deletions (
	ord       INTEGER PRIMARY KEY,   -- the order of the deletions
	after     INTEGER NOT NULL,      -- the seq of the last article ingested before it
	seq       INTEGER NOT NULL,
	id        TEXT NOT NULL,
	title     TEXT NOT NULL,
	source    TEXT NOT NULL,
	text      TEXT NOT NULL,
	published INTEGER,
	cluster   TEXT NOT NULL,         -- id of the original of its copy cluster
	story     TEXT NOT NULL,
	copy      INTEGER NOT NULL,
	heir      TEXT NOT NULL,         -- id of its heir as original ('' when none)
	heir_independent INTEGER NOT NULL -- the heir was a copy in its story and is a report now
);
`

// Options configure Open.
type Options struct {
	// Synchronous is the SQLite synchronous setting: "normal" (default:
	// commits survive the process being killed) or "full" (they also
	// survive a power cut, at the cost of an fsync per commit).
	Synchronous string
	// Readers caps the read connections (default 2×GOMAXPROCS, at least 4).
	Readers int
}

// DB is a news desk database. Safe for concurrent use.
type DB struct {
	w, r *sql.DB
	path string

	featuresStmt, textStmt *sql.Stmt
	// writer statements, prepared on the one write connection
	insArticle, insBody, insSketch, insTitle, insRelation, touchStory *sql.Stmt
}

func dsn(path string, sync string, write bool) string {
	q := url.Values{}
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "synchronous("+sync+")")
	q.Add("_pragma", "busy_timeout(10000)")
	q.Add("_pragma", "cache_size(-32768)") // 32 MB per connection
	// What is deleted (an article's text and title, the log of deletions,
	// a snapshot replaced) is overwritten with zeros, not left in free
	// pages.
	q.Add("_pragma", "secure_delete(on)")
	if write {
		q.Add("_txlock", "immediate")
	} else {
		q.Add("_pragma", "query_only(1)")
	}
	return fileURI(path) + "?" + q.Encode()
}

// fileURI is path as the file part of an SQLite URI filename: '%', '?'
// and '#' escaped, which SQLite reads as the start of an escape, of the
// query and of a fragment. Unescaped, "desk.db?1" would open "desk.db"
// while the lock is taken on "desk.db?1.lock", and two programs could
// write one file.
// An absolute path gets an empty authority ("file:///tmp/x.db"): after
// "file:", a path starting "//" would be read as a host ("//tmp/x.db").
func fileURI(path string) string {
	prefix := "file:"
	if strings.HasPrefix(path, "/") {
		prefix = "file://"
	}
	if !strings.ContainsAny(path, "%?#") {
		return prefix + path
	}
	var sb strings.Builder
	sb.WriteString(prefix)
	for i := 0; i < len(path); i++ {
		switch c := path[i]; c {
		case '%', '?', '#':
			fmt.Fprintf(&sb, "%%%02X", c)
		default:
			sb.WriteByte(c)
		}
	}
	return sb.String()
}

// upgradeFrom2 brings a version 2 file to version 3, in one transaction:
// the snapshots table (added within version 2, so a file may lack it)
// with its logs column, the log of deletions, and the title index
// rebuilt from the live articles' titles (the old one, contentless_delete,
// kept the words of every title deleted since; its pages are overwritten
// with zeros as they are freed).
func (d *DB) upgradeFrom2(ctx context.Context) error {
	tx, err := d.w.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	fail := func(err error) error { return fmt.Errorf("upgrading %s to schema version 3: %w", d.path, err) }
	if _, err := tx.ExecContext(ctx, snapshotsTable+deletionsTable); err != nil {
		return fail(err)
	}
	var has int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM pragma_table_info('snapshots') WHERE name = 'logs'`).Scan(&has); err != nil {
		return fail(err)
	}
	if has == 0 {
		// A snapshot written before does not vouch for the log.
		if _, err := tx.ExecContext(ctx, `ALTER TABLE snapshots ADD COLUMN logs INTEGER NOT NULL DEFAULT 0`); err != nil {
			return fail(err)
		}
	}
	if _, err := tx.ExecContext(ctx, `DROP TABLE IF EXISTS titles`); err != nil {
		return fail(err)
	}
	if _, err := tx.ExecContext(ctx, titlesTable); err != nil {
		return fail(err)
	}
	// Indexed as InsertArticle indexes: the titles that are not blank to
	// strings.TrimSpace (SQLite's trim takes spaces only), so that a
	// deletion takes out exactly what was put in.
	rows, err := tx.QueryContext(ctx, `SELECT seq, title FROM articles WHERE deleted = 0 AND title != ''`)
	if err != nil {
		return fail(err)
	}
	type titled struct {
		seq   int
		title string
	}
	var ts []titled
	for rows.Next() {
		var x titled
		if err := rows.Scan(&x.seq, &x.title); err != nil {
			rows.Close()
			return fail(err)
		}
		if strings.TrimSpace(x.title) != "" {
			ts = append(ts, x)
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fail(err)
	}
	for _, x := range ts {
		if _, err := tx.ExecContext(ctx, `INSERT INTO titles (rowid, title) VALUES (?, ?)`, x.seq, x.title); err != nil {
			return fail(err)
		}
	}
	if _, err := tx.ExecContext(ctx, `UPDATE meta SET value = ? WHERE key = 'schema'`, strconv.Itoa(SchemaVersion)); err != nil {
		return fail(err)
	}
	return tx.Commit()
}

// Open opens (creating if needed) the database file at path.
func Open(ctx context.Context, path string, opts Options) (*DB, error) {
	if err := CheckPath(path); err != nil {
		return nil, err
	}
	if err := checkOwner(ctx, path); err != nil {
		return nil, err
	}
	sync := strings.ToUpper(opts.Synchronous)
	switch sync {
	case "":
		sync = "NORMAL"
	case "NORMAL", "FULL":
	default:
		return nil, fmt.Errorf("synchronous %q: want normal or full", opts.Synchronous)
	}
	w, err := sql.Open("sqlite", dsn(path, sync, true))
	if err != nil {
		return nil, fmt.Errorf("opening %s: %w", path, err)
	}
	w.SetMaxOpenConns(1)
	w.SetMaxIdleConns(1)
	w.SetConnMaxLifetime(0)
	w.SetConnMaxIdleTime(0)
	d := &DB{w: w, path: path}
	if err := d.init(ctx); err != nil {
		w.Close()
		return nil, err
	}
	readers := opts.Readers
	if readers <= 0 {
		readers = max(4, 2*runtime.GOMAXPROCS(0))
	}
	r, err := sql.Open("sqlite", dsn(path, sync, false))
	if err != nil {
		w.Close()
		return nil, fmt.Errorf("opening %s: %w", path, err)
	}
	r.SetMaxOpenConns(readers)
	r.SetMaxIdleConns(readers)
	r.SetConnMaxIdleTime(0)
	r.SetConnMaxLifetime(0)
	d.r = r
	prep := func(db *sql.DB, q string) *sql.Stmt {
		if err != nil {
			return nil
		}
		var s *sql.Stmt
		s, err = db.PrepareContext(ctx, q)
		return s
	}
	d.featuresStmt = prep(r, `SELECT features FROM bodies WHERE seq = ?`)
	d.textStmt = prep(r, `SELECT text FROM bodies WHERE seq = ?`)
	d.insArticle = prep(w, `INSERT INTO articles (seq, id, title, source, url, published, ingested, words, root, story, story_copy)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
	d.insBody = prep(w, `INSERT INTO bodies (seq, features, text) VALUES (?, ?, ?)`)
	d.insSketch = prep(w, `INSERT INTO sketches (seq, sketch) VALUES (?, ?)`)
	d.insTitle = prep(w, `INSERT INTO titles (rowid, title) VALUES (?, ?)`)
	d.insRelation = prep(w, `INSERT OR REPLACE INTO relations (a, b, kind, jaccard, cont_ab, cont_ba, coverage, passages)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
	d.touchStory = prep(w, `INSERT INTO stories (id, headline, first_seen, last_seen, updated, size, independent, version, open)
		VALUES (?1, ?2, ?3, ?3, ?4, 1, ?5, 1, 1)
		ON CONFLICT(id) DO UPDATE SET
			headline = CASE WHEN excluded.headline = '' THEN headline ELSE excluded.headline END,
			first_seen = CASE WHEN excluded.first_seen IS NULL THEN first_seen WHEN first_seen IS NULL THEN excluded.first_seen ELSE min(first_seen, excluded.first_seen) END,
			last_seen = CASE WHEN excluded.last_seen IS NULL THEN last_seen WHEN last_seen IS NULL THEN excluded.last_seen ELSE max(last_seen, excluded.last_seen) END,
			updated = excluded.updated, size = size + 1, independent = independent + excluded.independent,
			version = version + 1, open = 1`)
	if err != nil {
		d.Close()
		return nil, fmt.Errorf("preparing statements: %w", err)
	}
	return d, nil
}

// notOthers refuses a database with tables but no articles: another
// program's, which copydesk must not add its schema to.
func notOthers(ctx context.Context, db *sql.DB, path string) error {
	var other string
	err := db.QueryRowContext(ctx, `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\_%' ESCAPE '\'
		AND NOT EXISTS (SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'articles') LIMIT 1`).Scan(&other)
	switch {
	case err == nil:
		return fmt.Errorf("%w: %s is an SQLite database of something else (table %q, no articles)", ErrNotDatabase, path, other)
	case !errors.Is(err, sql.ErrNoRows):
		return fmt.Errorf("reading %s: %w", path, err)
	}
	return nil
}

// checkOwner refuses another program's database before the writer opens
// it: the writer's first pragma, journal_mode(WAL), already changes the
// file. Read-only and without pragmas, this connection changes nothing.
func checkOwner(ctx context.Context, path string) error {
	if st, err := os.Stat(path); err != nil || st.Size() == 0 {
		return nil // nothing there yet: copydesk creates it
	}
	db, err := sql.Open("sqlite", fileURI(path)+"?mode=ro&_pragma=busy_timeout(10000)")
	if err != nil {
		return fmt.Errorf("opening %s: %w", path, err)
	}
	defer db.Close()
	return notOthers(ctx, db, path)
}

// init creates the schema or checks the one found.
func (d *DB) init(ctx context.Context) error {
	var n int
	if err := d.w.QueryRowContext(ctx, `SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'articles'`).Scan(&n); err != nil {
		return fmt.Errorf("reading %s: %w", d.path, err)
	}
	if n == 0 {
		if err := notOthers(ctx, d.w, d.path); err != nil {
			return err
		}
	}
	if n > 0 {
		v, err := d.metaGet(ctx, d.w, "schema")
		switch {
		case err == nil && v == "2":
			return d.upgradeFrom2(ctx)
		case err != nil || v != strconv.Itoa(SchemaVersion):
			return fmt.Errorf("%w: %s has schema version %q, this copydesk reads version %d", ErrSchema, d.path, v, SchemaVersion)
		}
		return nil
	}
	tx, err := d.w.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, schema); err != nil {
		return fmt.Errorf("creating schema in %s: %w", d.path, err)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO meta (key, value) VALUES ('schema', ?), ('created', ?)`,
		strconv.Itoa(SchemaVersion), time.Now().UTC().Format(time.RFC3339)); err != nil {
		return err
	}
	return tx.Commit()
}

func (d *DB) metaGet(ctx context.Context, db *sql.DB, key string) (string, error) {
	var v string
	err := db.QueryRowContext(ctx, `SELECT value FROM meta WHERE key = ?`, key).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		return "", ErrNotFound
	}
	return v, err
}

// Meta returns a value stored with SetMeta (ErrNotFound when absent).
func (d *DB) Meta(ctx context.Context, key string) (string, error) { return d.metaGet(ctx, d.r, key) }

// SetMeta stores a value under key.
func (d *DB) SetMeta(ctx context.Context, key, value string) error {
	_, err := d.w.ExecContext(ctx, `INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`, key, value)
	return err
}

// Close checkpoints the WAL into the database file and closes it.
func (d *DB) Close() error {
	var errs []error
	for _, s := range []*sql.Stmt{d.featuresStmt, d.textStmt, d.insArticle, d.insBody, d.insSketch, d.insTitle, d.insRelation, d.touchStory} {
		if s != nil {
			s.Close()
		}
	}
	if d.r != nil {
		errs = append(errs, d.r.Close())
	}
	if _, err := d.w.Exec(`PRAGMA wal_checkpoint(TRUNCATE)`); err != nil {
		errs = append(errs, fmt.Errorf("checkpoint: %w", err))
	}
	errs = append(errs, d.w.Close())
	return errors.Join(errs...)
}

// Article is a stored article.
type Article struct {
	Seq       int
	ID        string
	Title     string
	Source    string
	URL       string
	Published time.Time // zero when unknown
	Ingested  time.Time
	Words     int
	Root      int    // seq of the original of its copy cluster
	RootID    string // its id, when a read filled it in ("" when deleted)
	Story     string
	StoryCopy bool // joined its story as a copy
	Deleted   bool
	// Text, Features and Sketch are written with the article; reads fill
	// Text only when asked.
	Text     string
	Features []byte
	Sketch   []byte
}

// Relation is a stored copy relation between two articles (by seq).
type Relation struct {
	A, B     int
	Kind     string
	Jaccard  float64
	ContAB   float64
	ContBA   float64
	Coverage float64
	Passages string // JSON
}

// Story is a stored story.
type Story struct {
	ID          string
	Headline    string
	FirstSeen   time.Time // zero when no article is dated
	LastSeen    time.Time
	Updated     time.Time
	Size        int
	Independent int
	Version     int
	Open        bool
}

func unixOrNull(t time.Time) any {
	if t.IsZero() {
		return nil
	}
	return t.Unix()
}

func timeOf(n sql.NullInt64) time.Time {
	if !n.Valid {
		return time.Time{}
	}
	return time.Unix(n.Int64, 0).UTC()
}

// Tx is a write transaction: a group of ingested articles, deletions and
// story changes, committed at once.
type Tx struct {
	d   *DB
	ctx context.Context
	tx  *sql.Tx
	st  map[*sql.Stmt]*sql.Stmt
}

// Begin starts a write transaction.
func (d *DB) Begin(ctx context.Context) (*Tx, error) {
	tx, err := d.w.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("beginning a transaction: %w", err)
	}
	return &Tx{d: d, ctx: ctx, tx: tx, st: map[*sql.Stmt]*sql.Stmt{}}, nil
}

func (t *Tx) stmt(s *sql.Stmt) *sql.Stmt {
	ts, ok := t.st[s]
	if !ok {
		ts = t.tx.StmtContext(t.ctx, s)
		t.st[s] = ts
	}
	return ts
}

// Commit makes the transaction durable.
func (t *Tx) Commit() error {
	if err := t.tx.Commit(); err != nil {
		return fmt.Errorf("committing: %w", err)
	}
	return nil
}

// Rollback abandons the transaction.
func (t *Tx) Rollback() error { return t.tx.Rollback() }

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// InsertArticle adds an article with its text, features and sketch.
func (t *Tx) InsertArticle(a *Article) error {
	if _, err := t.stmt(t.d.insArticle).ExecContext(t.ctx, a.Seq, a.ID, a.Title, a.Source, a.URL, unixOrNull(a.Published),
		a.Ingested.UnixNano(), a.Words, a.Root, a.Story, boolInt(a.StoryCopy)); err != nil {
		return fmt.Errorf("storing article %q: %w", a.ID, err)
	}
	if _, err := t.stmt(t.d.insBody).ExecContext(t.ctx, a.Seq, a.Features, a.Text); err != nil {
		return fmt.Errorf("storing the text of %q: %w", a.ID, err)
	}
	if _, err := t.stmt(t.d.insSketch).ExecContext(t.ctx, a.Seq, a.Sketch); err != nil {
		return fmt.Errorf("storing the sketch of %q: %w", a.ID, err)
	}
	if strings.TrimSpace(a.Title) != "" {
		if _, err := t.stmt(t.d.insTitle).ExecContext(t.ctx, a.Seq, a.Title); err != nil {
			return fmt.Errorf("indexing the title of %q: %w", a.ID, err)
		}
	}
	return nil
}

// InsertRelation adds (or replaces) a relation.
func (t *Tx) InsertRelation(r *Relation) error {
	if _, err := t.stmt(t.d.insRelation).ExecContext(t.ctx, r.A, r.B, r.Kind, r.Jaccard, r.ContAB, r.ContBA, r.Coverage, r.Passages); err != nil {
		return fmt.Errorf("storing relation %d-%d: %w", r.A, r.B, err)
	}
	return nil
}

// StoryTouch is one article joining a story.
type StoryTouch struct {
	ID        string
	Headline  string    // "" keeps the one stored
	Published time.Time // the article's date, zero when unknown
	Updated   time.Time // now
	Copy      bool      // the article joined as a copy
}

// TouchStory records an article joining a story: it creates the story or
// counts the article in, widens its span of dates, marks it open and
// bumps its version.
func (t *Tx) TouchStory(s *StoryTouch) error {
	if _, err := t.stmt(t.d.touchStory).ExecContext(t.ctx, s.ID, s.Headline, unixOrNull(s.Published), s.Updated.UnixNano(), boolInt(!s.Copy)); err != nil {
		return fmt.Errorf("storing story %q: %w", s.ID, err)
	}
	return nil
}

// CloseStory records that the story assigner closed a story (it stays
// listed; new articles no longer join it).
func (t *Tx) CloseStory(id string) error {
	if _, err := t.tx.ExecContext(t.ctx, `UPDATE stories SET open = 0 WHERE id = ?`, id); err != nil {
		return fmt.Errorf("closing story %q: %w", id, err)
	}
	return nil
}

// Deleted tells what DeleteArticle changed beside the article.
type Deleted struct {
	StoryEmptied bool // its story had no other article and was dropped
	// HeirIndependent: the heir, a copy in the deleted original's story,
	// counts as an independent report there now.
	HeirIndependent bool
	// NoTitleLeft: the story's headline was the article's and no article
	// left in the story has a title; the headline is empty until the
	// caller gives one (from FirstArticle's text).
	NoTitleLeft bool
}

// DeleteArticle marks an article deleted, drops its text, features,
// sketch, title, source, url and relations (the row stays as a tombstone
// keeping its id and seq), and recounts its story: the story's size, span
// and version change, a headline that was the article's (headline: the
// one it gave or would have given its story, its title or for an untitled
// article the start of its text) gives way to the title of the story's
// earliest article left, and a story left empty is dropped (emptied).
// heir (-1: none) is the earliest live copy of an original deleted with
// copies left: it becomes their original.
func (t *Tx) DeleteArticle(seq, heir int, headline string, updated time.Time) (out Deleted, err error) {
	var story, title string
	var deleted bool
	if err := t.tx.QueryRowContext(t.ctx, `SELECT story, title, deleted FROM articles WHERE seq = ?`, seq).Scan(&story, &title, &deleted); err != nil {
		return Deleted{}, fmt.Errorf("deleting article %d: %w", seq, err)
	}
	if heir >= 0 {
		// Its copies take heir as their original; heir counts as a report
		// where the deleted original did; the answers of the stories of
		// copies elsewhere change (their copy_of): a new version.
		for k, q := range []string{
			`UPDATE articles SET root = ?2 WHERE root = ?1 AND deleted = 0`,
			`UPDATE articles SET story_copy = 0 WHERE seq = ?2 AND story = ?3 AND story_copy = 1
				AND (SELECT story_copy FROM articles WHERE seq = ?1) = 0`,
			`UPDATE stories SET version = version + 1 WHERE id != ?3 AND id IN (SELECT story FROM articles WHERE root = ?2 AND deleted = 0)`,
		} {
			r, err := t.tx.ExecContext(t.ctx, q, seq, heir, story)
			if err != nil {
				return Deleted{}, fmt.Errorf("deleting article %d: its copies: %w", seq, err)
			}
			if k == 1 {
				n, err := r.RowsAffected()
				if err != nil {
					return Deleted{}, fmt.Errorf("deleting article %d: its heir: %w", seq, err)
				}
				out.HeirIndependent = n > 0
			}
		}
	}
	for _, q := range []string{
		`UPDATE articles SET deleted = 1, title = '', source = '', url = '' WHERE seq = ?1`,
		`DELETE FROM bodies WHERE seq = ?1`,
		`DELETE FROM sketches WHERE seq = ?1`,
		`DELETE FROM relations WHERE a = ?1`,
		`DELETE FROM relations WHERE b = ?1`,
	} {
		if _, err := t.tx.ExecContext(t.ctx, q, seq); err != nil {
			return Deleted{}, fmt.Errorf("deleting article %d: %w", seq, err)
		}
	}
	// The title index keeps no titles: it is told the one it indexed
	// (InsertArticle indexes a title that is not blank) to take its words
	// out.
	if !deleted && strings.TrimSpace(title) != "" {
		if _, err := t.tx.ExecContext(t.ctx, `INSERT INTO titles (titles, rowid, title) VALUES ('delete', ?, ?)`, seq, title); err != nil {
			return Deleted{}, fmt.Errorf("deleting article %d from the title index: %w", seq, err)
		}
	}
	if story == "" {
		return out, nil
	}
	var size, indep int
	var first, last sql.NullInt64
	if err := t.tx.QueryRowContext(t.ctx, `SELECT count(*), coalesce(sum(story_copy = 0), 0), min(published), max(published)
		FROM articles WHERE story = ? AND deleted = 0`, story).Scan(&size, &indep, &first, &last); err != nil {
		return Deleted{}, fmt.Errorf("recounting story %q: %w", story, err)
	}
	if size == 0 {
		_, err = t.tx.ExecContext(t.ctx, `DELETE FROM stories WHERE id = ?`, story)
	} else {
		_, err = t.tx.ExecContext(t.ctx, `UPDATE stories SET size = ?, independent = ?, first_seen = ?, last_seen = ?, updated = ?, version = version + 1 WHERE id = ?`,
			size, indep, first, last, updated.UnixNano(), story)
		if err == nil && headline != "" {
			// The deleted title, or the deleted text's first line, must not
			// stay on as the story's headline: the title of its earliest
			// article left takes its place.
			var r sql.Result
			r, err = t.tx.ExecContext(t.ctx, `UPDATE stories SET headline = coalesce((SELECT title FROM articles
				WHERE story = ?1 AND deleted = 0 AND title != '' ORDER BY seq LIMIT 1), '') WHERE id = ?1 AND headline = ?2`, story, headline)
			var n int64
			if err == nil {
				n, err = r.RowsAffected()
			}
			if err == nil && n > 0 {
				var now string
				err = t.tx.QueryRowContext(t.ctx, `SELECT headline FROM stories WHERE id = ?`, story).Scan(&now)
				out.NoTitleLeft = now == ""
			}
		}
	}
	if err != nil {
		return Deleted{}, fmt.Errorf("recounting story %q: %w", story, err)
	}
	out.StoryEmptied = size == 0
	return out, nil
}

// FirstArticle returns the title and text of the earliest live article
// of a story (by seq).
func (t *Tx) FirstArticle(story string) (title, text string, err error) {
	err = t.tx.QueryRowContext(t.ctx, `SELECT a.title, coalesce(b.text, '') FROM articles a LEFT JOIN bodies b ON b.seq = a.seq
		WHERE a.story = ? AND a.deleted = 0 ORDER BY a.seq LIMIT 1`, story).Scan(&title, &text)
	return title, text, err
}

// SetHeadline changes the headline of a story (without counting a change).
func (t *Tx) SetHeadline(id, headline string) error {
	_, err := t.tx.ExecContext(t.ctx, `UPDATE stories SET headline = ? WHERE id = ?`, headline, id)
	return err
}

const (
	articleCols = `seq, id, title, source, url, published, ingested, words, root, story, story_copy, deleted`
	aliasedCols = `a.seq, a.id, a.title, a.source, a.url, a.published, a.ingested, a.words, a.root, a.story, a.story_copy, a.deleted`
)

type scanner interface{ Scan(...any) error }

func scanArticle(row scanner, extra ...any) (*Article, error) {
	var a Article
	var pub sql.NullInt64
	var ing int64
	var sc, del int
	dst := append([]any{&a.Seq, &a.ID, &a.Title, &a.Source, &a.URL, &pub, &ing, &a.Words, &a.Root, &a.Story, &sc, &del}, extra...)
	if err := row.Scan(dst...); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil, ErrNotFound
		}
		return nil, err
	}
	a.Published = timeOf(pub)
	a.Ingested = time.Unix(0, ing).UTC()
	a.StoryCopy, a.Deleted = sc != 0, del != 0
	return &a, nil
}

// ArticleByID returns an article, deleted or not, with its text when
// withText.
func (d *DB) ArticleByID(ctx context.Context, id string, withText bool) (*Article, error) {
	text := `''`
	if withText {
		text = `coalesce(b.text, '')`
	}
	var rootID, txt string
	a, err := scanArticle(d.r.QueryRowContext(ctx, `SELECT `+aliasedCols+`, coalesce(r.id, ''), `+text+`
		FROM articles a LEFT JOIN bodies b ON b.seq = a.seq LEFT JOIN articles r ON r.seq = a.root AND r.deleted = 0
		WHERE a.id = ?`, id), &rootID, &txt)
	if err != nil {
		return nil, err
	}
	a.RootID, a.Text = rootID, txt
	return a, nil
}

// Articles returns the articles of the given seqs (those that exist), by seq.
func (d *DB) Articles(ctx context.Context, seqs []int) (map[int]*Article, error) {
	out := make(map[int]*Article, len(seqs))
	for len(seqs) > 0 {
		n := min(len(seqs), 500)
		args := make([]any, n)
		for i, s := range seqs[:n] {
			args[i] = s
		}
		rows, err := d.r.QueryContext(ctx, `SELECT `+articleCols+` FROM articles WHERE seq IN (?`+strings.Repeat(",?", n-1)+`)`, args...)
		if err != nil {
			return nil, err
		}
		for rows.Next() {
			a, err := scanArticle(rows)
			if err != nil {
				rows.Close()
				return nil, err
			}
			out[a.Seq] = a
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, err
		}
		seqs = seqs[n:]
	}
	return out, nil
}

// Features returns the verification features of a live article.
func (d *DB) Features(seq int) ([]byte, error) {
	var b []byte
	if err := d.featuresStmt.QueryRow(seq).Scan(&b); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil, ErrNotFound
		}
		return nil, err
	}
	return b, nil
}

// Text returns the text of a live article.
func (d *DB) Text(seq int) (string, error) {
	var s string
	if err := d.textStmt.QueryRow(seq).Scan(&s); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return "", ErrNotFound
		}
		return "", err
	}
	return s, nil
}

// Sketch returns the stored index sketch of a live article.
func (d *DB) Sketch(ctx context.Context, seq int) ([]byte, error) {
	var b []byte
	if err := d.r.QueryRowContext(ctx, `SELECT sketch FROM sketches WHERE seq = ?`, seq).Scan(&b); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil, ErrNotFound
		}
		return nil, err
	}
	return b, nil
}

// Relations returns the relations of an article.
func (d *DB) Relations(ctx context.Context, seq int) ([]Relation, error) {
	return d.relations(ctx, `SELECT a, b, kind, jaccard, cont_ab, cont_ba, coverage, passages FROM relations WHERE a = ?1
		UNION ALL SELECT a, b, kind, jaccard, cont_ab, cont_ba, coverage, passages FROM relations WHERE b = ?1`, seq)
}

// StoryRelations returns the relations among the live articles of a story.
func (d *DB) StoryRelations(ctx context.Context, story string) ([]Relation, error) {
	return d.relations(ctx, `SELECT r.a, r.b, r.kind, r.jaccard, r.cont_ab, r.cont_ba, r.coverage, r.passages
		FROM articles x JOIN relations r ON r.a = x.seq JOIN articles y ON y.seq = r.b
		WHERE x.story = ?1 AND x.deleted = 0 AND y.story = ?1 AND y.deleted = 0 ORDER BY r.a, r.b`, story)
}

func (d *DB) relations(ctx context.Context, q string, args ...any) ([]Relation, error) {
	rows, err := d.r.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Relation
	for rows.Next() {
		var r Relation
		if err := rows.Scan(&r.A, &r.B, &r.Kind, &r.Jaccard, &r.ContAB, &r.ContBA, &r.Coverage, &r.Passages); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// StoryArticles returns the live articles of a story in publication order
// (undated ones by ingest time), with their texts when withText.
func (d *DB) StoryArticles(ctx context.Context, story string, withText bool) ([]*Article, error) {
	return storyArticles(ctx, d.r, story, withText)
}

// querier is what the reads need of a pool or a transaction.
type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// StoryRead returns a story, its outlets and its live articles (with
// their texts when withText) read in one transaction: one state of the
// story, while articles join and leave it (read one after the other, a
// story's size could disagree with the articles listed).
func (d *DB) StoryRead(ctx context.Context, id string, withText bool) (*Story, []Outlet, []*Article, error) {
	tx, err := d.r.BeginTx(ctx, nil)
	if err != nil {
		return nil, nil, nil, err
	}
	defer tx.Rollback() // read only: nothing to commit
	s, err := scanStory(tx.QueryRowContext(ctx, `SELECT `+storyCols+` FROM stories WHERE id = ?`, id))
	if err != nil {
		return nil, nil, nil, err
	}
	outlets, err := storyOutlets(ctx, tx, id)
	if err != nil {
		return nil, nil, nil, err
	}
	articles, err := storyArticles(ctx, tx, id, withText)
	if err != nil {
		return nil, nil, nil, err
	}
	return s, outlets, articles, nil
}

func storyArticles(ctx context.Context, q querier, story string, withText bool) ([]*Article, error) {
	text := `''`
	if withText {
		text = `coalesce(b.text, '')`
	}
	return articleList(ctx, q, `SELECT `+aliasedCols+`, coalesce(r.id, ''), `+text+`
		FROM articles a LEFT JOIN bodies b ON b.seq = a.seq LEFT JOIN articles r ON r.seq = a.root AND r.deleted = 0
		WHERE a.story = ? AND a.deleted = 0
		ORDER BY coalesce(a.published, a.ingested / 1000000000), a.seq`, story)
}

// Cluster returns the live articles of the copy cluster whose original
// is root, in seq order.
func (d *DB) Cluster(ctx context.Context, root int) ([]*Article, error) {
	return d.articleList(ctx, `SELECT `+aliasedCols+`, coalesce(r.id, ''), ''
		FROM articles a LEFT JOIN articles r ON r.seq = a.root AND r.deleted = 0
		WHERE a.root = ? AND a.deleted = 0 ORDER BY a.seq`, root)
}

func (d *DB) articleList(ctx context.Context, q string, args ...any) ([]*Article, error) {
	return articleList(ctx, d.r, q, args...)
}

func articleList(ctx context.Context, db querier, q string, args ...any) ([]*Article, error) {
	rows, err := db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []*Article
	for rows.Next() {
		var rootID, text string
		a, err := scanArticle(rows, &rootID, &text)
		if err != nil {
			return nil, err
		}
		a.RootID, a.Text = rootID, text
		out = append(out, a)
	}
	return out, rows.Err()
}

func scanStory(row scanner) (*Story, error) {
	var s Story
	var first, last sql.NullInt64
	var upd int64
	var open int
	if err := row.Scan(&s.ID, &s.Headline, &first, &last, &upd, &s.Size, &s.Independent, &s.Version, &open); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil, ErrNotFound
		}
		return nil, err
	}
	s.FirstSeen, s.LastSeen, s.Updated, s.Open = timeOf(first), timeOf(last), time.Unix(0, upd).UTC(), open != 0
	return &s, nil
}

const storyCols = `id, headline, first_seen, last_seen, updated, size, independent, version, open`

// Story returns a story.
func (d *DB) Story(ctx context.Context, id string) (*Story, error) {
	return scanStory(d.r.QueryRowContext(ctx, `SELECT `+storyCols+` FROM stories WHERE id = ?`, id))
}

// MatchQuery turns words typed by a user into an FTS5 query: every word
// (letters and digits) must start a word of the title. It returns "" when
// q holds no word.
func MatchQuery(q string) string {
	var terms []string
	for _, w := range strings.FieldsFunc(q, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsNumber(r) }) {
		terms = append(terms, `"`+w+`"*`)
		if len(terms) == 16 {
			break
		}
	}
	return strings.Join(terms, " ")
}

// StoryCursor is where a listing of Stories left off: the updated time
// (Unix nanoseconds) and id of the last story it gave.
type StoryCursor struct {
	Updated int64
	ID      string
}

// Stories lists stories by newest activity first (ties by id): changed at
// or after since (zero: any time), with an article whose title has every
// word of q (empty: any), after the cursor when there is one, at most
// limit.
func (d *DB) Stories(ctx context.Context, since time.Time, q string, limit int, after *StoryCursor) ([]*Story, error) {
	var sinceN int64
	switch {
	case since.IsZero():
	case since.Before(time.Unix(0, math.MinInt64)): // UnixNano reaches 1678-2262 only
		sinceN = math.MinInt64
	case since.After(time.Unix(0, math.MaxInt64)):
		sinceN = math.MaxInt64
	default:
		sinceN = since.UnixNano()
	}
	// Past the cursor: older, or as old with a later id (many stories
	// share one updated time: a batch commits at once).
	where, args := `updated >= ?1`, []any{sinceN}
	if after != nil {
		where += ` AND (updated < ?2 OR updated = ?2 AND id > ?3)`
		args = append(args, after.Updated, after.ID)
	} else {
		args = append(args, nil, nil)
	}
	var rows *sql.Rows
	var err error
	if m := MatchQuery(q); m != "" {
		rows, err = d.r.QueryContext(ctx, `SELECT `+storyCols+` FROM stories WHERE `+where+` AND id IN (
			SELECT a.story FROM titles JOIN articles a ON a.seq = titles.rowid WHERE titles MATCH ?4 AND a.deleted = 0)
			ORDER BY updated DESC, id LIMIT ?5`, append(args, m, limit)...)
	} else {
		rows, err = d.r.QueryContext(ctx, `SELECT `+storyCols+` FROM stories WHERE `+where+` ORDER BY updated DESC, id LIMIT ?5`,
			append(args, nil, limit)...)
	}
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []*Story
	for rows.Next() {
		s, err := scanStory(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, rows.Err()
}

// Outlet is a source and its number of articles in a story.
type Outlet struct {
	Source string
	N      int
}

// StoryOutlets lists the sources of a story's live articles, most
// frequent first (ties by name); articles without source are left out.
func (d *DB) StoryOutlets(ctx context.Context, story string) ([]Outlet, error) {
	return storyOutlets(ctx, d.r, story)
}

func storyOutlets(ctx context.Context, q querier, story string) ([]Outlet, error) {
	rows, err := q.QueryContext(ctx, `SELECT source, count(*) FROM articles WHERE story = ? AND deleted = 0 AND source != ''
		GROUP BY source ORDER BY count(*) DESC, source`, story)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Outlet
	for rows.Next() {
		var o Outlet
		if err := rows.Scan(&o.Source, &o.N); err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, rows.Err()
}

// Loaded is what start-up needs of an article to rebuild the copy index.
type Loaded struct {
	Seq       int
	ID        string
	Source    string
	Published time.Time
	Root      int
	Deleted   bool
	Sketch    []byte // nil for a deleted article
}

// Scan calls fn for every article in seq order, deleted ones included,
// with its sketch. The Loaded and its Sketch are reused between calls.
func (d *DB) Scan(ctx context.Context, fn func(*Loaded) error) error {
	return d.ScanRange(ctx, 0, math.MaxInt64, fn)
}

// ScanRange is Scan for the articles with from <= seq < to. Ranges may be
// scanned concurrently.
func (d *DB) ScanRange(ctx context.Context, from, to int, fn func(*Loaded) error) error {
	rows, err := d.r.QueryContext(ctx, `SELECT a.seq, a.id, a.source, a.published, a.root, a.deleted, s.sketch
		FROM articles a LEFT JOIN sketches s ON s.seq = a.seq WHERE a.seq >= ? AND a.seq < ? ORDER BY a.seq`, from, to)
	if err != nil {
		return err
	}
	defer rows.Close()
	var l Loaded
	var pub sql.NullInt64
	var del int
	var sk sql.RawBytes
	for rows.Next() {
		if err := rows.Scan(&l.Seq, &l.ID, &l.Source, &pub, &l.Root, &del, &sk); err != nil {
			return err
		}
		l.Published, l.Deleted = timeOf(pub), del != 0
		l.Sketch = sk
		if err := fn(&l); err != nil {
			return err
		}
	}
	return rows.Err()
}

// Member is an article of an open story, as start-up replays it.
type Member struct {
	Seq         int
	ID          string
	Title       string
	Source      string
	Text        string
	Published   time.Time
	CopyCluster string // id of the original of its copy cluster
	Story       string
	Copy        bool
}

// ScanOpenStories calls fn for the live articles of the open stories, in
// seq (ingest) order, with their texts.
func (d *DB) ScanOpenStories(ctx context.Context, fn func(*Member) error) error {
	return d.scanMembers(ctx, `SELECT a.seq, a.id, a.title, a.source, coalesce(b.text, ''), a.published, coalesce(r.id, a.id), a.story, a.story_copy
		FROM stories s JOIN articles a ON a.story = s.id AND a.deleted = 0
		LEFT JOIN bodies b ON b.seq = a.seq LEFT JOIN articles r ON r.seq = a.root
		WHERE s.open = 1 ORDER BY a.seq`, fn)
}

func (d *DB) scanMembers(ctx context.Context, query string, fn func(*Member) error, args ...any) error {
	rows, err := d.r.QueryContext(ctx, query, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var m Member
		var pub sql.NullInt64
		var cp int
		if err := rows.Scan(&m.Seq, &m.ID, &m.Title, &m.Source, &m.Text, &pub, &m.CopyCluster, &m.Story, &cp); err != nil {
			return err
		}
		m.Published, m.Copy = timeOf(pub), cp != 0
		if err := fn(&m); err != nil {
			return err
		}
	}
	return rows.Err()
}

// NextSeq returns the seq the next article gets: one more than the
// highest stored.
func (d *DB) NextSeq(ctx context.Context) (int, error) {
	var n sql.NullInt64
	if err := d.r.QueryRowContext(ctx, `SELECT max(seq) FROM articles`).Scan(&n); err != nil {
		return 0, err
	}
	if !n.Valid {
		return 0, nil
	}
	return int(n.Int64) + 1, nil
}

// Counts returns the numbers of live articles and of stories.
func (d *DB) Counts(ctx context.Context) (articles, stories int, err error) {
	if err = d.r.QueryRowContext(ctx, `SELECT count(*) FROM articles WHERE deleted = 0`).Scan(&articles); err != nil {
		return
	}
	err = d.r.QueryRowContext(ctx, `SELECT count(*) FROM stories`).Scan(&stories)
	return
}

// Ping checks that the database answers.
func (d *DB) Ping(ctx context.Context) error { return d.r.PingContext(ctx) }

// Snapshot is state a service saved (at a checkpoint, or as it stopped),
// with what the database held then: it is good for that content, and for
// more articles ingested after it.
type Snapshot struct {
	Seq  int   // the next seq when it was taken: it covers the articles before
	Live int64 // live (not deleted) articles then
	Data []byte
	// Logs: the deletion log was emptied as it was written, so the
	// deletions logged are those after it. A copydesk from before the log
	// wrote it otherwise (and left the log as it was): the log tells
	// nothing then.
	Logs bool
}

// PutSnapshot stores data under key in the transaction, as covering what
// the transaction holds so far: every article written before it (the
// seq and the live count are read inside the transaction).
//
// It covers the deletions logged so far too (LogDeletion): the log is
// emptied. It runs in a savepoint: when it fails (a snapshot over
// SQLite's blob limit, say) the transaction is as before and can still
// commit.
func (t *Tx) PutSnapshot(key string, data []byte) error {
	if _, err := t.tx.Exec(`SAVEPOINT snapshot`); err != nil {
		return err
	}
	_, err := t.tx.Exec(`INSERT OR REPLACE INTO snapshots (key, seq, live, data, logs)
		SELECT ?, coalesce(max(seq), -1) + 1, count(*) FILTER (WHERE deleted = 0), ?, 1 FROM articles`, key, data)
	if err == nil {
		_, err = t.tx.Exec(`DELETE FROM deletions`)
	}
	if err != nil {
		if _, rerr := t.tx.Exec(`ROLLBACK TO snapshot`); rerr != nil {
			return errors.Join(err, rerr)
		}
	}
	if _, rerr := t.tx.Exec(`RELEASE snapshot`); rerr != nil {
		return errors.Join(err, rerr)
	}
	return err
}

// Snapshot returns the snapshot stored under key (ErrNotFound when there
// is none).
func (d *DB) Snapshot(ctx context.Context, key string) (Snapshot, error) {
	var s Snapshot
	err := d.r.QueryRowContext(ctx, `SELECT seq, live, data, logs FROM snapshots WHERE key = ?`, key).Scan(&s.Seq, &s.Live, &s.Data, &s.Logs)
	if errors.Is(err, sql.ErrNoRows) {
		return Snapshot{}, ErrNotFound
	}
	return s, err
}

// Since counts, for a snapshot taken at seq: the live articles before seq
// (equal to the snapshot's Live if none was deleted since) and the
// deleted ones from seq on (0 if none was deleted since).
func (d *DB) Since(ctx context.Context, seq int) (liveBefore, deletedAfter int64, err error) {
	err = d.r.QueryRowContext(ctx, `SELECT count(*) FILTER (WHERE deleted = 0 AND seq < ?1), count(*) FILTER (WHERE deleted = 1 AND seq >= ?1) FROM articles`, seq).Scan(&liveBefore, &deletedAfter)
	return
}

// Deletion is a deletion as the log keeps it for the next start: the
// article as it was (its text included, until a snapshot covers it) and
// where the deletion came among the articles ingested.
type Deletion struct {
	Member
	After int    // the seq of the last article ingested before it
	Heir  string // id of the copy that became the original ("" when none)
	// HeirIndependent: the heir joined the story as a copy and counts as
	// a report since (Deleted.HeirIndependent).
	HeirIndependent bool
}

// LogDeletion adds d to the deletions no snapshot covers yet, after those
// logged before it.
func (t *Tx) LogDeletion(d *Deletion) error {
	_, err := t.tx.Exec(`INSERT INTO deletions (after, seq, id, title, source, text, published, cluster, story, copy, heir, heir_independent)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, d.After, d.Seq, d.ID, d.Title, d.Source, d.Text,
		unixOrNull(d.Published), d.CopyCluster, d.Story, boolInt(d.Copy), d.Heir, boolInt(d.HeirIndependent))
	if err != nil {
		return fmt.Errorf("logging the deletion of %q: %w", d.ID, err)
	}
	return nil
}

// DeletionsLogged is the number of logged deletions.
func (d *DB) DeletionsLogged(ctx context.Context) (int, error) {
	var n int
	err := d.r.QueryRowContext(ctx, `SELECT count(*) FROM deletions`).Scan(&n)
	return n, err
}

// Deletions returns the logged deletions, in the order they were made.
func (d *DB) Deletions(ctx context.Context) ([]Deletion, error) {
	rows, err := d.r.QueryContext(ctx, `SELECT after, seq, id, title, source, text, published, cluster, story, copy, heir, heir_independent
		FROM deletions ORDER BY ord`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Deletion
	for rows.Next() {
		var x Deletion
		var pub sql.NullInt64
		var cp, hi int
		if err := rows.Scan(&x.After, &x.Seq, &x.ID, &x.Title, &x.Source, &x.Text, &pub, &x.CopyCluster, &x.Story, &cp, &x.Heir, &hi); err != nil {
			return nil, err
		}
		x.Published, x.Copy, x.HeirIndependent = timeOf(pub), cp != 0, hi != 0
		out = append(out, x)
	}
	return out, rows.Err()
}

// ScanFrom calls fn for the live articles from seq on, in seq order, with
// their texts and stories: what a snapshot taken at seq does not cover.
func (d *DB) ScanFrom(ctx context.Context, seq int, fn func(*Member) error) error {
	return d.scanMembers(ctx, `SELECT a.seq, a.id, a.title, a.source, coalesce(b.text, ''), a.published, coalesce(r.id, a.id), a.story, a.story_copy
		FROM articles a LEFT JOIN bodies b ON b.seq = a.seq LEFT JOIN articles r ON r.seq = a.root
		WHERE a.seq >= ? AND a.deleted = 0 ORDER BY a.seq`, fn, seq)
}
