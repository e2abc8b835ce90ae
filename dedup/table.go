package dedup

import (
	"math/bits"
	"slices"
)

// shingleTable is an open-addressing hash table of a document's shingles:
// for each distinct shingle (top 64-posBits bits of its hash) the position of
// its first occurrence, and the later positions of repeated shingles aside.
// Building one is linear in the document, which is what makes verifying a
// pair cheaper than sorting both documents' shingles.
type shingleTable struct {
	slots    []uint64 // hash | position; 0 = empty
	mask     uint64
	distinct int
	keys     []uint64           // distinct keys in insertion order, for iterating
	repeats  map[uint64][]int32 // hash -> later positions, for repeated shingles
	seen     []uint32           // per slot: the generation that last matched it
	gen      uint32
}

// tableKey is the stored form of a hash: never 0, so 0 can mark empty slots.
func tableKey(h uint64) uint64 {
	h = shingleKey(h)
	if h == 0 {
		h = 1 << 32
	}
	return h
}

// reset prepares the table for n shingles.
func (t *shingleTable) reset(n int) {
	size := 16
	if n > 0 {
		size = 1 << bits.Len(uint(2*n)) // load factor <= 1/2
	}
	if cap(t.slots) >= size {
		t.slots = t.slots[:size]
		clear(t.slots)
	} else {
		t.slots = make([]uint64, size)
	}
	t.mask = uint64(size - 1)
	t.distinct = 0
	t.keys = t.keys[:0]
	t.gen = 0
	t.seen = t.seen[:0] // allocated by the first newPass
	if len(t.repeats) > 0 {
		clear(t.repeats)
	}
}

// add records shingle hash h at position pos.
func (t *shingleTable) add(h uint64, pos int) {
	key := tableKey(h)
	i := (key >> 32) & t.mask
	for {
		s := t.slots[i]
		if s == 0 {
			t.slots[i] = key | uint64(pos)
			t.distinct++
			t.keys = append(t.keys, key)
			return
		}
		if s&^posMask == key {
			if t.repeats == nil {
				t.repeats = map[uint64][]int32{}
			}
			t.repeats[key] = append(t.repeats[key], int32(pos))
			return
		}
		i = (i + 1) & t.mask
	}
}

// first returns the first position of shingle hash h, or -1.
func (t *shingleTable) first(h uint64) int {
	pos, _ := t.lookup(h)
	return pos
}

// lookup returns the first position of shingle hash h and its slot, or -1.
func (t *shingleTable) lookup(h uint64) (pos int, slot uint64) {
	key := tableKey(h)
	i := (key >> 32) & t.mask
	for {
		s := t.slots[i]
		if s == 0 {
			return -1, 0
		}
		if s&^posMask == key {
			return int(s & posMask), i
		}
		i = (i + 1) & t.mask
	}
}

// newPass starts a new round of marking matched slots (see markNew).
func (t *shingleTable) newPass() {
	if len(t.seen) != len(t.slots) {
		t.seen = slices.Grow(t.seen[:0], len(t.slots))[:len(t.slots)]
		clear(t.seen)
		t.gen = 0
	}
	t.gen++
	if t.gen == 0 { // wrapped: forget every old mark
		clear(t.seen)
		t.gen = 1
	}
}

// markNew marks slot as matched in this pass and reports whether it was not
// yet: counting only first marks counts distinct shared shingles.
func (t *shingleTable) markNew(slot uint64) bool {
	if t.seen[slot] == t.gen {
		return false
	}
	t.seen[slot] = t.gen
	return true
}

// countDistinct returns the number of distinct values in hashes, using t as
// scratch.
func (t *shingleTable) countDistinct(hashes []uint64) int {
	t.reset(len(hashes))
	for i, h := range hashes {
		t.addKey(h, i)
	}
	return t.distinct
}

// addKey is add without remembering repeats.
func (t *shingleTable) addKey(h uint64, pos int) {
	key := tableKey(h)
	i := (key >> 32) & t.mask
	for {
		s := t.slots[i]
		if s == 0 {
			t.slots[i] = key | uint64(pos)
			t.distinct++
			return
		}
		if s&^posMask == key {
			return
		}
		i = (i + 1) & t.mask
	}
}

// later returns the positions after the first of a repeated shingle.
func (t *shingleTable) later(h uint64) []int32 {
	if len(t.repeats) == 0 {
		return nil
	}
	return t.repeats[tableKey(h)]
}

// common counts the distinct shingles of t found in o.
func (t *shingleTable) common(o *shingleTable) int {
	if t.distinct > o.distinct {
		t, o = o, t
	}
	n := 0
	for _, k := range t.keys {
		if o.first(k) >= 0 {
			n++
		}
	}
	return n
}
