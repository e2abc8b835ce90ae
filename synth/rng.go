package synth

import (
	"math/rand/v2"
)

// rng is a small convenience wrapper around a seeded PCG generator. Every
// random choice in the package goes through one, so output depends only on
// the seed and the inputs.
type rng struct{ r *rand.Rand }

func newRNG(seed uint64, stream ...uint64) *rng {
	s := seed
	for _, x := range stream {
		s = mix64(s ^ mix64(x+0x9e3779b97f4a7c15))
	}
	return &rng{rand.New(rand.NewPCG(seed, s))}
}

// mix64 is the splitmix64 finaliser.
func mix64(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	x ^= x >> 31
	return x
}

// chance returns true with probability p.
func (g *rng) chance(p float64) bool {
	if p <= 0 {
		return false
	}
	if p >= 1 {
		return true
	}
	return g.r.Float64() < p
}

// intn returns a uniform int in [0,n); 0 when n <= 0.
func (g *rng) intn(n int) int {
	if n <= 0 {
		return 0
	}
	return g.r.IntN(n)
}

// between returns a uniform int in [lo,hi].
func (g *rng) between(lo, hi int) int {
	if hi <= lo {
		return lo
	}
	return lo + g.r.IntN(hi-lo+1)
}

// uniform returns a float in [lo,hi).
func (g *rng) uniform(lo, hi float64) float64 { return lo + (hi-lo)*g.r.Float64() }

func (g *rng) float() float64 { return g.r.Float64() }

// pick returns a random element of xs (the zero value when xs is empty).
func pick[T any](g *rng, xs []T) T {
	var zero T
	if len(xs) == 0 {
		return zero
	}
	return xs[g.r.IntN(len(xs))]
}

// weighted returns an index chosen with probability proportional to w[i].
func (g *rng) weighted(w []float64) int {
	total := 0.0
	for _, x := range w {
		total += x
	}
	if total <= 0 {
		return 0
	}
	t := g.r.Float64() * total
	for i, x := range w {
		if t < x {
			return i
		}
		t -= x
	}
	return len(w) - 1
}

func shuffle[T any](g *rng, xs []T) {
	g.r.Shuffle(len(xs), func(i, j int) { xs[i], xs[j] = xs[j], xs[i] })
}
