package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/desk"
	"github.com/copydesk/copydesk/input"
)

const token = "s3cret"

// newServer starts the API over a fresh desk holding the example corpus.
func newServer(t *testing.T, cfg Config) (*httptest.Server, *desk.Desk) {
	t.Helper()
	d, err := desk.Open(context.Background(), filepath.Join(t.TempDir(), "desk.db"), desk.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Wait(context.Background()); err != nil {
		t.Fatal(err)
	}
	cfg.Desk = d
	h, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	t.Cleanup(func() {
		srv.Close()
		d.Close()
	})
	return srv, d
}

func examples(t *testing.T) []byte {
	t.Helper()
	b, err := os.ReadFile("../examples/news.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	return b
}

type call struct {
	method, path, ctype, auth string
	body                      []byte
}

func do(t *testing.T, srv *httptest.Server, c call) (int, http.Header, []byte) {
	t.Helper()
	req, err := http.NewRequest(c.method, srv.URL+c.path, bytes.NewReader(c.body))
	if err != nil {
		t.Fatal(err)
	}
	if c.ctype != "" {
		req.Header.Set("Content-Type", c.ctype)
	}
	if c.auth != "" {
		req.Header.Set("Authorization", c.auth)
	}
	return send(t, srv, req)
}

// send sends req and returns the status, headers and body of the answer.
func send(t *testing.T, srv *httptest.Server, req *http.Request) (int, http.Header, []byte) {
	t.Helper()
	resp, err := srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, resp.Header, b
}

func decode[T any](t *testing.T, b []byte) T {
	t.Helper()
	var v T
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatalf("not the JSON expected: %v\n%s", err, b)
	}
	return v
}

// Every endpoint, its successes and its errors: status code, JSON body
// with a message saying what is wrong.
func TestEndpoints(t *testing.T) {
	srv, _ := newServer(t, Config{Token: token, MaxBody: 64 << 10})
	bearer := "Bearer " + token
	one := []byte(`{"id":"solo-1","title":"Harbour crane collapses in Port Ellis","text":"A harbour crane collapsed in Port Ellis on Monday, injuring two dock workers, the port authority said.","source":"Test Wire","published":"2026-03-12T09:00:00Z"}`)
	pretty := []byte("{\n  \"id\": \"solo-2\",\n  \"text\": \"A second article, sent as an indented JSON object.\"\n}\n")

	for _, c := range []struct {
		name string
		call
		code int
		want string // in the body
	}{
		// POST /api/articles
		{"batch", call{"POST", "/api/articles", "application/x-ndjson", bearer, examples(t)}, 200, `"created":31`},
		{"batch again", call{"POST", "/api/articles", "application/x-ndjson", bearer, examples(t)}, 200, `"existing":31`},
		{"one", call{"POST", "/api/articles", "application/json", bearer, one}, 201, `"status":"created"`},
		{"one again", call{"POST", "/api/articles", "application/json", bearer, one}, 200, `"status":"exists"`},
		{"pretty object", call{"POST", "/api/articles", "", bearer, pretty}, 201, `"id":"solo-2"`},
		{"copy answers its original", call{"POST", "/api/articles", "application/json", bearer,
			bytes.Replace(firstLine(t), []byte(`"wire-ferry-01"`), []byte(`"reprint-1"`), 1)}, 201, `"relation":"identical"`},
		{"missing token", call{"POST", "/api/articles", "application/json", "", one}, 401, "missing bearer token"},
		{"wrong token", call{"POST", "/api/articles", "application/json", "Bearer nope", one}, 401, "invalid bearer token"},
		{"bad JSON", call{"POST", "/api/articles", "application/json", bearer, []byte(`{"id":"x","text":`)}, 400, "the article: invalid JSON"},
		{"bad line in a batch", call{"POST", "/api/articles", "application/x-ndjson", bearer, []byte("{\"id\":\"ok-1\",\"text\":\"fine\"}\n{\"id\":\"ok-2\"}\n")}, 400, `line 2: missing \"text\"`},
		{"not an object", call{"POST", "/api/articles", "application/json", bearer, []byte(`[1,2]`)}, 400, "not a JSON object"},
		{"empty body", call{"POST", "/api/articles", "application/json", bearer, nil}, 400, "empty body"},
		{"oversize body", call{"POST", "/api/articles", "application/json", bearer, bytes.Repeat([]byte("x"), 70<<10)}, 413, "request body over 65536 bytes"},
		{"wrong content type", call{"POST", "/api/articles", "application/x-www-form-urlencoded", bearer, one}, 415, "Content-Type"},
		// text/plain is what an HTML form (enctype="text/plain") or a
		// fetch of a string sends from any web page without a preflight:
		// refused as README says, it was taken as JSON.
		{"text/plain", call{"POST", "/api/articles", "text/plain", bearer, one}, 415, "Content-Type text/plain"},
		{"text/plain; charset", call{"POST", "/api/articles", "text/plain; charset=utf-8", bearer, one}, 415, "Content-Type text/plain"},
		{"json with charset", call{"POST", "/api/articles", "application/json; charset=utf-8", bearer, one}, 200, `"status":"exists"`},
		{"invalid id", call{"POST", "/api/articles", "application/json", bearer, []byte(`{"id":"` + strings.Repeat("x", 600) + `","text":"t"}`)}, 400, "id of 600 bytes"},
		{"GET on the collection", call{"GET", "/api/articles", "", "", nil}, 405, "method GET not allowed"},

		// GET /api/articles/{id}
		{"article", call{"GET", "/api/articles/ledger-ferry-03", "", "", nil}, 200, `"relation":"near-duplicate"`},
		{"article with passages", call{"GET", "/api/articles/courier-ferry-04", "", "", nil}, 200, `"this_is_excerpt":true`},
		{"unknown article", call{"GET", "/api/articles/no-such-id", "", "", nil}, 404, `no article \"no-such-id\"`},
		{"escaped id", call{"GET", "/api/articles/no%2Fsuch", "", "", nil}, 404, `no article \"no/such\"`},

		// DELETE /api/articles/{id}
		{"delete without token", call{"DELETE", "/api/articles/solo-2", "", "", nil}, 401, "missing bearer token"},
		{"delete", call{"DELETE", "/api/articles/solo-2", "", bearer, nil}, 200, `"deleted":true`},
		{"deleted article", call{"GET", "/api/articles/solo-2", "", "", nil}, 410, "was deleted"},
		{"delete again", call{"DELETE", "/api/articles/solo-2", "", bearer, nil}, 410, "deleted already"},
		{"delete unknown", call{"DELETE", "/api/articles/no-such-id", "", bearer, nil}, 404, "no article"},
		{"re-post a deleted id", call{"POST", "/api/articles", "application/json", bearer, pretty}, 410, "not reused"},
		{"PUT an article", call{"PUT", "/api/articles/solo-1", "", bearer, one}, 405, "not allowed"},

		// GET /api/stories
		{"stories", call{"GET", "/api/stories", "", "", nil}, 200, `"id":"wire-ferry-01"`},
		{"stories q", call{"GET", "/api/stories?q=warehouse+fire&limit=5", "", "", nil}, 200, `"headline"`},
		{"stories since", call{"GET", "/api/stories?since=2100-01-01", "", "", nil}, 200, `"stories":[]`},
		{"stories bad limit", call{"GET", "/api/stories?limit=0", "", "", nil}, 400, "limit"},
		{"stories bad since", call{"GET", "/api/stories?since=someday", "", "", nil}, 400, "since: unrecognised date"},
		// A search of no word (punctuation alone) is refused: it listed
		// every story as matching it.
		{"stories q of no word", call{"GET", "/api/stories?q=%21%21%21", "", "", nil}, 400, "no word to search for"},
		{"stories q of spaces", call{"GET", "/api/stories?q=+++", "", "", nil}, 200, `"id":"wire-ferry-01"`},

		// GET /api/stories/{id}
		{"story", call{"GET", "/api/stories/wire-ferry-01", "", "", nil}, 200, `"brief":{`},
		{"unknown story", call{"GET", "/api/stories/no-such-story", "", "", nil}, 404, "no story"},
		{"story without brief", call{"GET", "/api/stories/wire-ferry-01?brief=false", "", "", nil}, 200, `"articles":[`},
		{"story bad brief", call{"GET", "/api/stories/wire-ferry-01?brief=maybe", "", "", nil}, 400, "brief"},

		// health, metrics, unknown routes
		{"healthz", call{"GET", "/healthz", "", "", nil}, 200, `"status":"ok"`},
		{"metrics", call{"GET", "/metrics", "", "", nil}, 200, "copydesk_ingest_latency_seconds_bucket"},
		{"unknown endpoint", call{"GET", "/api/nothing", "", "", nil}, 404, "no endpoint /api/nothing"},
		{"root", call{"GET", "/", "", "", nil}, 200, "/api/articles"},
		{"POST the root", call{"POST", "/", "application/json", bearer, one}, 405, "method POST not allowed on /"},
		{"POST healthz", call{"POST", "/healthz", "", "", nil}, 405, "not allowed"},
		{"DELETE metrics", call{"DELETE", "/metrics", "", bearer, nil}, 405, "not allowed"},
	} {
		t.Run(c.name, func(t *testing.T) {
			code, hdr, body := do(t, srv, c.call)
			if code != c.code || !bytes.Contains(body, []byte(c.want)) {
				t.Fatalf("%s %s: %d %s\nwant %d with %s", c.method, c.path, code, body, c.code, c.want)
			}
			ct := hdr.Get("Content-Type")
			switch {
			case c.path == "/metrics" && code == 200:
				if !strings.HasPrefix(ct, "text/plain; version=0.0.4") {
					t.Errorf("metrics content type %q", ct)
				}
			case c.path == "/" && code == 200:
			default:
				if ct != "application/json" {
					t.Errorf("content type %q", ct)
				}
				if code >= 400 {
					if e := decode[errorBody](t, body); e.Error == "" {
						t.Errorf("error without message: %s", body)
					}
				}
			}
			if code == 401 && hdr.Get("WWW-Authenticate") == "" {
				t.Error("401 without WWW-Authenticate")
			}
		})
	}
}

func firstLine(t *testing.T) []byte {
	line, _, _ := bytes.Cut(examples(t), []byte("\n"))
	return line
}

// The JSON bodies carry what the issue asks: relations and story id on
// POST; text, copies, relations with passages on GET article; members and
// brief on GET story.
func TestBodies(t *testing.T) {
	srv, _ := newServer(t, Config{})
	code, _, b := do(t, srv, call{"POST", "/api/articles", "application/x-ndjson", "", examples(t)})
	if code != 200 {
		t.Fatalf("%d %s", code, b)
	}
	batch := decode[BatchResult](t, b)
	if batch.Created != 31 || len(batch.Articles) != 31 {
		t.Fatalf("batch %+v", batch)
	}
	for _, a := range batch.Articles {
		if a.ID == "gazette-ferry-02" && (a.Story != "wire-ferry-01" || a.CopyOf != "wire-ferry-01" || len(a.Relations) == 0) {
			t.Errorf("gazette: %+v", a)
		}
	}
	_, _, b = do(t, srv, call{"GET", "/api/articles/ledger-ferry-03", "", "", nil})
	a := decode[desk.Article](t, b)
	if a.Text == "" || a.Story != "wire-ferry-01" || len(a.Copies) == 0 || len(a.Relations) == 0 || len(a.Relations[0].Passages) == 0 {
		t.Errorf("article %+v", a)
	}
	p := a.Relations[0].Passages[0]
	if p.ThisEnd <= p.ThisStart || p.ThisEnd > len(a.Text) {
		t.Errorf("passage %+v outside the text (%d bytes)", p, len(a.Text))
	}
	_, _, b = do(t, srv, call{"GET", "/api/stories/wire-ferry-01", "", "", nil})
	s := decode[desk.Story](t, b)
	if s.Size < 5 || len(s.Articles) != s.Size || s.Brief == nil || s.Brief.Headline == "" || len(s.Outlets) == 0 {
		t.Errorf("story %+v", s.StorySummary)
	}
	_, _, b = do(t, srv, call{"GET", "/api/stories?limit=3", "", "", nil})
	if ss := decode[storiesResponse](t, b); len(ss.Stories) != 3 || ss.Stories[0].Updated.Before(ss.Stories[2].Updated) {
		t.Errorf("stories %+v", ss)
	}
}

// Without a token configured, writes are open.
func TestOpenWrites(t *testing.T) {
	srv, _ := newServer(t, Config{})
	code, hdr, b := do(t, srv, call{"POST", "/api/articles", "", "", []byte(`{"id":"x/1","text":"open"}`)})
	if code != 201 || hdr.Get("Location") != "/api/articles/x%2F1" {
		t.Fatalf("%d %s %v", code, b, hdr)
	}
	if code, _, b = do(t, srv, call{"DELETE", "/api/articles/x%2F1", "", "", nil}); code != 200 {
		t.Fatalf("%d %s", code, b)
	}
}

// The client retries what is worth retrying and gives up on the rest.
func TestClient(t *testing.T) {
	srv, _ := newServer(t, Config{Token: token})
	ctx := context.Background()
	c := &Client{BaseURL: srv.URL, Token: token, Retries: 2, Backoff: time.Millisecond}
	res, err := c.Ingest(ctx, readDocs(t))
	if err != nil || res.Created != 31 {
		t.Fatalf("Ingest: %+v %v", res, err)
	}
	a, err := c.Article(ctx, "wire-ferry-01")
	if err != nil || a.ID != "wire-ferry-01" {
		t.Fatalf("Article: %+v %v", a, err)
	}
	st, err := c.Story(ctx, "wire-ferry-01")
	if err != nil || st.Size < 5 {
		t.Fatalf("Story: %v", err)
	}
	if err := c.Delete(ctx, "wire-ferry-09"); err != nil {
		t.Fatal(err)
	}
	var se *Error
	if _, err := c.Article(ctx, "nope"); !errors.As(err, &se) || se.Status != 404 {
		t.Errorf("unknown: %v", err)
	}
	// Wrong token: 401 is not retried.
	retries := 0
	bad := &Client{BaseURL: srv.URL, Token: "wrong", Retries: 3, Backoff: time.Millisecond, OnRetry: func(int, time.Duration, error) { retries++ }}
	if _, err := bad.Ingest(ctx, readDocs(t)[:1]); !errors.As(err, &se) || se.Status != 401 || retries != 0 {
		t.Errorf("wrong token: %v after %d retries", err, retries)
	}
	// A server that is down: retried, then the network error.
	down := &Client{BaseURL: "http://127.0.0.1:1", Retries: 2, Backoff: time.Millisecond, OnRetry: func(int, time.Duration, error) { retries++ }}
	if _, err := down.Ingest(ctx, readDocs(t)[:1]); err == nil || retries != 2 {
		t.Errorf("server down: %v after %d retries", err, retries)
	}
	// 503 with Retry-After, then success.
	n := 0
	flaky := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if n++; n < 3 {
			w.Header().Set("Retry-After", "0")
			writeJSON(w, 503, errorBody{"loading"})
			return
		}
		writeJSON(w, 200, desk.Status{State: "ok"})
	}))
	defer flaky.Close()
	fc := &Client{BaseURL: flaky.URL, Retries: 5, Backoff: time.Millisecond}
	var st2 desk.Status
	if err := fc.do(ctx, "GET", "/x", "", nil, &st2); err != nil || st2.State != "ok" || n != 3 {
		t.Errorf("flaky: %v %+v after %d calls", err, st2, n)
	}
}

func readDocs(t *testing.T) []copydesk.Document {
	t.Helper()
	docs, err := input.ReadAll(context.Background(), []string{"../examples/news.jsonl"}, input.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return docs
}

// A story's answer is kept while the story does not change: the same
// body with an ETag, 304 for If-None-Match; an article joining the story
// changes the answer at once, and its brief is never a stale one kept.
func TestStoryCache(t *testing.T) {
	srv, d := newServer(t, Config{})
	if code, _, b := do(t, srv, call{"POST", "/api/articles", "application/x-ndjson", "", examples(t)}); code != 200 {
		t.Fatalf("%d %s", code, b)
	}
	get := func(etag string) (int, http.Header, []byte) {
		t.Helper()
		req, _ := http.NewRequest("GET", srv.URL+"/api/stories/wire-ferry-01", nil)
		if etag != "" {
			req.Header.Set("If-None-Match", etag)
		}
		return send(t, srv, req)
	}
	// The first read writes the brief; wait until an answer is complete.
	var hdr http.Header
	var first []byte
	for deadline := time.Now().Add(time.Minute); ; time.Sleep(20 * time.Millisecond) {
		var code int
		code, hdr, first = get("")
		if code != 200 {
			t.Fatalf("%d %s", code, first)
		}
		if hdr.Get("ETag") != "" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("no complete answer after a minute")
		}
	}
	st := decode[desk.Story](t, first)
	if st.Brief == nil || st.BriefStale || st.BriefVersion != st.Version {
		t.Fatalf("answer with an ETag but not complete: version %d, brief version %d, stale %v", st.Version, st.BriefVersion, st.BriefStale)
	}
	etag := hdr.Get("ETag")
	code, hdr2, again := get("")
	if code != 200 || !bytes.Equal(again, first) || hdr2.Get("ETag") != etag {
		t.Errorf("second read: %d, etag %q (first %q), same body %v", code, hdr2.Get("ETag"), etag, bytes.Equal(again, first))
	}
	if code, _, b := get(etag); code != http.StatusNotModified || len(b) != 0 {
		t.Errorf("If-None-Match %s: %d %q, want 304 and no body", etag, code, b)
	}
	// An exact reprint joins the story: a new state, a new answer.
	var wire copydesk.Document
	for _, doc := range readDocs(t) {
		if doc.ID == "wire-ferry-01" {
			wire = doc
		}
	}
	wire.ID, wire.Source = "reprint-ferry-99", "Reprint Weekly"
	if res, err := d.Ingest(context.Background(), []copydesk.Document{wire}); err != nil || res[0].Story != "wire-ferry-01" {
		t.Fatalf("reprint: %+v %v", res, err)
	}
	code, hdr3, after := get(etag)
	if code != 200 || hdr3.Get("ETag") == etag {
		t.Fatalf("after a new article: %d, etag %q (before %q)", code, hdr3.Get("ETag"), etag)
	}
	st2 := decode[desk.Story](t, after)
	if st2.Size != st.Size+1 || st2.Version == st.Version {
		t.Errorf("after a new article: size %d version %d, before %d %d", st2.Size, st2.Version, st.Size, st.Version)
	}
	if hdr3.Get("ETag") != "" && (st2.BriefStale || st2.BriefVersion != st2.Version) {
		t.Errorf("a stale brief was given an ETag: %+v", st2)
	}
	// Members only: its own answer and tag.
	code, hdr4, members := do(t, srv, call{"GET", "/api/stories/wire-ferry-01?brief=false", "", "", nil})
	if m := decode[desk.Story](t, members); code != 200 || m.Brief != nil || m.Size != st2.Size || hdr4.Get("ETag") == hdr3.Get("ETag") {
		t.Errorf("members only: %d, brief %v, size %d, etag %q", code, m.Brief != nil, m.Size, hdr4.Get("ETag"))
	}
}
