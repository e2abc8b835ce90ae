package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	stdhtml "html"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/desk"
)

// Client talks to a copydesk server. The zero value is not usable: set
// BaseURL at least.
type Client struct {
	// BaseURL is the server, as http://127.0.0.1:8080.
	BaseURL string
	// Token is sent as a bearer token when not empty.
	Token string
	// HTTP is the client used (default: one with a 5-minute timeout).
	HTTP *http.Client
	// Retries is the number of retries of a failed request (network
	// errors, 408, 429, 502, 503, 504), with exponential backoff from Backoff
	// (default 250 ms) capped at 30 s, honouring Retry-After (in seconds)
	// up to 5 minutes: a longer one waits 5 minutes. Ingest and delete are
	// safe to retry: the server is idempotent by id.
	Retries int
	Backoff time.Duration
	// OnRetry, when set, hears about each retry.
	OnRetry func(attempt int, wait time.Duration, err error)
}

// Error is an error answered by the server.
type Error struct {
	Status  int
	Message string
}

func (e *Error) Error() string { return fmt.Sprintf("server answered %d: %s", e.Status, e.Message) }

// Ingest posts a batch of articles (as JSON Lines with copydesk's own field
// names, which fields=default tells a server started with other field
// names) and returns the server's answer for each.
func (c *Client) Ingest(ctx context.Context, docs []copydesk.Document) (*BatchResult, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	for _, d := range docs {
		if err := enc.Encode(NewWireDoc(d)); err != nil {
			return nil, err
		}
	}
	var out BatchResult
	if err := c.do(ctx, http.MethodPost, "/api/articles?fields=default", "application/x-ndjson", buf.Bytes(), &out); err != nil {
		return nil, err
	}
	if len(out.Articles) != len(docs) {
		return nil, fmt.Errorf("server answered for %d articles, %d sent", len(out.Articles), len(docs))
	}
	return &out, nil
}

// BatchResult is the answer to a batch.
type BatchResult struct {
	Created  int           `json:"created"`
	Existing int           `json:"existing"`
	Errors   int           `json:"errors"`
	Articles []desk.Result `json:"articles"`
}

// WireDoc is an article as the API takes it.
type WireDoc struct {
	ID        string `json:"id"`
	Title     string `json:"title,omitempty"`
	Text      string `json:"text"`
	Source    string `json:"source,omitempty"`
	URL       string `json:"url,omitempty"`
	Published string `json:"published,omitempty"`
}

// NewWireDoc is d as the API takes it: also a line of copydesk's JSONL input.
func NewWireDoc(d copydesk.Document) WireDoc {
	w := WireDoc{ID: d.ID, Title: d.Title, Text: d.Text, Source: d.Source, URL: d.URL}
	if !d.Published.IsZero() {
		w.Published = d.Published.UTC().Format(time.RFC3339Nano)
	}
	return w
}

// Article fetches an article.
func (c *Client) Article(ctx context.Context, id string) (*desk.Article, error) {
	var a desk.Article
	if err := c.do(ctx, http.MethodGet, "/api/articles/"+url.PathEscape(id), "", nil, &a); err != nil {
		return nil, err
	}
	return &a, nil
}

// Story fetches a story with its brief.
func (c *Client) Story(ctx context.Context, id string) (*desk.Story, error) {
	var s desk.Story
	if err := c.do(ctx, http.MethodGet, "/api/stories/"+url.PathEscape(id), "", nil, &s); err != nil {
		return nil, err
	}
	return &s, nil
}

// StoryMembers fetches a story with its articles, without its brief.
func (c *Client) StoryMembers(ctx context.Context, id string) (*desk.Story, error) {
	var s desk.Story
	if err := c.do(ctx, http.MethodGet, "/api/stories/"+url.PathEscape(id)+"?brief=false", "", nil, &s); err != nil {
		return nil, err
	}
	return &s, nil
}

// Delete deletes an article.
func (c *Client) Delete(ctx context.Context, id string) error {
	return c.do(ctx, http.MethodDelete, "/api/articles/"+url.PathEscape(id), "", nil, nil)
}

// CheckBaseURL refuses a base URL a client cannot put its paths under:
// one that is not http:// or https:// with a host, or that carries a
// query or a fragment (http://host:8080/?x=1 made
// http://host:8080/?x=1/api/articles, the path glued into the query). A
// path is a prefix: http://proxy/desk posts to http://proxy/desk/api/articles.
func CheckBaseURL(base string) error {
	if !strings.Contains(base, "://") {
		// 127.0.0.1:8080 was "first path segment in URL cannot contain colon".
		return fmt.Errorf("%q: want an http:// or https:// URL", base)
	}
	u, err := url.Parse(base)
	switch {
	case err != nil:
		return fmt.Errorf("%q: %w", base, errors.Unwrap(err))
	case u.Scheme != "http" && u.Scheme != "https" || u.Opaque != "":
		return fmt.Errorf("%q: want an http:// or https:// URL", base)
	case u.Host == "":
		return fmt.Errorf("%q: no host", base)
	case u.RawQuery != "" || u.ForceQuery:
		return fmt.Errorf("%q: a base URL takes no query (?%s)", base, u.RawQuery)
	case u.Fragment != "" || strings.HasSuffix(base, "#"):
		return fmt.Errorf("%q: a base URL takes no fragment (#%s)", base, u.Fragment)
	}
	return nil
}

// url is the base URL with path (an absolute path, maybe with a query)
// under its own path.
func (c *Client) url(path string) (string, error) {
	if err := CheckBaseURL(c.BaseURL); err != nil {
		return "", fmt.Errorf("base URL %w", err)
	}
	return strings.TrimRight(c.BaseURL, "/") + path, nil
}

// Health fetches /healthz. The server's 503 while loading or failed is
// not an error here: it is the status, with State "loading" or "failed".
// Any other answer that is not 2xx (a 500, a proxy's 502 page, the 404 of
// a base URL with the wrong path) is an *Error with its status code.
func (c *Client) Health(ctx context.Context) (desk.Status, error) {
	var st desk.Status
	u, err := c.url("/healthz")
	if err != nil {
		return st, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return st, err
	}
	resp, err := c.httpClient().Do(req)
	if err != nil {
		return st, err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		return st, fmt.Errorf("reading the answer: %w", err)
	}
	ctype := resp.Header.Get("Content-Type")
	if resp.StatusCode < 200 || resp.StatusCode >= 300 {
		if resp.StatusCode == http.StatusServiceUnavailable && json.Unmarshal(data, &st) == nil && (st.State == "loading" || st.State == "failed") {
			return st, nil
		}
		return desk.Status{}, errorAnswer(resp.StatusCode, data, ctype)
	}
	if err := json.Unmarshal(data, &st); err != nil {
		return desk.Status{}, fmt.Errorf("decoding the answer, %s: %w", shortBody(data, ctype), err)
	}
	return st, nil
}

func (c *Client) httpClient() *http.Client {
	if c.HTTP != nil {
		return c.HTTP
	}
	return defaultHTTP
}

var defaultHTTP = &http.Client{Timeout: 5 * time.Minute}

// retryable reports whether a status is worth retrying.
func retryable(code int) bool {
	switch code {
	case http.StatusTooManyRequests, http.StatusBadGateway, http.StatusServiceUnavailable, http.StatusGatewayTimeout, http.StatusRequestTimeout:
		return true
	}
	return false
}

func (c *Client) do(ctx context.Context, method, path, ctype string, body []byte, out any) error {
	if _, err := c.url(path); err != nil {
		return err // not worth a retry
	}
	backoff := c.Backoff
	if backoff <= 0 {
		backoff = 250 * time.Millisecond
	}
	for attempt := 0; ; attempt++ {
		wait, err := c.once(ctx, method, path, ctype, body, out)
		if err == nil {
			return nil
		}
		var se *Error
		var ae *answerError
		if errors.As(err, &se) && !retryable(se.Status) || errors.As(err, &ae) || attempt >= c.Retries || ctx.Err() != nil {
			return err
		}
		if wait == 0 {
			wait = backoff << min(attempt, 10)
			wait = min(wait, 30*time.Second)
			wait = wait/2 + rand.N(wait/2+1) // jitter: clients that failed together do not retry together
		}
		if c.OnRetry != nil {
			c.OnRetry(attempt+1, wait, err)
		}
		t := time.NewTimer(wait)
		select {
		case <-t.C:
		case <-ctx.Done():
			t.Stop()
			return ctx.Err()
		}
	}
}

// maxRetryAfter caps the wait a server's Retry-After asks for: taken
// whole, "Retry-After: 999999" made the client wait 11 days before its
// retry, and one over 9,223,372,036 s overflowed to a retry at once.
const maxRetryAfter = 5 * time.Minute

// once sends one request; wait is the server's Retry-After, if any, at
// most maxRetryAfter.
func (c *Client) once(ctx context.Context, method, path, ctype string, body []byte, out any) (wait time.Duration, err error) {
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	u, err := c.url(path)
	if err != nil {
		return 0, err
	}
	req, err := http.NewRequestWithContext(ctx, method, u, rd)
	if err != nil {
		return 0, err
	}
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
	if c.Token != "" {
		req.Header.Set("Authorization", "Bearer "+c.Token)
	}
	resp, err := c.httpClient().Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		return 0, fmt.Errorf("reading the answer: %w", err)
	}
	if resp.StatusCode >= 300 {
		if s, err := strconv.Atoi(resp.Header.Get("Retry-After")); err == nil && s >= 0 {
			wait = time.Duration(min(s, int(maxRetryAfter/time.Second))) * time.Second
		}
		return wait, errorAnswer(resp.StatusCode, data, resp.Header.Get("Content-Type"))
	}
	if out == nil {
		return 0, nil
	}
	if err := json.Unmarshal(data, out); err != nil {
		// The answer came whole: asking again (posting the batch again)
		// gets the same page.
		return 0, &answerError{fmt.Errorf("decoding the answer, %s: %w", shortBody(data, resp.Header.Get("Content-Type")), err)}
	}
	return 0, nil
}

// errorAnswer is the error of an answer with status code, body data and
// Content-Type ctype: the API's {"error": "..."} message, or what another
// server's body says.
func errorAnswer(code int, data []byte, ctype string) *Error {
	var eb errorBody
	if json.Unmarshal(data, &eb) == nil && eb.Error != "" {
		return &Error{Status: code, Message: eb.Error}
	}
	return &Error{Status: code, Message: shortBody(data, ctype)}
}

// answerError is an answer received whole that is not what the API
// answers: not worth a retry.
type answerError struct{ err error }

func (e *answerError) Error() string { return e.err.Error() }
func (e *answerError) Unwrap() error { return e.err }

var htmlTag = regexp.MustCompile(`<[^>]*>`)

// shortBody is what an error answer that is not the API's JSON says, in
// a line: its first line with text (HTML tags left out; an HTML page's
// is often its title), at most 200 bytes, and the size of what was left
// out. A proxy's or another server's whole page was printed as the error.
func shortBody(data []byte, ctype string) string {
	body := string(data)
	if !utf8.ValidString(body) {
		body = strings.ToValidUTF8(body, "\uFFFD")
	}
	html := strings.Contains(ctype, "html") || strings.HasPrefix(strings.TrimSpace(body), "<")
	line := ""
	for l := range strings.Lines(body) {
		if html {
			l = stdhtml.UnescapeString(htmlTag.ReplaceAllString(l, " "))
		}
		if l = strings.Join(strings.Fields(l), " "); l != "" {
			line = l
			break
		}
	}
	if len(line) > 200 {
		cut := 200
		for cut > 0 && !utf8.RuneStart(line[cut]) {
			cut--
		}
		line = line[:cut] + "…"
	}
	if line != "" && strings.TrimSpace(body) == line {
		return line
	}
	what := ctype
	if what == "" {
		what = "an answer"
	}
	if line == "" {
		return fmt.Sprintf("(%s of %d bytes)", what, len(data))
	}
	return fmt.Sprintf("%s (%s of %d bytes)", line, what, len(data))
}
