package dedup

import "math/bits"

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
}

// tableKey is the stored form of a hash: never 0, so 0 can mark empty slots.
func tableKey(h uint64) uint64 {
	h &^= posMask
	if h == 0 {
		h = 1 << posBits
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
	if len(t.repeats) > 0 {
		clear(t.repeats)
	}
}

// add records shingle hash h at position pos.
func (t *shingleTable) add(h uint64, pos int) {
	key := tableKey(h)
	i := (key >> posBits) & t.mask
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
	key := tableKey(h)
	i := (key >> posBits) & t.mask
	for {
		s := t.slots[i]
		if s == 0 {
			return -1
		}
		if s&^posMask == key {
			return int(s & posMask)
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
