package eval

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

const tol = 1e-12

func near(a, b float64) bool { return math.Abs(a-b) <= tol }

// parts turns a compact partition like "aab|xyy" into parallel label slices:
// one letter per document, gold before the bar, pred after.
func parts(t testing.TB, s string) (gold, pred []string) {
	t.Helper()
	g, p, ok := strings.Cut(s, "|")
	if !ok || len(g) != len(p) {
		t.Fatalf("bad partition spec %q", s)
	}
	return strings.Split(g, ""), strings.Split(p, "")
}

// Bagga and Baldwin 1998 (figure 2), the example Amigó et al. 2009 use to show
// B-cubed preferring response 1, where MUC scores both responses alike.
// Truth: {1-5} {6,7} {8-12}; response 1 merges {6,7} with {8-12};
// response 2 merges {1-5} with {8-12}.
const (
	baggaTruth     = "aaaaabbccccc"
	baggaResponse1 = "xxxxxyyyyyyy"
	baggaResponse2 = "xxxxxyyxxxxx"
)

func TestScoreHandComputed(t *testing.T) {
	tests := []struct {
		name        string
		spec        string
		pP, pR, pF  float64
		tp, fp, fn  int64
		bP, bR, bF  float64
		ari         float64
		gold, pred  int
		checkCounts bool
	}{
		{
			// Pairs: gold 10+1+10 = 21, pred 10+21 = 31, all gold pairs kept.
			// ARI = (21 - 21·31/66) / (26 - 21·31/66) = 735/1065 = 49/71.
			// B-cubed P = (5·1 + 2·2/7 + 5·5/7) / 12 = 64/84.
			name: "Bagga-Baldwin response 1", spec: baggaTruth + "|" + baggaResponse1,
			pP: 21.0 / 31, pR: 1, pF: 21.0 / 26, tp: 21, fp: 10, fn: 0,
			bP: 64.0 / 84, bR: 1, bF: 2 * (64.0 / 84) / (1 + 64.0/84),
			ari: 49.0 / 71, gold: 3, pred: 2,
		},
		{
			// Pred pairs 45 + 1 = 46. ARI = (21 - 21·46/66) / (33.5 - 21·46/66)
			// = (1386 - 966) / (2211 - 966) = 420/1245 = 28/83.
			// B-cubed P = (10·5/10 + 2·1) / 12 = 7/12.
			name: "Bagga-Baldwin response 2", spec: baggaTruth + "|" + baggaResponse2,
			pP: 21.0 / 46, pR: 1, pF: 42.0 / 67, tp: 21, fp: 25, fn: 0,
			bP: 7.0 / 12, bR: 1, bF: 2 * (7.0 / 12) / (1 + 7.0/12),
			ari: 28.0 / 83, gold: 3, pred: 2,
		},
		{
			// Cells (a,x)=2 (a,y)=1 (b,y)=1 (b,z)=2: tp 2, gold pairs 6, pred
			// pairs 3. ARI = (2 - 6·3/15) / (4.5 - 1.2) = 8/33.
			// B-cubed P = (2 + 1 + 2)/6; R = (2·2/3 + 1/3 + 1/3 + 2·2/3)/6 = 5/9.
			name: "split and shifted", spec: "aaabbb|xxyyzz",
			pP: 2.0 / 3, pR: 1.0 / 3, pF: 4.0 / 9, tp: 2, fp: 1, fn: 4,
			bP: 5.0 / 6, bR: 5.0 / 9, bF: 2.0 / 3,
			ari: 8.0 / 33, gold: 2, pred: 3,
		},
		{
			// Every predicted pair is wrong and every gold pair missed:
			// expected index 2·2/6, ARI = (0 - 2/3) / (2 - 2/3) = -1/2.
			name: "worse than chance", spec: "aabb|xyxy",
			pP: 0, pR: 0, pF: 0, tp: 0, fp: 2, fn: 2,
			bP: 0.5, bR: 0.5, bF: 0.5,
			ari: -0.5, gold: 2, pred: 2,
		},
		{
			name: "identical", spec: "aabccc|zzyxxx",
			pP: 1, pR: 1, pF: 1, tp: 4, fp: 0, fn: 0,
			bP: 1, bR: 1, bF: 1, ari: 1, gold: 3, pred: 3,
		},
		{
			// No pairs claimed: precision 1 by convention, recall 0.
			// ARI: expected 0, max 1/2, index 0.
			name: "all singletons predicted", spec: "aab|xyz",
			pP: 1, pR: 0, pF: 0, tp: 0, fp: 0, fn: 1,
			bP: 1, bR: 2.0 / 3, bF: 0.8, ari: 0, gold: 2, pred: 3,
		},
		{
			// No gold pairs: recall 1 by convention, every claimed pair wrong.
			name: "one cluster predicted for singletons", spec: "abc|xxx",
			pP: 0, pR: 1, pF: 0, tp: 0, fp: 3, fn: 0,
			bP: 1.0 / 3, bR: 1, bF: 0.5, ari: 0, gold: 3, pred: 1,
		},
		{
			// Both trivial and identical: ARI is 0/0, defined as 1.
			name: "all singletons both", spec: "abcd|wxyz",
			pP: 1, pR: 1, pF: 1, bP: 1, bR: 1, bF: 1, ari: 1, gold: 4, pred: 4,
		},
		{
			name: "one cluster both", spec: "aaaa|xxxx",
			pP: 1, pR: 1, pF: 1, tp: 6, bP: 1, bR: 1, bF: 1, ari: 1, gold: 1, pred: 1,
		},
		{
			name: "one document", spec: "a|x",
			pP: 1, pR: 1, pF: 1, bP: 1, bR: 1, bF: 1, ari: 1, gold: 1, pred: 1,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			gold, pred := parts(t, tt.spec)
			s, err := ScoreLabels(gold, pred)
			if err != nil {
				t.Fatal(err)
			}
			p, b := s.Pairwise, s.BCubed
			if !near(p.Precision, tt.pP) || !near(p.Recall, tt.pR) || !near(p.F1, tt.pF) {
				t.Errorf("pairwise P/R/F = %v/%v/%v, want %v/%v/%v", p.Precision, p.Recall, p.F1, tt.pP, tt.pR, tt.pF)
			}
			if p.TP != tt.tp || p.FP != tt.fp || p.FN != tt.fn {
				t.Errorf("tp/fp/fn = %d/%d/%d, want %d/%d/%d", p.TP, p.FP, p.FN, tt.tp, tt.fp, tt.fn)
			}
			if !near(b.Precision, tt.bP) || !near(b.Recall, tt.bR) || !near(b.F1, tt.bF) {
				t.Errorf("B-cubed P/R/F = %v/%v/%v, want %v/%v/%v", b.Precision, b.Recall, b.F1, tt.bP, tt.bR, tt.bF)
			}
			if !near(s.ARI, tt.ari) {
				t.Errorf("ARI = %v, want %v", s.ARI, tt.ari)
			}
			if s.Documents != len(gold) || s.GoldClusters != tt.gold || s.PredClusters != tt.pred || s.Unassigned != 0 {
				t.Errorf("counts docs/gold/pred/unassigned = %d/%d/%d/%d, want %d/%d/%d/0",
					s.Documents, s.GoldClusters, s.PredClusters, s.Unassigned, len(gold), tt.gold, tt.pred)
			}

			// The map form must agree exactly.
			gm, pm := make(map[string]string), make(map[string]string)
			for i := range gold {
				gm[strconv.Itoa(i)], pm[strconv.Itoa(i)] = gold[i], pred[i]
			}
			ms, err := Score(gm, pm)
			if err != nil {
				t.Fatal(err)
			}
			if ms != s {
				t.Errorf("Score = %+v\nScoreLabels = %+v", ms, s)
			}
		})
	}
}

// bruteForce is the O(n²) oracle: it walks every document pair for the pair
// counts and ARI (the textbook pair-counting form of Hubert and Arabie,
// 2(tp·tn − fn·fp) / ((tp+fn)(fn+tn) + (tp+fp)(fp+tn))), and every
// document's cluster for B-cubed.
func bruteForce(gold, pred []int) (tp, fp, fn int64, ari, bP, bR float64) {
	var tn int64
	n := len(gold)
	for i := range n {
		for j := i + 1; j < n; j++ {
			g, p := gold[i] == gold[j], pred[i] == pred[j]
			switch {
			case g && p:
				tp++
			case p:
				fp++
			case g:
				fn++
			default:
				tn++
			}
		}
	}
	den := float64((tp+fn)*(fn+tn) + (tp+fp)*(fp+tn))
	if den == 0 {
		ari = 1
	} else {
		ari = 2 * float64(tp*tn-fn*fp) / den
	}
	for i := range n {
		var both, inPred, inGold float64
		for j := range n {
			g, p := gold[i] == gold[j], pred[i] == pred[j]
			if g && p {
				both++
			}
			if p {
				inPred++
			}
			if g {
				inGold++
			}
		}
		bP += both / inPred
		bR += both / inGold
	}
	return tp, fp, fn, ari, bP / float64(n), bR / float64(n)
}

func randomPartition(r *rand.Rand, n int) []int {
	k := 1 + r.IntN(n) // from one cluster to all singletons
	labels := make([]int, n)
	for i := range labels {
		labels[i] = r.IntN(k)
	}
	return labels
}

func TestScoreMatchesBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for iter := range 2000 {
		n := 1 + r.IntN(40)
		gold, pred := randomPartition(r, n), randomPartition(r, n)
		switch iter % 10 { // make the degenerate shapes common
		case 0:
			copy(pred, gold)
		case 1:
			for i := range pred {
				pred[i] = i
			}
		case 2:
			clear(pred)
		}
		s, err := ScoreLabels(gold, pred)
		if err != nil {
			t.Fatal(err)
		}
		tp, fp, fn, ari, bP, bR := bruteForce(gold, pred)
		p := s.Pairwise
		if p.TP != tp || p.FP != fp || p.FN != fn {
			t.Fatalf("gold %v pred %v: tp/fp/fn = %d/%d/%d, brute force %d/%d/%d", gold, pred, p.TP, p.FP, p.FN, tp, fp, fn)
		}
		wantP, wantR := 1.0, 1.0
		if tp+fp > 0 {
			wantP = float64(tp) / float64(tp+fp)
		}
		if tp+fn > 0 {
			wantR = float64(tp) / float64(tp+fn)
		}
		if !near(p.Precision, wantP) || !near(p.Recall, wantR) {
			t.Fatalf("gold %v pred %v: pairwise P/R = %v/%v, brute force %v/%v", gold, pred, p.Precision, p.Recall, wantP, wantR)
		}
		if !near(s.ARI, ari) {
			t.Fatalf("gold %v pred %v: ARI = %v, brute force %v", gold, pred, s.ARI, ari)
		}
		if !near(s.BCubed.Precision, bP) || !near(s.BCubed.Recall, bR) {
			t.Fatalf("gold %v pred %v: B-cubed P/R = %v/%v, brute force %v/%v", gold, pred, s.BCubed.Precision, s.BCubed.Recall, bP, bR)
		}
	}
}

// Scores are a function of the two partitions only: reordering documents,
// renaming labels, and swapping the roles of gold and pred (which swaps
// precision and recall) must give bit-identical results.
func TestScoreInvariance(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 300 {
		n := 1 + r.IntN(200)
		gold, pred := randomPartition(r, n), randomPartition(r, n)
		base, err := ScoreLabels(gold, pred)
		if err != nil {
			t.Fatal(err)
		}

		perm := r.Perm(n)
		g2, p2 := make([]string, n), make([]string, n)
		for i, j := range perm {
			g2[i] = fmt.Sprintf("g%d", gold[j]*7+3)
			p2[i] = fmt.Sprintf("p%d", -pred[j])
		}
		moved, err := ScoreLabels(g2, p2)
		if err != nil {
			t.Fatal(err)
		}
		if moved != base {
			t.Fatalf("permuted and renamed:\n got %+v\nwant %+v", moved, base)
		}

		swapped, err := ScoreLabels(pred, gold)
		if err != nil {
			t.Fatal(err)
		}
		want := base
		want.GoldClusters, want.PredClusters = base.PredClusters, base.GoldClusters
		want.Pairwise.Precision, want.Pairwise.Recall = base.Pairwise.Recall, base.Pairwise.Precision
		want.Pairwise.FP, want.Pairwise.FN = base.Pairwise.FN, base.Pairwise.FP
		want.BCubed.Precision, want.BCubed.Recall = base.BCubed.Recall, base.BCubed.Precision
		if swapped != want {
			t.Fatalf("swapped:\n got %+v\nwant %+v", swapped, want)
		}
	}
}

// The formal constraints of Amigó, Gonzalo, Artiles and Verdejo 2009 ("A
// comparison of extrinsic clustering evaluation metrics based on formal
// constraints"), which B-cubed F satisfies: in each case the better
// clustering must get the higher B-cubed F1.
func TestBCubedAmigoConstraints(t *testing.T) {
	tests := []struct {
		name, gold, worse, better string
	}{
		// Cluster homogeneity: splitting a cluster into its categories helps.
		{"homogeneity", "aaaabbbcc", "xxxxxxxyy", "xxxxzzzyy"},
		// Cluster completeness: merging two clusters of one category helps.
		{"completeness", "aaaabbbcc", "xxyyzzzww", "xxxxzzzww"},
		// Rag bag: a stray item hurts less in a cluster that is already a
		// mixed bag than in a clean one.
		{"rag bag", "aaaabcdef", "xxxxxyyyy", "xxxxyyyyy"},
		// Size vs quantity: one item split off a big cluster is better than
		// many small clusters each broken in two.
		{"size vs quantity", "aaaaaaaaaaabbccddee", "xxxxxxxxxxxstuvwyzq", "xxxxxxxxxxpssttuuvv"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			gold, worse := parts(t, tt.gold+"|"+tt.worse)
			_, better := parts(t, tt.gold+"|"+tt.better)
			sw, err := ScoreLabels(gold, worse)
			if err != nil {
				t.Fatal(err)
			}
			sb, err := ScoreLabels(gold, better)
			if err != nil {
				t.Fatal(err)
			}
			if sb.BCubed.F1 <= sw.BCubed.F1 {
				t.Errorf("B-cubed F1 better %v <= worse %v", sb.BCubed.F1, sw.BCubed.F1)
			}
		})
	}
}

func TestScoreUnassigned(t *testing.T) {
	gold := map[string]string{"a": "1", "b": "1", "c": "1", "d": "2"}
	// "c" is missing: it must be a singleton, not part of any labelled
	// cluster, even one whose label is empty or looks like a number.
	pred := map[string]string{"a": "", "b": "", "d": "0"}
	s, err := Score(gold, pred)
	if err != nil {
		t.Fatal(err)
	}
	want, err := ScoreLabels([]string{"1", "1", "1", "2"}, []string{"x", "x", "c", "d"})
	if err != nil {
		t.Fatal(err)
	}
	want.Unassigned = 1
	if s != want {
		t.Errorf("got %+v\nwant %+v", s, want)
	}

	// Nothing predicted at all: everything is a singleton.
	s, err = Score(gold, nil)
	if err != nil {
		t.Fatal(err)
	}
	if s.Unassigned != 4 || s.PredClusters != 4 || s.Pairwise.Recall != 0 || s.Pairwise.Precision != 1 {
		t.Errorf("empty prediction: %+v", s)
	}
}

func TestScoreErrors(t *testing.T) {
	if _, err := Score(nil, nil); !errors.Is(err, ErrNoDocuments) {
		t.Errorf("no documents: err = %v, want ErrNoDocuments", err)
	}
	if _, err := ScoreLabels([]int{}, []int{}); !errors.Is(err, ErrNoDocuments) {
		t.Errorf("no labels: err = %v, want ErrNoDocuments", err)
	}
	if _, err := ScoreLabels([]int{1, 2}, []int{1}); !errors.Is(err, ErrLengthMismatch) {
		t.Errorf("length mismatch: err = %v, want ErrLengthMismatch", err)
	}

	gold := map[string]string{"a": "1", "b": "1"}
	_, err := Score(gold, map[string]string{"a": "x", "zz": "x", "q": "y"})
	if !errors.Is(err, ErrUnknownID) {
		t.Fatalf("unknown ids: err = %v, want ErrUnknownID", err)
	}
	// The smallest unknown id is named, so the message is stable.
	if got := err.Error(); !strings.Contains(got, `"q" and 1 more`) {
		t.Errorf("unknown ids: message %q should name \"q\" and count the rest", got)
	}
}

// benchPartitions builds n documents in gold stories of ten, and a prediction
// that gets most right but splits every seventh story and moves a few
// documents: many cells, as in a realistic run.
func benchPartitions(n int) (gold, pred map[string]string) {
	gold = make(map[string]string, n)
	pred = make(map[string]string, n)
	r := rand.New(rand.NewPCG(5, 6))
	for i := range n {
		id := "doc-" + strconv.Itoa(i)
		story := i / 10
		gold[id] = strconv.Itoa(story)
		p := story
		switch {
		case story%7 == 0 && i%2 == 0:
			p = -story - 1
		case r.IntN(20) == 0:
			p = r.IntN(n / 10)
		}
		pred[id] = strconv.Itoa(p)
	}
	return gold, pred
}

func BenchmarkScore(b *testing.B) {
	gold, pred := benchPartitions(1_000_000)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Score(gold, pred); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkScoreLabels(b *testing.B) {
	const n = 1_000_000
	gold, pred := make([]int32, n), make([]int32, n)
	r := rand.New(rand.NewPCG(7, 8))
	for i := range gold {
		gold[i] = int32(i / 10)
		pred[i] = int32(i / 10)
		if r.IntN(20) == 0 {
			pred[i] = int32(r.IntN(n / 10))
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ScoreLabels(gold, pred); err != nil {
			b.Fatal(err)
		}
	}
}
