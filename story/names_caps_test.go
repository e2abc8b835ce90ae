package story

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/copydesk/copydesk/textnorm"
)

// capsDocs are wire reports under headlines in capitals, as Reuters
// writes them: a headline word the text never writes in lower case is a
// name feature ("GIVEN", "SELLS"), and the pairs of such words too
// ("GIVEN AID"), though nothing but the headline's case says so. The
// texts are invented.
func capsDocs(at time.Time) []Doc {
	return []Doc{
		{ID: "a", Title: "HALVERSEN GLASSWORKS GIVEN 24 MLN CROWN AID", Published: at, Text: "The Bank of Tollin said it had provided " +
			"the Dunmere plant with 24 mln crowns of aid on the day, after the TFCU union asked for help.\n" +
			"    Halversen said the aid would keep the furnaces of the plant in Dunmere running through the winter.\n" +
			"    The TFCU union and the bank will meet again in Tollin next month."},
		{ID: "b", Title: "TFCU WELCOMES HALVERSEN AID", Published: at.Add(time.Hour), Text: "The TFCU union said the aid from " +
			"the Bank of Tollin to Halversen would save jobs at the plant in Dunmere.\n" +
			"    The union said shares of Halversen were up on the day, and that it would meet the bank in Tollin next month."},
		{ID: "c", Title: "TOLLIN BANK SAYS HALVERSEN AID AGREED", Published: at.Add(2 * time.Hour), Text: "The Bank of Tollin said the aid " +
			"to the Dunmere plant had been agreed with the TFCU union.\n" +
			"    A spokesman for Halversen said the plant in Dunmere would run through the winter on the aid from the bank."},
	}
}

// TestCapsHeadlineNames: a word or a pair that only titles in capitals
// write as a name is no name of the story's ("GIVEN", "GIVEN AID",
// "WELCOMES"); a name the texts write is listed as they write it
// ("Halversen", not the first headline's "HALVERSEN"), and an acronym
// the texts write in capitals stays ("TFCU"). In the batch and in the
// stream; the assignments are those of before (names are display only).
func TestCapsHeadlineNames(t *testing.T) {
	at := time.Date(2026, 3, 10, 9, 0, 0, 0, time.UTC)
	docs := capsDocs(at)
	ss, err := Summarize(docs, []string{"a", "a", "a"}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	a := mustNew(t, Options{})
	for _, d := range docs {
		if got := a.Add(d); got.Story != "a" {
			t.Fatalf("%s joined %q, want a", d.ID, got.Story)
		}
	}
	st, _ := a.Story("a")
	for _, tt := range []struct {
		run   string
		names []string
	}{{"batch", ss[0].Names}, {"stream", st.Names}} {
		for _, want := range []string{"Halversen", "TFCU", "Dunmere", "Bank of Tollin"} {
			if !slices.Contains(tt.names, want) {
				t.Errorf("%s names %q lack %q", tt.run, tt.names, want)
			}
		}
		for _, n := range tt.names {
			for _, w := range strings.Fields(n) {
				if len(w) >= 4 && w == strings.ToUpper(w) && w != "TFCU" {
					t.Errorf("%s names %q list %q, known only from headlines in capitals", tt.run, tt.names, n)
					break
				}
			}
		}
	}
}

// TestPlainNameCounts: the document frequencies count, for each name,
// the documents writing it as a name in mixed-case text, and take a
// document back as it leaves (Remove); a snapshot keeps the counts
// (version 3), and one of version 2 is read with a name shown in lower
// case taken for plain, one shown in capitals not.
func TestPlainNameCounts(t *testing.T) {
	at := time.Date(2026, 3, 10, 9, 0, 0, 0, time.UTC)
	docs := capsDocs(at)
	a := mustNew(t, Options{})
	for _, d := range docs {
		a.Add(d)
	}
	name := func(a *Assigner, w string) dfEntry {
		return a.df.m.get(mix(nsName, textnorm.Hash([]byte(w))))
	}
	for _, tt := range []struct {
		word        string
		n, plain    float32
		surf        string
		plainListed bool
	}{
		{"halversen", 3, 2, "Halversen", true}, // doc a opens sentences with it alone
		{"tfcu", 3, 3, "TFCU", true},
		{"given", 1, 0, "GIVEN", false},
		{"welcomes", 1, 0, "WELCOMES", false},
	} {
		e := name(a, tt.word)
		if e.n != tt.n || float32(e.plain) != tt.plain || e.surf != tt.surf || plainName(e) != tt.plainListed {
			t.Errorf("%s: n %v plain %d surf %q listed %v, want %v %v %q %v", tt.word, e.n, e.plain, e.surf, plainName(e), tt.n, tt.plain, tt.surf, tt.plainListed)
		}
	}
	for _, tt := range []struct {
		version uint64
		tfcu    uint16 // plain count of TFCU read back
		given   uint16
	}{{snapshotVersion, 3, 0}, {2, 0, 0}} {
		b, err := a.marshal(tt.version)
		if err != nil {
			t.Fatal(err)
		}
		r := mustNew(t, Options{})
		if err := r.UnmarshalBinary(b); err != nil {
			t.Fatalf("version %d: %v", tt.version, err)
		}
		if got := name(r, "tfcu").plain; got != tt.tfcu {
			t.Errorf("version %d: TFCU plain %d, want %d", tt.version, got, tt.tfcu)
		}
		if got := name(r, "given").plain; got != tt.given {
			t.Errorf("version %d: GIVEN plain %d, want %d", tt.version, got, tt.given)
		}
		if got := name(r, "halversen").plain; got != 3 && tt.version < 3 || got != 2 && tt.version >= 3 {
			t.Errorf("version %d: Halversen plain %d", tt.version, got)
		}
	}
	a.Remove("a", docs[1], false)
	if e := name(a, "tfcu"); e.n != 2 || e.plain != 2 {
		t.Errorf("TFCU after a removal: n %v plain %d, want 2 2", e.n, e.plain)
	}
}

// TestPlainNames: a name feature is written plain (extractor.plain) where
// the case tells a name from a word: not in a title or a line in
// capitals, not in a sentence shouted in capitals inside a line (three
// words or more in capitals, a stop word among them), and not alone
// opening a sentence. An acronym in mixed-case text is plain, a run of
// acronyms too. The texts are invented.
func TestPlainNames(t *testing.T) {
	w := DefaultWeights()
	x := newExtractor(&w)
	for _, tt := range []struct {
		title, text string
		word        string // a name feature of the text
		plain       bool
	}{
		{"", "The board said IT DOES NOT MAKE SENSE to close the Dunmere plant.", "SENSE", false},
		{"", "The board said IT DOES NOT MAKE SENSE to close the Dunmere plant.", "Dunmere", true},
		{"", "The TFCU union said the Dunmere plant would close.", "TFCU", true},
		{"", "Sales of the IBM PC XT rose at Dunmere, the board said.", "IBM", true},
		// A name because the title in capitals writes it (decideNames),
		// shown as first written plain.
		{"HALVERSEN TO CLOSE PLANT", "Workers at Dunmere were told on the day.\nHalversen said the plant would close.", "HALVERSEN", false},
		{"HALVERSEN TO CLOSE PLANT", "Workers at Dunmere were told on the day.\nHalversen Glassworks said the plant would close.", "Halversen", true},
		{"DUNMERE PLANT GIVEN AID", "The Bank of Tollin said it had provided the Dunmere plant with aid on the day, and the plant would run.", "GIVEN", false},
		{"DUNMERE PLANT GIVEN AID", "The Bank of Tollin said it had provided the Dunmere plant with aid on the day, and the plant would run.", "Dunmere", true},
	} {
		x.extract(tt.title, tt.text, nil)
		found := false
		for i := range x.disp {
			if x.disp[i].kind == kindName && x.disp[i].disp == dispText && x.display(i) == tt.word {
				found = true
				if got := x.plain(i); got != tt.plain {
					t.Errorf("%q in %q / %q: plain %v, want %v", tt.word, tt.title, tt.text, got, tt.plain)
				}
			}
		}
		if !found {
			t.Errorf("%q in %q / %q: no name feature", tt.word, tt.title, tt.text)
		}
	}
}
