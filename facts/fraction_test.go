package facts

import (
	"strings"
	"testing"
)

// InFraction tells the numerators and denominators of fractions and the
// fields of dates written with slashes (Reuters' bond fees and prices
// "1-1/4 pct", "95-22/32"; newsgroup dates "4/05/93") from counts beside
// a hyphen or a slash and from the whole of a mixed number.
func TestInFraction(t *testing.T) {
	tests := []struct {
		text, at string
		want     bool
	}{
		{"The selling concession is 1-1/4 pct while management pays 5/8 pct.", "4 pct", true},
		{"The selling concession is 1-1/4 pct while management pays 5/8 pct.", "1/4", true},
		{"The selling concession is 1-1/4 pct while management pays 5/8 pct.", "1-1", false},
		{"The selling concession is 1-1/4 pct while management pays 5/8 pct.", "5/", true},
		{"The bond was priced at 95-22/32 to yield 8.93 pct.", "95", false},
		{"The bond was priced at 95-22/32 to yield 8.93 pct.", "22", true},
		{"The bond was priced at 95-22/32 to yield 8.93 pct.", "8.93", false},
		{"GAMES PLAYED 4/05/93 in the league.", "05", true},
		{"Between 27-29 people died in the crash.", "27", false},
		{"Profits rose 12 pct/year, the firm said.", "12", false},
		{"The 1/ footnote and the 14 people.", "1/", false},
		{"Police said 14 people died.", "14", false},
	}
	for _, tt := range tests {
		i := strings.Index(tt.text, tt.at)
		end := i
		for end < len(tt.text) && isASCIIDigit(tt.text[end]) {
			end++
		}
		if got := InFraction(tt.text, i, end); got != tt.want {
			t.Errorf("InFraction(%q at %q) = %v, want %v", tt.text, tt.at, got, tt.want)
		}
	}
}
