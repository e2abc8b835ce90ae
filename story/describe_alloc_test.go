package story

import (
	"strings"
	"testing"
)

// calendarWordByLower is calendarWord as first written (strings.ToLower
// and a switch): the reference the allocation-free one must agree with.
func calendarWordByLower(s string) bool {
	if strings.Contains(s, " ") {
		return false
	}
	switch strings.ToLower(s) {
	case "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
		"january", "february", "march", "april", "may", "june", "july", "august",
		"september", "october", "november", "december":
		return true
	}
	return false
}

func FuzzCalendarWord(f *testing.F) {
	for _, s := range []string{"May", "MAY", "may ", "Wednesday", "WEDNESDAYS", "Sept", "Ma\u212Ay", "\u212Aay", "ſunday", "Dec", "", "Mon day"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := calendarWord(s), calendarWordByLower(s); got != want {
			t.Fatalf("calendarWord(%q) = %v, want %v", s, got, want)
		}
	})
}

// The describe phase runs for every story a stream closes (--format
// json, a desk's archive): its name checks must not allocate per
// candidate: strings.Fields in pickNames' piece and containsWord and
// strings.ToLower in calendarWord would make two fifths of a described
// Reuters stream's allocations.
func TestDescribeNameChecksAllocs(t *testing.T) {
	if n := testing.AllocsPerRun(100, func() { calendarWord("Reagan") }); n != 0 {
		t.Errorf("calendarWord allocates %v times, want 0", n)
	}
	if n := testing.AllocsPerRun(100, func() { containsWord("Pellham Paper Co", "Paper") }); n != 0 {
		t.Errorf("containsWord allocates %v times, want 0", n)
	}
	if n := testing.AllocsPerRun(100, func() { ownerSplit("Pellham Paper Co", func(string) bool { return true }) }); n != 0 {
		t.Errorf("ownerSplit of a name without a possessive allocates %v times, want 0", n)
	}
	runs := [][][]string{{{"Pellham", "Paper", "Co"}, {"Brackenford"}}, {{"Pellham", "Paper"}, {"Eastgate"}}}
	// One allocation: the full form joined; the runs' letters are read
	// once a story, in two.
	letters := runLetters(runs)
	if n := testing.AllocsPerRun(100, func() { fullNameIn("Pellham", runs, letters) }); n > 1 {
		t.Errorf("fullNameIn allocates %v times, want at most 1", n)
	}
	if n := testing.AllocsPerRun(100, func() { runLetters(runs) }); n > 2 {
		t.Errorf("runLetters allocates %v times, want at most 2", n)
	}
	cands := []string{"Pellham Paper Co", "Paper Co", "Brackenford", "Eastgate", "Ruth Adebayo", "Thursday", "Adebayo"}
	// The list (one), the words of each name of two words or more read (three).
	if n := testing.AllocsPerRun(100, func() { pickNames(cands, nil, nil, describeNames) }); n > 4 {
		t.Errorf("pickNames allocates %v times, want at most 4", n)
	}
}

// The first-letter sets only skip runs that cannot hold the name:
// fullName with them is fullName reading every run (no sets: every bit).
func TestRunLettersSkipNothingFound(t *testing.T) {
	runs := splitRuns([][]string{
		{"Wal-Mart Stores", "Kilroy-Silk", "\"Acme Corp", "Élan Vital SA", "Pellham Paper Co"},
		{"Wal-Mart", "Mart Stores Inc", "Robert Kilroy-Silk", "Acme Corp", "Pellham Paper"},
		{"Central Bank of Valdoria", "Valdoria", "élan Vital"},
	})
	every := make([][]uint32, len(runs))
	for i, rs := range runs {
		every[i] = make([]uint32, len(rs))
		for k := range rs {
			every[i][k] = 1<<26 - 1
		}
	}
	for _, c := range []string{"Mart Stores", "Mart", "Wal", "Robert Kilroy", "Kilroy", "Silk", "Acme", "Acme Corp", "Vital", "Élan Vital", "Paper", "Paper Co", "Pellham", "Valdoria", "Bank", "Zed"} {
		if got, want := fullName(c, runs), fullNameIn(c, runs, every); got != want {
			t.Errorf("fullName(%q) = %q, reading every run %q", c, got, want)
		}
	}
}
