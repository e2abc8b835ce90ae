package story

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/copydesk/copydesk/headline"
	"github.com/copydesk/copydesk/textnorm"
)

// Doc is one document offered to an Assigner.
type Doc struct {
	// ID names the document, and the story it starts. Ids should be
	// unique: a repeated id that starts a story while one of that id is
	// open gets id~2 (~3, ...) as its story's id.
	ID     string
	Title  string
	Text   string
	Source string
	// Published is the publication time; zero when unknown. Undated
	// documents are placed by content alone: they neither move the
	// stream's clock nor keep a story open. Dates after the year 9999
	// count as its last second.
	Published time.Time
	// CopyCluster names the document's copy cluster (from dedup): a
	// document whose copy cluster already sits in an open story joins it
	// without weighing in. Empty means unknown; exact copies of the text
	// are then still recognised.
	CopyCluster string
}

// Member is a document of a story.
type Member struct {
	ID        string
	Title     string
	Source    string
	Published time.Time // zero when unknown
	// Copy marks a copy of an earlier member: it joined through its copy
	// cluster and did not change the story's centroid.
	Copy bool
	// Similarity: from an Assigner, the document's similarity to the
	// story when it joined (0 for the first member; 1 for a copy that
	// joined through its copy cluster, its similarity for one the stream
	// took for a copy, 0.8 or more). From Summarize, the cosine of the
	// member with the story's final centroid, for a stable reading (1 for
	// copies, 0 in a story of one).
	Similarity float64
	// at is Published on the stream's clock as the document arrived: 0
	// when undated or when its date was taken for a mistake.
	at int64
	// lead stands for a missing title in the story's headline: the
	// first line of the text (headline.Lead), "" when the member has a
	// title (memberLead).
	lead string
}

// memberLead is a member's lead: the first line of an untitled
// document's text (headline.Lead), nothing for a titled one, whose title
// heads the story instead.
func memberLead(d *Doc) string {
	if strings.TrimSpace(d.Title) != "" {
		return ""
	}
	return headline.Lead(d.Text)
}

// Story is a snapshot of a story.
type Story struct {
	ID       string // the id of its first document; never changes
	Headline string // the title nearest its members' titles, or the lead line of an untitled story (headline.Of)
	Size     int    // documents, copies included
	// Independent counts the members that are not copies of another.
	Independent int
	// First and Last span the publication times of the dated members
	// (zero when none is dated); a date the stream's clock took for a
	// mistake is left out: one more than a year ahead of the clock (or
	// behind a clock one document alone set) with no second date
	// agreeing with it when it came. In an input far out of publication
	// order a story may then have dated members and no span.
	First, Last time.Time
	// Members holds the members, in order of arrival; an open story keeps
	// only the latest Options.MaxMembers.
	Members []Member
	// Terms and Names are the story's strongest words and name-like
	// words, strongest first.
	Terms []string
	Names []string
}

// Assignment is the outcome of Add.
type Assignment struct {
	Story string // story id
	// New reports that the document started the story.
	New bool
	// Copy reports that the document joined through its copy cluster.
	Copy bool
	// Similarity to the story when the document joined (0 when New).
	Similarity float64
}

type story struct {
	id    string
	gen   uint32
	open  bool
	keys  []uint64
	tf    []float32 // sum of the members' contributions (TF over TF-IDF norm)
	kinds []uint8
	wv    []float32 // tf × current IDF
	norm  float64
	vecN  float64 // document count the weights were computed at; 0 = stale
	size  int
	indep int
	nvec  int      // members whose vectors are in the centroid
	top   []uint64 // the strongest names, by current weight
	// indexed holds the features the story is posted under, sorted.
	indexed []uint64
	first   int64 // the earliest dated member (secondsOf), 0 if none
	last    int64
	// arrived is the clock when its latest dated member arrived: a
	// backfill (members dated long before the clock) stays open for a
	// window of the clock's time, to gather the rest of the backfill.
	arrived int64
	seq     uint64 // Add sequence number of the latest member
	// members is a ring of the latest members.
	members []Member
	ring    int
	born    uint64 // Add sequence number of the first member
	// years holds the distinct years (features.year) of the members, up
	// to maxYears; a member removed (Remove) leaves its year.
	years [maxYears]uint16
	pool  int32 // 1 + its index among the lingering stories; 0: not lingering
	// named holds the name runs of the story's most representative
	// members (runMembers at most, the first member and then those that
	// joined most similar, most representative first), read as they
	// arrive: the stream keeps no texts to read them again, and the
	// names are listed in the forms these members write (fullNameIn).
	named []memberNames
}

// memberNames is the name runs of a member's text (nameRuns), one a
// line, at most runBytes of them.
type memberNames struct {
	id   string
	rank float64
	runs string
}

// runBytes caps the name runs a story keeps of a member: a member's 400
// words seldom hold more (Reuters' median is about 200 bytes), and a
// story's memory stays bounded whatever its texts.
const runBytes = 1024

// maxYears caps the distinct years a story remembers.
const maxYears = 6

type posting struct {
	slot int32
	gen  uint32
}

type storyRef struct {
	slot int32
	gen  uint32
}

// slotState is the generation of the story in a slot and whether it is
// open, kept for every slot in Assigner.state beside the stories: a
// posting is checked there, in one dense array, not in its story (a
// likely cache miss per posting, a fifth of bestStory's time).
type slotState struct {
	gen  uint32
	open bool
}

// Assigner groups a stream of documents into stories, one document at a
// time. It is not safe for concurrent use.
type Assigner struct {
	opts Options
	w    Weights
	x    *extractor
	df   *docFreq

	stories  []*story
	state    []slotState // of each story in stories (syncState)
	free     []int32
	open     int
	byID     map[string]int32
	postings flatMap[[]posting]
	posted   int // posting entries, live and dead
	copies   *genMap[storyRef]
	lines    *genMap[lineSeen]

	clk    streamClock
	linger bool // closed stories stay open to undated documents (Linger)
	// seesLingering: the document being placed may join lingering
	// stories. Only one with no date at all: one whose date the clock
	// takes for a mistake counts as undated otherwise, but whether
	// stories linger depends on what comes after it in a batch, and what
	// it is given must not.
	seesLingering bool
	// resumed: the state came from UnmarshalBinary, so Restore goes on
	// from the stream's own clock (see restore).
	resumed   bool
	lingering lingering
	suffixes  suffixes // where the search of a repeated id's name goes on (freeID)
	seq       uint64
	lastSweep int64
	sweepSeq  uint64

	// scratch
	proxy  []float32
	cands  []int32
	qorder []int
	docW   []float32
	idfs   []float32
	dfs    []float32 // document frequency of each feature of the document
	docTop []uint64
	docIdx keyIndex // the document's features (weigh)
	topBuf []uint64
	wsBuf  []float32
	// refreshBuf holds the document frequencies of a story's keys (refresh).
	refreshBuf []float32
	touched    uint64 // keeps what flatMap.touch read
	qkeys      []uint64
}

// New returns an Assigner.
func New(opts Options) (*Assigner, error) {
	o, w, err := opts.withDefaults()
	if err != nil {
		return nil, err
	}
	a := &Assigner{opts: o, w: w, df: newDocFreq(o.Vocabulary), byID: map[string]int32{},
		copies: newGenMap[storyRef](1 << 17), lines: newGenMap[lineSeen](1 << 17)}
	a.x = newExtractor(&a.w)
	a.x.touchLines = func(lines []uint64) {
		a.touched += a.lines.cur.touch(lines) + a.lines.old.touch(lines)
	}
	return a, nil
}

// Open is the number of open stories, counting those past the window
// that the next sweep will close (Stories lists them no more).
func (a *Assigner) Open() int { return a.open }

// Vocabulary is the number of features whose document frequency is kept.
func (a *Assigner) Vocabulary() int { return a.df.m.len() }

func hashString(s string) uint64 {
	if s == "" {
		return 0
	}
	return textnorm.Hash([]byte(s)) | 1
}

// maxLeap is the furthest, in seconds, a document's date may lie ahead of
// the stream's clock: beyond it (a year) the date is taken for a mistake
// and the document for undated, so that one wrong year cannot close every
// story.
const maxLeap = 366 * 24 * 3600

// Add assigns one document to a story and returns the story's id. Give
// documents in publication order; a document dated before the clock is
// still placed, among the stories still open.
func (a *Assigner) Add(d Doc) Assignment {
	t := a.arrive(d)
	src := hashString(d.Source)
	// Copies of a document already in an open story join it.
	copyKey := clusterKey(d)
	if copyKey != 0 {
		if ref, ok := a.copies.get(copyKey); ok {
			if s := a.live(ref, t); s != nil {
				return a.joinCopy(s, d, t)
			}
		}
	}
	f := a.extract(d, t, src, copyKey)
	if copyKey == 0 && f.finger != 0 {
		copyKey = f.finger
		if ref, ok := a.copies.get(copyKey); ok {
			if s := a.live(ref, t); s != nil {
				return a.joinCopy(s, d, t)
			}
		}
	}
	// Count the document, then its unit TF-IDF vector.
	norm := a.weigh(&f)
	docW, idfs := a.docW, a.idfs
	var s *story
	bestSim := 0.0
	if norm > 0 {
		var best int32
		best, bestSim = a.bestStory(&f, docW, norm, t)
		if best >= 0 {
			s = a.stories[best]
		}
		if a.seesLingering {
			if ls, sim := a.bestLingering(&f, docW, norm); ls != nil && (s == nil || sim > bestSim) {
				s, bestSim = ls, sim
			}
		}
	}
	var res Assignment
	if s != nil && a.w.NearCopy > 0 && bestSim >= a.w.NearCopy {
		// So like the story that it must be a copy of one of its members
		// (one dedup did not report, or could not, in a stream): it joins
		// without weighing in.
		a.df.remove(&f, a.x)
		if copyKey != 0 && s.pool == 0 {
			a.copies.put(copyKey, storyRef{a.byID[s.id], s.gen})
		}
		a.addMember(s, d, t, true, bestSim)
		return Assignment{Story: s.id, Copy: true, Similarity: bestSim}
	}
	if s != nil && bestSim >= a.w.Threshold {
		res = Assignment{Story: s.id, Similarity: bestSim}
	} else {
		s = a.newStory(a.freeID(d.ID))
		res = Assignment{Story: s.id, New: true}
		bestSim = 0
	}
	a.addToCentroid(s, &f, docW, idfs)
	a.addMember(s, d, t, false, bestSim)
	if copyKey != 0 && s.pool == 0 {
		a.copies.put(copyKey, storyRef{a.byID[s.id], s.gen})
	}
	a.seeLines(f.lines, hashString("s\x00"+s.id), src, copyKey)
	if a.open > a.opts.MaxOpen {
		a.evictOldest()
	}
	return res
}

// seeLines records that the lines of a document from outlet src (copy
// cluster copyKey) were seen in the story whose hash is sh.
func (a *Assigner) seeLines(lines []uint64, sh, src, copyKey uint64) {
	for _, h := range lines {
		e, found := a.lines.upsert(h)
		if !found {
			*e = lineSeen{source: src, copy: copyKey}
		}
		if !e.boiler() {
			e.seenIn(sh)
		}
	}
}

// arrive counts a document in, moves the clock to its date and closes
// the stories that have expired; it returns the document's time on the
// stream's clock (0 when undated, or when its date is taken for a
// mistake).
func (a *Assigner) arrive(d Doc) int64 {
	a.seq++
	a.seesLingering = a.linger && d.Published.IsZero()
	t := secondsOf(d.Published)
	if t != 0 {
		t = a.tick(t)
	}
	a.maybeSweep()
	return t
}

// tick moves the clock for a document dated t and returns t, or 0 when
// the date is taken for a mistake (see streamClock.tick).
func (a *Assigner) tick(t int64) int64 {
	t, move := a.clk.tick(t, a.leap())
	if move == moveBack {
		// The clock's one document was wrong: sweep at once (its story,
		// dated beyond the clock, closes; see expired), and no story
		// keeps an arrival time on the wrong clock.
		a.lastSweep = 0
		for _, s := range a.stories {
			if s != nil && s.open {
				s.arrived = min(s.arrived, a.clk.now)
			}
		}
	}
	return t
}

func (a *Assigner) windowSeconds() int64 { return int64(a.opts.Window / time.Second) }

// leap is how far ahead of the clock a date may lie and still move it
// alone (leapOf).
func (a *Assigner) leap() int64 { return leapOf(a.opts.Window) }

// extract reads d's features (d arrived at t) with its boilerplate lines masked: lines
// common across outlets, and template lines of d's own outlet (seen in
// its other copy clusters).
func (a *Assigner) extract(d Doc, t int64, src, copyKey uint64) features {
	f := a.x.extract(d.Title, d.Text, func(h uint64) bool {
		e, ok := a.lines.get(h)
		if !ok {
			return false
		}
		if e.boiler() {
			return true
		}
		if src == 0 || e.source != src {
			return false
		}
		if copyKey == 0 {
			// Copies unknown (a stream, NoDedup): an outlet's repost or
			// update of its own article cannot be told from another
			// article, so its template lines are those it has written
			// into two stories.
			return e.stories[1] != 0
		}
		return e.copy != copyKey
	})
	if t == 0 {
		d.Published = time.Time{} // a date taken for a mistake tells no year either
	}
	f.year = docYear(d, f.year)
	return f
}

// docYear is the year a document reports on: that of its publication
// when dated (the years its text names are then history), else the
// latest year its text names (0 when none).
func docYear(d Doc, named uint16) uint16 { return yearAt(d.Published, named) }

// yearAt is docYear for a publication time t (zero: undated).
func yearAt(t time.Time, named uint16) uint16 {
	if t.IsZero() {
		return named
	}
	if y := t.UTC().Year(); y >= 1900 && y <= 2099 {
		return uint16(y)
	}
	return named
}

// yearsApart reports that two known years lie more than a year apart:
// the year rule's test (a year either side is allowed).
func yearsApart(a, b uint16) bool {
	return a != 0 && b != 0 && (a > b+1 || b > a+1)
}

// weigh counts f in the document frequencies and leaves its unit TF-IDF
// vector in a.docW (its idfs in a.idfs), its top names in a.docTop and
// its keys indexed in a.docIdx (for similarity); it returns the vector's
// norm: 1, or 0 when it is empty.
func (a *Assigner) weigh(f *features) float64 {
	a.dfs = a.df.addCounts(f, a.x, a.dfs[:0])
	a.idfs = a.df.idfsOf(f, a.w.NameShare, a.dfs, a.idfs[:0])
	a.docW = a.w.vector(f, func(i int, _ uint64) float64 { return float64(a.idfs[i]) }, a.docW[:0])
	a.docTop = a.docTop[:0]
	if len(a.docW) == 0 {
		return 0 // every channel empty or weighed 0
	}
	a.docTop = topNames(f.keys, f.kinds, a.docW, a.w.TopNames, a.docTop)
	a.docIdx.reset(f.keys)
	return 1
}

// clusterKey is the key of a document's copy cluster, 0 when unknown.
func clusterKey(d Doc) uint64 {
	if d.CopyCluster == "" {
		return 0
	}
	return hashString("c\x00" + d.CopyCluster)
}

// live returns the story ref names when a document dated t (0: undated)
// may still join it.
func (a *Assigner) live(ref storyRef, t int64) *story {
	if int(ref.slot) >= len(a.stories) {
		return nil
	}
	s := a.stories[ref.slot]
	if s == nil || !s.open || s.gen != ref.gen || a.closedTo(s, t) {
		if a.seesLingering {
			// Closed while lingering: still open to undated copies.
			return a.lingering.byRef(ref)
		}
		return nil
	}
	return s
}

func (a *Assigner) joinCopy(s *story, d Doc, t int64) Assignment {
	a.addMember(s, d, t, true, 1)
	return Assignment{Story: s.id, Copy: true, Similarity: 1}
}

// expired reports whether a story has been quiet for longer than the
// window, or its latest date lies more than the window (at most a year)
// ahead of the clock: a date the clock has not followed (see tick), whose
// story closes once the clock has gone a window on (at once when it lies
// more than a year ahead) unless a second date there moves the clock, so
// that mistaken dates hold no memory for months. Quiet is
// counted from the later of its latest date and the clock when its
// latest dated member arrived: a backfill (documents dated more than the
// window behind the clock) gathers in stories that stay open for a window
// of the clock's time. Both are times on the publication clock, not the
// wall clock, so a service that restarts and replays its open stories'
// members in arrival order finds the same clock at each of them, and the
// stories open or closed as they were.
func (a *Assigner) expired(s *story) bool {
	if s.last == 0 {
		return false
	}
	win := a.windowSeconds()
	// A story dated beyond a leap ahead of the clock (its date held, see
	// tick) stays open for a window of the clock's time, for a second
	// date to agree; then its date was a mistake. More than a year ahead,
	// it is one already (a first document's typo the clock has left).
	ahead := s.last - a.clk.now
	return a.clk.now-max(s.last, s.arrived) > win || ahead > maxLeap ||
		ahead > a.leap() && a.clk.now-s.arrived > win
}

// closedTo reports whether a document dated t (0: undated) may no longer
// join an open story: it has expired, and the document may not join
// lingering stories (seesLingering); or the document's date lies more than the
// window outside the story's span (a date the clock has not followed,
// see tick).
func (a *Assigner) closedTo(s *story, t int64) bool {
	if a.expired(s) && !a.seesLingering {
		return true
	}
	win := a.windowSeconds()
	return t != 0 && s.last != 0 && (t > s.last+win || t < s.first-win)
}

// Linger(true) keeps the stories the window closes, open to undated
// documents, until Linger(false) forgets them. An undated document has no
// place in time, so where it sits in a batch says nothing of which
// stories it may join: a caller that knows undated documents are still to
// come (copydesk.GroupStories) lets them join a story however long quiet.
// Dated documents do not see the kept stories at all, so what they are
// given does not depend on whether undated documents follow. The stories
// are closed as without lingering (Options.OnClose sees them then); at
// most Options.MaxOpen are kept, the latest closed. A stream that must
// keep its memory bounded by the window does not linger.
func (a *Assigner) Linger(on bool) {
	a.linger = on
	if !on {
		a.lingering = lingering{}
	}
}

// closeExpired closes a story the window has closed, keeping it for
// undated documents while the Assigner lingers.
func (a *Assigner) closeExpired(slot int32) {
	if a.linger {
		s := a.stories[slot]
		a.lingering.keep(s, storyRef{slot, s.gen}, a.opts.MaxOpen)
	}
	a.closeStory(slot)
}

// bestStory finds the open story most similar to the document.
func (a *Assigner) bestStory(f *features, docW []float32, norm float64, t int64) (int32, float64) {
	// Query with the document's strongest features (a partial selection:
	// insertion into a short sorted list).
	// A feature no other document has finds nothing: it is skipped.
	q := a.qorder[:0]
	for i := range f.keys {
		if a.dfs[i] <= 1 || docW[i] <= 0 || len(q) == a.w.Query && docW[i] <= docW[q[len(q)-1]] {
			continue
		}
		if len(q) < a.w.Query {
			q = append(q, i)
		} else {
			q[len(q)-1] = i
		}
		for k := len(q) - 1; k > 0 && docW[q[k]] > docW[q[k-1]]; k-- {
			q[k], q[k-1] = q[k-1], q[k]
		}
	}
	a.qorder = q
	if len(a.proxy) < len(a.stories) {
		a.proxy = append(a.proxy, make([]float32, len(a.stories)-len(a.proxy))...)
	}
	// Candidates share one of those features; they are ranked by the
	// summed weight of the shared ones, and only the best are scored.
	cands := a.cands[:0]
	longest := longestPosting(a.open)
	a.touchQuery(f, q)
	for n, i := range q {
		ps := a.postings.get(f.keys[i])
		if len(ps) > longest && n >= 2 {
			continue // in too many stories to tell them apart
		}
		dead := 0
		for _, p := range ps {
			if st := a.state[p.slot]; st.gen != p.gen || !st.open {
				dead++
				continue
			}
			if a.proxy[p.slot] == 0 {
				cands = append(cands, p.slot)
			}
			a.proxy[p.slot] += docW[i]
		}
		if dead > 0 && dead*2 >= len(ps) {
			a.compactPosting(f.keys[i])
		}
	}
	if len(cands) > maxCandidates {
		cands = selectBest(cands, a.proxy)
	}
	a.cands = cands
	a.touchCands(cands)
	best, bestSim := int32(-1), math.Inf(-1)
	for _, slot := range cands {
		a.proxy[slot] = 0
		s := a.stories[slot]
		if a.closedTo(s, t) {
			continue // closed at the next sweep
		}
		th := a.joinThreshold(s)
		sim := a.similarity(s, f, docW, norm, t, th)
		if sim < th {
			continue
		}
		if sim > bestSim || sim == bestSim && s.born < a.stories[best].born {
			best, bestSim = slot, sim
		}
	}
	return best, bestSim
}

// touchQuery reads ahead what bestStory's look-ups of the query's
// postings read: the postings' slots, then the head of each list (see
// flatMap.touch).
func (a *Assigner) touchQuery(f *features, q []int) {
	ks := a.qkeys[:0]
	for _, i := range q {
		ks = append(ks, f.keys[i])
	}
	a.qkeys = ks
	sum := a.postings.touch(ks)
	for _, k := range ks {
		if ps := a.postings.get(k); len(ps) > 0 {
			sum += uint64(ps[0].gen)
		}
	}
	a.touched += sum
}

// touchCands reads ahead what scoring the candidates reads: each story,
// then its keys and weights, a cache line apiece. Scored one after the
// other, each story's first reads were cache misses waited for in turn.
func (a *Assigner) touchCands(cands []int32) {
	var sum uint64
	for _, slot := range cands {
		sum += uint64(a.stories[slot].last)
	}
	for _, slot := range cands {
		s := a.stories[slot]
		for i := 0; i < len(s.keys); i += 8 {
			sum += s.keys[i]
		}
		for i := 0; i < len(s.wv); i += 16 {
			sum += uint64(math.Float32bits(s.wv[i]))
		}
	}
	a.touched += sum
}

// maxCandidates is the number of candidate stories scored in full.
const maxCandidates = 16

// longestPosting is the longest posting of a feature that a search for
// candidates reads, of n stories in all: a feature in more than a
// sixteenth of them (and more than 128) is in too many to tell them
// apart, as its IDF would say, and reading it would cost every search
// time in proportion to all the stories. bestStory and the refiner share it.
func longestPosting(n int) int { return max(128, n/16) }

// selectBest keeps the maxCandidates candidates of highest proxy score
// (ties to the lower slot), clearing the proxy of the others.
func selectBest(cands []int32, proxy []float32) []int32 {
	less := func(x, y int32) bool { // x ranks below y
		px, py := proxy[x], proxy[y]
		return px < py || px == py && x > y
	}
	h := cands[:maxCandidates] // a min-heap of the best so far
	down := func(i int) {
		for {
			l := 2*i + 1
			if l >= len(h) {
				return
			}
			m := l
			if r := l + 1; r < len(h) && less(h[r], h[l]) {
				m = r
			}
			if !less(h[m], h[i]) {
				return
			}
			h[i], h[m] = h[m], h[i]
			i = m
		}
	}
	for i := len(h)/2 - 1; i >= 0; i-- {
		down(i)
	}
	for _, c := range cands[maxCandidates:] {
		if less(h[0], c) {
			proxy[h[0]] = 0
			h[0] = c
			down(0)
		} else {
			proxy[c] = 0
		}
	}
	slices.Sort(h) // score in slot order: deterministic
	return h
}

// joinThreshold is the similarity a document needs to join a story of n
// documents: Threshold for one, rising towards ThresholdLarge as
// ThresholdLarge - (ThresholdLarge-Threshold)/n.
func (a *Assigner) joinThreshold(s *story) float64 {
	th := a.w.Threshold
	if a.w.ThresholdLarge > th && s.nvec > 1 {
		th = a.w.ThresholdLarge - (a.w.ThresholdLarge-th)/float64(s.nvec)
	}
	return th
}

// similarity is the cosine of the document (weighed last: f, indexed in
// a.docIdx) and the story's centroid, less the time penalty when both are
// dated. A cosine under floor is returned as it is: the conflicts and the
// penalty only lower a cosine that is not negative (Options checks their
// signs), and the callers compare the similarity with floor alone.
func (a *Assigner) similarity(s *story, f *features, docW []float32, norm float64, t int64, floor float64) float64 {
	a.refresh(s)
	if s.norm == 0 {
		return 0
	}
	sim := a.docIdx.dot(docW, s.keys, s.wv) / (norm * s.norm)
	if sim >= 0 && sim < floor {
		return sim // below floor, and the rest would only lower it
	}
	if a.w.NameConflict > 0 && nameConflict(a.docTop, f.keys, docW, s.top, s.keys, s.wv, a.w.NamePresence) {
		sim *= 1 - a.w.NameConflict
	}
	if a.w.YearConflict > 0 && yearConflict(f.year, &s.years) {
		sim *= 1 - a.w.YearConflict
	}
	return sim - a.timePenalty(s, t)
}

func (a *Assigner) timePenalty(s *story, t int64) float64 {
	if a.w.TimePenalty == 0 || t == 0 || s.first == 0 {
		return 0
	}
	var gap int64
	switch {
	case t < s.first:
		gap = s.first - t
	case t > s.last:
		gap = t - s.last
	}
	r := float64(gap) / a.w.TimeScale.Seconds()
	if r > 1 {
		r = 1
	}
	return a.w.TimePenalty * r
}

// refreshGrowth: a story's weights are recomputed with the current IDF
// when the documents counted have grown by this factor since.
const refreshGrowth = 1.5

// refresh recomputes a story's TF-IDF weights when the document
// frequencies have moved on since they were computed.
func (a *Assigner) refresh(s *story) {
	if a.df.n <= s.vecN*refreshGrowth {
		return
	}
	s.wv = slices.Grow(s.wv[:0], len(s.keys))[:len(s.keys)]
	// The document frequencies first, in a loop of look-ups alone (see
	// flatMap.touch): each is a likely cache miss in the large table,
	// and weighing each key as it was read (a logarithm apiece) kept few
	// of them in flight at once.
	counts := a.df.counts(s.keys, a.refreshBuf[:0])
	a.refreshBuf = counts
	var n2 float64
	for i, n := range counts {
		v := float64(s.tf[i]) * a.df.idfOf(n, s.kinds[i], a.w.NameShare)
		s.wv[i] = float32(v)
		n2 += v * v
	}
	s.norm = math.Sqrt(n2)
	s.vecN = a.df.n
	s.top = topNames(s.keys, s.kinds, s.wv, a.w.TopNames, s.top[:0])
}

// freeID is id when no open story has it, else id~2, id~3, ...: document
// ids should be unique, and a repeated one must not take over the open
// story its first use named (byID would lose that story).
func (a *Assigner) freeID(id string) string {
	return freeName(id, func(s string) bool { _, taken := a.byID[s]; return taken }, &a.suffixes)
}

// NoID names a story founded by a document with an empty id.
const NoID = "(no id)"

// freeName is id, or id~2, id~3, ... the first that is not taken: a
// repeated document id gives its second story a name of its own; an
// empty one is NoID. The caller takes the name returned.
//
// next keeps, for an id given again, the suffix its search goes on from
// (every one before it taken): without it the n-th document with the
// empty id tried the n-1 names before its own, and 20,000 of them took
// over a minute (TestEmptyIDsNamedInLinearTime). A name taken elsewhere
// changes nothing; one given back must be passed to next.release.
func freeName(id string, taken func(string) bool, next *suffixes) string {
	if id == "" {
		// A story needs a name a caller can tell from "none".
		id = NoID
	}
	if !taken(id) {
		return id
	}
	n := max(next.m[id], 2)
	alt := id + "~" + strconv.Itoa(n)
	for taken(alt) {
		n++
		alt = id + "~" + strconv.Itoa(n)
	}
	if next.m == nil {
		next.m = map[string]int{}
	}
	next.m[id] = n + 1
	return alt
}

// suffixes holds, for the ids given again, the suffix from which the
// next free name of the id is looked for: id~2 up to the one before it
// are taken. An entry is kept only while the name before it is taken, so
// there are no more of them than names taken.
type suffixes struct{ m map[string]int }

// release is told of a name given back: the search of its id goes on from
// it again. Any name that reads as id~n counts (a document's own id too:
// starting lower is only slower).
func (x *suffixes) release(name string) {
	i := strings.LastIndexByte(name, '~')
	if i < 0 || x.m == nil {
		return
	}
	id, num := name[:i], name[i+1:]
	n, err := strconv.Atoi(num)
	if err != nil || n < 2 || strconv.Itoa(n) != num {
		return // not a name freeName gives: it stops no search
	}
	if next, ok := x.m[id]; ok && n < next {
		if n == 2 {
			delete(x.m, id) // the search starts from id~2 anyway
		} else {
			x.m[id] = n
		}
	}
}

func (a *Assigner) newStory(id string) *story {
	var slot int32
	if n := len(a.free); n > 0 {
		slot = a.free[n-1]
		a.free = a.free[:n-1]
	} else {
		slot = int32(len(a.stories))
		a.stories = append(a.stories, &story{})
	}
	s := a.stories[slot]
	gen := s.gen + 1
	*s = story{id: id, gen: gen, open: true, born: a.seq}
	a.syncState(slot)
	a.byID[id] = slot
	a.open++
	return s
}

// addToCentroid adds a document's unit TF-IDF vector (kept in TF space:
// divided by the IDF it was computed with) to
// the story's centroid and prunes it to the strongest CentroidTerms.
func (a *Assigner) addToCentroid(s *story, f *features, docW, idfs []float32) {
	if len(docW) == 0 {
		return
	}
	a.mergeCentroid(s, f, docW, idfs)
	// The strongest features settle as a story grows: re-index it at
	// first, then every fourth document.
	if s.nvec <= 4 || s.nvec%4 == 0 {
		if s.pool != 0 {
			a.lingering.index(s, a.strongest(s))
		} else {
			a.index(s, a.byID[s.id])
		}
	}
}

// mergeCentroid is addToCentroid without the indexing: it adds the
// vector (not empty) to the centroid, prunes it and renews its top names.
func (a *Assigner) mergeCentroid(s *story, f *features, docW, idfs []float32) {
	s.nvec++
	if f.year != 0 {
		for k, y := range s.years {
			if y == f.year {
				break
			}
			if y == 0 {
				s.years[k] = f.year
				break
			}
		}
	}
	// Merge the document into the centroid in place, from the back: the
	// merged entries fill [n-m, n) of slices grown to n, then move down.
	old := len(s.keys)
	n := old + len(f.keys)
	s.keys = slices.Grow(s.keys, len(f.keys))[:n]
	s.tf = slices.Grow(s.tf, len(f.keys))[:n]
	s.wv = slices.Grow(s.wv, len(f.keys))[:n]
	s.kinds = slices.Grow(s.kinds, len(f.keys))[:n]
	// The weights of the story's other features keep the IDF they were
	// computed with (refresh renews them when the statistics have moved).
	var n2 float64
	i, j, o := old-1, len(f.keys)-1, n-1
	for i >= 0 || j >= 0 {
		switch {
		case j < 0 || i >= 0 && s.keys[i] > f.keys[j]:
			s.keys[o], s.tf[o], s.wv[o], s.kinds[o] = s.keys[i], s.tf[i], s.wv[i], s.kinds[i]
			i--
		case i < 0 || f.keys[j] > s.keys[i]:
			s.keys[o], s.tf[o], s.wv[o], s.kinds[o] = f.keys[j], tfOf(docW[j], idfs[j]), docW[j], f.kinds[j]
			j--
		default:
			t := s.tf[i] + tfOf(docW[j], idfs[j])
			s.keys[o], s.tf[o], s.wv[o], s.kinds[o] = s.keys[i], t, t*idfs[j], s.kinds[i]
			i--
			j--
		}
		n2 += float64(s.wv[o]) * float64(s.wv[o])
		o--
	}
	m := n - 1 - o
	copy(s.keys, s.keys[o+1:])
	copy(s.tf, s.tf[o+1:])
	copy(s.wv, s.wv[o+1:])
	copy(s.kinds, s.kinds[o+1:])
	s.keys, s.tf, s.wv, s.kinds = s.keys[:m], s.tf[:m], s.wv[:m], s.kinds[:m]
	s.norm = math.Sqrt(n2)
	if s.vecN == 0 {
		s.vecN = a.df.n
	}
	if len(s.keys) > 2*a.w.CentroidTerms {
		a.prune(s)
	}
	s.top = topNames(s.keys, s.kinds, s.wv, a.w.TopNames, s.top[:0])
}

// tfOf takes the IDF back out of a weight.
func tfOf(w, idf float32) float32 {
	if idf == 0 {
		return 0
	}
	return w / idf
}

// indexTerms is the number of a story's strongest features through which
// documents find it.
const indexTerms = 48

// index posts the story under its strongest features not yet posted.
// Features that fall out of the strongest keep their postings (the story
// stays a candidate through them) until the postings are rebuilt.
func (a *Assigner) index(s *story, slot int32) {
	top := a.strongest(s)
	a.touched += a.postings.touch(top) // read ahead (see flatMap.touch)
	for _, k := range top {
		if s.addIndexed(k) {
			ps, _ := a.postings.put(k)
			*ps = append(*ps, posting{slot, s.gen})
			a.posted++
		}
	}
}

// addIndexed records that the story is posted under k; false when it
// already was.
func (s *story) addIndexed(k uint64) bool {
	i, found := slices.BinarySearch(s.indexed, k)
	if !found {
		s.indexed = slices.Insert(s.indexed, i, k)
	}
	return !found
}

// strongest returns the story's indexTerms strongest features (in
// a.topBuf).
func (a *Assigner) strongest(s *story) []uint64 {
	top := a.topBuf[:0]
	if len(s.keys) <= indexTerms {
		top = append(top, s.keys...)
	} else {
		ws := append(a.wsBuf[:0], s.wv...)
		bar := kthLargest(ws, indexTerms)
		a.wsBuf = ws
		for i, k := range s.keys {
			if s.wv[i] >= bar {
				top = append(top, k)
			}
		}
	}
	a.topBuf = top
	return top
}

// prune keeps the CentroidTerms strongest features of a story.
func (a *Assigner) prune(s *story) {
	order := make([]int32, len(s.keys))
	for i := range order {
		order[i] = int32(i)
	}
	slices.SortFunc(order, func(x, y int32) int {
		if s.wv[x] != s.wv[y] {
			if s.wv[x] > s.wv[y] {
				return -1
			}
			return 1
		}
		return int(x - y)
	})
	keep := order[:a.w.CentroidTerms]
	slices.Sort(keep)
	var n2 float64
	for n, i := range keep {
		s.keys[n], s.tf[n], s.wv[n], s.kinds[n] = s.keys[i], s.tf[i], s.wv[i], s.kinds[i]
		n2 += float64(s.wv[n]) * float64(s.wv[n])
	}
	k := len(keep)
	s.keys, s.tf, s.wv, s.kinds = s.keys[:k], s.tf[:k], s.wv[:k], s.kinds[:k]
	s.norm = math.Sqrt(n2)
	// Postings of dropped features go stale; they are skipped on lookup
	// (the story no longer has the feature, so it costs only a look).
}

func (a *Assigner) addMember(s *story, d Doc, t int64, copy bool, sim float64) {
	s.size++
	if !copy {
		s.indep++
	}
	s.seq = a.seq
	if t != 0 {
		if s.first == 0 || t < s.first {
			s.first = t
		}
		if t > s.last {
			s.last = t
		}
		s.arrived = max(s.arrived, a.clk.now)
	}
	m := Member{ID: d.ID, Title: d.Title, Source: d.Source, Published: d.Published, Copy: copy, Similarity: sim, at: t, lead: memberLead(&d)}
	if !copy {
		// The story's first member seeded it: it ranks first.
		rank := sim
		if s.indep == 1 {
			rank = 1
		}
		a.keepNames(s, d.ID, rank)
	}
	if len(s.members) < a.opts.MaxMembers {
		s.members = append(s.members, m)
	} else {
		s.members[s.ring] = m
		s.ring = (s.ring + 1) % len(s.members)
	}
}

func (a *Assigner) compactPosting(key uint64) {
	pp := a.postings.ptr(key)
	ps := *pp
	n := 0
	for _, p := range ps {
		if st := a.state[p.slot]; st.gen == p.gen && st.open {
			ps[n] = p
			n++
		}
	}
	a.posted -= len(ps) - n
	if n == 0 {
		a.postings.del(key)
		return
	}
	*pp = slices.Clip(ps[:n])
}

// syncState records the state of the story in slot (see slotState).
func (a *Assigner) syncState(slot int32) {
	if int(slot) >= len(a.state) {
		a.state = append(a.state, make([]slotState, int(slot)+1-len(a.state))...)
	}
	s := a.stories[slot]
	a.state[slot] = slotState{s.gen, s.open}
}

// maybeSweep closes expired stories now and then, and rebuilds the
// postings when most of their entries are dead.
func (a *Assigner) maybeSweep() {
	step := a.windowSeconds() / 16
	if step < 1 {
		step = 1
	}
	if a.clk.now != 0 && a.clk.now-a.lastSweep >= step {
		a.lastSweep = a.clk.now
		for slot, s := range a.stories {
			if s != nil && s.open && a.expired(s) {
				a.closeExpired(int32(slot))
			}
		}
	}
	live := 0
	if a.seq-a.sweepSeq >= 4096 {
		a.sweepSeq = a.seq
		for _, s := range a.stories {
			if s != nil && s.open {
				live += len(s.indexed)
			}
		}
		if a.posted > 2*live+4096 {
			a.rebuildPostings()
		}
	}
}

func (a *Assigner) rebuildPostings() {
	a.postings = newFlatMap[[]posting](a.postings.len() / 2)
	a.posted = 0
	for slot, s := range a.stories {
		if s == nil || !s.open {
			continue
		}
		s.indexed = s.indexed[:0]
		a.index(s, int32(slot))
	}
}

// evictOldest closes the stories updated longest ago until a tenth of
// MaxOpen is free.
func (a *Assigner) evictOldest() {
	type ss struct {
		seq  uint64
		slot int32
	}
	var all []ss
	for slot, s := range a.stories {
		if s != nil && s.open {
			all = append(all, ss{s.seq, int32(slot)})
		}
	}
	slices.SortFunc(all, func(x, y ss) int {
		if x.seq < y.seq {
			return -1
		}
		if x.seq > y.seq {
			return 1
		}
		return int(x.slot - y.slot)
	})
	target := a.opts.MaxOpen - a.opts.MaxOpen/10
	for _, e := range all {
		if a.open <= target {
			break
		}
		a.closeStory(e.slot)
	}
}

func (a *Assigner) closeStory(slot int32) {
	s := a.stories[slot]
	if a.opts.OnClose != nil {
		if d := a.opts.DescribeClosed; d == nil || d(s.size) {
			a.opts.OnClose(a.snapshot(s))
		} else {
			a.opts.OnClose(a.undescribed(s))
		}
	}
	if a.opts.OnClosed != nil {
		a.opts.OnClosed(s.id)
	}
	delete(a.byID, s.id)
	a.suffixes.release(s.id)
	gen := s.gen
	*s = story{gen: gen}
	a.syncState(slot)
	a.free = append(a.free, slot)
	a.open--
}

// Expire advances the clock to now (when later than the latest
// publication time seen) and closes the stories quiet for longer than the
// window. A service calls it with the wall clock.
func (a *Assigner) Expire(now time.Time) {
	if t := secondsOf(now); t > a.clk.now {
		a.clk.now, a.clk.lone = t, false
	}
	for slot, s := range a.stories {
		if s != nil && s.open && a.expired(s) {
			a.closeExpired(int32(slot))
		}
	}
}

// Close closes every open story, oldest first, handing each to
// Options.OnClose. The Assigner can be used again afterwards; its
// document frequencies are kept.
func (a *Assigner) Close() {
	for _, slot := range a.openSlots() {
		a.closeStory(slot)
	}
	a.postings = flatMap[[]posting]{}
	a.posted = 0
	a.lingering = lingering{}
}

// openSlots lists the open stories in order of birth.
func (a *Assigner) openSlots() []int32 {
	var slots []int32
	for slot, s := range a.stories {
		if s != nil && s.open {
			slots = append(slots, int32(slot))
		}
	}
	slices.SortFunc(slots, func(x, y int32) int {
		bx, by := a.stories[x].born, a.stories[y].born
		if bx < by {
			return -1
		}
		if bx > by {
			return 1
		}
		return 0
	})
	return slots
}

// Stories returns snapshots of the open stories in order of birth (none
// past the window: see Story).
func (a *Assigner) Stories() []Story {
	var out []Story
	for _, slot := range a.openSlots() {
		if s := a.stories[slot]; !a.expired(s) {
			out = append(out, a.snapshot(s))
		}
	}
	return out
}

// Story returns a snapshot of an open story. A story past the window is
// not open, though it reaches Options.OnClose only at the next sweep
// (when the clock has moved on by a sixteenth of the window).
func (a *Assigner) Story(id string) (Story, bool) {
	s := a.openByID(id)
	if s == nil {
		return Story{}, false
	}
	return a.snapshot(s), true
}

// Members returns the members of an open story (the latest
// Options.MaxMembers of them), in order of arrival; nil when the story is
// not open.
func (a *Assigner) Members(id string) []Member {
	s := a.openByID(id)
	if s == nil {
		return nil
	}
	return a.ringMembers(s)
}

// HasMember reports whether docID is among the latest members
// (Options.MaxMembers) of a story that is not closed yet, whether or not
// it is past the window: the stories Remove acts on.
func (a *Assigner) HasMember(storyID, docID string) bool {
	slot, ok := a.byID[storyID]
	return ok && slices.ContainsFunc(a.stories[slot].members, func(m Member) bool { return m.ID == docID })
}

// openByID is the open story id names, nil when there is none or it is
// past the window (Add would no longer put a dated document in it).
func (a *Assigner) openByID(id string) *story {
	slot, ok := a.byID[id]
	if !ok || a.expired(a.stories[slot]) {
		return nil
	}
	return a.stories[slot]
}

func (a *Assigner) ringMembers(s *story) []Member {
	out := make([]Member, 0, len(s.members))
	out = append(out, s.members[s.ring:]...)
	return append(out, s.members[:s.ring]...)
}

// undescribed is a story's members and times, without a description.
func (a *Assigner) undescribed(s *story) Story {
	st := Story{ID: s.id, Size: s.size, Independent: s.indep, Members: a.ringMembers(s)}
	if s.first != 0 {
		st.First, st.Last = timeOf(s.first), timeOf(s.last)
	}
	return st
}

// snapshot describes a story: headline, top terms and names.
func (a *Assigner) snapshot(s *story) Story {
	// The weights as refresh would give them, without renewing them: when
	// a story's weights are renewed changes the similarities of later
	// documents, so reading a story must not.
	wv := s.wv
	if a.df.n > s.vecN*refreshGrowth {
		wv = make([]float32, len(s.keys))
		for i, k := range s.keys {
			wv[i] = float32(float64(s.tf[i]) * a.df.weight(k, s.kinds[i], a.w.NameShare))
		}
	}
	st := a.undescribed(s)
	ws := make([]weighted, len(s.keys))
	for i, k := range s.keys {
		ws[i] = weighted{k, float64(wv[i])}
	}
	st.Terms, st.Names, st.Headline = describe(a.x, a.df, ws, st.Members, wordsOfRuns(s.named))
	return st
}

// wordsOfRuns is the words of the kept name runs, a member's runs a line
// each, in three allocations however many runs: one slice a run took a
// tenth of a stream's time when every closing story is described.
func wordsOfRuns(named []memberNames) [][][]string {
	if len(named) == 0 {
		return nil
	}
	nw, nr := 0, 0
	for _, e := range named {
		nl := strings.Count(e.runs, "\n")
		nw += strings.Count(e.runs, " ") + nl + 1
		nr += nl + 1
	}
	words, all := make([]string, 0, nw), make([][]string, 0, nr)
	runs := make([][][]string, len(named))
	for i, e := range named {
		first := len(all)
		for r := range strings.SplitSeq(e.runs, "\n") {
			if r == "" {
				continue
			}
			start := len(words)
			for w := range strings.FieldsSeq(r) {
				words = append(words, w)
			}
			// capped: fullNameIn appends to a copy, never over the next run
			all = append(all, words[start:len(words):len(words)])
		}
		if len(all) > first {
			runs[i] = all[first:len(all):len(all)]
		}
	}
	return runs
}

// keepNames keeps the name runs of the document just extracted (the
// extractor's tokens are still its own), a member of s ranked rank,
// when it is among the story's runMembers most representative members;
// ties to the earlier.
func (a *Assigner) keepNames(s *story, id string, rank float64) {
	n := len(s.named)
	if n == runMembers && rank <= s.named[n-1].rank {
		return
	}
	i := n
	for i > 0 && s.named[i-1].rank < rank {
		i--
	}
	if n == runMembers {
		s.named = s.named[:n-1]
	}
	s.named = slices.Insert(s.named, i, memberNames{id: id, rank: rank, runs: a.x.leadRuns(a.df)})
}

// yearConflict reports that a document names a latest year and a story
// has members that do, but none within a year of it: what the document
// reports lies in another time than what the story's members report. A
// year either side is allowed (a report from early January names last
// year's December).
func yearConflict(y uint16, years *[maxYears]uint16) bool {
	if y == 0 || years[0] == 0 {
		return false
	}
	for _, z := range years {
		if z != 0 && !yearsApart(y, z) {
			return false
		}
	}
	return true
}
