package align

import (
	"math/rand/v2"
	"testing"
)

func TestLCSBitParallel(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for n := 0; n < 2000; n++ {
		a := make([]uint64, r.IntN(70))
		b := make([]uint64, r.IntN(70))
		for i := range a {
			a[i] = uint64(r.IntN(6))
		}
		for i := range b {
			b[i] = uint64(r.IntN(6))
		}
		want := lcsDP(a, b)
		if len(a) > len(b) {
			want = lcsDP(b, a)
		}
		if got := lcs(a, b); got != want {
			t.Fatalf("lcs(%v, %v) = %d, want %d", a, b, got, want)
		}
	}
}
