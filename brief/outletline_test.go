package brief

import (
	"strings"
	"testing"
	"time"
)

// threeOutlets builds the brief of three reports of one story from
// Harbor Wire, the Valley Courier and the Northgate Ledger, an hour apart:
// each opens with its own sentence (a, b, c) above the paragraphs common
// to all, and closes with its own tail (empty for none).
func threeOutlets(a, b, c, common string, tails [3]string) *Brief {
	return threeFrom([3]string{"Harbor Wire", "The Valley Courier", "Northgate Ledger"}, a, b, c, common, tails)
}

// threeFrom is threeOutlets with the outlets named srcs.
func threeFrom(srcs [3]string, a, b, c, common string, tails [3]string) *Brief {
	day := time.Date(2026, 3, 10, 9, 0, 0, 0, time.UTC)
	var docs []Doc
	for i, lead := range []string{a, b, c} {
		text := lead + "\n\n" + common
		if tails[i] != "" {
			text += "\n\n" + tails[i]
		}
		docs = append(docs, Doc{ID: string(rune('a' + i)), Source: srcs[i], Text: text,
			Published: day.Add(time.Duration(i) * time.Hour)})
	}
	return Build(Input{Docs: docs}, Options{})
}

// A news sentence that names an outlet as the one told, reporting or
// cited ("told Harbor Wire", "Harbor Wire reported", "according to the
// Valley Courier", "in an interview with Harbor Wire") is news: its numbers
// and days disagree like any other sentence's. Taken for the site's own
// line, its facts would be dropped (a planted day, "in an interview with
// Reuters ... on March 11" / "March 10", would be missed).
func TestOutletNamedInNewsDisagrees(t *testing.T) {
	common := "The blast tore through a fuel store at the Quayside depot in Port Amsel shortly after the morning shift began, the fire service said.\n\n" +
		"Investigators from the harbour authority were examining a gas line that had been repaired last month, officials said.\n\n" +
		"The depot handles about 40 tankers a week and will stay closed while the inquiry goes on, the harbour authority said."
	for _, tc := range []struct {
		name, kind string
		a, b, c    string
	}{
		{"told, the day", "day",
			"Mayor Ilse Brandt told Harbor Wire on Tuesday that 14 people were hurt in the blast at the Quayside depot.",
			"Mayor Ilse Brandt told Harbor Wire on Wednesday that 14 people were hurt in the blast at the Quayside depot.",
			"Mayor Ilse Brandt told Harbor Wire on Tuesday that 14 people were hurt in the blast at the Quayside depot."},
		{"told, the count", "number",
			"Mayor Ilse Brandt told Harbor Wire on Tuesday that 14 people were hurt in the blast at the Quayside depot.",
			"Mayor Ilse Brandt told Harbor Wire on Tuesday that 16 people were hurt in the blast at the Quayside depot.",
			"Mayor Ilse Brandt told Harbor Wire on Tuesday that 14 people were hurt in the blast at the Quayside depot."},
		{"according to", "number",
			"At least 14 people were hurt in the blast at the Quayside depot on Tuesday, according to the Valley Courier.",
			"At least 16 people were hurt in the blast at the Quayside depot on Tuesday, according to the Valley Courier.",
			"At least 14 people were hurt in the blast at the Quayside depot on Tuesday, according to the Valley Courier."},
		{"the outlet reported", "number",
			"The Northgate Ledger reported that 14 people were hurt in the blast at the Quayside depot on Tuesday.",
			"The Northgate Ledger reported that 14 people were hurt in the blast at the Quayside depot on Tuesday.",
			"The Northgate Ledger reported that 16 people were hurt in the blast at the Quayside depot on Tuesday."},
		{"interview with", "day",
			"Mayor Ilse Brandt, in an interview with Harbor Wire on March 11, said 14 people were hurt in the blast at the Quayside depot.",
			"Mayor Ilse Brandt, in an interview with Harbor Wire on March 10, said 14 people were hurt in the blast at the Quayside depot.",
			"Mayor Ilse Brandt, in an interview with Harbor Wire on March 11, said 14 people were hurt in the blast at the Quayside depot."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			br := threeOutlets(tc.a, tc.b, tc.c, common, [3]string{})
			got, all := countKind(br, tc.kind)
			if got != 1 {
				t.Errorf("%d %s disagreements, want 1: %v", got, tc.kind, all)
			}
		})
	}
}

// The outlet a source spoke to is no fact of the story: one report's
// "told Reuters" and another's "told Reuter" (as Reuters wrote its name in
// 1987) do not disagree on a name, while the count in the same sentence
// still disagrees.
func TestOutletToldIsNoName(t *testing.T) {
	common := "The blast tore through a fuel store at the Quayside depot in Port Amsel shortly after the morning shift began, the fire service said.\n\n" +
		"Investigators from the harbour authority were examining a gas line that had been repaired last month, officials said."
	srcs := [3]string{"Reuters", "The Valley Courier", "Northgate Ledger"}
	br := threeFrom(srcs,
		"Mayor Ilse Brandt told Reuters on Tuesday that 14 people were hurt in the blast at the Quayside depot.",
		"Mayor Ilse Brandt told Reuter on Tuesday that 16 people were hurt in the blast at the Quayside depot.",
		"Mayor Ilse Brandt told Reuters on Tuesday that 14 people were hurt in the blast at the Quayside depot.",
		common, [3]string{})
	if n, all := countKind(br, "name"); n != 0 {
		t.Errorf("%d name disagreements on the outlet told, want 0: %v", n, all)
	}
	if n, all := countKind(br, "number"); n != 1 {
		t.Errorf("%d number disagreements, want 1: %v", n, all)
	}
}

// A site's own line naming its outlet stays out of the brief whatever
// numbers it holds: no disagreement between two sites' prices or years,
// no key sentence, no "only in" fact.
func TestOutletOwnLineIsNotNews(t *testing.T) {
	common := "The blast tore through a fuel store at the Quayside depot in Port Amsel shortly after the morning shift began, the fire service said.\n\n" +
		"Investigators from the harbour authority were examining a gas line that had been repaired last month, officials said.\n\n" +
		"The depot handles about 40 tankers a week and will stay closed while the inquiry goes on, the harbour authority said."
	lead := "At least 14 people were hurt when a blast hit the Quayside depot in Port Amsel on Tuesday, the fire service said."
	for _, tc := range []struct {
		name  string
		tails [3]string
	}{
		{"follow", [3]string{
			"Follow Harbor Wire on Twitter and Facebook for the latest on the 14 people hurt in Tuesday's blast.",
			"Follow The Valley Courier on Twitter and Facebook for the latest on the 16 people hurt in Wednesday's blast.",
			""}},
		{"digital access", [3]string{
			"Get unlimited digital access to Harbor Wire for just $1 a week during the first 3 months.",
			"Get unlimited digital access to The Valley Courier for just $2 a week during the first 6 months.",
			""}},
		{"newsroom tips", [3]string{
			"Have a story tip about the Quayside blast? Email the Harbor Wire newsroom, open 24 hours a day since 1998.",
			"Have a story tip about the Quayside blast? Email the Valley Courier newsroom, open 18 hours a day since 2004.",
			""}},
		{"audio", [3]string{
			"Listen to this article: audio of 3 minutes is generated automatically by Harbor Wire on Tuesday and may contain errors.",
			"Listen to this article: audio of 4 minutes is generated automatically by The Valley Courier on Wednesday and may contain errors.",
			""}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			br := threeOutlets(lead, lead, lead, common, tc.tails)
			if len(br.Disagreements) != 0 {
				_, all := countKind(br, "")
				t.Errorf("disagreements on the sites' own lines: %v", all)
			}
			for _, k := range br.Sentences {
				if strings.Contains(k.Text, "Harbor Wire") || strings.Contains(k.Text, "Valley Courier") {
					t.Errorf("a site's own line is a key sentence: %q", k.Text)
				}
			}
			for _, o := range br.OnlyIn {
				for _, f := range o.Facts {
					if strings.Contains(f.Text, "Harbor Wire") || strings.Contains(f.Text, "Valley Courier") {
						t.Errorf("a site's own line gives an only-in fact: %q", f.Text)
					}
				}
			}
		})
	}
}

// ownLine tells a site's own line naming an outlet from a news sentence
// that names one as the source told, reporting or cited.
func TestOwnLine(t *testing.T) {
	outlets := []string{"harbor wire", "valley courier", "reuters", "bbc"}
	for _, tc := range []struct {
		text string
		own  bool
	}{
		// the sites' own lines
		{"Follow The Valley Courier on Twitter for the latest updates.", true},
		{"Download the Harbor Wire app for iPhone and Android to get breaking news alerts.", true},
		{"Copyright 2026 Reuters. All rights reserved.", true},
		{"© 2026 The Valley Courier. Terms of use and privacy policy apply.", true},
		{"Click here to subscribe to the Valley Courier daily newsletter.", true},
		{"Sign up for the free Harbor Wire morning briefing, delivered to your inbox.", true},
		{"Harbor Wire contributed to this report.", true},
		{"This article originally appeared on Harbor Wire and is republished here with permission.", true},
		{"Have a story tip? Email the Valley Courier newsroom at tips@valleycourier.com.", true},
		{"Harbor Wire is not responsible for the content of external sites linked from this page.", true},
		{"Read more stories like this one from the Valley Courier.", true},
		{"Get unlimited digital access to Harbor Wire for just $1 a week.", true},
		{"Send your tips to Harbor Wire: we read every message we receive.", true},
		// news naming an outlet
		{"The mayor told Harbor Wire on Tuesday that 14 people were hurt.", false},
		{"Oil Ministry spokesman Egil Helle told Reuters.", false},
		{"King Fahd, in an interview with Reuters and Visnews on March 11, said the kingdom wanted stability.", false},
		{"Reuters reported on Monday that the talks had stalled.", false},
		{"At least 14 people were hurt, according to the BBC.", false},
		{"Harbor Wire has learned that the board will meet on Friday.", false},
		{"The company said in a statement to Reuters that it would appeal.", false},
		{"The minister, speaking to the BBC on Sunday, denied the claim.", false},
		{"Reuters could not independently verify the report.", false},
		{"A Reuters witness saw 12 tanks on the road.", false},
		{"The documents, seen by Reuters, show 30 payments.", false},
		{"The Valley Courier said on Tuesday it would close its print edition.", false},
		{"A spokesman told Harbor Wire: \"No decision has been made on which of several options to follow.\"", false},
		{"He said in reply to Harbor Wire inquiries that rates could rise further.", false},
		{"The rise was later confirmed by Reuters with the company.", false},
		{"PORT AMSEL (Harbor Wire) - At least 14 people were hurt in a blast on Tuesday.", false},
		{"DUBLIN (Reuters) — The airline said it had ordered 12 jets.", false},
		{"Reuters reporters contributed to this report.", true},
		{"Email your tips to the Harbor Wire reporters at the desk.", true},
		// no outlet named
		{"At least 14 people were hurt in the blast.", false},
	} {
		if got := ownLine(tc.text, outlets); got != tc.own {
			t.Errorf("ownLine(%q) = %v, want %v", tc.text, got, tc.own)
		}
	}
}
