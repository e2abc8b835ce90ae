package brief

import (
	"cmp"
	"slices"
	"strings"

	"github.com/copydesk/copydesk/facts"
)

// The day of an event. Two independent reports that give the same count
// of the same event ("capsized late on Tuesday, killing at least 14
// people" / "overturned late on Wednesday, killing at least 14 people")
// tell one event; when each names one day for it, and the days differ,
// they disagree about the day, though their sentences do not align (a
// day swapped in aligned sentences is a substitution). The day must be
// the event's: a day the report was made on ("officials said on
// Wednesday"), a deadline ("pulled from the water by early on
// Wednesday"), a day to come ("next Tuesday") or an update's ("rose to 17
// on Thursday") is no day of the event, and a sentence naming two days
// for its clauses names none surely. Counts of two different values are
// an update or another event; they are left to the frames.

// eventDayCount is a count whose sentence names the day of its event:
// count r, its frame, and day mention k of the same sentence.
type eventDayCount struct {
	r   mref
	fr  frame
	day int
}

// scoreEventDay is the strength of a link between two days of one event:
// a frame's, with the same value (frameScore's 1 + 2) and one more thing
// in common (the day's clause).
const scoreEventDay = 4

// maxEventDayGap is the most tokens between a count and the day of its
// event: "Sixteen people died when the Saltmarsh Queen rolled onto her
// side and partly sank on Tuesday evening" puts 15 between them.
const maxEventDayGap = 20

// maxUpdateGap is the most tokens between an update's word and its
// count: "raising the confirmed number of deaths in the Kestrel Strait
// disaster to 17".
const maxUpdateGap = 12

// maxEventDayPublished is the most days apart two reports may be
// published for their weekdays to name one week's days.
const maxEventDayPublished = 6

// noteEventDay keeps count r of frame fr when its sentence names the day
// of its event (eventDay); frames calls it for every count it frames.
func (f *disagreementFinder) noteEventDay(r mref, fr frame) {
	if len(fr.days) == 0 && fr.past != "dated" {
		return // no weekday, and no date: nothing to read
	}
	if k := f.eventDay(r); k >= 0 {
		f.eventDayCounts = append(f.eventDayCounts, eventDayCount{r, fr, k})
	}
}

// eventDay returns the mention of count r's sentence that names the day
// of its event, or -1: the only day, weekday or date, not a reporting
// day, a deadline, a day to come, within maxEventDayGap tokens of the
// count, in a sentence that tells no update of the count.
func (f *disagreementFinder) eventDay(r mref) int {
	sent := f.b.sents[r.d][r.s]
	ts := f.toks[r.d][r.s]
	m := sent.mentions[r.k]
	i, _ := tokenSpan(ts, m.Start, m.End)
	for w := max(0, i-maxUpdateGap); w < i; w++ {
		if updateWord[ts[w].norm] {
			return -1 // "the toll rose to 17 on Thursday": the update's day
		}
	}
	found, norm := -1, ""
	for k, o := range sent.mentions {
		if o.Kind != facts.Day || monthWord[o.Norm] {
			continue
		}
		if strings.Contains(o.Norm, " ") && !dayOfMonth(o.Norm) {
			continue // "March 2026": a month, no day
		}
		di, _ := tokenSpan(ts, o.Start, o.End)
		if di >= len(ts) || abs(di-i) > maxEventDayGap || !eventDayAt(sent, ts, di) || otherEventBetween(ts, di, i) {
			continue
		}
		if found >= 0 && o.Norm != norm {
			return -1 // two days for the clauses of one sentence
		}
		if found < 0 {
			found, norm = k, o.Norm
		}
	}
	return found
}

// otherEventBetween reports whether a word between a day (token di) and
// the count after it (token i) opens a clause of another event, earlier
// or later: "rattled the province Wednesday just days after a powerful
// quake killed one person" gives the day of the second quake, the count
// of the first. A count before its day is the day's event's own
// ("Sixteen people died when the ferry sank on Tuesday evening", "14
// died after the ferry capsized on Tuesday").
func otherEventBetween(ts []tok, di, i int) bool {
	for w := di + 1; w < i; w++ {
		if otherEventWord[ts[w].norm] {
			return true
		}
	}
	return false
}

// otherEventWord lists the words that open a clause of another event
// than the one before them.
var otherEventWord = wordSet("after before since until following ago earlier previous later")

// dayOfMonth reports whether a date's norm ("march 10") names a day.
func dayOfMonth(norm string) bool {
	_, d, ok := strings.Cut(norm, " ")
	return ok && d != "" && d[0] >= '0' && d[0] <= '9' && len(d) <= 2
}

// eventDayAt reports whether the day at token di may be the day of an
// event: the words before it, past "on", "late", "early", open no
// deadline or other time ("by early on Wednesday", "since Tuesday",
// "next Tuesday"), and no reporting verb of its own clause comes within
// four words before it ("said on Wednesday", "told reporters late
// Tuesday").
func eventDayAt(sent sentence, ts []tok, di int) bool {
	p := di - 1
	for p >= 0 && dayModifier[ts[p].norm] && !clauseBreak(sent, ts, p+1) {
		p--
	}
	if p >= 0 && !clauseBreak(sent, ts, p+1) && otherTimeWord[ts[p].norm] {
		return false
	}
	for w := di - 1; w >= 0 && w >= di-4; w-- {
		if clauseBreak(sent, ts, w+1) && w+1 < di {
			break
		}
		if reportingWord[ts[w].norm] {
			return false
		}
	}
	return true
}

// dayModifier lists the words between a verb and the day of its event:
// "capsized late on Tuesday", "early on Sunday".
var dayModifier = wordSet("on late early")

// otherTimeWord lists the words before a day that make it no day of the
// event: a deadline, a span's end or start, another day.
var otherTimeWord = wordSet("by until till since before after from through throughout to between " +
	"next following previous coming")

// reportingWord lists the words of a clause telling when a report was
// made: "officials said on Wednesday", "told reporters on Tuesday".
var reportingWord = wordSet("said says say told tells announced announces reported reports confirmed " +
	"confirms added adds stated statement according briefing news conference")

// updateWord lists the words before a count that tell an update of it,
// with the update's day: "the toll rose to 17 on Thursday", "stands at 14".
var updateWord = wordSet("rose risen rising climbed climbing stood stands reached raising raised " +
	"increased increasing jumped revised brought bringing now")

// eventDays links the days independent reports give for one event: two
// counts of one frame and one value, in documents of two copy families,
// whose event days (eventDay) differ. Weekdays are compared with
// weekdays, dates with dates; reports published more than
// maxEventDayPublished days apart may name two weeks' days. Counts of
// scopes apart (otherScopes) or in sentences naming places apart are two
// events. Each day so linked is then linked to the same day of the
// frame's other counts of the same event, whatever their value ("Sixteen
// people died when ... sank on Tuesday evening"), so that every report
// giving it is cited.
func (f *disagreementFinder) eventDays() {
	cs := f.eventDayCounts
	if len(cs) < 2 {
		return
	}
	frameKey := func(c eventDayCount) string { return c.fr.event + "|" + c.fr.head + "|" + c.fr.past }
	slices.SortStableFunc(cs, func(x, y eventDayCount) int {
		return cmp.Or(cmp.Compare(frameKey(x), frameKey(y)), cmp.Compare(f.mention(x.r).Norm, f.mention(y.r).Norm))
	})
	for lo := 0; lo < len(cs); {
		hi := lo + 1
		for hi < len(cs) && frameKey(cs[hi]) == frameKey(cs[lo]) {
			hi++
		}
		f.eventDayFrame(cs[lo:hi])
		lo = hi
	}
}

// eventDayFrame links the days of the counts of one frame, sorted by
// value: the days of each value's counts (eventDayValue), then each day
// so linked to the same day of the frame's other counts.
func (f *disagreementFinder) eventDayFrame(cs []eventDayCount) {
	anchors := map[string]eventDayCount{}
	for lo := 0; lo < len(cs); {
		hi := lo + 1
		for hi < len(cs) && f.mention(cs[hi].r).Norm == f.mention(cs[lo].r).Norm {
			hi++
		}
		f.eventDayValue(cs[lo:hi], anchors)
		lo = hi
	}
	if len(anchors) == 0 {
		return
	}
	// The reports agreeing on a linked day are cited with it.
	for _, y := range cs {
		x, ok := anchors[f.dayOf(y)]
		if ok && y.r != x.r && f.sameEvent(x, y) {
			f.link(f.dayRef(x), f.dayRef(y), scoreEventDay, aboutEventDay)
		}
	}
}

func (f *disagreementFinder) dayOf(c eventDayCount) string {
	return f.b.sents[c.r.d][c.r.s].mentions[c.day].Norm
}

func (f *disagreementFinder) dayRef(c eventDayCount) mref { return mref{c.r.d, c.r.s, c.day} }

// eventDayValue links the days of counts of one frame and value: for
// each two days, the first two counts of them (of the first perEventDay
// of each) that tell one event. The first count of each day linked is
// its anchor in anchors (unless the day has one).
func (f *disagreementFinder) eventDayValue(cs []eventDayCount, anchors map[string]eventDayCount) {
	byDay := map[string][]eventDayCount{}
	var days []string
	for _, c := range cs {
		v := f.dayOf(c)
		if _, ok := byDay[v]; !ok {
			days = append(days, v)
		}
		byDay[v] = append(byDay[v], c)
	}
	if len(days) < 2 || len(days) > maxValuesCompared {
		return
	}
	const perEventDay = 24
	for i, a := range days {
		for _, b := range days[i+1:] {
			if strings.Contains(a, " ") != strings.Contains(b, " ") {
				continue // a weekday and a date
			}
		pairs:
			for _, x := range byDay[a][:min(perEventDay, len(byDay[a]))] {
				for _, y := range byDay[b][:min(perEventDay, len(byDay[b]))] {
					if f.sameEvent(x, y) {
						f.link(f.dayRef(x), f.dayRef(y), scoreEventDay, aboutEventDay)
						if _, ok := anchors[a]; !ok {
							anchors[a] = x
						}
						if _, ok := anchors[b]; !ok {
							anchors[b] = y
						}
						break pairs
					}
				}
			}
		}
	}
}

// aboutEventDay describes a link between two days of one event.
const aboutEventDay = "day of the event"

// sameEvent reports whether two counts of one frame and value in two
// documents are one event's: documents of two copy families (a copy's
// day swapped is a substitution), published within a week of each other,
// of compatible frames and one scope, naming no places apart.
func (f *disagreementFinder) sameEvent(x, y eventDayCount) bool {
	b := f.b
	if x.r.d == y.r.d || b.family[x.r.d] == b.family[y.r.d] {
		return false
	}
	if px, py := b.in.Docs[x.r.d].Published, b.in.Docs[y.r.d].Published; !px.IsZero() && !py.IsZero() {
		if gap := civilDay(px).Sub(civilDay(py)).Hours() / 24; gap > maxEventDayPublished || gap < -maxEventDayPublished {
			return false
		}
	}
	if !compatible(x.fr, y.fr) || f.otherScopes(x.r, y.r, x.fr.scope, y.fr.scope) {
		return false
	}
	px, py := f.eventPlaces(x.r), f.eventPlaces(y.r)
	return len(px) == 0 || len(py) == 0 || overlapStrings(px, py)
}

// eventPlaces lists the places of count r's sentence: its names after
// "in", "at", "near"... (afterLocative) or "off" ("capsized off Carrow").
func (f *disagreementFinder) eventPlaces(r mref) []string {
	ts := f.toks[r.d][r.s]
	var out []string
	for _, m := range f.b.sents[r.d][r.s].mentions {
		if m.Kind != facts.Name {
			continue
		}
		if _, isNation := nationality[m.Norm]; isNation {
			continue
		}
		if i, _ := tokenSpan(ts, m.Start, m.End); afterLocative(ts, m) || i > 0 && ts[i-1].norm == "off" {
			out = append(out, m.Norm)
		}
	}
	return out
}

// periodsApart is otherPeriods for a link, but for the days of one event:
// their sentences are two reports' own, not aligned, and their other
// figures differ as a matter of course ("killing at least 14 people and
// leaving dozens more in hospital" / "killing at least 14 people"); the
// count they share ties them. Their other periods must still agree, and
// a series' reports or dates shifted with their publication are still
// two periods' (otherPeriods).
func (f *disagreementFinder) periodsApart(e mlink) bool {
	if e.about != aboutEventDay {
		return f.otherPeriods(e.x, e.y)
	}
	if f.shiftedDates(e.x, e.y) || f.outletReports(e.x.d, e.y.d) {
		return true
	}
	without := func(r mref) []period {
		pos := f.mention(r).Start
		return slices.DeleteFunc(slices.Clone(f.periodsOf(r.d, r.s)), func(p period) bool { return p.pos == pos })
	}
	return periodsDiffer(without(e.x), without(e.y))
}
