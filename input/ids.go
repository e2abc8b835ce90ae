package input

import (
	"hash/maphash"
	"math"
)

// idSet remembers the ids read so far and where each was first seen, to
// refuse a duplicate id naming both places. It is the one part of reading
// that grows with the input, so it keeps 24 bytes per id (a 128-bit hash
// of the id, the line, the number of the file) in one flat table, not the
// id string in a map: a stream of a million documents read with --stream
// costs 48 MB here instead of about 110.
//
// Two ids collide only if both 64-bit halves agree: with hash seeds chosen
// at random per run, about one chance in 10^20 for a billion ids, and no
// input can be crafted to collide.
type idSet struct {
	seeds [2]maphash.Seed
	slots []idSlot
	used  int
	files []string // names by number, as they come
}

type idSlot struct {
	h1, h2 uint64 // both 0: empty
	line   uint32 // math.MaxUint32: past what the slot can hold
	file   uint32
}

func newIDSet() *idSet {
	return &idSet{seeds: [2]maphash.Seed{maphash.MakeSeed(), maphash.MakeSeed()}}
}

// add records id as seen at; if it was seen before it records nothing and
// returns the first place, with dup true.
func (s *idSet) add(id string, at location) (first location, dup bool) {
	h1, h2 := maphash.String(s.seeds[0], id), maphash.String(s.seeds[1], id)
	if h1 == 0 && h2 == 0 {
		h2 = 1
	}
	if 4*(s.used+1) > 3*len(s.slots) {
		s.grow()
	}
	mask := len(s.slots) - 1
	i := int(h1 & uint64(mask))
	for ; s.slots[i].h1 != 0 || s.slots[i].h2 != 0; i = (i + 1) & mask {
		if e := &s.slots[i]; e.h1 == h1 && e.h2 == h2 {
			first = location{name: s.files[e.file]}
			if e.line != math.MaxUint32 {
				first.line = int64(e.line)
			}
			return first, true
		}
	}
	if n := len(s.files); n == 0 || s.files[n-1] != at.name {
		s.files = append(s.files, at.name)
	}
	line := uint32(math.MaxUint32)
	if at.line >= 0 && at.line < math.MaxUint32 {
		line = uint32(at.line)
	}
	s.slots[i] = idSlot{h1, h2, line, uint32(len(s.files) - 1)}
	s.used++
	return location{}, false
}

func (s *idSet) grow() {
	old := s.slots
	size := max(1024, 2*len(old))
	s.slots = make([]idSlot, size)
	mask := size - 1
	for _, e := range old {
		if e.h1 == 0 && e.h2 == 0 {
			continue
		}
		i := int(e.h1 & uint64(mask))
		for s.slots[i].h1 != 0 || s.slots[i].h2 != 0 {
			i = (i + 1) & mask
		}
		s.slots[i] = e
	}
}
