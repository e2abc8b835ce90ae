package copydesk_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/brief"
)

// Publication order holds for dates beyond Unix nanoseconds' range
// (1678-2262) too; undated documents keep their place after the document
// before them.
func TestPublicationOrderFarDates(t *testing.T) {
	day := func(y int) time.Time { return time.Date(y, 3, 1, 0, 0, 0, 0, time.UTC) }
	docs := []copydesk.Document{
		{ID: "undated-first"},
		{ID: "2026", Published: day(2026)},
		{ID: "undated-after-2026"},
		{ID: "2602", Published: day(2602)},
		{ID: "1500", Published: day(1500)},
		{ID: "1700", Published: day(1700)},
		{ID: "1887", Published: day(1887)},
	}
	var got []string
	for _, i := range copydesk.PublicationOrder(docs) {
		got = append(got, docs[i].ID)
	}
	want := []string{"undated-first", "1500", "1700", "1887", "2026", "undated-after-2026", "2602"}
	if len(got) != len(want) {
		t.Fatalf("order %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("order %v, want %v", got, want)
		}
	}
}

// One wrong year (2602 for 2026) on one document: it sorts last and is
// taken for undated there, so every other document is given the story it
// is given when that document comes last without a date. (Before, a date
// beyond 2262 sorted first, set the clock, and every story expired as it
// opened: 29 stories instead of 14 in the example corpus.)
//
// The batch steps after the stream see the date as the stream did: the
// stories' first and last dates leave it out (they spanned 2026..2602)
// and --refine groups the corpus as it does with the document undated.
func TestStoriesOneWrongYear(t *testing.T) {
	docs := readOrdered(t, "examples/news.jsonl")
	type grouping struct {
		story map[string]string
		span  map[string]string // story id -> first..last
	}
	group := func(docs []copydesk.Document, refine bool) grouping {
		res, err := copydesk.GroupStories(context.Background(), docs, copydesk.StoryOptions{Refine: refine})
		if err != nil {
			t.Fatal(err)
		}
		g := grouping{story: map[string]string{}, span: map[string]string{}}
		for i, d := range docs {
			g.story[d.ID] = res.Story[i]
		}
		for _, s := range res.Stories {
			g.span[s.ID] = s.First.Format(time.RFC3339) + ".." + s.Last.Format(time.RFC3339)
		}
		return g
	}
	for _, refine := range []bool{false, true} {
		for _, typo := range []int{0, len(docs) / 2, len(docs) - 1} {
			wrong := append([]copydesk.Document(nil), docs...)
			p := wrong[typo].Published
			wrong[typo].Published = time.Date(p.Year()+576, p.Month(), p.Day(), p.Hour(), 0, 0, 0, time.UTC)
			last := append(append([]copydesk.Document(nil), docs[:typo]...), docs[typo+1:]...)
			undated := docs[typo]
			undated.Published = time.Time{}
			last = append(last, undated)
			want, got := group(last, refine), group(wrong, refine)
			for _, d := range docs {
				if d.ID != undated.ID && want.story[d.ID] != got.story[d.ID] {
					t.Errorf("refine %v, %s dated %d: %s in story %s, want %s", refine, undated.ID, wrong[typo].Published.Year(), d.ID, got.story[d.ID], want.story[d.ID])
				}
			}
			for id, span := range want.span {
				if got.span[id] != span {
					t.Errorf("refine %v, %s dated %d: story %s spans %s, want %s", refine, undated.ID, wrong[typo].Published.Year(), id, got.span[id], span)
				}
			}
		}
	}
}

// GroupStories names copy clusters by their first document's id: two
// documents under one id (an earthquake and a takeover) were taken for
// copies and put in one story. They are refused.
func TestGroupStoriesRefusesRepeatedID(t *testing.T) {
	t0 := time.Date(2026, 3, 9, 8, 0, 0, 0, time.UTC)
	docs := []copydesk.Document{
		{ID: "dup", Title: "Quake kills 32 in Verano", Text: "A magnitude 6.4 earthquake struck the coastal province of Verano early on Tuesday.", Published: t0},
		{ID: "other", Title: "Ferry runs late", Text: "The morning ferry to Port Ellis ran an hour late.", Published: t0},
		{ID: "dup", Title: "Castellan Foods to buy Milbury", Text: "Castellan Foods agreed to buy rival dairy group Milbury for 4.2 billion dollars.", Published: t0.Add(time.Hour)},
	}
	for _, noDedup := range []bool{false, true} {
		_, err := copydesk.GroupStories(context.Background(), docs, copydesk.StoryOptions{NoDedup: noDedup})
		if !errors.Is(err, copydesk.ErrDuplicateID) || !strings.Contains(err.Error(), `documents 0 and 2`) {
			t.Errorf("NoDedup %v: GroupStories returned %v, want ErrDuplicateID naming documents 0 and 2", noDedup, err)
		}
	}
}

// A wrong year in the past (1450 for 2026) sorts first and sets the
// clock alone; the next document, correctly dated, lies more than a year
// ahead of it and the stream reads it as undated until a second date
// agrees. Once one has, that date was right: the stories' spans must
// still cover it (it was left out of its story's first and last).
func TestStoriesPastWrongYearSpans(t *testing.T) {
	docs := readOrdered(t, "examples/news.jsonl")
	for _, typo := range []int{0, len(docs) / 2, len(docs) - 1} {
		wrong := append([]copydesk.Document(nil), docs...)
		p := wrong[typo].Published
		wrong[typo].Published = time.Date(p.Year()-576, p.Month(), p.Day(), p.Hour(), 0, 0, 0, time.UTC)
		res, err := copydesk.GroupStories(context.Background(), wrong, copydesk.StoryOptions{})
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range res.Stories {
			for _, m := range s.Members {
				if m.ID == wrong[typo].ID || m.Published.IsZero() {
					continue
				}
				if m.Published.Before(s.First) || m.Published.After(s.Last) {
					t.Errorf("%s dated %d: story %s spans %v .. %v, not its member %s of %v", wrong[typo].ID, wrong[typo].Published.Year(),
						s.ID, s.First.Format(time.DateOnly), s.Last.Format(time.DateOnly), m.ID, m.Published.Format(time.DateOnly))
				}
			}
		}
	}
}

// The Unix epoch is no date to the story order, as to the copy index: the
// document keeps its place instead of going first.
func TestPublicationOrderEpochIsUndated(t *testing.T) {
	day := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	docs := []copydesk.Document{
		{ID: "a", Published: day},
		{ID: "epoch", Published: time.Unix(0, 0)},
		{ID: "b", Published: day.Add(time.Hour)},
	}
	var got []string
	for _, i := range copydesk.PublicationOrder(docs) {
		got = append(got, docs[i].ID)
	}
	if strings.Join(got, " ") != "a epoch b" {
		t.Errorf("order %v, want a epoch b", got)
	}
	if !copydesk.Undated(time.Unix(0, 0).In(time.FixedZone("X", 3600))) || !copydesk.Undated(time.Unix(0, 5e8)) || !copydesk.Undated(time.Time{}) ||
		copydesk.Undated(time.Unix(1, 0)) || copydesk.Undated(time.Unix(-1, 0)) {
		t.Error("Undated: want the epoch's first second in any zone and the zero time, not the seconds around")
	}
}

// A brief does not take a document dated at the epoch for the original of
// its dated copy: the epoch is no date there either.
func TestBriefEpochIsUndated(t *testing.T) {
	text := strings.Repeat("The council voted on Tuesday to close the old ferry terminal after a fire damaged its pier. ", 4)
	docs := []copydesk.Document{
		{ID: "dated", Text: text, Published: time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)},
		{ID: "epoch", Text: text, Published: time.Unix(0, 0)},
	}
	b, err := copydesk.Brief(context.Background(), docs, brief.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range b.Sources {
		if s.ID == "epoch" && (s.CopyOf == 0 || !s.Published.IsZero()) {
			t.Errorf("source %+v: want a copy of the dated document, with no date", s)
		}
	}
}
