package eval

import (
	"errors"
	"io"
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/iotest"
)

func TestReadLabels(t *testing.T) {
	tests := []struct {
		name, in string
		want     map[string]string
		errIs    error  // nil for success
		errMsg   string // substring of the error message
	}{
		{
			name: "strings and numbers",
			in:   `{"id": "a", "cluster": "1"}` + "\n" + `{"id": "b", "cluster": 1}` + "\n" + `{"id": 7, "cluster": -2.5e3}`,
			want: map[string]string{"a": "1", "b": "1", "7": "-2500"},
		},
		{
			// A number is named as the input names a number id: 1e3 is
			// document "1000", and 10, 1e1 and 10.0 are one cluster.
			name: "numbers named one way",
			in:   `{"id": 1e3, "cluster": 10}` + "\n" + `{"id": 7.50, "cluster": 1e1}` + "\n" + `{"id": "x", "cluster": 10.0}`,
			want: map[string]string{"1000": "10", "7.5": "10", "x": "10"},
		},
		{
			name: "bom, crlf, blank lines and extra fields",
			in:   "\xef\xbb\xbf{\"id\":\"a\",\"cluster\":\"x\"}\r\n\r\n   \n{\"id\":\"b\",\"cluster\":\"y\",\"score\":0.9}\r\n",
			want: map[string]string{"a": "x", "b": "y"},
		},
		{
			// Files joined with cat: each part's BOM opens a line, as the
			// document readers take it (line 2 was "not a JSON object").
			name: "bom at the start of a later line",
			in:   "\xef\xbb\xbf{\"id\":\"a\",\"cluster\":\"x\"}\n\xef\xbb\xbf{\"id\":\"b\",\"cluster\":\"y\"}\n",
			want: map[string]string{"a": "x", "b": "y"},
		},
		{
			name: "escaped strings",
			in:   `{"id": "caf\u00e9", "cluster": "a\"b"}`,
			want: map[string]string{"café": `a"b`},
		},
		{name: "empty input", in: "", want: map[string]string{}},
		{name: "not json", in: "{\"id\":\"a\",\"cluster\":\"1\"}\nid,cluster\n", errIs: ErrMalformed, errMsg: "in:2: malformed label: not a JSON object"},
		{name: "truncated", in: `{"id": "a", "cluster": `, errIs: ErrMalformed, errMsg: "in:1: malformed label: unexpected end of JSON input"},
		{name: "missing id", in: `{"cluster": "1"}`, errIs: ErrMalformed, errMsg: `in:1: malformed label: missing "id"`},
		{name: "null cluster", in: `{"id": "a", "cluster": null}`, errIs: ErrMalformed, errMsg: `missing "cluster"`},
		{name: "empty id", in: `{"id": "", "cluster": "1"}`, errIs: ErrMalformed, errMsg: `empty "id"`},
		{name: "object cluster", in: `{"id": "a", "cluster": {"k": 1}}`, errIs: ErrMalformed, errMsg: `"cluster" must be a string or number, not an object`},
		{name: "boolean id", in: `{"id": true, "cluster": "1"}`, errIs: ErrMalformed, errMsg: `"id" must be a string or number, not a boolean`},
		{name: "array line", in: `["a", "1"]`, errIs: ErrMalformed, errMsg: "not a JSON object"},
		// One JSON document rather than JSON Lines: an array, or an
		// indented object (the --stories file of stories).
		{name: "json array", in: "[\n  {\"id\": \"a\", \"cluster\": \"1\"}\n]\n", errIs: ErrMalformed, errMsg: `in:1: malformed label: not a JSON object: this looks like one JSON document (an array), not JSON Lines (one {"id","cluster"} object per line, as --assignments writes them); convert with jq -c '.[]'`},
		{name: "indented object", in: "{\n  \"documents\": 31,\n", errIs: ErrMalformed, errMsg: `in:1: malformed label: this looks like one JSON document over several lines, not JSON Lines (one {"id","cluster"} object per line, as --assignments writes them)`},
		{name: "trailing garbage", in: `{"id": "a", "cluster": "1"} x`, errIs: ErrMalformed, errMsg: "in:1:"},
		{
			name:  "duplicate id",
			in:    `{"id": "a", "cluster": "1"}` + "\n" + `{"id": "b", "cluster": "1"}` + "\n" + `{"id": "a", "cluster": "2"}`,
			errIs: ErrDuplicateID, errMsg: `in:3: duplicate id "a"`,
		},
		{
			name:  "string and number ids collide",
			in:    `{"id": "7", "cluster": "1"}` + "\n" + `{"id": 7, "cluster": "2"}`,
			errIs: ErrDuplicateID, errMsg: `in:2: duplicate id "7"`,
		},
		{
			// A documents file given as labels: the hint names what was
			// expected and what the line looks like.
			name:  "documents file",
			in:    `{"id": "a", "title": "Ferry sinks", "text": "A ferry sank."}`,
			errIs: ErrMalformed, errMsg: `in:1: malformed label: missing "cluster" (want one {"id","cluster"} object per line; this line has "text" and "title": a documents file?)`,
		},
		{
			name:  "documents file with its id under another key",
			in:    `{"doc_id": "a", "text": "A ferry sank."}`,
			errIs: ErrMalformed, errMsg: `in:1: malformed label: missing "id" (want one {"id","cluster"} object per line; this line has "text": a documents file?)`,
		},
		{
			name:  "other missing cluster",
			in:    `{"id": "a", "story": "1"}`,
			errIs: ErrMalformed, errMsg: `in:1: malformed label: missing "cluster" (want one {"id","cluster"} object per line)`,
		},
		{
			name:  "documents file with a long text",
			in:    `{"id": "a", "title": "Ferry", "text": "` + strings.Repeat("x", maxLineBytes) + `"}`,
			errIs: ErrMalformed, errMsg: `in:1: malformed label: line longer than 1048576 bytes (want one {"id","cluster"} object per line; this line has "text" and "title": a documents file?)`,
		},
		{
			name:  "line too long",
			in:    `{"id": "a", "cluster": "1"}` + "\n" + `{"id": "` + strings.Repeat("x", maxLineBytes) + `", "cluster": "1"}`,
			errIs: ErrMalformed, errMsg: `in:2: malformed label: line longer than 1048576 bytes (want one {"id","cluster"} object per line)`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ReadLabels(strings.NewReader(tt.in), "in")
			if tt.errIs == nil {
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				if !maps.Equal(got, tt.want) {
					t.Errorf("got %v, want %v", got, tt.want)
				}
				return
			}
			if !errors.Is(err, tt.errIs) {
				t.Fatalf("err = %v, want %v", err, tt.errIs)
			}
			var le *LineError
			if !errors.As(err, &le) || le.Name != "in" || le.Line < 1 {
				t.Errorf("err = %#v, want a *LineError with a line", err)
			}
			if !strings.Contains(err.Error(), tt.errMsg) {
				t.Errorf("message %q does not contain %q", err.Error(), tt.errMsg)
			}
		})
	}
}

func TestLabelReaderLines(t *testing.T) {
	lr := NewLabelReader(strings.NewReader("\n{\"id\":\"a\",\"cluster\":1}\n\n\n{\"id\":\"b\",\"cluster\":2}\n"), "in")
	var lines []int
	for {
		l, err := lr.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		lines = append(lines, l.Line)
	}
	if len(lines) != 2 || lines[0] != 2 || lines[1] != 5 {
		t.Errorf("lines = %v, want [2 5]", lines)
	}
}

func TestLabelReaderIOError(t *testing.T) {
	boom := errors.New("disk on fire")
	lr := NewLabelReader(iotest.ErrReader(boom), "in")
	if _, err := lr.Read(); !errors.Is(err, boom) || !strings.HasPrefix(err.Error(), "in: ") {
		t.Errorf("err = %v, want %v prefixed with the name", err, boom)
	}
}

// The shared ECB+ labels must read cleanly; they are the sanity data of
// the eval command.
func TestReadLabelsSharedData(t *testing.T) {
	path := filepath.Join("../../shared/data/ecbplus", "labels.jsonl") // beside the repository
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		t.Skipf("shared evaluation data not present (%s); skipping", path)
	}
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	labels, err := ReadLabels(f, path)
	if err != nil {
		t.Fatal(err)
	}
	clusters := make(map[string]bool)
	for _, c := range labels {
		clusters[c] = true
	}
	// Counts from the data set's README.
	if len(labels) != 496 || len(clusters) != 42 {
		t.Errorf("%d labels in %d clusters, want 496 in 42", len(labels), len(clusters))
	}
}

func FuzzReadLabels(f *testing.F) {
	for _, seed := range []string{
		`{"id": "a", "cluster": "1"}` + "\n" + `{"id": "b", "cluster": 2}`,
		"\xef\xbb\xbf{\"id\":\"a\",\"cluster\":\"x\"}\r\n\r\n",
		`{"id": 1e400, "cluster": -0}`,
		`{"id": "a", "cluster": null}`,
		`{"id": "a", "cluster": {"x": [1, 2]}}`,
		`{"id": "\ud800", "cluster": "\u0000"}`,
		`{"id": "a", "cluster": "1"}` + "\n" + `{"id": "a", "cluster": "1"}`,
		`["a"]`, `null`, `{`, "\x00\xff",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		labels, err := ReadLabels(strings.NewReader(string(in)), "fuzz")
		if err != nil {
			var le *LineError
			if !errors.As(err, &le) || le.Line < 1 {
				t.Fatalf("error without a line: %v", err)
			}
			if !errors.Is(err, ErrMalformed) && !errors.Is(err, ErrDuplicateID) {
				t.Fatalf("unclassified error: %v", err)
			}
			return
		}
		for id, c := range labels {
			if id == "" || c == "" {
				t.Fatalf("empty id or cluster accepted: %q -> %q", id, c)
			}
		}
		// Whatever reads cleanly must score cleanly.
		if len(labels) > 0 {
			if _, err := Score(labels, labels); err != nil {
				t.Fatalf("Score on read labels: %v", err)
			}
		}
	})
}
