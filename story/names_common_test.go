package story

import (
	"slices"
	"testing"
)

// TestStoryNamesCommonWords: a word capitalised in names and headlines
// but written in lower case in most documents holding it is no name alone
// ("Group", "Seven" of "Group of Seven", "Poor" of "Standard and Poor's":
// Reuters listed "Trade" 64 times, "Class" 55,
// "Seven" 36), nor is a title alone ("President", "Sen"). A word whose stem
// the corpus writes as other words too ("treasuries" for "Treasury",
// "francs" for "France") is common only below a quarter; a word in
// capitals is an acronym ("AIDS"). The numbers are invented.
func TestStoryNamesCommonWords(t *testing.T) {
	for _, tt := range []struct {
		names    []testName
		want     []string
		wantNone []string
	}{
		{[]testName{{"Group", 10, 40}, {"Tollin", 12, 0}}, []string{"Tollin"}, []string{"Group"}},
		{[]testName{{"Seven", 5, 90}, {"Tollin", 12, 20}}, []string{"Tollin"}, []string{"Seven"}},
		{[]testName{{"President", 50, 60}, {"Minister", 40, 0}, {"Tollin", 12, 0}}, []string{"Tollin"}, []string{"President", "Minister"}},
		// Stemming changes the word: kept at 30 of 70.
		{[]testName{{"Treasury", 30, 70}, {"Tollin", 12, 0}}, []string{"Treasury", "Tollin"}, nil},
		{[]testName{{"Treasury", 10, 70}, {"Tollin", 12, 0}}, []string{"Tollin"}, []string{"Treasury"}},
		{[]testName{{"AIDS", 10, 90}, {"Tollin", 12, 0}}, []string{"AIDS", "Tollin"}, nil},
	} {
		got := namesDescribed(t, tt.names, [][]string{{"Tollin"}})
		for _, w := range tt.want {
			if !slices.Contains(got, w) {
				t.Errorf("%v: names %q lack %q", tt.names, got, w)
			}
		}
		for _, w := range tt.wantNone {
			if slices.Contains(got, w) {
				t.Errorf("%v: names %q list %q", tt.names, got, w)
			}
		}
	}
}

// TestStoryNamesPairPieces: words the members write only inside longer
// names, none of them written by most, are no name of their own when
// they open with a legal form or a common word: the tail of many
// companies' names ("Co Inc" of "Pellham Paper Co Inc" and "Carrow Glass
// Co Inc"; Reuters listed "Co Ltd" 67 times). A person named after other
// names each time is listed ("Arne Voss" of "Tollin Arne Voss" and
// "Carrow Arne Voss"). The names are invented.
func TestStoryNamesPairPieces(t *testing.T) {
	for _, tt := range []struct {
		names    []testName
		runs     [][]string
		want     []string
		wantNone []string
	}{
		{
			[]testName{{"Co Inc", 40, 0}, {"Tollin", 12, 0}},
			[][]string{{"Pellham Paper Co Inc", "Tollin"}, {"Carrow Glass Co Inc"}, {"Dunmere Steel Co Inc", "Tollin"}},
			[]string{"Tollin"}, []string{"Co Inc"},
		},
		{
			[]testName{{"Arne Voss", 40, 0}, {"Tollin", 12, 0}},
			[][]string{{"Tollin Arne Voss", "Tollin"}, {"Carrow Arne Voss"}, {"Tollin"}},
			[]string{"Arne Voss", "Tollin"}, nil,
		},
		{
			// Written alone by a member: a name of its own.
			[]testName{{"AG Brown", 40, 0}, {"Tollin", 12, 0}},
			[][]string{{"AG Brown", "Tollin"}, {"Carrow AG Brown Ltd"}, {"Dunmere AG Brown Ltd", "Tollin"}},
			[]string{"AG Brown"}, nil,
		},
		{
			[]testName{{"AG Brown", 40, 0}, {"Tollin", 12, 0}},
			[][]string{{"Tollin"}, {"Carrow AG Brown Ltd"}, {"Dunmere AG Brown Ltd", "Tollin"}},
			[]string{"Tollin"}, []string{"AG Brown"},
		},
	} {
		got := namesDescribed(t, tt.names, tt.runs)
		for _, w := range tt.want {
			if !slices.Contains(got, w) {
				t.Errorf("%v with runs %q: names %q lack %q", tt.names, tt.runs, got, w)
			}
		}
		for _, w := range tt.wantNone {
			if slices.Contains(got, w) {
				t.Errorf("%v with runs %q: names %q list %q", tt.names, tt.runs, got, w)
			}
		}
	}
}

// commonWord runs for every single-word name a story lists: it must not
// allocate.
func TestCommonWordAllocs(t *testing.T) {
	w := DefaultWeights()
	x := newExtractor(&w)
	df := newDocFreq(1 << 10)
	f := x.extract("", "The Group met. A group of Tollin men left.", nil)
	df.add(&f, x)
	x.commonWord(df, "Group") // the stem cached
	if n := testing.AllocsPerRun(100, func() { x.commonWord(df, "Group") }); n != 0 {
		t.Errorf("commonWord allocates %v times, want 0", n)
	}
}

// TestPickNamesLegalFormsOnly: legal forms and no other word are the
// tail of a company's name ("Co Inc" of "Merck and Co Inc"), never a name
// (Reuters listed "Co Inc" 124 times, "Co Ltd" 67).
func TestPickNamesLegalFormsOnly(t *testing.T) {
	for _, tt := range []struct {
		cands, want []string
	}{
		{[]string{"Co Inc", "Tollin", "Corp Ltd", "Cos Inc."}, []string{"Tollin"}},
		{[]string{"Tollin Co Inc", "Co", "Inc Tollin"}, []string{"Tollin Co Inc", "Inc Tollin"}},
	} {
		if got := pickNames(tt.cands, nil, nil, describeNames); !slices.Equal(got, tt.want) {
			t.Errorf("pickNames(%q) = %q, want %q", tt.cands, got, tt.want)
		}
	}
}
