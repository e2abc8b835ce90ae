package brief

import "testing"

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

// TestQuoteSpeakerReportedSpeech: `She said the man shouted: "` reports
// another's words: nobody named, and the quotation does not go on from
// the one before.
func TestQuoteSpeakerReportedSpeech(t *testing.T) {
	tests := []speakerCase{
		{"other subject", "The ferry was late again.\n\nIda Quell said the quay would open. She said the man shouted: “The fares will fall by a third this year.”", ""},
		{"plain", "The ferry was late again.\n\nIda Quell said the quay would open. She told the Gazette: “The fares will fall by a third this year.”", "Ida Quell"},
	}
	checkFaresSpeaker(t, tests)
}
