// Package deskpages adapts the service (package desk) to the HTML pages'
// web.Source, so that neither knows the other: the desk is no HTML
// adapter's, and the pages read no database.
package deskpages

import (
	"context"
	"errors"
	"fmt"

	"github.com/copydesk/copydesk/desk"
	"github.com/copydesk/copydesk/web"
)

// New returns the desk as the HTML pages read it (web.Source).
func New(d *desk.Desk) web.Source { return pages{d} }

type pages struct{ d *desk.Desk }

// pageErr makes desk.ErrDeleted the pages' web.ErrGone (410: the desk keeps
// a deleted article's id) and desk.ErrNotFound their web.ErrNotFound.
func pageErr(err error) error {
	switch {
	case errors.Is(err, desk.ErrDeleted):
		return fmt.Errorf("%w: %w", web.ErrGone, err)
	case errors.Is(err, desk.ErrNotFound):
		return fmt.Errorf("%w: %w", web.ErrNotFound, err)
	}
	return err
}

func pageSummary(s desk.StorySummary) web.StorySummary {
	return web.StorySummary{ID: s.ID, Headline: s.Headline, Reports: s.Reports, Copies: s.Copies, Outlets: s.Outlets, First: s.First, Last: s.Last, Updated: s.Updated}
}

func pageRef(r desk.ArticleRef) web.ArticleRef {
	return web.ArticleRef{ID: r.ID, Title: r.Title, Source: r.Source, Published: r.Published, CopyOf: r.CopyOf}
}

func (p pages) Stories(ctx context.Context, q, after string, limit int) ([]web.StorySummary, string, error) {
	// One more than shown, to know whether a next page has any story.
	ss, err := p.d.Stories(ctx, desk.StoryQuery{Q: q, Limit: limit + 1, After: after})
	if errors.Is(err, desk.ErrBadQuery) {
		return nil, "", fmt.Errorf("%w: %w", web.ErrBadQuery, err)
	}
	if err != nil {
		return nil, "", err
	}
	next := ""
	if len(ss) > limit {
		ss = ss[:limit]
		next = ss[limit-1].Cursor()
	}
	out := make([]web.StorySummary, len(ss))
	for i, s := range ss {
		out[i] = pageSummary(s)
	}
	return out, next, nil
}

func (p pages) Story(ctx context.Context, id string) (*web.StoryView, error) {
	s, err := p.d.Story(ctx, id)
	if err != nil {
		return nil, pageErr(err)
	}
	v := &web.StoryView{StorySummary: pageSummary(s.StorySummary), Brief: s.Brief, Docs: s.BriefDocs, Articles: make([]web.ArticleRef, len(s.Articles))}
	for i, a := range s.Articles {
		v.Articles[i] = pageRef(a)
	}
	return v, nil
}

func (p pages) Article(ctx context.Context, id string) (*web.ArticleView, error) {
	a, err := p.d.Article(ctx, id)
	if err != nil {
		return nil, pageErr(err)
	}
	v := &web.ArticleView{ArticleRef: pageRef(a.ArticleRef), URL: a.URL, Text: a.Text, Story: a.Story, Relations: make([]web.Relation, len(a.Relations))}
	for i, r := range a.Relations {
		wr := web.Relation{Other: pageRef(r.Other), Kind: r.Kind, ThisIsExcerpt: r.ThisIsExcerpt, Jaccard: r.Jaccard,
			ContainmentThis: r.ContainmentThis, ContainmentOther: r.ContainmentOther, Coverage: r.Coverage}
		for _, ps := range r.Passages {
			wr.Passages = append(wr.Passages, web.Passage{ThisStart: ps.ThisStart, ThisEnd: ps.ThisEnd, OtherStart: ps.OtherStart, OtherEnd: ps.OtherEnd, Words: ps.Words, Boilerplate: ps.Boilerplate})
		}
		v.Relations[i] = wr
	}
	return v, nil
}
