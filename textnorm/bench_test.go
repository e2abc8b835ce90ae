package textnorm

import (
	"bufio"
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// benchText returns about 4 MB of real news text from ../shared/data when
// present, else invented text, so the benchmark runs on a fresh clone too.
func benchText(b *testing.B) string {
	b.Helper()
	f, err := os.Open("../../shared/data/bbc/docs.jsonl")
	if err != nil {
		return strings.Repeat("The Taliban claimed responsibility for the attack at the Interior Ministry, saying it was retaliation. At least 1,000 protesters — in Kabul — threw stones at U.S. troops. ", 25000)
	}
	defer f.Close()
	var sb strings.Builder
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() && sb.Len() < 4<<20 {
		var d struct{ Text string }
		if json.Unmarshal(sc.Bytes(), &d) == nil {
			sb.WriteString(d.Text)
			sb.WriteByte('\n')
		}
	}
	return sb.String()
}

func BenchmarkScanner(b *testing.B) {
	text := benchText(b)
	var s Scanner
	toks := make([]Token, 0, 1<<20)
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		toks = s.AppendTokens(toks[:0], text)
	}
	b.ReportMetric(float64(len(toks)), "tokens/op")
}

// BenchmarkAppendHashes measures the tokeniser as sketching uses it: token
// hashes and line starts, no offsets.
func BenchmarkAppendHashes(b *testing.B) {
	text := benchText(b)
	var s Scanner
	hashes := make([]uint64, 0, 1<<20)
	var lines []int32
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		hashes, lines = s.AppendHashes(hashes[:0], lines[:0], text)
	}
	b.ReportMetric(float64(len(hashes)), "tokens/op")
}
