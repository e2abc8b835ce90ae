package brief

import (
	"slices"
	"strings"
	"testing"

	"github.com/copydesk/copydesk/internal/growth"
)

// TestPronounSpeaker: "she said" names the person named before it in its
// paragraph, not the last quoted speaker two paragraphs up (the ferry
// story's mayor was credited to the trawler's skipper), and nobody rather
// than a wrong name.
func TestPronounSpeaker(t *testing.T) {
	text := `The skipper, Callum Reilly, heard the mayday. “We just threw everything we had over the side,” Reilly told Strait Radio.

The death toll stands at 14, the coastguard said on Wednesday morning.

Port Ellis mayor Henrietta Vale said the town had lost neighbours and friends. “Nobody here will forget last night,” she said. “We will look after these families for as long as it takes.”

Dariusz Wróbel, a 52-year-old lorry driver travelling with his truck, said he felt the deck shudder. “I heard the cars moving below us,” he said. “People were climbing over the seats.”

Judith Ambrose of the Seafarers’ Safety Trust said ferries remained vulnerable. “Even a few centimetres of loose water can destabilise a ship,” she said.

“That was the worst night of my life,” she added.

The ferry sank in minutes.

“Nobody could have stopped it once it began,” he said.

Among the dead was a girl, identified as Yolanda Mandofi, whose head was crushed, said local hospital director Hengky Tewu. “Our ambulances are picking up two more,” he said.

Snider, who attended King's news conference, said he backed King. “I really don't question Billy at all,” he said.

Peyton Hillis added 101 yards for the Chiefs. “This game was on my shoulders,” he said.
`
	want := map[string]string{
		"We just threw":        "Reilly",
		"Nobody here will":     "Henrietta Vale",
		"We will look":         "Henrietta Vale",
		"I heard the":          "Dariusz Wróbel",
		"People were climbing": "Dariusz Wróbel",
		"Even a few":           "Judith Ambrose of the Seafarers’ Safety Trust",
		"That was the":         "Judith Ambrose of the Seafarers’ Safety Trust", // a paragraph opening with the quotation goes on
		"Nobody could have":    "",                                              // the paragraph before names nobody
		"Our ambulances are":   "Hengky Tewu",
		"I really don't":       "Snider",
		"This game was":        "Peyton Hillis", // "added 101 yards" is no speech, but Hillis is its subject (subjectBefore)
	}
	got := quoteSpeakers(text)
	for q, w := range want {
		if got[q] != w {
			t.Errorf("%q: speaker %q, want %q", q, got[q], w)
		}
	}
}

// TestPronounSpeakerLinePerSentence: a text of one sentence a line shows
// no paragraphs; the quotation's line and the two before it stand for one.
func TestPronounSpeakerLinePerSentence(t *testing.T) {
	text := "Kempthorne, at a news conference, said that the rules were clear.\n" +
		"\"Nothing in the regulation relieves a federal agency of its duty,\" he said.\n" +
		"Officials met on Friday.\nThe meeting ran late.\nThe rule takes effect in January.\n" +
		"\"There is no requirement to trace any molecule,\" he said.\n"
	got := quoteSpeakers(text)
	if got["Nothing in the"] != "Kempthorne" || got["There is no"] != "" {
		t.Errorf("speakers %q, want Kempthorne then nobody", got)
	}
}

// longParagraph is one paragraph of n sentences, each quoting somebody
// named before the quotation and ending in "he said".
func longParagraph(n int) string {
	var sb strings.Builder
	for i := range n {
		if i%3 == 0 {
			sb.WriteString("Maria Lindqvist said the inquiry would take months. ")
		}
		sb.WriteString("“The harbour wall failed where the survey said it would,” he said. ")
	}
	return sb.String()
}

// TestPronounSpeakerLongParagraph: a paragraph of one long line (a text
// without line breaks) is read near each quotation only; rescanning all of
// it for every quotation took 23 s on 380 KB.
func TestPronounSpeakerLongParagraph(t *testing.T) {
	growth.Linear(t, 500, func(n int) func() { // 2000 sentences: about 180 KB
		text := longParagraph(n)
		return func() {
			if got := quoteSpeakers(text); got["The harbour wall"] != "Maria Lindqvist" {
				t.Errorf("speaker %q, want Maria Lindqvist", got["The harbour wall"])
			}
		}
	})
	// A name further back than the window is not taken for the speaker.
	far := "Maria Lindqvist said the inquiry would take months. " + strings.Repeat("The tide rose and the wall held for now. ", 60) +
		"“The harbour wall failed where the survey said it would,” he said."
	if got := quoteSpeakers(far)["The harbour wall"]; got != "" {
		t.Errorf("speaker %q from %d bytes back, want nobody", got, len(far))
	}
}

// Quotations are merged when one holds the other's words in a run, whole
// words only; a quotation of no words (dashes) held every later one over
// 20 letters (the empty string is in every string) and took its place.
func TestQuotesMerge(t *testing.T) {
	text := "He paused. “— — — — —” he said.\n\n" +
		"“We will rebuild the harbour wall before the winter storms,” said Mayor Ann Cole.\n\n" +
		"Cole later repeated: “We will rebuild the harbour wall before the winter storms, whatever it costs.”\n\n" +
		"“Rebuild the harbour wall before the winter storm,” said one fisherman."
	b := &builder{in: Input{Docs: []Doc{{ID: "a", Text: text}}}}
	b.split()
	b.numberSources()
	var got []string
	for _, q := range b.quotes() {
		got = append(got, q.Text)
	}
	want := []string{
		"— — — — —",
		"We will rebuild the harbour wall before the winter storms, whatever it costs.",
		"Rebuild the harbour wall before the winter storm",
	}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("quotes:\n%q\nwant\n%q", got, want)
	}
}

// A pronoun before the quotation ("He said: “...”") names nobody: it was
// the speaker "He", shown as "— He" and "(according to He)".
func TestPronounBeforeQuote(t *testing.T) {
	text := "The ferry sank in minutes. He said: “We lost fourteen people in the water.”\n\n" +
		"They said: “The coastguard came far too late for them.”"
	for first, who := range quoteSpeakers(text) {
		if who != "" {
			t.Errorf("%q: speaker %q, want none", first, who)
		}
	}
}

// One quotation carried by two outlets has one speaker: the one naming
// them in full ("General Ann Cole") over the one giving the surname
// ("Cole"), whichever is read first.
func TestQuoteSpeakerFullestAcrossOutlets(t *testing.T) {
	short := "Cole said the crews would stay \"for obvious safety reasons, we keep every crew in the harbour tonight\" as the storm passed."
	full := "\"For obvious safety reasons, we keep every crew in the harbour tonight,\" said General Ann Cole."
	for _, order := range [][2]string{{short, full}, {full, short}} {
		b := &builder{in: Input{Docs: []Doc{{ID: "a", Text: order[0]}, {ID: "b", Text: order[1]}}}}
		b.split()
		b.numberSources()
		qs := b.quotes()
		if len(qs) != 1 {
			t.Fatalf("quotes %+v, want one", qs)
		}
		if qs[0].Speaker != "General Ann Cole" {
			t.Errorf("speaker %q, want General Ann Cole (first text %q)", qs[0].Speaker, order[0][:20])
		}
	}
}

// A document cites a quotation when it carries most of it: one quoting
// four of its words (seeds: 001's "for obvious force protection
// reasons" of Allen's sentence of 25) is no source of it, read first or
// last; one carrying more than half of it is.
func TestQuoteCitesMostOfIt(t *testing.T) {
	full := "\"For obvious harbour safety reasons, I have also taken immediate measures to recall all other crews working on the quays in and around the harbour,\" said General Ann Cole."
	few := "Cole said she recalled the crews \"for obvious harbour safety reasons\" but the port stays open."
	most := "Cole said: \"I have also taken immediate measures to recall all other crews working on the quays in and around the harbour.\""
	// The fragment read first names its speaker, the quotation another:
	// the first named is kept, as when the fragment cited it.
	board := strings.Replace(full, "said General Ann Cole", "said the harbour board", 1)
	// A whole sentence of a long quotation is no borrowed phrase, though
	// it is less than half the quotation's words.
	long := "\"For obvious harbour safety reasons, I have also taken immediate measures to recall all other crews working on the quays in and around the harbour. The ferries will run again on Monday once the inspectors have checked every berth on the east side of the port and the cranes above them. Nobody who works here will lose a day's pay while the quays are closed,\" said General Ann Cole."
	sentence := "Cole said: \"The ferries will run again on Monday once the inspectors have checked every berth on the east side of the port and the cranes above them.\""
	for _, tt := range []struct {
		docs    []string
		want    []int // the documents cited, by their order in docs
		speaker string
	}{
		{[]string{few, full}, []int{1}, "General Ann Cole"},
		{[]string{full, few}, []int{0}, "General Ann Cole"},
		{[]string{full, most}, []int{0, 1}, "General Ann Cole"},
		{[]string{most, full}, []int{0, 1}, "General Ann Cole"},
		{[]string{few, board}, []int{1}, "Cole"},
		{[]string{long, sentence}, []int{0, 1}, "General Ann Cole"},
		{[]string{sentence, long}, []int{0, 1}, "General Ann Cole"},
	} {
		var docs []Doc
		for k, d := range tt.docs {
			docs = append(docs, Doc{ID: string(rune('a' + k)), Text: d})
		}
		b := &builder{in: Input{Docs: docs}}
		b.split()
		b.numberSources()
		qs := b.quotes()
		if len(qs) != 1 {
			t.Fatalf("quotes %+v, want one", qs)
		}
		var got []int
		for _, c := range qs[0].Citations {
			got = append(got, c.Doc)
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("first %q: cited %v, want %v", tt.docs[0][:20], got, tt.want)
		}
		if qs[0].Speaker != tt.speaker {
			t.Errorf("first %q: speaker %q, want %q", tt.docs[0][:20], qs[0].Speaker, tt.speaker)
		}
	}
}

func TestFullerName(t *testing.T) {
	for _, c := range []struct {
		long, short string
		want        bool
	}{
		{"General John Allen", "Allen", true},
		{"Sir Clive Woodward", "Woodward", true},
		{"Allen", "Allen", false},
		{"Jo Tallen", "Allen", false},
		{"Kenteris' lawyer Gregory Ioannidis", "Gregory Ioannidis", false},
		{"the 36-year-old Klitschko", "Klitschko", false},
		{"Aceh district resident Bensu Elianita", "Bensu Elianita", false},
	} {
		if got := fullerName(c.long, c.short); got != c.want {
			t.Errorf("fullerName(%q, %q) = %v, want %v", c.long, c.short, got, c.want)
		}
	}
}
