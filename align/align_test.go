package align

import (
	"fmt"
	"math"
	"reflect"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/copydesk/copydesk/internal/growth"
)

// bodySentences splits texts and keeps the body sentences of each.
func bodySentences(texts []string) [][]string {
	docs := make([][]string, len(texts))
	for d, text := range texts {
		for _, s := range Split(text) {
			if s.Kind == Body {
				docs[d] = append(docs[d], s.Text(text))
			}
		}
	}
	return docs
}

// groupOf returns the group holding docs[d][s], or nil.
func groupOf(groups []Group, d, s int) *Group {
	for i := range groups {
		for _, m := range groups[i].Members {
			if m.Doc == d && m.Sent == s {
				return &groups[i]
			}
		}
	}
	return nil
}

func findSent(t *testing.T, docs [][]string, d int, prefix string) int {
	t.Helper()
	for s, text := range docs[d] {
		if strings.HasPrefix(text, prefix) {
			return s
		}
	}
	t.Fatalf("doc %d has no sentence starting %q", d, prefix)
	return -1
}

func renderGroups(docs [][]string, groups []Group) string {
	var b strings.Builder
	for _, g := range groups {
		b.WriteString("--\n")
		for _, m := range g.Members {
			fmt.Fprintf(&b, "%d:%d %s via %d %.2f extra=%v %.60q\n", m.Doc, m.Sent, m.Rel, m.Via, m.Score, m.Extra, docs[m.Doc][m.Sent])
		}
	}
	return b.String()
}

func TestAlignInvented(t *testing.T) {
	docs := [][]string{
		{
			"The council voted on Tuesday to close the coastal road for two days after the storm.",
			"Mayor Ann Lee said the damage would cost $3 million to repair.",
			"Schools in the northern district will stay shut until Friday.",
			"The storm, the worst in a decade, flooded 40 homes.",
		},
		{
			"The council voted Tuesday to close the coastal road for two days after the storm.",
			"Schools in the northern district will stay shut until Friday.",
			"Repairs will cost $3 million, Mayor Ann Lee said.",
			"Fishermen were told to keep their boats in the harbour.",
		},
		{
			"Fishermen were told to keep their boats in the harbor.",
			"After the storm, the council closed the coastal road for two days.",
			"It was the worst storm in a decade.",
			"The storm flooded 40 homes.",
		},
	}
	groups := Align(docs, Options{})
	want := [][]Ref{
		{{0, 0}, {1, 0}, {2, 1}},
		{{0, 1}, {1, 2}},
		{{0, 2}, {1, 1}},
		{{0, 3}, {2, 2}, {2, 3}}, // 0:3 merges the two sentences of 2
		{{1, 3}, {2, 0}},
	}
	var got [][]Ref
	for _, g := range groups {
		var rs []Ref
		for _, m := range g.Members {
			rs = append(rs, Ref{m.Doc, m.Sent})
		}
		got = append(got, rs)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("groups:\n%s\nwant %v", renderGroups(docs, groups), want)
	}
	for _, g := range groups {
		if g.Members[0].Rel != First || g.Members[0].Via != -1 {
			t.Errorf("first member %+v", g.Members[0])
		}
		for _, m := range g.Members[1:] {
			if m.Via < 0 || m.Via >= len(g.Members) || m.Rel == First {
				t.Errorf("member %+v has no link", m)
			}
		}
	}
	if g := groupOf(groups, 0, 3); g == nil || len(g.Members) != 3 || !g.Members[2].Extra || g.Docs() != 2 {
		t.Errorf("merged sentence: %+v", g)
	}
	if g := groupOf(groups, 0, 2); g == nil || g.Members[1].Rel != Verbatim {
		t.Errorf("verbatim copy not marked: %+v", g)
	}
	if g := groupOf(groups, 0, 0); g == nil || g.Members[1].Rel != Edited {
		t.Errorf("edited copy not marked: %+v", g)
	}
	// singletons: every sentence once
	all := Align(docs, Options{Singletons: true})
	seen := map[Ref]int{}
	for _, g := range all {
		for _, m := range g.Members {
			seen[Ref{m.Doc, m.Sent}]++
		}
	}
	for d := range docs {
		for s := range docs[d] {
			if seen[Ref{d, s}] != 1 {
				t.Errorf("with Singletons, %d:%d is in %d groups", d, s, seen[Ref{d, s}])
			}
		}
	}
}

func TestAlignSplitSentence(t *testing.T) {
	docs := [][]string{
		{"Police arrested the driver of the truck at the scene, and prosecutors charged him with manslaughter on Monday evening."},
		{"Police arrested the driver of the truck at the scene.", "Prosecutors charged him with manslaughter on Monday evening."},
	}
	groups := Align(docs, Options{})
	if len(groups) != 1 || len(groups[0].Members) != 3 || groups[0].Docs() != 2 {
		t.Fatalf("want one group of the merged sentence and both halves:\n%s", renderGroups(docs, groups))
	}
	if !groups[0].Members[2].Extra || groups[0].Members[1].Extra {
		t.Errorf("the second half should be the extra member:\n%s", renderGroups(docs, groups))
	}
	strict := Align(docs, Options{NoExtra: true})
	for _, g := range strict {
		if g.Docs() != len(g.Members) {
			t.Errorf("NoExtra: two sentences of one document in a group:\n%s", renderGroups(docs, strict))
		}
	}
}

func TestAlignOnePerDocument(t *testing.T) {
	st := synthStory(12, 30, 5)
	groups := Align(st.docs, Options{})
	for _, g := range groups {
		seen := map[int]bool{}
		for _, m := range g.Members {
			if seen[m.Doc] != m.Extra {
				t.Fatalf("Extra wrong for %+v in %+v", m, g)
			}
			seen[m.Doc] = true
		}
	}
	// deterministic
	if again := Align(st.docs, Options{}); !reflect.DeepEqual(groups, again) {
		t.Error("Align is not deterministic")
	}
}

// TestAlignSynthetic measures pairwise precision and recall of the groups
// on an invented 50-report story whose copies are known.
func TestAlignSynthetic(t *testing.T) {
	st := synthStory(50, 40, 1)
	for _, budget := range []int{0, 30} {
		groups := Align(st.docs, Options{MaxCompare: budget})
		gid := map[Ref]int{}
		for i, g := range groups {
			for _, m := range g.Members {
				gid[Ref{m.Doc, m.Sent}] = i + 1
			}
		}
		var tp, fp, fn float64
		for d1 := range st.docs {
			for s1 := range st.docs[d1] {
				for d2 := d1 + 1; d2 < len(st.docs); d2++ {
					for s2 := range st.docs[d2] {
						g1, g2 := gid[Ref{d1, s1}], gid[Ref{d2, s2}]
						same := st.src[d1][s1] >= 0 && st.src[d1][s1] == st.src[d2][s2]
						linked := g1 != 0 && g1 == g2
						switch {
						case same && linked:
							tp++
						case linked:
							fp++
						case same:
							fn++
						}
					}
				}
			}
		}
		p, r := tp/(tp+fp), tp/(tp+fn)
		t.Logf("MaxCompare %d: %d groups, pairwise precision %.4f recall %.4f", budget, len(groups), p, r)
		if p < 0.99 || r < 0.97 {
			t.Errorf("MaxCompare %d: precision %.4f recall %.4f", budget, p, r)
		}
	}
}

func TestAlignEdgeCases(t *testing.T) {
	if g := Align(nil, Options{}); len(g) != 0 {
		t.Errorf("Align(nil) = %v", g)
	}
	docs := [][]string{{"", "...", "Same words here today."}, {}, {"Same words here today.", "Same words here today."}}
	groups := Align(docs, Options{})
	if len(groups) != 1 || len(groups[0].Members) != 3 || groups[0].Docs() != 2 {
		t.Errorf("repeated sentence:\n%s", renderGroups(docs, groups))
	}
	all := Align(docs, Options{Singletons: true})
	if len(all) != 3 { // the group, "" and "..."
		t.Errorf("singletons: %d groups:\n%s", len(all), renderGroups(docs, all))
	}
}

func TestAlignSeeds(t *testing.T) {
	texts := loadSeeds(t)
	if len(texts) < 5 {
		t.Skipf("want the five seed reports, found %d", len(texts))
	}
	docs := bodySentences(texts)
	groups := Align(docs, Options{})
	t.Logf("%d groups", len(groups))

	same := func(what string, refs ...Ref) {
		t.Helper()
		g := groupOf(groups, refs[0].Doc, refs[0].Sent)
		for _, r := range refs[1:] {
			if g == nil || groupOf(groups, r.Doc, r.Sent) != g {
				t.Errorf("%s: %v not aligned with %v:\n%s", what, r, refs[0], renderGroups(docs, groups))
				return
			}
		}
	}
	toll0 := findSent(t, docs, 0, "At least 28 people have been killed")
	toll1 := findSent(t, docs, 1, "At least 28 people have been killed")
	same("toll 000/001", Ref{0, toll0}, Ref{1, toll1})
	shooter := [3]int{}
	for d := range shooter {
		shooter[d] = findSent(t, docs, d, "Taliban spokesman Zabiullah Mujahid identified the shooter")
	}
	same("shooter 000/001/002", Ref{0, shooter[0]}, Ref{1, shooter[1]}, Ref{2, shooter[2]})
	gunman := [3]int{}
	for d := range gunman {
		gunman[d] = findSent(t, docs, d, "A gunman ")
	}
	same("lead 000/001/002", Ref{0, gunman[0]}, Ref{1, gunman[1]}, Ref{2, gunman[2]})
	claim3 := findSent(t, docs, 3, "The Taliban claimed responsibility for the attack, saying it was carried out")
	claim4 := findSent(t, docs, 4, "The Taliban claimed responsibility for the shootings")
	same("claim 003/004 (paraphrase)", Ref{3, claim3}, Ref{4, claim4})
	if g := groupOf(groups, 4, claim4); g != nil {
		for _, m := range g.Members {
			if m.Doc == 4 && m.Rel != Paraphrase && m.Rel != First {
				t.Errorf("claim 004 relation %v, want paraphrase", m.Rel)
			}
		}
	}
	// the independent reports 003 and 004 must not be glued to the copies
	// by their shared topic: no group holds more than one sentence of a
	// document except as an extra piece, and no group is huge
	for _, g := range groups {
		if g.Docs() > 5 {
			t.Errorf("group over %d documents", g.Docs())
		}
	}

	// 002's "at least 29 people died" is a candidate for the toll statement
	toll2 := findSent(t, docs, 2, "Afghan President Hamid Karzai called for calm")
	toll4 := findSent(t, docs, 4, "Thousands have taken to the streets and at least 27 people")
	cands := Candidates(docs, Options{}, 0)
	isCand := func(a, b Ref) *Pair {
		for i := range cands {
			p := &cands[i]
			if p.A == a && p.B == b || p.A == b && p.B == a {
				return p
			}
		}
		return nil
	}
	for _, r := range []Ref{{2, toll2}, {4, toll4}} {
		p := isCand(Ref{0, toll0}, r)
		if p == nil {
			t.Errorf("%v is not a candidate for the toll statement 0:%d", r, toll0)
			continue
		}
		t.Logf("toll 0:%d ~ %v: score %.3f, numbers conflict %v", toll0, r, p.Score, p.Features.NumConflict == 1)
	}
	// 003's casualties and 004's "two dead were a U.S. colonel and major":
	// a candidate; the matcher scores it below the link threshold (the
	// sentences share the ranks but little else)
	col3 := findSent(t, docs, 3, "The casualties are believed to be a US colonel and a major.")
	col4 := findSent(t, docs, 4, "Afghan security sources said the two dead were a U.S. colonel and major")
	if p := isCand(Ref{3, col3}, Ref{4, col4}); p == nil {
		t.Errorf("colonel/major 003/004 not even a candidate")
	} else {
		t.Logf("colonel/major 003 ~ 004: score %.3f linked %v", p.Score, p.Linked)
	}
}

func TestCandidatesLinkedMatchesAlign(t *testing.T) {
	st := synthStory(6, 20, 9)
	groups := Align(st.docs, Options{})
	for _, p := range Candidates(st.docs, Options{}, 0) {
		if p.Linked && groupOf(groups, p.A.Doc, p.A.Sent) == nil {
			t.Errorf("linked pair %v-%v (score %.2f) in no group", p.A, p.B, p.Score)
		}
	}
}

func FuzzAlign(f *testing.F) {
	f.Add("The council voted on Tuesday. Schools will stay shut.", "The council voted Tuesday. Schools will stay shut until Friday.", 0.5)
	f.Add("Two U.S. advisers were killed.", "Two American advisers were killed, officials said. 28 died.", 0.0)
	f.Add("", "...", 1.0)
	f.Fuzz(func(t *testing.T, a, b string, thr float64) {
		docs := [][]string{bodyOf(a), bodyOf(b), bodyOf(a + " " + b)}
		if thr != thr || thr < 0 || thr > 1 {
			thr = 0
		}
		for _, g := range Align(docs, Options{Threshold: thr, Singletons: true}) {
			seen := map[int]bool{}
			for i, m := range g.Members {
				if m.Doc < 0 || m.Doc >= len(docs) || m.Sent < 0 || m.Sent >= len(docs[m.Doc]) {
					t.Fatalf("member %+v out of range", m)
				}
				if m.Extra != seen[m.Doc] || m.Via == i || m.Via >= len(g.Members) || (i > 0) != (m.Via >= 0) {
					t.Fatalf("member %d %+v inconsistent in %+v", i, m, g)
				}
				seen[m.Doc] = true
				if m.Score < 0 || m.Score > 1 {
					t.Fatalf("score %v", m.Score)
				}
			}
		}
		s1, s2 := Score(a, b), Score(b, a)
		if s1 < 0 || s1 > 1 || s1 != s1 || math.Abs(s1-s2) > 1e-9 {
			t.Fatalf("Score(a, b) = %v, Score(b, a) = %v", s1, s2)
		}
	})
}

func bodyOf(text string) []string {
	var out []string
	for _, s := range Split(text) {
		out = append(out, s.Text(text))
	}
	return out
}

// Align's work grows linearly with the story even when every sentence
// shares all its words with every other (one-sentence documents that
// differ in a number): doubling the sentences at most about doubles the
// memory allocated, the allocations and the posting entries the index
// visits (deterministic, unlike time), and the copies still form one group.
func TestAlignScalesLinearly(t *testing.T) {
	if testing.Short() {
		t.Skip("aligns 14,000 sentences")
	}
	type cost struct {
		bytes, allocs, visits uint64
		dur                   time.Duration
	}
	var costs []cost
	sizes := []int{2000, 4000, 8000}
	for _, n := range sizes {
		docs := nearCopies(n)
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		start := time.Now()
		groups := Align(docs, Options{})
		dur := time.Since(start)
		runtime.ReadMemStats(&after)
		costs = append(costs, cost{bytes: after.TotalAlloc - before.TotalAlloc, allocs: after.Mallocs - before.Mallocs, dur: dur})
		t.Logf("n=%d: %v, %d MB allocated in %d allocations", n, dur, (after.TotalAlloc-before.TotalAlloc)>>20, after.Mallocs-before.Mallocs)
		if len(groups) != 1 || len(groups[0].Members) != n {
			t.Errorf("n=%d: %d groups, want one of all %d sentences", n, len(groups), n)
		}
		// the index's work: posting entries visited, and pairs compared
		st := build(docs, Options{}, false)
		costs[len(costs)-1].visits = uint64(st.visits)
		t.Logf("n=%d: %d posting entries visited, %d edges", n, st.visits, len(st.edges))
	}
	for i := 1; i < len(costs); i++ {
		b := float64(costs[i].bytes) / float64(costs[i-1].bytes)
		a := float64(costs[i].allocs) / float64(costs[i-1].allocs)
		v := float64(costs[i].visits) / float64(max(1, costs[i-1].visits))
		if b > 2.5 || a > 2.5 || v > 2.5 {
			t.Errorf("n %d -> %d: %.2fx bytes, %.2fx allocations, %.2fx posting entries visited (time %.2fx), want at most 2.5x",
				sizes[i-1], sizes[i], b, a, v, float64(costs[i].dur)/float64(costs[i-1].dur))
		}
	}
}

// A MaxCompare larger than the story (a natural way to ask for every
// pair) aligns as MaxCompare = the number of sentences does: it must not
// size the candidate heaps (a panic at math.MaxInt, gigabytes at 100,000).
func TestAlignHugeMaxCompare(t *testing.T) {
	var docs [][]string
	for i := range 200 {
		docs = append(docs, []string{
			fmt.Sprintf("Shares of Acme Corp closed at %d.%02d dollars on Tuesday.", 10+i/100, i%100),
			fmt.Sprintf("The company employs %d people in %d countries.", 1000+i, 10+i%7),
		})
	}
	want := fmt.Sprint(Align(docs, Options{MaxCompare: 400}))
	for _, k := range []int{100_000, math.MaxInt} {
		if got := fmt.Sprint(Align(docs, Options{MaxCompare: k})); got != want {
			t.Errorf("MaxCompare %d aligns otherwise than 400", k)
		}
	}
}

// A document that repeats a few sentences thousands of times (the rows
// of a table, a scraped page) aligns in time linear in its sentences: a
// review found each pair of candidate forms comparing every occurrence
// of one with every occurrence of the other to see whether they meet in
// two documents (4 sentences repeated 20,000 times each: 6 s, 16 times
// the time of 5,000 repeats).
func TestAlignRepeatedSentencesLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("aligns 100,000 sentences")
	}
	docs := func(n int) [][]string {
		var d0 []string
		for range n {
			for k := range 4 {
				d0 = append(d0, fmt.Sprintf("Shares of Acme Corp rose %d percent on Tuesday in heavy trading.", k))
			}
		}
		return [][]string{d0, {"Shares of Acme Corp rose 2 percent on Tuesday in heavy trading, dealers said."}}
	}
	if len(Align(docs(5000), Options{})) == 0 {
		t.Fatal("the repeated sentence is aligned with nothing")
	}
	// linear is 4x; quadratic was 16x
	growth.Linear(t, 5000, func(n int) func() {
		d := docs(n)
		return func() { Align(d, Options{}) }
	})
}
