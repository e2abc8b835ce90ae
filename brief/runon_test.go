package brief

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// A long run-on text (no full stop: one sentence of thousands of
// mentions) used to make the disagreements quadratic: two documents of
// 376 KB took 40 s, 752 KB 212 s. Now about a second; the bound leaves
// room for a slow machine and still fails the old code.
func TestRunOnSentenceDisagreements(t *testing.T) {
	unit := "Then John Smith met 12 Mary Jones in Paris and "
	a := strings.Repeat(unit, 8000) // 376 KB
	b := strings.Replace(a, "met 12", "met 13", 5)
	start := time.Now()
	br := Build(Input{Docs: []Doc{{ID: "a", Text: a}, {ID: "b", Text: b}}}, Options{})
	if took := time.Since(start); took > 15*time.Second {
		t.Errorf("brief of two run-on documents of %d KB took %v", len(a)>>10, took)
	}
	if len(br.Sources) != 2 {
		t.Errorf("%d sources, want 2", len(br.Sources))
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

// Quotations on one long line: finding the line and the sentence around
// each searched the text from it (two 1.6 MB lines took 38 s, 818 KB 8 s).
func TestQuotesOnOneLongLine(t *testing.T) {
	var sb strings.Builder
	for i := 0; sb.Len() < 800<<10; i++ {
		fmt.Fprintf(&sb, "\"Hello %d,\" said Mary Jones. \"We %d ", i, i)
	}
	a := sb.String()
	b := strings.Replace(a, "Hello 7,", "Hello 8,", 1)
	start := time.Now()
	br := Build(Input{Docs: []Doc{{ID: "a", Text: a}, {ID: "b", Text: b}}}, Options{})
	if took := time.Since(start); took > 6*time.Second {
		t.Errorf("brief of two one-line documents of %d KB took %v", len(a)>>10, took)
	}
	if len(br.Sources) != 2 {
		t.Errorf("%d sources, want 2", len(br.Sources))
	}
}
