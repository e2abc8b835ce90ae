package sketch

import (
	"math"
	"sync"
)

// LSHParams are the bands and rows of a banded LSH index.
type LSHParams struct {
	Bands, Rows int
}

// CandidateProbability is the probability that two sets of Jaccard
// similarity s share at least one band: 1 - (1 - s^r)^b.
func (p LSHParams) CandidateProbability(s float64) float64 {
	return 1 - math.Pow(1-math.Pow(s, float64(p.Rows)), float64(p.Bands))
}

// FalsePositiveArea is the integral of the candidate probability below the
// threshold: the expected rate of pairs that become candidates needlessly.
func (p LSHParams) FalsePositiveArea(threshold float64) float64 {
	return integrate(p.CandidateProbability, 0, threshold)
}

// FalseNegativeArea is the integral of the miss probability above the threshold.
func (p LSHParams) FalseNegativeArea(threshold float64) float64 {
	return integrate(func(s float64) float64 { return 1 - p.CandidateProbability(s) }, threshold, 1)
}

// OptimalLSH chooses bands and rows with bands*rows <= k minimising
// fpWeight*FalsePositiveArea + fnWeight*FalseNegativeArea for the threshold.
// Candidates are verified exactly, so false positives only cost time while
// false negatives lose answers: callers usually weigh misses more.
//
// The search integrates every banding (about 20 ms for k = 128); its
// result is remembered, since every sketcher, one per worker, asks.
func OptimalLSH(threshold float64, k int, fpWeight, fnWeight float64) LSHParams {
	key := lshKey{threshold, k, fpWeight, fnWeight}
	if p, ok := lshMemo.Load(key); ok {
		return p.(LSHParams)
	}
	p := optimalLSH(threshold, k, fpWeight, fnWeight)
	lshMemo.Store(key, p)
	return p
}

type lshKey struct {
	threshold float64
	k         int
	fp, fn    float64
}

var lshMemo sync.Map // lshKey -> LSHParams

func optimalLSH(threshold float64, k int, fpWeight, fnWeight float64) LSHParams {
	best := LSHParams{Bands: 1, Rows: k}
	bestErr := math.Inf(1)
	for b := 1; b <= k; b++ {
		for r := 1; b*r <= k; r++ {
			p := LSHParams{Bands: b, Rows: r}
			e := fpWeight*p.FalsePositiveArea(threshold) + fnWeight*p.FalseNegativeArea(threshold)
			if e < bestErr-1e-12 {
				best, bestErr = p, e
			}
		}
	}
	return best
}

// integrate is Simpson's rule with enough panels for these smooth curves.
func integrate(f func(float64) float64, a, b float64) float64 {
	const n = 200
	if b <= a {
		return 0
	}
	h := (b - a) / n
	sum := f(a) + f(b)
	for i := 1; i < n; i++ {
		x := a + float64(i)*h
		if i%2 == 1 {
			sum += 4 * f(x)
		} else {
			sum += 2 * f(x)
		}
	}
	return sum * h / 3
}

// BandKeys appends one 64-bit key per band of sig to dst. Two signatures
// share band i exactly when their rows in that band are equal (up to
// 64-bit hash collisions, which only add candidates that verification drops).
func (p LSHParams) BandKeys(dst []uint64, sig Signature) []uint64 {
	for b := 0; b < p.Bands; b++ {
		h := uint64(b+1) * 0xD6E8FEB86659FD93
		for _, v := range sig[b*p.Rows : (b+1)*p.Rows] {
			h = mix64(h ^ uint64(v))
		}
		dst = append(dst, h)
	}
	return dst
}
