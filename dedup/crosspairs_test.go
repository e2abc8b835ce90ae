package dedup

import (
	"slices"
	"testing"

	"github.com/copydesk/copydesk/internal/hashset"
)

// TestCrossPairsSkipRelated: when every pair is listed, the pairs of one
// cluster that are related already (near-duplicates, found before) are
// not listed again for each fingerprint they share: a family of n long
// copies listed n²/2 pairs for every fingerprint of the text (70 copies
// of a 300,000-word text, 142 MB, took 2.4 GB), only to drop them once
// counted. The pairs left, and so the candidates, are the same.
func TestCrossPairsSkipRelated(t *testing.T) {
	root := func(d uint32) uint32 { return d / 10 } // clusters of 0-9, 10-19, ...
	related := hashset.New([]uint64{pairKey(1, 2), pairKey(1, 3), pairKey(2, 3), pairKey(3, 10)})
	for _, tc := range []struct {
		name   string
		docs   []uint32
		within bool
		want   [][2]int
	}{
		{"one cluster, one pair left", []uint32{1, 2, 3}, true, nil},
		{"one cluster, another pair", []uint32{1, 2, 4}, true, [][2]int{{1, 4}, {2, 4}}},
		{"pairs of one cluster not asked for", []uint32{1, 2, 4}, false, nil},
		// Related pairs lie in one cluster; one across clusters is kept
		// whatever the set says (it is ruled out later, if ever).
		{"across clusters", []uint32{3, 4, 10}, true, [][2]int{{3, 4}, {3, 10}, {4, 10}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var pl pairList
			appendCrossPairs(&pl, tc.docs, nil, root, nil, tc.within, related)
			var got [][2]int
			pl.each(func(b []uint64) {
				for _, p := range b {
					got = append(got, [2]int{int(p >> 32), int(uint32(p))})
				}
			})
			if !slices.Equal(got, tc.want) {
				t.Errorf("pairs %v, want %v", got, tc.want)
			}
			if pl.n != len(tc.want) {
				t.Errorf("n = %d, want %d", pl.n, len(tc.want))
			}
		})
	}
}
