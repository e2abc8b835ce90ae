package story

import (
	"math/rand/v2"
	"strconv"
	"testing"
	"time"
)

// Documents with the empty id (or one id repeated) are named NoID, NoID~2,
// ... in time linear in their number: were the n-th to try the n-1 names
// before its own, 20,000 of them would take 30 times as long as 20,000
// with ids of their own, and 40,000 over a minute.
func TestEmptyIDsNamedInLinearTime(t *testing.T) {
	if testing.Short() {
		t.Skip("times 40,000 documents")
	}
	const n = 20000
	t0 := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
	docs := make([]Doc, n)
	for i := range docs {
		// A word of its own: every document starts a story.
		docs[i] = Doc{Text: "zq" + strconv.Itoa(i) + "x", Published: t0}
	}
	run := func(named bool) time.Duration {
		a := mustNew(t, Options{MaxOpen: n})
		start := time.Now()
		for i, d := range docs {
			if named {
				d.ID = "d" + strconv.Itoa(i)
			}
			got := a.Add(d)
			if !got.New {
				t.Fatalf("document %d joined %q", i, got.Story)
			}
			if want := NoID + "~" + strconv.Itoa(i+1); !named && i > 0 && got.Story != want {
				t.Fatalf("document %d: story %q, want %q", i, got.Story, want)
			}
		}
		return time.Since(start)
	}
	// The better of two runs of each, alternated, against noise.
	named, empty := run(true), run(false)
	named, empty = min(named, run(true)), min(empty, run(false))
	if empty > 4*named {
		t.Errorf("%d documents with the empty id took %v, with ids of their own %v: naming is not linear", n, empty, named)
	}
}

// The names are those of the first free one (id, id~2, id~3, ...) among
// the open stories' ids, however stories close (the window, MaxOpen,
// Remove emptying one) and whatever ids the documents have, one that
// looks like a generated name (x~3) included.
func TestRepeatedIDsTakeTheFirstFreeName(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	open := map[string]bool{}
	var closed, removed, suffixed int
	a := mustNew(t, Options{MaxOpen: 20, Window: 48 * time.Hour, OnClosed: func(id string) {
		if !open[id] {
			t.Fatalf("story %q closed, not open", id)
		}
		delete(open, id)
		closed++
	}})
	ids := []string{"", "", "", "x", "x", "x", "x~3", "x~2~2", "x~2", "y", NoID + "~4"}
	t0 := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
	var added []struct {
		story string
		doc   Doc
	}
	at := t0
	for i := range 3000 {
		id := ids[r.IntN(len(ids))]
		// Mostly 20 minutes apart (MaxOpen closes stories), now and then
		// past the window (it closes every story).
		at = at.Add(20 * time.Minute)
		if r.IntN(100) == 0 {
			at = at.Add(72 * time.Hour)
		}
		d := Doc{ID: id, Text: "zq" + strconv.Itoa(i) + "x", Published: at}
		// The window closes its stories here, before the document is
		// named; MaxOpen closes them after (in Add).
		a.Expire(at)
		want := id
		if want == "" {
			want = NoID
		}
		for k := 2; open[want]; k++ {
			want = id + "~" + strconv.Itoa(k)
			if id == "" {
				want = NoID + "~" + strconv.Itoa(k)
			}
		}
		got := a.Add(d)
		if !got.New || got.Story != want {
			t.Fatalf("document %d (id %q): %+v, want a new story %q (open %v)", i, id, got, want, open)
		}
		open[want] = true
		if want != id && want != NoID {
			suffixed++
		}
		added = append(added, struct {
			story string
			doc   Doc
		}{want, d})
		// Now and then a recent document is deleted: its story, of one
		// document, goes.
		if r.IntN(4) == 0 {
			k := len(added) - 1 - r.IntN(min(len(added), 6))
			x := added[k]
			if open[x.story] {
				if ok, emptied := a.Remove(x.story, x.doc, false); ok && emptied {
					delete(open, x.story)
					removed++
				}
			}
		}
	}
	if closed < 100 || removed < 100 || suffixed < 100 {
		t.Errorf("%d stories closed, %d removed, %d suffixed: the test no longer tries each", closed, removed, suffixed)
	}
	t.Logf("%d closed, %d removed, %d suffixed", closed, removed, suffixed)
}

// Refine names stories as the stream does, and as fast: 20,000 stories of
// documents with the empty id took 37 seconds to name, against 50 ms.
func TestRefineNamesEmptyIDsInLinearTime(t *testing.T) {
	if testing.Short() {
		t.Skip("times 20,000 documents four times")
	}
	const n = 20000
	docs := make([]Doc, n)
	storyOf := make([]string, n)
	for i := range docs {
		docs[i] = Doc{Text: "zq" + strconv.Itoa(i) + "x"}
		storyOf[i] = "s" + strconv.Itoa(i)
	}
	run := func(named bool) time.Duration {
		for i := range docs {
			docs[i].ID = ""
			if named {
				docs[i].ID = "d" + strconv.Itoa(i)
			}
		}
		start := time.Now()
		out, err := Refine(docs, storyOf, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if want := NoID + "~" + strconv.Itoa(n); !named && out[n-1] != want {
			t.Fatalf("the last document's story %q, want %q", out[n-1], want)
		}
		return time.Since(start)
	}
	named, empty := run(true), run(false)
	named, empty = min(named, run(true)), min(empty, run(false))
	if empty > 4*named {
		t.Errorf("Refine: %d documents with the empty id took %v, with ids of their own %v: naming is not linear", n, empty, named)
	}
}
