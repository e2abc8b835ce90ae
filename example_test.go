package copydesk_test

import (
	"context"
	"fmt"
	"time"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/dedup"
)

func ExampleDedup() {
	wire := "The city council voted 31 to 17 on Tuesday to approve the Northline tram extension, " +
		"ending a two-year dispute over the route through the old market district. " +
		"The mayor said construction would begin in the spring and take four years."
	docs := []copydesk.Document{
		{ID: "wire", Text: wire, Published: time.Date(2026, 3, 10, 9, 0, 0, 0, time.UTC)},
		{ID: "copy", Text: "BRACKENFORD - " + wire + "\n\nSign up for our morning newsletter.",
			Published: time.Date(2026, 3, 10, 11, 30, 0, 0, time.UTC)},
		{ID: "other", Text: "Heavy rain closed the coastal road for the third time this month, police said."},
	}
	res, err := copydesk.Dedup(context.Background(), docs, copydesk.DedupOptions{Group: dedup.AllKinds})
	if err != nil {
		panic(err)
	}
	for _, r := range res.Relations {
		fmt.Printf("%s %s %s (Jaccard %.2f)\n", res.Docs[r.A].ID, r.Kind, res.Docs[r.B].ID, r.Jaccard)
	}
	for _, d := range res.Docs {
		fmt.Printf("%s -> cluster %s\n", d.ID, d.Cluster)
	}
	// Output:
	// wire near-duplicate copy (Jaccard 0.84)
	// wire -> cluster wire
	// copy -> cluster wire
	// other -> cluster other
}
