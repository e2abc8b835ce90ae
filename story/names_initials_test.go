package story

import "testing"

// TestStoryNamesInitials: a name ending with initials ("N.Y.", "A.G.",
// "S.A.") lost the full stop after the last letter, cleanName trimming
// it as punctuation (Reuters listed "N.Y" in 26 stories); and a legal
// form in initials written alone ("A.G." beside "Hoechst AG") was
// listed, its dots hiding the form (Reuters: "A.G" in 48 stories).
// Initials alone that end no name listed stay. The names are invented.
func TestStoryNamesInitials(t *testing.T) {
	for _, tt := range []struct {
		names    []testName
		runs     [][]string
		want     []string
		wantNone []string
	}{
		{
			[]testName{{"Tollin", 20, 0}, {"N.Y.", 30, 0}},
			[][]string{{"Tollin", "N.Y"}, {"Tollin", "N.Y"}},
			[]string{"Tollin", "N.Y."}, []string{"N.Y"},
		},
		{
			[]testName{{"Halden AG", 20, 0}, {"A.G.", 30, 0}},
			[][]string{{"Halden AG"}, {"Halden AG"}},
			[]string{"Halden AG"}, []string{"A.G", "A.G."},
		},
		{
			// No name ends with the form: initials of their own.
			[]testName{{"Tollin", 20, 0}, {"A.G.", 30, 0}},
			[][]string{{"Tollin", "A.G"}, {"Tollin", "A.G"}},
			[]string{"Tollin", "A.G."}, []string{"A.G"},
		},
		{
			[]testName{{"Carrow S.A.", 20, 0}},
			[][]string{{"Carrow S.A"}, {"Carrow S.A"}},
			[]string{"Carrow S.A."}, []string{"Carrow S.A"},
		},
		{
			// No initials: as before.
			[]testName{{"Tollin Co.", 20, 0}, {"HFAG.F", 30, 0}},
			[][]string{{"Tollin Co"}, {"HFAG.F"}},
			[]string{"Tollin Co", "HFAG.F"}, []string{"Tollin Co."},
		},
	} {
		checkListed(t, "", namesDescribed(t, tt.names, tt.runs), tt.want, tt.wantNone)
	}
}
