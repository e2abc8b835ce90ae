package brief

import "testing"

// review5Texts are the openings the speaker cases below continue: a name
// as subject of a speech verb, a quoted speaker, and another name as
// subject of a verb in -ed after a quoted speaker (who is "she" right
// after it, subjectBefore).
const (
	r5Named  = "The ferry was late again.\n\nIda Quell said the quay would open in the spring. "
	r5Quoted = "The ferry was late again.\n\n“We will open the quay in the spring,” said Ida Quell. "
	r5Other  = "The ferry was late again.\n\n“We will open the quay in the spring,” said Tom Dahl. Ida Quell welcomed the vote. "
)

// checkFaresSpeaker checks the speaker of the quotation opening "The
// fares will" in each text.
func checkFaresSpeaker(t *testing.T, tests []speakerCase) {
	t.Helper()
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
			speakerCase{lead + "named", r5Named + lead + q, "Ida Quell"},
			speakerCase{lead + "quoted", r5Quoted + lead + q, "Ida Quell"},
			speakerCase{lead + "other subject", r5Other + lead + q, "Ida Quell"},
			speakerCase{lead + "nobody before", "The ferry was late again.\n\n" + lead + q, ""},
		)
	}
	// The "she added" after it goes to the same person.
	tests = append(tests, speakerCase{"she added after", r5Named + "Speaking at the conference she said: “We will open the quay.” “The fares will fall by a third this year,” she added.", "Ida Quell"})
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
		{"after, other subject", r5Other + after, "Ida Quell"},
		{"inline, other subject", r5Other + inline, "Ida Quell"},
		{"after, quoted", r5Quoted + after, "Ida Quell"},
		{"inline, quoted", r5Quoted + inline, "Ida Quell"},
		{"after, same person", "The ferry was late again.\n\n“We will open the quay in the spring,” said Tom Dahl. Tom Dahl welcomed the vote. " + after, "Tom Dahl"},
		// (Ms, not Mr: "she" is no man titled so, TestPronounSpeakerGender.)
		{"after, same person titled", "The ferry was late again.\n\n“We will open the quay in the spring,” said Ida Quell. Ms Quell welcomed the vote. " + after, "Ida Quell"},
		// A word opening the sentence is no part of the name: "But
		// Quell" is one name, not read as another subject (BBC
		// sport/036, "But Davies stressed").
		{"after, opener and one name", "The ferry was late again.\n\n“We will open the quay in the spring,” said Tom Dahl. Ida Quell said the vote was fair. But Quell stressed the fares. " + after, "Ida Quell"},
		// A name after the other subject, in the paragraph before.
		{"after, named after it", r5Other + "Tom Dahl said he was not glad.\n\n" + after, "Tom Dahl"},
		{"colon, same person titled", "The ferry was late again.\n\n“We will open the quay in the spring,” said Tom Dahl. Mr Dahl welcomed the vote. He added: “The fares will fall by a third this year.”", "Tom Dahl"},
	}
	checkFaresSpeaker(t, tests)
}

// TestQuoteSpeakerSayingAndTells: a quotation after ", saying:" is the
// words of the subject of its clause (`Ida Quell welcomed the vote,
// saying: "`), and "tells" is a speech verb as "told" is (`Ida Quell
// tells the Gazette: "`), not the speaker quoted before.
func TestQuoteSpeakerSayingAndTells(t *testing.T) {
	q := "“The fares will fall by a third this year.”"
	tests := []speakerCase{
		{"saying", "The ferry was late again.\n\nIda Quell welcomed the vote, saying: " + q, "Ida Quell"},
		{"saying, after a quotation", "The ferry was late again.\n\n“We will open the quay in the spring,” said Tom Dahl. Ida Quell welcomed the vote, saying: " + q, "Ida Quell"},
		{"saying, no colon", "The ferry was late again.\n\nIda Quell welcomed the vote, saying " + q, "Ida Quell"},
		{"saying, common noun", "The ferry was late again.\n\n“We will open the quay in the spring,” said Tom Dahl. The mayor welcomed the vote, saying: " + q, "The mayor"},
		{"saying, pronoun", r5Named + "She welcomed the vote, saying: " + q, "Ida Quell"},
		{"saying, pronoun after another", r5Other + "She welcomed the vote, saying: " + q, "Ida Quell"},
		{"tells, before", "The ferry was late again.\n\nIda Quell tells the Harbour Gazette: " + q, "Ida Quell"},
		{"tells, after", "The ferry was late again.\n\n“The fares will fall by a third this year,” Ida Quell tells the Harbour Gazette.", "Ida Quell"},
		// Not the subject of a clause, or of a passive: nobody.
		{"saying, passive", "The ferry was late again.\n\nThe decision was welcomed by Ida Quell, saying: " + q, ""},
		{"saying, object", "The ferry was late again.\n\nThe board sent a letter to Ida Quell saying: " + q, ""},
	}
	checkFaresSpeaker(t, tests)
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
		{"after a quotation", r5Quoted + "The 41-year-old harbour master told reporters she was tired. " + after, "Ida Quell"},
		{"after a subject", r5Named + "The 41-year-old told reporters she was tired. " + after, "The 41-year-old"},
		{"another named between", r5Quoted + "Tom Dahl said he was tired. The 41-year-old told reporters he would stay. “The fares will fall by a third this year,” he said.", "The 41-year-old"},
		{"nobody before", "The ferry was late again.\n\nThe 41-year-old told reporters she was tired. " + after, "The 41-year-old"},
		// Not an age: a new person, as before.
		{"not an age", r5Quoted + "The mayor told reporters she was tired. " + after, "The mayor"},
	}
	checkFaresSpeaker(t, tests)
}
