package story

import (
	"slices"
	"testing"
)

// TestPickNamesLegalForms: a company's legal form written alone ("Co" of
// "Halden Tollin and Co", "Ltd" of a headline over a table of figures)
// is no name, and a word listed beside the company it names with a legal
// form after it is that company once, whichever comes first, a
// hyphenated word too, which no candidate holds ("Borg-Warner Corp": the
// features split it). Two-letter forms in capitals stay ("CO" is
// Colorado, "AG" an attorney general), and so do words that only look
// like a form ("Asa", a name). The names are invented.
func TestPickNamesLegalForms(t *testing.T) {
	for _, tt := range []struct {
		cands, shown, want []string
	}{
		{
			[]string{"Halden Tollin", "Co", "Brackenford", "Ltd", "LTD", "Inc"},
			nil,
			[]string{"Halden Tollin", "Brackenford"},
		},
		{
			[]string{"Dunmere", "CO", "AG", "SA", "Asa", "Company", "Holdings", "GMBH"},
			nil,
			[]string{"Dunmere", "CO", "AG", "SA", "Asa"},
		},
		{
			// Two capitals are a legal form where the story writes them
			// after a name, dots aside.
			[]string{"Dunmere S.A", "SA", "AG", "Tollin B.V.", "BV"},
			nil,
			[]string{"Dunmere S.A", "AG", "Tollin B.V."},
		},
		{
			// The hyphenated word first: the company written in full goes.
			[]string{"Halden-Vorst", "Warner Corp", "Brackenford"},
			[]string{"Halden-Vorst", "Halden-Vorst Corp", "Brackenford"},
			[]string{"Halden-Vorst", "Brackenford"},
		},
		{
			// The company first: the word goes.
			[]string{"Warner Corp", "Halden-Vorst", "Brackenford"},
			[]string{"Halden-Vorst Corp", "Halden-Vorst", "Brackenford"},
			[]string{"Halden-Vorst Corp", "Brackenford"},
		},
		{
			// Another name after the word is another company.
			[]string{"Halden-Vorst", "Vorst Tollin", "Tollin Ltd"},
			[]string{"Halden-Vorst", "Halden-Vorst Tollin Ltd", "Tollin Ltd"},
			[]string{"Halden-Vorst", "Halden-Vorst Tollin Ltd"},
		},
		{
			// Two spellings of one legal form are one name, the first
			// kept (Reuters listed "Siemens AG" and "Siemens A.G." in
			// one story); two forms are two companies.
			[]string{"Dunmere AG", "Dunmere A.G.", "Tollin Corp", "Tollin Corporation", "Vorst Co", "Vorst Company", "Halden Corp", "Halden Inc"},
			nil,
			[]string{"Dunmere AG", "Tollin Corp", "Vorst Co", "Halden Corp", "Halden Inc"},
		},
		{
			// The form after the name or none: one name.
			[]string{"Dunmere Aviation Inc", "Dunmere Aviation", "Tollin N.V.", "Tollin"},
			nil,
			[]string{"Dunmere Aviation Inc", "Tollin N.V."},
		},
	} {
		var show func(int) string
		if tt.shown != nil {
			show = func(i int) string { return tt.shown[i] }
		}
		if got := pickNames(tt.cands, show, nil, describeNames); !slices.Equal(got, tt.want) {
			t.Errorf("pickNames(%q, %q) = %q, want %q", tt.cands, tt.shown, got, tt.want)
		}
	}
}
