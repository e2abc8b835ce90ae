package copydesk

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/copydesk/copydesk/dedup"
	"github.com/copydesk/copydesk/story"
)

// StoryOptions configure story grouping. The zero value works.
type StoryOptions struct {
	// Options of the story assigner: window, limits, weights.
	story.Options
	// Dedup configures the copy detection run first (GroupStories only);
	// its default grouping (identical, near-duplicate, excerpt) decides
	// which documents are copies that count once.
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
	return story.Doc{ID: d.ID, Title: d.Title, Text: d.Text, Source: d.Source, Published: d.Published, CopyCluster: copyCluster}
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
	// Dedup is the copy detection result (nil with NoDedup). From
	// GroupStories its relations leave out pairs already in one cluster.
	Dedup *DedupResult
}

// PublicationOrder returns the order in which documents are processed:
// by publication time, an undated document keeping its place after the
// document before it in the input, and input order breaking ties.
func PublicationOrder(docs []Document) []int {
	keys := make([]int64, len(docs))
	var cur int64 = -1 << 62
	for i, d := range docs {
		if !d.Published.IsZero() {
			cur = d.Published.UnixNano()
			if d.Published.Year() < 1678 || d.Published.Year() > 2261 { // outside UnixNano's range
				cur = d.Published.Unix()
			}
		}
		keys[i] = cur
	}
	order := make([]int, len(docs))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		switch {
		case keys[a] < keys[b]:
			return -1
		case keys[a] > keys[b]:
			return 1
		}
		return 0
	})
	return order
}

// GroupStories groups a corpus into stories: copy detection first, then
// every document in publication order (see PublicationOrder) through a
// story assigner, then optionally the consolidation pass (Refine), and
// the description of every story. opts.OnClose is not called.
//
// Only the copy clusters are needed here, so unless opts.Dedup sets
// SkipConnected itself, pairs already in one cluster are not verified and
// Dedup.Relations lacks them (Briefs, which needs them, verifies every pair).
func GroupStories(ctx context.Context, docs []Document, opts StoryOptions) (*StoriesResult, error) {
	return groupStories(ctx, docs, opts, true)
}

// groupStories is GroupStories; skipConnected says whether the copy
// detection may skip pairs already in one cluster when opts.Dedup does not
// say.
func groupStories(ctx context.Context, docs []Document, opts StoryOptions, skipConnected bool) (*StoriesResult, error) {
	res := &StoriesResult{Copy: make([]string, len(docs))}
	for i, d := range docs {
		res.Copy[i] = d.ID
	}
	if !opts.NoDedup && len(docs) > 0 {
		dopts := opts.Dedup
		dopts.SkipPassages = true
		if dopts.Group == 0 {
			dopts.Group = dedup.DefaultGroupKinds
		}
		if skipConnected && dopts.Options.SkipConnected == 0 {
			dopts.Options.SkipConnected = dopts.Group
		}
		dr, err := Dedup(ctx, docs, dopts)
		if err != nil {
			return nil, fmt.Errorf("copy detection: %w", err)
		}
		res.Dedup = dr
		for i := range docs {
			res.Copy[i] = dr.Docs[i].Cluster
		}
	}
	return groupStoriesWithCopies(ctx, docs, res, opts)
}

func groupStoriesWithCopies(ctx context.Context, docs []Document, res *StoriesResult, opts StoryOptions) (*StoriesResult, error) {
	sopts := opts.Options
	sopts.OnClose = nil
	a, err := story.New(sopts)
	if err != nil {
		return nil, err
	}
	res.Order = PublicationOrder(docs)
	res.Story = make([]string, len(docs))
	sdocs := make([]story.Doc, len(docs))
	for n, i := range res.Order {
		if n%1024 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		copyCluster := ""
		if !opts.NoDedup {
			copyCluster = res.Copy[i]
		}
		sdocs[i] = toStoryDoc(docs[i], copyCluster)
		res.Story[i] = a.Add(sdocs[i]).Story
	}
	res.Streamed = res.Story
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
	return res, nil
}
