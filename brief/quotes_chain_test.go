package brief

import "testing"

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
		// Another speaker since: nobody.
		{"others before a wrapped verb", lead + "    The board had put off the decision twice already, analysts\ntold reporters on the quay.\n" + quote, ""},
		{"another's verb joined by and", lead + "    The board put off the decision twice and said the pier was\nalready a year late.\n" + quote, ""},
		{"another's clause before and", lead + "    He said the board, which met on Friday, had voted and said\nthe pier was already a year late.\n" + quote, ""},
	})
}
