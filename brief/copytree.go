package brief

import (
	"slices"
	"time"

	"github.com/copydesk/copydesk/dedup"
)

// CopyEdge says that document Derived was copied from document Source
// (indices into the story's documents), and why copydesk thinks so.
type CopyEdge struct {
	Source  int        `json:"source"`
	Derived int        `json:"derived"`
	Kind    dedup.Kind `json:"relation"`
	Reason  string     `json:"reason"`
	// Expands marks an excerpt whose longer document, the one holding the
	// other, is the copy (published later): it takes the source whole and
	// adds to it.
	Expands bool `json:"expands,omitempty"`
}

// Reasons for a direction, from strongest to weakest evidence.
const (
	ReasonEarlier  = "published earlier"
	ReasonContains = "contains the other"
	ReasonLonger   = "longer"
	ReasonOrder    = "listed first"
)

// Because says why the source named (a marker "[2]", or "which") is the
// source of a copy, by one of the reasons above: "[2] was published
// first", "[2] contains it". A reason alone ("contains the other",
// "longer") did not say which of the two it was about.
func Because(reason, source string) string {
	switch reason {
	case ReasonEarlier:
		return source + " was published first"
	case ReasonContains:
		return source + " contains it"
	case ReasonLonger:
		return source + " is longer; no two dates tell"
	case ReasonOrder:
		return source + " is listed first; no two dates tell"
	}
	return reason
}

// direction orients one copy relation: the earlier published document is
// the source; without two different dates, the document that contains the
// other (an excerpt's longer partner) is, else the longer one, else the
// first listed.
func direction(r dedup.Relation, published []time.Time, words []int) (src, derived int, reason string) {
	a, b := r.A, r.B // A is the shorter (see dedup.Relation)
	pa, pb := published[a], published[b]
	switch {
	case !pa.IsZero() && !pb.IsZero() && !pa.Equal(pb):
		if pa.Before(pb) {
			return a, b, ReasonEarlier
		}
		return b, a, ReasonEarlier
	case r.Kind == dedup.Excerpt:
		return b, a, ReasonContains
	case words[a] != words[b]:
		return b, a, ReasonLonger // B is the longer
	case a < b:
		return a, b, ReasonOrder
	}
	return b, a, ReasonOrder
}

// CopyTree turns the copy relations of a story into a forest: every derived
// document gets one parent, its source by the strongest relation (identical,
// then near-duplicate, excerpt, partial reuse), ties broken by the earliest
// source. Relations that would close a cycle are left out, so the result is
// always a forest whose roots are the originals.
func CopyTree(rels []dedup.Relation, published []time.Time, words []int) []CopyEdge {
	type cand struct {
		edge CopyEdge
		at   time.Time
	}
	var cands []cand
	for _, r := range rels {
		src, der, why := direction(r, published, words)
		e := CopyEdge{Source: src, Derived: der, Kind: r.Kind, Reason: why, Expands: r.Kind == dedup.Excerpt && der == r.B}
		cands = append(cands, cand{e, published[src]})
	}
	// Strongest relation first; then the earliest source; then by index.
	slices.SortStableFunc(cands, func(x, y cand) int {
		if x.edge.Kind != y.edge.Kind {
			return int(y.edge.Kind) - int(x.edge.Kind)
		}
		if !x.at.Equal(y.at) {
			switch {
			case x.at.IsZero():
				return 1
			case y.at.IsZero():
				return -1
			case x.at.Before(y.at):
				return -1
			}
			return 1
		}
		if x.edge.Derived != y.edge.Derived {
			return x.edge.Derived - y.edge.Derived
		}
		return x.edge.Source - y.edge.Source
	})
	parent := map[int]int{}
	var out []CopyEdge
	for _, c := range cands {
		e := c.edge
		if _, has := parent[e.Derived]; has {
			continue
		}
		// Would this close a cycle? Walk up from the source.
		cycle := false
		for p, ok := e.Source, true; ok; p, ok = parent[p] {
			if p == e.Derived {
				cycle = true
				break
			}
		}
		if cycle {
			continue
		}
		parent[e.Derived] = e.Source
		out = append(out, e)
	}
	slices.SortFunc(out, func(x, y CopyEdge) int {
		if x.Source != y.Source {
			return x.Source - y.Source
		}
		return x.Derived - y.Derived
	})
	return out
}
