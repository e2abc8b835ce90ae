package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestREADMENamesDedupJSONKeys: the README's Output section names every
// key of dedup's --format json object (and of its stats) and of a
// --format jsonl line, so
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
		// The keys of stats too: the input counts were added to it (a
		// review on 7 December 2026) and named nowhere else.
		var stats map[string]json.RawMessage
		if format == "json" {
			if err := json.Unmarshal(obj["stats"], &stats); err != nil {
				t.Fatalf("dedup --format json: stats: %v", err)
			}
		}
		for _, keys := range []map[string]json.RawMessage{obj, stats} {
			for key := range keys {
				if !strings.Contains(section, "`"+key+"`") && !strings.Contains(section, `"`+key+`"`) {
					t.Errorf("README's Output section does not name %q of dedup --format %s", key, format)
				}
			}
		}
	}
}

// TestREADMEServeTableNamesEveryFlag: the flag table of the README's
// serve section names every flag of copydesk serve --help (it lacked
// --quiet, --verbose and the profiles, and called --procs' value N).
func TestREADMEServeTableNamesEveryFlag(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Skip("no README:", err)
	}
	_, section, _ := strings.Cut(string(readme), "\n## `copydesk serve`")
	_, table, _ := strings.Cut(section, "\n| flag | default | |\n")
	table, _, _ = strings.Cut(table, "\n\n")
	var out, errb bytes.Buffer
	if code := run(context.Background(), []string{"serve", "--help"}, &env{stdout: &out, stderr: &errb}); code != 0 {
		t.Fatalf("serve --help: exit %d, %s", code, errb.String())
	}
	_, flags, _ := strings.Cut(out.String(), "\nFlags:\n")
	for _, line := range strings.Split(flags, "\n") {
		name, ok := strings.CutPrefix(line, "  --")
		if !ok {
			continue
		}
		name = strings.Fields(name)[0]
		if strings.HasSuffix(name, "-field") {
			continue // the table's `--id-field` … `--published-field` row
		}
		if !regexp.MustCompile("`--" + name + "[` ]").MatchString(table) {
			t.Errorf("README's serve table does not name --%s", name)
		}
	}
}

// TestREADMENamesEvalJSONKeys: the README's eval section names every key
// of eval --format json, nested ones too (it named none).
func TestREADMENamesEvalJSONKeys(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Skip("no README:", err)
	}
	_, section, _ := strings.Cut(string(readme), "\n### Evaluating against gold labels\n")
	section, _, _ = strings.Cut(section, "\n## ")
	labels := filepath.Join("..", "..", "examples", "labels-copies.jsonl")
	var out, errb bytes.Buffer
	if code := run(context.Background(), []string{"eval", "--format", "json", "--gold", labels, "--pred", labels}, &env{stdout: &out, stderr: &errb}); code != 0 {
		t.Fatalf("eval --format json: exit %d, %s", code, errb.String())
	}
	var obj map[string]any
	if err := json.Unmarshal(out.Bytes(), &obj); err != nil {
		t.Fatal(err)
	}
	var keys []string
	for k, v := range obj {
		keys = append(keys, k)
		if inner, ok := v.(map[string]any); ok {
			for k := range inner {
				keys = append(keys, k)
			}
		}
	}
	for _, k := range keys {
		if !strings.Contains(section, "`"+k+"`") {
			t.Errorf("README's eval section does not name %q of eval --format json", k)
		}
	}
}

// TestREADMEBriefExample: the brief shown in the README's brief section
// is the output of copydesk brief examples/news.jsonl, lines left out
// marked "...": every other line is a line of the output, in order, from
// its first (the example cut its key sentences short with "..." and
// left out the story's comment line, which the output does not).
func TestREADMEBriefExample(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Skip("no README:", err)
	}
	_, section, _ := strings.Cut(string(readme), "\n## `copydesk brief`")
	_, example, _ := strings.Cut(section, "checks the rest against the output):\n\n```\n")
	example, _, ok := strings.Cut(example, "```\n")
	if !ok || example == "" {
		t.Fatal("README's brief section has no example brief")
	}
	var out, errb bytes.Buffer
	corpus := filepath.Join("..", "..", "examples", "news.jsonl")
	if code := run(context.Background(), []string{"brief", "--quiet", corpus}, &env{stdout: &out, stderr: &errb}); code != 0 {
		t.Fatalf("brief: exit %d, %s", code, errb.String())
	}
	got := strings.Split(out.String(), "\n")
	want := strings.Split(strings.TrimSuffix(example, "\n"), "\n")
	if want[0] != got[0] {
		t.Fatalf("README's example starts with %q, the output with %q", want[0], got[0])
	}
	i := 0
	for _, w := range want {
		if w == "..." {
			continue
		}
		for i < len(got) && got[i] != w {
			i++
		}
		if i == len(got) {
			t.Fatalf("README's example line %q is not in the output (in order)", w)
		}
		i++
	}
}
