package story

import (
	"slices"
	"testing"
	"time"
)

// TestNameRunsSentenceOpener: the first word of a sentence is a name
// word only when its text writes it as one elsewhere, so a name opening
// a sentence lost its first word ("Aldhelm's Primary School" of "St
// Aldhelm's Primary School", "Sanders" of "Patricia Sanders"). The run
// takes that word when the documents counted write it as a name at
// least half as often as at all; a common word opening the sentence
// ("Police", "Despite", "Coach") stays out. The texts are invented.
func TestNameRunsSentenceOpener(t *testing.T) {
	x, df := countedCorpus(
		"A vigil is planned at St Brannoc's Church in Dunmere.",
		"They met Patricia Holm in Tollin, and Patricia Ward was there.",
		"The police said the coach was late despite the rain. The police came.",
		"Local police and a coach driver, despite the weather, helped Police Scotland.",
		"A police car and a coach were hit.",
	)
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"St Aldhelm’s Primary School in Brackenford closed on Thursday.", []string{"St Aldhelm’s Primary School", "Brackenford"}},
		// A courtesy title before a name is kept in its run (fullName
		// tells the name after a title).
		{"The fire spread. Patricia Sanders said Ms Sanders would stay.", []string{"Patricia Sanders", "Ms Sanders"}},
		{"Police Inspector Arne Voss arrived. Despite Tollin's pleas, he left. Coach Ruud Berg left too.", []string{"Inspector Arne Voss", "Tollin", "Ruud Berg"}},
		// The first word of the text, and a word written capitalised
		// mid-sentence elsewhere in the text: as before.
		{"Tollin Council met. It asked Tollin Council again.", []string{"Tollin Council", "Tollin Council"}},
	} {
		if got := x.nameRuns("", tt.text, nil, df); !slices.Equal(got, tt.want) {
			t.Errorf("nameRuns(%q) = %q, want %q", tt.text, got, tt.want)
		}
		// Without the counts, as before.
		if got := x.nameRuns("", tt.text, nil, nil); slices.Contains(got, "St Aldhelm’s Primary School") || slices.Contains(got, "Patricia Sanders") {
			t.Errorf("nameRuns(%q) without counts = %q", tt.text, got)
		}
	}
}

// TestStoryNamesSentenceOpener: the batch and the stream list the school
// by its full name when the one member naming it opens a sentence with
// it; the stream as the counts stand when the member arrives (after a
// document writing "St" mid-sentence). The text is invented.
func TestStoryNamesSentenceOpener(t *testing.T) {
	at := time.Date(2026, 3, 10, 9, 0, 0, 0, time.UTC)
	docs := []Doc{
		{ID: "b", Title: "Smoke closes Brackenford school", Published: at, Text: "St Aldhelm’s Primary School in Brackenford closed on Thursday after smoke from the Eastgate warehouse fire drifted over its playground. " +
			"The Eastgate warehouse fire burned for hours, and Brackenford crews stayed overnight."},
		{ID: "a", Title: "Eastgate warehouse fire in Brackenford", Published: at.Add(-time.Hour), Text: "A warehouse fire at Eastgate in Brackenford burned for hours. " +
			"Pupils of St Brannoc’s Academy were kept inside, and the Eastgate warehouse was lost, Brackenford crews said."},
	}
	ss, err := Summarize(docs, []string{"b", "b"}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(ss[0].Names, "St Aldhelm’s Primary School") {
		t.Errorf("batch names %q lack St Aldhelm’s Primary School", ss[0].Names)
	}
	a := mustNew(t, Options{})
	a.Add(docs[1])
	a.Add(docs[0])
	st, _ := a.Story("a")
	if !slices.Contains(st.Names, "St Aldhelm’s Primary School") {
		t.Errorf("stream names %q lack St Aldhelm’s Primary School", st.Names)
	}
}
