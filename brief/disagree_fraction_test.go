package brief

import "testing"

// TestFractionPartsDoNotDisagree: Reuters gives bond fees in fractions
// ("1-1/4 pct", "5/8 pct"); their digits read alone (the "4 pct" of
// "1-1/4 pct", the 5 of "5/8") are no value the texts give, and "5/8" /
// "7/8" was a disagreement of 5 against 7. Whole figures beside them
// still disagree, and so do the wholes of mixed numbers (a coupon of
// 8-3/8 pct changed to 9-3/8). Invented sentences.
func TestFractionPartsDoNotDisagree(t *testing.T) {
	const common = "The borrower is the wholesale financing arm of a large group of savings banks in the province.\n\n" +
		"The issue is available in denominations of 5,000 dlrs and will be listed on the exchange in the capital.\n\n" +
		"The lead manager said the issue had been well received by investors across the continent this week."
	for _, tc := range []struct {
		name string
		a, b string
		want int
	}{
		{"fractions", "The selling concession is 1-1/4 pct while management and underwriting pays 5/8 pct.",
			"The selling concession is 1-3/8 pct while management and underwriting pays 7/8 pct.", 0},
		{"wholes of mixed numbers", "The selling concession is 1-1/4 pct while the bonds carry a coupon of 8-3/8 pct.",
			"The selling concession is 1-1/4 pct while the bonds carry a coupon of 9-3/8 pct.", 1},
		{"whole numbers", "The selling concession is 2 pct while management and underwriting pays 3 pct.",
			"The selling concession is 4 pct while management and underwriting pays 5 pct.", 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := Input{Docs: []Doc{
				{ID: "a", Source: "Wire A", Text: tc.a + "\n\n" + common},
				{ID: "b", Source: "Paper B", Text: tc.b + "\n\n" + common},
			}}
			if got, all := countKind(Build(in, Options{}), "number"); got != tc.want {
				t.Errorf("%d number disagreements, want %d: %v", got, tc.want, all)
			}
		})
	}
}
