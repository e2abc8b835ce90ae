package brief

// disjointSets is a forest of sets over 0..n-1 with path halving: copy
// families (joined), one person's falls (measures).
type disjointSets []int

func newDisjointSets(n int) disjointSets {
	s := make(disjointSets, n)
	for i := range s {
		s[i] = i
	}
	return s
}

// find returns the root of x's set.
func (s disjointSets) find(x int) int {
	for s[x] != x {
		s[x] = s[s[x]]
		x = s[x]
	}
	return x
}
