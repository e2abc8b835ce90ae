package brief

import (
	"strings"
	"testing"
)

// TestQuoteSpeakerEarlierChain: "he said" goes on from the person named a
// few paragraphs up when every verb of saying since has "he" as its
// subject, also when the wires break the line between the pronoun and
// its verb (`he¶told`), an auxiliary comes between (`he has said`), or
// the verb is joined by "and" or "but" to a clause of his (`But he said
// ... and noted`). Until 7 December 2026 each of these read as another
// speaker, and the quotation had none (Reuters, BBC).
func TestQuoteSpeakerEarlierChain(t *testing.T) {
	const lead = "    Port Ellis ferry tolls will rise in May to pay for the new\npier, harbour director Tom Dahl said on Monday.\n"
	const quote = "    \"We cannot wait for another winter to pass before acting,\" he\nsaid.\n"
	checkOneSpeaker(t, []speakerCase{
		{"pronoun before a wrapped verb", lead + "    The board had put off the decision twice already, he\ntold reporters on the quay.\n" + quote, "Tom Dahl"},
		{"auxiliary before the verb", lead + "    The board had put off the decision twice already, he has\nsaid in the past.\n" + quote, "Tom Dahl"},
		{"verb joined by and", lead + "    But he said the board had put off the decision twice and\nnoted that the pier was already late.\n" + quote, "Tom Dahl"},
		{"verb joined by but", lead + "    He said the board had met twice but warned that the pier\nwas already a year late.\n" + quote, "Tom Dahl"},
		{"subject joined to the pronoun's speech by but", lead + "    Harbour master Ida Quell declined to give a date for the work,\nbut she said the board would meet again.\n" + "    \"We cannot wait for another winter to pass before acting,\" she\nsaid.\n", "Ida Quell"},
		// Another speaker since: nobody.
		{"others before a wrapped verb", lead + "    The board had put off the decision twice already, analysts\ntold reporters on the quay.\n" + quote, ""},
		{"another's verb joined by and", lead + "    The board put off the decision twice and said the pier was\nalready a year late.\n" + quote, ""},
		{"another's clause before and", lead + "    He said the board, which met on Friday, had voted and said\nthe pier was already a year late.\n" + quote, ""},
	})
}

// TestNamedOther: between a speaker named a few paragraphs up and "he
// said", a person named in full may be "he", and then the quotation has
// no speaker; a place, a body or a company is no person. Until 7
// December 2026 "Australia's" after "Bankers Trust Australia Ltd", "Gulf
// Canada" (Gulf Canada Corp), "The Bundesbank", "Meanwhile, Britain",
// "the National People's Congress", "Hong Kong" and "New York" were read
// as persons named (of 40 unresolved "he said" quotations read, 3 were
// lost so).
func TestNamedOther(t *testing.T) {
	for _, tc := range []struct {
		name, before, s string
		want            bool
	}{
		{"person in full", "", "The prize went to Robbie Williams on Friday.", true},
		{"surname brought in whole", "Coach Arsene Wenger left early. ", "Those claims were put to Wenger in Paris.", true},
		{"titled surname brought in whole", "It is the view of President Reagan. ", "The bill now goes to Reagan for a signature.", true},
		{"company's word", "Bankers Trust Australia Ltd said so. ", "The rise will improve Australia's trade, he said.", false},
		{"company bare", "Gulf Canada Corp owns 49 pct. ", "It could sell part of it to Gulf with Canada's consent.", false},
		{"after a determiner", "The Bundesbank left rates alone. ", "The rates are for Bundesbank officials to decide.", false},
		{"after a comma", "Meanwhile, Britain said no. ", "The plan now goes to Britain for a decision.", false},
		{"modifier in -based", "Dallas-based Hunt Oil said so. ", "The offer was made to Hunt on Friday.", false},
		{"month", "Opec February output rose. ", "Output fell in February, he said.", false},
		{"a body's words", "", "In an address to the National People's Congress, he spoke.", false},
		{"surname brought in whole on a wrapped line", "Governor Robert\nHeller proposed it. The Heller plan is new. ", "As envisioned by Heller, a basket would be used.", true},
		{"name with an apostrophe", "", "Ireland have the return of Brian O'Driscoll who missed the game.", true},
		{"possessive before the surname", "Dahl's deputy Quell spoke. ", "The plan goes to Quell for approval.", false},
		{"a body's name", "", "He spoke at the Mitsubishi Research Institute on Friday.", false},
		{"a person before a body", "", "He spoke to Robbie Williams, Congress heard.", true},
		{"a place", "", "He spoke to reporters in Hong Kong, and in New York.", false},
	} {
		text := tc.before + tc.s
		if got := namedOther(text, len(tc.before), len(text), "Tom Dahl"); got != tc.want {
			t.Errorf("%s: namedOther = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestQuoteSpeakerFragmentSentence: the person opening the sentence
// before "he said" as its subject is "he" also when the sentence quotes
// a few words after its verb (`Tom Dahl called the decision "a
// disgrace".`); until 7 December 2026 a sentence with any quotation mark
// was not read for its subject, and the quotation had no speaker (5 of
// 40 unresolved ones read, BBC and Reuters). Not when the quotation
// comes first: its words may name the person.
func TestQuoteSpeakerFragmentSentence(t *testing.T) {
	const quote = "\"We cannot wait for another winter to pass before acting,\" he said."
	checkOneSpeaker(t, []speakerCase{
		{"sentence before", "The board met on Monday.\n\nTom Dahl called the decision \"a disgrace\" on the quay. " + quote, "Tom Dahl"},
		{"paragraph before", "The board met on Monday.\n\nHarbour director Tom Dahl called the decision \"a disgrace\".\n\nThe vote was close. " + quote, "Harbour director Tom Dahl"}, // named so when quoted
		{"after a colon", "The board met on Monday.\n\nTom Dahl accused the board of \"sitting on its hands\". He said: \"We cannot wait for another winter to pass before acting.\"", "Tom Dahl"},
		{"subject no person", "The board met on Monday.\n\nThe mayor called Tom Dahl's plan \"a disgrace\" on the quay. " + quote, ""},
		// `Ongpin has made it clear ..., the source said.`: the
		// sentence is another's report of the subject.
		{"another reports the sentence", "The board met on Monday.\n\nTom Dahl has made it clear that the tolls will rise, a source said.\n\n" + quote, ""},
		// `Gerard Guillonneau of France, speaking for consumers, agreed`:
		// another person opens a sentence, its subject though not read.
		{"another opens a sentence", "The board met on Monday.\n\nTom Dahl called the decision \"a disgrace\" on the quay.\n\nIvo Brand of the ferry union, speaking for the crews, agreed that the pier was late.\n\n" + quote, ""},
		{"quotation first", "The board met on Monday.\n\n\"Tom Dahl\" was the one name the paper printed. " + quote, ""},
	})
}

// TestIntroduced: a surname is brought in whole after a capitalised word
// that is no sentence's end: `with Gerard.  Bullock also gave` brings in
// nobody (until 7 December 2026 the speaker "Gerard. Bullock", 20
// Newsgroups); the two words may be on two lines of hard-wrapped text
// (`Chairman Paul¶Volcker`, until then not read).
func TestIntroduced(t *testing.T) {
	for _, tc := range []struct{ name, text, last, want string }{
		{"given name", "The trash went to Tom Bullock on Monday. Bullock said so.", "Bullock", "Tom Bullock"},
		{"on two lines", "Board chairman Paul\nVolcker spoke on Monday. Volcker said so.", "Volcker", "Paul Volcker"},
		{"title's full stop", "The trash went to Dr. Bullock on Monday. Bullock said so.", "Bullock", "Dr. Bullock"},
		{"sentence's end", "He shared the reports with Gerard.  Bullock also gave the trash away. Bullock said so.", "Bullock", ""},
		{"comma", "The reports went to Gerard, Bullock and Quell. Bullock said so.", "Bullock", ""},
	} {
		if got := introduced(tc.text, strings.LastIndex(tc.text, tc.last), tc.last); got != tc.want {
			t.Errorf("%s: introduced = %q, want %q", tc.name, got, tc.want)
		}
	}
}
