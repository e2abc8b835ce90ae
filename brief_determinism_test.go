package copydesk_test

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/brief"
)

// TestBriefSameOnEveryRun builds one BBC story's brief many times: its
// key sentences once depended on the order Go's maps happened to iterate
// in (float sums of support), so two runs could pick another lead.
func TestBriefSameOnEveryRun(t *testing.T) {
	path := filepath.Join(sharedData, "bbc", "docs.jsonl")
	if _, err := os.Stat(path); err != nil {
		t.Skipf("%s not found: the evaluation data lives beside the repository in ../shared/data", path)
	}
	want := map[string]bool{"politics/031.txt": true, "politics/041.txt": true, "politics/046.txt": true, "politics/112.txt": true,
		"politics/166.txt": true, "politics/206.txt": true, "politics/248.txt": true, "politics/397.txt": true}
	var docs []copydesk.Document
	for _, d := range readDocuments(t, path) {
		if want[d.ID] {
			docs = append(docs, d)
		}
	}
	if len(docs) != len(want) {
		t.Fatalf("found %d of the story's %d documents", len(docs), len(want))
	}
	first, err := copydesk.Brief(context.Background(), docs, brief.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for range 30 {
		b, err := copydesk.Brief(context.Background(), docs, brief.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(b.Sentences, first.Sentences) {
			t.Fatalf("key sentences differ between runs:\n%+v\n%+v", first.Sentences, b.Sentences)
		}
	}
}
