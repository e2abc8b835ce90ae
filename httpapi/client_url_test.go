package httpapi

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// A base URL's path is a prefix of the API's paths (a server behind a
// proxy at /desk/); a query or a fragment is refused before any request:
// http://host/?x=1 made http://host/?x=1/api/articles, which the pages
// answered with a 404 page.
func TestClientBaseURL(t *testing.T) {
	var paths []string
	api, _ := newServer(t, Config{})
	proxy := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		paths = append(paths, r.URL.RequestURI())
		http.StripPrefix("/desk", api.Config.Handler).ServeHTTP(w, r)
	}))
	defer proxy.Close()
	ctx := context.Background()
	for _, base := range []string{proxy.URL + "/desk", proxy.URL + "/desk/"} {
		paths = nil
		c := &Client{BaseURL: base}
		res, err := c.Ingest(ctx, readDocs(t)[:1])
		if err != nil || len(res.Articles) != 1 {
			t.Fatalf("%s: %v", base, err)
		}
		if _, err := c.StoryMembers(ctx, res.Articles[0].Story); err != nil {
			t.Errorf("%s: %v", base, err)
		}
		if want := []string{"/desk/api/articles?fields=default", "/desk/api/stories/" + res.Articles[0].Story + "?brief=false"}; strings.Join(paths, " ") != strings.Join(want, " ") {
			t.Errorf("%s: requests %q, want %q", base, paths, want)
		}
	}

	var calls atomic.Int32
	counter := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { calls.Add(1) }))
	defer counter.Close()
	retried := 0
	for _, base := range []string{counter.URL + "/?x=1", counter.URL + "/?", counter.URL + "/#top", counter.URL + "#", "ftp://" + strings.TrimPrefix(counter.URL, "http://"), "http://"} {
		if err := CheckBaseURL(base); err == nil {
			t.Errorf("CheckBaseURL(%q): no error", base)
		}
		c := &Client{BaseURL: base, Retries: 3, Backoff: time.Millisecond, OnRetry: func(int, time.Duration, error) { retried++ }}
		if _, err := c.Ingest(ctx, readDocs(t)[:1]); err == nil {
			t.Errorf("Ingest with %q: no error", base)
		}
	}
	if calls.Load() != 0 || retried != 0 {
		t.Errorf("%d requests, %d retries with bad base URLs", calls.Load(), retried)
	}
	// A host and port without the scheme: the message says what is
	// wanted (it was "first path segment in URL cannot contain colon").
	for _, base := range []string{"127.0.0.1:8080", "localhost:8080", "desk.example"} {
		if err := CheckBaseURL(base); err == nil || !strings.Contains(err.Error(), "want an http:// or https:// URL") {
			t.Errorf("CheckBaseURL(%q) = %v, want an error saying http:// or https://", base, err)
		}
	}
	for _, base := range []string{"http://127.0.0.1:8080", "https://desk.example/", "http://[::1]:8080/a/b"} {
		if err := CheckBaseURL(base); err != nil {
			t.Errorf("CheckBaseURL(%q): %v", base, err)
		}
	}
}

// An error answer that is not the API's JSON (a proxy's page, another
// server's) is shortened to a line: the whole HTML page was the message.
func TestClientShortErrors(t *testing.T) {
	page := "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>Page not found &amp; gone · copydesk</title>\n</head>\n<body>\n" +
		strings.Repeat("<p>lots of page</p>\n", 200) + "</body></html>\n"
	for _, tc := range []struct {
		ctype, body, want string
	}{
		{"text/html; charset=utf-8", page, "Page not found & gone · copydesk (text/html; charset=utf-8 of 4"},
		{"text/plain; charset=utf-8", "404 page not found\n", "404 page not found"},
		{"text/plain", strings.Repeat("x", 1000), strings.Repeat("x", 200) + "… (text/plain of 1000 bytes)"},
		{"text/plain", "\n\n", "(text/plain of 2 bytes)"},
	} {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", tc.ctype)
			w.WriteHeader(404)
			w.Write([]byte(tc.body))
		}))
		_, err := (&Client{BaseURL: srv.URL}).Article(context.Background(), "x")
		srv.Close()
		var se *Error
		if !errors.As(err, &se) || se.Status != 404 {
			t.Errorf("%s: %v", tc.ctype, err)
			continue
		}
		if !strings.HasPrefix(se.Message, tc.want) || len(se.Message) > 300 || strings.Contains(se.Message, "\n") {
			t.Errorf("%s: message %q, want %q...", tc.ctype, se.Message, tc.want)
		}
	}
}
