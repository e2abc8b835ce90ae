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
func (c *Corpus) Explain(ctx context.Context, src TextSource, rels []Relation, workers int) error {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	var (
		wg       sync.WaitGroup
		mu       sync.Mutex
		next     int
		firstErr error
	)
	const chunk = 64
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p := NewPreparer(c.opts, c.commonLines)
			v := NewVerifier(c.opts)
			var a, b Prepared
			offs := newOffsetCache(32)
			for {
				mu.Lock()
				lo := next
				next += chunk
				stop := firstErr != nil
				mu.Unlock()
				if stop || lo >= len(rels) || ctx.Err() != nil {
					return
				}
				for i := lo; i < min(lo+chunk, len(rels)); i++ {
					if err := c.explain(src, &rels[i], p, v, &a, &b, offs); err != nil {
						mu.Lock()
						if firstErr == nil {
							firstErr = err
						}
						mu.Unlock()
						return
					}
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

func (c *Corpus) explain(src TextSource, r *Relation, p *Preparer, v *Verifier, a, b *Prepared, offs *offsetCache) error {
	if r.Passages == nil {
		for _, d := range []struct {
			doc int
			dst *Prepared
		}{{r.A, a}, {r.B, b}} {
			feat, err := src.Features(d.doc, nil)
			if err == nil {
				err = p.Prepare(d.dst, feat)
			}
			if err != nil {
				return fmt.Errorf("reading document %d: %w", d.doc, err)
			}
		}
		if r.Kind == Identical {
			n := a.Words()
			r.Passages = []Passage{{AFrom: 0, ATo: n, BFrom: 0, BTo: n, Words: n}}
		} else {
			_, sc, ps := v.Compare(a, b, c.commonFPs)
			if ps == nil {
				ps = []Passage{}
			}
			// The relation was decided on resemblance: fill in the rest of
			// its scores (a is r.A and b is r.B).
			r.ContainmentAInB, r.ContainmentBInA, r.Coverage = sc.ContainmentAInB, sc.ContainmentBInA, sc.Coverage
			r.Passages = ps
		}
	}
	return resolveOffsets(src, r, offs)
}

// resolveOffsets turns a relation's passages from word indices into byte
// offsets of the two texts.
func resolveOffsets(src TextSource, r *Relation, offs *offsetCache) error {
	ta, err := offs.get(src, r.A)
	if err != nil {
		return err
	}
	tb, err := offs.get(src, r.B)
	if err != nil {
		return err
	}
	for i := range r.Passages {
		ps := &r.Passages[i]
		if ps.ATo > len(ta) || ps.BTo > len(tb) || ps.ATo <= ps.AFrom || ps.BTo <= ps.BFrom {
			return fmt.Errorf("dedup: passage [%d,%d)/[%d,%d) outside documents of %d and %d words", ps.AFrom, ps.ATo, ps.BFrom, ps.BTo, len(ta), len(tb))
		}
		ps.AStart, ps.AEnd = int(ta[ps.AFrom].Start), int(ta[ps.ATo-1].End)
		ps.BStart, ps.BEnd = int(tb[ps.BFrom].Start), int(tb[ps.BTo-1].End)
	}
	return nil
}

// offsetCache keeps the tokens (with offsets) of recently used documents.
type offsetCache struct {
	scanner textnorm.Scanner
	docs    []int
	toks    [][]textnorm.Token
	hand    int
}

func newOffsetCache(n int) *offsetCache {
	c := &offsetCache{docs: make([]int, n), toks: make([][]textnorm.Token, n)}
	for i := range c.docs {
		c.docs[i] = -1
	}
	return c
}

func (c *offsetCache) get(src TextSource, doc int) ([]textnorm.Token, error) {
	for i, d := range c.docs {
		if d == doc {
			return c.toks[i], nil
		}
	}
	text, err := src.Text(doc)
	if err != nil {
		return nil, fmt.Errorf("reading document %d: %w", doc, err)
	}
	i := c.hand
	c.hand = (c.hand + 1) % len(c.docs)
	c.docs[i] = doc
	c.toks[i] = c.scanner.AppendTokens(c.toks[i][:0], text)
	return c.toks[i], nil
}
