package web_test

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/copydesk/copydesk/desk"
	"github.com/copydesk/copydesk/httpapi"
	"github.com/copydesk/copydesk/web"
	"github.com/copydesk/copydesk/web/deskpages"
)

// TestBrowserService runs the browser walk against the real service, wired
// as copydesk serve wires it (desk over a fresh SQLite database, the JSON
// API, these pages mounted beside it): the example corpus is posted to
// /api/articles as JSON Lines, then the pages are browsed; the hostile
// article is posted after the screenshots. Its final screenshots are the
// README's (-screenshots).
func TestBrowserService(t *testing.T) {
	ctx, dir := browser(t)
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	d, err := desk.Open(context.Background(), filepath.Join(t.TempDir(), "desk.db"), desk.Options{Logger: logger})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	if err := d.Wait(context.Background()); err != nil {
		t.Fatal(err)
	}
	api, err := httpapi.New(httpapi.Config{Desk: d, Logger: logger, Pages: web.New(deskpages.New(d), logger)})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(api)
	defer srv.Close()

	corpus, err := os.ReadFile("../examples/news.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	post(t, srv.URL, corpus, 31)

	// the hostile article joins after the walk's screenshots
	hostile, err := json.Marshal(map[string]string{"id": web.HostileDoc.ID, "title": web.HostileDoc.Title, "source": web.HostileDoc.Source,
		"url": web.HostileDoc.URL, "text": web.HostileDoc.Text, "published": web.HostileDoc.Published.Format("2006-01-02T15:04:05Z07:00")})
	if err != nil {
		t.Fatal(err)
	}
	browse(t, ctx, dir, srv.URL, srv.URL, true, func() { post(t, srv.URL, hostile, 1) })
}

// post sends JSON Lines to the API and checks that want articles were
// created.
func post(t *testing.T, base string, body []byte, want int) {
	t.Helper()
	res, err := http.Post(base+"/api/articles", "application/x-ndjson", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var out struct{ Created, Errors int }
	if err := json.NewDecoder(res.Body).Decode(&out); err != nil || res.StatusCode != 200 || out.Created != want {
		t.Fatalf("POST /api/articles: status %d, %+v, %v; want %d created", res.StatusCode, out, err, want)
	}
}
