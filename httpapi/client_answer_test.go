package httpapi

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// TestClientDoesNotRetryAnAnswer: a 200 that is not the API's JSON (a
// base URL naming another server, a proxy's page) was answered whole: it
// is an error at once, saying what came, not a network error retried
// (each retry posted the batch again, and `copydesk ingest` waited its
// backoff 8 times before saying "invalid character '<'").
func TestClientDoesNotRetryAnAnswer(t *testing.T) {
	calls := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls++
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte("<!DOCTYPE html>\n<html><head><title>Welcome to nginx!</title></head><body>hello</body></html>\n"))
	}))
	defer srv.Close()
	retries := 0
	c := &Client{BaseURL: srv.URL, Retries: 3, Backoff: time.Millisecond, OnRetry: func(int, time.Duration, error) { retries++ }}
	_, err := c.Ingest(context.Background(), readDocs(t)[:2])
	if err == nil || retries != 0 || calls != 1 {
		t.Fatalf("an answer that is not JSON: %v after %d retries, %d requests", err, retries, calls)
	}
	if !strings.Contains(err.Error(), "Welcome to nginx!") {
		t.Errorf("the error does not say what came: %v", err)
	}
}
