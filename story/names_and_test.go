package story

import "testing"

// TestNameRunsAndBody: "and" after a one-word run the corpus writes in
// lower case in most documents holding it, though as a name too often
// for a common word ("Securities", a name in a third of them: Nomura
// Securities), goes on with a body's name of two words or more ending
// with an org word: "Securities and Exchange Commission" was listed as
// "Securities" and "Exchange Commission" in 90 Reuters stories. Not
// after two words ("Nomura Securities and Exchange Commission"), not
// before one word ("Securities and Exchange") nor a company's name
// ("Securities and Wood Gundy Inc": two firms), not after a name
// ("Britain and World Bank"); a line break of wrapped text inside the
// body's name goes on with it; without counts, as before. The texts are
// invented.
func TestNameRunsAndBody(t *testing.T) {
	x, df := countedCorpus(
		"The bank sold shares of Nomura Securities in Britain.",
		"A bank bought Yamaichi Securities in Britain.",
		"He works at Nikko Securities in Britain.",
		"The securities firm sold securities on the exchange.",
		"A securities house and an exchange in Britain.",
		"Some securities went to the exchange in Britain.",
		"The securities rules of the exchange changed.",
		"An exchange of securities was agreed in Britain.",
		"A wood house was sold in Britain.",
	)
	for _, tt := range []struct {
		text   string
		want   []string
		wantNo []string // without counts
	}{
		{"The Securities and Exchange Commission said so.", []string{"Securities and Exchange Commission"}, []string{"Securities", "Exchange Commission"}},
		{"The Securities and Exchange Commission Board met.", []string{"Securities and Exchange Commission Board"}, []string{"Securities", "Exchange Commission Board"}},
		{"He said Nomura Securities and Exchange Commission staff met.", []string{"Nomura Securities", "Exchange Commission"}, []string{"Nomura Securities", "Exchange Commission"}},
		// A line break of wrapped text inside the body's name.
		{"Acme Corp said it filed a statement with the Securities and Exchange\nCommission covering the sale of shares.\n", []string{"Corp", "Securities and Exchange Commission"}, []string{"Corp", "Securities", "Exchange Commission"}},
		{"He read the Securities and Exchange Commission's rules.", []string{"Securities and Exchange Commission"}, []string{"Securities", "Exchange Commission"}},
		// Two firms: a company's legal form is no body's word.
		{"He said Securities and Wood Gundy Inc met.", []string{"Securities", "Wood Gundy Inc"}, []string{"Securities", "Wood Gundy Inc"}},
		{"He read the Securities and Exchange rules.", []string{"Securities", "Exchange"}, []string{"Securities", "Exchange"}},
		{"He said Britain and World Bank staff met.", []string{"Britain", "World Bank"}, []string{"Britain", "World Bank"}},
	} {
		checkNameRuns(t, x, df, tt.text, tt.want, tt.wantNo)
	}
}
