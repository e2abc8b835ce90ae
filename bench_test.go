package copydesk_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/dedup"
	"github.com/copydesk/copydesk/input"
)

// BenchmarkDedupReuters runs the whole copy detection of `copydesk dedup`
// (every relation kind, clusters, passages) over Reuters, on all cores:
// the product's main hot path end to end. It reports MB/s and docs/s.
func BenchmarkDedupReuters(b *testing.B) {
	path := filepath.Join(sharedData, "reuters", "docs.jsonl")
	if _, err := os.Stat(path); err != nil {
		b.Skipf("%s not found: the evaluation data lives beside the repository in ../shared/data", path)
	}
	docs := readDocuments(b, path)
	size := 0
	for _, d := range docs {
		size += len(d.Title) + len(d.Text)
	}
	b.SetBytes(int64(size))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := copydesk.Dedup(context.Background(), docs, copydesk.DedupOptions{Group: dedup.AllKinds}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(docs)*b.N)/b.Elapsed().Seconds(), "docs/s")
}

// readDocuments reads a corpus file as the commands do.
func readDocuments(tb testing.TB, path string) []copydesk.Document {
	tb.Helper()
	var docs []copydesk.Document
	if _, err := input.Read(context.Background(), []string{path}, nil, input.Options{},
		func(d copydesk.Document) error { docs = append(docs, d); return nil }); err != nil {
		tb.Fatal(err)
	}
	return docs
}
