package textnorm

import (
	"strings"
	"testing"
)

func TestCountFields(t *testing.T) {
	for _, s := range []string{"", " ", "one", " two  words ", "tab\tand\nnewline", "nbsp\u00a0split", "ideographic\u3000space", "日本語 テキスト"} {
		if got, want := CountFields(s), len(strings.Fields(s)); got != want {
			t.Errorf("CountFields(%q) = %d, want %d", s, got, want)
		}
	}
}

func FuzzCountFields(f *testing.F) {
	f.Add("a b\tc\u2028d")
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := CountFields(s), len(strings.Fields(s)); got != want {
			t.Fatalf("CountFields(%q) = %d, want %d", s, got, want)
		}
	})
}
