package httpapi

import (
	"net/http"
	"strings"
	"testing"
)

const volcano = "The volcano on Mount Tessel erupted early on Monday, sending ash twelve kilometres into the sky and forcing the evacuation of four villages on its northern slope, officials of the regional civil protection agency said. Flights to the island were suspended and schools were closed until further notice while scientists measured the gas escaping from three new vents."

// A copy in another story (its original's story had closed) names the
// original; deleting the original changes that story's answer, so its
// ETag changes too (it did not: a cached answer naming the deleted
// article was confirmed with 304).
func TestETagAfterDeleteInAnotherStory(t *testing.T) {
	srv, _ := newServer(t, Config{})
	post := func(body string) {
		t.Helper()
		if code, _, b := do(t, srv, call{method: "POST", path: "/api/articles", ctype: "application/json", body: []byte(body)}); code != 201 {
			t.Fatalf("%d %s", code, b)
		}
	}
	post(`{"id":"A","title":"Volcano","text":"` + volcano + `","source":"Wire","published":"2026-01-05T08:00:00Z"}`)
	post(`{"id":"F","title":"Budget","text":"The national parliament passed the annual budget on Thursday after a long night of debate, with the governing coalition holding together on every amendment.","source":"Post","published":"2026-06-01T08:00:00Z"}`)
	post(`{"id":"B","title":"Volcano","text":"` + volcano + `","source":"Reprint","published":"2026-06-02T08:00:00Z"}`)
	do(t, srv, call{method: "GET", path: "/api/stories/B"})
	_, h, b := do(t, srv, call{method: "GET", path: "/api/stories/B"}) // the brief written: cached with a tag
	etag := h.Get("ETag")
	if !strings.Contains(string(b), `"copy_of":"A"`) || etag == "" {
		t.Fatalf("before: ETag %q, answer %s", etag, b)
	}
	if code, _, b := do(t, srv, call{method: "DELETE", path: "/api/articles/A"}); code != 200 {
		t.Fatalf("DELETE: %d %s", code, b)
	}
	_, h, b = do(t, srv, call{method: "GET", path: "/api/stories/B"})
	req, _ := http.NewRequest("GET", srv.URL+"/api/stories/B", nil)
	req.Header.Set("If-None-Match", etag)
	code, _, _ := send(t, srv, req)
	if strings.Contains(string(b), `"copy_of":"A"`) || h.Get("ETag") == etag || code == http.StatusNotModified {
		t.Errorf("after deleting A: ETag %s (was %s), If-None-Match → %d, answer names A: %v",
			h.Get("ETag"), etag, code, strings.Contains(string(b), `"copy_of":"A"`))
	}
}
