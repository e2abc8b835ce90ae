package web

import (
	"bytes"
	"context"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"log/slog"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

//go:embed templates/*.html
var templateFS embed.FS

//go:embed static
var staticFS embed.FS

// StoriesLimit is the number of stories the stories page lists.
const StoriesLimit = 100

// handler serves the pages.
type handler struct {
	src    Source
	log    *slog.Logger
	mux    *http.ServeMux
	pages  map[string]*template.Template
	static http.Handler
	// assetVersion is a hash of the embedded assets, appended to their
	// links so that browsers may cache them for long.
	assetVersion string
}

// New returns the handler of the web pages, reading from src:
//
//	GET /                       stories, newest activity first (?q= searches)
//	GET /stories/{id}           a story: its brief, disagreements, copies, timeline
//	GET /articles/{id}          an article with its shared passages (?hl=START-END
//	                            highlights a cited passage, byte offsets;
//	                            ?with=ID marks only the passages shared with ID)
//	GET /compare/{a}/{b}        two articles side by side
//	GET /static/...             embedded CSS
//
// Every other path answers a 404 page. Ids are path-escaped in links, so an
// id may hold a slash. The handler claims no /api/, /healthz or /metrics
// path of its own: mount it beside them on the service's mux. A nil logger
// discards.
func New(src Source, logger *slog.Logger) http.Handler {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	h := &handler{src: src, log: logger, mux: http.NewServeMux()}
	h.assetVersion = hashFS(staticFS)
	h.pages = parsePages(h.funcs())
	sub, err := fs.Sub(staticFS, "static")
	if err != nil {
		panic(err) // the embedded tree is fixed at build time
	}
	h.static = http.StripPrefix("/static/", http.FileServerFS(sub))

	h.mux.HandleFunc("GET /{$}", h.stories)
	h.mux.HandleFunc("GET /stories/{id}", h.story)
	h.mux.HandleFunc("GET /articles/{id}", h.article)
	h.mux.HandleFunc("GET /compare/{a}/{b}", h.compare)
	h.mux.HandleFunc("GET /static/", h.serveStatic)
	h.mux.HandleFunc("/", h.notFound)
	return h
}

// ServeHTTP sets the headers every page shares and dispatches.
func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	hd := w.Header()
	// No inline script may run, whatever the text of an article holds.
	hd.Set("Content-Security-Policy", "default-src 'none'; style-src 'self'; img-src 'self'; script-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'")
	hd.Set("X-Content-Type-Options", "nosniff")
	hd.Set("Referrer-Policy", "same-origin")
	h.mux.ServeHTTP(w, r)
}

func (h *handler) serveStatic(w http.ResponseWriter, r *http.Request) {
	if strings.HasSuffix(r.URL.Path, "/") { // no directory listings
		h.notFound(w, r)
		return
	}
	if r.URL.Query().Get("v") == h.assetVersion {
		w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		w.Header().Set("Cache-Control", "no-cache")
	}
	h.static.ServeHTTP(w, r)
}

// page is what every template gets.
type page struct {
	Title string
	Query string // the search box's value
	Data  any
}

// render executes a page into a buffer first, so that a failing template
// answers a clean 500 page instead of half a page.
func (h *handler) render(w http.ResponseWriter, r *http.Request, status int, name string, p page) {
	var buf bytes.Buffer
	t, ok := h.pages[name]
	if !ok {
		h.fail(w, r, fmt.Errorf("no page template %q", name))
		return
	}
	if err := t.ExecuteTemplate(&buf, "layout", p); err != nil {
		h.fail(w, r, fmt.Errorf("render %s: %w", name, err))
		return
	}
	out := buf.Bytes()
	if bytes.ContainsAny(out, bidiControls) {
		// An unmatched override in an outlet, a title or a text turned
		// round everything after it in its paragraph: the next outlet of
		// a list, the other name of a heading, citation markers. The
		// desk compares the text in its logical order; the page shows it
		// so.
		out = []byte(stripBidi.Replace(string(out)))
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Content-Length", strconv.Itoa(len(out)))
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		w.Write(out)
	}
}

// stripBidi removes the explicit directional controls (bidiControls).
var stripBidi = strings.NewReplacer(
	"\u202a", "", "\u202b", "", "\u202c", "", "\u202d", "", "\u202e", "",
	"\u2066", "", "\u2067", "", "\u2068", "", "\u2069", "")

// errorPage is the data of the 404 and 500 pages.
type errorPage struct {
	Status  int
	Heading string
	Message string
}

func (h *handler) notFound(w http.ResponseWriter, r *http.Request) {
	// The catch-all takes every method, so the mux's own 405 never comes:
	// a page that a GET would find is there, and only the method is wrong.
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		get := *r
		get.Method = http.MethodGet
		if _, pattern := h.mux.Handler(&get); pattern != "/" {
			w.Header().Set("Allow", "GET, HEAD")
			h.render(w, r, http.StatusMethodNotAllowed, "error", page{Title: "Method not allowed", Data: errorPage{
				Status: http.StatusMethodNotAllowed, Heading: "Method not allowed",
				Message: fmt.Sprintf("The page at this address can only be read (GET), not sent a %s.", r.Method),
			}})
			return
		}
	}
	h.render(w, r, http.StatusNotFound, "error", page{Title: "Not found", Data: errorPage{
		Status: http.StatusNotFound, Heading: "Page not found",
		Message: "There is no story, article or page at this address.",
	}})
}

// fail logs err and answers a 500 page that does not reveal it.
func (h *handler) fail(w http.ResponseWriter, r *http.Request, err error) {
	h.log.ErrorContext(r.Context(), "web page failed", "path", r.URL.Path, "err", err)
	var buf bytes.Buffer
	t := h.pages["error"]
	p := page{Title: "Server error", Data: errorPage{
		Status: http.StatusInternalServerError, Heading: "Something went wrong",
		Message: "The page could not be shown. The error has been logged; try again in a moment.",
	}}
	if t == nil || t.ExecuteTemplate(&buf, "layout", p) != nil {
		http.Error(w, "internal server error", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(http.StatusInternalServerError)
	w.Write(buf.Bytes())
}

// sourceError answers a Source error: 404 for ErrNotFound, 410 for
// ErrGone, 400 for ErrBadQuery, nothing for a request the client gave up,
// 500 otherwise.
func (h *handler) sourceError(w http.ResponseWriter, r *http.Request, what string, err error) {
	switch {
	case errors.Is(err, ErrGone):
		h.render(w, r, http.StatusGone, "error", page{Title: "Deleted", Data: errorPage{
			Status: http.StatusGone, Heading: "Deleted",
			Message: "What was at this address has been deleted: the " + what + " is no longer on the desk.",
		}})
	case errors.Is(err, ErrNotFound):
		h.notFound(w, r)
	case errors.Is(err, ErrBadQuery):
		h.render(w, r, http.StatusBadRequest, "error", page{Title: "Bad request", Data: errorPage{
			Status: http.StatusBadRequest, Heading: "This list cannot be continued",
			Message: "The address asks for stories after a place no listing gave. Start again from the first page.",
		}})
	case errors.Is(err, context.Canceled) && r.Context().Err() != nil:
		h.log.DebugContext(r.Context(), "request canceled", "path", r.URL.Path)
	default:
		h.fail(w, r, fmt.Errorf("%s: %w", what, err))
	}
}

func (h *handler) stories(w http.ResponseWriter, r *http.Request) {
	q := strings.TrimSpace(r.URL.Query().Get("q"))
	q = strings.ToValidUTF8(q, "\uFFFD")
	if len(q) > 200 {
		// Cut at a character's start: a cut inside one put invalid
		// UTF-8 in the page and in the search.
		n := 200
		for n > 0 && !utf8.RuneStart(q[n]) {
			n--
		}
		q = q[:n]
	}
	title := "Stories"
	if q != "" {
		title = "Stories matching “" + q + "”"
	}
	if q != "" && !hasWord(q) {
		// The sources search words and drop the rest: a query of
		// punctuation alone would list every story as matching it.
		h.render(w, r, http.StatusOK, "stories", page{Title: title, Query: q, Data: storiesPage{Query: q, NoWords: true, Limit: StoriesLimit}})
		return
	}
	after := r.URL.Query().Get("after")
	list, next, err := h.src.Stories(r.Context(), q, after, StoriesLimit)
	if err != nil {
		h.sourceError(w, r, "list stories", err)
		return
	}
	data := storiesPage{Query: q, Stories: list, Limit: StoriesLimit, Later: after != ""}
	if next != "" {
		v := url.Values{"after": {next}}
		if q != "" {
			v.Set("q", q)
		}
		data.NextHref = "/?" + v.Encode()
	}
	h.render(w, r, http.StatusOK, "stories", page{Title: title, Query: q, Data: data})
}

// hasWord tells whether a search holds a word to search for: a letter or
// a digit (what the desk's search reads; the rest only separates words).
func hasWord(q string) bool {
	return strings.IndexFunc(q, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsNumber(r) }) >= 0
}

func (h *handler) story(w http.ResponseWriter, r *http.Request) {
	sv, err := h.src.Story(r.Context(), r.PathValue("id"))
	if err != nil {
		h.sourceError(w, r, "story "+r.PathValue("id"), err)
		return
	}
	p := newStoryPage(sv)
	h.render(w, r, http.StatusOK, "story", page{Title: p.Headline, Data: p})
}

func (h *handler) article(w http.ResponseWriter, r *http.Request) {
	av, err := h.src.Article(r.Context(), r.PathValue("id"))
	if err != nil {
		h.sourceError(w, r, "article "+r.PathValue("id"), err)
		return
	}
	hl, _ := parseSpan(r.URL.Query().Get("hl"), len(av.Text))
	p := newArticlePage(av, hl, r.URL.Query().Get("with"))
	h.render(w, r, http.StatusOK, "article", page{Title: p.Title, Data: p})
}

func (h *handler) compare(w http.ResponseWriter, r *http.Request) {
	ida, idb := r.PathValue("a"), r.PathValue("b")
	a, err := h.src.Article(r.Context(), ida)
	if err != nil {
		h.sourceError(w, r, "article "+ida, err)
		return
	}
	b, err := h.src.Article(r.Context(), idb)
	if err != nil {
		h.sourceError(w, r, "article "+idb, err)
		return
	}
	p := newComparePage(a, b)
	h.render(w, r, http.StatusOK, "compare", page{Title: "Side by side: " + p.A.Title + " / " + p.B.Title, Data: p})
}

// parsePages parses every page template together with the layout.
func parsePages(funcs template.FuncMap) map[string]*template.Template {
	layout := template.Must(template.New("layout.html").Funcs(funcs).ParseFS(templateFS, "templates/layout.html"))
	pages := map[string]*template.Template{}
	for _, name := range []string{"stories", "story", "article", "compare", "error"} {
		t := template.Must(layout.Clone())
		pages[name] = template.Must(t.ParseFS(templateFS, "templates/"+name+".html"))
	}
	return pages
}

// hashFS returns a short hash of every file in fsys.
func hashFS(fsys fs.FS) string {
	sum := sha256.New()
	fs.WalkDir(fsys, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(fsys, path)
		if err != nil {
			return err
		}
		fmt.Fprintf(sum, "%s\x00%d\x00", path, len(b))
		sum.Write(b)
		return nil
	})
	return hex.EncodeToString(sum.Sum(nil))[:12]
}

// funcs are the helpers templates call.
func (h *handler) funcs() template.FuncMap {
	return template.FuncMap{
		"asset":       func(name string) string { return "/static/" + name + "?v=" + h.assetVersion },
		"storyURL":    storyURL,
		"articleURL":  articleURL,
		"compareURL":  compareURL,
		"date":        formatDate,
		"datetime":    formatDateTime,
		"isoTime":     isoTime,
		"span":        formatSpan,
		"pct":         func(f float64) string { return strconv.FormatFloat(f*100, 'f', 0, 64) + "%" },
		"score":       func(f float64) string { return strconv.FormatFloat(f, 'f', 3, 64) },
		"plural":      plural,
		"outletsLine": outletsLine,
	}
}

// formatDate shows a day: "Wed 11 Mar 2026".
func formatDate(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.UTC().Format("Mon 2 Jan 2006")
}

// formatDateTime shows a moment in UTC: "11 Mar 2026, 06:40 UTC".
func formatDateTime(t time.Time) string {
	if t.IsZero() {
		return "date unknown"
	}
	return t.UTC().Format("2 Jan 2006, 15:04 UTC")
}

func isoTime(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.UTC().Format(time.RFC3339)
}

// formatSpan shows a time span compactly: "11 Mar 2026, 06:40 – 12 Mar, 10:05 UTC".
func formatSpan(first, last time.Time) string {
	switch {
	case first.IsZero() && last.IsZero():
		return "dates unknown"
	case first.IsZero():
		return formatDateTime(last)
	case last.IsZero() || first.Equal(last):
		return formatDateTime(first)
	}
	f, l := first.UTC(), last.UTC()
	switch {
	case f.Year() == l.Year() && f.YearDay() == l.YearDay():
		return f.Format("2 Jan 2006, 15:04") + " – " + l.Format("15:04 UTC")
	case f.Year() == l.Year():
		return f.Format("2 Jan 2006, 15:04") + " – " + l.Format("2 Jan, 15:04 UTC")
	}
	return f.Format("2 Jan 2006, 15:04") + " – " + l.Format("2 Jan 2006, 15:04 UTC")
}

// plural writes "1 report", "5 reports".
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// outletsLine names up to max outlets and counts the rest, each name in
// an element of its own direction (dir="auto"): a right-to-left name takes
// its own, and the commas between names stay between them.
func outletsLine(outlets []string, max int) template.HTML {
	var sb strings.Builder
	for i, o := range outlets[:min(max, len(outlets))] {
		if i > 0 {
			sb.WriteString(", ")
		}
		sb.WriteString(`<span dir="auto">`)
		sb.WriteString(template.HTMLEscapeString(o))
		sb.WriteString(`</span>`)
	}
	if len(outlets) > max {
		fmt.Fprintf(&sb, " and %d more", len(outlets)-max)
	}
	return template.HTML(sb.String())
}
