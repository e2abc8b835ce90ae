package story

import (
	"slices"
	"testing"
	"time"
)

// TestStreamNamesFullForms: the stream keeps no texts, so its stories
// listed the name features as they are, pairs of adjacent name words
// ("Dunmere Glassworks" and "Glassworks Ltd" for "Dunmere Glassworks
// Ltd"). Each story keeps the name runs of its most representative
// members as they arrive, and lists the names as the batch does. The
// text is invented.
func TestStreamNamesFullForms(t *testing.T) {
	at := time.Date(2026, 3, 10, 9, 0, 0, 0, time.UTC)
	docs := []Doc{
		{ID: "a", Title: "Fire guts glassworks in Tollin", Published: at, Text: "Firefighters were called to Dunmere Glassworks Ltd in Tollin before dawn. " +
			"Station Commander Petra Holm said the furnace hall was lost. " +
			"Dunmere Glassworks Ltd said its staff were safe, and Petra Holm praised the crews of Tollin."},
		{ID: "b", Title: "Tollin glassworks blaze under control", Published: at.Add(time.Hour), Text: "A blaze at Dunmere Glassworks Ltd in Tollin is under control. " +
			"Station Commander Petra Holm said crews worked through the night. " +
			"Workers at Dunmere Glassworks Ltd were sent home from Tollin."},
		{ID: "c", Title: "Glassworks fire in Tollin: what we know", Published: at.Add(2 * time.Hour), Text: "The fire at Dunmere Glassworks Ltd in Tollin started in the furnace hall, " +
			"Station Commander Petra Holm told reporters. Dunmere Glassworks Ltd employs 200 people in Tollin."},
	}
	a := mustNew(t, Options{})
	for _, d := range docs {
		if got := a.Add(d); got.Story != "a" {
			t.Fatalf("%s joined %q, want a", d.ID, got.Story)
		}
	}
	st, _ := a.Story("a")
	for _, want := range []string{"Dunmere Glassworks Ltd", "Petra Holm", "Tollin"} {
		if !slices.Contains(st.Names, want) {
			t.Errorf("stream names %q lack %q", st.Names, want)
		}
	}
	for _, n := range st.Names {
		if n == "Dunmere Glassworks" || n == "Glassworks Ltd" || n == "Commander Petra" {
			t.Errorf("stream names %q list the piece %q", st.Names, n)
		}
	}
}

// TestSnapshotKeepsNameRuns: the name runs a story keeps of its members
// are in the snapshot (version 2), so that a restarted service lists the
// names as the one that never stopped; a version 1 snapshot, without
// them, is still read, its stories listing the names as the features
// are. A member taken out (Remove) takes its runs with it.
func TestSnapshotKeepsNameRuns(t *testing.T) {
	at := time.Date(2026, 3, 10, 9, 0, 0, 0, time.UTC)
	docs := []Doc{
		{ID: "a", Title: "Fire at glassworks", Published: at, Text: "Firefighters were called to Dunmere Glassworks Ltd in Tollin. Dunmere Glassworks Ltd said its staff were safe."},
		{ID: "b", Title: "Glassworks fire in Tollin", Published: at.Add(time.Hour), Text: "A blaze at Dunmere Glassworks Ltd in Tollin is under control. Workers at Dunmere Glassworks Ltd went home."},
	}
	a := mustNew(t, Options{})
	for _, d := range docs {
		a.Add(d)
	}
	want, _ := a.Story("a")
	if !slices.Contains(want.Names, "Dunmere Glassworks Ltd") {
		t.Fatalf("names %q lack the full name", want.Names)
	}
	b2, err := a.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	r := mustNew(t, Options{})
	if err := r.UnmarshalBinary(b2); err != nil {
		t.Fatal(err)
	}
	if got, _ := r.Story("a"); !slices.Equal(got.Names, want.Names) {
		t.Errorf("restored: names %q, want %q", got.Names, want.Names)
	}
	b1, err := a.marshal(1)
	if err != nil {
		t.Fatal(err)
	}
	r1 := mustNew(t, Options{})
	if err := r1.UnmarshalBinary(b1); err != nil {
		t.Fatalf("version 1: %v", err)
	}
	if got, _ := r1.Story("a"); slices.Contains(got.Names, "Dunmere Glassworks Ltd") || len(got.Names) == 0 {
		t.Errorf("version 1: names %q, want the features' pairs", got.Names)
	}
	a.Remove("a", docs[0], false)
	s := a.stories[a.byID["a"]]
	if len(s.named) != 1 || s.named[0].id != "b" {
		t.Errorf("after Remove(a): runs of %v, want b's alone", s.named)
	}
}
