package facts

import (
	"bufio"
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// exampleSentences are the sentences of the repository's example corpus
// (cut at ". "), the unit the brief hands to Mentions.
func exampleSentences(b *testing.B) ([]string, int) {
	b.Helper()
	f, err := os.Open("../examples/news.jsonl")
	if err != nil {
		b.Skipf("example corpus: %v", err)
	}
	defer f.Close()
	var out []string
	n := 0
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var d struct{ Text string }
		if err := json.Unmarshal(sc.Bytes(), &d); err != nil {
			b.Fatal(err)
		}
		for _, s := range strings.SplitAfter(d.Text, ". ") {
			out = append(out, s)
			n += len(s)
		}
	}
	return out, n
}

// BenchmarkMentions measures Mentions over the example corpus, sentence by
// sentence.
func BenchmarkMentions(b *testing.B) {
	sents, n := exampleSentences(b)
	b.SetBytes(int64(n))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, s := range sents {
			Mentions(s)
		}
	}
}
