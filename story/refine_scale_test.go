package story

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// commonWordCorpus is n short documents of one common word and k words
// no other document has ("alpha qzvkrwe mbtlopa"), each a story of its
// own as the stream leaves them: the common word is among every story's
// strongest features, so its posting in the refiner's index lists every
// story.
func commonWordCorpus(n, k int) ([]Doc, []string) {
	rng := rand.New(rand.NewPCG(uint64(n), uint64(k)))
	seen := map[string]bool{}
	word := func() string {
		for {
			b := make([]byte, 7)
			for i := range b {
				b[i] = byte('a' + rng.IntN(26))
			}
			if w := string(b); !seen[w] {
				seen[w] = true
				return w
			}
		}
	}
	docs := make([]Doc, n)
	storyOf := make([]string, n)
	for i := range docs {
		text := "alpha"
		for range k {
			text += " " + word()
		}
		docs[i] = Doc{ID: fmt.Sprint("d", i), Text: text}
		storyOf[i] = docs[i].ID
	}
	return docs, storyOf
}

// Refine's candidate scans stay linear in the corpus when every story
// shares one word (a quadratic scan takes 14 s to refine 20,000 such
// documents, 3.6 s without refining, 55 s against 4.3 s for 40,000):
// from N to 4N documents the
// posting entries read grow about fourfold, not sixteenfold, and no
// document moves (the common word says nothing about where to). With one
// word of its own a document has the common word second strongest, which
// the stream's bestStory would read whatever its length (so would the
// refiner, with the stream's rule: 16x here too).
func TestRefineCommonWordScalesLinearly(t *testing.T) {
	if testing.Short() {
		t.Skip("refines 20,000 documents")
	}
	for _, k := range []int{2, 1} {
		var reads []int
		sizes := []int{2000, 8000}
		for _, n := range sizes {
			docs, storyOf := commonWordCorpus(n, k)
			r, err := consolidated(docs, storyOf, Options{})
			if err != nil {
				t.Fatal(err)
			}
			r.reassign()
			reads = append(reads, r.read)
			stories := map[int]bool{}
			for i := range docs {
				stories[r.label[r.b.copy[i]]] = true
			}
			if len(stories) != n {
				t.Errorf("alpha and %d own words, n=%d: %d stories, want every document alone", k, n, len(stories))
			}
			t.Logf("alpha and %d own words, n=%d: %d posting entries read", k, n, r.read)
		}
		if g := float64(reads[1]) / float64(max(1, reads[0])); g > 5 {
			t.Errorf("alpha and %d own words, n %d -> %d: %.1fx posting entries read (%d -> %d), want at most 5x",
				k, sizes[0], sizes[1], g, reads[0], reads[1])
		}
	}
}

// BenchmarkRefineCommonWord: the consolidation pass over 8,000 short
// documents that share one word and nothing else.
func BenchmarkRefineCommonWord(b *testing.B) {
	docs, storyOf := commonWordCorpus(8000, 2)
	b.ReportAllocs()
	b.ResetTimer()
	for n := 0; n < b.N; n++ {
		if _, err := Refine(docs, storyOf, Options{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N*len(docs))/b.Elapsed().Seconds(), "docs/s")
}
