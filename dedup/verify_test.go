package dedup

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
)

// TestRelateMatchesCompare: the pruned comparison used by the batch rounds
// (relate) must give Compare's answer on every pair that holds a relation
// and None on every other, whatever the options and boilerplate.
func TestRelateMatchesCompare(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 5))
	texts := inventedCorpus(r, 50)
	// Short documents and documents sharing only a few words, where the
	// bounds are tight.
	for i := 0; i < 20; i++ {
		w := strings.Fields(texts[r.IntN(len(texts))])
		lo := r.IntN(len(w))
		hi := min(len(w), lo+5+r.IntN(30))
		texts = append(texts, strings.Join(w[lo:hi], " "))
	}
	relations := 0
	for _, opts := range []Options{
		{},
		{MinPassage: 8, PartialReuse: 0.05},
		{MinPassage: 20, PartialReuse: 0.5, NearDuplicate: 0.5},
		{ShingleSize: 3, MinPassage: 4},
		{ShingleSize: 2, MinPassage: 2, PartialReuse: 1},
	} {
		c, src := buildCorpus(t, texts, opts)
		o := c.opts
		// Lines found in many documents are boilerplate.
		lineDocs := map[uint64]int{}
		for _, e := range c.lines {
			lineDocs[e.key]++
		}
		commonLine := func(h uint64) bool { return lineDocs[h] > 3 }
		common := func(h uint64) bool { return h>>32%7 == 0 }
		for _, p := range []*Preparer{NewPreparer(o, nil), NewPreparer(o, commonLine)} {
			prep := make([]Prepared, len(texts))
			for i := range prep {
				if err := p.Prepare(&prep[i], src.feats[i]); err != nil {
					t.Fatal(err)
				}
			}
			v := NewVerifier(o)
			for i := range prep {
				for j := range prep {
					if i == j {
						continue
					}
					for _, cm := range []IsCommon{nil, common} {
						wk, ws, wp := v.Compare(&prep[i], &prep[j], cm)
						holds, gs, gp := v.relate(&prep[i], &prep[j], cm)
						gk := holds.Strongest()
						if wk == None {
							if holds != 0 {
								t.Fatalf("%+v: pair %d %d: relate found %v, Compare none", opts, i, j, gk)
							}
							continue
						}
						relations++
						if gk != wk || gs != ws || !reflect.DeepEqual(gp, wp) {
							t.Fatalf("%+v: pair %d %d: relate %v %+v %v, Compare %v %+v %v", opts, i, j, gk, gs, gp, wk, ws, wp)
						}
					}
				}
			}
		}
	}
	if relations == 0 {
		t.Fatal("no relation among the test documents")
	}
}
