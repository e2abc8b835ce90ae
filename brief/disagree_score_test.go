package brief

import "testing"

// TestScoresAreNoCounts: the sides of a score, a split or a ratio are no
// counts, nor are the figures restating them ("deadlocked at 9-3, with
// nine in favour of the death penalty and three voting for life" against
// "the nine voting to put him to death", the sets "6-4 3-6" of one match against "4-6" of another, both
// near "battled"): they were read as two counts of one frame and shown as
// a disagreement of 3 against 9, of 4 against 3. A range ("4-6 people")
// is still a count. Invented sentences.
func TestScoresAreNoCounts(t *testing.T) {
	common := "The tournament in Halvern continued on Monday under clear skies before a crowd of several thousand.\n\n" +
		"Organisers said the final would be played on Sunday as planned, weather permitting."
	for _, tc := range []struct {
		name, a, b string
		want       int // number disagreements
	}{
		{"sets of two matches",
			"Safin battled past Ancic 6-4 3-6 6-3 6-4 on Monday.",
			"Johansson battled back to beat Luczak 7-6 (7-5) 4-6 6-3 4-6 6-0 on Monday.", 0},
		{"a jury's split",
			"The jury was deadlocked at 9-3, with nine in favour of the death penalty and three voting for life, the court heard on Monday.",
			"Two jurors said they were among the nine voting to put Nichols to death, the court heard on Monday.", 0},
		{"a split in words",
			"The jury voted 9 to 3, with nine in favour of the death penalty and three voting for life, the court heard on Monday.",
			"Two jurors said they were among the nine voting to put Nichols to death, the court heard on Monday.", 0},
		{"votes to",
			"The panel decided by 9 votes to 3, nine in favour of the death penalty and three voting for life, the court heard on Monday.",
			"Two jurors said they were among the nine voting to put Nichols to death, the court heard on Monday.", 0},
		{"ranges still count",
			"Police said 4-6 people were killed in the crush at the stadium on Monday.",
			"Police said 8-10 people were killed in the crush at the stadium on Monday.", 1},
		{"counts still count",
			"Police said 9 people were killed in the crush at the stadium on Monday.",
			"Police said 3 people were killed in the crush at the stadium on Monday.", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			br := twoOutlets(tc.a, tc.b, common)
			got, all := countKind(br, "number")
			if got != tc.want {
				t.Errorf("%d number disagreements, want %d: %v", got, tc.want, all)
			}
		})
	}
}

// TestInScore reads the figures of scores and of ranges.
func TestInScore(t *testing.T) {
	for _, tc := range []struct {
		text, num string
		want      bool
	}{
		{"deadlocked at 9-3.", "3", true},
		{"deadlocked at 9-3.", "9", true},
		{"a 2-2 draw", "2", true},
		{"beat him 7-6 (7-5) 4-6 6-3", "4", true},
		{"won 6-4 3-6 6-3", "3", true},
		{"lost 1-2 at home", "1", true},
		{"a 1-3 defeat", "3", true},
		{"voted 9 to 3", "3", true},
		{"by 9 votes to 3", "9", true},
		{"4-6 people died", "4", false},
		{"rose from 9 to 3", "3", false},
		{"between 9 to 12 people", "9", false},
		{"in 1987-88 it", "88", false},
		{"pays 1-1/4 pct", "1", false},
		{"9 people died", "9", false},
	} {
		i := indexFigure(tc.text, tc.num)
		if got := inScore(tc.text, i, i+len(tc.num)); got != tc.want {
			t.Errorf("inScore(%q, %q) = %v, want %v", tc.text, tc.num, got, tc.want)
		}
	}
}

// indexFigure finds num in text as a whole figure, the first such.
func indexFigure(text, num string) int {
	for i := 0; i+len(num) <= len(text); i++ {
		if text[i:i+len(num)] == num && (i == 0 || !isDigit(text[i-1])) && (i+len(num) == len(text) || !isDigit(text[i+len(num)])) {
			return i
		}
	}
	return -1
}
