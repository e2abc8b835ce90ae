package brief

import (
	"fmt"
	"github.com/copydesk/copydesk/dedup"
	"slices"
	"strings"
	"testing"
	"time"
)

// numCiteStory is two short reports of one event: the same lead in other
// words and a second sentence, a and b, as each outlet wrote it.
func numCiteStory(a, b string) Input {
	day := time.Date(2026, 3, 10, 10, 0, 0, 0, time.UTC)
	return Input{Docs: []Doc{
		{ID: "a", Source: "Wire", Title: "Council votes on tram plan", Published: day,
			Text: "The city council voted on the tram plan on Monday, officials said. " + a},
		{ID: "b", Source: "Ledger", Title: "Council backs tram plan", Published: day.Add(time.Hour),
			Text: "The city council approved the tram plan in a vote on Monday, officials said. " + b},
	}}
}

// variantsOf lists a brief's disagreements as "value [ids] vs value [ids]".
func variantsOf(in Input, br *Brief) []string {
	var out []string
	for _, d := range br.Disagreements {
		var vs []string
		for _, v := range d.Variants {
			var ids []string
			for _, c := range v.Citations {
				ids = append(ids, in.Docs[c.Doc].ID)
			}
			slices.Sort(ids)
			vs = append(vs, fmt.Sprintf("%s %v", v.Text, slices.Compact(ids)))
		}
		out = append(out, strings.Join(vs, " vs "))
	}
	return out
}

// TestKeySentenceCitesNoOtherValue: a key sentence never cites a report
// whose matching sentence gives another value of the same quantity (an
// amount, a measure, a count, a tally, a percentage, a date): "$410
// million [1][2]" cited [2] for "$420 million". The same value written
// otherwise ("$410m", "410 million dollars") and a matching sentence
// giving no figure at all are no other value: cited as before.
// Invented reports.
func TestKeySentenceCitesNoOtherValue(t *testing.T) {
	for _, tc := range []struct {
		name, a, b string
		citeB      bool
	}{
		{"money", "The plan will cost $410 million.", "The plan will cost $420 million.", false},
		{"pounds", "The plan will cost 410 million pounds.", "The plan will cost 420 million pounds.", false},
		{"measure", "The new tram bridge will be 410 metres long.", "The new tram bridge will be 420 metres long.", false},
		{"vote tally", "The plan was approved by 31 votes to 17.", "The plan was approved by 30 votes to 17.", false},
		{"percent", "Fares on the new line will rise by 12% next year.", "Fares on the new line will rise by 15% next year.", false},
		{"count", "About 300 people attended the council meeting.", "About 500 people attended the council meeting.", false},
		{"date", "Work on the first tram line will start on April 6.", "Work on the first tram line will start on April 9.", false},
		{"money, with a clause more", "The plan will cost $410 million.", "The plan will cost $420 million, and the first trams will run on the new line in 2029, the transport chief told reporters after the vote.", false},
		{"money, in other words", "The tram plan will cost the city $410 million over ten years.", "Over the next decade the city is to spend $420 million on trams under the plan.", false},
		{"tally, with a clause more", "The plan was approved by 31 votes to 17.", "After a long and bitter debate the plan was approved by 30 votes to 17 with two abstentions, the council said in a statement.", false},
		{"money, told with a clause", "The plan will cost $410 million and take 10 years.", "The plan, which will take 10 years, will cost $420 million, officials told a packed meeting at the town hall on Monday night.", false},
		{"same money, abbreviated", "The plan will cost $410 million.", "The plan will cost $410m.", true},
		{"same money, in words", "The plan will cost $410 million.", "The plan will cost 410 million dollars.", true},
		{"same money, in billions", "The plan will cost $410 million.", "The plan will cost $0.41 billion.", true},
		{"same percent, spelt out", "Fares on the new line will rise by 12% next year.", "Fares on the new line will rise by 12 per cent next year.", true},
		{"same money, other conversions", "The tram firm collapsed with debts of 14bn euros ($19bn; £10bn) last year.", "The tram firm collapsed with debts of 14bn euros ($18.34bn; £9.6bn) last year.", true},
		{"same percent, rounded", "Private investors will own 29% of the new tram company.", "Private investors will own 28.9% of the new tram company.", true},
		{"same money, rounded", "The contract values the tram company at about £1.35bn.", "The contract values the tram company at £1.3bn.", true},
		{"a vague amount", "Treasury officials expect the scheme to need billions of dollars of public borrowing.", "Treasury officials expect the scheme to need $4 billion of public borrowing.", true},
		{"ages of two people", "The plan was drawn up by engineer Ann Marsh, 41, and her deputy.", "The plan was drawn up by engineer Ann Marsh and her 36-year-old deputy.", true},
		{"another count of one thing", "Striker Tom Reed scored 23 points as Harbour beat Dale 65-53 in the cup final.", "Striker Tom Reed had 5 points in a late run as Harbour beat Dale 65-53 in the cup final.", true},
		{"rounded, beside another amount", "The tram depot was sold to help pay off $27.5bn in unpaid debts.",
			"The tram depot was sold for $9.3bn to help pay off part of a $27bn bill in unpaid debts.", true},
		{"a whole number is no rounded decimal", "Ticket sales fell by 1% on the month, after a 0.6% rise in May.",
			"Ticket sales rose 0.6% on the month and 6.1% on the year.", false},
		{"no figure in one", "The plan will cost $410 million, the mayor said.", "The plan will cost a great deal, the mayor said.", true},
		{"a figure more in one", "The plan will cost $410 million, the mayor said.", "The plan will cost $410 million over 10 years, the mayor said.", true},
	} {
		t.Run(tc.name, func(t *testing.T) { checkCitesB(t, tc.a, tc.b, tc.citeB) })
	}
}

// TestOnlyInCitesNoCopyOfOtherValue: a fact only one source gives cites
// its copies, which carry it; not a copy that edited its figure ("35
// fishing boats" / "38 fishing boats"): that copy does not say it. A copy
// that left the figure out entirely still carries the rest and is
// cited. Invented reports.
func TestOnlyInCitesNoCopyOfOtherValue(t *testing.T) {
	common := []string{
		"The river burst through the old flood wall at Port Ellis shortly after midnight on Tuesday, pouring into the lower town.",
		"Rescue crews in boats took 140 residents from the roofs of their homes in the Quayside district before dawn.",
		"Two elderly residents were found dead in a flooded cellar on Mill Lane, the coastguard said.",
		"The county council had been told in a survey three years ago that the wall needed urgent repairs.",
	}
	own := "Harbour master Tomas Reyes said 35 fishing boats had been torn from their moorings in the outer basin."
	day := time.Date(2026, 3, 10, 9, 0, 0, 0, time.UTC)
	join := func(ps ...string) string { return strings.Join(ps, "\n\n") }
	original := join(append(slices.Clone(common), own)...)
	independent := join(append([]string{"Port Ellis woke to water in its streets on Tuesday."}, common...)...)
	for _, tc := range []struct {
		name, copied string
		citeCopy     bool
	}{
		{"same figure", own, true},
		{"another figure", strings.Replace(own, "35", "38", 1), false},
		{"no figure", strings.Replace(own, "35", "many", 1), true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			br := Build(Input{
				Docs: []Doc{
					{ID: "wire", Source: "Wire A", Published: day, Text: original},
					{ID: "reprint", Source: "Paper B", Published: day.Add(2 * time.Hour), Text: join(append(slices.Clone(common), tc.copied)...)},
					{ID: "radio", Source: "Radio C", Published: day.Add(3 * time.Hour), Text: independent},
				},
				Relations: []dedup.Relation{{A: 0, B: 1, Kind: dedup.NearDuplicate}},
			}, Options{Sentences: 3})
			var fact *Fact
			for _, oi := range br.OnlyIn {
				for i, f := range oi.Facts {
					if f.Text == own {
						fact = &oi.Facts[i]
					}
				}
			}
			if fact == nil {
				t.Fatalf("%q is not listed under only in: %+v", own, br.OnlyIn)
			}
			cited := slices.ContainsFunc(fact.Copies, func(c Citation) bool { return c.Doc == 1 })
			if cited != tc.citeCopy {
				t.Errorf("the copy cited %v, want %v (copies %+v)", cited, tc.citeCopy, fact.Copies)
			}
		})
	}
}

// TestShortReportsDisagreeOnAValue: two short reports of one event, their
// other statement agreeing, that give one statement with another value
// disagree on it ("$410 million [1] vs $420 million [2]"): two short
// reports share too few statements for minSharedStatements. The same
// value written otherwise, a figure one leaves out, and two reports
// sharing only the statement itself (a stock sentence of two events) do
// not disagree. Invented reports.
func TestShortReportsDisagreeOnAValue(t *testing.T) {
	for _, tc := range []struct {
		name, a, b string
		want       string
	}{
		{"money", "The plan will cost $410 million.", "The plan will cost $420 million.", "$410 million [a] vs $420 million [b]"},
		{"pounds", "The plan will cost 410 million pounds.", "The plan will cost 420 million pounds.", "410 million [a] vs 420 million [b]"},
		{"measure", "The new tram bridge will be 410 metres long.", "The new tram bridge will be 420 metres long.", "410 [a] vs 420 [b]"},
		{"vote tally", "The plan was approved by 31 votes to 17.", "The plan was approved by 30 votes to 17.", "31 [a] vs 30 [b]"},
		{"percent", "Fares on the new line will rise by 12% next year.", "Fares on the new line will rise by 15% next year.", "12% [a] vs 15% [b]"},
		{"same money, abbreviated", "The plan will cost $410 million.", "The plan will cost $410m.", ""},
		{"same money, in words", "The plan will cost $410 million.", "The plan will cost 410 million dollars.", ""},
		{"no figure in one", "The plan will cost $410 million, the mayor said.", "The plan will cost a great deal, the mayor said.", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := numCiteStory(tc.a, tc.b)
			got := strings.Join(variantsOf(in, Build(in, Options{})), "; ")
			if got != tc.want {
				t.Errorf("disagreements %q, want %q", got, tc.want)
			}
		})
	}
	// Stock sentences of two other events, one naming nothing: the leads
	// tell two stories.
	in := Input{Docs: []Doc{
		{ID: "a", Source: "Wire", Text: "Harbour Foods Inc said its board declared a quarterly dividend of 12 cts a share. The dividend is payable to shareholders of record at the close of business. The payment date is March 31."},
		{ID: "b", Source: "Ledger", Text: "Valley Mills Corp said it raised its annual payout to shareholders by a third. The dividend is payable to shareholders of record at the close of business. The payment date is April 7."},
	}}
	if got := variantsOf(in, Build(in, Options{})); len(got) > 0 {
		t.Errorf("two events' stock sentences disagree: %q", got)
	}
}

// checkCitesB builds numCiteStory(a, b) and checks that a is a key
// sentence citing document b or not, as citeB says.
func checkCitesB(t *testing.T, a, b string, citeB bool) {
	t.Helper()
	in := numCiteStory(a, b)
	br := Build(in, Options{})
	got := citedFor(in, br, a)
	if got == nil {
		t.Fatalf("%q is no key sentence: %q", a, keyTexts(br))
	}
	if cited := slices.Contains(got, "b"); cited != citeB {
		t.Errorf("the key sentence cites %v; b cited %v, want %v (disagreements %v)", got, cited, citeB, variantsOf(in, br))
	}
}

// TestKeySentenceCitesNoOtherFacts: a key sentence cites no version whose
// figures of the same kinds (a count of the same thing, an amount of one
// currency, a date) share no value with its own, wherever they stand:
// BBC's "US firms added only 146,000 jobs in January" cited a report of
// "157,000 new jobs were added last month". One value in common, a
// rounded figure, a date of the telling ("announced on March 27"), or
// figures of other kinds keep the citation. Invented reports.
func TestKeySentenceCitesNoOtherFacts(t *testing.T) {
	for _, tc := range []struct {
		name, a, b string
		citeB      bool
	}{
		{"count of one thing, elsewhere", "According to council figures, the tram plan will create only 146,000 jobs in the region.",
			"According to council figures, 157,000 new jobs will be created by the tram plan in the region.", false},
		{"amount of one currency", "The council will borrow 7.5 billion francs for the tram plan at its next tender.",
			"At its next tender the council will borrow 10.5 billion francs for the tram plan.", false},
		{"dates", "The first trams on the new line will run from the depot to the harbour on October 25.",
			"Trams on the new line will run from the depot to the harbour from October 28.", false},
		{"one value in common", "The tram plan will create 146,000 jobs in the region, 20,000 of them in the city.",
			"The tram plan will create 146,000 jobs in the region by 2030.", true},
		{"rounded", "The tram plan will create about 150,000 new jobs in the region.",
			"The tram plan will create 148,500 jobs in the region.", true},
		{"date of the telling", "The new tram fares will go into effect across the city network on April 17.",
			"The council announced on March 27 that new tram fares will go into effect across the city network.", true},
		{"another kind", "The tram plan will create 146,000 jobs in the region.",
			"The tram plan will create jobs for 12% of the region's workers.", true},
	} {
		t.Run(tc.name, func(t *testing.T) { checkCitesB(t, tc.a, tc.b, tc.citeB) })
	}
}
