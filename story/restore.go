package story

import (
	"errors"
	"math"
	"slices"
	"time"
)

// This file holds what a service needs beyond Add: rebuilding the state of
// its open stories at start-up (Restore) and taking a deleted document out
// of its story (Remove).

// Restore puts a document into the story it was assigned to before (by
// Add, in an earlier life of a service), updating the state exactly as Add
// did when it chose that story: the clock, document frequencies, the
// story's centroid and members, copies and boilerplate lines. copy tells
// whether the document joined as a copy (Assignment.Copy). A story not
// open is opened under storyID.
//
// Replaying a stream with Restore, in the original order and with the
// original assignments, leaves the Assigner in the state Add left it in
// (but for one thing: a replay may start mid-stream, so its first date
// alone never sets a clock that later dates move back, as Add's first
// date does when it was a typo years ahead; a replay that goes on from
// UnmarshalBinary is exact in that too);
// a service that replays only the members of its open stories gets their
// centroids back, with document frequencies learned from those members.
func (a *Assigner) Restore(d Doc, storyID string, copy bool) Assignment {
	return a.restore(d, storyID, copy, true)
}

// ErrNotNew reports a call that only a new Assigner takes.
var ErrNotNew = errors.New("the assigner has taken documents already")

// RestoreFromStart tells a new Assigner that the Restores to follow
// replay its stream from the first document: the clock then comes back
// exactly as Add left it, a first date that set it alone included (as a
// replay that goes on from UnmarshalBinary does). It returns ErrNotNew
// when the Assigner has already taken a document.
func (a *Assigner) RestoreFromStart() error {
	if a.seq != 0 || a.resumed {
		return ErrNotNew
	}
	a.resumed = true
	return nil
}

// Replay is Restore without scoring the open stories first: faster (by
// about a third), for a service that replays only part of a stream and so
// cannot get Add's state back exactly anyway (copydesk's desk uses
// Restore: while every story is still open, a restart then changes
// nothing that follows). The difference is when the
// weights of other stories are renewed with the current document
// frequencies, and the Similarity reported (0).
func (a *Assigner) Replay(d Doc, storyID string, copy bool) Assignment {
	return a.restore(d, storyID, copy, false)
}

func (a *Assigner) restore(d Doc, storyID string, copy, score bool) Assignment {
	t := a.arrive(d)
	// A replay starts mid-stream: its first document did not set the
	// stream's clock alone, so the clock is never moved back on the word
	// of the documents after it (a backfill dated months behind, replayed
	// next, would otherwise turn it back and close what Add kept open).
	// After a snapshot the clock is the stream's own: the replay goes on
	// from there exactly.
	if !a.resumed {
		a.clk.lone = false
	}
	src := hashString(d.Source)
	copyKey := clusterKey(d)
	if copy && copyKey != 0 {
		if ref, ok := a.copies.get(copyKey); ok {
			if s := a.live(ref, t); s != nil && s.id == storyID {
				return a.joinCopy(s, d, t)
			}
		}
	}
	f := a.extract(d, t, src, copyKey)
	if copyKey == 0 && f.finger != 0 {
		copyKey = f.finger
		if copy {
			if ref, ok := a.copies.get(copyKey); ok {
				if s := a.live(ref, t); s != nil && s.id == storyID {
					return a.joinCopy(s, d, t)
				}
			}
		}
	}
	norm := a.weigh(&f)
	docW, idfs := a.docW, a.idfs
	// Add scored the open stories before it chose; scoring refreshes
	// their weights, so Restore scores them too, and keeps the similarity
	// when the story it restores is the one Add would pick.
	best, bestSim := int32(-1), 0.0
	if norm > 0 && score {
		best, bestSim = a.bestStory(&f, docW, norm, t)
	}
	s := a.openStory(storyID)
	slot := a.byID[storyID]
	sim := 0.0
	if best == slot {
		sim = bestSim
	}
	if copy {
		a.df.remove(&f, a.x)
		if copyKey != 0 {
			a.copies.put(copyKey, storyRef{slot, s.gen})
		}
		a.addMember(s, d, t, true, sim)
		return Assignment{Story: s.id, Copy: true, Similarity: sim}
	}
	res := Assignment{Story: s.id, Similarity: sim, New: s.size == 0}
	a.addToCentroid(s, &f, docW, idfs)
	a.addMember(s, d, t, false, sim)
	if copyKey != 0 {
		a.copies.put(copyKey, storyRef{slot, s.gen})
	}
	a.seeLines(f.lines, hashString("s\x00"+s.id), src, copyKey)
	if a.open > a.opts.MaxOpen {
		a.evictOldest()
	}
	return res
}

// openStory returns the open story id, opening it when it is not.
func (a *Assigner) openStory(id string) *story {
	if slot, ok := a.byID[id]; ok {
		return a.stories[slot]
	}
	return a.newStory(id)
}

// Size is the number of documents of an open story, 0 when it is not open
// (past the window, as for Story, though not yet swept out).
func (a *Assigner) Size(id string) int {
	s := a.openByID(id)
	if s == nil {
		return 0
	}
	return s.size
}

// Remove takes a document out of its open story, as a service does when
// an article is deleted: it leaves the story's members, its counts and,
// unless it joined as a copy, the story's centroid and the document
// frequencies. The vector taken out is recomputed from the document with
// the current document frequencies, so the centroid comes back close to,
// not exactly, what it would be had the document never come. d must carry
// the document's id, title, text and source as given to Add.
//
// removed is false when the story is closed (closed stories are not
// kept), or when d is none of its members (a second delete; known when
// the story has no more members than Options.MaxMembers). A story left without documents is dropped without going to
// Options.OnClose (emptied reports it).
//
// From a closed story, a document that did not join as a copy still
// leaves the document frequencies (its story's centroid is gone): they
// count the documents of every story, closed or open, and a deleted
// article's words must not stay in them, nor in any state saved. The
// Assigner cannot tell then whether d was taken out before: the caller
// removes a document once.
func (a *Assigner) Remove(storyID string, d Doc, copy bool) (removed, emptied bool) {
	slot, ok := a.byID[storyID]
	if !ok {
		if !copy {
			f := a.extract(d, 0, hashString(d.Source), clusterKey(d))
			a.df.remove(&f, a.x)
		}
		return false, false
	}
	s := a.stories[slot]
	ms := a.ringMembers(s)
	// Its names are no longer the story's to list.
	s.named = slices.DeleteFunc(s.named, func(e memberNames) bool { return e.id == d.ID })
	if i := slices.IndexFunc(ms, func(m Member) bool { return m.ID == d.ID }); i >= 0 {
		s.members, s.ring = slices.Delete(ms, i, i+1), 0
	} else if s.size == len(s.members) {
		return false, false // every member is known, and it is none of them
	}
	s.size--
	if !copy {
		s.indep--
		key := a.subtract(s, d)
		// Its text (or copy cluster) no longer sits in the story: a copy
		// of it coming later is no copy of a member.
		if ref, ok := a.copies.get(key); ok && key != 0 && ref == (storyRef{slot, s.gen}) {
			a.copies.del(key)
		}
	}
	if s.size <= 0 {
		delete(a.byID, s.id)
		a.suffixes.release(s.id)
		gen := s.gen
		*s = story{gen: gen}
		a.syncState(slot)
		a.free = append(a.free, slot)
		a.open--
		return true, true
	}
	// The span of dates, from the members still known.
	if s.size == len(s.members) {
		s.first, s.last = 0, 0
		for _, m := range s.members {
			t := m.at
			if t == 0 {
				continue
			}
			if s.first == 0 || t < s.first {
				s.first = t
			}
			s.last = max(s.last, t)
		}
	}
	return true, false
}

// CountIn counts in, with its own features, a document that joined its
// story as a copy and stands for its copy family there now: as a service
// does when the family's original, a report in the same story, is deleted
// (Remove, not as a copy) and the copy becomes the family's original. Its
// features enter the document frequencies, whatever the story; while the
// story is open they also enter its centroid, the document counts as a
// report (its member no longer a copy) and its copy cluster is filed
// under the story, as Add would have done had it joined as a report (but
// the story is not posted anew under its strongest features: it is
// posted under the family's already). A
// later Remove of it, not as a copy, then takes out what CountIn put in,
// so that the family's words leave with its last member whatever the
// order of the deletions. d must carry the document's id, title, text and
// source, and its copy cluster as a later Remove will give it (its own,
// as the family's original). The Assigner cannot tell whether d was
// counted in before: the caller counts a document in once.
func (a *Assigner) CountIn(storyID string, d Doc) {
	src := hashString(d.Source)
	copyKey := clusterKey(d)
	slot, open := a.byID[storyID]
	var s *story
	var m *Member
	t := secondsOf(d.Published)
	if open {
		s = a.stories[slot]
		if i := slices.IndexFunc(s.members, func(m Member) bool { return m.ID == d.ID }); i >= 0 {
			m = &s.members[i]
			t = m.at
		}
	}
	f := a.extract(d, t, src, copyKey)
	if copyKey == 0 {
		copyKey = f.finger
	}
	if s == nil {
		a.df.add(&f, a.x)
		return
	}
	// Not indexed anew: the story is posted under the family's strongest
	// features already, and its postings stay the same whatever the
	// order in which the family's members leave.
	if a.weigh(&f) > 0 {
		a.mergeCentroid(s, &f, a.docW, a.idfs)
	}
	s.indep++
	if m != nil {
		m.Copy = false
	}
	if copyKey != 0 && s.pool == 0 {
		a.copies.put(copyKey, storyRef{slot, s.gen})
	}
}

// subtract takes a document that joined a story not as a copy out of the
// story's centroid and its features out of the document frequencies, and
// returns the key Add filed it under in the copy table.
func (a *Assigner) subtract(s *story, d Doc) (copyKey uint64) {
	src := hashString(d.Source)
	copyKey = clusterKey(d)
	f := a.extract(d, 0, src, copyKey) // its year does not matter here
	if copyKey == 0 {
		copyKey = f.finger
	}
	a.idfs = a.df.idfs(&f, a.w.NameShare, a.idfs[:0])
	docW := a.w.vector(&f, func(i int, _ uint64) float64 { return float64(a.idfs[i]) }, a.docW[:0])
	a.docW = docW
	if len(docW) == 0 || s.nvec == 0 {
		a.df.remove(&f, a.x) // counted in by Add though it had no vector to add
		return copyKey
	}
	n := 0
	i, j := 0, 0
	for j < len(s.keys) {
		keep := true
		for i < len(f.keys) && f.keys[i] < s.keys[j] {
			i++
		}
		if i < len(f.keys) && f.keys[i] == s.keys[j] {
			s.tf[j] -= tfOf(docW[i], a.idfs[i])
			keep = s.tf[j] > 1e-6
		}
		if keep {
			s.keys[n], s.tf[n], s.wv[n], s.kinds[n] = s.keys[j], s.tf[j], s.wv[j], s.kinds[j]
			n++
		}
		j++
	}
	s.keys, s.tf, s.wv, s.kinds = s.keys[:n], s.tf[:n], s.wv[:n], s.kinds[:n]
	s.nvec--
	a.df.remove(&f, a.x)
	// Weights with the current document frequencies.
	var n2 float64
	for k, key := range s.keys {
		v := float64(s.tf[k]) * a.df.weight(key, s.kinds[k], a.w.NameShare)
		s.wv[k] = float32(v)
		n2 += v * v
	}
	s.norm = math.Sqrt(n2)
	s.vecN = a.df.n
	s.top = topNames(s.keys, s.kinds, s.wv, a.w.TopNames, s.top[:0])
	return copyKey
}

// Clock is the stream's clock: the latest publication time seen (zero
// before any dated document).
func (a *Assigner) Clock() time.Time {
	return timeOf(a.clk.now)
}
