package story

import (
	"fmt"
	"math"
	"slices"
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
	times []int64
	x     *extractor
}

// newBatch builds the batch of docs (in processing order); story[i] is the
// story of docs[i], used to tell boilerplate lines (found in several
// stories) from quotations (repeated inside one).
func newBatch(docs []Doc, storyOf []string, opts Options) (*batch, error) {
	o, w, err := opts.withDefaults()
	if err != nil {
		return nil, err
	}
	if len(storyOf) != len(docs) {
		return nil, fmt.Errorf("%w: %d documents but %d story ids", ErrBadOptions, len(docs), len(storyOf))
	}
	b := &batch{w: w, docs: docs, copy: make([]int, len(docs)), feats: make([]features, len(docs)),
		vec: make([][]float32, len(docs)), df: newDocFreq(o.Vocabulary), times: make([]int64, len(docs))}
	x := newExtractor(&b.w)
	b.x = x
	first := map[string]int{}
	for i, d := range docs {
		b.copy[i] = i
		if d.CopyCluster != "" {
			if j, ok := first[d.CopyCluster]; ok {
				b.copy[i] = j
			} else {
				first[d.CopyCluster] = i
			}
		}
		if !d.Published.IsZero() {
			b.times[i] = d.Published.Unix()
			if b.times[i] == 0 {
				b.times[i] = 1
			}
		}
	}
	// Lines in several stories, or in documents of one outlet that are
	// not copies of one another, are boilerplate. The stories are the
	// stream's, which may have split one event: a line must be in more of
	// them than in the stream to count.
	type lineUse struct {
		seen   lineSeen
		extra  uint64 // one story more than the stream asks
		outlet bool
	}
	lines := map[uint64]*lineUse{}
	for i, d := range docs {
		if b.copy[i] != i {
			continue
		}
		f := x.extract(d.Title, d.Text, nil)
		sh := hashString("s\x00" + storyOf[i])
		src := hashString(d.Source)
		for _, h := range f.lines {
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
	}
	isBoiler := func(h uint64) bool {
		u := lines[h]
		return u != nil && (u.extra != 0 || u.outlet)
	}
	seenFinger := map[uint64]int{}
	for i, d := range docs {
		if b.copy[i] != i {
			continue
		}
		b.feats[i] = x.extract(d.Title, d.Text, isBoiler)
		if d.CopyCluster == "" && b.feats[i].finger != 0 {
			if j, ok := seenFinger[b.feats[i].finger]; ok {
				b.copy[i] = j
				continue
			}
			seenFinger[b.feats[i].finger] = i
		}
		b.df.add(&b.feats[i], x.display)
	}
	for i := range docs {
		if b.copy[i] != i {
			b.feats[i] = b.feats[b.copy[i]]
			continue
		}
		f := &b.feats[i]
		idfs := b.df.idfs(f, b.w.NameShare, nil)
		v := b.w.vector(f, func(i int, _ uint64) float64 { return float64(idfs[i]) }, nil)
		if len(v) == 0 {
			v = make([]float32, len(f.keys))
		}
		b.vec[i] = v
	}
	for i := range docs {
		if b.copy[i] != i {
			b.vec[i] = b.vec[b.copy[i]]
		}
	}
	return b, nil
}

// centroid is a sparse sum of unit vectors, as a map for updates.
type centroid struct {
	w     map[uint64]float64
	n2    float64 // squared norm, kept up to date
	count int     // independent members
}

func newCentroid() *centroid { return &centroid{w: map[uint64]float64{}} }

func (c *centroid) add(keys []uint64, v []float32, sign float64) {
	for i, k := range keys {
		old := c.w[k]
		nw := old + sign*float64(v[i])
		c.n2 += nw*nw - old*old
		if math.Abs(nw) < 1e-9 {
			delete(c.w, k)
		} else {
			c.w[k] = nw
		}
	}
	c.count += int(sign)
	if c.n2 < 0 {
		c.n2 = 0
	}
}

func (c *centroid) dot(keys []uint64, v []float32) float64 {
	var d float64
	for i, k := range keys {
		d += c.w[k] * float64(v[i])
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
// processing order and storyOf[i] is the story of docs[i]. Stories come
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
	out := make([]Story, 0, len(ids))
	for _, id := range ids {
		out = append(out, b.summary(id, groups[id]))
	}
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

func (b *batch) summary(id string, members []int) Story {
	st := Story{ID: id, Size: len(members)}
	c := newCentroid()
	inStory := map[int]bool{}
	for _, i := range members {
		d := b.docs[i]
		isCopy := b.copy[i] != i && inStory[b.copy[i]]
		inStory[i] = true
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
		st.Members = append(st.Members, Member{ID: d.ID, Title: d.Title, Source: d.Source, Published: d.Published, Copy: isCopy, Similarity: sim})
		if p := d.Published; !p.IsZero() {
			p = p.UTC()
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
	ws := make([]weighted, 0, len(c.w))
	for k, w := range c.w {
		ws = append(ws, weighted{k, w})
	}
	st.Terms, st.Names, st.Headline = describe(b.x, b.df, ws, st.Members)
	return st
}

func round3(x float64) float64 { return math.Round(x*1000) / 1000 }
