package textnorm

import "testing"

// Text normalises as its NFKC form does: fullwidth decimal points and
// thousands separators keep their role between digits, and invisible
// format characters (soft hyphens, zero-width spaces and joiners, which
// scraped web text carries) split no word.
func TestNormalizeLikeNFKC(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"３．５ percent", "3.5 percent"},
		{"x 1．5", "x 1.5"},
		{"３.５", "3.5"},
		{"１，０００ people", "1000 people"},
		{"1，000 people", "1000 people"},
		{"a，b", "a b"},
		{"infor\u00admation", "information"},
		{"infor\u200bmation", "information"},
		{"infor\u200dmation", "information"},
		{"\ufeffBOM at the start", "bom at the start"},
		{"end\u00ad here", "end here"},
		{"U.S. 1.5 1,000", "us 1.5 1000"},
		// Symbols whose NFKC form is letters or digits are words, as
		// NFKC reads them (they were separators: 10㎏ read as 10).
		{"10㎏ and 250㎞", "10kg and 250km"},
		{"Acme™ № 5", "acmetm no 5"},
		{"20℃", "20 c"}, // as 20°C: the degree sign is no letter
	} {
		if got := Normalize(tc.in); got != tc.want {
			t.Errorf("Normalize(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
