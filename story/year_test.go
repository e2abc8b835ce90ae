package story

import (
	"strings"
	"testing"
	"time"
)

func TestYearNamed(t *testing.T) {
	w := DefaultWeights()
	x := newExtractor(&w)
	for _, c := range []struct {
		title, text string
		want        uint16
	}{
		{"Ferry sinks", "The ferry sank in 1998. A 2013 inquiry found 2,050 faults in 1868 records and 12345 pages.", 2013},
		{"Ferry sinks", "The ferry, built in 1868, carried 2100 people.", 0}, // 1900-2099 only
		{"Ferry sinks in 2011", "No year in the text.", 2011},
		{"Ferry sinks", "No year at all, 14 dead.", 0},
		{"Ferry sinks", "The ferry, built in 1998, sank. Local news since 1961.", 0},  // history
		{"Ferry sinks", "Founded in 1921, the line lost a ship in March 2009.", 2009}, // history, then the event
		{"Ferry sinks", "The 2013 sinking recalled the one in 2009, since 2011 under review.", 2013},
		{"", "", 0},
	} {
		if got := x.extract(c.title, c.text, nil).year; got != c.want {
			t.Errorf("%q %q: year %d, want %d", c.title, c.text, got, c.want)
		}
	}
}

func TestDocYear(t *testing.T) {
	dated := Doc{Published: time.Date(2026, 3, 11, 6, 40, 0, 0, time.UTC)}
	if got := docYear(dated, 1961); got != 2026 {
		t.Errorf("dated: %d, want the year of publication 2026", got)
	}
	if got := docYear(Doc{}, 1961); got != 1961 {
		t.Errorf("undated: %d, want the year named 1961", got)
	}
	if got := docYear(Doc{}, 0); got != 0 {
		t.Errorf("undated, no year named: %d, want 0", got)
	}
}

func TestYearConflict(t *testing.T) {
	for _, c := range []struct {
		y     uint16
		years []uint16
		want  bool
	}{
		{0, []uint16{2008}, false},    // the document names no year
		{2013, nil, false},            // the story names none
		{2013, []uint16{2013}, false}, // the same year
		{2009, []uint16{2008}, false}, // a year apart
		{2008, []uint16{2009}, false}, // a year apart, the other way
		{2013, []uint16{2008}, true},  // years apart
		{2005, []uint16{2012}, true},  // years apart, the other way
		{2013, []uint16{2001, 2012}, false},
		{2013, []uint16{2001, 2005, 2008}, true},
	} {
		var ys [maxYears]uint16
		copy(ys[:], c.years)
		if got := yearConflict(c.y, &ys); got != c.want {
			t.Errorf("yearConflict(%d, %v) = %v, want %v", c.y, c.years, got, c.want)
		}
	}
}

// Two undated reports of one kind of event that name different years are
// kept apart by the year rule; a report naming no year is not.
func TestYearConflictSeparates(t *testing.T) {
	body := strings.Join(events[0].sentences, " ")
	docs := []Doc{
		{ID: "q2009", Title: "Earthquake strikes Verano", Text: "In March 2009, the ground shook. " + body},
		{ID: "q2013", Title: "Earthquake strikes Verano", Text: "In March 2013, the ground shook. " + body + " Officials counted the damage."},
		{ID: "qnone", Title: "Earthquake strikes Verano", Text: "In March, the ground shook. " + body + " Schools stayed closed."},
	}
	run := func(conflict float64) []string {
		w := DefaultWeights()
		w.YearConflict = conflict
		a, err := New(Options{Weights: &w})
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, d := range docs {
			out = append(out, a.Add(d).Story)
		}
		return out
	}
	if got := run(0); got[0] != "q2009" || got[1] != "q2009" || got[2] != "q2009" {
		t.Errorf("without the year rule: %v, want one story", got)
	}
	if got := run(1); got[0] != "q2009" || got[1] != "q2013" || got[2] != "q2009" {
		t.Errorf("with the year rule: %v, want q2013 on its own and the report without a year in the first story", got)
	}
}
