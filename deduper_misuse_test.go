package copydesk_test

import (
	"context"
	"errors"
	"testing"

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
