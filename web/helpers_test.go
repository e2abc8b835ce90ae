package web

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/input"
)

// hostileDoc is an article whose text, title, outlet and link try to run
// script: the pages must show all of it as text.
var hostileDoc = copydesk.Document{
	ID:     "hostile-01",
	Title:  `<script>window.__pwned = "title"</script> Fish & chips &amp; more`,
	Source: `Test <b>Outlet</b>`,
	URL:    `javascript:window.__pwned="url"`,
	Text: "Harbour &amp; fish market notice. <script>window.__pwned = 1</script>\n\n" +
		"The price of cod rose 5% &lt;b&gt; today at the Kelby quay. <img src=x onerror=\"window.__pwned=2\">\n\n" +
		"Traders said “business & trade” was slow &#60;script&#62; all week.",
	Published: time.Date(2026, 3, 14, 9, 0, 0, 0, time.UTC),
}

// loadExamples reads the bundled example corpus.
func loadExamples(tb testing.TB) []copydesk.Document {
	tb.Helper()
	docs, err := input.ReadAll(context.Background(), []string{"../examples/news.jsonl"}, input.Options{})
	if err != nil {
		tb.Fatalf("read the example corpus: %v", err)
	}
	return docs
}

var (
	exampleOnce sync.Once
	exampleSrc  *MemSource
	exampleErr  error
)

// exampleSource is the example corpus in a MemSource, built once for all
// tests.
func exampleSource(tb testing.TB) *MemSource {
	tb.Helper()
	docs := loadExamples(tb)
	exampleOnce.Do(func() {
		exampleSrc, exampleErr = NewMemSource(context.Background(), docs, copydesk.BriefOptions{})
	})
	if exampleErr != nil {
		tb.Fatalf("build the example source: %v", exampleErr)
	}
	return exampleSrc
}

// hostileSource holds the hostile article beside two examples.
func hostileSource(tb testing.TB) *MemSource {
	tb.Helper()
	docs := append(loadExamples(tb)[:2], hostileDoc)
	src, err := NewMemSource(context.Background(), docs, copydesk.BriefOptions{})
	if err != nil {
		tb.Fatalf("build the hostile source: %v", err)
	}
	return src
}

func copydeskBriefOptions() copydesk.BriefOptions { return copydesk.BriefOptions{} }
