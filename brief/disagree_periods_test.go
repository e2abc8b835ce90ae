package brief

import (
	"testing"
)

// Figures of a recurring report given for two different periods — two
// weeks, two months, two years named in the statements — are two facts
// (this week's figure and last week's), not a disagreement; the same
// period with two figures still disagrees, and so does a date that is all
// two statements differ in, and a name spelt two ways: a spelling is no
// figure of a period. All invented sentences.
func TestFiguresOfDifferentPeriods(t *testing.T) {
	common := "The central bank of Veldmark publishes the figures every week, and economists watch them for signs of a change in interest rates.\n\n" +
		"Analysts at Harbor Securities said the figures were in line with the bank's target range for the year.\n\n" +
		"The bank will publish its next monetary policy statement after its board meets, a spokeswoman said."
	for _, tc := range []struct {
		name, a, b                string
		number, dayWant, nameWant int // number, day and name disagreements wanted
	}{
		{"two weeks",
			"Veldmark narrow money supply rose 2.1 billion crowns to 310.4 billion crowns in the week ended February 23, the central bank said.",
			"Veldmark narrow money supply fell 1.4 billion crowns to 309.0 billion crowns in the week ended March 2, the central bank said.", 0, 0, 0},
		{"two months",
			"Veldmark consumer prices rose 0.4 pct in January after a 0.2 pct rise the month before, the statistics office said.",
			"Veldmark consumer prices rose 0.7 pct in February after a 0.3 pct rise the month before, the statistics office said.", 0, 0, 0},
		{"two years",
			"Veldmark grain exports totalled 220,900 tonnes in 1986, the grain board said in its annual report.",
			"Veldmark grain exports totalled 239,700 tonnes in 1987, the grain board said in its annual report.", 0, 0, 0},
		{"one week, two figures",
			"Veldmark narrow money supply rose 2.1 billion crowns to 310.4 billion crowns in the week ended February 23, the central bank said.",
			"Veldmark narrow money supply rose 2.4 billion crowns to 310.4 billion crowns in the week ended February 23, the central bank said.", 1, 0, 0},
		{"the date is all that differs",
			"Veldmark narrow money supply rose 2.1 billion crowns to 310.4 billion crowns in the week ended February 23, the central bank said.",
			"Veldmark narrow money supply rose 2.1 billion crowns to 310.4 billion crowns in the week ended February 24, the central bank said.", 0, 1, 0},
		{"a period named by one statement only",
			"Veldmark consumer prices rose 0.4 pct in January after a 0.2 pct rise the month before, the statistics office said.",
			"Veldmark consumer prices rose 0.7 pct in the latest month after a 0.2 pct rise the month before, the statistics office said.", 1, 0, 0},
		{"a month and a day of it",
			"Veldmark narrow money supply rose 2.1 billion crowns to 310.4 billion crowns in February, the central bank said on February 23.",
			"Veldmark narrow money supply rose 2.4 billion crowns to 310.4 billion crowns in the week ended February 23, the central bank said.", 1, 0, 0},
		{"a name spelt two ways in two years' statements",
			"Veldmark's grain board said its accounts for 1986 were audited by Kestrel Harwood and Co of Tarnby.",
			"Veldmark's grain board said its accounts for 1987 were audited by Kestrel Harwod and Co of Tarnby.", 0, 0, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			br := twoOutlets(tc.a, tc.b, common)
			if got, all := countKind(br, "number"); got != tc.number {
				t.Errorf("%d number disagreements, want %d: %v", got, tc.number, all)
			}
			if got, all := countKind(br, "day"); got != tc.dayWant {
				t.Errorf("%d day disagreements, want %d: %v", got, tc.dayWant, all)
			}
			if got, all := countKind(br, "name"); got != tc.nameWant {
				t.Errorf("%d name disagreements, want %d: %v", got, tc.nameWant, all)
			}
		})
	}
}
