package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestREADMENamesDedupJSONKeys: the README's Output section names every
// key of dedup's --format json object and of a --format jsonl line, so
// that the documented shape follows the output (it named only stats).
func TestREADMENamesDedupJSONKeys(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Skip("no README:", err)
	}
	_, section, _ := strings.Cut(string(readme), "\n### Output\n")
	section, _, _ = strings.Cut(section, "\n### ")
	corpus := filepath.Join("..", "..", "examples", "news.jsonl")
	for _, format := range []string{"json", "jsonl"} {
		var out, errb bytes.Buffer
		if code := run(context.Background(), []string{"dedup", "--quiet", "--format", format, corpus}, &env{stdout: &out, stderr: &errb}); code != 0 {
			t.Fatalf("dedup --format %s: exit %d, %s", format, code, errb.String())
		}
		line, _, _ := strings.Cut(out.String(), "\n")
		if format == "json" {
			line = out.String()
		}
		var obj map[string]json.RawMessage
		if err := json.Unmarshal([]byte(line), &obj); err != nil {
			t.Fatalf("dedup --format %s: %v", format, err)
		}
		for key := range obj {
			if !strings.Contains(section, "`"+key+"`") && !strings.Contains(section, `"`+key+`"`) {
				t.Errorf("README's Output section does not name %q of dedup --format %s", key, format)
			}
		}
	}
}
