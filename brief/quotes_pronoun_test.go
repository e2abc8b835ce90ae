package brief

// Who "he said" or "she added" is: the person last named as a speaker,
// or the subject of the sentence before (subjectBefore).

import (
	"testing"
)

// TestPronounSpeakerSentenceAdverb: "she said" goes to the person last
// named as the subject of a speech verb, and a sentence adverb may come
// between that name and its verb as an adverb in -ly may (`Ed Davey
// meanwhile said`), else the quotation goes to the speaker before (John
// Redwood's).
func TestPronounSpeakerSentenceAdverb(t *testing.T) {
	for _, adv := range []string{"meanwhile", "also", "later", "separately", "earlier"} {
		text := "“The fares must fall,” said Tom Dahl of the ferry union.\n\n" +
			"Ida Quell " + adv + " said the quay would open in the spring. “We will open the quay, come what may,” she added.\n"
		if got := quoteSpeakers(text)["We will open"]; got != "Ida Quell" {
			t.Errorf("%s: speaker %q, want %q", adv, got, "Ida Quell")
		}
	}
}

// TestQuoteSpeakerConjunctionPronoun: `But she added: "` does not go on
// from the quotation before it, another's (a BBC quotation of Caroline
// Lucas's is not Charles Kennedy's): "she" after a sentence opening with
// another name as its subject is that name (subjectBefore).
func TestQuoteSpeakerConjunctionPronoun(t *testing.T) {
	text := "“The sooner we get on with this, the better,” said Tom Dahl of the ferry union. Ida Quell welcomed the vote on the quay. But she added: “The tolls are still far too high.”\n"
	// Ida Quell, the subject of the sentence before (subjectBefore).
	if got := quoteSpeakers(text)["The tolls are"]; got != "Ida Quell" {
		t.Errorf("speaker %q, want Ida Quell", got)
	}
	// A sentence ended before a name: `told BBC Sport Wales. Quell
	// herself says` gave "BBC Sport Wales. Quell".
	text = "“We will talk about it this week,” Tom Dahl told Harbour Radio Wales. Quell herself says she is ready. “I am glad it is a short week,” she said.\n"
	if got := quoteSpeakers(text)["I am glad"]; got != "Quell" {
		t.Errorf("speaker %q, want %q", got, "Quell")
	}
	text = "“We will talk about it this week,” Tom Dahl told Harbour Radio Wales. Quell said she is ready. “I am glad it is a short week,” she said.\n"
	if got := quoteSpeakers(text)["I am glad"]; got != "Quell" {
		t.Errorf("speaker %q, want %q", got, "Quell")
	}
}

// TestQuoteSpeakerPronounBeforeColon: `She added: "` and `But she added:
// "` are read alike, as `She said ... "` is: the pronoun is the person
// last named as a speaker in the paragraph (or the paragraph before when
// the sentence opens it), and when a sentence between opens with another
// name as its subject (`Ida Quell welcomed the vote. But she added: "`,
// after Tom Dahl's quotation) that name (subjectBefore), not the speaker
// of the quotation before.
func TestQuoteSpeakerPronounBeforeColon(t *testing.T) {
	named := "The ferry was late again.\n\nIda Quell said the quay would open in the spring. "
	quoted := "The ferry was late again.\n\n“We will open the quay in the spring,” said Ida Quell. "
	other := "The ferry was late again.\n\n“We will open the quay in the spring,” said Tom Dahl. Ida Quell welcomed the vote. "
	para := "The ferry was late again.\n\nIda Quell said the quay would open in the spring.\n\n"
	tests := []speakerCase{}
	for _, lead := range []string{"She added: ", "But she added: ", "She told the council: ", "And she told the council: "} {
		tests = append(tests,
			speakerCase{lead + "named", named + lead + "“The fares will fall by a third this year.”", "Ida Quell"},
			speakerCase{lead + "quoted", quoted + lead + "“The fares will fall by a third this year.”", "Ida Quell"},
			// The subject of the sentence before (subjectBefore).
			speakerCase{lead + "other subject", other + lead + "“The fares will fall by a third this year.”", "Ida Quell"},
			speakerCase{lead + "paragraph before", para + lead + "“The fares will fall by a third this year.”", "Ida Quell"},
		)
	}
	for _, tt := range tests {
		if got := quoteSpeakers(tt.text)["The fares will"]; got != tt.want {
			t.Errorf("%s: speaker %q, want %q", tt.name, got, tt.want)
		}
	}
}

// TestQuoteSpeakerLeadInPronounNamed: a pronoun after a lead-in
// (`Speaking at the conference she said: "`, `Asked about the vote, she
// said: "`) is read as `She said: "` is: the person last named as a
// speaker, or the name opening the sentence right before as its subject
// (subjectBefore).
func TestQuoteSpeakerLeadInPronounNamed(t *testing.T) {
	q := "“The fares will fall by a third this year.”"
	tests := []speakerCase{}
	for _, lead := range []string{"Speaking at the conference she said: ", "Asked about the vote, she said: ", "In a letter to the board she wrote: "} {
		tests = append(tests,
			speakerCase{lead + "named", fareOpenNamed + lead + q, "Ida Quell"},
			speakerCase{lead + "quoted", fareOpenQuoted + lead + q, "Ida Quell"},
			speakerCase{lead + "other subject", fareOpenOther + lead + q, "Ida Quell"},
			speakerCase{lead + "nobody before", "The ferry was late again.\n\n" + lead + q, ""},
		)
	}
	// The "she added" after it goes to the same person.
	tests = append(tests, speakerCase{"she added after", fareOpenNamed + "Speaking at the conference she said: “We will open the quay.” “The fares will fall by a third this year,” she added.", "Ida Quell"})
	checkFaresSpeaker(t, tests)
}

// TestQuoteSpeakerOtherSubjectBeforePronoun: a sentence opening with
// another name as the subject of a verb in -ed, between the last quoted
// speaker and "she said" after a quotation or `She said ... "`, is "she"
// (subjectBefore: Ida Quell), not the speaker quoted before, as it is for
// `She added: "`; the same person named again ("Mr Dahl" after "Tom
// Dahl") is that speaker.
func TestQuoteSpeakerOtherSubjectBeforePronoun(t *testing.T) {
	after := "“The fares will fall by a third this year,” she said."
	inline := "She said the board knew that “The fares will fall by a third this year.”"
	tests := []speakerCase{
		{"after, other subject", fareOpenOther + after, "Ida Quell"},
		{"inline, other subject", fareOpenOther + inline, "Ida Quell"},
		{"after, quoted", fareOpenQuoted + after, "Ida Quell"},
		{"inline, quoted", fareOpenQuoted + inline, "Ida Quell"},
		{"after, same person", "The ferry was late again.\n\n“We will open the quay in the spring,” said Tom Dahl. Tom Dahl welcomed the vote. " + after, "Tom Dahl"},
		// (Ms, not Mr: "she" is no man titled so, TestPronounSpeakerGender.)
		{"after, same person titled", "The ferry was late again.\n\n“We will open the quay in the spring,” said Ida Quell. Ms Quell welcomed the vote. " + after, "Ida Quell"},
		// A word opening the sentence is no part of the name: "But
		// Quell" is one name, not read as another subject (BBC
		// sport/036, "But Davies stressed").
		{"after, opener and one name", "The ferry was late again.\n\n“We will open the quay in the spring,” said Tom Dahl. Ida Quell said the vote was fair. But Quell stressed the fares. " + after, "Ida Quell"},
		// A name after the other subject, in the paragraph before.
		{"after, named after it", fareOpenOther + "Tom Dahl said he was not glad.\n\n" + after, "Tom Dahl"},
		{"colon, same person titled", "The ferry was late again.\n\n“We will open the quay in the spring,” said Tom Dahl. Mr Dahl welcomed the vote. He added: “The fares will fall by a third this year.”", "Tom Dahl"},
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

// TestQuoteSpeakerCommonNounSubject: a sentence opening with "The", "A"
// or "An" and a common noun as the subject of a speech verb ("The mayor
// said she agreed.") names a new speaker, as a name does: the "she said"
// after it goes to that speaker, and a quotation resumed after it does
// not keep the one before's.
func TestQuoteSpeakerCommonNounSubject(t *testing.T) {
	tests := []speakerCase{
		{"she said", "The ferry was late again.\n\n“We will open the quay in the spring,” Ida Quell said. The mayor said she agreed. “The fares will fall by a third this year,” she said.", "The mayor"},
		{"of", "The ferry was late again.\n\n“We will open the quay in the spring,” Ida Quell said. The mayor of Port Ellis said she agreed. “The fares will fall by a third this year,” she said.", "The mayor of Port Ellis"},
		{"a spokesman", "The ferry was late again.\n\n“We will open the quay in the spring,” Ida Quell said. A spokesman for the board later told reporters the fares were high. “The fares will fall by a third this year,” he said.", "A spokesman for the board"},
		{"resumed", "The ferry was late again.\n\n“We will open the quay in the spring,” Ida Quell said. The mayor said she agreed. “The fares will fall by a third this year.”", ""},
	}
	for _, tt := range tests {
		if got := quoteSpeakers(tt.text)["The fares will"]; got != tt.want {
			t.Errorf("%s: speaker %q, want %q", tt.name, got, tt.want)
		}
	}
}

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

// TestQuoteSpeakerSubjectBefore: `"...," he said.` (or `He added: "`)
// right after a sentence whose subject is a person's name, with a verb
// not of saying, is that person (subjectBefore): `Ljubicic was at a loss
// to explain his defeat. "I don't know what happened," he said.`, not the
// speaker quoted before (Haas for Saulnier's words, Mr Curry for Doug
// Kaye's) nor, after a name of two words and a verb in -ed, nobody. A
// name of one word is one brought in whole before, and is given so ("Ida
// Quell"); a place, a body, a company or a nationality is no person, a
// sentence about something else leaves "he" to the last speaker, and one
// of a spokesman to nobody; "they" and a quotation opening with "He" (of
// another) are not read so. A nationality alone is never a speaker
// (Federer's quotations are not "Australian"'s: `the Australian said`).
func TestQuoteSpeakerSubjectBefore(t *testing.T) {
	intro := "The ferry was late again. Ida Quell and Tom Dahl met the board.\n\n"
	dahl := "“We will open the quay in the spring,” said Tom Dahl. "
	q := "“The fares will fall by a third this year,” she said."
	qhe := "“The fares will fall by a third this year,” he said."
	tests := []speakerCase{
		{"one word, introduced", intro + dahl + "Quell was at a loss to explain the delay. " + q, "Ida Quell"},
		{"apposition, present", "The ferry was late again.\n\n" + dahl + "Ida Quell, a harbour pilot, praises the board for it. " + q, "Ida Quell"},
		{"titled", "The ferry was late again.\n\n" + dahl + "Mrs Quell is not a sailor. " + q, "Mrs Quell"},
		{"auxiliary and adverb", intro + dahl + "Quell has now beaten the board twice. " + q, "Ida Quell"},
		{"after a figure", intro + dahl + "Quell won the vote 6-2. " + q, "Ida Quell"},
		{"paragraph before", intro + dahl + "Quell will move to the board in May.\n\n" + q, "Ida Quell"},
		{"after a closing mark", intro + dahl + "“It is late.” Quell will move to the board in May. " + q, "Ida Quell"},
		{"colon", intro + dahl + "Quell was at a loss to explain the delay. She added: “The fares will fall by a third this year.”", "Ida Quell"},
		{"something else", intro + dahl + "The match was delayed. " + qhe, "Tom Dahl"},
		{"not introduced", "The ferry was late again.\n\n" + dahl + "Halvard won the cup. " + qhe, "Tom Dahl"},
		{"team", "The ferry was late again.\n\n" + dahl + "Halvard United beat the board. " + qhe, "Tom Dahl"},
		{"country", "The ferry was late again.\n\n" + dahl + "Ivory Coast has cut the fares. " + qhe, "Tom Dahl"},
		{"company", "Halvard Ferries Inc said it would sell.\n\n" + dahl + "Halvard Ferries rose 2 to 40. " + qhe, "Tom Dahl"},
		// Any legal form of lexicon.LegalForms ends a company's name,
		// not Inc, Corp and Ltd only.
		{"company, legal form", "The ferry was late again.\n\n" + dahl + "Halvard Ferries Plc has cut the fares. " + qhe, "Tom Dahl"},
		{"company, holdings", "The ferry was late again.\n\n" + dahl + "Halvard Holdings has cut the fares. " + qhe, "Tom Dahl"},
		// companySuffix reads whole words: any legal form, and not the
		// "Inc" of "Income".
		{"company, GmbH", "Halvard Ferries GmbH said it would sell.\n\n" + dahl + "Halvard Ferries rose 2 to 40. " + qhe, "Tom Dahl"},
		{"income fund", "The Quell Income Fund rose.\n\n" + dahl + "Ida Quell was at a loss to explain the delay. " + q, "Ida Quell"},
		{"passive", intro + dahl + "Quell was sacked by the board on Friday. " + qhe, "Tom Dahl"},
		{"spokesman", "The ferry was late again.\n\n" + dahl + "A spokesman for the board defended the fares. " + qhe, ""},
		// A spokesman's sentence of speech is read as speech: the verbs
		// of commonSubject (commonVerbs), "wrote" too.
		{"spokesman wrote", "The ferry was late again.\n\n" + dahl + "A spokesman for the board wrote that the fares were high. " + qhe, "A spokesman for the board"},
		{"but a spokesman", "The ferry was late again.\n\n" + dahl + "But a spokesman for the board defended the fares. " + qhe, ""},
		// Left as they were:
		{"they", intro + dahl + "Quell was at a loss to explain the delay. “The fares will fall by a third this year,” they said.", "Tom Dahl"},
		{"quotation of another", intro + dahl + "Quell was at a loss to explain the delay. “He will fall by a third this year,” he said.", ""},
		{"nationality", "The ferry was late again.\n\nTom Dahl said the quay would open. But the Australian said it would not. " + qhe, ""},
		{"nationality before colon", "The ferry was late again.\n\nSpeaking to the Gazette, the 24-year-old Swiss added: “The fares will fall by a third this year.”", ""},
	}
	checkFaresSpeaker(t, tests)
}

// TestPronounAfterQuotationInSentence: "he said" after a quotation that
// does not open its sentence (`Last month he said: "...," he said`, a
// quotation in two parts) is read from the sentence's start: the
// sentence before it names "he" (subjectBefore), and a sentence opening
// its paragraph goes on from the one before. Read from the mark, the
// speaker of the quotation two sentences up won (a Tony Blair quotation
// of BBC politics/348 was Lord Holme's).
func TestPronounAfterQuotationInSentence(t *testing.T) {
	tests := []speakerCase{
		{"subject of the sentence before",
			"“The fares must fall,” said Tom Dahl. Ida Quell has already ruled out any cut. Last month she said: “We answer this every year, and the answer is no,” she said at a news conference.\n",
			"Ida Quell"},
		{"no person before: the last speaker",
			"“The fares must fall,” said Tom Dahl. The harbour board has long campaigned for a cut. Last month he said: “We answer this every year, and the answer is yes,” he said at a news conference.\n",
			"Tom Dahl"},
		{"a quotation in two parts opening its paragraph",
			"The ferry was late again.\n\nIda Quell told reporters that the quay would open.\n\n“We are giving a positive answer to all requests” from the town, “within the limits of what the harbour can do,” she said.\n",
			"Ida Quell"},
	}
	for _, tt := range tests {
		got := quoteSpeakers(tt.text)
		var sp string
		for k, v := range got {
			if k == "We answer this" || k == "within the limits" {
				sp = v
			}
		}
		if sp != tt.want {
			t.Errorf("%s: speaker %q, want %q (%v)", tt.name, sp, tt.want, got)
		}
	}
}

// TestPronounPrevParagraphHardWrapped: in hard-wrapped text of
// paragraphs set off by blank lines (20 Newsgroups' posts), "he said"
// in a paragraph opening with its quotation goes on from the paragraph
// before read whole, not from its last line only (a quotation of Erdal
// Inonu's had no speaker); and "You asked" or "I told him" before a
// quotation is the writer or the one addressed, nobody named before.
func TestPronounPrevParagraphHardWrapped(t *testing.T) {
	tests := []speakerCase{
		{"paragraph before, hard-wrapped",
			"The ferry was late again.\n\nIda Quell told reporters in Ellis that the\nquay would open in the spring, after the repairs.\n\n\"We are giving a positive answer to all requests\" from the town, \"within\nthe limits of what the harbour can do,\" she said.\n",
			"Ida Quell"},
		{"paragraph before, one line",
			"The ferry was late again.\n\nIda Quell told reporters in Ellis that the quay would open in the spring, after the repairs.\n\n\"We are giving a positive answer to all requests\" from the town, \"within the limits of what the harbour can do,\" she said.\n",
			"Ida Quell"},
		{"you asked",
			"Tom Dahl said the board was slow and the quay would be late.\n\nYou asked \"Why not believe in the board and the harbour master?\"  The board\noffered nothing.\n",
			""},
	}
	for _, tt := range tests {
		var sp string
		found := false
		for k, v := range quoteSpeakers(tt.text) {
			if k == "within the limits" || k == "Why not believe" {
				sp, found = v, true
			}
		}
		if !found || sp != tt.want {
			t.Errorf("%s: speaker %q, want %q", tt.name, sp, tt.want)
		}
	}
}
