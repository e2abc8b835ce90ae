package dedup

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
)

// An index whose first documents were loaded (the frozen part) finds
// exactly the relations of one built by Add alone, including boilerplate
// decisions (small MaxDF, outlets with templates) and after removals of
// frozen and added documents.
func TestFrozenMatchesAdd(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		r := rand.New(rand.NewPCG(seed, 9))
		texts := inventedCorpus(r, 70)
		// Outlets with a template line of their own.
		sources := make([]string, len(texts))
		for i := range texts {
			sources[i] = fmt.Sprintf("outlet%d", i%4)
			if i%3 == 0 {
				texts[i] += "\nRead more from " + sources[i] + " every day on our website and app."
			}
		}
		opts := Options{MaxDF: 4, SourceRepeat: 2, SourceShare: 0.05}
		_, src := buildCorpus(t, texts, opts)
		sk := NewSketcher(opts.WithDefaults())
		sketches := make([]Sketch, len(texts))
		for i := range texts {
			sk.Sketch(&sketches[i], texts[i])
			sketches[i].Features = slices.Clone(sketches[i].Features)
			sketches[i].Bands = slices.Clone(sketches[i].Bands)
			sketches[i].Fingerprints = slices.Clone(sketches[i].Fingerprints)
			sketches[i].Lines = slices.Clone(sketches[i].Lines)
			sketches[i].LineWords = slices.Clone(sketches[i].LineWords)
		}
		info := func(i int) DocInfo { return DocInfo{ID: fmt.Sprint(i), Source: sources[i]} }
		for _, cut := range []int{1, len(texts) / 3, len(texts) - 5} {
			removed := map[int]bool{cut / 2: true, cut + 2: true}
			// A: every document through Add.
			a, _ := NewOnline(opts)
			var want [][]Relation
			for i := range texts {
				if i == cut+3 {
					for d := range removed {
						a.Remove(d, &sketches[d])
					}
				}
				_, rels, err := a.Add(info(i), &sketches[i], src)
				if err != nil {
					t.Fatal(err)
				}
				want = append(want, rels)
			}
			// B: the first cut documents loaded (frozen), then Add.
			b, _ := NewOnline(opts)
			b.ReserveLoad(cut)
			for i := 0; i < cut; i++ {
				if doc := b.Load(info(i), &sketches[i], false); doc != i {
					t.Fatalf("loaded as %d", doc)
				}
			}
			b.Freeze()
			for i := cut; i < len(texts); i++ {
				if i == cut+3 {
					for d := range removed {
						b.Remove(d, &sketches[d])
					}
				}
				_, rels, err := b.Add(info(i), &sketches[i], src)
				if err != nil {
					t.Fatal(err)
				}
				if !reflect.DeepEqual(rels, want[i]) {
					t.Errorf("seed %d cut %d doc %d: frozen index found %v, Add alone %v", seed, cut, i, rels, want[i])
				}
			}
			total := 0
			for _, rs := range want[cut:] {
				total += len(rs)
			}
			if cut <= len(texts)/3 && total < 10 {
				t.Errorf("cut %d: only %d relations to compare", cut, total)
			}
			if b.base == nil || len(b.base.bands.keys) == 0 && cut > 1 {
				t.Errorf("cut %d: nothing frozen", cut)
			}
		}
	}
}

// A deleted document loaded at start-up is never a candidate.
func TestFrozenDeleted(t *testing.T) {
	text := "The council voted on Tuesday to close the old stone bridge over the river for six months of repairs after engineers found cracks in two of its arches."
	texts := []string{text, text}
	_, src := buildCorpus(t, texts, Options{})
	on, _ := NewOnline(Options{})
	sk := NewSketcher(on.Options())
	var s Sketch
	sk.Sketch(&s, text)
	on.Load(DocInfo{ID: "gone"}, &s, true)
	_, rels, err := on.Add(DocInfo{ID: "new"}, &s, src)
	if err != nil || len(rels) != 0 {
		t.Errorf("relations with a deleted document: %v %v", rels, err)
	}
	// Load after Add goes through the maps and still counts.
	on.Load(DocInfo{ID: "late"}, &s, false)
	if on.Len() != 3 {
		t.Errorf("Len %d", on.Len())
	}
}

func TestDirectory(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, n := range []int{0, 1, 2, 5, 1000} {
		var es []entry
		for i := 0; i < n; i++ {
			k := r.Uint64()
			if i%7 == 3 {
				k = es[i-1].key // repeated keys
			}
			es = append(es, entry{key: k, doc: uint32(i)})
		}
		p := postings(slices.Clone(es), 0)
		c := counts(slices.Clone(es), func(uint32) bool { return false })
		want := map[uint64][]uint32{}
		for _, e := range es {
			want[e.key] = append(want[e.key], e.doc)
		}
		for k, docs := range want {
			if got := p.lookup(k); !slices.Equal(got, docs) {
				t.Errorf("n %d: lookup %x = %v, want %v", n, k, got, docs)
			}
			if got := c.get(k); int(got) != len(docs) {
				t.Errorf("n %d: count %x = %d, want %d", n, k, got, len(docs))
			}
		}
		if got := p.lookup(12345); len(got) != 0 {
			t.Errorf("absent key found: %v", got)
		}
	}
}

func TestSortByKey(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for _, n := range []int{0, 1, 3, 100, 100000} {
		es := make([]entry, n)
		for i := range es {
			k := r.Uint64()
			switch i % 5 {
			case 1:
				k &= 0xFFFFFFFF00000000 // fingerprint keys: the low half zero
			case 2:
				if i > 0 {
					k = es[i-1].key
				}
			case 3:
				k = k&0xFFFFFFFF00000000 | uint64(i%3) // equal top halves
			}
			es[i] = entry{key: k, doc: uint32(i)}
		}
		want := slices.Clone(es)
		slices.SortStableFunc(want, byKey)
		sortByKey(es)
		if !slices.Equal(es, want) {
			t.Errorf("n %d: not sorted stably by key", n)
		}
	}
}
