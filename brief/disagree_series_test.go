package brief

import "testing"

// TestSeriesIssuesDoNotDisagree: two issues of one source's series,
// titled alike but for their figures ("FLYERS notes 4/5" / "4/17"),
// restate the template with each issue's figures: no disagreement. The
// same post reposted (its title in other capitals) and two sources'
// reports still disagree. Invented sentences.
func TestSeriesIssuesDoNotDisagree(t *testing.T) {
	const template = "The Flyers have won four straight games and remain four points out of a playoff spot.\n\n" +
		"The power play has been the team's strength all season long under the new coach.\n\n" +
		"Club record goals and club record points are listed below for the curious.\n\n"
	for _, tc := range []struct {
		name             string
		titleA, titleB   string
		sourceA, sourceB string
		disagree         bool
	}{
		{"two issues of a series", "FLYERS notes 4/5", "FLYERS notes 4/17", "", "", false},
		{"two issues of one outlet's series", "U.K. MONEY MARKET GIVEN 181 MLN STG", "U.K. MONEY MARKET GIVEN 265 MLN STG", "Wire", "Wire", false},
		{"a post reposted", "For Sale: 1990 Pontiac", "FOR SALE: 1990 Pontiac", "", "", true},
		{"two sources", "FLYERS notes 4/5", "FLYERS notes 4/17", "Wire", "Paper", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := Input{Docs: []Doc{
				{ID: "a", Title: tc.titleA, Source: tc.sourceA, Text: template + "Mark Recchi has 51 goals, 66 assists and 117 points."},
				{ID: "b", Title: tc.titleB, Source: tc.sourceB, Text: template + "Mark Recchi has 53 goals, 70 assists and 123 points."},
			}}
			if got, all := countKind(Build(in, Options{}), "number"); (got > 0) != tc.disagree {
				t.Errorf("%d number disagreements, want some: %v: %v", got, tc.disagree, all)
			}
		})
	}
}
