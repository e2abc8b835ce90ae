package dedup

// unionFind is a disjoint-set forest with path halving.
type unionFind struct{ parent []int32 }

func newUnionFind(n int) *unionFind {
	p := make([]int32, n)
	for i := range p {
		p[i] = int32(i)
	}
	return &unionFind{p}
}

func (u *unionFind) find(x int) int {
	p := u.parent
	for int(p[x]) != x {
		p[x] = p[p[x]]
		x = int(p[x])
	}
	return x
}

// union joins the sets of a and b and returns the new root.
func (u *unionFind) union(a, b int) int {
	ra, rb := u.find(a), u.find(b)
	if ra != rb {
		u.parent[rb] = int32(ra)
	}
	return ra
}

// Clusters joins documents linked by relations whose kind is in kinds
// and returns, for every document, the number of its cluster's
// representative. The representative is the preferred member: the earliest
// published (known dates first), then the one with most words, then the
// smallest id. The result depends only on the relations and the documents'
// metadata, never on input order or scheduling.
func (c *Corpus) Clusters(rels []Relation, kinds KindSet) []int {
	n := len(c.docs)
	uf := newUnionFind(n)
	for _, r := range rels {
		if !kinds.Has(r.Kind) {
			continue
		}
		ra, rb := uf.find(r.A), uf.find(r.B)
		if ra == rb {
			continue
		}
		// Keep the preferred document as the root, so the root is the representative.
		if c.prefer(rb, ra) {
			ra, rb = rb, ra
		}
		uf.parent[rb] = int32(ra)
	}
	out := make([]int, n)
	for i := range out {
		out[i] = uf.find(i)
	}
	return out
}
