package desk_test

import (
	"context"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"time"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/desk"
)

// A desk in a temporary file: an article, a copy of it, and what the desk
// answers.
func Example() {
	dir, _ := os.MkdirTemp("", "desk")
	defer os.RemoveAll(dir)
	ctx := context.Background()
	d, err := desk.Open(ctx, filepath.Join(dir, "desk.db"), desk.Options{})
	if err != nil {
		log.Fatal(err)
	}
	defer d.Close()
	if err := d.Wait(ctx); err != nil { // the state of an existing file loads in the background
		log.Fatal(err)
	}
	at := time.Date(2026, 3, 11, 6, 40, 0, 0, time.UTC)
	text := "The passenger ferry Saltmarsh Queen capsized in the Kestrel Strait late on Tuesday with 231 people on board, " +
		"the coastguard said, and at least 14 people were killed. Lifeboats and helicopters searched through the night."
	res, err := d.Ingest(ctx, []copydesk.Document{
		{ID: "wire-1", Title: "Ferry capsizes in Kestrel Strait", Text: text, Source: "Harbour Wire", Published: at},
		{ID: "gazette-1", Title: "Ferry overturns", Text: text, Source: "Coastline Gazette", Published: at.Add(time.Hour)},
	})
	if err != nil {
		log.Fatal(err)
	}
	for _, r := range res {
		fmt.Println(r.ID, r.Status, "story", r.Story, "copy of", r.CopyOf, "relations", len(r.Relations))
	}
	a, _ := d.Article(ctx, "gazette-1")
	fmt.Println(a.Relations[0].Kind, "of", a.Relations[0].Other.ID, "passage bytes", a.Relations[0].Passages[0].ThisStart, a.Relations[0].Passages[0].ThisEnd)
	st, _ := d.Story(ctx, "wire-1")
	fmt.Println(st.Headline, "-", st.Size, "articles,", st.Reports, "report,", st.Copies, "copy")
	// Output:
	// wire-1 created story wire-1 copy of  relations 0
	// gazette-1 created story wire-1 copy of wire-1 relations 1
	// identical of wire-1 passage bytes 0 218
	// Ferry capsizes in Kestrel Strait - 2 articles, 1 report, 1 copy
}
