package story

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"
)

// event describes an invented news event; reports about it are built from
// its sentences, so that reports of one event share names, numbers and
// words, and reports of different events share only common words.
type event struct {
	name      string
	sentences []string
}

var events = []event{
	{"quake", []string{
		"A magnitude 6.4 earthquake struck the coastal province of Verano early on Tuesday, officials said.",
		"At least 32 people were killed when buildings collapsed in the port town of Santa Lucia.",
		"Rescue teams led by Colonel Ines Marroquin searched the rubble through the night.",
		"The Verano Seismic Institute said the quake was centred 14 kilometres off the coast.",
		"Governor Tomas Aguirre declared three days of mourning across Verano province.",
		"Aftershocks rattled Santa Lucia as families slept in the streets.",
	}},
	{"election", []string{
		"Voters in Norland elected Margit Halvorsen as prime minister on Sunday.",
		"Her Progress Alliance won 87 of the 150 seats in the Storting, results showed.",
		"Turnout reached 78 percent, the highest in two decades, the electoral board said.",
		"Halvorsen promised to cut fuel taxes and build 40,000 homes in Bergvik.",
		"Outgoing premier Anders Lund conceded defeat in a speech in Bergvik.",
		"Markets in Norland rose 2.1 percent on the result.",
	}},
	{"merger", []string{
		"Castellan Foods agreed to buy rival dairy group Milbury for 4.2 billion dollars.",
		"The deal, announced on Monday, values Milbury shares at 31 dollars each.",
		"Castellan chief executive Priya Ramanathan said the merger would save 300 million dollars a year.",
		"Regulators in Brussels are expected to review the Milbury takeover.",
		"Milbury was founded in 1921 in the town of Ashgrove.",
		"Shares in Castellan Foods fell 3 percent after the announcement.",
	}},
	{"fire", []string{
		"A fire destroyed the historic Granary Theatre in Westbrook overnight, firefighters said.",
		"More than 60 firefighters fought the blaze on Quay Street for six hours.",
		"Fire chief Robert Okonkwo said the cause was not yet known.",
		"The Granary Theatre, built in 1868, had reopened last year after a restoration.",
		"Residents of Westbrook were told to keep their windows closed because of the smoke.",
		"No one was injured, the Westbrook fire service said.",
	}},
}

// filler is everyday vocabulary for the sentences a report adds of its own.
var filler = strings.Fields(`people officials morning evening witnesses local residents
reporters statement later hours earlier area nearby street building road city town
region police spokesman agency government minister council office team group
families children workers visitors crowd video photos social media network phone
calls questions answers details plans review weeks months support help`)

// report builds the k-th report of event e: a title and a text of three
// of its sentences, a sentence of the report's own, and an outlet's
// closing line.
func report(e event, k int, outlet string) (title, text string) {
	n := len(e.sentences)
	var lines []string
	for i := 0; i < 3; i++ {
		lines = append(lines, e.sentences[(k+i)%n])
	}
	var own []string
	r := uint32(k*2654435761 + len(e.name)*40503)
	for i := 0; i < 14; i++ {
		r = r*1664525 + 1013904223
		own = append(own, filler[int(r>>8)%len(filler)])
	}
	lines = append(lines, "Meanwhile "+strings.Join(own, " ")+".")
	title = strings.TrimSuffix(e.sentences[k%n], ".")
	if len(title) > 60 {
		title = title[:60]
	}
	lines = append(lines, fmt.Sprintf("Reporting by the %s desk.", outlet))
	return title, strings.Join(lines, "\n")
}

var t0 = time.Date(2026, 3, 9, 8, 0, 0, 0, time.UTC)

func mustNew(t testing.TB, opts Options) *Assigner {
	t.Helper()
	a, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// stream builds reports of every event, interleaved, an hour apart.
func stream(perEvent int) []Doc {
	var docs []Doc
	for k := 0; k < perEvent; k++ {
		for ei, e := range events {
			title, text := report(e, k, fmt.Sprintf("Outlet %d", k%3))
			docs = append(docs, Doc{ID: fmt.Sprintf("%s-%02d", e.name, k), Title: title, Text: text,
				Source: fmt.Sprintf("outlet%d.example", k%3), Published: t0.Add(time.Duration(k*len(events)+ei) * time.Hour)})
		}
	}
	return docs
}

func storyOfEvent(t *testing.T, docs []Doc, got []string) {
	t.Helper()
	byEvent := map[string]string{}
	for i, d := range docs {
		ev := d.ID[:strings.IndexByte(d.ID, '-')]
		if s, ok := byEvent[ev]; ok && s != got[i] {
			t.Errorf("%s is in story %s, other reports of %s in %s", d.ID, got[i], ev, s)
		}
		byEvent[ev] = got[i]
	}
	seen := map[string]string{}
	for ev, s := range byEvent {
		if other, ok := seen[s]; ok {
			t.Errorf("events %s and %s share story %s", ev, other, s)
		}
		seen[s] = ev
	}
}

func addAll(a *Assigner, docs []Doc) []string {
	out := make([]string, len(docs))
	for i, d := range docs {
		out[i] = a.Add(d).Story
	}
	return out
}

func TestEventsFormStories(t *testing.T) {
	docs := stream(6)
	got := addAll(mustNew(t, Options{}), docs)
	storyOfEvent(t, docs, got)
	// Story ids are the ids of their first documents.
	for i, ev := range events {
		if want := ev.name + "-00"; got[i] != want {
			t.Errorf("story of %s is %q, want %q", ev.name, got[i], want)
		}
	}
}

func TestStableIDs(t *testing.T) {
	docs := stream(5)
	first := addAll(mustNew(t, Options{}), docs)
	again := addAll(mustNew(t, Options{}), docs)
	if !slices.Equal(first, again) {
		t.Fatalf("a second run gave other ids:\n%v\n%v", first, again)
	}
	// Adding later documents does not change earlier assignments.
	more := append(slices.Clone(docs), stream(8)[len(docs):]...)
	longer := addAll(mustNew(t, Options{}), more)
	if !slices.Equal(longer[:len(docs)], first) {
		t.Fatalf("later documents renamed earlier stories:\n%v\n%v", first, longer[:len(docs)])
	}
}

func TestMembersAndStories(t *testing.T) {
	docs := stream(3)
	a := mustNew(t, Options{})
	var last Assignment
	for _, d := range docs {
		last = a.Add(d)
	}
	ms := a.Members(last.Story)
	if len(ms) != 3 || ms[len(ms)-1].ID != docs[len(docs)-1].ID {
		t.Fatalf("members of %s: %+v", last.Story, ms)
	}
	ss := a.Stories()
	if len(ss) != len(events) {
		t.Fatalf("%d open stories, want %d", len(ss), len(events))
	}
	for _, s := range ss {
		if s.Size != 3 || s.Independent != 3 || s.Headline == "" || len(s.Terms) == 0 || len(s.Names) == 0 {
			t.Errorf("story %+v", s)
		}
		if s.First.IsZero() || s.Last.Before(s.First) {
			t.Errorf("story %s span %v..%v", s.ID, s.First, s.Last)
		}
	}
	if _, ok := a.Story("no-such-story"); ok || a.Members("no-such-story") != nil {
		t.Error("an unknown story was found")
	}
}

func TestWindowClosesStories(t *testing.T) {
	var closed []Story
	a := mustNew(t, Options{Window: 48 * time.Hour, OnClose: func(s Story) { closed = append(closed, s) }})
	e := events[0]
	title, text := report(e, 0, "A")
	first := a.Add(Doc{ID: "q1", Title: title, Text: text, Published: t0})
	title, text = report(e, 1, "B")
	if got := a.Add(Doc{ID: "q2", Title: title, Text: text, Published: t0.Add(24 * time.Hour)}); got.Story != first.Story {
		t.Fatalf("q2 joined %s, want %s", got.Story, first.Story)
	}
	// Another event five days on: one date beyond the window does not
	// move the clock alone (it could be a wrong month), but nothing dated
	// five days after the quake story joins it.
	title, text = report(events[1], 0, "C")
	a.Add(Doc{ID: "e1", Title: title, Text: text, Published: t0.Add(6 * 24 * time.Hour)})
	if len(closed) != 0 {
		t.Fatalf("one date beyond the window closed %+v", closed)
	}
	title, text = report(e, 2, "D")
	if got := a.Add(Doc{ID: "q3", Title: title, Text: text, Published: t0.Add(6 * 24 * time.Hour)}); got.Story != "q3" || !got.New {
		t.Fatalf("a report after the window joined %+v, want a new story", got)
	}
	// The second date there moved the clock: the quake story, quiet for
	// longer than the window, closed.
	if len(closed) != 1 || closed[0].ID != first.Story || closed[0].Size != 2 {
		t.Fatalf("closed %+v", closed)
	}
	// Expire with the wall clock closes the rest.
	a.Expire(t0.Add(30 * 24 * time.Hour))
	if a.Open() != 0 || len(closed) != 3 {
		t.Fatalf("after Expire: %d open, %d closed", a.Open(), len(closed))
	}
}

func TestMaxOpen(t *testing.T) {
	closed := 0
	a := mustNew(t, Options{MaxOpen: 10, OnClose: func(Story) { closed++ }})
	for i := 0; i < 100; i++ {
		// Unrelated one-document stories, undated.
		a.Add(Doc{ID: fmt.Sprint(i), Text: fmt.Sprintf("Item %d: the word%d appears with token%d and thing%d.", i, i, i*7, i*13)})
		if a.Open() > 10 {
			t.Fatalf("%d open stories, cap 10", a.Open())
		}
	}
	if closed < 80 {
		t.Fatalf("%d closed", closed)
	}
}

// A wire report republished fifty times (identical, retitled, lightly
// edited, with each outlet's boilerplate) counts once: the independent
// reports still join, and boilerplate pulls nothing unrelated in.
func TestCopiesCountOnce(t *testing.T) {
	e := events[3]
	wireTitle, wire := report(e, 0, "Wire")
	var docs []Doc
	at := t0
	add := func(d Doc) {
		at = at.Add(10 * time.Minute)
		d.Published = at
		docs = append(docs, d)
	}
	add(Doc{ID: "wire", Title: wireTitle, Text: wire, Source: "wire.example"})
	for i := 0; i < 50; i++ {
		text := wire
		switch i % 3 {
		case 1:
			text = strings.Replace(wire, "overnight", "during the night", 1)
		case 2:
			text = wire + "\nSubscribe to the Daily Courier for more local news."
		}
		add(Doc{ID: fmt.Sprintf("copy%02d", i), Title: fmt.Sprintf("Theatre blaze (%d)", i), Text: text, Source: fmt.Sprintf("paper%d.example", i)})
	}
	for k := 1; k <= 3; k++ {
		title, text := report(e, k+1, fmt.Sprintf("Indep %d", k))
		add(Doc{ID: fmt.Sprintf("indep%d", k), Title: title, Text: text, Source: fmt.Sprintf("indep%d.example", k)})
	}
	// Unrelated reports carrying the boilerplate of outlets that copied the wire.
	for k := 0; k < 3; k++ {
		title, text := report(events[k], 0, "Daily Courier")
		add(Doc{ID: fmt.Sprintf("other%d", k), Title: title, Text: text + "\nSubscribe to the Daily Courier for more local news.", Source: "paper2.example"})
	}
	a := mustNew(t, Options{})
	got := map[string]Assignment{}
	for _, d := range docs {
		got[d.ID] = a.Add(d)
	}
	for _, d := range docs {
		want := "wire"
		if strings.HasPrefix(d.ID, "other") {
			want = d.ID
		}
		if got[d.ID].Story != want {
			t.Errorf("%s in story %s, want %s", d.ID, got[d.ID].Story, want)
		}
	}
	s, _ := a.Story("wire")
	if s.Size != 54 || s.Independent != 4 {
		t.Errorf("wire story: size %d, independent %d; want 54 and 4", s.Size, s.Independent)
	}
	copies := 0
	for _, m := range s.Members {
		if m.Copy {
			copies++
		}
	}
	if copies != 50 {
		t.Errorf("%d members marked as copies, want 50", copies)
	}
	// With dedup's copy clusters given, the same holds.
	b := mustNew(t, Options{})
	for _, d := range docs {
		if strings.HasPrefix(d.ID, "copy") {
			d.CopyCluster = "wire"
		} else {
			d.CopyCluster = d.ID
		}
		if as := b.Add(d); strings.HasPrefix(d.ID, "copy") && !as.Copy {
			t.Errorf("%s not joined as a copy: %+v", d.ID, as)
		}
	}
	if s, _ := b.Story("wire"); s.Independent != 4 {
		t.Errorf("with copy clusters: independent %d, want 4", s.Independent)
	}
}

// Bad input: every case is assigned, none panics, and the outcome is sensible.
func TestBadInput(t *testing.T) {
	title, text := report(events[0], 0, "A")
	title2, text2 := report(events[0], 1, "B")
	cases := []struct {
		name string
		docs []Doc
		want []string // story of each document
	}{
		{"single document", []Doc{{ID: "only", Title: title, Text: text, Published: t0}}, []string{"only"}},
		{"no dates", []Doc{{ID: "a", Title: title, Text: text}, {ID: "b", Title: title2, Text: text2}}, []string{"a", "a"}},
		{"some dates", []Doc{{ID: "a", Title: title, Text: text}, {ID: "b", Title: title2, Text: text2, Published: t0}}, []string{"a", "a"}},
		{"dates out of order", []Doc{
			{ID: "late", Title: title, Text: text, Published: t0.Add(48 * time.Hour)},
			{ID: "early", Title: title2, Text: text2, Published: t0},
		}, []string{"late", "late"}},
		{"date far in the future", []Doc{
			{ID: "a", Title: title, Text: text, Published: t0},
			{ID: "typo", Title: "Unrelated", Text: "A bakery in Dunmore won a prize for its rye bread.", Published: t0.AddDate(900, 0, 0)},
			{ID: "b", Title: title2, Text: text2, Published: t0.Add(time.Hour)},
		}, []string{"a", "typo", "a"}},
		{"empty text", []Doc{{ID: "e1"}, {ID: "e2"}, {ID: "t", Title: title, Text: text}}, []string{"e1", "e2", "t"}},
		{"title only", []Doc{{ID: "a", Title: title, Text: text}, {ID: "h", Title: title2}}, []string{"a", "a"}},
		{"punctuation only", []Doc{{ID: "p", Text: "... !!! ---"}, {ID: "q", Text: "... !!! ---"}}, []string{"p", "q"}},
		{"unix epoch date", []Doc{{ID: "z", Title: title, Text: text, Published: time.Unix(0, 0)}}, []string{"z"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := addAll(mustNew(t, Options{}), c.docs)
			if !slices.Equal(got, c.want) {
				t.Errorf("got %v, want %v", got, c.want)
			}
		})
	}
}

// One giant story: every document joins it, its centroid and member list
// stay capped, and Size counts everything.
func TestGiantStory(t *testing.T) {
	a := mustNew(t, Options{MaxMembers: 100})
	e := events[1]
	const n = 3000
	for i := 0; i < n; i++ {
		title, text := report(e, i, fmt.Sprint("Outlet ", i%40))
		text += fmt.Sprintf("\nUpdate %d from correspondent%d in district%d.", i, i%97, i%53)
		if got := a.Add(Doc{ID: fmt.Sprint("d", i), Title: title, Text: text, Published: t0.Add(time.Duration(i) * time.Minute)}); got.Story != "d0" {
			t.Fatalf("document %d went to %s", i, got.Story)
		}
	}
	s, _ := a.Story("d0")
	if s.Size != n || len(s.Members) != 100 || s.Members[99].ID != fmt.Sprint("d", n-1) {
		t.Fatalf("size %d, %d members kept, last %s", s.Size, len(s.Members), s.Members[len(s.Members)-1].ID)
	}
	st := a.stories[a.byID["d0"]]
	if len(st.keys) > 2*DefaultWeights().CentroidTerms {
		t.Fatalf("centroid holds %d features", len(st.keys))
	}
}

func TestVocabularyCap(t *testing.T) {
	a := mustNew(t, Options{Vocabulary: 2000})
	for i := 0; i < 500; i++ {
		var sb strings.Builder
		for j := 0; j < 30; j++ {
			fmt.Fprintf(&sb, "word%dx%d ", i, j)
		}
		a.Add(Doc{ID: fmt.Sprint(i), Text: sb.String()})
	}
	if v := a.Vocabulary(); v > 2000 || v < 1000 {
		t.Fatalf("vocabulary %d, cap 2000", v)
	}
}

func TestOptionsValidation(t *testing.T) {
	bad := []Options{
		{Window: -time.Hour},
		{MaxOpen: -1},
		{Vocabulary: 10},
		{Weights: &Weights{}},
	}
	for _, o := range bad {
		if _, err := New(o); err == nil {
			t.Errorf("New(%+v) accepted", o)
		}
	}
	w := DefaultWeights()
	w.Threshold = 1.5
	if _, err := New(Options{Weights: &w}); err == nil {
		t.Error("threshold 1.5 accepted")
	}
}

func TestRefineMergesAcrossWindow(t *testing.T) {
	// Two bursts of one event 40 days apart: the stream (30-day window)
	// makes two stories, Refine joins them and keeps the first id.
	e := events[2]
	var docs []Doc
	var ids []string
	opts := Options{Window: 30 * 24 * time.Hour}
	a := mustNew(t, opts)
	for k := 0; k < 6; k++ {
		at := t0.Add(time.Duration(k) * time.Hour)
		if k >= 3 {
			at = at.Add(40 * 24 * time.Hour)
		}
		title, text := report(e, k%3+k/3, fmt.Sprint("X", k)) // the second burst retells the first
		d := Doc{ID: fmt.Sprint("m", k), Title: title, Text: text, Published: at}
		docs = append(docs, d)
		ids = append(ids, a.Add(d).Story)
	}
	// Unrelated stories alongside.
	for k, ev := range events[:2] {
		for j := 0; j < 3; j++ {
			title, text := report(ev, j, "Y")
			d := Doc{ID: fmt.Sprintf("u%d%d", k, j), Title: title, Text: text, Published: t0.Add(41*24*time.Hour + time.Duration(j)*time.Hour)}
			docs = append(docs, d)
			ids = append(ids, a.Add(d).Story)
		}
	}
	if ids[0] == ids[3] {
		t.Fatalf("the stream did not split at the window: %v", ids)
	}
	got, err := Refine(docs, ids, opts)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"m0", "m0", "m0", "m0", "m0", "m0", "u00", "u00", "u00", "u10", "u10", "u10"}
	if !slices.Equal(got, want) {
		t.Fatalf("refined %v, want %v", got, want)
	}
	// Refining again changes nothing, ids included.
	again, _ := Refine(docs, got, Options{})
	if !slices.Equal(again, got) {
		t.Fatalf("second refine %v", again)
	}
	if _, err := Refine(docs, ids[:2], Options{}); err == nil {
		t.Error("mismatched lengths accepted")
	}
}

func TestSummarize(t *testing.T) {
	docs := stream(3)
	ids := addAll(mustNew(t, Options{}), docs)
	ss, err := Summarize(docs, ids, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(ss) != len(events) {
		t.Fatalf("%d stories", len(ss))
	}
	for _, s := range ss {
		if s.Size != 3 || len(s.Members) != 3 || s.Headline == "" || len(s.Terms) == 0 {
			t.Errorf("%+v", s)
		}
	}
	empty, err := Summarize(nil, nil, Options{})
	if err != nil || len(empty) != 0 {
		t.Fatalf("empty: %v %v", empty, err)
	}
}

// DescribeClosed leaves out the description of the stories it turns down
// and nothing else: members, size and times are those of a described
// story, and what the Assigner decides is the same.
func TestDescribeClosedOnlyDescription(t *testing.T) {
	run := func(describe func(int) bool) (ids []string, closed []Story) {
		a := mustNew(t, Options{Window: 48 * time.Hour, OnClose: func(s Story) { closed = append(closed, s) }, DescribeClosed: describe})
		for i, e := range events[:3] {
			for k := range 3 + i%2 { // stories of 3, 4 and 3 reports
				title, text := report(e, k, fmt.Sprint("outlet", k))
				as := a.Add(Doc{ID: fmt.Sprint(i, "-", k), Title: title, Text: text, Published: t0.Add(time.Duration(i*5*24+k) * time.Hour)})
				ids = append(ids, as.Story)
			}
		}
		a.Close()
		return ids, closed
	}
	allIDs, all := run(nil)
	someIDs, some := run(func(size int) bool { return size > 3 })
	if !slices.Equal(allIDs, someIDs) || len(all) != len(some) || len(all) == 0 {
		t.Fatalf("assignments differ: %v against %v (%d and %d closed)", allIDs, someIDs, len(all), len(some))
	}
	described := 0
	for i, s := range some {
		want := all[i]
		if s.Size > 3 {
			described++
			if !reflect.DeepEqual(s, want) {
				t.Errorf("described story %+v, want %+v", s, want)
			}
			continue
		}
		if s.Headline != "" || s.Terms != nil || s.Names != nil {
			t.Errorf("story %s described though turned down: %q %v %v", s.ID, s.Headline, s.Terms, s.Names)
		}
		if want.Headline == "" || len(want.Terms) == 0 {
			t.Errorf("story %s not described by default", want.ID)
		}
		want.Headline, want.Terms, want.Names = "", nil, nil
		if !reflect.DeepEqual(s, want) {
			t.Errorf("undescribed story %+v, want %+v", s, want)
		}
	}
	if described == 0 || described == len(some) {
		t.Errorf("%d of %d stories described: the test wants both kinds", described, len(some))
	}
}
