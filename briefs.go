package copydesk

import (
	"context"
	"fmt"
	"sync"

	"github.com/copydesk/copydesk/brief"
	"github.com/copydesk/copydesk/dedup"
	"github.com/copydesk/copydesk/internal/parallel"
	"github.com/copydesk/copydesk/story"
)

// BriefOptions configure Briefs.
type BriefOptions struct {
	// Stories configures copy detection and story grouping.
	Stories StoryOptions
	// Brief configures every brief (key sentences, only-in facts).
	Brief brief.Options
	// MinDocs: stories with fewer documents get no brief (default 1:
	// every story, a single report included).
	MinDocs int
	// Select, when set, is asked about every story of at least MinDocs
	// documents, in the order of the result: only those it accepts get a
	// brief (the story's Members list every member).
	Select func(s story.Story) bool
	// Limit, when above 0, stops after that many briefs: the first in
	// the order of the result.
	Limit int
	// Progress, when set, is told as each stage of the work starts (done
	// 0) and advances: StageStories (copies on arrival and stories, in
	// documents), StageCopies (the copy relations of the whole corpus,
	// in candidate pairs) and StageBriefs (in briefs), in that order.
	// Writing the briefs takes most of the time on a large corpus, and
	// one bar for all (Stories.Dedup.Progress, still called in the first
	// two) would stand full while they are written. Calls come from one
	// goroutine at a time, one stage after another.
	Progress func(stage string, done, total int)
}

// The stages BriefOptions.Progress reports.
const (
	StageStories = "copies and stories"
	StageCopies  = "verifying copies"
	StageBriefs  = "writing briefs"
)

// StoryBrief is one story with its brief.
type StoryBrief struct {
	Story story.Story
	// Members are the story's documents as indices into the input, in
	// publication order; the brief's Doc fields index this slice.
	Members []int
	// Docs are the members as the brief saw them: citations index it.
	Docs  []brief.Doc
	Brief *brief.Brief
}

// Brief writes the brief of one story from its documents: it finds the
// copies among them and builds the brief. Use it when the story is known
// (a service holding story membership); Briefs groups a corpus first.
func Brief(ctx context.Context, docs []Document, opts brief.Options) (*brief.Brief, error) {
	in := brief.Input{Docs: make([]brief.Doc, len(docs))}
	for i, d := range docs {
		in.Docs[i] = briefDoc(d)
	}
	if len(docs) > 1 {
		res, err := Dedup(ctx, docs, DedupOptions{Workers: 1, SkipPassages: true})
		if err != nil {
			return nil, fmt.Errorf("copy detection: %w", err)
		}
		in.Relations = res.Relations
	}
	return brief.Build(in, opts), nil
}

// Briefs runs the whole pipeline on a corpus: stories (GroupStories),
// and one brief per story with at least opts.MinDocs documents (that
// opts.Select accepts, up to opts.Limit), largest story first: a brief
// costs far more than finding the stories, so those not wanted are not
// written. The copy relations of the briefs come from one detection
// over the whole corpus (left in the result's Dedup), so boilerplate is
// recognised by its frequency across all outlets. Every candidate pair is
// verified (unless opts.Stories.Dedup sets SkipConnected): a copy tree
// built from a spanning tree of a family's relations could give one copy
// two sources and lose the other's. The stories count copies as
// GroupStories finds them, on arrival; where the two detections differ (a
// line that becomes boilerplate only later in the corpus), a story may
// hold copies the brief's copy tree does not link. opts.Stories.Dedup.Store
// serves the stories' detection; this one keeps texts in memory. The
// briefs are written on opts.Stories.Dedup.Workers goroutines (default
// all cores), one story each, and come out in the same order whatever
// their number.
func Briefs(ctx context.Context, docs []Document, opts BriefOptions) ([]StoryBrief, *StoriesResult, error) {
	sopts := opts.Stories
	sopts.Dedup.Progress = stageProgress(opts.Progress, StageStories, sopts.Dedup.Progress)
	res, err := GroupStories(ctx, docs, sopts)
	if err != nil {
		return nil, nil, err
	}
	if !opts.Stories.NoDedup && len(docs) > 0 {
		dopts := opts.Stories.Dedup
		dopts.Progress = stageProgress(opts.Progress, StageCopies, dopts.Progress)
		dopts.SkipPassages = true
		dopts.Store = nil // the stories' pass filled the caller's store: this one keeps its own in memory
		if res.Dedup, err = Dedup(ctx, docs, dopts); err != nil {
			return nil, nil, fmt.Errorf("copy detection: %w", err)
		}
	}
	// Members of every story in publication order.
	members := map[string][]int{}
	for _, i := range res.Order {
		id := res.Story[i]
		members[id] = append(members[id], i)
	}
	// Relations of each story, re-indexed to its members.
	local := make([]int, len(docs)) // position of a document in its story
	for _, m := range members {
		for k, i := range m {
			local[i] = k
		}
	}
	rels := map[string][]dedup.Relation{}
	if res.Dedup != nil {
		for _, r := range res.Dedup.Relations {
			if res.Story[r.A] != res.Story[r.B] {
				continue
			}
			id := res.Story[r.A]
			r.A, r.B = local[r.A], local[r.B]
			rels[id] = append(rels[id], r)
		}
	}
	minDocs := max(opts.MinDocs, 1)
	// The stories to brief are chosen first, so that the progress knows
	// how many there are.
	var chosen []story.Story
	for _, s := range res.Stories {
		if opts.Limit > 0 && len(chosen) == opts.Limit {
			break
		}
		if len(members[s.ID]) < minDocs || opts.Select != nil && !opts.Select(s) {
			continue
		}
		chosen = append(chosen, s)
	}
	if opts.Progress != nil {
		opts.Progress(StageBriefs, 0, len(chosen))
	}
	out := make([]StoryBrief, len(chosen))
	build := func(k int) {
		s := chosen[k]
		m := members[s.ID]
		in := brief.Input{Docs: make([]brief.Doc, len(m)), Relations: rels[s.ID]}
		for j, i := range m {
			in.Docs[j] = briefDoc(docs[i])
		}
		out[k] = StoryBrief{Story: s, Members: m, Docs: in.Docs, Brief: brief.Build(in, opts.Brief)}
	}
	// Stories are briefed on every core the dedup options allow, each by
	// one goroutine (a brief is built on one), the next story going to
	// the first free one: the largest come first, and the rest fill in.
	var (
		mu       sync.Mutex // the progress is told by one goroutine at a time
		finished int
	)
	parallel.For(len(chosen), workerCount(opts.Stories.Dedup.Workers), func(_, k int) {
		if ctx.Err() != nil {
			return
		}
		build(k)
		if opts.Progress != nil {
			mu.Lock()
			finished++
			opts.Progress(StageBriefs, finished, len(chosen))
			mu.Unlock()
		}
	})
	if err := ctx.Err(); err != nil {
		return nil, nil, err
	}
	return out, res, nil
}

// stageProgress returns the progress of one stage for a pass that
// reports done and total only: it calls also, when set, and progress
// under the stage's name, once at the start with 0 done.
func stageProgress(progress func(stage string, done, total int), stage string, also dedup.Progress) dedup.Progress {
	if progress == nil {
		return also
	}
	progress(stage, 0, 0)
	return func(done, total int) {
		if also != nil {
			also(done, total)
		}
		progress(stage, done, total)
	}
}

func briefDoc(d Document) brief.Doc {
	return brief.Doc{ID: d.ID, Title: d.Title, Text: d.Text, Source: d.Source, URL: d.URL, Published: datedOrZero(d.Published)}
}
