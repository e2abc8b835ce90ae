package textnorm

import (
	"encoding/binary"
	"math/bits"
	"unsafe"
)

// The token hash is a small wyhash-style function (multiply-fold over 8-byte
// words) rather than a general-purpose library hash because it runs once per
// word of every text and can then read a word straight from the text,
// lower-casing it in the register, without copying it first. Every token's
// hash is Hash(its normalised bytes), whichever path computed it.

const (
	hk0 = 0xa0761d6478bd642f
	hk1 = 0xe7037ed1a0b428db
	hk2 = 0x8ebc6af09c88c6e3
	hk3 = 0x589965cc75374cc3
)

func mum(a, b uint64) uint64 {
	hi, lo := bits.Mul64(a, b)
	return hi ^ lo
}

// Hash returns the hash of a normalised token form.
func Hash(norm []byte) uint64 {
	n := len(norm)
	h := uint64(n) * hk3
	for len(norm) >= 8 {
		h = mum(h^binary.LittleEndian.Uint64(norm)^hk0, hk1)
		norm = norm[8:]
	}
	var tail uint64
	for i := len(norm) - 1; i >= 0; i-- {
		tail = tail<<8 | uint64(norm[i])
	}
	return mum(mum(h^tail^hk2, hk1^uint64(n)), hk0)
}

// foldMask lower-cases ASCII letters and leaves digits alone: both have bit
// 0x20 set in lower case.
const foldMask = 0x2020202020202020

// hashFolded returns Hash of s lower-cased, for s made only of ASCII letters
// and digits. text[start:end] is s; text is read past end (masked) when it
// can be, to load the last word in one go.
func hashFolded(text string, start, end int) uint64 {
	n := end - start
	h := uint64(n) * hk3
	i := start
	for end-i >= 8 {
		h = mum(h^(le64(text, i)|foldMask)^hk0, hk1)
		i += 8
	}
	var tail uint64
	if r := end - i; r > 0 {
		if i+8 <= len(text) {
			tail = (le64(text, i) | foldMask) & (1<<(8*r) - 1)
		} else {
			for k := end - 1; k >= i; k-- {
				tail = tail<<8 | uint64(text[k]|0x20)
			}
		}
	}
	return mum(mum(h^tail^hk2, hk1^uint64(n)), hk0)
}

// le64 loads 8 bytes of s at i, little-endian. The bytes are viewed in
// place (read only) so that binary.LittleEndian makes it one load: the
// compiler does not combine byte loads from a string.
func le64(s string, i int) uint64 {
	_ = s[i+7]
	return binary.LittleEndian.Uint64(unsafe.Slice(unsafe.StringData(s[i:]), 8))
}
