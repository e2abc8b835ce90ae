package story

import (
	"fmt"
	"slices"
	"testing"
	"time"
)

// gapStream is an Assigner with a 30-day window that has three reports of
// events[0], an hour apart from t0; add adds the k-th report of e dated
// at, and closed lists the stories closed.
func gapStream(t *testing.T) (a *Assigner, add func(e event, k int, at time.Time) Assignment, closed *[]string) {
	closed = new([]string)
	a = mustNew(t, Options{Window: 30 * 24 * time.Hour, OnClosed: func(id string) { *closed = append(*closed, id) }})
	add = func(e event, k int, at time.Time) Assignment {
		title, text := report(e, k, fmt.Sprint("O", k))
		return a.Add(Doc{ID: fmt.Sprintf("%s-%d-%d", e.name, k, at.Unix()), Title: title, Text: text, Published: at})
	}
	for k := range 3 {
		add(events[0], k, t0.Add(time.Duration(k)*time.Hour))
	}
	return a, add, closed
}

// A sorted stream with a gap of over a year: the window must still close
// the stories before the gap. A clock refusing every date more than a
// year ahead of it would count every document after the first such gap
// as undated, and no story would close again.
func TestClockCrossesGap(t *testing.T) {
	a, add, closed := gapStream(t)
	later := t0.AddDate(2, 0, 0)
	for k := range 3 {
		add(events[1], k, later.Add(time.Duration(k)*time.Hour))
	}
	if len(*closed) != 1 || a.Clock().Before(later) {
		t.Fatalf("after a two-year gap: closed %v, clock %v", *closed, a.Clock())
	}
	// A report of the first event now, two years on, starts a new story.
	if got := add(events[0], 3, later.Add(5*time.Hour)); !got.New {
		t.Fatalf("a report two years after its story closed joined %+v", got)
	}
}

// One date far ahead of the stream is taken for a mistake: it does not
// move the clock, and the stories stay open.
func TestClockIgnoresOneWrongYear(t *testing.T) {
	var closed []string
	a := mustNew(t, Options{OnClosed: func(id string) { closed = append(closed, id) }})
	var first string
	for k := range 3 {
		title, text := report(events[0], k, "A")
		got := a.Add(Doc{ID: fmt.Sprint("q", k), Title: title, Text: text, Published: t0.Add(time.Duration(k) * time.Hour)})
		if k == 0 {
			first = got.Story
		}
	}
	title, text := report(events[1], 0, "B")
	a.Add(Doc{ID: "typo", Title: title, Text: text, Published: t0.AddDate(20, 0, 0)})
	title, text = report(events[0], 3, "C")
	got := a.Add(Doc{ID: "q3", Title: title, Text: text, Published: t0.Add(4 * time.Hour)})
	if got.Story != first || len(closed) != 0 || !a.Clock().Equal(t0.Add(4*time.Hour)) {
		t.Fatalf("after one date 20 years ahead: q3 joined %+v, closed %v, clock %v", got, closed, a.Clock())
	}
}

// While the Assigner lingers, an undated document may join a story the
// window has closed to dated ones; Linger(false) forgets it. The story
// closes (OnClosed) as it would without lingering.
func TestLinger(t *testing.T) {
	for _, linger := range []bool{false, true} {
		var closed []string
		a := mustNew(t, Options{Window: 30 * 24 * time.Hour, OnClosed: func(id string) { closed = append(closed, id) }})
		a.Linger(linger)
		for k := range 3 {
			title, text := report(events[0], k, "A")
			a.Add(Doc{ID: fmt.Sprint("q", k), Title: title, Text: text, Published: t0.Add(time.Duration(k) * time.Hour)})
		}
		// The clock moves on 90 days with another event.
		for k := range 3 {
			title, text := report(events[1], k, "B")
			a.Add(Doc{ID: fmt.Sprint("e", k), Title: title, Text: text, Published: t0.AddDate(0, 0, 90).Add(time.Duration(k) * time.Hour)})
		}
		if len(closed) != 1 || closed[0] != "q0" {
			t.Fatalf("linger %v: the window closed %v, want [q0]", linger, closed)
		}
		title, text := report(events[0], 3, "C")
		undated := a.Add(Doc{ID: "u", Title: title, Text: text})
		title, text = report(events[0], 4, "D")
		dated := a.Add(Doc{ID: "d", Title: title, Text: text, Published: t0.AddDate(0, 0, 90).Add(5 * time.Hour)})
		if dated.Story == "q0" {
			t.Errorf("linger %v: a dated report 90 days on joined the closed story: %+v", linger, dated)
		}
		if linger != (undated.Story == "q0") {
			t.Errorf("linger %v: the undated report joined %+v", linger, undated)
		}
		a.Linger(false)
		title, text = report(events[0], 5, "E")
		if late := a.Add(Doc{ID: "u2", Title: title, Text: text}); late.Story == "q0" {
			t.Errorf("linger %v: after Linger(false), an undated report joined the closed story: %+v", linger, late)
		}
	}
}

// A dated document does not see the lingering stories: with a window of
// 12 hours, each day's reports of an event make a new story, and the
// closed ones of the days before, kept for undated documents, must not
// crowd the open one out of the candidates.
func TestLingerInvisibleToDated(t *testing.T) {
	run := func(linger bool) []string {
		a := mustNew(t, Options{Window: 12 * time.Hour})
		a.Linger(linger)
		var got []string
		for day := range 40 {
			for k, e := range events {
				for r := range 3 {
					at := t0.AddDate(0, 0, day).Add(time.Duration(r)*time.Hour + time.Duration(k)*time.Minute)
					title, text := report(e, (day+r)%5, fmt.Sprint("O", r))
					got = append(got, a.Add(Doc{ID: fmt.Sprintf("%d-%d-%d", day, k, r), Title: title, Text: text, Published: at}).Story)
				}
			}
		}
		return got
	}
	without, with := run(false), run(true)
	for i := range without {
		if without[i] != with[i] {
			t.Fatalf("document %d: story %s without lingering, %s with", i, without[i], with[i])
		}
	}
}

// The Assigner keeps at most MaxOpen closed stories for undated
// documents, the latest closed, and its index of them sheds the dropped
// ones: a thousand days of daily stories through a window of 12 hours.
func TestLingerKeepsLatest(t *testing.T) {
	const maxOpen = 5
	a := mustNew(t, Options{Window: 12 * time.Hour, MaxOpen: maxOpen})
	a.Linger(true)
	const days = 1000
	for day := range days {
		e := events[day%len(events)]
		for r := range 2 {
			title, text := report(e, (day+r)%5, fmt.Sprint("O", r))
			a.Add(Doc{ID: fmt.Sprintf("%03d-%d", day, r), Title: title, Text: text, Published: t0.AddDate(0, 0, day).Add(time.Duration(r) * time.Hour)})
		}
	}
	l := &a.lingering
	if l.live() != maxOpen || len(l.stories) >= days/2 {
		t.Fatalf("kept %d closed stories in a slice of %d, want %d in a compacted one", l.live(), len(l.stories), maxOpen)
	}
	// An undated report of the event of the day before the last joins
	// that day's story, closed by the window, or one of the others kept.
	last := days - 2
	title, text := report(events[last%len(events)], 3, "U")
	got := a.Add(Doc{ID: "undated", Title: title, Text: text})
	var day int
	if _, err := fmt.Sscanf(got.Story, "%03d-", &day); err != nil || got.New || day < days-1-maxOpen {
		t.Fatalf("the undated report joined %+v, want a story of the last %d days", got, maxOpen+1)
	}
}

// One date a few months ahead (a day and a month swapped: 2026-12-03 for
// 2026-03-12) does not move the clock alone: else every open story
// closes, and every correctly dated document after it starts a story
// already past the window, so none meet again. Its document keeps its
// date, and joins nothing dated months away.
func TestClockWaitsOnOneDateBeyondWindow(t *testing.T) {
	docs := stream(12) // 4 events, 12 reports each, an hour apart
	run := func(typo int) []string {
		a := mustNew(t, Options{})
		var out []string
		for i, d := range docs {
			if i == typo {
				d.Published = d.Published.AddDate(0, 9, 0)
			}
			out = append(out, a.Add(d).Story)
		}
		return out
	}
	if clean := run(-1); len(slices.Compact(slices.Sorted(slices.Values(clean)))) != len(events) {
		t.Fatalf("without the typo: %v", clean)
	}
	for _, typo := range []int{0, 1, 8, len(docs) - 5} {
		got := run(typo)
		// The other documents keep their stories; the mis-dated one stands
		// apart, and may take a copy of itself along (one story more).
		others := map[string]bool{}
		for i, id := range got {
			if i != typo {
				others[id] = true
			}
		}
		if len(others) > len(events)+1 {
			t.Errorf("document %d dated 9 months ahead: the other %d documents of %d events fall into %d stories", typo, len(docs)-1, len(events), len(others))
		}
	}
}

// A report dated more than the window before a story's first document
// does not join it (a late arrival about something earlier), as one dated
// more than the window after its last does not.
func TestLateReportKeepsOut(t *testing.T) {
	a := mustNew(t, Options{})
	for k := range 3 {
		// Reports of other events, so that the document frequencies
		// tell the quake's words from any.
		for i, e := range events {
			title, text := report(e, k, "A")
			a.Add(Doc{ID: fmt.Sprint(e.name, k), Title: title, Text: text, Published: t0.Add(time.Duration(k*24+i) * time.Hour)})
		}
	}
	title, text := report(events[0], 1, "B")
	if got := a.Add(Doc{ID: "late", Title: title, Text: text, Published: t0.AddDate(0, 0, -90)}); !got.New {
		t.Errorf("a report dated 90 days before the story joined it: %+v", got)
	}
	title, text = report(events[0], 2, "C")
	if got := a.Add(Doc{ID: "early", Title: title, Text: text, Published: t0.AddDate(0, 0, -30)}); got.New || got.Story != events[0].name+"0" {
		t.Errorf("a report dated 30 days before the story did not join it: %+v", got)
	}
}

// The gap is real when a second date beyond the window agrees: the clock
// moves, and the stories before the gap close.
func TestClockFollowsSecondDateBeyondWindow(t *testing.T) {
	a, add, closed := gapStream(t)
	later := t0.AddDate(0, 4, 0)
	add(events[1], 0, later)
	if len(*closed) != 0 || !a.Clock().Equal(t0.Add(2*time.Hour)) {
		t.Fatalf("one date 4 months on: closed %v, clock %v", *closed, a.Clock())
	}
	// A report of the first event dated after the gap cannot join it.
	if got := add(events[0], 3, later.Add(time.Hour)); !got.New {
		t.Fatalf("a report 4 months after its story joined %+v", got)
	}
	if len(*closed) != 1 || !a.Clock().Equal(later.Add(time.Hour)) {
		t.Fatalf("the second date 4 months on: closed %v, clock %v", *closed, a.Clock())
	}
	if got := add(events[1], 1, later.Add(2*time.Hour)); got.New {
		t.Fatalf("a second report of the later event started %+v", got)
	}
}

// A story past the window is no longer listed as open (Story, Members,
// Stories), as Add no longer puts a dated document in it, though the
// sweep that closes it runs only when the clock has moved on by a
// sixteenth of the window.
func TestExpiredStoryNotListed(t *testing.T) {
	a := mustNew(t, Options{})
	day := 24 * time.Hour
	t1, x1 := report(events[0], 0, "A")
	a.Add(Doc{ID: "quake", Title: t1, Text: x1, Published: t0})
	t2, x2 := report(events[1], 0, "B")
	a.Add(Doc{ID: "vote", Title: t2, Text: x2, Published: t0.Add(58 * day)})
	t3, x3 := report(events[1], 1, "B")
	a.Add(Doc{ID: "vote2", Title: t3, Text: x3, Published: t0.Add(61 * day)}) // no sweep: 3 days on
	if _, ok := a.Story("quake"); ok || a.Members("quake") != nil {
		t.Errorf("61 days after its only document the quake story is still open")
	}
	for _, s := range a.Stories() {
		if s.ID == "quake" {
			t.Errorf("Stories lists the quake story 61 days after its only document")
		}
	}
	if _, ok := a.Story("vote"); !ok || len(a.Members("vote")) != 2 {
		t.Errorf("the vote story is not open with its two members")
	}
	t4, x4 := report(events[0], 1, "A")
	if got := a.Add(Doc{ID: "quake2", Title: t4, Text: x4, Published: t0.Add(61 * day)}); !got.New {
		t.Errorf("a quake report 61 days on joined %+v", got)
	}
}

// Two feeds merged, a live one months ahead of an archive, their
// documents alternating: every archive date set the held live date
// aside, so the clock never moved, and every live report, dated more
// than the window beyond it, was alone. A second live date that agrees
// with the held one (within the window of it) moves the clock, with
// archive dates between them. The archive's open stories close at the
// leap (a story keeping its time across leaps never closed when leaps
// came one after another), and its later reports gather as a backfill.
func TestClockAlternatingFeeds(t *testing.T) {
	a, add, _ := gapStream(t) // three archive reports of events[0]
	live := t0.AddDate(0, 4, 0)
	var liveStories, archiveStories []string
	for k := range 4 {
		liveStories = append(liveStories, add(events[1], k, live.Add(time.Duration(k)*time.Hour)).Story)
		archiveStories = append(archiveStories, add(events[0], 3+k, t0.Add(time.Duration(3+k)*time.Hour)).Story)
	}
	if !a.Clock().Equal(live.Add(3 * time.Hour)) {
		t.Errorf("clock %v, want the live feed's latest %v", a.Clock(), live.Add(3*time.Hour))
	}
	for name, ids := range map[string][]string{"live": liveStories, "archive after the leap": archiveStories[1:]} {
		if n := len(slices.Compact(slices.Sorted(slices.Values(ids)))); n != 1 {
			t.Errorf("%s reports in %d stories %v, want one", name, n, ids)
		}
	}
}

// Two wrong dates months apart, with correct ones between them, do not
// agree: the clock stays.
func TestClockTwoTyposDisagree(t *testing.T) {
	a, add, closed := gapStream(t)
	add(events[1], 0, t0.AddDate(0, 4, 0))
	add(events[0], 3, t0.Add(4*time.Hour))
	add(events[1], 1, t0.AddDate(0, 7, 0))
	add(events[0], 4, t0.Add(5*time.Hour))
	if len(*closed) != 0 || !a.Clock().Equal(t0.Add(5*time.Hour)) {
		t.Errorf("two wrong dates 3 months apart: closed %v, clock %v", *closed, a.Clock())
	}
}

// One outlet writing a wrong year (2602) on every article, merged with
// correct feeds: its dates never come one after the other, and the
// clock does not follow them.
func TestClockOutletWrongYearInterleaved(t *testing.T) {
	a, add, closed := gapStream(t)
	for k := range 4 {
		add(events[1], k, t0.AddDate(576, 0, 0).Add(time.Duration(k)*time.Hour))
		add(events[0], 3+k, t0.Add(time.Duration(3+k)*time.Hour))
	}
	if len(*closed) != 0 || !a.Clock().Equal(t0.Add(6*time.Hour)) {
		t.Errorf("one outlet's wrong year interleaved: closed %v, clock %v", *closed, a.Clock())
	}
}

// One outlet dating every article a year ahead (2027 for 2026), merged
// with correct feeds, cannot be told from a live feed ahead of an
// archive: the clock follows it. The correct feed's story open at the
// leap closes, and its later reports gather as a backfill: one story,
// not one each.
func TestClockOutletYearAheadInterleaved(t *testing.T) {
	a, add, _ := gapStream(t)
	var after []string
	for k := range 4 {
		add(events[1], k, t0.AddDate(1, 0, 0).Add(time.Duration(k)*time.Hour))
		got := add(events[0], 4+k, t0.Add(time.Duration(4+k)*time.Hour))
		if k > 0 {
			after = append(after, got.Story)
		}
	}
	if !a.Clock().After(t0.AddDate(1, 0, 0)) {
		t.Errorf("clock %v, want the outlet's", a.Clock())
	}
	if n := len(slices.Compact(slices.Sorted(slices.Values(after)))); n != 1 {
		t.Errorf("the correct feed's reports after the leap in %d stories %v, want one", n, after)
	}
}

// Leaps past dates within reach, one after another (a report 40 days on,
// a late one, a second 40 days on, and again), must not keep stories
// open: every story nobody joins closes within a window of the clock.
// (A first version kept each story's remaining time across a leap, and
// nothing ever closed: 192 open after 100 rounds.)
func TestClockRepeatedLeapsCloseStories(t *testing.T) {
	a, add, _ := gapStream(t)
	for k := 1; k <= 100; k++ {
		at := t0.AddDate(0, 0, 40*k)
		add(events[1], k, at)
		add(events[0], 3+k, t0.Add(time.Duration(3+k)*time.Hour))
		add(events[1], 100+k, at.Add(time.Hour))
	}
	if open := a.Open(); open > 6 {
		t.Errorf("%d stories open after 100 leaps, want a few", open)
	}
}

// A first document dated months ahead set the clock alone; stories begun
// before a second date moved the clock back kept that arrival time and
// stayed open until the wrong date's window passed (more than a year for
// a date just under a year ahead). They close on the clock that was
// right.
func TestClockBackClosesOnTime(t *testing.T) {
	var closed []string
	a := mustNew(t, Options{Window: 30 * 24 * time.Hour, OnClosed: func(id string) { closed = append(closed, id) }})
	add := func(e event, k int, id string, at time.Time) {
		title, text := report(e, k, fmt.Sprint("O", k))
		a.Add(Doc{ID: id, Title: title, Text: text, Published: at})
	}
	add(events[3], 0, "typo", t0.AddDate(0, 3, 0))
	add(events[0], 0, "q0", t0)
	add(events[1], 0, "e0", t0.Add(time.Hour))
	for k := range 3 {
		add(events[2], k, fmt.Sprint("m", k), t0.AddDate(0, 0, 40).Add(time.Duration(k)*time.Hour))
	}
	a.Expire(t0.AddDate(0, 0, 40))
	slices.Sort(closed)
	for _, id := range []string{"e0", "q0", "typo"} {
		if _, ok := slices.BinarySearch(closed, id); !ok {
			t.Errorf("40 days on, %s still open (closed %v)", id, closed)
		}
	}
}
