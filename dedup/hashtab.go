package dedup

import (
	"math/bits"
	"slices"

	"github.com/copydesk/copydesk/internal/hashset"
)

// The tables below share open addressing with linear probing over one
// array of slots, a slot's key 0 marking it empty (hashset.Home,
// hashset.ShiftBack).
type hashSlot interface {
	countSlot | postSlot
	hashset.Keyed
}

func (s countSlot) HashKey() uint64 { return s.key }
func (s postSlot) HashKey() uint64  { return s.key }

// regrow returns a table of twice as many slots (at least 64) holding the
// entries of old, and its shift.
func regrow[S hashSlot](old []S) ([]S, uint) {
	size := max(64, 2*len(old))
	slots := make([]S, size)
	shift := uint(64 - bits.TrailingZeros(uint(size)))
	mask := size - 1
	for _, s := range old {
		if s.HashKey() == 0 {
			continue
		}
		i := hashset.Home(s.HashKey(), shift)
		for slots[i].HashKey() != 0 {
			i = (i + 1) & mask
		}
		slots[i] = s
	}
	return slots, shift
}

// hashCounts counts keys that are hashes (lines, fingerprints): open
// addressing with linear probing over one array of slots. The online index
// reads a count for every line and fingerprint of every document it
// verifies; in a Go map each such read of a large table costs two or three
// cache misses (control word, then slot), here one. Counts may be negative
// (see frozen.go); a count back to 0 frees its slot.
type hashCounts struct {
	slots []countSlot // 0 keys mark empty slots
	used  int
	shift uint  // slot of a key: its mixed top bits
	zero  int32 // the count of key 0
}

type countSlot struct {
	key uint64
	n   int32
}

func (t *hashCounts) home(key uint64) int { return hashset.Home(key, t.shift) }

func (t *hashCounts) get(key uint64) int32 {
	if key == 0 {
		return t.zero
	}
	if len(t.slots) == 0 {
		return 0
	}
	mask := len(t.slots) - 1
	for i := t.home(key); ; i = (i + 1) & mask {
		s := &t.slots[i]
		if s.key == key {
			return s.n
		}
		if s.key == 0 {
			return 0
		}
	}
}

// add adds d to key's count.
func (t *hashCounts) add(key uint64, d int32) {
	if key == 0 {
		t.zero += d
		return
	}
	if 4*(t.used+1) > 3*len(t.slots) {
		t.slots, t.shift = regrow(t.slots)
	}
	mask := len(t.slots) - 1
	i := t.home(key)
	for ; ; i = (i + 1) & mask {
		s := &t.slots[i]
		if s.key == key {
			s.n += d
			if s.n == 0 {
				t.used--
				hashset.ShiftBack(t.slots, i, t.shift)
			}
			return
		}
		if s.key == 0 {
			if d != 0 {
				*s = countSlot{key, d}
				t.used++
			}
			return
		}
	}
}

// hashSet is a scratch set of hashes for one document at a time: reset
// costs nothing (a generation number), so a document's repeated lines or
// fingerprints are skipped without clearing a map per document.
type hashSet struct {
	keys []uint64
	gens []uint32 // a slot holds a key of this pass when its gen is gen
	gen  uint32
	mask int
}

// reset empties the set for up to n keys.
func (s *hashSet) reset(n int) {
	size := 1 << bits.Len(uint(2*n+1)) // load factor <= 1/2
	if size > len(s.keys) {
		s.keys = make([]uint64, size)
		s.gens = make([]uint32, size)
		s.gen = 0
	}
	s.mask = size - 1 // a larger array from a longer document: use its front
	s.gen++
	if s.gen == 0 { // wrapped: old stamps could match
		clear(s.gens)
		s.gen = 1
	}
}

// add puts key in the set and reports whether it was not in it before.
func (s *hashSet) add(key uint64) bool {
	for i := int((key*0x9E3779B97F4A7C15)>>32) & s.mask; ; i = (i + 1) & s.mask {
		if s.gens[i] != s.gen {
			s.keys[i], s.gens[i] = key, s.gen
			return true
		}
		if s.keys[i] == key {
			return false
		}
	}
}

// hashPostings maps hashes (band keys, fingerprints) to the documents that
// carry them, in the order added, and to a count of its own (the documents
// carrying a fingerprint, which go on counting after its list is capped).
// Most keys have one or two documents: those are kept in the slot itself,
// so a lookup of both count and list is one cache miss; longer lists live
// apart.
type hashPostings struct {
	slots []postSlot
	used  int
	shift uint
	long  [][]uint32 // lists of more than two documents
	free  []uint32   // indices of emptied long lists
	zero  []uint32   // the documents of key 0
	zeroN int32      // and its count
}

// postSlot holds up to two documents: docs[1] == postLong marks a long
// list, whose index is docs[0]; docs[0] == postNone an empty one. A slot
// is freed when its list is empty and its count 0 (counts may be negative:
// see frozen.go).
type postSlot struct {
	key  uint64
	docs [2]uint32
	n    int32
}

// The two largest document numbers mark places; a document index never
// gets near them (Online numbers documents from 0, one per Add or Load).
const (
	postNone = ^uint32(0) // an unused place
	postLong = postNone - 1
)

var emptyPost = [2]uint32{postNone, postNone}

func (t *hashPostings) home(key uint64) int { return hashset.Home(key, t.shift) }

// find returns the slot of key, or -1.
func (t *hashPostings) find(key uint64) int {
	if len(t.slots) == 0 {
		return -1
	}
	mask := len(t.slots) - 1
	for i := t.home(key); ; i = (i + 1) & mask {
		switch t.slots[i].key {
		case key:
			return i
		case 0:
			return -1
		}
	}
}

// slot returns key's slot (key not 0), made with an empty list and count
// 0 if need be: valid until the next slot is made.
func (t *hashPostings) slot(key uint64) *postSlot {
	if i := t.find(key); i >= 0 {
		return &t.slots[i]
	}
	if 4*(t.used+1) > 3*len(t.slots) {
		t.slots, t.shift = regrow(t.slots)
	}
	mask := len(t.slots) - 1
	i := t.home(key)
	for t.slots[i].key != 0 {
		i = (i + 1) & mask
	}
	t.slots[i] = postSlot{key: key, docs: emptyPost}
	t.used++
	return &t.slots[i]
}

// list is the documents of a slot.
func (t *hashPostings) list(s *postSlot) []uint32 {
	switch {
	case s.docs[1] == postLong:
		return t.long[s.docs[0]]
	case s.docs[0] == postNone:
		return nil
	case s.docs[1] == postNone:
		return s.docs[:1]
	}
	return s.docs[:2]
}

// get returns key's documents. The slice is valid until the next change.
func (t *hashPostings) get(key uint64) []uint32 {
	if key == 0 {
		return t.zero
	}
	i := t.find(key)
	if i < 0 {
		return nil
	}
	return t.list(&t.slots[i])
}

// lookup returns key's count and documents with one probe.
func (t *hashPostings) lookup(key uint64) (int32, []uint32) {
	if key == 0 {
		return t.zeroN, t.zero
	}
	i := t.find(key)
	if i < 0 {
		return 0, nil
	}
	return t.slots[i].n, t.list(&t.slots[i])
}

// count returns key's count.
func (t *hashPostings) count(key uint64) int32 {
	n, _ := t.lookup(key)
	return n
}

// add appends doc to key's documents.
func (t *hashPostings) add(key uint64, doc uint32) {
	if key == 0 {
		t.zero = append(t.zero, doc)
		return
	}
	t.push(t.slot(key), doc)
}

func (t *hashPostings) push(s *postSlot, doc uint32) {
	switch {
	case s.docs[1] == postLong:
		t.long[s.docs[0]] = append(t.long[s.docs[0]], doc)
	case s.docs[0] == postNone:
		s.docs[0] = doc
	case s.docs[1] == postNone:
		s.docs[1] = doc
	default:
		list := []uint32{s.docs[0], s.docs[1], doc}
		var l uint32
		if n := len(t.free); n > 0 {
			l, t.free = t.free[n-1], t.free[:n-1]
			t.long[l] = list
		} else {
			l = uint32(len(t.long))
			t.long = append(t.long, list)
		}
		s.docs = [2]uint32{l, postLong}
	}
}

// addCount adds d to key's count.
func (t *hashPostings) addCount(key uint64, d int32) {
	if key == 0 {
		t.zeroN += d
		return
	}
	s := t.slot(key)
	s.n += d
	if s.n == 0 && s.docs == emptyPost {
		t.used--
		hashset.ShiftBack(t.slots, t.find(key), t.shift)
	}
}

// remove takes doc out of key's documents.
func (t *hashPostings) remove(key uint64, doc uint32) {
	if key == 0 {
		if j := slices.Index(t.zero, doc); j >= 0 {
			t.zero = slices.Delete(t.zero, j, j+1)
		}
		return
	}
	i := t.find(key)
	if i < 0 {
		return
	}
	s := &t.slots[i]
	switch {
	case s.docs[1] == postLong:
		l := s.docs[0]
		list := t.long[l]
		if j := slices.Index(list, doc); j >= 0 {
			list = slices.Delete(list, j, j+1)
		}
		t.long[l] = list
		if len(list) > 0 {
			return
		}
		t.long[l] = nil
		t.free = append(t.free, l)
		s.docs = emptyPost
	case s.docs[0] == postNone:
		return
	case s.docs[0] == doc:
		s.docs = [2]uint32{s.docs[1], postNone}
	case s.docs[1] == doc:
		s.docs[1] = postNone
	default:
		return
	}
	if s.n == 0 && s.docs == emptyPost {
		t.used--
		hashset.ShiftBack(t.slots, i, t.shift)
	}
}
