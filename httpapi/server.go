// Package httpapi serves a news desk (package desk) over HTTP: the JSON API
// under /api/, /healthz, /metrics, and the HTML pages (any handler) at /.
//
//	POST   /api/articles          one article (JSON object) or a batch (JSON Lines)
//	GET    /api/articles/{id}     text, copies, relations with passages
//	DELETE /api/articles/{id}     removed from the copy index and its story
//	GET    /api/stories           ?since=&q=&limit=&after=, newest activity first
//	GET    /api/stories/{id}      members and brief (?brief=false: members only)
//	GET    /healthz               200 when ready, 503 while loading or failed
//	GET    /metrics               Prometheus text format
//
// Errors are JSON objects {"error": "..."} with the matching status code.
// When a token is configured, POST and DELETE need the header
// "Authorization: Bearer TOKEN". A write a browser marks as sent from
// another origin is refused (403), token or not.
package httpapi

import (
	"bytes"
	"context"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"mime"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/desk"
	"github.com/copydesk/copydesk/input"
	"github.com/copydesk/copydesk/internal/metrics"
)

// DefaultMaxBody is the default request body limit (32 MiB).
const DefaultMaxBody = 32 << 20

// MaxBatch is the most articles one POST may carry.
const MaxBatch = 10000

// Config configures the handler.
type Config struct {
	Desk *desk.Desk
	// Token, when not empty, is required as a bearer token by the write
	// endpoints (POST, DELETE).
	Token string
	// MaxBody caps request bodies in bytes (default DefaultMaxBody).
	MaxBody int64
	// Fields maps JSON keys of posted articles (default id, text, title,
	// source, url, published).
	Fields input.Fields
	// Pages, when set, serves everything outside /api/, /healthz and
	// /metrics (the HTML pages).
	Pages http.Handler
	// Logger receives one line per failed request (5xx at Warn, others at
	// Debug).
	Logger *slog.Logger
	// Registry receives the HTTP metrics (default: the desk's).
	Registry *metrics.Registry
}

type server struct {
	cfg      Config
	d        *desk.Desk
	log      *slog.Logger
	reg      *metrics.Registry
	requests *metrics.CounterVec
	latency  map[string]*metrics.Histogram
	stories  *storyCache
	// crossOrigin refuses writes a browser marks as sent from another
	// origin: a page can POST without a preflight (no Content-Type, a
	// "no-cors" fetch), which on a desk without a token would write.
	crossOrigin *http.CrossOriginProtection
}

// New returns the HTTP handler of the desk.
func New(cfg Config) (http.Handler, error) {
	if cfg.Desk == nil {
		return nil, errors.New("httpapi: no desk")
	}
	if cfg.MaxBody <= 0 {
		cfg.MaxBody = DefaultMaxBody
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.Registry == nil {
		cfg.Registry = cfg.Desk.Metrics()
	}
	if err := cfg.Fields.Validate(); err != nil {
		return nil, err
	}
	s := &server{cfg: cfg, d: cfg.Desk, log: cfg.Logger, reg: cfg.Registry, latency: map[string]*metrics.Histogram{},
		stories: newStoryCache(storyCacheBytes), crossOrigin: http.NewCrossOriginProtection()}
	s.requests = s.reg.NewCounterVec("copydesk_http_requests_total", "HTTP requests by status code.", "code")
	for _, route := range []string{"post_articles", "get_article", "delete_article", "get_stories", "get_story"} {
		s.latency[route] = s.reg.NewHistogram("copydesk_http_"+route+"_seconds", "Latency of "+strings.ReplaceAll(route, "_", " ")+" requests.", metrics.LatencyBuckets)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/api/articles", s.timed("post_articles", s.postArticles))
	mux.HandleFunc("/api/articles/{id...}", s.article)
	mux.HandleFunc("/api/stories", s.timed("get_stories", s.getStories))
	mux.HandleFunc("/api/stories/{id...}", s.timed("get_story", s.getStory))
	mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		s.error(w, r, http.StatusNotFound, fmt.Errorf("no endpoint %s (see /api/articles and /api/stories)", r.URL.Path))
	})
	mux.HandleFunc("/healthz", s.healthz)
	mux.HandleFunc("/metrics", s.metrics)
	if cfg.Pages != nil {
		mux.Handle("/", cfg.Pages)
	} else {
		mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path != "/" {
				s.error(w, r, http.StatusNotFound, fmt.Errorf("no page %s", r.URL.Path))
				return
			}
			if !s.allow(w, r, http.MethodGet) {
				return
			}
			w.Header().Set("Content-Type", "text/plain; charset=utf-8")
			io.WriteString(w, "copydesk: the JSON API is under /api/articles and /api/stories; /healthz, /metrics\n")
		})
	}
	return s.recover(s.count(mux)), nil
}

// statusWriter remembers the status code written.
type statusWriter struct {
	http.ResponseWriter
	code int
}

func (w *statusWriter) WriteHeader(code int) {
	if w.code == 0 {
		w.code = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	if w.code == 0 {
		w.code = http.StatusOK
	}
	return w.ResponseWriter.Write(b)
}

func (s *server) count(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		sw := &statusWriter{ResponseWriter: w}
		next.ServeHTTP(sw, r)
		if sw.code == 0 {
			sw.code = http.StatusOK
		}
		s.requests.Add(strconv.Itoa(sw.code), 1)
	})
}

func (s *server) recover(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler {
					panic(v)
				}
				s.log.Error("panic serving a request", "method", r.Method, "path", r.URL.Path, "panic", v)
				s.error(w, r, http.StatusInternalServerError, errors.New("internal error"))
			}
		}()
		next.ServeHTTP(w, r)
	})
}

func (s *server) timed(route string, h http.HandlerFunc) http.HandlerFunc {
	hist := s.latency[route]
	return func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		h(w, r)
		hist.Observe(time.Since(start).Seconds())
	}
}

// errorBody is every error response.
type errorBody struct {
	Error string `json:"error"`
}

func (s *server) error(w http.ResponseWriter, r *http.Request, code int, err error) {
	if code >= 500 {
		s.log.Warn("request failed", "method", r.Method, "path", r.URL.Path, "code", code, "err", err)
	} else {
		s.log.Debug("request refused", "method", r.Method, "path", r.URL.Path, "code", code, "err", err)
	}
	if code == http.StatusServiceUnavailable {
		w.Header().Set("Retry-After", "1")
	}
	writeJSON(w, code, errorBody{Error: err.Error()})
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	writeBody(w, code, encodeJSON(v))
}

// encodeJSON encodes v as the API answers: no HTML escaping, a newline
// at the end.
func encodeJSON(v any) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.Encode(v)
	return b.Bytes()
}

func writeBody(w http.ResponseWriter, code int, body []byte) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(code)
	w.Write(body)
}

// deskError maps a desk error onto a status code.
func (s *server) deskError(w http.ResponseWriter, r *http.Request, err error) {
	code := http.StatusInternalServerError
	switch {
	case errors.Is(err, desk.ErrNotFound):
		code = http.StatusNotFound
	case errors.Is(err, desk.ErrDeleted):
		code = http.StatusGone
	case errors.Is(err, desk.ErrInvalid), errors.Is(err, desk.ErrBadQuery):
		code = http.StatusBadRequest
	case errors.Is(err, desk.ErrUnavailable):
		code = http.StatusServiceUnavailable
	case errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		code = http.StatusServiceUnavailable
		if r.Context().Err() != nil {
			code = 499 // the client went away; nobody reads this
		}
	}
	s.error(w, r, code, err)
}

func (s *server) allow(w http.ResponseWriter, r *http.Request, methods ...string) bool {
	for _, m := range methods {
		if r.Method == m || (m == http.MethodGet && r.Method == http.MethodHead) {
			return true
		}
	}
	// A GET resource answers HEAD too: Allow lists every method taken.
	var allowed []string
	for _, m := range methods {
		allowed = append(allowed, m)
		if m == http.MethodGet {
			allowed = append(allowed, http.MethodHead)
		}
	}
	list := strings.Join(allowed, ", ")
	w.Header().Set("Allow", list)
	s.error(w, r, http.StatusMethodNotAllowed, fmt.Errorf("method %s not allowed on %s (allowed: %s)", r.Method, r.URL.Path, list))
	return false
}

// authorized checks that a write request comes from no other web origin
// and carries the bearer token.
func (s *server) authorized(w http.ResponseWriter, r *http.Request) bool {
	if err := s.crossOrigin.Check(r); err != nil {
		s.error(w, r, http.StatusForbidden, errors.New("cross-origin write refused: a web page on another origin may not change the desk"))
		return false
	}
	if s.cfg.Token == "" {
		return true
	}
	h := r.Header.Get("Authorization")
	scheme, tok, ok := strings.Cut(h, " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") || subtle.ConstantTimeCompare([]byte(strings.TrimSpace(tok)), []byte(s.cfg.Token)) != 1 {
		w.Header().Set("WWW-Authenticate", `Bearer realm="copydesk"`)
		msg := "missing bearer token: send Authorization: Bearer TOKEN"
		if h != "" {
			msg = "invalid bearer token"
		}
		s.error(w, r, http.StatusUnauthorized, errors.New(msg))
		return false
	}
	return true
}

func (s *server) article(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	switch r.Method {
	case http.MethodGet, http.MethodHead:
		s.timed("get_article", func(w http.ResponseWriter, r *http.Request) { s.getArticle(w, r, id) })(w, r)
	case http.MethodDelete:
		s.timed("delete_article", func(w http.ResponseWriter, r *http.Request) { s.deleteArticle(w, r, id) })(w, r)
	default:
		s.allow(w, r, http.MethodGet, http.MethodDelete)
	}
}

func (s *server) getArticle(w http.ResponseWriter, r *http.Request, id string) {
	a, err := s.d.Article(r.Context(), id)
	if err != nil {
		s.deskError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, a)
}

func (s *server) deleteArticle(w http.ResponseWriter, r *http.Request, id string) {
	if !s.authorized(w, r) {
		return
	}
	res, err := s.d.Delete(r.Context(), id)
	if err != nil {
		s.deskError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, struct {
		desk.DeleteResult
		Deleted bool `json:"deleted"`
	}{res, true})
}

// batchResponse answers a batch.
type batchResponse struct {
	Created  int           `json:"created"`
	Existing int           `json:"existing"`
	Errors   int           `json:"errors"`
	Articles []desk.Result `json:"articles"`
}

// ndjson tells whether a content type announces JSON Lines.
func ndjson(mediaType string) bool {
	switch mediaType {
	case "application/x-ndjson", "application/ndjson", "application/jsonl", "application/x-jsonlines", "application/jsonlines":
		return true
	}
	return false
}

func (s *server) postArticles(w http.ResponseWriter, r *http.Request) {
	if !s.allow(w, r, http.MethodPost) || !s.authorized(w, r) {
		return
	}
	batchType := false
	if ct := r.Header.Get("Content-Type"); ct != "" {
		mt, _, err := mime.ParseMediaType(ct)
		switch {
		case err != nil:
			s.error(w, r, http.StatusUnsupportedMediaType, fmt.Errorf("bad Content-Type %q: %v", ct, err))
			return
		case ndjson(mt):
			batchType = true
		case mt == "application/json":
			// text/plain is not taken: an HTML form (enctype="text/plain")
			// or a fetch of a string from any web page sends it without a
			// CORS preflight, which would let a page the desk's user visits
			// post articles to a desk without a token on loopback.
		default:
			s.error(w, r, http.StatusUnsupportedMediaType, fmt.Errorf("Content-Type %s: send application/json (one article) or application/x-ndjson (JSON Lines)", mt))
			return
		}
	}
	fields := s.cfg.Fields
	switch f := r.URL.Query().Get("fields"); f {
	case "":
	case "default":
		// The lines use copydesk's own field names whatever serve's field
		// flags say: what `copydesk ingest --to` sends.
		fields = input.Fields{}
	default:
		s.error(w, r, http.StatusBadRequest, fmt.Errorf("fields=%q: want fields=default (the lines use id, text, title, source, url, published) or no fields parameter (the server's field names)", f))
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, s.cfg.MaxBody))
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			s.error(w, r, http.StatusRequestEntityTooLarge, fmt.Errorf("request body over %d bytes (the server's --max-body): send smaller batches", mbe.Limit))
			return
		}
		s.error(w, r, http.StatusBadRequest, fmt.Errorf("reading the request body: %v", err))
		return
	}
	docs, warnings, single, err := s.decode(body, fields, batchType)
	if err != nil {
		s.error(w, r, http.StatusBadRequest, err)
		return
	}
	res, err := s.d.Ingest(r.Context(), docs)
	if err != nil {
		s.deskError(w, r, err)
		return
	}
	for i := range res {
		if res[i].Status == desk.StatusCreated {
			res[i].Warning = warnings[i]
		}
	}
	if single && !batchType {
		one := res[0]
		switch one.Status {
		case desk.StatusCreated:
			w.Header().Set("Location", "/api/articles/"+url.PathEscape(one.ID))
			writeJSON(w, http.StatusCreated, one)
		case desk.StatusExists:
			writeJSON(w, http.StatusOK, one)
		default:
			s.deskError(w, r, one.Err)
		}
		return
	}
	out := batchResponse{Articles: res}
	for _, x := range res {
		switch x.Status {
		case desk.StatusCreated:
			out.Created++
		case desk.StatusExists:
			out.Existing++
		default:
			out.Errors++
		}
	}
	writeJSON(w, http.StatusOK, out)
}

// badDate is the warning of an article whose publication date could not be
// read.
const badDate = "published could not be read as a date: stored undated"

// decode reads one JSON object, or JSON Lines. A line that is not an
// article fails the whole request (nothing is ingested), with the line
// numbers of the first problems. An empty body (or blank lines) is a batch
// of no articles when its type says JSON Lines (batch), else an error.
func (s *server) decode(body []byte, fields input.Fields, batch bool) (docs []copydesk.Document, warnings []string, single bool, err error) {
	dec, err := input.NewLineDecoder(fields)
	if err != nil {
		return nil, nil, false, err
	}
	trimmed := bytes.TrimSpace(body)
	if len(trimmed) == 0 {
		if batch {
			return nil, nil, false, nil
		}
		return nil, nil, false, errors.New("empty body: send one article as a JSON object, or JSON Lines")
	}
	warn := func(d input.Decoded) string {
		if d.BadDate {
			return badDate
		}
		return ""
	}
	// One object, possibly spread over several lines: an error is about
	// the article, not about lines of a batch the client did not send.
	if !batch && oneArticle(trimmed) {
		doc, d, err := dec.Decode(trimmed)
		if err != nil {
			return nil, nil, false, fmt.Errorf("the article: %v", strings.TrimPrefix(err.Error(), copydesk.ErrBadInput.Error()+": "))
		}
		return []copydesk.Document{doc}, []string{warn(d)}, true, nil
	}
	var bad []string
	badCount := 0
	line := 0
	for len(body) > 0 {
		line++
		var l []byte
		if i := bytes.IndexByte(body, '\n'); i >= 0 {
			l, body = body[:i], body[i+1:]
		} else {
			l, body = body, nil
		}
		if len(bytes.TrimSpace(l)) == 0 {
			continue
		}
		doc, d, err := dec.Decode(l)
		if err != nil {
			badCount++
			if len(bad) < 5 {
				bad = append(bad, fmt.Sprintf("line %d: %s", line, strings.TrimPrefix(err.Error(), copydesk.ErrBadInput.Error()+": ")))
			}
			continue
		}
		docs, warnings = append(docs, doc), append(warnings, warn(d))
		if len(docs) > MaxBatch {
			return nil, nil, false, fmt.Errorf("more than %d articles in one request: send smaller batches", MaxBatch)
		}
	}
	if badCount > 0 {
		more := ""
		if badCount > len(bad) {
			more = fmt.Sprintf("; and %d more", badCount-len(bad))
		}
		return nil, nil, false, fmt.Errorf("%d malformed line(s), nothing ingested: %s%s", badCount, strings.Join(bad, "; "), more)
	}
	return docs, warnings, len(docs) == 1, nil
}

// oneArticle tells whether a body (trimmed, not empty) sent without a JSON
// Lines type is one article rather than lines: a single line, or an object
// spread over lines, valid or not (none of its lines is a JSON object on
// its own, as each line of a batch is unless malformed).
func oneArticle(body []byte) bool {
	if bytes.IndexByte(body, '\n') < 0 {
		return true
	}
	if body[0] != '{' {
		return false
	}
	if json.Valid(body) {
		return true
	}
	for len(body) > 0 {
		l := body
		if i := bytes.IndexByte(body, '\n'); i >= 0 {
			l, body = body[:i], body[i+1:]
		} else {
			body = nil
		}
		// A batch's lines are objects: an array's element alone on its
		// line ("a", 2) is JSON but no article.
		if l = bytes.TrimSpace(l); len(l) > 0 && l[0] == '{' && json.Valid(l) {
			return false
		}
	}
	return true
}

// storiesResponse answers GET /api/stories.
type storiesResponse struct {
	Stories []desk.StorySummary `json:"stories"`
	// Next, when the page is full, is the after= of the next page.
	Next string `json:"next,omitempty"`
}

// MaxLimit caps the limit of GET /api/stories.
const MaxLimit = 1000

func (s *server) getStories(w http.ResponseWriter, r *http.Request) {
	if !s.allow(w, r, http.MethodGet) {
		return
	}
	q := desk.StoryQuery{Q: r.URL.Query().Get("q"), Limit: 50}
	if v := r.URL.Query().Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > MaxLimit {
			s.error(w, r, http.StatusBadRequest, fmt.Errorf("limit %q: want a number from 1 to %d", v, MaxLimit))
			return
		}
		q.Limit = n
	}
	if v := r.URL.Query().Get("since"); v != "" {
		t, err := input.ParseDate(v)
		if err != nil {
			s.error(w, r, http.StatusBadRequest, fmt.Errorf("since: %v", err))
			return
		}
		q.Since = t
	}
	q.After = r.URL.Query().Get("after")
	ss, err := s.d.Stories(r.Context(), q)
	if err != nil {
		s.deskError(w, r, err)
		return
	}
	resp := storiesResponse{Stories: ss}
	if len(ss) == q.Limit {
		resp.Next = ss[len(ss)-1].Cursor()
	}
	writeJSON(w, http.StatusOK, resp)
}

func (s *server) getStory(w http.ResponseWriter, r *http.Request) {
	if !s.allow(w, r, http.MethodGet) {
		return
	}
	k := storyKey{id: r.PathValue("id"), withBrief: true}
	switch v := r.URL.Query().Get("brief"); v {
	case "", "1", "true":
	case "0", "false":
		k.withBrief = false
	default:
		s.error(w, r, http.StatusBadRequest, fmt.Errorf("brief %q: want true or false", v))
		return
	}
	ctx := r.Context()
	tag, err := s.d.StoryTag(ctx, k.id)
	if err != nil {
		s.deskError(w, r, err)
		return
	}
	etag := storyETag(tag, k.withBrief)
	// The tag names the story's state: a client holding the answer of
	// that state needs nothing, whether or not this server still has the
	// answer encoded (after a restart it has none).
	if etagMatches(r.Header.Get("If-None-Match"), etag) {
		w.Header().Set("ETag", etag)
		w.WriteHeader(http.StatusNotModified)
		return
	}
	if body, ok := s.stories.get(k, tag); ok {
		w.Header().Set("ETag", etag)
		writeBody(w, http.StatusOK, body)
		return
	}
	get := s.d.Story
	if !k.withBrief {
		get = s.d.StoryMembers
	}
	st, err := get(ctx, k.id)
	if err != nil {
		s.deskError(w, r, err)
		return
	}
	body := encodeJSON(st)
	// Keep only a complete answer: read in the state tag names, with the
	// brief of that state (a stale brief is being rewritten).
	if st.Tag() == tag && (!k.withBrief || (st.Brief != nil && !st.BriefStale)) {
		s.stories.put(k, tag, body)
		w.Header().Set("ETag", etag)
	}
	writeBody(w, http.StatusOK, body)
}

// storyCacheBytes bounds the encoded stories kept for GET /api/stories/{id}.
const storyCacheBytes = 32 << 20

// etagMatches reports whether an If-None-Match header names etag: "*",
// or a list of entity tags compared weakly (W/"9" matches "9"), as RFC
// 9110 (13.1.2) asks.
func etagMatches(header, etag string) bool {
	if header == "" {
		return false
	}
	if strings.TrimSpace(header) == "*" {
		return true
	}
	for _, t := range strings.Split(header, ",") {
		if strings.TrimPrefix(strings.TrimSpace(t), "W/") == etag {
			return true
		}
	}
	return false
}

// storyETag is the entity tag of a story's answer in the state tag.
func storyETag(tag string, withBrief bool) string {
	if withBrief {
		return `"` + tag + `"`
	}
	return `"` + tag + `m"`
}

func (s *server) healthz(w http.ResponseWriter, r *http.Request) {
	if !s.allow(w, r, http.MethodGet) {
		return
	}
	st := s.d.Status()
	code := http.StatusOK
	if st.State != "ok" {
		code = http.StatusServiceUnavailable
	}
	writeJSON(w, code, st)
}

func (s *server) metrics(w http.ResponseWriter, r *http.Request) {
	if !s.allow(w, r, http.MethodGet) {
		return
	}
	w.Header().Set("Content-Type", "text/plain; version=0.0.4; charset=utf-8")
	s.reg.WriteText(w)
}
