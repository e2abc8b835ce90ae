package copydesk_test

import (
	"context"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/dedup"
	"github.com/copydesk/copydesk/eval"
	"github.com/copydesk/copydesk/input"
	"github.com/copydesk/copydesk/synth"
)

// loadArticles reads a docs.jsonl of ../shared/data with its categories.
func loadArticles(t *testing.T, set string) []synth.Article {
	t.Helper()
	dir := filepath.Join(sharedData, set)
	path := filepath.Join(dir, "docs.jsonl")
	if _, err := os.Stat(path); err != nil {
		t.Skipf("%s not found: the evaluation data lives beside the repository in ../shared/data", path)
	}
	cats := map[string]string{}
	if _, err := os.Stat(filepath.Join(dir, "labels-category.jsonl")); err == nil {
		cats = readLabels(t, filepath.Join(dir, "labels-category.jsonl"))
	}
	var out []synth.Article
	_, err := input.Read(context.Background(), []string{path}, nil, input.Options{}, func(d copydesk.Document) error {
		out = append(out, synth.Article{Document: synth.Document{ID: d.ID, Title: d.Title, Text: d.Text, Source: d.Source, Published: d.Published}, Category: cats[d.ID]})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestRepublicationQuality builds labelled re-publication corpora from real
// BBC and Reuters articles (trims, light edits, spelling variants, datelines,
// boilerplate and spam, extension, partial reuse, changed numbers, unrelated
// and same-topic distractors) and checks that `dedup --group all` puts every
// copy with its base: pairwise F1 >= 0.95 at default settings.
func TestRepublicationQuality(t *testing.T) {
	if testing.Short() {
		t.Skip("generates corpora from the real data; skipped with -short")
	}
	arts := append(loadArticles(t, "bbc"), loadArticles(t, "reuters")...)
	for _, seed := range []uint64{1, 2} {
		cfg := synth.DefaultConfig()
		cfg.Seed = seed
		recs, err := synth.Generate(arts, cfg)
		if err != nil {
			t.Fatal(err)
		}
		docs := make([]copydesk.Document, len(recs))
		gold := map[string]string{}
		for i, r := range recs {
			docs[i] = copydesk.Document{ID: r.ID, Title: r.Title, Text: r.Text, Source: r.Source, Published: r.Published}
			gold[r.ID] = r.Cluster
		}
		res, err := copydesk.Dedup(context.Background(), docs, copydesk.DedupOptions{Group: dedup.AllKinds, SkipPassages: true})
		if err != nil {
			t.Fatal(err)
		}
		pred := map[string]string{}
		for _, d := range res.Docs {
			pred[d.ID] = d.Cluster
		}
		sc, err := eval.Score(gold, pred)
		if err != nil {
			t.Fatal(err)
		}
		// Recall by kind of copy: is the copy in its base's cluster?
		total, joined := map[string]int{}, map[string]int{}
		for _, r := range recs {
			if r.Role != synth.RoleCopy {
				continue
			}
			total[r.Kind]++
			if pred[r.ID] == pred[r.Base] {
				joined[r.Kind]++
			}
		}
		var kinds []string
		for k := range total {
			kinds = append(kinds, k)
		}
		sort.Strings(kinds)
		t.Logf("seed %d: %d documents, pairwise P=%.4f R=%.4f F1=%.4f, B-cubed F1=%.4f, ARI=%.4f",
			seed, len(docs), sc.Pairwise.Precision, sc.Pairwise.Recall, sc.Pairwise.F1, sc.BCubed.F1, sc.ARI)
		for _, k := range kinds {
			t.Logf("  %-18s %4d copies, %.3f with their base", k, total[k], float64(joined[k])/float64(total[k]))
		}
		if sc.Pairwise.F1 < 0.95 {
			t.Errorf("seed %d: pairwise F1 %.4f < 0.95", seed, sc.Pairwise.F1)
		}
	}
}
