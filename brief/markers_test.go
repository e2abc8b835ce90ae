package brief

import (
	"fmt"
	"strings"
)

// markers writes citations as [1][2][4], as the rendered brief does
// (package brief/render), for the tests' messages and wanted strings.
func markers(cs []Citation) string {
	var sb strings.Builder
	seen := map[int]bool{}
	for _, c := range cs {
		if !seen[c.Ref] {
			seen[c.Ref] = true
			fmt.Fprintf(&sb, "[%d]", c.Ref)
		}
	}
	return sb.String()
}
