package web

import (
	"html"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/copydesk/copydesk/brief"
)

// rtlWord is a Hebrew word put in every text the documents supply.
const rtlWord = "חדשות"

// TestDirAuto: every text a document supplies (headlines, titles,
// outlets, brief sentences, disagreeing values and their context, facts,
// quotes and speakers, the article's text, the side by side's cells) is
// in an element of its own with dir="auto", so a right-to-left title or
// sentence takes its own direction: in the left-to-right page, a Hebrew
// or Arabic title ending in "?" showed the mark at its wrong end, and
// citation markers and commas after it moved into it. No page had a
// dir attribute. The element is the text's own, not a container of the
// page (a page's direction stays the page's).
func TestDirAuto(t *testing.T) {
	f := fixture()
	rtl := func(s string) string { return rtlWord + " " + s }
	// Same byte length as "ferry ", so passages and citations keep their
	// offsets.
	text := func(s string) string { return strings.ReplaceAll(s, "ferry ", "חדש") }
	for i := range f.stories {
		f.stories[i].Headline = rtl(f.stories[i].Headline)
		for j := range f.stories[i].Outlets {
			f.stories[i].Outlets[j] = rtl(f.stories[i].Outlets[j])
		}
	}
	ref := func(r *ArticleRef) { r.Title, r.Source = rtl(r.Title), rtl(r.Source) }
	for id, a := range f.articles {
		ref(&a.ArticleRef)
		a.Text = text(a.Text)
		for i := range a.Relations {
			ref(&a.Relations[i].Other)
		}
		f.articles[id] = a
	}
	for _, s := range f.views {
		s.Headline = rtl(s.Headline)
		s.Outlets = slices.Clone(s.Outlets) // the list's summary shares them
		for i := range s.Outlets {
			s.Outlets[i] = rtl(s.Outlets[i])
		}
		for i := range s.Articles {
			ref(&s.Articles[i])
		}
		for i := range s.Docs {
			d := &s.Docs[i]
			d.Title, d.Source, d.Text = rtl(d.Title), rtl(d.Source), text(d.Text)
		}
		b := s.Brief
		if b == nil {
			continue
		}
		b.Headline = rtl(b.Headline)
		for i := range b.Sources {
			b.Sources[i].Outlet, b.Sources[i].Title = rtl(b.Sources[i].Outlet), rtl(b.Sources[i].Title)
		}
		for i := range b.Sentences {
			b.Sentences[i].Text = rtl(b.Sentences[i].Text)
		}
		for i := range b.Disagreements {
			d := &b.Disagreements[i]
			d.About = rtl(d.About)
			for j := range d.Variants {
				v := &d.Variants[j]
				v.Text = rtl(v.Text)
				if v.Attribution != "" {
					v.Attribution = rtl(v.Attribution)
				}
			}
		}
		for i := range b.OnlyIn {
			for j := range b.OnlyIn[i].Facts {
				b.OnlyIn[i].Facts[j].Text = rtl(b.OnlyIn[i].Facts[j].Text)
			}
		}
		b.Quotes = append(b.Quotes, brief.Quote{Text: rtl("We will search all night."), Speaker: rtl("the coastguard"),
			Citations: b.Sentences[0].Citations})
	}
	h := New(f, nil)
	for _, path := range []string{"/", "/stories/wire-1", "/articles/wire-1", "/articles/copy-1?hl=0-40", "/articles/times%2Fown-1", "/compare/wire-1/copy-1", "/compare/times%2Fown-1/wire-1", "/articles/wire-1?with=copy-1", "/?q=" + rtlWord, "/?q=" + rtlWord + "+ferry", "/?q=" + rtlWord + "!"} {
		res, body := serve(t, h, "GET", path)
		if res.StatusCode != 200 {
			t.Fatalf("%s: status %d", path, res.StatusCode)
		}
		if n := strings.Count(body, rtlWord[:6]); n < 2 && !strings.HasPrefix(path, "/?q=") {
			t.Fatalf("%s: %d right-to-left words, the fixture did not take", path, n)
		}
		for _, bad := range checkDirAuto(body) {
			t.Errorf("%s: %s", path, bad)
		}
	}
}

var (
	tagRE = regexp.MustCompile(`<!--[\s\S]*?-->|<!?(/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>`)
	dirRE = regexp.MustCompile(`\sdir="([^"]*)"`)
	// voidTags have no end tag.
	voidTags = map[string]bool{"area": true, "base": true, "br": true, "col": true, "embed": true, "hr": true, "img": true, "input": true, "link": true, "meta": true, "source": true, "track": true, "wbr": true, "doctype": true}
	// pageTags hold the page's own text beside a document's: dir="auto"
	// there would turn the page round by its first letter.
	pageTags = map[string]bool{"html": true, "head": true, "body": true, "main": true, "article": true, "section": true, "aside": true, "header": true, "footer": true, "nav": true, "ol": true, "ul": true, "table": true, "thead": true, "tbody": true, "tr": true}
)

// checkDirAuto lists the text of right-to-left letters whose nearest
// element with a dir attribute is not dir="auto" on an element of its
// own, and the page containers that have a dir attribute.
func checkDirAuto(page string) []string {
	type elem struct{ tag, dir string }
	var stack []elem
	var bad []string
	text := func(s string) {
		s = html.UnescapeString(s)
		if strings.IndexFunc(s, func(r rune) bool { return unicode.In(r, unicode.Hebrew, unicode.Arabic) }) < 0 {
			return
		}
		for i := len(stack) - 1; i >= 0; i-- {
			if stack[i].tag == "title" {
				return // the tab's title: no dir there
			}
		}
		where := "<none>"
		for i := len(stack) - 1; i >= 0; i-- {
			if stack[i].dir != "" {
				where = "<" + stack[i].tag + ` dir="` + stack[i].dir + `">`
				if stack[i].dir == "auto" && !pageTags[stack[i].tag] {
					return
				}
				break
			}
		}
		in := make([]string, len(stack))
		for i, e := range stack {
			in[i] = e.tag
		}
		bad = append(bad, strings.Join(in, ">")+": "+strings.TrimSpace(s)+" (direction from "+where+")")
	}
	last := 0
	for _, m := range tagRE.FindAllStringSubmatchIndex(page, -1) {
		text(page[last:m[0]])
		last = m[1]
		if m[4] < 0 {
			continue // a comment
		}
		tag := strings.ToLower(page[m[4]:m[5]])
		if m[3] > m[2] { // an end tag
			for i := len(stack) - 1; i >= 0; i-- {
				if stack[i].tag == tag {
					stack = stack[:i]
					break
				}
			}
			continue
		}
		dir := ""
		if d := dirRE.FindStringSubmatch(page[m[6]:m[7]]); d != nil {
			dir = d[1]
			if pageTags[tag] {
				bad = append(bad, "<"+tag+` dir="`+dir+`">: a page container with a direction`)
			}
		}
		if !voidTags[tag] {
			stack = append(stack, elem{tag, dir})
		}
	}
	text(page[last:])
	return bad
}
