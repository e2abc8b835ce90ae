package brief

import (
	"strings"
	"testing"
)

// TestQuoteSpeakerWrappedCRLF: text with "\r\n" or lone "\r" line endings
// reads as the same text with "\n": a hard-wrapped line break between a
// name and its verb is a space, and the attribution after a quotation is
// unwrapped (else the quotation goes to nobody, or to the wrong name).
// A blank line between a
// name and its verb ends a paragraph and joins nothing.
func TestQuoteSpeakerWrappedCRLF(t *testing.T) {
	base := []speakerCase{
		{"she said", "    The ferry was late again on Monday, the harbour board\nsaid. Tom Dahl of the union said fares were high. Harbour master Ida Quell\nsaid the quay would open. \"We will open it in the spring, come what\nmay,\" she said.\n    Fares rose.\n", "Ida Quell"},
		{"stray blank line", "    The ferry was late again on Monday, the harbour board\nsaid.\n\n    \"We will open it in the spring, come what may,\" Quell\ntold reporters.\n    Fares rose.\n", "Quell"},
		{"said, wrapped", "    The ferry was late again on Monday, the harbour board\nsaid.\n    \"We will open it in the spring, come what may,\" said\nIda Quell.\n    Fares rose.\n", "Ida Quell"},
	}
	var tests []speakerCase
	for _, eol := range []string{"\n", "\r\n", "\r"} {
		for _, tt := range base {
			tests = append(tests, speakerCase{tt.name + " " + strings.ReplaceAll(strings.ReplaceAll(eol, "\r", "CR"), "\n", "LF"), strings.ReplaceAll(tt.text, "\n", eol), tt.want})
		}
	}
	checkOneSpeaker(t, tests)
}

// TestQuoteSpeakerBlankLineBeforeVerb: a blank line between a name and a
// verb ends a paragraph: `Ida Quell¶ ¶said` is no subject. Read as a
// space there, any run of line breaks and spaces would give "she said"
// in hard-wrapped text (where a line of spaces is no blank line for the
// layout, but ends a paragraph) to the name ending the paragraph before.
func TestQuoteSpeakerBlankLineBeforeVerb(t *testing.T) {
	for _, eol := range []string{"\n", "\r\n", "\r"} {
		for _, blank := range []string{" ", "\t"} {
			text := strings.ReplaceAll("    The ferry board met on Monday and the harbour master\nwas Ida Quell\n"+blank+"\nsaid the quay would open. \"We will open it in the spring,\ncome what may,\" she said.\n    Fares rose.\n", "\n", eol)
			if got := pronounSpeakerOf(text); got == "Ida Quell" {
				t.Errorf("%q: speaker %q across a blank line", text, got)
			}
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

// TestQuoteSpeakerRepliedNotSpeech: "replied" and "retorted" are speech
// verbs only before what was said (a quotation, a colon, "that"), not
// before "with", "by" or an object: `Irish replied with three penalties`
// does not make "Irish" the person "she said" goes to.
func TestQuoteSpeakerRepliedNotSpeech(t *testing.T) {
	tests := []speakerCase{
		{"replied with", "The match was close.\n\nCoach Ida Quell said the side had started well. Irish replied with three penalties before the break. “We kept our heads and the kicks came,” she said.", "Coach Ida Quell"},
		{"retorted by", "The match was close.\n\nCoach Ida Quell said the side had started well. Varn retorted by scoring twice before the break. “We kept our heads and the kicks came,” she said.", "Coach Ida Quell"},
		{"replied that", "The match was close.\n\nCoach Ida Quell said the side had started well. Tom Dahl replied that the referee was wrong. “We kept our heads and the kicks came,” he said.", "Tom Dahl"},
		{"replied, quoted", "The match was close.\n\nCoach Ida Quell said the side had started well. Tom Dahl replied, “Not at all.” “We kept our heads and the kicks came,” he said.", "Tom Dahl"},
	}
	for _, tt := range tests {
		got := quoteSpeakers(tt.text)
		if got["We kept our"] != tt.want {
			t.Errorf("%s: speakers %q, want %q", tt.name, got, tt.want)
		}
	}
}

// TestQuoteSpeakerNotTheReported: the name after "said" is the object of
// the report when a name before the verb is its subject: `Ida Quell said
// the U.S. ferry count was ...` then `"...," she said` is not "U.S".
func TestQuoteSpeakerNotTheReported(t *testing.T) {
	tests := []speakerCase{
		{"said the U.S.", "The ferry was late again.\n\nIda Quell said the U.S. ferry count was lower than last year. “We will open the quay in the spring, come what may,” she said.", "Ida Quell"},
		{"said Varn", "The ferry was late again.\n\nIda Quell said Varn would pay. “We will open the quay in the spring, come what may,” she said.", "Ida Quell"},
		{"inverted, kept", "The ferry was late again.\n\nThe count was low, said harbour master Ida Quell. “We will open the quay in the spring, come what may,” she said.", "Ida Quell"},
	}
	checkOneSpeaker(t, tests)
}

// TestQuoteSpeakerNextColonAttribution: the words after a quotation that
// ends a sentence, up to a colon opening the next quotation, are that
// quotation's attribution, not this one's: in `Quell told reporters: "...
// the U.S." Dahl told Harbour Radio on Monday: "..."` (a full stop the
// sentences are not split at) the first is not Dahl's.
func TestQuoteSpeakerNextColonAttribution(t *testing.T) {
	for _, marks := range [][2]string{{"“", "”"}, {`"`, `"`}} {
		o, c := marks[0], marks[1]
		for _, end := range []string{"to the U.S." + c, "at 9 a.m." + c, "in the spring." + c, "in the spring" + c + "."} {
			text := "The ferry was late again.\n\nIda Quell told reporters: " + o + "We will sell the quay " + end + " Tom Dahl told Harbour Radio on Monday: " + o + "The fares must fall this year." + c + "\n"
			got := quoteSpeakers(text)
			if got["We will sell"] != "Ida Quell" || got["The fares must"] != "Tom Dahl" {
				t.Errorf("%q: speakers %q, want Ida Quell's and Tom Dahl's", text, got)
			}
		}
		// A comma before the close: the words after are its attribution.
		text := "The ferry was late again.\n\n" + o + "We will open the quay in the spring," + c + " Tom Dahl told Harbour Radio on Monday: " + o + "The fares must fall this year." + c + "\n"
		if got := quoteSpeakers(text); got["We will open"] != "Tom Dahl" {
			t.Errorf("%q, comma: speakers %q, want Tom Dahl's", text, got)
		}
	}
}
