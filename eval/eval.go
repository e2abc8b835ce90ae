// Package eval scores a clustering of documents against gold labels.
//
// It reports pair-counting metrics (pairwise precision, recall and F1 over
// document pairs, and the adjusted Rand index of Hubert and Arabie 1985) and
// the B-cubed metrics of Bagga and Baldwin 1998 as analysed by Amigó et al.
// 2009. Everything is derived from the contingency table of (gold, predicted)
// cluster cells in O(n + cells) time and O(n) memory: no document pairs are
// enumerated, so millions of documents are cheap.
//
// Conventions for degenerate inputs, chosen so that every metric is defined
// (no NaN) and a prediction identical to the gold partition scores 1 on all of
// them:
//
//   - Pairwise precision is 1 when the prediction puts no two documents
//     together: it claims no pairs, so none is wrong. Against a gold partition
//     that does have pairs, recall (and so F1) is then 0.
//   - Pairwise recall is 1 when gold puts no two documents together.
//   - F1 is 0 when precision and recall are both 0.
//   - ARI is 1 when it would be 0/0. That happens exactly when the two
//     partitions are the same trivial one (all singletons, or a single
//     cluster) or there is only one document: the partitions are then
//     identical, and agreement cannot be told apart from chance.
//   - Zero documents is an error (ErrNoDocuments), not a score.
//
// B-cubed is always defined for n >= 1.
//
// Scores depend only on the two partitions: not on document order, map
// iteration order, or the label strings. Floating-point sums run in a fixed
// order so that reruns print identical digits.
package eval

import (
	"errors"
	"fmt"
	"math"
	"slices"
)

// Errors callers may test for with errors.Is.
var (
	// ErrNoDocuments reports an empty gold labelling.
	ErrNoDocuments = errors.New("no documents to score")
	// ErrUnknownID reports a predicted id that has no gold label.
	ErrUnknownID = errors.New("id not in gold labels")
	// ErrLengthMismatch reports label slices of different lengths.
	ErrLengthMismatch = errors.New("gold and predicted label counts differ")
)

// Scores is the comparison of a predicted clustering with the gold one.
type Scores struct {
	Documents    int `json:"documents"`
	GoldClusters int `json:"gold_clusters"`
	// PredClusters counts the clusters of the scored partition, including
	// the implicit singletons of Unassigned documents.
	PredClusters int `json:"pred_clusters"`
	// Unassigned counts gold documents missing from the prediction; each was
	// scored as a singleton cluster of its own.
	Unassigned int `json:"unassigned"`

	Pairwise Pairwise `json:"pairwise"`
	BCubed   BCubed   `json:"bcubed"`
	// ARI is the adjusted Rand index: 1 for identical partitions, about 0
	// for a random one, negative for worse than chance.
	ARI float64 `json:"ari"`
}

// Pairwise holds the metrics over unordered document pairs: a pair is
// positive when its two documents share a cluster.
type Pairwise struct {
	Precision float64 `json:"precision"`
	Recall    float64 `json:"recall"`
	F1        float64 `json:"f1"`
	TP        int64   `json:"tp"` // pairs together in both partitions
	FP        int64   `json:"fp"` // pairs together only in the prediction
	FN        int64   `json:"fn"` // pairs together only in gold
}

// BCubed holds the B-cubed metrics: per-document precision and recall of the
// document's predicted cluster against its gold cluster, averaged over
// documents (each document counts itself).
type BCubed struct {
	Precision float64 `json:"precision"`
	Recall    float64 `json:"recall"`
	F1        float64 `json:"f1"`
}

// Score compares the predicted clustering pred with gold. Both map a document
// id to its cluster label; labels are only compared for equality within one
// map, so gold and pred may use unrelated label spaces.
//
// The documents scored are the keys of gold. A gold id absent from pred is
// scored as a singleton cluster (counted in Scores.Unassigned), so a
// prediction that drops documents is penalised rather than flattered. An id
// in pred but not in gold is an error wrapping ErrUnknownID, because it means
// the two files describe different collections.
func Score(gold, pred map[string]string) (Scores, error) {
	if len(gold) == 0 {
		return Scores{}, ErrNoDocuments
	}
	if len(gold) > math.MaxInt32 {
		return Scores{}, fmt.Errorf("%d documents: more than %d are not supported", len(gold), math.MaxInt32)
	}
	g := make([]int32, 0, len(gold))
	p := make([]int32, 0, len(gold))
	gNum := make(map[string]int32)
	pNum := make(map[string]int32)
	var unassigned, matched int
	var singles []int32 // positions in p still to receive a singleton number
	for id, gl := range gold {
		g = append(g, intern(gNum, gl))
		pl, ok := pred[id]
		if !ok {
			unassigned++
			singles = append(singles, int32(len(p)))
			p = append(p, 0)
			continue
		}
		matched++
		p = append(p, intern(pNum, pl))
	}
	if matched < len(pred) {
		return Scores{}, unknownIDs(gold, pred)
	}
	// Singletons are numbered after the labelled clusters so they never
	// collide with a real label, whatever its text.
	np := int32(len(pNum))
	for _, i := range singles {
		p[i] = np
		np++
	}
	s := fromDense(g, p, len(gNum), int(np))
	s.Unassigned = unassigned
	return s, nil
}

// unknownIDs builds the error for pred ids missing from gold, naming the
// smallest so that the message is the same on every run.
func unknownIDs(gold, pred map[string]string) error {
	var first string
	n := 0
	for id := range pred {
		if _, ok := gold[id]; ok {
			continue
		}
		if n == 0 || id < first {
			first = id
		}
		n++
	}
	if n == 1 {
		return fmt.Errorf("%w: %q", ErrUnknownID, first)
	}
	return fmt.Errorf("%w: %q and %d more", ErrUnknownID, first, n-1)
}

// ScoreLabels compares parallel label slices: gold[i] and pred[i] are the
// clusters of document i. Every document has a predicted label here, so
// Scores.Unassigned is 0.
func ScoreLabels[L comparable](gold, pred []L) (Scores, error) {
	if len(gold) != len(pred) {
		return Scores{}, fmt.Errorf("%w: %d gold, %d predicted", ErrLengthMismatch, len(gold), len(pred))
	}
	if len(gold) == 0 {
		return Scores{}, ErrNoDocuments
	}
	if len(gold) > math.MaxInt32 {
		return Scores{}, fmt.Errorf("%d documents: more than %d are not supported", len(gold), math.MaxInt32)
	}
	g := make([]int32, len(gold))
	p := make([]int32, len(pred))
	gNum := make(map[L]int32)
	pNum := make(map[L]int32)
	for i := range gold {
		g[i] = intern(gNum, gold[i])
		p[i] = intern(pNum, pred[i])
	}
	return fromDense(g, p, len(gNum), len(pNum)), nil
}

// intern numbers labels densely in order of first appearance.
func intern[L comparable](m map[L]int32, l L) int32 {
	n, ok := m[l]
	if !ok {
		n = int32(len(m))
		m[l] = n
	}
	return n
}

// fromDense scores dense cluster numbers: gold[i] in [0, ng), pred[i] in
// [0, np), every number used at least once.
func fromDense(gold, pred []int32, ng, np int) Scores {
	n := len(gold)
	gSize := make([]int64, ng)
	pSize := make([]int64, np)
	for i := range gold {
		gSize[gold[i]]++
		pSize[pred[i]]++
	}

	// Counting sort of the predicted labels by gold cluster, so each row of
	// the contingency table is counted in one pass with a scratch array
	// instead of a map keyed by (gold, pred).
	start := make([]int32, ng+1)
	for c, size := range gSize {
		start[c+1] = start[c] + int32(size)
	}
	next := slices.Clone(start[:ng])
	byGold := make([]int32, n)
	for i, c := range gold {
		byGold[next[c]] = pred[i]
		next[c]++
	}

	var tp int64             // Σ C(n_ij, 2)
	gSq := make([]int64, ng) // Σ_j n_ij² per gold cluster i
	pSq := make([]int64, np) // Σ_i n_ij² per predicted cluster j
	cell := make([]int64, np)
	var touched []int32
	for c := range ng {
		for _, j := range byGold[start[c]:start[c+1]] {
			if cell[j] == 0 {
				touched = append(touched, j)
			}
			cell[j]++
		}
		for _, j := range touched {
			nij := cell[j]
			tp += nij * (nij - 1) / 2
			gSq[c] += nij * nij
			pSq[j] += nij * nij
			cell[j] = 0
		}
		touched = touched[:0]
	}

	goldPairs := pairsOf(gSize)
	predPairs := pairsOf(pSize)
	pw := Pairwise{
		TP:        tp,
		FP:        predPairs - tp,
		FN:        goldPairs - tp,
		Precision: ratioOr1(tp, predPairs),
		Recall:    ratioOr1(tp, goldPairs),
	}
	pw.F1 = f1(pw.Precision, pw.Recall)

	// B-cubed: precision = (1/n) Σ_j Σ_i n_ij² / |pred_j|, and recall the
	// same over gold clusters.
	bc := BCubed{
		Precision: sizeWeighted(pSq, pSize) / float64(n),
		Recall:    sizeWeighted(gSq, gSize) / float64(n),
	}
	bc.F1 = f1(bc.Precision, bc.Recall)

	return Scores{
		Documents:    n,
		GoldClusters: ng,
		PredClusters: np,
		Pairwise:     pw,
		BCubed:       bc,
		ARI:          ari(tp, goldPairs, predPairs, int64(n)*int64(n-1)/2),
	}
}

// pairsOf returns Σ C(size, 2).
func pairsOf(sizes []int64) int64 {
	var s int64
	for _, k := range sizes {
		s += k * (k - 1) / 2
	}
	return s
}

// ratioOr1 is num/den, or 1 when den is 0: nothing was claimed (or nothing
// was to be found), so nothing is wrong (or missed).
func ratioOr1(num, den int64) float64 {
	if den == 0 {
		return 1
	}
	return float64(num) / float64(den)
}

func f1(p, r float64) float64 {
	if p+r == 0 {
		return 0
	}
	return 2 * p * r / (p + r)
}

// sizeWeighted returns Σ_c sq[c] / size[c]. Terms are bucketed by cluster
// size and summed exactly in integers first, so the result is independent of
// how clusters happen to be numbered and takes at most one rounding per
// distinct size.
func sizeWeighted(sq, size []int64) float64 {
	maxSize := slices.Max(size)
	bySize := make([]int64, maxSize+1)
	for c, k := range size {
		bySize[k] += sq[c]
	}
	var s float64
	for k := int64(1); k <= maxSize; k++ {
		if bySize[k] != 0 {
			s += float64(bySize[k]) / float64(k)
		}
	}
	return s
}

// ari is the adjusted Rand index from pair counts: (index - expected) /
// (max - expected) with index = tp, expected = goldPairs·predPairs/allPairs
// and max = (goldPairs + predPairs)/2. The denominator is 0 exactly when
// goldPairs == predPairs ∈ {0, allPairs}: both partitions are the same
// trivial one, and the index is defined as 1 (see the package comment).
func ari(tp, goldPairs, predPairs, allPairs int64) float64 {
	if goldPairs == predPairs && (goldPairs == 0 || goldPairs == allPairs) {
		return 1
	}
	// Float products: goldPairs·predPairs overflows int64 beyond ~200k documents.
	expected := float64(goldPairs) * float64(predPairs) / float64(allPairs)
	maxIndex := (float64(goldPairs) + float64(predPairs)) / 2
	return (float64(tp) - expected) / (maxIndex - expected)
}
