package dedup

import (
	"encoding/binary"
	"errors"
)

// ErrBadSketch reports a stored sketch that cannot be decoded.
var ErrBadSketch = errors.New("dedup: corrupt sketch")

// MarshalBinary encodes what an index needs of a document (everything but
// Features, which is stored on its own, and FingerprintNeighbours, which
// only the batch Corpus reads: the Online index a service rebuilds from
// stored sketches never does), so a service can persist it and rebuild its
// index at start-up without re-reading the texts.
func (s *Sketch) MarshalBinary() ([]byte, error) {
	b := make([]byte, 0, 32+8*len(s.Bands)+8*len(s.Fingerprints)+12*len(s.Lines))
	b = binary.LittleEndian.AppendUint64(b, s.Exact)
	b = binary.LittleEndian.AppendUint32(b, uint32(s.Words))
	b = binary.LittleEndian.AppendUint32(b, uint32(len(s.Bands)))
	b = binary.LittleEndian.AppendUint32(b, uint32(len(s.Fingerprints)))
	b = binary.LittleEndian.AppendUint32(b, uint32(len(s.Lines)))
	for _, x := range s.Bands {
		b = binary.LittleEndian.AppendUint64(b, x)
	}
	for _, x := range s.Fingerprints {
		b = binary.LittleEndian.AppendUint32(b, uint32(x>>32)) // fingerprints keep 32 bits (shingleKey)
	}
	for i, x := range s.Lines {
		b = binary.LittleEndian.AppendUint64(b, x)
		w := int32(0)
		if i < len(s.LineWords) {
			w = s.LineWords[i]
		}
		b = binary.LittleEndian.AppendUint32(b, uint32(w))
	}
	return b, nil
}

// UnmarshalBinary decodes a sketch encoded by MarshalBinary.
func (s *Sketch) UnmarshalBinary(b []byte) error {
	if len(b) < 24 {
		return ErrBadSketch
	}
	s.Exact = binary.LittleEndian.Uint64(b)
	s.Words = int32(binary.LittleEndian.Uint32(b[8:]))
	nb := int(binary.LittleEndian.Uint32(b[12:]))
	nf := int(binary.LittleEndian.Uint32(b[16:]))
	nl := int(binary.LittleEndian.Uint32(b[20:]))
	b = b[24:]
	if len(b) != 8*nb+4*nf+12*nl {
		return ErrBadSketch
	}
	s.Bands = s.Bands[:0]
	for i := 0; i < nb; i++ {
		s.Bands = append(s.Bands, binary.LittleEndian.Uint64(b[8*i:]))
	}
	b = b[8*nb:]
	s.Fingerprints = s.Fingerprints[:0]
	for i := 0; i < nf; i++ {
		s.Fingerprints = append(s.Fingerprints, uint64(binary.LittleEndian.Uint32(b[4*i:]))<<32)
	}
	b = b[4*nf:]
	s.Lines, s.LineWords = s.Lines[:0], s.LineWords[:0]
	for i := 0; i < nl; i++ {
		s.Lines = append(s.Lines, binary.LittleEndian.Uint64(b[12*i:]))
		s.LineWords = append(s.LineWords, int32(binary.LittleEndian.Uint32(b[12*i+8:])))
	}
	return nil
}
