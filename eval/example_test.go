package eval_test

import (
	"fmt"

	"github.com/copydesk/copydesk/eval"
)

func ExampleScore() {
	gold := map[string]string{
		"a1": "fire", "a2": "fire", "a3": "fire",
		"b1": "vote", "b2": "vote",
		"c1": "quake",
	}
	// The system merged the vote and quake stories and left a3 out.
	pred := map[string]string{
		"a1": "s1", "a2": "s1",
		"b1": "s2", "b2": "s2", "c1": "s2",
	}
	s, err := eval.Score(gold, pred)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("documents %d, gold clusters %d, predicted clusters %d (%d unassigned)\n",
		s.Documents, s.GoldClusters, s.PredClusters, s.Unassigned)
	fmt.Printf("pairwise P %.3f R %.3f F1 %.3f (tp %d fp %d fn %d)\n",
		s.Pairwise.Precision, s.Pairwise.Recall, s.Pairwise.F1, s.Pairwise.TP, s.Pairwise.FP, s.Pairwise.FN)
	fmt.Printf("B-cubed  P %.3f R %.3f F1 %.3f\n", s.BCubed.Precision, s.BCubed.Recall, s.BCubed.F1)
	fmt.Printf("ARI %.3f\n", s.ARI)
	// Output:
	// documents 6, gold clusters 3, predicted clusters 3 (1 unassigned)
	// pairwise P 0.500 R 0.500 F1 0.500 (tp 2 fp 2 fn 2)
	// B-cubed  P 0.778 R 0.778 F1 0.778
	// ARI 0.318
}
