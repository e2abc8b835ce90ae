package termtext

import "testing"

func TestLine(t *testing.T) {
	for in, want := range map[string]string{
		"Ferry \x1b[2J  sinks\n\tagain": "Ferry \uFFFD[2J sinks again",
		"a\u202eb\u2066c\u0085d":        "a\uFFFDb\uFFFDc d", // U+0085 is whitespace: collapsed
		"café 東京":                       "café 東京",
	} {
		if got := Line(in); got != want {
			t.Errorf("Line(%q) = %q, want %q", in, got, want)
		}
	}
}

func FuzzLine(f *testing.F) {
	f.Add("Ferry \x1b]0;x\x07 sinks")
	f.Fuzz(func(t *testing.T, s string) {
		for _, r := range Line(s) {
			if Printable(r) != r {
				t.Fatalf("Line(%q) holds %U", s, r)
			}
		}
	})
}
