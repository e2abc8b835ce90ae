package brief

import "testing"

// TestMonthWordInAName: a capitalised month word was read as a period
// wherever it stood, so names ("Theresa May", "Jan Peeters", "April
// Ryan") named months May, January and April, and two statements whose
// figures disagree were kept apart as figures of two different periods.
// A month word right after or before another capitalised word (not one
// opening the sentence, nor a day number or a year) is a name, not a
// period; "in May 2009", "March 2", "In May," still are. Invented
// sentences.
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
		// Still periods.
		{"in May 2009",
			"The ferry yard at Veldmark cut 300 jobs in May 2009, the union said.",
			"The ferry yard at Veldmark cut 350 jobs in June 2009, the union said.", 0},
		{"In May,",
			"In May, the ferry yard at Veldmark cut 300 jobs, the union said.",
			"In June, the ferry yard at Veldmark cut 350 jobs, the union said.", 0},
		{"the June Venice summit",
			"The ferry yard at Veldmark cut 300 jobs before the May Venice summit, the union said.",
			"The ferry yard at Veldmark cut 350 jobs before the June Venice summit, the union said.", 0},
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
