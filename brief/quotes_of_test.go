package brief

import "testing"

// TestQuoteSpeakerOfPlace: a name after "of" in a common noun's phrase is
// the place or body the speaker belongs to, not the speaker: `"...," the
// mayor of Port Ellis said` gave "Port Ellis". The speaker is the phrase
// whole, as "a friend of the actress" is, or the name set off before the
// title (`Ida Quell, president of Halvard Ferries said`); else the name is
// left as it was. A title before a name ("Secretary of State Ida Quell",
// "Bank of Halvard Governor Ida Quell") keeps the person.
func TestQuoteSpeakerOfPlace(t *testing.T) {
	tests := []speakerCase{
		{"after", "“We have no plans to reopen the quay this year,” the mayor of Port Ellis said.", "the mayor of Port Ellis"},
		{"after a", "“We have no plans to reopen the quay this year,” a spokesman of Halvard Ferries said.", "a spokesman of Halvard Ferries"},
		{"she added", "The mayor of Port Ellis said the quay would close.\n\n“We have no plans to reopen it this year,” she added.", "The mayor of Port Ellis"},
		{"same paragraph", "The mayor of Port Ellis said the quay would close. “We have no plans to reopen it this year,” she said.", "The mayor of Port Ellis"},
		{"before", "The mayor of Port Ellis said: “We have no plans to reopen the quay this year.”", "The mayor of Port Ellis"},
		{"apposition", "Ida Quell, president of Halvard Ferries said: “We have no plans to reopen the quay this year.”", "Ida Quell"},
		{"apposition she", "Ida Quell, president of Halvard Ferries, a small operator, told reporters the quay would close. “We have no plans to reopen it this year,” she said.", "Ida Quell"},
		// Left as it was: a name after "of" may be the speaker's own.
		{"as it was", "Tolls were cut, and branch manager of Halvard Ferries Ida Quell said: “We have no plans to reopen the quay this year.”", "Halvard Ferries Ida Quell"},
		// Still the person.
		{"title of", "“We have no plans to reopen the quay this year,” Secretary of State Ida Quell said.", "Secretary of State Ida Quell"},
		{"title of she", "Secretary of State Ida Quell said the quay would close. “We have no plans to reopen it this year,” she said.", "Secretary of State Ida Quell"},
		{"bank of", "Bank of Halvard Governor Ida Quell said the quay would close. “We have no plans to reopen it this year,” she said.", "Bank of Halvard Governor Ida Quell"},
		{"bank of after", "“We have no plans to reopen the quay this year,” Bank of Halvard Governor Ida Quell said.", "Bank of Halvard Governor Ida Quell"},
		{"name of", "Ida Quell of the Halvard Ferry Union said the quay would close. “We have no plans to reopen it this year,” she said.", "Ida Quell of the Halvard Ferry Union"},
	}
	checkOneSpeaker(t, tests)
}
