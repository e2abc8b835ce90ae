package jsonid

import (
	"strconv"
	"strings"
	"testing"
)

func TestNumber(t *testing.T) {
	for lit, want := range map[string]string{
		"7": "7", "-3": "-3", "1e3": "1000", "10.0": "10", "1e1": "10", "7.50": "7.5",
		"0.000001": "0.000001", "1e400": "1e400", "12345678901234567890": "12345678901234567890",
		"-0.0": "0", "-0": "0", "0": "0", "-0e0": "0", "1.0e0": "1", "-1.5e-3": "-0.0015", "0.5e1": "5", "120e-1": "12",
		// Exact, not through a float64 (these collided with others).
		"123456789012345678901234567890.5": "123456789012345678901234567890.5",
		"1.00000000000000000001":           "1.00000000000000000001",
		"1e-30":                            "0.000000000000000000000000000001",
		"1e-400":                           "1e-400",
	} {
		if got := Number(lit); got != want {
			t.Errorf("Number(%s) = %q, want %q", lit, got, want)
		}
	}
}

func FuzzNumber(f *testing.F) {
	for _, s := range []string{"7", "1e3", "7.50", "-0.0", "1e400"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, lit string) {
		if _, err := strconv.ParseFloat(lit, 64); err != nil {
			return
		}
		once := Number(lit)
		if Number(once) != once {
			t.Errorf("Number(%q) = %q, but Number(%q) = %q", lit, once, once, Number(once))
		}
	})
}

// TestNumberEqualNumbersOneText: two spellings of one number are one id
// however large or small it is. The exponent as written decided whether
// a number was written out, so 1e400 and 10e399 (and 1e308, written out,
// and 0.1e309, kept) were two ids: a document and its gold label, or two
// documents, never matched.
func TestNumberEqualNumbersOneText(t *testing.T) {
	for _, same := range [][]string{
		{"1e400", "10e399", "0.1e401", "1.0e400", "1E400", "1e+400"},
		{"1e308", "0.1e309", "10e307"},
		{"1e-400", "0.1e-399", "100e-402"},
		{"-2.5e500", "-25e499", "-0.00025e504"},
		{"1", "0." + strings.Repeat("0", 399) + "1e400"},
	} {
		for _, lit := range same[1:] {
			if a, b := Number(same[0]), Number(lit); a != b {
				t.Errorf("Number(%s) = %q, Number(%s) = %q: one number, two texts", same[0], a, lit, b)
			}
		}
	}
	// Different numbers stay different.
	if Number("1e400") == Number("1e401") || Number("1e400") == Number("1.1e400") {
		t.Error("two numbers, one text")
	}
}
