package dedup

import (
	"bytes"
	"slices"
	"testing"
)

// FuzzFeaturesDecode: stored features are a binary format read back from
// spool files and databases. Decoding arbitrary bytes never panics; what
// decodes encodes back to the same bytes; decodeLines agrees with decode
// on everything but the shingles.
func FuzzFeaturesDecode(f *testing.F) {
	valid := features{words: 7, distinct: 3, shingles: []uint32{1, 2, 3, 1, 2, 3}, lineStart: []int32{0, 4}, lineHash: []uint64{9, 1 << 60}}
	f.Add(valid.encode(nil))
	f.Add((&features{}).encode(nil))
	f.Add([]byte{})
	f.Add(make([]byte, 15))
	f.Add([]byte{1, 0, 0, 0, 1, 0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255})
	f.Fuzz(func(t *testing.T, b []byte) {
		var full, lines features
		err := full.decode(b)
		errLines := lines.decodeLines(b)
		if (err == nil) != (errLines == nil) {
			t.Fatalf("decode: %v, decodeLines: %v", err, errLines)
		}
		if err != nil {
			return
		}
		if got := full.encode(nil); !bytes.Equal(got, b) {
			t.Fatalf("round trip: %x -> %x", b, got)
		}
		if lines.words != full.words || lines.distinct != full.distinct || len(lines.shingles) != 0 ||
			!slices.Equal(lines.lineStart, full.lineStart) || !slices.Equal(lines.lineHash, full.lineHash) {
			t.Fatalf("decodeLines disagrees with decode")
		}
	})
}
