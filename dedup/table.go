package dedup

import (
	"math/bits"
	"slices"
)

// shingleTable is an open-addressing set of shingle keys, used to count a
// document's distinct shingles while sketching. Building one is linear in
// the document.
type shingleTable struct {
	slots    []uint64 // hash | position; 0 = empty
	mask     uint64
	distinct int
}

// tableKey is the stored form of a shingle key, in the top 32 bits: never
// 0, so 0 can mark empty slots.
func tableKey(k uint32) uint64 {
	if k == 0 {
		k = 1
	}
	return uint64(k) << 32
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
}

// countDistinct returns the number of distinct values in hashes, using t as
// scratch.
func (t *shingleTable) countDistinct(hashes []uint32) int {
	t.reset(len(hashes))
	for i, h := range hashes {
		t.addKey(h, i)
	}
	return t.distinct
}

// addKey records shingle key h (first seen at pos).
func (t *shingleTable) addKey(h uint32, pos int) {
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

// pivotTable is the hash table of a pivot document's shingles for
// verification: one slot per distinct shingle with its first position in
// the content (outside boilerplate lines; -1 when every occurrence is
// masked), in one word (key in the top 32 bits, the position in the low
// 32), and the later content positions of repeated shingles aside. One
// lookup per shingle of the other document serves both the resemblance of
// the full texts and the passages of the contents.
type pivotTable struct {
	slots     []uint64 // key | uint32(first content position, or -1); 0 = empty
	mask      uint64
	distinct  int // distinct shingles
	cdistinct int // distinct content shingles
	repeats   map[uint64][]int32
	// seen holds, per slot, the pass that last matched it (gen<<5), how
	// many times that pass matched it in the content (bits 1-4, up to 15)
	// and whether it did at all (bit 0).
	seen []uint32
	gen  uint32
}

const noContent = 0xFFFFFFFF // low word of a slot with no content position

// hasLater flags, in the low word of a slot with a content position, a
// shingle repeated later in the content: only those are looked up in
// repeats. Positions stay below 2^posBits, so the bit is free.
const hasLater = 1 << 30

// reset prepares the table for n shingles.
func (t *pivotTable) reset(n int) {
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
	t.distinct, t.cdistinct = 0, 0
	t.gen = 0
	t.seen = t.seen[:0] // allocated by the first newPass
	if len(t.repeats) > 0 {
		clear(t.repeats)
	}
}

// add records shingle hash h at position pos, masked or not.
func (t *pivotTable) add(h uint32, pos int, masked bool) {
	key := tableKey(h)
	i := (key >> 32) & t.mask
	for {
		s := t.slots[i]
		if s == 0 {
			t.distinct++
			if masked {
				t.slots[i] = key | noContent
			} else {
				t.slots[i] = key | uint64(uint32(pos))
				t.cdistinct++
			}
			return
		}
		if s&keyMask == key {
			switch {
			case masked:
			case uint32(s) == noContent:
				t.slots[i] = key | uint64(uint32(pos))
				t.cdistinct++
			default:
				if t.repeats == nil {
					t.repeats = map[uint64][]int32{}
				}
				t.repeats[key] = append(t.repeats[key], int32(pos))
				t.slots[i] |= hasLater
			}
			return
		}
		i = (i + 1) & t.mask
	}
}

// find returns the slot of shingle hash h and whether it is there.
func (t *pivotTable) find(h uint32) (uint64, bool) {
	key := tableKey(h)
	i := (key >> 32) & t.mask
	for {
		s := t.slots[i]
		if s == 0 {
			return 0, false
		}
		if s&keyMask == key {
			return i, true
		}
		i = (i + 1) & t.mask
	}
}

// cfirst is the first content position of the shingle in slot, or -1.
func (t *pivotTable) cfirst(slot uint64) int32 {
	low := uint32(t.slots[slot])
	if low == noContent {
		return -1
	}
	return int32(low &^ hasLater)
}

// newPass starts a new round of marking matched slots.
func (t *pivotTable) newPass() {
	if len(t.seen) != len(t.slots) {
		t.seen = slices.Grow(t.seen[:0], len(t.slots))[:len(t.slots)]
		clear(t.seen)
		t.gen = 0
	}
	t.gen++
	if t.gen == 1<<27 { // wrapped: forget every old mark
		clear(t.seen)
		t.gen = 1
	}
}

// markRaw and markContent mark slot as matched in this pass and report
// whether it was not yet: counting first marks counts distinct shared
// shingles. markContent comes after markRaw of the same slot.
func (t *pivotTable) markRaw(slot uint64) bool {
	if t.seen[slot]>>5 == t.gen {
		return false
	}
	t.seen[slot] = t.gen << 5
	return true
}

func (t *pivotTable) markContent(slot uint64) bool {
	if t.seen[slot]&1 != 0 {
		return false
	}
	t.seen[slot] |= 1
	return true
}

// countContent counts one more content match of slot in this pass (after
// markRaw of the slot); contentMatches returns the count, at most 15.
func (t *pivotTable) countContent(slot uint64) {
	if (t.seen[slot]>>1)&15 < 15 {
		t.seen[slot] += 2
	}
}

func (t *pivotTable) contentMatches(slot uint64) int { return int(t.seen[slot]>>1) & 15 }

// later returns the content positions after the first of the shingle in
// slot, when it repeats.
func (t *pivotTable) later(slot uint64) []int32 {
	s := t.slots[slot]
	if uint32(s) == noContent || s&hasLater == 0 {
		return nil
	}
	return t.repeats[s&keyMask]
}
