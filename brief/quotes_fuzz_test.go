package brief

import (
	"testing"
	"unicode/utf8"
)

// hardWrapped is wire text wrapped at 60 columns with indented paragraphs:
// a sentence begins on the line before its quotation's.
const hardWrapped = "Harbour Minister Ada Quell said\nthat the accord signed in Varn to share the cost of ferry\nfares showed that the process of talks agreed to at\nthe Colm summit was working.\n    She told the island council the meeting\n\"proved that the process is working.\"\n    She noted that the larger ports had agreed to cut their\nfees while the smaller ones agreed to open their quays\nat night.\n\n    Quell said that for its part, Varn announced a cut in its\nharbour dues to 2.5 pct and would prepare a wider plan\nto draw more traffic after the council passes the\ncurrent budget.\n    She said the islands must also do their share by\ncutting the deficit of the ferry company through fewer\nsailings.\n    \"And we must go on opposing new tolls,\"\nshe added."

// A sentence "She told ... \"...\"" that begins on the line before its
// quotation's made the check for a paragraph opening with "She said"
// slice the text backwards: Reuters' brief panicked.
func TestQuoteSentenceBeforeItsLine(t *testing.T) {
	b := Build(Input{Docs: []Doc{{ID: "a", Text: hardWrapped}, {ID: "b", Text: "Nothing here."}}}, Options{})
	if len(b.Quotes) != 2 {
		t.Fatalf("quotes = %+v, want the two of the text", b.Quotes)
	}
}

// FuzzQuotes: any text gives quotations without a panic, each cited at
// offsets inside its text, on character boundaries.
func FuzzQuotes(f *testing.F) {
	for _, s := range []string{
		hardWrapped,
		"\"We will rebuild,\" said Mayor Henrietta Vale. \"Every house.\"",
		"Karzai \"condemned with the strongest words\" the burning, but told his countrymen: \"Now is the time to be calm.\"",
		"\"There is a camera there. The killer needed a pass,\" the source told Reuters.",
		"Officials met.\n\nHe said the talks would go on and called them \"useful and frank\".",
		"\"We welcome the statement,\" the White House said.\n\n\"We remain committed to the partnership.\"",
		"\"a\"\n\"b c d\" he said\r\n\"e f g\"\u2028\"h i j\"",
		"He said Tokyo, in resisting the plan, had been \"holding back the talks.\"",
		"Talks ended. \"The talks are over. Tom Dahl wrote \"Harbour Radio said so\" on the board.",
		"We are better than this, \"said Stefanski.",
		"    Quell said, \"We have waited long enough for this and the\nislanders know it.\n    \"The tolls will stay as they\nare,\" she said.\n    Fares rose.\n",
		"    Quell said: \"We want the quay open at night\nsoon.\n    The council called it \"a sensible step\" on\nTuesday.\n",
		"A spokeswoman said: \"We are aware of it.\r\n  \u201cWe are working on it.\u201d\n\"\n\"(x\n\"...\u2028\"\u2029",
		"\"We waited,\" said Ida Quell. Tom Dahl said she asked for \"a longer lease on the quay\" too.",
		"Quell told reporters in Port Ellis after the vote: \"We will open.\" But he added: \"Not yet.\" Ida Quell meanwhile said: \"Soon.\"",
		"    Harbour master Ida Quell\nsaid the quay would open. \"We will open it, come\nwhat may,\" she said.\n\n    \"Fares must fall,\" Dahl\ntold reporters.\n",
		"Quell said: \"We will open the quay.\n \t\nHarbour Radio Wales. Quell herself says \"it is a short week,\" she said.",
		"However, \"a\" b. And \"c d e\", Yet Quell had earlier told the Courier this week: \"f g h\"",
		"    Harbour master Ida Quell\r\nsaid the quay would open. \"We will open it, come\r\nwhat may,\" she said.\r\n \r\n    \"Fares must fall,\" Dahl\rtold reporters.\r\nwas Quell\n\t\r\nsaid \"a b c\"\r",
		"Quell said it. Irish replied with three. \"a b c,\" she said. Dahl retorted: \"d e f\" Ida replied, \"g h i\" Tom replied that \"j k l\"",
		"Ida Quell said the U.S. ferry count was low. Said U.S. \"a b c,\" she said. Dahl said Varn. \"d e f,\" he said.",
		"Quell told reporters: \"a b the U.S.\" Dahl told Harbour Radio on Monday: \"c d e\" \"f g h\". Ida said:\"i j k. \" Tom:“",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		if !utf8.ValidString(text) {
			return
		}
		b := Build(Input{Docs: []Doc{{ID: "a", Text: text}, {ID: "b", Text: text + "\n\nMore."}}}, Options{})
		for _, q := range b.Quotes {
			for _, c := range q.Citations {
				doc := text
				if c.Doc == 1 {
					doc = text + "\n\nMore."
				}
				if c.Start < 0 || c.Start > c.End || c.End > len(doc) || c.Start < len(doc) && !utf8.RuneStart(doc[c.Start]) {
					t.Fatalf("quote %q cited at %d-%d of a text of %d bytes", q.Text, c.Start, c.End, len(doc))
				}
			}
		}
	})
}
