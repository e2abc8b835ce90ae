package brief

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/copydesk/copydesk/dedup"
	"github.com/copydesk/copydesk/facts"
	"github.com/copydesk/copydesk/lexicon"
)

// Figures of a recurring report — a weekly money supply, a monthly price
// index, a year's exports — are restated every period in the same words:
// "rose 2.1 billion in the week ended February 23" and "fell 1.4 billion
// in the week ended March 2" are aligned, their numbers swapped, yet they
// are two facts, not two outlets' accounts of one. Two statements that
// name different periods are kept apart, as counts for two different
// weekdays are (differentDays): a link between two different values is
// dropped when the two sentences name dates, months or weekdays of which
// none can be the same day, or years none in common. A date that is all
// two statements differ in ("the week ended February 23" / "February 24",
// every figure the same) is still a disagreement about the date, and so
// is anything a copy of the other document changed (a copy's other date
// is an edit of its source's text) and a name spelt two ways (collect).

// period is a time a sentence names: a year, or a month, a date (month
// and day) or a weekday. pos is its offset in the document.
type period struct {
	year, month, day, weekday int
	pos                       int
}

// yearBefore lists the words after which a four-digit number from 1900
// to 2100 is a year ("in 1986", "the 1987 budget", "Jan/Dec 1986").
var yearBefore = map[string]bool{"in": true, "of": true, "since": true, "for": true, "from": true,
	"to": true, "until": true, "by": true, "during": true, "before": true, "after": true,
	"between": true, "and": true, "the": true, "its": true, "fiscal": true, "calendar": true,
	"year": true, "end": true, "mid": true, "early": true, "late": true, "than": true, "vs": true}

// periodsOf returns the periods sentence s of document d names: its day
// mentions (dates and weekdays), the months named outside a date
// (capitalised: "in March", not "march on"), and years.
func (f *disagreementFinder) periodsOf(d, s int) []period {
	key := [2]int{d, s}
	if ps, ok := f.periods[key]; ok {
		return ps
	}
	sent := f.b.sents[d][s]
	text := f.b.in.Docs[d].Text
	var ps []period
	inDate := func(pos int) bool {
		for _, m := range sent.mentions {
			if m.Kind == facts.Day && m.Start <= pos && pos < m.End {
				return true
			}
		}
		return false
	}
	for _, m := range sent.mentions {
		if m.Kind != facts.Day {
			continue
		}
		if wd := lexicon.WeekdayTitle(m.Norm); wd > 0 {
			ps = append(ps, period{weekday: wd, pos: m.Start})
			continue
		}
		month, day, ok := strings.Cut(m.Norm, " ")
		if !ok {
			continue
		}
		n, err := strconv.Atoi(day)
		if mo := lexicon.Month(strings.ToLower(month)); mo != 0 && err == nil {
			ps = append(ps, period{month: mo, day: n, pos: m.Start})
		}
	}
	ts := f.toks[d][s]
	for i, t := range ts {
		if mo := lexicon.Month(t.norm); mo != 0 && t.start < len(text) && 'A' <= text[t.start] && text[t.start] <= 'Z' && !inDate(t.start) && !monthInName(text, ts, i, sent.mentions) {
			ps = append(ps, period{month: mo, pos: t.start})
			continue
		}
		if len(t.norm) != 4 || text[t.start:t.end] != t.norm || i == 0 {
			continue
		}
		y, err := strconv.Atoi(t.norm)
		if err != nil || y < 1900 || y > 2100 {
			continue
		}
		if lexicon.Month(ts[i-1].norm) != 0 || yearBefore[ts[i-1].norm] || inDate(ts[i-1].start) {
			ps = append(ps, period{year: y, pos: t.start})
		}
	}
	if f.periods == nil {
		f.periods = map[[2]int][]period{}
	}
	f.periods[key] = ps
	return ps
}

// monthInName reports whether the month word ts[i] is a name or part of
// one: inside a name mention of the sentence, as facts reads month words
// (with what the document tells of them, facts.MentionsIn: "Theresa May",
// "April Ryan said", "May had" in a document on May Department Stores
// Co; not "Veldia February output", "the June Venice summit", "March
// Ohio River" in a barge list), or before a verb of saying ("May said",
// facts.SpeaksAfterMonth) unless a preposition or article comes before
// it ("in May said", facts.MonthBefore), also one opening a sentence
// ("May said 300 jobs would go"). The rule is facts', so that periods
// and names agree.
func monthInName(text string, ts []tok, i int, mentions []facts.Mention) bool {
	t := ts[i]
	for _, m := range mentions {
		if m.Kind == facts.Name && m.Start <= t.start && t.start < m.End {
			return true
		}
	}
	if i > 0 && facts.MonthBefore(ts[i-1].norm) {
		return false
	}
	return i+1 < len(ts) && t.end < ts[i+1].start && text[t.end:ts[i+1].start] == " " && facts.SpeaksAfterMonth(ts[i+1].norm)
}

// samePeriod reports whether two dates, months or weekdays may be one
// day: a weekday and a date may (the weekday of the date is not worked
// out), a month and a date in it may.
func samePeriod(p, q period) bool {
	if p.weekday != 0 || q.weekday != 0 {
		return p.weekday == 0 || q.weekday == 0 || p.weekday == q.weekday
	}
	return p.month == q.month && (p.day == 0 || q.day == 0 || p.day == q.day)
}

// periodsDiffer reports whether two sentences' periods tell them apart:
// both name days (dates, months, weekdays) and none of one's can be one
// of the other's, or both name years and none in common.
func periodsDiffer(x, y []period) bool {
	split := func(ps []period) (days, years []period) {
		for _, p := range ps {
			if p.year != 0 {
				years = append(years, p)
			} else {
				days = append(days, p)
			}
		}
		return days, years
	}
	dx, yx := split(x)
	dy, yy := split(y)
	apart := func(a, b []period, same func(p, q period) bool) bool {
		if len(a) == 0 || len(b) == 0 {
			return false
		}
		for _, p := range a {
			for _, q := range b {
				if same(p, q) {
					return false
				}
			}
		}
		return true
	}
	return apart(dx, dy, samePeriod) || apart(yx, yy, func(p, q period) bool { return p.year == q.year })
}

// otherPeriods reports whether a link between two different values joins
// statements of two different periods: two of one outlet's reports
// (outletReports), or statements naming two periods. For a day swapped
// for another, its own period is left out: two statements that name another period
// apart are two facts, and so are two whose other figures, names or
// ranks differ as well (a weekly report's figures of another week), but
// a date that is all they differ in is a disagreement about the date.
func (f *disagreementFinder) otherPeriods(x, y mref) bool {
	mx, my := f.mention(x), f.mention(y)
	if mx.Norm == my.Norm {
		return false
	}
	if f.shiftedDates(x, y) {
		return true
	}
	if f.outletReports(x.d, y.d) {
		return true
	}
	if f.copies(x.d, y.d) {
		return false
	}
	px, py := f.periodsOf(x.d, x.s), f.periodsOf(y.d, y.s)
	if mx.Kind != facts.Day {
		return periodsDiffer(px, py)
	}
	without := func(ps []period, pos int) []period {
		return slices.DeleteFunc(slices.Clone(ps), func(p period) bool { return p.pos == pos })
	}
	if periodsDiffer(without(px, mx.Start), without(py, my.Start)) {
		return true
	}
	return periodsDiffer(px, py) && !slices.Equal(f.figures(x.d, x.s), f.figures(y.d, y.s))
}

// shiftedDates reports whether the sentences of x and y name dates moved
// as far as their documents' publications were: "The March 9 sale"
// published on 3 March and "The March 23 sale" on 17 March, each six days
// after its report, name one relative time of two reports (an outlet's
// weekly notice restated with new dates, which dedup links as copies).
// Publications fewer than three days apart move no date: a date one or
// two days off is as often a slip or a correction (an event's day told
// two ways) as a report's next period. A date shared by the two
// sentences makes them one period's.
func (f *disagreementFinder) shiftedDates(x, y mref) bool {
	ax, ay := f.b.in.Docs[x.d].Published, f.b.in.Docs[y.d].Published
	if ax.IsZero() || ay.IsZero() {
		return false
	}
	dayX, dayY := civilDay(ax), civilDay(ay)
	if gap := dayX.Sub(dayY).Hours() / 24; gap > -3 && gap < 3 {
		return false
	}
	px, py := f.periodsOf(x.d, x.s), f.periodsOf(y.d, y.s)
	shifted := false
	for _, p := range px {
		if p.day == 0 {
			continue
		}
		for _, q := range py {
			if q.day == 0 {
				continue
			}
			if p.month == q.month && p.day == q.day {
				return false
			}
			shifted = shifted || daysFrom(dayX, p) == daysFrom(dayY, q)
		}
	}
	return shifted
}

// civilDay is the calendar day of t in its own offset (the day its
// published string names, the day its readers had), as a UTC midnight:
// 23:30 at -05:00 on 2 March is 2 March, although 3 March in UTC.
func civilDay(t time.Time) time.Time {
	return time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC)
}

// daysFrom counts the days from day to the date p (a month and a day) in
// the year that puts it nearest to day: "January 2" from 30 December is
// 3, not -362.
func daysFrom(day time.Time, p period) int {
	best := 0
	for i, y := range []int{day.Year() - 1, day.Year(), day.Year() + 1} {
		d := int(time.Date(y, time.Month(p.month), p.day, 0, 0, 0, 0, time.UTC).Sub(day).Hours() / 24)
		if i == 0 || abs(d) < abs(best) {
			best = d
		}
	}
	return best
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// outletReports reports whether documents x and y are two dated reports
// of one outlet, whatever their days: the figures of a recurring report
// ("seven grain ships were loading at Port Ellis", three weeks later
// "three") are restated in the same words with no period named, and the
// outlet's later figure is an update, not another source's account; one
// day's reports that share no text are a market's morning and afternoon
// sessions ("bought 41 mln stg in band one" / "four mln stg"), its
// opening and its close, another cattle market's or issuer's report in
// the outlet's own words. Both must be dated: an undated collection
// (BBC's) is no known stream of an outlet's reports, and two of its
// documents may be two writers' accounts of one event. Copies of one
// another are not, nor are two reports one of which reuses
// part of the other, through other documents too: a story republished
// with one detail changed is an edit of the outlet's own text, a
// disagreement. Unless the reuse is a template's: two reports giving
// mostly other figures are two periods', or, published the same day, two
// issues' or commodities' reports in one template (zinc and lead stocks,
// two cattle sales), whether dedup found a partial reuse or, the
// template being most of the words, a near-duplicate (restated): Reuters'
// weekly money supply, electric output, daily money market, bond issue
// and metal statistics reports restate a template with new figures.
func (f *disagreementFinder) outletReports(x, y int) bool {
	dx, dy := f.b.in.Docs[x], f.b.in.Docs[y]
	if dx.Source == "" || dx.Source != dy.Source || dx.Published.IsZero() || dy.Published.IsZero() {
		return false
	}
	if f.reuseRoot == nil {
		f.reuseRoot = f.b.joined(func(dedup.Relation) bool { return true })
	}
	if f.reuseRoot[x] == f.reuseRoot[y] {
		return f.restated(x, y)
	}
	return true
}

// minRestatedFigures is the fewest distinct figures the smaller of two
// reports must give for restated to judge them: a short report with one
// figure changed differs in half its figures or all of them.
const minRestatedFigures = 4

// restated reports whether two documents give mostly different figures
// (numbers and days; fewer than half of the smaller set's distinct values
// in common): a recurring report restated in its own template words
// ("rose 651 mln dlrs to 176.87 billion dlrs" a week later "rose 1.09
// billion dlrs to 177.95 billion"), whose reuse of the earlier report's
// text is the template's, not an edit of one detail; so is the same
// day's report of another commodity in the same words. A story
// republished with a detail changed keeps most of its figures.
func (f *disagreementFinder) restated(x, y int) bool {
	fx, fy := f.docFigures(x), f.docFigures(y)
	if len(fy) < len(fx) {
		fx, fy = fy, fx
	}
	shared := 0
	for v := range fx {
		if _, ok := fy[v]; ok {
			shared++
		}
	}
	if len(fx) < minRestatedFigures {
		// A short report is restated only when none of its figures
		// is kept: "shortfall revised to one billion stg, before 646
		// mln stg morning assistance" / "to 1.25 billion from 1.3
		// billion, before 775 mln".
		return len(fx) >= 2 && shared == 0
	}
	return 2*shared < len(fx)
}

// docFigures returns the distinct numbers and days document d gives.
func (f *disagreementFinder) docFigures(d int) map[mentionValue]struct{} {
	if figs, ok := f.docFigs[d]; ok {
		return figs
	}
	figs := map[mentionValue]struct{}{}
	text := f.b.in.Docs[d].Text
	for _, s := range f.b.sents[d] {
		for _, m := range s.mentions {
			// The digits of a fraction are no figure of the report
			// (fractionPart): the 7 and 8 of every day's "10-7/8 pct"
			// made two days' money market reports share most of their
			// figures, and their totals disagree.
			if m.Kind == facts.Day || m.Kind == facts.Number && !facts.InFraction(text, m.Start, m.End) {
				figs[mentionValue{m.Kind, m.Norm}] = struct{}{}
			}
		}
	}
	if f.docFigs == nil {
		f.docFigs = map[int]map[mentionValue]struct{}{}
	}
	f.docFigs[d] = figs
	return figs
}

// copies reports whether two documents are copies of one another
// (identical, near-duplicate or excerpt, through other copies; not a
// partial reuse): a copy that names another date than its source's
// changed the source's text, a disagreement whatever the date.
func (f *disagreementFinder) copies(x, y int) bool {
	if f.copyRoot == nil {
		f.copyRoot = f.b.joined(func(r dedup.Relation) bool { return dedup.DefaultGroupKinds.Has(r.Kind) })
	}
	return f.copyRoot[x] == f.copyRoot[y]
}

// figures lists a sentence's mentions other than days, sorted.
func (f *disagreementFinder) figures(d, s int) []string {
	var out []string
	for _, m := range f.b.sents[d][s].mentions {
		if m.Kind != facts.Day {
			out = append(out, m.Kind.String()+":"+m.Norm)
		}
	}
	slices.Sort(out)
	return out
}
