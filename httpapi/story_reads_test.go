package httpapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/copydesk/copydesk/desk"
)

// Tests of reading stories from the service: after a deletion (brief,
// headline), as one state (ETag, If-None-Match), and paging the list.

// After DELETE answered, the next read of the story does not serve the
// brief written before, which quoted the deleted article, not even marked
// stale while the next one is written.
func TestDeletedArticleLeavesTheBrief(t *testing.T) {
	srv, _ := newServer(t, Config{})
	do(t, srv, call{method: "POST", path: "/api/articles", ctype: "application/x-ndjson", body: examples(t)})
	if _, _, b := do(t, srv, call{method: "GET", path: "/api/stories/wire-fire-brack-01"}); !strings.Contains(string(b), "St Aldhelm") {
		t.Fatalf("the brief before the deletion does not quote the article to delete: %.300s", b)
	}
	if code, _, b := do(t, srv, call{method: "DELETE", path: "/api/articles/courier-fire-brack-03"}); code != 200 {
		t.Fatalf("DELETE: %d %s", code, b)
	}
	for _, path := range []string{"/api/stories/wire-fire-brack-01", "/stories/wire-fire-brack-01"} {
		_, _, b := do(t, srv, call{method: "GET", path: path})
		if strings.Contains(string(b), "courier-fire-brack-03") || strings.Contains(string(b), "St Aldhelm") {
			t.Errorf("GET %s after the DELETE still names the deleted article or quotes it: %.300s", path, b)
		}
	}
}

// A deleted untitled founder does not leave the first line of its text as
// the story's headline, as a deleted title does not.
func TestDeletedUntitledFounderLeavesTheHeadline(t *testing.T) {
	srv, _ := newServer(t, Config{})
	var body []byte
	for _, l := range []map[string]string{
		{"id": "e", "text": "PRIVATE: informant lives at 12 Elm Road\n" + volcano, "published": "2026-03-21T10:00:00Z", "source": "A"},
		{"id": "f", "text": "Tessel villages evacuated\nResidents spent the night in the school. " + volcano, "published": "2026-03-21T12:00:00Z", "source": "B"},
		{"id": "g", "text": "Tessel ash cloud grounds flights\nThe airport closed on Monday. " + volcano, "published": "2026-03-21T15:00:00Z", "source": "C"},
	} {
		j, _ := json.Marshal(l)
		body = append(append(body, j...), '\n')
	}
	do(t, srv, call{method: "POST", path: "/api/articles", ctype: "application/x-ndjson", body: body})
	_, _, b := do(t, srv, call{method: "GET", path: "/api/stories/e?brief=false"})
	if !strings.Contains(string(b), `"headline":"PRIVATE`) || !strings.Contains(string(b), `"size":3`) {
		t.Fatalf("before: %.300s", b)
	}
	do(t, srv, call{method: "DELETE", path: "/api/articles/e"})
	for _, path := range []string{"/api/stories/e?brief=false", "/api/stories", "/stories/e"} {
		if _, _, b := do(t, srv, call{method: "GET", path: path}); strings.Contains(string(b), "Elm Road") {
			t.Errorf("GET %s: the deleted text's first line is still the headline: %.300s", path, b)
		}
	}
	if _, _, b := do(t, srv, call{method: "GET", path: "/api/stories/e?brief=false"}); !strings.Contains(string(b), `"headline":"Tessel villages evacuated"`) {
		t.Errorf("the headline is not the first line of the earliest article left: %.300s", b)
	}
}

// POST answers carry no passages: their byte offsets are resolved when
// the article is read, and the answer gave zeros.
func TestPostAnswerHasNoZeroPassages(t *testing.T) {
	srv, _ := newServer(t, Config{})
	_, _, b := do(t, srv, call{method: "POST", path: "/api/articles", ctype: "application/x-ndjson", body: examples(t)})
	if strings.Contains(string(b), `"passages"`) {
		t.Errorf("POST answer holds passages: %.300s", b[strings.Index(string(b), `"passages"`):])
	}
	if _, _, b := do(t, srv, call{method: "GET", path: "/api/articles/ledger-ferry-03"}); !strings.Contains(string(b), `"passages"`) || strings.Contains(string(b), `"this_start":0,"this_end":0`) {
		t.Errorf("GET of the article: passages missing or zero: %.300s", b)
	}
}

// A story read while articles join it is one state: its size agrees with
// the articles listed (the story row, its outlets and its articles were
// read apart: 52 of 668 reads disagreed).
func TestStoryReadIsOneState(t *testing.T) {
	srv, _ := newServer(t, Config{})
	post := func(id, src string) {
		j, _ := json.Marshal(map[string]string{"id": id, "source": src, "text": volcano})
		do(t, srv, call{method: "POST", path: "/api/articles", ctype: "application/json", body: j})
	}
	post("root", "S")
	var stop atomic.Bool
	var bad, reads atomic.Int64
	var wg sync.WaitGroup
	for range 3 {
		wg.Go(func() {
			for !stop.Load() {
				_, _, b := do(t, srv, call{method: "GET", path: "/api/stories/root?brief=false"})
				var s struct {
					Size     int               `json:"size"`
					Articles []json.RawMessage `json:"articles"`
				}
				json.Unmarshal(b, &s)
				reads.Add(1)
				if s.Size != len(s.Articles) {
					bad.Add(1)
				}
			}
		})
	}
	for i := range 200 {
		post(fmt.Sprintf("c%d", i), fmt.Sprintf("S%d", i%5))
	}
	stop.Store(true)
	wg.Wait()
	if bad.Load() > 0 {
		t.Errorf("%d of %d reads: size != len(articles)", bad.Load(), reads.Load())
	}
}

// If-None-Match is answered from the story's state, not from the cache
// of encoded answers (after a restart, or once evicted, it gave 200), and
// compared as RFC 9110 asks: weakly, in a list, or "*".
func TestIfNoneMatchFromTheState(t *testing.T) {
	srv, _ := newServer(t, Config{})
	do(t, srv, call{method: "POST", path: "/api/articles", ctype: "application/x-ndjson", body: examples(t)})
	do(t, srv, call{method: "GET", path: "/api/stories/wire-ferry-01"})
	_, h, _ := do(t, srv, call{method: "GET", path: "/api/stories/wire-ferry-01"})
	etag := h.Get("ETag")
	if etag == "" {
		t.Fatal("no ETag")
	}
	// A second server on the same state has nothing cached.
	fresh, _ := newServer(t, Config{})
	do(t, fresh, call{method: "POST", path: "/api/articles", ctype: "application/x-ndjson", body: examples(t)})
	for _, header := range []string{etag, "W/" + etag, `"zz", ` + etag, "*"} {
		req, _ := http.NewRequest("GET", fresh.URL+"/api/stories/wire-ferry-01", nil)
		req.Header.Set("If-None-Match", header)
		if code, _, _ := send(t, fresh, req); code != http.StatusNotModified {
			t.Errorf("If-None-Match %s, nothing cached: %d, want 304", header, code)
		}
	}
	req, _ := http.NewRequest("GET", fresh.URL+"/api/stories/wire-ferry-01", nil)
	req.Header.Set("If-None-Match", `"zz"`)
	if code, _, _ := send(t, fresh, req); code != http.StatusOK {
		t.Errorf("If-None-Match of another state: %d, want 200", code)
	}
}

// GET /api/stories pages on with after= from the next a full page
// gives: every story once, none repeated, though a batch gives many
// stories one updated time (paging by time alone never gets past the
// newest 1,000).
func TestStoriesPageOn(t *testing.T) {
	srv, d := newServer(t, Config{})
	do(t, srv, call{method: "POST", path: "/api/articles", ctype: "application/x-ndjson", body: examples(t)})
	all, err := d.Stories(t.Context(), desk.StoryQuery{Limit: 1000})
	if err != nil || len(all) < 5 {
		t.Fatalf("%d stories, %v", len(all), err)
	}
	seen := map[string]int{}
	path := "/api/stories?limit=2"
	for pages := 0; path != ""; pages++ {
		if pages > len(all) {
			t.Fatal("the pages do not end")
		}
		code, _, b := do(t, srv, call{method: "GET", path: path})
		var resp struct {
			Stories []struct{ ID string } `json:"stories"`
			Next    string                `json:"next"`
		}
		if err := json.Unmarshal(b, &resp); code != 200 || err != nil {
			t.Fatalf("GET %s: %d %s", path, code, b)
		}
		for _, s := range resp.Stories {
			seen[s.ID]++
		}
		path = ""
		if resp.Next != "" {
			path = "/api/stories?limit=2&after=" + url.QueryEscape(resp.Next)
		}
	}
	if len(seen) != len(all) {
		t.Errorf("the pages gave %d stories of %d", len(seen), len(all))
	}
	for id, n := range seen {
		if n != 1 {
			t.Errorf("story %s on %d pages", id, n)
		}
	}
	// The message is about the cursor: it said "invalid article: cursor ...".
	for _, after := range []string{"nonsense!", "garbage"} {
		code, _, b := do(t, srv, call{method: "GET", path: "/api/stories?after=" + after})
		msg := decode[errorBody](t, b).Error
		if code != 400 || strings.Contains(msg, "article") || !strings.Contains(msg, `after="`+after+`"`) {
			t.Errorf("a cursor no listing gave: %d %s, want 400 naming after=", code, b)
		}
	}
}
