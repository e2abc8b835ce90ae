package hashset

// The tables of hashes elsewhere (dedup's counts and postings, story's
// flat maps) share this set's layout: open addressing with linear
// probing over a power-of-two array of slots, a slot whose key is 0
// being empty. Home and ShiftBack are that layout's two rules.

// Home is the first slot probed for key in a table of 2^(64-shift)
// slots: the key multiplied by a large odd constant, its top bits (some
// keys, like winnowed minima or truncated fingerprints, are not uniform
// in their own low or top bits).
func Home(key uint64, shift uint) int {
	return int((key * 0x9E3779B97F4A7C15) >> shift)
}

// Keyed is a table slot: its key, 0 when the slot is empty.
type Keyed interface {
	HashKey() uint64
}

// ShiftBack empties slot i, moving back the entries after it that it
// would otherwise cut off from their home (backward-shift deletion: no
// tombstones, so a lookup may stop at the first empty slot).
func ShiftBack[S Keyed](slots []S, i int, shift uint) {
	mask := len(slots) - 1
	for j := (i + 1) & mask; slots[j].HashKey() != 0; j = (j + 1) & mask {
		// The entry at j may move to i if i lies on its probe path:
		// from its home slot to j.
		if h := Home(slots[j].HashKey(), shift); (j-h)&mask >= (j-i)&mask {
			slots[i] = slots[j]
			i = j
		}
	}
	var empty S
	slots[i] = empty
}
