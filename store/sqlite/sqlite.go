// Package sqlite keeps the news desk in one SQLite file (modernc.org/sqlite:
// pure Go, no cgo): articles with their texts, index sketches and
// verification features, the copy relations found, and the stories. The
// database runs in WAL mode; a write that returned without error survives
// the process being killed at any moment after it.
//
// All SQL is parameterised.
package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	_ "modernc.org/sqlite" // the database/sql driver "sqlite"
)

// ErrNotFound reports an article or story that is not in the database.
var ErrNotFound = errors.New("not found")

// DB is a news desk database. Safe for concurrent use.
type DB struct {
	db *sql.DB
	// Prepared statements for the hot paths.
	featuresStmt, textStmt *sql.Stmt
}

const schema = `
CREATE TABLE IF NOT EXISTS articles (
	seq       INTEGER PRIMARY KEY,   -- number in the copy index, in ingest order
	id        TEXT NOT NULL UNIQUE,
	title     TEXT NOT NULL DEFAULT '',
	source    TEXT NOT NULL DEFAULT '',
	url       TEXT NOT NULL DEFAULT '',
	published INTEGER,               -- Unix seconds; NULL when unknown
	ingested  INTEGER NOT NULL,      -- Unix nanoseconds
	text      TEXT NOT NULL,
	sketch    BLOB NOT NULL,         -- what the copy index keeps
	features  BLOB NOT NULL,         -- what verification reads back
	story     TEXT NOT NULL DEFAULT '',
	deleted   INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS articles_story ON articles(story) WHERE deleted = 0;
CREATE TABLE IF NOT EXISTS relations (
	a        INTEGER NOT NULL,       -- the shorter article (seq)
	b        INTEGER NOT NULL,
	kind     TEXT NOT NULL,
	jaccard  REAL NOT NULL,
	cont_ab  REAL NOT NULL,
	cont_ba  REAL NOT NULL,
	coverage REAL NOT NULL,
	passages TEXT NOT NULL,          -- JSON
	PRIMARY KEY (a, b)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS relations_b ON relations(b);
CREATE TABLE IF NOT EXISTS stories (
	id         TEXT PRIMARY KEY,
	headline   TEXT NOT NULL DEFAULT '',
	first_seen INTEGER NOT NULL,     -- Unix seconds of its first article
	last_seen  INTEGER NOT NULL,     -- Unix seconds of its newest article
	updated    INTEGER NOT NULL,     -- Unix nanoseconds of the last change (activity order)
	size       INTEGER NOT NULL,
	version    INTEGER NOT NULL      -- bumped on every change: cached briefs expire
);
CREATE INDEX IF NOT EXISTS stories_updated ON stories(updated DESC);
`

// Open opens (creating if needed) the database file at path.
func Open(ctx context.Context, path string) (*DB, error) {
	dsn := "file:" + path + "?_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)&_pragma=busy_timeout(10000)&_pragma=foreign_keys(ON)&_txlock=immediate"
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("opening %s: %w", path, err)
	}
	if _, err := db.ExecContext(ctx, schema); err != nil {
		db.Close()
		return nil, fmt.Errorf("creating schema in %s: %w", path, err)
	}
	d := &DB{db: db}
	if d.featuresStmt, err = db.PrepareContext(ctx, `SELECT features FROM articles WHERE seq = ?`); err != nil {
		db.Close()
		return nil, err
	}
	if d.textStmt, err = db.PrepareContext(ctx, `SELECT text FROM articles WHERE seq = ?`); err != nil {
		db.Close()
		return nil, err
	}
	return d, nil
}

// Close checkpoints the WAL and closes the database.
func (d *DB) Close() error {
	_, _ = d.db.Exec(`PRAGMA wal_checkpoint(TRUNCATE)`)
	return d.db.Close()
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
	Text      string
	Sketch    []byte
	Features  []byte
	Story     string
	Deleted   bool
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
	ID        string
	Headline  string
	FirstSeen time.Time
	LastSeen  time.Time
	Updated   time.Time
	Size      int
	Version   int
}

func unixOrNull(t time.Time) any {
	if t.IsZero() {
		return nil
	}
	return t.Unix()
}

// Tx is a write transaction: an ingest batch is written in one.
type Tx struct{ tx *sql.Tx }

// Begin starts a write transaction.
func (d *DB) Begin(ctx context.Context) (*Tx, error) {
	tx, err := d.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("beginning a transaction: %w", err)
	}
	return &Tx{tx}, nil
}

// Commit makes the transaction durable.
func (t *Tx) Commit() error { return t.tx.Commit() }

// Rollback abandons the transaction.
func (t *Tx) Rollback() error { return t.tx.Rollback() }

// InsertArticle adds an article.
func (t *Tx) InsertArticle(ctx context.Context, a *Article) error {
	_, err := t.tx.ExecContext(ctx, `INSERT INTO articles (seq, id, title, source, url, published, ingested, text, sketch, features, story)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		a.Seq, a.ID, a.Title, a.Source, a.URL, unixOrNull(a.Published), a.Ingested.UnixNano(), a.Text, a.Sketch, a.Features, a.Story)
	if err != nil {
		return fmt.Errorf("storing article %q: %w", a.ID, err)
	}
	return nil
}

// InsertRelation adds (or replaces) a relation.
func (t *Tx) InsertRelation(ctx context.Context, r *Relation) error {
	_, err := t.tx.ExecContext(ctx, `INSERT OR REPLACE INTO relations (a, b, kind, jaccard, cont_ab, cont_ba, coverage, passages)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, r.A, r.B, r.Kind, r.Jaccard, r.ContAB, r.ContBA, r.Coverage, r.Passages)
	if err != nil {
		return fmt.Errorf("storing relation %d-%d: %w", r.A, r.B, err)
	}
	return nil
}

// SetStory records the story of an article.
func (t *Tx) SetStory(ctx context.Context, seq int, story string) error {
	_, err := t.tx.ExecContext(ctx, `UPDATE articles SET story = ? WHERE seq = ?`, story, seq)
	return err
}

// UpsertStory creates or updates a story; the version goes up by one.
func (t *Tx) UpsertStory(ctx context.Context, s *Story) error {
	_, err := t.tx.ExecContext(ctx, `INSERT INTO stories (id, headline, first_seen, last_seen, updated, size, version)
		VALUES (?, ?, ?, ?, ?, ?, 1)
		ON CONFLICT(id) DO UPDATE SET headline = excluded.headline, first_seen = excluded.first_seen,
			last_seen = excluded.last_seen, updated = excluded.updated, size = excluded.size, version = version + 1`,
		s.ID, s.Headline, s.FirstSeen.Unix(), s.LastSeen.Unix(), s.Updated.UnixNano(), s.Size)
	if err != nil {
		return fmt.Errorf("storing story %q: %w", s.ID, err)
	}
	return nil
}

// DeleteArticle marks an article deleted and removes its relations.
func (t *Tx) DeleteArticle(ctx context.Context, seq int) error {
	if _, err := t.tx.ExecContext(ctx, `UPDATE articles SET deleted = 1 WHERE seq = ?`, seq); err != nil {
		return err
	}
	_, err := t.tx.ExecContext(ctx, `DELETE FROM relations WHERE a = ? OR b = ?`, seq, seq)
	return err
}

// DeleteStory removes a story left with no article.
func (t *Tx) DeleteStory(ctx context.Context, id string) error {
	_, err := t.tx.ExecContext(ctx, `DELETE FROM stories WHERE id = ?`, id)
	return err
}

const articleCols = `seq, id, title, source, url, published, ingested, text, story, deleted`

func scanArticle(row interface{ Scan(...any) error }) (*Article, error) {
	var a Article
	var pub sql.NullInt64
	var ing int64
	var del int
	if err := row.Scan(&a.Seq, &a.ID, &a.Title, &a.Source, &a.URL, &pub, &ing, &a.Text, &a.Story, &del); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil, ErrNotFound
		}
		return nil, err
	}
	if pub.Valid {
		a.Published = time.Unix(pub.Int64, 0).UTC()
	}
	a.Ingested = time.Unix(0, ing).UTC()
	a.Deleted = del != 0
	return &a, nil
}

// ArticleByID returns a live article.
func (d *DB) ArticleByID(ctx context.Context, id string) (*Article, error) {
	return scanArticle(d.db.QueryRowContext(ctx, `SELECT `+articleCols+` FROM articles WHERE id = ? AND deleted = 0`, id))
}

// ArticleBySeq returns an article, deleted or not.
func (d *DB) ArticleBySeq(ctx context.Context, seq int) (*Article, error) {
	return scanArticle(d.db.QueryRowContext(ctx, `SELECT `+articleCols+` FROM articles WHERE seq = ?`, seq))
}

// SeqOf returns the seq of an article id (deleted ones too) and whether it exists.
func (d *DB) SeqOf(ctx context.Context, id string) (seq int, deleted bool, err error) {
	var del int
	err = d.db.QueryRowContext(ctx, `SELECT seq, deleted FROM articles WHERE id = ?`, id).Scan(&seq, &del)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, false, ErrNotFound
	}
	return seq, del != 0, err
}

// Features returns the verification features of an article.
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

// Text returns the text of an article.
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

// Relations returns the relations of an article.
func (d *DB) Relations(ctx context.Context, seq int) ([]Relation, error) {
	return d.relations(ctx, `SELECT a, b, kind, jaccard, cont_ab, cont_ba, coverage, passages FROM relations WHERE a = ? OR b = ? ORDER BY a, b`, seq, seq)
}

// StoryRelations returns the relations among the live articles of a story.
func (d *DB) StoryRelations(ctx context.Context, story string) ([]Relation, error) {
	return d.relations(ctx, `SELECT r.a, r.b, r.kind, r.jaccard, r.cont_ab, r.cont_ba, r.coverage, r.passages
		FROM relations r JOIN articles x ON x.seq = r.a JOIN articles y ON y.seq = r.b
		WHERE x.story = ? AND y.story = ? AND x.deleted = 0 AND y.deleted = 0 ORDER BY r.a, r.b`, story, story)
}

func (d *DB) relations(ctx context.Context, q string, args ...any) ([]Relation, error) {
	rows, err := d.db.QueryContext(ctx, q, args...)
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

// StoryArticles returns the live articles of a story, oldest first.
func (d *DB) StoryArticles(ctx context.Context, story string) ([]*Article, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT `+articleCols+` FROM articles WHERE story = ? AND deleted = 0
		ORDER BY COALESCE(published, ingested / 1000000000), seq`, story)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []*Article
	for rows.Next() {
		a, err := scanArticle(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, a)
	}
	return out, rows.Err()
}

func scanStory(row interface{ Scan(...any) error }) (*Story, error) {
	var s Story
	var first, last, upd int64
	if err := row.Scan(&s.ID, &s.Headline, &first, &last, &upd, &s.Size, &s.Version); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil, ErrNotFound
		}
		return nil, err
	}
	s.FirstSeen, s.LastSeen, s.Updated = time.Unix(first, 0).UTC(), time.Unix(last, 0).UTC(), time.Unix(0, upd).UTC()
	return &s, nil
}

const storyCols = `id, headline, first_seen, last_seen, updated, size, version`

// Story returns a story.
func (d *DB) Story(ctx context.Context, id string) (*Story, error) {
	return scanStory(d.db.QueryRowContext(ctx, `SELECT `+storyCols+` FROM stories WHERE id = ?`, id))
}

// Stories lists stories by newest activity first: changed since since (zero:
// any time), whose headline contains q (case-insensitive, empty: any), at
// most limit.
func (d *DB) Stories(ctx context.Context, since time.Time, q string, limit int) ([]*Story, error) {
	var sinceN int64
	if !since.IsZero() {
		sinceN = since.UnixNano()
	}
	like := "%" + strings.NewReplacer(`\`, `\\`, "%", `\%`, "_", `\_`).Replace(q) + "%"
	rows, err := d.db.QueryContext(ctx, `SELECT `+storyCols+` FROM stories
		WHERE updated >= ? AND headline LIKE ? ESCAPE '\' ORDER BY updated DESC, id LIMIT ?`, sinceN, like, limit)
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

// Loaded is what start-up needs of an article to rebuild the index.
type Loaded struct {
	Seq       int
	ID        string
	Source    string
	Title     string
	Text      string // only when the caller asks for texts
	Published time.Time
	Ingested  time.Time
	Sketch    []byte
	Story     string
	Deleted   bool
}

// Scan calls fn for every article in seq order, with its sketch. Texts are
// read only when withText (rebuilding the open stories needs them for their
// recent articles; the copy index does not).
func (d *DB) Scan(ctx context.Context, fromSeq int, withText bool, fn func(*Loaded) error) error {
	text := `''`
	if withText {
		text = `text`
	}
	rows, err := d.db.QueryContext(ctx, `SELECT seq, id, source, title, `+text+`, published, ingested, sketch, story, deleted
		FROM articles WHERE seq >= ? ORDER BY seq`, fromSeq)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var l Loaded
		var pub sql.NullInt64
		var ing int64
		var del int
		if err := rows.Scan(&l.Seq, &l.ID, &l.Source, &l.Title, &l.Text, &pub, &ing, &l.Sketch, &l.Story, &del); err != nil {
			return err
		}
		if pub.Valid {
			l.Published = time.Unix(pub.Int64, 0).UTC()
		}
		l.Ingested = time.Unix(0, ing).UTC()
		l.Deleted = del != 0
		if err := fn(&l); err != nil {
			return err
		}
	}
	return rows.Err()
}

// Counts returns the numbers of live articles and of stories.
func (d *DB) Counts(ctx context.Context) (articles, stories int, err error) {
	if err = d.db.QueryRowContext(ctx, `SELECT count(*) FROM articles WHERE deleted = 0`).Scan(&articles); err != nil {
		return
	}
	err = d.db.QueryRowContext(ctx, `SELECT count(*) FROM stories`).Scan(&stories)
	return
}

// NextSeq returns the seq the next article gets.
func (d *DB) NextSeq(ctx context.Context) (int, error) {
	var n sql.NullInt64
	if err := d.db.QueryRowContext(ctx, `SELECT max(seq) FROM articles`).Scan(&n); err != nil {
		return 0, err
	}
	if !n.Valid {
		return 0, nil
	}
	return int(n.Int64) + 1, nil
}
