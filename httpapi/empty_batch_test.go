package httpapi

import (
	"context"
	"strings"
	"testing"
)

// TestEmptyBatch: a batch of no articles, a JSON Lines body with no line
// (or blank lines only), is a batch like any other: 200 with its counts
// and no answers, and nothing stored. It was refused, 400 "empty body",
// so Client.Ingest of no documents failed. A body the server cannot tell
// for a batch stays refused: an empty one without a JSON Lines type (no
// article to take as JSON), and a JSON array, "[]" as "[1,2]" (batches
// are JSON Lines, not arrays).
func TestEmptyBatch(t *testing.T) {
	srv, d := newServer(t, Config{Token: token})
	bearer := "Bearer " + token
	for _, c := range []struct {
		name string
		call
		code int
		want string
	}{
		{"no line", call{"POST", "/api/articles", "application/x-ndjson", bearer, nil}, 200, `{"created":0,"existing":0,"errors":0,"articles":[]}`},
		{"blank lines", call{"POST", "/api/articles?fields=default", "application/jsonl", bearer, []byte("\n \n\r\n")}, 200, `{"created":0,"existing":0,"errors":0,"articles":[]}`},
		{"no token", call{"POST", "/api/articles", "application/x-ndjson", "", nil}, 401, "missing bearer token"},
		{"empty JSON", call{"POST", "/api/articles", "application/json", bearer, nil}, 400, "empty body"},
		{"empty, no type", call{"POST", "/api/articles", "", bearer, []byte("\n")}, 400, "empty body"},
		{"empty array", call{"POST", "/api/articles", "application/json", bearer, []byte("[]")}, 400, "not a JSON object"},
		{"empty array as lines", call{"POST", "/api/articles", "application/x-ndjson", bearer, []byte("[]\n")}, 400, "not a JSON object"},
	} {
		code, _, body := do(t, srv, c.call)
		if code != c.code || !strings.Contains(string(body), c.want) {
			t.Errorf("%s: %d %s, want %d with %s", c.name, code, body, c.code, c.want)
		}
	}
	res, err := (&Client{BaseURL: srv.URL, Token: token}).Ingest(context.Background(), nil)
	if err != nil || res.Created != 0 || res.Existing != 0 || res.Errors != 0 || len(res.Articles) != 0 {
		t.Errorf("Client.Ingest of no documents: %+v, %v", res, err)
	}
	if n := d.Status().Articles; n != 0 {
		t.Errorf("%d articles stored, want none", n)
	}
}
