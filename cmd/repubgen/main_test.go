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
	"time"
)

// -h says what the command does, not only its flags.
func TestRunHelp(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if err := run(context.Background(), []string{"-h"}, &stdout, &stderr); !errors.Is(err, flag.ErrHelp) {
		t.Errorf("-h: err = %v, want flag.ErrHelp", err)
	}
	if !strings.Contains(stderr.String(), "Usage: repubgen --in") || !strings.Contains(stderr.String(), "re-publication corpus") {
		t.Errorf("-h does not say what repubgen does:\n%s", stderr.String())
	}
}

// An input with no article is an error in bulk mode too: the bulk
// writer looped forever over an empty input, at full CPU, writing
// nothing.
func TestRunBulkEmptyInput(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "docs.jsonl")
	if err := os.WriteFile(in, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		var stdout, stderr bytes.Buffer
		done <- run(context.Background(), []string{"--in", in, "--out", filepath.Join(dir, "out"), "--bulk-mb", "1"}, &stdout, &stderr)
	}()
	select {
	case err := <-done:
		if err == nil {
			t.Error("no error for an input without articles")
		}
	case <-time.After(20 * time.Second):
		t.Fatal("bulk mode on an empty input did not return in 20 s")
	}
}

// A corpus of no document (every count set to 0) is written, and its
// summary printed, without a panic.
func TestRunNoDocuments(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "docs.jsonl")
	text := strings.Repeat("The council said on Tuesday that the new bridge over the river would open next spring. ", 30)
	if err := os.WriteFile(in, []byte(`{"id":"a","title":"Bridge","text":"`+text+`"}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	out := filepath.Join(dir, "out")
	if err := run(context.Background(), []string{"--in", in, "--out", out, "--bases", "0", "--distractors", "0", "--topic-distractors", "0"}, &stdout, &stderr); err != nil {
		t.Fatalf("run: %v\n%s", err, stderr.String())
	}
	if !strings.Contains(stdout.String(), "documents: 0") {
		t.Errorf("summary:\n%s", stdout.String())
	}
}

// cancelOnWrite cancels a context at its first write: an interrupt that
// comes once the inputs are read.
type cancelOnWrite struct{ cancel context.CancelFunc }

func (c cancelOnWrite) Write(p []byte) (int, error) { c.cancel(); return len(p), nil }

// An interrupt (Ctrl-C: main's context) stops the generation: it was
// caught and then ignored once the inputs were read, so a bulk corpus of
// hundreds of MB went on to its end. What the interrupted run wrote is
// removed, not left half written.
func TestRunInterrupted(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "docs.jsonl")
	text := strings.Repeat("The council said on Tuesday that the new bridge over the river would open next spring. ", 30)
	if err := os.WriteFile(in, []byte(`{"id":"a","title":"Bridge","text":"`+text+`"}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, mode := range [][]string{{"--bulk-mb", "20"}, {"--bases", "1"}} {
		out := filepath.Join(dir, "out"+mode[0])
		ctx, cancel := context.WithCancel(context.Background())
		var stdout bytes.Buffer
		err := run(ctx, append([]string{"--in", in, "--out", out}, mode...), &stdout, cancelOnWrite{cancel})
		cancel()
		if !errors.Is(err, context.Canceled) {
			t.Errorf("%s: interrupted after reading: err = %v, want context.Canceled", mode[0], err)
		}
		for _, f := range []string{"docs.jsonl", "labels.jsonl", "meta.jsonl"} {
			if _, err := os.Stat(filepath.Join(out, f)); err == nil {
				t.Errorf("%s: %s written by an interrupted run", mode[0], f)
			}
		}
	}
}

// A write that fails (a full disk: a link to /dev/full, where every
// write fails) fails the run with an error naming the file, and leaves
// no output behind: the labelled corpus left docs.jsonl and meta.jsonl
// written beside a labels.jsonl that was not; the bulk file was already
// removed, as on an interrupt.
func TestRunWriteFails(t *testing.T) {
	if _, err := os.Stat("/dev/full"); err != nil {
		t.Skip("no /dev/full:", err)
	}
	dir := t.TempDir()
	in := filepath.Join(dir, "docs.jsonl")
	text := strings.Repeat("The council said on Tuesday that the new bridge over the river would open next spring. ", 30)
	if err := os.WriteFile(in, []byte(`{"id":"a","title":"Bridge","text":"`+text+`"}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		mode []string
		full string
	}{
		{[]string{"--bases", "1"}, "labels.jsonl"},
		{[]string{"--bulk-mb", "1"}, "docs.jsonl"},
	} {
		out := filepath.Join(dir, "out"+c.mode[0])
		if err := os.MkdirAll(out, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink("/dev/full", filepath.Join(out, c.full)); err != nil {
			t.Skip("no symlink:", err)
		}
		var stdout, stderr bytes.Buffer
		err := run(context.Background(), append([]string{"--in", in, "--out", out}, c.mode...), &stdout, &stderr)
		if err == nil || !strings.Contains(err.Error(), filepath.Join(out, c.full)) {
			t.Errorf("%s: err = %v, want a write error naming %s", c.mode[0], err, c.full)
		}
		for _, f := range []string{"docs.jsonl", "labels.jsonl", "meta.jsonl"} {
			if _, err := os.Lstat(filepath.Join(out, f)); err == nil {
				t.Errorf("%s: %s left behind by a run whose writes failed", c.mode[0], f)
			}
		}
	}
}

// writeArticles writes a docs.jsonl of n invented articles (no
// third-party text) of the given source, ids prefix0, prefix1, ...
func writeArticles(t *testing.T, dir string, n int, seed uint64, source, prefix string) string {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 2))
	syl := []string{"ka", "lo", "mir", "ven", "tas", "rud", "pel", "on", "zi", "bra", "gol", "fen"}
	word := func() string { return syl[r.IntN(len(syl))] + syl[r.IntN(len(syl))] + syl[r.IntN(len(syl))] }
	var docs bytes.Buffer
	for i := 0; i < n; i++ {
		var paras []string
		for p := 0; p < 5; p++ {
			var ss []string
			for k := 0; k < 4; k++ {
				ss = append(ss, fmt.Sprintf("The %s council said on Tuesday that %d %s %s would %s the %s.", word(), 2+r.IntN(500), word(), word(), word(), word()))
			}
			paras = append(paras, strings.Join(ss, " "))
		}
		b, _ := json.Marshal(map[string]string{"id": fmt.Sprint(prefix, i), "title": word() + " " + word(), "text": strings.Join(paras, "\n\n"), "source": source})
		docs.Write(append(b, '\n'))
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "docs.jsonl")
	if err := os.WriteFile(path, docs.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// The summary counts the bases by the source of the article they come
// from even when two inputs share document ids (BBC and Reuters given
// together may both have a "1"): the source was looked up by id, so every
// base of a shared id was counted under the source of the last input
// read.
func TestRunSummaryDuplicateIDs(t *testing.T) {
	summary := func(prefixA, prefixB string) string {
		t.Helper()
		dir := t.TempDir()
		a := writeArticles(t, filepath.Join(dir, "a"), 30, 1, "Alpha", prefixA)
		b := writeArticles(t, filepath.Join(dir, "b"), 30, 7, "Beta", prefixB)
		var stdout, stderr bytes.Buffer
		if err := run(context.Background(), []string{"--in", a, "--in", b, "--out", filepath.Join(dir, "out"), "--bases", "10", "--distractors", "4", "--topic-distractors", "0"}, &stdout, &stderr); err != nil {
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
	// The ids take no part in the corpus: only the summary may differ.
	unique, shared := summary("a", "b"), summary("", "")
	if !strings.Contains(unique, "Alpha") || !strings.Contains(unique, "Beta") {
		t.Fatalf("ids unique: %s, want bases of both sources", unique)
	}
	if shared != unique {
		t.Errorf("ids shared by the inputs: %s, want %s as with ids unique", shared, unique)
	}
}

// readBulk reads a bulk docs.jsonl into its documents by id.
func readBulk(t *testing.T, path string) map[string]jsonDoc {
	t.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	docs := map[string]jsonDoc{}
	for _, l := range strings.Split(strings.TrimSpace(string(raw)), "\n") {
		var d jsonDoc
		if err := json.Unmarshal([]byte(l), &d); err != nil {
			t.Fatal(err)
		}
		docs[d.ID] = d
	}
	return docs
}

// Bulk mode honours the rate flags of the operators it applies: they
// were ignored without a word, its own rates fixed in the code. At rates
// of 0 the copies of an article are all alike, none retitled; with
// --spam 1 --spam-lines 1 every copy ends with the one spam line.
func TestRunBulkRates(t *testing.T) {
	dir := t.TempDir()
	in := writeArticles(t, filepath.Join(dir, "in"), 20, 1, "Alpha", "a")
	bulk := func(name string, flags ...string) map[string]jsonDoc {
		t.Helper()
		out := filepath.Join(dir, name)
		var stdout, stderr bytes.Buffer
		if err := run(context.Background(), append([]string{"--in", in, "--out", out, "--bulk-mb", "1"}, flags...), &stdout, &stderr); err != nil {
			t.Fatalf("%s: %v\n%s", name, err, stderr.String())
		}
		return readBulk(t, filepath.Join(out, "docs.jsonl"))
	}
	// copies gives the texts and titles of passes 1 to 5 of article i.
	copies := func(docs map[string]jsonDoc, i int) (texts, titles []string) {
		for pass := 1; pass <= 5; pass++ {
			d, ok := docs[fmt.Sprintf("b%d-a%d", pass, i)]
			if !ok {
				t.Fatalf("no pass %d of a%d", pass, i)
			}
			texts, titles = append(texts, d.Text), append(titles, d.Title)
		}
		return texts, titles
	}
	zero := bulk("zero", "--trim", "0", "--light-edit", "0", "--spelling", "0", "--layout", "0", "--dateline", "0", "--retitle", "0", "--boilerplate", "0", "--spam", "0")
	def := bulk("default")
	varied := false
	for i := 0; i < 20; i++ {
		texts, titles := copies(zero, i)
		for k := range texts {
			if texts[k] != texts[0] || titles[k] != def["b0-a"+fmt.Sprint(i)].Title {
				t.Fatalf("rates 0: a%d's copies differ:\n%q\n%q", i, texts[0], texts[k])
			}
		}
		texts, _ = copies(def, i)
		for k := range texts {
			varied = varied || texts[k] != texts[0]
		}
	}
	if !varied {
		t.Error("default rates: every copy of an article alike")
	}
	spam := bulk("spam", "--spam", "1", "--spam-lines", "1")
	last := ""
	for i := 0; i < 20; i++ {
		texts, _ := copies(spam, i)
		for _, x := range texts {
			l := x[strings.LastIndex(x, "\n")+1:]
			if last == "" {
				last = l
			}
			if l != last {
				t.Fatalf("--spam 1 --spam-lines 1: a copy of a%d ends %q, another %q", i, l, last)
			}
		}
	}
}

// The flags of a labelled corpus that bulk mode has no use for are
// refused (exit status 2), naming them, before anything is written:
// they were ignored without a word.
func TestRunBulkRefusesFlags(t *testing.T) {
	dir := t.TempDir()
	in := writeArticles(t, filepath.Join(dir, "in"), 5, 1, "Alpha", "a")
	out := filepath.Join(dir, "out")
	var stdout, stderr bytes.Buffer
	err := run(context.Background(), []string{"--in", in, "--out", out, "--bulk-mb", "1", "--bases", "10", "--numbers", "0.5", "--trim", "0.2"}, &stdout, &stderr)
	if err == nil || !strings.Contains(err.Error(), "--bases, --numbers: not used with --bulk-mb") {
		t.Fatalf("err = %v, want --bases and --numbers refused", err)
	}
	if code := exitCode(err); code != 2 {
		t.Errorf("exit status %d, want 2", code)
	}
	if _, err := os.Stat(filepath.Join(out, "docs.jsonl")); err == nil {
		t.Error("docs.jsonl written by a refused run")
	}
}
