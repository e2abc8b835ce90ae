package story

import (
	"bytes"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"
)

// copyStream is stream(n) with republications: every third report is
// followed by a copy of it (given with its copy cluster, as a service
// does), every fifth by a verbatim copy without one.
func copyStream(n int) []Doc {
	var docs []Doc
	for i, d := range stream(n) {
		d.CopyCluster = d.ID
		docs = append(docs, d)
		if i%3 == 0 {
			c := d
			c.ID, c.Source, c.Title = d.ID+"-copy", "copier.example", "Copied: "+d.Title
			c.Published = d.Published.Add(time.Minute)
			docs = append(docs, c)
		}
		if i%5 == 0 {
			c := d
			c.ID, c.Source, c.CopyCluster = d.ID+"-verbatim", "verbatim.example", ""
			c.Published = d.Published.Add(2 * time.Minute)
			docs = append(docs, c)
		}
	}
	return docs
}

// Replaying a prefix of a stream with Restore, with the assignments Add
// made, leaves the Assigner as Add left it: the rest of the stream is
// assigned the same way and the stories describe the same.
func TestRestoreReplaysExactly(t *testing.T) {
	docs := copyStream(8)
	for _, cut := range []int{1, len(docs) / 3, len(docs) / 2, len(docs) - 1} {
		a := mustNew(t, Options{Window: 72 * time.Hour})
		want := make([]Assignment, len(docs))
		for i, d := range docs {
			want[i] = a.Add(d)
		}
		b := mustNew(t, Options{Window: 72 * time.Hour})
		for i, d := range docs[:cut] {
			got := b.Restore(d, want[i].Story, want[i].Copy)
			if got.Story != want[i].Story || got.Copy != want[i].Copy || got.New != want[i].New || got.Similarity != want[i].Similarity {
				t.Errorf("cut %d: Restore(%s) = %+v, Add gave %+v", cut, d.ID, got, want[i])
			}
		}
		for i, d := range docs[cut:] {
			if got := b.Add(d); got != want[cut+i] {
				t.Errorf("cut %d: after Restore, Add(%s) = %+v, want %+v", cut, d.ID, got, want[cut+i])
			}
		}
		if !reflect.DeepEqual(a.Stories(), b.Stories()) {
			t.Errorf("cut %d: open stories differ after replay", cut)
		}
	}
}

// Restore of the members of the open stories only (what a service keeps)
// brings back their ids, sizes and members, and new reports still find
// their story.
func TestRestoreOpenStories(t *testing.T) {
	docs := copyStream(6)
	a := mustNew(t, Options{})
	as := make([]Assignment, len(docs))
	for i, d := range docs {
		as[i] = a.Add(d)
	}
	b := mustNew(t, Options{})
	c := mustNew(t, Options{})
	for i, d := range docs {
		b.Restore(d, as[i].Story, as[i].Copy)
		if got := c.Replay(d, as[i].Story, as[i].Copy); got.Story != as[i].Story || got.Copy != as[i].Copy {
			t.Errorf("Replay(%s) = %+v, want %+v", d.ID, got, as[i])
		}
	}
	for _, s := range c.Stories() {
		if r, ok := b.Story(s.ID); !ok || r.Size != s.Size || r.Independent != s.Independent {
			t.Errorf("story %s: replayed %+v, restored %+v", s.ID, s, r)
		}
	}
	for _, s := range a.Stories() {
		r, ok := b.Story(s.ID)
		if !ok || r.Size != s.Size || r.Independent != s.Independent || len(r.Members) != len(s.Members) {
			t.Errorf("story %s: restored %+v, want size %d", s.ID, r, s.Size)
		}
		if b.Size(s.ID) != s.Size {
			t.Errorf("Size(%s) = %d, want %d", s.ID, b.Size(s.ID), s.Size)
		}
	}
	// A fresh report of each event joins its story in both.
	for ei, e := range events {
		title, text := report(e, 40, "Late")
		d := Doc{ID: fmt.Sprintf("late-%d", ei), Title: title, Text: text, Source: "late.example", Published: docs[len(docs)-1].Published.Add(time.Hour)}
		if x, y, z := a.Add(d), b.Add(d), c.Add(d); x.Story != y.Story || x.Story != z.Story || x.New {
			t.Errorf("late report of %s: original %+v, restored %+v, replayed %+v", e.name, x, y, z)
		}
	}
	if b.Clock() != a.Clock() {
		t.Errorf("clock %v, want %v", b.Clock(), a.Clock())
	}
}

func TestRemove(t *testing.T) {
	docs := stream(4)
	a := mustNew(t, Options{})
	as := map[string]Assignment{}
	for _, d := range docs {
		as[d.ID] = a.Add(d)
	}
	quake := as["quake-00"].Story
	before, _ := a.Story(quake)
	probeTitle, probeText := report(events[0], 9, "Probe")
	probe := Doc{ID: "probe", Title: probeTitle, Text: probeText, Source: "probe.example", Published: docs[len(docs)-1].Published}

	// Remove one member: it leaves the members and the counts.
	d := docs[len(events)] // quake-01
	if !strings.HasPrefix(d.ID, "quake-01") {
		t.Fatalf("unexpected order: %s", d.ID)
	}
	if removed, emptied := a.Remove(quake, d, false); !removed || emptied {
		t.Fatalf("Remove = %v, %v", removed, emptied)
	}
	after, _ := a.Story(quake)
	if after.Size != before.Size-1 || after.Independent != before.Independent-1 {
		t.Errorf("size %d → %d, independent %d → %d", before.Size, after.Size, before.Independent, after.Independent)
	}
	for _, m := range after.Members {
		if m.ID == d.ID {
			t.Errorf("%s still a member", d.ID)
		}
	}
	// The story still draws reports of its event.
	if got := a.Add(probe); got.Story != quake {
		t.Errorf("probe joined %+v, want %s", got, quake)
	}

	// Unknown story: nothing happens.
	if removed, _ := a.Remove("no-such-story", d, false); removed {
		t.Error("removed from an unknown story")
	}

	// A story of one document is dropped when it is removed, silently.
	closed := 0
	b := mustNew(t, Options{OnClose: func(Story) { closed++ }})
	one := b.Add(docs[0])
	if removed, emptied := b.Remove(one.Story, docs[0], false); !removed || !emptied {
		t.Fatalf("Remove of the only member = %v, %v", removed, emptied)
	}
	if _, ok := b.Story(one.Story); ok || b.Open() != 0 || closed != 0 {
		t.Errorf("emptied story still open (open %d, closed %d)", b.Open(), closed)
	}
	// Its id can start a story again.
	if again := b.Add(docs[0]); !again.New || again.Story != docs[0].ID {
		t.Errorf("re-added: %+v", again)
	}
}

// Adding a document and removing it leaves the centroid close to where it
// was: a probe scores nearly the same against the story.
func TestRemoveRestoresCentroid(t *testing.T) {
	docs := stream(5)
	a := mustNew(t, Options{})
	var quake string
	for _, d := range docs {
		if as := a.Add(d); strings.HasPrefix(d.ID, "quake-00") {
			quake = as.Story
		}
	}
	probeTitle, probeText := report(events[0], 7, "Probe")
	probe := Doc{ID: "probe", Title: probeTitle, Text: probeText, Published: docs[len(docs)-1].Published}
	score := func() float64 {
		f := a.x.extract(probe.Title, probe.Text, func(uint64) bool { return false })
		idfs := a.df.idfs(&f, a.w.NameShare, nil)
		w := a.w.vector(&f, func(i int, _ uint64) float64 { return float64(idfs[i]) }, nil)
		a.docTop = topNames(f.keys, f.kinds, w, a.w.TopNames, a.docTop[:0])
		a.docIdx.reset(f.keys)
		return a.similarity(a.stories[a.byID[quake]], &f, w, 1, 0, 0)
	}
	s0 := score()
	title, text := report(events[0], 3, "Extra")
	extra := Doc{ID: "extra", Title: title, Text: text + "\nA long paragraph about the weather, the harvest and the football results of the weekend.", Published: docs[len(docs)-1].Published}
	as := a.Add(extra)
	if as.Story != quake {
		t.Fatalf("extra joined %s, want %s", as.Story, quake)
	}
	a.Remove(quake, extra, false)
	if s1 := score(); s1 < s0-0.03 || s1 > s0+0.03 {
		t.Errorf("probe similarity %.4f before, %.4f after add and remove", s0, s1)
	}
}

// OnClosed hears the same closings as OnClose, by id.
func TestOnClosed(t *testing.T) {
	var full, ids []string
	a := mustNew(t, Options{Window: 48 * time.Hour,
		OnClose:  func(s Story) { full = append(full, s.ID) },
		OnClosed: func(id string) { ids = append(ids, id) }})
	for _, d := range stream(3) {
		a.Add(d)
	}
	a.Expire(t0.Add(30 * 24 * time.Hour))
	if len(ids) != len(events) || !reflect.DeepEqual(full, ids) {
		t.Errorf("OnClosed heard %v, OnClose %v", ids, full)
	}
}

// A service restarts by replaying the members of the stories it has not
// seen closed, in arrival order, and must find the clock where Add left
// it. A backfill (reports dated 90 days behind) makes stories past the
// window that no sweep has closed yet; replayed right after the first
// document, they turned the clock back (the first document alone had set
// it), and a report that Add put in a current story started a new one.
func TestRestoreAfterBackfill(t *testing.T) {
	day := 24 * time.Hour
	doc := func(e event, k int, id string, at time.Time) Doc {
		title, text := report(e, k, "R")
		return Doc{ID: id, Title: title, Text: text, Source: "r.example", Published: at}
	}
	type rec struct {
		d     Doc
		story string
		copy  bool
	}
	live := mustNew(t, Options{})
	var log []rec
	add := func(d Doc) Assignment {
		as := live.Add(d)
		log = append(log, rec{d, as.Story, as.Copy})
		return as
	}
	m1 := doc(events[2], 0, "m1", t0)
	as := add(m1)
	add(doc(events[3], 0, "f1", t0.Add(time.Hour)))
	add(doc(events[0], 0, "b1", t0.Add(-90*day)))
	add(doc(events[0], 1, "b2", t0.Add(-90*day+time.Hour)))
	add(doc(events[3], 1, "f2", t0.Add(2*time.Hour)))
	if ok, emptied := live.Remove(as.Story, m1, as.Copy); !ok || !emptied {
		t.Fatal("m1 not removed")
	}
	re := mustNew(t, Options{})
	for _, r := range log[1:] {
		re.Restore(r.d, r.story, r.copy)
	}
	if !re.Clock().Equal(live.Clock()) {
		t.Errorf("clock after the replay %v, Add left it at %v", re.Clock(), live.Clock())
	}
	for _, d := range []Doc{
		doc(events[1], 0, "L1", t0.Add(2*time.Hour+61*day)),
		doc(events[3], 2, "L2", t0.Add(3*time.Hour)),
	} {
		if x, y := live.Add(d), re.Add(d); x.Story != y.Story {
			t.Errorf("%s: %s without the restart, %s after it", d.ID, x.Story, y.Story)
		}
	}
}

// Remove acts on a story past the window that no sweep has closed yet,
// which Members no longer lists: HasMember tells the service whether a
// deleted original's heir is in it (it decided from Members, found
// nothing, and took the heir's vector out of the story and the document
// frequencies).
func TestHasMemberPastWindow(t *testing.T) {
	day := 24 * time.Hour
	a := mustNew(t, Options{})
	title, text := report(events[0], 0, "A")
	a.Add(Doc{ID: "quake", Title: title, Text: text, Published: t0, CopyCluster: "q"})
	a.Add(Doc{ID: "quake-copy", Title: title, Text: text, Published: t0, CopyCluster: "q"})
	for i, at := range []time.Duration{58 * day, 61 * day} {
		title, text := report(events[1], i, "B")
		a.Add(Doc{ID: fmt.Sprint("vote", i), Title: title, Text: text, Published: t0.Add(at)})
	}
	if a.Members("quake") != nil {
		t.Fatal("Members lists a story past the window")
	}
	if n := a.Size("quake"); n != 0 {
		t.Errorf("Size of a story past the window, not yet swept out: %d, want 0 as Story says", n)
	}
	if !a.HasMember("quake", "quake-copy") || a.HasMember("quake", "vote0") || a.HasMember("no-such", "quake") {
		t.Error("HasMember does not see the members of a story past the window")
	}
}

// A replay from the stream's first document, announced by
// RestoreFromStart, leaves the clock as Add did even when the first date
// set it alone and a later one moved it back (a typo years ahead); a
// replay not announced keeps the typo's clock (it may have started mid-
// stream). RestoreFromStart takes only a new Assigner.
func TestRestoreFromStart(t *testing.T) {
	docs := copyStream(4)
	docs[0].Published = docs[0].Published.AddDate(10, 0, 0)
	for _, cut := range []int{1, 2, len(docs)} {
		a := mustNew(t, Options{})
		as := make([]Assignment, cut)
		for i, d := range docs[:cut] {
			as[i] = a.Add(d)
		}
		want, err := a.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		for _, announced := range []bool{true, false} {
			b := mustNew(t, Options{})
			if announced {
				if err := b.RestoreFromStart(); err != nil {
					t.Fatal(err)
				}
			}
			for i, d := range docs[:cut] {
				b.Restore(d, as[i].Story, as[i].Copy)
			}
			got, err := b.MarshalBinary()
			if err != nil {
				t.Fatal(err)
			}
			// The first date alone leaves the clock lone (cut 1); the
			// second moves it back (cut 2 on).
			if same := string(got) == string(want); same != announced {
				t.Errorf("cut %d, RestoreFromStart %v: state as Add left it %v (clock %v, Add's %v)", cut, announced, same, b.Clock(), a.Clock())
			}
		}
		if err := a.RestoreFromStart(); !errors.Is(err, ErrNotNew) {
			t.Errorf("RestoreFromStart after Add: %v, want ErrNotNew", err)
		}
	}
}

// Removing documents from a closed story takes them out of the document
// frequencies, as from an open one: the frequencies are those of an
// Assigner that never saw them (Restore of the documents left, with the
// stories and copy flags Add gave), and no feature only they held keeps
// its word: a deleted article's words must not stay in any state saved.
func TestRemoveFromClosedStory(t *testing.T) {
	// One outlet a report: an outlet's lines shared with its other
	// reports would be masked as its template, and what that masks
	// depends on the lines seen, deleted documents' included.
	docs := reportsOf(events[0], 4, "A", "q", "a", t0)
	cp := docs[0]
	cp.ID, cp.Source, cp.Published = "q0-copy", "copier.example", cp.Published.Add(time.Minute)
	docs = append(docs, cp)
	// 90 days on: the window (60 days) closes q0
	docs = append(docs, reportsOf(events[1], 3, "B", "v", "b", t0.AddDate(0, 0, 90))...)
	a := mustNew(t, Options{})
	as := map[string]Assignment{}
	for _, d := range docs {
		as[d.ID] = a.Add(d)
	}
	if as["q0-copy"] != (Assignment{Story: "q0", Copy: true, Similarity: 1}) || as["q2"].Story != "q0" {
		t.Fatalf("q0-copy %+v, q2 %+v: want both in q0, the first as a copy", as["q0-copy"], as["q2"])
	}
	if _, open := a.Story("q0"); open || a.HasMember("q0", "q2") {
		t.Fatal("q0 is still open")
	}
	gone := map[string]bool{"q2": true, "q0-copy": true}
	for _, d := range docs {
		if gone[d.ID] {
			if removed, _ := a.Remove("q0", d, as[d.ID].Copy); removed {
				t.Errorf("Remove(%s) from a closed story reports it removed", d.ID)
			}
		}
	}
	b := mustNew(t, Options{})
	for _, d := range docs {
		if !gone[d.ID] {
			b.Restore(d, as[d.ID].Story, as[d.ID].Copy)
		}
	}
	sameFrequencies(t, a, b)
}

// A near copy that becomes its family's original when the original, a
// report in the same story, is deleted: Remove takes the original out as
// a report and CountIn counts the copy in with its own words, so the
// document frequencies are those the documents left hold, with the copy
// as a report, open story or closed; the copy's own removal later takes
// its words out again.
func TestCountInHeir(t *testing.T) {
	for _, closed := range []bool{false, true} {
		t.Run(fmt.Sprint("closed=", closed), func(t *testing.T) {
			docs := reportsOf(events[0], 4, "A", "q", "a", t0)
			docs[0].Text += "\n\nOfficials in Grubnitz said the count would rise."
			cp := docs[0]
			cp.ID, cp.Source, cp.Published = "q0-copy", "copier.example", cp.Published.Add(time.Minute)
			cp.Text = strings.Replace(cp.Text, "Grubnitz", "Plotzburg", 1)
			docs = append(docs, cp)
			if closed { // 90 days on: the window (60 days) closes q0
				docs = append(docs, reportsOf(events[1], 3, "B", "v", "b", t0.AddDate(0, 0, 90))...)
			}
			a := mustNew(t, Options{})
			as := map[string]Assignment{}
			for _, d := range docs {
				as[d.ID] = a.Add(d)
			}
			if as["q0-copy"] != (Assignment{Story: "q0", Copy: true, Similarity: 1}) {
				t.Fatalf("q0-copy %+v: want it in q0 as a copy", as["q0-copy"])
			}
			if _, open := a.Story("q0"); open == closed {
				t.Fatalf("q0 open: %v", open)
			}
			heir := cp
			heir.CopyCluster = heir.ID // the family's original now
			a.Remove("q0", docs[0], false)
			a.CountIn("q0", heir)

			// rebuilt restores the documents left, the heir as a report.
			rebuilt := func(gone map[string]bool) *Assigner {
				b := mustNew(t, Options{})
				for _, d := range docs {
					switch {
					case gone[d.ID]:
					case d.ID == heir.ID:
						b.Restore(heir, as[d.ID].Story, false)
					default:
						b.Restore(d, as[d.ID].Story, as[d.ID].Copy)
					}
				}
				return b
			}
			check := func(b *Assigner) {
				t.Helper()
				sameFrequencies(t, a, b)
				a.df.m.all(func(k uint64, e *dfEntry) {
					if strings.EqualFold(e.surf, "grubnitz") && e.n != 0 {
						t.Errorf("the deleted original's word %q still counted (%v)", e.surf, e.n)
					}
				})
			}
			b := rebuilt(map[string]bool{"q0": true})
			check(b)
			if !closed {
				got, _ := a.Story("q0")
				want, _ := b.Story("q0")
				if got.Size != want.Size || got.Independent != want.Independent {
					t.Errorf("size %d, independent %d; want %d, %d", got.Size, got.Independent, want.Size, want.Independent)
				}
				for _, m := range got.Members {
					if m.ID == heir.ID && m.Copy {
						t.Errorf("the heir is still a copy among the members")
					}
				}
			}
			a.Remove("q0", heir, false)
			check(rebuilt(map[string]bool{"q0": true, heir.ID: true}))
		})
	}
}

// A family alone in its story, an original and a near copy: deleting the
// original (the copy counted in as its heir) then the copy leaves the
// state deleting the copy then the original leaves, byte for byte, story
// open or closed: no feature only one of them had stays behind, counted
// 0, nor a posting only the heir made.
func TestFamilyLeavesAlikeInEitherOrder(t *testing.T) {
	for _, closed := range []bool{false, true} {
		t.Run(fmt.Sprint("closed=", closed), func(t *testing.T) {
			title, text := report(events[0], 0, "A")
			orig := Doc{ID: "q0", Title: title, Text: text + "\n\nOfficials in Grubnitz said the count would rise.",
				Source: "a0.example", Published: t0, CopyCluster: "q0"}
			cp := orig
			cp.ID, cp.Source, cp.Published = "q0-copy", "copier.example", orig.Published.Add(time.Minute)
			cp.Text = strings.Replace(orig.Text, "Grubnitz", "Plotzburg", 1)
			docs := []Doc{orig, cp}
			days := 1
			if closed {
				days = 90 // the window (60 days) closes q0
			}
			docs = append(docs, reportsOf(events[1], 3, "B", "v", "b", t0.AddDate(0, 0, days))...)
			state := func(heirFirst bool) []byte {
				a := mustNew(t, Options{})
				for _, d := range docs {
					a.Add(d)
				}
				if _, open := a.Story("q0"); open == closed {
					t.Fatalf("q0 open: %v", open)
				}
				heir := cp
				heir.CopyCluster = heir.ID
				if heirFirst {
					a.Remove("q0", orig, false)
					a.CountIn("q0", heir)
					a.Remove("q0", heir, false)
				} else {
					a.Remove("q0", cp, true)
					a.Remove("q0", orig, false)
				}
				b, err := a.MarshalBinary()
				if err != nil {
					t.Fatal(err)
				}
				return b
			}
			if !bytes.Equal(state(true), state(false)) {
				t.Error("the state after deleting the original then its copy differs from the one after the copy then the original")
			}
		})
	}
}

// reportsOf is n reports of e, one outlet each (outlet0, outlet1, ...),
// an hour apart from start, with ids id0, id1, ... and each its own copy
// cluster.
func reportsOf(e event, n int, variant, id, outlet string, start time.Time) []Doc {
	var docs []Doc
	for k := range n {
		title, text := report(e, k, variant)
		docs = append(docs, Doc{ID: fmt.Sprint(id, k), Title: title, Text: text, Source: fmt.Sprintf("%s%d.example", outlet, k),
			Published: start.Add(time.Duration(k) * time.Hour), CopyCluster: fmt.Sprint(id, k)})
	}
	return docs
}

// dfCounts is the document frequencies the Assigner holds, by feature.
// sameFrequencies checks that a counts the documents and feature
// frequencies b does, and that no feature a counts in no document keeps
// its word.
func sameFrequencies(t *testing.T, a, b *Assigner) {
	t.Helper()
	if a.df.n != b.df.n {
		t.Errorf("%v documents counted, want %v", a.df.n, b.df.n)
	}
	if got, want := dfCounts(a), dfCounts(b); !reflect.DeepEqual(got, want) {
		t.Errorf("frequencies of %d features, want those of the %d the documents left hold", len(got), len(want))
	}
	a.df.m.all(func(k uint64, e *dfEntry) {
		if e.n == 0 && e.surf != "" {
			t.Errorf("feature %q is in no document counted and keeps its word", e.surf)
		}
	})
}

func dfCounts(x *Assigner) map[uint64]float32 {
	out := map[uint64]float32{}
	x.df.m.all(func(k uint64, e *dfEntry) {
		if e.n != 0 {
			out[k] = e.n
		}
	})
	return out
}
