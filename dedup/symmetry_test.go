package dedup

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

func numbered(prefix string, n int) []string {
	w := make([]string, n)
	for i := range w {
		w[i] = fmt.Sprintf("%s%d", prefix, i)
	}
	return w
}

func preparedText(t *testing.T, o Options, text string) *Prepared {
	return preparedMasked(t, o, nil, text)
}

// preparedMasked prepares text with the lines commonLine reports masked.
func preparedMasked(t *testing.T, o Options, commonLine func(uint64) bool, text string) *Prepared {
	t.Helper()
	var s Sketch
	NewSketcher(o).Sketch(&s, text)
	var p Prepared
	if err := NewPreparer(o, commonLine).Prepare(&p, s.Features); err != nil {
		t.Fatal(err)
	}
	return &p
}

// Two documents of as many content words: which one is the pivot decides
// nothing (it decided excerpt against partial reuse, and so, in a batch,
// whether they share a cluster: by input order).
func TestKindDoesNotDependOnOrder(t *testing.T) {
	shared := numbered("pass", 40)
	var filler []string
	for range 20 {
		filler = append(filler, "alpha", "beta")
	}
	x := strings.Join(append(append([]string{}, shared...), filler...), " ")
	y := strings.Join(append(append([]string{}, shared...), numbered("fresh", 40)...), " ")
	o := Options{}.WithDefaults()
	v := NewVerifier(o)
	k1, _, _ := v.Compare(preparedText(t, o, x), preparedText(t, o, y), nil)
	k2, _, _ := v.Compare(preparedText(t, o, y), preparedText(t, o, x), nil)
	if k1 != k2 {
		t.Errorf("Compare(x, y) = %v, Compare(y, x) = %v", k1, k2)
	}
	var got []string
	for _, texts := range [][]string{{x, y}, {y, x}} {
		c, src := buildCorpus(t, texts, Options{})
		rels, _, err := c.Relations(context.Background(), src, 1, nil)
		if err != nil {
			t.Fatal(err)
		}
		var kinds []string
		for _, r := range rels {
			kinds = append(kinds, r.Kind.String())
		}
		got = append(got, strings.Join(kinds, ","))
	}
	if got[0] != got[1] || got[0] == "" {
		t.Errorf("relations in input order x, y: %q; y, x: %q", got[0], got[1])
	}
}

// Relations are oriented by content words: X, a story plus a boilerplate
// line, has more words than Y, the same story and more, but it is X that
// lies inside Y. For an excerpt (the relation named Y the excerpt of X),
// and for a near-duplicate, though it is found before boilerplate lines
// are known (it kept the orientation by words in all).
func TestOrientedByContent(t *testing.T) {
	for _, tc := range []struct {
		kind                Kind
		story, boiler, more int
	}{
		{Excerpt, 30, 40, 30},
		{NearDuplicate, 200, 15, 10},
	} {
		story := strings.Join(numbered("story", tc.story), " ")
		boiler := strings.Join(numbered("boiler", tc.boiler), " ")
		texts := []string{story + "\n" + boiler, story + " " + strings.Join(numbered("more", tc.more), " ")}
		for i := range 12 {
			texts = append(texts, strings.Join(numbered(fmt.Sprintf("u%d_", i), 30), " ")+"\n"+boiler)
		}
		c, src := buildCorpus(t, texts, Options{})
		rels, _, err := c.Relations(context.Background(), src, 1, nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := c.Explain(context.Background(), src, rels, 1); err != nil {
			t.Fatal(err)
		}
		found := false
		for _, r := range rels {
			if r.A+r.B != 1 {
				continue
			}
			found = true
			if r.Kind != tc.kind || r.A != 0 || r.ContainmentAInB < r.ContainmentBInA {
				t.Errorf("got %v; want 0 %v 1 (0's content lies in 1)", r, tc.kind)
			}
		}
		if !found {
			t.Errorf("%v: no relation between 0 and 1", tc.kind)
		}
	}
}

// a~b and b~c are near-duplicates, a and c are not, but most of a lies in
// c: the cluster holds a and c through b, and with every pair listed the
// excerpt between them is found too (it was never compared).
func TestChainedClusterPairsListed(t *testing.T) {
	p, q := numbered("p", 100), numbered("q", 15)
	a := strings.Join(p, " ")
	b := strings.Join(append(append([]string{}, p...), q...), " ")
	c := strings.Join(append(append(append([]string{}, p[10:]...), q...), numbered("r", 10)...), " ")
	cp, src := buildCorpus(t, []string{a, b, c}, Options{})
	an, err := cp.analyze(context.Background(), src, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	for _, r := range an.rels {
		got[fmt.Sprint(r.A, r.Kind, r.B)] = true
	}
	want := bruteForce(cp, src, an)
	if len(want) < 3 {
		t.Fatalf("brute force finds %v; want three relations", want)
	}
	for _, r := range want {
		if !got[fmt.Sprint(r.A, r.Kind, r.B)] {
			t.Errorf("index misses %v", r)
		}
	}
}

// A phrase that the pivot repeats more than eight times opens a run at its
// first occurrence only (tables repeat without meaning), but a passage that
// reaches a later occurrence goes on through it: the passages, coverage and
// kind are the same whichever document is the pivot. (Reuters 6970/7029, a
// bank report repeating "at the end of December", covered 0.779 one way
// and 1.0 the other.)
func TestRepeatedPhraseDoesNotBreakPassage(t *testing.T) {
	phrase := "at the end of the month of december"
	var long []string
	for i := range 10 {
		long = append(long, strings.Join(numbered(fmt.Sprintf("x%d_", i), 8), " "), phrase)
	}
	x := strings.Join(long, " ")
	o := Options{}.WithDefaults()
	v := NewVerifier(o)
	for name, passage := range map[string]string{
		// The passage holds the phrase where the long document has its sixth.
		"inside": strings.Join(numbered("x5_", 8), " ") + " " + phrase + " " + strings.Join(numbered("x6_", 8), " "),
		// The passage starts with it.
		"start": phrase + " " + strings.Join(numbered("x6_", 8), " "),
	} {
		y := passage + " " + strings.Join(numbered("own", 20), " ")
		px, py := preparedText(t, o, x), preparedText(t, o, y)
		k1, s1, p1 := v.Compare(px, py, nil)
		k2, s2, p2 := v.Compare(py, px, nil)
		if k1 != k2 || s1.Coverage != s2.Coverage || len(p1) != len(p2) {
			t.Errorf("%s: Compare(x, y) = %v coverage %.3f %d passages; Compare(y, x) = %v coverage %.3f %d passages", name, k1, s1.Coverage, len(p1), k2, s2.Coverage, len(p2))
		}
		want := preparedText(t, o, passage).Words()
		for _, p := range [][]Passage{p1, p2} {
			if len(p) != 1 || p[0].Words != want {
				t.Errorf("%s: passages %+v; want one of %d words", name, p, want)
			}
		}
	}
}

// Documents built of a few phrases, each repeated up to a table's length,
// and unique words: the passages found are the same, swapped, whichever
// document is the pivot, and each is a stretch on which both agree.
func TestPassagesDoNotDependOnPivot(t *testing.T) {
	o := Options{}.WithDefaults()
	v := NewVerifier(o)
	rng := rand.New(rand.NewPCG(7, 11))
	phrases := make([]string, 5)
	for i := range phrases {
		phrases[i] = strings.Join(numbered(fmt.Sprintf("p%d_", i), 4+i), " ")
	}
	unique := 0
	doc := func() string {
		var parts []string
		for range 10 + rng.IntN(40) {
			if rng.IntN(3) > 0 {
				parts = append(parts, phrases[rng.IntN(len(phrases))])
			} else {
				unique++
				parts = append(parts, fmt.Sprintf("u%d", unique))
			}
		}
		return strings.Join(parts, " ")
	}
	key := func(p Passage, swap bool) string {
		if swap {
			p.AFrom, p.ATo, p.BFrom, p.BTo = p.BFrom, p.BTo, p.AFrom, p.ATo
		}
		return fmt.Sprint(p.AFrom, p.ATo, p.BFrom, p.BTo)
	}
	for trial := range 300 {
		x, y := preparedText(t, o, doc()), preparedText(t, o, doc())
		k1, s1, p1 := v.Compare(x, y, nil)
		k2, s2, p2 := v.Compare(y, x, nil)
		var got1, got2 []string
		for _, p := range p1 {
			got1 = append(got1, key(p, false))
			if n := p.Words - o.ShingleSize + 1; !slices.Equal(x.f.shingles[p.AFrom:p.AFrom+n], y.f.shingles[p.BFrom:p.BFrom+n]) {
				t.Fatalf("trial %d: passage %+v: the documents differ inside it", trial, p)
			}
		}
		for i, p := range p1 {
			for _, q := range p1[:i] {
				if p.AFrom < q.ATo && q.AFrom < p.ATo || p.BFrom < q.BTo && q.BFrom < p.BTo {
					t.Fatalf("trial %d: passages %+v and %+v overlap", trial, q, p)
				}
			}
		}
		for _, p := range p2 {
			got2 = append(got2, key(p, true))
		}
		slices.Sort(got1)
		slices.Sort(got2)
		if k1 != k2 || s1.Coverage != s2.Coverage || !slices.Equal(got1, got2) {
			t.Fatalf("trial %d: Compare(x, y) = %v coverage %.3f passages %v; Compare(y, x) = %v coverage %.3f passages %v",
				trial, k1, s1.Coverage, got1, k2, s2.Coverage, got2)
		}
	}
}

// Two passages of one length whose starts are swapped ((x, y) and (y, x))
// overlap, and which one is kept decides whether a shorter one fits
// beside it: the choice does not depend on which document is the pivot
// (it did, and with it the kind: none one way, partial reuse the other).
func TestSwappedPassagesDoNotDependOnPivot(t *testing.T) {
	p, q, x := numbered("p", 20), numbered("q", 20), numbered("x", 10)
	cat := func(parts ...[]string) string {
		var all []string
		for _, part := range parts {
			all = append(all, part...)
		}
		return strings.Join(all, " ")
	}
	a := cat(p, q, p, x, numbered("ua", 300))
	b := cat(q, p, q, numbered("ub", 5), p[5:], x, numbered("vb", 300))
	o := Options{}.WithDefaults()
	v := NewVerifier(o)
	pa, pb := preparedText(t, o, a), preparedText(t, o, b)
	k1, s1, p1 := v.Compare(pa, pb, nil)
	k2, s2, p2 := v.Compare(pb, pa, nil)
	if k1 != k2 || s1.Coverage != s2.Coverage || len(p1) != len(p2) {
		t.Errorf("Compare(a, b) = %v coverage %.4f %d passages; Compare(b, a) = %v coverage %.4f %d passages", k1, s1.Coverage, len(p1), k2, s2.Coverage, len(p2))
	}
}
