package web

import (
	"context"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/copydesk/copydesk"
)

// emptyLink is a link with no text: what an untitled article was on the
// story's timeline (a review: `[1] z1: <a href="/articles/z1"></a>`).
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
		{"/stories/u1", []string{`<a href="/articles/u1">` + first + `</a>`, `<a href="/articles/u2">` + first + `</a>`}},
		{"/articles/u1", []string{"<h1>" + first + "</h1>", "<title>" + first + " · copydesk</title>",
			`<td class="other"><a href="/articles/u2">u2</a>`}},
		{"/compare/u1/u2", []string{`<a href="/articles/u1">` + first + `</a>`, `<a href="/articles/u2">` + first + `</a>`}},
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
