package dedup

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// benchTexts returns about 8 MB of real articles from ../shared/data when
// present, else invented text, so the benchmarks run on a fresh clone too.
func benchTexts(tb testing.TB) []string {
	tb.Helper()
	var texts []string
	var read []string
	size := 0
	for _, path := range []string{"../../shared/data/bbc/docs.jsonl", "../../shared/data/reuters/docs.jsonl"} {
		f, err := os.Open(path)
		if err != nil {
			continue
		}
		read = append(read, path)
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
		// Numbers from the synthetic texts say little of real news.
		tb.Logf("%d synthetic texts: the shared data (../../shared/data) is missing", len(texts))
		return texts
	}
	tb.Logf("%d texts (%.1f MB) from %s", len(texts), float64(totalLen(texts))/(1<<20), strings.Join(read, ", "))
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
	texts := benchTexts(t)
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

// preparedAll sketches and prepares texts (no boilerplate).
func preparedAll(b *testing.B, texts []string, o Options) []Prepared {
	b.Helper()
	sk, p := NewSketcher(o), NewPreparer(o, nil)
	out := make([]Prepared, len(texts))
	var s Sketch
	for i, t := range texts {
		sk.Sketch(&s, t)
		if err := p.Prepare(&out[i], s.Features); err != nil {
			b.Fatal(err)
		}
	}
	return out
}

// BenchmarkCompare verifies pairs that share a passage: each article (the
// pivot, its table built once as in a corpus run) against a copy of its
// second half followed by the first half of the next article. Throughput
// is of the walked copies.
func BenchmarkCompare(b *testing.B) {
	texts := benchTexts(b)
	n := min(len(texts)-1, 2000)
	var pivots, copies []string
	for i := range n {
		wa, wb := strings.Fields(texts[i]), strings.Fields(texts[i+1])
		pivots = append(pivots, texts[i])
		copies = append(copies, strings.Join(append(wa[len(wa)/2:len(wa):len(wa)], wb[:len(wb)/2]...), " "))
	}
	o := Options{}.WithDefaults()
	as, bs := preparedAll(b, pivots, o), preparedAll(b, copies, o)
	v := NewVerifier(o)
	b.SetBytes(totalLen(copies))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		for i := range as {
			v.Compare(&as[i], &bs[i], nil)
		}
	}
	b.ReportMetric(float64(b.N*n)/b.Elapsed().Seconds(), "pairs/s")
}

// BenchmarkCompareManyPassages verifies one pair sharing 20,000 passages
// in shuffled order: keeping the passages that do not overlap must not
// compare each with every one kept before.
func BenchmarkCompareManyPassages(b *testing.B) {
	const passages, words = 20000, 15
	parts := make([]string, passages)
	for i := range parts {
		w := make([]string, words)
		for k := range w {
			w[k] = fmt.Sprintf("w%dx%d", i, k)
		}
		parts[i] = strings.Join(w, " ")
	}
	x := strings.Join(parts, " sep ")
	rng := rand.New(rand.NewPCG(1, 2))
	rng.Shuffle(len(parts), func(i, j int) { parts[i], parts[j] = parts[j], parts[i] })
	y := strings.Join(parts, " gap ")
	o := Options{}.WithDefaults()
	ps := preparedAll(b, []string{x, y}, o)
	v := NewVerifier(o)
	b.SetBytes(int64(len(y)))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if _, _, p := v.Compare(&ps[0], &ps[1], nil); len(p) != passages {
			b.Fatalf("%d passages; want %d", len(p), passages)
		}
	}
}
