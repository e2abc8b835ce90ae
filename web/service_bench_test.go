package web_test

import (
	"context"
	"net/http/httptest"
	"path/filepath"
	"testing"
	"time"

	"github.com/copydesk/copydesk/desk"
	"github.com/copydesk/copydesk/httpapi"
	"github.com/copydesk/copydesk/web"
	"github.com/copydesk/copydesk/web/deskpages"
)

// BenchmarkServicePages renders the pages of a 50-article story through
// the real service (desk over SQLite, the API's mux, these pages): every
// request reads the database; the story's brief is written on the first
// read and served from the desk's cache afterwards, as in production.
func BenchmarkServicePages(b *testing.B) {
	ctx := context.Background()
	d, err := desk.Open(ctx, filepath.Join(b.TempDir(), "desk.db"), desk.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer d.Close()
	if err := d.Wait(ctx); err != nil {
		b.Fatal(err)
	}
	docs := web.Story50(b)
	res, err := d.Ingest(ctx, docs)
	if err != nil {
		b.Fatal(err)
	}
	api, err := httpapi.New(httpapi.Config{Desk: d, Pages: web.New(deskpages.New(d), nil)})
	if err != nil {
		b.Fatal(err)
	}
	story := res[0].Story
	sv, err := deskpages.New(d).Story(ctx, story)
	if err != nil {
		b.Fatal(err)
	}
	// wait for the brief written on that first read
	for deadline := time.Now().Add(time.Minute); sv.Brief == nil && time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		sv, _ = deskpages.New(d).Story(ctx, story)
	}
	b.Logf("story %s: %d articles", story, len(sv.Articles))
	paths := map[string]string{
		"stories": "/",
		"story":   "/stories/" + story,
		"article": "/articles/" + docs[0].ID,
		"compare": "/compare/" + docs[0].ID + "/" + docs[2].ID,
		// the JSON API's story (members and brief), for comparison
		"api_story": "/api/stories/" + story,
	}
	for _, name := range []string{"stories", "story", "article", "compare", "api_story"} {
		b.Run(name, func(b *testing.B) {
			req := httptest.NewRequest("GET", paths[name], nil)
			b.ReportAllocs()
			for b.Loop() {
				rec := httptest.NewRecorder()
				api.ServeHTTP(rec, req)
				if rec.Code != 200 {
					b.Fatalf("%s: status %d", paths[name], rec.Code)
				}
			}
		})
	}
}
