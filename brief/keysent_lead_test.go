package brief

import (
	"strings"
	"testing"
	"time"
)

func keyTexts(br *Brief) []string {
	var out []string
	for _, ks := range br.Sentences {
		out = append(out, ks.Text)
	}
	return out
}

func hasKey(br *Brief, prefix string) bool {
	for _, ks := range br.Sentences {
		if strings.HasPrefix(ks.Text, prefix) {
			return true
		}
	}
	return false
}

// A report's lead states its event. Later sentences that name the same day
// or people elaborate on it; they do not say it, so choosing one of them
// must not take the lead's facts away from it as if they had been told.
func TestLeadKeepsItsFactsAgainstLaterSentences(t *testing.T) {
	day := time.Date(2026, 5, 4, 9, 0, 0, 0, time.UTC)
	cases := []struct {
		name string
		docs []Doc
		n    int
		lead string
	}{
		{
			// One report: its lead's one fact, the day of the fall, is
			// named again by a sentence about a later day.
			name: "one report",
			n:    3,
			lead: "Brokers in Lisport welcomed the halt",
			docs: []Doc{{ID: "a", Source: "Wire A", Published: day, Text: strings.Join([]string{
				"Brokers in Lisport welcomed the halt of trading on the exchange after Monday's record fall in share prices, but some called it too long.",
				"Announcing the halt until next Monday, exchange chairman Ronald Okafor said it would protect small investors.",
				"But legislator Delia Marsh, a director of the Bank of Lisport, said a halt of one day would have been enough.",
				"Some of the smaller brokers said they were relieved to have time to settle their accounts.",
				"However, Gerald Tamm of Greystone Partners in Eastholm said the long halt was a wise decision.",
				"Others said the market would find its level again once trading resumed next week.",
				"A few dealers were still at their desks late in the evening.",
			}, " ")}},
		},
		{
			// Two reports grouped as one story: the second's sentences name
			// the first report's place and people in another event.
			name: "two reports",
			n:    4,
			lead: "Farm attaches in Varnholm said",
			docs: []Doc{
				{ID: "a", Source: "Wire A", Published: day, Text: strings.Join([]string{
					"Farm attaches in Varnholm said they had no evidence that the Kessel reactor fire had damaged the Ostrian grain crop.",
					"Recent Ostrian interest in chartering ships to carry grain from Canada helped start the rumours.",
					"Dealers said the rumours had lifted prices for a few days before they fell back.",
				}, " ")},
				{ID: "b", Source: "Paper B", Published: day.Add(time.Hour), Text: strings.Join([]string{
					"Plans for new power stations are unchanged after the fire, an economist told a NATO seminar on energy.",
					"Economist Jonas Berg of the Lindqvist Institute in Varnholm said targets for Ostrian reactors near Kessel had been raised.",
					"He said talks with Norvia, Sarland and Belmark on reactor sales would bring no results for years.",
					"The official press had been slow to report the fire, but gave more details as the weeks passed.",
					"Berg said the fire would change the design of future Ostrian stations.",
				}, " ")},
			},
		},
	}
	for _, c := range cases {
		br := Build(Input{Docs: c.docs}, Options{Sentences: c.n, OnlyInPerSource: -1})
		if !hasKey(br, c.lead) {
			t.Errorf("%s: the lead %q... is no key sentence: %q", c.name, c.lead, keyTexts(br))
		}
	}
}

// Two reports open on the same event in other words: once one lead is
// chosen, the other lead's facts are told, so it does not come in as a
// second, shorter telling of the event.
func TestSecondLeadOfTheSameEventStaysOut(t *testing.T) {
	day := time.Date(2026, 5, 4, 9, 0, 0, 0, time.UTC)
	common := []string{
		"The club said the knee would need four weeks of rest before he could run again.",
		"Trainer Bruno Falk said the injury had come in the last minute of the game against Westport.",
		// (a sentence opening "He" ranks lower since key sentences must
		// read alone: the one standing for it here names him)
		"Reyna had scored nine goals in 14 games this season.",
	}
	br := Build(Input{Docs: []Doc{
		{ID: "a", Source: "Wire A", Published: day, Text: "Harbour City placed striker Tomas Reyna on the injured list with a sprained knee, ending his season. " + strings.Join(common, " ")},
		{ID: "b", Source: "Paper B", Published: day.Add(time.Hour), Text: "Tomas Reyna is out, for the season at least. " + strings.Join(common, " ")},
	}}, Options{Sentences: 4, OnlyInPerSource: -1})
	if hasKey(br, "Harbour City placed striker Tomas Reyna") && hasKey(br, "Tomas Reyna is out") {
		t.Errorf("both leads tell the same event: %q", keyTexts(br))
	}
}
