package story

import (
	"slices"
	"strings"
	"testing"
)

// TestNameRunsLineBreak: in hard-wrapped text (every line at most
// wrapWidth characters, as wire copy is wrapped) one plain line break
// inside a name cut its run ("Development Board" of "Tollin Valley
// Development Board", "Brackenford Heights" of "New Brackenford
// Heights"). A run goes on over one line break between name words when
// the line before is long enough to have been wrapped; not over a break
// after punctuation, a blank line, an indented line, a short line (a
// heading, a table row), or in text whose lines are not wrapped. The
// texts are invented.
func TestNameRunsLineBreak(t *testing.T) {
	w := DefaultWeights()
	x := newExtractor(&w)
	const tail = "\nThe Development Board and Brackenford Heights agreed.\n"
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Shares in Harwick Mining rose as it agreed to sell its mill to Tollin Valley\nDevelopment Board for 40 mln dlrs in cash." + tail,
			[]string{"Harwick Mining", "Tollin Valley Development Board", "Development Board", "Brackenford Heights"}},
		{"Shares in Harwick Mining rose as it agreed to sell its mill to the New\nBrackenford Heights council for 40 mln dlrs in cash." + tail,
			[]string{"Harwick Mining", "New Brackenford Heights", "Development Board", "Brackenford Heights"}},
		{"Shares in Harwick Mining rose as it agreed to sell a mill to the Bank of\nBrackenford Heights for 40 mln dlrs in cash, it said." + tail,
			[]string{"Harwick Mining", "Bank of Brackenford Heights", "Development Board", "Brackenford Heights"}},
		// The word after the break opens the line, and is a name word
		// though the text writes it nowhere else.
		{"Shares in Harwick Mining rose as it agreed to sell its mill to the New\nOstmark Harbour Trust for 40 mln dlrs in cash." + tail,
			[]string{"Harwick Mining", "New Ostmark Harbour Trust", "Development Board", "Brackenford Heights"}},
		// A full stop, a blank line, an indented line: a new sentence
		// or paragraph.
		{"Shares in Harwick Mining rose as it agreed to sell its mill to Tollin Valley.\nDevelopment Board members met in cash, it said." + tail,
			[]string{"Harwick Mining", "Tollin Valley", "Development Board", "Development Board", "Brackenford Heights"}},
		{"Shares in Harwick Mining rose as it agreed to sell its mill to Tollin Valley\n\nDevelopment Board members met in cash, it said." + tail,
			[]string{"Harwick Mining", "Tollin Valley", "Development Board", "Development Board", "Brackenford Heights"}},
		{"Shares in Harwick Mining rose as it agreed to sell its mill to Tollin Valley\n    Development Board members met in cash, it said." + tail,
			[]string{"Harwick Mining", "Tollin Valley", "Development Board", "Development Board", "Brackenford Heights"}},
		// A short line: a heading or a table row.
		{"By Harwick Mining of Tollin Valley\nDevelopment Board members met in cash, it said." + tail,
			[]string{"Harwick Mining", "Tollin Valley", "Development Board", "Development Board", "Brackenford Heights"}},
		// A line longer than wrapped text has: the lines are not wrapped.
		{"Shares in Harwick Mining rose as it agreed to sell its mill and its yards to Tollin Valley\nDevelopment Board members met in cash, it said." + tail,
			[]string{"Harwick Mining", "Tollin Valley", "Development Board", "Development Board", "Brackenford Heights"}},
	} {
		if got := x.nameRuns("", tt.text, nil, nil); !slices.Equal(got, tt.want) {
			t.Errorf("nameRuns(%q) = %q, want %q", tt.text, got, tt.want)
		}
		// leadRuns reads the runs from the extractor's own tokens.
		x.extract("", tt.text, nil)
		if got := strings.Split(strings.TrimSuffix(x.leadRuns(nil), "\n"), "\n"); !slices.Equal(got, tt.want) {
			t.Errorf("leadRuns(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}
