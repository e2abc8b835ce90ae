package synth

import (
	"fmt"
	"math"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"
)

// Invented vocabulary for test articles (no third-party text in the repo).
var (
	tSubjects = []string{"The Harlow council", "Acme Widgets Ltd", "The finance ministry", "Regional health officials",
		"Mr. Garrow", "The opposition party", "Northfield Rovers", "The central bank", "Local farmers", "The U.S. Treasury",
		"Dr. Imelda Vance", "The transport union", "Brixley Motors", "The city's mayor", "Investors", "The defence committee"}
	tVerbs = []string{"announced", "rejected", "approved", "postponed", "criticised", "welcomed", "questioned",
		"expanded", "delayed", "organised", "defended", "reviewed", "cancelled", "launched", "revised", "doubled"}
	tObjects = []string{"a plan to rebuild the harbour", "the annual budget for roads", "new rules on river fishing",
		"a merger with a rival chipmaker", "the sale of its colour printing unit", "a programme of school repairs",
		"plans for a second runway", "a review of pension payments", "talks with dockworkers", "the price of bread",
		"an inquiry into flood defences", "the licence for a new theatre", "a bid for the city centre stadium"}
	tTails = []string{"on Monday", "after a long debate", "despite strong objections", "in a statement",
		"for the third time this year", "ahead of the election", "following a court ruling", "without warning"}
	tQuotes = []string{"We do not think this is the right decision", "It is a very good day for everyone here",
		"Nobody expected the numbers to be this weak", "We will keep fighting for a fair deal"}
	tNames = []string{"Olivia Pratt", "Tomas Heller", "Grace Ilunga", "Mark Ostrow", "Priya Raman", "Hugo Lindqvist"}
)

// fakeArticle invents a news-like article with n paragraphs; every sentence
// names an invented ward, so that articles do not share sentences.
func fakeArticle(g *rng, id string, paras int, source, category string) Article {
	var ps []string
	syl := []string{"ka", "lo", "mir", "ven", "tas", "rud", "pel", "on", "zi", "bra", "gol", "fen"}
	for p := 0; p < paras; p++ {
		var ss []string
		for k := g.between(1, 3); k > 0; k-- {
			ward := capFirst(pick(g, syl) + pick(g, syl) + pick(g, syl) + pick(g, syl))
			switch g.intn(4) {
			case 0:
				ss = append(ss, fmt.Sprintf(`"%s," said %s, a spokesperson for %s in %s.`, pick(g, tQuotes), pick(g, tNames), strings.ToLower(pick(g, tSubjects)), ward))
			case 1:
				ss = append(ss, fmt.Sprintf("%s said %d people in %s, about %d%% of the total, %s %s %s.", pick(g, tSubjects),
					g.between(2, 90000), ward, g.between(2, 99), strings.ToLower(pick(g, tVerbs)), pick(g, tObjects), pick(g, tTails)))
			default:
				ss = append(ss, fmt.Sprintf("%s %s %s %s, %s officials said.", pick(g, tSubjects), pick(g, tVerbs), pick(g, tObjects), pick(g, tTails), ward))
			}
		}
		ps = append(ps, strings.Join(ss, " "))
	}
	a := Article{Document: Document{ID: id, Title: pick(g, tSubjects) + " " + pick(g, tVerbs) + " plan", Text: strings.Join(ps, "\n\n"), Source: source}, Category: category}
	if source == "Wire" {
		a.Published = time.Date(1987, 3, 1+g.intn(28), 0, 0, 0, 0, time.UTC)
		a.Title = strings.ToUpper(a.Title)
	}
	return a
}

func fakeCorpus(n int, seed uint64) []Article {
	g := newRNG(seed, 99)
	var out []Article
	for i := 0; i < n; i++ {
		src, cat := "Wire", ""
		if i%2 == 0 {
			src, cat = "Paper", pick(g, []string{"business", "politics", "sport"})
		}
		out = append(out, fakeArticle(g, fmt.Sprintf("a%04d", i), g.between(4, 9), src, cat))
	}
	return out
}

func testConfig() Config {
	cfg := DefaultConfig()
	cfg.Bases, cfg.Distractors, cfg.TopicDistractors = 40, 20, 15
	cfg.MinWords = 60
	// invented sentences share phrases more than real articles do
	cfg.DupShared, cfg.DupFrac = 1000, 0.9
	return cfg
}

func TestGenerateDeterministic(t *testing.T) {
	in := fakeCorpus(200, 1)
	checkDeterministic(t, func(seed uint64) (any, error) {
		cfg := testConfig()
		cfg.Seed = seed
		return Generate(in, cfg)
	})
}

// checkDeterministic runs a generator twice with seed 1 and once with
// seed 2: the same seed must give the same output, another seed another.
func checkDeterministic(t *testing.T, run func(seed uint64) (any, error)) {
	t.Helper()
	a, err := run(1)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := run(1)
	if !reflect.DeepEqual(a, b) {
		t.Fatal("same seed, different output")
	}
	c, _ := run(2)
	if reflect.DeepEqual(a, c) {
		t.Fatal("different seeds, same output")
	}
}

func TestLabelsCoverEveryDocument(t *testing.T) {
	recs, err := Generate(fakeCorpus(200, 3), testConfig())
	if err != nil {
		t.Fatal(err)
	}
	byID := map[string]Record{}
	for _, r := range recs {
		if r.ID == "" || r.Cluster == "" {
			t.Fatalf("record without id or cluster: %+v", r)
		}
		if _, dup := byID[r.ID]; dup {
			t.Fatalf("duplicate id %s", r.ID)
		}
		byID[r.ID] = r
	}
	roles := map[Role]int{}
	for _, r := range recs {
		roles[r.Role]++
		switch r.Role {
		case RoleBase:
			if r.Cluster != r.ID || r.Base != r.ID {
				t.Errorf("base %s: cluster %s base %s", r.ID, r.Cluster, r.Base)
			}
		case RoleCopy:
			b, ok := byID[r.Cluster]
			if !ok || b.Role != RoleBase || r.Base != r.Cluster || b.Orig != r.Orig {
				t.Errorf("copy %s is not labelled with its base (cluster %s)", r.ID, r.Cluster)
			}
			if len(r.Ops) == 0 && r.Text != b.Text {
				t.Errorf("copy %s has no ops but a different text", r.ID)
			}
		case RoleDistractor, RoleTopicDistractor:
			if r.Cluster != r.ID || r.Base != "" {
				t.Errorf("distractor %s in cluster %s", r.ID, r.Cluster)
			}
			if r.Role == RoleTopicDistractor && byID[r.Near].Role != RoleBase {
				t.Errorf("topic distractor %s near %q, not a base", r.ID, r.Near)
			}
		default:
			t.Errorf("unknown role %q", r.Role)
		}
	}
	if roles[RoleBase] != 40 || roles[RoleDistractor] != 20 || roles[RoleTopicDistractor] == 0 || roles[RoleCopy] == 0 {
		t.Errorf("roles: %v", roles)
	}
	// the output order must not group clusters: bases are not all first
	firstCopy := slices.IndexFunc(recs, func(r Record) bool { return r.Role == RoleCopy })
	if firstCopy > len(recs)/4 {
		t.Errorf("output looks unshuffled: first copy at %d of %d", firstCopy, len(recs))
	}
}

func TestHeldOutTextInOneCluster(t *testing.T) {
	in := fakeCorpus(300, 5)
	cfg := testConfig()
	cfg.Rates.Extend, cfg.Rates.Partial = 0.6, 0.3
	recs, err := Generate(in, cfg)
	if err != nil {
		t.Fatal(err)
	}
	used := map[string]string{} // input id -> cluster
	asOrig := map[string]bool{}
	for _, r := range recs {
		asOrig[r.Orig] = true
	}
	nAdded := 0
	for _, r := range recs {
		for _, a := range r.Added {
			nAdded++
			if c, ok := used[a]; ok && c != r.Cluster {
				t.Errorf("held-out article %s used in clusters %s and %s", a, c, r.Cluster)
			}
			used[a] = r.Cluster
			if asOrig[a] {
				t.Errorf("held-out article %s is also a base or distractor", a)
			}
		}
	}
	if nAdded == 0 {
		t.Fatal("no held-out text was used")
	}
	// text check: every sentence of a held-out article occurs in one cluster at most
	byID := map[string]Article{}
	for _, a := range in {
		byID[a.ID] = a
	}
	for a := range used {
		for _, s := range SplitSentences(Reflow(byID[a].Text)) {
			if len(s) < 60 {
				continue
			}
			key := s[3 : len(s)-3] // tolerate quote-style edits at the ends
			clusters := map[string]bool{}
			for _, r := range recs {
				if strings.Contains(r.Text, key) {
					clusters[r.Cluster] = true
				}
			}
			if len(clusters) > 1 {
				t.Errorf("held-out sentence %q in %d clusters", s, len(clusters))
			}
		}
	}
}

func sentencesOf(b body) []string {
	var out []string
	for _, p := range b {
		for _, s := range p {
			out = append(out, s.text)
		}
	}
	return out
}

func TestTrimKeepsPrefix(t *testing.T) {
	g := newRNG(7)
	for i := 0; i < 200; i++ {
		a := fakeArticle(g, "x", g.between(1, 10), "Paper", "")
		b := parseBody(a.Text, srcBase)
		all := sentencesOf(b)
		frac := g.uniform(0.4, 0.9)
		tb := trimBody(b, frac, g.chance(0.5))
		kept := sentencesOf(tb)
		if len(kept) == 0 || !slices.Equal(kept, all[:len(kept)]) {
			t.Fatalf("trim is not a prefix: %q of %q", kept, all)
		}
		if len(all) > 1 && len(kept) == len(all) {
			t.Fatalf("trim kept everything (%d sentences)", len(all))
		}
		want := min(int(math.Ceil(frac*float64(len(all)))), len(all)-1)
		if len(all) >= 4 && (len(kept) < want-1 || len(kept) > want+1) {
			t.Fatalf("kept %d of %d sentences at frac %.2f", len(kept), len(all), frac)
		}
	}
}

func TestPartialReuseShare(t *testing.T) {
	g := newRNG(11)
	for i := 0; i < 500; i++ {
		a := fakeArticle(g, "x", g.between(2, 12), "Paper", "")
		other := parseBody(fakeArticle(g, "y", 6, "Paper", "").Text, srcAdded)
		b := parseBody(a.Text, srcBase)
		n := b.count(srcBase)
		keep := partialSelect(n, g.uniform(0.3, 0.6), 0.3, 0.6, g)
		pb := partialBody(b, keep, other, g)
		got := pb.count(srcBase)
		if n >= 3 && (float64(got) < 0.3*float64(n)-1e-9 || float64(got) > 0.6*float64(n)+1e-9) {
			t.Fatalf("partial reuse kept %d of %d base sentences", got, n)
		}
		if pb.count(srcAdded) == 0 {
			t.Fatal("partial reuse added no other text")
		}
		// base sentences stay in order
		last := -1
		for _, p := range pb {
			for _, s := range p {
				if s.src == srcBase {
					if s.idx <= last {
						t.Fatal("base sentences out of order")
					}
					last = s.idx
				}
			}
		}
	}
}

func TestCopiesStayCloseToBase(t *testing.T) {
	// near-duplicate copies (light ops only) must keep most of the base's word 5-grams
	recs, err := Generate(fakeCorpus(200, 9), testConfig())
	if err != nil {
		t.Fatal(err)
	}
	byID := map[string]Record{}
	for _, r := range recs {
		byID[r.ID] = r
	}
	checked := 0
	for _, r := range recs {
		if r.Role != RoleCopy || r.Kind != "near-duplicate" {
			continue
		}
		base := shingles(byID[r.Base].Text)
		cp := map[uint64]bool{}
		for _, h := range shingles(r.Text) {
			cp[h] = true
		}
		shared := 0
		for _, h := range base {
			if cp[h] {
				shared++
			}
		}
		if float64(shared) < 0.5*float64(len(base)) {
			t.Errorf("near-duplicate %s keeps %d of %d base 5-grams (ops %v)", r.ID, shared, len(base), r.Ops)
		}
		checked++
	}
	if checked == 0 {
		t.Fatal("no near-duplicate copies")
	}
}

func TestSpellingAndStyle(t *testing.T) {
	g := newRNG(1)
	us, _ := convertSpelling("The colour of the organisation's defence centre was criticised.", American, 1, g)
	if us != "The color of the organization's defense center was criticized." {
		t.Errorf("American: %q", us)
	}
	uk, _ := convertSpelling("Color, organize and labor.", British, 1, g)
	if uk != "Colour, organise and labour." {
		t.Errorf("British: %q", uk)
	}
	if s, _ := convertSpelling("The Labour party met.", American, 1, g); s != "The Labour party met." {
		t.Errorf("proper name converted: %q", s)
	}
	st := HouseStyle{USAbbrev: 1, ExpandWire: true, Percent: 2, StripTags: true}
	got := applyStyle("<Acme Corp> <ACM> said the U.S. loan was 1.25 mln dlrs, up 5 pct, from the U.S.", st, g)
	want := "Acme Corp (ACM) said the US loan was $1.25 million, up 5 percent, from the US."
	if got != want {
		t.Errorf("applyStyle:\n got %q\nwant %q", got, want)
	}
	if got := applyStyle("in the US. And", HouseStyle{USAbbrev: 2}, g); got != "in the U.S. And" {
		t.Errorf("US -> U.S.: %q", got)
	}
	if got := applyStyle(`He said "no" - it's over.`, HouseStyle{Quotes: 2, Dash: 2}, g); got != "He said “no” — it’s over." {
		t.Errorf("curly quotes: %q", got)
	}
}

func TestNumbersChange(t *testing.T) {
	g := newRNG(3)
	for i := 0; i < 100; i++ {
		s := "In 1987 about 311,000 people, four more than 28, paid 5.93 dollars."
		es := numberEdits(s, g)
		for _, e := range es {
			old := s[e.start:e.end]
			if old == "1987" {
				t.Fatal("a year was changed")
			}
			if e.repl == old {
				t.Fatalf("no change for %q", old)
			}
			if old == "311,000" && !strings.HasSuffix(e.repl, ",000") {
				t.Fatalf("311,000 -> %q", e.repl)
			}
		}
	}
}

func TestLightEditIsLight(t *testing.T) {
	g := newRNG(5)
	s := "The company said that it would buy more than 300 shops in the centre, because of strong demand."
	changed := 0
	for i := 0; i < 200; i++ {
		e := lightEditSentence(s, g, 0.2)
		if e != s {
			changed++
		}
		a, b := strings.Fields(s), strings.Fields(e)
		if d := len(a) - len(b); d > 4 || d < -4 {
			t.Fatalf("edit too heavy: %q", e)
		}
	}
	if changed < 150 {
		t.Errorf("only %d of 200 edits changed the sentence", changed)
	}
	// quoted words are left alone
	q := `"It is a very big day," she said.`
	for i := 0; i < 50; i++ {
		if e := lightEditSentence(q, g, 0); strings.Contains(e, "large") || strings.Contains(e, "It's") {
			t.Fatalf("edited inside a quotation: %q", e)
		}
	}
}

func TestReorder(t *testing.T) {
	g := newRNG(1)
	got := reorderSentence("Protesters threw rocks at police on Saturday, officials said.", g)
	if got != "Officials said protesters threw rocks at police on Saturday." {
		t.Errorf("attribution: %q", got)
	}
	got = reorderSentence("In a statement on Saturday, Karzai urged calm across the country.", g)
	if got != "Karzai urged calm across the country in a statement on Saturday." {
		t.Errorf("adverbial: %q", got)
	}
}

func TestTitleCase(t *testing.T) {
	for in, want := range map[string]string{
		"GTE <GTE> SELLS DEBENTURES YIELDING 8.737 PCT": "GTE <GTE> Sells Debentures Yielding 8.737 pct",
		"ALCAN ALUMINIUM LTD 3RD QTR NET":               "Alcan Aluminium Ltd 3rd qtr Net",
		"U.S. TRADE DEFICIT WIDENS IN JANUARY":          "U.S. Trade Deficit Widens in January",
	} {
		if got := titleCase(in); got != want {
			t.Errorf("titleCase(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestBulkVariant(t *testing.T) {
	bk := NewBulk(1)
	a := fakeArticle(newRNG(2), "z", 6, "Wire", "")
	if v := bk.Variant(a.Document, 0, 0); v.Text != a.Text || v.ID != "b0-z" {
		t.Errorf("pass 0 changed the document")
	}
	v1 := bk.Variant(a.Document, 1, 0)
	if v1.ID != "b1-z" || v1.Text == "" {
		t.Errorf("bad variant %+v", v1)
	}
	if v2 := bk.Variant(a.Document, 1, 0); !reflect.DeepEqual(v1, v2) {
		t.Error("variant not deterministic")
	}
}

func BenchmarkGenerate(b *testing.B) {
	in := fakeCorpus(400, 1)
	cfg := testConfig()
	cfg.Bases, cfg.Distractors, cfg.TopicDistractors = 100, 50, 30
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Generate(in, cfg); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkBulkVariant(b *testing.B) {
	bk := NewBulk(1)
	in := fakeCorpus(100, 1)
	size := 0
	for _, a := range in {
		size += len(a.Text)
	}
	b.SetBytes(int64(size))
	b.ReportAllocs()
	for b.Loop() {
		for i, a := range in {
			bk.Variant(a.Document, 1, i)
		}
	}
}

// A light edit keeps the case of the words it keeps: "on Thursday" loses
// "on", not its capital ("figures thursday"), and "said Monday" gains an
// "on" with "Monday" as written.
func TestRuleEditsKeepCase(t *testing.T) {
	for _, s := range []string{
		"Authorities will decide the final figures on Thursday when the council meets.",
		"The mayor said Monday that the bridge would reopen.",
		"Chief Executive Officer Jane Ellis resigned after the vote.",
		"Shares of Acme Corp rose on Friday after the deal.",
	} {
		ws := wordSpans(s)
		orig := map[string]bool{}
		lower := map[string]bool{}
		for _, w := range ws {
			orig[s[w.start:w.end]] = true
			lower[strings.ToLower(s[w.start:w.end])] = true
		}
		n := 0
		for _, idx := range []ruleIndex{synonymIdx, functionIdx, contractionIdx} {
			for _, e := range ruleEdits(s, idx, ws) {
				n++
				out := applyEdit(s, e)
				for i, w := range wordSpans(out) {
					tok := out[w.start:w.end]
					if i > 0 && lower[strings.ToLower(tok)] && !orig[tok] {
						t.Errorf("%q -> %q: %q changed case", s, out, tok)
					}
				}
			}
		}
		if n == 0 {
			t.Errorf("%q: no edit applies", s)
		}
	}
}

// A record's OrigIndex is the position in the input of the article its
// Orig id names, so that inputs sharing ids can be told apart.
func TestGenerateOrigIndex(t *testing.T) {
	in := fakeCorpus(200, 3)
	recs, err := Generate(in, testConfig())
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range recs {
		if r.OrigIndex < 0 || r.OrigIndex >= len(in) || in[r.OrigIndex].ID != r.Orig {
			t.Fatalf("%s (%s): OrigIndex %d names another article than %q", r.ID, r.Role, r.OrigIndex, r.Orig)
		}
	}
}
