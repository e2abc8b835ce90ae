package facts

import (
	"strings"
	"testing"

	"github.com/copydesk/copydesk/internal/growth"
)

// TestMonthWordsInNamesLinear: whether a month word beside a name word is
// a table's month (another month beside the same word elsewhere) must not
// be found by reading the whole text again for every such month word: a
// text of n names holding "May" or "Jan" took time in n squared.
func TestMonthWordsInNamesLinear(t *testing.T) {
	growth.Linear(t, 1000, func(n int) func() {
		text := strings.Repeat("Minister Theresa May met Jan Peeters and Oda April Hollis on Friday. ", n)
		return func() { Mentions(text) }
	})
}
