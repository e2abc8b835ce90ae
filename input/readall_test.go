package input

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/copydesk/copydesk"
)

// ReadAll holds what Read streams, in input order, and returns Read's
// errors.
func TestReadAll(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.jsonl")
	if err := os.WriteFile(good, []byte(`{"id":"a","text":"one"}`+"\n"+`{"id":"b","text":"two"}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	docs, err := ReadAll(context.Background(), []string{good}, Options{})
	if err != nil || len(docs) != 2 || docs[0].ID != "a" || docs[1].ID != "b" {
		t.Fatalf("ReadAll = %+v, %v; want a and b", docs, err)
	}
	bad := filepath.Join(dir, "bad.jsonl")
	if err := os.WriteFile(bad, []byte(`{"id":"a","text":"one"}`+"\n"+`{"id":`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadAll(context.Background(), []string{bad}, Options{}); !errors.Is(err, copydesk.ErrBadInput) {
		t.Errorf("ReadAll of a malformed line: %v, want ErrBadInput", err)
	}
}
