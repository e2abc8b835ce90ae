package web_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"regexp"
	"time"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/web"
)

// The pages of a small corpus, mounted at / beside a service's own routes.
func ExampleNew() {
	wire := "At least 12 people were killed when a bus left the road near Dunmere on Monday, police said. " +
		"Inspector Hana Ruiz said the driver had been taken to hospital. The road will stay closed until Wednesday."
	docs := []copydesk.Document{
		{ID: "wire", Title: "Bus crash near Dunmere kills 12", Source: "Harbour Wire", Text: wire,
			Published: time.Date(2026, 3, 9, 9, 0, 0, 0, time.UTC)},
		{ID: "gazette", Title: "Twelve dead in Dunmere bus crash", Source: "Coastline Gazette", Text: "DUNMERE - " + wire,
			Published: time.Date(2026, 3, 9, 10, 0, 0, 0, time.UTC)},
	}
	src, err := web.NewMemSource(context.Background(), docs, copydesk.BriefOptions{})
	if err != nil {
		panic(err)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "ok") })
	mux.Handle("/", web.New(src, slog.Default()))
	srv := httptest.NewServer(mux)
	defer srv.Close()

	for _, path := range []string{"/", "/stories/wire", "/compare/wire/gazette", "/stories/nope"} {
		res, err := http.Get(srv.URL + path)
		if err != nil {
			panic(err)
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		h1 := regexp.MustCompile(`<h1[^>]*>(.*?)</h1>`).FindSubmatch(body)
		text := regexp.MustCompile(`<[^>]*>`).ReplaceAll(h1[1], nil) // the heading's text, without its elements
		fmt.Printf("%s %d %s\n", path, res.StatusCode, text)
	}
	// Output:
	// / 200 Stories
	// /stories/wire 200 Bus crash near Dunmere kills 12
	// /compare/wire/gazette 200 Harbour Wire and Coastline Gazette
	// /stories/nope 404 Page not found
}
