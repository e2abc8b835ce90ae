package story

import (
	"fmt"
	"slices"
	"testing"
	"time"
)

// backfillStream streams current reports of events 1 and 2 an hour
// apart, with reports of event 0 dated 200 days earlier (an archive
// posted late) arriving among them, and returns each document's story.
func backfillStream(t *testing.T, a *Assigner) (docs []Doc, got []string) {
	t.Helper()
	for k := range 6 {
		for _, ei := range []int{1, 2} {
			title, text := report(events[ei], k, fmt.Sprint("Outlet ", k%3))
			docs = append(docs, Doc{ID: fmt.Sprintf("%s-%d", events[ei].name, k), Title: title, Text: text,
				Source: fmt.Sprintf("outlet%d.example", k%3), Published: t0.Add(time.Duration(2*k+ei) * time.Hour)})
		}
		title, text := report(events[0], k, fmt.Sprint("Archive ", k%3))
		docs = append(docs, Doc{ID: fmt.Sprintf("old-quake-%d", k), Title: title, Text: text,
			Source: fmt.Sprintf("archive%d.example", k%3), Published: t0.AddDate(0, 0, -200).Add(time.Duration(k) * time.Hour)})
	}
	for _, d := range docs {
		got = append(got, a.Add(d).Story)
	}
	return docs, got
}

// A backfill, reports dated more than the window behind the clock, each
// started a story already past the window and stayed alone: streaming
// ECB+ in file order (its topics one after another, 2005-2013) left 205
// stories and B³ F1 0.690. A story stays open for a window of the clock's
// time after its latest dated member arrived, so the backfill gathers;
// it still joins no current story (dated more than the window apart).
func TestBackfillGathers(t *testing.T) {
	a := mustNew(t, Options{})
	docs, got := backfillStream(t, a)
	byEvent := map[string][]string{}
	for i, d := range docs {
		e := d.ID[:len(d.ID)-2]
		byEvent[e] = append(byEvent[e], got[i])
	}
	seen := map[string]string{}
	for e, ids := range byEvent {
		if n := len(slices.Compact(slices.Sorted(slices.Values(ids)))); n != 1 {
			t.Errorf("%s: %d reports in %d stories %v, want one", e, len(ids), n, ids)
		}
		if other, ok := seen[ids[0]]; ok {
			t.Errorf("%s and %s share story %s", e, other, ids[0])
		}
		seen[ids[0]] = e
	}
}

// The backfill's story holds memory for a window of the clock's time
// after its latest member arrived, not longer: it closes once the clock
// has moved a window on.
func TestBackfillStoryCloses(t *testing.T) {
	var closed []string
	a := mustNew(t, Options{OnClose: func(s Story) { closed = append(closed, s.ID) }})
	backfillStream(t, a)
	if len(closed) != 0 {
		t.Fatalf("closed %v before the clock moved on", closed)
	}
	title, text := report(events[3], 0, "Outlet 0")
	a.Add(Doc{ID: "fire-late", Title: title, Text: text, Published: t0.AddDate(0, 0, 61)})
	title, text = report(events[3], 1, "Outlet 1")
	a.Add(Doc{ID: "fire-later", Title: title, Text: text, Published: t0.AddDate(0, 0, 62)})
	a.Expire(t0.AddDate(0, 0, 62))
	slices.Sort(closed)
	if want := []string{"election-0", "merger-0", "old-quake-0"}; !slices.Equal(closed, want) {
		t.Errorf("61 days on, closed %v, want %v", closed, want)
	}
}

// A service that restarts replays the members of its open stories; the
// backfill's story must come back open, so that the next archive report
// joins it as it does without the restart.
func TestBackfillRestore(t *testing.T) {
	live := mustNew(t, Options{})
	docs, got := backfillStream(t, live)
	re := mustNew(t, Options{})
	for i, d := range docs {
		re.Restore(d, got[i], false)
	}
	title, text := report(events[0], 6, "Archive 0")
	d := Doc{ID: "old-quake-6", Title: title, Text: text, Source: "archive0.example", Published: t0.AddDate(0, 0, -200).Add(6 * time.Hour)}
	if x, y := live.Add(d), re.Add(d); x.Story != "old-quake-0" || y.Story != x.Story {
		t.Errorf("the next archive report: %s without the restart, %s after it; want old-quake-0", x.Story, y.Story)
	}
}
