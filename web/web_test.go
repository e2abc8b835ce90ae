package web

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden pages in testdata/")

// get serves one request and returns the response and its body.
func serve(t *testing.T, h http.Handler, method, path string) (*http.Response, string) {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(method, path, nil))
	res := rec.Result()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return res, string(body)
}

func TestRoutes(t *testing.T) {
	h := New(fixture(), nil)
	for _, tc := range []struct {
		path   string
		status int
		want   []string // in the body
		not    []string // never in the body
	}{
		{"/", 200, []string{`<a href="/stories/wire-1">Ferry sinks in Kestrel Strait</a>`, "<strong>2</strong> distinct reports", "<strong>1</strong> copy", "Museum buys a rare map",
			`<span dir="auto">Harbour Wire</span>, <span dir="auto">The Coastline Gazette</span>, <span dir="auto">Port Ellis &lt;i&gt;Times&lt;/i&gt;</span>`, "11 Mar 2026, 06:40 – 12 Mar, 08:40 UTC", `name="q"`}, nil},
		{"/?q=museum", 200, []string{"Museum buys a rare map", `value="museum"`, "1 story found"}, []string{"Ferry sinks in Kestrel Strait</a>"}},
		{"/?q=nothing+matches", 200, []string{`No story matches “<span dir="auto">nothing matches</span>”`}, nil},
		{"/stories/wire-1", 200, []string{
			`<h1 dir="auto">Ferry sinks in Kestrel Strait</h1>`,
			// a citation marker links to the cited passage
			`<a class="cite" href="/articles/wire-1?hl=0-52#hl" title="source 1, Harbour Wire" aria-label="source 1, Harbour Wire">[1]</a>`,
			// an id with a slash stays one path segment
			`href="/articles/times%2Fown-1?hl=`,
			// the disagreement, its values, sources and context
			`<mark class="value" dir="auto">At least 14</mark>`, `<mark class="value" dir="auto">Sixteen</mark>`, `according to <span dir="auto">coastguard officials</span>`,
			`people died, coastguard officials said.`,
			// only in one source, the copy tree, the timeline
			"A vigil is planned at St Brannoc&#39;s Church on Wednesday.",
			`<span class="badge k-near-duplicate">near-duplicate</span>`, `href="/compare/wire-1/copy-1"`,
			"Wed 11 Mar 2026", "Thu 12 Mar 2026", `copy of <a href="/articles/wire-1" dir="auto">Harbour Wire</a>`,
		}, nil},
		{"/stories/museum-1", 200, []string{"The brief of this story is not written yet.", "No article of this story copies another."}, nil},
		{"/articles/wire-1", 200, []string{`<mark class="shared k-near-duplicate" title="shared with The Coastline Gazette (copy-1)">A ferry sank`,
			"near-duplicate of", "0.820", `href="/compare/wire-1/copy-1"`, `href="https://example.org/wire-1"`, `<a href="/stories/wire-1">Story</a>`}, []string{`id="hl"`}},
		{"/articles/wire-1?hl=53-100", 200, []string{`id="hl"`, "The passage cited in the brief is"}, nil},
		{"/articles/wire-1?with=copy-1", 200, []string{`Marked: the passages shared with <a href="/articles/copy-1" dir="auto">The Coastline Gazette</a> (near-duplicate; `, `<mark class="shared k-near-duplicate"`}, nil},
		{"/articles/wire-1?with=nope", 200, []string{"of this text is shared with 1 other article"}, []string{"Marked: the passages"}},
		{"/articles/wire-1?hl=5-99999", 200, nil, []string{`id="hl"`}},
		{"/articles/wire-1?hl=junk", 200, nil, []string{`id="hl"`}},
		{"/articles/times%2Fown-1", 200, []string{"Sixteen dead &lt;b&gt;as&lt;/b&gt; ferry sinks", "copydesk found no copy relation"}, nil},
		{"/compare/wire-1/copy-1", 200, []string{`<tr id="r1" class="row-only-b">`, "<ins>PORT ELLIS -</ins>",
			"<del>14</del>", "<ins>16</ins>", "shared, edited", "near-duplicate of the right one"}, nil},
		{"/compare/copy-1/wire-1", 200, []string{"<del>PORT ELLIS -</del>", "<del>16</del>", "<ins>14</ins>"}, nil},
		{"/compare/wire-1/times%2Fown-1", 200, []string{"copydesk found no copy relation between these two articles"}, nil},
		{"/stories/nope", 404, []string{"Page not found", "Error 404"}, nil},
		{"/articles/nope", 404, []string{"Page not found"}, nil},
		{"/compare/wire-1/nope", 404, []string{"Page not found"}, nil},
		{"/no/such/page", 404, []string{"Page not found"}, nil},
		{"/api/stories", 404, nil, nil}, // not ours: the service mounts /api/ beside the pages
		{"/static/", 404, nil, nil},
		{"/static/nope.css", 404, nil, nil},
	} {
		t.Run(tc.path, func(t *testing.T) {
			res, body := serve(t, h, "GET", tc.path)
			if res.StatusCode != tc.status {
				t.Fatalf("status %d, want %d", res.StatusCode, tc.status)
			}
			for _, w := range tc.want {
				if !strings.Contains(body, w) {
					t.Errorf("body lacks %q", w)
				}
			}
			for _, w := range tc.not {
				if strings.Contains(body, w) {
					t.Errorf("body holds %q", w)
				}
			}
			if tc.status != 404 || strings.HasPrefix(tc.path, "/stories") || strings.HasPrefix(tc.path, "/articles") {
				if ct := res.Header.Get("Content-Type"); tc.status != 404 && ct != "text/html; charset=utf-8" {
					t.Errorf("content type %q", ct)
				}
			}
			if csp := res.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "script-src 'self'") {
				t.Errorf("no content security policy: %q", csp)
			}
		})
	}
}

// TestHostileText: markup in an article, its title, outlet and link is
// shown as text and never reaches the page as markup.
func TestHostileText(t *testing.T) {
	h := New(fixture(), nil)
	tag := regexp.MustCompile(`(?i)<\s*(script|img|b|i)\b|\bon[a-z]+\s*=|javascript:`)
	for _, path := range []string{"/", "/stories/wire-1", "/articles/times%2Fown-1", "/articles/times%2Fown-1?hl=0-60", "/articles/copy-1", "/compare/times%2Fown-1/wire-1"} {
		t.Run(path, func(t *testing.T) {
			res, body := serve(t, h, "GET", path)
			if res.StatusCode != 200 {
				t.Fatalf("status %d", res.StatusCode)
			}
			if m := tag.FindString(body); m != "" {
				t.Errorf("markup from the data reached the page: %q", m)
			}
		})
	}
	_, body := serve(t, h, "GET", "/articles/times%2Fown-1")
	for _, want := range []string{
		"the ferry &lt;script&gt;alert(1)&lt;/script&gt; rolled over &amp; sank, the coastguard said &amp;amp; more.",
		"<title>Sixteen dead &lt;b&gt;as&lt;/b&gt; ferry sinks · copydesk</title>",
		"Port Ellis &lt;i&gt;Times&lt;/i&gt;",
	} {
		if !strings.Contains(body, want) {
			t.Errorf("article page lacks the escaped %q", want)
		}
	}
	_, body = serve(t, h, "GET", "/articles/copy-1")
	if !strings.Contains(body, `href="#ZgotmplZ"`) {
		t.Errorf("a javascript: link was not neutralised")
	}
}

func TestGolden(t *testing.T) {
	h := New(fixture(), nil)
	for _, tc := range []struct{ name, path string }{
		{"stories", "/"},
		{"story", "/stories/wire-1"},
		{"article", "/articles/wire-1?hl=53-100"},
		{"compare", "/compare/wire-1/copy-1"},
		{"notfound", "/stories/nope"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, body := serve(t, h, "GET", tc.path)
			// the asset version changes with the CSS, not with the page
			body = regexp.MustCompile(`\?v=[0-9a-f]+`).ReplaceAllString(body, "?v=VERSION")
			path := filepath.Join("testdata", tc.name+".golden.html")
			if *update {
				if err := os.MkdirAll("testdata", 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test ./web -run TestGolden -update)", err)
			}
			if body != string(want) {
				t.Errorf("%s differs from %s (run with -update and review the diff)\n%s", tc.path, path, firstDiff(string(want), body))
			}
		})
	}
}

// firstDiff shows the first differing line.
func firstDiff(want, got string) string {
	wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := range max(len(wl), len(gl)) {
		var w, g string
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g {
			return "line " + itoa(i+1) + ":\n want " + w + "\n  got " + g
		}
	}
	return ""
}

func TestSourceErrors(t *testing.T) {
	var logs bytes.Buffer
	src := fixture()
	src.fail = errors.New("database is locked")
	h := New(src, slog.New(slog.NewTextHandler(&logs, nil)))
	for _, path := range []string{"/", "/stories/wire-1", "/articles/wire-1", "/compare/wire-1/copy-1"} {
		res, body := serve(t, h, "GET", path)
		if res.StatusCode != 500 {
			t.Errorf("%s: status %d, want 500", path, res.StatusCode)
		}
		if !strings.Contains(body, "Something went wrong") || strings.Contains(body, "database is locked") {
			t.Errorf("%s: the 500 page must say something went wrong and not reveal the error", path)
		}
	}
	if !strings.Contains(logs.String(), "database is locked") {
		t.Errorf("the error was not logged: %q", logs.String())
	}
	// a wrapped ErrNotFound is a 404, and is not logged as an error
	logs.Reset()
	src.fail = errors.Join(errors.New("lookup"), ErrNotFound)
	if res, _ := serve(t, h, "GET", "/stories/x"); res.StatusCode != 404 {
		t.Errorf("wrapped ErrNotFound: status %d, want 404", res.StatusCode)
	}
	if logs.Len() != 0 {
		t.Errorf("a 404 was logged: %q", logs.String())
	}
	// a wrapped ErrGone (a Source that keeps deleted ids) is a 410 page
	// saying so, not logged either
	src.fail = fmt.Errorf("article %q: %w", "wire-1", ErrGone)
	for _, path := range []string{"/articles/wire-1", "/compare/wire-1/copy-1", "/stories/wire-1"} {
		res, body := serve(t, h, "GET", path)
		if res.StatusCode != http.StatusGone || !strings.Contains(body, "deleted") {
			t.Errorf("%s, wrapped ErrGone: status %d, want 410 with a page saying deleted", path, res.StatusCode)
		}
	}
	if logs.Len() != 0 {
		t.Errorf("a 410 was logged: %q", logs.String())
	}
}

func TestStatic(t *testing.T) {
	hh := New(fixture(), nil)
	_, page := serve(t, hh, "GET", "/")
	m := regexp.MustCompile(`href="(/static/style\.css\?v=[0-9a-f]+)"`).FindStringSubmatch(page)
	if m == nil {
		t.Fatal("the page links no versioned style sheet")
	}
	res, css := serve(t, hh, "GET", m[1])
	if res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/css") || !strings.Contains(css, ":focus-visible") {
		t.Fatalf("style sheet: status %d, type %q", res.StatusCode, res.Header.Get("Content-Type"))
	}
	if cc := res.Header.Get("Cache-Control"); !strings.Contains(cc, "immutable") {
		t.Errorf("versioned asset cache control %q", cc)
	}
	if res, _ := serve(t, hh, "GET", "/static/style.css"); res.Header.Get("Cache-Control") != "no-cache" {
		t.Errorf("unversioned asset cache control %q", res.Header.Get("Cache-Control"))
	}
	// nothing is fetched from elsewhere
	if regexp.MustCompile(`(?i)(src|href)="(https?:)?//`).MatchString(page) || regexp.MustCompile(`(?i)url\(|@import|@font-face`).MatchString(css) {
		t.Error("a page or the style sheet loads something from outside")
	}
}

// TestHead: HEAD answers the headers of GET without a body.
func TestHead(t *testing.T) {
	res, body := serve(t, New(fixture(), nil), "HEAD", "/stories/wire-1")
	if res.StatusCode != 200 || body != "" || res.Header.Get("Content-Length") == "" {
		t.Errorf("HEAD: status %d, %d bytes of body, length %q", res.StatusCode, len(body), res.Header.Get("Content-Length"))
	}
}

// TestMethodNotAllowed: a page that exists answers other methods with 405
// and an Allow header, not "Page not found"; an address with no page stays
// 404 whatever the method.
func TestMethodNotAllowed(t *testing.T) {
	h := New(fixture(), nil)
	for _, tc := range []struct {
		method, path string
		status       int
	}{
		{"POST", "/", 405},
		{"DELETE", "/stories/wire-1", 405},
		{"PUT", "/articles/wire-1", 405},
		{"POST", "/compare/wire-1/copy-1", 405},
		{"POST", "/static/style.css", 405},
		{"POST", "/no/such/page", 404},
		{"POST", "/stories/", 404},
	} {
		t.Run(tc.method+" "+tc.path, func(t *testing.T) {
			res, body := serve(t, h, tc.method, tc.path)
			if res.StatusCode != tc.status {
				t.Fatalf("status %d, want %d", res.StatusCode, tc.status)
			}
			if tc.status != 405 {
				return
			}
			if allow := res.Header.Get("Allow"); allow != "GET, HEAD" {
				t.Errorf("Allow %q, want %q", allow, "GET, HEAD")
			}
			if !strings.Contains(body, "Error 405") || strings.Contains(body, "Page not found") {
				t.Errorf("body does not say 405:\n%s", body)
			}
		})
	}
}

// TestMountBesideAPI: the pages mount at / next to the service's own
// routes, which keep them.
func TestMountBesideAPI(t *testing.T) {
	mux := http.NewServeMux()
	mux.Handle("/", New(fixture(), nil))
	mux.HandleFunc("GET /api/stories", func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, `{"stories":[]}`) })
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "ok") })
	for path, want := range map[string]string{"/api/stories": `{"stories":[]}`, "/healthz": "ok"} {
		if _, body := serve(t, mux, "GET", path); body != want {
			t.Errorf("%s: %q, want %q", path, body, want)
		}
	}
	if res, body := serve(t, mux, "GET", "/stories/wire-1"); res.StatusCode != 200 || !strings.Contains(body, "Kestrel") {
		t.Errorf("story page through the service mux: %d", res.StatusCode)
	}
}
