package brief

import "testing"

// TestMonthWordInAName: a capitalised month word was read as a period
// wherever it stood, so names ("Theresa May", "Jan Peeters", "April
// Ryan") named months May, January and April, and two statements whose
// figures disagree were kept apart as figures of two different periods.
// A month word right after or before another capitalised word (not one
// opening the sentence, nor a day number or a year) is a name, not a
// period; "in May 2009", "March 2", "In May," still are. So is one
// before a verb of saying wherever it stands ("May said", "March told"
// opening a sentence too), but not after
// "in" nor before "added" ("March added 300 jobs"). Invented sentences.
func TestMonthWordInAName(t *testing.T) {
	common := "The ferry company of Veldmark runs the crossing to the islands, and the council has long argued over who pays for it.\n\n" +
		"Islanders said the service had grown worse every year since the company took it over.\n\n" +
		"The council will vote on the subsidy after its summer recess, a spokeswoman said."
	for _, tc := range []struct {
		name, a, b string
		number     int
	}{
		{"Theresa May",
			"Minister Theresa May said 300 jobs would go at the Veldmark ferry yard.",
			"The minister said 350 jobs would go at the Veldmark ferry yard in June.", 1},
		{"Jan Peeters",
			"Union leader Jan Peeters said 300 jobs would go at the Veldmark ferry yard.",
			"The union leader said 350 jobs would go at the Veldmark ferry yard in March.", 1},
		{"April Ryan",
			"Reporter April Ryan said 300 jobs would go at the Veldmark ferry yard.",
			"The reporter said 350 jobs would go at the Veldmark ferry yard in June.", 1},
		// A month word that says or tells is a name, wherever it
		// stands: opening the sentence, where the rule of the name
		// word beside it does not reach, or after a comma.
		{"May said opening the sentence",
			"May said 300 jobs would go at the Veldmark ferry yard.",
			"The minister said 350 jobs would go at the Veldmark ferry yard in June.", 1},
		{"March told opening the sentence",
			"March told reporters 300 jobs would go at the Veldmark ferry yard.",
			"The manager told reporters 350 jobs would go at the Veldmark ferry yard in June.", 1},
		{"May said after a comma",
			"The ferry yard at Veldmark will cut 300 jobs, May said on the quay.",
			"The ferry yard at Veldmark will cut 350 jobs in June, the minister said on the quay.", 1},
		// Still periods.
		{"May 3 opening the sentence",
			"May 3 figures showed the ferry yard at Veldmark cut 300 jobs, the union said.",
			"June 3 figures showed the ferry yard at Veldmark cut 350 jobs, the union said.", 0},
		{"May saw",
			"May saw the ferry yard at Veldmark cut 300 jobs, the union said.",
			"June saw the ferry yard at Veldmark cut 350 jobs, the union said.", 0},
		{"March added",
			"March added 300 jobs at the ferry yard at Veldmark, the union said.",
			"June added 350 jobs at the ferry yard at Veldmark, the union said.", 0},
		{"in May said",
			"The ferry yard at Veldmark cut 300 jobs in May, the union said.",
			"The ferry yard at Veldmark cut 350 jobs in June, the union said.", 0},
		{"in May 2009",
			"The ferry yard at Veldmark cut 300 jobs in May 2009, the union said.",
			"The ferry yard at Veldmark cut 350 jobs in June 2009, the union said.", 0},
		{"In May,",
			"In May, the ferry yard at Veldmark cut 300 jobs, the union said.",
			"In June, the ferry yard at Veldmark cut 350 jobs, the union said.", 0},
		{"the June Venice summit",
			"The ferry yard at Veldmark cut 300 jobs before the May Venice summit, the union said.",
			"The ferry yard at Veldmark cut 350 jobs before the June Venice summit, the union said.", 0},
		// A futures month after "under", "over" or "against" (a
		// contract: "points under May New York").
		{"under May New York",
			"Veldmark sugar traded 300 points under May New York, the union said.",
			"Veldmark sugar traded 350 points under July New York, the union said.", 0},
		{"May opening the sentence",
			"May figures showed the ferry yard at Veldmark cut 300 jobs, the union said.",
			"June figures showed the ferry yard at Veldmark cut 350 jobs, the union said.", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			br := twoOutlets(tc.a, tc.b, common)
			if got, all := countKind(br, "number"); got != tc.number {
				t.Errorf("%d number disagreements, want %d: %v", got, tc.number, all)
			}
		})
	}
}
