package copydesk_test

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/copydesk/copydesk"
)

// failingStore refuses every text, as a full disk does.
type failingStore struct{ copydesk.MemoryStore }

var errDiskFull = errors.New("disk full")

func (*failingStore) Put(int, string, []byte) error { return errDiskFull }

// GroupStories that fails part way (its store fails, or its context
// ends) returns only once its copy stage has stopped sketching: the
// sketchers read the caller's documents, which the caller may reuse or
// change as soon as the call returns (they went on, a chunk or two,
// after it had).
func TestGroupStoriesStopsSketchingOnError(t *testing.T) {
	var docs []copydesk.Document
	for i := range 3000 {
		docs = append(docs, copydesk.Document{ID: fmt.Sprint(i), Text: strings.Repeat(fmt.Sprintf("word%d other%d thing ", i, i*7), 300)})
	}
	for _, tc := range []struct {
		name  string
		store copydesk.TextStore
		ctx   func() context.Context
	}{
		{"store fails", &failingStore{}, context.Background},
		{"context ended", nil, func() context.Context {
			ctx, cancel := context.WithCancel(context.Background())
			cancel()
			return ctx
		}},
	} {
		_, err := copydesk.GroupStories(tc.ctx(), docs, copydesk.StoryOptions{Dedup: copydesk.DedupOptions{Store: tc.store, Workers: 2}})
		if err == nil {
			t.Fatalf("%s: no error", tc.name)
		}
		buf := make([]byte, 1<<20)
		if stacks := string(buf[:runtime.Stack(buf, true)]); strings.Contains(stacks, "copydesk.sketchChunks") {
			t.Errorf("%s: GroupStories returned (%v) while its sketchers still read the documents", tc.name, err)
		}
	}
}

// TestGroupStoriesWorkersBounded: Workers beyond the cores the runtime uses
// make no sketchers, as for the Deduper: each holds a probe table, and
// `copydesk stories --workers 100000` on the 31 example articles
// allocated 1.6 GB of them before (6.5 s).
func TestGroupStoriesWorkersBounded(t *testing.T) {
	docs := []copydesk.Document{
		{ID: "a", Text: "The ferry sank in the Kestrel Strait on Tuesday, officials said."},
		{ID: "b", Text: "The ferry sank in the Kestrel Strait on Tuesday, officials said. More later."},
	}
	allocated := func(workers int) uint64 {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		if _, err := copydesk.GroupStories(context.Background(), docs, copydesk.StoryOptions{Dedup: copydesk.DedupOptions{Workers: workers}}); err != nil {
			t.Fatal(err)
		}
		runtime.ReadMemStats(&after)
		return after.TotalAlloc - before.TotalAlloc
	}
	base := allocated(0)
	many := allocated(500 * runtime.GOMAXPROCS(0))
	if many > 2*base+(1<<20) {
		t.Errorf("Workers %d allocated %d bytes, the default %d", 500*runtime.GOMAXPROCS(0), many, base)
	}
}
