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
