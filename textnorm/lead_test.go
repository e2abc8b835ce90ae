package textnorm

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestLeadLine(t *testing.T) {
	long := strings.Repeat("word ", 30) // 150 bytes
	for _, c := range []struct{ in, want string }{
		{"", ""},
		{"  \n  ", ""},
		{"  Ferry capsizes \nsecond line", "Ferry capsizes"},
		{"\n\nfirst after blanks\nx", "first after blanks"},
		{long, strings.TrimSpace(long[:100]) + "…"}, // the 20th word ends at byte 99
		// No space in the last 60%: cut at a character boundary.
		{strings.Repeat("é", 60), strings.Repeat("é", 50) + "…"},
	} {
		if got := LeadLine(c.in, 100); got != c.want {
			t.Errorf("LeadLine(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// A max below 0 is taken as 0, as any max too short for a character is:
// the ellipsis alone. LeadLine sliced the text to a negative length and
// panicked.
func TestLeadLineNegativeMax(t *testing.T) {
	for _, max := range []int{0, -1, -100} {
		for in, want := range map[string]string{"": "", "  \n": "", "Ferry capsizes": "…", "é": "…"} {
			if got := LeadLine(in, max); got != want {
				t.Errorf("LeadLine(%q, %d) = %q, want %q", in, max, got, want)
			}
		}
	}
}

func FuzzLeadLine(f *testing.F) {
	for _, s := range []string{"", "a b\nc", strings.Repeat("é ", 80), strings.Repeat("x", 300)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := LeadLine(s, 100)
		if strings.Contains(got, "\n") {
			t.Fatalf("%q: more than one line: %q", s, got)
		}
		body := strings.TrimSuffix(got, "…")
		if len(body) > 100 {
			t.Fatalf("%q: %d bytes before the ellipsis", s, len(body))
		}
		if utf8.ValidString(s) && !utf8.ValidString(got) {
			t.Fatalf("%q: cut inside a character: %q", s, got)
		}
		if !strings.Contains(s, body) {
			t.Fatalf("%q: %q is not from the text", s, body)
		}
	})
}
