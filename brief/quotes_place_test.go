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

// TestAttributionNotAPlace: a value stated in "X said 28 ..." is
// attributed to X, but a place is no X: `An Ankara Radio report
// monitored in London said 28 ...` was attributed to "London", `The
// mayor of Port Ellis said` to "Port Ellis". As for a quotation's speaker
// (TestQuoteSpeakerNotAPlace), the subject is the noun phrase opening the
// sentence, whole, or nobody when there is none. Invented sentences.
func TestAttributionNotAPlace(t *testing.T) {
	common := "The ferry company of Veldmark runs the crossing to the islands, and the council has long argued over who pays for it.\n\n" +
		"Islanders said the service had grown worse every year since the company took it over.\n\n" +
		"The council will vote on the subsidy after its summer recess, a spokeswoman said."
	const other = "The ministry said 27 soldiers were killed at the Veldmark border post."
	for _, tc := range []struct{ name, a, want string }{
		{"report monitored in", "A Halvard Radio report monitored in Port Ellis said 28 soldiers were killed at the Veldmark border post.", "A Halvard Radio report monitored in Port Ellis"},
		{"mayor of", "The mayor of Port Ellis said 28 soldiers were killed at the Veldmark border post.", "The mayor of Port Ellis"},
		{"no phrase", "Soldiers in Port Ellis said 28 soldiers were killed at the Veldmark border post.", ""},
		{"official in", "An official at the embassy in Port Ellis said 28 soldiers were killed at the Veldmark border post.", ""}, // an official: the outlet's sourcing
		// Still named.
		{"name", "Ida Quell said 28 soldiers were killed at the Veldmark border post.", "Ida Quell"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			br := twoOutlets(tc.a, other, common)
			if len(br.Disagreements) != 1 || len(br.Disagreements[0].Variants) != 2 {
				t.Fatalf("disagreements %+v, want one of two values", br.Disagreements)
			}
			for _, v := range br.Disagreements[0].Variants {
				if v.Value == "28" && v.Attribution != tc.want {
					t.Errorf("28 attributed to %q, want %q", v.Attribution, tc.want)
				}
			}
		})
	}
}
