package brief

import (
	"slices"
	"strings"
	"testing"
)

// labelsOf builds a brief of two reports (numCiteStory) and lists its disagreements as
// "kind (about)".
func labelsOf(a, b string) []string {
	br := Build(numCiteStory(a, b), Options{})
	var out []string
	for _, d := range br.Disagreements {
		out = append(out, d.Kind+" ("+d.About+")")
	}
	return out
}

// TestLabelsReadable: a disagreement's label is what its values count,
// with the event of their own clause, else a unit or a neutral word;
// never a window of the words around them ("mln bpd … bpd last") nor a
// counted noun beside another clause's event ("houses wounded").
func TestLabelsReadable(t *testing.T) {
	for _, c := range []struct {
		name, a, b, want string
	}{
		// Kept as they were: the counted noun and its own clause's event.
		{"count and event", "At least 28 people have been killed in the protests, officials said on Friday.",
			"At least 27 people have been killed in the protests, officials said on Friday.", "number (people killed)"},
		{"toll before the count", "Five died in clashes, bringing the death toll across the east of the country to at least 28, the paper reported.",
			"Five died in clashes, bringing the death toll across the east of the country to at least 29, the paper reported.", "number (people killed)"},
		// Windows before.
		{"percentage", "Fed funds averaged 6.22 pct yesterday and opened at 6 pct.",
			"Fed funds averaged 5.97 pct yesterday and opened at 6 pct.", "number (percentage)"},
		{"currency after", "Net excludes 13,000 dlr tax credit from the sale.",
			"Net excludes 131,000 dlr tax credit from the sale.", "number (amount in dlrs)"},
		{"currency symbol", "I am asking $100 or best offer for the card.",
			"I am asking $90 or best offer for the card.", "number (amount in dollars)"},
		{"wire abbreviation", "Output averaged 47.2 mln bpd last month, the agency said.",
			"Output averaged 47.5 mln bpd last month, the agency said.", "number (barrels per day)"},
		{"counted noun", "Sales at the market totalled 3,600 steers this week.",
			"Sales at the market totalled 6,800 steers this week.", "number (steers)"},
		{"no counted noun", "The disk was formatted with DOS 5.0 on the old machine.",
			"The disk was formatted with DOS 6.0 on the old machine.", "number (figure)"},
		{"measure adjective", "The army had eight battalions 20,000 strong under his command.",
			"The army had eight battalions 30,000 strong under his command.", "number (figure)"},
		{"weekday", "The plant was rescheduled to open Thursday, a company spokesman said.",
			"The plant was rescheduled to open Monday, a company spokesman said.", "day (day)"},
		{"a name's word", "Rusedski will take on former world number 30 Harel Levy in the second match.",
			"Rusedski will take on former world number 31 Harel Levy in the second match.", "number (figure)"},
		{"a name before the noun", "The offer would be on the basis of three Willis shares for every two in Stewart.",
			"The offer would be on the basis of four Willis shares for every two in Stewart.", "number (shares)"},
		{"a name before the unit", "Assuming an average exchange rate of 1.71 Swiss francs to the dollar this year, the budget balances.",
			"Assuming an average exchange rate of 1.69 Swiss francs to the dollar this year, the budget balances.", "number (amount in francs)"},
		{"age", "The 52-year-old said on Tuesday that he was reviewing his donations.",
			"The 50-year-old said on Tuesday that he was reviewing his donations.", "number (age)"},
		{"adjective", "Delegates from 50 states met ahead of the Group of 77 ministerial meeting in Havana.",
			"Delegates from 50 states met ahead of the Group of 78 ministerial meeting in Havana.", "number (figure)"},
		{"adjective and noun", "The report names three political leaders who met the firm.",
			"The report names four political leaders who met the firm.", "number (political leaders)"},
		{"quantifier", "No aid group could give computers to 250 million less fortunate Indians.",
			"No aid group could give computers to 300 million less fortunate Indians.", "number (figure)"},
		// Wrong things before.
		{"event of another clause", "The quake injured more than 200 people and damaged more than 300 houses in Aceh on Tuesday.",
			"The quake injured 140 people and damaged about 1,500 houses in Aceh on Tuesday.", "number (houses)"},
		{"event before a comma", "Crews from both departments responded to the blaze on Tuesday, using at least two ladder trucks.",
			"Crews from both departments responded to the blaze on Tuesday, including three ladder trucks.", "number (ladder trucks)"},
		{"members are no personnel", "A shell hit a house in the camp on Tuesday, killing at least seven members of one family.",
			"A shell hit a house in the camp on Tuesday, killing at least 12 members of one family.", "number (members killed)"},
		{"time counted", "The trucks were sent home four days before the assault on Monday.",
			"The trucks were sent away two days before the assault on Monday.", "number (days before)"},
		{"event word itself", "Up to 20,000 members fought in the army on Tuesday.",
			"Up to 30,000 members fought in the army on Tuesday.", "number (members fought)"},
	} {
		got := labelsOf(c.a, c.b)
		if !slices.Contains(got, c.want) {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
		for _, g := range got {
			if strings.Contains(g, "…") {
				t.Errorf("%s: a window label %q", c.name, g)
			}
		}
	}
}

// TestLabelsOfFrames: counts in sentences of their own, linked by what
// they count (frames), are labelled by their own clauses too: the houses
// damaged are not "houses wounded" beside the injured of another clause,
// the ladder trucks used are not "ladder responded", the members of a
// family are no "personnel".
func TestLabelsOfFrames(t *testing.T) {
	for _, c := range []struct {
		name, a, b, want string
	}{
		{"event of another clause", "The quake, which struck on Tuesday, injured more than 200 people and damaged more than 300 houses in Aceh.",
			"In Central Aceh district on Tuesday, 10 people were killed, 140 were injured and about 1,500 houses and buildings were damaged.", "number (houses)"},
		{"event before a comma", "A total of 31 pieces of apparatus responded to the blaze on Tuesday, including three ladder trucks.",
			"Crews from both departments responded to the fire on Tuesday, using at least two ladder trucks as well as other apparatus.", "number (ladder trucks)"},
		{"members are no personnel", "Earlier that day, a shell hit a house in the Beach refugee camp, killing at least seven members of one family.",
			"In an earlier strike on the camp, at least 12 members of the extended family were killed when their house collapsed.", "number (members killed)"},
		{"kept: the event of either count", "A 6.1-magnitude earthquake which hit Aceh on Tuesday killed at least one person, injured dozens and destroyed buildings.",
			"A strong earthquake struck Aceh on Tuesday, causing buildings to collapse and injuring at least 50 people.", "number (people wounded)"},
		{"kept: deaths", "By late yesterday, 479 deaths had been registered at the morgue in Agdam on Friday.",
			"On Friday, officials at the morgue in Agdam said they had registered 500 deaths since the attack.", "number (people killed)"},
		{"kept: a relative clause", "By Friday night, Azeris had buried 479 people who died when Armenians overran the town.",
			"On Friday, Azeris were burying scores of people who died when Armenians overran the town of Khojaly.", "number (people killed)"},
		{"kept: people killed", "At least 28 people have been killed and hundreds wounded since Tuesday.",
			"Afghan President Hamid Karzai called for calm after at least 29 people died in five days of demonstrations.", "number (people killed)"},
	} {
		if got := labelsOf(c.a, c.b); !slices.Contains(got, c.want) {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}
