package dedup

import (
	"encoding/binary"
	"errors"
	"slices"
	"unsafe"
)

// features is what verification needs of a document, computed once while
// sketching and kept beside the text, so that verifying a pair never
// re-tokenises: the shingles with their positions, sorted, and the lines.
type features struct {
	words     int
	distinct  int      // distinct shingles
	shingles  []uint32 // shingle key (top 32 bits of the hash) at each position
	lineStart []int32  // token index where each line starts
	lineHash  []uint64
}

// Verification keeps the top 32 bits of a shingle hash (keyBits), which
// halves what is stored and read per word and leaves room for a position in
// the same word in hash tables. Two different shingles collide on 32 bits
// with probability 2^-32 per comparison: about one spurious shingle match in
// four thousand pairs of thousand-word texts. Such a match moves a Jaccard
// by at most one shingle and cannot make a passage, which needs
// MinPassage-ShingleSize+1 consecutive matches. Positions share a table
// word with a flag (pivotTable's hasLater, bit 30), so they stay below
// 2^29: words past 536,870,912 (some 4 GB of text in one document) are not
// compared. The bound is that high as texts past it are compared only up
// to it: at 2^20, two texts of over a million words that differ only
// after it would be "identical".
const (
	posBits = 29
	posMask = 1<<posBits - 1
	keyMask = 0xFFFFFFFF00000000
)

// shingleKey is the part of a shingle hash that verification keeps.
func shingleKey(h uint64) uint64 { return h & keyMask }

// key32 is shingleKey as a 32-bit number, as features keep it.
func key32(h uint64) uint32 { return uint32(h >> 32) }

// nativeLittle reports whether this machine stores integers little-endian,
// as the features are encoded: then shingle keys are copied in one go.
var nativeLittle = binary.NativeEndian.Uint16([]byte{1, 0}) == 1

var errBadFeatures = errors.New("dedup: corrupt verification features")

// encode appends the binary form of f to dst.
func (f *features) encode(dst []byte) []byte {
	dst = binary.LittleEndian.AppendUint32(dst, uint32(f.words))
	dst = binary.LittleEndian.AppendUint32(dst, uint32(f.distinct))
	dst = binary.LittleEndian.AppendUint32(dst, uint32(len(f.shingles)))
	dst = binary.LittleEndian.AppendUint32(dst, uint32(len(f.lineStart)))
	for _, s := range f.shingles {
		dst = binary.LittleEndian.AppendUint32(dst, s)
	}
	for i := range f.lineStart {
		dst = binary.LittleEndian.AppendUint32(dst, uint32(f.lineStart[i]))
		dst = binary.LittleEndian.AppendUint64(dst, f.lineHash[i])
	}
	return dst
}

// decode fills f from b, reusing f's slices.
func (f *features) decode(b []byte) error {
	ns, lines, err := f.header(b)
	if err != nil {
		return err
	}
	f.shingles = slices.Grow(f.shingles[:0], ns)[:ns]
	if nativeLittle && ns > 0 {
		copy(unsafe.Slice((*byte)(unsafe.Pointer(&f.shingles[0])), ns*4), b[16:16+ns*4])
	} else {
		for i := range f.shingles {
			f.shingles[i] = binary.LittleEndian.Uint32(b[16+i*4:])
		}
	}
	f.setLines(lines)
	return nil
}

// decodeLines is decode without the shingles (left empty): what telling
// repeated lines needs.
func (f *features) decodeLines(b []byte) error {
	_, lines, err := f.header(b)
	if err != nil {
		return err
	}
	f.shingles = f.shingles[:0]
	f.setLines(lines)
	return nil
}

// header reads the counts of encoded features, checks the length and
// returns the number of shingles and the encoded lines.
func (f *features) header(b []byte) (int, []byte, error) {
	if len(b) < 16 {
		return 0, nil, errBadFeatures
	}
	f.words = int(binary.LittleEndian.Uint32(b))
	f.distinct = int(binary.LittleEndian.Uint32(b[4:]))
	ns := int(binary.LittleEndian.Uint32(b[8:]))
	nl := int(binary.LittleEndian.Uint32(b[12:]))
	if len(b)-16 != ns*4+nl*12 {
		return 0, nil, errBadFeatures
	}
	return ns, b[16+ns*4:], nil
}

// setLines decodes the lines (12 bytes each).
func (f *features) setLines(b []byte) {
	nl := len(b) / 12
	f.lineStart = slices.Grow(f.lineStart[:0], nl)[:nl]
	f.lineHash = slices.Grow(f.lineHash[:0], nl)[:nl]
	for i := 0; i < nl; i++ {
		f.lineStart[i] = int32(binary.LittleEndian.Uint32(b[i*12:]))
		f.lineHash[i] = binary.LittleEndian.Uint64(b[i*12+4:])
	}
}

// setShingles fills f.shingles from positional shingle hashes and counts the
// distinct ones with the given scratch table.
func (f *features) setShingles(shingles []uint64, scratch *shingleTable) {
	f.shingles = f.shingles[:0]
	for i, h := range shingles {
		if i > posMask {
			break
		}
		f.shingles = append(f.shingles, key32(h))
	}
	f.distinct = scratch.countDistinct(f.shingles)
}
