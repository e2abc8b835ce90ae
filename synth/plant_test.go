package synth

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/copydesk/copydesk/facts"
)

// Invented material for planted-disagreement test articles.
var (
	pGiven   = []string{"Helen", "Peter", "Laura", "Simon", "Anna", "Mark", "Julia", "Kevin"}
	pFamily  = []string{"Garrow", "Halvik", "Ostrander", "Quenby", "Mirrlees", "Thompson", "Clark", "Smith"}
	pRanks   = []string{"Colonel", "Minister", "Captain", "Chairman", "President", "Inspector"}
	pBodies  = []string{"council", "company", "union", "ministry", "club", "regiment"}
	pWords   = []string{"four", "seven", "twelve", "thirty", "two dozen", "twenty-eight"}
	pDays    = []string{"Monday", "Tuesday", "Wednesday", "Thursday", "Friday"}
	pMonths  = []string{"March", "April", "June", "October"}
	pObjects = []string{"the harbour plan", "the road budget", "new fishing rules", "the school repairs", "the pension review"}
)

// fakePlantArticle invents an article whose sentences carry numbers, names,
// ranks and days; every sentence names an invented ward so that articles do
// not share sentences.
func fakePlantArticle(g *rng, id string, paras int, source, category string) Article {
	syl := []string{"ka", "lo", "mir", "ven", "tas", "rud", "pel", "on", "zi", "bra", "gol", "fen"}
	var ps []string
	for p := 0; p < paras; p++ {
		var ss []string
		for k := g.between(2, 3); k > 0; k-- {
			ward := capFirst(pick(g, syl) + pick(g, syl) + pick(g, syl) + pick(g, syl))
			name := pick(g, pGiven) + " " + pick(g, pFamily)
			switch g.intn(5) {
			case 0:
				ss = append(ss, fmt.Sprintf("%s %s said %d people in %s would review %s on %s.", pick(g, pRanks), name, g.between(2, 900), ward, pick(g, pObjects), pick(g, pDays)))
			case 1:
				ss = append(ss, fmt.Sprintf("The %s's %s said on %s %d that %s workers in %s had left.", pick(g, pBodies), strings.ToLower(pick(g, pRanks)), pick(g, pMonths), g.between(2, 27), pick(g, pWords), ward))
			case 2:
				ss = append(ss, fmt.Sprintf("Mr %s told reporters in %s that about %s people had signed a petition against %s.", pick(g, pFamily), ward, fmt.Sprintf("%d,%03d", g.between(1, 9), g.between(0, 999)), pick(g, pObjects)))
			case 3:
				ss = append(ss, fmt.Sprintf("\"We will not accept %s,\" said %s, who spoke in %s on %s.", pick(g, pObjects), name, ward, pick(g, pDays)))
			default:
				ss = append(ss, fmt.Sprintf("Officials in %s said %s would cost £%dm, more than %d%% above the estimate.", ward, pick(g, pObjects), g.between(2, 90), g.between(3, 60)))
			}
		}
		ps = append(ps, strings.Join(ss, " "))
	}
	a := Article{Document: Document{ID: id, Title: pick(g, pBodies) + " votes on " + pick(g, pObjects), Text: strings.Join(ps, "\n\n"), Source: source}, Category: category}
	if source == "Wire" {
		a.Published = time.Date(1987, 3, 1+g.intn(28), 0, 0, 0, 0, time.UTC)
	}
	return a
}

func fakePlantCorpus(n int, seed uint64) []Article {
	g := newRNG(seed, 98)
	var out []Article
	for i := 0; i < n; i++ {
		src, cat := "Wire", ""
		if i%2 == 0 {
			src, cat = "Paper", pick(g, []string{"business", "politics", "sport"})
		}
		out = append(out, fakePlantArticle(g, fmt.Sprintf("a%04d", i), g.between(4, 8), src, cat))
	}
	return out
}

func testPlantConfig() PlantConfig {
	cfg := DefaultPlantConfig()
	cfg.Stories = 30
	cfg.MinWords = 60
	cfg.DupShared, cfg.DupFrac = 1000, 0.9 // invented sentences share phrases
	return cfg
}

func TestPlantDeterministic(t *testing.T) {
	in := fakePlantCorpus(150, 1)
	checkDeterministic(t, func(seed uint64) (any, error) {
		cfg := testPlantConfig()
		cfg.Seed = seed
		return Plant(in, cfg)
	})
}

func TestPlantFake(t *testing.T) {
	cfg := testPlantConfig()
	stories, err := Plant(fakePlantCorpus(150, 3), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if len(stories) != cfg.Stories {
		t.Fatalf("%d stories, want %d", len(stories), cfg.Stories)
	}
	st := checkStories(t, stories, cfg)
	for _, k := range []string{"number", "name", "rank", "day"} {
		if st.kinds[k] == 0 {
			t.Errorf("no planted %s change: %v", k, st.kinds)
		}
	}
	if st.unchanged == 0 || st.distractors == 0 {
		t.Errorf("want unchanged copies and distractors: %+v", st)
	}
}

type plantStats struct {
	docs, changes, unchanged, changedCopies, distractors int
	kinds                                                map[string]int
	// unchanged copies' sentences whose values of a kind differ from the
	// base's (light edits and house style: not disagreements)
	noise map[string]int
}

// checkStories checks the invariants of Plant's output and returns counts.
func checkStories(t *testing.T, stories []Story, cfg PlantConfig) plantStats {
	t.Helper()
	st := plantStats{kinds: map[string]int{}, noise: map[string]int{}}
	ids := map[string]bool{}
	for _, s := range stories {
		byID := map[string]*StoryDoc{}
		roles := map[Role]int{}
		for i := range s.Docs {
			d := &s.Docs[i]
			if d.ID == "" || ids[d.ID] {
				t.Fatalf("%s: empty or duplicate id %q", s.ID, d.ID)
			}
			ids[d.ID] = true
			byID[d.ID] = d
			roles[d.Role]++
		}
		st.docs += len(s.Docs)
		st.unchanged += roles[RoleCopy]
		st.changedCopies += roles[RoleChanged]
		st.distractors += roles[RoleTopicDistractor]
		base := byID[s.Base]
		if roles[RoleBase] != 1 || base == nil || base.Role != RoleBase {
			t.Fatalf("%s: want exactly one base, the story's: %v", s.ID, roles)
		}
		if n := roles[RoleCopy] + roles[RoleChanged]; n < cfg.MinCopies || n > cfg.MaxCopies {
			t.Errorf("%s: %d copies", s.ID, n)
		}
		for _, d := range s.Docs {
			if d.Role == RoleTopicDistractor && d.Orig == base.Orig {
				t.Errorf("%s: distractor is the base article", s.ID)
			}
		}
		perDoc := map[string]int{}
		planted := map[string]map[int]bool{} // copy -> base offsets of its changes
		for _, c := range s.Changes {
			st.changes++
			st.kinds[c.Kind]++
			perDoc[c.Doc]++
			cp := byID[c.Doc]
			if c.Story != s.ID || c.Base != s.Base || cp == nil || cp.Role != RoleChanged {
				t.Fatalf("%s: change %+v: wrong story, base or copy", s.ID, c)
			}
			if got := base.Text[c.BaseStart:c.BaseEnd]; got != c.Original {
				t.Errorf("%s: base[%d:%d] = %q, recorded %q", s.ID, c.BaseStart, c.BaseEnd, got, c.Original)
			}
			if got := cp.Text[c.Start:c.End]; got != c.Changed {
				t.Errorf("%s: copy[%d:%d] = %q, recorded %q", s.ID, c.Start, c.End, got, c.Changed)
			}
			kind := kindOf(c.Kind)
			if kind == 0 || c.OriginalNorm == c.ChangedNorm {
				t.Errorf("%s: bad change %+v", s.ID, c)
			}
			if !hasMention(facts.Mentions(base.Text), kind, c.OriginalNorm, c.BaseStart, c.BaseEnd) {
				t.Errorf("%s: base has no %s %q at %d", s.ID, c.Kind, c.OriginalNorm, c.BaseStart)
			}
			if !hasMention(facts.Mentions(cp.Text), kind, c.ChangedNorm, c.Start, c.End) {
				t.Errorf("%s: copy has no %s %q at %d", s.ID, c.Kind, c.ChangedNorm, c.Start)
			}
			if planted[c.Doc] == nil {
				planted[c.Doc] = map[int]bool{}
			}
			planted[c.Doc][c.BaseStart] = true
		}
		for _, d := range s.Docs {
			switch {
			case d.Role == RoleChanged && (perDoc[d.ID] < 1 || perDoc[d.ID] > cfg.MaxChanges):
				t.Errorf("%s: changed copy with %d changes", s.ID, perDoc[d.ID])
			case d.Role != RoleChanged && perDoc[d.ID] > 0:
				t.Errorf("%s: %s document with changes", s.ID, d.Role)
			}
		}
		// Every copy that kept a planted slot's sentence and did not change
		// that slot itself repeats the base's value there.
		for _, c := range s.Changes {
			k := sentenceAt(base.spans, c.BaseStart)
			if k < 0 {
				t.Fatalf("%s: change at %d outside every base sentence", s.ID, c.BaseStart)
			}
			for _, d := range s.Docs {
				sp, ok := d.spans[k]
				if d.Role == RoleBase || !ok || planted[d.ID][c.BaseStart] {
					continue
				}
				// (a changed copy may hold the same changed value at another
				// slot of its own)
				ms := facts.Mentions(d.Text[sp[0]:sp[1]])
				if countMention(ms, kindOf(c.Kind), c.OriginalNorm) == 0 || d.Role == RoleCopy && countMention(ms, kindOf(c.Kind), c.ChangedNorm) > 0 {
					t.Errorf("%s: %s copy %s disagrees with the base at a planted slot (%s %q): %q",
						s.ID, d.Role, d.ID, c.Kind, c.OriginalNorm, d.Text[sp[0]:sp[1]])
				}
			}
		}
		// Noise: differences in unchanged copies that are not disagreements.
		for _, d := range s.Docs {
			if d.Role != RoleCopy {
				continue
			}
			for k, sp := range d.spans {
				bs := base.spans[k]
				bm, cm := facts.Mentions(base.Text[bs[0]:bs[1]]), facts.Mentions(d.Text[sp[0]:sp[1]])
				for _, kind := range []facts.Kind{facts.Number, facts.Name, facts.Rank, facts.Day} {
					if !slices.Equal(normsOf(bm, kind), normsOf(cm, kind)) {
						st.noise[kind.String()]++
					}
				}
			}
		}
	}
	return st
}

func kindOf(s string) facts.Kind {
	for _, k := range []facts.Kind{facts.Number, facts.Name, facts.Rank, facts.Day} {
		if k.String() == s {
			return k
		}
	}
	return 0
}

func sentenceAt(spans map[int][2]int, pos int) int {
	for k, sp := range spans {
		if sp[0] <= pos && pos < sp[1] {
			return k
		}
	}
	return -1
}

func normsOf(ms []facts.Mention, k facts.Kind) []string {
	var out []string
	for _, m := range ms {
		if m.Kind == k {
			out = append(out, m.Norm)
		}
	}
	slices.Sort(out)
	return out
}

// sharedData is the research data beside the repository (read-only, never
// copied into it).
const sharedData = "../../shared/data"

func readSharedDocs(t testing.TB, set string) []Article {
	t.Helper()
	path := filepath.Join(sharedData, set, "docs.jsonl")
	f, err := os.Open(path)
	if err != nil {
		t.Skipf("research data not found (%v): this test needs ../shared/data beside the repository", err)
	}
	defer f.Close()
	cats := map[string]string{}
	if cf, err := os.Open(filepath.Join(sharedData, set, "labels-category.jsonl")); err == nil {
		sc := bufio.NewScanner(cf)
		for sc.Scan() {
			var l struct{ ID, Cluster string }
			if json.Unmarshal(sc.Bytes(), &l) == nil {
				cats[l.ID] = l.Cluster
			}
		}
		cf.Close()
	}
	var out []Article
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	for sc.Scan() {
		var d struct{ ID, Title, Text, Source, Published string }
		if err := json.Unmarshal(sc.Bytes(), &d); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		a := Article{Document: Document{ID: d.ID, Title: d.Title, Text: d.Text, Source: d.Source}, Category: cats[d.ID]}
		a.Published, _ = time.Parse("2006-01-02", d.Published)
		out = append(out, a)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestPlantRealArticles(t *testing.T) {
	if testing.Short() {
		t.Skip("reads the research data")
	}
	in := append(readSharedDocs(t, "bbc"), readSharedDocs(t, "reuters")...)
	cfg := DefaultPlantConfig()
	cfg.Stories = 80
	stories, err := Plant(in, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if len(stories) != cfg.Stories {
		t.Fatalf("%d stories, want %d", len(stories), cfg.Stories)
	}
	st := checkStories(t, stories, cfg)
	t.Logf("%d stories, %d docs, %d changes %v, %d unchanged copies, %d changed copies, %d distractors",
		len(stories), st.docs, st.changes, st.kinds, st.unchanged, st.changedCopies, st.distractors)
	t.Logf("unchanged-copy sentences whose values differ from the base's (light edits, house style): %v", st.noise)
	for _, k := range []string{"number", "name", "rank", "day"} {
		if st.kinds[k] < 5 {
			t.Errorf("only %d %s changes", st.kinds[k], k)
		}
	}
}

func TestRenderSpans(t *testing.T) {
	for _, a := range fakePlantCorpus(20, 5) {
		b := parseBody(a.Text, srcBase)
		b = append(body{line("A header line")}, b...)
		b = append(b, line("A footer line"))
		for layout := 0; layout <= 3; layout++ {
			text, spans := b.renderSpans(layout)
			if want := b.render(layout); text != want {
				t.Fatalf("layout %d: renderSpans text differs from render", layout)
			}
			n := 0
			for _, p := range b {
				for _, s := range p {
					if s.src != srcBase {
						continue
					}
					n++
					if sp := spans[s.idx]; text[sp[0]:sp[1]] != s.text {
						t.Fatalf("layout %d: span of sentence %d is %q, want %q", layout, s.idx, text[sp[0]:sp[1]], s.text)
					}
				}
			}
			if n != len(spans) {
				t.Fatalf("layout %d: %d spans for %d sentences", layout, len(spans), n)
			}
		}
	}
}

func TestMutations(t *testing.T) {
	tests := []struct {
		kind    facts.Kind
		surface string
		sport   bool
		want    []string // each must be offered
		none    bool     // no mutation at all
	}{
		{facts.Number, "28", false, []string{"29", "27"}, false},
		{facts.Number, "1,000", false, []string{"1,200", "2,000"}, false},
		{facts.Number, "$1.13bn", false, []string{"$1.14bn"}, false},
		{facts.Number, "more than 20", false, []string{"more than 21", "more than 30"}, false},
		{facts.Number, "76%", false, []string{"77%"}, false},
		{facts.Number, "four", false, []string{"five", "two"}, false},
		{facts.Number, "Four", false, []string{"Five"}, false},
		{facts.Number, "two dozen", false, []string{"three dozen"}, false},
		{facts.Number, "twenty-eight", false, []string{"twenty-nine"}, false},
		{facts.Number, "one", false, nil, true},
		{facts.Number, "a dozen", false, nil, true},
		{facts.Number, "0", false, nil, true},
		{facts.Day, "Tuesday", false, []string{"Wednesday", "Monday"}, false},
		{facts.Day, "March 3", false, []string{"March 4", "March 2"}, false},
		{facts.Day, "3rd March", false, []string{"4th March", "2nd March"}, false},
		{facts.Rank, "colonel", false, []string{"lieutenant colonel"}, false},
		{facts.Rank, "lieutenant-colonel", false, []string{"colonel"}, false},
		{facts.Rank, "Minister", false, []string{"Deputy Minister"}, false},
		{facts.Rank, "Prime Minister", false, []string{"Deputy Prime Minister"}, false},
		{facts.Rank, "Captain", false, []string{"First Officer"}, false},
		{facts.Rank, "captain", true, []string{"coach"}, false},
		{facts.Rank, "Lt. Col.", false, nil, true},
		{facts.Rank, "spokesman", false, nil, true},
		{facts.Name, "John Smith", false, []string{"John Smyth"}, false},
		{facts.Name, "Thompson", false, []string{"Thomson"}, false},
		{facts.Name, "Clark", false, []string{"Clarke"}, false},
		{facts.Name, "Tony Blair's", false, []string{"Tony Barlow's"}, false},
	}
	for _, tt := range tests {
		got := mutations(tt.kind, tt.surface, tt.sport)
		if tt.none {
			if len(got) > 0 {
				t.Errorf("%s %q: got %q, want none", tt.kind, tt.surface, got)
			}
			continue
		}
		for _, w := range tt.want {
			if !slices.Contains(got, w) {
				t.Errorf("%s %q: %q not among %q", tt.kind, tt.surface, w, got)
			}
		}
		if slices.Contains(got, tt.surface) {
			t.Errorf("%s %q: offered unchanged", tt.kind, tt.surface)
		}
	}
}

func TestPlantSlots(t *testing.T) {
	text := "Colonel Ada Garrow said 28 soldiers arrived on Tuesday. " +
		"General Foods said its major problem was the price. " +
		"John Major said the deal was done."
	b := parseBody(text, srcBase)
	var got []string
	for _, s := range plantSlots(b, false) {
		sent := b[0][s.sent].text
		got = append(got, s.kind.String()+":"+sent[s.start:s.end])
	}
	want := []string{"rank:Colonel", "name:Ada Garrow", "number:28", "day:Tuesday"}
	if !slices.Equal(got, want) {
		t.Errorf("slots %q, want %q", got, want)
	}
}

// FuzzPlantSlots: slots lie inside their sentences, and no mutation of any
// text panics or returns the text unchanged.
func FuzzPlantSlots(f *testing.F) {
	for _, s := range []string{"Colonel Ada Garrow said 28 soldiers arrived on Tuesday.", "Mr Blair's 3rd March 1,000 twenty-eight", "", " ", "\xff1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		b := parseBody(text, srcBase)
		for _, s := range plantSlots(b, false) {
			sn := findSentence(b, s.sent)
			if sn == nil || s.start < 0 || s.end > len(sn.text) || s.start >= s.end {
				t.Fatalf("bad slot %+v", s)
			}
		}
		for _, k := range []facts.Kind{facts.Number, facts.Name, facts.Rank, facts.Day} {
			for _, sport := range []bool{false, true} {
				for _, m := range mutations(k, text, sport) {
					if m == text {
						t.Fatalf("%s %q: unchanged mutation", k, text)
					}
				}
			}
		}
	})
}

func BenchmarkPlant(b *testing.B) {
	in := fakePlantCorpus(150, 7)
	cfg := testPlantConfig()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Plant(in, cfg); err != nil {
			b.Fatal(err)
		}
	}
}

// A document's OrigIndex is the position in the input of the article its
// Orig id names, so that inputs sharing ids can be told apart.
func TestPlantOrigIndex(t *testing.T) {
	in := fakePlantCorpus(150, 3)
	stories, err := Plant(in, testPlantConfig())
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range stories {
		for _, d := range s.Docs {
			if d.OrigIndex < 0 || d.OrigIndex >= len(in) || in[d.OrigIndex].ID != d.Orig {
				t.Fatalf("%s %s (%s): OrigIndex %d names another article", s.ID, d.ID, d.Role, d.OrigIndex)
			}
		}
	}
}
