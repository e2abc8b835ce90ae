// Package web renders the news desk as server-side HTML pages: the list of
// stories, a story with its brief, an article with the passages it shares,
// and two articles side by side. It reads everything through Source, so it
// knows nothing of databases: package web/deskpages adapts the service
// (package desk) to Source.
package web

import (
	"context"
	"errors"
	"time"

	"github.com/copydesk/copydesk/brief"
)

// ErrNotFound is returned by a Source for an unknown story or article; the
// pages answer 404.
var ErrNotFound = errors.New("not found")

// ErrGone is returned by a Source for a story or article it knows was
// deleted (it keeps its id); the pages answer 410. A Source that cannot
// tell a deleted id from one that never existed returns ErrNotFound.
var ErrGone = errors.New("deleted")

// ErrBadQuery is returned by a Source for a listing it cannot answer (an
// after cursor it did not give); the pages answer 400.
var ErrBadQuery = errors.New("bad query")

// Source is what the pages read. Implementations must be safe for
// concurrent use.
type Source interface {
	// Stories lists up to limit (> 0) stories, newest activity first;
	// q (may be empty) filters by words of the headline or members'
	// titles. after, when not empty, is a next an earlier call returned:
	// the list goes on from there. next is empty when no story follows.
	Stories(ctx context.Context, q, after string, limit int) (stories []StorySummary, next string, err error)
	// Story returns one story with its brief.
	Story(ctx context.Context, id string) (*StoryView, error)
	// Article returns one article with its copy relations and passages.
	Article(ctx context.Context, id string) (*ArticleView, error)
}

// StorySummary is a story as the list of stories shows it.
type StorySummary struct {
	ID       string
	Headline string
	Reports  int       // distinct reports: copy families, each counted once
	Copies   int       // documents that copy another member
	Outlets  []string  // distinct sources, most frequent first
	First    time.Time // earliest publication; zero when no member is dated
	Last     time.Time // latest publication; zero when no member is dated
	// Updated is when the story last changed (an article added or
	// removed): shown for a story whose members are all undated.
	Updated time.Time
}

// StoryView is a story page: the summary, the brief and its documents.
type StoryView struct {
	StorySummary
	Brief *brief.Brief
	// Docs are the documents the brief was built from: brief citations
	// (Citation.Doc) and copy-tree edges index this slice.
	Docs []brief.Doc
	// Articles are the members in publication order (the timeline).
	Articles []ArticleRef
}

// ArticleRef names an article in lists and links.
type ArticleRef struct {
	ID        string
	Title     string
	Source    string
	Published time.Time // zero when unknown
	// CopyOf is the id of the original this article copies, "" for an
	// original or an independent report.
	CopyOf string
}

// ArticleView is an article page.
type ArticleView struct {
	ArticleRef
	URL   string
	Text  string
	Story string // story id, "" when none
	// Relations are the copy relations of this article, strongest first.
	Relations []Relation
}

// Relation is a copy relation seen from one article ("this") to another.
type Relation struct {
	Other ArticleRef
	// Kind is identical, near-duplicate, excerpt or partial-reuse; for an
	// excerpt, ThisIsExcerpt tells which side is the excerpt.
	Kind             string
	ThisIsExcerpt    bool
	Jaccard          float64
	ContainmentThis  float64 // share of this article found in the other
	ContainmentOther float64 // share of the other found in this one
	Coverage         float64
	Passages         []Passage
}

// Passage is a passage shared by two articles: byte offsets [start, end)
// into each article's Text.
type Passage struct {
	ThisStart, ThisEnd   int
	OtherStart, OtherEnd int
	Words                int
	Boilerplate          bool // shared site boilerplate: shown, not counted
}
