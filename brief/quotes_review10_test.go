package brief

import "testing"

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
