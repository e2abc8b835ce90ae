package brief

import (
	"strings"
	"testing"
	"time"

	"github.com/copydesk/copydesk/dedup"
	"github.com/copydesk/copydesk/facts"
)

// TestTemplateReportsOfOtherSubjects: one outlet's bond issue reports are
// one template filled in for each issuer; the payment date of one
// issuer's bond against another's is no disagreement. The same issuer's
// report with the date changed is, and so are two outlets' reports.
// Each pair is related as dedup relates it (the template is most of the
// words): one outlet's reports sharing no text are two reports whatever
// their subjects (outletReports). Invented sentences.
func TestTemplateReportsOfOtherSubjects(t *testing.T) {
	const template = "The non-callable bond is available in denominations of 1,000 and 10,000 dlrs and will be listed in Luxembourg.\n\n" +
		"The selling concession is 1-1/4 pct while management and underwriting combined pays 5/8 pct.\n\n" +
		"The bond was well received by investors in the secondary market, dealers in the city said."
	day := time.Date(1987, 3, 3, 9, 0, 0, 0, time.UTC)
	hertz := "Hertz Realty Corp is issuing a 75 mln dlr bond due 1993 paying nine pct, lead manager Orion Royal Bank Ltd said.\n\n"
	bacob := "Bacob Finance NV is issuing a 50 mln dlr bond due 1992 paying 14 pct, lead manager Hambros Bank Ltd said.\n\n"
	for _, tc := range []struct {
		name           string
		leadB, outletB string
		dateA, dateB   string
		rel            dedup.Kind // as dedup relates the two
		want           int
	}{
		{"another issuer's bond", bacob, "Wire A", "April 15", "April 2", dedup.Excerpt, 0},
		{"the same issuer's bond, the date changed", hertz, "Wire A", "April 15", "April 2", dedup.NearDuplicate, 1},
		{"another outlet's report", bacob, "Paper B", "April 15", "April 2", dedup.Excerpt, 1},
		{"the same issuer named another way", "Hertz Rlty Co is issuing a 75 mln dlr bond due 1993 paying nine pct, lead manager Orion Royal Bank Ltd said.\n\n",
			"Wire A", "April 15", "April 2", dedup.NearDuplicate, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := Input{Docs: []Doc{
				{ID: "a", Source: "Wire A", Published: day, Text: hertz + template + "\n\nThe payment date is " + tc.dateA + "."},
				{ID: "b", Source: tc.outletB, Published: day.Add(2 * time.Hour), Text: tc.leadB + template + "\n\nThe payment date is " + tc.dateB + "."},
			}, Relations: []dedup.Relation{{A: 0, B: 1, Kind: tc.rel}}}
			if got, all := countKind(Build(in, Options{}), "day"); got != tc.want {
				t.Errorf("%d day disagreements, want %d: %v", got, tc.want, all)
			}
		})
	}
}

// TestListLabelsAndVersionsDoNotDisagree: a list item's number ("14)
// I have ...") and a release's ("version 1.30", "xvertext.4.0.shar.Z")
// label things, and two posts numbering one question 14 and 17, or
// naming two releases, give no two values of one fact. A figure in the
// item's text still disagrees, and so does a release's number a copy
// changed (an edit of its source). Invented sentences.
func TestListLabelsAndVersionsDoNotDisagree(t *testing.T) {
	const common = "The program displays and converts images in many formats on the PC.\n\n" +
		"It runs on any machine with a VGA card and at least 640K of memory free.\n\n" +
		"Send any bug reports to the author by mail, and please include your card's name."
	for _, tc := range []struct {
		name string
		a, b string
		copy bool
		want int
	}{
		{"list items", "14)  I have this simple way to defeat the security of the program.",
			"17)  I have this simple way to defeat the security of the program.", false, 0},
		{"versions", "Important changes since version 1.30 are listed below.",
			"Important changes since version 1.35 are listed below.", false, 0},
		{"a file name's version", "Get it from export.lcs.mit.edu : contrib/xvertext.4.0.shar.Z now.",
			"Get it from export.lcs.mit.edu : contrib/xvertext.5.0.shar.Z now.", false, 0},
		{"a figure", "The program costs 14 dollars and converts images.",
			"The program costs 17 dollars and converts images.", false, 1},
		{"a copy's version changed", "Important changes since version 1.30 are listed below.",
			"Important changes since version 1.35 are listed below.", true, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := Input{Docs: []Doc{
				{ID: "a", Text: tc.a + "\n\n" + common},
				{ID: "b", Text: tc.b + "\n\n" + common},
			}}
			if tc.copy {
				in.Relations = []dedup.Relation{{A: 0, B: 1, Kind: dedup.NearDuplicate}}
			}
			if got, all := countKind(Build(in, Options{}), "number"); got != tc.want {
				t.Errorf("%d number disagreements, want %d: %v", got, tc.want, all)
			}
		})
	}
}

// TestRoundedFiguresDoNotDisagree: "304 mln" is "303.9 mln" to the
// million its text gives, and "about 300" is 303 to the hundred: one
// value, not two. A figure outside the rounding, or a round figure with
// no word of approximation ("300" may be exact), still disagrees.
// Invented sentences.
func TestRoundedFiguresDoNotDisagree(t *testing.T) {
	const common = "The company said the results reflected higher prices for its products in the quarter.\n\n" +
		"It said it expected demand to stay firm through the rest of the year in its main markets.\n\n" +
		"The shares rose on the news in active trading on the exchange in the afternoon."
	for _, tc := range []struct {
		name string
		a, b string
		want int
	}{
		{"a figure rounded", "Sales in the quarter rose to 304 mln dlrs from a year earlier.",
			"Sales in the quarter rose to 303.9 mln dlrs from a year earlier.", 0},
		{"a decimal rounded", "Sales in the quarter rose 9.9 pct from a year earlier.",
			"Sales in the quarter rose 9.93 pct from a year earlier.", 0},
		{"about a round figure", "The plant employs about 300 workers at the site.",
			"The plant employs 303 workers at the site.", 0},
		{"outside the rounding", "Sales in the quarter rose to 305 mln dlrs from a year earlier.",
			"Sales in the quarter rose to 303.9 mln dlrs from a year earlier.", 1},
		{"two estimates", "The plant employs about 200 workers at the site.",
			"The plant employs about 210 workers at the site.", 1},
		{"a round figure, no approximation", "The plant employs 300 workers at the site.",
			"The plant employs 303 workers at the site.", 1},
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

// TestTextPrecision: the unit of a number's last digit, from its text.
func TestTextPrecision(t *testing.T) {
	for _, tc := range []struct {
		text  string
		value float64
		want  float64
	}{
		{"304 mln", 304e6, 1e6},
		{"303.9 mln", 303.9e6, 1e5},
		{"about 300", 300, 100},
		{"300", 300, 1},
		{"1,459,193,000", 1459193000, 1},
		{"1.46\nbillion", 1.46e9, 1e7},
	} {
		got, ok := textPrecision(tc.text, facts.Mention{Kind: facts.Number, Value: tc.value})
		if !ok || got < tc.want*0.999 || got > tc.want*1.001 {
			t.Errorf("textPrecision(%q) = %v, %v; want %v", tc.text, got, ok, tc.want)
		}
	}
}

// TestInflectedNamesDoNotDisagree: a name and its plural or adjective
// ("Some PC" / "Some PCs", "Senate Democrats" / "Senate Democratic",
// "South Africa" / "South African") are one name in two forms; another
// name, or a misspelling, still disagrees ("Simmon" / "Simmons",
// "Davis" / "Davies": a surname's "s" is no plural).
func TestInflectedNamesDoNotDisagree(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want bool
	}{
		{"some pc", "some pcs", true},
		{"senate democrats", "senate democratic", true},
		{"south africa", "south african", true},
		{"nbas charlotte bobcats", "nba charlotte bobcats", true},
		{"simmon", "simmons", false},
		{"david davis", "david davies", false},
		{"william seidman", "wiliam seidman", false},
		{"asynchronous scsi", "synchronous scsi", false},
		{"sun co", "sunter co", false},
		{"new york", "new jersey", false},
		{"peter morgan", "peter morgann", false},
		{"ann jones", "ann joness", false},
	} {
		if got := inflectedAlike(tc.a, tc.b); got != tc.want {
			t.Errorf("inflectedAlike(%q, %q) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
	const common = "The committee met for three hours on the budget resolution in the capital.\n\n" +
		"Leaders of both parties said they expected a vote on the measure next week.\n\n" +
		"The plan would cut the deficit by about 36 billion dlrs in the coming fiscal year."
	for _, tc := range []struct {
		name string
		a, b string
		want int
	}{
		{"a plural and an adjective", "The Senate Democrats first hinted at the plan two weeks ago.",
			"The Senate Democratic first hinted at the plan two weeks ago.", 0},
		{"a misspelling", "The senator William Seidman first hinted at the plan two weeks ago.",
			"The senator Wiliam Seidman first hinted at the plan two weeks ago.", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := Input{Docs: []Doc{
				{ID: "a", Source: "Wire A", Text: tc.a + "\n\n" + common},
				{ID: "b", Source: "Paper B", Text: tc.b + "\n\n" + common},
			}}
			if got, all := countKind(Build(in, Options{}), "name"); got != tc.want {
				t.Errorf("%d name disagreements, want %d: %v", got, tc.want, all)
			}
		})
	}
}

// TestTwoSpaceColumnsDoNotDisagree: a table aligned with two spaces (a
// goalie's statistics, restated in another post's table) holds cells,
// not two accounts of one figure, as one aligned with three spaces does
// (TestTableCellsDoNotDisagree); prose with a double space after a full
// stop is no table. Invented rows.
func TestTwoSpaceColumnsDoNotDisagree(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{" 542  31  0  3.43  5  4  0  225 0.862 BOS Reggie Lemelin", true},
		{"He said sales rose 12 pct.  The company expects more.  Shares rose.", false},
		{"The plant employs 303 workers at the site.", false},
	} {
		if got := inColumns(tc.text, strings.IndexAny(tc.text, "0123456789")); got != tc.want {
			t.Errorf("inColumns(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
	const common = "Final regular season goalie statistics for the league, compiled by the poster.\n\n" +
		"Goalies with fewer than ten games are left out of the list below this week.\n\n" +
		"Corrections are welcome by mail to the address in the signature of the post."
	const rows = "1322  64  1  2.90  9  8  4  596 0.893 BOS John Blue\n" +
		"3194 168  3  3.16 37 14  3 1354 0.876 BOS Andy Moog\n" +
		"2512 143  5  3.42 20 17  6 1329 0.892 PHI Tommy Soderstrom\n" +
		"1368  78  0  3.42 13  7  2  691 0.887 PIT Ken Wregget\n"
	in := Input{Docs: []Doc{
		{ID: "a", Text: common + "\n\n" + rows + " 542  31  0  3.43  5  4  0  225 0.862 BOS Reggie Lemelin\n"},
		{ID: "b", Text: common + "\n\n" + rows + " 542  31  0  3.48  5  4  0  225 0.862 BOS Reggie Lemelin\n"},
	}}
	if got, all := countKind(Build(in, Options{}), "number"); got != 0 {
		t.Errorf("%d number disagreements, want 0: %v", got, all)
	}
}

// TestTemplateReportsOpeningOnTheirAuthor: one outlet's template reports
// that open on the agency that issues them ("The U.S. Agriculture
// Department forecast the Soviet wheat crop ..." / "... Canada's wheat
// crop ...") are about the next name: two countries' crops give two
// facts. The same country's crop with a figure changed disagrees, and so
// does another outlet's report and a subject misspelt. Each pair is
// related as dedup relates it (outletReports). Invented sentences.
func TestTemplateReportsOpeningOnTheirAuthor(t *testing.T) {
	const template = "\n\nThe department's estimates are based on reports from agricultural attaches and satellite data.\n\n" +
		"Its next supply and demand report will be released on the tenth of next month.\n\n" +
		"Trade sources said the estimates were in line with what private forecasters had expected."
	day := time.Date(1987, 3, 9, 15, 0, 0, 0, time.UTC)
	lead := func(subject, figure string) string {
		return "The U.S. Agriculture Department forecast " + subject + " 1986/87 wheat crop at " + figure + " mln tonnes, up from last month." + template
	}
	for _, tc := range []struct {
		name    string
		b       string
		outletB string
		rel     dedup.Kind // as dedup relates the two
		want    int
	}{
		{"another country's crop", lead("Canada's", "31.85"), "Wire A", dedup.Excerpt, 0},
		{"the same country's crop, a figure changed", lead("the Soviet", "91.30"), "Wire A", dedup.NearDuplicate, 1},
		{"another outlet's report", lead("Canada's", "31.85"), "Paper B", dedup.Excerpt, 1},
		{"the same country misspelt, a figure changed", lead("the Sovet", "91.30"), "Wire A", dedup.Excerpt, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := Input{Docs: []Doc{
				{ID: "a", Source: "Wire A", Published: day, Text: lead("the Soviet", "92.30")},
				{ID: "b", Source: tc.outletB, Published: day.Add(time.Hour), Text: tc.b},
			}, Relations: []dedup.Relation{{A: 0, B: 1, Kind: tc.rel}}}
			if got, all := countKind(Build(in, Options{}), "number"); got != tc.want {
				t.Errorf("%d number disagreements, want %d: %v", got, tc.want, all)
			}
		})
	}
}

// TestSlipOfKeysAcrossSubjects: a name a slip of the keys apart in two
// reports of one outlet that open on other subjects ("UFCWU Local 222" /
// "UFCW Local 222") is one name told two ways, not two subjects' names;
// another name in its place is. Invented sentences.
func TestSlipOfKeysAcrossSubjects(t *testing.T) {
	const template = "\n\nThe lockout imposed by the company in December had idled 2,800 workers at the plant.\n\n" +
		"Talks between the company and the union have been stalled since the contract expired last year.\n\n" +
		"A company spokesman said the plant would reopen with the workers who chose to return."
	day := time.Date(1987, 3, 12, 9, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		name, union string
		want        int
	}{
		{"a slip of the keys", "UFCW Local 222", 1},
		{"another union", "Teamsters Local 554", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := Input{Docs: []Doc{
				{ID: "a", Source: "Wire A", Published: day,
					Text: "Iowa Beef Processors mailed a letter to members of UFCWU Local 222 informing them the lockout had ended." + template},
				{ID: "b", Source: "Wire A", Published: day.Add(time.Hour),
					Text: "Occidental Petroleum mailed a letter to members of " + tc.union + " informing them the lockout had ended." + template},
			}}
			if got, all := countKind(Build(in, Options{}), "name"); got != tc.want {
				t.Errorf("%d name disagreements, want %d: %v", got, tc.want, all)
			}
		})
	}
}
