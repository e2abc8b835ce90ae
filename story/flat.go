package story

import (
	"math/bits"
	"slices"

	"github.com/copydesk/copydesk/internal/hashset"
)

// flatMap is a hash table from uint64 keys to values of type V: open
// addressing with linear probing in one array of key-value slots, kept at
// most three quarters full. It stands in for Go maps on the hot tables
// (document frequencies, postings, the stem cache, the line table): a
// lookup there usually reads one cache line, the slot, where a Go map
// reads a control word and then a slot elsewhere in its group; in the
// profile of a stream those probes were a fifth of the time.
//
// Keys are hashes already; the slot is chosen by a multiplicative hash of
// the whole key (the layout of internal/hashset and dedup's tables), so keys whose low bits are alike still spread. Key 0
// marks an empty slot, so the key 0 itself is held aside. As with a Go
// map, the order of all depends on the table's history: callers must not
// let it show (they sort or aggregate). The zero flatMap is an empty
// table. It is not safe for concurrent use, except lookups (get, ptr)
// while nothing writes.
type flatMap[V any] struct {
	slots   []flatSlot[V]
	n       int  // keys in slots (not the zero key)
	shift   uint // 64 - log2(len(slots))
	hasZero bool
	zero    V // the value of key 0, when hasZero
}

type flatSlot[V any] struct {
	key uint64 // 0: empty
	val V
}

func (s flatSlot[V]) HashKey() uint64 { return s.key }

const flatMinSlots = 8

// newFlatMap returns a table sized for hint keys.
func newFlatMap[V any](hint int) flatMap[V] {
	var m flatMap[V]
	m.alloc(flatSlotsFor(hint))
	return m
}

// flatSlotsFor is the number of slots that holds n keys at most three
// quarters full.
func flatSlotsFor(n int) int {
	size := flatMinSlots
	for 3*size < 4*n {
		size *= 2
	}
	return size
}

func (m *flatMap[V]) alloc(size int) {
	m.slots = make([]flatSlot[V], size)
	m.shift = uint(64 - bits.TrailingZeros(uint(size)))
	m.n = 0
}

func (m *flatMap[V]) home(k uint64) uint64 { return uint64(hashset.Home(k, m.shift)) }

// len is the number of keys.
func (m *flatMap[V]) len() int {
	if m.hasZero {
		return m.n + 1
	}
	return m.n
}

// ptr returns a pointer to k's value, nil when k is absent. The pointer
// is good until the next put.
func (m *flatMap[V]) ptr(k uint64) *V {
	if k == 0 {
		if m.hasZero {
			return &m.zero
		}
		return nil
	}
	if m.n == 0 {
		return nil
	}
	mask := uint64(len(m.slots) - 1)
	for i := m.home(k); ; i = (i + 1) & mask {
		s := &m.slots[i]
		if s.key == k {
			return &s.val
		}
		if s.key == 0 {
			return nil
		}
	}
}

// touch reads the home slot of each key and returns a sum of what it
// read, for the caller to keep (a load whose value is never used may be
// dropped). Look-ups of keys in a large table, one after another, are
// each a likely cache miss, and the branches of one probe hold back the
// next: loads alone, independent of each other, are in flight many at
// once, so the look-ups that follow find their slots in cache.
func (m *flatMap[V]) touch(keys []uint64) uint64 {
	if m.n == 0 {
		return 0
	}
	var sum uint64
	for _, k := range keys {
		sum += m.slots[m.home(k)].key
	}
	return sum
}

// touchKey is touch of one key; the caller checks that the table is not
// empty (m.n > 0).
func (m *flatMap[V]) touchKey(k uint64) uint64 { return m.slots[m.home(k)].key }

// get returns k's value, the zero value when k is absent (as m[k]).
func (m *flatMap[V]) get(k uint64) V {
	if p := m.ptr(k); p != nil {
		return *p
	}
	var zero V
	return zero
}

// put returns a pointer to k's value, adding k with the zero value when
// absent; found reports that k was there. The pointer is good until the
// next put.
func (m *flatMap[V]) put(k uint64) (v *V, found bool) {
	if k == 0 {
		found = m.hasZero
		m.hasZero = true
		return &m.zero, found
	}
	if m.slots != nil {
		mask := uint64(len(m.slots) - 1)
		for i := m.home(k); ; i = (i + 1) & mask {
			s := &m.slots[i]
			if s.key == k {
				return &s.val, true
			}
			if s.key == 0 {
				if 4*(m.n+1) <= 3*len(m.slots) {
					s.key = k
					m.n++
					return &s.val, false
				}
				break // full: grow, then insert
			}
		}
	}
	m.resize(flatSlotsFor(m.n + 1))
	return m.insert(k), false
}

// set sets k's value.
func (m *flatMap[V]) set(k uint64, v V) {
	p, _ := m.put(k)
	*p = v
}

// insert adds k, known to be absent, with room for it.
func (m *flatMap[V]) insert(k uint64) *V {
	mask := uint64(len(m.slots) - 1)
	i := m.home(k)
	for m.slots[i].key != 0 {
		i = (i + 1) & mask
	}
	m.slots[i].key = k
	m.n++
	return &m.slots[i].val
}

// resize moves the keys to a table of size slots.
func (m *flatMap[V]) resize(size int) {
	old := m.slots
	m.alloc(max(size, flatMinSlots))
	for i := range old {
		if s := &old[i]; s.key != 0 {
			*m.insert(s.key) = s.val
		}
	}
}

// del removes k, by backward-shift deletion (hashset.ShiftBack), so that
// no lookup stops early at the hole.
func (m *flatMap[V]) del(k uint64) {
	if k == 0 {
		var zero V
		m.hasZero, m.zero = false, zero
		return
	}
	if m.n == 0 {
		return
	}
	mask := uint64(len(m.slots) - 1)
	i := m.home(k)
	for m.slots[i].key != k {
		if m.slots[i].key == 0 {
			return
		}
		i = (i + 1) & mask
	}
	hashset.ShiftBack(m.slots, int(i), m.shift)
	m.n--
}

// has reports whether k is in the table.
func (m *flatMap[V]) has(k uint64) bool { return m.ptr(k) != nil }

// clear removes every key. A large table mostly empty is made anew, small:
// one long document must not make clearing slow for every document after
// it (a per-document table is cleared once for each).
func (m *flatMap[V]) clear() {
	var zero V
	m.hasZero, m.zero = false, zero
	if len(m.slots) > 1024 && 8*m.n < len(m.slots) {
		m.alloc(flatSlotsFor(2 * m.n))
		return
	}
	clear(m.slots)
	m.n = 0
}

// keep removes the keys for which f returns false, in one pass that
// rebuilds the table (deleting one key at a time would move the keys not
// yet visited). f may change the values.
func (m *flatMap[V]) keep(f func(k uint64, v *V) bool) {
	if m.hasZero && !f(0, &m.zero) {
		m.del(0)
	}
	old := m.slots
	m.alloc(len(old))
	for i := range old {
		if s := &old[i]; s.key != 0 && f(s.key, &s.val) {
			*m.insert(s.key) = s.val
		}
	}
}

// all calls f with every key and its value, in no meaningful order; f may
// change the values, not add or remove keys.
func (m *flatMap[V]) all(f func(k uint64, v *V)) {
	if m.hasZero {
		f(0, &m.zero)
	}
	for i := range m.slots {
		if s := &m.slots[i]; s.key != 0 {
			f(s.key, &s.val)
		}
	}
}

// sortedKeys returns the keys in increasing order.
func (m *flatMap[V]) sortedKeys() []uint64 {
	keys := make([]uint64, 0, m.len())
	m.all(func(k uint64, _ *V) { keys = append(keys, k) })
	slices.Sort(keys)
	return keys
}
