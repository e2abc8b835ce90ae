package web

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/copydesk/copydesk"
)

// story50 builds a 50-article story: the nine articles of the example
// corpus's ferry story and 41 re-publications of them, as outlets make
// them: paragraphs dropped, words and numbers changed, datelines and
// outlet lines added, later times. The text is the invented example
// corpus's, so the benchmark needs nothing outside the repository.
func story50(tb testing.TB) []copydesk.Document {
	tb.Helper()
	// Story grouping decides membership: add copies until the largest
	// story holds 50 articles.
	n := 50
	for range 8 {
		docs := storyDocs(tb, n)
		src, err := NewMemSource(context.Background(), docs, copydesk.BriefOptions{})
		if err != nil {
			tb.Fatal(err)
		}
		sv := largest(tb, src)
		if len(sv.Articles) == 50 {
			// keep the story's own articles only
			in := map[string]bool{}
			for _, a := range sv.Articles {
				in[a.ID] = true
			}
			var out []copydesk.Document
			for _, d := range docs {
				if in[d.ID] {
					out = append(out, d)
				}
			}
			return out
		}
		n += 50 - len(sv.Articles)
	}
	tb.Fatal("could not build a 50-article story")
	return nil
}

// largest returns the story with the most articles.
func largest(tb testing.TB, src *MemSource) *StoryView {
	tb.Helper()
	list, _, err := src.Stories(context.Background(), "", "", 1000)
	if err != nil {
		tb.Fatal(err)
	}
	var best *StoryView
	for _, s := range list {
		v, err := src.Story(context.Background(), s.ID)
		if err != nil {
			tb.Fatal(err)
		}
		if best == nil || len(v.Articles) > len(best.Articles) {
			best = v
		}
	}
	return best
}

// storyDocs is the nine ferry articles and n-9 re-publications.
func storyDocs(tb testing.TB, n int) []copydesk.Document {
	tb.Helper()
	var base []copydesk.Document
	for _, d := range loadExamples(tb) {
		if strings.Contains(d.ID, "ferry") {
			base = append(base, d)
		}
	}
	if len(base) != 9 {
		tb.Fatalf("the example corpus has %d ferry articles, want 9", len(base))
	}
	swaps := map[string]string{"said": "says", "capsized": "overturned", "passengers": "travellers", "harbour": "port", "Tuesday": "Tuesday evening", "officials": "authorities"}
	r := rand.New(rand.NewPCG(50, 50))
	docs := append([]copydesk.Document(nil), base...)
	for k := len(docs); k < n; k++ {
		src := base[r.IntN(4)] // the wire, the radio, the gazette, the ledger
		outlet := fmt.Sprintf("Outlet %02d", k%17)
		var paras []string
		for i, p := range strings.Split(src.Text, "\n\n") {
			if i > 0 && r.Float64() < 0.2 {
				continue
			}
			words := strings.Fields(p)
			for w := range words {
				if s, ok := swaps[words[w]]; ok && r.Float64() < 0.3 {
					words[w] = s
				} else if n, err := strconv.Atoi(words[w]); err == nil && r.Float64() < 0.2 {
					words[w] = strconv.Itoa(n + 1 + r.IntN(3))
				}
			}
			paras = append(paras, strings.Join(words, " "))
		}
		text := "PORT ELLIS (" + outlet + ") - " + strings.Join(paras, "\n\n")
		if r.Float64() < 0.5 {
			text += "\n\nFollow " + outlet + " for the latest news."
		}
		docs = append(docs, copydesk.Document{
			ID: fmt.Sprintf("copy-%02d", k), Title: src.Title, Source: outlet, Text: text,
			Published: src.Published.Add(time.Duration(30+r.IntN(600)) * time.Minute),
		})
	}
	return docs
}

// bench50 is the web handler over the 50-article story, with the paths of
// its pages.
func bench50(b *testing.B) (h *handler, story string, paths map[string]string) {
	b.Helper()
	docs := story50(b)
	src, err := NewMemSource(context.Background(), docs, copydesk.BriefOptions{})
	if err != nil {
		b.Fatal(err)
	}
	sv := largest(b, src)
	if len(sv.Articles) != 50 {
		b.Fatalf("the largest story has %d articles, want 50", len(sv.Articles))
	}
	// the article with the most relations, and its first near-duplicate
	var most *ArticleView
	for _, a := range sv.Articles {
		av, _ := src.Article(context.Background(), a.ID)
		if most == nil || len(av.Relations) > len(most.Relations) {
			most = av
		}
	}
	other := most.Relations[0].Other.ID
	for _, r := range most.Relations {
		if r.Kind == "near-duplicate" {
			other = r.Other.ID
			break
		}
	}
	return New(src, nil).(*handler), sv.ID, map[string]string{
		"stories": "/",
		"story":   storyURL(sv.ID),
		"article": articleURL(most.ID) + "?hl=0-80",
		"compare": compareURL(most.ID, other),
	}
}

// BenchmarkPages renders each page of a 50-article story server-side
// (the Source's data ready, as a service holds it).
func BenchmarkPages(b *testing.B) {
	h, _, paths := bench50(b)
	for _, name := range []string{"stories", "story", "article", "compare"} {
		b.Run(name, func(b *testing.B) {
			req := httptest.NewRequest("GET", paths[name], nil)
			var size int
			b.ReportAllocs()
			for b.Loop() {
				rec := httptest.NewRecorder()
				h.ServeHTTP(rec, req)
				if rec.Code != 200 {
					b.Fatalf("%s: status %d", paths[name], rec.Code)
				}
				size = rec.Body.Len()
			}
			b.ReportMetric(float64(size)/1024, "KB/page")
		})
	}
}

// BenchmarkMemSource50 builds the in-memory source of the 50-article
// story: copies, story, brief and every relation with its passages.
func BenchmarkMemSource50(b *testing.B) {
	docs := story50(b)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := NewMemSource(context.Background(), docs, copydesk.BriefOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}

// TestStory50 checks the benchmark's story and that its page renders.
func TestStory50(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a 50-article story")
	}
	docs := story50(t)
	src, err := NewMemSource(context.Background(), docs, copydesk.BriefOptions{})
	if err != nil {
		t.Fatal(err)
	}
	h := New(src, nil)
	sv := largest(t, src)
	if len(sv.Articles) != 50 {
		t.Fatalf("story has %d articles, want 50", len(sv.Articles))
	}
	start := time.Now()
	res, body := serve(t, h, "GET", storyURL(sv.ID))
	if res.StatusCode != 200 || !strings.Contains(body, "Copy families") {
		t.Fatalf("story page: %d", res.StatusCode)
	}
	t.Logf("50-article story page: %d KB in %v (%d reports, %d copies)", len(body)/1024, time.Since(start), sv.Reports, sv.Copies)
}
