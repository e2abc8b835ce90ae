package dedup

import (
	"context"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"sync"
)

// TextSource gives back the original text of a document for verification.
// Implementations may read from memory or disk; they must be safe for
// concurrent use.
type TextSource interface {
	Text(doc int) (string, error)
}

// DocInfo is the metadata that decides representatives and tie-breaks, so
// that results do not depend on input order.
type DocInfo struct {
	ID        string
	Published int64 // Unix seconds; 0 when unknown
}

// Relation is a verified relation between documents A and B (document
// numbers in input order). A is the shorter document, so an excerpt relation
// reads "A is an excerpt of B"; on equal length A comes first in input order.
type Relation struct {
	A, B int
	Kind Kind
	Scores
	Passages []Passage
}

// Corpus is a batch index: add the sketch of every document, then ask for
// the relations. Add may be called from many goroutines; Relations once,
// after all Adds.
type Corpus struct {
	opts Options

	mu    sync.Mutex
	docs  []docState
	bands []entry // LSH band keys
	fps   []entry // passage fingerprints
}

type docState struct {
	exact     uint64
	words     int32
	published int64
	id        string
	added     bool
}

// NewCorpus returns an empty corpus index.
func NewCorpus(opts Options) (*Corpus, error) {
	opts = opts.WithDefaults()
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	return &Corpus{opts: opts}, nil
}

// Options returns the options in effect (defaults applied).
func (c *Corpus) Options() Options { return c.opts }

// Add records the sketch of document doc (0-based, each number once).
func (c *Corpus) Add(doc int, info DocInfo, s *Sketch) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for len(c.docs) <= doc {
		c.docs = append(c.docs, docState{})
	}
	c.docs[doc] = docState{exact: s.Exact, words: s.Words, published: info.Published, id: info.ID, added: true}
	for _, b := range s.Bands {
		c.bands = append(c.bands, entry{b, uint32(doc)})
	}
	for _, f := range s.Fingerprints {
		c.fps = append(c.fps, entry{f, uint32(doc)})
	}
}

// Len is the number of documents added.
func (c *Corpus) Len() int { return len(c.docs) }

// prefer reports whether document a is a better representative than b:
// earliest publication (known dates first), then more words, then smaller id.
func (c *Corpus) prefer(a, b int) bool {
	da, db := &c.docs[a], &c.docs[b]
	if (da.published != 0) != (db.published != 0) {
		return da.published != 0
	}
	if da.published != db.published {
		return da.published < db.published
	}
	if da.words != db.words {
		return da.words > db.words
	}
	if da.id != db.id {
		return da.id < db.id
	}
	return a < b
}

// Progress receives the number of candidate pairs verified so far and in all.
type Progress func(done, total int)

// Stats describe the work done by Relations.
type Stats struct {
	Documents       int
	Empty           int
	IdenticalGroups int
	BandCandidates  int
	PassageCands    int
	Candidates      int // distinct pairs verified
	CommonPrints    int // fingerprints above MaxDF (boilerplate)
	Relations       int
}

// Relations finds candidate pairs, verifies each on the two texts and
// returns the relations, sorted by (A, B) in input order of the smaller
// number first. Identical documents are collapsed to the group's
// representative before indexing, so their other relations are reported
// against the representative.
func (c *Corpus) Relations(ctx context.Context, src TextSource, workers int, progress Progress) ([]Relation, Stats, error) {
	var st Stats
	n := len(c.docs)
	st.Documents = n
	for i := range c.docs {
		if !c.docs[i].added {
			return nil, st, fmt.Errorf("document %d was never added", i)
		}
		if c.docs[i].words == 0 {
			st.Empty++
		}
	}
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}

	// 1. Identical texts: group by the exact hash, verify inside each group.
	order := make([]int, 0, n)
	for i := range c.docs {
		if c.docs[i].words > 0 {
			order = append(order, i)
		}
	}
	slices.SortFunc(order, func(a, b int) int {
		da, db := &c.docs[a], &c.docs[b]
		switch {
		case da.exact != db.exact:
			if da.exact < db.exact {
				return -1
			}
			return 1
		case da.words != db.words:
			return int(da.words - db.words)
		case c.prefer(a, b):
			return -1
		case c.prefer(b, a):
			return 1
		}
		return 0
	})
	canon := make([]int32, n) // representative of the identical group, or self
	for i := range canon {
		canon[i] = int32(i)
	}
	var exactPairs [][2]int
	for s := 0; s < len(order); {
		e := s + 1
		for e < len(order) && c.docs[order[e]].exact == c.docs[order[s]].exact && c.docs[order[e]].words == c.docs[order[s]].words {
			e++
		}
		if e-s > 1 {
			st.IdenticalGroups++
			rep := order[s] // the preferred one sorts first
			for _, d := range order[s+1 : e] {
				exactPairs = append(exactPairs, [2]int{rep, d})
			}
		}
		s = e
	}

	// 2. Candidate pairs among distinct texts.
	var pairs []uint64
	isRep := func(d uint32) bool { return c.docs[d].words > 0 }
	// Identical members are verified first so that canon is settled before indexing.
	rels, err := c.verifyPairs(ctx, src, workers, exactPairs, nil, nil)
	if err != nil {
		return nil, st, err
	}
	for _, r := range rels {
		if r.Kind == Identical {
			rep, member := r.A, r.B
			if c.prefer(member, rep) {
				rep, member = member, rep
			}
			canon[member] = int32(rep)
		}
	}
	indexed := func(d uint32) bool { return isRep(d) && canon[d] == int32(d) }

	if len(c.bands) > 0 {
		sortEntries(c.bands)
		before := len(pairs)
		pairs = appendBucketPairs(pairs, c.bands, indexed, 0, nil)
		st.BandCandidates = len(pairs) - before
	}
	var common map[uint64]struct{}
	if len(c.fps) > 0 {
		sortEntries(c.fps)
		common = map[uint64]struct{}{}
		before := len(pairs)
		pairs = appendBucketPairs(pairs, c.fps, indexed, c.opts.MaxDF, common)
		st.PassageCands = len(pairs) - before
		st.CommonPrints = len(common)
	}
	sortUint64(pairs)
	pairs = uniq(pairs)
	st.Candidates = len(pairs)
	cand := make([][2]int, len(pairs))
	for i, p := range pairs {
		cand[i] = [2]int{int(p >> 32), int(uint32(p))}
	}
	var isCommon IsCommon
	if len(common) > 0 {
		isCommon = func(h uint64) bool { _, ok := common[h]; return ok }
	}
	found, err := c.verifyPairs(ctx, src, workers, cand, isCommon, progress)
	if err != nil {
		return nil, st, err
	}
	// Failed identical checks (a hash collision) are dropped; keep the rest.
	out := rels[:0]
	for _, r := range rels {
		if r.Kind != None {
			out = append(out, r)
		}
	}
	out = append(out, found...)
	slices.SortFunc(out, func(x, y Relation) int {
		ax, bx := min(x.A, x.B), max(x.A, x.B)
		ay, by := min(y.A, y.B), max(y.A, y.B)
		if ax != ay {
			return ax - ay
		}
		return bx - by
	})
	st.Relations = len(out)
	return out, st, nil
}

// appendBucketPairs emits the document pairs of every run of equal keys in
// sorted entries, as a<<32|b with a < b. Runs longer than maxDF (when > 0)
// are recorded in common and emit no pairs: a key shared by that many
// documents is boilerplate, not evidence of copying.
func appendBucketPairs(pairs []uint64, es []entry, indexed func(uint32) bool, maxDF int, common map[uint64]struct{}) []uint64 {
	var docs []uint32
	for s := 0; s < len(es); {
		e := s + 1
		for e < len(es) && es[e].key == es[s].key {
			e++
		}
		if e-s > 1 {
			docs = docs[:0]
			for _, x := range es[s:e] {
				if indexed(x.doc) && (len(docs) == 0 || docs[len(docs)-1] != x.doc) {
					docs = append(docs, x.doc)
				}
			}
			switch {
			case maxDF > 0 && len(docs) > maxDF:
				common[es[s].key] = struct{}{}
			case maxDF == 0 && len(docs) > maxBucket:
				// A huge LSH bucket: link every document to the first few
				// so the family stays connected without a quadratic blow-up.
				for i := 1; i < len(docs); i++ {
					for j := 0; j < min(i, starLinks); j++ {
						pairs = append(pairs, uint64(docs[j])<<32|uint64(docs[i]))
					}
				}
			default:
				for i := 1; i < len(docs); i++ {
					for j := 0; j < i; j++ {
						pairs = append(pairs, uint64(docs[j])<<32|uint64(docs[i]))
					}
				}
			}
		}
		s = e
	}
	return pairs
}

const (
	maxBucket = 256 // LSH buckets larger than this are linked as stars
	starLinks = 4
)

func uniq(xs []uint64) []uint64 {
	out := xs[:0]
	for i, x := range xs {
		if i == 0 || x != xs[i-1] {
			out = append(out, x)
		}
	}
	return out
}

// verifyPairs verifies candidate pairs in parallel, keeping the input order
// of results. Pairs must be sorted by their first document so that each
// worker prepares a document once for a run of pairs.
func (c *Corpus) verifyPairs(ctx context.Context, src TextSource, workers int, pairs [][2]int, common IsCommon, progress Progress) ([]Relation, error) {
	if len(pairs) == 0 {
		return nil, nil
	}
	const chunk = 256
	nChunks := (len(pairs) + chunk - 1) / chunk
	results := make([][]Relation, nChunks)
	var (
		next     int
		done     int
		mu       sync.Mutex
		firstErr error
		wg       sync.WaitGroup
	)
	take := func() int {
		mu.Lock()
		defer mu.Unlock()
		if firstErr != nil || next >= nChunks {
			return -1
		}
		next++
		return next - 1
	}
	for w := 0; w < min(workers, nChunks); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p := NewPreparer(c.opts)
			v := NewVerifier(c.opts)
			var a, b Prepared
			cachedA := -1
			for ci := take(); ci >= 0; ci = take() {
				if err := ctx.Err(); err != nil {
					mu.Lock()
					firstErr = err
					mu.Unlock()
					return
				}
				lo, hi := ci*chunk, min((ci+1)*chunk, len(pairs))
				var out []Relation
				for _, pr := range pairs[lo:hi] {
					if pr[0] != cachedA {
						t, err := src.Text(pr[0])
						if err != nil {
							mu.Lock()
							firstErr = fmt.Errorf("reading document %d: %w", pr[0], err)
							mu.Unlock()
							return
						}
						p.Prepare(&a, t)
						cachedA = pr[0]
					}
					t, err := src.Text(pr[1])
					if err != nil {
						mu.Lock()
						firstErr = fmt.Errorf("reading document %d: %w", pr[1], err)
						mu.Unlock()
						return
					}
					p.Prepare(&b, t)
					if r, ok := c.compare(v, pr[0], pr[1], &a, &b, common); ok {
						out = append(out, r)
					}
				}
				results[ci] = out
				mu.Lock()
				done += hi - lo
				d := done
				mu.Unlock()
				if progress != nil {
					progress(d, len(pairs))
				}
			}
		}()
	}
	wg.Wait()
	if firstErr != nil {
		return nil, firstErr
	}
	var all []Relation
	for _, r := range results {
		all = append(all, r...)
	}
	return all, nil
}

// compare verifies one pair and orients it: A is the shorter document.
// A relation stronger than any enabled kind is reported as the strongest
// enabled kind below it: a near-duplicate is also an excerpt and shares
// passages.
func (c *Corpus) compare(v *Verifier, x, y int, px, py *Prepared, common IsCommon) (Relation, bool) {
	kind, sc, ps := v.Compare(px, py, common)
	for ; kind > None && !c.opts.Kinds.Has(kind); kind-- {
	}
	if kind == None {
		return Relation{}, false
	}
	r := Relation{A: x, B: y, Kind: kind, Scores: sc, Passages: ps}
	if len(py.Tokens) < len(px.Tokens) || len(py.Tokens) == len(px.Tokens) && y < x {
		r = r.swapped()
	}
	return r, true
}

func (r Relation) swapped() Relation {
	r.A, r.B = r.B, r.A
	r.ContainmentAInB, r.ContainmentBInA = r.ContainmentBInA, r.ContainmentAInB
	for i := range r.Passages {
		p := &r.Passages[i]
		p.AStart, p.BStart = p.BStart, p.AStart
		p.AEnd, p.BEnd = p.BEnd, p.AEnd
	}
	return r
}

// String is a short human-readable form, for tests and logs.
func (r Relation) String() string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%d %s %d (J=%.3f C=%.3f/%.3f cov=%.3f, %d passages)", r.A, r.Kind, r.B, r.Jaccard, r.ContainmentAInB, r.ContainmentBInA, r.Coverage, len(r.Passages))
	return sb.String()
}

// Words returns the number of words of every document.
func (c *Corpus) Words() []int {
	out := make([]int, len(c.docs))
	for i, d := range c.docs {
		out[i] = int(d.words)
	}
	return out
}
