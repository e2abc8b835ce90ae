package render

import (
	"html"
	"regexp"
	"strings"
	"testing"

	"github.com/copydesk/copydesk/brief"
)

// The HTML page's citation markers reach their source whatever the story
// id holds: each link's fragment is, letter for letter, the id of a list
// item of its own story, a valid HTML id (no whitespace) and a valid URL
// fragment. The markers wrote the id as HTML-escaped text ("#a b-src-1",
// "#x#y-src-1", "#a\tb-src-1", which a browser reads as "#ab-src-1", so
// that marker led nowhere) while the "only in" links were URL-escaped by
// html/template ("#a%20b-src-2") and the ids not at all (id="a b-src-1").
// A plain id is written as it was.
func TestHTMLAnchorsReachTheirTargets(t *testing.T) {
	ids := []string{"plain-01", "a b", "x#y", "é", "a\tb", "a%20b", `q"<&>'`}
	var page Page
	for _, id := range ids {
		page.Stories = append(page.Stories, PageStory{ID: id, Brief: &brief.Brief{
			Headline:  "Floods",
			Sources:   []brief.Source{{Ref: 1, ID: "c1", Outlet: "Courier"}, {Ref: 2, ID: "r2", Outlet: "Radio"}},
			Sentences: []brief.KeySentence{{Text: "The river rose.", Citations: []brief.Citation{{Ref: 1}, {Ref: 2, Doc: 1}}}},
			OnlyIn:    []brief.OnlyIn{{Ref: 2, Doc: 1, Facts: []brief.Fact{{Text: "A vigil is planned."}}}},
		}})
	}
	var sb strings.Builder
	if err := HTML(&sb, page); err != nil {
		t.Fatal(err)
	}
	out := sb.String()
	for _, want := range []string{`<article id="plain-01">`, `<a class="cite" href="#plain-01-src-1">[1]</a>`, `<li id="plain-01-src-2">`} {
		if !strings.Contains(out, want) {
			t.Errorf("a plain id is not written as it was: no %s in\n%s", want, out)
		}
	}

	idAttr := regexp.MustCompile(` id="([^"]*)"`)
	hrefAttr := regexp.MustCompile(` href="#([^"]*)"`)
	articles := strings.Split(out, "<article")[1:]
	if len(articles) != len(ids) {
		t.Fatalf("%d articles, want %d", len(articles), len(ids))
	}
	seen := map[string]string{}
	for i, a := range articles {
		story := ids[i]
		here := map[string]bool{}
		for _, m := range idAttr.FindAllStringSubmatch(a, -1) {
			id := html.UnescapeString(m[1])
			if id == "" || strings.ContainsAny(id, " \t\n\f\r") {
				t.Errorf("story %q: %q is no valid HTML id", story, id)
			}
			if other, dup := seen[id]; dup {
				t.Errorf("stories %q and %q both have the id %q", other, story, id)
			}
			seen[id], here[id] = story, true
		}
		links := hrefAttr.FindAllStringSubmatch(a, -1)
		if len(links) != 3 {
			t.Errorf("story %q: %d links, want 3 (two markers and an \"only in\")", story, len(links))
		}
		for _, m := range links {
			frag := html.UnescapeString(m[1])
			if !validFragment(frag) {
				t.Errorf("story %q: href \"#%s\" is no valid URL fragment", story, frag)
			}
			if !here[frag] {
				t.Errorf("story %q: href \"#%s\" names no id of its story (%v)", story, frag, here)
			}
		}
	}
}

// validFragment reports whether s is a valid URL-fragment string (WHATWG
// URL): URL code points and percent-encoded bytes only. Browsers drop a
// tab or a newline from a link and percent-encode a space, so that a
// fragment holding one no longer names its id as written.
func validFragment(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '%':
			if i+2 >= len(s) || !isHex(s[i+1]) || !isHex(s[i+2]) {
				return false
			}
			i += 2
		case c >= 0x80: // non-ASCII code points are URL code points
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9':
		case strings.IndexByte("!$&'()*+,-./:;=?@_~", c) >= 0:
		default:
			return false
		}
	}
	return true
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}
