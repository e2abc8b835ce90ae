package httpapi

import (
	"net/http"
	"strings"
	"testing"
)

// TestAllowNamesHead: a 405's Allow header lists every method the
// resource takes. The reads answer HEAD too (the pages' 405 says "GET,
// HEAD"), but the API's said "GET" and "GET, DELETE", so a client that
// believes it does not send HEAD.
func TestAllowNamesHead(t *testing.T) {
	srv, _ := newServer(t, Config{})
	if code, _, b := do(t, srv, call{method: "POST", path: "/api/articles", ctype: "application/x-ndjson", body: examples(t)}); code != http.StatusOK {
		t.Fatalf("post the examples: %d %s", code, b)
	}
	for path, want := range map[string]string{
		"/api/stories":                "GET, HEAD",
		"/api/stories/wire-ferry-01":  "GET, HEAD",
		"/api/articles/wire-ferry-01": "GET, HEAD, DELETE",
		"/healthz":                    "GET, HEAD",
		"/metrics":                    "GET, HEAD",
		"/api/articles":               "POST",
	} {
		method := http.MethodPut
		req, err := http.NewRequest(method, srv.URL+path, strings.NewReader("{}"))
		if err != nil {
			t.Fatal(err)
		}
		code, h, _ := send(t, srv, req)
		if code != http.StatusMethodNotAllowed || h.Get("Allow") != want {
			t.Errorf("PUT %s: %d, Allow %q, want 405 with %q", path, code, h.Get("Allow"), want)
		}
		head, err := http.NewRequest(http.MethodHead, srv.URL+path, nil)
		if err != nil {
			t.Fatal(err)
		}
		code, _, _ = send(t, srv, head)
		if strings.Contains(want, "HEAD") && code != http.StatusOK {
			t.Errorf("HEAD %s: %d", path, code)
		}
	}
}
