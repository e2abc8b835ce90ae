package sketch

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// robustWinnow is robust winnowing as the paper states it, window by
// window: the minimum, keeping the previous window's choice on a tie while
// it is in the window, else the rightmost minimum.
// A text shorter than a window gives its (rightmost) minimum.
func robustWinnow(sh []uint64, w int) []int32 {
	w = min(w, len(sh))
	var out []int32
	prev := -1
	for s := 0; s+w <= len(sh); s++ {
		m := s
		for j := s; j < s+w; j++ {
			if sh[j] <= sh[m] {
				m = j
			}
		}
		if prev >= s && sh[prev] == sh[m] {
			m = prev
		}
		if m != prev {
			out = append(out, int32(m))
			prev = m
		}
	}
	return out
}

// TestWinnowRobust against the window-by-window statement, on hashes from
// small alphabets so that ties are common, and on one repeated shingle.
func TestWinnowRobust(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for trial := range 2000 {
		n, w := 9+r.IntN(60), 1+r.IntN(10)
		sh := make([]uint64, n)
		for i := range sh {
			sh[i] = r.Uint64N(uint64(1 + trial%6))
		}
		var got []int32
		for _, f := range Winnow(nil, sh, w) {
			got = append(got, f.Pos)
		}
		if want := robustWinnow(sh, w); !slices.Equal(got, want) {
			t.Fatalf("w=%d %v: positions %v, want %v", w, sh, got, want)
		}
	}
	same := make([]uint64, 1000)
	if fp := Winnow(nil, same, 8); len(fp) != 125 { // positions 7, 15, 23, ...: one a window
		t.Errorf("1,000 equal shingles, window 8: %d fingerprints, want 125", len(fp))
	}
}
