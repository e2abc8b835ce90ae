package strdist

import (
	"fmt"
	"testing"
)

func TestOSA(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want int
	}{
		{"", "", 0}, {"", "abc", 3}, {"abc", "", 3},
		{"Yanukovich", "Yanukovych", 1},
		{"UFCWU", "UFCW", 1},
		{"GGFH", "GGHF", 1}, // a swap
		{"dedpu", "dedup", 1},
		{"ca", "abc", 3},        // OSA, not Damerau-Levenshtein (2)
		{"Wróbel", "Wrobel", 1}, // runes, not bytes
	} {
		if got := OSA(c.a, c.b); got != c.want {
			t.Errorf("OSA(%q, %q) = %d, want %d", c.a, c.b, got, c.want)
		}
	}
}

func ExampleOSA() {
	fmt.Println(OSA("Halvorsen", "Halverson"), OSA("GGFH", "GGHF"))
	// Output: 2 1
}
