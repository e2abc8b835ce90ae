package align_test

import (
	"fmt"

	"github.com/copydesk/copydesk/align"
)

func Example() {
	texts := []string{
		"LONDON, March 3 (Reuters) - The council voted on Tuesday to close the coastal road for two days after the storm. " +
			"Mayor Ann Lee said repairs would cost $3 million.\n\nBy Mary Smith",
		"The council voted Tuesday to close the coastal road for two days after the storm.\n\n" +
			"Repairs will cost 3 million dollars, Mayor Ann Lee said. Fishermen were told to stay in port.",
	}
	// Split each text; keep the body sentences for alignment.
	docs := make([][]string, len(texts))
	for d, text := range texts {
		for _, s := range align.Split(text) {
			if s.Kind != align.Body {
				fmt.Printf("doc %d: %s %q\n", d, s.Kind, s.Text(text))
				continue
			}
			docs[d] = append(docs[d], s.Text(text))
		}
	}
	// Group the sentences that state the same thing.
	for _, g := range align.Align(docs, align.Options{}) {
		fmt.Println("group:")
		for _, m := range g.Members {
			fmt.Printf("  doc %d: %-10s %q\n", m.Doc, m.Rel, docs[m.Doc][m.Sent])
		}
	}
	// Compare two sentences directly.
	fmt.Println(align.Same("U.S. officials said the convoy was attacked.", "US officials said the convoy was attacked."))
	// Output:
	// doc 0: dateline "LONDON, March 3 (Reuters) -"
	// doc 0: byline "By Mary Smith"
	// group:
	//   doc 0: first      "The council voted on Tuesday to close the coastal road for two days after the storm."
	//   doc 1: edited     "The council voted Tuesday to close the coastal road for two days after the storm."
	// group:
	//   doc 0: first      "Mayor Ann Lee said repairs would cost $3 million."
	//   doc 1: paraphrase "Repairs will cost 3 million dollars, Mayor Ann Lee said."
	// true
}
