package synth

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/copydesk/copydesk/facts"
)

// Planted disagreements.
//
// Plant builds stories for measuring disagreement detection: each story is a
// real base article, 2-5 re-publications of it made with the ordinary copy
// operators (trim, light edits, house style, layout, dateline, headline,
// byline, boilerplate, spam), and same-topic articles about other events.
// Some copies carry planted changes: one or two checkable details of a body
// sentence — a number, a person's name, a rank or title, a weekday or date —
// changed to another plausible value, each recorded with its byte offsets in
// the base and in the copy. Everything else that differs between the
// documents is either a light edit (not a disagreement) or a different event
// (a distractor: not a disagreement either).
//
// A detail is planted only in a slot that is stable: a mention found by
// facts.Mentions in a prose body sentence of the base, unique (kind and
// normalised value) in that sentence, and found with the same value in that
// sentence of every copy of the story that kept it. So the only difference
// at a planted slot is the planted one, and unchanged copies agree with the
// base at every slot that the generator touched.

// RoleChanged is a copy that carries planted changes.
const RoleChanged Role = "changed"

// OpPlanted is recorded in StoryDoc.Ops of a copy with planted changes.
const OpPlanted = "planted"

// PlantConfig controls Plant.
type PlantConfig struct {
	Seed       uint64
	Stories    int     // stories to build (fewer when the input runs out)
	MinCopies  int     // copies per story: uniform in MinCopies..MaxCopies
	MaxCopies  int     //
	Changed    float64 // probability that a copy carries planted changes
	Clean      float64 // probability that a story has no planted change at all
	MaxChanges int     // planted changes per changed copy: uniform in 1..MaxChanges
	// Distractors[k] is the weight of a story having k same-topic articles
	// about other events.
	Distractors []float64
	MinWords    int // shortest usable article in words
	MinSlots    int // a base needs at least this many plantable slots
	Outlets     int // invented outlets
	SpamLines   int // size of the spam pool
	// Rates of the copy operators. Numbers, Extend and Partial are not used:
	// numbers change only where planted, and copies hold no other article's
	// text.
	Rates Rates
	// Dates for inputs without one (the BBC set has none).
	UndatedFrom, UndatedTo time.Time
	// Near-duplicate screen between chosen articles (see Config).
	DupShared int
	DupFrac   float64
}

// DefaultPlantConfig returns the defaults used by cmd/plantgen.
func DefaultPlantConfig() PlantConfig {
	d := DefaultConfig()
	return PlantConfig{
		Seed: 1, Stories: 300, MinCopies: 2, MaxCopies: 5,
		Changed: 0.5, Clean: 0.1, MaxChanges: 2,
		Distractors: []float64{0.3, 0.45, 0.25},
		MinWords:    120, MinSlots: 4, Outlets: d.Outlets, SpamLines: d.SpamLines,
		Rates:       d.Rates,
		UndatedFrom: d.UndatedFrom, UndatedTo: d.UndatedTo,
		DupShared: d.DupShared, DupFrac: d.DupFrac,
	}
}

// StoryDoc is one document of a story.
type StoryDoc struct {
	Document
	Role Role     // RoleBase, RoleCopy (unchanged), RoleChanged, RoleTopicDistractor
	Ops  []string // operators applied, in order
	Orig string   // input id of the article the text comes from
	// OrigIndex is the index in Plant's input of that article: ids need
	// not be unique across inputs (two corpora may both have a "1").
	OrigIndex int
	// spans maps the index of a base sentence to its byte span in Text (base
	// and copies; nil for distractors).
	spans map[int][2]int
}

// Story is a base article, its copies and its distractors, in a shuffled
// order, with the changes planted in the copies.
type Story struct {
	ID      string
	Base    string // id of the base document
	Docs    []StoryDoc
	Changes []PlantedChange
}

// PlantedChange is one planted disagreement: the mention Original at
// [BaseStart,BaseEnd) of the base's text reads Changed at [Start,End) of the
// copy's text. Spans are those of facts.Mentions in the whole document (a
// number's span includes its qualifier and unit: "more than 20", "$1.13bn").
// The two surfaces may differ by light edits besides the planted change
// ("more than 20" -> "over 21"); the normalised values always differ.
type PlantedChange struct {
	Story        string
	Doc          string // id of the changed copy
	Base         string // id of the base
	Kind         string // number, name, rank or day (facts.Kind names)
	Original     string // text in the base
	Changed      string // text in the copy
	BaseStart    int
	BaseEnd      int
	Start        int
	End          int
	OriginalNorm string // facts.Mention.Norm in the base
	ChangedNorm  string // facts.Mention.Norm in the copy
}

// Plant builds stories with planted disagreements from the input articles
// (see the comment at the top of this file). The output depends only on the
// inputs and the configuration. Document ids are opaque and unique.
func Plant(in []Article, cfg PlantConfig) ([]Story, error) {
	g := &generator{cfg: Config{
		Seed: cfg.Seed, MinWords: cfg.MinWords, Rates: cfg.Rates,
		UndatedFrom: cfg.UndatedFrom, UndatedTo: cfg.UndatedTo,
		DupShared: cfg.DupShared, DupFrac: cfg.DupFrac,
	}, in: in}
	g.prepare()
	if len(g.arts) == 0 {
		return nil, ErrNoArticles
	}
	shuffle(newRNG(cfg.Seed, 40), g.arts)
	g.used = make([]bool, len(g.arts))
	g.dup = newDupIndex(cfg.DupShared, cfg.DupFrac)
	year := 2026
	g.outlets = makeOutlets(max(cfg.Outlets, 1), newRNG(cfg.Seed, 41), year)
	g.outletW = make([]float64, len(g.outlets))
	for i := range g.outletW {
		g.outletW[i] = 1 / (1 + 0.15*float64(i))
	}
	g.spam = makeSpam(max(cfg.SpamLines, 1), newRNG(cfg.Seed, 42), year)

	p := &planter{g: g, cfg: cfg, ids: map[string]bool{}}
	bases := p.pickBases(cfg.Stories)
	p.buildPool()
	stories := make([]Story, 0, len(bases))
	for i, ap := range bases {
		stories = append(stories, p.story(i, ap))
	}
	return stories, nil
}

type planter struct {
	g    *generator
	cfg  PlantConfig
	ids  map[string]bool
	pool map[string][]int // unused articles by distractor bucket
}

// distractorBucket is the topic bucket of an article, or its source for an
// article without a topic (a crude topic is not found for every Reuters
// story): distractors come from the same bucket.
func (p *planter) distractorBucket(ap int) string {
	a := p.g.arts[ap]
	if a.bucket != "" {
		return a.bucket
	}
	return a.source + "/"
}

// pickBases chooses up to n articles with enough plantable slots,
// round-robin over sources, screened for near-duplicates.
func (p *planter) pickBases(n int) []int {
	return p.g.pickRoundRobin(n, func(ap int) bool {
		a := p.g.arts[ap]
		return len(plantSlots(parseBody(a.text, srcBase), strings.HasSuffix(a.bucket, "/sport"))) >= p.cfg.MinSlots
	})
}

func (p *planter) buildPool() {
	p.pool = map[string][]int{}
	for ap := range p.g.arts {
		if !p.g.used[ap] {
			b := p.distractorBucket(ap)
			p.pool[b] = append(p.pool[b], ap)
		}
	}
}

// distractor picks an unused article of the base's bucket with the most
// content words in common (among a sample of 40) that passes the
// near-duplicate screen; -1 when none is left.
func (p *planter) distractor(ap int, r *rng) int {
	g := p.g
	b := p.distractorBucket(ap)
	for tries := 0; tries < 3; tries++ {
		cands := slices.DeleteFunc(p.pool[b], func(c int) bool { return g.used[c] })
		p.pool[b] = cands
		if len(cands) == 0 {
			return -1
		}
		bw := g.contentWordsOf(ap)
		best, bestScore := -1, -1.0
		for k := 0; k < 40 && k < len(cands); k++ {
			c := cands[r.intn(len(cands))]
			if s := jaccard(bw, g.contentWordsOf(c)); s > bestScore {
				best, bestScore = c, s
			}
		}
		if g.accept(best) {
			return best
		}
	}
	return -1
}

func (p *planter) newID(story, doc int) string {
	for salt := uint64(0); ; salt++ {
		id := fmt.Sprintf("p%012x", mix64(p.cfg.Seed*0x9e3779b97f4a7c15^uint64(story)<<20^uint64(doc)<<8^salt)&0xffffffffffff)
		if !p.ids[id] {
			p.ids[id] = true
			return id
		}
	}
}

// plantCopy is a copy under construction.
type plantCopy struct {
	doc     StoryDoc
	body    body
	changed bool
	r       *rng
	outlet  *Outlet
	title   string
	layout  int
	pre     map[int]string          // base sentence index -> text after edits, before planting
	ments   map[int][]facts.Mention // facts.Mentions of pre texts, computed lazily
	edits   map[int][]plantEdit     // planted edits by sentence, in pre coordinates, sorted
	dlIdx   int                     // sentence that got the dateline, -1 when none
	dl      string
	ops     []string
	slotIDs map[int]bool // slots planted in this copy
}

// plantEdit replaces pre[start:end] (a whole mention) by repl.
type plantEdit struct {
	start, end int
	repl       string
	slot       int // index into the story's slots
	norm       string
}

func (c *plantCopy) mentions(k int) []facts.Mention {
	if ms, ok := c.ments[k]; ok {
		return ms
	}
	ms := facts.Mentions(c.pre[k])
	c.ments[k] = ms
	return ms
}

// current returns sentence k with the planted edits applied (no dateline).
func (c *plantCopy) current(k int) string {
	pe := c.edits[k]
	if len(pe) == 0 {
		return c.pre[k]
	}
	es := make([]edit, len(pe))
	for i, e := range pe {
		es[i] = edit{e.start, e.end, e.repl}
	}
	return applyEdits(c.pre[k], es)
}

// toPre maps a position of current(k) that is outside every edit to the
// same position in pre[k].
func (c *plantCopy) toPre(k, pos int) int {
	shift := 0
	for _, e := range c.edits[k] {
		outStart := e.start + shift
		if outStart >= pos {
			break
		}
		shift += len(e.repl) - (e.end - e.start)
	}
	return pos - shift
}

// outSpan returns the span of edit e of sentence k in current(k).
func (c *plantCopy) outSpan(k int, e plantEdit) (int, int) {
	shift := 0
	for _, x := range c.edits[k] {
		if x.start >= e.start {
			break
		}
		shift += len(x.repl) - (x.end - x.start)
	}
	return e.start + shift, e.start + shift + len(e.repl)
}

func (p *planter) story(i, ap int) Story {
	g := p.g
	cfg := p.cfg
	rt := cfg.Rates
	r := newRNG(cfg.Seed, 43, uint64(i))
	pa := g.arts[ap]
	a := &g.in[pa.idx]
	sport := strings.HasSuffix(pa.bucket, "/sport")
	st := Story{ID: fmt.Sprintf("s%04d", i+1)}
	baseBody := parseBody(pa.text, srcBase)
	date := g.dateOf(a, r)

	// The base, as published by its own source or by an invented outlet.
	base := StoryDoc{Role: RoleBase, Orig: a.ID, OrigIndex: pa.idx, Ops: []string{"base"}}
	base.Title, base.Source, base.Published = a.Title, a.Source, date
	bb := baseBody.clone()
	rec := Record{}
	if r.chance(rt.BaseOutlet) {
		o := g.pickOutlet(r)
		base.Source = o.Name
		base.Ops = append(base.Ops, g.decorate(&bb, o, &rec, r, rt.Boilerplate, rt.Spam, false)...)
	} else if r.chance(rt.Spam) {
		base.Ops = append(base.Ops, g.decorate(&bb, nil, &rec, r, 0, 1, false)...)
	}
	if r.chance(rt.MissingDate / 2) {
		base.Published = time.Time{}
	}
	base.Text, base.spans = bb.renderSpans(0)
	base.ID = p.newID(i, 0)
	st.Base = base.ID

	// Slots: checked in the whole base text too (names at sentence starts
	// depend on the context).
	slots := plantSlots(baseBody, sport)
	slots = docLevel(slots, base.Text, base.spans)

	// Copies.
	n := r.between(cfg.MinCopies, cfg.MaxCopies)
	changed := make([]bool, n)
	if !r.chance(cfg.Clean) {
		any := false
		for j := range changed {
			changed[j] = r.chance(cfg.Changed)
			any = any || changed[j]
		}
		if !any && n > 0 {
			changed[r.intn(n)] = true
		}
	}
	copies := make([]*plantCopy, n)
	for j := range copies {
		copies[j] = p.editCopy(pa, &base, baseBody, date, changed[j], newRNG(cfg.Seed, 44, uint64(i), uint64(j)))
	}

	// Keep the slots whose value every copy that kept the sentence repeats.
	stable := slots[:0]
	for _, s := range slots {
		ok := true
		for _, c := range copies {
			if _, has := c.pre[s.sent]; has && countMention(c.mentions(s.sent), s.kind, s.norm) != 1 {
				ok = false
				break
			}
		}
		if ok {
			stable = append(stable, s)
		}
	}
	slots = stable

	storyUsed := map[int]bool{}
	for _, c := range copies {
		if c.changed {
			p.plantIn(c, slots, storyUsed, sport)
		}
	}
	for j, c := range copies {
		p.finishCopy(c, pa)
		c.doc.ID = p.newID(i, j+1)
		for _, ch := range p.resolve(c, slots, &base) {
			ch.Story, ch.Doc, ch.Base = st.ID, c.doc.ID, base.ID
			st.Changes = append(st.Changes, ch)
		}
	}

	// Distractors: other events of the same topic.
	docs := []StoryDoc{base}
	for _, c := range copies {
		docs = append(docs, c.doc)
	}
	for k := r.weighted(cfg.Distractors); k > 0; k-- {
		dp := p.distractor(ap, r)
		if dp < 0 {
			break
		}
		d := p.distractorDoc(dp, r)
		d.ID = p.newID(i, len(docs))
		docs = append(docs, d)
	}
	shuffle(r, docs)
	st.Docs = docs
	sort.SliceStable(st.Changes, func(x, y int) bool {
		cx, cy := st.Changes[x], st.Changes[y]
		if cx.Doc != cy.Doc {
			return cx.Doc < cy.Doc
		}
		return cx.Start < cy.Start
	})
	return st
}

// editCopy makes the edits that happen before planting: trim, light edits,
// house style. An unchanged copy may instead be byte-identical to the base.
func (p *planter) editCopy(pa prepared, base *StoryDoc, baseBody body, date time.Time, changed bool, r *rng) *plantCopy {
	g := p.g
	rt := p.cfg.Rates
	a := &g.in[pa.idx]
	c := &plantCopy{changed: changed, r: r, pre: map[int]string{}, ments: map[int][]facts.Mention{},
		edits: map[int][]plantEdit{}, dlIdx: -1, slotIDs: map[int]bool{}}
	c.outlet = g.pickOutlet(r)
	c.doc = StoryDoc{Role: RoleCopy, Orig: a.ID, OrigIndex: pa.idx}
	c.doc.Source = c.outlet.Name
	c.doc.Published = copyDate(date, r, rt)
	if !changed && r.chance(rt.Identical) {
		c.doc.Title, c.doc.Text, c.doc.spans = base.Title, base.Text, base.spans
		c.doc.Ops = []string{OpIdentical}
		for _, para := range baseBody {
			for _, s := range para {
				c.pre[s.idx] = s.text
			}
		}
		c.body = nil
		return c
	}
	b := baseBody.clone()
	c.title = a.Title
	if isAllCaps(c.title) && r.chance(0.7) {
		c.title = titleCase(c.title)
	}
	if r.chance(rt.Trim) {
		b = trimBody(b, r.uniform(rt.TrimMin, rt.TrimMax), r.chance(0.6))
		c.ops = append(c.ops, OpTrim)
		if r.chance(rt.DropParagraph) {
			var ok bool
			if b, ok = dropMiddleParagraph(b, r); ok {
				c.ops = append(c.ops, OpDropParagraph)
			}
		}
	}
	if r.chance(rt.LightEdit) {
		edited := false
		for _, para := range b {
			for k := range para {
				if r.chance(rt.EditSentence) {
					if t := lightEditSentence(para[k].text, r, rt.Reorder); t != para[k].text {
						para[k].text = t
						edited = true
					}
				}
			}
		}
		if edited {
			c.ops = append(c.ops, OpLightEdit)
		}
	}
	if r.chance(rt.Spelling) {
		c.ops = append(c.ops, houseStyle(b, c.outlet.Style, r)...)
		if c.outlet.Style.StripTags {
			c.title = stripTags(c.title)
		}
	}
	for _, para := range b {
		for _, s := range para {
			if s.src == srcBase {
				c.pre[s.idx] = s.text
			}
		}
	}
	c.body = b
	return c
}

// plantIn plants 1..MaxChanges changes in copy c: a kind at random among
// those with a free slot in the sentences the copy kept, then a slot of
// that kind (preferably one no other copy of the story changed).
func (p *planter) plantIn(c *plantCopy, slots []slot, storyUsed map[int]bool, sport bool) {
	r := c.r
	want := r.between(1, max(p.cfg.MaxChanges, 1))
	tried := map[int]bool{}
	kindsDone := map[facts.Kind]bool{}
	for planted := 0; planted < want; {
		// free slots, in sentences not changed yet when there are any
		byKind := map[facts.Kind][]int{}
		for _, otherSentence := range []bool{true, false} {
			for si, s := range slots {
				_, has := c.pre[s.sent]
				if has && !tried[si] && !c.slotIDs[si] && (!otherSentence || len(c.edits[s.sent]) == 0) {
					byKind[s.kind] = append(byKind[s.kind], si)
				}
			}
			if len(byKind) > 0 {
				break
			}
		}
		var kinds []facts.Kind
		for _, k := range []facts.Kind{facts.Number, facts.Name, facts.Rank, facts.Day} {
			if len(byKind[k]) > 0 && !kindsDone[k] {
				kinds = append(kinds, k)
			}
		}
		if len(kinds) == 0 {
			for _, k := range []facts.Kind{facts.Number, facts.Name, facts.Rank, facts.Day} {
				if len(byKind[k]) > 0 {
					kinds = append(kinds, k)
				}
			}
		}
		if len(kinds) == 0 {
			return
		}
		k := pick(r, kinds)
		cands := byKind[k]
		var fresh []int
		for _, si := range cands {
			if !storyUsed[si] {
				fresh = append(fresh, si)
			}
		}
		if len(fresh) > 0 && r.chance(0.8) {
			cands = fresh
		}
		si := pick(r, cands)
		tried[si] = true
		if p.plantOne(c, slots, si, sport) {
			storyUsed[si] = true
			c.slotIDs[si] = true
			kindsDone[k] = true
			planted++
		}
	}
}

// plantOne changes slot si in copy c; false when no change passes the
// checks: the sentence keeps the same mentions in the same order with the
// same kinds, only the target's value changes, and the new value is not one
// the base sentence has for that kind.
func (p *planter) plantOne(c *plantCopy, slots []slot, si int, sport bool) bool {
	s := slots[si]
	cur := c.current(s.sent)
	ms := facts.Mentions(cur)
	ti := -1
	for i, m := range ms {
		if m.Kind == s.kind && m.Norm == s.norm {
			ti = i
			break
		}
	}
	if ti < 0 {
		return false
	}
	t := ms[ti]
	for _, e := range c.edits[s.sent] { // never plant over an earlier planted edit
		if os, oe := c.outSpan(s.sent, e); t.Start < oe && os < t.End {
			return false
		}
	}
	surface := cur[t.Start:t.End]
	opts := mutations(s.kind, surface, sport)
	shuffle(c.r, opts)
	for _, ns := range opts {
		next := cur[:t.Start] + ns + cur[t.End:]
		nm := facts.Mentions(next)
		if !sameButOne(ms, nm, ti, len(ns)-len(surface)) {
			continue
		}
		if nm[ti].Start != t.Start || nm[ti].End != t.Start+len(ns) || slices.Contains(s.sentNorms, nm[ti].Norm) {
			continue
		}
		ps := c.toPre(s.sent, t.Start)
		e := plantEdit{start: ps, end: ps + len(surface), repl: ns, slot: si, norm: nm[ti].Norm}
		es := append(c.edits[s.sent], e)
		sort.Slice(es, func(x, y int) bool { return es[x].start < es[y].start })
		c.edits[s.sent] = es
		return true
	}
	return false
}

// sameButOne reports whether b has the mentions of a in the same order and
// kinds, at the same places (shifted by delta after the target), with the
// same values except the target's, which differs.
func sameButOne(a, b []facts.Mention, ti, delta int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Kind != b[i].Kind {
			return false
		}
		if i == ti {
			if a[i].Norm == b[i].Norm {
				return false
			}
			continue
		}
		sh := 0
		if i > ti {
			sh = delta
		}
		if a[i].Norm != b[i].Norm || a[i].Start+sh != b[i].Start || a[i].End+sh != b[i].End {
			return false
		}
	}
	return true
}

// finishCopy applies the planted edits, then the dateline, headline,
// decoration and layout, and renders the text.
func (p *planter) finishCopy(c *plantCopy, pa prepared) {
	if c.body == nil { // identical to the base
		return
	}
	g := p.g
	rt := p.cfg.Rates
	r := c.r
	a := &g.in[pa.idx]
	o := c.outlet
	b := c.body
	for k := range c.edits {
		if s := findSentence(b, k); s != nil {
			s.text = c.current(k)
		}
	}
	if len(c.edits) > 0 {
		c.doc.Role = RoleChanged
		c.ops = append(c.ops, OpPlanted)
	}
	if r.chance(rt.Layout) && o.Layout != 0 {
		c.layout = o.Layout
		c.ops = append(c.ops, OpLayout)
	}
	// the headline is made from the lead as edited, before planting: a
	// planted value appears only where it is recorded
	lead := ""
	if len(b) > 0 && len(b[0]) > 0 {
		lead = b[0][0].text
		if b[0][0].src == srcBase {
			lead = c.pre[b[0][0].idx]
		}
	}
	if r.chance(rt.Dateline) && len(b) > 0 && len(b[0]) > 0 {
		city, country := guessPlace(pa.text)
		if city == "" {
			city = "LONDON"
			if a.Source == "Reuters" {
				city = pick(r, []string{"NEW YORK", "NEW YORK", "WASHINGTON", "CHICAGO"})
			}
		}
		agency := o.Agency
		if a.Source == "Reuters" {
			agency = "Reuters"
		}
		dl := dateline(o, city, country, agency, c.doc.Published, r)
		first := &b[0][0]
		first.text = dl + first.text
		if first.src == srcBase {
			c.dlIdx, c.dl = first.idx, dl
		}
		c.ops = append(c.ops, OpDateline)
	}
	if r.chance(rt.Retitle) {
		if t := retitle(c.title, lead, o, r); t != c.title {
			c.title = t
			c.ops = append(c.ops, OpRetitle)
		}
	}
	c.doc.Title = c.title
	rec := Record{}
	rec.Title = c.title
	c.ops = append(c.ops, g.decorate(&b, o, &rec, r, rt.Boilerplate, rt.Spam, true)...)
	c.body = b
	c.doc.Text, c.doc.spans = b.renderSpans(c.layout)
	if c.ops == nil {
		c.ops = []string{}
	}
	c.doc.Ops = c.ops
}

// resolve turns the planted edits of c into changes with document offsets,
// checking each against facts.Mentions of the whole copy. An edit that does
// not read as planted in the whole document (rare: a name run joined across
// the context) is undone and the text rendered again.
func (p *planter) resolve(c *plantCopy, slots []slot, base *StoryDoc) []PlantedChange {
	for round := 0; round < 8; round++ {
		if len(c.edits) == 0 {
			break
		}
		dm := facts.Mentions(c.doc.Text)
		var out []PlantedChange
		bad := false
		for _, k := range sortedKeys(c.edits) {
			sp, ok := c.doc.spans[k]
			for ei, e := range c.edits[k] {
				s := slots[e.slot]
				os, oe := c.outSpan(k, e)
				if k == c.dlIdx {
					os, oe = os+len(c.dl), oe+len(c.dl)
				}
				start, end := sp[0]+os, sp[0]+oe
				if !ok || !hasMention(dm, s.kind, e.norm, start, end) {
					c.edits[k] = slices.Delete(slices.Clone(c.edits[k]), ei, ei+1)
					if len(c.edits[k]) == 0 {
						delete(c.edits, k)
					}
					bad = true
					break
				}
				out = append(out, PlantedChange{
					Kind: s.kind.String(), Original: base.Text[s.docStart:s.docEnd], Changed: c.doc.Text[start:end],
					BaseStart: s.docStart, BaseEnd: s.docEnd, Start: start, End: end,
					OriginalNorm: s.norm, ChangedNorm: e.norm,
				})
			}
			if bad {
				break
			}
		}
		if !bad {
			return out
		}
		// undo and render again
		for k := range c.pre {
			if sn := findSentence(c.body, k); sn != nil {
				t := c.current(k)
				if k == c.dlIdx {
					t = c.dl + t
				}
				sn.text = t
			}
		}
		c.doc.Text, c.doc.spans = c.body.renderSpans(c.layout)
	}
	if len(c.edits) == 0 && c.doc.Role == RoleChanged {
		c.doc.Role = RoleCopy
		c.doc.Ops = slices.DeleteFunc(c.doc.Ops, func(o string) bool { return o == OpPlanted })
	}
	return nil
}

func (p *planter) distractorDoc(dp int, r *rng) StoryDoc {
	g := p.g
	rt := p.cfg.Rates
	pa := g.arts[dp]
	a := &g.in[pa.idx]
	o := g.pickOutlet(r)
	d := StoryDoc{Role: RoleTopicDistractor, Orig: a.ID, OrigIndex: pa.idx}
	d.Title, d.Source, d.Published = a.Title, o.Name, g.dateOf(a, r)
	if r.chance(rt.MissingDate) {
		d.Published = time.Time{}
	}
	b := parseBody(pa.text, srcBase)
	d.Ops = []string{string(RoleTopicDistractor)}
	if r.chance(rt.DistractorEdit) {
		d.Ops = append(d.Ops, houseStyle(b, o.Style, r)...)
	}
	if isAllCaps(d.Title) && r.chance(0.7) {
		d.Title = titleCase(d.Title)
	}
	rec := Record{}
	rec.Title = d.Title
	d.Ops = append(d.Ops, g.decorate(&b, o, &rec, r, rt.Boilerplate, rt.Spam, true)...)
	layout := 0
	if r.chance(rt.Layout) {
		layout = o.Layout
	}
	d.Text = b.render(layout)
	return d
}

// renderSpans renders the body as render describes and also returns the span
// of every base sentence in the text (by sentence index).
func (b body) renderSpans(layout int) (string, map[int][2]int) {
	var sb strings.Builder
	spans := map[int][2]int{}
	sep := "\n\n"
	if layout == 1 {
		sep = "\n"
	}
	writePara := func(p paragraph) {
		if len(p) == 0 {
			return
		}
		if sb.Len() > 0 {
			sb.WriteString(sep)
		}
		for i, s := range p {
			if i > 0 {
				sb.WriteByte(' ')
			}
			if s.src == srcBase {
				spans[s.idx] = [2]int{sb.Len(), sb.Len() + len(s.text)}
			}
			sb.WriteString(s.text)
		}
	}
	switch layout {
	case 2:
		for _, p := range b {
			for _, s := range p {
				writePara(paragraph{s})
			}
		}
	case 3:
		var acc paragraph
		for _, p := range b {
			if len(p) == 1 && p[0].src == srcLine {
				writePara(acc)
				acc = nil
				writePara(p)
				continue
			}
			if len(acc) > 0 && len(acc)+len(p) > 3 {
				writePara(acc)
				acc = nil
			}
			acc = append(acc, p...)
		}
		writePara(acc)
	default:
		for _, p := range b {
			writePara(p)
		}
	}
	return sb.String(), spans
}

func findSentence(b body, idx int) *sentence {
	for _, p := range b {
		for k := range p {
			if p[k].src == srcBase && p[k].idx == idx {
				return &p[k]
			}
		}
	}
	return nil
}

func sortedKeys[V any](m map[int]V) []int {
	ks := make([]int, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Ints(ks)
	return ks
}

func countMention(ms []facts.Mention, k facts.Kind, norm string) int {
	n := 0
	for _, m := range ms {
		if m.Kind == k && m.Norm == norm {
			n++
		}
	}
	return n
}

func hasMention(ms []facts.Mention, k facts.Kind, norm string, start, end int) bool {
	for _, m := range ms {
		if m.Start == start && m.End == end && m.Kind == k && m.Norm == norm {
			return true
		}
	}
	return false
}

// docLevel keeps the slots that facts.Mentions of the whole base text finds
// at the same place with the same kind and value, and sets their document
// offsets.
func docLevel(slots []slot, text string, spans map[int][2]int) []slot {
	dm := facts.Mentions(text)
	out := slots[:0]
	for _, s := range slots {
		sp, ok := spans[s.sent]
		if !ok {
			continue
		}
		s.docStart, s.docEnd = sp[0]+s.start, sp[0]+s.end
		if hasMention(dm, s.kind, s.norm, s.docStart, s.docEnd) {
			out = append(out, s)
		}
	}
	return out
}
