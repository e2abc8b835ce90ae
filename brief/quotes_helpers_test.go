package brief

// Helpers of the quotation and speaker tests.

import (
	"strings"
	"testing"
)

// quoteSpeakers returns the speaker of each quotation of a one-document
// story, by the quotation's first words.
func quoteSpeakers(text string) map[string]string {
	b := &builder{in: Input{Docs: []Doc{{ID: "a", Text: text}}}}
	b.split()
	out := map[string]string{}
	for _, q := range b.docQuotes(0) {
		out[strings.Join(strings.Fields(text[q.start:q.end])[:3], " ")] = q.speaker
	}
	return out
}

// speakerCase is a text of one quotation and the speaker it should get.
type speakerCase struct{ name, text, want string }

// checkOneSpeaker briefs each text beside a document without quotations
// and checks that its one quotation gets the speaker wanted.
func checkOneSpeaker(t *testing.T, tests []speakerCase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := Build(Input{Docs: []Doc{{ID: "a", Text: tt.text}, {ID: "b", Text: "Nothing here."}}}, Options{})
			if len(b.Quotes) != 1 {
				t.Fatalf("quotes = %+v, want one", b.Quotes)
			}
			if got := b.Quotes[0].Speaker; got != tt.want {
				t.Errorf("speaker = %q, want %q", got, tt.want)
			}
		})
	}
}

// quoteTexts returns the quotations of a one-document story and their
// speakers, each as "words | speaker", in text order.
func quoteTexts(text string) []string {
	b := &builder{in: Input{Docs: []Doc{{ID: "a", Text: text}}}}
	b.split()
	var out []string
	for _, q := range b.docQuotes(0) {
		out = append(out, strings.Join(strings.Fields(text[q.start:q.end]), " ")+" | "+q.speaker)
	}
	return out
}

// checkFaresSpeaker checks the speaker of the quotation opening "The
// fares will" in each text.
func checkFaresSpeaker(t *testing.T, tests []speakerCase) {
	t.Helper()
	for _, tt := range tests {
		if got := quoteSpeakers(tt.text)["The fares will"]; got != tt.want {
			t.Errorf("%s: speaker %q, want %q", tt.name, got, tt.want)
		}
	}
}

// pronounSpeakerOf is the speaker of text's one quotation.
func pronounSpeakerOf(text string) string {
	b := Build(Input{Docs: []Doc{{ID: "a", Text: text}, {ID: "b", Text: "Nothing here."}}}, Options{})
	if len(b.Quotes) != 1 {
		return "?"
	}
	return b.Quotes[0].Speaker
}

// The fares texts are openings that speaker cases continue: a name
// as subject of a speech verb, a quoted speaker, and another name as
// subject of a verb in -ed after a quoted speaker (who is "she" right
// after it, subjectBefore).
const (
	fareOpenNamed  = "The ferry was late again.\n\nIda Quell said the quay would open in the spring. "
	fareOpenQuoted = "The ferry was late again.\n\n“We will open the quay in the spring,” said Ida Quell. "
	fareOpenOther  = "The ferry was late again.\n\n“We will open the quay in the spring,” said Tom Dahl. Ida Quell welcomed the vote. "
)
