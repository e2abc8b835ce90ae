// Package desk is the news desk as a service: articles come in one at a
// time (or in batches), each is checked at once against every article
// stored for copies, placed in a story, and kept in one SQLite file; reads
// answer an article with its copies and shared passages, the stories by
// latest activity, and a story with its brief.
//
// # Pipeline
//
// An ingested article goes through three stages, each serial, running
// concurrently with the others (so that both cores of a small machine
// work):
//
//  1. the copy index (dedup.Online): the article gets its number (seq),
//     its relations to every stored article are verified, and its copy
//     cluster is the one of the earliest original it copies;
//  2. the story assigner (story.Assigner): the article joins a story;
//  3. the writer: articles are written in groups, one transaction per
//     group, in seq order (group commit).
//
// Sketching (tokens, shingles, MinHash) runs before stage 1, in the
// caller's goroutine. Ingest returns only when the article's transaction
// has committed: an acknowledged article survives the process being killed
// (see store/sqlite for the synchronous setting).
//
// # Restart
//
// The database holds a prefix of the pipeline's output (transactions
// commit in seq order), so start-up rebuilds the in-memory state from it:
// the copy index from the stored sketches, and the story assigner from
// its latest checkpoint (Options.Checkpoint), replaying the articles
// ingested after it (story.Assigner.Restore) and the deletions logged
// after it (story.Assigner.Remove), in the order they came. With no
// checkpoint yet it replays every article and logged deletion the same
// way, from a new assigner; only a file from before the log with articles
// deleted makes it replay the live members of the open stories, in
// ingest order, into their known stories. Reads are served during the load;
// ingest and delete wait until it is done (Ready).
package desk

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/copydesk/copydesk/brief"
	"github.com/copydesk/copydesk/dedup"
	"github.com/copydesk/copydesk/headline"
	"github.com/copydesk/copydesk/internal/metrics"
	"github.com/copydesk/copydesk/store/sqlite"
	"github.com/copydesk/copydesk/story"
)

// Errors callers may test for with errors.Is.
var (
	// ErrNotFound: no article or story with that id.
	ErrNotFound = errors.New("not found")
	// ErrDeleted: the article was deleted; its id is not reused.
	ErrDeleted = errors.New("deleted")
	// ErrInvalid: an article that cannot be ingested (no id, id too long).
	ErrInvalid = errors.New("invalid article")
	// ErrBadQuery: a listing's parameter that cannot be read (a cursor
	// no listing gave).
	ErrBadQuery = errors.New("invalid query")
	// ErrUnavailable: the desk cannot write now: it is still loading, is
	// closing, or a write to the database failed.
	ErrUnavailable = errors.New("unavailable")
	// ErrLocked: another process has the database open.
	ErrLocked = errors.New("database in use by another process")
)

// MaxIDLength is the longest article id accepted, in bytes.
const MaxIDLength = 512

// Options configure a Desk. The zero value works.
type Options struct {
	// Logger receives notes about loading, failures and slow operations
	// (default: discarded).
	Logger *slog.Logger
	// Dedup configures copy detection (zero: the defaults, every relation).
	Dedup dedup.Options
	// Group lists the relations that put an article in the copy cluster of
	// the other (default: identical, near-duplicate, excerpt). A copy
	// counts once in its story.
	Group dedup.KindSet
	// Stories configures story grouping (OnClose is the desk's own).
	Stories story.Options
	// Brief configures the briefs of stories.
	Brief brief.Options
	// BriefMaxDocs caps the articles a brief is built from: a larger
	// story's brief reads its first quarter and latest three quarters of
	// that many, in publication order (default 100).
	BriefMaxDocs int
	// BriefCache is the number of stories whose brief is kept (default 512).
	BriefCache int
	// Synchronous is the SQLite synchronous setting, "normal" or "full"
	// (see store/sqlite).
	Synchronous string
	// FeatureCache is the memory, in bytes, kept for the verification
	// features of recent articles (default 64 MiB).
	FeatureCache int
	// MaxBatch caps the articles written in one transaction (default 2048).
	MaxBatch int
	// Now is the clock (default time.Now): the time an article's request
	// came (its ingested time), and the time the writer stamps on the
	// stories it changes (their updated time, never going back).
	Now func() time.Time
	// Registry receives the desk's metrics (default: a registry of its own,
	// see Metrics).
	Registry *metrics.Registry
	// Checkpoint is how often, while articles arrive, the story
	// assigner's whole state is saved with them (default
	// DefaultCheckpoint; negative: only when the desk stops). A start
	// takes back the latest and replays the articles and deletions after
	// it: the same state as before the stop or the crash. A deleted
	// article's text stays in the log of deletions until the next
	// checkpoint, which follows a burst of deletions once it is over
	// (not when Checkpoint is negative: then at the stop).
	Checkpoint time.Duration

	// minCheckpointGap raises the gap between two checkpoints (tests).
	minCheckpointGap time.Duration
}

// DefaultCheckpoint is how often the story state is saved by default.
const DefaultCheckpoint = 5 * time.Minute

// Desk is the news desk. Safe for concurrent use.
type Desk struct {
	opts  Options
	log   *slog.Logger
	now   func() time.Time
	path  string
	db    *sqlite.DB
	lock  *fileLock
	group dedup.KindSet

	sketchers chan *dedup.Sketcher // kept, not pooled: a new one computes its LSH bands

	// Stage 1: the copy index. imu guards index, docs, ids.
	imu   sync.Mutex
	index *dedup.Online
	docs  []docMeta
	ids   map[string]int32

	// Articles sequenced but not yet committed: their features and texts,
	// for verification of the articles that follow them.
	pmu     sync.RWMutex
	pending map[int32]*pending
	feats   *featCache
	// heirs: the copies made originals by a deletion not yet committed
	// (to the deletion's done): deleting one waits for it, since the
	// database still calls it a copy until then (pmu guards it).
	heirs map[int32]chan struct{}
	// deleting: the deletions sequenced and not yet committed, by the
	// deleted article's seq (pmu guards it). The article is deleted in
	// docs at once; a resend of its id or a second deletion is answered
	// "deleted" only once this commits, since a crash before the commit
	// brings the article back.
	deleting map[int32]*op

	// Stage 2: the story assigner, owned by the story goroutine (and by
	// the loader before it starts).
	stories *story.Assigner
	closed  []string // stories the assigner closed during the current op
	storyIn chan *op
	// storyWake tells an idle story stage to look again at whether a
	// checkpoint is due (the writer lost one).
	storyWake chan struct{}
	writeIn   chan *op
	stagesWG  sync.WaitGroup

	// gate: Ingest and Delete hold it shared; Close takes it exclusively.
	gate       sync.RWMutex
	closeOnce  sync.Once
	closeErr   error
	background sync.WaitGroup
	shut       bool
	ready      chan struct{}
	loadErr    error
	// life ends when Close begins (cancel): loading and the briefs
	// written in the background stop with it.
	life      context.Context
	cancel    context.CancelFunc
	loadDone  chan struct{}
	failed    atomic.Pointer[error] // a write failed: writes are refused
	storyOpts story.Options
	// storiesFromSnapshot: the story assigner came back from the state
	// saved at a checkpoint or the last stop, not from a replay of the
	// open stories; storiesFromStart: with no checkpoint in the file,
	// from a replay of every article and logged deletion.
	storiesFromSnapshot bool
	storiesFromStart    bool
	replayed            int // articles replayed into the story assigner at the start
	// Checkpoints: when the last was taken (story stage), and a request
	// for one at the next op (tests).
	lastCheckpoint time.Time
	checkpointGap  time.Duration // at least this long between two (ten times the last one's encoding)
	// deletedSinceCheckpoint: an article was taken out of its story after
	// the last checkpoint (story stage); checkpointLost: the writer could
	// not store a checkpoint while deletions waited in the log (the story
	// stage then takes another once idle).
	deletedSinceCheckpoint bool
	checkpointLost         atomic.Bool
	loggedSinceCheckpoint  int // deletions logged since the last stored checkpoint (writer)
	// lastStamp is the latest updated time the writer gave a story (at
	// the start, the latest in the file): stamps never go back.
	lastStamp time.Time
	// lastIngested is the seq of the last article the story stage placed:
	// a deletion's place among the articles, for its log.
	lastIngested  int32
	checkpointReq atomic.Bool
	// noSaveAtStop makes Close stop as a crash would, without saving the
	// story state (tests).
	noSaveAtStop bool
	// afterCommit, when set, runs in the writer after each transaction
	// commits, before the caches are told (tests).
	afterCommit func(batch []*op)
	// beforeWrite, when set, runs in the writer before each transaction
	// (tests: a transaction held back, as a kill before its commit).
	beforeWrite func(batch []*op)
	loadTime    time.Duration

	articles    atomic.Int64 // live articles
	nstories    atomic.Int64 // stories in the database
	openStories atomic.Int64 // stories open in the assigner

	briefs *briefCache
	m      *deskMetrics
}

// docMeta is what the desk keeps in memory of every article.
type docMeta struct {
	id      string
	root    int32 // seq of the original of its copy cluster
	deleted bool
}

type pending struct {
	features []byte
	text     string
	done     chan struct{}
}

// Open opens (creating if needed) the desk database at path and starts
// loading its state in the background: reads work at once, writes wait
// until Ready. Close it when done.
func Open(ctx context.Context, path string, opts Options) (*Desk, error) {
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.BriefMaxDocs <= 0 {
		opts.BriefMaxDocs = 100
	}
	if opts.BriefCache <= 0 {
		opts.BriefCache = 512
	}
	if opts.FeatureCache <= 0 {
		opts.FeatureCache = 64 << 20
	}
	if opts.MaxBatch <= 0 {
		opts.MaxBatch = 2048
	}
	if opts.Group == 0 {
		opts.Group = dedup.DefaultGroupKinds
	}
	if opts.Registry == nil {
		opts.Registry = metrics.NewRegistry()
	}
	if opts.Checkpoint == 0 {
		opts.Checkpoint = DefaultCheckpoint
	}
	opts.Dedup = opts.Dedup.WithDefaults()
	index, err := dedup.NewOnline(opts.Dedup)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrInvalid, err)
	}
	d := &Desk{opts: opts, log: opts.Logger, now: opts.Now, path: path, group: opts.Group, index: index,
		ids: map[string]int32{}, pending: map[int32]*pending{}, heirs: map[int32]chan struct{}{}, deleting: map[int32]*op{}, feats: newFeatCache(opts.FeatureCache),
		ready: make(chan struct{}), loadDone: make(chan struct{}),
		storyIn: make(chan *op, 4096), writeIn: make(chan *op, 4096), storyWake: make(chan struct{}, 1)}
	sopts := opts.Stories
	sopts.OnClose, sopts.OnClosed = nil, func(id string) { d.closed = append(d.closed, id) }
	d.storyOpts = sopts
	if d.stories, err = story.New(sopts); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrInvalid, err)
	}
	d.sketchers = make(chan *dedup.Sketcher, 2*runtime.GOMAXPROCS(0))
	if dir := filepath.Dir(path); dir != "" {
		if _, err := os.Stat(dir); err != nil {
			return nil, fmt.Errorf("database directory: %w", err)
		}
	}
	// A path that cannot be a database is refused before the lock file
	// is made: a mistaken --db must leave nothing behind.
	if err := sqlite.CheckPath(path); err != nil {
		return nil, err
	}
	lockPath := path + ".lock"
	_, statErr := os.Lstat(lockPath)
	madeLock := errors.Is(statErr, fs.ErrNotExist)
	if d.lock, err = lockFile(lockPath); err != nil {
		return nil, err
	}
	// failed releases the lock, and removes its file when this Open made
	// it (the database it was for is not usable).
	failed := func(err error) (*Desk, error) {
		d.lock.unlock(madeLock)
		return nil, err
	}
	if d.db, err = sqlite.Open(ctx, path, sqlite.Options{Synchronous: opts.Synchronous}); err != nil {
		return failed(err)
	}
	if err := d.checkOptions(ctx); err != nil {
		d.db.Close()
		return failed(err)
	}
	d.briefs = newBriefCache(opts.BriefCache)
	d.m = newDeskMetrics(opts.Registry, d)
	d.life, d.cancel = context.WithCancel(context.Background())
	go d.load(d.life)
	return d, nil
}

// checkOptions refuses a database whose sketches were made with other
// copy-detection options: they would not match new ones.
func (d *Desk) checkOptions(ctx context.Context) error {
	o := d.opts.Dedup
	want := fmt.Sprintf("shingle=%d hashes=%d near=%g seed=%d minpassage=%d kinds=%s", o.ShingleSize, o.NumHashes, o.NearDuplicate, o.Seed, o.MinPassage, o.Kinds)
	got, err := d.db.Meta(ctx, "sketch")
	switch {
	case errors.Is(err, sqlite.ErrNotFound):
		return d.db.SetMeta(ctx, "sketch", want)
	case err != nil:
		return err
	case got != want:
		return fmt.Errorf("%s was built with copy-detection options %q, not %q: sketches would not match", d.path, got, want)
	}
	return nil
}

func (d *Desk) sketcher() *dedup.Sketcher {
	select {
	case s := <-d.sketchers:
		return s
	default:
		return dedup.NewSketcher(d.opts.Dedup)
	}
}

func (d *Desk) putSketcher(s *dedup.Sketcher) {
	select {
	case d.sketchers <- s:
	default:
	}
}

// Ready is closed when the state is loaded and writes are accepted (or
// loading failed: see Wait).
func (d *Desk) Ready() <-chan struct{} { return d.ready }

// Wait waits until the desk is ready for writes; it returns the loading
// error, if any.
func (d *Desk) Wait(ctx context.Context) error {
	select {
	case <-d.ready:
		return d.loadErr
	case <-ctx.Done():
		return ctx.Err()
	}
}

// LoadTime is how long loading the state took (0 while loading).
func (d *Desk) LoadTime() time.Duration {
	select {
	case <-d.ready:
		return d.loadTime
	default:
		return 0
	}
}

// Status describes the desk for health checks.
type Status struct {
	State    string `json:"status"` // "loading", "ok" or "failed"
	Error    string `json:"error,omitempty"`
	Articles int64  `json:"articles"`
	Stories  int64  `json:"stories"`
}

// Status reports whether the desk is loading, working or failed.
func (d *Desk) Status() Status {
	st := Status{State: "ok", Articles: d.articles.Load(), Stories: d.nstories.Load()}
	select {
	case <-d.ready:
		if d.loadErr != nil {
			st.State, st.Error = "failed", d.loadErr.Error()
		} else if p := d.failed.Load(); p != nil {
			st.State, st.Error = "failed", (*p).Error()
		}
	default:
		st.State = "loading"
	}
	return st
}

// Close stops accepting writes, waits for the writes in flight to commit,
// checkpoints and closes the database. Reads must have stopped.
func (d *Desk) Close() error {
	d.closeOnce.Do(func() { d.closeErr = d.close() })
	return d.closeErr
}

func (d *Desk) close() error {
	d.cancel()
	<-d.loadDone
	d.gate.Lock()
	d.shut = true
	d.gate.Unlock()
	if d.loadErr == nil {
		close(d.storyIn)
		d.stagesWG.Wait()
		if d.failed.Load() == nil && !d.noSaveAtStop {
			d.saveStories()
		}
	}
	d.background.Wait() // briefs being written
	err := d.db.Close()
	// The lock file goes with the lock: left behind, it read as a desk
	// still in use (a review on 7 December 2026).
	d.lock.unlock(true)
	if err != nil {
		return fmt.Errorf("closing %s: %w", d.path, err)
	}
	d.log.Info("database closed", "path", d.path, "articles", d.articles.Load(), "stories", d.nstories.Load())
	return nil
}

// load rebuilds the copy index and the open stories from the database,
// then starts the pipeline.
func (d *Desk) load(ctx context.Context) {
	defer close(d.loadDone)
	start := time.Now()
	err := d.loadState(ctx)
	d.loadTime = time.Since(start)
	if err != nil {
		d.loadErr = fmt.Errorf("loading %s: %w", d.path, err)
		if ctx.Err() != nil {
			d.log.Info("loading stopped: the desk is closing")
		} else {
			d.log.Error("loading failed", "err", d.loadErr)
		}
		d.gate.Lock()
		d.shut = true
		d.gate.Unlock()
		close(d.ready)
		return
	}
	d.stagesWG.Add(2)
	go d.storyStage()
	go d.writer()
	close(d.ready)
}

// loadChunk is the number of seqs a start-up worker reads at a time.
const loadChunk = 1 << 14

// loadedRow is an article as a start-up worker hands it over.
type loadedRow struct {
	seq       int
	id        string
	source    string
	published int64
	root      int32
	deleted   bool
	sketch    []byte
}

// scanChunks reads the articles in chunks of seqs, on several connections
// at once, and hands the chunks to fn in seq order.
func (d *Desk) scanChunks(ctx context.Context, next int, fn func([]loadedRow) error) error {
	chunks := (next + loadChunk - 1) / loadChunk
	workers := max(2, runtime.GOMAXPROCS(0))
	results := make([]chan []loadedRow, chunks)
	for i := range results {
		results[i] = make(chan []loadedRow, 1)
	}
	tokens := make(chan struct{}, 2*workers) // chunks read ahead of fn
	var counter atomic.Int64
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	errc := make(chan error, workers)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Go(func() {
			for {
				select {
				case tokens <- struct{}{}:
				case <-ctx.Done():
					return
				}
				c := int(counter.Add(1)) - 1
				if c >= chunks {
					return
				}
				rows := make([]loadedRow, 0, loadChunk)
				err := d.db.ScanRange(ctx, c*loadChunk, (c+1)*loadChunk, func(l *sqlite.Loaded) error {
					r := loadedRow{seq: l.Seq, id: l.ID, source: l.Source, root: int32(l.Root), deleted: l.Deleted || l.Sketch == nil}
					if !l.Published.IsZero() {
						r.published = l.Published.Unix()
					}
					if !r.deleted {
						r.sketch = append([]byte(nil), l.Sketch...)
					}
					rows = append(rows, r)
					return nil
				})
				if err != nil {
					errc <- err
					cancel()
					return
				}
				results[c] <- rows
			}
		})
	}
	defer wg.Wait()
	for c := 0; c < chunks; c++ {
		select {
		case rows := <-results[c]:
			if err := fn(rows); err != nil {
				cancel()
				return err
			}
			<-tokens
		case err := <-errc:
			return err
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	return nil
}

func (d *Desk) loadState(ctx context.Context) error {
	t0 := time.Now()
	next, err := d.db.NextSeq(ctx)
	if err != nil {
		return err
	}
	d.docs = make([]docMeta, 0, next+1024)
	d.index.ReserveLoad(next)
	d.ids = make(map[string]int32, next+1024)
	var sk dedup.Sketch
	var empty dedup.Sketch
	live := int64(0)
	err = d.scanChunks(ctx, next, func(rows []loadedRow) error {
		for i := range rows {
			l := &rows[i]
			for len(d.docs) < l.seq { // a seq never written (a failed transaction): a hole
				d.index.Load(dedup.DocInfo{}, &empty, true)
				d.docs = append(d.docs, docMeta{root: int32(len(d.docs)), deleted: true})
			}
			info := dedup.DocInfo{ID: l.id, Source: l.source, Published: l.published}
			if l.deleted {
				d.index.Load(info, &empty, true)
			} else {
				if err := sk.UnmarshalBinary(l.sketch); err != nil {
					return fmt.Errorf("article %q: %w", l.id, err)
				}
				d.index.Load(info, &sk, false)
				live++
			}
			d.docs = append(d.docs, docMeta{id: l.id, root: l.root, deleted: l.deleted})
			d.ids[l.id] = int32(l.seq)
		}
		return ctx.Err()
	})
	if err == nil {
		d.index.Freeze()
	}
	if err != nil {
		return fmt.Errorf("copy index: %w", err)
	}
	d.articles.Store(live)
	d.lastIngested = int32(len(d.docs)) - 1
	tIndex := time.Since(t0)
	t1 := time.Now()
	err = nil
	if !d.restoreStories(ctx) {
		d.replayed, err = d.replay(ctx, d.db.ScanOpenStories)
	}
	if err != nil {
		return fmt.Errorf("open stories: %w", err)
	}
	// Stories the replay closed (their window passed) are closed for good.
	if len(d.closed) > 0 {
		tx, err := d.db.Begin(ctx)
		if err != nil {
			return err
		}
		for _, id := range d.closed {
			if err := tx.CloseStory(id); err != nil {
				tx.Rollback()
				return err
			}
		}
		if err := tx.Commit(); err != nil {
			return err
		}
		d.closed = d.closed[:0]
	}
	d.openStories.Store(int64(d.stories.Open()))
	// Deleted texts waiting in the log after a crash leave it now, with a
	// snapshot of the state just rebuilt, not at the next checkpoint,
	// which an idle desk may not take for long. A state rebuilt from
	// every article is saved too: another crash then replays only what
	// comes after.
	if logged, err := d.db.DeletionsLogged(ctx); err != nil {
		return err
	} else if d.storiesFromStart && live > 0 && logged == 0 {
		d.saveStories()
	} else if logged > 0 && !d.saveStories() {
		// The story stage takes one itself (and again, should that one be
		// lost too).
		d.deletedSinceCheckpoint, d.loggedSinceCheckpoint = true, logged
	}
	_, nst, err := d.db.Counts(ctx)
	if err != nil {
		return err
	}
	if latest, err := d.db.Stories(ctx, time.Time{}, "", 1, nil); err != nil {
		return err
	} else if len(latest) > 0 {
		d.lastStamp = latest[0].Updated
	}
	d.nstories.Store(int64(nst))
	d.lastCheckpoint = time.Now()
	d.log.Info("state loaded", "articles", live, "seqs", len(d.docs), "index", tIndex.Round(time.Millisecond),
		"snapshot", d.storiesFromSnapshot, "from_start", d.storiesFromStart, "replayed", d.replayed, "open_stories", d.stories.Open(), "stories", time.Since(t1).Round(time.Millisecond))
	return nil
}

// storiesSnapshot is the key of the story assigner's snapshot.
const storiesSnapshot = "stories"

// saveStories stores the story assigner's state as the desk stops (or
// as it starts with deletions in the log, or from a replay of every
// article), as covering every article the database holds: the next start
// takes it back as it was (restoreStories) and replays only what comes
// after it. No op may be going through the stages. A failure only costs
// the next start the replay of the articles after the last checkpoint
// (or of all of them, with none).
func (d *Desk) saveStories() (saved bool) {
	start := time.Now()
	ctx := context.Background()
	data, err := d.stories.MarshalBinary()
	var tx *sqlite.Tx
	if err == nil {
		tx, err = d.db.Begin(ctx)
	}
	if err == nil {
		if err = tx.PutSnapshot(storiesSnapshot, data); err == nil {
			err = tx.Commit()
		} else {
			tx.Rollback()
		}
	}
	if err != nil {
		d.log.Warn("story state not saved", "err", err)
		return false
	}
	d.log.Info("story state saved", "bytes", len(data), "open_stories", d.stories.Open(), "took", time.Since(start).Round(time.Millisecond))
	return true
}

// checkpointDue reports whether the story stage saves the state with the
// op at hand.
func (d *Desk) checkpointDue() bool {
	if d.checkpointReq.Swap(false) {
		return true
	}
	if d.opts.Checkpoint <= 0 {
		return false
	}
	since := time.Since(d.lastCheckpoint)
	if d.deletedSinceCheckpoint && len(d.storyIn) == 0 && since >= d.checkpointGap {
		// A deleted article's text stays in the deletion log until a
		// checkpoint covers it: save the state once a burst of deletions
		// is over (nothing waiting).
		return true
	}
	return since >= max(d.opts.Checkpoint, d.checkpointGap)
}

// restoreStories takes back the story assigner's latest saved state and
// replays what came after it: the articles ingested since (Restore, with
// the stories they were given) and the deletions since (Remove), in the
// order the story stage took them; with no saved state, everything from
// a new assigner. When the deletion log does not account for every
// article deleted since (a copydesk from before the log wrote to the
// file), or when anything fails, the assigner is left new, for the
// replay of the open stories.
func (d *Desk) restoreStories(ctx context.Context) bool {
	snap, err := d.db.Snapshot(ctx, storiesSnapshot)
	// No checkpoint yet (a crash before the first one, or a file only
	// ever stopped by a crash under --checkpoint 0): the log has not
	// been emptied since the file began, so a new assigner with every
	// article and deletion replayed is the state the run had.
	fromStart := errors.Is(err, sqlite.ErrNotFound)
	if fromStart {
		snap, err = sqlite.Snapshot{Logs: true}, nil
	}
	var dels []sqlite.Deletion
	if err == nil && snap.Logs {
		// A snapshot a copydesk from before the log wrote leaves the log
		// as it was: its rows may be older than the snapshot, and later
		// deletions missing. Only a snapshot with no deletion since it
		// is good then.
		dels, err = d.db.Deletions(ctx)
	}
	if err == nil {
		err = deletionsAccounted(ctx, d.db, snap, dels)
	}
	switch {
	case err != nil:
	case fromStart:
		err = d.stories.RestoreFromStart()
	default:
		err = d.stories.UnmarshalBinary(snap.Data)
	}
	if err == nil {
		d.replayed, err = d.replayAfter(ctx, snap.Seq, dels)
	}
	if err != nil {
		if fromStart && errors.Is(err, errNotLogged) {
			// A file from before the log with articles deleted: nothing
			// was lost, there is no checkpoint to take.
			d.log.Info("no checkpoint and deletions not logged: replaying the open stories", "err", err)
		} else {
			d.log.Warn("story state not restored: replaying the open stories", "err", err)
		}
		d.closed = d.closed[:0]
		if fresh, nerr := story.New(d.storyOpts); nerr == nil {
			d.stories = fresh
		}
		return false
	}
	if fromStart {
		if d.replayed > 0 {
			d.log.Info("no checkpoint: story state rebuilt from every article", "replayed", d.replayed, "deletions_replayed", len(dels))
		}
		d.storiesFromStart = true
		return true
	}
	d.log.Info("story state restored", "snapshot_seq", snap.Seq, "replayed_after", d.replayed, "deletions_replayed", len(dels))
	d.storiesFromSnapshot = true
	return true
}

// errNotLogged: articles were deleted and not logged (by a copydesk from
// before the log of deletions).
var errNotLogged = errors.New("articles deleted and not logged")

// deletionsAccounted checks that the deletion log holds every article
// deleted since the snapshot: those before it (the snapshot counted them
// live) and those ingested after it.
func deletionsAccounted(ctx context.Context, db *sqlite.DB, snap sqlite.Snapshot, dels []sqlite.Deletion) error {
	liveBefore, deletedAfter, err := db.Since(ctx, snap.Seq)
	if err != nil {
		return err
	}
	var loggedBefore, loggedAfter int64
	for i := range dels {
		if dels[i].Seq < snap.Seq {
			loggedBefore++
		} else {
			loggedAfter++
		}
	}
	if liveBefore != snap.Live-loggedBefore || deletedAfter != loggedAfter {
		return fmt.Errorf("%w (%d live before the checkpoint, it counted %d and %d logged deletions; %d deleted after it, %d logged)",
			errNotLogged, liveBefore, snap.Live, loggedBefore, deletedAfter, loggedAfter)
	}
	return nil
}

// replayAfter replays, on the state of a snapshot taken at seq, the
// articles ingested from seq on, live ones from the database and deleted
// ones from the log, with the logged deletions in their places between
// them; it returns the number of articles replayed.
func (d *Desk) replayAfter(ctx context.Context, seq int, dels []sqlite.Deletion) (int, error) {
	// The deleted articles ingested after the snapshot (indices into
	// dels), in seq order; the deletions themselves stay in log order
	// (After only grows along it).
	var gone, heirs []int
	for i := range dels {
		if dels[i].Seq >= seq {
			gone = append(gone, i)
		}
		if dels[i].Heir != "" {
			heirs = append(heirs, i)
		}
	}
	slices.SortFunc(gone, func(x, y int) int { return dels[x].Seq - dels[y].Seq })
	heirDocs, err := d.heirDocs(ctx, dels)
	if err != nil {
		return 0, err
	}
	// asIngested gives an article back the copy cluster and the copy flag
	// it had at its ingest, from those the deletions before upto left it:
	// an original deleted with copies left handed its name to its heir,
	// and the heir, a copy in its story, became a report there.
	asIngested := func(m *sqlite.Member, upto int) {
		for k := len(heirs) - 1; k >= 0; k-- {
			x := &dels[heirs[k]]
			if heirs[k] >= upto || x.After < m.Seq {
				continue
			}
			if x.HeirIndependent && m.ID == x.Heir {
				m.Copy = true
			}
			if m.CopyCluster == x.Heir {
				m.CopyCluster = x.ID
			}
		}
	}
	next := 0 // the next deletion to apply
	// deleteUpTo applies the deletions made before article seq was ingested.
	deleteUpTo := func(seq int) {
		for ; next < len(dels) && dels[next].After < seq; next++ {
			if x := &dels[next]; x.Story != "" {
				var heir *story.Doc
				if h, ok := heirDocs[next]; ok {
					heir = &h
				}
				d.removeFromStory(x.Story, memberDoc(&x.Member), x.Copy, heir)
			}
		}
	}
	// restoreGone hands over the deleted articles ingested before seq.
	restoreGone := func(seq int, fn func(*sqlite.Member) error) error {
		for len(gone) > 0 && dels[gone[0]].Seq < seq {
			i := gone[0]
			gone = gone[1:]
			m := dels[i].Member
			deleteUpTo(m.Seq)
			asIngested(&m, i)
			if err := fn(&m); err != nil {
				return err
			}
		}
		return nil
	}
	restore := func(ctx context.Context, fn func(*sqlite.Member) error) error {
		err := d.db.ScanFrom(ctx, seq, func(m *sqlite.Member) error {
			if err := restoreGone(m.Seq, fn); err != nil {
				return err
			}
			deleteUpTo(m.Seq)
			asIngested(m, len(dels))
			return fn(m)
		})
		if err == nil {
			err = restoreGone(math.MaxInt, fn)
		}
		if err == nil {
			deleteUpTo(math.MaxInt)
		}
		return err
	}
	return d.replay(ctx, restore)
}

// heirDocs reads, for each logged deletion (by index) whose heir became a
// report in the story (HeirIndependent), the heir as the story stage
// counted it in: from its own deletion, logged later, when it was deleted
// too, else from the database.
func (d *Desk) heirDocs(ctx context.Context, dels []sqlite.Deletion) (map[int]story.Doc, error) {
	out := map[int]story.Doc{}
	var logged map[string]int // deletion by article id, made when first needed
	for i := range dels {
		x := &dels[i]
		if !x.HeirIndependent || x.Story == "" {
			continue
		}
		if logged == nil {
			logged = make(map[string]int, len(dels))
			for j := range dels {
				logged[dels[j].ID] = j
			}
		}
		if j, ok := logged[x.Heir]; ok && j > i {
			h := memberDoc(&dels[j].Member)
			h.CopyCluster = h.ID // the family's original now
			out[i] = h
			continue
		}
		h, err := d.db.ArticleByID(ctx, x.Heir, true)
		if err != nil {
			return nil, fmt.Errorf("the heir %q of deleted %q: %w", x.Heir, x.ID, err)
		}
		if h.Deleted {
			return nil, fmt.Errorf("the heir %q of deleted %q: %w (its deletion is not in the log)", x.Heir, x.ID, errNotLogged)
		}
		out[i] = heirAsOriginal(h)
	}
	return out, nil
}

// replay puts the articles scan hands over back into the stories they
// were given, in ingest order, and counts them.
func (d *Desk) replay(ctx context.Context, scan func(context.Context, func(*sqlite.Member) error) error) (int, error) {
	n := 0
	err := scan(ctx, func(m *sqlite.Member) error {
		if n%4096 == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		n++
		// Restore, not Replay: it scores the open stories as Add did, so
		// their weights are renewed when Add renewed them; with Replay, 14
		// of 3,000 Reuters articles after a restart go to another story.
		d.stories.Restore(memberDoc(m), m.Story, m.Copy)
		return nil
	})
	return n, err
}

// memberDoc is a stored article as the story assigner takes it.
func memberDoc(m *sqlite.Member) story.Doc {
	return story.Doc{ID: m.ID, Title: m.Title, Text: m.Text, Source: m.Source, Published: m.Published, CopyCluster: m.CopyCluster}
}

// titleOf is the headline of a story of one document (headline.Of): its
// title, or for one without, the start of its text (headline.Lead).
func titleOf(title, text string) string {
	return headline.Of(1, func(int) (string, time.Time) { return title, time.Time{} },
		func(int) string { return headline.Lead(text) })
}

// headline returns the headline to store for a story after an article
// joined it: the article's title for a new story, the assigner's choice
// while the story is small and then each time its size doubles, "" (keep
// the stored one) otherwise. Describing a story reads all its members'
// titles, too slow to do on every article of a large story.
func (d *Desk) headline(id, title, text string) string {
	n := d.stories.Size(id)
	switch {
	case n <= 1:
		return titleOf(title, text)
	case n&(n-1) == 0:
		st, _ := d.stories.Story(id)
		return st.Headline
	}
	return ""
}
