package input

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/klauspost/compress/zstd"

	"github.com/copydesk/copydesk"
)

// readAll runs Read and collects the documents.
func readAll(t testing.TB, paths []string, stdin io.Reader, opts Options) ([]copydesk.Document, Stats, error) {
	t.Helper()
	var docs []copydesk.Document
	st, err := Read(context.Background(), paths, stdin, opts, func(d copydesk.Document) error {
		docs = append(docs, d)
		return nil
	})
	return docs, st, err
}

// writeFiles creates files (path -> content) under a new temporary directory and returns it.
func writeFiles(t testing.TB, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, content := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func ids(docs []copydesk.Document) []string {
	out := make([]string, len(docs))
	for i, d := range docs {
		out[i] = d.ID
	}
	return out
}

func date(s string) time.Time {
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		panic(err)
	}
	return t
}

func TestReadJSONL(t *testing.T) {
	for _, tc := range []struct {
		name  string
		in    string
		opts  Options
		want  []copydesk.Document
		stats Stats // Files, Docs and Bytes are checked separately
	}{
		{
			name: "all fields",
			in:   `{"id":"a","title":"T","text":"Body.","source":"Wire","url":"https://x.test/a","published":"2024-05-01","extra":{"nested":[1,2,{"k":null}]}}`,
			want: []copydesk.Document{{ID: "a", Title: "T", Text: "Body.", Source: "Wire", URL: "https://x.test/a", Published: date("2024-05-01T00:00:00Z")}},
		},
		{
			name: "numeric ids",
			in:   "{\"id\":42,\"text\":\"a\"}\n{\"id\":-7,\"text\":\"b\"}\n{\"id\":1e3,\"text\":\"c\"}\n{\"id\":4.50,\"text\":\"d\"}\n{\"id\":123456789012345678901234567890,\"text\":\"e\"}\n{\"id\":0,\"text\":\"f\"}",
			want: []copydesk.Document{{ID: "42", Text: "a"}, {ID: "-7", Text: "b"}, {ID: "1000", Text: "c"}, {ID: "4.5", Text: "d"}, {ID: "123456789012345678901234567890", Text: "e"}, {ID: "0", Text: "f"}},
		},
		{
			name: "blank lines, CRLF, BOM, no final newline",
			in:   "\xef\xbb\xbf{\"id\":\"a\",\"text\":\"x\"}\r\n\r\n   \n\t\n{\"id\":\"b\",\"text\":\"y\"}",
			want: []copydesk.Document{{ID: "a", Text: "x"}, {ID: "b", Text: "y"}},
		},
		{
			name: "a BOM on every line (files joined with cat)",
			in:   "\xef\xbb\xbf{\"id\":\"a\",\"text\":\"x\"}\n\xef\xbb\xbf{\"id\":\"b\",\"text\":\"y\"}\n",
			want: []copydesk.Document{{ID: "a", Text: "x"}, {ID: "b", Text: "y"}},
		},
		{
			name: "a line of a BOM alone (an empty file joined with cat) is blank",
			in:   "{\"id\":\"a\",\"text\":\"x\"}\n\xef\xbb\xbf\n\xef\xbb\xbf \r\n{\"id\":\"b\",\"text\":\"y\"}\n",
			want: []copydesk.Document{{ID: "a", Text: "x"}, {ID: "b", Text: "y"}},
		},
		{
			name: "escapes",
			in:   `{"id":"\u0061\/b","text":"line\nnext\ttab \"q\" \\ caf\u00e9 \ud83d\ude00 \u0000"}`,
			want: []copydesk.Document{{ID: "a/b", Text: "line\nnext\ttab \"q\" \\ café 😀 \x00"}},
		},
		{
			name:  "invalid UTF-8 and lone surrogates are repaired and counted",
			in:    "{\"id\":\"a\",\"text\":\"bad \xff\xfe byte\"}\n{\"id\":\"b\",\"text\":\"ok\",\"title\":\"lone \\ud800 x\"}\n{\"id\":\"c\",\"text\":\"fine \u00e9\",\"other\":\"\xff ignored\"}",
			want:  []copydesk.Document{{ID: "a", Text: "bad \uFFFD\uFFFD byte"}, {ID: "b", Text: "ok", Title: "lone \uFFFD x"}, {ID: "c", Text: "fine é"}},
			stats: Stats{RepairedUTF8: 2, RepairedSamples: []string{"stdin:1: a", "stdin:2: b"}},
		},
		{
			// Named by place: the id changed, and a labels file naming it
			// as written will not match (it was rewritten silently).
			name:  "an id with invalid UTF-8 is repaired and named",
			in:    "{\"id\":\"a\",\"text\":\"x\"}\n{\"id\":\"b\xe9\",\"text\":\"y\"}\n",
			want:  []copydesk.Document{{ID: "a", Text: "x"}, {ID: "b\uFFFD", Text: "y"}},
			stats: Stats{RepairedUTF8: 1, RepairedSamples: []string{"stdin:2: b\uFFFD"}, RepairedIDs: 1, RepairedIDSamples: []string{"stdin:2: b\uFFFD"}},
		},
		{
			name: "null optional fields",
			in:   `{"id":"a","text":"x","title":null,"source":null,"url":null,"published":null}`,
			want: []copydesk.Document{{ID: "a", Text: "x"}},
		},
		{
			name:  "empty documents are kept and listed",
			in:    "{\"id\":\"a\",\"text\":\"\"}\n{\"id\":\"b\",\"text\":\" \\n\\t \"}\n{\"id\":\"c\",\"text\":\"x\"}",
			want:  []copydesk.Document{{ID: "a"}, {ID: "b", Text: " \n\t "}, {ID: "c", Text: "x"}},
			stats: Stats{Empty: 2, EmptyIDs: []string{"a", "b"}},
		},
		{
			name:  "bad dates are counted, not fatal",
			in:    "{\"id\":\"a\",\"text\":\"x\",\"published\":\"last Tuesday\"}\n{\"id\":\"b\",\"text\":\"x\",\"published\":{\"y\":2024}}\n{\"id\":\"c\",\"text\":\"x\",\"published\":\"  \"}",
			want:  []copydesk.Document{{ID: "a", Text: "x"}, {ID: "b", Text: "x"}, {ID: "c", Text: "x"}},
			stats: Stats{BadDates: 2, BadDateSamples: []string{`stdin:1: a: "last Tuesday"`, "stdin:2: b: (an object)"}},
		},
		{
			// The value is shown, cut to 40 characters: a whole text
			// given as the date would fill the terminal.
			name:  "a long bad date is shown cut short",
			in:    `{"id":"a","text":"x","published":"Yesterday, at about the time the ferry left the harbour"}` + "\n" + `{"id":"b","text":"x","published":"\u00e9t\u00e9\t2026"}`,
			want:  []copydesk.Document{{ID: "a", Text: "x"}, {ID: "b", Text: "x"}},
			stats: Stats{BadDates: 2, BadDateSamples: []string{`stdin:1: a: "Yesterday, at about the time the ferry l"...`, `stdin:2: b: "été\t2026"`}},
		},
		{
			// Reported as ignored, so the document must be undated: a kept
			// year 0 sorted it first and named its story in a batch run.
			name:  "dates outside years 1-9999 in UTC are dropped, not kept",
			in:    "{\"id\":\"a\",\"text\":\"x\",\"published\":\"0000-01-01\"}\n{\"id\":\"b\",\"text\":\"x\",\"published\":\"0000-01-01 00:00:00\"}\n{\"id\":\"c\",\"text\":\"x\",\"published\":-62200000000}\n{\"id\":\"d\",\"text\":\"x\",\"published\":-99999999999}\n{\"id\":\"e\",\"text\":\"x\",\"published\":\"9999-12-31T23:00:00-14:00\"}",
			want:  []copydesk.Document{{ID: "a", Text: "x"}, {ID: "b", Text: "x"}, {ID: "c", Text: "x"}, {ID: "d", Text: "x"}, {ID: "e", Text: "x"}},
			stats: Stats{BadDates: 5, BadDateSamples: []string{`stdin:1: a: "0000-01-01"`, `stdin:2: b: "0000-01-01 00:00:00"`, "stdin:3: c: -62200000000", "stdin:4: d: -99999999999", `stdin:5: e: "9999-12-31T23:00:00-14:00"`}},
		},
		{
			name: "unix times",
			in:   "{\"id\":\"a\",\"text\":\"x\",\"published\":1714521600}\n{\"id\":\"b\",\"text\":\"x\",\"published\":1714521600500}",
			want: []copydesk.Document{{ID: "a", Text: "x", Published: date("2024-05-01T00:00:00Z")}, {ID: "b", Text: "x", Published: date("2024-05-01T00:00:00.5Z")}},
		},
		{
			name: "duplicate keys: the last wins, as in encoding/json",
			in:   `{"id":"a","text":"first","text":"second"}`,
			want: []copydesk.Document{{ID: "a", Text: "second"}},
		},
		{
			name: "keys are case-sensitive",
			in:   `{"id":"a","text":"x","Title":"not the title"}`,
			want: []copydesk.Document{{ID: "a", Text: "x"}},
		},
		{
			name: "field mapping",
			in:   `{"doc_id":7,"body":"x","headline":"H","outlet":"O","link":"L","date":"2024-05-01 10:00:00","id":"ignored","text":"ignored"}`,
			opts: Options{Fields: Fields{ID: "doc_id", Text: "body", Title: "headline", Source: "outlet", URL: "link", Published: "date"}},
			want: []copydesk.Document{{ID: "7", Text: "x", Title: "H", Source: "O", URL: "L", Published: date("2024-05-01T10:00:00Z")}},
		},
		{
			name: "deep nesting goes to encoding/json",
			in:   `{"id":"a","text":"x","deep":` + strings.Repeat("[", 100) + strings.Repeat("]", 100) + `}`,
			want: []copydesk.Document{{ID: "a", Text: "x"}},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			docs, st, err := readAll(t, []string{"-"}, strings.NewReader(tc.in), tc.opts)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(docs, tc.want) {
				t.Errorf("docs:\n got %+v\nwant %+v", docs, tc.want)
			}
			if st.Files != 1 || st.Docs != int64(len(tc.want)) || st.Bytes != int64(len(tc.in)) {
				t.Errorf("Files, Docs, Bytes = %d, %d, %d; want 1, %d, %d", st.Files, st.Docs, st.Bytes, len(tc.want), len(tc.in))
			}
			st.Files, st.Docs, st.Bytes = 0, 0, 0
			if !reflect.DeepEqual(st, tc.stats) {
				t.Errorf("stats = %+v, want %+v", st, tc.stats)
			}
		})
	}
}

// TestDocumentFirstLine: a file that is one JSON document (an array, or
// an object over several lines) rather than JSON Lines is said to be so
// at its first line (it was "invalid JSON at byte 1: unexpected end of
// JSON input"); the same line later in a file is one bad line.
func TestDocumentFirstLine(t *testing.T) {
	const (
		array  = `not a JSON object: this looks like one JSON document (an array), not JSON Lines (one object per line); convert with jq -c '.[]'`
		object = `invalid JSON: this looks like one JSON document (an object over several lines), not JSON Lines (one object per line); convert with jq -c .`
	)
	for _, tc := range []struct{ in, want string }{
		{"[\n  {\"id\": \"a\", \"text\": \"x\"}\n]\n", "stdin:1: " + array},
		{`[{"id":"a","text":"x"},{"id":"b","text":"y"}]`, "stdin:1: " + array},
		{"\xef\xbb\xbf [{\"id\": \"a\",\n", "stdin:1: " + array},
		{"{\n  \"id\": \"a\",\n  \"text\": \"x\"\n}\n", "stdin:1: " + object},
		{"{\"id\":\"a\",\"text\":\"x\"}\n[\n", "stdin:2: invalid JSON at byte 1: unexpected end of JSON input"},
		{"{\"id\":\"a\",\"text\":\"x\"}\n{\n", "stdin:2: invalid JSON at byte 1: unexpected end of JSON input"},
		// text in brackets is no array: plain text piped in
		{"[2026-12-07] log line\n", "stdin:1: invalid JSON at byte 6: invalid character '-' after array element (standard input is read as JSON Lines; give plain text as a .txt file)"},
	} {
		_, _, err := readAll(t, []string{"-"}, strings.NewReader(tc.in), Options{})
		if err == nil || err.Error() != tc.want {
			t.Errorf("%q: err = %v\nwant %s", tc.in, err, tc.want)
		}
	}
}

func TestBadLines(t *testing.T) {
	const ok = `{"id":"ok","text":"x"}`
	for _, tc := range []struct {
		line, want string
	}{
		{`not json`, `invalid JSON at byte 2: invalid character 'o' in literal null (expecting 'u')`},
		{`{"id":"a","text":"x`, `invalid JSON at byte 19: unexpected end of JSON input`},
		{`{"id":"a","text":"x"} x`, `invalid JSON at byte 23: invalid character 'x' after top-level value`},
		{`{"id":"a","text":"x"}{}`, `invalid JSON at byte 22: invalid character '{' after top-level value`},
		{"{\"id\":\"a\",\"text\":\"x\ty\"}", `invalid JSON at byte 20: invalid character '\t' in string literal`},
		{`{"id":"a","text":"\x"}`, `invalid JSON at byte 20: invalid character 'x' in string escape code`},
		{`{"id":"a",}`, `invalid JSON at byte 11: invalid character '}' looking for beginning of object key string`},
		{`{'id':1}`, `invalid JSON at byte 2: invalid character '\'' looking for beginning of object key string`},
		{`{"id":01,"text":""}`, `invalid JSON at byte 8: invalid character '1' after object key:value pair`},
		{`[{"id":"a","text":"x"}]`, `not a JSON object (got array)`},
		{`[`, `invalid JSON at byte 1: unexpected end of JSON input`},
		{`"a"`, `not a JSON object (got string)`},
		{`42`, `not a JSON object (got number)`},
		{`null`, `not a JSON object (got null)`},
		{`{"text":"x"}`, `missing "id"`},
		{`{"id":"a"}`, `missing "text"`},
		{`{"id":"","text":"x"}`, `empty "id"`},
		{`{"id":true,"text":"x"}`, `"id" must be a string or number, got bool`},
		{`{"id":null,"text":"x"}`, `"id" must be a string or number, got null`},
		{`{"id":["a"],"text":"x"}`, `"id" must be a string or number, got array`},
		{`{"id":"a","text":5}`, `"text" must be a string, got number`},
		{`{"id":"a","text":null}`, `"text" must be a string, got null`},
		{`{"id":"a","text":{"p":"x"}}`, `"text" must be a string, got object`},
		{`{"id":"a","text":"x","title":["T"]}`, `"title" must be a string, got array`},
		{`{"id":"a","text":"x","source":1}`, `"source" must be a string, got number`},
		{`{"id":"a","text":"x","url":false}`, `"url" must be a string, got bool`},
	} {
		t.Run(tc.line, func(t *testing.T) {
			in := ok + "\n\n" + tc.line + "\n"
			docs, st, err := readAll(t, []string{"-"}, strings.NewReader(in), Options{})
			want := "stdin:3: " + tc.want
			if err == nil || err.Error() != want {
				t.Fatalf("err = %v\nwant %s", err, want)
			}
			if !errors.Is(err, copydesk.ErrBadInput) || errors.Is(err, copydesk.ErrDuplicateID) {
				t.Errorf("err does not wrap only ErrBadInput: %v", err)
			}
			if len(docs) != 1 || st.BadLines != 0 || st.BadSamples != nil {
				t.Errorf("docs %v, stats %+v", ids(docs), st)
			}

			// SkipBad passes over it and goes on.
			docs, st, err = readAll(t, []string{"-"}, strings.NewReader(in+`{"id":"after","text":"y"}`), Options{SkipBad: true})
			if err != nil {
				t.Fatal(err)
			}
			if got := ids(docs); !reflect.DeepEqual(got, []string{"ok", "after"}) || st.BadLines != 1 || st.BadSamples[0] != want {
				t.Errorf("SkipBad: docs %v, stats %+v", got, st)
			}
		})
	}
}

func TestSkipBadKeepsFirstSamples(t *testing.T) {
	var in strings.Builder
	for i := range 25 {
		fmt.Fprintf(&in, "{\"id\":\"d%d\",\"text\":\"x\"}\nbroken %d\n", i, i)
	}
	dir := writeFiles(t, map[string]string{"in.jsonl": in.String()})
	path := filepath.Join(dir, "in.jsonl")
	docs, st, err := readAll(t, []string{path}, nil, Options{SkipBad: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(docs) != 25 || st.BadLines != 25 || len(st.BadSamples) != maxBadSamples {
		t.Fatalf("docs %d, stats %+v", len(docs), st)
	}
	if want := path + ":4: invalid JSON at byte 1: invalid character 'b' looking for beginning of value"; st.BadSamples[1] != want {
		t.Errorf("sample = %q\nwant %q", st.BadSamples[1], want)
	}
}

func TestDuplicateIDs(t *testing.T) {
	dir := writeFiles(t, map[string]string{
		"a.jsonl":     "{\"id\":\"x\",\"text\":\"1\"}\n{\"id\":\"y\",\"text\":\"2\"}\n",
		"b.jsonl":     "\n{\"id\":\"z\",\"text\":\"3\"}\n{\"id\":\"y\",\"text\":\"4\"}\n",
		"num.jsonl":   "{\"id\":\"7\",\"text\":\"1\"}\n{\"id\":7,\"text\":\"2\"}\n",
		"t1/note.txt": "one",
		"t2/note.txt": "two",
		"mixed.jsonl": "{\"id\":\"note.txt\",\"text\":\"3\"}\n",
	})
	a, b := filepath.Join(dir, "a.jsonl"), filepath.Join(dir, "b.jsonl")
	t1, t2 := filepath.Join(dir, "t1"), filepath.Join(dir, "t2")
	for _, tc := range []struct {
		paths []string
		want  string
	}{
		{[]string{a, a}, fmt.Sprintf(`%s:1: duplicate id "x" (first seen at %s:1)`, a, a)},
		{[]string{a, b}, fmt.Sprintf(`%s:3: duplicate id "y" (first seen at %s:2)`, b, a)},
		{[]string{filepath.Join(dir, "num.jsonl")}, fmt.Sprintf(`%s:2: duplicate id "7" (first seen at %s:1)`, filepath.Join(dir, "num.jsonl"), filepath.Join(dir, "num.jsonl"))},
		// Two directories of one layout: how to read them both is said
		// (until a review on 7 December 2026 it was not).
		{[]string{t1, t2}, fmt.Sprintf(`%s: duplicate id "note.txt" (first seen at %s; a directory's files are named relative to it: give the directories' common parent instead)`, filepath.Join(t2, "note.txt"), filepath.Join(t1, "note.txt"))},
		{[]string{t1, filepath.Join(dir, "mixed.jsonl")}, fmt.Sprintf(`%s:1: duplicate id "note.txt" (first seen at %s)`, filepath.Join(dir, "mixed.jsonl"), filepath.Join(t1, "note.txt"))},
	} {
		// SkipBad does not pass over duplicates: two documents under one id is a data error.
		for _, skip := range []bool{false, true} {
			_, _, err := readAll(t, tc.paths, nil, Options{SkipBad: skip})
			if err == nil || err.Error() != tc.want {
				t.Errorf("err = %v\nwant %s", err, tc.want)
			}
			if !errors.Is(err, copydesk.ErrDuplicateID) || errors.Is(err, copydesk.ErrBadInput) {
				t.Errorf("err does not wrap only ErrDuplicateID: %v", err)
			}
		}
		// SkipDuplicates keeps the first and counts the later one, its
		// sample the error it was (until a review on 7 December 2026
		// --skip-bad failed on it).
		docs, st, err := readAll(t, tc.paths, nil, Options{SkipDuplicates: true})
		if err != nil || st.Duplicates == 0 || st.Duplicates != int64(len(st.DuplicateSamples)) || st.DuplicateSamples[0] != tc.want || st.Docs != int64(len(docs)) {
			t.Errorf("SkipDuplicates: err %v, stats %+v\nwant first sample %s", err, st, tc.want)
		}
		ids := map[string]bool{}
		for _, d := range docs {
			if ids[d.ID] {
				t.Errorf("SkipDuplicates passed id %q twice", d.ID)
			}
			ids[d.ID] = true
		}
	}
}

// TestSkipDuplicatesKeepsFirst: the first document of an id is the one
// kept, in input order, and the count runs past the samples kept.
func TestSkipDuplicatesKeepsFirst(t *testing.T) {
	var in strings.Builder
	for i := range 15 {
		fmt.Fprintf(&in, "{\"id\":\"a\",\"text\":\"copy %d\"}\n", i)
	}
	in.WriteString(`{"id":"b","text":"other"}`)
	docs, st, err := readAll(t, []string{"-"}, strings.NewReader(in.String()), Options{SkipDuplicates: true, Workers: 3})
	if err != nil {
		t.Fatal(err)
	}
	if len(docs) != 2 || docs[0].Text != "copy 0" || docs[1].ID != "b" {
		t.Errorf("docs = %+v, want the first a and b", docs)
	}
	if st.Duplicates != 14 || len(st.DuplicateSamples) != maxBadSamples || st.DuplicateSamples[0] != `stdin:2: duplicate id "a" (first seen at stdin:1)` {
		t.Errorf("stats %d duplicates, samples %q", st.Duplicates, st.DuplicateSamples)
	}
}

func TestDirectory(t *testing.T) {
	dir := writeFiles(t, map[string]string{
		"b.txt":            "\xef\xbb\xbf\n\n  Second story  \r\nBody text.\r\n",
		"a/z.md":           "---\n# Heading one #\n\nText.",
		"a/y.markdown":     "\n#hashtag first\nmore",
		"a-b.txt":          "Title\n\nbad \xff byte",
		"empty.txt":        "",
		"blank.md":         " \n\t\n",
		"sub/deep/c.TXT":   "Deep",
		".hidden.txt":      "skipped",
		".git/HEAD.txt":    "skipped",
		"notes.csv":        "ignored",
		"sub/docs.jsonl":   `{"id":"ignored","text":""}`,
		"sub/deep/img.png": "ignored",
	})
	docs, st, err := readAll(t, []string{dir}, nil, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := []copydesk.Document{
		{ID: "a-b.txt", Title: "Title", Text: "Title\n\nbad \uFFFD byte"},
		{ID: "a/y.markdown", Title: "#hashtag first", Text: "\n#hashtag first\nmore"},
		{ID: "a/z.md", Title: "---", Text: "---\n# Heading one #\n\nText."},
		{ID: "b.txt", Title: "Second story", Text: "\n\n  Second story  \r\nBody text.\r\n"},
		{ID: "blank.md", Text: " \n\t\n"},
		{ID: "empty.txt"},
		{ID: "sub/deep/c.TXT", Title: "Deep", Text: "Deep"},
	}
	if !reflect.DeepEqual(docs, want) {
		t.Errorf("docs:\n got %+v\nwant %+v", docs, want)
	}
	wantStats := Stats{Files: 7, Docs: 7, Bytes: 0, RepairedUTF8: 1, RepairedSamples: []string{filepath.Join(dir, "a-b.txt")}, Empty: 2, EmptyIDs: []string{"blank.md", "empty.txt"}}
	for _, d := range []string{"b.txt", "a/z.md", "a/y.markdown", "a-b.txt", "blank.md", "sub/deep/c.TXT"} {
		fi, err := os.Stat(filepath.Join(dir, d))
		if err != nil {
			t.Fatal(err)
		}
		wantStats.Bytes += fi.Size()
	}
	if !reflect.DeepEqual(st, wantStats) {
		t.Errorf("stats = %+v, want %+v", st, wantStats)
	}
}

func TestTitles(t *testing.T) {
	for _, tc := range []struct {
		text string
		md   bool
		want string
	}{
		{"Plain title\nbody", false, "Plain title"},
		{"# Not stripped in .txt", false, "# Not stripped in .txt"},
		{"# Heading", true, "Heading"},
		{"###   Spaced heading   ###  ", true, "Spaced heading"},
		{"## Issue #42", true, "Issue #42"},
		{"# C#", true, "C#"},
		{"#\n##\nAfter empty headings", true, "After empty headings"},
		{"####### seven is not a heading", true, "####### seven is not a heading"},
		{"#tag", true, "#tag"},
		{"\t# Indented", true, "Indented"},
		{"  \n\r\n", false, ""},
		{"", true, ""},
	} {
		if got := firstLine(tc.text, tc.md); got != tc.want {
			t.Errorf("firstLine(%q, md=%v) = %q, want %q", tc.text, tc.md, got, tc.want)
		}
	}
}

func TestSingleTextFiles(t *testing.T) {
	dir := writeFiles(t, map[string]string{"story.txt": "Headline\nBody", "doc.md": "# Head\nBody"})
	old, _ := os.Getwd()
	if err := os.Chdir(dir); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.Chdir(old) })
	docs, st, err := readAll(t, []string{"story.txt", "./doc.md", filepath.Join(dir, "story.txt")}, nil, Options{})
	// The same file by another path is another id: ids are the paths as given.
	if err != nil {
		t.Fatal(err)
	}
	want := []copydesk.Document{
		{ID: "story.txt", Title: "Headline", Text: "Headline\nBody"},
		{ID: "./doc.md", Title: "Head", Text: "# Head\nBody"},
		{ID: filepath.Join(dir, "story.txt"), Title: "Headline", Text: "Headline\nBody"},
	}
	if !reflect.DeepEqual(docs, want) || st.Files != 3 {
		t.Errorf("got %+v %+v", docs, st)
	}
}

func gzipped(t testing.TB, parts ...string) []byte {
	t.Helper()
	var buf bytes.Buffer
	for _, p := range parts { // several parts make a multi-member file, as from cat a.gz b.gz
		zw := gzip.NewWriter(&buf)
		if _, err := zw.Write([]byte(p)); err != nil {
			t.Fatal(err)
		}
		if err := zw.Close(); err != nil {
			t.Fatal(err)
		}
	}
	return buf.Bytes()
}

func zstded(t testing.TB, parts ...string) []byte {
	t.Helper()
	var buf bytes.Buffer
	for _, p := range parts {
		zw, err := zstd.NewWriter(&buf)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := zw.Write([]byte(p)); err != nil {
			t.Fatal(err)
		}
		if err := zw.Close(); err != nil {
			t.Fatal(err)
		}
	}
	return buf.Bytes()
}

func TestCompressed(t *testing.T) {
	const p1 = "{\"id\":\"a\",\"text\":\"x\"}\n\n{\"id\":\"b\",\"text\":\"y\"}\n"
	const p2 = "{\"id\":\"c\",\"text\":\"z\"}"
	plain := p1 + p2
	// Big enough for several batches, so that compressed reads cross batch boundaries.
	big := string(syntheticJSONL(3000))
	bigIDs := make([]string, 3000)
	for i := range bigIDs {
		bigIDs[i] = fmt.Sprint("doc-", i)
	}
	for _, tc := range []struct {
		name string
		data []byte
		want []string
	}{
		{"docs.jsonl.gz", gzipped(t, p1, p2), []string{"a", "b", "c"}},
		{"docs.jsonl.zst", zstded(t, p1, p2), []string{"a", "b", "c"}},
		{"docs.gz", gzipped(t, plain), []string{"a", "b", "c"}},
		{"docs.ZST", zstded(t, plain), []string{"a", "b", "c"}},
		{"docs.ndjson.zstd", zstded(t, plain), []string{"a", "b", "c"}},
		{"misnamed.jsonl", gzipped(t, plain), []string{"a", "b", "c"}}, // magic bytes win over the name
		{"misnamed.json", zstded(t, plain), []string{"a", "b", "c"}},   //
		{"bom.jsonl.gz", gzipped(t, "\xef\xbb\xbf"+plain), []string{"a", "b", "c"}},
		{"big.jsonl.gz", gzipped(t, big), bigIDs},
		{"big.jsonl.zst", zstded(t, big), bigIDs},
		{"story.txt.gz", gzipped(t, "Headline\nBody"), []string{"story.txt.gz"}},
		{"empty.jsonl.gz", gzipped(t, ""), nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := writeFiles(t, map[string]string{tc.name: string(tc.data)})
			path := filepath.Join(dir, tc.name)
			for _, useStdin := range []bool{false, true} {
				paths, stdin := []string{path}, io.Reader(nil)
				if useStdin {
					if strings.Contains(tc.name, ".txt") {
						continue // standard input is always JSON Lines
					}
					paths, stdin = []string{"-"}, bytes.NewReader(tc.data)
				}
				var raw int64
				docs, st, err := readAll(t, paths, stdin, Options{OnBytes: func(n int64) { raw += n }})
				if err != nil {
					t.Fatal(err)
				}
				got := ids(docs)
				if strings.Contains(tc.name, ".txt") {
					got = []string{strings.TrimPrefix(got[0], dir+string(filepath.Separator))}
					if docs[0].Title != "Headline" || docs[0].Text != "Headline\nBody" {
						t.Errorf("text doc %+v", docs[0])
					}
				}
				if len(got) != len(tc.want) || (len(got) > 0 && !reflect.DeepEqual(got, tc.want)) {
					t.Errorf("stdin=%v: ids %v, want %v", useStdin, got, tc.want)
				}
				if raw != int64(len(tc.data)) || st.Files != 1 {
					t.Errorf("stdin=%v: OnBytes total %d, want %d; Files %d", useStdin, raw, len(tc.data), st.Files)
				}
			}
		})
	}
}

func TestCorruptCompressed(t *testing.T) {
	var lines strings.Builder
	for i := range 50 {
		fmt.Fprintf(&lines, "{\"id\":\"d%d\",\"text\":\"%s\"}\n", i, strings.Repeat("word ", i))
	}
	gz := gzipped(t, lines.String())
	zs := zstded(t, lines.String())
	dir := writeFiles(t, map[string]string{
		"trunc.jsonl.gz":  string(gz[:len(gz)*2/3]),
		"trunc.jsonl.zst": string(zs[:len(zs)*2/3]),
		"header.jsonl.gz": "\x1f\x8b\x08",
		"after.jsonl":     `{"id":"after","text":"x"}`,
	})
	after := filepath.Join(dir, "after.jsonl")
	for _, tc := range []struct{ name, reason string }{
		{"trunc.jsonl.gz", "corrupt or truncated gzip data: unexpected EOF"},
		{"trunc.jsonl.zst", "corrupt or truncated zstd data: unexpected EOF"},
		{"header.jsonl.gz", "corrupt or truncated gzip data: unexpected EOF"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(dir, tc.name)
			docs, _, err := readAll(t, []string{path, after}, nil, Options{})
			if err == nil || !errors.Is(err, copydesk.ErrBadInput) {
				t.Fatalf("err = %v, want bad input", err)
			}
			// Whole lines before the damage are delivered; the torn one is reported.
			want := fmt.Sprintf("%s:%d: %s", path, len(docs)+1, tc.reason)
			if err.Error() != want {
				t.Errorf("err = %v\nwant %s", err, want)
			}
			docs2, st, err := readAll(t, []string{path, after}, nil, Options{SkipBad: true})
			if err != nil {
				t.Fatal(err)
			}
			if len(docs2) != len(docs)+1 || docs2[len(docs2)-1].ID != "after" || st.BadLines != 1 || st.BadSamples[0] != want || st.Files != 2 {
				t.Errorf("SkipBad: %d docs, stats %+v", len(docs2), st)
			}
		})
	}
}

func TestLongLine(t *testing.T) {
	text := strings.Repeat("a long line of news text ", 1_600_000) // 40 MB
	in := `{"id":"short","text":"x"}` + "\n" + `{"id":"long","text":"` + text + `"}` + "\n" + `{"id":"after","text":"y"}`
	docs, st, err := readAll(t, []string{"-"}, strings.NewReader(in), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got := ids(docs); !reflect.DeepEqual(got, []string{"short", "long", "after"}) || docs[1].Text != text || st.Bytes != int64(len(in)) {
		t.Errorf("ids %v, long text ok %v, stats %+v", got, docs[1].Text == text, st)
	}
}

func TestOrderAcrossBatchesAndWorkers(t *testing.T) {
	data := syntheticJSONL(8000) // about 15 batches
	var wantIDs []string
	for i := range 8000 {
		wantIDs = append(wantIDs, fmt.Sprint("doc-", i))
	}
	files := map[string]string{"docs.jsonl": string(data)}
	for i := range 600 { // more than maxBatchFiles text files
		files[fmt.Sprintf("texts/%04d.txt", i)] = fmt.Sprint("Title ", i, "\nbody")
	}
	dir := writeFiles(t, files)
	for _, w := range []int{1, 2, 7} {
		docs, st, err := readAll(t, []string{filepath.Join(dir, "docs.jsonl"), filepath.Join(dir, "texts")}, nil, Options{Workers: w})
		if err != nil {
			t.Fatal(err)
		}
		got := ids(docs)
		if !reflect.DeepEqual(got[:8000], wantIDs) || st.Docs != 8600 || st.Files != 601 {
			t.Fatalf("workers=%d: order broken or count wrong (%d docs)", w, st.Docs)
		}
		for i, id := range got[8000:] {
			if want := fmt.Sprintf("%04d.txt", i); id != want {
				t.Fatalf("workers=%d: text %d is %s, want %s", w, i, id, want)
			}
		}
	}
}

func TestStopsOnCallbackErrorAndCancel(t *testing.T) {
	data := syntheticJSONL(5000)
	dir := writeFiles(t, map[string]string{"docs.jsonl": string(data)})
	path := filepath.Join(dir, "docs.jsonl")

	stop := errors.New("enough")
	n := 0
	st, err := Read(context.Background(), []string{path}, nil, Options{}, func(copydesk.Document) error {
		n++
		if n == 1234 {
			return stop
		}
		return nil
	})
	if err != stop || n != 1234 || st.Docs != 1234 {
		t.Errorf("fn error: err %v, %d calls, %d docs", err, n, st.Docs)
	}

	ctx, cancel := context.WithCancel(context.Background())
	n = 0
	_, err = Read(ctx, []string{path}, nil, Options{}, func(copydesk.Document) error {
		n++
		if n == 10 {
			cancel()
		}
		return nil
	})
	// The context is checked every 64 documents within a batch (once a
	// batch, a megabyte of lines, it let thousands through).
	if !errors.Is(err, context.Canceled) || n > 10+64 {
		t.Errorf("cancel: err %v after %d docs", err, n)
	}
}

func TestUsageErrors(t *testing.T) {
	dir := writeFiles(t, map[string]string{"data.csv": "a,b", "ok.jsonl": ""})
	csv := filepath.Join(dir, "data.csv")
	for _, tc := range []struct {
		paths []string
		stdin io.Reader
		opts  Options
		want  string
	}{
		{[]string{csv}, nil, Options{}, csv + `: unsupported input type ".csv" (` + supported + `)`},
		{[]string{filepath.Join(dir, "missing.jsonl")}, nil, Options{}, "input: stat " + filepath.Join(dir, "missing.jsonl") + ": no such file or directory"},
		{[]string{"-"}, nil, Options{}, "input: - given but there is no standard input"},
		{[]string{"-", "-"}, strings.NewReader(""), Options{}, "input: - (standard input) given more than once"},
		{[]string{"-"}, strings.NewReader(""), Options{Fields: Fields{Title: "text"}}, `input: fields Text and Title both map to JSON key "text"`},
	} {
		_, _, err := readAll(t, tc.paths, tc.stdin, tc.opts)
		if err == nil || err.Error() != tc.want {
			t.Errorf("err = %v\nwant %s", err, tc.want)
		}
	}
	// A missing path is found before anything is read.
	calls := 0
	_, err := Read(context.Background(), []string{filepath.Join(dir, "ok.jsonl"), filepath.Join(dir, "missing")}, nil, Options{}, func(copydesk.Document) error { calls++; return nil })
	if err == nil || calls != 0 {
		t.Errorf("err %v, calls %d", err, calls)
	}
}

func TestTotalSizeMatchesOnBytes(t *testing.T) {
	dir := writeFiles(t, map[string]string{
		"docs.jsonl.gz": string(gzipped(t, string(syntheticJSONL(2000)))),
		"plain.jsonl":   `{"id":"plain","text":"x"}`,
		"texts/a.txt":   "A\nbody",
		"texts/b/c.md":  "# C",
		"texts/x.csv":   "not counted",
	})
	paths := []string{filepath.Join(dir, "docs.jsonl.gz"), filepath.Join(dir, "plain.jsonl"), filepath.Join(dir, "texts")}
	total, known := TotalSize(context.Background(), paths)
	if !known {
		t.Fatal("size unknown")
	}
	var seen int64
	calls := 0
	if _, _, err := readAll(t, paths, nil, Options{OnBytes: func(n int64) { seen += n; calls++ }}); err != nil {
		t.Fatal(err)
	}
	if seen != total || calls < 2 {
		t.Errorf("OnBytes summed to %d in %d calls, TotalSize %d", seen, calls, total)
	}
	if _, known := TotalSize(context.Background(), append(paths, "-")); known {
		t.Error("size known with stdin")
	}
}

func TestParseDate(t *testing.T) {
	var hint int // shared, as in a worker: a wrong hint must not matter
	for _, tc := range []struct{ in, want string }{
		{"2024-05-01", "2024-05-01T00:00:00Z"},
		{"2024-05-01T10:20:30Z", "2024-05-01T10:20:30Z"},
		{"2024-05-01T10:20:30.123+02:00", "2024-05-01T10:20:30.123+02:00"},
		{"2024-05-01T10:20:30", "2024-05-01T10:20:30Z"},
		{"2024-05-01 10:20:30", "2024-05-01T10:20:30Z"},
		{"2024-05-01 10:20:30.5", "2024-05-01T10:20:30.5Z"},
		{"2024-05-01 10:20:30+02:00", "2024-05-01T10:20:30+02:00"},
		{"2024-05-01T10:20:30+0200", "2024-05-01T10:20:30+02:00"},
		{"2024-05-01T10:20", "2024-05-01T10:20:00Z"},
		{"Wed, 01 May 2024 10:20:30 +0200", "2024-05-01T10:20:30+02:00"},
		{"Wed, 1 May 2024 10:20:30 GMT", "2024-05-01T10:20:30Z"},
		{"1 May 2024 10:20:30 -0000", "2024-05-01T10:20:30Z"},
		{"2024/05/01", "2024-05-01T00:00:00Z"},
		{"20240501", "2024-05-01T00:00:00Z"},
		{"May 1, 2024", "2024-05-01T00:00:00Z"},
		{"March 01, 2008", "2008-03-01T00:00:00Z"},
		{"1 May 2024", "2024-05-01T00:00:00Z"},
		{"26-FEB-1987 15:01:01.79", "1987-02-26T15:01:01.79Z"},
		{" 2-MAR-1987 08:38:57.06", "1987-03-02T08:38:57.06Z"}, // Reuters-21578 pads a one-digit day with a space
		{"2-MAR-1987", "1987-03-02T00:00:00Z"},
		{"2026-03-11 10:00:00 UTC", "2026-03-11T10:00:00Z"},               // Ruby's Time#to_s
		{"Wed, 11 Mar 2026 10:00:00 +0000 (UTC)", "2026-03-11T10:00:00Z"}, // e-mail's comment
		{"11 Mar 2026 10:00:00 UT", "2026-03-11T10:00:00Z"},               // RFC 5322's UT
		// Numeric zone names (time.RFC1123 and date(1) for zones with no
		// abbreviation) and GMT+h: Go reads the first as UTC and keeps the
		// second at the clock time in UTC.
		{"Wed, 11 Mar 2026 10:00:00 +03", "2026-03-11T07:00:00Z"},
		{"Wed Mar 11 10:00:00 -03 2026", "2026-03-11T13:00:00Z"},
		{"Wed, 11 Mar 2026 10:00:00 GMT+3", "2026-03-11T07:00:00Z"},
		{"Wed, 11 Mar 2026 10:00:00 GMT-5", "2026-03-11T15:00:00Z"},
		// A numeric offset as well (time.String of a GMT+3 zone): that
		// offset, once (the GMT rule must not apply it twice).
		{"2026-03-11 10:00:00 +0300 GMT+3", "2026-03-11T07:00:00Z"},
		{"2026-03-11 10:00:00 -0500 GMT-5", "2026-03-11T15:00:00Z"},
		{"2026-03-11 10:00:00 +0300 +03", "2026-03-11T07:00:00Z"},
		// Zone abbreviations: Go reads those it does not know in the
		// location as UTC; RFC 5322's and common ones get their offset.
		{"Wed, 11 Mar 2026 10:00:00 EST", "2026-03-11T15:00:00Z"},
		{"Wed, 11 Mar 2026 10:00:00 PDT", "2026-03-11T17:00:00Z"},
		{"11 Mar 2026 10:00:00 CET", "2026-03-11T09:00:00Z"},
		{"Wed, 11 Mar 2026 10:00:00 XYZ", "2026-03-11T10:00:00Z"}, // unknown: UTC
		// Unix seconds as a string, as the number.
		{"1773223200", "2026-03-11T10:00:00Z"},
	} {
		got, ok := parseDate(tc.in, &hint)
		if !ok || !got.Equal(date(tc.want)) {
			t.Errorf("parseDate(%q) = %v, %v; want %s", tc.in, got, ok, tc.want)
		}
	}
	for _, bad := range []string{"yesterday", "2024-13-01", "2024", "01/05/2024", "2024-05-01T25:00:00", "-5", "1e3",
		// Outside the years 1-9999 in UTC, or the zero time ("undated"):
		// unreadable, not year 10000 or silently none.
		"9999-12-31T23:59:59-14:00", "0001-01-01T00:00:00Z", "0001-01-01T00:30:00+01:00"} {
		if got, ok := parseDate(bad, &hint); ok {
			t.Errorf("parseDate(%q) = %v, want failure", bad, got)
		}
	}
	for _, c := range []struct {
		lit string
		ok  bool
	}{{"0", true}, {"-30000000000", true}, {"-62135596800", false}, {"-62135596801", false}, {"-99999999999", false}, {"1700000000000", true},
		// A bare year or a small count is no date (it read as 1970).
		{"2026", false}, {"1", false}, {"99999999", false}, {"20261332", false}} {
		if got, ok := parseUnix(c.lit); ok != c.ok {
			t.Errorf("parseUnix(%s) = %v, %v; want ok %v", c.lit, got, ok, c.ok)
		}
	}
	// The Unix epoch, in any layout or zone, is the placeholder 0 is: no
	// date, as the copy index stores it (it was 1970 to stories and
	// briefs, and unknown to dedup).
	for _, s := range []string{"1970-01-01T00:00:00Z", "1970-01-01", "Thu, 01 Jan 1970 01:00:00 +0100", "0", "0.0"} {
		if got, ok := parseDate(s, &hint); !ok || !got.IsZero() {
			t.Errorf("parseDate(%q) = %v, %v; want no date", s, got, ok)
		}
	}
	if got, ok := parseUnix("19700101"); !ok || !got.IsZero() {
		t.Errorf("parseUnix(19700101) = %v, %v; want no date", got, ok)
	}
	if got, ok := parseDate("1970-01-01T00:00:01Z", &hint); !ok || got.Unix() != 1 {
		t.Errorf("parseDate(1970-01-01T00:00:01Z) = %v, %v; want that second", got, ok)
	}
	// 0, a placeholder, is no date; eight digits that read as a date are
	// that day, as the string is.
	for lit, want := range map[string]time.Time{"0": {}, "20260311": date("2026-03-11T00:00:00Z")} {
		if got, ok := parseUnix(lit); !ok || !got.Equal(want) {
			t.Errorf("parseUnix(%s) = %v, %v; want %v", lit, got, ok, want)
		}
	}
}

func TestDirectoryLinksAndNotes(t *testing.T) {
	dir := writeFiles(t, map[string]string{
		"texts/a.txt":       "A",
		"texts/docs.jsonl":  `{"id":"x","text":"y"}`,
		"outside/b.txt":     "B",
		"outside/sub/c.txt": "C",
		"empty/readme.csv":  "",
	})
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.Symlink(filepath.Join(dir, "outside/b.txt"), filepath.Join(dir, "texts/linked.txt")))
	must(os.Symlink(filepath.Join(dir, "outside/sub"), filepath.Join(dir, "texts/subdir")))
	must(os.Symlink(filepath.Join(dir, "texts"), filepath.Join(dir, "root-link")))
	// A link to nothing skips that file, with a warning, and not the
	// whole input (it stopped the run).
	must(os.Symlink(filepath.Join(dir, "gone.txt"), filepath.Join(dir, "texts/dangling.txt")))
	// A loop of links too (it stopped the run: too many levels of
	// symbolic links).
	must(os.Symlink("loop.txt", filepath.Join(dir, "texts/loop.txt")))

	var logs bytes.Buffer
	log := slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelInfo}))
	// The root may be a link; links to files are followed, links to directories are not (cycles).
	docs, _, err := readAll(t, []string{filepath.Join(dir, "root-link"), filepath.Join(dir, "empty")}, nil, Options{Logger: log})
	if err != nil {
		t.Fatal(err)
	}
	if got := ids(docs); !reflect.DeepEqual(got, []string{"a.txt", "linked.txt"}) {
		t.Errorf("ids %v", got)
	}
	for _, want := range []string{
		`level=WARN msg="input: ignored files that are not .txt or .md; a JSON Lines file is read when named itself, not in a directory" dir=` + filepath.Join(dir, "root-link") + " count=1 first=" + filepath.Join(dir, "root-link", "docs.jsonl"),
		`level=INFO msg="input: did not follow links to directories" dir=` + filepath.Join(dir, "root-link") + " count=1",
		`level=WARN msg="input: skipped links that lead to no file (dangling, or a loop of links)" dir=` + filepath.Join(dir, "root-link") + " count=2 first=" + filepath.Join(dir, "root-link", "dangling.txt"),
		`level=WARN msg="input: no .txt or .md files in directory" dir=` + filepath.Join(dir, "empty"),
	} {
		if !strings.Contains(logs.String(), want) {
			t.Errorf("log lacks %s:\n%s", want, logs.String())
		}
	}
}

// Standard input hands over its complete lines as they come: a live feed
// that pauses must not hold back the documents already sent until a
// megabyte of others has gathered (--stream on a slow feed assigned
// nothing until the feed ended).
func TestStdinLinesAsTheyCome(t *testing.T) {
	pr, pw := io.Pipe()
	got := make(chan string, 4)
	done := make(chan error, 1)
	go func() {
		_, err := Read(context.Background(), []string{"-"}, pr, Options{}, func(d copydesk.Document) error {
			got <- d.ID
			return nil
		})
		done <- err
	}()
	if _, err := io.WriteString(pw, `{"id":"a","text":"one"}`+"\n"+`{"id":"b","text":"two"}`+"\n"+`{"id":"c","te`); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"a", "b"} {
		select {
		case id := <-got:
			if id != want {
				t.Fatalf("got %s, want %s", id, want)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("document %s not handed over while the feed waits", want)
		}
	}
	io.WriteString(pw, `xt":"three"}`+"\n")
	pw.Close()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if id := <-got; id != "c" {
		t.Errorf("got %s, want c (the line torn across writes)", id)
	}
}

// TestOnSkip: each line SkipBad or SkipDuplicates passes over is told to
// OnSkip with its place and reason, in input order (for --rejects).
func TestOnSkip(t *testing.T) {
	in := "{\"id\":\"a\",\"text\":\"x\"}\nnot json\n\n{\"id\":\"a\",\"text\":\"y\"}\n{\"id\":\"b\"}\n"
	var got []string
	_, st, err := readAll(t, []string{"-"}, strings.NewReader(in), Options{SkipBad: true, SkipDuplicates: true,
		OnSkip: func(name string, line int64, reason string) {
			got = append(got, fmt.Sprintf("%s:%d: %s", name, line, reason))
		}})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"stdin:2: invalid JSON at byte 2: invalid character 'o' in literal null (expecting 'u')",
		`stdin:4: duplicate id "a" (first seen at stdin:1)`,
		`stdin:5: missing "text"`,
	}
	if !slices.Equal(got, want) || st.BadLines+st.Duplicates != int64(len(got)) {
		t.Errorf("OnSkip got %q\nwant %q", got, want)
	}
}
