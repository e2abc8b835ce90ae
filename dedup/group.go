package dedup

// Clusters joins documents linked by relations whose kind is in kinds
// (union-find) and returns, for every document, the number of its cluster's
// representative. The representative is the preferred member: the earliest
// published (known dates first), then the one with most words, then the
// smallest id. The result depends only on the relations and the documents'
// metadata, never on input order or scheduling.
func (c *Corpus) Clusters(rels []Relation, kinds KindSet) []int {
	n := len(c.docs)
	parent := make([]int32, n)
	for i := range parent {
		parent[i] = int32(i)
	}
	var find func(int32) int32
	find = func(x int32) int32 {
		for parent[x] != x {
			parent[x] = parent[parent[x]] // path halving
			x = parent[x]
		}
		return x
	}
	for _, r := range rels {
		if !kinds.Has(r.Kind) {
			continue
		}
		ra, rb := find(int32(r.A)), find(int32(r.B))
		if ra == rb {
			continue
		}
		// Keep the preferred document as the root, so the root is the representative.
		if c.prefer(int(rb), int(ra)) {
			ra, rb = rb, ra
		}
		parent[rb] = ra
	}
	out := make([]int, n)
	for i := range out {
		out[i] = int(find(int32(i)))
	}
	return out
}
