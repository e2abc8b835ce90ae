package brief

import (
	"strings"

	"github.com/copydesk/copydesk/facts"
)

// A count's scope: what its clause says it counts besides the frame's
// event and head. A story's reports give, beside the event's own toll, a
// running total ("more than 640 Palestinians killed since the assault
// began", "at least 70 injured in cities across the country") and the
// tolls of other incidents ("In a separate attack earlier in the day,
// three Palestinians were killed", "In neighbouring Central Aceh
// district, 10 people were killed"). Each shares the toll's frame
// ("palestinians killed") but is another count: two values of two scopes
// are no disagreement. Two values of one scope still disagree: two
// reports' running totals, or two reports' tolls of the separate attack,
// unless (two other incidents) their sentences name no name in common
// (the Beach camp's family / the Zeitoun neighbourhood's).
const (
	scopeEvent = iota // the story's event, or nothing says otherwise
	scopeTotal        // a running or overall total
	scopeOther        // another incident, place or time
)

// countScope reads the scope of the count at tokens [i, j) of sentence
// sent (tokens ts): the cues of its own clause (between punctuation and
// clause openers or conjunctions) and of the sentence's fronted phrase
// before its first comma ("In a separate attack earlier in the day, ...",
// "Earlier that day, ...", "In all, ..."), which sets the scene of the
// whole sentence. A cue elsewhere in the sentence is another clause's:
// "The attack killed 40, bringing the toll since the offensive began to
// 640" counts the attack's 40.
func countScope(sent sentence, ts []tok, i, j int) int {
	lo := i
	for lo > 0 && !clauseBreak(sent, ts, lo) {
		lo--
	}
	hi := j
	for hi < len(ts) && !clauseBreak(sent, ts, hi) {
		hi++
	}
	sc := scopeCues(ts, lo, hi)
	if lo > 0 && sc == scopeEvent {
		// The fronted phrase: the sentence's words before its first comma.
		f := 1
		for f < lo && !strings.Contains(tokenGap(sent, ts, f), ",") {
			f++
		}
		// only a phrase a comma closes is fronted: else [0, lo) is the
		// clause before ("Tanks shelled the camp last week and an air
		// strike killed 43"), whose cues are its own
		if strings.Contains(tokenGap(sent, ts, f), ",") {
			sc = scopeCues(ts, 0, f)
		}
	}
	return sc
}

// clauseBreak reports whether a clause ends before token k: punctuation
// between it and the token before, or a word opening another clause.
func clauseBreak(sent sentence, ts []tok, k int) bool {
	if strings.ContainsAny(tokenGap(sent, ts, k), ",;:()—–") {
		return true
	}
	w := ts[k].norm
	return clauseOpener[w] || coordinator[w]
}

// scopeCues returns the scope the words of tokens [lo, hi) give: a
// running total's cues first ("so far", "to date", "in all", "in total",
// "overall", "altogether", "nationwide", "across the country", "since
// the assault began", "since December 27", "over the past eight days",
// "this year"), then another incident's ("a separate", "another",
// "elsewhere", "earlier", "previous", "neighbouring", "nearby", "last
// year", "last week").
func scopeCues(ts []tok, lo, hi int) int {
	sc := scopeEvent
	next := func(w, n int) string {
		if w+n < hi {
			return ts[w+n].norm
		}
		return ""
	}
	for w := lo; w < hi; w++ {
		switch ts[w].norm {
		case "overall", "altogether", "cumulative", "nationwide", "countrywide":
			return scopeTotal
		case "so":
			if next(w, 1) == "far" {
				return scopeTotal
			}
		case "to":
			if next(w, 1) == "date" {
				return scopeTotal
			}
		case "in":
			if n := next(w, 1); n == "all" || n == "total" {
				return scopeTotal
			}
		case "across", "around", "throughout":
			if next(w, 1) == "the" && (next(w, 2) == "country" || next(w, 2) == "region" || next(w, 2) == "nation") {
				return scopeTotal
			}
		case "since":
			// "since the assault began 12 days ago", "since it started",
			// "since December 27", "since the death of ...", "since last
			// week": a total from a start. Not "the
			// deadliest since 2005" (a superlative's comparison, no
			// start of a count: nothing after it reads as one).
			if monthWord[next(w, 1)] || next(w, 1) == "march" || next(w, 1) == "last" ||
				next(w, 1) == "the" && sinceEvent[next(w, 2)] {
				return scopeTotal
			}
			for n := 1; n <= 5; n++ {
				if startVerb[next(w, n)] {
					return scopeTotal
				}
			}
		case "separate":
			// "in a separate attack", not "31 separate pieces of
			// apparatus" (apart from one another, not from the event).
			if w > lo && (ts[w-1].norm == "a" || ts[w-1].norm == "an") {
				sc = scopeOther
			}
		case "separately", "another", "elsewhere", "earlier", "previous",
			"neighbouring", "neighboring", "nearby":
			sc = scopeOther
		case "last", "past":
			// "last year", "last week": another period's; "over the past
			// eight days", "in the last two weeks": a total over them.
			if n := next(w, 1); ts[w].norm == "last" && (n == "year" || n == "month" || n == "week") {
				sc = scopeOther
			} else if timeHead[next(w, 1)] || timeHead[next(w, 2)] || timeHead[next(w, 3)] {
				return scopeTotal
			}
		case "this":
			if n := next(w, 1); n == "year" || n == "month" {
				return scopeTotal // "so far this year", "killed 300 this year"
			}
		}
	}
	return sc
}

// sinceEvent lists the nouns of an event or a start a total runs from
// ("wracked Greece every day since the death of ..., leaving at least
// 70 injured", "since the start of the offensive").
var sinceEvent = wordSet("death killing shooting attack attacks assault offensive invasion war fighting " +
	"conflict quake earthquake storm start beginning outbreak uprising violence protests riots unrest crisis operation")

// startVerb lists the words that say a count runs from a start ("since
// the assault began", "since fighting broke out").
var startVerb = wordSet("began begun begin start started starting erupted broke launched beginning")

// minTotalRatio is how many times the event's count a total must be to
// count more than the event: the reports' totals beside an event's
// toll were 640 and 600 against 40, and 70 against two.
const minTotalRatio = 1.5

// otherScopes reports whether two counts of one frame are of different
// scopes (a total against the event's count only when it is well above
// it), or both of other incidents named apart: their sentences name
// names, none of them the same.
func (f *disagreementFinder) otherScopes(x, y mref, sx, sy int) bool {
	if sx == scopeEvent && sy == scopeTotal {
		x, y, sx, sy = y, x, sy, sx
	}
	if sx == scopeTotal && sy == scopeEvent {
		// A total holds the event's count and more: one barely above
		// it, or below it, is likely the same tally told with a cue
		// by one report only ("479 deaths had been registered" / "500
		// deaths since the attack"), a disagreement.
		total, event := f.mention(x).Value, f.mention(y).Value
		return total <= 0 || event <= 0 || total >= minTotalRatio*event
	}
	if sx != sy {
		return true
	}
	if sx != scopeOther {
		return false
	}
	nx, ny := f.sentNames(x), f.sentNames(y)
	return len(nx) > 0 && len(ny) > 0 && !overlapStrings(nx, ny)
}

// sentNames lists the names of x's sentence, nationalities apart.
func (f *disagreementFinder) sentNames(x mref) []string {
	var out []string
	for _, m := range f.b.sents[x.d][x.s].mentions {
		if _, isNation := nationality[m.Norm]; m.Kind == facts.Name && !isNation {
			out = append(out, m.Norm)
		}
	}
	return out
}

// minReportGap is the fewest calendar days between two of one outlet's
// reports whose different figures, when they differ in more than one
// figure, are two measurements, not a disagreement. An outlet's
// correction or repeat comes the same day or the next ("CORRECTED - ATT
// <T> FORMS ...": 600 / 500, "RPT-" a day later); its reports two days
// apart or more that change several figures are the next issues of a
// recurring report (a daily Fed funds rate, a weekly sugar tender, a
// monthly price index) or updates, however much template text they
// share (restated, which judges by the share of figures kept, took
// reports whose template repeats its fractions and dates for edits).
// Reuters gave 35 of its 59 number disagreements between reports on
// different days, none a correction; its five corrections were the same
// day's or the next's. A report republished days later with one figure
// changed is still an edit.
const minReportGap = 2

// reportsApart reports whether documents x and y are one outlet's
// reports published minReportGap days apart or more, differing in two
// figures or more.
func (f *disagreementFinder) reportsApart(x, y int) bool {
	dx, dy := f.b.in.Docs[x], f.b.in.Docs[y]
	if dx.Source == "" || dx.Source != dy.Source || dx.Published.IsZero() || dy.Published.IsZero() {
		return false
	}
	gap := civilDay(dx.Published).Sub(civilDay(dy.Published)).Hours() / 24
	if gap < minReportGap && gap > -minReportGap {
		return false
	}
	fx, fy := f.docFigures(x), f.docFigures(y)
	if len(fy) < len(fx) {
		fx, fy = fy, fx
	}
	changed := 0
	for v := range fx {
		if _, ok := fy[v]; !ok {
			changed++
		}
	}
	return changed >= 2
}

// figuresApart reports whether a link joins two different figures of one
// outlet's reports days apart (reportsApart): two measurements.
func (f *disagreementFinder) figuresApart(e mlink) bool {
	mx, my := f.mention(e.x), f.mention(e.y)
	return mx.Kind == facts.Number && mx.Norm != my.Norm && f.reportsApart(e.x.d, e.y.d)
}
