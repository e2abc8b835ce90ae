package brief

import "testing"

// TestQuoteSpeakerLeadIn: lowercase words opening a sentence before a
// name (an adverbial phrase, "After the match") are not the speaker's:
// `After the match Smith said: "..."` gave "After the match Smith".
func TestQuoteSpeakerLeadIn(t *testing.T) {
	tests := []speakerCase{
		{"after the match", "After the match Ida Quell said: “We have no plans to reopen the quay this year.”", "Ida Quell"},
		{"one word", "After the match Quell said: “We have no plans to reopen the quay this year.”", "Quell"},
		{"comma", "Before the vote on Monday Ida Quell told reporters: “We have no plans to reopen the quay this year.”", "Ida Quell"},
		{"in a", "In a statement on Friday Halvard Ferries said: “We have no plans to reopen the quay this year.”", "Halvard Ferries"},
		{"lowercase", "Later the harbour master said: “We have no plans to reopen the quay this year.”", "the harbour master"},
		{"of", "After the match the mayor of Port Ellis said: “We have no plans to reopen the quay this year.”", "the mayor of Port Ellis"},
		{"pronoun", "Speaking at the conference he said: “We have no plans to reopen the quay this year.”", ""},
		{"capitalised", "Meanwhile Ida Quell said: “We have no plans to reopen the quay this year.”", "Ida Quell"},
		{"day", "On Wednesday Ida Quell said: “We have no plans to reopen the quay this year.”", "Ida Quell"},
		{"has", "As a negotiator for the ferry union has said, “We have no plans to reopen the quay this year.”", "a negotiator for the ferry union"},
		{"once", "As the editor of the Halvard Star once said: “We have no plans to reopen the quay this year.”", "the editor of the Halvard Star"},
		{"clause", "Then she turned to the others and said: “We have no plans to reopen the quay this year.”", ""},
		// Still whole, or as it was.
		{"she said", "Speaking in Port Ellis on Monday Ida Quell said the quay would close. “We have no plans to reopen it this year,” she said.", "Ida Quell"},
		{"particle", "After the match Ida de Quell said: “We have no plans to reopen the quay this year.”", "Ida de Quell"},
		{"under", "Under Secretary Ida Quell said: “We have no plans to reopen the quay this year.”", "Under Secretary Ida Quell"},
		{"the", "The Halvard Ferry Union said: “We have no plans to reopen the quay this year.”", "The Halvard Ferry Union"},
		{"title", "Harbour master Ida Quell said: “We have no plans to reopen the quay this year.”", "Harbour master Ida Quell"},
		{"name", "Ida Quell said: “We have no plans to reopen the quay this year.”", "Ida Quell"},
		{"insert", "Ida Quell, the harbour master, said: “We have no plans to reopen the quay this year.”", "Ida Quell"},
	}
	checkOneSpeaker(t, tests)
}

// TestQuoteSpeakerLeadInPronoun: "he" after a lead-in is the person last
// named as a speaker, as "He wrote" is (TestQuoteSpeakerLeadInPronounNamed),
// but not across a sentence opening with another name as its subject,
// here with a phrase set off by commas (`Mr Dahl, who ..., served`): not
// the speaker named before (Ida Quell; BBC politics/307 would give Robert
// Jackson's letter to Tony Blair, who "declared himself" delighted). The
// name opening the sentence right before as its subject is "he"
// (subjectBefore): Mr Dahl, and the "he added" after it too.
func TestQuoteSpeakerLeadInPronoun(t *testing.T) {
	text := "Tom Dahl said he was tired of the board. Ida Quell declared herself “delighted”, saying he would be welcome. Mr Dahl, who has clashed with the board before, served as harbour master until 1990. In a letter to the harbour board he wrote: “We have no plans to reopen the quay this year.” “Fares will have to rise again in the spring,” he added.\n"
	got := quoteSpeakers(text)
	for _, k := range []string{"We have no", "Fares will have"} {
		if got[k] != "Mr Dahl" {
			t.Errorf("%q: speaker = %q, want Mr Dahl", k, got[k])
		}
	}
}
