package brief

// Which words of an attribution are the speaker's name: not the words of
// a clause, a conjunction or an adverb before it, nor a title in
// lowercase; an epithet for a speaker named before.

import (
	"strings"
	"testing"
)

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

// TestQuoteSpeakerOpeningConjunction: a conjunction or a sentence adverb
// opening the sentence is not the speaker's (`But Woodward said: "` gave
// "But Woodward", `But he added: "` "But he"); nor is a sentence adverb
// between a name and the verb (`Ed Davey meanwhile said: "` gave "Ed
// Davey meanwhile", `"...," Barnes also said` "Barnes also").
func TestQuoteSpeakerOpeningConjunction(t *testing.T) {
	tests := []speakerCase{
		{"but", "The ferry was late again on Monday.\n\nBut Quell said: “We will open the quay in the spring, come what may.”", "Quell"},
		{"and title", "The ferry was late again on Monday.\n\nAnd harbour master Ida Quell told Harbour Radio: “We will open the quay in the spring, come what may.”", "harbour master Ida Quell"},
		{"however", "The ferry was late again on Monday.\n\nHowever the harbour master said: “We will open the quay in the spring, come what may.”", "the harbour master"},
		{"yet", "The ferry was late again on Monday.\n\n“We will open the quay in the spring, come what may,” Yet Quell said.", "Quell"},
		{"but he", "The ferry was late again on Monday.\n\nBut he added: “We will open the quay in the spring, come what may.”", ""},
		{"meanwhile", "The ferry was late again on Monday.\n\nIda Quell meanwhile said: “We will open the quay in the spring, come what may.”", "Ida Quell"},
		{"also after", "The ferry was late again on Monday.\n\n“We will open the quay in the spring, come what may,” Quell also said.", "Quell"},
		{"had earlier", "The ferry was late again on Monday.\n\nQuell had earlier told the Courier: “We will open the quay in the spring, come what may.”", "Quell"},
		{"recently", "The ferry was late again on Monday.\n\n“We will open the quay in the spring, come what may,” Quell recently said.", "Quell"},
		{"said afterwards", "The ferry was late again on Monday.\n\n“We will open the quay in the spring, come what may,” said Quell afterwards.", "Quell"},
		{"but on Friday he", "The ferry was late again on Monday.\n\nBut on Friday he told the Courier: “We will open the quay in the spring, come what may.”", ""},
		{"but one", "The ferry was late again on Monday.\n\nBut one harbour official said: “We will open the quay in the spring, come what may.”", "one harbour official"},
		// Still whole.
		{"family", "The ferry was late again on Monday.\n\n“We will open the quay in the spring, come what may,” the Quell family said.", "the Quell family"},
		{"daily", "The ferry was late again on Monday.\n\n“We will open the quay in the spring, come what may,” the Halvard daily said.", "the Halvard daily"},
		{"Sol", "The ferry was late again on Monday.\n\nSo Ming Quell said: “We will open the quay in the spring, come what may.”", "So Ming Quell"},
	}
	checkOneSpeaker(t, tests)
}

// TestQuoteSpeakerNotAClause: a speaker phrase is a name, not the words
// of a clause before a second verb (`She said fares had hurt Varn but
// told reporters: "` is not "She said fares had hurt Varn but"; `"...."
// He has talked to me and said ...` not "He has talked to me and"), and
// the subject of a reported speech verb after "that" is the speaker
// (`The Courier reports that Quell told a radio station: "`: Quell).
func TestQuoteSpeakerNotAClause(t *testing.T) {
	tests := []speakerCase{
		{"but told", "The ferry was late again on Monday.\n\nShe said fares had hurt Varn but told reporters: “We will open the quay in the spring, come what may.”", ""},
		{"and added, wrapped", "    The ferry was late again on Monday, the board\nsaid.\n    She said the ferry company had cut into the\nsummer trade of Varn Ferries and\nadded: \"We will open the quay in the spring, come what may.\"\n    Fares rose.\n", ""},
		{"reports that", "The ferry was late again on Monday.\n\nThe Courier reports that Ida Quell told a radio station: “We will open the quay in the spring, come what may.”", "Ida Quell"},
		{"claimed that", "The ferry was late again on Monday.\n\nHer book claimed that Ida Quell said: “We will open the quay in the spring, come what may.”", "Ida Quell"},
		{"that, no name", "The ferry was late again on Monday.\n\nIda Quell said in her report that the islands may need more ferries. “We will open the quay in the spring, come what may,” she said.", "Ida Quell"},
		{"a name, kept", "The ferry was late again on Monday.\n\nHarbour master Ida Quell told reporters: “We will open the quay in the spring, come what may.”", "Harbour master Ida Quell"},
	}
	checkOneSpeaker(t, tests)
}

// TestQuoteSpeakerNotAClauseAfter: words after a quotation up to a
// speech verb are no speaker when they end in a conjunction (`"...," Quell
// told Harbour Radio. "... "He has talked to me twice and said ...`: the
// second quotation, its marks paired as BBC sets them, is not "He has
// talked to me twice and"'s). The mark before "He" opens a quotation
// (opensAfterStop), the one before it never closed: "He has talked ..."
// is Quell's words.
func TestQuoteSpeakerNotAClauseAfter(t *testing.T) {
	text := "The ferry was late again on Monday.\n\n\"It is not true,\" Quell told Harbour Radio. \"There is only one thing that made the board wait. \"He has talked to me twice and said the quay will open.\" Quell said more."
	for _, q := range quoteTexts(text) {
		if _, sp, _ := strings.Cut(q, " | "); strings.Contains(sp, "talked") {
			t.Errorf("quotation %q: a clause for its speaker", q)
		}
	}
}

// TestQuoteSpeakerInvertedDeterminer: an inverted speaker opening with a
// lowercase determiner before a common noun (`," said another senior bank
// official`, `," said one analyst`, `," another official said`) is the
// speaker, not the one quoted before: "another" and "one" are not
// refused as lowercase.
func TestQuoteSpeakerInvertedDeterminer(t *testing.T) {
	first := "The ferry was late again.\n\n“We will open the quay in the spring,” said Ida Quell. "
	tests := []speakerCase{
		{"said another", first + "“The fares will fall by a third this year,” said another senior bank official.", "another senior bank official"},
		{"said a", first + "“The fares will fall by a third this year,” said a company spokesman.", "a company spokesman"},
		{"said one", first + "“The fares will fall by a third this year,” said one analyst.", "one analyst"},
		{"another said", first + "“The fares will fall by a third this year,” another official said.", "another official"},
		{"one said", first + "“The fares will fall by a third this year,” one analyst said.", "one analyst"},
	}
	checkFaresSpeaker(t, tests)
}

// TestQuoteSpeakerLowercaseTitle: a title in lowercase before a name in
// the attribution after a quotation (`," said local harbour director Tom
// Dahl.`, `," company chairman Ida Quell said.`) gives the name from its
// first capital on; a particle opens it ("de Vries"). Not after "the",
// "one" or a preposition ("head of the Ellis Harbour Board"), nor in a
// clause ("said he told Tom Dahl").
func TestQuoteSpeakerLowercaseTitle(t *testing.T) {
	q := "“The fares will fall by a third this year,” "
	pre := "The ferry was late again.\n\n"
	tests := []speakerCase{
		{"after verb", pre + q + "said local harbour director Tom Dahl.", "Tom Dahl"},
		{"after verb, capital in title", pre + q + "said former Ellis captain Tom Dahl.", "Ellis captain Tom Dahl"},
		{"after verb, company", pre + q + "said company chairman Ida Quell, who took over in May.", "Ida Quell"},
		{"after verb, told", pre + q + "company chairman Ida Quell told reporters.", "Ida Quell"},
		{"name first", pre + q + "company chairman Ida Quell said.", "Ida Quell"},
		{"name first, capital in title", pre + q + "former Ellis captain Tom Dahl said.", "Ellis captain Tom Dahl"},
		{"of a body", pre + q + "said the head of the Ellis Harbour Board.", ""},
		{"of, no the", pre + q + "said head of the Ellis Harbour Board.", ""},
		{"at", pre + q + "said an official at Ellis Harbour.", "an official"},
		{"particle", pre + q + "de Vries added.", "de Vries"},
		{"particle after title", pre + q + "said port director van der Berg.", "van der Berg"},
		{"one", pre + q + "said one U.S. official.", ""},
		{"spoken to", pre + q + "said doctor Ida Quell to Harbour Radio, speaking from the quay.", "Ida Quell"},
		{"title only", pre + q + "said former Ellis Sen.\nand harbour master Tom Dahl.", ""},
		{"whereas", pre + q + "whereas Tom Dahl asked for more.", ""},
		{"clause", pre + q + "said he told Tom Dahl.", ""},
		{"clause 2", pre + q + "said staff who met Tom Dahl.", ""},
		{"before", pre + "On Monday, company chairman Ida Quell said: “The fares will fall by a third this year.”", "Ida Quell"},
	}
	checkFaresSpeaker(t, tests)
}

// TestQuoteSpeakerCommaPhraseSentenceEnd: a phrase set off by commas
// between a name and its speech verb does not run over a sentence's end
// ("MP for Ellis, North Strand, and start a family ... Mr Dahl, who ...,
// also said" gave "North Strand"); a full stop inside it that ends no
// sentence ("U.S.") still may.
func TestQuoteSpeakerCommaPhraseSentenceEnd(t *testing.T) {
	tests := []speakerCase{
		{"hague", "The ferry was late again.\n\nMr Dahl, 43, told the Gazette he would stay. He also told the paper he hopes to remain MP for Ellis, North Strand, and start a family with his wife Ida. Mr Dahl, who recently had published a book on the harbour, also said he wanted to keep writing.\n\nHe told the paper: “The fares will fall by a third this year.”", "Mr Dahl"},
		{"title stop", "The ferry was late again.\n\nTom Dahl, the top U.S. harbour official, said the quay would open. He added: “The fares will fall by a third this year.”", "Tom Dahl"},
	}
	checkFaresSpeaker(t, tests)
}

// TestQuoteSpeakerEpithetAfterQuote: a person's epithet after the
// quotation (`," said the 41-year-old.`, `," said the skipper.`) is the
// name opening the sentence right before it in its paragraph, when that
// name was brought in whole earlier ("Tom Dahl" before "Dahl was left
// frustrated"). Not a name after a title's first words ("Former Ellis
// captain Dahl"), nor an epithet ending in a capitalised word ("the
// American"). The epithet is not the speaker (BBC: Agassi, not "the
// 34-year-old"; Cueto, not "the Sale player").
func TestQuoteSpeakerEpithetAfterQuote(t *testing.T) {
	intro := "Harbour master Tom Dahl lost the vote on Monday.\n\n"
	q := "“The fares will fall by a third this year,” said "
	tests := []speakerCase{
		{"age", intro + "Dahl was left frustrated after the count. " + q + "the 41-year-old.", "Dahl"},
		{"noun", intro + "Dahl, who has run the port since 1990, was left frustrated. " + q + "the skipper.", "Dahl"},
		{"not brought in", "The ferry was late again.\n\nDahl was left frustrated after the count. " + q + "the skipper.", "the skipper"},
		{"title", intro + "Former Ellis captain Dahl was left frustrated. " + q + "the skipper.", "the skipper"},
		{"capitalised", intro + "Dahl was left frustrated after the count. " + q + "the American.", "the American"},
		{"other paragraph", intro + "Dahl was left frustrated after the count.\n\n" + q + "the skipper.", "the skipper"},
		{"not a person", intro + "Dahl was left frustrated after the count. " + q + "the company.", "the company"},
	}
	checkFaresSpeaker(t, tests)
}

// TestQuoteSpeakerAgeEpithet: a sentence opening with "The" and an age
// ("The 41-year-old chart-topper told reporters ...") right after a
// quotation, no other subject between, speaks of its speaker, a definite
// description of a new person being rare: the "she said" after it goes to
// that speaker, not to the epithet. After a subject read without a
// quotation, or another subject between, the epithet is kept: such a
// subject may be misread (BBC: `The star of Rain Man and Tootsie said`
// gives "Tootsie"). The epithet does not replace the name (BBC:
// "Michael", not "The 41-year-old chart-topper").
func TestQuoteSpeakerAgeEpithet(t *testing.T) {
	after := "“The fares will fall by a third this year,” she said."
	tests := []speakerCase{
		{"after a quotation", fareOpenQuoted + "The 41-year-old harbour master told reporters she was tired. " + after, "Ida Quell"},
		{"after a subject", fareOpenNamed + "The 41-year-old told reporters she was tired. " + after, "The 41-year-old"},
		{"another named between", fareOpenQuoted + "Tom Dahl said he was tired. The 41-year-old told reporters he would stay. “The fares will fall by a third this year,” he said.", "The 41-year-old"},
		{"nobody before", "The ferry was late again.\n\nThe 41-year-old told reporters she was tired. " + after, "The 41-year-old"},
		// Not an age: a new person, as before.
		{"not an age", fareOpenQuoted + "The mayor told reporters she was tired. " + after, "The mayor"},
	}
	checkFaresSpeaker(t, tests)
}
