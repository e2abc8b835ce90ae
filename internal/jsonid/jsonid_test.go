package jsonid

import (
	"strconv"
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
