package dedup

import (
	"context"
	"fmt"
	"math"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/copydesk/copydesk/internal/hashset"
)

// TextSource gives back what was stored of a document: its original text
// (to show passages) and the verification features of its Sketch.
// Implementations may read from memory or disk; they must be safe for
// concurrent use. Features may read into buf (which the caller reuses) or
// return memory of its own; callers do not modify the result and drop it
// before the next call with the same buf.
type TextSource interface {
	Text(doc int) (string, error)
	Features(doc int, buf []byte) ([]byte, error)
}

// DocInfo is the metadata that decides representatives, tie-breaks and
// per-outlet boilerplate, so that results do not depend on input order.
type DocInfo struct {
	ID        string
	Source    string // outlet; empty when unknown
	Published int64  // Unix seconds; 0 when unknown
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
	// stage is told as each stage of Relations starts (RelationsStaged).
	stage StageFunc

	mu         sync.Mutex
	docs       []docState
	sources    map[string]uint32
	sourceDocs []int   // documents per source id
	chunks     []chunk // index entries as added, batch by batch
	bands      []entry // LSH band keys, sorted (by finish)
	fps        []entry // passage fingerprints, sorted (by finish)
	lines      []entry // line hashes, sorted (by finish)
	// docSource is every document's source, flat (by finish): the posting
	// scans ask for it in random order, and a 4-byte table stays in cache
	// where the documents' states do not.
	docSource []uint32

	// Boilerplate found by Relations, kept for Explain.
	commonFPs   IsCommon
	commonLines func(uint64) bool
}

type docState struct {
	exact     uint64
	words     int32
	source    uint32 // 0 when unknown
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
	return &Corpus{opts: opts, sources: map[string]uint32{}}, nil
}

// Options returns the options in effect (defaults applied).
func (c *Corpus) Options() Options { return c.opts }

// chunk holds the index entries of documents first, first+1, ... in
// document order. Entries are kept in chunks as they come, so that adding
// never copies what was added before; finish puts them together, sorted.
type chunk struct {
	first, docs       int
	bands, fps, lines []entry
}

// Add records the sketch of document doc (0-based, each number once).
func (c *Corpus) Add(doc int, info DocInfo, s *Sketch) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.addDoc(doc, info, s)
	// Documents added one by one in order extend the last chunk.
	if n := len(c.chunks); n > 0 && c.chunks[n-1].first+c.chunks[n-1].docs == doc {
		c.chunks[n-1].docs++
		c.chunks[n-1].appendSketch(doc, s)
		return
	}
	ch := chunk{first: doc, docs: 1}
	ch.appendSketch(doc, s)
	c.chunks = append(c.chunks, ch)
}

// addDoc records the per-document state of doc.
func (c *Corpus) addDoc(doc int, info DocInfo, s *Sketch) {
	for len(c.docs) <= doc {
		c.docs = append(c.docs, docState{})
	}
	var src uint32
	if info.Source != "" {
		var ok bool
		if src, ok = c.sources[info.Source]; !ok {
			src = uint32(len(c.sources) + 1)
			c.sources[info.Source] = src
		}
		for len(c.sourceDocs) <= int(src) {
			c.sourceDocs = append(c.sourceDocs, 0)
		}
		c.sourceDocs[src]++
	}
	c.docs[doc] = docState{exact: s.Exact, words: s.Words, source: src, published: info.Published, id: info.ID, added: true}
}

// appendSketch appends the index entries of document doc.
func (ch *chunk) appendSketch(doc int, s *Sketch) {
	for _, b := range s.Bands {
		ch.bands = append(ch.bands, entry{key: b, doc: uint32(doc)})
	}
	for i, f := range s.Fingerprints {
		var nb uint32 // unknown neighbours: confirms every pair
		if len(s.FingerprintNeighbours) == len(s.Fingerprints) {
			nb = s.FingerprintNeighbours[i]
		}
		ch.fps = append(ch.fps, entry{key: f, doc: uint32(doc), aux: nb})
	}
	for i, l := range s.Lines {
		ch.lines = append(ch.lines, entry{key: l, doc: uint32(doc), aux: uint32(s.LineWords[i])})
	}
}

// AddBatch records the sketches of documents first, first+1, ... under one
// lock: cheaper than Add per document when many goroutines sketch. The
// batch's entries go to one chunk of exactly their size.
func (c *Corpus) AddBatch(first int, infos []DocInfo, sketches []Sketch) {
	ch := chunk{first: first, docs: len(sketches)}
	nb, nf, nl := 0, 0, 0
	for i := range sketches {
		nb += len(sketches[i].Bands)
		nf += len(sketches[i].Fingerprints)
		nl += len(sketches[i].Lines)
	}
	ch.bands = make([]entry, 0, nb)
	ch.fps = make([]entry, 0, nf)
	ch.lines = make([]entry, 0, nl)
	for i := range sketches {
		ch.appendSketch(first+i, &sketches[i])
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	for i := range sketches {
		c.addDoc(first+i, infos[i], &sketches[i])
	}
	c.chunks = append(c.chunks, ch)
}

// finish puts the chunks together into the sorted entry lists (by key,
// then document). Called once all documents are added; later calls do
// nothing.
func (c *Corpus) finish() {
	if len(c.docSource) != len(c.docs) {
		c.docSource = make([]uint32, len(c.docs))
		for i := range c.docs {
			c.docSource[i] = c.docs[i].source
		}
	}
	if len(c.chunks) == 0 {
		return
	}
	slices.SortFunc(c.chunks, func(x, y chunk) int { return x.first - y.first })
	parts := make([][]entry, len(c.chunks))
	for i := range c.chunks {
		parts[i] = c.chunks[i].bands
	}
	c.bands = sortedEntries(parts)
	for i := range c.chunks {
		c.chunks[i].bands = nil
		parts[i] = c.chunks[i].fps
	}
	c.fps = sortedEntries(parts)
	for i := range c.chunks {
		c.chunks[i].fps = nil
		parts[i] = c.chunks[i].lines
	}
	c.lines = sortedEntries(parts)
	c.chunks = nil
}

// Len is the number of documents added.
func (c *Corpus) Len() int { return len(c.docs) }

// Words returns the number of words of every document.
func (c *Corpus) Words() []int {
	out := make([]int, len(c.docs))
	for i, d := range c.docs {
		out[i] = int(d.words)
	}
	return out
}

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

// Phase is the time one round of Relations took.
type Phase struct {
	Name    string  `json:"name"`
	Seconds float64 `json:"seconds"`
}

// mark appends the time since *t to the phases and resets *t.
func (st *Stats) mark(name string, t *time.Time) {
	now := time.Now()
	st.Phases = append(st.Phases, Phase{name, now.Sub(*t).Seconds()})
	*t = now
}

// Progress receives the number of candidate pairs verified so far and in
// all. It is called from one goroutine at a time, and done never
// decreases within a round of verification.
type Progress func(done, total int)

// The stages of Relations, as a StageFunc is told of them. Progress
// counts the pairs of each verifying stage from 0; the one between them
// has no count.
const (
	StageNearDuplicates = "near-duplicates" // verifying the MinHash candidates
	StageBoilerplate    = "boilerplate"     // finding common lines and the passage candidates
	StagePassages       = "shared passages" // verifying the passage candidates
)

// StageFunc is told as each stage of Relations starts, from the
// goroutine that called it. Without it a progress bar ran the two
// verifying stages under one label, its count restarting.
type StageFunc func(stage string)

// Stats describe the work done by Relations.
type Stats struct {
	Documents       int `json:"documents"`
	Empty           int `json:"empty"` // documents with no word: blank, or punctuation and symbols only
	IdenticalGroups int `json:"identical_groups"`
	BandCandidates  int `json:"lsh_candidates"`
	PassageCands    int `json:"passage_candidates"`
	Candidates      int `json:"pairs_verified"`
	Skipped         int `json:"pairs_skipped_in_one_cluster"`
	CommonPrints    int `json:"boilerplate_fingerprints"`
	CommonLines     int `json:"boilerplate_lines"`
	RepeatedOnly    int `json:"dropped_repeated_lines_only"`
	// Phases are the wall-clock seconds each round took, for profiling.
	Phases    []Phase `json:"phases,omitempty"`
	Relations int     `json:"relations"`
}

// Relations finds candidate pairs, verifies each on the two texts and
// returns the relations sorted by document numbers. It works in rounds:
//
//  1. identical texts, grouped by an exact hash and verified;
//  2. near-duplicates, from MinHash LSH candidates;
//  3. boilerplate: lines and fingerprints found in more than MaxDF distinct
//     copy clusters (of rounds 1-2), or in SourceRepeat distinct clusters of
//     one outlet, are common;
//  4. excerpts and partial reuse, from documents sharing a rare passage
//     fingerprint, verified with boilerplate lines masked.
//
// Identical documents are collapsed to the group's representative before
// rounds 2-4, so their other relations are reported against it.
func (c *Corpus) Relations(ctx context.Context, src TextSource, workers int, progress Progress) ([]Relation, Stats, error) {
	return c.RelationsStaged(ctx, src, workers, progress, nil)
}

// RelationsStaged is Relations, telling stage (when not nil) as each of
// its stages starts.
func (c *Corpus) RelationsStaged(ctx context.Context, src TextSource, workers int, progress Progress, stage StageFunc) ([]Relation, Stats, error) {
	c.stage = stage
	an, err := c.analyze(ctx, src, workers, progress)
	if err != nil {
		return nil, an.st, err
	}
	return an.rels, an.st, nil
}

// analysis is the outcome of the rounds, kept whole for tests.
type analysis struct {
	rels        []Relation
	st          Stats
	canon       []int32
	commonFPs   *hashset.Set
	commonLines *hashset.Set
}

func (c *Corpus) startStage(name string) {
	if c.stage != nil {
		c.stage(name)
	}
}

func (c *Corpus) analyze(ctx context.Context, src TextSource, workers int, progress Progress) (an analysis, err error) {
	st := &an.st
	n := len(c.docs)
	st.Documents = n
	for i := range c.docs {
		if !c.docs[i].added {
			return an, fmt.Errorf("document %d was never added", i)
		}
		if c.docs[i].words == 0 {
			st.Empty++
		}
	}
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	uf := newUnionFind(n)
	// groups joins pairs by the kinds in SkipConnected, to skip verifying
	// pairs already in one cluster (nil when every pair is verified).
	var groups *unionFind
	if c.opts.SkipConnected != 0 {
		groups = newUnionFind(n)
	}

	clock := time.Now()
	c.finish()
	st.mark("index sort", &clock)
	// Round 1: identical texts.
	exactPairs := c.identicalCandidates(st)
	rels, err := c.verifyPairs(ctx, src, workers, exactPairs, nil, nil, c.checkIdentical)
	if err != nil {
		return an, err
	}
	canon := make([]int32, n) // representative of the identical group, or self
	for i := range canon {
		canon[i] = int32(i)
	}
	related := hashset.New() // pairs already related
	for _, r := range rels {
		if r.Kind == Identical {
			rep, member := r.A, r.B
			if c.prefer(member, rep) {
				rep, member = member, rep
			}
			canon[member] = int32(rep)
			uf.union(r.A, r.B)
			if groups != nil {
				groups.union(r.A, r.B)
			}
		}
		related.Add(pairKey(r.A, r.B))
	}
	isIndexed := make([]bool, n) // a flat table: the scans below ask for every posting
	for d := range isIndexed {
		isIndexed[d] = c.docs[d].words > 0 && canon[d] == int32(d)
	}
	indexed := func(d uint32) bool { return isIndexed[d] }
	st.mark("identical", &clock)

	// Round 2: near-duplicates.
	if len(c.bands) > 0 {
		pairs := appendBucketPairs(nil, c.bands, indexed)
		st.BandCandidates = len(pairs)
		cand := uniquePairs(pairs, related)
		st.mark("lsh candidates", &clock)
		c.startStage(StageNearDuplicates)
		found, verified, err := c.verifyBatches(ctx, src, workers, cand, nil, nil, progress, c.checkResemblance, groups)
		if err != nil {
			return an, err
		}
		st.Candidates += verified
		st.Skipped += len(cand) - verified
		for _, r := range found {
			rels = append(rels, r)
			related.Add(pairKey(r.A, r.B))
			uf.union(r.A, r.B)
		}
		st.mark("near-duplicate verification", &clock)
	}

	// Rounds 3 and 4: boilerplate, then excerpts and partial reuse.
	if len(c.fps) > 0 {
		c.startStage(StageBoilerplate)
		// The scans ask for the cluster of every posting: a snapshot of the
		// roots, taken again when the clusters change (round 5).
		roots := make([]uint32, n)
		snapshot := func() {
			for d := range roots {
				roots[d] = uint32(uf.find(d))
			}
		}
		snapshot()
		root := func(d uint32) uint32 { return roots[d] }
		partKeys := make([][]uint64, workers)
		c.scanRunsParallel(c.lines, workers, indexed, root, func(part int, key uint64, _, _ []uint32, common bool) {
			if common {
				partKeys[part] = append(partKeys[part], key)
			}
		})
		commonLines := hashset.New(partKeys...)
		st.CommonLines = commonLines.Len()
		content := c.contentWords(commonLines)
		// Near-duplicates were oriented before boilerplate lines were
		// known: orient them again by content words, as every relation
		// (their containments are not measured yet: equal, they decide
		// nothing).
		for i, r := range rels {
			if r.Kind == NearDuplicate {
				rels[i] = orientBy(r, int(content[r.A]), int(content[r.B]), int(c.docs[r.A].words), int(c.docs[r.B].words))
			}
		}
		st.mark("boilerplate lines", &clock)
		// The postings are scanned in parts, one per worker, each with its
		// own pairs and common fingerprints; the pairs are counted next, so
		// their order does not matter.
		partPairs := make([]*pairList, workers)
		for i := range partPairs {
			partPairs[i] = &pairList{}
		}
		partCommon := make([][]uint64, workers)
		partRoots := make([][]uint32, workers)
		partCF := make([][]int32, workers)
		c.scanRunsParallel(c.fps, workers, indexed, root, func(part int, key uint64, docs, auxs []uint32, common bool) {
			if common {
				partCommon[part] = append(partCommon[part], key)
				if partCF[part] == nil {
					partCF[part] = make([]int32, n)
				}
				for _, d := range docs {
					partCF[part][d]++
				}
				return
			}
			partRoots[part] = appendCrossPairs(partPairs[part], docs, auxs, root, partRoots[part], groups == nil, related)
		})
		commonFPs := hashset.New(partCommon...)
		for _, p := range partPairs {
			st.PassageCands += p.n + p.related
		}
		partCommon, partRoots = nil, nil
		st.CommonPrints = commonFPs.Len()
		st.mark("passage fingerprints", &clock)
		cand, shared := sharedCounts(partPairs, n, c.enoughShared(related, content, sumParts(partCF, n)))
		st.mark("shared counts", &clock)
		orderByComponent(cand, shared, len(c.docs))
		st.mark("candidate order", &clock)
		var isCommon IsCommon
		if commonFPs.Len() > 0 {
			isCommon = commonFPs.Has
		}
		var isCommonLine func(uint64) bool
		if commonLines.Len() > 0 {
			isCommonLine = commonLines.Has
		}
		v := func(v *Verifier, x, y int, a, b *Prepared) (Relation, bool) {
			return c.compare(v, x, y, a, b, isCommon)
		}
		c.startStage(StagePassages)
		found, verified, err := c.verifyBatches(ctx, src, workers, cand, shared, isCommonLine, progress, v, groups)
		if err != nil {
			return an, err
		}
		st.Candidates += verified
		st.Skipped += len(cand) - verified
		st.mark("passage verification", &clock)
		// Round 5: partial reuse must rest on more than lines repeated
		// across otherwise unrelated documents (spam, ads, one-line
		// templates below the boilerplate counts). Clusters now include
		// excerpts, so a story's own copies do not make its lines repeated.
		for _, r := range found {
			if r.Kind == Excerpt {
				uf.union(r.A, r.B)
			}
		}
		snapshot()
		partKeys = make([][]uint64, workers)
		docRoots := make([][]uint32, workers)
		c.scanRunsParallel(c.lines, workers, indexed, root, func(part int, key uint64, docs, _ []uint32, common bool) {
			if common || len(docs) < repeatedLine {
				return
			}
			rs := docRoots[part][:0]
			for _, d := range docs {
				rs = append(rs, root(d))
			}
			slices.Sort(rs)
			if len(slices.Compact(rs)) >= repeatedLine {
				partKeys[part] = append(partKeys[part], key)
			}
			docRoots[part] = rs
		})
		repeated := hashset.New(partKeys...)
		// Each partial reuse is checked against the lines of both its
		// documents, read on all cores (the lines only: no shingles are
		// copied). One side alone made the result depend on input order:
		// a spam line that one document writes on a line of its own and
		// the other inside a paragraph was repeated on one side only,
		// and which side was A followed the input when lengths tied.
		fresh := make([]bool, len(found))
		var readErr error
		var errOnce sync.Once
		const span = 4096
		parallel((len(found)+span-1)/span, func(part int) {
			var f features
			var feat []byte // read buffer, reused: decodeLines copies the lines out
			for i := part * span; i < min((part+1)*span, len(found)); i++ {
				r := &found[i]
				if r.Kind != PartialReuse || repeated.Len() == 0 {
					fresh[i] = true
					continue
				}
				fresh[i] = true
				for side, doc := range [2]int{r.A, r.B} {
					var err error
					feat, err = src.Features(doc, feat[:0])
					if err == nil {
						err = f.decodeLines(feat)
					}
					if err != nil {
						errOnce.Do(func() { readErr = fmt.Errorf("reading document %d: %w", doc, err) })
						return
					}
					if !restsOnFreshLines(r.Passages, &f, repeated.Has, c.opts.MinPassage, side == 1) {
						fresh[i] = false
						break
					}
				}
			}
		})
		if readErr != nil {
			return an, readErr
		}
		kept := found[:0]
		for i, r := range found {
			if !fresh[i] {
				st.RepeatedOnly++
				continue
			}
			kept = append(kept, r)
		}
		rels = append(rels, kept...)
		st.mark("repeated lines", &clock)
		an.commonFPs, an.commonLines = commonFPs, commonLines
		c.commonFPs, c.commonLines = isCommon, isCommonLine
	}

	slices.SortFunc(rels, func(x, y Relation) int {
		ax, bx := min(x.A, x.B), max(x.A, x.B)
		ay, by := min(y.A, y.B), max(y.A, y.B)
		if ax != ay {
			return ax - ay
		}
		return bx - by
	})
	st.Relations = len(rels)
	an.rels, an.canon = rels, canon
	return an, nil
}

// identicalCandidates groups non-empty documents by exact hash and returns
// (representative, member) pairs to verify.
func (c *Corpus) identicalCandidates(st *Stats) [][2]int {
	order := make([]int, 0, len(c.docs))
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
	var pairs [][2]int
	for s := 0; s < len(order); {
		e := s + 1
		for e < len(order) && c.docs[order[e]].exact == c.docs[order[s]].exact && c.docs[order[e]].words == c.docs[order[s]].words {
			e++
		}
		if e-s > 1 {
			st.IdenticalGroups++
			for _, d := range order[s+1 : e] {
				pairs = append(pairs, [2]int{order[s], d}) // the preferred one sorts first
			}
		}
		s = e
	}
	return pairs
}

// repeatedLine is the number of distinct copy clusters (identical,
// near-duplicate, excerpt) in which a line must appear to be "repeated".
const repeatedLine = 3

// restsOnFreshLines reports whether the content passages of a relation hold
// at least minWords words (in A, whose features f are given) on lines that
// are not repeated.
func restsOnFreshLines(ps []Passage, f *features, repeated func(uint64) bool, minWords int, sideB bool) bool {
	fresh := 0
	for _, p := range ps {
		if p.Boilerplate {
			continue
		}
		from, to := p.AFrom, p.ATo
		if sideB {
			from, to = p.BFrom, p.BTo
		}
		// The lines overlapping [from, to).
		l, _ := slices.BinarySearch(f.lineStart, int32(from)+1)
		for l--; l < len(f.lineStart) && int(f.lineStart[l]) < to; l++ {
			if repeated(f.lineHash[l]) {
				continue
			}
			end := f.words
			if l+1 < len(f.lineStart) {
				end = int(f.lineStart[l+1])
			}
			fresh += min(end, to) - max(int(f.lineStart[l]), from)
		}
	}
	return fresh >= minWords
}

// scanRuns walks the runs of equal keys in sorted entries, calling fn with
// the indexed documents of each run shared by two or more of them, their
// entries' aux values (0 for a document found more than once in the run)
// and whether the key is common (see isCommonRun).
func (c *Corpus) scanRuns(es []entry, indexed func(uint32) bool, root func(uint32) uint32, fn func(key uint64, docs, auxs []uint32, common bool)) {
	var docs, auxs []uint32
	var buf []srcRoot
	for s := 0; s < len(es); {
		e := s + 1
		for e < len(es) && es[e].key == es[s].key {
			e++
		}
		if e-s >= 2 {
			docs, auxs = docs[:0], auxs[:0]
			for _, x := range es[s:e] {
				if !indexed(x.doc) {
					continue
				}
				if len(docs) > 0 && docs[len(docs)-1] == x.doc {
					auxs[len(auxs)-1] = 0
					continue
				}
				docs = append(docs, x.doc)
				auxs = append(auxs, x.aux)
			}
			if len(docs) >= 2 {
				common := false
				if len(docs) > c.opts.MaxDF || len(docs) >= c.opts.SourceRepeat {
					common, buf = c.isCommonRun(docs, root, buf)
				}
				fn(es[s].key, docs, auxs, common)
			}
		}
		s = e
	}
}

// scanRunsParallel is scanRuns on parts of es cut between runs, one
// goroutine each; fn learns which part (0..parts-1) a run comes from and
// must keep each part's results apart.
func (c *Corpus) scanRunsParallel(es []entry, parts int, indexed func(uint32) bool, root func(uint32) uint32, fn func(part int, key uint64, docs, auxs []uint32, common bool)) {
	parts = max(1, min(parts, len(es)/65536))
	var wg sync.WaitGroup
	lo := 0
	for p := 0; p < parts; p++ {
		hi := len(es)
		if p < parts-1 {
			hi = max(lo, len(es)*(p+1)/parts)
			for hi > lo && hi < len(es) && es[hi].key == es[hi-1].key {
				hi++
			}
		}
		wg.Add(1)
		go func(p int, part []entry) {
			defer wg.Done()
			c.scanRuns(part, indexed, root, func(key uint64, docs, auxs []uint32, common bool) { fn(p, key, docs, auxs, common) })
		}(p, es[lo:hi])
		lo = hi
	}
	wg.Wait()
}

type srcRoot struct{ src, root uint32 }

// isCommonRun decides whether text shared by docs is boilerplate: it is
// found in more than MaxDF distinct copy clusters, or it is an outlet's
// template: found in at least SourceRepeat distinct clusters of one outlet,
// and in at least SourceShare of that outlet's documents. Counting clusters
// rather than documents keeps a widely republished story from looking like
// boilerplate; the share keeps an outlet's own follow-ups of one story
// (three versions in a big outlet) from looking like its template.
func (c *Corpus) isCommonRun(docs []uint32, root func(uint32) uint32, buf []srcRoot) (bool, []srcRoot) {
	sr := buf[:0]
	if len(docs) > c.opts.MaxDF && c.opts.MaxDF <= 64 {
		// Distinct clusters, until there are more than MaxDF: a common
		// run (often of thousands of documents) shows it within its
		// first few, without sorting the rest.
		for _, d := range docs {
			r := root(d)
			if !slices.ContainsFunc(sr, func(x srcRoot) bool { return x.root == r }) {
				sr = append(sr, srcRoot{root: r})
				if len(sr) > c.opts.MaxDF {
					return true, sr
				}
			}
		}
		sr = sr[:0]
	}
	for _, d := range docs {
		sr = append(sr, srcRoot{c.docSource[d], root(d)})
	}
	if len(sr) <= 16 && len(sr) <= c.opts.MaxDF {
		// Small runs (the usual case): count distinct clusters per outlet
		// with plain loops, no sorting.
		for i, x := range sr {
			if x.src == 0 {
				continue
			}
			clusters, seenBefore := 0, false
			for j, y := range sr {
				if y.src != x.src {
					continue
				}
				if j < i && y.root == x.root {
					seenBefore = true
					break
				}
				first := true
				for _, z := range sr[:j] {
					if z.src == y.src && z.root == y.root {
						first = false
						break
					}
				}
				if first {
					clusters++
				}
			}
			if !seenBefore && c.isTemplate(x.src, clusters) {
				return true, sr
			}
		}
		return false, sr
	}
	slices.SortFunc(sr, func(a, b srcRoot) int { return cmpUint32(a.root, b.root) })
	roots := 0
	for i := range sr {
		if i == 0 || sr[i].root != sr[i-1].root {
			roots++
		}
	}
	if roots > c.opts.MaxDF {
		return true, sr
	}
	slices.SortFunc(sr, func(a, b srcRoot) int {
		if a.src != b.src {
			return cmpUint32(a.src, b.src)
		}
		return cmpUint32(a.root, b.root)
	})
	perSource := 0
	for i := range sr {
		if sr[i].src == 0 {
			continue
		}
		switch {
		case i == 0 || sr[i].src != sr[i-1].src:
			perSource = 1
		case sr[i].root != sr[i-1].root:
			perSource++
		}
		if c.isTemplate(sr[i].src, perSource) {
			return true, sr
		}
	}
	return false, sr
}

// isTemplate reports whether text in this many distinct clusters of one
// outlet is that outlet's template.
func (c *Corpus) isTemplate(src uint32, clusters int) bool {
	return clusters >= c.opts.SourceRepeat && float64(clusters) >= c.opts.SourceShare*float64(c.sourceDocs[src])
}

func cmpUint32(a, b uint32) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// appendCrossPairs emits the pairs of documents of different copy clusters
// that share the fingerprint around it (see confirms; auxs holds each
// document's neighbours of the fingerprint); with within, pairs of one
// cluster too. A cluster joined through a chain of near-duplicates (a~b,
// b~c) holds pairs never compared (a, c: perhaps an excerpt); a caller
// that lists every relation asks for them, the pairs already related are
// dropped later. A huge run links each cluster through its first member,
// unconfirmed. A pair of one cluster already related (found in rounds
// 1-2, in related) is counted but not listed: dropped later anyway, it
// cost a pair for every fingerprint its texts share, n²/2 of them for a
// family of n copies.
//
// roots is scratch space, returned for reuse.
func appendCrossPairs(pairs *pairList, docs, auxs []uint32, root func(uint32) uint32, roots []uint32, within bool, related *hashset.Set) []uint32 {
	if len(docs) > maxBucket {
		seen := map[uint32]bool{}
		var firsts []uint32
		for _, d := range docs {
			if r := root(d); !seen[r] {
				seen[r] = true
				firsts = append(firsts, d)
			}
		}
		docs, auxs = firsts, nil
	}
	roots = roots[:0]
	for _, d := range docs {
		roots = append(roots, root(d))
	}
	for i := 1; i < len(docs); i++ {
		di, ri := uint64(docs[i]), roots[i]
		for j := 0; j < i; j++ {
			if (within || ri != roots[j]) && (auxs == nil || confirms(auxs[j], auxs[i])) {
				p := uint64(docs[j])<<32 | di // docs ascend: the pair's key
				if ri == roots[j] && related.Has(p) {
					pairs.related++
					continue
				}
				pairs.add(p)
			}
		}
	}
	return roots
}

// appendBucketPairs emits the document pairs of every LSH bucket (run of
// equal band keys), as a<<32|b with a < b.
func appendBucketPairs(pairs []uint64, es []entry, indexed func(uint32) bool) []uint64 {
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
			links := len(docs)
			if links > maxBucket {
				// A huge bucket: link every document to the first few so the
				// family stays connected without a quadratic blow-up.
				links = starLinks
			}
			for i := 1; i < len(docs); i++ {
				for j := 0; j < min(i, links); j++ {
					pairs = append(pairs, uint64(docs[j])<<32|uint64(docs[i]))
				}
			}
		}
		s = e
	}
	return pairs
}

const (
	maxBucket = 256 // runs larger than this are linked as stars
	starLinks = 4
)

func pairKey(a, b int) uint64 { return uint64(min(a, b))<<32 | uint64(max(a, b)) }

// uniquePairs sorts and deduplicates pair keys, drops pairs already related,
// and returns them as (a, b) with a < b, sorted by a.
func uniquePairs(pairs []uint64, related *hashset.Set) [][2]int {
	sortUint64(pairs)
	out := make([][2]int, 0, len(pairs)/2)
	for i, p := range pairs {
		if (i > 0 && p == pairs[i-1]) || related.Has(p) {
			continue
		}
		out = append(out, [2]int{int(p >> 32), int(uint32(p))})
	}
	return out
}

// orderByComponent sorts candidate pairs by the connected component they
// belong to in the graph of strong candidates (sharing several
// fingerprints), then by documents. A copy family's pairs then come
// together, so each verifier prepares its documents once from its cache
// instead of once per pair. Weak candidates (one or two shared
// fingerprints, often stock phrases) would chain everything into one
// component, so they do not count here; they only decide order.
func orderByComponent(pairs [][2]int, shared []int32, n int) {
	uf := newUnionFind(n)
	for i, p := range pairs {
		if shared[i] >= 3 {
			uf.union(p[0], p[1])
		}
	}
	// The pairs come sorted by documents: a stable sort by component keeps
	// that order within each component (a radix sort on all cores).
	if uint64(len(pairs)) > math.MaxUint32 {
		return // the order only saves work; entries number pairs in 32 bits
	}
	byComp := make([]entry, len(pairs))
	for i, p := range pairs {
		byComp[i] = entry{key: uint64(uf.find(p[0])), doc: uint32(i)}
	}
	byComp = sortedEntries([][]entry{byComp})
	ps := make([][2]int, len(pairs))
	ws := make([]int32, len(pairs))
	for i, e := range byComp {
		ps[i], ws[i] = pairs[e.doc], shared[e.doc]
	}
	copy(pairs, ps)
	copy(shared, ws)
}

// sumParts adds up per-part counts of n documents (nil parts count nothing).
func sumParts(parts [][]int32, n int) []int32 {
	sum := make([]int32, n)
	for _, p := range parts {
		for d, x := range p {
			sum[d] += x
		}
	}
	return sum
}

// contentWords returns the number of words of every document outside its
// boilerplate lines.
func (c *Corpus) contentWords(commonLines *hashset.Set) []int32 {
	content := make([]int32, len(c.docs))
	for i := range c.docs {
		content[i] = c.docs[i].words
	}
	if commonLines.Len() > 0 {
		for _, e := range c.lines {
			if commonLines.Has(e.key) {
				content[e.doc] -= int32(e.aux)
			}
		}
	}
	return content
}

// enoughShared returns the test that keeps the pairs that may share enough
// rare fingerprints (shared, counted by sharedCounts) to reach partial
// reuse, the weakest relation: a shared passage of L >= MinPassage
// words holds at least floor((L-k+1)/w) >= 1 fingerprints (k the shingle
// size, w the window), distinct unless a shingle repeats inside it, so
// passages covering P words in r runs hold at least max(r, (P -
// r(w+k-2))/w) >= P/(MinPassage+w-1) of them. Some of those may be common
// (above the document-frequency cap, left out of pairs): a passage is only
// boilerplate when all of its windows are, so a passage made mostly of
// common text still counts. The pair shares at most min(commonPrints) of
// those, the fewer common fingerprints of the two documents. With P at
// least PartialReuse of the shorter document's content words, fewer shared
// fingerprints, rare and at most common, than that rule the pair out
// without reading it. Pairs already related are dropped.
func (c *Corpus) enoughShared(related *hashset.Set, content, commonPrints []int32) func(a, b, shared int) bool {
	per := float64(c.opts.MinPassage + c.opts.Window() - 1)
	return func(a, b, shared int) bool {
		shorter := min(content[a], content[b])
		need := int(c.opts.PartialReuse * float64(shorter) / per)
		common := int(min(commonPrints[a], commonPrints[b]))
		return shared+common >= max(1, need) && !related.Has(pairKey(a, b))
	}
}

// verifyPairs verifies candidate pairs in parallel, keeping the input order
// of results. Pairs must be sorted by their first document so that each
// worker prepares a document once for a run of pairs.
func (c *Corpus) verifyPairs(ctx context.Context, src TextSource, workers int, pairs [][2]int, commonLine func(uint64) bool, progress Progress, check checkFunc) ([]Relation, error) {
	return c.verifyPairsWith(ctx, src, c.newVerifyStates(workers, commonLine), pairs, progress, check)
}

// verifyState is what one verifying goroutine keeps: its preparer,
// verifier, cache of prepared documents and read buffer. Calls of
// verifyPairsWith in one round share them, so the cache stays warm from
// one batch of pairs to the next.
type verifyState struct {
	p     *Preparer
	v     *Verifier
	cache *prepCache
	buf   []byte
}

func (c *Corpus) newVerifyStates(workers int, commonLine func(uint64) bool) []*verifyState {
	states := make([]*verifyState, max(workers, 1))
	for i := range states {
		states[i] = &verifyState{p: NewPreparer(c.opts, commonLine), v: NewVerifier(c.opts), cache: newPrepCache(prepCacheSize)}
	}
	return states
}

// verifyPairsWith is verifyPairs with one state per goroutine.
func (c *Corpus) verifyPairsWith(ctx context.Context, src TextSource, states []*verifyState, pairs [][2]int, progress Progress, check checkFunc) ([]Relation, error) {
	if len(pairs) == 0 {
		return nil, nil
	}
	workers := len(states)
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
	fail := func(err error) {
		mu.Lock()
		if firstErr == nil {
			firstErr = err
		}
		mu.Unlock()
	}
	for w := 0; w < min(workers, nChunks); w++ {
		wg.Add(1)
		st := states[w]
		go func() {
			defer wg.Done()
			p, v, cache := st.p, st.v, st.cache
			get := func(doc int) (*Prepared, error) {
				d, fresh := cache.get(doc)
				if fresh {
					feat, err := src.Features(doc, st.buf[:0])
					st.buf = feat
					if err == nil {
						err = p.Prepare(d, feat)
					}
					if err != nil {
						cache.forget(doc)
						return nil, fmt.Errorf("reading document %d: %w", doc, err)
					}
				}
				return d, nil
			}
			for ci := take(); ci >= 0; ci = take() {
				if err := ctx.Err(); err != nil {
					fail(err)
					return
				}
				lo, hi := ci*chunk, min((ci+1)*chunk, len(pairs))
				var out []Relation
				for _, pr := range pairs[lo:hi] {
					a, err := get(pr[0])
					if err != nil {
						fail(err)
						return
					}
					cache.pin(pr[0])
					b, err := get(pr[1])
					if err != nil {
						fail(err)
						return
					}
					if r, ok := check(v, pr[0], pr[1], a, b); ok {
						out = append(out, r)
					}
				}
				results[ci] = out
				// Reported under the lock: one call at a time, counts in
				// order, as a caller's callback may assume.
				mu.Lock()
				done += hi - lo
				if progress != nil {
					progress(done, len(pairs))
				}
				mu.Unlock()
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

// verifyBatches verifies candidate pairs and returns the relations found
// and the number of pairs verified. With groups (SkipConnected set) it
// skips pairs that relations of the skipped kinds already put in one
// cluster, and orders the work so that as many as possible are skipped:
// in rounds, it verifies only a spanning forest of the candidate pairs
// still open (pairs that would join two clusters, strongest first by
// weight, when given: the number of shared fingerprints), joins the
// clusters its relations link, and drops the pairs that are now inside one
// cluster. A copy family of n documents then costs about n-1 verified
// pairs instead of n(n-1)/2. When a round would verify few pairs, the rest
// go in fixed batches, as clusters stop merging. Every choice depends only
// on the candidates and the relations found, so the result does not depend
// on scheduling.
//
// Only identical, near-duplicate and excerpt relations join clusters here,
// even when SkipConnected holds partial reuse: a partial reuse can still be
// dropped afterwards (repeated lines only), so a pair skipped because of it
// could lose a link. With the final kinds only, skipping changes no cluster
// and no other relation; it only leaves out relations inside clusters.
func (c *Corpus) verifyBatches(ctx context.Context, src TextSource, workers int, cand [][2]int, weight []int32, commonLine func(uint64) bool, progress Progress, check checkFunc, groups *unionFind) ([]Relation, int, error) {
	if groups == nil {
		found, err := c.verifyPairs(ctx, src, workers, cand, commonLine, progress, check)
		return found, len(cand), err
	}
	states := c.newVerifyStates(workers, commonLine)
	joins := c.opts.SkipConnected & (KindSet(0).With(Identical).With(NearDuplicate).With(Excerpt))
	var all []Relation
	verified, settled := 0, 0 // pairs verified, pairs verified or skipped
	report := func() Progress {
		if progress == nil {
			return nil
		}
		base := settled
		return func(d, _ int) { progress(base+d, len(cand)) }
	}
	verify := func(pairs [][2]int) error {
		found, err := c.verifyPairsWith(ctx, src, states, pairs, report(), check)
		if err != nil {
			return err
		}
		verified += len(pairs)
		for _, r := range found {
			if joins.Has(r.Kind) {
				groups.union(r.A, r.B)
			}
		}
		all = append(all, found...)
		return nil
	}
	// Rounds of spanning forests.
	todo := make([]int32, len(cand)) // indices into cand, in order
	for i := range todo {
		todo[i] = int32(i)
	}
	order := strongestFirst(weight, len(cand))
	forest := &unionFind{parent: make([]int32, len(groups.parent))}
	selected := make([]bool, len(cand))
	const minRound = 2048
	for len(todo) > 0 {
		copy(forest.parent, groups.parent)
		open := 0
		for _, i := range order {
			if !selected[i] && i >= 0 {
				p := cand[i]
				if groups.find(p[0]) != groups.find(p[1]) {
					open++
					if forest.find(p[0]) != forest.find(p[1]) {
						forest.union(p[0], p[1])
						selected[i] = true
					}
				}
			}
		}
		var tree [][2]int
		rest := todo[:0]
		for _, i := range todo {
			p := cand[i]
			switch {
			case groups.find(p[0]) == groups.find(p[1]):
				settled++ // skipped
			case selected[i]:
				tree = append(tree, p)
			default:
				rest = append(rest, i)
			}
		}
		todo = rest
		if err := verify(tree); err != nil {
			return nil, verified, err
		}
		settled += len(tree)
		order = slices.DeleteFunc(order, func(i int32) bool { return selected[i] })
		if len(tree) < minRound || len(tree) < open/8 {
			break // clusters have stopped merging much: verify the rest in batches
		}
	}
	// The rest in fixed batches, skipping pairs joined by earlier batches.
	const batch = 16384
	var pairs [][2]int
	for lo := 0; lo < len(todo); lo += batch {
		pairs = pairs[:0]
		hi := min(lo+batch, len(todo))
		for _, i := range todo[lo:hi] {
			if p := cand[i]; groups.find(p[0]) != groups.find(p[1]) {
				pairs = append(pairs, p)
			}
		}
		settled += hi - lo - len(pairs)
		if err := verify(pairs); err != nil {
			return nil, verified, err
		}
		settled += len(pairs)
	}
	return all, verified, nil
}

// strongestFirst returns the indices 0..n-1 ordered by weight, highest
// first (ties in index order); in index order without weights.
func strongestFirst(weight []int32, n int) []int32 {
	order := make([]int32, n)
	if weight == nil {
		for i := range order {
			order[i] = int32(i)
		}
		return order
	}
	const top = 255
	var count [top + 2]int
	for _, w := range weight {
		count[top-min(max(w, 0), top)+1]++
	}
	for i := 1; i < len(count); i++ {
		count[i] += count[i-1]
	}
	for i, w := range weight {
		b := top - min(max(w, 0), top)
		order[count[b]] = int32(i)
		count[b]++
	}
	return order
}

// checkFunc verifies one candidate pair of prepared documents.
type checkFunc func(v *Verifier, x, y int, a, b *Prepared) (Relation, bool)

// checkIdentical keeps pairs with the same token sequence.
func (c *Corpus) checkIdentical(_ *Verifier, x, y int, a, b *Prepared) (Relation, bool) {
	if !SameText(a, b) || c.docs[x].exact != c.docs[y].exact {
		return Relation{}, false
	}
	return orient(Relation{A: x, B: y, Kind: Identical, Scores: Scores{1, 1, 1, 1}}, a, b), true
}

// checkResemblance keeps near-duplicates. Their passages are found later,
// and only if asked for (Explain).
func (c *Corpus) checkResemblance(_ *Verifier, x, y int, a, b *Prepared) (Relation, bool) {
	j := Resemblance(a, b)
	if j < c.opts.NearDuplicate {
		return Relation{}, false
	}
	return orient(Relation{A: x, B: y, Kind: NearDuplicate, Scores: Scores{Jaccard: j}}, a, b), true
}

// orient makes A the shorter document: the one with fewer content words
// (boilerplate lines aside: the one an excerpt is decided on), then the
// one more contained in the other, then fewer words in all, then the
// first in input order.
func orient(r Relation, a, b *Prepared) Relation {
	return orientBy(r, a.content, b.content, a.Words(), b.Words())
}

// orientBy is orient given the two documents' content words and words.
func orientBy(r Relation, contentA, contentB, wordsA, wordsB int) Relation {
	var swap bool
	switch {
	case contentA != contentB:
		swap = contentB < contentA
	case r.ContainmentAInB != r.ContainmentBInA:
		swap = r.ContainmentBInA > r.ContainmentAInB
	case wordsA != wordsB:
		swap = wordsB < wordsA
	default:
		swap = r.B < r.A
	}
	if swap {
		return r.swapped()
	}
	return r
}

// compare verifies one pair and orients it: A is the shorter document.
// The relation is the strongest enabled kind that holds: with
// near-duplicates left out, a near-duplicate is reported as an excerpt or
// partial reuse only when it is one.
func (c *Corpus) compare(v *Verifier, x, y int, px, py *Prepared, common IsCommon) (Relation, bool) {
	holds, sc, ps := v.relate(px, py, common)
	kind := (holds & c.opts.Kinds).Strongest()
	if kind == None {
		return Relation{}, false
	}
	return orient(Relation{A: x, B: y, Kind: kind, Scores: sc, Passages: ps}, px, py), true
}

func (r Relation) swapped() Relation {
	r.A, r.B = r.B, r.A
	r.ContainmentAInB, r.ContainmentBInA = r.ContainmentBInA, r.ContainmentAInB
	if r.Passages == nil {
		return r // nil means "not computed yet" (see Explain): keep it nil
	}
	ps := make([]Passage, len(r.Passages))
	for i, p := range r.Passages {
		p.AFrom, p.BFrom, p.ATo, p.BTo = p.BFrom, p.AFrom, p.BTo, p.ATo
		p.AStart, p.BStart, p.AEnd, p.BEnd = p.BStart, p.AStart, p.BEnd, p.AEnd
		ps[i] = p
	}
	r.Passages = ps
	return r
}

// String is a short human-readable form, for tests and logs.
func (r Relation) String() string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%d %s %d (J=%.3f C=%.3f/%.3f cov=%.3f, %d passages)", r.A, r.Kind, r.B, r.Jaccard, r.ContainmentAInB, r.ContainmentBInA, r.Coverage, len(r.Passages))
	return sb.String()
}

// prepCacheSize is how many prepared documents each verifier keeps: pairs
// come sorted by their first document, and copy families make the second
// ones recur, so a small cache saves most re-tokenising.
const prepCacheSize = 64

// prepCache is a small cache of prepared documents with clock eviction.
// The pinned document (the current first of the pair) is never evicted.
type prepCache struct {
	docs   []int
	preps  []Prepared
	used   []bool
	index  map[int]int
	hand   int
	pinned int
}

func newPrepCache(n int) *prepCache {
	c := &prepCache{docs: make([]int, n), preps: make([]Prepared, n), used: make([]bool, n), index: make(map[int]int, n), pinned: -1}
	for i := range c.docs {
		c.docs[i] = -1
	}
	return c
}

// get returns the slot of doc and whether it must be (re)filled.
func (c *prepCache) get(doc int) (*Prepared, bool) {
	if i, ok := c.index[doc]; ok {
		c.used[i] = true
		return &c.preps[i], false
	}
	for {
		i := c.hand
		c.hand = (c.hand + 1) % len(c.docs)
		if c.used[i] || (c.docs[i] >= 0 && c.docs[i] == c.pinned) {
			c.used[i] = false
			continue
		}
		if c.docs[i] >= 0 {
			delete(c.index, c.docs[i])
		}
		c.docs[i] = doc
		c.used[i] = true
		c.index[doc] = i
		return &c.preps[i], true
	}
}

func (c *prepCache) pin(doc int) { c.pinned = doc }

// forget drops doc from the cache (after a failed fill).
func (c *prepCache) forget(doc int) {
	if i, ok := c.index[doc]; ok {
		delete(c.index, doc)
		c.docs[i] = -1
		c.used[i] = false
	}
}
