package lexicon

import "testing"

func TestIsLegalForm(t *testing.T) {
	for _, tc := range []struct {
		w    string
		want bool
	}{
		{"Corp", true}, {"CORP", true}, {"corp", true}, {"GmbH", true}, {"Holdings", true}, {"Oyj", true},
		{"Group", false}, {"Corps", false}, {"Income", false}, {"", false}, {"Corp.", false},
	} {
		if got := IsLegalForm(tc.w); got != tc.want {
			t.Errorf("IsLegalForm(%q) = %v, want %v", tc.w, got, tc.want)
		}
	}
}
