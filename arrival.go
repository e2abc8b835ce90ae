package copydesk

import (
	"context"
	"fmt"
	"log/slog"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/copydesk/copydesk/dedup"
)

// arrivalChunk is the number of documents sketched together on all cores
// before they are checked for copies one by one.
const arrivalChunk = 256

// arrivalCopies finds the copy cluster of every document as a stream
// finds it: the documents go in order (indices into docs), each checked
// against the documents before it only, with the boilerplate counts of
// those documents (dedup.Online), and it joins the least cluster it is
// related to by a kind of opts.Group (see dedup.Online.AddFirst), as
// copydesk serve decides. So a later document can never change an earlier
// one's cluster, as detection over the whole corpus may (a line becomes
// boilerplate once enough documents carry it). copyOf[i] receives the id
// of the first document of docs[i]'s cluster (its own id when it copies
// none); decided is called with n after the first n documents in order
// are decided. opts.Store, when set, receives the documents numbered by
// their position in order.
func arrivalCopies(ctx context.Context, docs []Document, order []int, opts DedupOptions, copyOf []string, decided func(n int)) error {
	if opts.Group == 0 {
		opts.Group = dedup.DefaultGroupKinds
	}
	index, err := dedup.NewOnline(opts.Options)
	if err != nil {
		return err
	}
	dopts := index.Options()
	store := opts.Store
	if store == nil {
		store = &MemoryStore{}
	}
	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	sketchers := make([]*dedup.Sketcher, workers)
	for w := range sketchers {
		sketchers[w] = dedup.NewSketcher(dopts)
	}
	sketches := make([]dedup.Sketch, arrivalChunk)
	first := make([]int, 0, len(order)) // arrival number of the first document of each one's cluster
	rank := func(doc int) int { return first[doc] }
	clustered := 0
	for lo := 0; lo < len(order); lo += arrivalChunk {
		if err := ctx.Err(); err != nil {
			return err
		}
		hi := min(len(order), lo+arrivalChunk)
		var next atomic.Int64
		next.Store(int64(lo))
		var wg sync.WaitGroup
		for w := range min(workers, hi-lo) {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for n := int(next.Add(1)) - 1; n < hi; n = int(next.Add(1)) - 1 {
					sketchers[w].Sketch(&sketches[n-lo], docs[order[n]].Text)
				}
			}()
		}
		wg.Wait()
		for n := lo; n < hi; n++ {
			d, s := docs[order[n]], &sketches[n-lo]
			if err := store.Put(n, d.Text, s.Features); err != nil {
				return fmt.Errorf("storing %q: %w", d.ID, err)
			}
			info := dedup.DocInfo{ID: d.ID, Source: d.Source}
			if !d.Published.IsZero() {
				info.Published = d.Published.Unix()
			}
			doc, rel, ok, err := index.AddFirst(info, s, store, opts.Group, rank)
			if err != nil {
				return fmt.Errorf("checking %q for copies: %w", d.ID, err)
			}
			if doc != n {
				return fmt.Errorf("copy index numbered %q %d, want %d", d.ID, doc, n)
			}
			f := n
			if ok {
				f = first[rel.A+rel.B-n]
				clustered++
			}
			first = append(first, f)
			copyOf[order[n]] = docs[order[f]].ID
		}
		if opts.Progress != nil {
			opts.Progress(hi, len(order))
		}
		decided(hi)
	}
	if opts.Logger != nil {
		opts.Logger.Info("copies found on arrival", slog.Int("documents", len(order)), slog.Int("copies", clustered))
	}
	return nil
}
