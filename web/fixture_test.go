package web

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/copydesk/copydesk/brief"
	"github.com/copydesk/copydesk/dedup"
)

// fakeSource is a Source with fixed data, for golden pages and errors.
type fakeSource struct {
	stories  []StorySummary
	views    map[string]*StoryView
	articles map[string]*ArticleView
	fail     error // returned by every call when set
}

func (f *fakeSource) Stories(ctx context.Context, q, after string, limit int) ([]StorySummary, string, error) {
	if f.fail != nil {
		return nil, "", f.fail
	}
	var out []StorySummary
	for _, s := range f.stories {
		if q == "" || strings.Contains(strings.ToLower(s.Headline), strings.ToLower(q)) {
			out = append(out, s)
		}
	}
	return out[:min(limit, len(out))], "", nil
}

func (f *fakeSource) Story(ctx context.Context, id string) (*StoryView, error) {
	if f.fail != nil {
		return nil, f.fail
	}
	if v, ok := f.views[id]; ok {
		return v, nil
	}
	return nil, fmt.Errorf("story %q: %w", id, ErrNotFound)
}

func (f *fakeSource) Article(ctx context.Context, id string) (*ArticleView, error) {
	if f.fail != nil {
		return nil, f.fail
	}
	if v, ok := f.articles[id]; ok {
		return v, nil
	}
	return nil, fmt.Errorf("article %q: %w", id, ErrNotFound)
}

// The fixture: a wire report, a copy of it with one number changed and a
// dateline, and an independent report from an outlet whose name, title
// and text try to inject markup. Its id holds a slash.
var (
	fxWire = "A ferry sank in the Kestrel Strait on Tuesday night. At least 14 people died, coastguard officials said.\n\n" +
		"Commander Elaine Voss said the search would go on through the night."
	fxCopy = "PORT ELLIS - A ferry sank in the Kestrel Strait on Tuesday night. At least 16 people died, coastguard officials said.\n\n" +
		"Commander Elaine Voss said the search would go on through the night."
	fxOwn = "Sixteen people died when the ferry <script>alert(1)</script> rolled over & sank, the coastguard said &amp; more.\n\n" +
		"A vigil is planned at St Brannoc's Church on Wednesday."
	t0 = time.Date(2026, 3, 11, 6, 40, 0, 0, time.UTC)
)

func fixture() *fakeSource {
	wire := ArticleRef{ID: "wire-1", Title: "Ferry sinks in Kestrel Strait", Source: "Harbour Wire", Published: t0}
	cp := ArticleRef{ID: "copy-1", Title: "Ferry disaster: 16 dead", Source: "The Coastline Gazette", Published: t0.Add(75 * time.Minute), CopyOf: "wire-1"}
	own := ArticleRef{ID: "times/own-1", Title: `Sixteen dead <b>as</b> ferry sinks`, Source: `Port Ellis <i>Times</i>`, Published: t0.Add(26 * time.Hour)}

	// the copy's text is the wire's shifted by its dateline, one word changed
	shift := len("PORT ELLIS - ")
	n14 := strings.Index(fxWire, "14")
	passages := []Passage{
		{ThisStart: 0, ThisEnd: n14 - 1, OtherStart: shift, OtherEnd: shift + n14 - 1, Words: 12},
		{ThisStart: n14 + 3, ThisEnd: len(fxWire), OtherStart: shift + n14 + 3, OtherEnd: len(fxCopy), Words: 18},
	}
	flip := func(ps []Passage) []Passage {
		out := make([]Passage, len(ps))
		for i, p := range ps {
			out[i] = Passage{ThisStart: p.OtherStart, ThisEnd: p.OtherEnd, OtherStart: p.ThisStart, OtherEnd: p.ThisEnd, Words: p.Words}
		}
		return out
	}
	docs := []brief.Doc{
		{ID: wire.ID, Title: wire.Title, Text: fxWire, Source: wire.Source, Published: wire.Published},
		{ID: cp.ID, Title: cp.Title, Text: fxCopy, Source: cp.Source, Published: cp.Published},
		{ID: own.ID, Title: own.Title, Text: fxOwn, Source: own.Source, Published: own.Published},
	}
	cite := func(d int, sub string) brief.Citation {
		i := strings.Index(docs[d].Text, sub)
		if i < 0 {
			panic("fixture: no " + sub)
		}
		return brief.Citation{Doc: d, Ref: d + 1, Start: i, End: i + len(sub), CharStart: i, CharEnd: i + len(sub)}
	}
	br := &brief.Brief{
		Headline: "Ferry sinks in Kestrel Strait",
		Sources: []brief.Source{
			{Ref: 1, Doc: 0, ID: wire.ID, Outlet: wire.Source, Title: wire.Title, Published: wire.Published},
			{Ref: 2, Doc: 1, ID: cp.ID, Outlet: cp.Source, Title: cp.Title, Published: cp.Published, CopyOf: 1},
			{Ref: 3, Doc: 2, ID: own.ID, Outlet: own.Source, Title: own.Title, Published: own.Published},
		},
		Sentences: []brief.KeySentence{
			{Text: "A ferry sank in the Kestrel Strait on Tuesday night.", Sources: 1,
				Citations: []brief.Citation{cite(0, "A ferry sank in the Kestrel Strait on Tuesday night."), cite(1, "A ferry sank in the Kestrel Strait on Tuesday night.")}},
			{Text: "Sixteen people died when the ferry <script>alert(1)</script> rolled over & sank, the coastguard said &amp; more.", Sources: 1,
				Citations: []brief.Citation{cite(2, "Sixteen people died when the ferry <script>alert(1)</script> rolled over & sank, the coastguard said &amp; more.")}},
		},
		Disagreements: []brief.Disagreement{{Kind: "number", About: "people killed", Variants: []brief.Variant{
			{Value: "14", Text: "At least 14", Citations: []brief.Citation{cite(0, "At least 14")}},
			{Value: "16", Text: "At least 16", Citations: []brief.Citation{cite(1, "At least 16")}, Attribution: "coastguard officials"},
			{Value: "16", Text: "Sixteen", Citations: []brief.Citation{cite(2, "Sixteen")}},
		}}},
		OnlyIn:   []brief.OnlyIn{{Ref: 3, Doc: 2, Facts: []brief.Fact{{Text: "A vigil is planned at St Brannoc's Church on Wednesday.", Citation: cite(2, "A vigil is planned at St Brannoc's Church on Wednesday.")}}}},
		Quotes:   []brief.Quote{},
		CopyTree: []brief.CopyEdge{{Source: 0, Derived: 1, Kind: dedup.NearDuplicate, Reason: brief.ReasonEarlier}},
	}
	summary := StorySummary{ID: "wire-1", Headline: br.Headline, Reports: 2, Copies: 1,
		Outlets: []string{wire.Source, cp.Source, own.Source}, First: t0, Last: own.Published}
	other := StorySummary{ID: "museum-1", Headline: "Museum buys a rare map", Reports: 1, Outlets: []string{"The Meridian Observer"}, First: t0.Add(-48 * time.Hour), Last: t0.Add(-48 * time.Hour)}
	rel := Relation{Other: cp, Kind: "near-duplicate", Jaccard: 0.82, ContainmentThis: 0.9, ContainmentOther: 0.85, Coverage: 0.95, Passages: passages}
	relBack := Relation{Other: wire, Kind: "near-duplicate", Jaccard: 0.82, ContainmentThis: 0.85, ContainmentOther: 0.9, Coverage: 0.95, Passages: flip(passages)}
	return &fakeSource{
		stories: []StorySummary{summary, other},
		views: map[string]*StoryView{
			"wire-1":   {StorySummary: summary, Brief: br, Docs: docs, Articles: []ArticleRef{wire, cp, own}},
			"museum-1": {StorySummary: other},
		},
		articles: map[string]*ArticleView{
			wire.ID: {ArticleRef: wire, URL: "https://example.org/wire-1", Text: fxWire, Story: "wire-1", Relations: []Relation{rel}},
			cp.ID:   {ArticleRef: cp, URL: "javascript:alert(1)", Text: fxCopy, Story: "wire-1", Relations: []Relation{relBack}},
			own.ID:  {ArticleRef: own, Text: fxOwn, Story: "wire-1"},
		},
	}
}

type timeT = time.Time

func at(day, hour int) time.Time { return time.Date(2026, 3, day, hour, 0, 0, 0, time.UTC) }
