package sketch

import (
	"math"
	"math/rand/v2"
	"sort"
	"testing"
	"time"
)

func TestAppendShingles(t *testing.T) {
	toks := []uint64{1, 2, 3, 4, 5, 6}
	sh := AppendShingles(nil, toks, 3)
	if len(sh) != 4 {
		t.Fatalf("got %d shingles, want 4", len(sh))
	}
	// The rolling hash must equal a direct computation of each window.
	for i := range sh {
		direct := AppendShingles(nil, toks[i:i+3], 3)
		if direct[0] != sh[i] {
			t.Errorf("shingle %d: rolling %x != direct %x", i, sh[i], direct[0])
		}
	}
	if got := AppendShingles(nil, toks[:2], 5); len(got) != 1 {
		t.Errorf("short text: %d shingles, want 1", len(got))
	}
	if got := AppendShingles(nil, nil, 5); len(got) != 0 {
		t.Errorf("empty text: %d shingles", len(got))
	}
	// Order matters.
	a := AppendShingles(nil, []uint64{1, 2, 3}, 3)
	b := AppendShingles(nil, []uint64{3, 2, 1}, 3)
	if a[0] == b[0] {
		t.Error("shingle hash ignores order")
	}
}

// randomPair returns two sets of random hashes with exactly the given
// Jaccard similarity (inter / union).
func randomPair(r *rand.Rand, union, inter int) (a, b []uint64) {
	onlyA := (union - inter) / 2
	for i := 0; i < inter; i++ {
		x := r.Uint64()
		a = append(a, x)
		b = append(b, x)
	}
	for i := 0; i < onlyA; i++ {
		a = append(a, r.Uint64())
	}
	for i := 0; i < union-inter-onlyA; i++ {
		b = append(b, r.Uint64())
	}
	return a, b
}

// TestEstimatorWithinBound checks the MinHash estimator against theory over
// many random pairs: no bias beyond sampling noise, a spread no wider than
// the classic bound sqrt(J(1-J)/K), and no single estimate beyond 5 sigma.
func TestEstimatorWithinBound(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, k := range []int{64, 128} {
		for _, tc := range []struct{ union, inter int }{
			{1000, 800}, {1000, 500}, {400, 100}, {200, 160}, {60, 30}, {2000, 1900},
		} {
			j := float64(tc.inter) / float64(tc.union)
			sigma := StdErr(j, k)
			const trials = 400
			var sum, sumSq float64
			for trial := 0; trial < trials; trial++ {
				a, b := randomPair(r, tc.union, tc.inter)
				m := NewMinHasher(k, r.Uint64())
				if trial%2 == 1 {
					m = MinHasher{K: k, Seed: m.Seed} // the table-free path gives the same signatures
				}
				est := Similarity(m.Sign(nil, a), m.Sign(nil, b))
				d := est - j
				if math.Abs(d) > 5*sigma+1e-9 {
					t.Errorf("K=%d J=%.2f: estimate %.3f is beyond 5 sigma (%.3f)", k, j, est, sigma)
				}
				sum += d
				sumSq += d * d
			}
			mean := sum / trials
			sd := math.Sqrt(sumSq / trials)
			if math.Abs(mean) > 4*sigma/math.Sqrt(trials) {
				t.Errorf("K=%d J=%.2f: bias %.4f beyond 4 standard errors of the mean", k, j, mean)
			}
			// Allow 15% over the classic bound for sampling noise of the spread itself.
			if sd > 1.15*sigma {
				t.Errorf("K=%d J=%.2f: spread %.4f exceeds the bound %.4f", k, j, sd, sigma)
			}
		}
	}
}

func TestSignEmptyAndIdentical(t *testing.T) {
	m := MinHasher{K: 32}
	e1, e2 := m.Sign(nil, nil), m.Sign(nil, nil)
	if Similarity(e1, e2) != 1 {
		t.Error("two empty sets should have equal signatures")
	}
	x := []uint64{5, 7, 9}
	if Similarity(m.Sign(nil, x), m.Sign(nil, []uint64{9, 5, 7, 7})) != 1 {
		t.Error("same set in another order must give the same signature")
	}
	if s := Similarity(m.Sign(nil, x), e1); s != 0 {
		t.Errorf("set vs empty: %v", s)
	}
}

func TestOptimalLSH(t *testing.T) {
	for _, tc := range []struct {
		threshold float64
		k         int
	}{{0.8, 128}, {0.5, 128}, {0.9, 64}} {
		p := OptimalLSH(tc.threshold, tc.k, 0.5, 0.5)
		if p.Bands*p.Rows > tc.k {
			t.Fatalf("%+v uses more than %d hashes", p, tc.k)
		}
		// The S-curve must rise through the threshold.
		if p.CandidateProbability(tc.threshold-0.3) > 0.5 || p.CandidateProbability(math.Min(1, tc.threshold+0.1)) < 0.5 {
			t.Errorf("t=%.1f %+v: curve does not rise near the threshold", tc.threshold, p)
		}
		// No other (b, r) does better on the objective.
		obj := func(q LSHParams) float64 {
			return 0.5*q.FalsePositiveArea(tc.threshold) + 0.5*q.FalseNegativeArea(tc.threshold)
		}
		for b := 1; b <= tc.k; b++ {
			for r := 1; b*r <= tc.k; r++ {
				if q := (LSHParams{b, r}); obj(q) < obj(p)-1e-9 {
					t.Fatalf("%+v beats the chosen %+v", q, p)
				}
			}
		}
	}
}

func TestBandKeysCollideOnlyWhenBandsEqual(t *testing.T) {
	p := LSHParams{Bands: 4, Rows: 2}
	a := Signature{1, 2, 3, 4, 5, 6, 7, 8}
	b := Signature{1, 2, 9, 4, 5, 6, 0, 8}
	ka, kb := p.BandKeys(nil, a), p.BandKeys(nil, b)
	want := []bool{true, false, true, false}
	for i := range want {
		if (ka[i] == kb[i]) != want[i] {
			t.Errorf("band %d: equal=%v, want %v", i, ka[i] == kb[i], want[i])
		}
	}
	// The same rows in a different band must not collide.
	c := Signature{5, 6, 1, 2, 0, 0, 0, 0}
	if kc := p.BandKeys(nil, c); kc[0] == ka[2] {
		t.Error("band index is not part of the key")
	}
}

// TestWinnowGuarantee checks the winnowing guarantee against brute force: two
// sequences sharing a run of w+k-1 tokens share a fingerprint, and every
// fingerprint is the minimum of some window.
func TestWinnowGuarantee(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	const k, w = 5, 8
	for trial := 0; trial < 300; trial++ {
		shared := make([]uint64, w+k-1+r.IntN(5))
		for i := range shared {
			shared[i] = r.Uint64N(1000)
		}
		mk := func() []uint64 {
			var s []uint64
			for i := r.IntN(40); i > 0; i-- {
				s = append(s, 1000+r.Uint64N(1000))
			}
			s = append(s, shared...)
			for i := r.IntN(40); i > 0; i-- {
				s = append(s, 2000+r.Uint64N(1000))
			}
			return s
		}
		a, b := mk(), mk()
		fa := Winnow(nil, AppendShingles(nil, a, k), w)
		fb := Winnow(nil, AppendShingles(nil, b, k), w)
		set := map[uint64]bool{}
		for _, f := range fa {
			set[f.Hash] = true
		}
		found := false
		for _, f := range fb {
			found = found || set[f.Hash]
		}
		if !found {
			t.Fatalf("trial %d: shared run of %d tokens gave no common fingerprint", trial, len(shared))
		}
		sh := AppendShingles(nil, a, k)
		for i, f := range fa {
			if i > 0 && f.Pos <= fa[i-1].Pos {
				t.Fatalf("positions not increasing")
			}
			if sh[f.Pos] != f.Hash {
				t.Fatalf("hash/pos mismatch")
			}
		}
		// Every window's minimum is selected.
		sel := map[int32]bool{}
		for _, f := range fa {
			sel[f.Pos] = true
		}
		for s := 0; s+w <= len(sh); s++ {
			win := append([]uint64(nil), sh[s:s+w]...)
			sort.Slice(win, func(i, j int) bool { return win[i] < win[j] })
			ok := false
			for p := s; p < s+w; p++ {
				if sh[p] == win[0] && sel[int32(p)] {
					ok = true
				}
			}
			if !ok {
				t.Fatalf("window at %d: its minimum was not selected", s)
			}
		}
	}
}

func TestWinnowShort(t *testing.T) {
	f := Winnow(nil, []uint64{9, 3, 7}, 8)
	if len(f) != 1 || f[0].Hash != 3 || f[0].Pos != 1 {
		t.Errorf("short input: %+v", f)
	}
	if f := Winnow(nil, nil, 8); len(f) != 0 {
		t.Errorf("empty: %+v", f)
	}
}

func TestProbeTableMatchesHashing(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 9))
	for trial := 0; trial < 200; trial++ {
		var set []uint64
		for i := r.IntN(60); i >= 0; i-- {
			set = append(set, r.Uint64())
		}
		seed := r.Uint64()
		a := NewMinHasher(128, seed).Sign(nil, set)
		b := MinHasher{K: 128, Seed: seed}.Sign(nil, set)
		if Similarity(a, b) != 1 {
			t.Fatalf("table and hashing densify differently")
		}
	}
}

// OptimalLSH remembers its answer (every sketcher asks, one per worker:
// 5,000 workers took two minutes) and gives the search's answer.
func TestOptimalLSHRemembered(t *testing.T) {
	want := optimalLSH(0.73, 96, 0.1, 0.9)
	for range 3 {
		if got := OptimalLSH(0.73, 96, 0.1, 0.9); got != want {
			t.Fatalf("OptimalLSH = %+v, the search gives %+v", got, want)
		}
	}
	// A thousand remembered answers take less time than one search (the
	// margin is hundreds of times: noise cannot decide it).
	start := time.Now()
	optimalLSH(0.73, 96, 0.1, 0.9)
	search := time.Since(start)
	start = time.Now()
	for range 1000 {
		OptimalLSH(0.73, 96, 0.1, 0.9)
	}
	if memo := time.Since(start); memo > search {
		t.Errorf("1,000 calls took %v, one search %v: the answer is not remembered", memo, search)
	}
}

// A MinHasher of no bins (K 0 or below, in a literal or NewMinHasher)
// signs every set as the empty signature, which Similarity scores 0, as
// AppendShingles gives no shingle of k <= 0 words: Sign indexed bin 0 of
// an empty signature (K 0) or sliced to a negative length, and
// NewMinHasher of a negative k made a table of negative size, all panics.
func TestSignNoBins(t *testing.T) {
	x := []uint64{5, 7, 9}
	for _, k := range []int{0, -1, -64} {
		for _, m := range []MinHasher{{K: k}, {K: k, Seed: 3}, NewMinHasher(k, 3)} {
			dst := make(Signature, 4)
			for _, set := range [][]uint64{nil, x} {
				sig := m.Sign(dst, set)
				if len(sig) != 0 {
					t.Fatalf("K %d: signature of %d entries, want none", k, len(sig))
				}
				if s := Similarity(sig, m.Sign(nil, x)); s != 0 {
					t.Fatalf("K %d: similarity %v, want 0", k, s)
				}
			}
		}
	}
}
