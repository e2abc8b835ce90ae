package dedup

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// With near-duplicate left out of the relations asked for, a pair that is
// only a near-duplicate is not reported as an excerpt or partial reuse:
// those need passages of --min-passage words covering --partial of the
// shorter document, and here every shared stretch is shorter. A pair that
// does share long passages still is.
func TestNearDuplicateNotRelabelled(t *testing.T) {
	words := numbered("w", 240)
	edited := append([]string(nil), words...)
	for i := 40; i < len(edited); i += 40 {
		edited[i] = "changed"
	}
	x, y := strings.Join(words, " "), strings.Join(edited, " ")
	for _, tc := range []struct {
		minPassage int
		want       string
	}{
		{minPassage: 60, want: ""},        // stretches of 35 words: no passage
		{minPassage: 12, want: "excerpt"}, // the same pair with short passages allowed
	} {
		opts := Options{Kinds: KindSet(0).With(Excerpt).With(PartialReuse), MinPassage: tc.minPassage}
		t.Run(fmt.Sprint("min-passage ", tc.minPassage), func(t *testing.T) {
			o := opts.WithDefaults()
			v := NewVerifier(o)
			if k, sc, _ := v.Compare(preparedText(t, o, x), preparedText(t, o, y), nil); k != NearDuplicate {
				t.Fatalf("Compare = %v %+v; want a near-duplicate", k, sc)
			}
			c, src := buildCorpus(t, []string{x, y}, opts)
			rels, _, err := c.Relations(context.Background(), src, 1, nil)
			if err != nil {
				t.Fatal(err)
			}
			if got := kinds(rels); got != tc.want {
				t.Errorf("batch: relations %q %+v; want %q", got, rels, tc.want)
			}
			on, err := NewOnline(opts)
			if err != nil {
				t.Fatal(err)
			}
			sk := NewSketcher(on.Options())
			var all []Relation
			for i, text := range []string{x, y} {
				var s Sketch
				sk.Sketch(&s, text)
				_, rels, err := on.Add(DocInfo{ID: fmt.Sprint(i)}, &s, src)
				if err != nil {
					t.Fatal(err)
				}
				all = append(all, rels...)
			}
			if got := kinds(all); got != tc.want {
				t.Errorf("online: relations %q %+v; want %q", got, all, tc.want)
			}
		})
	}
}

func kinds(rels []Relation) string {
	var s []string
	for _, r := range rels {
		s = append(s, r.Kind.String())
	}
	return strings.Join(s, ",")
}
