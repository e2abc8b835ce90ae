package dedup

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestOnlineMatchesBatch adds an invented corpus one document at a time and
// checks that the incremental index finds the relations the batch index
// finds (identical copies aside: online, an identical copy is related to its
// earliest copy only).
func TestOnlineMatchesBatch(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		texts := inventedCorpus(rand.New(rand.NewPCG(seed, 5)), 60)
		opts := Options{MaxDF: 1000} // no boilerplate: the first documents see other counts than the last
		c, src := buildCorpus(t, texts, opts)
		batch, _, err := c.Relations(context.Background(), src, 2, nil)
		if err != nil {
			t.Fatal(err)
		}
		on, err := NewOnline(opts)
		if err != nil {
			t.Fatal(err)
		}
		sk := NewSketcher(on.Options())
		var online []Relation
		ident := map[int]bool{}
		for i := range texts {
			var s Sketch
			sk.Sketch(&s, texts[i])
			doc, rels, err := on.Add(DocInfo{ID: src.texts[i]}, &s, src)
			if err != nil {
				t.Fatal(err)
			}
			if doc != i {
				t.Fatalf("document %d numbered %d", i, doc)
			}
			for _, r := range rels {
				if r.A != i && r.B != i {
					t.Fatalf("relation %v does not involve the new document %d", r, i)
				}
				if r.Kind == Identical {
					ident[i] = true
				}
			}
			online = append(online, rels...)
		}
		key := func(r Relation) [3]int { return [3]int{min(r.A, r.B), max(r.A, r.B), int(r.Kind)} }
		got := map[[3]int]bool{}
		for _, r := range online {
			got[key(r)] = true
		}
		missing := 0
		for _, r := range batch {
			if r.Kind == Identical || ident[r.A] || ident[r.B] {
				continue
			}
			if !got[key(r)] {
				missing++
				t.Errorf("seed %d: online misses %v", seed, r)
			}
		}
		if len(online) == 0 {
			t.Fatal("no relations at all")
		}
	}
}

func TestOnlineRemove(t *testing.T) {
	text := "The council voted on Tuesday to close the old stone bridge over the river for six months of repairs after engineers found cracks."
	texts := []string{text, text, text}
	_, src := buildCorpus(t, texts, Options{})
	on, _ := NewOnline(Options{})
	sk := NewSketcher(on.Options())
	sketches := make([]Sketch, 3)
	for i := range texts {
		sk.Sketch(&sketches[i], texts[i])
		sketches[i].Features = slices.Clone(sketches[i].Features)
	}
	on.Add(DocInfo{ID: "a"}, &sketches[0], src)
	if err := on.Remove(0, &sketches[0]); err != nil {
		t.Fatal(err)
	}
	_, rels, _ := on.Add(DocInfo{ID: "b"}, &sketches[1], src)
	if len(rels) != 0 {
		t.Errorf("a removed document is still a candidate: %v", rels)
	}
	_, rels, _ = on.Add(DocInfo{ID: "c"}, &sketches[2], src)
	if len(rels) != 1 || rels[0].Kind != Identical || min(rels[0].A, rels[0].B) != 1 {
		t.Errorf("third copy: %v, want identical to document 1", rels)
	}
}

// TestOnlineMostlyCommonPassage: as TestMostlyCommonPassage, one document
// at a time: the pair sharing a mostly common passage is related (the
// online filter needs half as many shared rare fingerprints as the batch
// bound, which leaves room for this case).
func TestOnlineMostlyCommonPassage(t *testing.T) {
	texts := mostlyCommonCorpus()
	on, err := NewOnline(Options{MaxDF: 10})
	if err != nil {
		t.Fatal(err)
	}
	src := &memSource{texts: texts}
	sk := NewSketcher(on.Options())
	var found []Relation
	for i := range texts {
		var s Sketch
		sk.Sketch(&s, texts[i])
		src.feats = append(src.feats, slices.Clone(s.Features))
		_, rels, err := on.Add(DocInfo{ID: texts[i][:8]}, &s, src)
		if err != nil {
			t.Fatal(err)
		}
		found = append(found, rels...)
	}
	// (The first documents, before the stretch is common, relate to each
	// other by it: online, a fingerprint is common once it is.)
	for _, r := range found {
		if min(r.A, r.B) == 14 && max(r.A, r.B) == 15 {
			if r.Kind != PartialReuse {
				t.Errorf("documents 14 and 15: %v, want partial reuse", r)
			}
			return
		}
	}
	t.Errorf("online did not relate documents 14 and 15 (found %d relations)", len(found))
}

// TestAddFirstMatchesAdd feeds one invented corpus to two indexes, one
// through Add and one through AddFirst ranked by copy cluster, and checks
// that AddFirst finds the cluster that the least cluster among Add's
// relations of the group gives: the early stop loses nothing. (Here the
// earliest related document is mostly in the least cluster too;
// TestAddFirstLeastCluster is the case where it is not.)
func TestAddFirstMatchesAdd(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		group := DefaultGroupKinds
		switch seed {
		case 4:
			group = KindSet(1<<Identical | 1<<Excerpt)
		case 5:
			group = KindSet(1<<Identical | 1<<NearDuplicate | 1<<PartialReuse)
		case 6:
			group = AllKinds
		}
		texts := inventedCorpus(rand.New(rand.NewPCG(seed, 9)), 80)
		_, src := buildCorpus(t, texts, Options{})
		all, err := NewOnline(Options{})
		if err != nil {
			t.Fatal(err)
		}
		first, err := NewOnline(Options{})
		if err != nil {
			t.Fatal(err)
		}
		sk := NewSketcher(all.Options())
		want := make([]int, 0, len(texts)) // cluster (its first document) of every document
		got := make([]int, 0, len(texts))
		joined := 0
		for i := range texts {
			var s Sketch
			sk.Sketch(&s, texts[i])
			_, rels, err := all.Add(DocInfo{ID: src.texts[i]}, &s, src)
			if err != nil {
				t.Fatal(err)
			}
			w := i
			for _, r := range rels {
				if other := r.A + r.B - i; group.Has(r.Kind) && want[other] < w {
					w = want[other]
				}
			}
			want = append(want, w)
			got = joinCluster(t, first, src.texts[i], &s, src, group, got)
			if got[i] != i {
				joined++
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("seed %d: clusters by AddFirst\n%v\nby Add\n%v", seed, got, want)
		}
		if joined == 0 {
			t.Fatalf("seed %d: no document joined a cluster: the test shows nothing", seed)
		}
	}
}

// TestAddFirstLeastCluster: the last document is an excerpt of a document
// of cluster 1 (numbered 1) and of one of cluster 0 (numbered 2); AddFirst
// must find cluster 0 although the document of cluster 1 comes first.
func TestAddFirstLeastCluster(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 4))
	vocab := strings.Fields(`harbour council ferry crew storm bridge rail strike budget court judge
		election minister river flood market shares profit club coach season school hospital`)
	passage := func() string {
		w := make([]string, 40)
		for i := range w {
			w[i] = vocab[r.IntN(len(vocab))]
		}
		return strings.Join(w, " ") + "."
	}
	p1, p2, p3, p4, p5 := passage(), passage(), passage(), passage(), passage()
	texts := []string{
		p1 + "\n" + p2,             // 0: cluster 0
		p3 + "\n" + p4 + "\n" + p5, // 1: cluster 1
		p1 + "\n" + p2 + "\n" + p3, // 2: 0 is its excerpt: cluster 0
		p3,                         // 3: an excerpt of 1 and of 2
	}
	_, src := buildCorpus(t, texts, Options{})
	on, err := NewOnline(Options{})
	if err != nil {
		t.Fatal(err)
	}
	sk := NewSketcher(on.Options())
	cluster := []int{}
	for i := range texts {
		var s Sketch
		sk.Sketch(&s, texts[i])
		cluster = joinCluster(t, on, src.texts[i], &s, src, DefaultGroupKinds, cluster)
	}
	if want := []int{0, 1, 0, 0}; !slices.Equal(cluster, want) {
		t.Fatalf("clusters %v, want %v", cluster, want)
	}
}

// joinCluster adds one document through AddFirst, ranked by cluster, and
// returns clusters with the new document's cluster (the number of its
// cluster's first document) appended.
func joinCluster(tb testing.TB, on *Online, id string, s *Sketch, src TextSource, group KindSet, clusters []int) []int {
	tb.Helper()
	doc, rel, ok, err := on.AddFirst(DocInfo{ID: id}, s, src, group, func(d int) int { return clusters[d] })
	if err != nil {
		tb.Fatal(err)
	}
	if doc != len(clusters) {
		tb.Fatalf("document %q numbered %d, want %d", id, doc, len(clusters))
	}
	if !ok {
		return append(clusters, doc)
	}
	if !group.Has(rel.Kind) || (rel.A != doc && rel.B != doc) {
		tb.Fatalf("AddFirst returned %v for document %d", rel, doc)
	}
	return append(clusters, clusters[rel.A+rel.B-doc])
}
