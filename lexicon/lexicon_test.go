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

func TestDirectionOrdinalMonth(t *testing.T) {
	for _, tc := range []struct {
		w               string
		dir, ord, month int
	}{
		{"rose", 1, 0, 0}, {"raised", 1, 0, 0}, {"higher", 1, 0, 0}, {"up", 1, 0, 0},
		{"fell", -1, 0, 0}, {"lowered", -1, 0, 0}, {"lower", -1, 0, 0}, {"down", -1, 0, 0},
		{"won", 0, 0, 0}, {"lost", 0, 0, 0}, {"loss", 0, 0, 0}, {"cut", 0, 0, 0},
		{"second", 0, 2, 0}, {"seventh", 0, 7, 0}, {"twentieth", 0, 20, 0}, {"2nd", 0, 2, 0}, {"21st", 0, 21, 0},
		{"44th", 0, 44, 0}, {"100th", 0, 0, 0}, {"st", 0, 0, 0}, {"1x", 0, 0, 0}, {"n2nd", 0, 0, 0},
		{"january", 0, 0, 1}, {"feb", 0, 0, 2}, {"sept", 0, 0, 9}, {"may", 0, 0, 5}, {"monday", 0, 0, 0},
	} {
		w := []byte(tc.w)
		if got := DirectionBytes(w); got != tc.dir {
			t.Errorf("DirectionBytes(%q) = %d, want %d", tc.w, got, tc.dir)
		}
		if got := OrdinalBytes(w); got != tc.ord {
			t.Errorf("OrdinalBytes(%q) = %d, want %d", tc.w, got, tc.ord)
		}
		if got := MonthBytes(w); got != tc.month {
			t.Errorf("MonthBytes(%q) = %d, want %d", tc.w, got, tc.month)
		}
	}
	if !IsUpDown([]byte("up")) || !IsUpDown([]byte("down")) || IsUpDown([]byte("upper")) {
		t.Error("IsUpDown")
	}
}

// TestLegalFormKey: one key for the spellings of one legal form, none for
// other words.
func TestLegalFormKey(t *testing.T) {
	for _, tc := range []struct{ w, want string }{
		{"AG", "ag"}, {"A.G.", "ag"}, {"A.G", "ag"}, {"N.V.", "nv"}, {"S.p.A.", "spa"}, {"SpA", "spa"},
		{"Corporation", "corp"}, {"Corp.", "corp"}, {"CORP", "corp"}, {"Company", "co"}, {"Co.", "co"},
		{"Limited", "ltd"}, {"Incorporated", "inc"}, {"PLC", "plc"}, {"LLC", "llc"},
		{"Group", ""}, {"U.S.", ""}, {"Corps", ""}, {"", ""}, {".", ""}, {"Aviation", ""},
	} {
		if got := LegalFormKey(tc.w); got != tc.want {
			t.Errorf("LegalFormKey(%q) = %q, want %q", tc.w, got, tc.want)
		}
	}
}
