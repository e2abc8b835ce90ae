package web

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/copydesk/copydesk/textnorm"
)

func TestMemSourceStories(t *testing.T) {
	src := exampleSource(t)
	ctx := context.Background()
	all, _, err := src.Stories(ctx, "", "", 1000)
	if err != nil {
		t.Fatal(err)
	}
	if n, _ := src.Len(); len(all) != n || n < 10 {
		t.Fatalf("%d stories listed of %d", len(all), n)
	}
	for i := 1; i < len(all); i++ {
		if all[i].Last.After(all[i-1].Last) {
			t.Errorf("story %s (%v) listed after an older one (%v)", all[i].ID, all[i].Last, all[i-1].Last)
		}
	}
	if few, _, _ := src.Stories(ctx, "", "", 3); len(few) != 3 {
		t.Errorf("limit 3 gave %d", len(few))
	}
	// Pages of 3 give every story once, in order, and the last says so.
	var paged []StorySummary
	for after, pages := "", 0; ; pages++ {
		page, next, err := src.Stories(ctx, "", after, 3)
		if err != nil || pages > len(all) {
			t.Fatalf("page %d: %v", pages, err)
		}
		paged = append(paged, page...)
		if next == "" {
			break
		}
		after = next
	}
	if !slices.EqualFunc(paged, all, func(a, b StorySummary) bool { return a.ID == b.ID }) {
		t.Errorf("paged listing differs from the whole")
	}
	if _, _, err := src.Stories(ctx, "", "no-such-story", 3); !errors.Is(err, ErrBadQuery) {
		t.Errorf("unknown cursor: %v", err)
	}
	for _, tc := range []struct {
		q    string
		want []string
	}{
		{"ferry", []string{"wire-ferry-01"}},
		{"FERRY Kestrel", []string{"wire-ferry-01"}},
		{"kestrel str", []string{"wire-ferry-01"}}, // the last word as a prefix
		{"Quiñones", []string{"wire-transfer-01"}},
		{"ferry museum", nil},
		{"zzz", nil},
	} {
		got, _, err := src.Stories(ctx, tc.q, "", 100)
		if err != nil {
			t.Fatal(err)
		}
		var ids []string
		for _, s := range got {
			ids = append(ids, s.ID)
		}
		if !slices.Equal(ids, tc.want) {
			t.Errorf("search %q: %q, want %q", tc.q, ids, tc.want)
		}
	}
}

func TestMemSourceStory(t *testing.T) {
	src := exampleSource(t)
	sv, err := src.Story(context.Background(), "wire-ferry-01")
	if err != nil {
		t.Fatal(err)
	}
	if sv.Reports != 5 || sv.Copies != 4 || len(sv.Articles) != 9 || len(sv.Docs) != 9 || sv.Brief == nil {
		t.Fatalf("ferry story: %d reports, %d copies, %d articles, %d docs", sv.Reports, sv.Copies, len(sv.Articles), len(sv.Docs))
	}
	if sv.Outlets[0] != "Harbour Wire" || len(sv.Outlets) != 8 {
		t.Errorf("outlets %q: Harbour Wire has two articles and comes first", sv.Outlets)
	}
	for i := 1; i < len(sv.Articles); i++ {
		if sv.Articles[i].Published.Before(sv.Articles[i-1].Published) {
			t.Errorf("timeline out of order at %s", sv.Articles[i].ID)
		}
	}
	copyOf := map[string]string{}
	for _, a := range sv.Articles {
		copyOf[a.ID] = a.CopyOf
	}
	for _, id := range []string{"gazette-ferry-02", "ledger-ferry-03", "courier-ferry-04", "bulletin-ferry-05"} {
		if copyOf[id] != "wire-ferry-01" {
			t.Errorf("%s copies %q, want wire-ferry-01", id, copyOf[id])
		}
	}
	if copyOf["wire-ferry-01"] != "" || copyOf["times-ferry-06"] != "" {
		t.Errorf("an original is marked as a copy")
	}
	// every citation points inside its document
	for _, s := range sv.Brief.Sentences {
		for _, c := range s.Citations {
			if c.Doc < 0 || c.Doc >= len(sv.Docs) || c.End > len(sv.Docs[c.Doc].Text) {
				t.Errorf("citation %+v outside the documents", c)
			}
		}
	}
}

// TestMemSourceArticles: relations come in pairs, seen from both sides,
// and the passages of both sides hold the same words.
func TestMemSourceArticles(t *testing.T) {
	src := exampleSource(t)
	ctx := context.Background()
	seen := 0
	for id, av := range src.articles {
		if av.Story == "" {
			t.Errorf("%s has no story", id)
		}
		for _, r := range av.Relations {
			other, err := src.Article(ctx, r.Other.ID)
			if err != nil {
				t.Fatal(err)
			}
			back, ok := relationBetween(other, av)
			if !ok || back.Kind != r.Kind || back.ContainmentThis != r.ContainmentOther {
				t.Errorf("%s %s %s has no matching relation back", id, r.Kind, r.Other.ID)
			}
			if r.Kind == "excerpt" && back.ThisIsExcerpt == r.ThisIsExcerpt {
				t.Errorf("%s / %s: both or neither side is the excerpt", id, r.Other.ID)
			}
			for _, p := range r.Passages {
				a, b := av.Text[p.ThisStart:p.ThisEnd], other.Text[p.OtherStart:p.OtherEnd]
				if textnorm.Normalize(a) != textnorm.Normalize(b) {
					t.Errorf("%s / %s: passage %q vs %q", id, r.Other.ID, a, b)
				}
				seen++
			}
		}
		for i := 1; i < len(av.Relations); i++ {
			if kindRank(av.Relations[i].Kind) < kindRank(av.Relations[i-1].Kind) {
				t.Errorf("%s: relations not strongest first", id)
			}
		}
	}
	if seen == 0 {
		t.Fatal("no passages in the example corpus")
	}
	wire, _ := src.Article(ctx, "wire-ferry-01")
	if len(wire.Relations) < 4 || wire.Relations[0].Kind != "identical" || wire.Relations[0].Other.ID != "gazette-ferry-02" {
		t.Errorf("wire-ferry-01 relations: %+v", wire.Relations)
	}
}

func TestMemSourceErrors(t *testing.T) {
	src := exampleSource(t)
	ctx := context.Background()
	if _, err := src.Story(ctx, "nope"); !errors.Is(err, ErrNotFound) {
		t.Errorf("unknown story: %v", err)
	}
	if _, err := src.Article(ctx, "nope"); !errors.Is(err, ErrNotFound) {
		t.Errorf("unknown article: %v", err)
	}
	done, cancel := context.WithCancel(ctx)
	cancel()
	if _, _, err := src.Stories(done, "", "", 10); !errors.Is(err, context.Canceled) {
		t.Errorf("canceled: %v", err)
	}
	if _, err := NewMemSource(done, loadExamples(t), copydeskBriefOptions()); err == nil {
		t.Error("NewMemSource ignored a canceled context")
	}
}
