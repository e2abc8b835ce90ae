package brief

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// Inputs that used to make a brief quadratic, each a pair of documents that
// differ a little; the bounds leave room for a slow machine and still fail
// the old code.
//   - A long run-on text (no full stop: one sentence of thousands of
//     mentions) in the disagreements: two documents of 376 KB took 40 s,
//     752 KB 212 s; now about a second.
//   - Quotations on one long line: finding the line and the sentence around
//     each searched the text from it (two 1.6 MB lines took 38 s, 800 KB
//     14.9 s); now 1.2 s.
//   - Many quotations of five words or more: each was compared with every
//     quotation listed before it, and each citation counted the characters
//     of its document from the start (two documents of 500 KB took 32 s).
func TestQuadraticInputs(t *testing.T) {
	var quotes strings.Builder
	for i := 0; quotes.Len() < 800<<10; i++ {
		fmt.Fprintf(&quotes, "\"Hello %d,\" said Mary Jones. \"We %d ", i, i)
	}
	var long strings.Builder
	for i := 0; long.Len() < 500<<10; i++ {
		fmt.Fprintf(&long, "\"The harbour gate number %d was closed today,\" said Mary Jones.", i)
		if i%5 == 4 {
			long.WriteString("\n\n")
		} else {
			long.WriteString(" ")
		}
	}
	runOn := strings.Repeat("Then John Smith met 12 Mary Jones in Paris and ", 8000) // 376 KB
	for _, tc := range []struct {
		name     string
		a, b     string
		maxTaken time.Duration
	}{
		{"run-on sentence", runOn, strings.Replace(runOn, "met 12", "met 13", 5), 15 * time.Second},
		{"quotations on one line", quotes.String(), strings.Replace(quotes.String(), "Hello 7,", "Hello 8,", 1), 6 * time.Second},
		{"many long quotations", long.String(), strings.Replace(long.String(), "number 7 ", "number 8 ", 1), 6 * time.Second},
	} {
		start := time.Now()
		br := Build(Input{Docs: []Doc{{ID: "a", Text: tc.a}, {ID: "b", Text: tc.b}}}, Options{})
		if took := time.Since(start); took > tc.maxTaken {
			t.Errorf("%s: brief of two documents of %d KB took %v", tc.name, len(tc.a)>>10, took)
		}
		if len(br.Sources) != 2 {
			t.Errorf("%s: %d sources, want 2", tc.name, len(br.Sources))
		}
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
