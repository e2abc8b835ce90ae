package synth

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"
	"time"
)

// ErrNoArticles reports that no input article is long enough to be used.
var ErrNoArticles = errors.New("synth: no usable input article")

type prepared struct {
	idx    int // index into the input
	text   string
	words  int
	bucket string // source + "/" + topic, "" when no topic
	source string
}

type generator struct {
	cfg     Config
	in      []Article
	arts    []prepared
	outlets []Outlet
	outletW []float64
	spam    []string
	dup     *dupIndex
	used    []bool // by position in arts
	// held-out queues
	heldByBucket map[string][]int
	heldAll      []int
	recs         []Record
	baseRec      []int                   // record index of base number i
	words        map[int]map[string]bool // content words by article position, computed lazily
}

func (g *generator) contentWordsOf(p int) map[string]bool {
	if g.words == nil {
		g.words = map[int]map[string]bool{}
	}
	w, ok := g.words[p]
	if !ok {
		w = contentWords(g.arts[p].text)
		g.words[p] = w
	}
	return w
}

// Generate builds a labelled corpus from the input articles (see the package
// documentation). Records come in a deterministic shuffled order, ids are
// opaque. Fewer bases or distractors than asked are produced when the input
// runs out of suitable articles.
func Generate(in []Article, cfg Config) ([]Record, error) {
	g := &generator{cfg: cfg, in: in}
	r := newRNG(cfg.Seed, 0)
	g.prepare()
	if len(g.arts) == 0 {
		return nil, ErrNoArticles
	}
	shuffle(r, g.arts)
	g.used = make([]bool, len(g.arts))
	g.dup = newDupIndex(cfg.DupShared, cfg.DupFrac)
	year := 2026
	g.outlets = makeOutlets(max(cfg.Outlets, 1), newRNG(cfg.Seed, 1), year)
	g.outletW = make([]float64, len(g.outlets))
	for i := range g.outletW {
		g.outletW[i] = 1 / (1 + 0.15*float64(i)) // a few big outlets, a long tail
	}
	g.spam = makeSpam(max(cfg.SpamLines, 1), newRNG(cfg.Seed, 2), year)

	bases := g.pickBalanced(cfg.Bases)
	topic := g.pickTopicDistractors(bases, cfg.TopicDistractors, newRNG(cfg.Seed, 3))
	unrelated := g.pickBalanced(cfg.Distractors)
	g.buildHeldOut()

	for bi, ai := range bases {
		g.emitCluster(bi, ai)
	}
	for di, ai := range unrelated {
		g.emitDistractor(ai, RoleDistractor, "", newRNG(cfg.Seed, 5, uint64(di)))
	}
	for di, t := range topic {
		g.emitDistractor(t[0], RoleTopicDistractor, fmt.Sprint(g.baseRec[t[1]]), newRNG(cfg.Seed, 6, uint64(di)))
	}
	g.assignIDs()
	shuffle(newRNG(cfg.Seed, 7), g.recs)
	return g.recs, nil
}

func (g *generator) prepare() {
	for i := range g.in {
		a := &g.in[i]
		text := Reflow(a.Text)
		wc := CountWords(text)
		if wc < g.cfg.MinWords || !proseLike(text) {
			continue
		}
		topic := a.Category
		if topic == "" {
			topic = CrudeTopic(a.Title, text)
		}
		src := a.Source
		if src == "" {
			src = "-"
		}
		b := ""
		if topic != "" {
			b = src + "/" + topic
		}
		g.arts = append(g.arts, prepared{idx: i, text: text, words: wc, bucket: b, source: src})
	}
}

// proseLike rejects tables and lists: at least three quarters of the words
// must be in sentences of six or more words that end with sentence
// punctuation, and there must be at least three such sentences.
func proseLike(text string) bool {
	total, prose, n := 0, 0, 0
	for _, sp := range SentenceSpans(text) {
		s := text[sp[0]:sp[1]]
		w := CountWords(s)
		total += w
		last := s[len(s)-1]
		if w >= 6 && strings.ContainsRune(".!?\"')", rune(last)) || w >= 6 && strings.HasSuffix(s, "”") {
			prose += w
			n++
		}
	}
	return n >= 3 && prose*4 >= total*3
}

// accept screens article position p against everything chosen so far and
// marks it used when it passes.
func (g *generator) accept(p int) bool {
	if g.used[p] {
		return false
	}
	sh := shingles(g.arts[p].text)
	if !g.dup.ok(sh) {
		g.used[p] = true // never useful later either
		return false
	}
	g.dup.add(sh)
	g.used[p] = true
	return true
}

// pickBalanced chooses up to n unused articles, round-robin over sources.
func (g *generator) pickBalanced(n int) []int { return g.pickRoundRobin(n, nil) }

// pickRoundRobin chooses up to n unused articles that pass ok (nil: any),
// taking the next one of each source in turn (sources in name order,
// articles in input order) and keeping those g.accept takes.
func (g *generator) pickRoundRobin(n int, ok func(p int) bool) []int {
	bySrc := map[string][]int{}
	var srcs []string
	for p, a := range g.arts {
		if g.used[p] {
			continue
		}
		if _, seen := bySrc[a.source]; !seen {
			srcs = append(srcs, a.source)
		}
		bySrc[a.source] = append(bySrc[a.source], p)
	}
	sort.Strings(srcs)
	var out []int
	for len(out) < n {
		progress := false
		for _, s := range srcs {
			q := bySrc[s]
			for len(q) > 0 {
				p := q[0]
				q = q[1:]
				if g.used[p] || (ok != nil && !ok(p)) {
					continue
				}
				if g.accept(p) {
					out = append(out, p)
					progress = true
					break
				}
			}
			bySrc[s] = q
			if len(out) >= n {
				break
			}
		}
		if !progress {
			break
		}
	}
	return out
}

// pickTopicDistractors finds, for bases in turn, an unused article of the same
// source and topic with the most content words in common (among a sample).
// It returns pairs {article position, base number}.
func (g *generator) pickTopicDistractors(bases []int, n int, r *rng) [][2]int {
	byBucket := map[string][]int{}
	for p, a := range g.arts {
		if !g.used[p] && a.bucket != "" {
			byBucket[a.bucket] = append(byBucket[a.bucket], p)
		}
	}
	order := r.r.Perm(len(bases))
	var out [][2]int
	for pass := 0; pass < 3 && len(out) < n; pass++ {
		for _, bi := range order {
			if len(out) >= n {
				break
			}
			base := g.arts[bases[bi]]
			cands := byBucket[base.bucket]
			if len(cands) == 0 {
				continue
			}
			bw := g.contentWordsOf(bases[bi])
			best, bestScore := -1, -1.0
			for k := 0; k < 40 && k < len(cands); k++ {
				p := cands[r.intn(len(cands))]
				if g.used[p] {
					continue
				}
				if s := jaccard(bw, g.contentWordsOf(p)); s > bestScore {
					best, bestScore = p, s
				}
			}
			if best >= 0 && g.accept(best) {
				out = append(out, [2]int{best, bi})
			}
			// drop used candidates from the bucket
			byBucket[base.bucket] = slices.DeleteFunc(cands, func(p int) bool { return g.used[p] })
		}
	}
	return out
}

func (g *generator) buildHeldOut() {
	g.heldByBucket = map[string][]int{}
	for p, a := range g.arts {
		if g.used[p] {
			continue
		}
		g.heldAll = append(g.heldAll, p)
		if a.bucket != "" {
			g.heldByBucket[a.bucket] = append(g.heldByBucket[a.bucket], p)
		}
	}
}

// heldOut returns an unused article to add to a copy, preferably of the same
// topic as the base; -1 when none is left. Each is used once only, and it
// passed the near-duplicate screen against every article chosen so far.
func (g *generator) heldOut(bucket string) int {
	if q := g.heldByBucket[bucket]; bucket != "" {
		for len(q) > 0 {
			p := q[0]
			q = q[1:]
			if g.accept(p) {
				g.heldByBucket[bucket] = q
				return p
			}
		}
		g.heldByBucket[bucket] = q
	}
	for len(g.heldAll) > 0 {
		p := g.heldAll[0]
		g.heldAll = g.heldAll[1:]
		if g.accept(p) {
			return p
		}
	}
	return -1
}

func (g *generator) pickOutlet(r *rng) *Outlet {
	return &g.outlets[r.weighted(g.outletW)]
}

// dateOf returns the article's date, or a date in the undated range.
func (g *generator) dateOf(a *Article, r *rng) time.Time {
	if !a.Published.IsZero() {
		return a.Published
	}
	from, to := g.cfg.UndatedFrom, g.cfg.UndatedTo
	if from.IsZero() || !to.After(from) {
		return time.Time{}
	}
	days := int(to.Sub(from).Hours() / 24)
	return from.AddDate(0, 0, r.intn(days+1))
}

func (g *generator) addRecord(rec Record) int {
	g.recs = append(g.recs, rec)
	return len(g.recs) - 1
}

func (g *generator) emitCluster(bi, ap int) {
	cfg := g.cfg
	rt := cfg.Rates
	r := newRNG(cfg.Seed, 4, uint64(bi))
	pa := g.arts[ap]
	a := &g.in[pa.idx]
	baseBody := parseBody(pa.text, srcBase)
	date := g.dateOf(a, r)

	// the base itself
	base := Record{Role: RoleBase, Kind: string(RoleBase), Orig: a.ID, OrigIndex: pa.idx}
	base.Title = a.Title
	base.Source = a.Source
	base.Published = date
	text := pa.text
	var ops []string
	if r.chance(rt.BaseOutlet) {
		o := g.pickOutlet(r)
		base.Source = o.Name
		b := baseBody.clone()
		ops = g.decorate(&b, o, &base, r, rt.Boilerplate, rt.Spam, false)
		text = b.render(0)
	} else if r.chance(rt.Spam) {
		b := baseBody.clone()
		ops = g.decorate(&b, nil, &base, r, 0, 1, false)
		text = b.render(0)
	}
	base.Text = text
	base.Ops = append([]string{"base"}, ops...)
	if r.chance(rt.MissingDate / 2) {
		base.Published = time.Time{}
	}
	bidx := g.addRecord(base)
	g.baseRec = append(g.baseRec, bidx)

	ncopies := r.between(0, max(cfg.MaxCopies, 0))
	for c := 0; c < ncopies; c++ {
		g.emitCopy(bidx, pa, baseBody, date, r)
	}
}

func (g *generator) emitCopy(bidx int, pa prepared, baseBody body, date time.Time, r *rng) {
	rt := g.cfg.Rates
	a := &g.in[pa.idx]
	o := g.pickOutlet(r)
	rec := Record{Role: RoleCopy, Orig: a.ID, OrigIndex: pa.idx}
	rec.Source = o.Name
	rec.Published = copyDate(date, r, rt)

	if r.chance(rt.Identical) {
		b := g.recs[bidx]
		rec.Title = b.Title
		rec.Text = b.Text
		rec.Ops = []string{OpIdentical}
		rec.Kind = "identical"
		rec.Base = fmt.Sprint(bidx)
		g.addRecord(rec)
		return
	}
	var ops []string
	b := baseBody.clone()
	title := a.Title
	if isAllCaps(title) && r.chance(0.7) {
		title = titleCase(title)
	}
	if r.chance(rt.Partial) {
		if hp := g.heldOut(pa.bucket); hp >= 0 {
			h := g.arts[hp]
			other := parseBody(h.text, srcAdded)
			frac := r.uniform(rt.PartialMin, rt.PartialMax)
			keep := partialSelect(baseBody.count(srcBase), frac, rt.PartialMin, rt.PartialMax, r)
			b = partialBody(baseBody, keep, other, r)
			ops = append(ops, OpPartial)
			rec.Added = append(rec.Added, g.in[h.idx].ID)
			if r.chance(0.5) {
				title = g.in[h.idx].Title
				if isAllCaps(title) {
					title = titleCase(title)
				}
			}
		}
	}
	if len(ops) == 0 {
		if r.chance(rt.Trim) {
			b = trimBody(b, r.uniform(rt.TrimMin, rt.TrimMax), r.chance(0.6))
			ops = append(ops, OpTrim)
			if r.chance(rt.DropParagraph) {
				var ok bool
				if b, ok = dropMiddleParagraph(b, r); ok {
					ops = append(ops, OpDropParagraph)
				}
			}
		}
		if r.chance(rt.Extend) {
			if hp := g.heldOut(pa.bucket); hp >= 0 {
				h := g.arts[hp]
				b = extendBody(b, parseBody(h.text, srcAdded), r)
				ops = append(ops, OpExtend)
				rec.Added = append(rec.Added, g.in[h.idx].ID)
			}
		}
	}
	if r.chance(rt.LightEdit) {
		changed := false
		for _, p := range b {
			for k := range p {
				if r.chance(rt.EditSentence) {
					t := lightEditSentence(p[k].text, r, rt.Reorder)
					if t != p[k].text {
						p[k].text = t
						changed = true
					}
				}
			}
		}
		if changed {
			ops = append(ops, OpLightEdit)
		}
	}
	if r.chance(rt.Numbers) && changeNumbers(b, r, r.between(1, 3)) {
		ops = append(ops, OpNumbers)
	}
	if r.chance(rt.Spelling) {
		ops = append(ops, houseStyle(b, o.Style, r)...)
		if o.Style.StripTags {
			title = stripTags(title)
		}
	}
	layout := 0
	if r.chance(rt.Layout) && o.Layout != 0 {
		layout = o.Layout
		ops = append(ops, OpLayout)
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
		dl := dateline(o, city, country, agency, rec.Published, r)
		first := &b[0][0]
		first.text = dl + first.text
		ops = append(ops, OpDateline)
	}
	if r.chance(rt.Retitle) {
		lead := ""
		if len(b) > 0 && len(b[0]) > 0 {
			lead = b[0][0].text
			if i := strings.Index(lead, " - "); i >= 0 && i < 40 {
				lead = lead[i+3:]
			} else if i := strings.Index(lead, " — "); i >= 0 && i < 40 {
				lead = lead[i+len(" — "):]
			}
		}
		if t := retitle(title, lead, o, r); t != title {
			title = t
			ops = append(ops, OpRetitle)
		}
	}
	rec.Title = title
	ops = append(ops, g.decorate(&b, o, &rec, r, rt.Boilerplate, rt.Spam, true)...)
	rec.Text = b.render(layout)
	if ops == nil {
		ops = []string{}
	}
	rec.Ops = ops
	rec.Kind = copyKind(ops, rec.Text == g.recs[bidx].Text)
	rec.Base = fmt.Sprint(bidx)
	g.addRecord(rec)
}

// decorate adds title, byline, boilerplate and spam lines.
func (g *generator) decorate(b *body, o *Outlet, rec *Record, r *rng, bpRate, spamRate float64, isCopy bool) []string {
	var ops []string
	rt := g.cfg.Rates
	var head []paragraph
	if isCopy && r.chance(rt.TitleInText) && rec.Title != "" {
		head = append(head, line(rec.Title))
		ops = append(ops, OpTitleInText)
	}
	if o != nil && isCopy && r.chance(rt.Byline) {
		head = append(head, line(pick(r, o.Bylines)))
		ops = append(ops, OpByline)
	}
	var tail []paragraph
	if o != nil && r.chance(bpRate) {
		var hdr []paragraph
		for _, h := range o.Header {
			if r.chance(0.6) {
				hdr = append(hdr, line(h))
			}
		}
		for _, f := range o.Footer {
			if r.chance(0.75) {
				tail = append(tail, line(f))
			}
		}
		if len(tail) == 0 && len(o.Footer) > 0 {
			tail = append(tail, line(o.Footer[0]))
		}
		head = append(hdr, head...)
		ops = append(ops, OpBoilerplate)
	}
	nb := append(head, *b...)
	nb = append(nb, tail...)
	if r.chance(spamRate) {
		for k := r.between(1, 2); k > 0; k-- {
			s := line(g.spam[zipfPick(r, len(g.spam))])
			switch r.weighted([]float64{0.6, 0.15, 0.25}) {
			case 0:
				nb = append(nb, s)
			case 1:
				nb = append(body{s}, nb...)
			default:
				at := r.between(1, max(len(nb)-1, 1))
				nb = append(nb[:at], append(body{s}, nb[at:]...)...)
			}
		}
		ops = append(ops, OpSpam)
	}
	*b = nb
	return ops
}

func (g *generator) emitDistractor(ap int, role Role, near string, r *rng) {
	rt := g.cfg.Rates
	pa := g.arts[ap]
	a := &g.in[pa.idx]
	o := g.pickOutlet(r)
	rec := Record{Role: role, Kind: string(role), Orig: a.ID, OrigIndex: pa.idx, Near: near}
	rec.Title = a.Title
	rec.Source = o.Name
	rec.Published = g.dateOf(a, r)
	if r.chance(rt.MissingDate) {
		rec.Published = time.Time{}
	}
	b := parseBody(pa.text, srcBase)
	ops := []string{string(role)}
	if r.chance(rt.DistractorEdit) {
		ops = append(ops, houseStyle(b, o.Style, r)...)
	}
	if isAllCaps(rec.Title) && r.chance(0.7) {
		rec.Title = titleCase(rec.Title)
	}
	ops = append(ops, g.decorate(&b, o, &rec, r, rt.Boilerplate, rt.Spam, true)...)
	layout := 0
	if r.chance(rt.Layout) {
		layout = o.Layout
	}
	rec.Text = b.render(layout)
	rec.Ops = ops
	g.addRecord(rec)
}

func copyDate(base time.Time, r *rng, rt Rates) time.Time {
	if base.IsZero() || r.chance(rt.MissingDate) {
		return time.Time{}
	}
	switch {
	case r.chance(rt.EarlyCopy):
		return base.AddDate(0, 0, -1)
	case r.chance(rt.LateCopy):
		return base.AddDate(0, 0, r.between(7, 60))
	}
	return base.AddDate(0, 0, pick(r, []int{0, 0, 0, 1, 1, 2, 3}))
}

// changeNumbers changes up to n numbers in base or added sentences.
func changeNumbers(b body, r *rng, n int) bool {
	type loc struct{ p, s int }
	var locs []loc
	for pi, p := range b {
		for si, s := range p {
			if s.src != srcLine && strings.ContainsAny(s.text, "0123456789") || hasSpelledNumber(s.text) {
				locs = append(locs, loc{pi, si})
			}
		}
	}
	shuffle(r, locs)
	changed := 0
	for _, l := range locs {
		if changed >= n {
			break
		}
		s := &b[l.p][l.s]
		if s.src == srcLine {
			continue
		}
		es := numberEdits(s.text, r)
		if len(es) == 0 {
			continue
		}
		s.text = applyEdit(s.text, pick(r, es))
		changed++
	}
	return changed > 0
}

func hasSpelledNumber(s string) bool {
	for _, w := range strings.Fields(strings.ToLower(s)) {
		if _, ok := spelledIdx[strings.Trim(w, ",.;:")]; ok {
			return true
		}
	}
	return false
}

// houseStyle applies the outlet's spelling and style to every sentence.
func houseStyle(b body, st HouseStyle, r *rng) []string {
	spelled, styled := false, false
	for _, p := range b {
		for k := range p {
			if p[k].src == srcLine {
				continue
			}
			if t, ok := convertSpelling(p[k].text, st.Spelling, 0.95, r); ok {
				p[k].text = t
				spelled = true
			}
			if t := applyStyle(p[k].text, st, r); t != p[k].text {
				p[k].text = t
				styled = true
			}
		}
	}
	var ops []string
	if spelled {
		ops = append(ops, OpSpelling)
	}
	if styled {
		ops = append(ops, OpStyle)
	}
	return ops
}

func copyKind(ops []string, identical bool) string {
	if identical {
		return "identical"
	}
	has := func(o string) bool { return slices.Contains(ops, o) }
	switch {
	case has(OpPartial):
		return "partial-reuse"
	case has(OpTrim) && has(OpExtend):
		return "excerpt+extension"
	case has(OpTrim):
		return "excerpt"
	case has(OpExtend):
		return "extension"
	}
	return "near-duplicate"
}

// assignIDs gives every record an opaque id and resolves base references
// (held as record indices until now).
func (g *generator) assignIDs() {
	seen := map[string]bool{}
	ids := make([]string, len(g.recs))
	for i := range g.recs {
		for salt := uint64(0); ; salt++ {
			id := fmt.Sprintf("d%012x", mix64(g.cfg.Seed*0x9e3779b97f4a7c15^uint64(i)<<8^salt)&0xffffffffffff)
			if !seen[id] {
				seen[id] = true
				ids[i] = id
				break
			}
		}
	}
	for i := range g.recs {
		rec := &g.recs[i]
		rec.ID = ids[i]
		switch rec.Role {
		case RoleBase:
			rec.Base = rec.ID
			rec.Cluster = rec.ID
		case RoleCopy:
			var bi int
			fmt.Sscan(rec.Base, &bi)
			rec.Base = ids[bi]
			rec.Cluster = ids[bi]
		default:
			rec.Cluster = rec.ID
			if rec.Near != "" {
				var bi int
				fmt.Sscan(rec.Near, &bi)
				rec.Near = ids[bi]
			}
		}
	}
}
