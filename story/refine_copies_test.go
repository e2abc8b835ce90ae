package story

import (
	"slices"
	"testing"
	"time"
)

// A copy the stream placed apart from its original (the original's story
// closed by the window) rejoins it in Refine, whatever the window: an
// identical re-publication is the same story. The story it had founded
// is then named after its new first document (D), though nothing merged.
func TestRefineCopyRejoinsItsOriginal(t *testing.T) {
	const (
		ferry = "A ferry capsized in the Kestrel Strait on Monday, killing 14 people. Rescue boats searched the water through the night while relatives gathered at the port of Brill."
		d     = "An inquiry into the Kestrel Strait ferry opened on Friday. Judge Amelia Stroud heard the operator Norwind Lines admit that its captain Piet Vander had warned of the storm and the ballast pumps had failed twice in January."
		e     = "Judge Amelia Stroud opened the inquiry on Friday and heard operator Norwind Lines admit that captain Piet Vander warned of the storm and the ballast pumps had failed twice in January, lawyers for the families said."
	)
	at := func(day, hour int) time.Time { return time.Date(2026, 3, day, hour, 0, 0, 0, time.UTC) }
	for _, cluster := range []string{"k", ""} { // from dedup, or an exact copy found by its text
		docs := []Doc{
			{ID: "A", Title: "Ferry capsizes in Kestrel Strait", Text: ferry, Published: at(1, 8), CopyCluster: cluster},
			{ID: "C", Title: "Ferry capsizes in Kestrel Strait", Text: ferry, Published: at(20, 8), CopyCluster: cluster},
			{ID: "D", Title: "Kestrel Strait ferry inquiry opens", Text: d, Published: at(20, 9)},
			{ID: "E", Title: "Norwind Lines admits pump failures", Text: e, Published: at(20, 10)},
		}
		w := DefaultWeights()
		w.MergeThreshold = 1 // no merges
		opts := Options{Window: 7 * 24 * time.Hour, Weights: &w}
		a := mustNew(t, opts)
		var ids []string
		for _, doc := range docs {
			ids = append(ids, a.Add(doc).Story)
		}
		if want := []string{"A", "C", "C", "C"}; !slices.Equal(ids, want) {
			t.Fatalf("cluster %q: stream %v, want %v", cluster, ids, want)
		}
		got, err := Refine(docs, ids, opts)
		if err != nil {
			t.Fatal(err)
		}
		if want := []string{"A", "A", "D", "D"}; !slices.Equal(got, want) {
			t.Errorf("cluster %q: refined %v, want %v", cluster, got, want)
		}
	}
}
