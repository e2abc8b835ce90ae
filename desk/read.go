package desk

import (
	"cmp"
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/copydesk/copydesk/brief"
	"github.com/copydesk/copydesk/dedup"
	"github.com/copydesk/copydesk/store/sqlite"
)

// ArticleRef names an article in lists and links.
type ArticleRef struct {
	ID        string    `json:"id"`
	Title     string    `json:"title,omitempty"`
	Source    string    `json:"source,omitempty"`
	Published time.Time `json:"published,omitzero"`
	// CopyOf is the id of the original of the article's copy cluster when
	// the article copies it, "" for an original or an independent report.
	CopyOf string `json:"copy_of,omitempty"`
}

// Passage is a passage shared by two articles: byte offsets [start, end)
// into the UTF-8 text of each.
type Passage struct {
	ThisStart   int  `json:"this_start"`
	ThisEnd     int  `json:"this_end"`
	OtherStart  int  `json:"other_start"`
	OtherEnd    int  `json:"other_end"`
	Words       int  `json:"words"`
	Boilerplate bool `json:"boilerplate,omitempty"` // shared site boilerplate: shown, not counted
}

// Relation is a copy relation seen from one article ("this") to another.
type Relation struct {
	Other ArticleRef `json:"other"`
	// Kind is identical, near-duplicate, excerpt or partial-reuse; for an
	// excerpt, ThisIsExcerpt tells which side is the excerpt.
	Kind             string    `json:"relation"`
	ThisIsExcerpt    bool      `json:"this_is_excerpt,omitempty"`
	Jaccard          float64   `json:"jaccard"`
	ContainmentThis  float64   `json:"containment_this"`  // share of this article found in the other
	ContainmentOther float64   `json:"containment_other"` // share of the other found in this one
	Coverage         float64   `json:"coverage"`
	Passages         []Passage `json:"passages,omitempty"`
}

// Article is a stored article with its copies and relations.
type Article struct {
	ArticleRef
	URL      string    `json:"url,omitempty"`
	Text     string    `json:"text"`
	Words    int       `json:"words"`
	Ingested time.Time `json:"ingested"`
	Story    string    `json:"story,omitempty"`
	// Copies are the other articles of its copy cluster (the original and
	// its copies), in ingest order.
	Copies []ArticleRef `json:"copies"`
	// Relations are its copy relations, strongest first, with passages.
	Relations []Relation `json:"relations"`
}

// StorySummary is a story as lists show it.
type StorySummary struct {
	ID       string `json:"id"`
	Headline string `json:"headline"`
	Size     int    `json:"size"`    // articles
	Reports  int    `json:"reports"` // independent reports: a copy family counts once
	Copies   int    `json:"copies"`  // articles that joined as copies of another
	// Outlets are the distinct sources, most frequent first.
	Outlets []string `json:"outlets"`
	// First and Last span the publication dates of its dated articles.
	First time.Time `json:"first,omitzero"`
	Last  time.Time `json:"last,omitzero"`
	// Updated is the time of the latest change (article added or
	// deleted), as it was written: never earlier than a change written
	// before it, so that Since misses no change after the latest seen.
	Updated time.Time `json:"updated"`
	// Open stories still take new articles; a story closes when quiet for
	// longer than the story window.
	Open bool `json:"open"`
}

// Story is a story with its articles and brief.
type Story struct {
	StorySummary
	// Articles are the members in publication order.
	Articles []ArticleRef `json:"articles"`
	Brief    *brief.Brief `json:"brief,omitempty"` // nil when not asked for
	// BriefVersion is the story version the brief was written for;
	// BriefStale tells that the story has changed since and a new brief is
	// being written (reads do not wait for it).
	BriefVersion int  `json:"brief_version"`
	BriefStale   bool `json:"brief_stale,omitempty"`
	Version      int  `json:"version"`
	// BriefDocs are the documents the brief was built from (its citations
	// index them): all the articles, or a selection for a large story.
	BriefDocs []brief.Doc `json:"-"`
}

func refOf(a *sqlite.Article) ArticleRef {
	if a == nil {
		return ArticleRef{}
	}
	r := ArticleRef{ID: a.ID, Title: a.Title, Source: a.Source, Published: a.Published}
	if a.Root != a.Seq {
		r.CopyOf = a.RootID
	}
	return r
}

func otherSeq(seq int, r *sqlite.Relation) int {
	if r.A == seq {
		return r.B
	}
	return r.A
}

// viewRelation turns a relation of article seq into its view.
func viewRelation(seq int, r dedup.Relation, other ArticleRef) Relation {
	v := Relation{Other: other, Kind: r.Kind.String(), Jaccard: r.Jaccard, Coverage: r.Coverage}
	this := r.A == seq
	if this {
		v.ContainmentThis, v.ContainmentOther = r.ContainmentAInB, r.ContainmentBInA
		v.ThisIsExcerpt = r.Kind == dedup.Excerpt
	} else {
		v.ContainmentThis, v.ContainmentOther = r.ContainmentBInA, r.ContainmentAInB
	}
	for _, p := range r.Passages {
		ps := Passage{ThisStart: p.AStart, ThisEnd: p.AEnd, OtherStart: p.BStart, OtherEnd: p.BEnd, Words: p.Words, Boilerplate: p.Boilerplate}
		if !this {
			ps.ThisStart, ps.ThisEnd, ps.OtherStart, ps.OtherEnd = p.BStart, p.BEnd, p.AStart, p.AEnd
		}
		v.Passages = append(v.Passages, ps)
	}
	return v
}

func viewStored(seq int, s *sqlite.Relation, other ArticleRef) Relation {
	r, err := dedupRelation(s)
	if err != nil {
		r.Passages = nil
	}
	return viewRelation(seq, r, other)
}

// sortRelations orders relations strongest first, then by coverage, then
// by the other's id.
func sortRelations(rs []Relation) {
	rank := func(k string) int {
		kk, _ := dedup.ParseKind(k)
		return int(kk)
	}
	slices.SortStableFunc(rs, func(x, y Relation) int {
		if c := cmp.Compare(rank(y.Kind), rank(x.Kind)); c != 0 {
			return c
		}
		if c := cmp.Compare(y.Coverage, x.Coverage); c != 0 {
			return c
		}
		return cmp.Compare(x.Other.ID, y.Other.ID)
	})
}

// relationsOf reads the relations of article seq and the articles at their
// other ends.
func (d *Desk) relationsOf(ctx context.Context, seq int) ([]sqlite.Relation, map[int]*sqlite.Article, error) {
	rels, err := d.db.Relations(ctx, seq)
	if err != nil {
		return nil, nil, fmt.Errorf("reading relations: %w", err)
	}
	seqs := make([]int, len(rels))
	for i := range rels {
		seqs[i] = otherSeq(seq, &rels[i])
	}
	others, err := d.db.Articles(ctx, seqs)
	if err != nil {
		return nil, nil, fmt.Errorf("reading related articles: %w", err)
	}
	return rels, others, nil
}

// Article returns an article with its text, copies and relations (with
// passages as byte offsets). A deleted article is ErrDeleted.
func (d *Desk) Article(ctx context.Context, id string) (*Article, error) {
	a, err := d.db.ArticleByID(ctx, id, true)
	if isNotFound(err) {
		return nil, fmt.Errorf("%w: no article %q", ErrNotFound, id)
	}
	if err != nil {
		return nil, fmt.Errorf("reading %q: %w", id, err)
	}
	if a.Deleted {
		return nil, fmt.Errorf("%w: article %q was deleted", ErrDeleted, id)
	}
	v := &Article{ArticleRef: refOf(a), URL: a.URL, Text: a.Text, Words: a.Words, Ingested: a.Ingested, Story: a.Story,
		Copies: []ArticleRef{}, Relations: []Relation{}}
	cluster, err := d.db.Cluster(ctx, a.Root)
	if err != nil {
		return nil, fmt.Errorf("reading the copies of %q: %w", id, err)
	}
	for _, c := range cluster {
		if c.Seq != a.Seq {
			v.Copies = append(v.Copies, refOf(c))
		}
	}
	stored, others, err := d.relationsOf(ctx, a.Seq)
	if err != nil {
		return nil, err
	}
	rels := make([]dedup.Relation, 0, len(stored))
	var refs []ArticleRef
	for i := range stored {
		o := others[otherSeq(a.Seq, &stored[i])]
		if o == nil || o.Deleted {
			continue
		}
		r, err := dedupRelation(&stored[i])
		if err != nil {
			return nil, err
		}
		rels = append(rels, r)
		refs = append(refs, refOf(o))
	}
	// Passages are stored in words; their byte offsets come from the texts.
	if err := dedup.Resolve(readSource{d, a}, rels); err != nil {
		return nil, fmt.Errorf("resolving the passages of %q: %w", id, err)
	}
	for i, r := range rels {
		v.Relations = append(v.Relations, viewRelation(a.Seq, r, refs[i]))
	}
	sortRelations(v.Relations)
	return v, nil
}

// readSource reads texts for passage offsets, the article's own from
// memory.
type readSource struct {
	d *Desk
	a *sqlite.Article
}

func (s readSource) Text(doc int) (string, error) {
	if doc == s.a.Seq {
		return s.a.Text, nil
	}
	return s.d.db.Text(doc)
}

func (s readSource) Features(doc int, _ []byte) ([]byte, error) { return s.d.db.Features(doc) }

// StoryQuery selects stories.
type StoryQuery struct {
	Since time.Time // changed at or after (zero: any time)
	Q     string    // words of a member's title (empty: any)
	Limit int       // at most (default 50)
	// After is the Cursor of the last story of the page before: the
	// listing goes on from there (empty: from the newest).
	After string
}

// Cursor is where a listing that ended with s goes on: StoryQuery.After.
// It is opaque (URL-safe base64 of the story's updated time and id).
func (s StorySummary) Cursor() string {
	return base64.RawURLEncoding.EncodeToString([]byte(strconv.FormatInt(s.Updated.UnixNano(), 10) + "\n" + s.ID))
}

func parseCursor(c string) (*sqlite.StoryCursor, error) {
	b, err := base64.RawURLEncoding.DecodeString(c)
	ns, id, ok := strings.Cut(string(b), "\n")
	n, perr := strconv.ParseInt(ns, 10, 64)
	if err != nil || !ok || perr != nil {
		return nil, fmt.Errorf("%w: after=%q is not a cursor a listing gave", ErrBadQuery, c)
	}
	return &sqlite.StoryCursor{Updated: n, ID: id}, nil
}

// Stories lists stories, newest activity first (ties by id).
func (d *Desk) Stories(ctx context.Context, q StoryQuery) ([]StorySummary, error) {
	if q.Limit <= 0 {
		q.Limit = 50
	}
	if strings.TrimSpace(q.Q) != "" && sqlite.MatchQuery(q.Q) == "" {
		// The search reads words (letters, digits) and drops the rest:
		// punctuation alone would list every story as matching.
		return nil, fmt.Errorf("%w: q=%q has no word to search for (letters or digits)", ErrBadQuery, q.Q)
	}
	var after *sqlite.StoryCursor
	if q.After != "" {
		c, err := parseCursor(q.After)
		if err != nil {
			return nil, err
		}
		after = c
	}
	ss, err := d.db.Stories(ctx, q.Since, q.Q, q.Limit, after)
	if err != nil {
		return nil, fmt.Errorf("listing stories: %w", err)
	}
	out := make([]StorySummary, 0, len(ss))
	for _, s := range ss {
		sum, err := d.summary(ctx, s)
		if err != nil {
			return nil, err
		}
		out = append(out, sum)
	}
	return out, nil
}

func (d *Desk) summary(ctx context.Context, s *sqlite.Story) (StorySummary, error) {
	outlets, err := d.db.StoryOutlets(ctx, s.ID)
	if err != nil {
		return StorySummary{}, fmt.Errorf("reading the outlets of story %q: %w", s.ID, err)
	}
	return summaryOf(s, outlets), nil
}

func summaryOf(s *sqlite.Story, outlets []sqlite.Outlet) StorySummary {
	sum := StorySummary{ID: s.ID, Headline: s.Headline, Size: s.Size, Reports: s.Independent, Copies: s.Size - s.Independent,
		Outlets: make([]string, len(outlets)), First: s.FirstSeen, Last: s.LastSeen, Updated: s.Updated, Open: s.Open}
	for i, o := range outlets {
		sum.Outlets[i] = o.Source
	}
	return sum
}

// Story returns a story with its articles and its brief. The brief is
// written on the first read and kept until the story changes; after a
// change, reads get the previous brief (BriefStale) while a new one is
// written in the background.
func (d *Desk) Story(ctx context.Context, id string) (*Story, error) {
	st, err := d.StoryMembers(ctx, id)
	if err != nil {
		return nil, err
	}
	e, err := d.briefOf(ctx, id, st.Version)
	if err != nil {
		return nil, err
	}
	st.Brief, st.BriefDocs, st.BriefVersion, st.BriefStale = e.brief, e.docs, e.version, e.version != st.Version
	return st, nil
}

// StoryTag names the current state of story id: it changes whenever
// what Story returns would change (an article joins or leaves it, it
// closes), so that a reader can keep what it made of a story (an encoded
// answer, an HTTP ETag) until then. It reads one row.
func (d *Desk) StoryTag(ctx context.Context, id string) (string, error) {
	s, err := d.db.Story(ctx, id)
	if isNotFound(err) {
		return "", fmt.Errorf("%w: no story %q", ErrNotFound, id)
	}
	if err != nil {
		return "", fmt.Errorf("reading story %q: %w", id, err)
	}
	return storyTag(s.Version, s.Open), nil
}

func storyTag(version int, open bool) string {
	if open {
		return strconv.Itoa(version)
	}
	return strconv.Itoa(version) + "c"
}

// Tag is the StoryTag of the state st was read in.
func (st *Story) Tag() string { return storyTag(st.Version, st.Open) }

// StoryMembers returns a story with its articles, without its brief.
func (d *Desk) StoryMembers(ctx context.Context, id string) (*Story, error) {
	// One read of the story, its outlets and its articles: its size,
	// version and articles agree while articles join it.
	s, outlets, members, err := d.db.StoryRead(ctx, id, false)
	if isNotFound(err) {
		return nil, fmt.Errorf("%w: no story %q", ErrNotFound, id)
	}
	if err != nil {
		return nil, fmt.Errorf("reading story %q: %w", id, err)
	}
	st := &Story{StorySummary: summaryOf(s, outlets), Articles: make([]ArticleRef, len(members)), Version: s.Version}
	for i, a := range members {
		st.Articles[i] = refOf(a)
	}
	return st, nil
}

// buildBrief writes the brief of a story from the database.
func (d *Desk) buildBrief(ctx context.Context, id string) (*brief.Brief, []brief.Doc, error) {
	start := time.Now()
	members, err := d.db.StoryArticles(ctx, id, true)
	if err != nil {
		return nil, nil, fmt.Errorf("reading the articles of story %q: %w", id, err)
	}
	if len(members) == 0 {
		return nil, nil, errNoStory
	}
	if max := d.opts.BriefMaxDocs; len(members) > max {
		head := max / 4
		members = append(members[:head:head], members[len(members)-(max-head):]...)
	}
	stored, err := d.db.StoryRelations(ctx, id)
	if err != nil {
		return nil, nil, fmt.Errorf("reading the relations of story %q: %w", id, err)
	}
	pos := make(map[int]int, len(members))
	in := brief.Input{Docs: make([]brief.Doc, len(members))}
	for i, a := range members {
		pos[a.Seq] = i
		in.Docs[i] = brief.Doc{ID: a.ID, Title: a.Title, Text: a.Text, Source: a.Source, URL: a.URL, Published: a.Published}
	}
	for i := range stored {
		a, okA := pos[stored[i].A]
		b, okB := pos[stored[i].B]
		if !okA || !okB {
			continue
		}
		r, err := dedupRelation(&stored[i])
		if err != nil {
			return nil, nil, err
		}
		r.A, r.B, r.Passages = a, b, nil
		in.Relations = append(in.Relations, r)
	}
	b := brief.Build(in, d.opts.Brief)
	d.m.briefSeconds.Observe(time.Since(start).Seconds())
	return b, in.Docs, nil
}

// errNoStory reports a story deleted while its brief was being written.
var errNoStory = errors.New("story gone")
