package brief

import (
	"strings"
	"testing"

	"github.com/copydesk/copydesk/dedup"
)

// seriesTemplate is the body both issues of the series tests restate:
// only the titles and the figures after it differ.
const seriesTemplate = "The Flyers have won four straight games and remain four points out of a playoff spot.\n\n" +
	"The power play has been the team's strength all season long under the new coach.\n\n" +
	"Club record goals and club record points are listed below for the curious.\n\n"

// TestSeriesIssuesDoNotDisagree: two issues of one source's series,
// titled alike but for their figures ("FLYERS notes 4/5" / "4/17"),
// restate the template with each issue's figures: no disagreement. The
// same post reposted (its title in other capitals) and two sources'
// reports still disagree. Invented sentences.
func TestSeriesIssuesDoNotDisagree(t *testing.T) {
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
				{ID: "a", Title: tc.titleA, Source: tc.sourceA, Text: seriesTemplate + "Mark Recchi has 51 goals, 66 assists and 117 points."},
				{ID: "b", Title: tc.titleB, Source: tc.sourceB, Text: seriesTemplate + "Mark Recchi has 53 goals, 70 assists and 123 points."},
			}}
			if got, all := countKind(Build(in, Options{}), "number"); (got > 0) != tc.disagree {
				t.Errorf("%d number disagreements, want disagreement %v: %v", got, tc.disagree, all)
			}
		})
	}
}

// TestSeriesIssuesTitledInOtherWords: one source's issues titled alike
// but for one slot of a word or two (the subject, the direction, the
// session) are two issues too ("MAGMA LOWERS COPPER PRICE" / "MAGMA
// RAISES ...", "Hits Stolen -- Centerfield 1992" / "Left Field 1992",
// "... played Sun, April 18" / "Tue, April 20"). A title respelt or
// inflected ("Forsale" / "fosale"), a word added ("INITIAL OFFERING" /
// "INITIAL SHARE OFFERING", "(CORRECTED) - ..."), a short title, two
// threads' replies ("Re: ... - UPDATE" / "Re: ... NO SURVIVORS"), a
// longer slot, a copy retitled in a word ("UPDATE 2-FA probes ..." /
// "Analysis: FA probes ...") and two sources' reports still disagree.
// Invented sentences.
func TestSeriesIssuesTitledInOtherWords(t *testing.T) {
	for _, tc := range []struct {
		name             string
		titleA, titleB   string
		sourceA, sourceB string
		disagree         bool
		copies           bool // related as near-duplicates
	}{
		{"the direction", "MAGMA LOWERS COPPER PRICE 0.25 CT TO 65.50 CTS", "MAGMA RAISES COPPER PRICE 0.25 CT TO 65.75 CTS", "Wire", "Wire", false, false},
		{"the subject, one word for two", "Hits Stolen -- Centerfield 1992", "Hits Stolen -- Left Field 1992", "", "", false, false},
		{"the day", "NHL Summary parse results for games played Sun, April 18, 1993", "NHL Summary parse results for games played Tue, April 20, 1993", "", "", false, false},
		{"the market", "SIOUX CITY CATTLE SEEN UP 0.50-1.00 DLR - PRIVATE", "SIOUX FALLS CATTLE SEEN UP 0.50 DLR - PRIVATE", "Wire", "Wire", false, false},
		{"a respelt word", "IBM Hardware Forsale", "IBM Hardware fosale", "", "", true, false},
		{"an inflected word", "TAIWAN ISSUES MORE CERTIFICATES OF DEPOSITS", "TAIWAN ISSUES MORE CERTIFICATES OF DEPOSIT", "Wire", "Wire", true, false},
		{"two words joined", "Florida vacation package forsale", "Florida vacation package for sale", "", "", true, false},
		{"two places", "EAST COAST GRAIN REPORT 1987", "WEST COAST GRAIN REPORT 1987", "Wire", "Wire", false, false},
		{"two months", "JUNE CATTLE ON FEED REPORT", "JULY CATTLE ON FEED REPORT", "Wire", "Wire", false, false},
		{"a curly apostrophe", "UK’S BAKER SAYS RATES WILL FALL", "UK'S BAKER SAYS RATES WILL FALL", "Wire", "Wire", true, false},
		{"a dash", "Dollar opens — trading thin in Tokyo", "Dollar opens - trading thin in Tokyo", "Wire", "Wire", true, false},
		{"figures the only frame", "10:30 12/03 1987 SUMMARY", "10:45 12/03 1987 BULLETIN", "Wire", "Wire", true, false},
		{"a word added", "ABM GOLD FILES FOR INITIAL OFFERING", "ABM GOLD FILES FOR INITIAL SHARE OFFERING", "Wire", "Wire", true, false},
		{"a correction", "GOODYEAR <GT> TO SELL CELERON", "(CORRECTED) - GOODYEAR <GT> TO SELL CELERON", "Wire", "Wire", true, false},
		{"a short title", "Goalie mask poll", "Goalie Mask Update", "", "", true, false},
		{"two threads", "Re: ATF BURNS DIVIDIAN RANCH - UPDATE", "Re: ATF BURNS DIVIDIAN RANCH! NO SURVIVORS!!!", "", "", true, false},
		{"a longer slot", "TCW CONVERTIBLE SECURITIES <CVT> SOLD STOCK", "TCW CONVERTIBLE SECURITIES FUND SELLS SHARES", "Wire", "Wire", true, false},
		{"two sources", "MAGMA LOWERS COPPER PRICE 0.25 CT TO 65.50 CTS", "MAGMA RAISES COPPER PRICE 0.25 CT TO 65.75 CTS", "Wire", "Paper", true, false},
		{"a copy retitled", "UPDATE 2-FA probes crowd trouble", "Analysis: FA probes crowd trouble", "Wire", "Wire", true, true},
		{"the direction, copies", "MAGMA LOWERS COPPER PRICE 0.25 CT TO 65.50 CTS", "MAGMA RAISES COPPER PRICE 0.25 CT TO 65.75 CTS", "Wire", "Wire", true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := Input{Docs: []Doc{
				{ID: "a", Title: tc.titleA, Source: tc.sourceA, Text: seriesTemplate + "Mark Recchi has 51 goals, 66 assists and 117 points."},
				{ID: "b", Title: tc.titleB, Source: tc.sourceB, Text: seriesTemplate + "Mark Recchi has 53 goals, 70 assists and 123 points."},
			}}
			if tc.copies {
				in.Relations = []dedup.Relation{{A: 0, B: 1, Kind: dedup.NearDuplicate}}
			}
			if got, all := countKind(Build(in, Options{}), "number"); (got > 0) != tc.disagree {
				t.Errorf("%d number disagreements, want disagreement %v: %v", got, tc.disagree, all)
			}
		})
	}
}

// TestRespelt: one word spelt or inflected two ways is one edit apart, or
// two in a word of eight letters or more; two edits in a short word are
// two words ("east" / "west"). A word too long to be English is compared
// whole.
func TestRespelt(t *testing.T) {
	long := strings.Repeat("x", 40)
	for _, tc := range []struct {
		a, b string
		want bool
	}{
		{"fosale", "forsale", true},
		{"deposits", "deposit", true},
		{"analysis", "analyses", true},
		{"colour", "color", true},
		{"east", "west", false},
		{"june", "july", false},
		{"sun", "tue", false},
		{"report", "reporters", false},
		{long, long, true},
		{long, long[1:] + "y", false},
		{long, long + "y", false},
	} {
		if got := respelt(tc.a, tc.b); got != tc.want {
			t.Errorf("respelt(%q, %q) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}

// TestSeriesIssuesCachedByPair: a pair's titles are compared once, not
// for each of its links: two issues titled with 8,000-letter words
// brief, and the pair's answer is kept.
func TestSeriesIssuesCachedByPair(t *testing.T) {
	const template = "The Flyers have won four straight games and remain four points out of a playoff spot.\n\n"
	f := &disagreementFinder{b: &builder{in: Input{Docs: []Doc{
		{ID: "a", Title: "Flyers notes today " + strings.Repeat("x", 8000), Source: "W", Text: template},
		{ID: "b", Title: "Flyers notes today " + strings.Repeat("y", 8000), Source: "W", Text: template},
	}}}}
	for range 3 {
		if !f.seriesIssues(1, 0) {
			t.Fatal("two issues titled apart in one word: not issues")
		}
	}
	if is, ok := f.series[[2]int{0, 1}]; !ok || !is || len(f.series) != 1 {
		t.Errorf("series cache %v, want the pair (0, 1) as issues", f.series)
	}
}
