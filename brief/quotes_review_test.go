package brief

import "testing"

// TestQuoteSpeakerNoClauseWord: words that open a clause are no
// speakers. `Then I said, "..."` is not "Then" (the rule taking a day off
// the end of a name, `," said Lawrence yesterday`, must not take the
// pronoun "I" off "Then I"); a partial quotation after a sentence's first
// word is not "Because", "For",
// "What" (`Because "it says so" is no answer`), as if that word were
// the subject of `Karzai "condemned ..."`; and a sentence opening with
// "He said" read "explained why the E.U." as naming the speaker
// (`"...," explained Ida Quell`), not the one "he" is, spoken of.
func TestQuoteSpeakerNoClauseWord(t *testing.T) {
	tests := []speakerCase{
		{"then I", "The crowd gathered at the gate of the depot.\n\nThen I said, “We are not thieves and we never were.” Nobody answered.", ""},
		{"but I", "The crowd gathered at the gate of the depot.\n\nBut I said, “We are not thieves and we never were.” Nobody answered.", ""},
		{"and I", "The crowd gathered at the gate of the depot.\n\nAnd I said, “We are not thieves and we never were.” Nobody answered.", ""},
		{"because", "The crowd gathered at the gate of the depot.\n\nBecause “it says so in the rule book” is no answer to give them.", ""},
		{"for", "The crowd gathered at the gate of the depot.\n\nFor “the tolls are too high for any of us” and nobody listens.", ""},
		{"what", "The crowd gathered at the gate of the depot.\n\nWhat “the council may think is right” may not be what the islanders want.", ""},
		{"explained why", "    Quell said in an interview that it was a matter she would not discuss.\n    He said that if he explained why the E.U. agreed to help\nkeep the fund “I would have to talk about\nthe private deals” on the fund.\n", "Quell"},
		// Still named.
		{"subject", "The crowd gathered at the gate of the depot.\n\nKarzai “condemned with the strongest words” the burning of the books.", "Karzai"},
		{"yesterday", "“The quay will be rebuilt by the spring,” said Lawrence yesterday.", "Lawrence"},
		{"said title", "“The quay will be rebuilt by the spring,” said Harbour Master Ida Quell.", "Harbour Master Ida Quell"},
	}
	checkOneSpeaker(t, tests)
}
