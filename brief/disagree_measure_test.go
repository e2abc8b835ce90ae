package brief

import "testing"

// TestMeasuresAreNoCounts: ages, distances and ratios near "killed" are
// no death tolls, and two times disagree only in the same relation ("days
// before" / "days before", not "years after" / "years in"). Counts of the
// dead still disagree. Invented sentences.
func TestMeasuresAreNoCounts(t *testing.T) {
	for _, tc := range []struct {
		name string
		a, b string
		want int
	}{
		{"two people's ages",
			"Police said LuAnn Johnson, 66, of Burnsville, was killed in a parking lot on Wednesday.",
			"According to police, Anthony LaSalle, 36, of Minneapolis, hit and killed a woman on Wednesday.", 0},
		{"two ages before year-old",
			"Officers shot and killed a 16-year-old in Brooklyn on Saturday, the police explained.",
			"Less than a year before, a detective had shot and killed a 23-year-old woman in Brooklyn on Saturday.", 0},
		{"two distances",
			"On Friday a climber died after slipping and falling about 60 metres from a ridge.",
			"One of the party slipped on the ice on Friday and has fallen some 700 metres to his death.", 0},
		{"times of two relations",
			"Relatives said the man was killed on Monday, two years after the coup.",
			"The man, killed on Monday according to his family, had spent 21 years in prison.", 0},
		{"times of one relation",
			"Fire trucks were sent home four days before the assault, on Monday, neighbours said.",
			"On Monday the fire department was sent away two days before the assault, a witness said.", 1},
		{"two death tolls",
			"At least 14 people were killed on Tuesday when the bus left the road.",
			"The bus plunged off the road on Tuesday and at least 16 people were killed.", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := Input{Docs: []Doc{
				{ID: "a", Source: "Paper A", Text: tc.a},
				{ID: "b", Source: "Paper B", Text: tc.b},
			}}
			if got, all := countKind(Build(in, Options{}), "number"); got != tc.want {
				t.Errorf("%d number disagreements, want %d: %v", got, tc.want, all)
			}
		})
	}
}
