package story

// lingering holds the stories the window closed while the Assigner
// lingers (Linger): closed to dated documents, still open to undated
// ones. They live apart from the open stories, with an index of their
// own, so that a dated document sees exactly what it would see without
// them: not as candidates, not in the postings' lengths, not in the slots
// new stories take.
type lingering struct {
	stories []*story // in order of closing; stories[:start] are dropped (nil)
	start   int
	// refs finds a kept story by the ref it had while open, for copies of
	// its documents (the copy table still names that ref).
	refs     map[storyRef]int32
	refOf    []storyRef         // aligned with stories
	postings map[uint64][]int32 // feature -> index in stories
	posted   int                // entries in postings, live and dead
	indexed  int                // entries in postings of stories kept
	proxy    []float32
	cands    []int32
}

// keep takes a story the window has just closed (a copy of it: its slot
// is about to be reused), dropping the one closed longest ago beyond max.
func (l *lingering) keep(s *story, ref storyRef, max int) {
	if l.postings == nil {
		l.postings = map[uint64][]int32{}
		l.refs = map[storyRef]int32{}
	}
	c := new(story)
	*c = *s
	c.open = false
	i := int32(len(l.stories))
	c.pool = i + 1
	l.stories = append(l.stories, c)
	l.refOf = append(l.refOf, ref)
	l.refs[ref] = i
	for _, k := range c.indexed {
		l.postings[k] = append(l.postings[k], i)
	}
	l.posted += len(c.indexed)
	l.indexed += len(c.indexed)
	for l.live() > max {
		l.indexed -= len(l.stories[l.start].indexed)
		l.stories[l.start] = nil
		delete(l.refs, l.refOf[l.start])
		l.start++
	}
	if l.posted > 2*l.indexed+4096 || l.start > 4096 && l.start > l.live() {
		l.rebuild() // dead postings, or dropped slots, outweigh the live
	}
}

// live is the number of stories kept.
func (l *lingering) live() int { return len(l.stories) - l.start }

// rebuild drops the dropped stories from the slice and the index.
func (l *lingering) rebuild() {
	kept := l.stories[:copy(l.stories, l.stories[l.start:])]
	l.refOf = l.refOf[:copy(l.refOf, l.refOf[l.start:])]
	for i, s := range kept {
		s.pool = int32(i) + 1
		l.refs[l.refOf[i]] = int32(i)
	}
	clear(l.stories[len(kept):])
	l.stories, l.start = kept, 0
	l.postings = make(map[uint64][]int32, len(l.postings)/2)
	l.posted = 0
	for i, s := range l.stories {
		for _, k := range s.indexed {
			l.postings[k] = append(l.postings[k], int32(i))
			l.posted++
		}
	}
}

// byRef returns the kept story that was open as ref, nil if none.
func (l *lingering) byRef(ref storyRef) *story {
	if i, ok := l.refs[ref]; ok {
		return l.stories[i]
	}
	return nil
}

// index posts a lingering story under the features of top it is not yet
// posted under (an undated document joined it).
func (l *lingering) index(s *story, top []uint64) {
	for _, k := range top {
		if s.addIndexed(k) {
			l.postings[k] = append(l.postings[k], s.pool-1)
			l.posted++
			l.indexed++
		}
	}
}

// bestLingering finds the lingering story most similar to an undated
// document, as bestStory does among the open ones: candidates share one
// of the document's query features (a.qorder, set by bestStory) and are
// ranked by the summed weight of those, and the best maxCandidates are
// scored.
func (a *Assigner) bestLingering(f *features, docW []float32, norm float64) (*story, float64) {
	l := &a.lingering
	if l.live() == 0 {
		return nil, 0
	}
	if len(l.proxy) < len(l.stories) {
		l.proxy = append(l.proxy, make([]float32, len(l.stories)-len(l.proxy))...)
	}
	cands := l.cands[:0]
	for _, i := range a.qorder {
		for _, p := range l.postings[f.keys[i]] {
			if int(p) < l.start {
				continue // dropped
			}
			if l.proxy[p] == 0 {
				cands = append(cands, p)
			}
			l.proxy[p] += docW[i]
		}
	}
	if len(cands) > maxCandidates {
		cands = selectBest(cands, l.proxy)
	}
	l.cands = cands
	var best *story
	bestSim := 0.0
	for _, p := range cands {
		l.proxy[p] = 0
		s := l.stories[p]
		th := a.joinThreshold(s)
		sim := a.similarity(s, f, docW, norm, 0, th)
		if sim < th {
			continue
		}
		if best == nil || sim > bestSim || sim == bestSim && s.born < best.born {
			best, bestSim = s, sim
		}
	}
	return best, bestSim
}
