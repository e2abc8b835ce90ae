package story

import "testing"

// TestFullNameSpellingVariants: a first name the members write only in
// full, where they spell the surname two ways ("Nils Halvorsen", "Nils
// Halverson"), was listed alone: no full form had more than half the
// votes. It takes the form most members write when every form opens
// with it and the forms differ only in spelling; two people sharing a
// name ("John Smith", "John Major"; "John Smith", "Jane Smith") keep the
// name as the features have it. The names are invented.
func TestFullNameSpellingVariants(t *testing.T) {
	for _, tt := range []struct {
		c    string
		runs [][]string
		want string
	}{
		{"Nils", [][]string{{"Nils Halvorsen"}, {"Nils Halverson"}, {"Nils Halvorsen"}, {"Nils Halvarsen"}}, "Nils Halvorsen"},
		{"Nils", [][]string{{"Nils Halverson", "Carrow"}, {"Nils Halvorsen"}, {"Nils Halvorsen"}, {"Nils Halverson"}, {"Nils Halvorsen"}, {"Nils Halvarsen"}}, "Nils Halvorsen"},
		// A member writes the first name alone: it stays.
		{"Nils", [][]string{{"Nils Halvorsen"}, {"Nils"}, {"Nils Halverson"}}, "Nils"},
		// Two people.
		{"John", [][]string{{"John Smith"}, {"John Major"}, {"John Smith"}, {"John Mayor"}}, "John"},
		{"Smith", [][]string{{"John Smith"}, {"Jane Smith"}, {"John Smith"}, {"Jane Smith"}}, "Smith"},
		{"Smith", [][]string{{"John Smith"}, {"Jon Smith"}, {"John Smith"}, {"Jan Smith"}}, "Smith"},
		// A plural is no spelling.
		{"Identity", [][]string{{"Identity Documents"}, {"Identity Document"}, {"Identity Documents"}, {"Identity Card"}}, "Identity"},
	} {
		if got := fullName(tt.c, splitRuns(tt.runs)); got != tt.want {
			t.Errorf("fullName(%q, %q) = %q, want %q", tt.c, tt.runs, got, tt.want)
		}
	}
}

// TestFullNameMoreTitles: "Chancellor of the Exchequer Nigel Lawson"
// ("Exchequer" opening the run after "of the", or a line of a wire
// report) and "Labour MP Stephen Pound" were listed with the office.
func TestFullNameMoreTitles(t *testing.T) {
	for _, tt := range []struct {
		c    string
		runs [][]string
		want string
	}{
		{"Nigel Lawson", [][]string{{"Exchequer Nigel Lawson"}, {"Exchequer Nigel Lawson"}}, "Nigel Lawson"},
		{"Stephen Pound", [][]string{{"Labour MP Stephen Pound"}, {"MP Stephen Pound"}}, "Stephen Pound"},
		{"Pound", [][]string{{"Labour MP Stephen Pound"}, {"Stephen Pound"}}, "Stephen Pound"},
		{"Ann Keen", [][]string{{"MEP Ann Keen", "Brentford"}}, "Ann Keen"},
	} {
		if got := fullName(tt.c, splitRuns(tt.runs)); got != tt.want {
			t.Errorf("fullName(%q, %q) = %q, want %q", tt.c, tt.runs, got, tt.want)
		}
	}
}
