package desk

import (
	"path/filepath"
	"testing"

	"github.com/copydesk/copydesk"
)

// An article whose copy check fails (an earlier article's features cannot
// be read back) is refused, and only it: a hole in the desk's numbering
// that the copy index does not keep would refuse every later article
// ("reading document 1: not found") until a restart.
func TestFailedCopyCheckRefusesOnlyThatArticle(t *testing.T) {
	docs := readExamples(t)
	p := filepath.Join(t.TempDir(), "desk.db")
	d := openDesk(t, p)
	if _, err := d.Ingest(t.Context(), docs[:1]); err != nil {
		t.Fatal(err)
	}
	d.Close()
	rawSQL(t, p, `DELETE FROM bodies WHERE seq = 0`) // article 0's features unreadable

	d = openDesk(t, p)
	copyOf := docs[0]
	copyOf.ID = "copy"
	res, err := d.Ingest(t.Context(), []copydesk.Document{copyOf})
	if err != nil {
		t.Fatal(err)
	}
	if res[0].Status == StatusCreated {
		t.Fatalf("a copy whose original cannot be read was stored: %+v", res[0])
	}
	later := docs[5:8]
	res, err = d.Ingest(t.Context(), later)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range res {
		if r.Status != StatusCreated {
			t.Errorf("%s: %s %s", r.ID, r.Status, r.Error)
		}
	}
	d.Close()

	// Reopened, the articles are where they were and the desk takes more.
	d = openDesk(t, p)
	defer d.Close()
	for _, doc := range later {
		if _, err := d.Article(t.Context(), doc.ID); err != nil {
			t.Errorf("after a restart, %s: %v", doc.ID, err)
		}
	}
	res, err = d.Ingest(t.Context(), docs[8:9])
	if err != nil || res[0].Status != StatusCreated {
		t.Fatalf("after a restart: %+v, %v", res, err)
	}
}
