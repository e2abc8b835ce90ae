package desk

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/copydesk/copydesk"
)

// BenchmarkIngestOne measures one article per Ingest call, each a new
// report of the same event (so it is checked against similar articles and
// joins a growing story), into a desk holding the example corpus: the
// whole pipeline, with a transaction per article (no group commit).
func BenchmarkIngestOne(b *testing.B) {
	ctx := context.Background()
	d := openDesk(b, filepath.Join(b.TempDir(), "desk.db"))
	defer d.Close()
	docs := readExamples(b)
	if _, err := d.Ingest(ctx, docs); err != nil {
		b.Fatal(err)
	}
	base := docs[5] // times-ferry-06, an independent report
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		doc := base
		doc.ID = fmt.Sprintf("bench-%d", i)
		doc.Text = fmt.Sprintf("Update %d: rescuers said %d people were still unaccounted for. %s", i, i%50, base.Text)
		doc.Published = base.Published.Add(time.Duration(i) * time.Minute)
		res, err := d.Ingest(ctx, []copydesk.Document{doc})
		if err != nil || res[0].Status != StatusCreated {
			b.Fatal(res, err)
		}
	}
}

// BenchmarkIngestBatch is the same with batches of 100 articles (group
// commit); ns/op is per article.
func BenchmarkIngestBatch(b *testing.B) {
	ctx := context.Background()
	d := openDesk(b, filepath.Join(b.TempDir(), "desk.db"))
	defer d.Close()
	docs := readExamples(b)
	if _, err := d.Ingest(ctx, docs); err != nil {
		b.Fatal(err)
	}
	base := docs[5]
	b.ReportAllocs()
	b.ResetTimer()
	n := 0
	for b.Loop() {
		batch := make([]copydesk.Document, 100)
		for k := range batch {
			doc := base
			doc.ID = fmt.Sprintf("bench-%d", n)
			doc.Text = fmt.Sprintf("Update %d: rescuers said %d people were still unaccounted for. %s", n, n%50, base.Text)
			doc.Published = base.Published.Add(time.Duration(n) * time.Minute)
			batch[k] = doc
			n++
		}
		if _, err := d.Ingest(ctx, batch); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(n), "ns/article")
}

// BenchmarkReadArticle measures GET of an article with its relations and
// passages (offsets resolved from the texts).
func BenchmarkReadArticle(b *testing.B) {
	ctx := context.Background()
	d := openDesk(b, filepath.Join(b.TempDir(), "desk.db"))
	defer d.Close()
	if _, err := d.Ingest(ctx, readExamples(b)); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := d.Article(ctx, "ledger-ferry-03"); err != nil {
			b.Fatal(err)
		}
	}
}
