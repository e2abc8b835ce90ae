package facts_test

import (
	"fmt"

	"github.com/copydesk/copydesk/facts"
)

func ExampleMentions() {
	for _, m := range facts.Mentions("Lt. Col. Anna Berg said on Tuesday that 27 people died in Kabul on March 3.") {
		fmt.Printf("%s %q\n", m.Kind, m.Norm)
	}
	// Output:
	// rank "lieutenant colonel"
	// name "anna berg"
	// day "Tuesday"
	// number "27"
	// name "kabul"
	// day "March 3"
}
