package story

import "testing"

// TestNameRunsCompanyForms: a legal form after "and" and one word is the
// company's whose name goes on over "and" ("Alex Brown and Sons Inc",
// Reuters, was listed as "Sons Inc"), not after a legal form or a name
// going on with "of" (two companies), and a capitalised stop word inside
// a sentence opens a company's name ending with a legal form ("First
// Boston Corp" was listed as "Boston Corp"), an article aside, and no
// other name. The texts are invented.
func TestNameRunsCompanyForms(t *testing.T) {
	x, df := countedCorpus(
		"The securities firm sold securities to the chairman in Valdoria.",
		"Halvard Brekke and Carrow met in Valdoria.",
	)
	for _, tt := range []struct {
		text   string
		want   []string
		wantNo []string // without counts
	}{
		{"Shares of Halvard Brekke and Sons Inc rose.", []string{"Halvard Brekke and Sons Inc"}, []string{"Halvard Brekke", "Sons Inc"}},
		{"Talks between Valdoria and Carrow Glass Co ended.", []string{"Valdoria", "Carrow Glass Co"}, []string{"Valdoria", "Carrow Glass Co"}},
		{"Shares of Ostvik Inc and Carrow Ltd rose.", []string{"Ostvik Inc", "Carrow Ltd"}, []string{"Ostvik Inc", "Carrow Ltd"}},
		{"Talks by the Bank of Valdoria and Carrow Ltd ended.", []string{"Bank of Valdoria", "Carrow Ltd"}, []string{"Bank of Valdoria", "Carrow Ltd"}},
		{"He joined First Halvard Corp on Friday.", []string{"First Halvard Corp"}, []string{"First Halvard Corp"}},
		{"He met First Halvard Brekke on Friday.", []string{"Halvard Brekke"}, []string{"Halvard Brekke"}},
		{"Shares of The Halvard Co rose.", []string{"Halvard Co"}, []string{"Halvard Co"}},
		{"He joined Development Bank Of Valdoria Ltd.", []string{"Development Bank", "Valdoria Ltd"}, []string{"Development Bank", "Valdoria Ltd"}},
	} {
		checkNameRuns(t, x, df, tt.text, tt.want, tt.wantNo)
	}
}
