package copydesk_test

import (
	"context"
	"encoding/json"
	"errors"
	"runtime"
	"testing"

	"github.com/copydesk/copydesk"
)

// Briefs writes the stories' briefs on several goroutines: the result is
// the same, in the same order, whatever their number.
func TestBriefsSameOnAnyWorkers(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(4))
	docs := readOrdered(t, "examples/news.jsonl")
	var want []byte
	for _, workers := range []int{1, 2, 4} {
		briefs, _, err := copydesk.Briefs(context.Background(), docs, copydesk.BriefOptions{
			Stories: copydesk.StoryOptions{Dedup: copydesk.DedupOptions{Workers: workers}}})
		if err != nil {
			t.Fatal(err)
		}
		if len(briefs) < 5 {
			t.Fatalf("%d briefs, want one per story of the example corpus", len(briefs))
		}
		got, err := json.Marshal(briefs)
		if err != nil {
			t.Fatal(err)
		}
		if want == nil {
			want = got
		} else if string(got) != string(want) {
			t.Errorf("workers %d: briefs differ from those of one worker", workers)
		}
	}
}

// A cancelled context stops the briefs, and Briefs says so.
func TestBriefsCancelledWhileWriting(t *testing.T) {
	docs := readOrdered(t, "examples/news.jsonl")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	briefed := 0
	_, _, err := copydesk.Briefs(ctx, docs, copydesk.BriefOptions{
		Progress: func(stage string, done, total int) {
			if stage == copydesk.StageBriefs && done > 0 {
				briefed = done
				cancel()
			}
		}})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("error %v, want context.Canceled", err)
	}
	if briefed > runtime.GOMAXPROCS(0) {
		t.Errorf("%d briefs written after the cancel, want at most one per worker", briefed-1)
	}
}
