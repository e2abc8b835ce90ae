package align

import (
	"bufio"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// Invented sentence pairs: copies edited the way re-publication edits them,
// and pairs on one topic that state different things.
var samePairs = [][2]string{
	{"The minister said the bridge would reopen on Monday after repairs.",
		"The minister said the bridge would reopen on Monday after repairs."},
	{"U.S. officials said the convoy was attacked near the border on Tuesday.",
		"US officials said the convoy was attacked near the border on Tuesday."},
	{"The defence ministry will organise talks with the labour unions.",
		"The defense ministry will organize talks with the labor unions."},
	{"Lt. Col. Ann Ray, who led the unit, was wounded in the attack on the base.",
		"Lieutenant Colonel Ann Ray, who led the unit, was wounded in the attack on the base."},
	{"Police arrested four men after the raid on the warehouse in Dover, officials said.",
		"Police arrested 4 men after the raid on the warehouse in Dover."},
	{"After the storm, the council closed the coastal road for two days.",
		"The council closed the coastal road for two days after the storm."},
	{"Acme Corp shares rose 5 percent to $20 on Friday.",
		"Shares of Acme Corp jumped 5 percent to $20 on Friday."},
}

var differentPairs = [][2]string{
	{"The minister said the bridge would reopen on Monday after repairs.",
		"Protesters blocked the bridge for a third day, police said."},
	{"At least 28 people have been killed in the protests since Tuesday.",
		"The president called for calm in a televised address on Sunday."},
	{"The council closed the coastal road for two days after the storm.",
		"The storm damaged 40 homes in the northern district, the mayor said, adding that schools would stay shut."},
	{"Acme Corp shares rose 5 percent to $20 on Friday.",
		"Beta Inc said it would cut 2,000 jobs by the end of next year."},
}

func TestSame(t *testing.T) {
	m := NewMatcher(nil)
	for _, p := range samePairs {
		if s := m.Score(p[0], p[1]); s < DefaultAlignThreshold {
			t.Errorf("Score = %.3f < %.2f for\n  %s\n  %s", s, DefaultAlignThreshold, p[0], p[1])
		}
		if !Same(p[0], p[1]) {
			t.Errorf("Same = false for\n  %s\n  %s", p[0], p[1])
		}
	}
	for _, p := range differentPairs {
		if s := m.Score(p[0], p[1]); s >= DefaultThreshold {
			t.Errorf("Score = %.3f >= %.2f for different statements\n  %s\n  %s", s, DefaultThreshold, p[0], p[1])
		}
	}
}

func TestScoreProperties(t *testing.T) {
	m := NewMatcher(nil)
	all := append(append([][2]string{}, samePairs...), differentPairs...)
	for _, p := range all {
		a, b := m.Score(p[0], p[1]), m.Score(p[1], p[0])
		if a < 0 || a > 1 || math.IsNaN(a) {
			t.Errorf("score %v out of [0,1]", a)
		}
		if math.Abs(a-b) > 1e-9 {
			t.Errorf("Score not symmetric: %v vs %v for %q / %q", a, b, p[0], p[1])
		}
	}
	if s := m.Score(samePairs[0][0], samePairs[0][0]); s < 0.95 {
		t.Errorf("a sentence scores %.3f with itself", s)
	}
	for _, p := range [][2]string{{"", ""}, {"", "Something happened."}, {"...", "!!!"}} {
		if s := m.Score(p[0], p[1]); s < 0 || s > 1 || math.IsNaN(s) {
			t.Errorf("Score(%q, %q) = %v", p[0], p[1], s)
		}
	}
}

func TestFeaturesEdits(t *testing.T) {
	m := NewMatcher(nil)
	// spelling variants count as soft matches
	f := m.Similarity("Zabiullah Mujahid spoke.", "Zabihullah Mujahid spoke.")
	if f.SoftDice <= f.WeightedDice || f.NameMiss != 0 {
		t.Errorf("spelling variant not matched softly: %+v", f)
	}
	// numbers
	f = m.Similarity("At least 28 people died.", "At least 29 people died.")
	if f.NumConflict != 1 {
		t.Errorf("28 vs 29: NumConflict = %v", f.NumConflict)
	}
	f = m.Similarity("Four Americans were killed.", "4 Americans were killed.")
	if f.NumEqual != 1 || f.WeightedDice != 1 {
		t.Errorf("four = 4: %+v", f)
	}
	f = m.Similarity("Sales reached $2.5 billion.", "Sales reached 2.5bn dollars.")
	if f.NumEqual != 1 {
		t.Errorf("$2.5 billion = 2.5bn dollars: %+v", f)
	}
	// U.S. = US = American, the United States
	f = m.Similarity("Two U.S. advisers", "Two American advisers")
	if f.WeightedDice != 1 {
		t.Errorf("U.S. = American: %+v", f)
	}
	f = m.Similarity("the United States condemns it", "the US condemns it")
	if f.WeightedDice != 1 {
		t.Errorf("United States = US: %+v", f)
	}
	// the pronoun us is not the country
	f = m.Similarity("He told us.", "He told US officials.")
	if f.WeightedDice == 1 {
		t.Errorf("us = US: %+v", f)
	}
	// negation
	f = m.Similarity("The deal was approved.", "The deal wasn't approved.")
	if f.NegDiff != 1 {
		t.Errorf("negation missed: %+v", f)
	}
}

func TestDocFreq(t *testing.T) {
	df := NewDocFreq()
	for i := 0; i < 200; i++ {
		df.Add("The officials said the talks continued on day " + strconv.Itoa(i) + ".")
	}
	df.Add("Zorvath erupted.")
	if df.Docs() != 201 {
		t.Fatalf("Docs = %d", df.Docs())
	}
	an := newAnalyzer()
	p := prepare(an, df, "Officials said Zorvath erupted.")
	var common, rare float64
	for _, c := range p.content {
		switch c.s {
		case "offici":
			common = c.w
		case "zorvath":
			rare = c.w
		}
	}
	if !(rare > 0.8 && common < 0.2) {
		t.Errorf("weights: rare %v, common %v (%+v)", rare, common, p.content)
	}
	// without enough documents every content word weighs 1
	small := NewDocFreq()
	small.Add("Officials said so.")
	p = prepare(an, small, "Officials said Zorvath erupted.")
	for _, c := range p.content {
		if c.w != 1 {
			t.Errorf("weight %v for %q with a small table", c.w, c.s)
		}
	}
}

func TestParseNumber(t *testing.T) {
	for _, tt := range []struct {
		in    string
		v     float64
		scale string
		ok    bool
	}{
		{"28", 28, "", true}, {"2.5", 2.5, "", true}, {"2.5bn", 2.5e9, "billion", true},
		{"3m", 3e6, "million", true}, {"5pc", 5, "percent", true}, {"5th", 0, "", false},
		{"abc", 0, "", false}, {"1000", 1000, "", true},
	} {
		v, s, ok := parseNumber(tt.in)
		if v != tt.v || s != tt.scale || ok != tt.ok {
			t.Errorf("parseNumber(%q) = %v %q %v", tt.in, v, s, ok)
		}
	}
}

// The evaluation on the research corpora: skipped when they are absent.
// It re-measures what tools/trainmatcher -eval prints and guards against
// regressions; the thresholds were chosen on the train split only.

const dataDir = "../../shared/data"

type labelled struct {
	a, b  string
	label float64
	genre string
}

func readTSV(t *testing.T, path string, parse func([]string) (labelled, bool)) []labelled {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Skipf("research data not found (%v): the evaluation needs ../shared/data beside the repository", err)
	}
	defer f.Close()
	var out []labelled
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		if p, ok := parse(strings.Split(strings.TrimRight(sc.Text(), "\r"), "\t")); ok {
			out = append(out, p)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

func parseMSRP(fs []string) (labelled, bool) {
	if len(fs) < 5 {
		return labelled{}, false
	}
	l, err := strconv.Atoi(strings.TrimPrefix(fs[0], "\ufeff"))
	if err != nil {
		return labelled{}, false
	}
	return labelled{a: fs[3], b: fs[4], label: float64(l)}, true
}

func parseSTS(fs []string) (labelled, bool) {
	if len(fs) < 7 {
		return labelled{}, false
	}
	g, err := strconv.ParseFloat(fs[4], 64)
	if err != nil {
		return labelled{}, false
	}
	return labelled{a: fs[5], b: fs[6], label: g, genre: fs[0]}, true
}

// trainDocFreq counts the MSRP train sentences, as the trainer does.
func trainDocFreq(t *testing.T) *DocFreq {
	train := readTSV(t, filepath.Join(dataDir, "msrp", "msr_paraphrase_train.txt"), parseMSRP)
	df := NewDocFreq()
	seen := map[string]bool{}
	for _, p := range train {
		for _, s := range []string{p.a, p.b} {
			if !seen[s] {
				seen[s] = true
				df.Add(s)
			}
		}
	}
	return df
}

func TestMSRP(t *testing.T) {
	if testing.Short() {
		t.Skip("corpus evaluation skipped in -short mode")
	}
	test := readTSV(t, filepath.Join(dataDir, "msrp", "msr_paraphrase_test.txt"), parseMSRP)
	m := NewMatcher(trainDocFreq(t))
	var tp, fp, fn, tn, pos float64
	for _, p := range test {
		same := m.Score(p.a, p.b) >= DefaultThreshold
		switch {
		case same && p.label == 1:
			tp++
		case same:
			fp++
		case p.label == 1:
			fn++
		default:
			tn++
		}
		pos += p.label
	}
	n := float64(len(test))
	acc := (tp + tn) / n
	f1 := 2 * tp / (2*tp + fp + fn)
	baseF1 := 2 * pos / (2*pos + (n - pos))
	t.Logf("MSRP test: %d pairs, accuracy %.4f, F1 %.4f (all-paraphrase baseline: accuracy %.4f, F1 %.4f)",
		len(test), acc, f1, pos/n, baseF1)
	if f1 < 0.83 || acc < 0.75 {
		t.Errorf("MSRP test regressed: accuracy %.4f F1 %.4f", acc, f1)
	}
}

func TestSTS(t *testing.T) {
	if testing.Short() {
		t.Skip("corpus evaluation skipped in -short mode")
	}
	m := NewMatcher(trainDocFreq(t))
	for _, split := range []string{"dev", "test"} {
		ps := readTSV(t, filepath.Join(dataDir, "sts", "sts-"+split+".csv"), parseSTS)
		var s, g, ns, ng []float64
		for _, p := range ps {
			sc := m.Score(p.a, p.b)
			s = append(s, sc)
			g = append(g, p.label)
			if p.genre == "main-news" {
				ns = append(ns, sc)
				ng = append(ng, p.label)
			}
		}
		r, rho := pearson(s, g), pearson(ranks(s), ranks(g))
		t.Logf("STS %s: %d pairs: Pearson %.4f Spearman %.4f; news %d pairs: Pearson %.4f Spearman %.4f",
			split, len(ps), r, rho, len(ns), pearson(ns, ng), pearson(ranks(ns), ranks(ng)))
		if r < 0.5 {
			t.Errorf("STS %s Pearson %.4f regressed", split, r)
		}
	}
}

func pearson(x, y []float64) float64 {
	n := float64(len(x))
	var mx, my float64
	for i := range x {
		mx += x[i]
		my += y[i]
	}
	mx /= n
	my /= n
	var sxy, sxx, syy float64
	for i := range x {
		sxy += (x[i] - mx) * (y[i] - my)
		sxx += (x[i] - mx) * (x[i] - mx)
		syy += (y[i] - my) * (y[i] - my)
	}
	return sxy / math.Sqrt(sxx*syy)
}

func ranks(x []float64) []float64 {
	idx := make([]int, len(x))
	for i := range idx {
		idx[i] = i
	}
	sort.Slice(idx, func(a, b int) bool { return x[idx[a]] < x[idx[b]] })
	r := make([]float64, len(x))
	for i := 0; i < len(idx); {
		j := i
		for j+1 < len(idx) && x[idx[j+1]] == x[idx[i]] {
			j++
		}
		for k := i; k <= j; k++ {
			r[idx[k]] = float64(i+j)/2 + 1
		}
		i = j + 1
	}
	return r
}

// Scaled numbers equal their written-out value exactly: 4.1 billion is
// 4,100,000,000 (a float multiply gives 4099999999.9999995).
func TestSimilarityScaledNumbers(t *testing.T) {
	for _, tt := range []struct{ a, b string }{
		{"The company paid $4.1 billion for the site.", "The company paid $4,100,000,000 for the site."},
		{"The company paid $4.1bn for the site.", "The company paid $4,100,000,000 for the site."},
		{"The company paid 4.1 billion dollars for the site.", "The company paid 4,100 million dollars for the site."},
		{"Sales were 0.3 million units last year.", "Sales were 300,000 units last year."},
		{"The deal is worth 2.35 trillion yen.", "The deal is worth 2,350 billion yen."},
		{"Profit was 1.7 mln dlrs.", "Profit was 1,700,000 dlrs."},
	} {
		f := Similarity(tt.a, tt.b)
		if f.NumEqual != 1 || f.NumConflict != 0 {
			t.Errorf("Similarity(%q, %q): NumEqual %v, NumConflict %v, want 1, 0", tt.a, tt.b, f.NumEqual, f.NumConflict)
		}
	}
	f := Similarity("The company paid $4.1 billion for the site.", "The company paid $4.2 billion for the site.")
	if f.NumEqual != 0 || f.NumConflict != 1 {
		t.Errorf("4.1 vs 4.2 billion: NumEqual %v, NumConflict %v, want 0, 1", f.NumEqual, f.NumConflict)
	}
}

// A sentence without content words ("He said.", "It is.", "", a dash)
// states nothing another sentence with content states: Same must not be
// true for "It is." and any sentence (score 0.64), nor for "" (0.55),
// though the empty one's containment in the other is vacuously whole.
func TestContentFreeSentenceMatchesNothing(t *testing.T) {
	m := NewMatcher(nil)
	for _, s := range []string{"The council voted.", "The council voted on Tuesday to close all schools in the city."} {
		for _, empty := range []string{"", "—", "It is.", "He said.", "It was what it was."} {
			if sc := Score(empty, s); sc != 0 || Same(s, empty) {
				t.Errorf("Score(%q, %q) = %.3f, want 0", empty, s, sc)
			}
			f := m.Compare(m.Prepare(s), m.Prepare(empty))
			if sc := m.ScoreFeatures(&f); sc != 0 {
				t.Errorf("ScoreFeatures of %q and %q = %.3f, want 0", s, empty, sc)
			}
		}
	}
	// two sentences without content still compare on their words
	if !Same("He said.", "He said.") {
		t.Errorf("\"He said.\" is not the same as itself (%.3f)", Score("He said.", "He said."))
	}
}
