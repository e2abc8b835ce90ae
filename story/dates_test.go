package story

import (
	"errors"
	"fmt"
	"testing"
	"time"
)

// addReports adds n reports of event e by outlet, an hour apart from
// base, with ids prefix0, prefix1, ...; it returns their assignments.
func addReports(a *Assigner, e event, outlet, prefix string, n int, base time.Time) []Assignment {
	var out []Assignment
	for k := range n {
		title, text := report(e, k, outlet)
		out = append(out, a.Add(Doc{ID: fmt.Sprint(prefix, k), Title: title, Text: text, Published: base.Add(time.Duration(k) * time.Hour)}))
	}
	return out
}

// The window works on dates before 1970 (unix time negative) as after:
// 19th- and 20th-century newspaper archives are dated too.
func TestWindowBefore1970(t *testing.T) {
	for _, base := range []time.Time{
		time.Date(1975, 3, 9, 8, 0, 0, 0, time.UTC),
		time.Date(1965, 3, 9, 8, 0, 0, 0, time.UTC),
		time.Date(1887, 3, 9, 8, 0, 0, 0, time.UTC),
	} {
		var closed []string
		a := mustNew(t, Options{Window: 30 * 24 * time.Hour, OnClosed: func(id string) { closed = append(closed, id) }})
		addReports(a, events[0], "A", "q", 3, base)
		if st, _ := a.Story("q0"); !st.First.Equal(base) || !st.Last.Equal(base.Add(2*time.Hour)) {
			t.Errorf("%d: story spans %v .. %v, want %v .. %v", base.Year(), st.First, st.Last, base, base.Add(2*time.Hour))
		}
		later := base.AddDate(0, 0, 90)
		addReports(a, events[1], "B", "e", 3, later)
		title, text := report(events[0], 3, "C")
		got := a.Add(Doc{ID: "late", Title: title, Text: text, Published: later.Add(5 * time.Hour)})
		if got.Story == "q0" || len(closed) != 1 || closed[0] != "q0" || !a.Clock().Equal(later.Add(5*time.Hour)) {
			t.Errorf("%d: 90 days on (window 30d) a report joined %+v; closed %v; clock %v", base.Year(), got, closed, a.Clock())
		}
	}
}

// A wrong year on the very first document (no clock yet to compare it
// with) does not close every story that follows: the next documents,
// more than a year before it and agreeing with one another, move the
// clock back.
func TestClockFirstDocumentWrongYear(t *testing.T) {
	a := mustNew(t, Options{})
	title, text := report(events[1], 0, "B")
	typo := a.Add(Doc{ID: "typo", Title: title, Text: text, Published: t0.AddDate(20, 0, 0)})
	got := addReports(a, events[0], "A", "q", 4, t0)
	for k, g := range got[1:] {
		if g.Story != got[0].Story {
			t.Errorf("q%d: %+v, want to join %s (clock %v)", k+1, g, got[0].Story, a.Clock())
		}
	}
	if !a.Clock().Equal(t0.Add(3 * time.Hour)) {
		t.Errorf("clock %v, want %v", a.Clock(), t0.Add(3*time.Hour))
	}
	// The story dated by the mistake is closed: its date lies beyond
	// anything the clock will reach soon.
	if _, open := a.Story(typo.Story); open {
		t.Errorf("the wrongly dated story %s is still open", typo.Story)
	}
}

// A clock set by many documents is not moved back by old dates: a
// document dated years before it (an archive article, out of order) is
// placed, and the clock stays.
func TestClockKeepsAgainstOldDates(t *testing.T) {
	a := mustNew(t, Options{})
	addReports(a, events[0], "A", "q", 3, t0)
	addReports(a, events[1], "B", "old", 3, t0.AddDate(-5, 0, 0))
	if !a.Clock().Equal(t0.Add(2 * time.Hour)) {
		t.Errorf("clock %v, want %v", a.Clock(), t0.Add(2*time.Hour))
	}
}

// A document whose date is taken for a mistake counts as undated in
// every respect, its year included (the year rule would otherwise hold
// the wrong year against it).
func TestMistakenDateTellsNoYear(t *testing.T) {
	run := func(pub time.Time) Assignment {
		a := mustNew(t, Options{})
		addReports(a, events[0], "A", "q", 3, t0)
		title, text := report(events[0], 3, "C")
		return a.Add(Doc{ID: "x", Title: title, Text: text, Published: pub})
	}
	if undated, mistaken := run(time.Time{}), run(t0.AddDate(20, 0, 0)); undated != mistaken {
		t.Errorf("undated: %+v; date taken for a mistake: %+v", undated, mistaken)
	}
}

// Remove recomputes a story's span from the dates its members arrived
// with, not from a date taken for a mistake.
func TestRemoveKeepsMistakenDateOut(t *testing.T) {
	var closed []string
	a := mustNew(t, Options{Window: 30 * 24 * time.Hour, OnClosed: func(id string) { closed = append(closed, id) }})
	var docs []Doc
	for k := range 3 {
		title, text := report(events[0], k, "A")
		d := Doc{ID: fmt.Sprint("q", k), Title: title, Text: text, Published: t0.Add(time.Duration(k) * time.Hour)}
		if k == 1 {
			d.Published = t0.AddDate(20, 0, 0)
		}
		docs = append(docs, d)
		if as := a.Add(d); as.Story != "q0" {
			t.Fatalf("%s joined %+v, want q0", d.ID, as)
		}
	}
	if removed, _ := a.Remove("q0", docs[2], false); !removed {
		t.Fatal("not removed")
	}
	if st, _ := a.Story("q0"); !st.Last.Equal(t0) {
		t.Errorf("after Remove the story's last date is %v, want %v", st.Last, t0)
	}
	addReports(a, events[1], "B", "e", 3, t0.AddDate(0, 0, 90))
	if len(closed) != 1 || closed[0] != "q0" {
		t.Errorf("90 days on (window 30d) closed %v, want [q0]", closed)
	}
}

// Removing a story's only document takes it out of the document
// frequencies too.
func TestRemoveLastDocumentForgetsIt(t *testing.T) {
	a := mustNew(t, Options{})
	title, text := report(events[0], 0, "A")
	d := Doc{ID: "q0", Title: title, Text: text, Published: t0}
	a.Add(d)
	removed, emptied := a.Remove("q0", d, false)
	if !removed || !emptied || a.df.n != 0 {
		t.Errorf("removed %v, emptied %v; documents counted %v, want 0", removed, emptied, a.df.n)
	}
}

// Reading a story (Story, Stories, OnClose) does not change what later
// documents are given.
func TestReadingChangesNothing(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		docs := syntheticCorpus(3000, seed)
		run := func(read bool) []Assignment {
			a := mustNew(t, Options{})
			out := make([]Assignment, 0, len(docs))
			for _, d := range docs {
				as := a.Add(d)
				out = append(out, as)
				if read {
					a.Story(as.Story)
				}
			}
			return out
		}
		quiet, read := run(false), run(true)
		n := 0
		for i := range quiet {
			if quiet[i] != read[i] {
				if n == 0 {
					t.Errorf("seed %d, doc %d: %+v unread, %+v read", seed, i, quiet[i], read[i])
				}
				n++
			}
		}
		if n > 0 {
			t.Errorf("seed %d: %d of %d assignments differ", seed, n, len(docs))
		}
	}
}

// A channel weighed 0 (documented as off) leaves some documents with no
// vector at all: those with nothing but a lead (Lead 0) or a title (Title
// 0). They are singletons, not a panic, though with the channel on the
// second joins the first; a copy still joins through its copy cluster.
func TestZeroWeightsNoVector(t *testing.T) {
	for _, tc := range []struct {
		name string
		set  func(*Weights)
		a, b Doc
	}{
		{"lead 0", func(w *Weights) { w.Lead = 0 },
			Doc{ID: "a", Text: "Officials met Maria Lopez on Tuesday in Verano."},
			Doc{ID: "b", Text: "Officials met Maria Lopez in Verano on Tuesday, the ministry said."}},
		{"title 0", func(w *Weights) { w.Title = 0 },
			Doc{ID: "a", Title: "Maria Lopez visits Verano"},
			Doc{ID: "b", Title: "Maria Lopez visits Verano on Tuesday"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			on := mustNew(t, Options{})
			on.Add(tc.a)
			if got := on.Add(tc.b); got.New {
				t.Fatalf("with the channel on, b: %+v, want it to join a", got)
			}
			w := DefaultWeights()
			tc.set(&w)
			a := mustNew(t, Options{Weights: &w})
			orig := tc.a
			orig.CopyCluster = "a"
			first := a.Add(orig)
			if s := a.stories[a.byID[first.Story]]; !first.New || s.nvec != 0 {
				t.Fatalf("a: %+v, %d vectors in its story; want a new story and none", first, s.nvec)
			}
			if got := a.Add(tc.b); !got.New || got.Story == first.Story {
				t.Errorf("b: %+v, want a story of its own", got)
			}
			cp := orig
			cp.ID = "a-copy"
			if got := a.Add(cp); got.Story != first.Story || !got.Copy {
				t.Errorf("a copy of a: %+v, want it in %s as a copy", got, first.Story)
			}
		})
	}
}

// While lingering, an undated copy of a document whose story the window
// has closed joins that story through its copy cluster, as it would have
// while the story was open.
func TestLingerCopyJoinsClosedStory(t *testing.T) {
	run := func(gap int) Assignment {
		a := mustNew(t, Options{Window: 30 * 24 * time.Hour})
		a.Linger(true)
		for k := range 3 {
			title, text := report(events[0], k, "A")
			a.Add(Doc{ID: fmt.Sprint("q", k), Title: title, Text: text, Published: t0.Add(time.Duration(k) * time.Hour), CopyCluster: fmt.Sprint("q", k)})
		}
		for k := range 3 {
			title, text := report(events[1], k, "B")
			a.Add(Doc{ID: fmt.Sprint("e", k), Title: title, Text: text, Published: t0.AddDate(0, 0, gap).Add(time.Duration(k) * time.Hour), CopyCluster: fmt.Sprint("e", k)})
		}
		// Dedup put this undated document in q1's copy cluster (an
		// excerpt of q1 inside a longer text about something else).
		title, text := report(events[2], 0, "X")
		return a.Add(Doc{ID: "u", Title: title, Text: text, CopyCluster: "q1"})
	}
	open, closed := run(1), run(90)
	if open.Story != "q0" || closed != open {
		t.Errorf("copy of q1: %+v while q0 was open, %+v once the window closed it", open, closed)
	}
}

// A repeated document id that starts a second story does not take over
// the open story the id already names: both stay open, under two ids,
// and closing them closes each once.
func TestRepeatedIDKeepsBothStories(t *testing.T) {
	var closed []string
	a := mustNew(t, Options{Window: 30 * 24 * time.Hour, OnClosed: func(id string) { closed = append(closed, id) }})
	t1, x1 := report(events[0], 0, "A")
	t2, x2 := report(events[3], 0, "B")
	first := a.Add(Doc{ID: "dup", Title: t1, Text: x1, Published: t0})
	second := a.Add(Doc{ID: "dup", Title: t2, Text: x2, Published: t0.Add(time.Hour)})
	if first.Story != "dup" || second.Story != "dup~2" || a.Open() != 2 {
		t.Fatalf("assigned %+v and %+v, %d open; want dup and dup~2, 2 open", first, second, a.Open())
	}
	if st, ok := a.Story("dup"); !ok || st.Members[0].Title != t1 {
		t.Errorf("story dup: %+v, %v", st, ok)
	}
	a.Close()
	if len(closed) != 2 || closed[0] != "dup" || closed[1] != "dup~2" {
		t.Errorf("closed %v, want [dup dup~2]", closed)
	}
}

// The lingering pool's slice stays bounded when the stories it drops
// were never indexed (documents with no features).
func TestLingerDropsUnindexed(t *testing.T) {
	a := mustNew(t, Options{Window: 24 * time.Hour, MaxOpen: 10})
	a.Linger(true)
	for i := range 20000 {
		a.Add(Doc{ID: fmt.Sprint("e", i), Text: " ", Published: t0.Add(time.Duration(i) * 48 * time.Hour)})
	}
	if l := &a.lingering; l.live() > 10 || len(l.stories) > 2*4096+20 {
		t.Errorf("pool keeps %d stories in a slice of %d", l.live(), len(l.stories))
	}
}

// Refine names a story after its first document as the stream does: two
// unrelated stories the stream kept apart under a repeated id (dup,
// dup~2) stay apart, not both "dup".
func TestRefineRepeatedIDKeepsStoriesApart(t *testing.T) {
	t1, x1 := report(events[0], 0, "A")
	t2, x2 := report(events[3], 0, "B")
	docs := []Doc{
		{ID: "dup", Title: t1, Text: x1, Published: t0},
		{ID: "dup", Title: t2, Text: x2, Published: t0.Add(time.Hour)},
	}
	storyOf := addAll(mustNew(t, Options{}), docs)
	if storyOf[0] == storyOf[1] {
		t.Fatalf("the stream put an earthquake and a fire in one story: %v", storyOf)
	}
	refined, err := Refine(docs, storyOf, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if refined[0] == refined[1] {
		t.Errorf("stream %v, Refine %v: two stories under one id", storyOf, refined)
	}
}

// A document with an empty id founds a story a caller can tell from "no
// story": NoID (it was ""), and a second one NoID~2.
func TestEmptyIDNamesItsStory(t *testing.T) {
	a := mustNew(t, Options{})
	t1, x1 := report(events[0], 0, "A")
	t2, x2 := report(events[3], 0, "B")
	first := a.Add(Doc{Title: t1, Text: x1, Published: t0})
	second := a.Add(Doc{Title: t2, Text: x2, Published: t0.Add(time.Hour)})
	if first.Story != NoID || second.Story != NoID+"~2" {
		t.Errorf("assigned %q and %q, want %q and %q", first.Story, second.Story, NoID, NoID+"~2")
	}
	if st, ok := a.Story(NoID); !ok || len(st.Members) != 1 {
		t.Errorf("story %q: %+v, %v", NoID, st, ok)
	}
}

// Summarize and Refine refuse documents and story ids of different
// lengths with ErrMismatch (they reported ErrBadOptions, though the
// options were fine).
func TestMismatchedStoryIDs(t *testing.T) {
	docs := []Doc{{ID: "a", Text: "x"}, {ID: "b", Text: "y"}}
	if _, err := Summarize(docs, []string{"a"}, Options{}); !errors.Is(err, ErrMismatch) || errors.Is(err, ErrBadOptions) {
		t.Errorf("Summarize: %v, want ErrMismatch", err)
	}
	if _, err := Refine(docs, []string{"a"}, Options{}); !errors.Is(err, ErrMismatch) {
		t.Errorf("Refine: %v, want ErrMismatch", err)
	}
}
