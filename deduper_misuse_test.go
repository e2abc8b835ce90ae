package copydesk_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/copydesk/copydesk"
)

// TestDeduperMisuse: a Deduper used out of turn answers with an error:
// Add after Finish panicked (a send on a closed channel), a second Finish
// waited forever, and two documents with one id were taken, naming two
// clusters alike.
func TestDeduperMisuse(t *testing.T) {
	ctx := context.Background()
	text := "The ferry sank in the Kestrel Strait on Wednesday, killing fourteen passengers."

	d, err := copydesk.NewDeduper(copydesk.DedupOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Add(ctx, copydesk.Document{ID: "a", Text: text}); err != nil {
		t.Fatal(err)
	}
	if err := d.Add(ctx, copydesk.Document{ID: "a", Text: text}); !errors.Is(err, copydesk.ErrDuplicateID) {
		t.Errorf("the same id twice: %v, want ErrDuplicateID", err)
	}
	if err := d.Add(ctx, copydesk.Document{ID: "b", Text: text}); err != nil {
		t.Errorf("a new id after a refused one: %v", err)
	}
	res, err := d.Finish(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Docs) != 2 {
		t.Errorf("%d documents, want 2 (the refused one left out)", len(res.Docs))
	}
	for range 5000 { // enough to fill a batch and send it
		if err := d.Add(ctx, copydesk.Document{ID: "late", Text: text}); !errors.Is(err, copydesk.ErrFinished) {
			t.Fatalf("Add after Finish: %v, want ErrFinished", err)
		}
	}
	if _, err := d.Finish(ctx); !errors.Is(err, copydesk.ErrFinished) {
		t.Errorf("Finish twice: %v, want ErrFinished", err)
	}

	// After Close too.
	d, err = copydesk.NewDeduper(copydesk.DedupOptions{})
	if err != nil {
		t.Fatal(err)
	}
	d.Close()
	if err := d.Add(ctx, copydesk.Document{ID: "a", Text: text}); !errors.Is(err, copydesk.ErrFinished) {
		t.Errorf("Add after Close: %v, want ErrFinished", err)
	}
	if _, err := d.Finish(ctx); !errors.Is(err, copydesk.ErrFinished) {
		t.Errorf("Finish after Close: %v, want ErrFinished", err)
	}

	// Dedup refuses what GroupStories refuses.
	if _, err := copydesk.Dedup(ctx, []copydesk.Document{{ID: "a", Text: text}, {ID: "a", Text: text}}, copydesk.DedupOptions{}); !errors.Is(err, copydesk.ErrDuplicateID) {
		t.Errorf("Dedup with one id twice: %v, want ErrDuplicateID", err)
	}
}

// blockingStore is a MemoryStore whose Put waits until release is closed:
// the sketched batches pile up and Add has to wait to hand one over.
type blockingStore struct {
	copydesk.MemoryStore
	release chan struct{}
}

func (s *blockingStore) Put(doc int, text string, features []byte) error {
	<-s.release
	return s.MemoryStore.Put(doc, text, features)
}

// TestDeduperAddFailsWhole: an Add that returns an error adds nothing,
// whether its context ended while it handed a batch to the workers or
// before: a caller carries on with the documents it has left, so a failed
// Add must neither keep its document numbered nor drop the batch of
// documents whose Add succeeded, or Finish fails ("document 0 was never
// added").
func TestDeduperAddFailsWhole(t *testing.T) {
	text := func(i int) string {
		return fmt.Sprintf("Report %d: the ferry sank in the Kestrel Strait on Wednesday, killing fourteen passengers, the coastguard said.", i)
	}
	store := &blockingStore{release: make(chan struct{})}
	d, err := copydesk.NewDeduper(copydesk.DedupOptions{Workers: 1, Store: store})
	if err != nil {
		t.Fatal(err)
	}
	release := sync.OnceFunc(func() { close(store.release) })
	defer d.Close()
	defer release() // before Close, which waits for the workers
	var added []string
	// Batches pile up behind the blocked store until an Add must wait
	// to hand one over, and its context ends.
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	failed := false
	for i := 0; i < 100000 && !failed; i++ {
		id := fmt.Sprint("doc-", i)
		switch err := d.Add(ctx, copydesk.Document{ID: id, Text: text(i)}); {
		case err == nil:
			added = append(added, id)
		case errors.Is(err, context.DeadlineExceeded):
			failed = true
		default:
			t.Fatal(err)
		}
	}
	if !failed {
		t.Fatal("no Add waited for the workers: the test does not test")
	}
	// With the context ended, Add refuses at once, whether or not it
	// would hand over a batch.
	for i := range 300 {
		if err := d.Add(ctx, copydesk.Document{ID: fmt.Sprint("late-", i), Text: text(i)}); err == nil {
			t.Fatalf("Add %d with an ended context succeeded", i)
		}
	}
	release()
	// The caller carries on with a live context.
	bg := context.Background()
	for i := range 3 {
		id := fmt.Sprint("after-", i)
		if err := d.Add(bg, copydesk.Document{ID: id, Text: text(i)}); err != nil {
			t.Fatal(err)
		}
		added = append(added, id)
	}
	res, err := d.Finish(bg)
	if err != nil {
		t.Fatalf("Finish after a failed Add: %v", err)
	}
	if len(res.Docs) != len(added) {
		t.Fatalf("%d documents, want the %d whose Add succeeded", len(res.Docs), len(added))
	}
	for i, doc := range res.Docs {
		if doc.ID != added[i] {
			t.Fatalf("document %d is %q, want %q", i, doc.ID, added[i])
		}
	}
}
