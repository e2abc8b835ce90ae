package dedup

import (
	"bufio"
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// benchTexts returns about 8 MB of real articles from ../shared/data when
// present, else invented text, so the benchmarks run on a fresh clone too.
func benchTexts(b *testing.B) []string {
	b.Helper()
	var texts []string
	size := 0
	for _, path := range []string{"../../shared/data/bbc/docs.jsonl", "../../shared/data/reuters/docs.jsonl"} {
		f, err := os.Open(path)
		if err != nil {
			continue
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 1<<20), 1<<26)
		for sc.Scan() && size < 8<<20 {
			var d struct{ Text string }
			if json.Unmarshal(sc.Bytes(), &d) == nil && d.Text != "" {
				texts = append(texts, d.Text)
				size += len(d.Text)
			}
		}
		f.Close()
	}
	if len(texts) == 0 {
		for i := 0; i < 2000; i++ {
			texts = append(texts, strings.Repeat("The minister said on Tuesday that the council would vote on the budget. ", 30+i%20))
		}
	}
	return texts
}

func totalLen(texts []string) int64 {
	n := 0
	for _, t := range texts {
		n += len(t)
	}
	return int64(n)
}

func BenchmarkSketch(b *testing.B) {
	texts := benchTexts(b)
	for _, mode := range []struct {
		name  string
		kinds KindSet
	}{{"near-duplicate", KindSet(0).With(NearDuplicate)}, {"all", AllKinds}} {
		b.Run(mode.name, func(b *testing.B) {
			sk := NewSketcher(Options{Kinds: mode.kinds})
			var s Sketch
			b.SetBytes(totalLen(texts))
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				for _, t := range texts {
					sk.Sketch(&s, t)
				}
			}
			b.ReportMetric(float64(len(texts)*b.N)/b.Elapsed().Seconds(), "docs/s")
		})
	}
}

func BenchmarkPrepare(b *testing.B) {
	texts := benchTexts(b)
	sk := NewSketcher(Options{})
	var s Sketch
	var feats [][]byte
	for _, t := range texts {
		sk.Sketch(&s, t)
		feats = append(feats, append([]byte(nil), s.Features...))
	}
	p := NewPreparer(Options{}, nil)
	var d Prepared
	b.SetBytes(totalLen(texts))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, f := range feats {
			if err := p.Prepare(&d, f); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(len(texts)*b.N)/b.Elapsed().Seconds(), "docs/s")
}
