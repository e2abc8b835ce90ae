package copydesk_test

import (
	"context"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/dedup"
)

// randomWords returns n words drawn from a vocabulary of 50,000.
func randomWords(r *rand.Rand, n int) string {
	var sb strings.Builder
	for i := range n {
		if i > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteString("w")
		sb.WriteString(strconv.Itoa(r.IntN(50000)))
	}
	return sb.String()
}

// TestLongDocumentsCompared: two texts of more than 2^20 words that share
// their beginning and differ after it are not identical, and their Jaccard
// is that of the whole texts. The verifier kept the first 2^20 shingles
// only, so such a pair was "identical" with one passage over both texts.
func TestLongDocumentsCompared(t *testing.T) {
	if testing.Short() {
		t.Skip("two documents of 1.1 million words: skipped with -short")
	}
	r := rand.New(rand.NewPCG(1, 2))
	common := randomWords(r, 1<<20+50)
	a := common + " " + randomWords(r, 60000)
	b := common + " " + randomWords(r, 60000)
	res, err := copydesk.Dedup(context.Background(), []copydesk.Document{{ID: "a", Text: a}, {ID: "b", Text: b}}, copydesk.DedupOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Relations) != 1 {
		t.Fatalf("%d relations, want 1", len(res.Relations))
	}
	rel := res.Relations[0]
	// Shingles: 1,048,626 shared of 1,108,626 in each, so the Jaccard is
	// about 1048626 / 1168626 = 0.897.
	if rel.Kind == dedup.Identical || math.Abs(rel.Jaccard-0.897) > 0.01 {
		t.Errorf("relation %v, Jaccard %.3f; want no identical pair, Jaccard about 0.897", rel.Kind, rel.Jaccard)
	}
}
