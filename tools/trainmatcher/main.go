// Command trainmatcher trains the sentence matcher of package align and
// measures it.
//
// Training (from the repository root):
//
//	go run ./tools/trainmatcher -data ../shared/data -out align/weights_gen.go
//
// reads the train split of the MSR paraphrase corpus, computes the pair
// features of align.Matcher with document frequencies counted over the
// train sentences, fits an L2-regularised logistic regression, chooses the
// thresholds on out-of-fold predictions over the train split (5 folds), and
// writes the coefficients to align/weights_gen.go. The test split is not
// read.
//
// Evaluation of the compiled-in model:
//
//	go run ./tools/trainmatcher -data ../shared/data -eval
//
// prints accuracy and F1 on the MSRP test split (with the all-"paraphrase"
// baseline), and the Pearson and Spearman correlations of the score with the
// STS Benchmark gold scores on dev and test, overall and for the news genre.
//
// The corpora are research-licensed and stay outside the repository: only
// learned coefficients are written.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"go/format"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/copydesk/copydesk/align"
)

type pair struct {
	a, b  string
	label float64 // MSRP: 0/1; STS: 0..5
	genre string
}

func main() {
	data := flag.String("data", "../shared/data", "directory holding msrp/ and sts/")
	out := flag.String("out", "align/weights_gen.go", "Go file to write the coefficients to")
	eval := flag.Bool("eval", false, "evaluate the compiled-in model instead of training")
	lambda := flag.Float64("lambda", 1, "L2 penalty on the standardised coefficients")
	noDF := flag.Bool("nodf", false, "evaluate without document frequencies (every content word weighs 1)")
	errs := flag.Int("errors", 0, "with -eval: print this many misclassified train pairs (never test pairs)")
	dry := flag.Bool("n", false, "train and report, but do not write the file")
	mix := flag.Bool("mix", true, "train on features both with and without document frequencies")
	reps := flag.Int("reps", 0, "also report repeated cross-validation over this many fold shuffles")
	dfCorpus := flag.String("dfcorpus", "", "count document frequencies over this docs.jsonl instead of the MSRP train sentences")
	flag.Usage = func() {
		fmt.Fprint(flag.CommandLine.Output(), `Usage: trainmatcher [flags]    (from the repository root)

Trains the sentence matcher of package align on the MSRP train split
(logistic regression, thresholds chosen out of fold) and writes its
coefficients to -out; the test split is not read. With -eval, measures
the compiled-in model instead: accuracy and F1 on MSRP test, correlation
with the STS gold scores.

Flags:
`)
		flag.PrintDefaults()
	}
	flag.Parse()
	if err := run(*data, *out, *eval, *lambda, *noDF, *errs, *dry, *dfCorpus, *reps, *mix); err != nil {
		fmt.Fprintln(os.Stderr, "trainmatcher:", err)
		os.Exit(1)
	}
}

func run(data, out string, eval bool, lambda float64, noDF bool, errs int, dry bool, dfCorpus string, reps int, mix bool) error {
	train, err := readMSRP(filepath.Join(data, "msrp", "msr_paraphrase_train.txt"))
	if err != nil {
		return err
	}
	df := align.NewDocFreq()
	seen := map[string]bool{}
	for _, p := range train {
		for _, s := range []string{p.a, p.b} {
			if !seen[s] {
				seen[s] = true
				df.Add(s)
			}
		}
	}
	if dfCorpus != "" {
		df = align.NewDocFreq()
		if err := addJSONL(df, dfCorpus); err != nil {
			return err
		}
	}
	m := align.NewMatcher(df)
	if noDF {
		m = align.NewMatcher(nil)
	}
	if eval {
		return evaluate(data, m, train, errs)
	}
	// Each pair is featurised with the document frequencies and, with
	// -mix, once more without them (every content word weighing 1), so
	// that the one model serves callers with and without a DocFreq. Both
	// copies of a pair fall in the same fold.
	var feats []align.Features
	var y []float64
	var orig []int // index of the pair in train
	plain := align.NewMatcher(nil)
	for i, p := range train {
		feats = append(feats, m.Similarity(p.a, p.b))
		y = append(y, p.label)
		orig = append(orig, i)
		if mix && !noDF {
			feats = append(feats, plain.Similarity(p.a, p.b))
			y = append(y, p.label)
			orig = append(orig, i)
		}
	}
	var model align.Model
	X := make([][]float64, len(feats))
	for i := range feats {
		v := feats[i].Vector()
		X[i] = v[:]
	}
	mu, sd := standardise(X)
	Z := make([][]float64, len(X))
	for i := range X {
		Z[i] = scale(X[i], mu, sd)
	}
	// out-of-fold predictions for the thresholds
	const folds = 5
	oof := make([]float64, len(Z))
	for k := 0; k < folds; k++ {
		var zt [][]float64
		var yt []float64
		for i := range Z {
			if orig[i]%folds != k {
				zt = append(zt, Z[i])
				yt = append(yt, y[i])
			}
		}
		w := fitLR(zt, yt, lambda)
		for i := range Z {
			if orig[i]%folds == k {
				oof[i] = predict(w, Z[i])
			}
		}
	}
	if reps > 0 {
		// repeated cross-validation on shuffled folds, to judge features
		var sf, sa float64
		for r := 0; r < reps; r++ {
			rng := rand.New(rand.NewPCG(uint64(r+1), 99))
			fold := rng.Perm(len(train))
			o := make([]float64, len(Z))
			for k := 0; k < folds; k++ {
				var zt [][]float64
				var yt []float64
				for i := range Z {
					if fold[orig[i]]%folds != k {
						zt = append(zt, Z[i])
						yt = append(yt, y[i])
					}
				}
				w := fitLR(zt, yt, lambda)
				for i := range Z {
					if fold[orig[i]]%folds == k {
						o[i] = predict(w, Z[i])
					}
				}
			}
			_, f := bestThreshold(o, y, func(c conf) float64 { return c.f1() })
			_, a := bestThreshold(o, y, func(c conf) float64 { return c.acc() })
			sf += f
			sa += a
		}
		fmt.Printf("repeated CV (%d x 5 folds): mean best F1 %.4f, mean best accuracy %.4f\n", reps, sf/float64(reps), sa/float64(reps))
	}
	thrF1, bestF1 := bestThreshold(oof, y, func(c conf) float64 { return c.f1() })
	thrAcc, bestAcc := bestThreshold(oof, y, func(c conf) float64 { return c.acc() })
	w := fitLR(Z, y, lambda)
	// back to raw inputs: z = (x-mu)/sd
	model.Bias = w[0]
	for j := 1; j < len(w); j++ {
		model.Weights[j-1] = w[j] / sd[j-1]
		model.Bias -= w[j] * mu[j-1] / sd[j-1]
	}
	fmt.Printf("train pairs %d (positive %d), rows %d (with and without DF: %v), lambda %g\n", len(train), int(sum(y)*float64(len(train))/float64(len(y))), len(y), mix && !noDF, lambda)
	fmt.Printf("out-of-fold on train: F1 %.4f at threshold %.3f; accuracy %.4f at threshold %.3f\n", bestF1, thrF1, bestAcc, thrAcc)
	for j, n := range align.FeatureNames {
		fmt.Printf("  %-16s std.coef %+.3f\n", n, w[j+1])
	}
	if dry {
		return nil
	}
	src, err := format.Source([]byte(genSource(&model, thrF1, thrAcc, bestF1, bestAcc, len(train), lambda, mix && !noDF)))
	if err != nil {
		return err
	}
	if err := os.WriteFile(out, src, 0o644); err != nil {
		return err
	}
	fmt.Println("wrote", out)
	return nil
}

func genSource(m *align.Model, thrF1, thrAcc, f1, acc float64, n int, lambda float64, mix bool) string {
	var b strings.Builder
	b.WriteString("// Code generated by go run ./tools/trainmatcher; DO NOT EDIT.\n")
	b.WriteString("// Regenerate from the repository root with\n")
	b.WriteString("//   go run ./tools/trainmatcher -data ../shared/data -out align/weights_gen.go\n")
	fmt.Fprintf(&b, "// Logistic regression (L2 %g on standardised features) fitted on the %d pairs of the\n", lambda, n)
	b.WriteString("// MSRP train split, featurised with document frequencies counted over its sentences")
	if mix {
		b.WriteString("\n// and again without them (so the model serves callers with and without a DocFreq)")
	}
	b.WriteString(";\n// thresholds chosen on 5-fold out-of-fold\n")
	fmt.Fprintf(&b, "// predictions on train (F1 %.4f, accuracy %.4f there). The test split is not read.\n\n", f1, acc)
	b.WriteString("package align\n\n")
	b.WriteString("// DefaultThreshold is the score from which Same answers true: the threshold that\n")
	b.WriteString("// maximised F1 on the training pairs.\n")
	fmt.Fprintf(&b, "const DefaultThreshold = %.4f\n\n", thrF1)
	b.WriteString("// AccuracyThreshold is the threshold that maximised accuracy on the training pairs.\n")
	fmt.Fprintf(&b, "const AccuracyThreshold = %.4f\n\n", thrAcc)
	b.WriteString("var trainedModel = Model{\n")
	fmt.Fprintf(&b, "\tBias: %s,\n", g(m.Bias))
	b.WriteString("\tWeights: [NumFeatures]float64{\n")
	for j, n := range align.FeatureNames {
		fmt.Fprintf(&b, "\t\t%s, // %s\n", g(m.Weights[j]), n)
	}
	b.WriteString("\t},\n}\n")
	return b.String()
}

func g(x float64) string { return strconv.FormatFloat(x, 'g', 10, 64) }

func sum(x []float64) float64 {
	s := 0.0
	for _, v := range x {
		s += v
	}
	return s
}

func standardise(X [][]float64) (mu, sd []float64) {
	d := len(X[0])
	mu = make([]float64, d)
	sd = make([]float64, d)
	for _, x := range X {
		for j, v := range x {
			mu[j] += v
		}
	}
	for j := range mu {
		mu[j] /= float64(len(X))
	}
	for _, x := range X {
		for j, v := range x {
			sd[j] += (v - mu[j]) * (v - mu[j])
		}
	}
	for j := range sd {
		sd[j] = math.Sqrt(sd[j] / float64(len(X)))
		if sd[j] < 1e-9 {
			sd[j] = 1
		}
	}
	return mu, sd
}

func scale(x, mu, sd []float64) []float64 {
	z := make([]float64, len(x))
	for j := range x {
		z[j] = (x[j] - mu[j]) / sd[j]
	}
	return z
}

func predict(w, z []float64) float64 {
	s := w[0]
	for j, v := range z {
		s += w[j+1] * v
	}
	return 1 / (1 + math.Exp(-s))
}

// fitLR fits logistic regression by Newton's method; w[0] is the bias (not
// penalised).
func fitLR(Z [][]float64, y []float64, lambda float64) []float64 {
	d := len(Z[0]) + 1
	w := make([]float64, d)
	x := make([]float64, d)
	for it := 0; it < 50; it++ {
		g := make([]float64, d)
		H := make([][]float64, d)
		for i := range H {
			H[i] = make([]float64, d)
		}
		for i, z := range Z {
			x[0] = 1
			copy(x[1:], z)
			p := predict(w, z)
			r := p - y[i]
			s := p * (1 - p)
			for a := 0; a < d; a++ {
				g[a] += r * x[a]
				for b := 0; b <= a; b++ {
					H[a][b] += s * x[a] * x[b]
				}
			}
		}
		for a := 0; a < d; a++ {
			for b := 0; b < a; b++ {
				H[b][a] = H[a][b]
			}
		}
		for a := 1; a < d; a++ {
			g[a] += lambda * w[a]
			H[a][a] += lambda
		}
		H[0][0] += 1e-9
		step := solve(H, g)
		maxStep := 0.0
		for a := range w {
			w[a] -= step[a]
			maxStep = max(maxStep, math.Abs(step[a]))
		}
		if maxStep < 1e-8 {
			break
		}
	}
	return w
}

// solve solves H s = g by Gaussian elimination with partial pivoting.
func solve(H [][]float64, g []float64) []float64 {
	n := len(g)
	A := make([][]float64, n)
	for i := range A {
		A[i] = append(append([]float64(nil), H[i]...), g[i])
	}
	for c := 0; c < n; c++ {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(A[r][c]) > math.Abs(A[p][c]) {
				p = r
			}
		}
		A[c], A[p] = A[p], A[c]
		for r := c + 1; r < n; r++ {
			f := A[r][c] / A[c][c]
			for k := c; k <= n; k++ {
				A[r][k] -= f * A[c][k]
			}
		}
	}
	s := make([]float64, n)
	for r := n - 1; r >= 0; r-- {
		v := A[r][n]
		for k := r + 1; k < n; k++ {
			v -= A[r][k] * s[k]
		}
		s[r] = v / A[r][r]
	}
	return s
}

type conf struct{ tp, fp, tn, fn float64 }

func (c conf) f1() float64 {
	if c.tp == 0 {
		return 0
	}
	return 2 * c.tp / (2*c.tp + c.fp + c.fn)
}

func (c conf) acc() float64 { return (c.tp + c.tn) / (c.tp + c.tn + c.fp + c.fn) }

func confusion(score, y []float64, thr float64) conf {
	var c conf
	for i, s := range score {
		pos := s >= thr
		switch {
		case pos && y[i] == 1:
			c.tp++
		case pos:
			c.fp++
		case y[i] == 1:
			c.fn++
		default:
			c.tn++
		}
	}
	return c
}

// bestThreshold scans the distinct scores for the threshold maximising obj;
// the midpoint between neighbouring scores is returned.
func bestThreshold(score, y []float64, obj func(conf) float64) (float64, float64) {
	s := append([]float64(nil), score...)
	sort.Float64s(s)
	best, bestT := -1.0, 0.5
	for i := 0; i < len(s); i++ {
		t := s[i]
		if i > 0 {
			t = (s[i-1] + s[i]) / 2
		}
		if v := obj(confusion(score, y, t)); v > best {
			best, bestT = v, t
		}
	}
	return bestT, best
}

func evaluate(data string, m *align.Matcher, train []pair, errs int) error {
	test, err := readMSRP(filepath.Join(data, "msrp", "msr_paraphrase_test.txt"))
	if err != nil {
		return err
	}
	scores := func(ps []pair) ([]float64, []float64) {
		s := make([]float64, len(ps))
		y := make([]float64, len(ps))
		for i, p := range ps {
			s[i] = m.Score(p.a, p.b)
			y[i] = p.label
		}
		return s, y
	}
	ts, ty := scores(train)
	c := confusion(ts, ty, align.DefaultThreshold)
	fmt.Printf("MSRP train (fitted on): accuracy %.4f F1 %.4f at threshold %.4f\n", c.acc(), c.f1(), align.DefaultThreshold)
	if errs > 0 {
		n := 0
		for i, p := range train {
			if (ts[i] >= align.DefaultThreshold) != (ty[i] == 1) && n < errs {
				n++
				fmt.Printf("  train error gold=%v score=%.3f\n    %s\n    %s\n", ty[i], ts[i], p.a, p.b)
			}
		}
	}
	s, y := scores(test)
	base := confusion(make([]float64, len(y)), y, 0)
	fmt.Printf("MSRP test: %d pairs, %.0f positive\n", len(y), sum(y))
	fmt.Printf("  all-paraphrase baseline: accuracy %.4f F1 %.4f\n", base.acc(), base.f1())
	c = confusion(s, y, align.DefaultThreshold)
	fmt.Printf("  DefaultThreshold %.4f (max F1 on train): accuracy %.4f F1 %.4f (P %.4f R %.4f)\n",
		align.DefaultThreshold, c.acc(), c.f1(), c.tp/(c.tp+c.fp), c.tp/(c.tp+c.fn))
	c = confusion(s, y, align.AccuracyThreshold)
	fmt.Printf("  AccuracyThreshold %.4f (max accuracy on train): accuracy %.4f F1 %.4f\n",
		align.AccuracyThreshold, c.acc(), c.f1())
	for _, split := range []string{"dev", "test"} {
		ps, err := readSTS(filepath.Join(data, "sts", "sts-"+split+".csv"))
		if err != nil {
			return err
		}
		sc, gold := scores(ps)
		fmt.Printf("STS %s: %d pairs: Pearson %.4f Spearman %.4f\n", split, len(ps), pearson(sc, gold), spearman(sc, gold))
		var ns, ng []float64
		for i, p := range ps {
			if p.genre == "main-news" {
				ns = append(ns, sc[i])
				ng = append(ng, gold[i])
			}
		}
		fmt.Printf("  news genre: %d pairs: Pearson %.4f Spearman %.4f\n", len(ns), pearson(ns, ng), spearman(ns, ng))
	}
	return nil
}

// addJSONL counts the "text" of every line of a docs.jsonl file.
func addJSONL(df *align.DocFreq, path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<24), 1<<24)
	for sc.Scan() {
		var d struct{ Text string }
		if err := json.Unmarshal(sc.Bytes(), &d); err != nil {
			return err
		}
		df.Add(d.Text)
	}
	return sc.Err()
}

func readMSRP(path string) ([]pair, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return parseMSRP(f)
}

func parseMSRP(r io.Reader) ([]pair, error) {
	var ps []pair
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	first := true
	for sc.Scan() {
		line := strings.TrimRight(sc.Text(), "\r")
		if first {
			first = false
			continue // header
		}
		fs := strings.Split(line, "\t")
		if len(fs) < 5 {
			continue
		}
		l, err := strconv.Atoi(strings.TrimPrefix(fs[0], "\ufeff"))
		if err != nil {
			continue
		}
		ps = append(ps, pair{a: fs[3], b: fs[4], label: float64(l)})
	}
	return ps, sc.Err()
}

func readSTS(path string) ([]pair, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var ps []pair
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		fs := strings.Split(strings.TrimRight(sc.Text(), "\r"), "\t")
		if len(fs) < 7 {
			continue
		}
		g, err := strconv.ParseFloat(fs[4], 64)
		if err != nil {
			continue
		}
		ps = append(ps, pair{a: fs[5], b: fs[6], label: g, genre: fs[0]})
	}
	return ps, sc.Err()
}

func pearson(x, y []float64) float64 {
	n := float64(len(x))
	if n == 0 {
		return 0
	}
	mx, my := sum(x)/n, sum(y)/n
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
		avg := float64(i+j)/2 + 1
		for k := i; k <= j; k++ {
			r[idx[k]] = avg
		}
		i = j + 1
	}
	return r
}

func spearman(x, y []float64) float64 { return pearson(ranks(x), ranks(y)) }
