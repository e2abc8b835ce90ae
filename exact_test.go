package copydesk_test

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/dedup"
	"github.com/copydesk/copydesk/textnorm"
)

const sharedData = "../shared/data"

// readLabels reads {"id","cluster"} lines.
func readLabels(t *testing.T, path string) map[string]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var l struct{ ID, Cluster string }
		if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		out[l.ID] = l.Cluster
	}
	return out
}

// TestExactDuplicatesRecall checks, on the real Reuters and BBC sets, that
// every labelled group of exact duplicates ends up in one identical group
// and that nothing called identical differs in its normalised text.
func TestExactDuplicatesRecall(t *testing.T) {
	if testing.Short() {
		t.Skip("reads the real corpora; skipped with -short")
	}
	for _, set := range []string{"reuters", "bbc"} {
		t.Run(set, func(t *testing.T) {
			dir := filepath.Join(sharedData, set)
			if _, err := os.Stat(filepath.Join(dir, "labels-exact.jsonl")); err != nil {
				t.Skipf("%s not found: the evaluation data lives beside the repository in ../shared/data", dir)
			}
			docs := readDocuments(t, filepath.Join(dir, "docs.jsonl"))
			res, err := copydesk.Dedup(context.Background(), docs, copydesk.DedupOptions{
				Options:      dedup.Options{Kinds: dedup.KindSet(0).With(dedup.Identical)},
				Group:        dedup.KindSet(0).With(dedup.Identical),
				SkipPassages: true,
			})
			if err != nil {
				t.Fatal(err)
			}
			gold := readLabels(t, filepath.Join(dir, "labels-exact.jsonl"))
			groups := map[string]map[string]bool{} // gold group -> predicted clusters
			for _, d := range res.Docs {
				if g, ok := gold[d.ID]; ok {
					if groups[g] == nil {
						groups[g] = map[string]bool{}
					}
					groups[g][d.Cluster] = true
				}
			}
			found := 0
			for g, clusters := range groups {
				if len(clusters) == 1 {
					found++
				} else {
					t.Errorf("gold group %s split over %d clusters", g, len(clusters))
				}
			}
			byID := map[string]string{}
			for _, d := range docs {
				byID[d.ID] = d.Text
			}
			identical, extra := 0, 0
			for _, r := range res.Relations {
				if r.Kind != dedup.Identical {
					continue
				}
				identical++
				a, b := res.Docs[r.A].ID, res.Docs[r.B].ID
				if textnorm.Normalize(byID[a]) != textnorm.Normalize(byID[b]) {
					t.Errorf("%s and %s called identical but their normalised texts differ", a, b)
				}
				if gold[a] == "" || gold[a] != gold[b] {
					extra++
				}
			}
			t.Logf("%s: %d/%d gold groups found (recall %.3f); %d identical pairs, %d of them outside the gold pairs (verified equal after normalisation)",
				set, found, len(groups), float64(found)/float64(len(groups)), identical, extra)
		})
	}
}
