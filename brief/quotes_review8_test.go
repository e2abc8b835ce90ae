package brief

import "testing"

// TestQuoteSpeakerAppositiveSubject: a name set off by commas after a
// short noun phrase opening the sentence, right before a speech verb
// (`Its lawyer, Tom Dahl, told reporters`, `The company's chairman, Ida
// Quell, said`), is that sentence's subject, the person a later "he
// said" refers to. Not a place after a preposition (`In Ellis, North
// Strand, officials said`), nor a name after a capitalised phrase.
func TestQuoteSpeakerAppositiveSubject(t *testing.T) {
	q := " “The fares will fall by a third this year,” he said."
	pre := "The ferry was late again.\n\n"
	tests := []speakerCase{
		{"its lawyer", pre + "Its lawyer, Tom Dahl, told reporters the quay would open." + q, "Tom Dahl"},
		{"his sister", pre + "His sister, Ida Quell, said the quay would open." + q, "Ida Quell"},
		{"possessive noun", pre + "The company's chairman, Tom Dahl, said the quay would open." + q, "Tom Dahl"},
		{"adverb", pre + "Its lawyer, Tom Dahl, later told reporters the quay would open." + q, "Tom Dahl"},
		{"after another", pre + "Ida Quell said the quay would close. Its lawyer, Tom Dahl, told reporters it would open." + q, "Tom Dahl"},
		{"place", pre + "Ida Quell said the quay would close. In Ellis, North Strand, officials said it would open." + q, "Ida Quell"},
		{"no speech verb", pre + "Ida Quell said the quay would close. Its lawyer, Tom Dahl, wanted it open." + q, "Ida Quell"},
		{"five words", pre + "Its lawyer, Tom Dahl Ida Quell Ellis, told reporters the quay would open." + q, ""},
	}
	checkFaresSpeaker(t, tests)
}

// TestQuoteSpeakerPresentTenseSubject: a name opening a sentence as the
// subject of a speech verb in the present tense (`Tom Dahl insists the
// quay will open.`, "tells", "writes", "warns", "denies") is the person a
// later "he said" refers to, as with "says", not a speaker named before,
// nor nobody.
func TestQuoteSpeakerPresentTenseSubject(t *testing.T) {
	q := " “The fares will fall by a third this year,” he said."
	pre := "The ferry was late again.\n\n"
	tests := []speakerCase{
		{"insists", pre + "Tom Dahl insists the quay will open." + q, "Tom Dahl"},
		{"insists after another", pre + "“We will see,” said Ida Quell. But Dahl insists the quay will open." + q, "Dahl"},
		{"warns", pre + "Tom Dahl warns the quay will close." + q, "Tom Dahl"},
		{"tells", pre + "Tom Dahl tells the Gazette the quay will close." + q, "Tom Dahl"},
		{"appositive", pre + "Its owner, Ida Quell, says the quay will close. Agent Tom Dahl insists it will open." + q, "Agent Tom Dahl"},
		{"noun", pre + "Ida Quell said the quay would close. Insurance claims rose." + q, "Ida Quell"},
	}
	checkFaresSpeaker(t, tests)
}
