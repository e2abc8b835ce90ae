package sketch

// Fingerprint is a selected shingle hash and the index of its shingle.
type Fingerprint struct {
	Hash uint64
	Pos  int32 // shingle index = index of its first token
}

// Winnow appends the fingerprints chosen by robust winnowing (Schleimer,
// Wilkerson and Aiken, SIGMOD 2003) with window w to dst: the minimum hash
// of every window of w consecutive shingles, each selected position
// recorded once. On ties the previous window's choice is kept while it is
// in the window, else the rightmost minimum is taken: a repeated phrase
// then gives one fingerprint a window, not one a shingle (were a tie to
// move the choice, a run of one repeated shingle would select every
// position). Any passage of at least w+k-1 tokens that two texts share
// yields at least one common fingerprint, where k is the shingle size. A
// text with fewer than w shingles yields its minimum.
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
	// Track the minimum and rescan the window only when it leaves: about two
	// comparisons per shingle, almost all predictable, which beats a
	// monotone deque whose pops depend on random hash order.
	argmin := func(from, to int) int { // rightmost minimum of [from, to]
		m := from
		for j := from + 1; j <= to; j++ {
			if shingles[j] <= shingles[m] {
				m = j
			}
		}
		return m
	}
	m := argmin(0, w-1)
	dst = append(dst, Fingerprint{Hash: shingles[m], Pos: int32(m)})
	last := m
	for i := w; i < n; i++ {
		if m <= i-w {
			m = argmin(i-w+1, i)
		} else if shingles[i] < shingles[m] { // a tie keeps the minimum chosen: robust winnowing
			m = i
		}
		if m != last {
			dst = append(dst, Fingerprint{Hash: shingles[m], Pos: int32(m)})
			last = m
		}
	}
	return dst
}
