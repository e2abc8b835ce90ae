package brief

import (
	"strings"
	"testing"
	"time"
)

// onlyInTexts lists the "only in" facts of every source of br, by marker.
func onlyInTexts(br *Brief) map[int][]string {
	out := map[int][]string{}
	for _, oi := range br.OnlyIn {
		for _, f := range oi.Facts {
			out[oi.Ref] = append(out[oi.Ref], f.Text)
		}
	}
	return out
}

func listed(facts map[int][]string, prefix string) bool {
	for _, fs := range facts {
		for _, f := range fs {
			if strings.HasPrefix(f, prefix) {
				return true
			}
		}
	}
	return false
}

// Two outlets report one fact in their own words, each adding a clause of
// its own ("..., but ..."): the matcher does not call the sentences the same,
// yet the fact is in both, so it is "only in" neither. A fact that only one
// outlet reports stays, though it names the same person as the others.
func TestOnlyInLeavesOutFactsReportedInOtherWords(t *testing.T) {
	common := strings.Join([]string{
		"The river burst through the old flood wall at Port Ellis shortly after midnight on Tuesday, pouring into the lower town.",
		"Rescue crews in boats took 140 residents from the roofs of their homes in the Quayside district before dawn.",
		"Two elderly residents were found dead in a flooded cellar on Mill Lane, the coastguard said.",
		"The county council had been told in a survey three years ago that the wall needed urgent repairs.",
		"Schools across the district stayed closed and the railway line to Brackwater was suspended.",
	}, "\n\n")
	day := time.Date(2026, 3, 10, 9, 0, 0, 0, time.UTC)
	br := Build(Input{Docs: []Doc{
		{ID: "a", Source: "Wire A", Published: day, Text: "Port Ellis mayor Henrietta Vale apologised to the families for the collapse of the flood wall, but hundreds of angry residents marched on the town hall on Wednesday.\n\n" + common},
		{ID: "b", Source: "Paper B", Published: day.Add(2 * time.Hour), Text: "Mayor Henrietta Vale has apologised over the collapse of the wall, but many families in Quayside say their warnings about the river went unheard for years.\n\n" + common},
		{ID: "c", Source: "Radio C", Published: day.Add(3 * time.Hour), Text: "Henrietta Vale will open a shelter for 300 displaced families at the Harbour School on Friday, her office announced.\n\n" + common},
	}}, Options{})
	got := onlyInTexts(br)
	for _, apology := range []string{"Port Ellis mayor Henrietta Vale apologised", "Mayor Henrietta Vale has apologised"} {
		if listed(got, apology) {
			t.Errorf("%q... is listed as only in its source; the other outlet reports the apology too: %v", apology, got)
		}
	}
	if !listed(got, "Henrietta Vale will open a shelter") {
		t.Errorf("the shelter, which only Radio C reports, is not listed as only in it: %v", got)
	}
}

// The statement of a sentence is its main clause without who said it.
func TestStatement(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Mayor Henrietta Vale has apologised over the collapse of the wall, but many families say their warnings went unheard.", "Mayor Henrietta Vale has apologised over the collapse of the wall"},
		{"Two divers were found dead in a flooded cellar on Mill Lane, the coastguard said.", "Two divers were found dead in a flooded cellar on Mill Lane"},
		{"The ferry sailed at six with 230 people on board, according to the Port Ellis harbour office.", "The ferry sailed at six with 230 people on board"},
		{"Harbour master Idris Quell said the wall had been inspected in March.", "the wall had been inspected in March."},
		{"Ona Brant, a spokeswoman for the county council, said repairs would start on Monday.", "repairs would start on Monday."},
		{"Vale and other councillors apologised and said the collapse was a failure.", "Vale and other councillors apologised and said the collapse was a failure."},
		{"The radio said the Post says a crowd looted a pharmacy on Quay Street.", "the Post says a crowd looted a pharmacy on Quay Street."},
	} {
		if got := statement(c.in); got != c.want {
			t.Errorf("statement(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// A fact another outlet tells over two sentences in a row is told there:
// the coach's firing and her successor, which Paper B splits in two, are
// only in neither outlet. But two adjacent sentences that hold a fact's
// words do not tell its count: the twelve injured fans, whom no other
// document counts, stay only in Radio C.
func TestOnlyInFactToldOverTwoSentences(t *testing.T) {
	common := strings.Join([]string{
		"The Harbor City Gulls finished eleventh in the northern league this season, their worst record in two decades.",
		"Attendance at Harbor Stadium fell by a fifth over the season and the club's owners have refused to invest in the squad.",
		"Supporters' groups had called for a change at the top after a run of nine defeats in the spring.",
		"The club will begin its search for a new sporting director in the summer, the owners said in a short statement.",
		"The Gulls open their new season away at Brackwater Rovers on the second weekend of August.",
	}, "\n\n")
	day := time.Date(2026, 5, 18, 9, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		name, a, b, fact string
		listed           bool
	}{
		{
			name: "one fact over two sentences",
			a:    "In a surprising move three weeks after the end of the season, the Gulls fired coach Dana Pruitt on Monday after two years in charge and replaced her with assistant Lee Okafor.",
			b:    "Three weeks after the Gulls ended their season, general manager Ross Vint fired Dana Pruitt on Monday.\n\nVint named her assistant Lee Okafor, a popular former captain, to replace Pruitt after two years.",
			fact: "In a surprising move three weeks after",
		},
		{
			name:   "a count no other document gives",
			a:      "Twelve supporters were injured in a crush at the north gates of the stadium before the final home match on Sunday.",
			b:      "Stewards closed the north gates of the ground after a crush on Sunday.\n\nSeveral supporters were injured before the final home match, the club said.",
			fact:   "Twelve supporters were injured",
			listed: true,
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			br := Build(Input{Docs: []Doc{
				{ID: "a", Source: "Radio C", Published: day, Text: c.a + "\n\n" + common},
				{ID: "b", Source: "Paper B", Published: day.Add(time.Hour), Text: c.b + "\n\n" + common},
				{ID: "c", Source: "Daily D", Published: day.Add(2 * time.Hour), Text: "Fans of the Gulls will vote on the club's new crest at a meeting in the Old Corn Exchange on Thursday evening.\n\n" + common},
			}}, Options{})
			if got := onlyInTexts(br); listed(got, c.fact) != c.listed {
				t.Errorf("%q... listed as only in its source: %v, want %v (only in: %v)", c.fact, !c.listed, c.listed, got)
			}
		})
	}
}
