package dedup

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// A wire story carried verbatim by twelve outlets (more than MaxDF), then
// one outlet's excerpt of it: the online index counts the text once, as
// the batch counts its copy cluster once, so the excerpt is found (its
// lines and fingerprints were boilerplate: no relation at all). The same
// when the copies were loaded into the frozen part at start-up, and after
// the first copy is deleted.
func TestOnlineCountsATextOnce(t *testing.T) {
	story := strings.Join(numbered("wire", 200), " ")
	excerpt := strings.Join(numbered("wire", 200)[:80], " ") + " " + strings.Join(numbered("own", 20), " ")
	for _, tc := range []struct {
		name        string
		frozen      bool
		deleteFirst bool
	}{
		{"added", false, false},
		{"loaded", true, false},
		{"added, the first deleted", false, true},
		{"loaded, the first deleted", true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			on, err := NewOnline(Options{})
			if err != nil {
				t.Fatal(err)
			}
			src := &memSource{}
			sk := NewSketcher(on.Options())
			var first Sketch
			for i := range 12 {
				var s Sketch
				sk.Sketch(&s, story)
				src.texts = append(src.texts, story)
				src.feats = append(src.feats, slices.Clone(s.Features))
				info := DocInfo{ID: fmt.Sprint("copy", i), Source: fmt.Sprint("outlet", i)}
				if tc.frozen {
					on.Load(info, &s, false)
				} else if _, _, err := on.Add(info, &s, src); err != nil {
					t.Fatal(err)
				}
				if i == 0 {
					first = s
				}
			}
			if tc.frozen {
				on.Freeze()
			}
			if tc.deleteFirst {
				if err := on.Remove(0, &first); err != nil {
					t.Fatal(err)
				}
			}
			for _, f := range first.Fingerprints[:3] {
				if n := on.printCount(f); n != 1 {
					t.Errorf("fingerprint counted %d times, want 1", n)
				}
			}
			var s Sketch
			sk.Sketch(&s, excerpt)
			src.texts = append(src.texts, excerpt)
			src.feats = append(src.feats, slices.Clone(s.Features))
			_, rels, err := on.Add(DocInfo{ID: "excerpt", Source: "outlet-x"}, &s, src)
			if err != nil {
				t.Fatal(err)
			}
			if len(rels) == 0 || rels[0].Kind != Excerpt {
				t.Errorf("relations of the excerpt: %v, want excerpts", rels)
			}
		})
	}
}

// Deleting every copy of a text takes it out of the counts.
func TestOnlineTwinsDeleted(t *testing.T) {
	on, err := NewOnline(Options{})
	if err != nil {
		t.Fatal(err)
	}
	src := &memSource{}
	sk := NewSketcher(on.Options())
	text := strings.Join(numbered("wire", 100), " ")
	var sks []Sketch
	for i := range 3 {
		var s Sketch
		sk.Sketch(&s, text)
		src.texts = append(src.texts, text)
		src.feats = append(src.feats, slices.Clone(s.Features))
		if _, _, err := on.Add(DocInfo{ID: fmt.Sprint(i)}, &s, src); err != nil {
			t.Fatal(err)
		}
		sks = append(sks, s)
	}
	f := sks[0].Fingerprints[0]
	for i, want := range []int32{1, 1, 0} {
		if err := on.Remove(i, &sks[i]); err != nil {
			t.Fatal(err)
		}
		if n := on.printCount(f); n != want {
			t.Errorf("after deleting %d of 3 copies: counted %d, want %d", i+1, n, want)
		}
	}
}
