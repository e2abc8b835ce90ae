package dedup

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"runtime"
	"slices"
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

// sketchAll sketches texts for the index benchmarks.
func sketchAll(texts []string, opts Options) []Sketch {
	sk := NewSketcher(opts)
	out := make([]Sketch, len(texts))
	for i, t := range texts {
		var s Sketch
		sk.Sketch(&s, t)
		s.Features = nil // kept beside the text, not in the index
		out[i] = s
	}
	return out
}

// BenchmarkIndexInsert measures adding sketches to the index (LSH bands,
// and in "all" mode passage fingerprints and lines).
func BenchmarkIndexInsert(b *testing.B) {
	texts := benchTexts(b)
	for _, mode := range []struct {
		name  string
		kinds KindSet
	}{{"near-duplicate", KindSet(0).With(NearDuplicate)}, {"all", AllKinds}} {
		b.Run(mode.name, func(b *testing.B) {
			opts := Options{Kinds: mode.kinds}
			sks := sketchAll(texts, opts)
			b.SetBytes(totalLen(texts))
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				c, _ := NewCorpus(opts)
				for d := range sks {
					c.Add(d, DocInfo{ID: "x"}, &sks[d])
				}
			}
			b.ReportMetric(float64(len(texts)*b.N)/b.Elapsed().Seconds(), "docs/s")
		})
	}
}

// BenchmarkLSHQuery measures finding the LSH candidate pairs of a whole
// corpus (sorting band keys, emitting bucket pairs): the query side of the
// resemblance index.
func BenchmarkLSHQuery(b *testing.B) {
	texts := benchTexts(b)
	opts := Options{Kinds: KindSet(0).With(NearDuplicate)}.WithDefaults()
	sks := sketchAll(texts, opts)
	c, _ := NewCorpus(opts)
	for d := range sks {
		c.Add(d, DocInfo{ID: "x"}, &sks[d])
	}
	var parts [][]entry // the band keys in document order, as added
	for _, ch := range c.chunks {
		parts = append(parts, ch.bands)
	}
	all := func(uint32) bool { return true }
	b.SetBytes(totalLen(texts))
	b.ReportAllocs()
	b.ResetTimer()
	var pairs []uint64
	for i := 0; i < b.N; i++ {
		pairs = appendBucketPairs(pairs[:0], sortedEntries(parts), all)
	}
	b.ReportMetric(float64(len(texts)*b.N)/b.Elapsed().Seconds(), "docs/s")
}

// TestIndexMemoryPerDocument measures the heap the resemblance index keeps
// per document (near-duplicate mode: band keys and per-document state; the
// verification features live in the spool file, not in memory).
func TestIndexMemoryPerDocument(t *testing.T) {
	if testing.Short() {
		t.Skip("memory measurement")
	}
	texts := benchTexts(&testing.B{})
	opts := Options{Kinds: KindSet(0).With(NearDuplicate)}
	sks := sketchAll(texts, opts)
	ids := make([]string, len(texts))
	for i := range ids {
		ids[i] = fmt.Sprintf("doc-%07d", i) // a typical short id
	}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	c, _ := NewCorpus(opts)
	for d := range sks {
		c.Add(d, DocInfo{ID: ids[d], Source: "Reuters"}, &sks[d])
	}
	c.finish() // what a finished index holds, not append slack
	c.docs = slices.Clip(c.docs)
	runtime.GC()
	runtime.ReadMemStats(&after)
	perDoc := (float64(after.HeapAlloc) - float64(before.HeapAlloc)) / float64(len(texts))
	t.Logf("resemblance index: %.0f bytes per document over %d documents (%d LSH bands of %d rows)", perDoc, len(texts), opts.WithDefaults().LSH().Bands, opts.WithDefaults().LSH().Rows)
	if perDoc > 512 {
		t.Errorf("index holds %.0f bytes per document, more than 512", perDoc)
	}
	runtime.KeepAlive(c)
	runtime.KeepAlive(sks) // the inputs must stay alive through both readings
	runtime.KeepAlive(ids)
}

// BenchmarkOnlineAddFirst: a story stream's copy search (copydesk
// stories), on real articles each followed later by a trimmed copy and a
// copy with a footer, every document checked against the earlier ones.
func BenchmarkOnlineAddFirst(b *testing.B) {
	base := benchTexts(b)
	base = base[:min(len(base), 3000)]
	var texts []string
	texts = append(texts, base...)
	for i, t := range base {
		if i%2 == 0 {
			if k := strings.IndexByte(t, '\n'); k > 0 {
				texts = append(texts, t[k+1:])
			}
			texts = append(texts, t+"\nRead more from our newsroom every morning, with the day's stories from the city and beyond.")
		}
	}
	src := &memSource{texts: texts}
	sk := NewSketcher(Options{})
	sketches := make([]Sketch, len(texts))
	for i, t := range texts {
		sk.Sketch(&sketches[i], t)
		src.feats = append(src.feats, slices.Clone(sketches[i].Features))
	}
	b.SetBytes(totalLen(texts))
	b.ReportAllocs()
	for b.Loop() {
		on, err := NewOnline(Options{})
		if err != nil {
			b.Fatal(err)
		}
		clusters := make([]int, 0, len(texts))
		for i := range texts {
			clusters = joinCluster(b, on, fmt.Sprint(i), &sketches[i], src, DefaultGroupKinds, clusters)
		}
	}
	b.ReportMetric(float64(len(texts))*float64(b.N)/b.Elapsed().Seconds(), "docs/s")
}
