package story

import (
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"
)

// syntheticCorpus invents n reports of n/10 events from a few outlets,
// each outlet with a footer line (boilerplate), with a vocabulary large
// enough to make a small frequency table prune, and every 7th report a
// copy of an earlier one.
func syntheticCorpus(n int, seed uint64) []Doc {
	r := rand.New(rand.NewPCG(seed, 1))
	word := func() string { return fmt.Sprintf("w%dx", r.IntN(5000)) }
	sentence := func(k int) string {
		ws := make([]string, k)
		for i := range ws {
			ws[i] = word()
		}
		return strings.Join(ws, " ")
	}
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	docs := make([]Doc, 0, n)
	for i := 0; i < n; i++ {
		ev := r.IntN(max(1, n/10))
		src := fmt.Sprintf("outlet%d", r.IntN(5))
		text := fmt.Sprintf("Officials in Town%d said %d people were hurt as Person%d Surname%d watched.\n%s.\nThe agency%d spokesman said %d teams were on site on Monday, Feb. %d.\nRead more news from %s every day of the week.",
			ev, ev*3+i%7, ev, ev*7, sentence(12), ev%30, i%9, 1+ev%28, src)
		d := Doc{ID: fmt.Sprint(i), Title: fmt.Sprintf("Event%d hits Town%d %s", ev, ev, word()), Text: text, Source: src}
		if i%3 != 0 {
			d.Published = t0.Add(time.Duration(i) * time.Minute)
		}
		if i%7 == 6 {
			j := r.IntN(i)
			d.Text, d.CopyCluster = docs[j].Text, "c"+docs[j].ID
			docs[j].CopyCluster = "c" + docs[j].ID
		}
		docs = append(docs, d)
	}
	return docs
}

// sequentialBatch is newBatch as one extractor computes it, document
// after document, each line read by a full extract: the oracle of the
// parallel build.
func sequentialBatch(docs []Doc, storyOf []string, opts Options) *batch {
	b, err := startBatch(docs, storyOf, opts, 1)
	if err != nil {
		panic(err)
	}
	x := b.x
	isBoiler := b.boilerLines(storyOf, func(x *extractor, d Doc) []uint64 { return x.extract(d.Title, d.Text, nil).lines })
	seenFinger := map[uint64]int{}
	for i, d := range docs {
		if b.copy[i] != i {
			continue
		}
		b.feats[i] = x.extract(d.Title, d.Text, isBoiler)
		b.count(i, seenFinger, x)
	}
	b.weighAll()
	return b
}

// streamed assigns docs with a fresh Assigner, as the stream would.
func streamed(t testing.TB, docs []Doc) []string {
	a, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	out := make([]string, len(docs))
	for i, d := range docs {
		out[i] = a.Add(d).Story
	}
	return out
}

func withProcs(n int, fn func()) {
	old := runtime.GOMAXPROCS(n)
	defer runtime.GOMAXPROCS(old)
	fn()
}

// TestBatchAsSequential: the batch built on several cores holds what one
// extractor builds alone, display of each feature included, also with a
// frequency table small enough to prune inside a chunk.
func TestBatchAsSequential(t *testing.T) {
	docs := syntheticCorpus(3000, 1)
	storyOf := streamed(t, docs)
	for _, vocab := range []int{0, 1024} {
		t.Run(fmt.Sprint("vocabulary=", vocab), func(t *testing.T) {
			opts := Options{Vocabulary: vocab}
			want := sequentialBatch(docs, storyOf, opts)
			withProcs(4, func() {
				got, err := newBatch(docs, storyOf, opts)
				if err != nil {
					t.Fatal(err)
				}
				if len(got.xs) < 2 {
					t.Fatalf("built on %d workers; the test needs several", len(got.xs))
				}
				if !reflect.DeepEqual(got.copy, want.copy) {
					t.Fatal("copies differ")
				}
				for i := range docs {
					if !reflect.DeepEqual(got.feats[i].keys, want.feats[i].keys) || !reflect.DeepEqual(got.feats[i].tf, want.feats[i].tf) ||
						!reflect.DeepEqual(got.vec[i], want.vec[i]) || got.feats[i].year != want.feats[i].year {
						t.Fatalf("document %d: features differ", i)
					}
				}
				if got.df.n != want.df.n || !reflect.DeepEqual(flatContents(&got.df.m), flatContents(&want.df.m)) {
					t.Fatalf("frequency tables differ: %d/%d documents, %d/%d features", int(got.df.n), int(want.df.n), got.df.m.len(), want.df.m.len())
				}
			})
		})
	}
}

// TestWorkersAgree: Refine and Summarize give the same result on one core
// and on several.
func TestWorkersAgree(t *testing.T) {
	docs := syntheticCorpus(3000, 2)
	storyOf := streamed(t, docs)
	run := func(procs int) ([]string, []Story) {
		var refined []string
		var stories []Story
		withProcs(procs, func() {
			var err error
			if refined, err = Refine(docs, storyOf, Options{}); err != nil {
				t.Fatal(err)
			}
			if stories, err = Summarize(docs, refined, Options{}); err != nil {
				t.Fatal(err)
			}
		})
		return refined, stories
	}
	r1, s1 := run(1)
	r4, s4 := run(4)
	if !reflect.DeepEqual(r1, r4) {
		t.Fatal("Refine differs between 1 and 4 cores")
	}
	if !reflect.DeepEqual(s1, s4) {
		t.Fatal("Summarize differs between 1 and 4 cores")
	}
	if slices.Equal(r1, storyOf) {
		t.Fatal("Refine moved nothing: the test corpus does not exercise it")
	}
}

// FuzzTextLines: the line hashes read alone are those of a full extract.
func FuzzTextLines(f *testing.F) {
	f.Add("one two three four\nfive six\nseven eight nine ten eleven")
	f.Add("\n\n  a b c d  \r\n e f g h\n")
	f.Add("Für die Stadt, sagte er: „Ja“ — und dann?\nÉté à Paris 2024 1,5 %")
	w := DefaultWeights()
	x, y := newExtractor(&w), newExtractor(&w)
	f.Fuzz(func(t *testing.T, text string) {
		want := x.extract("a title here", text, nil).lines
		got := y.textLines(text)
		if len(want) == 0 && len(got) == 0 {
			return
		}
		if !slices.Equal(got, want) {
			t.Fatalf("textLines = %x, extract = %x", got, want)
		}
	})
}

func benchBatch(b *testing.B, fn func(docs []Doc, storyOf []string)) {
	docs := syntheticCorpus(4000, 3)
	storyOf := streamed(b, docs)
	b.ReportAllocs()
	b.ResetTimer()
	for n := 0; n < b.N; n++ {
		fn(docs, storyOf)
	}
	b.ReportMetric(float64(b.N*len(docs))/b.Elapsed().Seconds(), "docs/s")
}

// BenchmarkSummarize: the stories of 4,000 invented reports described
// (the batch built, every story summarised), on all cores.
func BenchmarkSummarize(b *testing.B) {
	benchBatch(b, func(docs []Doc, storyOf []string) {
		if _, err := Summarize(docs, storyOf, Options{}); err != nil {
			b.Fatal(err)
		}
	})
}

// BenchmarkRefine: the consolidation pass over 4,000 invented reports.
func BenchmarkRefine(b *testing.B) {
	benchBatch(b, func(docs []Doc, storyOf []string) {
		if _, err := Refine(docs, storyOf, Options{}); err != nil {
			b.Fatal(err)
		}
	})
}

// sequentialReassign is reassign as one pass over the documents computes
// it, each decision against the stories as the moves before left them:
// the oracle of the block-parallel reassign.
func sequentialReassign(r *refiner) {
	var sc candScratch
	for round := 0; round < 2; round++ {
		idx := r.index()
		moved := 0
		for i := range r.b.docs {
			if r.b.copy[i] != i || len(r.b.vec[i]) == 0 {
				continue
			}
			d := r.decide(&sc, i, idx, nil)
			if d.best != d.own && d.bestSim >= r.w.Threshold && d.bestSim > d.ownSim+refineMargin {
				r.move(i, d.best)
				moved++
			}
		}
		r.spans()
		if moved == 0 {
			return
		}
	}
}

// TestReassignAsSequential: the moves of the block-parallel reassign are
// those of one pass, on corpora where many documents move (stories given
// at random, and the stream's).
func TestReassignAsSequential(t *testing.T) {
	docs := syntheticCorpus(3000, 4)
	r := rand.New(rand.NewPCG(4, 4))
	random := make([]string, len(docs))
	for i := range random {
		random[i] = fmt.Sprint("s", r.IntN(150))
	}
	for name, storyOf := range map[string][]string{"stream": streamed(t, docs), "random": random} {
		t.Run(name, func(t *testing.T) {
			withProcs(4, func() {
				want, err := consolidated(docs, storyOf, Options{})
				if err != nil {
					t.Fatal(err)
				}
				got, _ := consolidated(docs, storyOf, Options{})
				before := slices.Clone(want.label)
				sequentialReassign(want)
				got.reassign()
				if slices.Equal(want.label, before) {
					t.Fatal("nothing moved: the test does not exercise reassign")
				}
				if !slices.Equal(got.label, want.label) {
					t.Fatal("the block-parallel reassign moves other documents than one pass")
				}
			})
		})
	}
}

// TestLinkIsPairwiseMean: the average link computed from the stories'
// year sums is the mean cosine of their members taken pairwise, each pair
// scaled by the year rule when the two documents' years lie more than a
// year apart (unknown years never), and it gives the same bits on every
// call.
func TestLinkIsPairwiseMean(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 5))
	const n = 40
	b := &batch{docs: make([]Doc, n), feats: make([]features, n), vec: make([][]float32, n), times: make([]int64, n)}
	yearChoice := []uint16{0, 2008, 2009, 2012}
	for i := range n {
		keys := make([]uint64, 30+r.IntN(200))
		for k := range keys {
			keys[k] = uint64(r.IntN(600)) + 1
		}
		slices.Sort(keys)
		keys = slices.Compact(keys)
		v := make([]float32, len(keys))
		var n2 float64
		for k := range v {
			v[k] = r.Float32()
			n2 += float64(v[k]) * float64(v[k])
		}
		for k := range v {
			v[k] /= float32(math.Sqrt(n2))
		}
		b.feats[i] = features{keys: keys, year: yearChoice[r.IntN(len(yearChoice))]}
		b.vec[i] = v
	}
	rf := &refiner{b: b, w: DefaultWeights(), span: make([][2]int64, 2)}
	years := rf.docYears()
	mx, my := []int{}, []int{}
	for i := range n {
		if i%3 == 0 {
			mx = append(mx, i)
		} else {
			my = append(my, i)
		}
	}
	var want float64
	for _, i := range mx {
		for _, j := range my {
			d := sortedDot(b.feats[i].keys, b.vec[i], b.feats[j].keys, b.vec[j])
			if yi, yj := years[i], years[j]; yi != 0 && yj != 0 && (yi > yj+1 || yj > yi+1) {
				d *= 1 - rf.w.YearConflict
			}
			want += d
		}
	}
	want /= float64(len(mx) * len(my))
	sx, sy := rf.linkSums(mx, years), rf.linkSums(my, years)
	got := rf.link(0, 1, len(mx), len(my), sx, sy)
	if math.Abs(got-want) > 1e-9 {
		t.Fatalf("link %v, pairwise mean %v", got, want)
	}
	for range 20 {
		if again := rf.link(0, 1, len(mx), len(my), rf.linkSums(mx, years), rf.linkSums(my, years)); again != got {
			t.Fatalf("link %v then %v", got, again)
		}
	}
}

// Summarize reads dates as the stream read them, in the order given: a
// date far behind the clock that a second document confirmed is a
// mistake and spans nothing; a date far ahead that the next one agrees
// with was right, and spans its story.
func TestSummarizeHeldDates(t *testing.T) {
	docs := []Doc{
		datedReport("a", events[0], 0, t0),
		datedReport("behind", events[1], 0, t0.AddDate(-576, 0, 0)),
		datedReport("b", events[0], 1, t0.Add(time.Hour)),
		datedReport("ahead", events[2], 0, t0.AddDate(2, 0, 0)),
		datedReport("ahead2", events[2], 1, t0.AddDate(2, 0, 0).Add(time.Hour)),
	}
	stories, err := Summarize(docs, []string{"a", "behind", "a", "ahead", "ahead"}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][2]time.Time{
		"a":      {t0, t0.Add(time.Hour)},
		"behind": {},
		"ahead":  {t0.AddDate(2, 0, 0), t0.AddDate(2, 0, 0).Add(time.Hour)},
	}
	for _, s := range stories {
		if w := want[s.ID]; !s.First.Equal(w[0]) || !s.Last.Equal(w[1]) {
			t.Errorf("story %s spans %v .. %v, want %v .. %v", s.ID, s.First, s.Last, w[0], w[1])
		}
	}
}

// Date-only feeds repeat a date to the second: the date a later one
// confirmed is that of the document held last, not the first one held.
func TestSummarizeHeldSameSecond(t *testing.T) {
	wrong := t0.AddDate(576, 0, 0)
	docs := []Doc{
		datedReport("a", events[0], 0, t0),
		datedReport("w1", events[1], 0, wrong),
		datedReport("b", events[0], 1, t0.Add(time.Hour)),
		datedReport("w2", events[2], 0, wrong),
		datedReport("w3", events[3], 0, wrong),
	}
	stories, err := Summarize(docs, []string{"a", "w1", "b", "w2", "w3"}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]time.Time{"a": t0, "b": t0.Add(time.Hour), "w1": {}, "w2": wrong, "w3": wrong}
	if len(stories) != len(want) {
		t.Fatalf("%d stories, want %d", len(stories), len(want))
	}
	for _, s := range stories {
		if !s.First.Equal(want[s.ID]) {
			t.Errorf("story %s first %v, want %v", s.ID, s.First, want[s.ID])
		}
	}
}

// datedReport is the k-th report of e, published at.
func datedReport(id string, e event, k int, at time.Time) Doc {
	title, text := report(e, k, "O")
	return Doc{ID: id, Title: title, Text: text, Published: at}
}
