package copydesk_test

import (
	"context"
	"fmt"
	"time"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/brief"
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

func ExampleBrief() {
	wire := "At least 12 people were killed when a bus left the road near Dunmere on Monday, police said. " +
		"Inspector Hana Ruiz said the driver had been taken to hospital. " +
		"The road will stay closed until Wednesday."
	docs := []copydesk.Document{
		{ID: "wire", Source: "Harbour Wire", Text: wire, Published: time.Date(2026, 3, 9, 9, 0, 0, 0, time.UTC)},
		{ID: "gazette", Source: "Coastline Gazette", Text: wire, Published: time.Date(2026, 3, 9, 10, 0, 0, 0, time.UTC)},
		{ID: "times", Source: "Port Ellis Times", Published: time.Date(2026, 3, 9, 11, 0, 0, 0, time.UTC),
			Text: "Fourteen people died when a bus left the road near Dunmere on Monday. " +
				"Inspector Hana Ruiz said the driver was in hospital. " +
				"A fund for the families has raised 8,000 pounds."},
	}
	br, err := copydesk.Brief(context.Background(), docs, brief.Options{Sentences: 2})
	if err != nil {
		panic(err)
	}
	for _, d := range br.Disagreements {
		fmt.Printf("%s (%s):\n", d.Kind, d.About)
		for _, v := range d.Variants {
			var ids []string
			for _, c := range v.Citations {
				ids = append(ids, docs[c.Doc].ID)
			}
			fmt.Printf("  %q in %v\n", v.Text, ids)
		}
	}
	for _, e := range br.CopyTree {
		fmt.Printf("%s is a copy (%s) of %s\n", docs[e.Derived].ID, e.Kind, docs[e.Source].ID)
	}
	// Output:
	// number (people killed):
	//   "At least 12" in [wire gazette]
	//   "Fourteen" in [times]
	// gazette is a copy (identical) of wire
}
