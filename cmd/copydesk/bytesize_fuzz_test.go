package main

import "testing"

// FuzzByteSize: a size flag takes only a positive size up to a terabyte,
// and what String writes is set again to the same size.
func FuzzByteSize(f *testing.F) {
	for _, s := range []string{"1048576", "64KB", "32mb", " 2 GB ", "1024GB", "1025GB", "0", "-1KB", "B", "1e3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var b byteSize
		if err := b.Set(s); err != nil {
			if b != 0 {
				t.Fatalf("Set(%q) failed (%v) but set %d", s, err, b)
			}
			return
		}
		if b <= 0 || b > 1<<40 {
			t.Fatalf("Set(%q) = %d", s, b)
		}
		var back byteSize
		if err := back.Set(b.String()); err != nil || back != b {
			t.Fatalf("Set(%q) = %d, String %q sets %d, %v", s, b, b.String(), back, err)
		}
	})
}
