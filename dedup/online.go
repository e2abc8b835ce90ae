package dedup

import (
	"fmt"
	"slices"
	"sync"
)

// Online is an incremental copy index: every document added is compared
// with every document added before it and its verified relations are
// returned at once, as a news service needs. It keeps in memory only the
// index (LSH band keys, passage fingerprints, line counts); the
// verification features are read back through a TextSource.
//
// It follows the batch rules (Corpus.Relations) with what is known so far:
// document frequencies count the distinct texts seen until now (a text
// carried verbatim by many outlets counts once, as the batch counts a
// copy cluster once; near-duplicates still count apart), and an outlet's
// template is recognised once it has appeared in
// SourceRepeat of the outlet's documents and SourceShare of them. A line or
// a fingerprint becomes boilerplate the moment it passes MaxDF, so the first
// few documents carrying a new site footer may relate to each other through
// it; later ones no longer do.
//
// Online is safe for concurrent use; Add calls are serialised.
type Online struct {
	opts Options
	lsh  LSHParamsView

	mu         sync.Mutex
	docs       []onlineDoc
	exact      hashPostings
	bands      hashPostings
	prints     hashPostings // counts every document, lists the first MaxDF+1: beyond, it is boilerplate
	lineDF     hashCounts
	srcLineDF  hashCounts        // by srcLineKey
	srcIDs     map[string]uint32 // outlet -> number from 1
	sourceDocs []int32           // documents per outlet number
	seen       hashSet           // scratch
	loading    *loadBuffers      // documents loaded, until the index freezes
	base       *frozen           // the frozen part (see frozen.go)
	inBand     map[uint32]int32  // scratch: bands shared with each candidate
	lastCands  int               // candidates the last relate ranked (for tests)
	verify     *Verifier
	buf        []byte
}

// LSHParamsView describes the banding in use (for reports).
type LSHParamsView struct{ Bands, Rows int }

type onlineDoc struct {
	info    DocInfo
	exact   uint64
	words   int32
	deleted bool
	// twin: its text was in the index, live, when it came: its
	// fingerprints and lines are not counted (the earliest copy's are).
	twin bool
}

// NewOnline returns an empty incremental index.
func NewOnline(opts Options) (*Online, error) {
	opts = opts.WithDefaults()
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	l := opts.LSH()
	return &Online{
		opts: opts, lsh: LSHParamsView{l.Bands, l.Rows},
		srcIDs: map[string]uint32{}, sourceDocs: []int32{0}, inBand: map[uint32]int32{},
		loading: &loadBuffers{},
		verify:  NewVerifier(opts),
	}, nil
}

// Options returns the options in effect.
func (o *Online) Options() Options { return o.opts }

// Len is the number of documents added (deleted ones included).
func (o *Online) Len() int {
	o.mu.Lock()
	defer o.mu.Unlock()
	return len(o.docs)
}

// Load puts a document into the index without looking for its relations:
// for rebuilding the index of stored documents at start-up, in their
// original order. It returns the document's number.
//
// Documents loaded before the first Add or Remove go to the frozen part of
// the index, which is built in bulk (see Freeze): loading a million
// documents takes seconds, not minutes.
func (o *Online) Load(info DocInfo, s *Sketch, deleted bool) int {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.loading == nil {
		doc := o.insert(info, s)
		if deleted {
			o.remove(doc, s)
		}
		return doc
	}
	doc := uint32(len(o.docs))
	o.docs = append(o.docs, onlineDoc{info: info, exact: s.Exact, words: s.Words, deleted: deleted})
	if deleted || s.Words == 0 {
		return int(doc)
	}
	sid := o.sourceID(info.Source, true)
	if sid != 0 {
		o.sourceDocs[sid]++
	}
	o.loadFrozen(doc, sid, s)
	return int(doc)
}

// Add finds the verified relations of a new document with the documents
// already in the index, then adds it. src must be able to return the
// features of every document in the index and of the new one (whose number
// is the returned doc; Features is asked for it only after the caller
// stored it: store it under Len() before calling Add). Relations have A or
// B equal to doc. On an error (src failed) the document is not added: the
// next document gets the same number.
func (o *Online) Add(info DocInfo, s *Sketch, src TextSource) (doc int, rels []Relation, err error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.freeze()
	doc = len(o.docs)
	rels, err = o.relate(doc, info, s, src, nil)
	if err != nil {
		return doc, nil, err
	}
	o.insert(info, s)
	return doc, rels, nil
}

// AddFirst is Add for callers that need only one relation: among the
// earlier documents related to the new one by a kind of group, the one of
// least rank (ties to the earlier document). Candidates are verified in
// order of rank and the search stops at the first relation, so a document
// with many copies costs one verification, not one per copy. As in Add,
// an identical copy is related to the earliest live one, whatever its
// rank, and only the MaxVerify most similar candidates are verified (then
// in order of rank). ok is false when no earlier document is related.
//
// With rank(d) the number of d's copy cluster (that of its first
// document), the new document's cluster is what Add's relations of the
// group's kinds would give it: the least cluster among them.
func (o *Online) AddFirst(info DocInfo, s *Sketch, src TextSource, group KindSet, rank func(doc int) int) (doc int, rel Relation, ok bool, err error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.freeze()
	doc = len(o.docs)
	rels, err := o.relate(doc, info, s, src, &firstOf{group, rank})
	if err != nil {
		return doc, Relation{}, false, err
	}
	o.insert(info, s)
	if len(rels) == 0 || !group.Has(rels[0].Kind) { // an identical copy outside group
		return doc, Relation{}, false, nil
	}
	return doc, rels[0], true, nil
}

// Remove takes a document out of the index (it stays numbered; it is never
// a candidate again). s is its sketch, to undo its counts.
func (o *Online) Remove(doc int, s *Sketch) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if doc < 0 || doc >= len(o.docs) {
		return fmt.Errorf("dedup: document %d not in the index", doc)
	}
	if o.docs[doc].deleted {
		return nil
	}
	o.freeze()
	o.remove(doc, s)
	return nil
}

func (o *Online) insert(info DocInfo, s *Sketch) int {
	doc := uint32(len(o.docs))
	_, twin := o.liveTwin(s.Exact, s.Words, doc)
	o.docs = append(o.docs, onlineDoc{info: info, exact: s.Exact, words: s.Words, twin: twin && s.Words > 0})
	if s.Words == 0 {
		return int(doc)
	}
	o.exact.add(s.Exact, doc)
	for _, b := range s.Bands {
		o.bands.add(b, doc)
	}
	seen := &o.seen
	seen.reset(len(s.Fingerprints))
	for _, f := range s.Fingerprints {
		if !seen.add(f) {
			continue
		}
		if !twin {
			o.prints.addCount(f, 1)
		}
		if len(o.prints.get(f))+len(o.basePrints(f)) <= o.opts.MaxDF {
			o.prints.add(f, doc)
		}
	}
	sid := o.sourceID(info.Source, true)
	if sid != 0 {
		o.sourceDocs[sid]++
	}
	if !twin {
		o.countLines(sid, s, 1)
	}
	return int(doc)
}

// countLines adds d to the counts of the lines of s.
func (o *Online) countLines(sid uint32, s *Sketch, d int32) {
	seen := &o.seen
	seen.reset(len(s.Lines))
	for _, l := range s.Lines {
		if !seen.add(l) {
			continue
		}
		o.lineDF.add(l, d)
		if sid != 0 {
			o.srcLineDF.add(srcLineKey(sid, l), d)
		}
	}
}

// liveTwin finds a live document other than except with the text of
// exact (its hash) and words: the earliest.
func (o *Online) liveTwin(exact uint64, words int32, except uint32) (uint32, bool) {
	if words == 0 {
		return 0, false
	}
	for _, list := range [2][]uint32{o.baseExact(exact), o.exact.get(exact)} {
		for _, e := range list {
			if d := &o.docs[e]; e != except && !d.deleted && d.words == words {
				return e, true
			}
		}
	}
	return 0, false
}

// sourceID numbers an outlet (0 for none); add numbers an outlet not seen
// before, otherwise it gets 0.
func (o *Online) sourceID(source string, add bool) uint32 {
	if source == "" {
		return 0
	}
	id, ok := o.srcIDs[source]
	if !ok && add {
		id = uint32(len(o.sourceDocs))
		o.srcIDs[source] = id
		o.sourceDocs = append(o.sourceDocs, 0)
	}
	return id
}

func (o *Online) remove(doc int, s *Sketch) {
	d := &o.docs[doc]
	d.deleted = true
	if s.Words == 0 {
		return
	}
	o.exact.remove(s.Exact, uint32(doc))
	for _, b := range s.Bands {
		o.bands.remove(b, uint32(doc))
	}
	// A counted text with a twin left stays counted: the twin takes over.
	counted := !d.twin
	if counted {
		if t, ok := o.liveTwin(s.Exact, s.Words, uint32(doc)); ok {
			o.docs[t].twin, counted = false, false
		}
	}
	seen := &o.seen
	seen.reset(len(s.Fingerprints))
	for _, f := range s.Fingerprints {
		if seen.add(f) {
			o.prints.remove(f, uint32(doc))
			if counted {
				o.prints.addCount(f, -1)
			}
		}
	}
	sid := o.sourceID(d.info.Source, false)
	if counted {
		o.countLines(sid, s, -1)
	}
	if sid != 0 {
		o.sourceDocs[sid]--
	}
}

// commonLine reports whether a line is boilerplate as of now.
func (o *Online) commonLine(source string) func(uint64) bool {
	sid := o.sourceID(source, false)
	return func(l uint64) bool {
		if int(o.lineCount(l)) > o.opts.MaxDF {
			return true
		}
		if sid == 0 {
			return false
		}
		n := o.srcLineCount(sid, l)
		return int(n) >= o.opts.SourceRepeat && float64(n) >= o.opts.SourceShare*float64(o.sourceDocs[sid])
	}
}

func (o *Online) commonPrint(h uint64) bool { return int(o.printCount(h)) > o.opts.MaxDF }

// firstOf asks relate for one relation: the first of a kind of group,
// candidates taken in order of rank.
type firstOf struct {
	group KindSet
	rank  func(doc int) int
}

// relate finds and verifies the relations of the new document doc; with
// first set, only the first relation first asks for.
func (o *Online) relate(doc int, info DocInfo, s *Sketch, src TextSource, first *firstOf) ([]Relation, error) {
	if s.Words == 0 {
		return nil, nil
	}
	alive := func(d uint32) bool { return !o.docs[d].deleted }
	var rels []Relation
	prepare := func(d int, into *Prepared, p *Preparer) error {
		feat, err := src.Features(d, o.buf[:0])
		if err != nil {
			return fmt.Errorf("reading document %d: %w", d, err)
		}
		o.buf = feat
		return p.Prepare(into, feat)
	}
	var self Prepared
	// The preparer masks the lines that are boilerplate for the new
	// document's outlet; the same rule serves its partners.
	p := NewPreparer(o.opts, o.commonLine(info.Source))
	if err := prepare(doc, &self, p); err != nil {
		return nil, err
	}
	// 1. Identical: report against the earliest live copy and stop there.
	for _, list := range [2][]uint32{o.baseExact(s.Exact), o.exact.get(s.Exact)} {
		for _, e := range list {
			if !alive(e) || o.docs[e].words != s.Words {
				continue
			}
			var other Prepared
			if err := prepare(int(e), &other, p); err != nil {
				return nil, err
			}
			if SameText(&other, &self) {
				return []Relation{orient(Relation{A: int(e), B: doc, Kind: Identical, Scores: Scores{1, 1, 1, 1}}, &other, &self)}, nil
			}
		}
	}
	// 2. Candidates: LSH buckets and rare fingerprints.
	cand := map[uint32]int{} // document -> shared rare fingerprints (0 for LSH only)
	fromLSH := o.inBand      // documents sharing a band
	clear(fromLSH)
	if o.opts.Kinds.Has(NearDuplicate) {
		// A bucket is read up to its first bandScan live documents: only
		// MaxVerify candidates are verified, and a story re-published ten
		// thousand times made every new copy read (and rank) every earlier
		// one, quadratic in the copies.
		bandScan := max(4*o.opts.MaxVerify, 128)
		for _, b := range s.Bands {
			taken := 0
			for _, list := range [2][]uint32{o.baseBands(b), o.bands.get(b)} {
				for _, e := range list {
					if taken == bandScan {
						break
					}
					if alive(e) {
						taken++
						fromLSH[e]++
						if _, ok := cand[e]; !ok {
							cand[e] = 0
						}
					}
				}
			}
		}
	}
	seen := &o.seen
	seen.reset(len(s.Fingerprints))
	for _, f := range s.Fingerprints {
		if !seen.add(f) || o.commonPrint(f) {
			continue
		}
		for _, list := range [2][]uint32{o.basePrints(f), o.prints.get(f)} {
			for _, e := range list {
				if alive(e) {
					cand[e]++
				}
			}
		}
	}
	o.lastCands = len(cand)
	order := make([]uint32, 0, len(cand))
	if len(cand) <= o.opts.MaxVerify {
		for e := range cand {
			order = append(order, e)
		}
	} else {
		// The most similar first: shared bands (each a strong sign of
		// resemblance), then shared fingerprints, then the earliest.
		// Scored once, not in the comparison.
		type scored struct {
			score int
			e     uint32
		}
		ranked := make([]scored, 0, len(cand))
		for e, n := range cand {
			ranked = append(ranked, scored{int(fromLSH[e])*1000 + n, e})
		}
		slices.SortFunc(ranked, func(x, y scored) int {
			if x.score != y.score {
				return y.score - x.score
			}
			return int(x.e) - int(y.e)
		})
		for _, r := range ranked[:o.opts.MaxVerify] {
			order = append(order, r.e)
		}
	}
	if first == nil {
		slices.Sort(order)
	} else {
		slices.SortFunc(order, func(x, y uint32) int {
			if rx, ry := first.rank(int(x)), first.rank(int(y)); rx != ry {
				return rx - ry
			}
			return int(x) - int(y)
		})
	}
	per := float64(o.opts.MinPassage + o.opts.Window() - 1)
	var other Prepared
	for _, e := range order {
		shared := cand[e]
		words := min(int(o.docs[e].words), int(s.Words))
		need := max(1, int(o.opts.PartialReuse*float64(words)/2/per))
		if fromLSH[e] == 0 && shared < need {
			continue
		}
		if err := prepare(int(e), &other, p); err != nil {
			return nil, err
		}
		// The new document is the pivot: it is compared with every candidate.
		// The strongest enabled kind that holds (see Corpus.compare).
		holds, sc, ps := o.verify.relate(&self, &other, o.commonPrint)
		kind := (holds & o.opts.Kinds).Strongest()
		// Partial reuse must rest on lines not repeated across other
		// documents (spam, one-line templates), as in the batch rounds.
		if kind == PartialReuse && !restsOnFreshLines(ps, &self.f, func(l uint64) bool { return o.lineCount(l) >= repeatedLine-1 }, o.opts.MinPassage, false) {
			kind = None
		}
		if kind == None || first != nil && !first.group.Has(kind) {
			continue
		}
		if kind == Identical || ps == nil {
			n := self.Words()
			ps = []Passage{{AFrom: 0, ATo: n, BFrom: 0, BTo: n, Words: n}}
		}
		rels = append(rels, orient(Relation{A: doc, B: int(e), Kind: kind, Scores: sc, Passages: ps}, &self, &other))
		if first != nil {
			return rels, nil
		}
	}
	slices.SortFunc(rels, func(x, y Relation) int { return min(x.A, x.B) - min(y.A, y.B) })
	return rels, nil
}

// Resolve fills in the byte offsets of the passages of relations, reading
// the texts through src.
func Resolve(src TextSource, rels []Relation) error {
	offs := newOffsetCache(8)
	for i := range rels {
		if err := resolveOffsets(src, &rels[i], offs); err != nil {
			return err
		}
	}
	return nil
}
