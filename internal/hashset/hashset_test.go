package hashset

import (
	"math/rand/v2"
	"testing"
)

// fingerprintMask keeps the bits dedup keeps of a fingerprint.
const fingerprintMask = 0xFFFFFFFF00000000

func TestSet(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	want := map[uint64]bool{}
	var parts [][]uint64
	for p := 0; p < 3; p++ {
		var keys []uint64
		for i := 0; i < 1000; i++ {
			k := rng.Uint64()
			switch i % 4 {
			case 0:
				k &= fingerprintMask // fingerprints: low 32 bits zero
			case 1:
				k = uint64(i) // small keys, repeated across parts
			}
			keys = append(keys, k)
			want[k] = true
		}
		parts = append(parts, keys)
	}
	parts = append(parts, []uint64{0, 0})
	want[0] = true
	s := New(parts...)
	if s.Len() != len(want) {
		t.Fatalf("Len = %d, want %d", s.Len(), len(want))
	}
	for k := range want {
		if !s.Has(k) {
			t.Fatalf("key %#x missing", k)
		}
	}
	for i := 0; i < 10000; i++ {
		k := rng.Uint64()
		if s.Has(k) != want[k] {
			t.Fatalf("has(%#x) = %v", k, s.Has(k))
		}
	}
	grown := New()
	for k := range want {
		grown.Add(k)
		grown.Add(k)
	}
	if grown.Len() != len(want) {
		t.Fatalf("grown Len = %d, want %d", grown.Len(), len(want))
	}
	for k := range want {
		if !grown.Has(k) || grown.Has(k^1) != want[k^1] {
			t.Fatalf("grown set: key %#x", k)
		}
	}
	var empty *Set
	if empty.Has(0) || empty.Has(1) || empty.Len() != 0 {
		t.Fatal("a nil set holds nothing")
	}
	if e := New(); e.Has(0) || e.Has(7) || e.Len() != 0 {
		t.Fatal("an empty set holds nothing")
	}
}

// BenchmarkSet looks up fingerprint-like keys (low 32 bits zero) in a
// set of 20,000, half of them present.
func BenchmarkSet(b *testing.B) {
	rng := rand.New(rand.NewPCG(7, 8))
	keys := make([]uint64, 40000)
	for i := range keys {
		keys[i] = rng.Uint64() & fingerprintMask
	}
	s := New(keys[:20000])
	b.ReportAllocs()
	b.ResetTimer()
	found := 0
	for i := 0; i < b.N; i++ {
		if s.Has(keys[i%len(keys)]) {
			found++
		}
	}
	if found == 0 && b.N > 20000 {
		b.Fatal("no key found")
	}
}

// The zero Set is an empty set, as the zero tables of the same layout are
// (story's flatMap, dedup's hashCounts and hashPostings): Add and Has on
// it indexed an empty slice and panicked.
func TestZeroSet(t *testing.T) {
	var s Set
	if s.Has(0) || s.Has(7) || s.Len() != 0 {
		t.Fatal("the zero set holds nothing")
	}
	want := []uint64{7, 0, 1 << 40, 7, 3}
	for _, k := range want {
		s.Add(k)
	}
	if s.Len() != 4 {
		t.Fatalf("Len = %d, want 4", s.Len())
	}
	for _, k := range want {
		if !s.Has(k) {
			t.Fatalf("key %#x missing", k)
		}
	}
	for k := uint64(8); k < 1000; k++ {
		if s.Has(k) {
			t.Fatalf("key %#x present, never added", k)
		}
	}
	var z Set
	for k := uint64(1); k <= 100; k++ {
		z.Add(k << 32)
	}
	if z.Len() != 100 || !z.Has(50<<32) || z.Has(101<<32) {
		t.Fatal("a zero set grown to 100 keys")
	}
}
