package brief

import "testing"

// TestQuoteSpeakerQuotedAsSaying: in "X quoted Y as saying" and "Y was
// quoted (by X) as saying" the words are Y's, not the reporter's (a paper,
// an agency, a statement): before the quotation and after it. A pronoun
// for Y ("quoted him as saying") is read as "he said" is.
func TestQuoteSpeakerQuotedAsSaying(t *testing.T) {
	q := "“The fares will fall by a third this year.”"
	tests := []speakerCase{
		{"active, before", "The ferry was late again.\n\nThe Harbour Gazette quoted port director Ida Quell as saying: " + q, "Ida Quell"},
		{"active, agency", "The ferry was late again.\n\nIt quoted Transport Minister Tom Dahl as saying, " + q, "Transport Minister Tom Dahl"},
		{"active, appositive", "The ferry was late again.\n\nThe agency quoted Ida Quell, who returned on Sunday, as saying " + q, "Ida Quell"},
		{"active, complement", "The ferry was late again.\n\nThe Gazette quoted Ida Quell as saying in an interview " + q, "Ida Quell"},
		// A title in lowercase before the name is left out, as
		// cleanSpeaker refuses a phrase opening in lowercase.
		{"active, common noun", "The ferry was late again.\n\nThe paper quoted a senior port official as saying: " + q, "a senior port official"},
		{"passive, before", "The ferry was late again.\n\nIda Quell was quoted by the Harbour Gazette as saying: " + q, "Ida Quell"},
		{"passive, appositive", "The ferry was late again.\n\nTom Dahl, the harbour master, was quoted in the Gazette as saying, " + q, "Tom Dahl"},
		{"active, after", "The ferry was late again.\n\n“The fares will fall by a third this year,” the agency quoted Ida Quell as saying.", "Ida Quell"},
		{"active, after, telling", "The ferry was late again.\n\n“The fares will fall by a third this year,” Kyodo quoted Tom Dahl as telling reporters.", "Tom Dahl"},
		{"passive, after", "The ferry was late again.\n\n“The fares will fall by a third this year,” harbour master Tom Dahl was quoted as saying.", "Tom Dahl"},
		{"passive, after, common", "The ferry was late again.\n\n“The fares will fall by a third this year,” the port boss is quoted as saying.", "the port boss"},
		{"pronoun, before", "The ferry was late again.\n\nIda Quell said the quay would open. The Gazette quoted her as saying: " + q, "Ida Quell"},
		{"pronoun, after", "The ferry was late again.\n\nIda Quell said the quay would open. “The fares will fall by a third this year,” the agency quoted her as saying.", "Ida Quell"},
		{"passive, after, pronoun by", "The ferry was late again.\n\nIda Quell said the quay would open. “The fares will fall by a third this year,” she was quoted by the Gazette as saying.", "Ida Quell"},
		{"hard-wrapped", "    The ferry was late again on Monday, the harbour\nboard said.\n    The Gazette quoted a senior port\nofficial as saying, " + q + "\n    Fares rose by two pct last year.\n", "a senior port official"},
		{"of a body", "The ferry was late again.\n\n“The fares will fall by a third this year,” it quoted experts of the Harbour Board as saying.", ""},
		// A clause between "as saying" and the quotation: its words
		// may be another's; left as before.
		{"clause", "The ferry was late again.\n\nThe paper quoted Ida Quell as saying that Tom Dahl had told her " + q, ""},
	}
	checkFaresSpeaker(t, tests)
}

// TestQuoteSpeakerMediumNotPronoun: a news agency, a paper or a radio
// station reporting (`..., the official news agency APS said.`) is
// never the "he" or "she" of a quotation after it, as subject of a
// speech verb or as the last speaker quoted: "he" is the person named
// before it, or nobody (Reuters: not "APS").
func TestQuoteSpeakerMediumNotPronoun(t *testing.T) {
	tests := []speakerCase{
		{"agency subject", "The ferry was late again.\n\nTransport minister Tom Dahl arrived in Ellis for talks on fares, the official news agency APS said. In a brief statement, he said the islands had “The fares will fall by a third this year.”", ""},
		{"agency after a name", "The ferry was late again.\n\nTom Dahl said the quay would open soon, the agency APS said. “The fares will fall by a third this year,” he said.", "Tom Dahl"},
		{"radio subject", "The ferry was late again.\n\nIda Quell said the quay would open. Harbour Radio said she gave no reply when asked about the tolls. “The fares will fall by a third this year,” she said.", "Ida Quell"},
		{"agency quoted", "The ferry was late again.\n\nIda Quell said the quay would open. “The tolls will stay,” IRNA said. “The fares will fall by a third this year,” she said.", "Ida Quell"},
		// An agency's own words stay the agency's.
		{"agency speaks", "The ferry was late again.\n\n“The fares will fall by a third this year,” IRNA said.", "IRNA"},
		// "It said" is the agency's or the paper's: read as before.
		{"it said", "The ferry was late again.\n\nA harbour newspaper said the fares must change. It said: “The fares will fall by a third this year.”", "A harbour newspaper"},
	}
	checkFaresSpeaker(t, tests)
}

// TestQuoteSpeakerResumedOtherSubject: a quotation after another's in the
// same paragraph does not go on from it when a sentence between them
// opens with another name as the subject of a verb in -ed (`Tom Dahl
// praised the board, which he said was "..."`), and a "he said" in the
// next paragraph is not the speaker before either (BBC: Mr Blair's words
// are not "Mr Brown"'s).
func TestQuoteSpeakerResumedOtherSubject(t *testing.T) {
	first := "The ferry was late again.\n\n“We will open the quay in the spring,” Ida Quell said. She insisted the plans were “affordable” and fair. Mr Dahl praised the harbour board, which he said was the “cornerstone” of the plan.\n\n"
	tests := []speakerCase{
		{"lead-in pronoun next paragraph", first + "In a speech at the harbour, he said the board would publish “The fares will fall by a third this year.”", ""},
		// The name is the person "he" is found to be without it: his
		// quotation was read with no speaker (a lowercase title).
		{"name found later", "The ferry was late again.\n\n“We will open the quay in the spring,” said Ida Quell. “We felt no need to close the book,” spokesman Tom Dahl said. Mr Dahl added that people vote on “short odds” anyway. “The fares will fall by a third this year,” he said.", "Tom Dahl"},
		{"same person", "The ferry was late again.\n\n“We will open the quay in the spring,” Ida Quell said. She insisted the plans were “affordable” and fair. Ms Quell praised the harbour board, which she said was the “cornerstone” of the plan.\n\nIn a speech at the harbour, she said the board would publish “The fares will fall by a third this year.”", "Ida Quell"},
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
