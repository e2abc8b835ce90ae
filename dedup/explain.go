package dedup

import (
	"context"
	"fmt"
	"runtime"
	"sync"

	"github.com/copydesk/copydesk/textnorm"
)

// Explain fills in the passages of relations that have none yet (identical
// texts and near-duplicates are decided on resemblance alone) and resolves
// every passage's word indices to byte offsets in the two texts. Call it
// after Relations, with the same source, for the relations you will show.
//
// Passages are found relation by relation; offsets are resolved document
// by document, so that each text is read and tokenised once however many
// relations it is part of.
func (c *Corpus) Explain(ctx context.Context, src TextSource, rels []Relation, workers int) error {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	var missing []int
	for i := range rels {
		if rels[i].Passages == nil {
			missing = append(missing, i)
		}
	}
	err := parallelChunks(ctx, workers, len(missing), 64, func() func(lo, hi int) error {
		p := NewPreparer(c.opts, c.commonLines)
		v := NewVerifier(c.opts)
		var a, b Prepared
		var buf []byte
		return func(lo, hi int) error {
			for _, i := range missing[lo:hi] {
				if err := c.findPassages(src, &rels[i], p, v, &a, &b, &buf); err != nil {
					return err
				}
			}
			return nil
		}
	})
	if err != nil {
		return err
	}
	return resolveAll(ctx, src, rels, workers)
}

// findPassages fills in the passages and containment scores of a relation
// decided on resemblance.
func (c *Corpus) findPassages(src TextSource, r *Relation, p *Preparer, v *Verifier, a, b *Prepared, buf *[]byte) error {
	if r.Kind == Identical {
		n := int(c.docs[r.A].words)
		r.Passages = []Passage{{AFrom: 0, ATo: n, BFrom: 0, BTo: n, Words: n}}
		return nil
	}
	for _, d := range []struct {
		doc int
		dst *Prepared
	}{{r.A, a}, {r.B, b}} {
		feat, err := src.Features(d.doc, (*buf)[:0])
		if err == nil {
			*buf = feat
			err = p.Prepare(d.dst, feat)
		}
		if err != nil {
			return fmt.Errorf("reading document %d: %w", d.doc, err)
		}
	}
	_, sc, ps := v.Compare(a, b, c.commonFPs)
	if ps == nil {
		ps = []Passage{}
	}
	// The relation was decided on resemblance: fill in the rest of its
	// scores (a is r.A and b is r.B).
	r.ContainmentAInB, r.ContainmentBInA, r.Coverage = sc.ContainmentAInB, sc.ContainmentBInA, sc.Coverage
	r.Passages = ps
	return nil
}

// parallelChunks runs work over [0, n) in chunks on workers goroutines,
// each with its own state made by newWorker, and returns the first error.
func parallelChunks(ctx context.Context, workers, n, chunk int, newWorker func() func(lo, hi int) error) error {
	if n == 0 {
		return ctx.Err()
	}
	var (
		wg       sync.WaitGroup
		mu       sync.Mutex
		next     int
		firstErr error
	)
	for w := 0; w < min(workers, (n+chunk-1)/chunk); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			work := newWorker()
			for {
				mu.Lock()
				lo := next
				next += chunk
				stop := firstErr != nil
				mu.Unlock()
				if stop || lo >= n || ctx.Err() != nil {
					return
				}
				if err := work(lo, min(lo+chunk, n)); err != nil {
					mu.Lock()
					if firstErr == nil {
						firstErr = err
					}
					mu.Unlock()
					return
				}
			}
		}()
	}
	wg.Wait()
	if firstErr != nil {
		return firstErr
	}
	return ctx.Err()
}

// sideRef names one side (A or B) of one relation.
type sideRef struct {
	rel  int32
	side int8 // 0 for A, 1 for B
}

// resolveAll resolves the byte offsets of every passage, one document at a
// time: the relations are indexed by document (a counting sort), and each
// worker tokenises a document once and fills in its side of every passage
// that names it. The two sides of a passage are different fields, so
// workers never write the same memory.
func resolveAll(ctx context.Context, src TextSource, rels []Relation, workers int) error {
	if len(rels) == 0 {
		return ctx.Err()
	}
	// Documents in order of first mention, and the references of each.
	slot := map[int]int32{}
	var docs []int
	var counts []int32
	for i := range rels {
		for _, d := range [2]int{rels[i].A, rels[i].B} {
			s, ok := slot[d]
			if !ok {
				s = int32(len(docs))
				slot[d] = s
				docs = append(docs, d)
				counts = append(counts, 0)
			}
			counts[s]++
		}
	}
	starts := make([]int32, len(docs)+1)
	for i, n := range counts {
		starts[i+1] = starts[i] + n
	}
	refs := make([]sideRef, starts[len(docs)])
	fill := append([]int32(nil), starts[:len(docs)]...)
	for i := range rels {
		for side, d := range [2]int{rels[i].A, rels[i].B} {
			s := slot[d]
			refs[fill[s]] = sideRef{int32(i), int8(side)}
			fill[s]++
		}
	}
	slot, fill = nil, nil
	return parallelChunks(ctx, workers, len(docs), 16, func() func(lo, hi int) error {
		var sc textnorm.Scanner
		var spans []textnorm.Span
		return func(lo, hi int) error {
			for s := lo; s < hi; s++ {
				text, err := src.Text(docs[s])
				if err != nil {
					return fmt.Errorf("reading document %d: %w", docs[s], err)
				}
				spans = sc.AppendSpans(spans[:0], text)
				for _, ref := range refs[starts[s]:starts[s+1]] {
					if err := resolveSide(&rels[ref.rel], ref.side, spans); err != nil {
						return err
					}
				}
			}
			return nil
		}
	})
}

// resolveSide fills in the byte offsets of one side of a relation's
// passages from the spans of that side's document.
func resolveSide(r *Relation, side int8, spans []textnorm.Span) error {
	for i := range r.Passages {
		ps := &r.Passages[i]
		from, to, start, end := &ps.AFrom, &ps.ATo, &ps.AStart, &ps.AEnd
		doc := r.A
		if side == 1 {
			from, to, start, end = &ps.BFrom, &ps.BTo, &ps.BStart, &ps.BEnd
			doc = r.B
		}
		if *to > len(spans) || *to <= *from || *from < 0 {
			return fmt.Errorf("dedup: passage [%d,%d) outside document %d of %d words", *from, *to, doc, len(spans))
		}
		*start, *end = int(spans[*from].Start), int(spans[*to-1].End)
	}
	return nil
}

// resolveOffsets turns a relation's passages from word indices into byte
// offsets of the two texts.
func resolveOffsets(src TextSource, r *Relation, offs *offsetCache) error {
	for side, doc := range [2]int{r.A, r.B} {
		spans, err := offs.get(src, doc)
		if err != nil {
			return err
		}
		if err := resolveSide(r, int8(side), spans); err != nil {
			return err
		}
	}
	return nil
}

// offsetCache keeps the token spans of recently used documents.
type offsetCache struct {
	scanner textnorm.Scanner
	docs    []int
	spans   [][]textnorm.Span
	hand    int
}

func newOffsetCache(n int) *offsetCache {
	c := &offsetCache{docs: make([]int, n), spans: make([][]textnorm.Span, n)}
	for i := range c.docs {
		c.docs[i] = -1
	}
	return c
}

func (c *offsetCache) get(src TextSource, doc int) ([]textnorm.Span, error) {
	for i, d := range c.docs {
		if d == doc {
			return c.spans[i], nil
		}
	}
	text, err := src.Text(doc)
	if err != nil {
		return nil, fmt.Errorf("reading document %d: %w", doc, err)
	}
	i := c.hand
	c.hand = (c.hand + 1) % len(c.docs)
	c.docs[i] = doc
	c.spans[i] = c.scanner.AppendSpans(c.spans[i][:0], text)
	return c.spans[i], nil
}
