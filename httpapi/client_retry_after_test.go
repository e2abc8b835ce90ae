package httpapi

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

// TestClientCapsRetryAfter: a Retry-After in seconds is honoured up to
// maxRetryAfter. It was taken whole: a server (or a proxy) answering
// "Retry-After: 999999" had the client wait 11 days before its retry, and
// one past 9,223,372,036 s overflowed the wait.
func TestClientCapsRetryAfter(t *testing.T) {
	for _, c := range []struct {
		header string
		want   time.Duration
	}{
		{"1", time.Second},
		{"120", 2 * time.Minute},
		{"300", maxRetryAfter},
		{"301", maxRetryAfter},
		{"999999", maxRetryAfter},
		{"9223372036854775807", maxRetryAfter},
	} {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Retry-After", c.header)
			http.Error(w, `{"error":"busy"}`, http.StatusServiceUnavailable)
		}))
		ctx, cancel := context.WithCancel(context.Background())
		var waits []time.Duration
		cl := &Client{BaseURL: srv.URL, Retries: 1, Backoff: time.Millisecond, OnRetry: func(_ int, wait time.Duration, _ error) {
			waits = append(waits, wait)
			cancel() // the wait is heard: no need to sit through it
		}}
		err := cl.Delete(ctx, "x")
		srv.Close()
		cancel()
		if !errors.Is(err, context.Canceled) || len(waits) != 1 || waits[0] != c.want {
			t.Errorf("Retry-After: %s: waits %v (%v), want [%v]", c.header, waits, err, c.want)
		}
	}
}
