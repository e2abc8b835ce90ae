package story

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"
)

// An outlet's update of its own article (the same lines and one more),
// with no copy cluster given (copydesk stories --stream, NoDedup), joins
// its story as it does from another outlet. The outlet rule took every
// line the outlet had written before, in a document of another copy
// cluster, for its template: with the cluster unknown, that was every
// line, and the update started a story of its own with similarity 0.
func TestOutletUpdateWithoutCopyCluster(t *testing.T) {
	e := events[0]
	text := strings.Join(e.sentences, "\n")
	update := text + "\nThe death toll rose to 35 on Wednesday as rescuers reached the harbour district."
	for _, source := range []string{"wire.example", "paper.example"} {
		a := mustNew(t, Options{})
		for k := 0; k < 4; k++ {
			for i, e := range events[1:] {
				title, text := report(e, k, "Z")
				a.Add(Doc{ID: fmt.Sprintf("o%d-%d", i, k), Title: title, Text: text, Source: "other.example", Published: t0.Add(time.Duration(k) * time.Minute)})
			}
		}
		first := a.Add(Doc{ID: "orig", Title: "Quake kills 32 in Verano", Text: text, Source: "wire.example", Published: t0.Add(time.Hour)})
		upd := a.Add(Doc{ID: "update", Title: "UPDATE 1-Death toll rises after quake", Text: update, Source: source, Published: t0.Add(2 * time.Hour)})
		if upd.Story != first.Story {
			t.Errorf("the update from %s started %s (similarity %.3f), not in %s", source, upd.Story, upd.Similarity, first.Story)
		}
	}
}

// A line an outlet writes into two stories is still its template, with
// copies unknown: a third article carrying it is not drawn to either.
// (Two, not three: in three stories any line is boilerplate whoever
// wrote it.)
func TestOutletTemplateWithoutCopyCluster(t *testing.T) {
	footer := "Subscribe to the Harbour Wire morning briefing for the news that matters on the coast"
	a := mustNew(t, Options{})
	for k, e := range events[:2] {
		title, text := report(e, 0, "H")
		a.Add(Doc{ID: fmt.Sprintf("h%d", k), Title: title, Text: text + "\n" + footer, Source: "harbour.example", Published: t0.Add(time.Duration(k) * time.Hour)})
	}
	title, text := report(events[3], 0, "H")
	d := Doc{Title: title, Text: text + "\n" + footer, Source: "harbour.example", Published: t0.Add(4 * time.Hour)}
	x := newExtractor(&a.w)
	f := a.extract(d, 1, hashString(d.Source), 0)
	all := x.extract(d.Title, d.Text, nil)
	if len(f.keys) >= len(all.keys) {
		t.Errorf("the footer of two earlier stories of the outlet was not masked: %d features, %d unmasked", len(f.keys), len(all.keys))
	}
}

// The same on real data: Reuters 15503 reposts 15400 the same day (the
// same opening, a line more), both "Reuters", streamed without copy
// clusters.
func TestOutletRepostReuters(t *testing.T) {
	docs := loadRaw(t, analysisData+"reuters/docs.jsonl")
	slices.SortStableFunc(docs, func(x, y Doc) int { return x.Published.Compare(y.Published) })
	a := mustNew(t, Options{})
	got := map[string]Assignment{}
	for _, d := range docs {
		d.CopyCluster = ""
		got[d.ID] = a.Add(d)
	}
	if got["15503"].Story != got["15400"].Story {
		t.Errorf("15503, a repost of 15400, in story %s (%+v); 15400 in %s", got["15503"].Story, got["15503"], got["15400"].Story)
	}
}
