// Package sketch computes compact summaries of token sequences: word shingles,
// MinHash signatures (one-permutation hashing with optimal densification),
// LSH band keys with parameters derived from a similarity threshold, and
// winnowed fingerprints for finding shared passages.
//
// The package is pure: every function is deterministic, does no I/O and
// keeps no global state, so signatures computed anywhere (CLI, service,
// a distributed pipeline) are comparable.
package sketch

import (
	"math"
	"math/bits"
)

// mix64 is the murmur3 finaliser: a bijection that spreads every input bit
// over the whole word, used to turn combined token hashes into shingle hashes.
func mix64(h uint64) uint64 {
	h ^= h >> 33
	h *= 0xff51afd7ed558ccd
	h ^= h >> 33
	h *= 0xc4ceb9fe1a85ec53
	h ^= h >> 33
	return h
}

const shingleBase = 0x9E3779B97F4A7C15 // odd multiplier of the rolling hash

// AppendShingles appends the hashes of the k-word shingles of a sequence of
// token hashes to dst. Shingle i covers tokens [i, i+k). A sequence shorter
// than k yields one shingle of all its tokens, so short texts still match.
func AppendShingles(dst []uint64, tokens []uint64, k int) []uint64 {
	n := len(tokens)
	if n == 0 || k <= 0 {
		return dst
	}
	if n < k {
		k = n
	}
	// Polynomial rolling hash modulo 2^64 over already-random token hashes,
	// finalised by mix64: O(1) per shingle whatever k is.
	var pow uint64 = 1 // shingleBase^(k-1)
	for i := 1; i < k; i++ {
		pow *= shingleBase
	}
	var h uint64
	for i := 0; i < k; i++ {
		h = h*shingleBase + tokens[i]
	}
	dst = append(dst, mix64(h^uint64(k)))
	for i := k; i < n; i++ {
		h = (h-tokens[i-k]*pow)*shingleBase + tokens[i]
		dst = append(dst, mix64(h^uint64(k)))
	}
	return dst
}

// Signature is a MinHash signature: entry i is the minimum 32-bit value of
// the shingles falling into bin i (one-permutation hashing), with empty bins
// filled by optimal densification.
type Signature []uint32

const emptyBin = math.MaxUint32

// MinHasher computes signatures of a fixed size. It is safe for concurrent
// use: Sign writes only to the destination it is given. Make one with
// NewMinHasher; a literal MinHasher{K, Seed} works too, only slower on short
// texts (it hashes the densification probes it would otherwise look up).
// A MinHasher of K < 1 has no bins: it signs every set as the empty
// signature, which Similarity scores 0 against any signature.
type MinHasher struct {
	K      int    // number of bins (signature length)
	Seed   uint64 // changes the implied permutation
	probes []uint16
}

// NewMinHasher returns a MinHasher of k bins with its probe table.
func NewMinHasher(k int, seed uint64) MinHasher {
	m := MinHasher{K: k, Seed: seed}
	if k > 0 && k <= 1<<16 {
		m.probes = probeTable(k, seed)
	}
	return m
}

// Sign computes the signature of a set of shingle hashes (duplicates are
// harmless) into dst, which is grown to K entries, and returns it.
// An empty input gives a signature of all emptyBin values, which matches
// nothing but another empty text. With K < 1 it is dst[:0].
func (m MinHasher) Sign(dst Signature, shingles []uint64) Signature {
	k := max(m.K, 0)
	if cap(dst) < k {
		dst = make(Signature, k)
	}
	dst = dst[:k]
	for i := range dst {
		dst[i] = emptyBin
	}
	if len(shingles) == 0 || k == 0 {
		return dst
	}
	seed := m.Seed
	kk := uint64(k)
	for _, s := range shingles {
		h := s
		if seed != 0 {
			h = mix64(h ^ seed)
		}
		// High 32 bits choose the bin (fast range reduction), low 32 bits are the value.
		bin, _ := bits.Mul64(h>>32, kk<<32)
		v := uint32(h)
		if v == emptyBin {
			v-- // keep emptyBin as the marker of an empty bin
		}
		// Branch-free: whether a shingle lowers its bin is a coin toss
		// early on, and a mispredicted branch per shingle cost more than
		// a store (BenchmarkMinHash).
		dst[bin] = min(dst[bin], v)
	}
	densify(dst, seed, m.probes)
	return dst
}

// densify fills empty bins by Shrivastava's optimal densification (ICML 2017):
// an empty bin i copies the value of the first non-empty bin on a probe
// sequence that depends only on i and the attempt, so two sets agree on a
// densified bin with probability equal to their Jaccard similarity.
func densify(sig Signature, seed uint64, probes []uint16) {
	k := len(sig)
	// One pass notes which bins are full (a snapshot, so that a filled bin
	// is never used as a source) and lists the empty ones, without a
	// branch per bin: which bins are empty is unpredictable.
	var fullArr [256]bool
	var emptyArr [256]uint32
	var full []bool
	var empty []uint32 // empty[:n]: the empty bins; written ahead of n
	if k <= len(fullArr) {
		full, empty = fullArr[:k], emptyArr[:k]
	} else {
		full, empty = make([]bool, k), make([]uint32, k)
	}
	n := 0
	for i, v := range sig {
		e := v == emptyBin
		full[i] = !e
		empty[n] = uint32(i)
		if e {
			n++
		}
	}
	if n == 0 || n == k {
		return
	}
	for _, b := range empty[:n] {
		i := int(b)
		found := false
		first := uint64(1)
		if probes != nil {
			for _, j := range probes[i*probeDepth : (i+1)*probeDepth] {
				if full[j] {
					sig[i] = sig[j]
					found = true
					break
				}
			}
			first = probeDepth + 1
		}
		// Past the table (very sparse sets) continue the same sequence by hashing.
		for attempt := first; !found; attempt++ {
			if j := probe(i, attempt, k, seed); full[j] {
				sig[i] = sig[j]
				found = true
			}
		}
	}
}

// probeDepth is how many probes per bin are precomputed: enough that only
// sets filling fewer than one bin in twenty ever continue by hashing.
const probeDepth = 64

// probe is attempt number attempt (from 1) of the probe sequence of bin i.
func probe(i int, attempt uint64, k int, seed uint64) int {
	h := mix64(seed ^ (uint64(i)<<32 | attempt) ^ 0x5851F42D4C957F2D)
	j, _ := bits.Mul64(h, uint64(k))
	return int(j)
}

// probeTable precomputes the first probeDepth probes of every bin: they are
// the same for every document, and hashing them per document cost more than
// the rest of the signature for short texts.
func probeTable(k int, seed uint64) []uint16 {
	t := make([]uint16, k*probeDepth)
	for i := 0; i < k; i++ {
		for a := 0; a < probeDepth; a++ {
			t[i*probeDepth+a] = uint16(probe(i, uint64(a+1), k, seed))
		}
	}
	return t
}

// Similarity estimates the Jaccard similarity of the sets behind two
// signatures of the same length: the fraction of equal entries.
func Similarity(a, b Signature) float64 {
	if len(a) != len(b) || len(a) == 0 {
		return 0
	}
	eq := 0
	for i := range a {
		if a[i] == b[i] {
			eq++
		}
	}
	return float64(eq) / float64(len(a))
}

// StdErr is the standard error of the MinHash Jaccard estimate for true
// similarity j with k bins: sqrt(j(1-j)/k).
func StdErr(j float64, k int) float64 { return math.Sqrt(j * (1 - j) / float64(k)) }
