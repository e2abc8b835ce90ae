package story

// Membership of stories at the edges: removing a document (its copy key,
// a second removal), a document held ahead of the clock, the latest dates
// time.Time holds.

import (
	"math"
	"testing"
	"time"
)

// reportDoc is report(e, k) as a document with an id and a date.
func reportDoc(e event, k int, id string, at time.Time) Doc {
	title, text := report(e, k, "R")
	return Doc{ID: id, Title: title, Text: text, Source: "r.example", Published: at}
}

// A removed document leaves no trace in the copy table: the same text
// coming again (another outlet's copy of it) is no copy of a member the
// story no longer has; it weighs in (it came back as a copy of itself).
func TestRemoveForgetsCopyKey(t *testing.T) {
	for _, cluster := range []string{"", "cluster-q1"} {
		a := mustNew(t, Options{})
		a.Add(reportDoc(events[0], 0, "q0", t0))
		d := reportDoc(events[0], 1, "q1", t0.Add(time.Hour))
		d.CopyCluster = cluster
		as := a.Add(d)
		if as.Copy {
			t.Fatalf("cluster %q: q1 joined as a copy", cluster)
		}
		if removed, _ := a.Remove(as.Story, d, as.Copy); !removed {
			t.Fatalf("cluster %q: q1 not removed", cluster)
		}
		again := d
		again.ID = "q1-again"
		if got := a.Add(again); got.Copy {
			t.Errorf("cluster %q: the removed text came back as a copy: %+v", cluster, got)
		}
	}
}

// Removing a document that is not a member (a second delete, or the id of
// a closed story's member in a story of the same id) changes nothing.
func TestRemoveNotAMember(t *testing.T) {
	a := mustNew(t, Options{})
	a.Add(reportDoc(events[0], 0, "q0", t0))
	d := reportDoc(events[0], 1, "q1", t0.Add(time.Hour))
	as := a.Add(d)
	if removed, emptied := a.Remove(as.Story, d, false); !removed || emptied {
		t.Fatalf("first Remove = %v, %v", removed, emptied)
	}
	if removed, emptied := a.Remove(as.Story, d, false); removed || emptied {
		t.Errorf("second Remove = %v, %v; want false, false", removed, emptied)
	}
	if s, ok := a.Story(as.Story); !ok || s.Size != 1 || len(s.Members) != 1 {
		t.Errorf("story after a second Remove: %+v (open %v), want q0 alone", s, ok)
	}
}

// A document dated beyond the window ahead of the clock (held until a
// second date agrees) starts a story that is open: Story finds it and
// Members lists the document, as Add said.
func TestHeldAheadStoryIsOpen(t *testing.T) {
	a := mustNew(t, Options{})
	a.Add(reportDoc(events[0], 0, "a", t0))
	ahead := reportDoc(events[3], 0, "b", t0.Add(90*24*time.Hour))
	as := a.Add(ahead)
	if !as.New {
		t.Fatalf("b = %+v, want a new story", as)
	}
	if s, ok := a.Story(as.Story); !ok || len(s.Members) != 1 {
		t.Errorf("Story(%s) = %+v, %v; want open with b", as.Story, s, ok)
	}
	if m := a.Members(as.Story); len(m) != 1 || m[0].ID != "b" {
		t.Errorf("Members(%s) = %+v, want b", as.Story, m)
	}
	// The second date that agrees moves the clock: the report joins b.
	next := reportDoc(events[3], 1, "c", t0.Add(90*24*time.Hour+time.Hour))
	if got := a.Add(next); got.Story != as.Story {
		t.Errorf("c = %+v, want it in %s", got, as.Story)
	}
}

// Dates at the far end of time.Time do not overflow the clock's
// arithmetic: a copy of a document dated there joins it.
func TestLatestDates(t *testing.T) {
	for _, at := range []time.Time{time.Unix(math.MaxInt64-epochShift, 0), time.Unix(math.MaxInt64-epochShift-3600, 0), time.Date(9999, 12, 31, 0, 0, 0, 0, time.UTC)} {
		a := mustNew(t, Options{})
		first := a.Add(reportDoc(events[0], 0, "a", at))
		if got := a.Add(reportDoc(events[0], 0, "b", at)); got.Story != first.Story {
			t.Errorf("%v: the copy = %+v, want it in %s", at, got, first.Story)
		}
	}
}
