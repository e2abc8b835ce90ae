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
	} {
		if got := Normalize(tc.in); got != tc.want {
			t.Errorf("Normalize(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
