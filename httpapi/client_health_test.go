package httpapi

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// TestClientHealthStatus: Health reads the server's own 503 (loading or
// failed, with its status) as a status, but any other answer that is not
// 2xx is an *Error with its status code. A 500, a proxy's 502 page or the
// 404 of a base URL naming the wrong path was taken for a status: a JSON
// error decoded to an empty status without error, an HTML page failed
// with "invalid character '<'" and no status.
func TestClientHealthStatus(t *testing.T) {
	srv, _ := newServer(t, Config{})
	st, err := (&Client{BaseURL: srv.URL}).Health(context.Background())
	if err != nil || st.State != "ok" {
		t.Fatalf("a ready server: %+v, %v", st, err)
	}

	for _, tc := range []struct {
		name, ctype, body string
		code              int
		state, msg        string // state with no error, or the error's message
	}{
		{"loading", "application/json", `{"status":"loading","articles":3,"stories":2}`, 503, "loading", ""},
		{"failed", "application/json", `{"status":"failed","error":"disk full","articles":0,"stories":0}`, 503, "failed", ""},
		{"500", "application/json", `{"error":"internal error"}`, 500, "", "internal error"},
		{"503 not a status", "application/json", `{"error":"over capacity"}`, 503, "", "over capacity"},
		{"502 page", "text/html", "<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>", 502, "", "502 Bad Gateway"},
		{"401 ok", "application/json", `{"status":"ok","articles":1,"stories":1}`, 401, "", `{"status":"ok"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			stub := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", tc.ctype)
				w.WriteHeader(tc.code)
				w.Write([]byte(tc.body))
			}))
			defer stub.Close()
			st, err := (&Client{BaseURL: stub.URL}).Health(context.Background())
			if tc.state != "" {
				if err != nil || st.State != tc.state {
					t.Fatalf("%d %s: %+v, %v; want state %q and no error", tc.code, tc.body, st, err, tc.state)
				}
				return
			}
			var se *Error
			if !errors.As(err, &se) || se.Status != tc.code || !strings.Contains(se.Message, tc.msg) {
				t.Fatalf("%d %s: %+v, %v; want an *Error %d saying %q", tc.code, tc.body, st, err, tc.code, tc.msg)
			}
		})
	}

	// A base URL with a path the server does not serve: its 404.
	_, err = (&Client{BaseURL: srv.URL + "/desk"}).Health(context.Background())
	var se *Error
	if !errors.As(err, &se) || se.Status != http.StatusNotFound {
		t.Fatalf("a base URL with the wrong path: %v; want an *Error 404", err)
	}
}
