package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zstd"
)

// evalCLI runs copydesk with args and returns the exit code and output.
func evalCLI(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = run(context.Background(), args, &env{stdin: strings.NewReader(stdin), stdout: &out, stderr: &errOut})
	return code, out.String(), errOut.String()
}

// evalFile writes lines to a file in a fresh temporary directory.
func evalFile(t *testing.T, name string, lines ...string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// Gold: {a1 a2 a3} {b1 b2} {c1}. Pred merges b and c, splits off a3:
// tp 2 (a1a2, b1b2), fp 2 (b1c1, b2c1), fn 2 (a1a3, a2a3).
var (
	evalGold = []string{
		`{"id": "a1", "cluster": "fire"}`,
		`{"id": "a2", "cluster": "fire"}`,
		`{"id": "a3", "cluster": "fire"}`,
		`{"id": "b1", "cluster": 7}`,
		`{"id": "b2", "cluster": "7"}`,
		`{"id": "c1", "cluster": "quake"}`,
	}
	evalPred = []string{
		`{"id": "a1", "cluster": 1}`,
		`{"id": "a2", "cluster": 1}`,
		`{"id": "a3", "cluster": 2}`,
		`{"id": "b1", "cluster": 3}`,
		`{"id": "b2", "cluster": 3}`,
		`{"id": "c1", "cluster": 3}`,
	}
)

func TestEvalTable(t *testing.T) {
	gold, pred := evalFile(t, "gold.jsonl", evalGold...), evalFile(t, "pred.jsonl", evalPred...)
	code, out, errOut := evalCLI(t, "", "eval", "--gold", gold, "--pred", pred)
	if code != 0 {
		t.Fatalf("exit %d, stderr:\n%s", code, errOut)
	}
	for _, want := range []string{
		"documents              6",
		"gold clusters          3",
		"pred clusters          3",
		"pairwise      0.5000    0.5000    0.5000",
		"b-cubed       0.7778    0.7778    0.7778",
		"ARI           0.3182",
		"tp 2  fp 2  fn 2",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if errOut != "" {
		t.Errorf("unexpected stderr: %s", errOut)
	}
}

func TestEvalJSON(t *testing.T) {
	gold, pred := evalFile(t, "gold.jsonl", evalGold...), evalFile(t, "pred.jsonl", evalPred...)
	// Flags after the first one in either order, and = syntax.
	code, out, errOut := evalCLI(t, "", "eval", "--format=json", "--pred", pred, "--gold", gold)
	if code != 0 {
		t.Fatalf("exit %d, stderr:\n%s", code, errOut)
	}
	if strings.Count(out, "\n") != 1 {
		t.Errorf("want one JSON line, got:\n%s", out)
	}
	var got struct {
		Documents    int `json:"documents"`
		GoldClusters int `json:"gold_clusters"`
		PredClusters int `json:"pred_clusters"`
		Unassigned   int `json:"unassigned"`
		Pairwise     struct {
			Precision, Recall, F1 float64
			TP                    int64 `json:"tp"`
			FP                    int64 `json:"fp"`
			FN                    int64 `json:"fn"`
		} `json:"pairwise"`
		BCubed struct{ Precision, Recall, F1 float64 } `json:"bcubed"`
		ARI    float64                                 `json:"ari"`
	}
	dec := json.NewDecoder(strings.NewReader(out))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&got); err != nil {
		t.Fatalf("decoding %q: %v", out, err)
	}
	if got.Documents != 6 || got.GoldClusters != 3 || got.PredClusters != 3 || got.Unassigned != 0 {
		t.Errorf("counts: %+v", got)
	}
	if p := got.Pairwise; p.Precision != 0.5 || p.Recall != 0.5 || p.F1 != 0.5 || p.TP != 2 || p.FP != 2 || p.FN != 2 {
		t.Errorf("pairwise: %+v", p)
	}
	if b := got.BCubed; b.Precision != 7.0/9 || b.Recall != 7.0/9 {
		t.Errorf("bcubed: %+v", b)
	}
	// (2 - 4·4/15) / (4 - 4·4/15) = 14/44.
	if d := got.ARI - 14.0/44; d > 1e-12 || d < -1e-12 {
		t.Errorf("ari = %v, want %v", got.ARI, 14.0/44)
	}
}

func TestEvalMissingFromPred(t *testing.T) {
	gold := evalFile(t, "gold.jsonl", evalGold...)
	pred := evalFile(t, "pred.jsonl", evalPred[:5]...) // c1 missing
	code, out, errOut := evalCLI(t, "", "eval", "--gold", gold, "--pred", pred)
	if code != 0 {
		t.Fatalf("exit %d, stderr:\n%s", code, errOut)
	}
	// c1 as a singleton: pred {a1 a2} {a3} {b1 b2} {c1} has no false pairs.
	if !strings.Contains(out, "(1 missing from pred, scored as singletons)") || !strings.Contains(out, "tp 2  fp 0  fn 2") {
		t.Errorf("output:\n%s", out)
	}
	if !strings.Contains(errOut, "1 gold id missing from --pred") {
		t.Errorf("want a warning about the missing id, stderr:\n%s", errOut)
	}
}

func TestEvalDataErrors(t *testing.T) {
	gold := evalFile(t, "gold.jsonl", evalGold...)
	tests := []struct {
		name    string
		gold    string // default: the good gold file
		pred    []string
		wantErr string // substring of stderr; "@pred"/"@gold" stand for the paths
	}{
		{
			name:    "id in pred not in gold",
			pred:    append(append([]string{}, evalPred...)[:2], `{"id": "zz", "cluster": 1}`),
			wantErr: `@pred:3: id "zz" is not in @gold`,
		},
		{
			name:    "duplicate id in pred",
			pred:    append(append([]string{}, evalPred...), `{"id": "a2", "cluster": 9}`),
			wantErr: `@pred:7: duplicate id "a2"`,
		},
		{
			name:    "malformed pred line",
			pred:    []string{evalPred[0], `{"id": "a2", "cluster": }`},
			wantErr: `@pred:2: malformed label: invalid character '}'`,
		},
		{
			name:    "malformed gold line",
			gold:    evalFile(t, "bad-gold.jsonl", evalGold[0], `{"id": "a2"}`),
			pred:    evalPred,
			wantErr: `@gold:2: malformed label: missing "cluster"`,
		},
		{
			name:    "duplicate id in gold",
			gold:    evalFile(t, "dup-gold.jsonl", evalGold[0], evalGold[1], evalGold[0]),
			pred:    evalPred[:1],
			wantErr: `@gold:3: duplicate id "a1"`,
		},
		{
			name:    "empty gold",
			gold:    evalFile(t, "empty.jsonl", ""),
			pred:    evalPred,
			wantErr: `@gold: no labels`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := gold
			if tt.gold != "" {
				g = tt.gold
			}
			pred := evalFile(t, "pred.jsonl", tt.pred...)
			code, out, errOut := evalCLI(t, "", "eval", "--gold", g, "--pred", pred)
			if code != 1 {
				t.Errorf("exit %d, want 1", code)
			}
			want := strings.NewReplacer("@pred", pred, "@gold", g).Replace(tt.wantErr)
			if !strings.Contains(errOut, want) {
				t.Errorf("stderr %q does not contain %q", errOut, want)
			}
			if out != "" {
				t.Errorf("unexpected stdout: %s", out)
			}
		})
	}
}

func TestEvalStdin(t *testing.T) {
	gold := evalFile(t, "gold.jsonl", evalGold...)
	code, out, errOut := evalCLI(t, strings.Join(evalPred, "\n"), "eval", "--gold", gold, "--pred", "-", "--format", "json")
	if code != 0 || !strings.Contains(out, `"tp":2`) {
		t.Errorf("exit %d, stdout %s, stderr %s", code, out, errOut)
	}
	code, _, errOut = evalCLI(t, `{"id": "x", "cluster": 1}`, "eval", "--gold", gold, "--pred", "-")
	if code != 1 || !strings.Contains(errOut, `copydesk eval: stdin:1: id "x" is not in `+gold) {
		t.Errorf("exit %d, stderr %s", code, errOut)
	}
}

func TestEvalUsage(t *testing.T) {
	gold := evalFile(t, "gold.jsonl", evalGold...)
	tests := []struct {
		args    []string
		wantErr string
	}{
		{[]string{"eval"}, "--gold is required"},
		{[]string{"eval", "--gold", gold}, "--pred is required"},
		{[]string{"eval", "--gold", gold, "--pred", gold, "extra"}, `unexpected argument "extra"`},
		{[]string{"eval", "--gold", gold, "--pred", gold, "--format", "xml"}, `--format "xml": want table (or text) or json`},
		{[]string{"eval", "--gold", "-", "--pred", "-"}, "cannot both be standard input"},
		// A missing file or a directory, as the other commands' inputs
		// (exit 1 until a review on 7 December 2026).
		{[]string{"eval", "--gold", gold + ".nope", "--pred", gold}, "--gold " + gold + ".nope: no such file or directory"},
		{[]string{"eval", "--gold", gold, "--pred", gold + ".nope"}, "--pred " + gold + ".nope: no such file or directory"},
		{[]string{"eval", "--gold", filepath.Dir(gold), "--pred", gold}, "is a directory: give a labels file"},
	}
	for _, tt := range tests {
		code, out, errOut := evalCLI(t, "", tt.args...)
		if code != 2 || !strings.Contains(errOut, tt.wantErr) || !strings.Contains(errOut, "copydesk eval --help") {
			t.Errorf("%q: exit %d, stderr %q; want 2 and %q", tt.args, code, errOut, tt.wantErr)
		}
		if out != "" {
			t.Errorf("%q: unexpected stdout %q", tt.args, out)
		}
	}

	// Unknown flags are the framework's business (parseFlags); its flag set
	// prints the usage text to stdout as well, so only stderr is checked.
	code, _, errOut := evalCLI(t, "", "eval", "--nope")
	if code != 2 || !strings.Contains(errOut, "flag provided but not defined: --nope") {
		t.Errorf("--nope: exit %d, stderr %q", code, errOut)
	}

	code, out, _ := evalCLI(t, "", "eval", "--help")
	if code != 0 || !strings.Contains(out, "Usage: copydesk eval --gold") || !strings.Contains(out, "-format") {
		t.Errorf("--help: exit %d, stdout:\n%s", code, out)
	}
}

// Topic labels as a prediction of the event labels they contain: every gold
// pair shares a topic, so recall must be exactly 1.
func TestEvalSharedECBPlus(t *testing.T) {
	dir := "../../../shared/data/ecbplus" // beside the repository
	gold, pred := filepath.Join(dir, "labels.jsonl"), filepath.Join(dir, "labels-topic.jsonl")
	for _, p := range []string{gold, pred} {
		if _, err := os.Stat(p); errors.Is(err, os.ErrNotExist) {
			t.Skipf("shared evaluation data not present (%s); skipping", p)
		}
	}
	code, out, errOut := evalCLI(t, "", "eval", "--gold", gold, "--pred", pred, "--format", "json")
	if code != 0 {
		t.Fatalf("exit %d, stderr:\n%s", code, errOut)
	}
	var s struct {
		Documents    int `json:"documents"`
		GoldClusters int `json:"gold_clusters"`
		PredClusters int `json:"pred_clusters"`
		Pairwise     struct {
			Recall float64 `json:"recall"`
			FN     int64   `json:"fn"`
		} `json:"pairwise"`
		BCubed struct {
			Recall float64 `json:"recall"`
		} `json:"bcubed"`
	}
	if err := json.Unmarshal([]byte(out), &s); err != nil {
		t.Fatal(err)
	}
	if s.Documents != 496 || s.GoldClusters != 42 || s.PredClusters != 21 {
		t.Errorf("counts %+v, want 496 documents, 42 gold and 21 predicted clusters", s)
	}
	if s.Pairwise.Recall != 1 || s.Pairwise.FN != 0 || s.BCubed.Recall != 1 {
		t.Errorf("recall pairwise %v (fn %d), B-cubed %v; want 1", s.Pairwise.Recall, s.Pairwise.FN, s.BCubed.Recall)
	}
}

// An interrupt stops eval while it waits on its input (exit 130, no
// scores), and an interrupt that ended the input early is not scored.
func TestEvalInterrupted(t *testing.T) {
	gold := evalFile(t, "gold.jsonl", evalGold...)
	for _, tc := range []struct {
		name  string
		stdin func() *os.File
	}{
		{"waiting", func() *os.File { r, w, _ := os.Pipe(); t.Cleanup(func() { w.Close(); r.Close() }); return r }},
		{"input ended", func() *os.File {
			return must(os.Open(evalFile(t, "pred.jsonl", evalPred[:2]...)))
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			var out, errOut bytes.Buffer
			done := make(chan int, 1)
			if tc.name == "input ended" {
				cancel()
			}
			go func() {
				done <- run(ctx, []string{"eval", "--gold", gold, "--pred", "-"}, &env{stdin: tc.stdin(), stdout: &out, stderr: &errOut})
			}()
			cancel()
			if code := <-done; code != 130 || out.Len() != 0 || !strings.Contains(errOut.String(), "copydesk eval: interrupted") {
				t.Errorf("exit %d, stdout %q, stderr %q; want 130, nothing, interrupted", code, out.String(), errOut.String())
			}
		})
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// Label files compressed with gzip or zstd read as the document inputs do,
// by their magic numbers (the evaluation sets ship labels beside .gz docs).
func TestEvalCompressed(t *testing.T) {
	plain := []byte(strings.Join(evalGold, "\n") + "\n")
	var gz, zs bytes.Buffer
	gw := gzip.NewWriter(&gz)
	gw.Write(plain)
	gw.Close()
	zw, err := zstd.NewWriter(&zs)
	if err != nil {
		t.Fatal(err)
	}
	zw.Write(plain)
	zw.Close()
	dir := t.TempDir()
	gzPath, zsPath := filepath.Join(dir, "gold.jsonl.gz"), filepath.Join(dir, "gold.jsonl.zst")
	os.WriteFile(gzPath, gz.Bytes(), 0o644)
	os.WriteFile(zsPath, zs.Bytes(), 0o644)
	pred := evalFile(t, "pred.jsonl", evalPred...)
	for _, gold := range []string{gzPath, zsPath} {
		code, out, errOut := evalCLI(t, "", "eval", "--gold", gold, "--pred", pred, "--format", "json")
		if code != 0 || !strings.Contains(out, `"tp":2`) {
			t.Errorf("%s: exit %d, stdout %s, stderr %s", filepath.Base(gold), code, out, errOut)
		}
	}
	// Compressed standard input too.
	code, out, errOut := evalCLI(t, gz.String(), "eval", "--gold", "-", "--pred", pred, "--format", "json")
	if code != 0 || !strings.Contains(out, `"tp":2`) {
		t.Errorf("stdin: exit %d, stdout %s, stderr %s", code, out, errOut)
	}
	// A truncated gzip stream is an error naming the file, not a label.
	trunc := filepath.Join(dir, "trunc.jsonl.gz")
	os.WriteFile(trunc, gz.Bytes()[:len(gz.Bytes())/2], 0o644)
	code, _, errOut = evalCLI(t, "", "eval", "--gold", trunc, "--pred", pred)
	if code != 1 || !strings.Contains(errOut, "trunc.jsonl.gz") {
		t.Errorf("truncated: exit %d, stderr %s", code, errOut)
	}
}
