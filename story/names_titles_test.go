package story

import (
	"slices"
	"testing"
)

// TestFullNameTitleOffices: an office written before a person's full
// name is left out of the name shown ("Representative Clayton Yeutter",
// Reuters; "Doctors Michael Hershfield and Rebecca Buckley": a title in
// the plural before several names), while a title before a surname
// alone stays as the features write it ("President Halvard"), and a
// name ending with the plural is no title's ("House of
// Representatives"). The names are invented.
func TestFullNameTitleOffices(t *testing.T) {
	for _, tt := range []struct {
		c    string
		runs [][]string
		want string
	}{
		{"Representative Halvor", [][]string{{"Representative Halvor Brekke"}, {"Representative Halvor Brekke", "Halvor Brekke"}}, "Halvor Brekke"},
		{"Halvor Brekke", [][]string{{"Trade Representative Halvor Brekke"}, {"Trade Representative Halvor Brekke"}}, "Halvor Brekke"},
		{"Rep Anna", [][]string{{"Rep Anna Tollin"}, {"Rep Anna Tollin"}}, "Anna Tollin"},
		{"Anna Tollin", [][]string{{"Farm Commissioner Anna Tollin"}, {"Farm Commissioner Anna Tollin"}}, "Anna Tollin"},
		{"Anna Tollin", [][]string{{"EPA Administrator Anna Tollin"}, {"EPA Administrator Anna Tollin"}}, "Anna Tollin"},
		{"Anna Tollin", [][]string{{"Agriculture Undersecretary Anna Tollin"}, {"Agriculture Undersecretary Anna Tollin"}}, "Anna Tollin"},
		{"Doctors Ivar", [][]string{{"Doctors Ivar Halvard"}, {"Doctors Ivar Halvard"}}, "Ivar Halvard"},
		{"Ivar Halvard", [][]string{{"Representatives Ivar Halvard"}, {"Representatives Ivar Halvard"}}, "Ivar Halvard"},
		// A title before one word stays; a plural ending a name is its own.
		{"President Halvard", [][]string{{"President Halvard", "Ivar Halvard"}}, "President Halvard"},
		{"House", [][]string{{"House of Representatives"}, {"House of Representatives"}}, "House of Representatives"},
	} {
		if got := fullName(tt.c, splitRuns(tt.runs)); got != tt.want {
			t.Errorf("fullName(%q, %q) = %q, want %q", tt.c, tt.runs, got, tt.want)
		}
	}
}

// TestPickNamesTitleOffice: the pair a new title cuts out of a longer
// name is that name, not listed again (titleFragment).
func TestPickNamesTitleOffice(t *testing.T) {
	got := pickNames([]string{"Representative Halvor", "Halvor Brekke", "Tollin"}, nil, nil, 8)
	if len(got) != 2 || got[0] != "Halvor Brekke" || got[1] != "Tollin" {
		t.Errorf("pickNames = %q, want [Halvor Brekke Tollin]", got)
	}
}

// TestStoryNamesOfficeBeforeTitle: a name written only where a title
// goes on from it, ending with a common word, is the office's and not
// listed ("EC Farm" of "EC Farm Commissioner Frans Andriessen", once
// listed with the name it glued to); a company's name before a title
// stays ("General Tractors"), and so does a body's ("Valdoria Reserve
// Board"). The names are invented.
func TestStoryNamesOfficeBeforeTitle(t *testing.T) {
	for _, tt := range []struct {
		names []testName
		runs  [][]string
		want  []string
	}{
		{
			[]testName{{"Halvor Brekke", 20, 0}, {"EC Farm", 20, 0}, {"Valdoria", 10, 0}, {"Farm", 3, 300}},
			[][]string{{"EC Farm Commissioner Halvor Brekke", "Valdoria"}, {"EC Farm Commissioner Halvor Brekke", "Valdoria"}},
			[]string{"Halvor Brekke", "Valdoria"},
		},
		{
			[]testName{{"Special Trade", 20, 0}, {"Ivar Halvard", 20, 0}, {"Trade", 3, 300}},
			[][]string{{"Special Trade Representative Ivar Halvard"}, {"Special Trade Representative Ivar Halvard"}},
			[]string{"Ivar Halvard"},
		},
		{
			[]testName{{"Valdoria Reserve", 20, 0}, {"Reserve Board", 20, 0}, {"Ivar Halvard", 20, 0}, {"Board", 3, 300}},
			[][]string{{"Valdoria Reserve Board Chairman Ivar Halvard"}, {"Valdoria Reserve Board Chairman Ivar Halvard"}},
			[]string{"Valdoria Reserve Board", "Ivar Halvard"},
		},
		{
			[]testName{{"Amara Castellanos", 20, 0}, {"General Tractors", 20, 0}, {"Tractors", 15, 16}},
			[][]string{{"General Tractors President Amara Castellanos"}, {"General Tractors President Amara Castellanos"}},
			[]string{"Amara Castellanos", "General Tractors"},
		},
	} {
		if got := namesDescribed(t, tt.names, tt.runs); !slices.Equal(got, tt.want) {
			t.Errorf("names of %v = %q, want %q", tt.runs, got, tt.want)
		}
	}
}

// TestTitleBefore: titles before a name, in the plural too, without an
// allocation (withoutTitle asks it of every word of the runs read).
func TestTitleBefore(t *testing.T) {
	for w, want := range map[string]bool{"Representative": true, "Doctors": true, "Rep.": true, "Secretary": true,
		"Representatives": true, "Sons": false, "Boston": false, "Mrs": true, "Ms": true, "Chiefs": false, "MPs": true, "": false} {
		if got := titleBefore(w); got != want {
			t.Errorf("titleBefore(%q) = %v, want %v", w, got, want)
		}
	}
	if n := testing.AllocsPerRun(100, func() { titleBefore("Doctors") }); n != 0 {
		t.Errorf("titleBefore allocates %v times, want 0", n)
	}
}
