package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/copydesk/copydesk/brief/planted"
)

// writeInvented writes a docs.jsonl of invented articles (no third-party
// text) with labels-category.jsonl beside it.
func writeInvented(t *testing.T, dir string, n int) string {
	t.Helper()
	return writeInventedAs(t, dir, n, 1, "Invented", "inv")
}

// writeInventedAs is writeInvented with the random seed, the source and
// the prefix of the ids given.
func writeInventedAs(t *testing.T, dir string, n int, seed uint64, source, idPrefix string) string {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 2))
	syl := []string{"ka", "lo", "mir", "ven", "tas", "rud", "pel", "on", "zi", "bra", "gol", "fen"}
	word := func() string { return syl[r.IntN(len(syl))] + syl[r.IntN(len(syl))] + syl[r.IntN(len(syl))] }
	given := []string{"Helen", "Peter", "Laura", "Simon"}
	family := []string{"Garrow", "Halvik", "Ostrander", "Quenby"}
	days := []string{"Monday", "Tuesday", "Friday"}
	var docs, labels bytes.Buffer
	for i := 0; i < n; i++ {
		var paras []string
		for p := 0; p < 5; p++ {
			var ss []string
			for k := 0; k < 3; k++ {
				name := given[r.IntN(4)] + " " + family[r.IntN(4)]
				switch r.IntN(3) {
				case 0:
					ss = append(ss, fmt.Sprintf("Colonel %s said %d %s %s arrived in %s on %s.", name, 2+r.IntN(500), word(), word(), capitalize(word()), days[r.IntN(3)]))
				case 1:
					ss = append(ss, fmt.Sprintf("The %s minister said on March %d that %s %s %s had %s.", word(), 2+r.IntN(26), word(), word(), word(), word()))
				default:
					ss = append(ss, fmt.Sprintf("Mr %s told %s %s that four %s %s would %s.", family[r.IntN(4)], word(), word(), word(), word(), word()))
				}
			}
			paras = append(paras, strings.Join(ss, " "))
		}
		d := planted.Doc{ID: fmt.Sprint(idPrefix, i), Title: capitalize(word()) + " " + word(), Text: strings.Join(paras, "\n\n"), Source: source}
		b, _ := json.Marshal(d)
		docs.Write(append(b, '\n'))
		fmt.Fprintf(&labels, `{"id":%q,"cluster":%q}`+"\n", d.ID, []string{"politics", "sport"}[i%2])
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "docs.jsonl")
	if err := os.WriteFile(path, docs.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "labels-category.jsonl"), labels.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func capitalize(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

func TestRun(t *testing.T) {
	dir := t.TempDir()
	in := writeInvented(t, dir, 60)
	out := filepath.Join(dir, "out")
	var stdout, stderr bytes.Buffer
	if err := run(context.Background(), []string{"--in", in, "--out", out, "--stories", "12", "--seed", "3", "--min-words", "60"}, &stdout, &stderr); err != nil {
		t.Fatalf("run: %v\n%s", err, stderr.String())
	}
	if !strings.Contains(stdout.String(), "stories: 12") || !strings.Contains(stdout.String(), "planted changes:") {
		t.Errorf("stats:\n%s", stdout.String())
	}
	stories, err := planted.LoadStories(filepath.Join(out, "stories.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	changes, err := planted.LoadPlanted(filepath.Join(out, "planted.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	meta, err := planted.LoadMeta(filepath.Join(out, "meta.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if len(stories) != 12 || len(changes) == 0 {
		t.Fatalf("%d stories, %d changes", len(stories), len(changes))
	}
	text := map[string]string{}
	ndocs := 0
	for _, s := range stories {
		for _, d := range s.Docs {
			text[d.ID] = d.Text
			ndocs++
		}
	}
	if len(meta) != ndocs {
		t.Errorf("%d meta lines for %d documents", len(meta), ndocs)
	}
	// The offsets point at the recorded text, and an oracle scores 1/1.
	var oracle []planted.Detected
	for _, c := range changes {
		if got := text[c.Base][c.BaseStart:c.BaseEnd]; got != c.Original {
			t.Errorf("base %s[%d:%d] = %q, want %q", c.Base, c.BaseStart, c.BaseEnd, got, c.Original)
		}
		if got := text[c.Doc][c.Start:c.End]; got != c.Changed {
			t.Errorf("copy %s[%d:%d] = %q, want %q", c.Doc, c.Start, c.End, got, c.Changed)
		}
		oracle = append(oracle, planted.Detected{Story: c.Story, Kind: c.Kind, Variants: []planted.Variant{
			{Value: c.OriginalNorm, Docs: []string{c.Base}, Spans: map[string][2]int{c.Base: {c.BaseStart, c.BaseEnd}}},
			{Value: c.ChangedNorm, Docs: []string{c.Doc}, Spans: map[string][2]int{c.Doc: {c.Start, c.End}}},
		}})
	}
	if r := planted.Score(changes, oracle); r.Precision != 1 || r.Recall != 1 {
		t.Errorf("oracle scores\n%s", r)
	}
	// Same seed, same files.
	out2 := filepath.Join(dir, "out2")
	if err := run(context.Background(), []string{"--in", in, "--out", out2, "--stories", "12", "--seed", "3", "--min-words", "60"}, &stdout, &stderr); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"stories.jsonl", "planted.jsonl", "meta.jsonl"} {
		a, _ := os.ReadFile(filepath.Join(out, f))
		b, _ := os.ReadFile(filepath.Join(out2, f))
		if !bytes.Equal(a, b) {
			t.Errorf("%s differs between two runs with the same seed", f)
		}
	}
}

func TestRunUsage(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if err := run(context.Background(), []string{"--out", t.TempDir()}, &stdout, &stderr); err == nil || !strings.Contains(err.Error(), "--in") {
		t.Errorf("missing --in: err = %v", err)
	}
	if err := run(context.Background(), []string{"--in", "x", "--out", "y", "--min-copies", "3", "--max-copies", "2"}, &stdout, &stderr); err == nil {
		t.Error("min-copies > max-copies accepted")
	}
}

// -h says what the command does, not only its flags.
func TestRunHelp(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if err := run(context.Background(), []string{"-h"}, &stdout, &stderr); !errors.Is(err, flag.ErrHelp) {
		t.Errorf("-h: err = %v, want flag.ErrHelp", err)
	}
	if !strings.Contains(stderr.String(), "Usage: plantgen --in") || !strings.Contains(stderr.String(), "planted disagreements") {
		t.Errorf("-h does not say what plantgen does:\n%s", stderr.String())
	}
}

// cancelOnWrite cancels a context at its first write: an interrupt that
// comes once the inputs are read.
type cancelOnWrite struct{ cancel context.CancelFunc }

func (c cancelOnWrite) Write(p []byte) (int, error) { c.cancel(); return len(p), nil }

// An interrupt (Ctrl-C: main's context) after the inputs are read stops
// the run before it writes: it was caught and then ignored, and the
// corpus written in full.
func TestRunInterrupted(t *testing.T) {
	dir := t.TempDir()
	in := writeInvented(t, dir, 60)
	out := filepath.Join(dir, "out")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var stdout bytes.Buffer
	err := run(ctx, []string{"--in", in, "--out", out, "--stories", "12", "--min-words", "60"}, &stdout, cancelOnWrite{cancel})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("interrupted after reading: err = %v, want context.Canceled", err)
	}
	if _, err := os.Stat(filepath.Join(out, "stories.jsonl")); err == nil {
		t.Error("stories.jsonl written by an interrupted run")
	}
}

// failingOut makes an output directory whose file name is a link to
// /dev/full, where every write fails with "no space left on device" (a
// full disk); the test is skipped where there is no /dev/full.
func failingOut(t *testing.T, dir, name string) string {
	t.Helper()
	if _, err := os.Stat("/dev/full"); err != nil {
		t.Skip("no /dev/full:", err)
	}
	out := filepath.Join(dir, "out-full")
	if err := os.MkdirAll(out, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("/dev/full", filepath.Join(out, name)); err != nil {
		t.Skip("no symlink:", err)
	}
	return out
}

// A write that fails (a full disk) fails the run with an error naming the
// file, and leaves no output behind: stories.jsonl and meta.jsonl were
// left written beside a planted.jsonl that was not, a corpus briefeval
// would score as if whole.
func TestRunWriteFails(t *testing.T) {
	dir := t.TempDir()
	in := writeInvented(t, dir, 60)
	out := failingOut(t, dir, "planted.jsonl")
	var stdout, stderr bytes.Buffer
	err := run(context.Background(), []string{"--in", in, "--out", out, "--stories", "12", "--min-words", "60"}, &stdout, &stderr)
	if err == nil || !strings.Contains(err.Error(), filepath.Join(out, "planted.jsonl")) {
		t.Errorf("err = %v, want a write error naming planted.jsonl", err)
	}
	for _, f := range []string{"stories.jsonl", "planted.jsonl", "meta.jsonl"} {
		if _, err := os.Lstat(filepath.Join(out, f)); err == nil {
			t.Errorf("%s left behind by a run whose writes failed", f)
		}
	}
	if strings.Contains(stdout.String(), "wrote") {
		t.Errorf("a failed run says it wrote:\n%s", stdout.String())
	}
}

// The summary counts the bases by the source of the article they come
// from even when two inputs share document ids (BBC and Reuters given
// together may both have a "1"): the source was looked up by id, so every
// base of a shared id was counted under the source of the last input
// read ("Beta 12" for six bases of each).
func TestRunSummaryDuplicateIDs(t *testing.T) {
	summary := func(prefixA, prefixB string) string {
		t.Helper()
		dir := t.TempDir()
		a := writeInventedAs(t, filepath.Join(dir, "a"), 40, 1, "Alpha", prefixA)
		b := writeInventedAs(t, filepath.Join(dir, "b"), 40, 7, "Beta", prefixB)
		var stdout, stderr bytes.Buffer
		if err := run(context.Background(), []string{"--in", a, "--in", b, "--out", filepath.Join(dir, "out"), "--stories", "12", "--min-words", "60"}, &stdout, &stderr); err != nil {
			t.Fatalf("run: %v\n%s", err, stderr.String())
		}
		for _, l := range strings.Split(stdout.String(), "\n") {
			if strings.HasPrefix(l, "bases by input source:") {
				return l
			}
		}
		t.Fatalf("no bases line in the summary:\n%s", stdout.String())
		return ""
	}
	// The ids take no part in the stories: only the summary may differ.
	unique, shared := summary("a", "b"), summary("", "")
	if !strings.Contains(unique, "Alpha") || !strings.Contains(unique, "Beta") {
		t.Fatalf("ids unique: %s, want bases of both sources", unique)
	}
	if shared != unique {
		t.Errorf("ids shared by the inputs: %s, want %s as with ids unique", shared, unique)
	}
}
