package copydesk_test

import (
	"context"
	"maps"
	"reflect"
	"testing"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/dedup"
	"github.com/copydesk/copydesk/eval"
	"github.com/copydesk/copydesk/input"
	"github.com/copydesk/copydesk/story"
)

// TestExampleCorpusCopies checks the bundled corpus against its answer key:
// grouping by every relation reproduces examples/labels-copies.jsonl, and
// the relations are the kinds the key gives.
func TestExampleCorpusCopies(t *testing.T) {
	var docs []copydesk.Document
	if _, err := input.Read(context.Background(), []string{"examples/news.jsonl"}, nil, input.Options{},
		func(d copydesk.Document) error { docs = append(docs, d); return nil }); err != nil {
		t.Fatal(err)
	}
	res, err := copydesk.Dedup(context.Background(), docs, copydesk.DedupOptions{Group: dedup.AllKinds})
	if err != nil {
		t.Fatal(err)
	}
	pred := map[string]string{}
	for _, d := range res.Docs {
		pred[d.ID] = d.Cluster
	}
	sc, err := eval.Score(readLabels(t, "examples/labels-copies.jsonl"), pred)
	if err != nil {
		t.Fatal(err)
	}
	if sc.Pairwise.F1 != 1 {
		t.Errorf("copy families differ from the answer key: %+v", sc)
	}
	want := map[[2]string]dedup.Kind{
		{"wire-ferry-01", "gazette-ferry-02"}:          dedup.Identical,
		{"wire-ferry-01", "ledger-ferry-03"}:           dedup.NearDuplicate,
		{"courier-ferry-04", "wire-ferry-01"}:          dedup.Excerpt,
		{"wire-ferry-01", "bulletin-ferry-05"}:         dedup.PartialReuse,
		{"wire-fire-brack-01", "ledger-fire-brack-02"}: dedup.NearDuplicate,
		{"bulletin-transfer-02", "wire-transfer-01"}:   dedup.Excerpt,
	}
	got := map[[2]string]dedup.Kind{}
	for _, r := range res.Relations {
		got[[2]string{res.Docs[r.A].ID, res.Docs[r.B].ID}] = r.Kind
	}
	for pair, kind := range want {
		if got[pair] != kind {
			t.Errorf("%s / %s: got %v, want %v", pair[0], pair[1], got[pair], kind)
		}
	}
}

// TestBriefsVerifyEveryPair checks that Briefs, whose copy trees need every
// relation inside a copy family, gets the same relations as a Dedup run
// that verifies every pair (none skipped for being in one cluster
// already), and that GroupStories keeps none.
func TestBriefsVerifyEveryPair(t *testing.T) {
	var docs []copydesk.Document
	if _, err := input.Read(context.Background(), []string{"examples/news.jsonl"}, nil, input.Options{},
		func(d copydesk.Document) error { docs = append(docs, d); return nil }); err != nil {
		t.Fatal(err)
	}
	full, err := copydesk.Dedup(context.Background(), docs, copydesk.DedupOptions{SkipPassages: true})
	if err != nil {
		t.Fatal(err)
	}
	key := func(res *copydesk.DedupResult) map[[2]string]dedup.Kind {
		m := map[[2]string]dedup.Kind{}
		for _, r := range res.Relations {
			m[[2]string{res.Docs[r.A].ID, res.Docs[r.B].ID}] = r.Kind
		}
		return m
	}
	want := key(full)
	_, br, err := copydesk.Briefs(context.Background(), docs, copydesk.BriefOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got := key(br.Dedup); !maps.Equal(got, want) {
		t.Errorf("Briefs relations:\n%v\nwant (every pair verified):\n%v", got, want)
	}
	gs, err := copydesk.GroupStories(context.Background(), docs, copydesk.StoryOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if gs.Dedup != nil {
		t.Errorf("GroupStories kept %d relations", len(gs.Dedup.Relations))
	}
}

// TestBriefsKeySentenceNotOnlyIn: a key sentence that only one source
// carries is listed once, as a key sentence; "only in" gives that place
// to another fact (else 4 of the ferry story's 5 key sentences are
// listed again under "only in").
func TestBriefsKeySentenceNotOnlyIn(t *testing.T) {
	var docs []copydesk.Document
	if _, err := input.Read(context.Background(), []string{"examples/news.jsonl"}, nil, input.Options{},
		func(d copydesk.Document) error { docs = append(docs, d); return nil }); err != nil {
		t.Fatal(err)
	}
	briefs, _, err := copydesk.Briefs(context.Background(), docs, copydesk.BriefOptions{})
	if err != nil {
		t.Fatal(err)
	}
	single := 0
	for _, sb := range briefs {
		key := map[string]bool{}
		for _, s := range sb.Brief.Sentences {
			key[s.Text] = true
			if s.Sources == 1 {
				single++
			}
		}
		for _, oi := range sb.Brief.OnlyIn {
			for _, f := range oi.Facts {
				if key[f.Text] {
					t.Errorf("story %s: %q is a key sentence and listed under only in [%d]", sb.Story.ID, f.Text, oi.Ref)
				}
			}
		}
	}
	if single == 0 {
		t.Fatal("no key sentence carried by one source: the test checks nothing")
	}
}

// TestBriefsSelectAndLimit: Briefs writes the briefs asked for only, each
// as the whole run writes it: writing every story's brief and picking
// afterwards makes copydesk brief --story and --limit take the time of
// the whole run on a large corpus, not that of the stories.
func TestBriefsSelectAndLimit(t *testing.T) {
	var docs []copydesk.Document
	if _, err := input.Read(context.Background(), []string{"examples/news.jsonl"}, nil, input.Options{},
		func(d copydesk.Document) error { docs = append(docs, d); return nil }); err != nil {
		t.Fatal(err)
	}
	all, _, err := copydesk.Briefs(context.Background(), docs, copydesk.BriefOptions{MinDocs: 2})
	if err != nil {
		t.Fatal(err)
	}
	if len(all) < 3 {
		t.Fatalf("%d briefs: the corpus should give more than 2", len(all))
	}
	want := all[1].Story.ID
	asked := 0
	one, _, err := copydesk.Briefs(context.Background(), docs, copydesk.BriefOptions{MinDocs: 2,
		Select: func(s story.Story) bool {
			asked++
			if s.Size < 2 {
				t.Errorf("story %s of %d documents asked about, under MinDocs", s.ID, s.Size)
			}
			return s.ID == want
		}})
	if err != nil {
		t.Fatal(err)
	}
	if asked != len(all) {
		t.Errorf("Select asked about %d stories, want %d", asked, len(all))
	}
	if len(one) != 1 || !reflect.DeepEqual(one[0], all[1]) {
		t.Fatalf("Select %s: %d briefs, want the one of the whole run", want, len(one))
	}
	two, _, err := copydesk.Briefs(context.Background(), docs, copydesk.BriefOptions{MinDocs: 2, Limit: 2})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(two, all[:2]) {
		t.Errorf("Limit 2: %d briefs, want the first 2 of the whole run", len(two))
	}
}

// TestBriefsProgressStages: BriefOptions.Progress names each stage as it
// starts and follows it to its end, the briefs last: writing the briefs
// is most of the time on a large corpus (10 of Reuters-21578's 15 s), and
// a progress of the copy detections alone would stand still over it.
func TestBriefsProgressStages(t *testing.T) {
	var docs []copydesk.Document
	if _, err := input.Read(context.Background(), []string{"examples/news.jsonl"}, nil, input.Options{},
		func(d copydesk.Document) error { docs = append(docs, d); return nil }); err != nil {
		t.Fatal(err)
	}
	var stages []string
	last := map[string][2]int{}
	briefs, _, err := copydesk.Briefs(context.Background(), docs, copydesk.BriefOptions{MinDocs: 2,
		Progress: func(stage string, done, total int) {
			if len(stages) == 0 || stages[len(stages)-1] != stage {
				stages = append(stages, stage)
				if done != 0 {
					t.Errorf("stage %q starts at %d done, want 0", stage, done)
				}
			}
			last[stage] = [2]int{done, total}
		}})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{copydesk.StageStories, copydesk.StageCopies, copydesk.StageBriefs}
	if !reflect.DeepEqual(stages, want) {
		t.Fatalf("stages %q, want %q", stages, want)
	}
	if got := last[copydesk.StageBriefs]; got != [2]int{len(briefs), len(briefs)} || len(briefs) < 2 {
		t.Errorf("briefs stage ended at %d of %d, want %d of %d", got[0], got[1], len(briefs), len(briefs))
	}
	if got := last[copydesk.StageStories]; got != [2]int{len(docs), len(docs)} {
		t.Errorf("stories stage ended at %d of %d, want %d of %d", got[0], got[1], len(docs), len(docs))
	}
}
