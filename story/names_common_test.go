package story

import (
	"fmt"
	"slices"
	"testing"
)

// TestStoryNamesCommonWords: a word capitalised in names and headlines
// but written in lower case in most documents holding it is no name alone
// ("Group", "Seven" of "Group of Seven", "Poor" of "Standard and Poor's":
// Reuters listed "Trade" 64 times, "Class" 55, "Seven" 36), nor is a
// title alone ("President", "Sen"), nor an office, a name ending with a
// title ("Treasury Secretary", "Prime Minister": 113 lists). A word whose
// stem the corpus writes as other words too ("treasuries" for
// "Treasury", "francs" for "France") is common only below a quarter; a
// word in capitals is an acronym ("AIDS"). The numbers are invented.
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
		// An office: a name ending with a title.
		{[]testName{{"Treasury Secretary", 10, 0}, {"Prime Minister", 10, 0}, {"Tollin", 12, 0}, {"Tomas Brekke", 5, 0}}, []string{"Tollin", "Tomas Brekke"}, []string{"Treasury Secretary", "Prime Minister"}},
	} {
		checkListed(t, fmt.Sprint(tt.names), namesDescribed(t, tt.names, [][]string{{"Tollin"}}), tt.want, tt.wantNone)
	}
}

// TestStoryNamesPairPieces: words the members write only inside longer
// names, none of them written by most, are no name of their own when
// they open with a legal form or a common word: the tail of many
// companies' names ("Co Inc" of "Pellham Paper Co Inc" and "Carrow Glass
// Co Inc"; Reuters listed "Co Ltd" 67 times), and so are such words
// ending with a legal form when no member read writes them. A person
// named after other names each time is listed ("Arne Voss" of "Tollin
// Arne Voss" and "Carrow Arne Voss"). The names are invented.
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
		{
			// A common word and a legal form that no member reads
			// writes: the tail of names the story's other members
			// write ("Group Inc", "Industries Inc": 39 Reuters lists).
			[]testName{{"Group Inc", 40, 0}, {"Group", 10, 40}, {"Pellham Corp", 30, 0}, {"Tollin", 12, 0}},
			[][]string{{"Tollin"}, {"Tollin"}},
			[]string{"Pellham Corp", "Tollin"}, []string{"Group Inc", "Group"},
		},
	} {
		checkListed(t, fmt.Sprintf("%v with runs %q", tt.names, tt.runs), namesDescribed(t, tt.names, tt.runs), tt.want, tt.wantNone)
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
	for _, w := range []string{"Secretary", "Mr.", "MP", "Sen", "Exchequer", "Tollin", "Dai-Ichi", "Röhm", ""} {
		if got, want := anyTitle(w), nameTitle(w) || titleIn(moreTitles, w); got != want {
			t.Errorf("anyTitle(%q) = %v, want %v", w, got, want)
		}
	}
	if n := testing.AllocsPerRun(100, func() { anyTitle("Dai-Ichi") }); n != 0 {
		t.Errorf("anyTitle allocates %v times, want 0", n)
	}
}

// TestNameRunsAnd: a run of name words goes on over "and" after a
// common word capitalised, before a word that is no name in most
// documents, one name ("Securities and Exchange Commission", "Food and
// Drug Administration"): cut there, "Drug Administration" was listed as
// a name in 41 Reuters stories. "And" between names ("Britain and
// France"), before a name ("Group of Five and Canada"), after a title
// ("Chairman and Chief Executive") or before a legal form ("Goldman,
// Sachs and Co") ends the run; without the counts, as before. The texts
// are invented.
func TestNameRunsAnd(t *testing.T) {
	x, df := countedCorpus(
		"The securities firm sold securities to the chairman in Britain.",
		"A food shop and a securities house in Britain were sold by the chairman.",
		"Some securities and food went to France and Britain.",
		"The chairman of the food group said Britain and France agreed.",
		"A drug and an exchange went to Britain and France.",
	)
	for _, tt := range []struct {
		text   string
		want   []string
		wantNo []string // without counts
	}{
		{"The Securities and Exchange Commission and Britain said so.", []string{"Securities and Exchange Commission", "Britain"}, []string{"Securities", "Exchange Commission", "Britain"}},
		{"In 1988 the Food and Drug Administration met.", []string{"Food and Drug Administration"}, []string{"Food", "Drug Administration"}},
		{"Officials from Britain and France met.", []string{"Britain", "France"}, []string{"Britain", "France"}},
		{"Talks on Food and Britain ended.", []string{"Food", "Britain"}, []string{"Food", "Britain"}},
		{"He is Chairman and Chief Executive Arne Voss.", []string{"Chairman", "Chief Executive Arne Voss"}, []string{"Chairman", "Chief Executive Arne Voss"}},
		{"He joined Goldman Securities and Co Inc.", []string{"Goldman Securities", "Co Inc"}, []string{"Goldman Securities", "Co Inc"}},
	} {
		checkNameRuns(t, x, df, tt.text, tt.want, tt.wantNo)
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
