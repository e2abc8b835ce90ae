package brief

import (
	"fmt"
	"strings"
	"testing"
)

// countList is a document listing n different death counts, one a sentence:
// every count is its own value in one frame bucket (people killed).
func countList(id, noun string, n int) Doc {
	var sb strings.Builder
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&sb, "Sentence number %d says that %d %s died in town %d. ", i, i, noun, i)
	}
	return Doc{ID: id, Text: sb.String()}
}

// TestFramesBoundedOnManyValues: two documents with 1,500 distinct counts
// each, compared value by value, give 1.1 million pairs, an edge per
// pair (10,000 counts run out of memory). The comparisons and the links
// must stay bounded by maxValuesCompared, whatever the number of values.
func TestFramesBoundedOnManyValues(t *testing.T) {
	const n = 1500
	b := &builder{in: Input{Docs: []Doc{countList("a", "people", n), countList("b", "persons", n)}}}
	b.split()
	f := newDisagreementFinder(b)
	f.frames()
	pairs := maxValuesCompared * (maxValuesCompared - 1) / 2
	// Two buckets (people killed; "number 5 says": says killed), each value
	// in both documents, at most four mentions of a value in a bucket: at
	// most three links of equal mentions per value and bucket (linear), and
	// one link per pair of compared values and bucket.
	if maxEdges := 4*n + 2*pairs; len(f.edges) > maxEdges {
		t.Errorf("%d links for %d values, want at most %d", len(f.edges), n, maxEdges)
	}
	// Two buckets (people killed; "number 5 says": says killed), at most
	// four mentions of a value in a bucket: 16 mention pairs per value pair.
	if maxCompared := 2 * 16 * pairs; f.compared > maxCompared {
		t.Errorf("%d mention pairs compared, want at most %d", f.compared, maxCompared)
	}
}

// TestMostSourced keeps the values given by the most documents, then the
// most mentions, in their order.
func TestMostSourced(t *testing.T) {
	type m struct{ d int }
	values := make([]string, 0, maxValuesCompared+8)
	byValue := map[string][]m{}
	for i := range maxValuesCompared + 8 {
		v := fmt.Sprintf("v%03d", i)
		values = append(values, v)
		byValue[v] = []m{{0}}
	}
	byValue["v070"] = []m{{0}, {1}} // two documents
	byValue["v066"] = []m{{0}, {0}} // two mentions in one
	got := mostSourced(values, byValue, func(x m) int { return x.d })
	if len(got) != maxValuesCompared {
		t.Fatalf("kept %d values, want %d", len(got), maxValuesCompared)
	}
	if got[len(got)-1] != "v070" || got[len(got)-2] != "v066" || got[len(got)-3] != "v061" {
		t.Errorf("kept ... %v, want the first 62 values then v066 and v070", got[len(got)-3:])
	}
}

// TestSplitCapsDocumentWords: a document's body sentences stop at its first
// maxDocWords words (one sentence more at most), as package story reads.
func TestSplitCapsDocumentWords(t *testing.T) {
	doc := countList("a", "people", 3000) // 11 words a sentence: 33,000 words
	b := &builder{in: Input{Docs: []Doc{doc}}}
	b.split()
	words := 0
	for _, s := range b.sents[0] {
		words += len(strings.Fields(s.text))
	}
	if words < maxDocWords || words >= maxDocWords+11 {
		t.Errorf("%d sentences, %d words briefed, want the first %d words", len(b.sents[0]), words, maxDocWords)
	}
}
