package story

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// FuzzExtract: whatever the text, a document's features are well formed
// (keys sorted and distinct, the slices aligned, weights positive and
// finite, kinds known, the year in range) and the same from a fresh
// extractor as from one that has read other documents.
func FuzzExtract(f *testing.F) {
	f.Add("Ferry capsizes", "At least 14 people died on Feb. 1, 2024 when the Saltmarsh Queen sank off Port Ellis.\nThe ferry, built in 1998, carried 120.")
	f.Add("", "KABUL (Reuters) - An Afghan soldier shot dead two U.S. soldiers on Thursday.\n\nRead more at example.com since 1961")
	f.Add("ÉTÉ À PARIS", "Für die Stadt – 1,5 % mehr. O'Neil's team won 3-1 on Monday, 11 December; \"Yes\", he said.")
	f.Add("a", "\x00\xff 2099 1899 12345 6.1 magnitude")
	w := DefaultWeights()
	busy := newExtractor(&w)
	f.Fuzz(func(t *testing.T, title, text string) {
		busy.extract("Warm-up headline", "Some earlier text about Mayor Ann Lee in Springfield on Monday.", nil)
		got := busy.extract(title, text, nil)
		fresh := newExtractor(&w).extract(title, text, nil)
		if !slices.Equal(got.keys, fresh.keys) || !slices.Equal(got.tf, fresh.tf) || !slices.Equal(got.kinds, fresh.kinds) ||
			!slices.Equal(got.lines, fresh.lines) || got.year != fresh.year || got.finger != fresh.finger || got.words != fresh.words {
			t.Fatal("features depend on the documents read before")
		}
		if len(got.tf) != len(got.keys) || len(got.kinds) != len(got.keys) {
			t.Fatalf("%d keys, %d weights, %d kinds", len(got.keys), len(got.tf), len(got.kinds))
		}
		for i, k := range got.keys {
			if i > 0 && k <= got.keys[i-1] {
				t.Fatalf("keys not sorted and distinct at %d", i)
			}
			if tf := float64(got.tf[i]); !(tf > 0) || math.IsInf(tf, 0) {
				t.Fatalf("feature %d weighs %v", i, tf)
			}
			if got.kinds[i] >= numKinds {
				t.Fatalf("feature %d of kind %d", i, got.kinds[i])
			}
		}
		if got.year != 0 && (got.year < 1900 || got.year > 2099) {
			t.Fatalf("year %d", got.year)
		}
		if (got.finger != 0) != hasWords(newExtractor(&w), text) {
			t.Fatalf("fingerprint %x for a text with words: %v", got.finger, hasWords(newExtractor(&w), text))
		}
	})
}

func hasWords(x *extractor, text string) bool {
	x.sc.Reset(text)
	return x.sc.Next()
}

// BenchmarkExtract reads the features of the seeds, the story assigner's
// first step for every document.
func BenchmarkExtract(b *testing.B) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "shared", "seeds", "*"))
	var texts []string
	size := 0
	for _, fn := range files {
		data, err := os.ReadFile(fn)
		if err != nil {
			continue
		}
		texts = append(texts, string(data))
		size += len(data)
	}
	if len(texts) == 0 {
		b.Skip("../shared/seeds not found: the benchmark reads the seed reports")
	}
	w := DefaultWeights()
	x := newExtractor(&w)
	b.SetBytes(int64(size))
	b.ReportAllocs()
	b.ResetTimer()
	for n := 0; n < b.N; n++ {
		for _, t := range texts {
			x.extract("", t, nil)
		}
	}
	b.ReportMetric(float64(b.N*len(texts))/b.Elapsed().Seconds(), "docs/s")
}

// A title in capitals is checked against the words the text writes in
// lower case in one pass: a scan of the text for every title word took
// 0.5 s for an 8,000-word title, and grew with its square.
func TestLongCapsTitleLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a 32,000-word document")
	}
	r := uint64(3)
	word := func(base byte) string {
		b := make([]byte, 8)
		for k := range b {
			r = r*6364136223846793005 + 1442695040888963407
			b[k] = base + byte((r>>33)%26)
		}
		return string(b)
	}
	const n = 32000
	var title, text strings.Builder
	for range n {
		title.WriteString(word('A') + " ")
		text.WriteString(word('a') + " ")
	}
	a := mustNew(t, Options{})
	start := time.Now()
	a.Add(Doc{ID: "x", Title: title.String(), Text: text.String()})
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("a %d-word title in capitals took %v", n, d)
	}
}

func TestLeadingWords(t *testing.T) {
	for _, c := range []struct {
		in   string
		n    int
		want string
	}{
		{"one two three", 2, "one two"},
		{"one two three", 3, "one two three"},
		{"  one\n\ttwo  three  ", 2, "  one\n\ttwo"},
		{"one two", 5, "one two"},
		{"", 1, ""},
		{"東京 で 地震", 2, "東京 で"},
	} {
		if got := leadingWords(c.in, c.n); got != c.want {
			t.Errorf("leadingWords(%q, %d) = %q, want %q", c.in, c.n, got, c.want)
		}
	}
}

// TestRunawayDocumentCapped: a document far longer than any article
// gives the features of its first maxDocWords words only.
func TestRunawayDocumentCapped(t *testing.T) {
	var b strings.Builder
	for i := 0; i < maxDocWords+5000; i++ {
		fmt.Fprintf(&b, "w%x ", i)
	}
	long := b.String()
	w := DefaultWeights()
	x := newExtractor(&w)
	got := x.extract("Title", long, nil)
	want := newExtractor(&w).extract("Title", leadingWords(long, maxDocWords), nil)
	if !slices.Equal(got.keys, want.keys) {
		t.Fatalf("%d features, want the %d of the first %d words", len(got.keys), len(want.keys), maxDocWords)
	}
	if got.words > maxDocWords+1 {
		t.Fatalf("%d words read, want at most %d", got.words, maxDocWords+1)
	}
}
