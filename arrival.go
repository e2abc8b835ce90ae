package copydesk

import (
	"context"
	"fmt"
	"log/slog"

	"github.com/copydesk/copydesk/dedup"
	"github.com/copydesk/copydesk/internal/parallel"
)

// arrivalChunk is the number of documents sketched together on all cores
// before they are checked for copies one by one; arrivalAhead chunks may
// wait sketched.
const (
	arrivalChunk = 256
	arrivalAhead = 2
)

// sketchedChunk is the sketches of order[lo:lo+len(sketches)].
type sketchedChunk struct {
	lo       int
	sketches []dedup.Sketch
}

// sketchChunks sketches the documents in order, a chunk at a time on
// workers cores, and sends the chunks to out, which it closes at the end
// or when stop is closed.
func sketchChunks(docs []Document, order []int, opts dedup.Options, workers int, out chan<- sketchedChunk, stop <-chan struct{}) {
	defer close(out)
	sketchers := make([]*dedup.Sketcher, workers)
	for w := range sketchers {
		sketchers[w] = dedup.NewSketcher(opts)
	}
	// A ring of buffers: the one being checked, those waiting in out, and
	// the one being filled. A send completes only once the consumer has
	// taken the chunk before it, so it is done with the chunk cap(out)+2
	// back, whose buffer is filled next.
	ring := make([][]dedup.Sketch, cap(out)+2)
	for i := range ring {
		ring[i] = make([]dedup.Sketch, arrivalChunk)
	}
	for c, lo := 0, 0; lo < len(order); c, lo = c+1, lo+arrivalChunk {
		select {
		case <-stop: // the consumer has returned: sketch no more
			return
		default:
		}
		hi := min(len(order), lo+arrivalChunk)
		sketches := ring[c%len(ring)][:hi-lo]
		parallel.For(hi-lo, workers, func(w, k int) {
			sketchers[w].Sketch(&sketches[k], docs[order[lo+k]].Text)
		})
		select {
		case out <- sketchedChunk{lo, sketches}:
		case <-stop:
			return
		}
	}
}

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
	workers := workerCount(opts.Workers)
	// Chunks are sketched on all cores while the chunk before them is
	// checked (the checks go one document at a time, on one core).
	chunks := make(chan sketchedChunk, arrivalAhead)
	stop := make(chan struct{})
	sketched := make(chan struct{})
	// On an early return the sketchers are stopped and waited for: they
	// read the caller's documents, which are the caller's again once
	// GroupStories returns.
	defer func() {
		close(stop)
		<-sketched
	}()
	go func() {
		defer close(sketched)
		sketchChunks(docs, order, dopts, workers, chunks, stop)
	}()
	first := make([]int, 0, len(order)) // arrival number of the first document of each one's cluster
	rank := func(doc int) int { return first[doc] }
	clustered := 0
	for c := range chunks {
		if err := ctx.Err(); err != nil {
			return err
		}
		lo, hi := c.lo, c.lo+len(c.sketches)
		// The chunk is stored before it is checked: a spool then writes
		// once a chunk, not once a document (each check reads it back).
		for n := lo; n < hi; n++ {
			if err := store.Put(n, docs[order[n]].Text, c.sketches[n-lo].Features); err != nil {
				return fmt.Errorf("storing %q: %w", docs[order[n]].ID, err)
			}
		}
		for n := lo; n < hi; n++ {
			d, s := docs[order[n]], &c.sketches[n-lo]
			info := dedup.DocInfo{ID: d.ID, Source: d.Source}
			if !Undated(d.Published) {
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
