package brief

import "testing"

// TestSpeakerNotTheReported: in `He said Tokyo, in resisting ..., had
// been "holding back ..."` the subject of "said" is "He" and Tokyo is
// what he speaks of: the name after the verb was read as an inverted
// speaker (", said Dean McCarron") and the quotation went to "Tokyo". No
// speaker follows a verb after a pronoun, nor after "and" ("... and said
// U.S. banks"); "He" goes to the last speaker named before, or nobody.
// Nor is the name after "said" the speaker when a name before the verb is
// its subject: `Ida Quell said the U.S. ferry count was ...` then `"...,"
// she said` is not "U.S". Invented sentences.
func TestSpeakerNotTheReported(t *testing.T) {
	checkOneSpeaker(t, []speakerCase{
		{"pronoun subject, nobody before",
			"The port board met in Veldmark.\n\nHe said Tokyo, in resisting the plan, had been “holding back the talks for months.”", ""},
		{"pronoun subject, a speaker before",
			"Ida Quell said the board would meet again. He said Tokyo, in resisting the plan, had been “holding back the talks for months.”", "Ida Quell"},
		{"and said",
			"The minister flew home and said Tokyo, in resisting the plan, had stalled the talks.\n\n“We are holding back for now,” he said.", ""},
		// The pronoun after a dash or a no-break space, characters of
		// more than one byte: the word before the verb was read from
		// inside the character, and was no pronoun.
		{"pronoun after a dash",
			"The port board met in Veldmark and adjourned\u2014he said Tokyo, in resisting the plan, had been “holding back the talks for months.”", ""},
		{"pronoun after a no-break space",
			"The port board met in Veldmark.\u00a0He said Tokyo, in resisting the plan, had been “holding back the talks for months.”", ""},
		// Still a speaker after the verb, a comma left out too.
		{"no comma",
			"The talks will resume next week said harbour chief Ida Quell. “We will wait for them,” she said.", "Ida Quell"},
		{"after a comma",
			"The talks will resume, said harbour chief Ida Quell. “We will wait for them,” she said.", "Ida Quell"},
		{"after a quotation",
			"“The talks will resume,” said Ida Quell. “We will wait for them,” she said.", "Ida Quell"},
		// A name subject before the verb, the name after it reported.
		{"said the U.S.", "The ferry was late again.\n\nIda Quell said the U.S. ferry count was lower than last year. “We will open the quay in the spring, come what may,” she said.", "Ida Quell"},
		{"said Varn", "The ferry was late again.\n\nIda Quell said Varn would pay. “We will open the quay in the spring, come what may,” she said.", "Ida Quell"},
		{"inverted, kept", "The ferry was late again.\n\nThe count was low, said harbour master Ida Quell. “We will open the quay in the spring, come what may,” she said.", "Ida Quell"},
	})
}

// TestUnclosedQuoteNoLaterSpeaker: a quotation never closed ran on to
// the mark opening a later one, and the words after that mark gave its
// speaker: `"The talks are over for now. Tom Dahl wrote "Harbour Radio
// said so"` went to "Harbour Radio". Those words are the later
// quotation's. Invented sentences.
func TestUnclosedQuoteNoLaterSpeaker(t *testing.T) {
	for _, tc := range []struct{ name, text, want string }{
		{"a name after the mark",
			"The port board met on Monday. \"The talks are over for now. Tom Dahl wrote \"Harbour Radio said so\" on the board.", ""},
		{"a speaker before",
			"Ida Quell said: \"The talks are over for now. Tom Dahl wrote \"Harbour Radio said so\" on the board.", "Ida Quell"},
		// Still: a closed quotation's speaker after it.
		{"closed",
			"The port board met on Monday. \"The talks are over for now,\" Harbour Radio said.", "Harbour Radio"},
		{"closed after a space",
			"The port board met on Monday.\n\"The talks are over for now, \"said Harbour Radio.", "Harbour Radio"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := quoteSpeakers(tc.text)["The talks are"]; got != tc.want {
				t.Errorf("speaker %q, want %q", got, tc.want)
			}
		})
	}
}
