package desk

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/copydesk/copydesk/store/sqlite"
)

// A path that cannot be a copydesk database is refused by Open before
// anything is created, and leaves no lock file behind: --db "" ("no
// such table: bodies" from a temporary database per connection), a JSONL
// corpus ("file is not a database") and a directory.
func TestOpenRefusesWhatIsNotADatabase(t *testing.T) {
	dir := t.TempDir()
	corpus := filepath.Join(dir, "news.jsonl")
	if err := os.WriteFile(corpus, []byte(`{"id":"a","text":"some text"}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	sub := filepath.Join(dir, "somedir")
	if err := os.Mkdir(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	other := filepath.Join(dir, "other.db")
	rawSQL(t, other, `CREATE TABLE notes (x TEXT)`)
	for _, path := range []string{"", corpus, sub, other} {
		d, err := Open(context.Background(), path, Options{})
		if err == nil {
			d.Close()
			t.Errorf("Open(%q): no error", path)
			continue
		}
		if !errors.Is(err, sqlite.ErrNotDatabase) {
			t.Errorf("Open(%q): %v, want ErrNotDatabase", path, err)
		}
		if _, err := os.Stat(path + ".lock"); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("Open(%q) left %s.lock (%v)", path, path, err)
		}
	}
	if _, err := os.Stat(".lock"); err == nil {
		t.Errorf("Open(\"\") left .lock in the working directory")
	}
}
