package brief

import (
	"strings"
	"testing"
)

// TestTableCellsDoNotDisagree: a table restated in another post (a pool's
// standings a week later, a price list cut) lines up row for row with
// the first, but its cells are that table's figures, not two accounts of
// one fact: rows laid out in columns (a tab, or three spaces or more,
// between words) disagree with no other such row. The same figures
// written as sentences still do.
// Invented rows and sentences.
func TestTableCellsDoNotDisagree(t *testing.T) {
	const intro = "Here are the pool standings after the second week of the playoffs, as promised to everyone in the league.\n\n" +
		"The scoring follows the rules posted before the season, with two points for a win and one for a tie.\n\n"
	const outro = "\n\nPlease send any corrections to the pool office before the next round of games starts on the weekend.\n\n" +
		"Thanks again to the volunteers who keep the statistics for the whole league every single week."
	rows := func(a, b string) string {
		return "44.\tHarbour Otters\t1137\t1253.1\t45.1\t(" + a + ")\n" +
			"45.\tValley Ravens\t1149\t1249.4\t22.5\t(" + b + ")\n" +
			"46.\tLake Herons\t1102\t1240.2\t12.5\t(40)\n"
	}
	spaced := func(a, b string) string {
		return "44.   Harbour Otters     1137     1253.1     (" + a + ")\n" +
			"45.   Valley Ravens     1149     1249.4     (" + b + ")\n" +
			"46.   Lake Herons     1102     1240.2     (40)\n"
	}
	prose := func(a, b string) string {
		return "The Harbour Otters were ranked " + a + " in the pool after the second week of games.\n\n" +
			"The Valley Ravens were ranked " + b + " in the pool after the second week of games.\n"
	}
	for _, tc := range []struct {
		name string
		a, b string
		want int
	}{
		{"tab columns", rows("72", "48"), rows("41", "48"), 0},
		{"space columns", spaced("72", "48"), spaced("41", "48"), 0},
		{"sentences", prose("72", "48"), prose("41", "48"), 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := Input{Docs: []Doc{
				{ID: "a", Text: intro + tc.a + outro},
				{ID: "b", Text: intro + tc.b + outro},
			}}
			if got, all := countKind(Build(in, Options{}), "number"); got != tc.want {
				t.Errorf("%d number disagreements, want %d: %v", got, tc.want, all)
			}
		})
	}
	// inTableRow reads the line of a position, however long the text.
	long := strings.Repeat("word ", 200) + "\n" + "Harbour Otters\t1137\t(72)\n" + strings.Repeat("word ", 200)
	for _, tc := range []struct {
		at   string
		want bool
	}{{"1137", true}, {"word", false}} {
		if got := inTableRow(long, strings.Index(long, tc.at)); got != tc.want {
			t.Errorf("inTableRow at %q = %v, want %v", tc.at, got, tc.want)
		}
	}
	if inTableRow(strings.Repeat("x   y ", 1000), 3000) {
		t.Errorf("a line longer than maxTableRow either side read as a table row")
	}
}
