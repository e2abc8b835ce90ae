package copydesk

import (
	"context"
	"errors"
	"fmt"
	"hash/maphash"
	"log/slog"
	"runtime"
	"slices"
	"sync"
	"time"

	"github.com/copydesk/copydesk/dedup"
	"github.com/copydesk/copydesk/internal/hashset"
)

// Relation kinds, re-exported for callers of this package.
const (
	Identical     = dedup.Identical
	NearDuplicate = dedup.NearDuplicate
	Excerpt       = dedup.Excerpt
	PartialReuse  = dedup.PartialReuse
)

// TextStore keeps document texts and their verification features between
// reading and verification. Put is called once per document, in document
// order, from one goroutine; Text and Features may be called concurrently.
// Put must copy what it keeps of features: the buffer is reused once Put
// returns. Features may read into buf or return memory of its own, which
// callers do not modify.
type TextStore interface {
	Put(doc int, text string, features []byte) error
	Text(doc int) (string, error)
	Features(doc int, buf []byte) ([]byte, error)
	Close() error
}

// MemoryStore is a TextStore in memory, fine for corpora that fit in RAM.
type MemoryStore struct {
	mu    sync.RWMutex
	texts []string
	feats [][]byte
}

// Put stores the text and features of document doc.
func (m *MemoryStore) Put(doc int, text string, features []byte) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	for len(m.texts) <= doc {
		m.texts = append(m.texts, "")
		m.feats = append(m.feats, nil)
	}
	m.texts[doc] = text
	m.feats[doc] = slices.Clone(features)
	return nil
}

// Text returns the text of document doc.
func (m *MemoryStore) Text(doc int) (string, error) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	if doc < 0 || doc >= len(m.texts) {
		return "", fmt.Errorf("document %d: %w", doc, ErrUnknownDocument)
	}
	return m.texts[doc], nil
}

// Features returns the verification features of document doc.
func (m *MemoryStore) Features(doc int, _ []byte) ([]byte, error) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	if doc < 0 || doc >= len(m.feats) {
		return nil, fmt.Errorf("document %d: %w", doc, ErrUnknownDocument)
	}
	return m.feats[doc], nil
}

// Close releases the texts.
func (m *MemoryStore) Close() error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.texts, m.feats = nil, nil
	return nil
}

// ErrUnknownDocument reports a document number or id that is not in the corpus.
var ErrUnknownDocument = errors.New("unknown document")

// DedupOptions configure a Deduper. The zero value works.
type DedupOptions struct {
	dedup.Options
	// Group lists the relations that join documents into one copy cluster
	// (default: identical, near-duplicate, excerpt).
	Group dedup.KindSet
	// Workers is the number of goroutines that sketch and verify in
	// parallel (default and at most GOMAXPROCS); the serial stages
	// (reading, the story stream, the copy check of GroupStories) run
	// beside them.
	Workers int
	// Store keeps texts until verification (default: in memory).
	Store TextStore
	// Logger receives notes about the run (default: discarded).
	Logger *slog.Logger
	// Progress, when set, is called as candidate pairs are verified.
	Progress dedup.Progress
	// Stage, when set, is told as each stage of the verification starts
	// (dedup.StageNearDuplicates, ...); Progress then counts that
	// stage's pairs from 0.
	Stage dedup.StageFunc
	// SkipPassages leaves Relation.Passages empty for identical and
	// near-duplicate pairs and unresolved (no byte offsets) for the others:
	// faster, for callers who need only the relations and clusters.
	SkipPassages bool
}

// DocSummary is what a dedup result says about one document.
type DocSummary struct {
	ID        string
	Title     string
	Source    string
	Published int64 // Unix seconds, 0 when unknown
	Words     int
	Cluster   string // id of the cluster's representative
}

// DocRelation is a verified relation between two documents, by number
// (index into DedupResult.Docs). A is the shorter one: for an excerpt,
// A is the excerpt of B.
type DocRelation = dedup.Relation

// Cluster is a copy cluster: documents joined by the grouping relations.
type Cluster struct {
	ID             string // the representative's document id
	Representative int
	Members        []int // document numbers in input order, representative included
}

// DedupResult holds everything a dedup run found.
type DedupResult struct {
	Docs      []DocSummary
	Relations []DocRelation
	Clusters  []Cluster // clusters of two or more documents, largest first
	Stats     dedup.Stats
	Options   dedup.Options
	Group     dedup.KindSet
}

// Deduper finds copies in a stream of documents: Add every document, then
// Finish. Sketching runs on all cores while documents are being added.
type Deduper struct {
	opts    DedupOptions
	corpus  *dedup.Corpus
	store   TextStore
	docs    []DocSummary
	batch   *sketchBatch // being filled by Add
	jobs    chan *sketchBatch
	done    chan *sketchBatch
	workers sync.WaitGroup
	stored  chan error // the collector's result
	once    sync.Once
	// ids holds a hash of every id added, to refuse one given twice (a
	// hit is confirmed against docs, so a collision refuses nothing).
	ids    *hashset.Set
	seed   maphash.Seed
	closed bool // Close or Finish was called: Add and Finish refuse
}

// sketchBatch carries documents to a sketching worker and their features on
// to the collector: one channel send per batch instead of per document.
type sketchBatch struct {
	first    int // number of the first document
	infos    []dedup.DocInfo
	texts    []string
	size     int    // bytes of text
	features []byte // every document's features, back to back
	ends     []int  // end offset of each document's features
}

const (
	batchDocs  = 128
	batchBytes = 1 << 20
)

// batchPool recycles batches once stored, with their buffers: the features
// of a batch (about as many bytes as its text) need not be allocated anew.
var batchPool sync.Pool

// recycle empties b, dropping its references to texts and ids, and puts it
// back in the pool.
func (b *sketchBatch) recycle() {
	clear(b.infos)
	clear(b.texts)
	b.infos, b.texts = b.infos[:0], b.texts[:0]
	b.size, b.features, b.ends = 0, b.features[:0], b.ends[:0]
	batchPool.Put(b)
}

// NewDeduper validates the options and starts the sketching workers.
func NewDeduper(opts DedupOptions) (*Deduper, error) {
	opts.Options = opts.Options.WithDefaults()
	if err := opts.Options.Validate(); err != nil {
		return nil, err
	}
	if opts.Group == 0 {
		opts.Group = dedup.DefaultGroupKinds
	}
	opts.Workers = workerCount(opts.Workers)
	if opts.Store == nil {
		opts.Store = &MemoryStore{}
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	corpus, err := dedup.NewCorpus(opts.Options)
	if err != nil {
		return nil, err
	}
	d := &Deduper{opts: opts, corpus: corpus, store: opts.Store,
		jobs: make(chan *sketchBatch, 2*opts.Workers), done: make(chan *sketchBatch, 2*opts.Workers), stored: make(chan error, 1), ids: hashset.New(), seed: maphash.MakeSeed()}
	for w := 0; w < opts.Workers; w++ {
		d.workers.Add(1)
		go func() {
			defer d.workers.Done()
			sk := dedup.NewSketcher(opts.Options)
			var sketches []dedup.Sketch
			for b := range d.jobs {
				sketches = slices.Grow(sketches[:0], len(b.texts))[:len(b.texts)]
				for i, t := range b.texts {
					sk.Sketch(&sketches[i], t)
					b.features = append(b.features, sketches[i].Features...)
					b.ends = append(b.ends, len(b.features))
				}
				d.corpus.AddBatch(b.first, b.infos, sketches)
				d.done <- b
			}
		}()
	}
	go func() { d.workers.Wait(); close(d.done) }()
	go d.collect()
	return d, nil
}

// collect stores texts and features in document order, as the store wants.
func (d *Deduper) collect() {
	pending := map[int]*sketchBatch{}
	next := 0
	var err error
	for b := range d.done {
		if err != nil {
			continue // drain
		}
		pending[b.first] = b
		for {
			p, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			start := 0
			for i, t := range p.texts {
				if err = d.store.Put(next+i, t, p.features[start:p.ends[i]]); err != nil {
					err = fmt.Errorf("storing document %d: %w", next+i, err)
					break
				}
				start = p.ends[i]
			}
			if err != nil {
				break
			}
			next += len(p.texts)
			p.recycle()
		}
	}
	d.stored <- err
}

// Add queues one document. Documents are numbered in the order of Add.
// A document whose id an earlier one has is refused with ErrDuplicateID
// (ids name the documents and clusters of the result); Add after Finish
// or Close returns ErrFinished. Add waits when the workers are behind;
// when ctx ends first (or has ended) it returns ctx's error. An Add that
// returns an error adds nothing: the Deduper goes on with the documents
// added before it.
func (d *Deduper) Add(ctx context.Context, doc Document) error {
	if d.closed {
		return ErrFinished
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	h := maphash.String(d.seed, doc.ID)
	if d.ids.Has(h) {
		for j := range d.docs {
			if d.docs[j].ID == doc.ID {
				return fmt.Errorf("documents %d and %d: %w %q", j, len(d.docs), ErrDuplicateID, doc.ID)
			}
		}
	}
	d.ids.Add(h)
	n := len(d.docs)
	var pub int64
	if !Undated(doc.Published) {
		pub = doc.Published.Unix()
	}
	d.docs = append(d.docs, DocSummary{ID: doc.ID, Title: doc.Title, Source: doc.Source, Published: pub})
	if d.batch == nil {
		d.batch, _ = batchPool.Get().(*sketchBatch)
		if d.batch == nil {
			d.batch = &sketchBatch{}
		}
		d.batch.first = n
	}
	b := d.batch
	b.infos = append(b.infos, dedup.DocInfo{ID: doc.ID, Source: doc.Source, Published: pub})
	b.texts = append(b.texts, doc.Text)
	b.size += len(doc.Text)
	if len(b.texts) < batchDocs && b.size < batchBytes {
		return nil
	}
	if err := d.send(ctx); err != nil {
		// Not handed over: the batch stays, without this document (the
		// id's hash may stay in ids: a hit is confirmed against docs).
		last := len(b.texts) - 1
		b.infos[last], b.texts[last] = dedup.DocInfo{}, ""
		b.infos, b.texts = b.infos[:last], b.texts[:last]
		b.size -= len(doc.Text)
		d.docs = d.docs[:n]
		d.batch = b
		return err
	}
	return nil
}

// send hands the batch being filled to the workers.
func (d *Deduper) send(ctx context.Context) error {
	b := d.batch
	if b == nil {
		return nil
	}
	d.batch = nil
	select {
	case d.jobs <- b:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// Close stops the sketching workers; call it when giving up before Finish.
// It is safe to call more than once and after Finish.
func (d *Deduper) Close() {
	d.once.Do(func() {
		d.closed = true
		d.send(context.Background())
		close(d.jobs)
		d.workers.Wait()
	})
}

// Finish waits for sketching, finds and verifies relations, resolves their
// passages and builds clusters.
func (d *Deduper) Finish(ctx context.Context) (*DedupResult, error) {
	if d.closed {
		return nil, ErrFinished
	}
	start := time.Now()
	d.Close()
	if err := <-d.stored; err != nil {
		return nil, err
	}
	d.opts.Logger.Info("sketching finished", "documents", len(d.docs), "waited", time.Since(start).Round(time.Millisecond))
	rels, st, err := d.corpus.RelationsStaged(ctx, d.store, d.opts.Workers, d.opts.Progress, d.opts.Stage)
	if err != nil {
		return nil, err
	}
	for _, p := range st.Phases {
		d.opts.Logger.Info("dedup phase", "phase", p.Name, "seconds", p.Seconds)
	}
	if !d.opts.SkipPassages {
		t := time.Now()
		if err := d.corpus.Explain(ctx, d.store, rels, d.opts.Workers); err != nil {
			return nil, err
		}
		d.opts.Logger.Info("dedup phase", "phase", "passages", "seconds", time.Since(t).Seconds())
	}
	reps := d.corpus.Clusters(rels, d.opts.Group)
	words := d.corpus.Words()
	byRep := map[int][]int{}
	for i := range d.docs {
		d.docs[i].Words = words[i]
		d.docs[i].Cluster = d.docs[reps[i]].ID
		byRep[reps[i]] = append(byRep[reps[i]], i)
	}
	var clusters []Cluster
	for i := range d.docs {
		if members := byRep[i]; len(members) > 1 {
			clusters = append(clusters, Cluster{ID: d.docs[i].ID, Representative: i, Members: members})
		}
	}
	sortClusters(clusters)
	d.opts.Logger.Info("dedup finished", "documents", st.Documents, "candidates", st.Candidates, "relations", st.Relations, "clusters", len(clusters))
	return &DedupResult{Docs: d.docs, Relations: rels, Clusters: clusters, Stats: st, Options: d.corpus.Options(), Group: d.opts.Group}, nil
}

// Explain fills in and resolves the passages of relations of a result
// obtained with SkipPassages (for instance only those about to be shown).
// The store must still be open.
func (d *Deduper) Explain(ctx context.Context, rels []DocRelation) error {
	return d.corpus.Explain(ctx, d.store, rels, d.opts.Workers)
}

// Dedup runs a Deduper over a slice of documents. Two documents with one
// id are refused with ErrDuplicateID.
func Dedup(ctx context.Context, docs []Document, opts DedupOptions) (*DedupResult, error) {
	d, err := NewDeduper(opts)
	if err != nil {
		return nil, err
	}
	defer d.Close() // the workers stop when an Add fails too
	for _, doc := range docs {
		if err := d.Add(ctx, doc); err != nil {
			return nil, err
		}
	}
	return d.Finish(ctx)
}

// workerCount is the goroutines to start for Workers n: the cores the
// runtime uses, fewer when asked. More than it runs at once only cost
// memory: each has a sketcher (a probe table), and a Deduper's a
// verifier's cache and per-document counts.
func workerCount(n int) int {
	if procs := runtime.GOMAXPROCS(0); n <= 0 || n > procs {
		return procs
	}
	return n
}
