package story_test

import (
	"context"
	"os"
	"path/filepath"
	"sort"
	"testing"
	"time"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/eval"
	"github.com/copydesk/copydesk/input"
	"github.com/copydesk/copydesk/story"
)

// The shared evaluation data lives beside the repository; tests that read
// it skip when it is absent. Its texts never enter the repository.
const (
	sharedData = "../../shared/data"
	seedsDir   = "../../shared/seeds"
)

func readDocs(t testing.TB, path string) []copydesk.Document {
	t.Helper()
	if _, err := os.Stat(path); err != nil {
		t.Skipf("%s not found (the shared data lives beside the repository): %v", path, err)
	}
	docs, err := input.ReadAll(context.Background(), []string{path}, input.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return docs
}

func readLabels(t testing.TB, path string) map[string]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Skipf("%s not found: %v", path, err)
	}
	defer f.Close()
	m, err := eval.ReadLabels(f, path)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func group(t testing.TB, docs []copydesk.Document, refine bool) *copydesk.StoriesResult {
	t.Helper()
	res, err := copydesk.GroupStories(context.Background(), docs, copydesk.StoryOptions{Refine: refine})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func score(t testing.TB, docs []copydesk.Document, gold map[string]string, storyOf []string) eval.Scores {
	t.Helper()
	pred := map[string]string{}
	for i, d := range docs {
		pred[d.ID] = storyOf[i]
	}
	sc, err := eval.Score(gold, pred)
	if err != nil {
		t.Fatal(err)
	}
	return sc
}

// The five reference reports of one event form one story.
func TestSeedsOneStory(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(seedsDir, "*.txt"))
	if len(files) == 0 {
		t.Skipf("reference seeds not found in %s", seedsDir)
	}
	sort.Strings(files)
	docs := readDocs(t, seedsDir)
	if len(docs) != len(files) {
		t.Fatalf("read %d documents from %d files", len(docs), len(files))
	}
	for _, refine := range []bool{false, true} {
		res := group(t, docs, refine)
		for i, d := range docs {
			if res.Story[i] != res.Story[0] {
				t.Errorf("refine=%v: %s in story %s, %s in %s", refine, d.ID, res.Story[i], docs[0].ID, res.Story[0])
			}
		}
	}
	// Also streamed one by one, without copy detection.
	a, _ := story.New(story.Options{})
	first := ""
	for _, d := range docs {
		got := a.Add(story.Doc{ID: d.ID, Title: d.Title, Text: d.Text}).Story
		if first == "" {
			first = got
		}
		if got != first {
			t.Errorf("streamed: %s in %s, want %s", d.ID, got, first)
		}
	}
}

// The example corpus was written to hold six stories and eight singletons.
func TestExampleCorpus(t *testing.T) {
	docs := readDocs(t, "../examples/news.jsonl")
	gold := readLabels(t, "../examples/labels-stories.jsonl")
	for _, refine := range []bool{false, true} {
		res := group(t, docs, refine)
		sc := score(t, docs, gold, res.Story)
		t.Logf("refine=%v: pairwise F1 %.3f, B-cubed F1 %.3f, ARI %.3f, %d stories", refine, sc.Pairwise.F1, sc.BCubed.F1, sc.ARI, sc.PredClusters)
		if sc.BCubed.F1 < 0.999 {
			t.Errorf("refine=%v: B-cubed F1 %.3f, want 1", refine, sc.BCubed.F1)
		}
		// The ferry story's headline is its most representative title, and
		// its copies are marked.
		for _, s := range res.Stories {
			if s.ID == "wire-ferry-01" {
				if s.Size != 9 || s.Independent != 6 {
					t.Errorf("ferry story: size %d, independent %d", s.Size, s.Independent)
				}
			}
		}
	}
}

// ECB+ (development set): event-level and topic-level scores. The bar is a
// regression guard well under the measured values (see the package
// documentation for them).
func TestECBPlus(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	docs := readDocs(t, filepath.Join(sharedData, "ecbplus/docs.jsonl"))
	events := readLabels(t, filepath.Join(sharedData, "ecbplus/labels.jsonl"))
	topics := readLabels(t, filepath.Join(sharedData, "ecbplus/labels-topic.jsonl"))
	stripped := make([]copydesk.Document, len(docs))
	for i, d := range docs {
		d.Published, d.Source, d.URL = time.Time{}, "", ""
		stripped[i] = d
	}
	for _, c := range []struct {
		name string
		docs []copydesk.Document
	}{{"dated", docs}, {"stripped", stripped}} {
		res := group(t, c.docs, true)
		for _, g := range []struct {
			name string
			gold map[string]string
			min  float64
		}{{"events", events, 0.8}, {"topics", topics, 0.55}} {
			s, r := score(t, c.docs, g.gold, res.Streamed), score(t, c.docs, g.gold, res.Story)
			t.Logf("%s %s: stream pairwise %.3f B-cubed %.3f ARI %.3f | refine pairwise %.3f B-cubed %.3f ARI %.3f",
				c.name, g.name, s.Pairwise.F1, s.BCubed.F1, s.ARI, r.Pairwise.F1, r.BCubed.F1, r.ARI)
			if s.BCubed.F1 < g.min || r.BCubed.F1 < g.min {
				t.Errorf("%s %s: B-cubed F1 %.3f / %.3f under %.2f", c.name, g.name, s.BCubed.F1, r.BCubed.F1, g.min)
			}
		}
	}
}

// The service's entry point: one document at a time, its story and the
// story's current members back.
func TestServiceAPI(t *testing.T) {
	var closed []story.Story
	s, err := copydesk.NewStories(story.Options{Window: 48 * time.Hour, OnClose: func(st story.Story) { closed = append(closed, st) }})
	if err != nil {
		t.Fatal(err)
	}
	docs := readDocs(t, "../examples/news.jsonl")
	byID := map[string]copydesk.Document{}
	for _, d := range docs {
		byID[d.ID] = d
	}
	up := s.Add(byID["wire-ferry-01"], "")
	if !up.New || up.Story != "wire-ferry-01" || len(up.Members) != 1 {
		t.Fatalf("first: %+v", up)
	}
	up = s.Add(byID["gazette-ferry-02"], "") // an identical republication
	if !up.Copy || up.Story != "wire-ferry-01" || len(up.Members) != 2 || up.Members[1].ID != "gazette-ferry-02" {
		t.Fatalf("copy: %+v", up)
	}
	up = s.Add(byID["times-ferry-06"], "times-ferry-06")
	if up.New || up.Story != "wire-ferry-01" || len(up.Members) != 3 {
		t.Fatalf("independent report: %+v", up)
	}
	up = s.Add(byID["wire-rates-01"], "")
	if !up.New || up.Story != "wire-rates-01" {
		t.Fatalf("other story: %+v", up)
	}
	if st, ok := s.Story("wire-ferry-01"); !ok || st.Size != 3 || st.Independent != 2 || st.Headline == "" {
		t.Fatalf("story: %+v %v", st, ok)
	}
	if open := s.Open(); len(open) != 2 || open[0].ID != "wire-ferry-01" {
		t.Fatalf("open: %+v", open)
	}
	s.Expire(byID["wire-rates-01"].Published.Add(72 * time.Hour))
	if len(closed) != 2 {
		t.Fatalf("%d closed after Expire", len(closed))
	}
	s.Add(byID["ledger-comet-01"], "")
	s.Close()
	if len(closed) != 3 || len(s.Open()) != 0 {
		t.Fatalf("%d closed, %d open after Close", len(closed), len(s.Open()))
	}
}
