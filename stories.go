package copydesk

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"strconv"
	"time"

	"github.com/copydesk/copydesk/story"
)

// StoryOptions configure story grouping. The zero value works.
type StoryOptions struct {
	// Options of the story assigner: window, limits, weights.
	story.Options
	// Dedup configures copy detection (GroupStories and Briefs): Group
	// (default identical, near-duplicate, excerpt) decides which documents
	// are copies that count once. GroupStories puts the documents into
	// Store in publication order, numbered by their position in it.
	Dedup DedupOptions
	// NoDedup skips copy detection: the assigner still recognises exact
	// copies of a text and documents nearly identical to a story
	// (Weights.NearCopy).
	NoDedup bool
	// Refine runs the consolidation pass after the stream (GroupStories only).
	Refine bool
}

// Stories groups documents into stories one at a time: the entry point of
// a service. It is not safe for concurrent use.
type Stories struct {
	a *story.Assigner
}

// StoryUpdate is what Stories.Add tells about a document.
type StoryUpdate struct {
	story.Assignment
	// Members are the story's current members (the latest
	// Options.MaxMembers), the new document last.
	Members []story.Member
}

// NewStories returns an empty story grouper.
func NewStories(opts story.Options) (*Stories, error) {
	a, err := story.New(opts)
	if err != nil {
		return nil, err
	}
	return &Stories{a: a}, nil
}

// Add assigns one document to a story. copyCluster names the document's
// copy cluster when the caller knows it ("" otherwise: exact copies are
// still recognised). Documents should come in publication order.
func (s *Stories) Add(doc Document, copyCluster string) StoryUpdate {
	as := s.a.Add(toStoryDoc(doc, copyCluster))
	return StoryUpdate{Assignment: as, Members: s.a.Members(as.Story)}
}

// Story returns a snapshot of an open story.
func (s *Stories) Story(id string) (story.Story, bool) { return s.a.Story(id) }

// Open returns snapshots of the open stories, oldest first.
func (s *Stories) Open() []story.Story { return s.a.Stories() }

// Expire closes the stories quiet for longer than the window at time now.
func (s *Stories) Expire(now time.Time) { s.a.Expire(now) }

// Close closes every open story (each goes to Options.OnClose).
func (s *Stories) Close() { s.a.Close() }

func toStoryDoc(d Document, copyCluster string) story.Doc {
	return story.Doc{ID: d.ID, Title: d.Title, Text: d.Text, Source: d.Source, Published: datedOrZero(d.Published), CopyCluster: copyCluster}
}

// StoriesResult is the outcome of GroupStories.
type StoriesResult struct {
	// Order is the processing (publication) order: indices into the input.
	Order []int
	// Story is the story id of every input document, in input order.
	Story []string
	// Streamed is Story as the stream assigned it, before Refine (equal
	// to Story when Refine is off).
	Streamed []string
	// Copy is the copy-cluster id of every input document (its own id
	// when it has no copy).
	Copy []string
	// Stories describe the final stories, largest first, with every member.
	Stories []story.Story
	// Dedup holds the copy relations of the whole corpus, every pair
	// verified, when Briefs made the result (for the briefs' copy trees);
	// nil from GroupStories, which finds copies as documents arrive and
	// keeps only their clusters (Copy), and with NoDedup.
	Dedup *DedupResult
}

// PublicationOrder returns the order in which documents are processed:
// by publication time, an undated document keeping its place after the
// document before it in the input, and input order breaking ties.
func PublicationOrder(docs []Document) []int {
	// Each document's key is the date of the latest dated document up to
	// it (the zero time, before every date, for undated documents at the
	// start). Compared as times, not as Unix nanoseconds, which do not
	// reach beyond 1678-2262.
	keys := make([]time.Time, len(docs))
	var cur time.Time
	for i, d := range docs {
		if !Undated(d.Published) {
			cur = d.Published
		}
		keys[i] = cur
	}
	order := make([]int, len(docs))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return keys[a].Compare(keys[b]) })
	return order
}

// GroupStories groups a corpus into stories: every document in
// publication order (see PublicationOrder) is checked for copies of the
// documents before it (unless opts.NoDedup) and placed by a story
// assigner, then optionally the consolidation pass (Refine) runs, and
// every story is described. opts.OnClose is not called.
//
// Copies are found as a stream finds them, each document against the
// earlier ones with what they alone say of boilerplate (the online index
// of copydesk serve), so documents added after the last ones of a corpus
// change no earlier document's copy cluster or story (Refine aside:
// merging stories renames one of them). The result keeps no relations
// (Dedup is nil); Briefs adds those of the whole corpus.
//
// Ids name the documents in the result (copy clusters are named by
// their first document's id): two documents with one id are refused with
// ErrDuplicateID. One document may have the empty id: its story is named
// story.NoID, and it and its copies are grouped as under any other id.
// Options are checked whatever the number of documents (opts.Dedup unless
// NoDedup), as NewDeduper checks them.
func GroupStories(ctx context.Context, docs []Document, opts StoryOptions) (*StoriesResult, error) {
	res := &StoriesResult{Copy: make([]string, len(docs)), Order: PublicationOrder(docs)}
	seen := make(map[string]int, len(docs))
	for i, d := range docs {
		if j, ok := seen[d.ID]; ok {
			return nil, fmt.Errorf("documents %d and %d: %w %q", j, i, ErrDuplicateID, d.ID)
		}
		seen[d.ID] = i
		res.Copy[i] = d.ID
	}
	// The assigner reads an empty copy cluster as unknown: the cluster
	// named by the empty id (a document's, one at most) goes to it under
	// a name no document has.
	emptyCluster := ""
	if _, ok := seen[""]; ok {
		emptyCluster = story.NoID
		for n := 2; ; n++ {
			if _, taken := seen[emptyCluster]; !taken {
				break
			}
			emptyCluster = story.NoID + "~" + strconv.Itoa(n)
		}
	}
	sopts := opts.Options
	sopts.OnClose = nil
	a, err := story.New(sopts)
	if err != nil {
		return nil, err
	}
	if !opts.NoDedup {
		// Checked here, not only when copy detection starts, so that an
		// empty corpus refuses what a corpus of one document refuses.
		if err := opts.Dedup.Options.WithDefaults().Validate(); err != nil {
			return nil, fmt.Errorf("copy detection: %w", err)
		}
	}
	if opts.NoDedup || len(docs) == 0 {
		known := make(chan int, 1)
		known <- len(docs)
		close(known)
		return groupStoriesWithCopies(ctx, a, docs, res, opts, emptyCluster, known)
	}
	// Copies are found on another goroutine, a few chunks ahead of the
	// stream.
	known := make(chan int, 4)
	errc := make(chan error, 1)
	go func() {
		defer close(known)
		errc <- arrivalCopies(ctx, docs, res.Order, opts.Dedup, res.Copy, func(n int) { known <- n })
	}()
	res, err = groupStoriesWithCopies(ctx, a, docs, res, opts, emptyCluster, known)
	if cerr := <-errc; cerr != nil {
		return nil, fmt.Errorf("copy detection: %w", cerr)
	}
	return res, err
}

// groupStoriesWithCopies streams the documents through the story assigner
// a in res.Order, each once its copy cluster is in res.Copy: known tells
// how many documents, in order, are ready; a copy cluster named "" (by a
// document with the empty id) goes to the assigner as emptyCluster. It
// reads known to its end, even when the context ends.
func groupStoriesWithCopies(ctx context.Context, a *story.Assigner, docs []Document, res *StoriesResult, opts StoryOptions, emptyCluster string, known <-chan int) (*StoriesResult, error) {
	res.Story = make([]string, len(docs))
	sdocs := make([]story.Doc, len(docs))
	// Until the last undated document, expired stories linger for the
	// undated ones (see story.Assigner.Linger): their place in the order
	// is no time.
	lastUndated := -1
	for n, i := range res.Order {
		if Undated(docs[i].Published) {
			lastUndated = n
		}
	}
	a.Linger(lastUndated >= 0)
	logger := cmp.Or(opts.Dedup.Logger, slog.New(slog.DiscardHandler))
	phase := time.Now()
	logPhase := func(name string) {
		logger.Info("stories phase", "phase", name, "seconds", time.Since(phase).Seconds())
		phase = time.Now()
	}
	var err error
	n := 0
	for ready := range known {
		for ; n < ready && err == nil; n++ {
			if n%1024 == 0 {
				if err = ctx.Err(); err != nil {
					break
				}
			}
			i := res.Order[n]
			copyCluster := ""
			if !opts.NoDedup {
				copyCluster = cmp.Or(res.Copy[i], emptyCluster)
			}
			sdocs[i] = toStoryDoc(docs[i], copyCluster)
			res.Story[i] = a.Add(sdocs[i]).Story
			if n == lastUndated {
				a.Linger(false)
			}
		}
	}
	if err == nil {
		err = ctx.Err()
	}
	if err == nil && n < len(res.Order) {
		err = errors.New("copy detection stopped early") // the caller has its error
	}
	if err != nil {
		return nil, err
	}
	res.Streamed = res.Story
	logPhase("copies and stream")
	if opts.Refine {
		ordered := make([]story.Doc, len(docs))
		assign := make([]string, len(docs))
		for n, i := range res.Order {
			ordered[n] = sdocs[i]
			assign[n] = res.Story[i]
		}
		refined, err := story.Refine(ordered, assign, opts.Options)
		if err != nil {
			return nil, err
		}
		res.Story = make([]string, len(docs))
		for n, i := range res.Order {
			res.Story[i] = refined[n]
		}
		logPhase("refine")
	}
	ordered := make([]story.Doc, len(docs))
	assign := make([]string, len(docs))
	for n, i := range res.Order {
		ordered[n] = sdocs[i]
		assign[n] = res.Story[i]
	}
	res.Stories, err = story.Summarize(ordered, assign, opts.Options)
	if err != nil {
		return nil, err
	}
	logPhase("describe")
	return res, nil
}
