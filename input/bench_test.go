package input

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/copydesk/copydesk"
)

// benchSets are the corpora the JSON benchmarks run on when present;
// "synthetic" always runs, so CI without the data still measures something.
var benchSets = []string{"20news", "reuters", "synthetic"}

// benchData returns the JSONL bytes of a set: the real file, or made-up
// news-like lines of the same shape.
func benchData(b *testing.B, set string) []byte {
	b.Helper()
	if set == "synthetic" {
		return syntheticJSONL(5000)
	}
	data, err := os.ReadFile(realDocs(b, set))
	if err != nil {
		b.Fatal(err)
	}
	return data
}

func syntheticJSONL(n int) []byte {
	var sb strings.Builder
	para := strings.Repeat("The central bank said on Tuesday that inflation had eased to 2.1% in May, \"below\" forecasts.\n", 20)
	for i := range n {
		line, _ := json.Marshal(map[string]any{
			"id": fmt.Sprint("doc-", i), "title": fmt.Sprint("Story number ", i),
			"text": para[:len(para)-i%500], "source": "Wire", "published": "2024-05-01",
		})
		sb.Write(line)
		sb.WriteByte('\n')
	}
	return []byte(sb.String())
}

func splitLines(data []byte) [][]byte {
	var lines [][]byte
	for _, l := range bytes.Split(data, []byte{'\n'}) {
		if !blankLine(l) {
			lines = append(lines, l)
		}
	}
	return lines
}

// BenchmarkDecodeJSONL measures this package's line decoder on one core.
func BenchmarkDecodeJSONL(b *testing.B) {
	for _, set := range benchSets {
		b.Run(set, func(b *testing.B) {
			data := benchData(b, set)
			lines := splitLines(data)
			keys, _ := Fields{}.keys()
			d := newJSONDecoder(keys)
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				for _, l := range lines {
					if rec := d.decode(l); rec.bad != "" {
						b.Fatal(rec.bad)
					}
				}
			}
			b.ReportMetric(float64(len(lines)*b.N)/b.Elapsed().Seconds(), "docs/s")
		})
	}
}

// BenchmarkStdlibUnmarshal is the baseline the decoder was chosen against:
// encoding/json into a small struct, on one core.
func BenchmarkStdlibUnmarshal(b *testing.B) {
	type doc struct {
		ID        json.RawMessage `json:"id"`
		Title     string          `json:"title"`
		Text      string          `json:"text"`
		Source    string          `json:"source"`
		URL       string          `json:"url"`
		Published string          `json:"published"`
	}
	for _, set := range benchSets {
		b.Run(set, func(b *testing.B) {
			data := benchData(b, set)
			lines := splitLines(data)
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				for _, l := range lines {
					var d doc
					if err := json.Unmarshal(l, &d); err != nil {
						b.Fatal(err)
					}
				}
			}
			b.ReportMetric(float64(len(lines)*b.N)/b.Elapsed().Seconds(), "docs/s")
		})
	}
}

// BenchmarkRead measures the whole reader (file, decompression, batching,
// parallel decoding, ordering, id checks) with GOMAXPROCS workers. MB/s is
// of decompressed JSON.
func BenchmarkRead(b *testing.B) {
	for _, set := range benchSets {
		for _, comp := range []string{"", ".gz", ".zst"} {
			b.Run(set+comp, func(b *testing.B) {
				data := benchData(b, set)
				path := filepath.Join(b.TempDir(), "docs.jsonl"+comp)
				file := data
				switch comp {
				case ".gz":
					file = gzipped(b, string(data))
				case ".zst":
					file = zstded(b, string(data))
				}
				if err := os.WriteFile(path, file, 0o644); err != nil {
					b.Fatal(err)
				}
				b.SetBytes(int64(len(data)))
				b.ReportAllocs()
				var docs int64
				for b.Loop() {
					st, err := Read(context.Background(), []string{path}, nil, Options{}, func(copydesk.Document) error { return nil })
					if err != nil {
						b.Fatal(err)
					}
					docs += st.Docs
				}
				b.ReportMetric(float64(docs)/b.Elapsed().Seconds(), "docs/s")
			})
		}
	}
}
