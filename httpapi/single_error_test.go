package httpapi

import (
	"strings"
	"testing"
)

// TestSingleArticleError: a body that is one article (one line, or one
// object spread over lines) sent as application/json or without a type is
// refused with an error about the article, not about lines of a batch the
// client did not send: it was "1 malformed line(s), nothing ingested: line
// 1: ...", and an indented object with a syntax error was reported as
// every one of its lines malformed. A JSON Lines body keeps its line
// numbers, one line or more, as does a body of several articles.
func TestSingleArticleError(t *testing.T) {
	srv, d := newServer(t, Config{})
	for _, c := range []struct {
		name, ctype, body string
		want              string // the whole error
	}{
		{"bad JSON", "application/json", `{"id":"x","text":`,
			"the article: invalid JSON at byte 17: unexpected end of JSON input"},
		{"no text", "application/json", `{"id":"x"}`,
			`the article: missing "text"`},
		{"array", "application/json", `[1,2]`,
			"the article: not a JSON object (got array)"},
		{"trailing junk, no type", "", `{"id":"x","text":"a"} junk` + "\r\n",
			"the article: invalid JSON at byte 23: invalid character 'j' after top-level value"},
		{"indented, trailing comma", "application/json", "{\n  \"id\": \"x\",\n  \"text\": \"a\",\n}\n",
			"the article: invalid JSON at byte 31: invalid character '}' looking for beginning of object key string"},
		{"indented, unterminated", "", "{\n  \"id\": \"x\",\n  \"text\": \"a\"\n",
			"the article: invalid JSON at byte 28: unexpected end of JSON input"},
		// A line of the object that is JSON on its own (an array's
		// element, a number) is no article of a batch: only an object is.
		{"indented, array element alone", "", "{\n  \"id\": \"x\",\n  \"tags\": [\n    \"a\"\n  ],\n  \"text\": \"a\",\n}\n",
			"the article: invalid JSON at byte 56: invalid character '}' looking for beginning of object key string"},
		{"one line as JSON Lines", "application/x-ndjson", `{"id":"x","text":`,
			"1 malformed line(s), nothing ingested: line 1: invalid JSON at byte 17: unexpected end of JSON input"},
		{"lines as JSON", "application/json", `{"id":"x","text":"a"}` + "\n" + `{"id":"y"}` + "\n",
			`1 malformed line(s), nothing ingested: line 2: missing "text"`},
		{"lines, the first bad", "", `{"id":"x","text":` + "\n" + `{"id":"y","text":"b"}` + "\n",
			"1 malformed line(s), nothing ingested: line 1: invalid JSON at byte 17: unexpected end of JSON input"},
	} {
		code, _, b := do(t, srv, call{"POST", "/api/articles", c.ctype, "", []byte(c.body)})
		got := decode[struct {
			Error string `json:"error"`
		}](t, b).Error
		if code != 400 || got != c.want {
			t.Errorf("%s: %d %q, want 400 %q", c.name, code, got, c.want)
		}
		if strings.Contains(c.name, "JSON Lines") || strings.HasPrefix(c.name, "lines") {
			continue
		}
		if strings.Contains(got, "line") {
			t.Errorf("%s: the error speaks of lines: %q", c.name, got)
		}
	}
	if n := d.Status().Articles; n != 0 {
		t.Errorf("%d articles stored, want none", n)
	}
}
