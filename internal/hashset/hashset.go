// Package hashset is a set of 64-bit hashes for hot lookups: open
// addressing with linear probing, at most half full.
package hashset

import "math/bits"

// Set is a set of 64-bit hashes (boilerplate lines, common fingerprints,
// stop words). Dedup's verification asks it for every line of every
// document it reads and for every window of every shared passage, millions
// of times; a lookup here takes 11-12 ns where a Go map took 14-23 ns
// (BenchmarkSet, same keys). Keys may keep only some of their bits (dedup's
// fingerprints keep the top 32), so slots are chosen by a multiplicative
// hash of the whole key, never by its low bits. The zero Set is an empty
// set, as the zero tables of the same layout are (story's flatMap, dedup's
// hashCounts). A Set is safe for concurrent lookups once no more keys are
// added.
type Set struct {
	slots   []uint64 // 0 marks an empty slot
	shift   uint
	hasZero bool
	n       int
}

// New gathers the keys of every part in one set.
func New(parts ...[]uint64) *Set {
	n := 0
	for _, p := range parts {
		n += len(p)
	}
	size := 1 << max(bits.Len(uint(2*n)), 4)
	s := &Set{slots: make([]uint64, size), shift: uint(64 - bits.TrailingZeros(uint(size)))}
	for _, p := range parts {
		for _, k := range p {
			s.Add(k)
		}
	}
	return s
}

func (s *Set) slot(k uint64) uint64 { return uint64(Home(k, s.shift)) }

// Add puts k in the set, growing it to stay at most half full.
func (s *Set) Add(k uint64) {
	if k == 0 {
		if !s.hasZero {
			s.hasZero = true
			s.n++
		}
		return
	}
	if 2*(s.n+1) > len(s.slots) {
		s.grow()
	}
	mask := uint64(len(s.slots) - 1)
	for i := s.slot(k); ; i = (i + 1) & mask {
		switch s.slots[i] {
		case k:
			return
		case 0:
			s.slots[i] = k
			s.n++
			return
		}
	}
}

// grow doubles the table (a zero Set's empty one to 16 slots, New's
// least).
func (s *Set) grow() {
	old := s.slots
	size := max(2*len(old), 16)
	s.slots = make([]uint64, size)
	s.shift = uint(64 - bits.TrailingZeros(uint(size)))
	mask := uint64(len(s.slots) - 1)
	for _, k := range old {
		if k == 0 {
			continue
		}
		i := s.slot(k)
		for s.slots[i] != 0 {
			i = (i + 1) & mask
		}
		s.slots[i] = k
	}
}

// Has reports whether k is in the set (never, in a nil set).
func (s *Set) Has(k uint64) bool {
	if s == nil {
		return false
	}
	if k == 0 {
		return s.hasZero
	}
	if len(s.slots) == 0 { // the zero Set
		return false
	}
	mask := uint64(len(s.slots) - 1)
	for i := s.slot(k); ; i = (i + 1) & mask {
		switch s.slots[i] {
		case k:
			return true
		case 0:
			return false
		}
	}
}

// Len is the number of keys in the set (0 for a nil set).
func (s *Set) Len() int {
	if s == nil {
		return 0
	}
	return s.n
}
