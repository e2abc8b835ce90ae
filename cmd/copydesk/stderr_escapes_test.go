package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Ids, dates and file names from the input reach the warnings and errors
// on stderr made printable: an escape sequence in an id could set the
// terminal's title or clear its screen (the tables of stdout were safe
// already).
func TestStderrEscapesMadePrintable(t *testing.T) {
	dir := t.TempDir()
	const esc = "\x1b]0;owned\x07\x1b[2J"
	corpus := filepath.Join(dir, "c.jsonl")
	lines := `{"id":"e` + `\u001b]0;owned\u0007\u001b[2J","text":"  "}` + "\n" +
		`{"id":"d","text":"A harbour wall failed in the storm on Tuesday.","published":"` + `\u001b[2Jsoon"}` + "\n"
	if err := os.WriteFile(corpus, []byte(lines), 0o644); err != nil {
		t.Fatal(err)
	}
	texts := filepath.Join(dir, "texts")
	if err := os.MkdirAll(texts, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, body := range map[string]string{"a.txt": "A harbour wall failed.", "x" + esc + "y.jsonl": "{}"} {
		if err := os.WriteFile(filepath.Join(texts, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, args := range [][]string{
		{"dedup", corpus, texts},
		{"dedup", filepath.Join(dir, "no"+esc+"such.jsonl")},
	} {
		_, _, stderr := storiesCLI(t, args...)
		if strings.ContainsAny(stderr, "\x1b\x07") {
			t.Errorf("%v: stderr holds control characters:\n%q", args[0], stderr)
		}
		if !strings.Contains(stderr, "\uFFFD") {
			t.Errorf("%v: stderr does not show the replaced characters:\n%q", args[0], stderr)
		}
	}
}
