package synth_test

import (
	"fmt"
	"strings"

	"github.com/copydesk/copydesk/synth"
)

func ExampleSplitSentences() {
	text := `Gen. Ada Brook arrived in the U.S. on Monday. "We came to talk," she said. The talks begin at 9 a.m. Tuesday.`
	for _, s := range synth.SplitSentences(text) {
		fmt.Println(s)
	}
	// Output:
	// Gen. Ada Brook arrived in the U.S. on Monday.
	// "We came to talk," she said.
	// The talks begin at 9 a.m. Tuesday.
}

func ExampleReflow() {
	wire := "The Brixley council approved a\nplan to rebuild the harbour.\n    Work starts in May, a\nspokesman said.\n REUTER"
	fmt.Println(synth.Reflow(wire))
	// Output:
	// The Brixley council approved a plan to rebuild the harbour.
	//
	// Work starts in May, a spokesman said.
}

func ExampleGenerate() {
	// Invented articles; real input comes from docs.jsonl files via cmd/repubgen.
	var in []synth.Article
	places := []string{"Harlow", "Brixley", "Northfield", "Ashby", "Corran", "Dunmore", "Elsworth", "Fenwick"}
	for i, p := range places {
		var paras []string
		for k := 0; k < 5; k++ {
			paras = append(paras, fmt.Sprintf("The %s council voted %d to %d on plan %c%d for the %s harbour, officials said. "+
				"Residents of %s ward %d said the organisation had not consulted them.", p, 5+k, 3, 'A'+k, i, p, p, k))
		}
		in = append(in, synth.Article{Document: synth.Document{
			ID: fmt.Sprint("doc", i), Title: p + " votes on harbour", Text: strings.Join(paras, "\n\n"), Source: "Example"}})
	}
	cfg := synth.DefaultConfig()
	cfg.Bases, cfg.Distractors, cfg.TopicDistractors, cfg.MinWords = 3, 2, 0, 50
	cfg.DupShared, cfg.DupFrac = 100, 0.5 // these template articles share phrases; real ones rarely do
	recs, err := synth.Generate(in, cfg)
	if err != nil {
		panic(err)
	}
	roles := map[synth.Role]int{}
	for _, r := range recs {
		roles[r.Role]++
	}
	fmt.Println(roles[synth.RoleBase], "bases,", roles[synth.RoleDistractor], "distractors, copies:", roles[synth.RoleCopy] > 0)
	// Output: 3 bases, 2 distractors, copies: true
}
