package story

import (
	"strings"
	"testing"
	"time"
)

// TestOwnerSplit: the features pair adjacent name words across a
// possessive, so "Carrow's Institute" of "Carrow's Institute of Marine
// Science" was listed as one name. An owner that is a name of its own
// (known: the story, or for two words or more the corpus, writes it
// without the possessive) is not part of the name: the name owned is
// shown when it has two words or more, else the owner. A name whose
// owner is never written alone keeps its possessive ("Sam's Club"). A
// weekday or a month is no owner of a name ("February's Paris Accord").
func TestOwnerSplit(t *testing.T) {
	known := func(owner string) bool {
		switch owner {
		case "Carrow", "North Valdoria", "Salomon Inc":
			return true
		}
		return false
	}
	for _, tt := range []struct{ name, want string }{
		{"Salomon Inc's Salomon Brothers", "Salomon Brothers"},
		{"Carrow's Institute of Marine Science", "Institute of Marine Science"},
		{"Carrow’s Institute", "Carrow"},
		{"North Valdoria's Institute", "North Valdoria"},
		{"University of North Valdoria's Institute", "North Valdoria"},
		{"Sam's Club", "Sam's Club"},
		{"Brackenford's Primary School", "Brackenford's Primary School"},
		{"Carrow's", "Carrow's"}, // no name after the owner
		{"Carrow Council", "Carrow Council"},
		// A weekday or a month owns no name: a date, whatever is known.
		{"February's Paris Accord", "Paris Accord"},
		{"Saturday's France", "Saturday"},
	} {
		if got := ownerSplit(tt.name, known); got != tt.want {
			t.Errorf("ownerSplit(%q) = %q, want %q", tt.name, got, tt.want)
		}
	}
}

// TestNamesWithoutOwner: a story's names, batch and stream, list no
// name run on over an owner the story names alone. The text is invented.
func TestNamesWithoutOwner(t *testing.T) {
	at := time.Date(2026, 3, 10, 9, 0, 0, 0, time.UTC)
	docs := []Doc{
		{ID: "a", Title: "Carrow survey finds trust in harbour board falling", Published: at, Text: "A survey by Carrow's Institute of Marine Science found that trust in the Harbour Board was falling. " +
			"Carrow has long argued over the harbour, and the survey of Carrow residents by Carrow's Institute of Marine Science was the largest yet."},
		{ID: "b", Title: "Harbour board trust falls in Carrow survey", Published: at.Add(time.Hour), Text: "Trust in the Harbour Board is falling, Carrow's Institute of Marine Science said after a survey. " +
			"Residents of Carrow told Carrow's Institute of Marine Science that the board did not listen."},
	}
	check := func(mode string, names []string) {
		t.Helper()
		for _, n := range names {
			if strings.Contains(n, "'s ") {
				t.Errorf("%s: names %q list %q, the owner kept in the name", mode, names, n)
			}
		}
		if len(names) == 0 {
			t.Errorf("%s: no names", mode)
		}
	}
	ss, err := Summarize(docs, []string{"a", "a"}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	check("batch", ss[0].Names)
	a := mustNew(t, Options{})
	for _, d := range docs {
		a.Add(d)
	}
	st, ok := a.Story("a")
	if !ok {
		t.Fatal("no story a in the stream")
	}
	if st.Size != 2 {
		t.Fatalf("stream: story a has %d members, want 2", st.Size)
	}
	check("stream", st.Names)
	t.Logf("batch %q, stream %q", ss[0].Names, st.Names)
}
