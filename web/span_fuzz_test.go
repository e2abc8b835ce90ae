package web

import (
	"fmt"
	"testing"
)

// FuzzParseSpan: a ?hl= span is accepted only inside the text, start
// before end, and any span inside it reads back.
func FuzzParseSpan(f *testing.F) {
	f.Add("3-9", 20, 3, 9)
	f.Add("-1-4", 20, 0, 0)
	f.Add("9223372036854775807-9223372036854775808", 20, 5, 5)
	f.Add("+1-+2", 3, 1, 2)
	f.Fuzz(func(t *testing.T, s string, n, a, b int) {
		if sp, ok := parseSpan(s, n); ok && !(0 <= sp.Start && sp.Start < sp.End && sp.End <= n) {
			t.Fatalf("parseSpan(%q, %d) = %+v outside the text", s, n, sp)
		}
		want := 0 <= a && a < b && b <= n
		if sp, ok := parseSpan(fmt.Sprintf("%d-%d", a, b), n); ok != want || ok && sp != (span{a, b}) {
			t.Fatalf("parseSpan(%d-%d, %d) = %+v, %v; want %v", a, b, n, sp, ok, want)
		}
	})
}
