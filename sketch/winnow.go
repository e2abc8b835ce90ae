package sketch

// Fingerprint is a selected shingle hash and the index of its shingle.
type Fingerprint struct {
	Hash uint64
	Pos  int32 // shingle index = index of its first token
}

// Winnow appends the fingerprints chosen by robust winnowing (Schleimer,
// Wilkerson and Aiken, SIGMOD 2003) with window w to dst: the minimum hash
// of every window of w consecutive shingles, the rightmost on ties, each
// selected position recorded once. Any passage of at least w+k-1 tokens that
// two texts share yields at least one common fingerprint, where k is the
// shingle size. A text with fewer than w shingles yields its minimum.
func Winnow(dst []Fingerprint, shingles []uint64, w int) []Fingerprint {
	n := len(shingles)
	if n == 0 {
		return dst
	}
	if w < 1 {
		w = 1
	}
	if n <= w {
		m := 0
		for i := 1; i < n; i++ {
			if shingles[i] <= shingles[m] {
				m = i
			}
		}
		return append(dst, Fingerprint{Hash: shingles[m], Pos: int32(m)})
	}
	// Monotone deque of positions with increasing hashes; a fixed ring of
	// size w keeps this allocation-free.
	var ringArr [64]int32
	ring := ringArr[:]
	if w > len(ring) {
		ring = make([]int32, w)
	}
	head, size := 0, 0
	last := int32(-1)
	for i := 0; i < n; i++ {
		h := shingles[i]
		// Drop from the back every position with a hash >= h (rightmost min wins ties).
		for size > 0 {
			back := ring[(head+size-1)%w]
			if shingles[back] >= h {
				size--
			} else {
				break
			}
		}
		ring[(head+size)%w] = int32(i)
		size++
		// Drop from the front positions that left the window.
		if int(ring[head]) <= i-w {
			head = (head + 1) % w
			size--
		}
		if i >= w-1 {
			m := ring[head]
			if m != last {
				dst = append(dst, Fingerprint{Hash: shingles[m], Pos: m})
				last = m
			}
		}
	}
	return dst
}
