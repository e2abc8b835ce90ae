package main

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
)

// TestIngestQuietKeepsRetryWarnings: --quiet silences the summary and
// the progress, not warnings, as on the other commands (its help says
// so). A request retried is a warning, and --quiet must not hide it.
func TestIngestQuietKeepsRetryWarnings(t *testing.T) {
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.Copy(io.Discard, r.Body)
		if calls.Add(1) == 1 {
			w.Header().Set("Retry-After", "0")
			http.Error(w, "busy", http.StatusServiceUnavailable)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"created":1,"existing":0,"errors":0,"articles":[{"id":"a","status":"created"}]}`)
	}))
	defer srv.Close()
	var stdout, stderr strings.Builder
	in := strings.NewReader(`{"id":"a","text":"The council met on Monday to discuss the bridge."}` + "\n")
	code := run(context.Background(), []string{"ingest", "--to", srv.URL, "--quiet", "-"}, &env{stdin: in, stdout: &stdout, stderr: &stderr})
	if code != 0 {
		t.Fatalf("exit %d; stderr %q", code, stderr.String())
	}
	if !strings.Contains(stderr.String(), "warning: ") || !strings.Contains(stderr.String(), "retry 1/8") {
		t.Errorf("stderr %q: want the retry's warning under --quiet", stderr.String())
	}
	if strings.Contains(stderr.String(), "articles in") {
		t.Errorf("stderr %q: --quiet prints no summary", stderr.String())
	}
}
