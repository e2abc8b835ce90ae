package textnorm

import "unicode"

// CountFields is len(strings.Fields(s)) without building the slice: the
// brief bounds its sentences in words and the web view measures gaps
// between passages, both on every candidate.
func CountFields(s string) int {
	n, in := 0, false
	for _, r := range s {
		if unicode.IsSpace(r) {
			in = false
		} else if !in {
			in, n = true, n+1
		}
	}
	return n
}
