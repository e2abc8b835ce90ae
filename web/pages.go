package web

import (
	"cmp"
	"html/template"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/copydesk/copydesk/brief"
)

// storiesPage is the data of the stories page.
type storiesPage struct {
	Query    string
	Stories  []StorySummary
	Limit    int
	Later    bool   // a page after the first
	NextHref string // the next page, "" when this is the last
	// NoWords: the query holds no word (punctuation only), so nothing
	// was searched.
	NoWords bool
}

// citeLink is a citation marker: [Ref] linking to the cited passage.
type citeLink struct {
	Ref   int
	Href  string
	Label string // "source 3, The Coastline Gazette"
}

// citeLinks are the markers of one statement.
type citeLinks []citeLink

// HTML renders the markers. A story page carries hundreds of them, so they
// are written here rather than by the template (five escaper calls each);
// every value is escaped.
func (cs citeLinks) HTML() template.HTML {
	if len(cs) == 0 {
		return ""
	}
	var sb strings.Builder
	sb.WriteString(`<span class="cites">`)
	for _, c := range cs {
		label := template.HTMLEscapeString(c.Label)
		sb.WriteString(`<a class="cite" href="`)
		sb.WriteString(template.HTMLEscapeString(c.Href))
		sb.WriteString(`" title="`)
		sb.WriteString(label)
		sb.WriteString(`" aria-label="`)
		sb.WriteString(label)
		sb.WriteString(`">[`)
		sb.WriteString(strconv.Itoa(c.Ref))
		sb.WriteString(`]</a>`)
	}
	sb.WriteString(`</span>`)
	return template.HTML(sb.String())
}

// sourceView is one document of a story with its marker.
type sourceView struct {
	Ref       int
	ID        string
	Name      string // the outlet, or the id when unknown
	Title     string
	Published time.Time
	Href      string
	CopyOf    int // marker of the original, 0 for an original
}

type sentenceView struct {
	Text    string
	Cites   citeLinks
	Sources int
}

type variantView struct {
	Text        string
	Attribution string
	Cites       citeLinks
	Outlets     []string
	// The sentence of the first citation, the value marked.
	Before, Mark, After string
	ContextHref         string
	ContextName         string
}

type disagreementView struct {
	Kind, About string
	Variants    []variantView
}

type factView struct {
	Text string
	Cite citeLinks // one marker
}

type onlyInView struct {
	Source sourceView
	Facts  []factView
}

type quoteView struct {
	Text, Speaker string
	Cites         citeLinks
}

// treeNode is a document in the copy-family tree.
type treeNode struct {
	Source      sourceView
	Kind        string // relation to the parent: identical, near-duplicate, excerpt, partial-reuse
	Phrase      string // "an identical copy of"
	Reason      string
	ParentName  string
	CompareHref string // parent and this side by side
	Children    []*treeNode
}

type timelineEntry struct {
	Source     sourceView
	Day        string // set on the first entry of a day
	Time       string // "06:40", or "" when the date is unknown
	CopyOfName string
	CopyOfHref string
}

// storyPage is the data of a story page.
type storyPage struct {
	StorySummary
	Headline      string
	HasBrief      bool
	Sentences     []sentenceView
	Disagreements []disagreementView
	OnlyIn        []onlyInView
	Quotes        []quoteView
	Families      []*treeNode // roots that have copies
	Independent   int         // reports without copies in the story
	Timeline      []timelineEntry
	Sources       []sourceView
}

// newStoryPage arranges a story for its template. It tolerates a missing
// brief and citations that point outside Docs (they are left out).
func newStoryPage(sv *StoryView) *storyPage {
	p := &storyPage{StorySummary: sv.StorySummary, Headline: sv.Headline}
	br := sv.Brief
	docs := sv.Docs
	// markers and documents
	byDoc := map[int]sourceView{}
	byID := map[string]sourceView{}
	if br != nil {
		p.HasBrief = true
		if strings.TrimSpace(br.Headline) != "" && p.Headline == "" {
			p.Headline = br.Headline
		}
		for _, s := range br.Sources {
			v := sourceView{Ref: s.Ref, ID: s.ID, Name: nameOf(s.Outlet, s.ID), Title: s.Title,
				Published: s.Published, Href: articleURL(s.ID), CopyOf: s.CopyOf}
			byDoc[s.Doc] = v
			byID[s.ID] = v
			p.Sources = append(p.Sources, v)
		}
		slices.SortFunc(p.Sources, func(x, y sourceView) int { return cmp.Compare(x.Ref, y.Ref) })
	}
	if p.Headline == "" {
		p.Headline = "Untitled story"
	}
	cites := func(cs []brief.Citation) citeLinks {
		var out citeLinks
		for _, c := range cs {
			l, ok := citation(c, docs, byDoc)
			if ok && !slices.ContainsFunc(out, func(o citeLink) bool { return o.Ref == l.Ref }) {
				out = append(out, l)
			}
		}
		return out
	}
	if br != nil {
		for _, s := range br.Sentences {
			p.Sentences = append(p.Sentences, sentenceView{Text: oneLine(brief.BalanceQuotes(s.Text)) + spokenBy(s.Speaker), Cites: cites(s.Citations), Sources: s.Sources})
		}
		for _, d := range br.Disagreements {
			dv := disagreementView{Kind: d.Kind, About: d.About}
			for _, v := range d.Variants {
				vv := variantView{Text: oneLine(v.Text), Attribution: v.Attribution, Cites: cites(v.Citations)}
				for _, c := range v.Citations {
					if s, ok := byDoc[c.Doc]; ok && !slices.Contains(vv.Outlets, s.Name) {
						vv.Outlets = append(vv.Outlets, s.Name)
					}
				}
				if len(v.Citations) > 0 {
					c := v.Citations[0]
					if c.Doc >= 0 && c.Doc < len(docs) {
						b, m, a := sentenceAround(docs[c.Doc].Text, c.Start, c.End, 160)
						vv.Before, vv.Mark, vv.After = spaced(b), oneLine(m), spaced(a)
						vv.ContextHref = passageURL(docs[c.Doc].ID, c.Start, c.End)
						vv.ContextName = byDoc[c.Doc].Name
					}
				}
				dv.Variants = append(dv.Variants, vv)
			}
			p.Disagreements = append(p.Disagreements, dv)
		}
		for _, o := range br.OnlyIn {
			ov := onlyInView{Source: byDoc[o.Doc]}
			for _, f := range o.Facts {
				l, ok := citation(f.Citation, docs, byDoc)
				if ok {
					ov.Facts = append(ov.Facts, factView{Text: oneLine(brief.BalanceQuotes(f.Text)) + spokenBy(f.Speaker), Cite: citeLinks{l}})
				}
			}
			p.OnlyIn = append(p.OnlyIn, ov)
		}
		for _, q := range br.Quotes {
			p.Quotes = append(p.Quotes, quoteView{Text: oneLine(q.Text), Speaker: q.Speaker, Cites: cites(q.Citations)})
		}
		p.Families, p.Independent = copyFamilies(br.CopyTree, byDoc, len(docs))
	}
	// timeline: an untitled article shows the start of its text where the
	// brief's documents have it, else its id
	texts := map[string]string{}
	for _, d := range docs {
		texts[d.ID] = d.Text
	}
	names := map[string]string{}
	for _, a := range sv.Articles {
		names[a.ID] = nameOf(a.Source, a.ID)
	}
	lastDay := ""
	for _, a := range sv.Articles {
		s, ok := byID[a.ID]
		if !ok {
			s = sourceView{ID: a.ID, Name: nameOf(a.Source, a.ID), Title: a.Title, Published: a.Published, Href: articleURL(a.ID)}
		}
		s.Title = shownTitle(s.Title, texts[a.ID], a.ID)
		e := timelineEntry{Source: s}
		if !a.Published.IsZero() {
			if d := formatDate(a.Published); d != lastDay {
				e.Day, lastDay = d, d
			}
			e.Time = a.Published.UTC().Format("15:04")
		}
		if a.CopyOf != "" {
			e.CopyOfName = names[a.CopyOf]
			if e.CopyOfName == "" {
				e.CopyOfName = a.CopyOf
			}
			e.CopyOfHref = articleURL(a.CopyOf)
		}
		p.Timeline = append(p.Timeline, e)
	}
	return p
}

// citation turns a brief citation into a marker link, or false when it
// points outside the story's documents.
func citation(c brief.Citation, docs []brief.Doc, byDoc map[int]sourceView) (citeLink, bool) {
	if c.Doc < 0 || c.Doc >= len(docs) {
		return citeLink{}, false
	}
	d := docs[c.Doc]
	ref := c.Ref
	name := nameOf(d.Source, d.ID)
	if s, ok := byDoc[c.Doc]; ok {
		ref, name = s.Ref, s.Name
	}
	href := articleURL(d.ID)
	if sp, ok := clampSpan(d.Text, c.Start, c.End); ok {
		href = passageURL(d.ID, sp.Start, sp.End)
	}
	return citeLink{Ref: ref, Href: href, Label: "source " + itoa(ref) + ", " + name}, true
}

// copyFamilies builds the copy-family forest: roots that have copies, with
// their copies below them, and the number of documents outside every
// family.
func copyFamilies(edges []brief.CopyEdge, byDoc map[int]sourceView, ndocs int) ([]*treeNode, int) {
	nodes := map[int]*treeNode{}
	node := func(d int) *treeNode {
		if n, ok := nodes[d]; ok {
			return n
		}
		n := &treeNode{Source: byDoc[d]}
		if n.Source.Name == "" {
			n.Source.Name = "document " + itoa(d+1)
		}
		nodes[d] = n
		return n
	}
	derived := map[int]bool{}
	for _, e := range edges {
		if e.Source < 0 || e.Derived < 0 || e.Source >= ndocs || e.Derived >= ndocs || derived[e.Derived] {
			continue
		}
		derived[e.Derived] = true
		parent, child := node(e.Source), node(e.Derived)
		child.Kind = e.Kind.String()
		child.Phrase = relationPhrase(child.Kind)
		if e.Expands {
			child.Phrase = "expansion" // the later, longer document holds its source whole
		}
		child.Reason = brief.Because(e.Reason, "which")
		child.ParentName = parent.Source.Name
		child.CompareHref = compareURL(parent.Source.ID, child.Source.ID)
		parent.Children = append(parent.Children, child)
	}
	var roots []*treeNode
	for d, n := range nodes {
		if !derived[d] {
			roots = append(roots, n)
		}
		slices.SortFunc(n.Children, func(x, y *treeNode) int { return cmp.Compare(x.Source.Ref, y.Source.Ref) })
	}
	slices.SortFunc(roots, func(x, y *treeNode) int { return cmp.Compare(x.Source.Ref, y.Source.Ref) })
	return roots, max(ndocs-len(nodes), 0)
}

// relationPhrase names what a copy is of its source.
func relationPhrase(kind string) string {
	switch kind {
	case "identical":
		return "identical copy"
	case "near-duplicate":
		return "near-duplicate"
	case "excerpt":
		return "excerpt"
	case "partial-reuse":
		return "partial reuse"
	}
	return kind
}

// relationView is a relation row of an article page.
type relationView struct {
	Other       ArticleRef
	OtherName   string
	Href        string
	CompareHref string
	OnlyHref    string // the article with only this relation's passages marked
	Kind        string
	Phrase      string // "This is an excerpt of it"
	Relation
	Shared      int // passages that are not boilerplate
	Boilerplate int
	Words       int // words in shared passages (boilerplate left out)
}

// articlePage is the data of an article page.
type articlePage struct {
	ArticleRef
	Name      string
	URL       string
	StoryHref string
	Segments  []segment
	Cited     bool   // a cited passage is highlighted
	CitedText string // its text
	// SharedPct is the share of the text inside passages shared with
	// another document (boilerplate left out).
	SharedPct float64
	Relations []relationView
	Words     int
	// Only is the relation whose passages alone are marked (?with=ID),
	// nil when all are.
	Only    *relationView
	AllHref string
}

// newArticlePage arranges an article for its template: hl is a cited
// passage to mark (empty for none); with, when it names a related
// article, marks only the passages shared with it.
func newArticlePage(av *ArticleView, hl span, with string) *articlePage {
	p := &articlePage{ArticleRef: av.ArticleRef, Name: nameOf(av.Source, av.ID), URL: av.URL,
		Words: len(strings.Fields(av.Text))}
	p.Title = shownTitle(p.Title, av.Text, av.ID)
	if av.Story != "" {
		p.StoryHref = storyURL(av.Story)
	}
	p.AllHref = articleURL(av.ID) + "#text"
	only := -1
	for i, r := range av.Relations {
		if with != "" && r.Other.ID == with {
			only = i
		}
	}
	var marks []mark
	for i, r := range av.Relations {
		other := r.Other
		other.Title = shownTitle(other.Title, "", other.ID)
		rv := relationView{Other: other, OtherName: nameOf(r.Other.Source, r.Other.ID),
			Href: articleURL(r.Other.ID), CompareHref: compareURL(av.ID, r.Other.ID),
			OnlyHref: articleURL(av.ID) + "?with=" + url.QueryEscape(r.Other.ID) + "#text",
			Kind:     r.Kind, Phrase: viewPhrase(r), Relation: r}
		for _, ps := range r.Passages {
			if ps.Boilerplate {
				rv.Boilerplate++
			} else {
				rv.Shared++
				rv.Words += ps.Words
			}
			if only < 0 || only == i {
				marks = append(marks, mark{span: span{ps.ThisStart, ps.ThisEnd}, kind: r.Kind,
					other: rv.OtherName + " (" + r.Other.ID + ")", boilerplate: ps.Boilerplate})
			}
		}
		p.Relations = append(p.Relations, rv)
	}
	if only >= 0 {
		p.Only = &p.Relations[only]
	}
	// share of the text covered by non-boilerplate passages
	var cover []span
	for _, m := range marks {
		if !m.boilerplate {
			cover = append(cover, m.span)
		}
	}
	if len(av.Text) > 0 {
		p.SharedPct = float64(coveredBytes(cover, len(av.Text))) / float64(len(av.Text))
	}
	if hl.End > hl.Start {
		if sp, ok := clampSpan(av.Text, hl.Start, hl.End); ok {
			marks = append(marks, mark{span: sp, cited: true})
			p.Cited, p.CitedText = true, oneLine(av.Text[sp.Start:sp.End])
		}
	}
	p.Segments = segments(av.Text, marks)
	return p
}

// viewPhrase says what a relation is, seen from the article.
func viewPhrase(r Relation) string {
	switch r.Kind {
	case "identical":
		return "identical to"
	case "near-duplicate":
		return "near-duplicate of"
	case "excerpt":
		if r.ThisIsExcerpt {
			return "excerpt of"
		}
		return "contains an excerpt:"
	case "partial-reuse":
		return "shares passages with"
	}
	return r.Kind
}

// coveredBytes counts the bytes of [0, n) inside at least one span.
func coveredBytes(spans []span, n int) int {
	slices.SortFunc(spans, func(x, y span) int { return cmp.Compare(x.Start, y.Start) })
	total, end := 0, 0
	for _, s := range spans {
		s.Start, s.End = max(s.Start, end, 0), min(s.End, n)
		if s.End > s.Start {
			total += s.End - s.Start
			end = s.End
		}
	}
	return total
}

// nameOf is how a document is named: its outlet, else its id.
func nameOf(outlet, id string) string {
	if strings.TrimSpace(outlet) != "" {
		return outlet
	}
	return id
}

// spokenBy is " — Speaker" after a sentence whose quotation's speaker its
// own words do not name (brief's Speaker), "" for none.
func spokenBy(speaker string) string {
	if speaker == "" {
		return ""
	}
	return " — " + oneLine(speaker)
}

// oneLine collapses runs of white space.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// spaced collapses white space like oneLine but keeps one space at either
// end where s had some, so that the pieces of a sentence join correctly.
func spaced(s string) string {
	out := oneLine(s)
	if out == "" {
		if s != "" {
			return " "
		}
		return ""
	}
	if strings.TrimLeft(s, " \t\r\n") != s {
		out = " " + out
	}
	if strings.TrimRight(s, " \t\r\n") != s {
		out += " "
	}
	return out
}

func itoa(n int) string { return strconv.Itoa(n) }
