package story

import (
	"container/heap"
	"math"
	"slices"

	"github.com/copydesk/copydesk/internal/parallel"
)

// Refine is the consolidation pass over a finished stream: docs are in
// processing order and storyOf[i] is the story the stream gave docs[i].
// With the document frequencies of the whole corpus it
//
//   - splits off members less similar than Weights.SplitThreshold to the
//     rest of their story (a loosely attached document),
//   - merges stories whose average link (see link) is at least
//     Weights.MergeThreshold, most linked first, ignoring the window (a
//     story that paused longer than the window rejoins),
//   - moves each document to the story it is most similar to, when that is
//     clearly better than its own (by refineMargin) and passes Threshold.
//
// Copies stay with the first document of their copy cluster, even one the
// stream placed in another story because the original's had closed. A
// story keeps the id of its first document in processing order, so ids
// stay stable when nothing changes; one whose first document left it is
// named after its new first document. The result is the new story of every document.
func Refine(docs []Doc, storyOf []string, opts Options) ([]string, error) {
	r, err := consolidated(docs, storyOf, opts)
	if err != nil {
		return nil, err
	}
	r.reassign()
	// Name each story after its first document; a repeated id (the
	// stream's dup and dup~2) keeps two stories apart as the stream does.
	out := make([]string, len(docs))
	name := map[int]string{}
	used := map[string]bool{}
	var next suffixes
	for i := range docs {
		l := r.label[r.b.copy[i]]
		id, ok := name[l]
		if !ok {
			id = freeName(docs[i].ID, func(s string) bool { return used[s] }, &next)
			name[l], used[id] = id, true
		}
		out[i] = id
	}
	return out, nil
}

// consolidated is Refine up to the moves: the stream's stories with loose
// members split off and similar stories merged.
func consolidated(docs []Doc, storyOf []string, opts Options) (*refiner, error) {
	b, err := newBatch(docs, storyOf, opts)
	if err != nil {
		return nil, err
	}
	r := &refiner{b: b, w: b.w, label: make([]int, len(docs))}
	num := map[string]int{}
	for i := range docs {
		if b.copy[i] != i {
			continue
		}
		l, ok := num[storyOf[i]]
		if !ok {
			l = len(num)
			num[storyOf[i]] = l
			r.newStory()
		}
		r.label[i] = l
		r.cents[l].add(b.feats[i].keys, b.vec[i], 1)
	}
	r.spans()
	r.split()
	r.spans()
	if r.w.MergeThreshold > 0 {
		r.merge()
	}
	r.spans()
	return r, nil
}

// refineMargin is how much more similar another story must be for a
// document to move there.
const refineMargin = 0.05

type refiner struct {
	b      *batch
	w      Weights
	label  []int // story of each independent document
	cents  []*centroid
	span   [][2]int64
	ver    []int   // bumped when a story changes
	strong [][]int // each document's feature indices strongest first, by strongest
	// linkAcc is linkSums' scratch: a sum per year.
	linkAcc map[uint16]map[uint64]float64
	read    int // posting entries the candidate scans read, for the tests
	// longest is the longest posting the candidate scans read (see
	// longestPosting), set by index.
	longest int
}

func (r *refiner) newStory() int {
	r.cents = append(r.cents, newCentroid())
	r.span = append(r.span, [2]int64{})
	r.ver = append(r.ver, 0)
	return len(r.cents) - 1
}

func (r *refiner) move(i, to int) {
	from := r.label[i]
	r.cents[from].add(r.b.feats[i].keys, r.b.vec[i], -1)
	r.cents[to].add(r.b.feats[i].keys, r.b.vec[i], 1)
	r.label[i] = to
	r.ver[from]++
	r.ver[to]++
}

// spans recomputes the publication span of every story.
func (r *refiner) spans() {
	for l := range r.span {
		r.span[l] = [2]int64{}
	}
	for i, t := range r.b.times {
		if t == 0 {
			continue
		}
		l := r.label[r.b.copy[i]]
		if r.span[l][0] == 0 || t < r.span[l][0] {
			r.span[l][0] = t
		}
		if t > r.span[l][1] {
			r.span[l][1] = t
		}
	}
}

func (r *refiner) gapPenalty(gap int64) float64 {
	if r.w.TimePenalty == 0 || gap <= 0 {
		return 0
	}
	return r.w.TimePenalty * math.Min(1, float64(gap)/r.w.TimeScale.Seconds())
}

// docPenalty is the time penalty of document i against story l.
func (r *refiner) docPenalty(l, i int) float64 {
	t, sp := r.b.times[i], r.span[l]
	if t == 0 || sp[0] == 0 {
		return 0
	}
	switch {
	case t < sp[0]:
		return r.gapPenalty(sp[0] - t)
	case t > sp[1]:
		return r.gapPenalty(t - sp[1])
	}
	return 0
}

// loo is the cosine of document i with its own story, itself left out.
func (r *refiner) loo(i int) float64 {
	c := r.cents[r.label[i]]
	if c.count <= 1 {
		return 0
	}
	keys, v := r.b.feats[i].keys, r.b.vec[i]
	d := c.dot(keys, v)
	n2 := c.n2 - 2*d + unitNorm2(v)
	if n2 <= 1e-12 {
		return 0
	}
	return (d - unitNorm2(v)) / math.Sqrt(n2)
}

func unitNorm2(v []float32) float64 {
	var s float64
	for _, x := range v {
		s += float64(x) * float64(x)
	}
	return s
}

// split detaches loosely attached members into stories of their own.
func (r *refiner) split() {
	if r.w.SplitThreshold <= 0 {
		return
	}
	for i := range r.b.docs {
		if r.b.copy[i] != i || r.cents[r.label[i]].count < 3 || len(r.b.vec[i]) == 0 {
			continue
		}
		if r.loo(i) < r.w.SplitThreshold {
			r.move(i, r.newStory())
		}
	}
}

// index lists, for each feature, the stories whose centroid holds it
// among its strongest Query features, and sets the longest list the
// candidate scans read by the number of stories indexed. Unlike the
// stream's bestStory, the scans skip a longer list even for a story's or
// document's two strongest features: short documents sharing one word
// (alpha and one word of their own) have it second, and every scan read
// every story; the stream reads them so that a document finds a story
// to join, while one the refiner finds nothing for stays where it is.
func (r *refiner) index() *flatMap[[]int] {
	idx := &flatMap[[]int]{}
	live := 0
	for l, c := range r.cents {
		if c.count == 0 {
			continue
		}
		live++
		for _, k := range c.top(r.w.Query) {
			p, _ := idx.put(k)
			*p = append(*p, l)
		}
	}
	r.longest = longestPosting(live)
	return idx
}

// spanPenalty is the time penalty of the gap between the spans of two
// stories, both dated.
func (r *refiner) spanPenalty(x, y int) float64 {
	sx, sy := r.span[x], r.span[y]
	if sx[0] != 0 && sy[0] != 0 {
		switch {
		case sx[1] < sy[0]:
			return r.gapPenalty(sy[0] - sx[1])
		case sy[1] < sx[0]:
			return r.gapPenalty(sx[0] - sy[1])
		}
	}
	return 0
}

// docYears is the year each document reports on, as the stream reads it
// (docYear): its year of publication when the stream took its date, else
// the latest year its text names.
func (r *refiner) docYears() []uint16 {
	ys := make([]uint16, len(r.b.docs))
	for i := range r.b.docs {
		ys[i] = r.b.feats[i].year
		if t := r.b.times[i]; t != 0 {
			ys[i] = yearAt(timeOf(t), ys[i])
		}
	}
	return ys
}

// yearSum is the sum of a story's member vectors that report on one year
// (0: unknown), sorted by key.
type yearSum struct {
	year uint16
	keys []uint64
	vals []float64
}

// linkSums returns the year sums of the independent members m: with them
// the average link of two stories costs one pass over their sums instead
// of a cosine per pair of members (unit vectors: the mean of the pairwise
// dot products is the dot product of the sums over the pair count).
func (r *refiner) linkSums(m []int, years []uint16) []yearSum {
	// Each key's sum adds its members' weights in member order, so the
	// same input gives the same bits; a map per year holds one entry per
	// distinct feature, not one per member's feature.
	if r.linkAcc == nil {
		r.linkAcc = map[uint16]map[uint64]float64{}
	}
	acc := r.linkAcc // reused: cleared below, its maps keep their room
	for _, i := range m {
		sum := acc[years[i]]
		if sum == nil {
			sum = map[uint64]float64{}
			acc[years[i]] = sum
		}
		for k, key := range r.b.feats[i].keys[:len(r.b.vec[i])] {
			sum[key] += float64(r.b.vec[i][k])
		}
	}
	var out []yearSum
	for y, sum := range acc {
		if len(sum) == 0 {
			continue
		}
		ys := yearSum{year: y, keys: make([]uint64, 0, len(sum))}
		for key := range sum {
			ys.keys = append(ys.keys, key)
		}
		slices.Sort(ys.keys)
		ys.vals = make([]float64, len(ys.keys))
		for k, key := range ys.keys {
			ys.vals[k] = sum[key]
		}
		clear(sum)
		out = append(out, ys)
	}
	// In year order: link adds the pairs of years in this order.
	slices.SortFunc(out, func(a, b yearSum) int { return int(a.year) - int(b.year) })
	return out
}

// addSums returns the year sums of two stories together (both in year
// order, keys sorted within a year).
func addSums(a, b []yearSum) []yearSum {
	out := make([]yearSum, 0, len(a)+len(b))
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		switch {
		case j == len(b) || i < len(a) && a[i].year < b[j].year:
			out = append(out, a[i])
			i++
		case i == len(a) || b[j].year < a[i].year:
			out = append(out, b[j])
			j++
		default:
			out = append(out, addSum(a[i], b[j]))
			i++
			j++
		}
	}
	return out
}

// addSum adds two sums of one year by a merge of their sorted keys.
func addSum(a, b yearSum) yearSum {
	out := yearSum{year: a.year, keys: make([]uint64, 0, len(a.keys)+len(b.keys)), vals: make([]float64, 0, len(a.keys)+len(b.keys))}
	i, j := 0, 0
	for i < len(a.keys) || j < len(b.keys) {
		switch {
		case j == len(b.keys) || i < len(a.keys) && a.keys[i] < b.keys[j]:
			out.keys, out.vals = append(out.keys, a.keys[i]), append(out.vals, a.vals[i])
			i++
		case i == len(a.keys) || b.keys[j] < a.keys[i]:
			out.keys, out.vals = append(out.keys, b.keys[j]), append(out.vals, b.vals[j])
			j++
		default:
			out.keys, out.vals = append(out.keys, a.keys[i]), append(out.vals, a.vals[i]+b.vals[j])
			i++
			j++
		}
	}
	return out
}

// link is the average link of stories x and y, with nx and ny independent
// members and year sums sx and sy: the mean cosine of their members taken
// pairwise, a pair scaled by 1-YearConflict when the two documents' years
// lie more than a year apart (the year rule, pair by pair), less the time
// penalty of the gap between the stories' spans. Not the centroids: a
// large story's centroid is close to any story of its kind, and merges by
// it glue the two events of a topic (see docs/stories.md).
func (r *refiner) link(x, y, nx, ny int, sx, sy []yearSum) float64 {
	if nx == 0 || ny == 0 {
		return 0
	}
	var sum float64
	for _, a := range sx {
		for _, b := range sy {
			d := sortedDot(a.keys, a.vals, b.keys, b.vals)
			if yearsApart(a.year, b.year) {
				d *= 1 - r.w.YearConflict
			}
			sum += d
		}
	}
	return sum/float64(nx*ny) - r.spanPenalty(x, y)
}

// sortedDot is the dot product of two sparse vectors by a merge-join of
// their sorted keys.
func sortedDot[A, B float32 | float64](ka []uint64, va []A, kb []uint64, vb []B) float64 {
	var d float64
	for i, j := 0, 0; i < len(ka) && j < len(kb); {
		switch {
		case ka[i] < kb[j]:
			i++
		case ka[i] > kb[j]:
			j++
		default:
			d += float64(va[i]) * float64(vb[j])
			i++
			j++
		}
	}
	return d
}

type mergePair struct {
	sim      float64
	x, y     int
	vx, vy   int
	tieBreak int
}

type pairHeap []mergePair

func (h pairHeap) Len() int { return len(h) }
func (h pairHeap) Less(i, j int) bool {
	if h[i].sim != h[j].sim {
		return h[i].sim > h[j].sim
	}
	return h[i].tieBreak < h[j].tieBreak
}
func (h pairHeap) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *pairHeap) Push(x any)   { *h = append(*h, x.(mergePair)) }
func (h *pairHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

// merge joins stories whose average link is at least MergeThreshold, the
// most linked pair first; candidate pairs share one of their strongest
// features.
func (r *refiner) merge() {
	members := make([][]int, len(r.cents))
	for i := range r.b.docs {
		if r.b.copy[i] == i {
			members[r.label[i]] = append(members[r.label[i]], i)
		}
	}
	idx := r.index()
	h := &pairHeap{}
	years := r.docYears()
	sums := make([][]yearSum, len(r.cents))
	sumsOf := func(x int) []yearSum {
		if sums[x] == nil {
			sums[x] = r.linkSums(members[x], years)
		}
		return sums[x]
	}
	push := func(x, y int) {
		if x > y {
			x, y = y, x
		}
		if s := r.link(x, y, len(members[x]), len(members[y]), sumsOf(x), sumsOf(y)); s >= r.w.MergeThreshold {
			heap.Push(h, mergePair{s, x, y, r.ver[x], r.ver[y], x*len(r.cents) + y})
		}
	}
	// The neighbours of a story share its strongest features; the
	// maxCandidates sharing most are considered. A list longer than
	// r.longest is skipped (see index): stories merged into one keep their
	// place in it, which only makes it look longer.
	var sc candScratch
	neighbours := func(x int) []int {
		sc.reset(len(r.cents))
		for _, k := range r.cents[x].top(r.w.Query) {
			w := r.cents[x].w.get(k)
			ls, _ := idx.put(k)
			if len(*ls) > r.longest {
				continue // in too many stories to tell them apart
			}
			live := (*ls)[:0] // stories merged away leave the list as they are met
			sc.read += len(*ls)
			for _, y := range *ls {
				if r.cents[y].count == 0 {
					continue
				}
				live = append(live, y)
				if y != x {
					sc.add(y, w)
				}
			}
			clear((*ls)[len(live):])
			*ls = live
		}
		return sc.best(maxCandidates)
	}
	for x := range r.cents {
		if r.cents[x].count == 0 {
			continue
		}
		for _, y := range neighbours(x) {
			if y > x {
				push(x, y)
			}
		}
	}
	for h.Len() > 0 {
		p := heap.Pop(h).(mergePair)
		if r.ver[p.x] != p.vx || r.ver[p.y] != p.vy || r.cents[p.x].count == 0 || r.cents[p.y].count == 0 {
			continue
		}
		// Merge y into x.
		cx, cy := r.cents[p.x], r.cents[p.y]
		for _, k := range cy.sortedKeys() {
			add := cy.w.get(k)
			p, _ := cx.w.put(k)
			old := *p
			nw := old + add
			cx.n2 += nw*nw - old*old
			*p = nw
		}
		cx.order = nil
		cx.count += cy.count
		r.cents[p.y] = newCentroid()
		r.ver[p.x]++
		r.ver[p.y]++
		for _, i := range members[p.y] {
			r.label[i] = p.x
		}
		members[p.x] = append(members[p.x], members[p.y]...)
		members[p.y] = nil
		// The merged story's sums are the two stories' sums added: summing
		// its members again would cost its size at every merge (quadratic when
		// thousands of stories merge into one).
		if sums[p.x] != nil && sums[p.y] != nil {
			sums[p.x] = addSums(sums[p.x], sums[p.y])
		} else {
			sums[p.x] = nil
		}
		sums[p.y] = nil
		sx, sy := r.span[p.x], r.span[p.y]
		if sy[0] != 0 {
			if sx[0] == 0 || sy[0] < sx[0] {
				sx[0] = sy[0]
			}
			sx[1] = max(sx[1], sy[1])
			r.span[p.x] = sx
		}
		r.span[p.y] = [2]int64{}
		for _, k := range cx.top(r.w.Query) {
			if ls, _ := idx.put(k); !slices.Contains(*ls, p.x) {
				*ls = append(*ls, p.x)
			}
		}
		for _, y := range neighbours(p.x) {
			push(p.x, y)
		}
	}
	r.read += sc.read
}

// reassign moves documents to a clearly more similar story, twice over.
// Documents are taken in order, as one pass would; the decisions of a
// block of documents are computed on all cores against the stories as
// they were when the block began, and a decision is computed again when a
// move earlier in the block changed one of the stories it read. That
// holds while a decision reads only the document's own story and its
// candidates (the spans and the index stay as they were for the whole
// round) and while a move neither creates a story nor revives an empty
// one; TestReassignAsSequential checks the result against one pass.
func (r *refiner) reassign() {
	var order []int
	for i := range r.b.docs {
		if r.b.copy[i] == i && len(r.b.vec[i]) > 0 {
			order = append(order, i)
		}
	}
	workers := max(1, len(r.b.xs))
	r.strong = make([][]int, len(r.b.docs))
	parallel.For(len(order), workers, func(_, k int) {
		i := order[k]
		r.strong[i] = topIndices(r.b.vec[i], len(r.b.vec[i]))
	})
	decided := make([]decision, reassignBlock)
	scratch := make([]candScratch, workers)
	changed := make([]int, len(r.cents)) // block number + 1 of the last change
	for round := 0; round < 2; round++ {
		idx := r.index()
		moved := 0
		for lo := 0; lo < len(order); lo += reassignBlock {
			hi := min(len(order), lo+reassignBlock)
			block := lo/reassignBlock + 1 + round*len(order)
			parallel.For(hi-lo, workers, func(w, k int) {
				decided[k] = r.decide(&scratch[w], order[lo+k], idx, decided[k].cands[:0])
			})
			dirty := false
			for k := lo; k < hi; k++ {
				i := order[k]
				d := &decided[k-lo]
				if dirty && d.reads(changed, block) {
					*d = r.decide(&scratch[0], i, idx, d.cands[:0])
				}
				if d.best != d.own && d.bestSim >= r.w.Threshold && d.bestSim > d.ownSim+refineMargin {
					changed[d.own], changed[d.best] = block, block
					dirty = true
					r.move(i, d.best)
					moved++
				}
			}
		}
		r.spans()
		if moved == 0 {
			break
		}
	}
	for _, sc := range scratch {
		r.read += sc.read
	}
}

// reassignBlock is the number of documents whose decisions are computed
// together.
const reassignBlock = 512

// decision is where reassign would put a document: best (own when it
// stays), with the similarities it compared, and the stories it read.
type decision struct {
	own, best       int
	ownSim, bestSim float64
	cands           []int
}

// reads reports whether the decision read a story changed in block.
func (d *decision) reads(changed []int, block int) bool {
	if changed[d.own] == block {
		return true
	}
	for _, l := range d.cands {
		if changed[l] == block {
			return true
		}
	}
	return false
}

// decide finds the story most similar to document i, reading the stories
// only; cands is reused for the candidate list.
func (r *refiner) decide(sc *candScratch, i int, idx *flatMap[[]int], cands []int) decision {
	own := r.label[i]
	ownSim := r.loo(i) - r.docPenalty(own, i)
	d := decision{own: own, best: own, ownSim: ownSim, bestSim: ownSim}
	keys, v := r.b.feats[i].keys, r.b.vec[i]
	strong := r.strongest(i)
	d.cands = append(cands, r.candidates(sc, idx, keys, v, strong[:min(len(strong), r.w.Query)], own)...)
	// A candidate matters only when it could be where the document
	// moves: at least Threshold, clearly above its own story and above
	// the best before it. One that cannot is not compared exactly: the
	// move is the one comparing all would make.
	bar := max(r.w.Threshold, ownSim+refineMargin)
	for _, l := range d.cands {
		pen := r.docPenalty(l, i)
		c := r.cents[l]
		if c.below(keys, v, strong, max(bar, d.bestSim)+pen) {
			continue
		}
		if s := c.cos(keys, v) - pen; s > d.bestSim {
			d.best, d.bestSim = l, s
		}
	}
	return d
}

// strongest returns the indices of document i's features, strongest first
// (ties to the first), computed once by reassign.
func (r *refiner) strongest(i int) []int {
	if r.strong != nil && r.strong[i] != nil {
		return r.strong[i]
	}
	return topIndices(r.b.vec[i], len(r.b.vec[i]))
}

// boundSlack is the margin by which an upper bound of a cosine must miss
// for below to report it: far above the rounding of the sums (and the
// drift of a centroid's kept norm), far below the differences that
// decide anything.
const boundSlack = 1e-6

// below reports that the cosine of the unit vector (keys, v) with the
// centroid is surely below bar, reading the vector's strongest features
// first (strong) until an upper bound shows it: the dot product so far,
// plus what the features left could add at most, the norm of the vector's
// rest times that of the centroid's rest (Cauchy-Schwarz). It reports
// false when it cannot tell; the cosine is then computed in full.
func (c *centroid) below(keys []uint64, v []float32, strong []int, bar float64) bool {
	if c.n2 <= 0 {
		return false
	}
	norm := math.Sqrt(c.n2)
	target := (bar - boundSlack) * norm // on the dot product
	var d, seen2 float64
	rest2 := unitNorm2(v)
	c2 := c.n2 * (1 + 1e-9)
	for _, j := range strong {
		x := float64(v[j])
		w := c.w.get(keys[j])
		d += w * x
		seen2 += w * w
		rest2 -= x * x
		if d >= target {
			return false // this much already: no bound will show it
		}
		if d+math.Sqrt(max(0, rest2)*max(0, c2-seen2)) < target {
			return true
		}
	}
	return false
}

// candidates lists the stories posted under one of a document's strongest
// features (the indices query), the maxCandidates sharing most weight with it, own excluded;
// a posting longer than r.longest is not read (see index).
// sc holds the caller's scratch space.
func (r *refiner) candidates(sc *candScratch, idx *flatMap[[]int], keys []uint64, v []float32, query []int, own int) []int {
	sc.reset(len(r.cents))
	for _, i := range query {
		ls := idx.get(keys[i])
		if len(ls) > r.longest {
			continue // in too many stories to tell them apart
		}
		sc.read += len(ls)
		for _, l := range ls {
			if l != own && r.cents[l].count > 0 {
				sc.add(l, float64(v[i]))
			}
		}
	}
	return sc.best(maxCandidates)
}

// candScratch is the reusable space of candidates: the weight summed for
// each story, in the order the weights are added.
type candScratch struct {
	weight  []float64
	listed  []bool
	touched []int
	all     []lw
	read    int // posting entries read
}

// reset makes sc ready for stories below n, with no weight.
func (sc *candScratch) reset(n int) {
	if len(sc.weight) < n {
		sc.weight = make([]float64, n)
		sc.listed = make([]bool, n)
	}
	sc.touched = sc.touched[:0]
}

func (sc *candScratch) add(l int, w float64) {
	if !sc.listed[l] {
		sc.listed[l] = true
		sc.touched = append(sc.touched, l)
	}
	sc.weight[l] += w
}

// best returns the n stories of highest weight, ties to the smaller, and
// clears the weights.
func (sc *candScratch) best(n int) []int {
	sc.all = sc.all[:0]
	for _, l := range sc.touched {
		sc.all = append(sc.all, lw{l, sc.weight[l]})
		sc.weight[l], sc.listed[l] = 0, false
	}
	return bestOf(sc.all, n)
}

type lw struct {
	l int
	w float64
}

// bestOf returns the n stories of highest weight in all (which it
// overwrites), ties to the smaller: the order is total, so the result is
// that of sorting all.
func bestOf(all []lw, n int) []int {
	better := func(x, y lw) bool { return x.w > y.w || x.w == y.w && x.l < y.l }
	best := all[:0]
	for _, e := range all {
		best = keepBest(best, n, e, better)
	}
	out := make([]int, len(best))
	for i, e := range best {
		out[i] = e.l
	}
	return out
}

// top returns the keys of the n strongest features of a centroid (ties
// to the smaller key): the order is total, so the result is that of
// sorting all.
func (c *centroid) top(n int) []uint64 {
	type kw struct {
		k uint64
		w float64
	}
	better := func(x, y kw) bool { return x.w > y.w || x.w == y.w && x.k < y.k }
	best := make([]kw, 0, n)
	c.w.all(func(k uint64, w *float64) { best = keepBest(best, n, kw{k, *w}, better) })
	out := make([]uint64, len(best))
	for i, e := range best {
		out[i] = e.k
	}
	return out
}

// keepBest adds e to best, the at most n best seen so far in order, by
// insertion: one pass over all the candidates instead of sorting them.
// best may share its array with the candidates not yet seen, as long as
// it stays behind them.
func keepBest[T any](best []T, n int, e T, better func(x, y T) bool) []T {
	if len(best) == n {
		if !better(e, best[n-1]) {
			return best
		}
		best = best[:n-1]
	}
	j := len(best)
	best = append(best, e)
	for ; j > 0 && better(e, best[j-1]); j-- {
		best[j] = best[j-1]
	}
	best[j] = e
	return best
}

// topIndices returns the indices of the n largest weights of a vector.
func topIndices(v []float32, n int) []int {
	order := make([]int, len(v))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(x, y int) int {
		if v[x] != v[y] {
			if v[x] > v[y] {
				return -1
			}
			return 1
		}
		return x - y
	})
	if len(order) > n {
		order = order[:n]
	}
	return order
}
