package web

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/dedup"
	"github.com/copydesk/copydesk/textnorm"
)

// MemSource is a Source over a corpus held in memory: copies, stories,
// briefs and every copy relation with its passages, worked out once by
// NewMemSource. It never changes afterwards, so it is safe for concurrent
// use; the views it returns share its data and must not be modified.
type MemSource struct {
	stories  []*StoryView // newest activity first
	byID     map[string]*StoryView
	articles map[string]*ArticleView
	words    map[string][]string // story id -> normalised words of its headline and titles
}

// NewMemSource runs the whole pipeline on docs: copy detection and story
// grouping with one brief per story (copydesk.Briefs with opts; every
// story gets a brief unless opts.MinDocs says otherwise), then every copy
// relation with its shared passages (copydesk.Dedup with all kinds and
// opts.Stories.Dedup's thresholds, every related pair listed) for the
// article pages.
func NewMemSource(ctx context.Context, docs []copydesk.Document, opts copydesk.BriefOptions) (*MemSource, error) {
	briefs, res, err := copydesk.Briefs(ctx, docs, opts)
	if err != nil {
		return nil, fmt.Errorf("stories and briefs: %w", err)
	}
	dopts := opts.Stories.Dedup
	dopts.Group = dedup.AllKinds
	dopts.SkipPassages = false
	dopts.Options.SkipConnected = 0
	rels, err := copydesk.Dedup(ctx, docs, dopts)
	if err != nil {
		return nil, fmt.Errorf("copy relations: %w", err)
	}

	m := &MemSource{byID: map[string]*StoryView{}, articles: map[string]*ArticleView{}, words: map[string][]string{}}
	refs := make([]ArticleRef, len(docs))
	for i, d := range docs {
		refs[i] = ArticleRef{ID: d.ID, Title: d.Title, Source: d.Source, Published: d.Published}
	}
	storyOf := make([]string, len(docs))
	members := map[string][]int{}
	for _, sb := range briefs {
		members[sb.Story.ID] = sb.Members
		// the original at the root of every copy's branch
		parent := map[int]int{}
		if sb.Brief != nil {
			for _, e := range sb.Brief.CopyTree {
				parent[e.Derived] = e.Source
			}
		}
		for k, i := range sb.Members {
			root := k
			for p, ok := parent[root]; ok; p, ok = parent[root] {
				root = p
			}
			if root != k {
				refs[i].CopyOf = docs[sb.Members[root]].ID
			}
			storyOf[i] = sb.Story.ID
		}
		sv := &StoryView{Brief: sb.Brief, Docs: sb.Docs}
		sv.ID = sb.Story.ID
		sv.Headline = sb.Story.Headline
		if sb.Brief != nil && strings.TrimSpace(sb.Brief.Headline) != "" {
			sv.Headline = sb.Brief.Headline
		}
		sv.Copies = len(parent)
		sv.Reports = len(sb.Members) - sv.Copies
		sv.First, sv.Last = sb.Story.First, sb.Story.Last
		var ws []string
		for _, i := range sb.Members {
			d := docs[i]
			if !d.Published.IsZero() {
				if sv.First.IsZero() || d.Published.Before(sv.First) {
					sv.First = d.Published
				}
				if d.Published.After(sv.Last) {
					sv.Last = d.Published
				}
			}
			ws = append(ws, strings.Fields(textnorm.Normalize(d.Title))...)
		}
		ws = append(ws, strings.Fields(textnorm.Normalize(sv.Headline))...)
		slices.Sort(ws)
		m.words[sv.ID] = slices.Compact(ws)
		sv.Outlets = outletsOf(docs, sb.Members)
		m.stories = append(m.stories, sv)
		m.byID[sv.ID] = sv
	}
	// the timelines, now that every copy knows its original
	for _, sv := range m.stories {
		for _, i := range members[sv.ID] {
			sv.Articles = append(sv.Articles, refs[i])
		}
	}
	slices.SortStableFunc(m.stories, func(x, y *StoryView) int {
		return cmp.Or(-cmp.Compare(x.Last.UnixNano(), y.Last.UnixNano()), cmp.Compare(x.ID, y.ID))
	})

	for i, d := range docs {
		av := &ArticleView{ArticleRef: refs[i], URL: d.URL, Text: d.Text}
		if _, ok := m.byID[storyOf[i]]; ok {
			av.Story = storyOf[i]
		} else if res != nil && i < len(res.Story) {
			if _, ok := m.byID[res.Story[i]]; ok {
				av.Story = res.Story[i]
			}
		}
		m.articles[d.ID] = av
	}
	for _, r := range rels.Relations {
		a, b := m.articles[docs[r.A].ID], m.articles[docs[r.B].ID]
		a.Relations = append(a.Relations, relationFrom(r, refs[r.B], true))
		b.Relations = append(b.Relations, relationFrom(r, refs[r.A], false))
	}
	for _, av := range m.articles {
		slices.SortFunc(av.Relations, func(x, y Relation) int {
			return cmp.Or(cmp.Compare(kindRank(x.Kind), kindRank(y.Kind)), -cmp.Compare(x.Coverage, y.Coverage), cmp.Compare(x.Other.ID, y.Other.ID))
		})
	}
	return m, nil
}

// relationFrom turns a dedup relation into a Relation seen from its A
// (fromA) or its B document.
func relationFrom(r dedup.Relation, other ArticleRef, fromA bool) Relation {
	out := Relation{Other: other, Kind: r.Kind.String(), Jaccard: r.Jaccard, Coverage: r.Coverage,
		ContainmentThis: r.ContainmentAInB, ContainmentOther: r.ContainmentBInA,
		ThisIsExcerpt: r.Kind == dedup.Excerpt && fromA}
	if !fromA {
		out.ContainmentThis, out.ContainmentOther = r.ContainmentBInA, r.ContainmentAInB
	}
	for _, p := range r.Passages {
		ps := Passage{ThisStart: p.AStart, ThisEnd: p.AEnd, OtherStart: p.BStart, OtherEnd: p.BEnd, Words: p.Words, Boilerplate: p.Boilerplate}
		if !fromA {
			ps.ThisStart, ps.ThisEnd, ps.OtherStart, ps.OtherEnd = p.BStart, p.BEnd, p.AStart, p.AEnd
		}
		out.Passages = append(out.Passages, ps)
	}
	return out
}

// outletsOf lists the distinct sources of the members, most frequent first
// (the earlier on a tie).
func outletsOf(docs []copydesk.Document, members []int) []string {
	count := map[string]int{}
	var order []string
	for _, i := range members {
		s := strings.TrimSpace(docs[i].Source)
		if s == "" {
			continue
		}
		if count[s] == 0 {
			order = append(order, s)
		}
		count[s]++
	}
	slices.SortStableFunc(order, func(x, y string) int { return count[y] - count[x] })
	return order
}

// Stories lists the stories with the most recent activity first. A query
// keeps the stories whose headline or titles hold every word of it (the
// last word may be the beginning of a word, as one types).
// Its cursor, after and next, is the id of the last story of a page.
func (m *MemSource) Stories(ctx context.Context, q, after string, limit int) ([]StorySummary, string, error) {
	if err := ctx.Err(); err != nil {
		return nil, "", err
	}
	from := 0
	if after != "" {
		i := slices.IndexFunc(m.stories, func(sv *StoryView) bool { return sv.ID == after })
		if i < 0 {
			return nil, "", fmt.Errorf("%w: after=%q is no story", ErrBadQuery, after)
		}
		from = i + 1
	}
	qs := strings.Fields(textnorm.Normalize(q))
	var out []StorySummary
	for _, sv := range m.stories[from:] {
		if !matches(m.words[sv.ID], qs) {
			continue
		}
		if len(out) == limit {
			return out, out[limit-1].ID, nil
		}
		out = append(out, sv.StorySummary)
	}
	return out, "", nil
}

// matches reports whether every query word is among the words (sorted),
// the last one as a prefix.
func matches(words, query []string) bool {
	for k, q := range query {
		i, found := slices.BinarySearch(words, q)
		if !found && (k < len(query)-1 || i == len(words) || !strings.HasPrefix(words[i], q)) {
			return false
		}
	}
	return true
}

// Story returns a story with its brief.
func (m *MemSource) Story(ctx context.Context, id string) (*StoryView, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	sv, ok := m.byID[id]
	if !ok {
		return nil, fmt.Errorf("story %q: %w", id, ErrNotFound)
	}
	return sv, nil
}

// Article returns an article with its relations.
func (m *MemSource) Article(ctx context.Context, id string) (*ArticleView, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	av, ok := m.articles[id]
	if !ok {
		return nil, fmt.Errorf("article %q: %w", id, ErrNotFound)
	}
	return av, nil
}

// Len returns the number of stories and of articles.
func (m *MemSource) Len() (stories, articles int) { return len(m.stories), len(m.articles) }
