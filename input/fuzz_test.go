package input

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/copydesk/copydesk"
)

var jsonSeeds = []string{
	`{"id":"a","title":"T","text":"Body.","source":"Wire","url":"u","published":"2024-05-01"}`,
	`{"id":42,"text":"x\ny \"q\" \u00e9 \ud83d\ude00 \ud800"}`,
	`{"id":1.5e3,"text":"","extra":{"a":[1,true,null,{"b":"c"}]}}`,
	"{\"id\":\"\xff\",\"text\":\"bad \xc3\"}",
	`{"id":"a","text":"x","text":5}`,
	`{"\u0069d":"escaped key","text":"x"}`,
	`[1,2]`,
	`{"id":"a","text":"x"} trailing`,
	`{"id":"a","text":"unterminated`,
	`{"id":-0,"text":"x","published":1714521600}`,
}

// FuzzDecodeLine checks the fast scanner against encoding/json: it must
// accept exactly the valid JSON objects (up to its nesting limit) and
// decode the same values.
func FuzzDecodeLine(f *testing.F) {
	for _, s := range jsonSeeds {
		f.Add([]byte(s))
	}
	keys, _ := Fields{}.keys()
	d := newJSONDecoder(keys)
	f.Fuzz(func(t *testing.T, line []byte) {
		var vals [nFields]value
		fastOK := d.fast(line, &vals)
		valid := json.Valid(line)
		object := valid && line[skipWS(line, 0)] == '{'
		switch {
		case fastOK && !object:
			t.Fatalf("fast path accepted %q, which is not a valid JSON object", line)
		case !fastOK && object && jsonDepth(line) < maxFastDepth:
			t.Fatalf("fast path refused the valid object %q", line)
		}
		if fastOK {
			var m map[string]json.RawMessage
			if err := json.Unmarshal(line, &m); err != nil {
				t.Fatal(err)
			}
			for f, key := range keys {
				v := vals[f]
				raw, ok := m[key]
				if !ok {
					if v.kind != kindAbsent {
						t.Fatalf("%s: found %+v, encoding/json finds nothing", key, v)
					}
					continue
				}
				if k := kindOf(raw[0]); v.kind != k {
					t.Fatalf("%s: kind %d, want %d", key, v.kind, k)
				}
				switch v.kind {
				case kindString:
					var s string
					if err := json.Unmarshal(raw, &s); err != nil {
						t.Fatal(err)
					}
					if v.s != s {
						t.Fatalf("%s: decoded %q, encoding/json %q", key, v.s, s)
					}
					genuine := bytes.Contains(raw, []byte("\uFFFD")) || bytes.Contains(bytes.ToLower(raw), []byte(`\ufffd`))
					if v.fixed && !strings.Contains(s, "\uFFFD") || !v.fixed && strings.Contains(s, "\uFFFD") && !genuine {
						t.Fatalf("%s: fixed = %v for %q", key, v.fixed, raw)
					}
				case kindNumber:
					if v.s != string(raw) {
						t.Fatalf("%s: number %q, want %q", key, v.s, raw)
					}
				}
			}
		}
		rec := d.decode(line)
		if rec.bad == "" {
			if !object {
				t.Fatalf("document from %q, which is not a JSON object", line)
			}
			dc := rec.doc
			for _, s := range []string{dc.ID, dc.Text, dc.Title, dc.Source, dc.URL} {
				if !utf8.ValidString(s) {
					t.Fatalf("invalid UTF-8 in %+v", dc)
				}
			}
		} else if valid && !object && !strings.HasPrefix(rec.bad, "not a JSON object") {
			t.Fatalf("reason %q for %q", rec.bad, line)
		}
	})
}

// jsonDepth returns the deepest nesting of a valid JSON text.
func jsonDepth(b []byte) int {
	dec := json.NewDecoder(bytes.NewReader(b))
	depth, deepest := 0, 0
	for {
		tok, err := dec.Token()
		if err != nil {
			return deepest
		}
		switch tok {
		case json.Delim('{'), json.Delim('['):
			depth++
			deepest = max(deepest, depth)
		case json.Delim('}'), json.Delim(']'):
			depth--
		}
	}
}

// FuzzReadJSONL feeds arbitrary bytes through the whole reader: no panic,
// valid UTF-8 out, and every non-blank line is a document or a counted bad line.
func FuzzReadJSONL(f *testing.F) {
	f.Add([]byte(strings.Join(jsonSeeds, "\n")))
	f.Add([]byte("\xef\xbb\xbf{\"id\":\"a\",\"text\":\"x\"}\r\n\n \t\n{\"id\":\"a\",\"text\":\"dup\"}"))
	f.Add(gzipped(f, `{"id":"a","text":"x"}`))
	f.Add(zstded(f, `{"id":"a","text":"x"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var docs int64
		st, err := Read(context.Background(), []string{"-"}, bytes.NewReader(data), Options{SkipBad: true, Workers: 2}, func(d copydesk.Document) error {
			for _, s := range []string{d.ID, d.Text, d.Title, d.Source, d.URL} {
				if !utf8.ValidString(s) {
					t.Fatalf("invalid UTF-8 in %+v", d)
				}
			}
			docs++
			return nil
		})
		if docs != st.Docs {
			t.Fatalf("fn saw %d docs, Stats %d", docs, st.Docs)
		}
		if bytes.HasPrefix(data, gzipMagic) || isZstd(data) {
			return // what the lines are is up to the decompressor
		}
		if _, mark, ok := utf16Order(data[:min(len(data), 2)]); ok && mark > 0 {
			return // transcoded from UTF-16: its lines are not data's
		}
		upTo := int64(-1) // all lines
		if err != nil {
			var pe *placeError
			if !errors.Is(err, copydesk.ErrDuplicateID) || !errors.As(err, &pe) {
				t.Fatalf("unexpected error %v", err)
			}
			upTo = pe.at.line
			docs++ // the duplicate is accounted for by the error
		}
		if st.Bytes != int64(len(data)) && err == nil {
			t.Fatalf("Bytes = %d, want %d", st.Bytes, len(data))
		}
		var nonBlank int64
		for i, l := range bytes.Split(trimBOM(data), []byte{'\n'}) {
			if upTo >= 0 && int64(i+1) > upTo {
				break
			}
			if !blankLine(trimBOM(l)) {
				nonBlank++
			}
		}
		if docs+st.BadLines != nonBlank {
			t.Fatalf("%d docs + %d bad lines, but %d non-blank lines", docs, st.BadLines, nonBlank)
		}
	})
}

// FuzzReadText reads arbitrary bytes as a text file, alone and in a directory.
func FuzzReadText(f *testing.F) {
	f.Add([]byte("Headline\n\nBody text."), false)
	f.Add([]byte("\xef\xbb\xbf# Title #\r\nbad \xff"), true)
	f.Add([]byte(" \n\t\n"), true)
	f.Add([]byte("#\n##x\n###### y ##"), true)
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, data []byte, md bool) {
		name := "doc.txt"
		if md {
			name = "doc.md"
		}
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		defer os.Remove(path)
		utf8Data, repaired16 := fromUTF16(data)
		wantText, repaired := repairUTF8(trimBOM(utf8Data))
		repaired = repaired || repaired16
		for _, p := range []string{path, dir} {
			docs, st, err := readAll(t, []string{p}, io.Reader(nil), Options{})
			if err != nil {
				// gzip or zstd magic at the start of a .txt is decompressed, and may be corrupt.
				if errors.Is(err, copydesk.ErrBadInput) && p == path && (bytes.HasPrefix(data, gzipMagic) || isZstd(data)) {
					continue
				}
				t.Fatal(err)
			}
			if len(docs) != 1 {
				t.Fatalf("%d docs", len(docs))
			}
			d := docs[0]
			if p == path && (bytes.HasPrefix(data, gzipMagic) || isZstd(data)) {
				continue
			}
			if d.Text != wantText || !utf8.ValidString(d.Text) || !utf8.ValidString(d.Title) {
				t.Fatalf("text %q, want %q", d.Text, wantText)
			}
			if !strings.Contains(d.Text, d.Title) || strings.ContainsAny(d.Title, "\n") || strings.TrimSpace(d.Title) != d.Title {
				t.Fatalf("title %q of %q", d.Title, d.Text)
			}
			if (st.RepairedUTF8 == 1) != repaired || (st.Empty == 1) != isBlank(d.Text) || st.Bytes != int64(len(data)) {
				t.Fatalf("stats %+v", st)
			}
		}
	})
}

// FuzzParseDate: any string is read or refused without a panic; a date
// read is in the years 1-9999 (or the zero time, for "no date"), and its
// RFC 3339 form reads back as the same instant.
func FuzzParseDate(f *testing.F) {
	for _, s := range []string{"2026-03-11", "Wed, 11 Mar 2026 10:00:00 EST", "1773223200", "20260311", "0", "2026",
		"11 Mar 2026 10:00:00 XYZ", "2024-05-01T10:20:30.123+02:00", "26-FEB-1987 15:01:01.79", "-1e9", "1e400"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var hint int
		got, ok := parseDate(s, &hint)
		if !ok {
			return
		}
		if got.IsZero() {
			return
		}
		if !inRange(got) {
			t.Fatalf("parseDate(%q) = %v: out of range", s, got)
		}
		again, ok := parseDate(got.Format(time.RFC3339Nano), &hint)
		if !ok || !again.Equal(got) {
			t.Fatalf("parseDate(%q) = %v, whose RFC 3339 form reads back as %v, %v", s, got, again, ok)
		}
	})
}
