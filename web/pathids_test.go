package web

import (
	"context"
	"regexp"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/copydesk/copydesk"
)

var pageLink = regexp.MustCompile(`href="(/(?:stories|articles|compare)/[^"?#]*)`)

// Ids are any strings: "." and ".." must stay one path segment each.
// url.PathEscape leaves dots alone, and the router cleaned /articles/.
// into a redirect to /articles (those articles could not be reached).
func TestDotIDsReachable(t *testing.T) {
	text := "Quiet harbour reopens after the storm\n\nThe harbour at Kelby reopened on Tuesday after three days of gales kept the fishing fleet in port, the harbour master said. Traders on the quay said the week had cost them dearly."
	at := time.Date(2026, 3, 11, 5, 0, 0, 0, time.UTC)
	docs := []copydesk.Document{
		{ID: ".", Title: "Harbour reopens", Text: text, Source: "Kelby Post", Published: at},
		{ID: "..", Title: "Harbour reopens", Text: text + " More soon.", Source: "Coast Radio", Published: at.Add(time.Hour)},
		{ID: "a/../b", Title: "Harbour reopens", Text: text, Source: "Bay News", Published: at.Add(2 * time.Hour)},
	}
	src, err := NewMemSource(context.Background(), docs, copydesk.BriefOptions{})
	if err != nil {
		t.Fatal(err)
	}
	h := New(src, nil)
	res, body := serve(t, h, "GET", "/stories/%2E")
	if res.StatusCode != 200 {
		t.Fatalf("/stories/%%2E: status %d", res.StatusCode)
	}
	links := map[string]bool{}
	for _, m := range pageLink.FindAllStringSubmatch(body, -1) {
		links[m[1]] = true
	}
	for _, want := range []string{"/articles/%2E", "/articles/%2E%2E", "/articles/a%2F..%2Fb"} {
		if !links[want] {
			t.Errorf("the story page has no link %s (links %v)", want, links)
		}
	}
	for l := range links {
		if res, _ := serve(t, h, "GET", l); res.StatusCode != 200 {
			t.Errorf("%s: status %d, location %q", l, res.StatusCode, res.Header.Get("Location"))
		}
	}
}

// A long query is cut at a character's start: a cut inside "é" put
// invalid UTF-8 in the search box of a page declared UTF-8.
func TestLongQueryCutAtCharacter(t *testing.T) {
	h := New(fixture(), nil)
	for _, q := range []string{strings.Repeat("a", 199) + "%C3%A9", strings.Repeat("a", 10) + "%FF%FE"} {
		res, body := serve(t, h, "GET", "/?q="+q)
		if res.StatusCode != 200 {
			t.Fatalf("status %d", res.StatusCode)
		}
		if !utf8.ValidString(body) {
			i := 0
			for i < len(body) {
				r, n := utf8.DecodeRuneInString(body[i:])
				if r == utf8.RuneError && n == 1 {
					break
				}
				i += n
			}
			t.Errorf("q=%s: invalid UTF-8 in the page near %q", q, body[max(0, i-20):min(len(body), i+10)])
		}
	}
}
