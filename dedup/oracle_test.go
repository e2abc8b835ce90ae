package dedup

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// memSource is an in-memory TextSource.
type memSource struct {
	texts []string
	feats [][]byte
}

func (m *memSource) Text(i int) (string, error)               { return m.texts[i], nil }
func (m *memSource) Features(i int, _ []byte) ([]byte, error) { return m.feats[i], nil }

// buildCorpus sketches texts into a new corpus and returns it with its source.
func buildCorpus(t testing.TB, texts []string, opts Options) (*Corpus, *memSource) {
	t.Helper()
	c, err := NewCorpus(opts)
	if err != nil {
		t.Fatal(err)
	}
	src := &memSource{texts: texts}
	sk := NewSketcher(c.opts)
	var s Sketch
	for i, x := range texts {
		sk.Sketch(&s, x)
		c.Add(i, DocInfo{ID: fmt.Sprintf("doc%03d", i)}, &s)
		src.feats = append(src.feats, slices.Clone(s.Features))
	}
	return c, src
}

// inventedCorpus builds a small corpus with every kind of relation: bases
// made of random words, and copies that are identical, lightly edited,
// trimmed, partly reused, or padded with a boilerplate line shared by many
// documents.
func inventedCorpus(r *rand.Rand, bases int) []string {
	vocab := strings.Fields(`the a minister said police city council report vote fire ferry bank rate
		people killed injured protest market shares company profit quarter season club
		player coach storm flood river bridge road school hospital doctor court judge
		trial prison election party leader government army soldier border talks peace
		deal price oil gas power plant factory workers strike union wage tax budget
		year week month monday tuesday friday morning night north south east west`)
	sentence := func() string {
		n := 8 + r.IntN(14)
		w := make([]string, n)
		for i := range w {
			w[i] = vocab[r.IntN(len(vocab))]
		}
		return strings.Join(w, " ") + "."
	}
	article := func(n int) []string {
		s := make([]string, n)
		for i := range s {
			s[i] = sentence()
		}
		return s
	}
	boiler := "Follow our newsroom on every platform for the latest updates, analysis and opinion from our team."
	var docs []string
	for b := 0; b < bases; b++ {
		base := article(6 + r.IntN(10))
		docs = append(docs, strings.Join(base, " "))
		switch r.IntN(6) {
		case 0: // identical
			docs = append(docs, strings.Join(base, " "))
		case 1: // light edit
			c := slices.Clone(base)
			c[r.IntN(len(c))] = sentence()
			docs = append(docs, strings.Join(c, " "))
		case 2: // trim
			docs = append(docs, strings.Join(base[:len(base)*2/3], " "))
		case 3: // partial reuse
			c := append(slices.Clone(base[:len(base)/2]), article(len(base))...)
			docs = append(docs, strings.Join(c, " "))
		case 4: // unrelated with boilerplate
			docs = append(docs, strings.Join(article(4), " ")+" "+boiler)
		}
		if r.IntN(3) == 0 {
			docs[len(docs)-1] += " " + boiler
		}
	}
	return docs
}

// bruteForce is the test oracle: with the identical groups and the
// boilerplate found by the corpus, it verifies every pair of documents,
// with no index, and returns what holds.
func bruteForce(c *Corpus, src *memSource, an analysis) []Relation {
	texts := src.texts
	o := c.opts
	var isCommonLine func(uint64) bool
	if an.commonLines.Len() > 0 {
		isCommonLine = an.commonLines.Has
	}
	common := an.commonFPs.Has
	raw := NewPreparer(o, nil)
	masked := NewPreparer(o, isCommonLine)
	v := NewVerifier(o)
	prep := make([]Prepared, len(texts))
	mprep := make([]Prepared, len(texts))
	for i := range texts {
		raw.Prepare(&prep[i], src.feats[i])
		masked.Prepare(&mprep[i], src.feats[i])
	}
	var rels []Relation
	for i := range texts {
		if int(an.canon[i]) != i {
			rels = append(rels, Relation{A: i, B: int(an.canon[i]), Kind: Identical})
		}
	}
	related := map[[2]int]bool{}
	for i := range prep {
		for j := i + 1; j < len(prep); j++ {
			if int(an.canon[i]) != i || int(an.canon[j]) != j {
				continue
			}
			if r, ok := c.checkResemblance(v, i, j, &prep[i], &prep[j]); ok {
				rels = append(rels, r)
				related[[2]int{i, j}] = true
			}
		}
	}
	for i := range prep {
		for j := i + 1; j < len(prep); j++ {
			if int(an.canon[i]) != i || int(an.canon[j]) != j || related[[2]int{i, j}] {
				continue
			}
			if r, ok := c.compare(v, i, j, &mprep[i], &mprep[j], common); ok {
				rels = append(rels, r)
			}
		}
	}
	return rels
}

func relKey(r Relation) string {
	return fmt.Sprintf("%d-%d:%s", min(r.A, r.B), max(r.A, r.B), r.Kind)
}

// TestIndexMatchesBruteForce checks that the sub-quadratic candidates miss
// nothing that all-pairs verification finds, and report nothing else.
func TestIndexMatchesBruteForce(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		r := rand.New(rand.NewPCG(seed, 99))
		texts := inventedCorpus(r, 60)
		c, src := buildCorpus(t, texts, Options{MaxDF: 10})
		an, err := c.analyze(context.Background(), src, 2, nil)
		if err != nil {
			t.Fatal(err)
		}
		got := an.rels
		want := bruteForce(c, src, an)
		var gk, wk []string
		for _, x := range got {
			gk = append(gk, relKey(x))
		}
		for _, x := range want {
			wk = append(wk, relKey(x))
		}
		slices.Sort(gk)
		slices.Sort(wk)
		if !slices.Equal(gk, wk) {
			t.Errorf("seed %d: index found\n%v\nbrute force found\n%v", seed, gk, wk)
		}
		kinds := map[Kind]int{}
		for _, x := range want {
			kinds[x.Kind]++
		}
		if kinds[Identical] == 0 || kinds[NearDuplicate] == 0 || kinds[Excerpt] == 0 || kinds[PartialReuse] == 0 {
			t.Errorf("seed %d: corpus lacks a kind: %v", seed, kinds)
		}
	}
}

// TestBoilerplateCreatesNoLink: a line shared by more than MaxDF unrelated
// documents must not relate them, however short they are.
func TestBoilerplateCreatesNoLink(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	boiler := "Read more: subscribe to the Harbour Wire morning briefing and follow us for breaking news alerts every day of the week."
	var texts []string
	for i := 0; i < 40; i++ {
		var w []string
		for j := 0; j < 30; j++ {
			w = append(w, fmt.Sprintf("w%d", r.IntN(5000)))
		}
		texts = append(texts, strings.Join(w, " ")+". "+boiler)
	}
	for _, maxDF := range []int{10, 39} {
		c, src := buildCorpus(t, texts, Options{MaxDF: maxDF})
		rels, st, err := c.Relations(context.Background(), src, 2, nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(rels) != 0 {
			t.Errorf("max-df %d: boilerplate linked %d pairs, e.g. %v", maxDF, len(rels), rels[0])
		}
		if st.CommonPrints == 0 {
			t.Errorf("max-df %d: no fingerprint marked common", maxDF)
		}
	}
	// Under the cap the shared line is a real shared passage: with short
	// texts it covers enough to count as partial reuse, which proves the
	// test above can fail.
	c, src := buildCorpus(t, texts, Options{MaxDF: 100})
	rels, _, _ := c.Relations(context.Background(), src, 2, nil)
	if len(rels) == 0 {
		t.Error("with the cap above the document frequency the line should link documents")
	}
}

func TestWinnowWindowGuarantee(t *testing.T) {
	o := Options{}.WithDefaults()
	if o.Window()+o.ShingleSize-1 != o.MinPassage {
		t.Fatalf("window %d does not guarantee passages of %d words", o.Window(), o.MinPassage)
	}
}

// TestMostlyCommonPassage: a passage whose fingerprints are mostly common
// (text found in more than MaxDF unrelated documents) but which goes on
// into text only two documents share is not boilerplate, and it counts in
// full towards their coverage. Counting only the rare fingerprints would
// rule the pair out before verification; the index must still find it.
func TestMostlyCommonPassage(t *testing.T) {
	texts := mostlyCommonCorpus()
	c, src := buildCorpus(t, texts, Options{MaxDF: 10})
	an, err := c.analyze(context.Background(), src, 2, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := bruteForce(c, src, an)
	if len(want) != 1 || want[0].Kind != PartialReuse || min(want[0].A, want[0].B) != 14 {
		t.Fatalf("brute force found %v, want one partial reuse of documents 14 and 15", want)
	}
	if len(an.rels) != 1 || relKey(an.rels[0]) != relKey(want[0]) {
		t.Errorf("index found %v, want %v", an.rels, want)
	}
}

// mostlyCommonCorpus: 14 unrelated documents holding one stretch of 150
// words (common: above MaxDF 10), then two (14 and 15) that hold it too,
// followed by 15 words only they share.
func mostlyCommonCorpus() []string {
	r := rand.New(rand.NewPCG(11, 12))
	words := func(n int) string {
		w := make([]string, n)
		for i := range w {
			w[i] = fmt.Sprintf("w%d", r.IntN(20000))
		}
		return strings.Join(w, " ")
	}
	common := words(150)
	var texts []string
	for i := 0; i < 14; i++ {
		texts = append(texts, words(300)+" "+common+" "+words(100))
	}
	shared := words(15)
	return append(texts,
		words(400)+" "+common+" "+shared+" "+words(150),
		words(350)+" "+common+" "+shared+" "+words(200))
}
