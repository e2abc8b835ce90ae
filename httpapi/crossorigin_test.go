package httpapi

import (
	"bytes"
	"net/http"
	"strings"
	"testing"
)

// TestCrossSiteWritesRefused: a web page the desk's user visits can send a
// POST with no Content-Type (fetch with mode "no-cors" and a Blob body)
// without any CORS preflight; on a desk without a token on loopback that
// would add or delete articles. A write a browser marks as cross-origin
// (Sec-Fetch-Site, or an Origin other than the host) is refused; a client
// that sends neither header (curl, copydesk ingest) and the desk's own
// pages are not.
func TestCrossSiteWritesRefused(t *testing.T) {
	srv, _ := newServer(t, Config{})
	body := []byte(`{"id":"x-1","text":"posted from a page"}`)
	host := strings.TrimPrefix(srv.URL, "http://")
	for _, c := range []struct {
		name, method, path string
		header             map[string]string
		code               int
	}{
		{"cross-site fetch", "POST", "/api/articles", map[string]string{"Sec-Fetch-Site": "cross-site", "Origin": "https://evil.example"}, 403},
		{"same-site other port", "POST", "/api/articles", map[string]string{"Sec-Fetch-Site": "same-site", "Origin": "http://127.0.0.1:1"}, 403},
		{"old browser, foreign Origin", "POST", "/api/articles", map[string]string{"Origin": "https://evil.example"}, 403},
		{"cross-site delete", "DELETE", "/api/articles/ferry", map[string]string{"Sec-Fetch-Site": "cross-site"}, 403},
		{"same origin", "POST", "/api/articles", map[string]string{"Sec-Fetch-Site": "same-origin", "Origin": "http://" + host}, 201},
		{"no browser headers", "POST", "/api/articles", nil, 200}, // exists by now
		{"reads stay open", "GET", "/api/stories", map[string]string{"Sec-Fetch-Site": "cross-site"}, 200},
	} {
		req, err := http.NewRequest(c.method, srv.URL+c.path, bytes.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		for k, v := range c.header {
			req.Header.Set(k, v)
		}
		code, _, b := send(t, srv, req)
		if code != c.code {
			t.Errorf("%s: %d %s, want %d", c.name, code, b, c.code)
		}
		if code == 403 && !strings.Contains(string(b), "cross-origin") {
			t.Errorf("%s: body %s does not say why", c.name, b)
		}
	}
}
