package story

import "testing"

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
