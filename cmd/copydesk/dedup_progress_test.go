package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

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
