package brief

import (
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/copydesk/copydesk/lexicon"
	"github.com/copydesk/copydesk/textnorm"
)

// A report's title and lead (its first body sentence) state what the
// outlet thinks the story is. Independent reports tell one event in their
// own words and with their own angle ("A passenger ferry capsized ...,
// killing at least 14 people" / "Sixteen people died when the Saltmarsh
// Queen rolled onto her side" / "Questions over bow door after Kestrel
// Strait sinking"), which the matcher and the word overlap of two whole
// sentences, the soft support of info, miss: the leads of a story's
// reports had no support at all, and key sentences went to details two
// outlets happened to word alike. The event measures compare a lead with
// the titles and leads of the other reports, term by term (stems, number
// words as digits, a few event words as one concept: eventWords).

// eventIndex holds the terms of the story's titles and leads.
type eventIndex struct {
	post  map[int32][]int32 // term -> the texts holding it
	texts []eventText
	// fams counts, per term, the families whose titles hold it (their
	// leads for a family without titles): the centroid (centrality)
	fams   map[int32]int
	famsOf map[int32][]int
}

// eventText is a title or a lead: its family, its weight, and whether it
// is a title.
type eventText struct {
	fam   int
	total float64
	title bool
}

// eventFloor is the least a family's titles or leads must share with a
// lead to tell its event (eventSupport): below soft support's floor,
// supportFloor, as a title or a lead words the event its own way.
const eventFloor = 0.2

// centralShare is how close to the most central lead (centrality) a lead
// must come to be taken for the story's event (keySentences): the most
// central alone took the ECB+ key sentences' average independent sources
// from 2.49 to 2.45, as a lead of one outlet pushed out one many carry;
// the best supported of those within this share keeps them at 2.50.
const centralShare = 0.75

// minEventFamilies is the fewest other families whose titles or leads
// must tell a lead's event.
const minEventFamilies = 2

// eventTerms appends the terms of a text as the event measures compare
// them: content words (three letters or more, no stopword) and numbers of
// any length ("14", "Sixteen" as 16), by stem and event concept, once
// each, with their IDF weight in the story's sentences (a word no sentence
// holds, the rarest weight).
func (ix *simIndex) eventTerms(text string, dst []stemWeight) []stemWeight {
	var sc textnorm.Scanner
	sc.Reset(text)
	for sc.Next() {
		nw := sc.Norm()
		if len(nw) == 0 || lexicon.IsStopWordBytes(nw) {
			continue
		}
		id := ix.stemBytes(nw)
		stem := ix.stemStr[id]
		if len(nw) < 3 && !isNumber(stem) {
			continue
		}
		if c, ok := eventWords[stem]; ok {
			id = ix.stem(c)
		}
		w, ok := ix.idf[string(nw)]
		if !ok {
			w = math.Log(float64(len(ix.ov) + 1))
		}
		if k := slices.IndexFunc(dst, func(t stemWeight) bool { return t.id == id }); k >= 0 {
			dst[k].w = max(dst[k].w, w)
		} else {
			dst = append(dst, stemWeight{id, w})
		}
	}
	return dst
}

// wholeLead reports whether a document's first body sentence reads as a
// whole sentence: it opens with a capital or a quotation mark, and the
// text before it, if any (a dateline, a date, a heading), does not end in
// a stopword. A sentence broken over a line the splitter took for a
// heading leaves its rest as the first ("Australian wheat shipments rose
// to¶1.33 mln tonnes in February ...", "House Majority leader Thomas
// Foley¶(D-Wash.) has urged ...": Reuters), which states no event.
func (b *builder) wholeLead(s sentence) bool {
	r, _ := utf8.DecodeRuneInString(s.text)
	if !unicode.IsUpper(r) && !strings.ContainsRune("\"“‘'", r) {
		return false
	}
	before := strings.TrimRightFunc(b.in.Docs[s.doc].Text[:s.start], unicode.IsSpace)
	i := strings.LastIndexFunc(before, func(r rune) bool { return !unicode.IsLetter(r) })
	return !stopword(strings.ToLower(before[i+1:]))
}

// eventIndex indexes the story's titles and leads, once.
func (b *builder) eventIndex() *eventIndex {
	if b.events != nil {
		return b.events
	}
	ix := b.sim
	ev := &eventIndex{post: map[int32][]int32{}, fams: map[int32]int{}, famsOf: map[int32][]int{}}
	var terms []stemWeight
	type textOf struct {
		fam   int
		title bool
		text  string
	}
	seen := map[textOf]bool{} // copies repeat a title and a lead
	add := func(f int, text string, title, central bool) {
		if seen[textOf{f, title, text}] {
			return
		}
		seen[textOf{f, title, text}] = true
		terms = ix.eventTerms(text, terms[:0])
		t := eventText{fam: f, title: title}
		id := int32(len(ev.texts))
		for _, sw := range terms {
			t.total += sw.w
			ev.post[sw.id] = append(ev.post[sw.id], id)
			if fs := ev.famsOf[sw.id]; central && !slices.Contains(fs, f) {
				ev.famsOf[sw.id] = append(fs, f)
				ev.fams[sw.id]++
			}
		}
		ev.texts = append(ev.texts, t)
	}
	titled := make([]bool, len(b.in.Docs)) // by family root
	for d, doc := range b.in.Docs {
		if strings.TrimSpace(doc.Title) != "" {
			titled[b.family[d]] = true
			add(b.family[d], doc.Title, true, true)
		}
	}
	for d := range b.in.Docs {
		if ss := b.sents[d]; len(ss) > 0 && !ss[0].boiler {
			add(b.family[d], ss[0].text, false, !titled[b.family[d]])
		}
	}
	b.events = ev
	return ev
}

// centrality is how close sentence r comes to what the story's titles say
// together (the leads of a family without titles standing for them): the
// cosine of its terms' weights with the centroid, where each term weighs
// as many times as families hold it, a term of one family alone not at
// all; up to a constant factor of the story. 0 when it shares no term
// with two families.
func (b *builder) centrality(r sref) float64 {
	ev := b.eventIndex()
	terms := b.sim.eventTerms(b.sents[r.d][r.s].text, nil)
	dot, norm := 0.0, 0.0
	for _, t := range terms {
		norm += t.w * t.w
		if n := ev.fams[t.id]; n >= 2 {
			dot += t.w * t.w * float64(n)
		}
	}
	if dot == 0 {
		return 0
	}
	return dot / math.Sqrt(norm)
}

// eventSupport is, per family not in own, how far sentence r tells what
// the family's titles and leads say, where it is eventFloor or more: the
// share of a title's weight it holds, or its weighted Dice with a lead,
// the best of them.
func (b *builder) eventSupport(r sref, own map[int]bool) map[int]float64 {
	ev := b.eventIndex()
	terms := b.sim.eventTerms(b.sents[r.d][r.s].text, nil)
	total := 0.0
	for _, t := range terms {
		total += t.w
	}
	if total == 0 {
		return nil
	}
	held := map[int32]float64{}
	for _, t := range terms {
		for _, id := range ev.post[t.id] {
			if !own[ev.texts[id].fam] {
				held[id] += t.w
			}
		}
	}
	out := map[int]float64{}
	for id, h := range held {
		t := ev.texts[id]
		sc := 2 * h / (total + t.total)
		if t.title {
			sc = h / t.total
		}
		if sc >= eventFloor && sc > out[t.fam] {
			out[t.fam] = sc
		}
	}
	return out
}

// eventWords map the stems of words news copy uses for one event to one
// concept, beyond align.Stem's synonyms: general news vocabulary.
var eventWords = map[string]string{
	"capsiz": "capsiz", "overturn": "capsiz",
	"earthquak": "quak", "tremor": "quak",
	"sack": "dismiss", "oust": "dismiss",
}
