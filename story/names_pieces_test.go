package story

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/copydesk/copydesk/textnorm"
)

// TestPlainNamesTitleCaseLines: a name word in a line of capitalised
// words (a table's row, a heading in title case: "Six Mths" between the
// rows of a Reuters earnings table) is not written plain: there case
// tells no name from a word, and "Mths" was listed as a name. A line of
// wrapped text that a sentence goes on from or into is running text
// ("Oriental Federal Savings Bank of\nHumacao, Puerto Rico, said ...").
// The texts are invented.
func TestPlainNamesTitleCaseLines(t *testing.T) {
	w := DefaultWeights()
	x := newExtractor(&w)
	table := "Shr 11 cts vs 13 cts\n    Net 1,037,690 vs 1,270,460\n    Six Mths\n    Shr 25 cts vs 31 cts\n    Net 2,319,376 vs 2,930,507"
	for _, tt := range []struct {
		title, text string
		word        string // a name feature of the text
		plain       bool
	}{
		{"DUNMERE CORP 2ND QTR NET", table, "Mths", false},
		{"", "Net Income Rose\nThe Dunmere plant of Halversen Glassworks said its Net Income rose in the year.", "Halversen Glassworks", true},
		// Wrapped text: the sentence goes on over the line's end.
		{"", "Halversen Glassworks Savings Bank of\nDunmere, Tollin, said an initial public offering of\n656,819 common shares is under way at 11.50 dlrs per share.", "Glassworks Savings", true},
		{"", "Halversen Glassworks Ltd\nsaid it extended its stock repurchase program for six months.", "Glassworks Ltd", true},
	} {
		x.extract(tt.title, tt.text, nil)
		found := false
		for i := range x.disp {
			if x.disp[i].kind == kindName && x.display(i) == tt.word {
				found = true
				if got := x.plain(i); got != tt.plain {
					t.Errorf("%q in %q: plain %v, want %v", tt.word, tt.text, got, tt.plain)
				}
			}
		}
		if !found {
			t.Errorf("%q in %q: no name feature", tt.word, tt.text)
		}
	}
}

// TestFullNameAfterTitle: a report names a person in full once, then by
// a title and the surname ("Mr Brekke"); the surname alone outvoted the
// full name. A name after a title votes, in a member that names the
// person in full, for that full name; two people of one surname, or a
// member without the full name, leave the surname. The names are
// invented.
func TestFullNameAfterTitle(t *testing.T) {
	for _, tt := range []struct {
		c    string
		runs [][]string
		want string
	}{
		{"Brekke", [][]string{{"Tomas Brekke", "Mr Brekke", "Mr Brekke"}, {"Mr Brekke", "Tomas Brekke"}, {"Brekke"}}, "Tomas Brekke"},
		{"Brekke", [][]string{{"Tomas Brekke", "Dr. Brekke", "Tollin", "Dr. Brekke"}, {"Tomas Brekke", "Dr. Brekke"}}, "Tomas Brekke"},
		{"Brekke", [][]string{{"Mr Brekke"}, {"Mr Brekke", "Tollin"}, {"Tomas Brekke"}}, "Brekke"},
		{"Brekke", [][]string{{"Tomas Brekke", "Mr Brekke"}, {"Anna Brekke", "Mrs Brekke"}}, "Brekke"},
		// "President Halvard" is as the features write it.
		{"President Halvard", [][]string{{"President Halvard", "Ivar Halvard"}}, "President Halvard"},
	} {
		if got := fullName(tt.c, splitRuns(tt.runs)); got != tt.want {
			t.Errorf("fullName(%q, %q) = %q, want %q", tt.c, tt.runs, got, tt.want)
		}
	}
}

// checkListed reports, under label, each of want that names lacks and
// each of wantNone that it lists.
func checkListed(t *testing.T, label string, names, want, wantNone []string) {
	t.Helper()
	for _, w := range want {
		if !slices.Contains(names, w) {
			t.Errorf("%s: names %q lack %q", label, names, w)
		}
	}
	for _, w := range wantNone {
		if slices.Contains(names, w) {
			t.Errorf("%s: names %q list %q", label, names, w)
		}
	}
}

// checkNameRuns checks the name runs of text with the document
// frequencies df (want) and without them (wantNo).
func checkNameRuns(t *testing.T, x *extractor, df *docFreq, text string, want, wantNo []string) {
	t.Helper()
	if got := x.nameRuns("", text, nil, df); !slices.Equal(got, want) {
		t.Errorf("nameRuns(%q) = %q, want %q", text, got, want)
	}
	if got := x.nameRuns("", text, nil, nil); !slices.Equal(got, wantNo) {
		t.Errorf("nameRuns(%q) without counts = %q, want %q", text, got, wantNo)
	}
}

// countedCorpus is an extractor with the default weights and the
// document frequencies of texts (untitled documents), for the name rules
// that read how a corpus writes a word.
func countedCorpus(texts ...string) (*extractor, *docFreq) {
	w := DefaultWeights()
	x := newExtractor(&w)
	df := newDocFreq(1 << 16)
	for _, text := range texts {
		f := x.extract("", text, nil)
		df.add(&f, x)
	}
	return x, df
}

// namesDescribed is the names describe lists for a story whose features
// are the names given, strongest first, with their document
// frequencies (a word's frequency as a word too: term), the runs of the
// members as given.
func namesDescribed(t *testing.T, names []testName, runs [][]string) []string {
	t.Helper()
	w := DefaultWeights()
	x := newExtractor(&w)
	df := newDocFreq(1 << 16)
	df.n = 1000
	var ws []weighted
	for i, nm := range names {
		words := strings.Fields(nm.name)
		var k uint64
		h := textnorm.Hash([]byte(strings.ToLower(words[0])))
		if len(words) == 1 {
			k = mix(nsName, h)
			term := nm.term
			if term == 0 {
				term = nm.n
			}
			e, _ := df.m.put(x.stem([]byte(strings.ToLower(words[0])), h))
			e.n, e.kind, e.surf = term, kindTerm, strings.ToLower(words[0])
		} else {
			k = mix(mix(nsPair, h), textnorm.Hash([]byte(strings.ToLower(words[1]))))
		}
		e, _ := df.m.put(k)
		e.n, e.kind, e.plain, e.surf = nm.n, kindName, uint16(nm.n), nm.name
		ws = append(ws, weighted{k, float64(len(names) - i)})
	}
	_, got, _ := describe(x, df, ws, nil, splitRuns(runs))
	return got
}

type testName struct {
	name string
	n    float32 // documents holding it
	term float32 // documents holding the word (0: n)
}

// TestStoryNamesPiecesAndOwnNames: a word that the members write only
// inside names of others, none written by most, is no name of its own
// ("Ltd" of "Pellham Paper Ltd", "Carrow Glass Ltd", "Dunmere Steel
// Ltd"), and was listed; a word a longer candidate holds is listed
// beside it when it is a name of its own: the corpus writes it without
// that one in most documents, two members or more write it alone and
// most of those nowhere the longer one, it is no common word, and it
// does not end the longer name ("Valdoria" beside "Minero Valdoria
// Comercial SA"; not "Brekke" beside "Tomas Brekke", nor "Bank" beside
// "Central Bank"), and the word listed leaves out the company it names
// with a legal form after it ("Valdoria Corp"; not "Valdoria Group"); a
// surname after a title is shown as the member names the person in
// full. The names are invented.
func TestStoryNamesPiecesAndOwnNames(t *testing.T) {
	for _, tt := range []struct {
		names    []testName
		runs     [][]string
		want     []string
		wantNone []string
	}{
		{
			[]testName{{"Ltd", 40, 0}, {"Tollin", 12, 0}},
			[][]string{{"Pellham Paper Ltd", "Tollin"}, {"Carrow Glass Ltd"}, {"Dunmere Steel Ltd", "Tollin"}},
			[]string{"Tollin"}, []string{"Ltd"},
		},
		{
			// One name written in two ways: no piece.
			[]testName{{"Boveri", 10, 0}},
			[][]string{{"Halden AG Brown Boveri"}, {"AG Brown Boveri"}},
			[]string{"Boveri"}, nil,
		},
		{
			[]testName{{"Valdoria", 50, 0}, {"Minero Valdoria", 3, 0}},
			[][]string{{"Valdoria", "Minero Valdoria Comercial SA"}, {"Valdoria"}, {"Valdoria", "Tollin"}, {"Valdoria"}},
			[]string{"Valdoria", "Minero Valdoria Comercial SA"}, nil,
		},
		{
			// The word and its legal form: one company, listed once.
			[]testName{{"Valdoria", 50, 0}, {"Valdoria Corp", 3, 0}},
			[][]string{{"Valdoria", "Valdoria Corp"}, {"Valdoria"}, {"Valdoria", "Tollin"}, {"Valdoria"}},
			[]string{"Valdoria"}, []string{"Valdoria Corp"},
		},
		{
			[]testName{{"Valdoria", 50, 0}, {"Valdoria Holdings", 3, 0}},
			[][]string{{"Valdoria", "Valdoria Holdings Inc"}, {"Valdoria"}, {"Valdoria", "Tollin"}, {"Valdoria"}},
			[]string{"Valdoria"}, []string{"Valdoria Holdings Inc"},
		},
		{
			// A group of that name is another ("JPEG Group").
			[]testName{{"Valdoria", 50, 0}, {"Valdoria Group", 3, 0}},
			[][]string{{"Valdoria", "Valdoria Group"}, {"Valdoria"}, {"Valdoria", "Tollin"}, {"Valdoria"}},
			[]string{"Valdoria", "Valdoria Group"}, nil,
		},
		{
			// A common word, written in lower case in most documents.
			[]testName{{"Trust", 50, 400}, {"Tollin Trust", 3, 0}},
			[][]string{{"Trust", "Tollin Trust Company"}, {"Trust"}, {"Trust"}},
			[]string{"Tollin Trust Company"}, []string{"Trust"},
		},
		{
			// The longer name's head: the same name cut short.
			[]testName{{"Brekke", 50, 0}, {"Tomas Brekke", 3, 0}},
			[][]string{{"Tomas Brekke", "Brekke"}, {"Brekke"}, {"Brekke"}},
			[]string{"Tomas Brekke"}, []string{"Brekke"},
		},
		{
			[]testName{{"Brekke", 50, 0}, {"Tollin", 12, 0}},
			[][]string{{"Tomas Brekke", "Mr Brekke", "Mr Brekke", "Tollin"}, {"Tomas Brekke", "Mr Brekke"}, {"Mr Brekke", "Tomas Brekke"}},
			[]string{"Tomas Brekke", "Tollin"}, []string{"Brekke"},
		},
	} {
		checkListed(t, fmt.Sprintf("%v with runs %q", tt.names, tt.runs), namesDescribed(t, tt.names, tt.runs), tt.want, tt.wantNone)
	}
}
