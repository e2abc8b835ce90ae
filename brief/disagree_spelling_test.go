package brief

import (
	"strings"
	"testing"
	"time"

	"github.com/copydesk/copydesk/dedup"
)

// nameDisagreements builds a brief of texts (one outlet each, or one
// outlet for all when oneSource; copies when copies) and lists its name
// disagreements as "about: value / value".
func nameDisagreements(texts []string, oneSource, copies bool) []string {
	day := time.Date(2026, 3, 10, 9, 0, 0, 0, time.UTC)
	var in Input
	for i, t := range texts {
		src := "Outlet " + string(rune('A'+i))
		if oneSource {
			src = "Wire"
		}
		in.Docs = append(in.Docs, Doc{ID: string(rune('a' + i)), Source: src, Text: t, Published: day.Add(time.Duration(i) * time.Hour)})
		if copies && i > 0 {
			in.Relations = append(in.Relations, dedup.Relation{A: 0, B: i, Kind: dedup.NearDuplicate})
		}
	}
	var got []string
	for _, d := range Build(in, Options{}).Disagreements {
		if d.Kind != "name" {
			continue
		}
		var vs []string
		for _, v := range d.Variants {
			vs = append(vs, v.Text)
		}
		got = append(got, d.About+": "+strings.Join(vs, " / "))
	}
	return got
}

// TestNameDisagreementLabels: a name disagreement is labelled "spelling
// of a name" when its values are spellings of one another, whichever
// link found it (a swap in aligned sentences labelled a typo "name"),
// and "another name in the same statement" when they are not (a link
// between two mentions of one value labelled "Arabian Sea" / "Indian
// Ocean" a spelling). Invented sentences.
func TestNameDisagreementLabels(t *testing.T) {
	const rest = "\n\nThe sale is expected to close in the second quarter, the company said.\n\n" +
		"The unit had sales of 40 mln dlrs last year and employs 300 people at two plants."
	for _, tc := range []struct {
		name string
		a, b string
		want string
	}{
		{"a typo swapped in a copy",
			"Tollin Marine Inc said it agreed to sell its ferry unit to Banfield Industries Inc." + rest,
			"Tollin Marine Inc said it agreed to sell its ferry unit to Banfeild Industries Inc." + rest,
			"spelling of a name: Banfield Industries Inc / Banfeild Industries Inc"},
		{"letters swapped in a short name",
			"Tollin Marine Inc said it agreed to merge with KLPR Inc, a company formed by its officers." + rest,
			"Tollin Marine Inc said it agreed to merge with KLRP Inc, a company formed by its officers." + rest,
			"spelling of a name: KLPR Inc / KLRP Inc"},
		{"another buyer in a copy",
			"Tollin Marine Inc said it agreed to sell its ferry unit to Banfield Industries Inc." + rest,
			"Tollin Marine Inc said it agreed to sell its ferry unit to Corvale Industries Inc." + rest,
			"another name in the same statement: Banfield Industries Inc / Corvale Industries Inc"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := nameDisagreements([]string{tc.a, tc.b}, false, true)
			if strings.Join(got, "; ") != tc.want {
				t.Errorf("name disagreements %q, want %q", got, tc.want)
			}
		})
	}
}

// TestSpellingNeedsTheNamesOwnLetters: two names are one spelt two ways
// when the words that tell them apart are alike in their letters, not
// when the words alike are two forms of one common word (a party's
// "Democrats" / "Democratic", a ministry's "Ministry" / "Ministers", a
// people's "Germans" / "Germany", a possessive), nor a legal form alike
// with words of the other name left out ("Cooperation" /
// "Corporation"). Misspellings of a name's own words, and of a legal
// form word for word, still are. Invented names.
func TestSpellingNeedsTheNamesOwnLetters(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want bool
	}{
		{"velmark democrats", "velmark democratic alliance", false},
		{"velmark democratic union", "velmark democrats", false},
		{"halvard ministry", "halvard ministers", false},
		{"west zarovians", "west zarovian", false},
		{"north farlans", "north farlany", false},
		{"velmark industries inc", "velmark industrial", false},
		{"zarovias oil", "zarovian oil", false},
		{"tarvel cooperation", "tarvel investment corporation", false},
		// Still spellings.
		{"tarvel credit corporation", "tarvel credit corportion", true},
		{"halvard davis", "halvard davies", true},
		{"ingrid halvorsen", "ingrid halverson", true},
		{"damien korvik", "damian korvik", true},
		{"branch zarovians", "branch zarovans", true},
		{"velmarti g20", "velmarty g20", true},
		{"velmark advisers", "velmark advisors", true},
	} {
		if got := nameVariants(tc.a, tc.b); got != tc.want {
			t.Errorf("nameVariants(%q, %q) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}

// TestNamesAReportDoesNotDisagreeOn: name pairs that are no name told two
// ways. Template reports of two companies of one outlet, one naming a
// third body whose last word ("Trust", a line break splitting "Corvey
// Hanover¶Trust") is a word of the other's name: a company is told by
// its first word, so the reports are still two subjects'. A copy
// swapping a country for its capital that names both ("accused Veloria"
// / "accused Marstad"): both reports know both names. Table rows' labels
// ("End Stocks    N.A." / "End Stcks   1,360"). But two copies that each
// changed another mention of one name into one other name (planted
// "Azzam" → "Ainsworth"), compared first with each other, give both
// names in no statement they share: an edit, still a disagreement.
// Invented sentences.
func TestNamesAReportDoesNotDisagreeOn(t *testing.T) {
	for _, tc := range []struct {
		name      string
		texts     []string
		oneSource bool
		copies    bool
		want      int
	}{
		{"two companies' template reports, a generic word named alone",
			[]string{"Halvard Trust Co said it is raising its\nprime rate to 7-3/4 pct from 7-1/2, effective immediately.\n" +
				"    It becomes the fourth U.S. bank to raise the rate,\nfollowing Tollbank, Marden Chase and Corvey Hanover\nTrust.",
				"Northby Trust Co said it is raising its\nprime rate to 7-3/4 pct from 7-1/2 pct effective April 2."},
			true, true, 0},
		{"a country and its capital, both named by both copies",
			[]string{"Fighting flared again on the border of Veloria and Tarnland on Monday.\n\n" +
				"The governor of Unity province accused Veloria of carrying out the attack.\n\n" +
				"\"These people in Marstad want our land,\" he said. Marstad denied it.",
				"Fighting flared again on the border of Veloria and Tarnland on Monday.\n\n" +
					"The governor of Unity province accused Marstad of carrying out the attack.\n\n" +
					"\"These people in Marstad want our land,\" he said. Marstad denied it."},
			false, true, 0},
		{"a copy that swapped a name it names no more",
			[]string{"Fighting flared again on the border of Veloria and Tarnland on Monday.\n\n" +
				"The governor of Unity province accused Veloria of carrying out the attack.\n\n" +
				"\"These people want our land,\" he said. Tarnland denied it.",
				"Fighting flared again on the border of Tarnland on Monday.\n\n" +
					"The governor of Unity province accused Marstad of carrying out the attack.\n\n" +
					"\"These people want our land,\" he said. Tarnland denied it."},
			false, true, 1},
		{"two copies each changing another mention into one other name",
			[]string{"The bank's economist Henry Talbek said in a review that investors were wary.\n\n" +
				"Governments are pursuing ways to set up stock exchanges, Talbek said.\n\n" +
				"Formal exchanges in Qatar and Oman do not appear imminent, Orsino said.",
				"The bank's economist Henry Talbek said in a review that investors were wary.\n\n" +
					"Governments are pursuing ways to set up stock exchanges, Orsino said.\n\n" +
					"Formal exchanges in Qatar and Oman do not appear imminent, Talbek said.",
				"The bank's economist Henry Talbek said in a review that investors were wary.\n\n" +
					"Governments are pursuing ways to set up stock exchanges, Talbek said.\n\n" +
					"Formal exchanges in Qatar and Oman do not appear imminent, Talbek said."},
			false, true, 1},
		{"table rows' labels",
			[]string{"The Velmark Agriculture Department\ndetailed world supply/demand data for major importers and\nexporters of kelp, by country, as follows in mln tonnes --\n" +
				"    TARNIA KELP\n                1986/87            1985/86\n           04/09/87 03/09/87  04/09/87 03/09/87\n" +
				" Start Stocks  N.A.    N.A.     N.A.    N.A.\n Production   12.50   12.50    14.40   14.40\n" +
				" Imports       8.00    6.00    10.40   10.40\n Exports        Nil     Nil      Nil     Nil\n" +
				" End Stocks    N.A.    N.A.     N.A.    N.A.\n N.A. - Not Available.\n",
				"The Velmark Agriculture Department made\nthe following supply/demand projections, in mln lbs --\n" +
					"    KELP OIL -\n                1986/87            1985/86\n           04/09/87 03/09/87  04/09/87 03/09/87\n" +
					" Supply (mln lbs) --\n Start Stcks     947     947       632     632\n  Production  12,263  12,103    11,617  11,617\n" +
					"       Total  13,210  13,050    12,257  12,257\n Note - 1985/86 production estimates based on October year\ncrush of 1,060 mln bushels.\n" +
					"    KELP OIL (cont.) -\n               1986/87             1985/86\n          04/09/87  03/09/87  04/09/87  03/09/87\n" +
					" Usage (mln lbs) --\n  Domestic  10,500    10,500    10,053   10,053\n   Exports   1,350     1,350     1,257    1,257\n" +
					"     Total  11,850    11,850    11,310   11,310\n End Stcks   1,360     1,200       947      947\n AvgPrice  14.5-16.0  15.0-17.0  18.00    18.00\n" +
					" Note - Price in cents per lb. Kelp oil season begins Oct 1.\n"},
			false, false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := nameDisagreements(tc.texts, tc.oneSource, tc.copies); len(got) != tc.want {
				t.Errorf("%d name disagreements, want %d: %q", len(got), tc.want, got)
			}
		})
	}
}
