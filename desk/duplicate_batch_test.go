package desk

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/copydesk/copydesk"
)

// An id given twice in one batch: the same article again is "exists", as
// a resend; another article under the id is an error naming the first
// one (it was "exists", its text dropped without a word).
func TestDuplicateIDInBatch(t *testing.T) {
	d := openDesk(t, filepath.Join(t.TempDir(), "desk.db"))
	ctx := context.Background()
	a := copydesk.Document{ID: "z1", Text: "zone test text here about the harbour and the ferry"}
	b := copydesk.Document{ID: "z1", Text: "another text entirely under the same id"}
	c := copydesk.Document{ID: "z1", Text: a.Text, Title: "A title now"}
	res, err := d.Ingest(ctx, []copydesk.Document{a, b, a, c})
	if err != nil {
		t.Fatal(err)
	}
	if res[0].Status != StatusCreated || res[2].Status != StatusExists {
		t.Errorf("statuses %s, %s; want created, exists", res[0].Status, res[2].Status)
	}
	for i, what := range map[int]string{1: "another text", 3: "another title"} {
		r := res[i]
		if r.Status != StatusError || !errors.Is(r.Err, copydesk.ErrDuplicateID) || !errors.Is(r.Err, ErrInvalid) || !strings.Contains(r.Error, "article 1 of this batch") || !strings.Contains(r.Error, what) {
			t.Errorf("article %d: %+v, want an error naming article 1 and %s", i+1, r, what)
		}
	}
	got, err := d.Article(ctx, "z1")
	if err != nil || got.Text != a.Text {
		t.Errorf("stored %+v %v, want the first text", got, err)
	}
}

// TestDuplicateIDInBatchAsStored: two sends of one id are compared as the
// desk stores them (dates to the second, invalid UTF-8 replaced), not as
// sent: the same article with a date that differs by a fraction of a
// second is the same stored article ("exists"), not an error.
func TestDuplicateIDInBatchAsStored(t *testing.T) {
	d := openDesk(t, filepath.Join(t.TempDir(), "desk.db"))
	at := time.Date(2026, 3, 12, 9, 0, 0, 300e6, time.UTC)
	a := copydesk.Document{ID: "d1", Text: "The ferry left Port Ellis at nine, caf\xe9 owners said.", Published: at}
	b := a
	b.Published = at.Add(400 * time.Millisecond)
	b.Text = "The ferry left Port Ellis at nine, caf\xff owners said."
	res, err := d.Ingest(context.Background(), []copydesk.Document{a, b})
	if err != nil {
		t.Fatal(err)
	}
	if res[0].Status != StatusCreated || res[1].Status != StatusExists {
		t.Errorf("statuses %s (%v), %s (%v); want created, exists", res[0].Status, res[0].Err, res[1].Status, res[1].Err)
	}
}
