package dedup

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestNeighboursConfirmEveryPassage: two texts that share one passage of
// MinPassage words or more, anywhere (at either end too), share a
// fingerprint whose occurrences confirm each other, so the pair stays a
// candidate; two texts that share only scattered five-word phrases share
// fingerprints that do not.
func TestNeighboursConfirmEveryPassage(t *testing.T) {
	o := Options{}.WithDefaults()
	sk := NewSketcher(o)
	r := rand.New(rand.NewPCG(11, 12))
	words := func(n int) []string {
		w := make([]string, n)
		for i := range w {
			w[i] = fmt.Sprintf("w%d", r.IntN(1_000_000))
		}
		return w
	}
	// confirmed reports whether a shared fingerprint of x and y confirms.
	confirmed := func(x, y string) (shared, ok bool) {
		var a, b Sketch
		sk.Sketch(&a, x)
		sk.Sketch(&b, y)
		for i, fa := range a.Fingerprints {
			for j, fb := range b.Fingerprints {
				if fa == fb {
					shared = true
					if confirms(a.FingerprintNeighbours[i], b.FingerprintNeighbours[j]) {
						return true, true
					}
				}
			}
		}
		return shared, false
	}
	for trial := 0; trial < 3000; trial++ {
		l := o.MinPassage + r.IntN(12)
		passage := words(l)
		before, after := r.IntN(40), r.IntN(40)
		if trial%4 == 0 {
			before = 0 // at the start of one text
		}
		if trial%5 == 0 {
			after = 0 // at the end of the other
		}
		x := strings.Join(append(append(words(before), passage...), words(r.IntN(40))...), " ")
		y := strings.Join(append(append(words(r.IntN(40)), passage...), words(after)...), " ")
		if _, ok := confirmed(x, y); !ok {
			t.Fatalf("trial %d: a shared passage of %d words gave no confirmed fingerprint:\n%s\n%s", trial, l, x, y)
		}
	}
	// Scattered five-word phrases, each between other words: shared
	// fingerprints, none confirmed. (At an end of both texts a phrase
	// would confirm: a missing neighbour on the same side counts as equal,
	// which only keeps a pair.)
	sharedSeen := 0
	for trial := 0; trial < 200; trial++ {
		var x, y []string
		for k := 0; k < 6; k++ {
			phrase := words(o.ShingleSize)
			x = append(append(x, words(10)...), phrase...)
			y = append(append(y, words(10)...), phrase...)
		}
		x, y = append(x, words(10)...), append(y, words(10)...)
		shared, ok := confirmed(strings.Join(x, " "), strings.Join(y, " "))
		if ok {
			t.Fatalf("trial %d: scattered phrases confirmed a fingerprint", trial)
		}
		if shared {
			sharedSeen++
		}
	}
	if sharedSeen == 0 {
		t.Fatal("scattered phrases never shared a fingerprint: the test proves nothing")
	}
}

func TestConfirms(t *testing.T) {
	for _, c := range []struct {
		x, y uint32
		want bool
	}{
		{0, 0x00030005, true},
		{0x00030005, 0, true},
		{0x00030005, 0x00030007, true},
		{0x00030005, 0x00090005, true},
		{0x00030005, 0x00090007, false},
	} {
		if got := confirms(c.x, c.y); got != c.want {
			t.Errorf("confirms(%#x, %#x) = %v", c.x, c.y, got)
		}
	}
}
