package brief

import (
	"fmt"
	"strings"
	"testing"

	"github.com/copydesk/copydesk/internal/growth"
)

// Inputs that make a naive brief quadratic, each a pair of documents that
// differ a little. Each must take about four times as long for four times
// the input (growth.Linear): a ratio holds on a slow or busy machine, where
// a time limit failed or had to be too loose to catch these.
//   - A long run-on text (no full stop: one sentence of thousands of
//     mentions) in the disagreements: two documents of 376 KB took 40 s,
//     752 KB 212 s, where about a second is right.
//   - Quotations on one long line: finding the line and the sentence around
//     each searched the text from it (two 1.6 MB lines took 38 s, 800 KB
//     14.9 s, where 1.2 s is right).
//   - Many quotations of five words or more: each was compared with every
//     quotation listed before it, and each citation counted the characters
//     of its document from the start (two documents of 500 KB took 32 s).
func TestQuadraticInputs(t *testing.T) {
	quotes := func(size int) string {
		var b strings.Builder
		for i := 0; b.Len() < size; i++ {
			fmt.Fprintf(&b, "\"Hello %d,\" said Mary Jones. \"We %d ", i, i)
		}
		return b.String()
	}
	long := func(size int) string {
		var b strings.Builder
		for i := 0; b.Len() < size; i++ {
			fmt.Fprintf(&b, "\"The harbour gate number %d was closed today,\" said Mary Jones.", i)
			if i%5 == 4 {
				b.WriteString("\n\n")
			} else {
				b.WriteString(" ")
			}
		}
		return b.String()
	}
	runOn := func(size int) string {
		unit := "Then John Smith met 12 Mary Jones in Paris and "
		return strings.Repeat(unit, size/len(unit))
	}
	for _, tc := range []struct {
		name   string
		text   func(size int) string
		change func(string) string
		size   int // the larger run's, in bytes
	}{
		{"run-on sentence", runOn, func(s string) string { return strings.Replace(s, "met 12", "met 13", 5) }, 376 << 10},
		{"quotations on one line", quotes, func(s string) string { return strings.Replace(s, "Hello 7,", "Hello 8,", 1) }, 800 << 10},
		{"many long quotations", long, func(s string) string { return strings.Replace(s, "number 7 ", "number 8 ", 1) }, 500 << 10},
	} {
		t.Run(tc.name, func(t *testing.T) {
			growth.Linear(t, tc.size/growth.Scale, func(size int) func() {
				a := tc.text(size)
				in := Input{Docs: []Doc{{ID: "a", Text: a}, {ID: "b", Text: tc.change(a)}}}
				return func() {
					if br := Build(in, Options{}); len(br.Sources) != 2 {
						t.Errorf("%d sources, want 2", len(br.Sources))
					}
				}
			})
		})
	}
}

// tokenSpan by binary search agrees with a scan from the first token.
func TestTokenSpan(t *testing.T) {
	ts := []tok{{0, 4, "then"}, {5, 9, "john"}, {10, 15, "smith"}, {20, 22, "12"}}
	scan := func(start, end int) (int, int) {
		i := 0
		for i < len(ts) && ts[i].end <= start {
			i++
		}
		j := i
		for j < len(ts) && ts[j].start < end {
			j++
		}
		return i, j
	}
	for start := -1; start <= 24; start++ {
		for end := start; end <= 25; end++ {
			gi, gj := tokenSpan(ts, start, end)
			wi, wj := scan(start, end)
			if gi != wi || gj != wj {
				t.Errorf("tokenSpan(%d, %d) = %d, %d; want %d, %d", start, end, gi, gj, wi, wj)
			}
		}
	}
	if i, j := tokenSpan(nil, 0, 5); i != 0 || j != 0 {
		t.Errorf("no tokens: %d, %d", i, j)
	}
}
