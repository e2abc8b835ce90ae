package desk

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/dedup"
	"github.com/copydesk/copydesk/store/sqlite"
	"github.com/copydesk/copydesk/story"
)

// Result is what Ingest tells about one article.
type Result struct {
	ID string `json:"id"`
	// Status is "created", "exists" (an article with this id was ingested
	// before: nothing changed) or "error".
	Status string `json:"status"`
	Error  string `json:"error,omitempty"`
	// Err is the error behind Status "error" (ErrInvalid, ErrDeleted,
	// ErrUnavailable...), for errors.Is.
	Err error `json:"-"`
	// Story is the id of the article's story; StoryNew tells that the
	// article started it.
	Story    string `json:"story,omitempty"`
	StoryNew bool   `json:"story_new,omitempty"`
	// CopyOf is the id of the original of the article's copy cluster when
	// the article copies one (identical, near-duplicate or excerpt).
	CopyOf string `json:"copy_of,omitempty"`
	// Relations are the copy relations of the article (for "created": the
	// ones found at ingest; for "exists": all, found since too), strongest
	// first, without passages (GET the article for those).
	Relations []Relation `json:"relations,omitzero"`
	// Warning notes what was accepted with a change (a publication date
	// that could not be read: the article is stored undated). Set by the
	// HTTP API, which reads the raw fields.
	Warning string `json:"warning,omitempty"`
}

// Result statuses.
const (
	StatusCreated = "created"
	StatusExists  = "exists"
	StatusError   = "error"
)

type opKind uint8

const (
	opIngest opKind = iota
	opDelete
	// opCheckpoint carries only a checkpoint: the one due after a burst
	// of deletions when no article follows it.
	opCheckpoint
)

// op is one article (or one deletion) going through the pipeline.
type op struct {
	kind opKind
	seq  int32
	doc  copydesk.Document
	// ingested is when the request came (the article's ingested time);
	// its story's updated time is stamped by the writer.
	ingested time.Time
	words    int
	sk       dedup.Sketch // for the copy index
	sketch   []byte       // as stored
	features []byte
	rels     []dedup.Relation
	relIDs   []string // id of the other article of each relation
	root     int32
	rootID   string

	// set by the story stage
	story     string
	storyNew  bool
	storyCopy bool
	headline  string
	closed    []string
	// snapshot is the story assigner's state after this op (a
	// checkpoint), written in the op's transaction.
	snapshot []byte

	// a deletion
	delDoc   story.Doc
	delStory string
	delCopy  bool
	// heir is the earliest live copy of the deleted article when it was
	// an original with copies (-1: none): it becomes their original.
	heir   int32
	heirID string
	// heirIndependent: the heir is a copy in the deleted original's
	// story, where it becomes a report (as the database makes it);
	// heirDoc is then the heir as the story assigner counts it in.
	heirIndependent bool
	heirDoc         story.Doc
	// after is the seq of the last article placed before the deletion
	// (story stage): where a start replays it.
	after int32
	// set by the writer: the deletion emptied the story
	storyGone bool

	done chan struct{}
	err  error
}

// source lets the copy index read the features and texts of stored
// articles, pending ones from memory.
type source struct{ d *Desk }

func (s source) Features(doc int, _ []byte) ([]byte, error) {
	s.d.pmu.RLock()
	p := s.d.pending[int32(doc)]
	s.d.pmu.RUnlock()
	if p != nil {
		return p.features, nil
	}
	if b, ok := s.d.feats.get(int32(doc)); ok {
		return b, nil
	}
	b, err := s.d.db.Features(doc)
	if err == nil {
		s.d.feats.put(int32(doc), b)
	}
	return b, err
}

func (s source) Text(doc int) (string, error) {
	s.d.pmu.RLock()
	p := s.d.pending[int32(doc)]
	s.d.pmu.RUnlock()
	if p != nil {
		return p.text, nil
	}
	return s.d.db.Text(doc)
}

// enter waits until writes are accepted and holds the gate shared; the
// caller must call d.gate.RUnlock.
func (d *Desk) enter(ctx context.Context) error {
	select {
	case <-d.ready:
	case <-ctx.Done():
		return ctx.Err()
	}
	if d.loadErr != nil {
		return fmt.Errorf("%w: %v", ErrUnavailable, d.loadErr)
	}
	d.gate.RLock()
	if d.shut {
		d.gate.RUnlock()
		return fmt.Errorf("%w: the desk is closing", ErrUnavailable)
	}
	if p := d.failed.Load(); p != nil {
		d.gate.RUnlock()
		return fmt.Errorf("%w: a database write failed (%v); restart the service", ErrUnavailable, *p)
	}
	return nil
}

func validate(doc *copydesk.Document) error {
	switch {
	case doc.ID == "":
		return fmt.Errorf("%w: empty id", ErrInvalid)
	case len(doc.ID) > MaxIDLength:
		return fmt.Errorf("%w: id of %d bytes (at most %d)", ErrInvalid, len(doc.ID), MaxIDLength)
	case !utf8.ValidString(doc.ID) || strings.ContainsFunc(doc.ID, func(r rune) bool { return r < 0x20 || r == 0x7f }):
		return fmt.Errorf("%w: id %q holds control characters or invalid UTF-8", ErrInvalid, doc.ID)
	case doc.ID == "." || doc.ID == "..":
		// A path segment of its own: /api/articles/.. and /stories/.. are
		// cleaned away by every HTTP router and browser.
		return fmt.Errorf("%w: id %q cannot be a path segment", ErrInvalid, doc.ID)
	}
	for _, f := range []*string{&doc.Text, &doc.Title, &doc.Source, &doc.URL} {
		if !utf8.ValidString(*f) {
			*f = strings.ToValidUTF8(*f, "\uFFFD")
		}
	}
	if copydesk.Undated(doc.Published) {
		doc.Published = time.Time{} // the epoch is no date (the database keeps 0 for none)
	} else {
		// As the database keeps it (whole seconds, read back in UTC), so
		// that the story state a restart replays from the stored articles
		// is the one the run built, byte for byte.
		doc.Published = time.Unix(doc.Published.Unix(), 0).UTC()
	}
	return nil
}

// Ingest adds articles: each is checked for copies against every stored
// article (and the ones before it in docs), placed in a story and stored.
// It returns one Result per article, in order, once all are durable. An
// article whose id is already stored is left alone (status "exists"), so
// sending a batch again is safe. The error is for the whole call
// (ErrUnavailable, a cancelled ctx); problems of single articles are in
// their Result.
func (d *Desk) Ingest(ctx context.Context, docs []copydesk.Document) ([]Result, error) {
	start := time.Now()
	if err := d.enter(ctx); err != nil {
		return nil, err
	}
	defer d.gate.RUnlock()
	res := make([]Result, len(docs))
	ops := make([]*op, len(docs))
	sk := d.sketcher()
	now := d.now().UTC()
	first := make(map[string]int, len(docs)) // id -> its first article in docs
	// The articles as validated (as they are stored): two sends of one id
	// are compared in this form, a fraction of a second apart being the
	// same stored date.
	valid := make([]copydesk.Document, len(docs))
	for i := range docs {
		doc := docs[i]
		res[i].ID = doc.ID
		if err := validate(&doc); err != nil {
			res[i].Status, res[i].Err = StatusError, err
			continue
		}
		// An id given twice in one call: the same article again is what a
		// resend is ("exists"), but another article under the first one's
		// id would be dropped without a word.
		valid[i] = doc
		if j, ok := first[doc.ID]; ok {
			if !sameArticle(valid[j], doc) {
				res[i].Status, res[i].Err = StatusError, fmt.Errorf("%w: %w: id %q is given to article %d of this batch already, with another %s: this one is not stored",
					ErrInvalid, copydesk.ErrDuplicateID, doc.ID, j+1, differs(valid[j], doc))
				continue
			}
		} else {
			first[doc.ID] = i
		}
		var s dedup.Sketch
		sk.Sketch(&s, doc.Text)
		blob, _ := s.MarshalBinary()
		ops[i] = &op{kind: opIngest, doc: doc, ingested: now, words: int(s.Words), sketch: blob, features: s.Features, sk: s, done: make(chan struct{})}
	}
	d.putSketcher(sk)

	// Stage 1, in order, under the index lock.
	existing := make([]int32, len(docs))
	for i := range existing {
		existing[i] = -1
	}
	var deleting map[int]*op // deletions of ids of docs not committed yet
	d.imu.Lock()
	for i, o := range ops {
		if o == nil {
			continue
		}
		if seq, ok := d.ids[o.doc.ID]; ok {
			ops[i] = nil
			if d.docs[seq].deleted {
				res[i].Status, res[i].Err = StatusError, fmt.Errorf("%w: article %q was deleted; its id is not reused", ErrDeleted, o.doc.ID)
				if x := d.pendingDeletion(seq); x != nil {
					if deleting == nil {
						deleting = map[int]*op{}
					}
					deleting[i] = x
				}
			} else {
				existing[i] = seq
			}
			continue
		}
		if err := d.sequence(o); err != nil {
			ops[i] = nil
			res[i].Status, res[i].Err = StatusError, err
			continue
		}
		d.storyIn <- o
	}
	d.imu.Unlock()

	// Wait for the commits: ours, and those of earlier copies of ids found
	// pending.
	var werr error
	for i, o := range ops {
		if x := deleting[i]; x != nil {
			// Answered "deleted" once the deletion is durable.
			select {
			case <-x.done:
			case <-ctx.Done():
				return nil, ctx.Err()
			}
			if x.err != nil {
				res[i].Err = fmt.Errorf("%w: the deletion of %q failed: %v", ErrUnavailable, docs[i].ID, x.err)
			}
			continue
		}
		if o == nil {
			if seq := existing[i]; seq >= 0 {
				if err := d.waitCommitted(ctx, seq); err != nil && werr == nil {
					werr = err
				}
			}
			continue
		}
		select {
		case <-o.done:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
		if o.err != nil {
			res[i].Status, res[i].Err = StatusError, fmt.Errorf("%w: %v", ErrUnavailable, o.err)
			continue
		}
		res[i] = o.result()
		d.m.ingestLatency.Observe(time.Since(start).Seconds())
	}
	if werr != nil {
		return nil, werr
	}
	for i, seq := range existing {
		if seq < 0 {
			continue
		}
		r, err := d.existingResult(ctx, docs[i].ID)
		if err != nil {
			res[i].Status, res[i].Err = StatusError, err
			continue
		}
		res[i] = r
	}
	for i := range res {
		if res[i].Err != nil {
			res[i].Error = res[i].Err.Error()
		}
		switch res[i].Status {
		case StatusCreated:
			d.m.created.Inc()
		case StatusExists:
			d.m.existing.Inc()
		default:
			d.m.refused.Inc()
		}
	}
	return res, nil
}

// sequence runs stage 1 for one article: number, relations, copy cluster.
// The caller holds imu.
func (d *Desk) sequence(o *op) error {
	seq := int32(len(d.docs))
	p := &pending{features: o.features, text: o.doc.Text, done: o.done}
	d.pmu.Lock()
	d.pending[seq] = p
	d.pmu.Unlock()
	info := dedup.DocInfo{ID: o.doc.ID, Source: o.doc.Source}
	if !o.doc.Published.IsZero() {
		info.Published = o.doc.Published.Unix()
	}
	doc, rels, err := d.index.Add(info, &o.sk, source{d})
	if err == nil && doc != int(seq) {
		err = fmt.Errorf("copy index numbered article %q %d, the desk %d", o.doc.ID, doc, seq)
	}
	if err != nil {
		// The index numbers a document only when Add succeeds, so the
		// desk's numbering goes on from seq too: a hole here would put
		// every later article one number off the index's, and each would
		// then be refused.
		d.pmu.Lock()
		delete(d.pending, seq)
		d.pmu.Unlock()
		return fmt.Errorf("checking %q for copies: %w", o.doc.ID, err)
	}
	o.seq, o.rels, o.root = seq, rels, seq
	o.relIDs = make([]string, len(rels))
	for k, r := range rels {
		other := r.A
		if other == int(seq) {
			other = r.B
		}
		o.relIDs[k] = d.docs[other].id
		if d.group.Has(r.Kind) {
			if root := d.docs[other].root; root < o.root {
				o.root = root
			}
		}
	}
	if o.root != seq {
		o.rootID = d.docs[o.root].id
	}
	d.docs = append(d.docs, docMeta{id: o.doc.ID, root: o.root})
	d.ids[o.doc.ID] = seq
	o.sk = dedup.Sketch{} // the index copied what it keeps
	return nil
}

// waitCommitted waits until article seq is durable.
func (d *Desk) waitCommitted(ctx context.Context, seq int32) error {
	d.pmu.RLock()
	p := d.pending[seq]
	d.pmu.RUnlock()
	if p == nil {
		return nil
	}
	select {
	case <-p.done:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (o *op) result() Result {
	r := Result{ID: o.doc.ID, Status: StatusCreated, Story: o.story, StoryNew: o.storyNew, CopyOf: o.rootID, Relations: make([]Relation, len(o.rels))}
	for k, rel := range o.rels {
		r.Relations[k] = viewRelation(int(o.seq), rel, ArticleRef{ID: o.relIDs[k]})
		// As for an article sent again: no passages (their byte offsets
		// are resolved when the article is read; here they were zeros).
		r.Relations[k].Passages = nil
	}
	sortRelations(r.Relations)
	return r
}

// existingResult answers an article sent again from the database.
func (d *Desk) existingResult(ctx context.Context, id string) (Result, error) {
	a, err := d.db.ArticleByID(ctx, id, false)
	if err != nil {
		return Result{}, fmt.Errorf("reading %q: %w", id, err)
	}
	r := Result{ID: id, Status: StatusExists, Story: a.Story}
	rels, others, err := d.relationsOf(ctx, a.Seq)
	if err != nil {
		return Result{}, err
	}
	for _, rel := range rels {
		rv := viewStored(a.Seq, &rel, refOf(others[otherSeq(a.Seq, &rel)]))
		rv.Passages = nil
		r.Relations = append(r.Relations, rv)
	}
	if r.Relations == nil {
		r.Relations = []Relation{}
	}
	sortRelations(r.Relations)
	if a.Root != a.Seq {
		if o, err := d.db.Articles(ctx, []int{a.Root}); err == nil && o[a.Root] != nil && !o[a.Root].Deleted {
			r.CopyOf = o[a.Root].ID
		}
	}
	return r, nil
}

// storyStage is stage 2: it places every article in a story, in order.
func (d *Desk) storyStage() {
	defer d.stagesWG.Done()
	defer close(d.writeIn)
	for {
		o, ok := d.nextStoryOp()
		if !ok {
			return
		}
		if o == nil {
			continue // woken: look again
		}
		switch o.kind {
		case opIngest:
			as := d.stories.Add(story.Doc{ID: o.doc.ID, Title: o.doc.Title, Text: o.doc.Text, Source: o.doc.Source,
				Published: o.doc.Published, CopyCluster: o.clusterID()})
			o.story, o.storyNew, o.storyCopy = as.Story, as.New, as.Copy
			o.headline = d.headline(as.Story, o.doc.Title, o.doc.Text)
			d.openStories.Store(int64(d.stories.Open()))
			d.lastIngested = o.seq
		case opDelete:
			o.after = d.lastIngested
			if o.delStory != "" {
				var heir *story.Doc
				if o.heirIndependent {
					heir = &o.heirDoc
				}
				d.removeFromStory(o.delStory, o.delDoc, o.delCopy, heir)
				d.openStories.Store(int64(d.stories.Open()))
				d.deletedSinceCheckpoint = true
			}
		}
		if len(d.closed) > 0 {
			o.closed = append([]string(nil), d.closed...)
			d.closed = d.closed[:0]
		}
		d.rearmCheckpoint()
		if o.kind == opCheckpoint || d.checkpointDue() {
			start := time.Now()
			data, err := d.stories.MarshalBinary()
			took := time.Since(start)
			// The interval counts from the end of the marshalling, and is
			// at least ten times as long: a state that takes longer to
			// encode than the interval must not be encoded for every op.
			d.lastCheckpoint, d.checkpointGap = time.Now(), max(10*took, d.opts.minCheckpointGap)
			if err != nil {
				d.log.Warn("story state checkpoint failed", "err", err)
			} else {
				o.snapshot, d.deletedSinceCheckpoint = data, false
				d.log.Info("story state checkpoint", "bytes", len(data), "took", took.Round(time.Millisecond))
			}
		}
		d.writeIn <- o
	}
}

// removeFromStory takes a deleted article out of its story, as the story
// stage does and a start replays it. heir, when not nil, is the deleted
// article's heir (the copy that became the original of its copies), a
// copy in the same story that becomes a report there (heirIndependent, as
// the database has it, for a closed story as for an open one): the
// deleted article leaves as the report it was, its features out of the
// story's centroid and the document frequencies, and the heir is counted
// in with its own (story.Assigner.CountIn), as if it had joined as a
// report. Its own deletion later takes out what was put in, so the
// family's words leave with its last article, whatever the order.
// (Were the heir to stand for the family with the original's features,
// words only the original had would stay in the frequencies, and those
// only the heir had would be taken out, never put in.)
func (d *Desk) removeFromStory(storyID string, doc story.Doc, copy bool, heir *story.Doc) {
	d.stories.Remove(storyID, doc, copy)
	if heir != nil {
		d.stories.CountIn(storyID, *heir)
	}
}

// nextStoryOp waits for the next op of the story stage. While deleted
// texts wait in the log for a checkpoint and none is due with an op (the
// gap after the last one has not passed), it makes one of its own once
// the gap has passed and nothing else came: a burst of deletions followed
// by silence is covered within the gap, not at the next article. It
// returns nil when woken (a checkpoint was lost), and false when the
// stage is to stop.
func (d *Desk) nextStoryOp() (*op, bool) {
	var due <-chan time.Time // nil: never
	if d.deletedSinceCheckpoint && d.opts.Checkpoint > 0 {
		timer := time.NewTimer(max(0, d.checkpointGap-time.Since(d.lastCheckpoint)))
		defer timer.Stop()
		due = timer.C
	}
	select {
	case o, ok := <-d.storyIn:
		return o, ok
	case <-d.storyWake:
		d.rearmCheckpoint()
		return nil, true
	case <-due:
		select {
		case o, ok := <-d.storyIn: // an op came as the gap ended: it takes the checkpoint
			return o, ok
		default:
			return &op{kind: opCheckpoint, heir: -1, done: make(chan struct{})}, true
		}
	}
}

// rearmCheckpoint: the writer could not store a checkpoint while deleted
// texts waited in the log, so one is due again (story stage).
func (d *Desk) rearmCheckpoint() {
	if d.checkpointLost.Swap(false) {
		d.deletedSinceCheckpoint = true
	}
}

// clusterID names the article's copy cluster for the story assigner: the
// id of its original, or its own.
func (o *op) clusterID() string {
	if o.rootID != "" {
		return o.rootID
	}
	return o.doc.ID
}

// writer is stage 3: it writes ops in groups, one transaction each.
func (d *Desk) writer() {
	defer d.stagesWG.Done()
	batch := make([]*op, 0, d.opts.MaxBatch)
	for o := range d.writeIn {
		batch = append(batch[:0], o)
	more:
		for len(batch) < d.opts.MaxBatch {
			select {
			case o, ok := <-d.writeIn:
				if !ok {
					break more
				}
				batch = append(batch, o)
			default:
				break more
			}
		}
		var err error
		held := false // the brief cache holds the stories of the batch's deletions
		if p := d.failed.Load(); p != nil {
			err = *p // after a failure nothing more is written: the database stays a prefix
		} else {
			for _, o := range batch {
				if o.kind == opDelete && o.delStory != "" {
					d.briefs.hold(o.delStory)
				}
			}
			held = true
			if d.beforeWrite != nil {
				d.beforeWrite(batch)
			}
			start := time.Now()
			err = d.write(batch)
			d.m.commitSeconds.Observe(time.Since(start).Seconds())
			d.m.commitArticles.Observe(float64(len(batch)))
			if err != nil {
				d.failed.Store(&err)
				d.log.Error("database write failed; writes are refused until restart", "err", err, "articles", len(batch))
			} else if d.afterCommit != nil {
				d.afterCommit(batch)
			}
		}
		// Committed: from the pending articles to the cache.
		d.pmu.Lock()
		for _, o := range batch {
			switch {
			case o.kind == opIngest:
				delete(d.pending, o.seq)
			case o.kind == opDelete:
				if err == nil {
					// After a failure it stays: its done then tells it.
					delete(d.deleting, o.seq)
				}
				if o.heir >= 0 && d.heirs[o.heir] == o.done {
					delete(d.heirs, o.heir)
				}
			}
		}
		d.pmu.Unlock()
		for _, o := range batch {
			switch {
			case err != nil:
			case o.kind == opIngest:
				d.feats.put(o.seq, o.features)
			case o.kind == opDelete:
				d.feats.drop(o.seq)
			}
		}
		for _, o := range batch {
			o.err = err
			if err == nil {
				d.account(o)
			}
			if held && o.kind == opDelete && o.delStory != "" {
				d.briefs.release(o.delStory)
			}
			close(o.done)
		}
	}
}

// account updates the counters after a commit.
func (d *Desk) account(o *op) {
	switch o.kind {
	case opIngest:
		d.articles.Add(1)
		if o.storyNew {
			d.nstories.Add(1)
		}
		for _, r := range o.rels {
			d.m.relations.Add(r.Kind.String(), 1)
		}
		if o.story != "" {
			d.briefs.invalidate(o.story)
		}
	case opDelete:
		d.articles.Add(-1)
		if o.storyGone {
			d.nstories.Add(-1)
		}
	}
}

func (d *Desk) write(batch []*op) error {
	ctx := context.Background()
	tx, err := d.db.Begin(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	// The stories this transaction changes are stamped now, not when the
	// requests came: a transaction commits after the ones before it, so
	// its stamp is never earlier than theirs, and a poller that asks for
	// what changed since the latest stamp it saw misses nothing.
	updated := d.stamp()
	var lastSnapshot *op
	for _, o := range batch {
		if o.snapshot != nil {
			lastSnapshot = o
		}
	}
	// Deletions logged and not covered by a stored checkpoint, counting
	// this transaction's: when one is lost with some waiting, the story
	// stage takes another.
	logged, stored := d.loggedSinceCheckpoint, false
	for _, o := range batch {
		switch o.kind {
		case opIngest:
			a := &sqlite.Article{Seq: int(o.seq), ID: o.doc.ID, Title: o.doc.Title, Source: o.doc.Source, URL: o.doc.URL,
				Published: o.doc.Published, Ingested: o.ingested, Words: o.words, Root: int(o.root), Story: o.story,
				StoryCopy: o.storyCopy, Text: o.doc.Text, Features: o.features, Sketch: o.sketch}
			if err := tx.InsertArticle(a); err != nil {
				return err
			}
			for _, r := range o.rels {
				if r.Kind == dedup.Identical && len(r.Passages) == 0 && o.words > 0 {
					// The whole text is shared.
					r.Passages = []dedup.Passage{{AFrom: 0, ATo: o.words, BFrom: 0, BTo: o.words, Words: o.words}}
				}
				if err := tx.InsertRelation(storedRelation(&r)); err != nil {
					return err
				}
			}
			if err := tx.TouchStory(&sqlite.StoryTouch{ID: o.story, Headline: o.headline, Published: o.doc.Published, Updated: updated, Copy: o.storyCopy}); err != nil {
				return err
			}
		case opDelete:
			del, err := tx.DeleteArticle(int(o.seq), int(o.heir), titleOf(o.delDoc.Title, o.delDoc.Text), updated)
			if err != nil {
				return err
			}
			if del.NoTitleLeft {
				// No title left in the story: the start of its earliest
				// article's text, as an untitled founder gives.
				title, text, err := tx.FirstArticle(o.delStory)
				if err == nil {
					err = tx.SetHeadline(o.delStory, titleOf(title, text))
				}
				if err != nil {
					return err
				}
			}
			o.storyGone = del.StoryEmptied
			if del.HeirIndependent != o.heirIndependent {
				// The story stage decided from what deleteOp read; a start
				// replays it from the log. Not reachable: deleteOp reads
				// (under imu) the story, story_copy and deleted of the
				// article and of its heir, and only ops queued ahead of
				// this one could change them before this write. The story
				// is set once, by the insert, which prepareDelete waits for
				// (pending, for both). deleted is set by an article's own
				// deletion, which marks it in d.docs at once: it is then
				// refused, or not named heir (firstCopy). story_copy is
				// cleared only for a deletion's heir: the article being
				// one is waited for (heirs), and the heir cannot be one,
				// since an heir's root becomes itself and firstCopy names
				// only copies of seq. Kept as a tripwire for a new writer.
				d.log.Warn("the heir's place in its story changed between the deletion and its write", "article", o.delDoc.ID, "heir", o.heirID)
			}
			// Until a snapshot covers it, a start replays the deletion from
			// the log (the article's text goes with the log).
			x := &o.delDoc
			if err := tx.LogDeletion(&sqlite.Deletion{After: int(o.after), Heir: o.heirID, HeirIndependent: del.HeirIndependent, Member: sqlite.Member{
				Seq: int(o.seq), ID: x.ID, Title: x.Title, Source: x.Source, Text: x.Text, Published: x.Published,
				CopyCluster: x.CopyCluster, Story: o.delStory, Copy: o.delCopy}}); err != nil {
				return err
			}
			logged++
		}
		for _, id := range o.closed {
			if err := tx.CloseStory(id); err != nil {
				return err
			}
		}
		if o.snapshot != nil {
			// Only the latest of a group is written: it supersedes the others.
			if o == lastSnapshot {
				if err := tx.PutSnapshot(storiesSnapshot, o.snapshot); err != nil {
					// The articles still commit: a checkpoint lost only makes
					// the next start replay more.
					d.log.Warn("story state checkpoint not stored", "err", err, "bytes", len(o.snapshot))
				} else {
					stored, logged = true, 0
				}
			}
			o.snapshot = nil
		}
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	d.loggedSinceCheckpoint = logged
	if lastSnapshot != nil && !stored && logged > 0 {
		d.checkpointLost.Store(true)
		select {
		case d.storyWake <- struct{}{}:
		default: // already told
		}
	}
	return nil
}

// stamp is the updated time of the stories a transaction changes: the
// clock, or the previous stamp when the clock reads earlier (set back,
// or behind the stamps of the file's last run), so that stamps follow
// the order in which the changes commit (writer).
func (d *Desk) stamp() time.Time {
	t := d.now().UTC()
	if t.Before(d.lastStamp) {
		t = d.lastStamp
	}
	d.lastStamp = t
	return t
}

// storedRelation is a relation as the database keeps it: passages in
// words, resolved to byte offsets when read.
func storedRelation(r *dedup.Relation) *sqlite.Relation {
	ps := make([][6]int, len(r.Passages))
	for i, p := range r.Passages {
		b := 0
		if p.Boilerplate {
			b = 1
		}
		ps[i] = [6]int{p.AFrom, p.ATo, p.BFrom, p.BTo, p.Words, b}
	}
	js, _ := json.Marshal(ps)
	return &sqlite.Relation{A: r.A, B: r.B, Kind: r.Kind.String(), Jaccard: r.Jaccard, ContAB: r.ContainmentAInB,
		ContBA: r.ContainmentBInA, Coverage: r.Coverage, Passages: string(js)}
}

// dedupRelation turns a stored relation back into a dedup.Relation (in
// seqs; passages in words).
func dedupRelation(s *sqlite.Relation) (dedup.Relation, error) {
	k, err := dedup.ParseKind(s.Kind)
	if err != nil {
		return dedup.Relation{}, err
	}
	r := dedup.Relation{A: s.A, B: s.B, Kind: k, Scores: dedup.Scores{Jaccard: s.Jaccard, ContainmentAInB: s.ContAB, ContainmentBInA: s.ContBA, Coverage: s.Coverage}}
	var ps [][6]int
	if err := json.Unmarshal([]byte(s.Passages), &ps); err != nil {
		return r, fmt.Errorf("passages of %d-%d: %w", s.A, s.B, err)
	}
	for _, p := range ps {
		r.Passages = append(r.Passages, dedup.Passage{AFrom: p[0], ATo: p[1], BFrom: p[2], BTo: p[3], Words: p[4], Boilerplate: p[5] != 0})
	}
	return r, nil
}

// DeleteResult tells what Delete did.
type DeleteResult struct {
	ID    string `json:"id"`
	Story string `json:"story,omitempty"` // the story it left ("" when none)
}

// Delete removes an article: from the copy index (it is never a candidate
// again), from its story, and from the database (its text, sketch and
// relations are dropped; a tombstone keeps the id, which is not reused).
func (d *Desk) Delete(ctx context.Context, id string) (DeleteResult, error) {
	if err := d.enter(ctx); err != nil {
		return DeleteResult{}, err
	}
	defer d.gate.RUnlock()
	o, err := d.prepareDelete(ctx, id)
	if err != nil {
		return DeleteResult{}, err
	}
	select {
	case <-o.done:
	case <-ctx.Done():
		return DeleteResult{}, ctx.Err()
	}
	if o.err != nil {
		return DeleteResult{}, fmt.Errorf("%w: %v", ErrUnavailable, o.err)
	}
	d.m.deleted.Inc()
	return DeleteResult{ID: id, Story: o.delStory}, nil
}

func (d *Desk) prepareDelete(ctx context.Context, id string) (*op, error) {
	for {
		d.imu.Lock()
		seq, ok := d.ids[id]
		switch {
		case !ok:
			d.imu.Unlock()
			return nil, fmt.Errorf("%w: no article %q", ErrNotFound, id)
		case d.docs[seq].deleted:
			x := d.pendingDeletion(seq)
			d.imu.Unlock()
			if x != nil {
				// Answered "deleted" once the deletion is durable.
				select {
				case <-x.done:
				case <-ctx.Done():
					return nil, ctx.Err()
				}
				if x.err != nil {
					return nil, fmt.Errorf("%w: the deletion of %q failed: %v", ErrUnavailable, id, x.err)
				}
			}
			return nil, fmt.Errorf("%w: article %q was deleted already", ErrDeleted, id)
		}
		heir := d.firstCopy(seq)
		d.pmu.RLock()
		var wait chan struct{}
		if p := d.pending[seq]; p != nil {
			// Ingested a moment ago: let it commit first.
			wait = p.done
		} else if h := d.heirs[seq]; h != nil {
			// Made an original by a deletion a moment ago, and still a
			// copy in the database (which tells how it leaves its story)
			// until that commits.
			wait = h
		} else if p := d.pending[heir]; heir >= 0 && p != nil {
			// Its heir was ingested a moment ago: its story, which tells
			// how the deleted article leaves its own, is in the database
			// once it commits.
			wait = p.done
		}
		d.pmu.RUnlock()
		if wait != nil {
			d.imu.Unlock()
			select {
			case <-wait:
				continue
			case <-ctx.Done():
				return nil, ctx.Err()
			}
		}
		o, err := d.deleteOp(ctx, seq, heir)
		if err != nil {
			d.imu.Unlock()
			return nil, err
		}
		d.storyIn <- o
		d.imu.Unlock()
		return o, nil
	}
}

// firstCopy is the earliest live copy of article seq when it is an
// original (-1: none), its heir should it be deleted. The caller holds
// imu.
func (d *Desk) firstCopy(seq int32) int32 {
	if d.docs[seq].root != seq {
		return -1
	}
	for s := seq + 1; s < int32(len(d.docs)); s++ {
		if m := &d.docs[s]; !m.deleted && m.root == seq {
			return s
		}
	}
	return -1
}

// deleteOp takes the article out of the copy index and prepares its
// removal from its story and the database; heir is firstCopy(seq), not
// pending. The caller holds imu.
func (d *Desk) deleteOp(ctx context.Context, seq, heir int32) (*op, error) {
	a, err := d.db.ArticleByID(ctx, d.docs[seq].id, true)
	if err != nil {
		return nil, fmt.Errorf("reading %q: %w", d.docs[seq].id, err)
	}
	heirIndependent := false
	var heirDoc story.Doc
	if heir >= 0 && !a.StoryCopy {
		// As DeleteArticle will find it: the heir a copy in the story.
		h, err := d.db.ArticleByID(ctx, d.docs[heir].id, true)
		if err != nil {
			return nil, fmt.Errorf("reading the heir of %q: %w", a.ID, err)
		}
		if !h.Deleted && h.Story == a.Story && h.StoryCopy {
			heirIndependent = true
			heirDoc = heirAsOriginal(h)
		}
	}
	blob, err := d.db.Sketch(ctx, int(seq))
	if err != nil {
		return nil, fmt.Errorf("reading the sketch of %q: %w", a.ID, err)
	}
	var sk dedup.Sketch
	if err := sk.UnmarshalBinary(blob); err != nil {
		return nil, fmt.Errorf("sketch of %q: %w", a.ID, err)
	}
	if err := d.index.Remove(int(seq), &sk); err != nil {
		return nil, err
	}
	d.docs[seq].deleted = true
	cluster := a.ID
	if r := d.docs[seq].root; r != seq {
		cluster = d.docs[r].id
	}
	// An original with copies left: the earliest of them becomes the
	// original of the others, so that the family still counts once, as
	// one report, and no copy names a deleted original.
	heirID := ""
	if heir >= 0 {
		heirID = d.docs[heir].id
		for s := heir; s < int32(len(d.docs)); s++ {
			if m := &d.docs[s]; !m.deleted && m.root == seq {
				m.root = heir
			}
		}
	}
	o := &op{kind: opDelete, seq: seq, done: make(chan struct{}),
		delStory: a.Story, delCopy: a.StoryCopy, heir: heir, heirID: heirID, heirIndependent: heirIndependent, heirDoc: heirDoc,
		delDoc: story.Doc{ID: a.ID, Title: a.Title, Text: a.Text, Source: a.Source, Published: a.Published, CopyCluster: cluster}}
	d.pmu.Lock()
	d.deleting[seq] = o
	if heir >= 0 {
		d.heirs[heir] = o.done
	}
	d.pmu.Unlock()
	return o, nil
}

// pendingDeletion is the deletion of article seq when it is sequenced
// and not committed yet (nil: none, or committed).
func (d *Desk) pendingDeletion(seq int32) *op {
	d.pmu.RLock()
	defer d.pmu.RUnlock()
	return d.deleting[seq]
}

// heirAsOriginal is a stored article, the heir of a deleted original, as
// the story assigner counts it in: the original of its copy cluster.
func heirAsOriginal(h *sqlite.Article) story.Doc {
	return story.Doc{ID: h.ID, Title: h.Title, Text: h.Text, Source: h.Source, Published: h.Published, CopyCluster: h.ID}
}

// isNotFound maps the store's not-found onto the desk's.
func isNotFound(err error) bool { return errors.Is(err, sqlite.ErrNotFound) }

// sameArticle tells whether two documents under one id are the same
// article.
func sameArticle(a, b copydesk.Document) bool { return differs(a, b) == "" }

// differs names the first field in which b differs from a ("" for none).
func differs(a, b copydesk.Document) string {
	switch {
	case a.Text != b.Text:
		return "text"
	case a.Title != b.Title:
		return "title"
	case a.Source != b.Source:
		return "source"
	case a.URL != b.URL:
		return "url"
	case !a.Published.Equal(b.Published):
		return "publication date"
	}
	return ""
}
