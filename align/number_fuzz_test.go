package align

import (
	"math"
	"strconv"
	"testing"
)

// FuzzParseNumber: a token read as a number starts with a digit, has a
// finite value that is not negative and a known scale; a plain decimal
// reads back as itself.
func FuzzParseNumber(f *testing.F) {
	for _, s := range []string{"28", "2.5", "2.5bn", "3m", "5pc", "1.2.3", "1e400", "1" + string(make([]byte, 400)), "9.k", "0.mln"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, w string) {
		v, scale, ok := parseNumber(w)
		if !ok {
			return
		}
		switch {
		case w[0] < '0' || w[0] > '9', math.IsNaN(v), math.IsInf(v, 0), v < 0:
			t.Fatalf("parseNumber(%q) = %v", w, v)
		case scale != "" && scale != "million" && scale != "billion" && scale != "thousand" && scale != "percent":
			t.Fatalf("parseNumber(%q): scale %q", w, scale)
		}
		s := strconv.FormatFloat(v, 'f', -1, 64)
		if back, sc, ok := parseNumber(s); !ok || back != v || sc != "" {
			t.Fatalf("parseNumber(%q) = %v; parseNumber(%q) = %v, %q, %v", w, v, s, back, sc, ok)
		}
	})
}
