package brief

import "testing"

// TestQuoteSpeakerNotAPlace: a capitalised name after "in", "at", "from",
// "near" or "outside" is a place, not the subject of the phrase before
// it: `an official at the Canadian embassy in Copenhagen said ... "..."
// she added` gave "Copenhagen". The speaker is the noun phrase opening the
// sentence, whole (as `An official near Port Ellis said: "` gives it),
// or nobody when there is none.
func TestQuoteSpeakerNotAPlace(t *testing.T) {
	tests := []speakerCase{
		{"she added", "An official at the Halvard embassy in Port Ellis said the quay would close.\n\n“We have no plans to reopen it this year,” she added.", "An official at the Halvard embassy in Port Ellis"},
		{"same paragraph", "An official at the Halvard embassy in Port Ellis said the quay would close. “We have no plans to reopen it this year,” she added.", "An official at the Halvard embassy in Port Ellis"},
		{"at", "A spokeswoman for the ferry company at Port Ellis said on Monday that fares would rise. “We have no plans to reopen it this year,” she said.", "A spokeswoman for the ferry company at Port Ellis"},
		{"from", "A delegate from Halvard told the meeting the quay would close. “We have no plans to reopen it this year,” she said.", "A delegate from Halvard"},
		{"after", "“We have no plans to reopen it this year,” an official in Port Ellis said.", ""},
		{"before", "An official near Port Ellis said: “We have no plans to reopen it this year.”", "An official near Port Ellis"},
		// Still named.
		{"name said in", "Ida Quell said in Port Ellis that the quay would close. “We have no plans to reopen it this year,” she added.", "Ida Quell"},
		{"name", "Harbour master Ida Quell said the quay would close. “We have no plans to reopen it this year,” she added.", "Ida Quell"},
		{"but an", "Tolls were cut.\n    But an official at the Halvard embassy in Port Ellis said\nthe quay would close. “We have no plans to reopen it this year,” she added.", "an official at the Halvard embassy in Port Ellis"},
		{"no phrase", "Tolls were cut, and officials in Port Ellis said the quay would close. “We have no plans to reopen it this year,” she added.", ""},
	}
	checkOneSpeaker(t, tests)
}
