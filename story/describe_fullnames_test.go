package story

import (
	"slices"
	"strings"
	"testing"
	"time"
)

// TestSummarizeNamesAsWritten: the features pair adjacent name words, so
// a name of three words ("Dunmere Glassworks Ltd") was listed as its two
// pairs, a title pair ("Commander Petra") beside the name it was cut
// from, and a weekday with a possessive ("Tuesday's") as a name. The
// names are listed as the members write them, each once, and no weekday
// or month alone. The text is invented.
func TestSummarizeNamesAsWritten(t *testing.T) {
	at := time.Date(2026, 3, 10, 9, 0, 0, 0, time.UTC)
	docs := []Doc{
		{ID: "a", Title: "Fire guts glassworks in Tollin", Published: at, Text: "Firefighters were called to Dunmere Glassworks Ltd in Tollin before dawn. " +
			"Station Commander Petra Holm said the furnace hall was lost. Tuesday’s shift had left. " +
			"Dunmere Glassworks Ltd said its staff were safe, and Petra Holm praised the crews of Tollin."},
		{ID: "b", Title: "Tollin glassworks blaze under control", Published: at.Add(time.Hour), Text: "A blaze at Dunmere Glassworks Ltd in Tollin is under control. " +
			"Station Commander Petra Holm said crews worked through Tuesday’s night. " +
			"Workers at Dunmere Glassworks Ltd were sent home from Tollin."},
		{ID: "c", Title: "Glassworks fire: what we know", Published: at.Add(2 * time.Hour), Text: "The fire at Dunmere Glassworks in Tollin started in the furnace hall, " +
			"Station Commander Petra Holm told reporters. Dunmere Glassworks Ltd employs 200 people in Tollin, and Tuesday’s order book was full."},
	}
	ss, err := Summarize(docs, []string{"a", "a", "a"}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	names := ss[0].Names
	for _, want := range []string{"Dunmere Glassworks Ltd", "Petra Holm", "Tollin"} {
		if !slices.Contains(names, want) {
			t.Errorf("names %q lack %q", names, want)
		}
	}
	for _, n := range names {
		if n == "Tuesday" {
			t.Errorf("names %q list the weekday", names)
		}
		for _, o := range names {
			if o != n && strings.Contains(o, " ") && strings.Contains(n, " ") && strings.Contains(o, n) {
				t.Errorf("names %q list %q and its piece %q", names, o, n)
			}
		}
		if strings.Contains(n, "Commander") {
			t.Errorf("names %q list the title %q", names, n)
		}
	}
}

// TestFullName: a name feature is shown as the longer name most of the
// members that write it write it in, one vote a member.
func TestFullName(t *testing.T) {
	for _, tt := range []struct {
		c    string
		runs [][]string
		want string
	}{
		{"Pellham Paper", [][]string{{"Pellham Paper Co", "Eastgate"}, {"Pellham Paper Co"}}, "Pellham Paper Co"},
		{"Paper Co", [][]string{{"Pellham Paper Co"}, {"Brackenford", "Pellham Paper Co"}}, "Pellham Paper Co"},
		// Possessive and case.
		{"Aldhelm", [][]string{{"Aldhelm’s Primary School"}, {"ALDHELM'S PRIMARY SCHOOL"}}, "Aldhelm’s Primary School"},
		// Half the members write it alone: it stays.
		{"Pellham Paper", [][]string{{"Pellham Paper Co"}, {"Pellham Paper"}}, "Pellham Paper"},
		// A member's vote is shared by how often it writes each form.
		{"Valdoria", [][]string{{"Valdoria Bank", "Valdoria", "Valdoria"}, {"Valdoria"}, {"Valdoria", "Valdoria Bank"}}, "Valdoria"},
		{"Valdoria", [][]string{{"Valdoria Bank", "Valdoria"}, {"Valdoria Bank"}, {"Valdoria Bank"}}, "Valdoria Bank"},
		// Members that do not write it have no vote.
		{"Marine Accident", [][]string{{"Marine Accident Board"}, {"Carrow"}, {}}, "Marine Accident Board"},
		// After "of", a name of its own.
		{"Valdoria", [][]string{{"Central Bank of Valdoria"}, {"Central Bank of Valdoria"}}, "Valdoria"},
		{"Central Bank", [][]string{{"Central Bank of Valdoria"}, {"Central Bank of Valdoria"}}, "Central Bank of Valdoria"},
		// Titles before a person's name go; a name before a title ends there.
		{"Leon Fairweather", [][]string{{"Station Commander Leon Fairweather"}, {"Leon Fairweather"}, {"Commander Leon Fairweather"}}, "Leon Fairweather"},
		{"Commander Leon", [][]string{{"Station Commander Leon Fairweather"}, {"Commander Leon Fairweather"}}, "Leon Fairweather"},
		{"Chief Fire", [][]string{{"Chief Fire Officer Ruth Adebayo"}}, "Ruth Adebayo"},
		{"General Tractors", [][]string{{"General Tractors President Amara Castellanos"}}, "General Tractors"},
		{"Acme Widget", [][]string{{"Acme Widget Corp Chairman Jon Dee"}}, "Acme Widget Corp"},
		// A title before a single word stays as the feature was.
		{"Reagan", [][]string{{"President Reagan"}, {"President Reagan"}}, "Reagan"},
		{"President Reagan", [][]string{{"President Reagan"}, {"President Reagan Administration"}}, "President Reagan"},
		{"Carrow", nil, "Carrow"},
	} {
		if got := fullName(tt.c, splitRuns(tt.runs)); got != tt.want {
			t.Errorf("fullName(%q, %q) = %q, want %q", tt.c, tt.runs, got, tt.want)
		}
	}
}

// TestPickNamesShown: names are listed in their full forms, each once,
// without the pieces of a name listed, nor a weekday or a month alone.
func TestPickNamesShown(t *testing.T) {
	for _, tt := range []struct {
		cands, shown, want []string
	}{
		{
			[]string{"Brackenford", "Pellham Paper", "Paper Co", "Pellham", "Ruth Adebayo"},
			[]string{"Brackenford", "Pellham Paper Co", "Pellham Paper Co", "Pellham", "Ruth Adebayo"},
			[]string{"Brackenford", "Pellham Paper Co", "Ruth Adebayo"},
		},
		{
			// A piece not made whole by the members' votes still goes
			// beside the name it is a piece of, whichever comes first.
			[]string{"Paper Co", "Pellham Paper"},
			[]string{"Paper Co", "Pellham Paper Co"},
			[]string{"Paper Co"},
		},
		{
			[]string{"Valdoria", "Thursday", "Central Bank", "March", "May Holt"},
			[]string{"Valdoria", "Thursday", "Central Bank of Valdoria", "March", "May Holt"},
			[]string{"Valdoria", "Central Bank of Valdoria", "May Holt"},
		},
		{
			// Without the members' texts.
			[]string{"Thursday", "Pellham Paper", "Pellham Paper Co", "Sunday"},
			nil,
			[]string{"Pellham Paper"},
		},
	} {
		var show func(int) string
		if tt.shown != nil {
			show = func(i int) string { return tt.shown[i] }
		}
		if got := pickNames(tt.cands, show, nil, describeNames); !slices.Equal(got, tt.want) {
			t.Errorf("pickNames(%q, %q) = %q, want %q", tt.cands, tt.shown, got, tt.want)
		}
	}
}

// TestNameRuns: the runs of adjacent name words of a text as written.
func TestNameRuns(t *testing.T) {
	w := DefaultWeights()
	x := newExtractor(&w)
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Crews reached Pellham Paper Co. in Brackenford on Friday.", []string{"Pellham Paper Co", "Brackenford"}},
		{"Rates were cut by the Central Bank of Valdoria, and Amara Castellanos of Northern Mutual said so.",
			[]string{"Central Bank of Valdoria", "Amara Castellanos", "Northern Mutual"}},
		{"It was Ostvik Home’s depot, Ingrid Sæther said.", []string{"Ostvik Home", "Ingrid Sæther"}},
		// A line break or punctuation ends a run; a word opening a
		// sentence is a name when written as one elsewhere.
		{"They met Tomas Ferreira.\nCarrow waited, with Port Ellis and Kestrel Strait.", []string{"Tomas Ferreira", "Port Ellis", "Kestrel Strait"}},
		{"They met Tomas Ferreira.\nCarrow waited, with Port Ellis and Carrow Council.", []string{"Tomas Ferreira", "Carrow", "Port Ellis", "Carrow Council"}},
		{"OSCAR NIGHT IN HOLLYWOOD\nThe Oscar went to Hollywood.", []string{"Oscar", "Hollywood"}},
		{"Shares of Wal-Mart Stores Inc rose on the New York Stock Exchange, New shares said.", []string{"Wal-Mart Stores Inc", "New York Stock Exchange"}},
	} {
		if got := x.nameRuns("", tt.text, nil, nil); !slices.Equal(got, tt.want) {
			t.Errorf("nameRuns(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

// TestFullNameWordForms: names the features cut at "New", a hyphen, a
// possessive and a longer title.
func TestFullNameWordForms(t *testing.T) {
	for _, tt := range []struct {
		c    string
		runs [][]string
		want string
	}{
		{"York Stock", [][]string{{"New York Stock Exchange"}, {"New York Stock Exchange"}}, "New York Stock Exchange"},
		{"Mart Stores", [][]string{{"Wal-Mart Stores Inc"}, {"Wal-Mart Stores Inc"}}, "Wal-Mart Stores Inc"},
		{"Robert Kilroy", [][]string{{"Robert Kilroy-Silk"}, {"Robert Kilroy-Silk", "Kilroy-Silk"}}, "Robert Kilroy-Silk"},
		// An owner the member writes alone is a name of its own.
		{"TMC Mortgage", [][]string{{"Salomon Inc's TMC Mortgage Securities", "Salomon Inc"}, {"TMC Mortgage Securities"}}, "TMC Mortgage Securities"},
		{"Alliant", [][]string{{"Alliant's FX", "Alliant"}, {"Alliant"}}, "Alliant"},
		{"Aldhelm’s Primary", [][]string{{"Aldhelm’s Primary School"}}, "Aldhelm’s Primary School"},
		{"James Baker", [][]string{{"Treasury Secretary James Baker"}, {"Treasury Secretary James Baker"}}, "James Baker"},
		{"Secretary James", [][]string{{"Treasury Secretary James Baker"}, {"Treasury Secretary James Baker"}}, "James Baker"},
		{"John Ashcroft", [][]string{{"Attorney General John Ashcroft"}, {"Attorney General John Ashcroft"}}, "John Ashcroft"},
		{"George Shultz", [][]string{{"Secretary of State George Shultz"}, {"Secretary of State George Shultz"}}, "George Shultz"},
	} {
		if got := fullName(tt.c, splitRuns(tt.runs)); got != tt.want {
			t.Errorf("fullName(%q, %q) = %q, want %q", tt.c, tt.runs, got, tt.want)
		}
	}
}

// TestFullNameCase: a name first written in a headline's capitals is
// shown as the members' texts write it.
func TestFullNameCase(t *testing.T) {
	if got := fullName("CHEMIE LINZ", splitRuns([][]string{{"Chemie Linz"}, {"Chemie Linz AG"}, {"Chemie Linz"}})); got != "Chemie Linz" {
		t.Errorf("got %q, want %q", got, "Chemie Linz")
	}
}

// splitRuns splits each member's runs into words, as memberRuns does.
func splitRuns(runs [][]string) [][][]string {
	out := make([][][]string, len(runs))
	for i, rs := range runs {
		for _, r := range rs {
			out[i] = append(out[i], strings.Fields(r))
		}
	}
	return out
}

// indexWords finds a name's words in a text whatever their case, capitals
// of two bytes whose lower case starts with another byte (Cyrillic Р-Я,
// Greek Π-Ω) and punctuation a name is read without included.
func TestIndexWordsCaseAndPunctuation(t *testing.T) {
	for _, c := range []struct {
		words, part []string
		want        int
	}{
		{[]string{"Сергей", "Рахманинов", "играл"}, []string{"сергей", "рахманинов"}, 0},
		{[]string{"ο", "Παπαδόπουλος", "είπε"}, []string{"παπαδόπουλος"}, 1},
		{[]string{"shares", "of", "(Acme", "Corp)", "rose"}, []string{"acme", "corp"}, 2},
		{[]string{"Acme", "Corp"}, []string{"acme", "group"}, -1},
	} {
		if got := indexWords(c.words, c.part); got != c.want {
			t.Errorf("indexWords(%q, %q) = %d, want %d", c.words, c.part, got, c.want)
		}
	}
}

// fullName is fullNameIn with the first-letter sets read from runs, as
// the tests ask for one name at a time.
func fullName(c string, runs [][][]string) string {
	return fullNameIn(c, runs, runLetters(runs))
}
