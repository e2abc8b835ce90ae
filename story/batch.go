package story

import (
	"fmt"
	"math"
	"runtime"
	"slices"
	"strings"

	"github.com/copydesk/copydesk/internal/parallel"
)

// A batch is a finished stream seen whole: every document's features and
// unit TF-IDF vector under the document frequencies of the whole corpus
// (copies counted once), for the consolidation pass and the summaries.
type batch struct {
	w     Weights
	docs  []Doc
	copy  []int // index of the first document of the copy cluster (itself when first)
	feats []features
	vec   [][]float32 // unit TF-IDF weights, aligned with feats[i].keys
	df    *docFreq
	times []int64 // dates as the stream saw them (secondsOf; 0: undated or taken for a mistake)
	x     *extractor
	xs    []*extractor // one per worker, xs[0] == x
	// isBoiler tells the boilerplate lines, left out of the names' full
	// forms as of the features.
	isBoiler func(uint64) bool
}

// newBatch builds the batch of docs (in processing order); story[i] is the
// story of docs[i], used to tell boilerplate lines (found in several
// stories) from quotations (repeated inside one).
func newBatch(docs []Doc, storyOf []string, opts Options) (*batch, error) {
	b, err := startBatch(docs, storyOf, opts, runtime.GOMAXPROCS(0))
	if err != nil {
		return nil, err
	}
	isBoiler := b.boilerLines(storyOf, func(x *extractor, d Doc) []uint64 { return x.textLines(d.Text) })
	b.isBoiler = isBoiler
	// Features are extracted on all cores a chunk at a time; the document
	// frequencies are then counted in document order, as one extractor
	// would. A feature new to the table takes its display from the first
	// document holding it, and a name known only from capitals from the
	// first writing it plain: each worker keeps the display of the
	// features the table lacked, or knew so, when the chunk began.
	seenFinger := map[uint64]int{}
	shown := make([]chunkShown, batchChunk)
	for lo := 0; lo < len(docs); lo += batchChunk {
		hi := min(len(docs), lo+batchChunk)
		parallel.For(hi-lo, len(b.xs), func(w, k int) {
			i := lo + k
			ds := &shown[k]
			ds.s, ds.plains = ds.s[:0], ds.plains[:0]
			if b.copy[i] != i {
				return
			}
			x := b.xs[w]
			b.feats[i] = x.extract(docs[i].Title, docs[i].Text, isBoiler)
			for j, key := range b.feats[i].keys {
				plain := x.plain(j)
				if e := b.df.m.ptr(key); e == nil || plain && e.kind == kindName && e.plain == 0 {
					ds.s = append(ds.s, x.display(j))
				} else {
					ds.s = append(ds.s, "")
				}
				ds.plains = append(ds.plains, plain)
			}
		})
		for i := lo; i < hi; i++ {
			if b.copy[i] != i {
				continue
			}
			ds := &shown[i-lo]
			ds.b, ds.doc, ds.again = b, docs[i], false
			b.count(i, seenFinger, ds)
		}
	}
	b.weighAll()
	return b, nil
}

// startBatch checks the options and makes the batch's tables, its copy
// clusters and times, and one extractor for each of up to workers
// goroutines (fewer for a small corpus).
func startBatch(docs []Doc, storyOf []string, opts Options, workers int) (*batch, error) {
	o, w, err := opts.withDefaults()
	if err != nil {
		return nil, err
	}
	if len(storyOf) != len(docs) {
		return nil, fmt.Errorf("%w: %d documents but %d story ids", ErrMismatch, len(docs), len(storyOf))
	}
	b := &batch{w: w, docs: docs, copy: make([]int, len(docs)), feats: make([]features, len(docs)),
		vec: make([][]float32, len(docs)), df: newDocFreq(o.Vocabulary), times: make([]int64, len(docs))}
	first := map[string]int{}
	// Dates as the stream saw them: one it took for a mistake (a wrong
	// year) is no date to span or to measure gaps by. A date held back
	// that a later one agreed with (or that the clock caught up with)
	// was right after all: the whole corpus seen, it counts.
	var clk streamClock
	leap := leapOf(o.Window)
	held := -1 // the document whose date the clock holds back
	for i, d := range docs {
		b.copy[i] = i
		if d.CopyCluster != "" {
			if j, ok := first[d.CopyCluster]; ok {
				b.copy[i] = j
			} else {
				first[d.CopyCluster] = i
			}
		}
		if t := secondsOf(d.Published); t != 0 {
			var move clockMove
			b.times[i], move = clk.tick(t, leap)
			switch move {
			case moveHold:
				held = i
			case moveRight, moveBack:
				if held >= 0 {
					b.times[held], held = secondsOf(docs[held].Published), -1
				}
			}
		}
	}
	b.xs = make([]*extractor, min(workers, max(1, len(docs)/batchChunk)))
	for k := range b.xs {
		b.xs[k] = newExtractor(&b.w)
	}
	b.x = b.xs[0]
	return b, nil
}

// boilerLines reads the lines of every document that is not a copy (with
// linesOf, on all cores) and returns the test of boilerplate: a line in
// several stories, or in documents of one outlet that are not copies of
// one another. The stories are the stream's, which may have split one
// event: a line must be in more of them than in the stream to count.
func (b *batch) boilerLines(storyOf []string, linesOf func(x *extractor, d Doc) []uint64) func(uint64) bool {
	type lineUse struct {
		seen   lineSeen
		extra  uint64 // one story more than the stream asks
		outlet bool
	}
	docLines := make([][]uint64, len(b.docs))
	parallel.For(len(b.docs), len(b.xs), func(w, i int) {
		if b.copy[i] == i {
			docLines[i] = linesOf(b.xs[w], b.docs[i])
		}
	})
	lines := map[uint64]*lineUse{}
	for i, d := range b.docs {
		if b.copy[i] != i {
			continue
		}
		sh := hashString("s\x00" + storyOf[i])
		src := hashString(d.Source)
		for _, h := range docLines[i] {
			u := lines[h]
			if u == nil {
				u = &lineUse{seen: lineSeen{source: src, copy: uint64(i + 1)}}
				lines[h] = u
			}
			if src != 0 && u.seen.source == src && u.seen.copy != uint64(i+1) {
				u.outlet = true
			}
			if !u.seen.boiler() {
				u.seen.seenIn(sh)
			} else if !slices.Contains(u.seen.stories[:], sh) {
				u.extra = sh
			}
		}
		docLines[i] = nil
	}
	return func(h uint64) bool {
		u := lines[h]
		return u != nil && (u.extra != 0 || u.outlet)
	}
}

// count counts the features of document i (extracted) in the document
// frequencies, show showing its features (docFreq.add),
// unless its text is that of an earlier document without a copy cluster:
// it then joins that document as a copy.
func (b *batch) count(i int, seenFinger map[uint64]int, show shower) {
	if b.docs[i].CopyCluster == "" && b.feats[i].finger != 0 {
		if j, ok := seenFinger[b.feats[i].finger]; ok {
			b.copy[i] = j
			return
		}
		seenFinger[b.feats[i].finger] = i
	}
	b.df.add(&b.feats[i], show)
}

// chunkShown shows the features of a document of a batch's chunk as a
// worker found them (newBatch): s[j] the display of feature j when the
// table lacked it or knew it only from capitals, plains[j] whether it is
// a name written plain (extractor.plain).
type chunkShown struct {
	s      []string
	plains []bool
	b      *batch
	doc    Doc
	again  bool // doc extracted again by b.x
}

func (c *chunkShown) display(j int) string {
	if c.s[j] != "" {
		return c.s[j]
	}
	// Forgotten by a prune within the chunk: show it as the document
	// does.
	if !c.again {
		c.b.x.extract(c.doc.Title, c.doc.Text, c.b.isBoiler)
		c.again = true
	}
	return c.b.x.display(j)
}

func (c *chunkShown) plain(j int) bool { return c.plains[j] }

// weighAll computes every document's unit TF-IDF vector from the counted
// frequencies, on all cores; copies share their original's.
func (b *batch) weighAll() {
	parallel.For(len(b.docs), len(b.xs), func(_, i int) {
		if b.copy[i] != i {
			return
		}
		f := &b.feats[i]
		idfs := b.df.idfs(f, b.w.NameShare, nil)
		v := b.w.vector(f, func(i int, _ uint64) float64 { return float64(idfs[i]) }, nil)
		if len(v) == 0 {
			v = make([]float32, len(f.keys))
		}
		b.vec[i] = v
	})
	for i := range b.docs {
		if c := b.copy[i]; c != i {
			b.feats[i], b.vec[i] = b.feats[c], b.vec[c]
		}
	}
}

// centroid is a sparse sum of unit vectors, in a flat table for updates
// and lookups (a document's cosine with a story reads one slot a feature).
type centroid struct {
	w     flatMap[float64]
	n2    float64  // squared norm, kept up to date
	count int      // independent members
	order []uint64 // the keys of w sorted, nil when stale
}

// batchChunk is the number of documents extracted on all cores before
// their frequencies are counted.
const batchChunk = 256

func newCentroid() *centroid { return &centroid{} }

func (c *centroid) add(keys []uint64, v []float32, sign float64) {
	for i, k := range keys {
		p, had := c.w.put(k)
		old := *p
		nw := old + sign*float64(v[i])
		c.n2 += nw*nw - old*old
		if math.Abs(nw) < 1e-9 {
			c.w.del(k)
			c.order = nil
		} else {
			*p = nw
			if !had {
				c.order = nil
			}
		}
	}
	c.count += int(sign)
	if c.n2 < 0 {
		c.n2 = 0
	}
}

// sortedKeys returns the keys of the centroid in order: sums over them
// do not depend on the order in which the table happens to be read.
func (c *centroid) sortedKeys() []uint64 {
	if c.order == nil && c.w.len() > 0 {
		c.order = c.w.sortedKeys()
	}
	return c.order
}

func (c *centroid) dot(keys []uint64, v []float32) float64 {
	var d float64
	for i, k := range keys {
		d += c.w.get(k) * float64(v[i])
	}
	return d
}

// cos is the cosine between a unit vector and the centroid.
func (c *centroid) cos(keys []uint64, v []float32) float64 {
	if c.n2 <= 0 {
		return 0
	}
	return c.dot(keys, v) / math.Sqrt(c.n2)
}

// Summarize describes the stories of a finished assignment: docs are in
// processing order (their dates are read as the stream read them: one it
// took for a mistake spans nothing) and storyOf[i] is the story of
// docs[i]. Stories come
// largest first (by independent members, then size, then id), each with
// all its members.
func Summarize(docs []Doc, storyOf []string, opts Options) ([]Story, error) {
	b, err := newBatch(docs, storyOf, opts)
	if err != nil {
		return nil, err
	}
	groups := map[string][]int{}
	var ids []string
	for i, s := range storyOf {
		if _, ok := groups[s]; !ok {
			ids = append(ids, s)
		}
		groups[s] = append(groups[s], i)
	}
	out := make([]Story, len(ids))
	parallel.For(len(ids), len(b.xs), func(w, k int) {
		out[k] = b.summary(b.xs[w], ids[k], groups[ids[k]])
	})
	slices.SortStableFunc(out, func(x, y Story) int {
		if x.Independent != y.Independent {
			return y.Independent - x.Independent
		}
		if x.Size != y.Size {
			return y.Size - x.Size
		}
		if x.ID < y.ID {
			return -1
		}
		if x.ID > y.ID {
			return 1
		}
		return 0
	})
	return out, nil
}

// summary describes one story, with x to read its words.
func (b *batch) summary(x *extractor, id string, members []int) Story {
	st := Story{ID: id, Size: len(members)}
	c := newCentroid()
	inStory := map[int]bool{}
	for _, i := range members {
		d := b.docs[i]
		// A copy is a member whose copy cluster already has one here, the
		// cluster's first document or not (it may be in a story the
		// window closed).
		isCopy := inStory[b.copy[i]]
		inStory[b.copy[i]] = true
		if !isCopy {
			st.Independent++
			c.add(b.feats[i].keys, b.vec[i], 1)
		}
		sim := 0.0
		if len(st.Members) > 0 {
			sim = c.cos(b.feats[i].keys, b.vec[i])
		}
		if isCopy {
			sim = 1
		}
		st.Members = append(st.Members, Member{ID: d.ID, Title: d.Title, Source: d.Source, Published: d.Published, Copy: isCopy, Similarity: sim, lead: memberLead(&d)})
		if b.times[i] != 0 {
			p := d.Published.UTC()
			if st.First.IsZero() || p.Before(st.First) {
				st.First = p
			}
			if p.After(st.Last) {
				st.Last = p
			}
		}
	}
	// Member similarity: to the whole story, for a stable reading.
	for k, i := range members {
		if !st.Members[k].Copy && len(members) > 1 {
			st.Members[k].Similarity = round3(c.cos(b.feats[i].keys, b.vec[i]))
		}
	}
	if len(members) == 1 {
		st.Members[0].Similarity = 0
	}
	ws := make([]weighted, 0, c.w.len())
	c.w.all(func(k uint64, w *float64) { ws = append(ws, weighted{k, *w}) })
	st.Terms, st.Names, st.Headline = describe(x, b.df, ws, st.Members, b.memberRuns(x, members, st.Members))
	return st
}

// memberRuns reads the name runs (nameRuns) of up to runMembers of a
// story's members that are not copies, the most similar to the story
// first (ties to the earlier).
func (b *batch) memberRuns(x *extractor, members []int, ms []Member) [][][]string {
	var top []int
	for k := range ms {
		if !ms[k].Copy {
			top = append(top, k)
		}
	}
	slices.SortStableFunc(top, func(i, j int) int {
		if ms[i].Similarity != ms[j].Similarity {
			if ms[i].Similarity > ms[j].Similarity {
				return -1
			}
			return 1
		}
		return 0
	})
	top = top[:min(len(top), runMembers)]
	runs := make([][][]string, len(top))
	for n, k := range top {
		d := b.docs[members[k]]
		for _, r := range x.nameRuns(d.Title, d.Text, b.isBoiler, b.df) {
			runs[n] = append(runs[n], strings.Fields(r))
		}
	}
	return runs
}

func round3(x float64) float64 { return math.Round(x*1000) / 1000 }
