package web

import (
	"net/url"
	"strings"
	"testing"
)

// A search of no word (punctuation only: "!!!", "--") says there is no
// word to search for and lists no story: it listed every story, as the
// page with no search does, under "Stories matching “!!!”" and "31 stories
// found", since the sources drop what is not a word. A search with a word
// among the punctuation searches for the word.
func TestQueryWithoutWords(t *testing.T) {
	h := New(exampleSource(t), nil)
	for _, q := range []string{"!!!", "--", " - ", "?!…", "“”", "*"} {
		res, body := serve(t, h, "GET", "/?q="+url.QueryEscape(q))
		if res.StatusCode != 200 {
			t.Errorf("q=%q: status %d, want 200", q, res.StatusCode)
		}
		esc := strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&#34;").Replace(strings.TrimSpace(q))
		if want := `No words to search for in “<span dir="auto">` + esc + "</span>”"; !strings.Contains(body, want) {
			t.Errorf("q=%q: the page does not say %q", q, want)
		}
		for _, not := range []string{`class="story-item"`, "found", "No story matches"} {
			if strings.Contains(body, not) {
				t.Errorf("q=%q: the page holds %q", q, not)
			}
		}
	}
	res, body := serve(t, h, "GET", "/?q="+url.QueryEscape("--ferry!!"))
	if res.StatusCode != 200 || !strings.Contains(body, `class="story-item"`) || strings.Contains(body, "No words to search for") {
		t.Errorf("q=--ferry!!: status %d, want the stories about a ferry", res.StatusCode)
	}
	if _, all := serve(t, h, "GET", "/"); strings.Count(body, `class="story-item"`) == strings.Count(all, `class="story-item"`) {
		t.Errorf("q=--ferry!!: every story listed")
	}
}
