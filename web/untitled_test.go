package web

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/copydesk/copydesk"
)

// emptyLink is a link with no text: what an untitled article must not be
// on the story's timeline (`[1] z1: <a href="/articles/z1"></a>`).
var emptyLink = regexp.MustCompile(`<a href="[^"]*"></a>`)

// An article without a title shows the first line of its text where the
// page has the text, else its id: never an empty link.
func TestUntitledArticles(t *testing.T) {
	text := "Quiet harbour reopens after the storm\n\nThe harbour at Kelby reopened on Tuesday after three days of gales kept the fishing fleet in port, the harbour master said. Traders on the quay said the week had cost them dearly."
	at := time.Date(2026, 3, 11, 5, 0, 0, 0, time.UTC)
	docs := []copydesk.Document{
		{ID: "u1", Text: text, Source: "Kelby Post", Published: at},
		{ID: "u2", Text: text, Source: "Coast Radio", Published: at.Add(time.Hour)},
	}
	src, err := NewMemSource(context.Background(), docs, copydesk.BriefOptions{})
	if err != nil {
		t.Fatal(err)
	}
	h := New(src, nil)
	const first = "Quiet harbour reopens after the storm"
	for _, tc := range []struct {
		path string
		want []string
	}{
		{"/stories/u1", []string{`<a href="/articles/u1" dir="auto">` + first + `</a>`, `<a href="/articles/u2" dir="auto">` + first + `</a>`}},
		{"/articles/u1", []string{`<h1 dir="auto">` + first + "</h1>", "<title>" + first + " · copydesk</title>",
			`<td class="other"><a href="/articles/u2" dir="auto">u2</a>`}},
		{"/compare/u1/u2", []string{`<a href="/articles/u1" dir="auto">` + first + `</a>`, `<a href="/articles/u2" dir="auto">` + first + `</a>`}},
	} {
		res, body := serve(t, h, "GET", tc.path)
		if res.StatusCode != 200 {
			t.Errorf("%s: status %d", tc.path, res.StatusCode)
			continue
		}
		for _, w := range tc.want {
			if !strings.Contains(body, w) {
				t.Errorf("%s: no %q in the page", tc.path, w)
			}
		}
		if m := emptyLink.FindString(body); m != "" {
			t.Errorf("%s: an empty link %s", tc.path, m)
		}
	}
}

func TestShownTitle(t *testing.T) {
	long := strings.Repeat("word ", 40)
	for _, tc := range []struct{ title, text, id, want string }{
		{"A title", "text", "x", "A title"},
		{"  ", "  First line\nsecond", "x", "First line"},
		{"", "", "x", "x"},
		{"", "\n\n", "x", "x"},
		{"", long, "x", strings.TrimSpace(long[:100]) + "…"},
	} {
		if got := shownTitle(tc.title, tc.text, tc.id); got != tc.want {
			t.Errorf("shownTitle(%q, %q, %q) = %q, want %q", tc.title, tc.text, tc.id, got, tc.want)
		}
	}
}

// A story whose one article has no title and no text is listed as
// "Untitled story", as its page heads it, not as an empty link.
func TestUntitledStoryListed(t *testing.T) {
	src, err := NewMemSource(context.Background(), []copydesk.Document{{ID: "blank"}}, copydesk.BriefOptions{})
	if err != nil {
		t.Fatal(err)
	}
	res, body := serve(t, New(src, nil), "GET", "/")
	if res.StatusCode != 200 || !strings.Contains(body, `<a href="/stories/blank">Untitled story</a>`) {
		t.Errorf("status %d; the list does not name the story:\n%s", res.StatusCode, body)
	}
	if m := emptyLink.FindString(body); m != "" {
		t.Errorf("an empty link %s", m)
	}
}

// More stories than a page holds: the list says so with a link to the
// next page, which goes on where the first ended; a cursor no listing
// gave is a bad request.
func TestStoriesPages(t *testing.T) {
	at := time.Date(2026, 3, 11, 5, 0, 0, 0, time.UTC)
	var docs []copydesk.Document
	for i := range StoriesLimit + 20 {
		id := fmt.Sprintf("s%03d", i)
		docs = append(docs, copydesk.Document{ID: id, Title: "Story " + id,
			Text: fmt.Sprintf("Report number %s about %s alone.", id, strings.Repeat(id+"x ", 3)), Published: at.Add(time.Duration(i) * 24 * time.Hour * 90)})
	}
	src, err := NewMemSource(context.Background(), docs, copydesk.BriefOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if n, _ := src.Len(); n != len(docs) {
		// The fixture is fixed: documents with nothing in common, each
		// 90 days after the last. A merge is a change to check, not a
		// reason to skip the paging test.
		t.Fatalf("the %d documents made %d stories, not one each", len(docs), n)
	}
	h := New(src, nil)
	link := regexp.MustCompile(`<a href="(/\?after=[^"]+)" rel="next">`)
	seen := map[string]bool{}
	path, pages := "/", 0
	for path != "" {
		res, body := serve(t, h, "GET", path)
		if res.StatusCode != 200 {
			t.Fatalf("%s: status %d", path, res.StatusCode)
		}
		for _, m := range regexp.MustCompile(`href="/stories/(s\d+)"`).FindAllStringSubmatch(body, -1) {
			if seen[m[1]] {
				t.Errorf("%s listed twice", m[1])
			}
			seen[m[1]] = true
		}
		path = ""
		if m := link.FindStringSubmatch(body); m != nil {
			path = strings.ReplaceAll(m[1], "&amp;", "&")
		}
		if pages++; pages > 3 {
			t.Fatal("the pages do not end")
		}
	}
	if pages != 2 || len(seen) != len(docs) {
		t.Errorf("%d pages listed %d of %d stories", pages, len(seen), len(docs))
	}
	if res, _ := serve(t, h, "GET", "/?after=nonsense"); res.StatusCode != 400 {
		t.Errorf("a cursor no listing gave: status %d, want 400", res.StatusCode)
	}
}
