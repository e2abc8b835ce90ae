package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/input"
	"github.com/copydesk/copydesk/internal/progress"
)

// TestDedupBarNamesEachStage: the bar of copydesk dedup shows the two
// rounds of verification under their own names, each counted from 0, and
// the boilerplate scan between them; it ran them all as "verifying
// candidate pairs", the count restarting (until a review on 7 December
// 2026).
func TestDedupBarNamesEachStage(t *testing.T) {
	docs, err := input.ReadAll(context.Background(), []string{examplesNews}, input.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	bar := progress.New(&buf, true)
	d, err := copydesk.NewDeduper(copydesk.DedupOptions{
		Progress: func(done, total int) { bar.Set(int64(done), int64(total)) },
		Stage:    dedupStage(bar),
	})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	for _, doc := range docs {
		if err := d.Add(context.Background(), doc); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := d.Finish(context.Background()); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	last := -1
	for _, s := range []string{"verifying near-duplicates", "finding boilerplate and shared passages", "verifying shared passages"} {
		i := strings.Index(out, s)
		if i < 0 {
			t.Fatalf("bar output %q lacks %q", out, s)
		}
		if i < last {
			t.Errorf("bar output %q: %q out of order", out, s)
		}
		last = i
	}
}

// TestProgressLinesWithoutTerminal: with stderr no terminal (a log file,
// CI, nohup) every command reading a corpus says how far it got in plain
// lines, named by the command, now and then; --quiet silences them. It
// said nothing until the summary (a review on 7 December 2026). The
// interval here is a nanosecond; it is 10 s otherwise.
func TestProgressLinesWithoutTerminal(t *testing.T) {
	db := t.TempDir() + "/desk.db"
	for _, args := range [][]string{
		{"dedup", examplesNews},
		{"stories", examplesNews},
		{"stories", "--stream", examplesNews},
		{"brief", examplesNews},
		{"ingest", "--db", db, examplesNews},
	} {
		for _, quiet := range []bool{false, true} {
			a := args
			if quiet {
				a = append([]string{a[0], "--quiet"}, a[1:]...)
			}
			var out, errb bytes.Buffer
			if code := run(context.Background(), a, &env{stdout: &out, stderr: &errb, progressEvery: time.Nanosecond}); code != 0 {
				t.Fatalf("%v: exit %d, %s", a, code, errb.String())
			}
			got := errb.String()
			line := "copydesk " + args[0] + ": reading "
			if quiet && got != "" {
				t.Errorf("%v wrote %q", a, got)
			}
			if !quiet && (!strings.Contains(got, "\n"+line) && !strings.HasPrefix(got, line) || strings.ContainsAny(got, "\r\033")) {
				t.Errorf("%v: stderr %q has no plain line %q...", a, got, line)
			}
		}
	}
}
