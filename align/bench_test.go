package align

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// synthVocab invents n pseudo-words from syllables (no corpus text).
func synthVocab(r *rand.Rand, n int) []string {
	syl := strings.Fields("ka ro mi tan vel dor sa lu ben chi gar os pel tri un zo fa ne qui ras")
	seen := map[string]bool{}
	var ws []string
	for len(ws) < n {
		k := 2 + r.IntN(3)
		var b strings.Builder
		for i := 0; i < k; i++ {
			b.WriteString(syl[r.IntN(len(syl))])
		}
		w := b.String()
		if r.IntN(8) == 0 {
			w = strings.ToUpper(w[:1]) + w[1:] // a name
		}
		if !seen[w] {
			seen[w] = true
			ws = append(ws, w)
		}
	}
	return ws
}

var functionWords = strings.Fields("the of in and to a on for with at by from that was were has have said")

type benchStory struct {
	docs  [][]string
	texts []string
	src   [][]int // index of the pool sentence each sentence copies, -1 for its own
}

// synthStory builds ndocs reports of one invented story: a pool of source
// sentences that each report copies, edits or paraphrases (word drops and
// swaps, U.S./US, changed numbers, added clauses), plus sentences of its own.
func synthStory(ndocs, perDoc int, seed uint64) benchStory {
	r := rand.New(rand.NewPCG(seed, 7))
	vocab := synthVocab(r, 6000)
	zipf := rand.NewZipf(r, 1.1, 2, uint64(len(vocab)-1))
	word := func() string {
		if r.IntN(3) == 0 {
			return functionWords[r.IntN(len(functionWords))]
		}
		return vocab[zipf.Uint64()]
	}
	sentence := func(n int) []string {
		ws := make([]string, 0, n+4)
		ws = append(ws, "The")
		for i := 0; i < n; i++ {
			ws = append(ws, word())
			if r.IntN(7) == 0 {
				ws = append(ws, fmt.Sprint(r.IntN(900)+10))
			}
		}
		if r.IntN(3) == 0 {
			ws = append(ws, "U.S.", word())
		}
		return ws
	}
	pool := make([][]string, perDoc*3/2)
	for i := range pool {
		pool[i] = sentence(12 + r.IntN(14))
	}
	var st benchStory
	for d := 0; d < ndocs; d++ {
		var sents []string
		var src []int
		start := r.IntN(len(pool) - perDoc + 1)
		for i := 0; i < perDoc; i++ {
			var ws []string
			if r.IntN(10) == 0 {
				ws = sentence(10 + r.IntN(12)) // its own
				src = append(src, -1)
			} else {
				src = append(src, start+i)
				ws = append([]string(nil), pool[start+i]...)
				switch r.IntN(6) {
				case 0: // drop a word
					k := 1 + r.IntN(len(ws)-1)
					ws = append(ws[:k], ws[k+1:]...)
				case 1: // swap a word
					ws[1+r.IntN(len(ws)-1)] = word()
				case 2: // U.S. -> US, numbers change
					for j, w := range ws {
						if w == "U.S." {
							ws[j] = "US"
						} else if w[0] >= '1' && w[0] <= '9' {
							ws[j] = fmt.Sprint(r.IntN(900) + 10)
						}
					}
				case 3: // add a clause
					ws = append(ws, "after", "the", word(), word(), "said")
				}
			}
			sents = append(sents, strings.Join(ws, " ")+".")
		}
		st.docs = append(st.docs, sents)
		st.src = append(st.src, src)
		st.texts = append(st.texts, strings.Join(sents, " "))
	}
	return st
}

func BenchmarkAlign50(b *testing.B) {
	st := synthStory(50, 40, 1)
	n := 0
	for _, d := range st.docs {
		n += len(d)
	}
	b.ReportAllocs()
	for b.Loop() {
		Align(st.docs, Options{})
	}
	b.ReportMetric(float64(n), "sentences")
}

func BenchmarkSplit(b *testing.B) {
	st := synthStory(1, 40, 2)
	text := "WASHINGTON (Reuters) - " + st.texts[0] + "\n\nBy Mary Smith\n"
	b.ReportAllocs()
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		Split(text)
	}
}

func BenchmarkScore(b *testing.B) {
	a := "The council voted on Tuesday to close the coastal road for two days after the storm flooded 40 homes in the northern district."
	c := "The council has voted to close the coastal road for two days after the storm flooded 40 homes in the district on Tuesday."
	m := NewMatcher(nil)
	b.ReportAllocs()
	for b.Loop() {
		m.Score(a, c)
	}
}

func BenchmarkCompare(b *testing.B) {
	m := NewMatcher(nil)
	pa := m.Prepare("The council voted on Tuesday to close the coastal road for two days after the storm flooded 40 homes in the northern district.")
	pc := m.Prepare("The council has voted to close the coastal road for two days after the storm flooded 40 homes in the district on Tuesday.")
	b.ReportAllocs()
	for b.Loop() {
		f := m.Compare(pa, pc)
		m.ScoreFeatures(&f)
	}
}

func BenchmarkPrepare(b *testing.B) {
	st := synthStory(1, 40, 3)
	an := newAnalyzer()
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		prepare(an, nil, st.docs[0][i%40])
		i++
	}
}

// BenchmarkAlignSeeds50 aligns 50 reports made from the five seed reports
// (read at run time, skipped when absent): ten copies of each, every copy
// dropping, editing and reordering sentences.
func BenchmarkAlignSeeds50(b *testing.B) {
	base := bodySentences(loadSeeds(b))
	r := rand.New(rand.NewPCG(4, 4))
	var docs [][]string
	for c := 0; c < 10; c++ {
		for _, d := range base {
			var out []string
			for _, s := range d {
				switch r.IntN(8) {
				case 0: // dropped
					continue
				case 1: // an edit: a word dropped
					ws := strings.Fields(s)
					k := r.IntN(len(ws))
					s = strings.Join(append(ws[:k:k], ws[k+1:]...), " ")
				case 2: // spelling
					s = strings.ReplaceAll(strings.ReplaceAll(s, "U.S.", "US"), "Qur'an", "Koran")
				}
				out = append(out, s)
			}
			if len(out) > 2 && r.IntN(2) == 0 { // two sentences swapped
				i := r.IntN(len(out) - 1)
				out[i], out[i+1] = out[i+1], out[i]
			}
			docs = append(docs, out)
		}
	}
	n := 0
	for _, d := range docs {
		n += len(d)
	}
	b.ReportAllocs()
	for b.Loop() {
		Align(docs, Options{})
	}
	b.ReportMetric(float64(n), "sentences")
}

// nearCopies returns n documents of one sentence each that differ only in a
// number: every pair shares all its words but the number, the worst case
// for the candidate index.
func nearCopies(n int) [][]string {
	docs := make([][]string, n)
	for i := range docs {
		docs[i] = []string{fmt.Sprintf("Shares of Acme Corp closed at %d.%02d dollars on Tuesday in New York trading.", 10+i/100, i%100)}
	}
	return docs
}

// BenchmarkAlignNearCopies aligns 2,000 one-sentence documents that share
// all their words but a number.
func BenchmarkAlignNearCopies(b *testing.B) {
	docs := nearCopies(2000)
	b.ReportAllocs()
	for b.Loop() {
		Align(docs, Options{})
	}
}
