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

// TestLegalForms: every form has two letters or more (story's
// legalFormAlone reads the second), and the list is a copy: changing
// it changes no other caller's.
func TestLegalForms(t *testing.T) {
	fs := LegalForms()
	for _, f := range fs {
		if len(f) < 2 {
			t.Errorf("legal form %q has fewer than two letters", f)
		}
	}
	fs[0] = "X"
	if LegalForms()[0] == "X" || !IsLegalForm("Corp") {
		t.Error("LegalForms returns the list itself, not a copy")
	}
}

// TestIsOrgWord: the words as written, a legal form among them.
func TestIsOrgWord(t *testing.T) {
	for _, tc := range []struct {
		w    string
		want bool
	}{
		{"Board", true}, {"Committee", true}, {"Plc", true}, {"Korea", true},
		{"board", false}, {"Farm", false}, {"Minister", false}, {"", false},
	} {
		if got := IsOrgWord(tc.w); got != tc.want {
			t.Errorf("IsOrgWord(%q) = %v, want %v", tc.w, got, tc.want)
		}
	}
}

func TestIsStopWord(t *testing.T) {
	for _, tt := range []struct {
		w    string
		want bool
	}{{"the", true}, {"said", true}, {"us", true}, {"ferry", false}, {"The", false}, {"", false}} {
		if got := IsStopWord(tt.w); got != tt.want {
			t.Errorf("IsStopWord(%q) = %v, want %v", tt.w, got, tt.want)
		}
		if got := IsStopWordBytes([]byte(tt.w)); got != tt.want {
			t.Errorf("IsStopWordBytes(%q) = %v, want %v", tt.w, got, tt.want)
		}
	}
	if n := testing.AllocsPerRun(100, func() { IsStopWordBytes([]byte("ferry")) }); n != 0 {
		t.Errorf("IsStopWordBytes allocates %v times", n)
	}
}
