package brief

import (
	"slices"
	"strings"
	"testing"
	"time"
)

// citedFor returns the document ids a key sentence opening with prefix
// cites, sorted; nil when there is no such key sentence.
// checkCitesC builds a brief of in and checks whether the key sentence
// opening with key cites document "c", as want says.
func checkCitesC(t *testing.T, name string, in Input, key string, want bool) {
	t.Helper()
	br := Build(in, Options{})
	got := citedFor(in, br, key)
	if got == nil {
		t.Fatalf("%s: %q is no key sentence: %q", name, key, keyTexts(br))
	}
	if cited := slices.Contains(got, "c"); cited != want {
		t.Errorf("%s: the key sentence cites %v; c cited %v, want %v", name, got, cited, want)
	}
}

func citedFor(in Input, br *Brief, prefix string) []string {
	for _, ks := range br.Sentences {
		if strings.HasPrefix(ks.Text, prefix) {
			ids := []string{}
			for _, c := range ks.Citations {
				ids = append(ids, in.Docs[c.Doc].ID)
			}
			slices.Sort(ids)
			return slices.Compact(ids)
		}
	}
	return nil
}

// A key sentence cites the reports that tell its fact in other words,
// with a clause of their own after it, which the matcher's score of the
// whole sentences misses; and not those giving another figure of it, nor
// those the matcher pairs with it on a word or two.
func TestKeySentenceCitesParaphrases(t *testing.T) {
	day := time.Date(2026, 3, 9, 8, 0, 0, 0, time.UTC)
	filler := []string{
		"Engineers from the county inspected the sea wall near the harbour on Monday afternoon.",
		"Residents of the lower town were told to move their cars to higher ground before the next tide.",
	}
	doc := func(id string, h int, lines ...string) Doc {
		return Doc{ID: id, Source: "Outlet " + id, Published: day.Add(time.Duration(h) * time.Hour), Text: strings.Join(lines, " ")}
	}
	cases := []struct {
		name  string
		key   string // the key sentence, in reports a and b
		other string // the sentence of report c
		cited bool   // c is cited for the key sentence
	}{
		{"other words and a clause of its own",
			"The Taliban claimed responsibility for the attack, saying it was carried out in retaliation for the burning of copies of the Qur'an at a NATO base in the country, according to Sky News.",
			"The Taliban claimed responsibility for the attack at the Interior Ministry, saying it was retaliation for the Qur'an burnings, after the two U.S. servicemen - a lieutenant-colonel and a major - were found dead on their office floor, Afghan and western officials said.",
			true},
		{"another figure",
			"A strong 6.1-magnitude earthquake struck Indonesia's northwestern province of Aceh today, causing buildings to collapse and injuring at least 50 people.",
			"A strong earthquake struck off Indonesia's Aceh province on Tuesday, damaging houses and injuring at least five people.",
			false},
		{"a word or two in common",
			"World Anti-Doping Agency chief Dick Pound says Marion Jones should be stripped of all her medals if found guilty of taking banned substances.",
			"\"We will find a way to deal with that,\" Pound said.",
			false},
	}
	for _, c := range cases {
		in := Input{Docs: []Doc{
			doc("a", 0, c.key, filler[0], "The mayor thanked the volunteers who filled sandbags through the night."),
			doc("b", 1, c.key, filler[1], "Shops along the seafront stayed shut for a second day."),
			doc("c", 2, c.other, "A ferry service to the islands was cancelled until the weekend because of high winds."),
		}}
		checkCitesC(t, c.name, in, c.key, c.cited)
	}
}

// A key sentence is not followed by another report's sentence telling
// nothing more in its own words (and the one left out is no "only in"
// fact either: the told check finds it).
func TestKeySentenceRestatedOnce(t *testing.T) {
	day := time.Date(2026, 2, 1, 8, 0, 0, 0, time.UTC)
	in := Input{Docs: []Doc{
		{ID: "a", Source: "Wire A", Published: day, Text: strings.Join([]string{
			"The Philadelphia 76ers fired coach Maurice Cheeks on Saturday, one day after the team continued its slide with a season-worst offensive effort.",
			"Assistant general manager Tony DiLeo was appointed coach for the rest of the season.",
			"The team has lost nine of its last eleven games at home.",
		}, " ")},
		{ID: "b", Source: "Paper B", Published: day.Add(time.Hour), Text: strings.Join([]string{
			"Cheeks is the fifth coach fired this season, after coaches in Oklahoma City, Washington, Toronto and Minnesota.",
			"On Saturday, Cheeks was fired as head coach of the Philadelphia 76ers.",
			"Elton Brand and Andre Iguodala have had difficulty getting their games to mesh.",
		}, " ")},
		// other reports of the story name the team, the coach and the day
		// as often as a story's reports do
		{ID: "c", Source: "Daily C", Published: day.Add(2 * time.Hour), Text: strings.Join([]string{
			"Philadelphia 76ers fans had called for Cheeks to go after Friday's home loss.",
			"Cheeks, a former 76ers point guard, took over the team in 2005.",
		}, " ")},
		{ID: "d", Source: "Radio D", Published: day.Add(3 * time.Hour), Text: strings.Join([]string{
			"The 76ers play the Boston Celtics in Philadelphia on Saturday night without Cheeks.",
			"The Philadelphia players said on Saturday they were surprised by the news about Cheeks.",
		}, " ")},
	}}
	br := Build(in, Options{Sentences: 6})
	n := 0
	for _, ks := range br.Sentences {
		if strings.Contains(ks.Text, "Cheeks") && strings.Contains(ks.Text, "fired") && !strings.Contains(ks.Text, "fifth") {
			n++
		}
	}
	if n != 1 {
		t.Errorf("%d key sentences of Cheeks' firing, want 1: %q", n, keyTexts(br))
	}
	for _, o := range br.OnlyIn {
		for _, f := range o.Facts {
			if strings.Contains(f.Text, "fired coach Maurice Cheeks") || strings.HasPrefix(f.Text, "On Saturday, Cheeks was fired") {
				t.Errorf("only in %s: %q, which a key sentence tells", in.Docs[o.Doc].ID, f.Text)
			}
		}
	}
}

// A number ending a code joined to letters by a hyphen (a bulletin's
// "MS08-078", a rating's "Ba-3") is no figure of the fact: the sentence
// giving it gives no other figures, nor one in common with a sentence
// naming the same code.
func TestKeySentenceCitesCodes(t *testing.T) {
	day := time.Date(2026, 3, 9, 8, 0, 0, 0, time.UTC)
	cases := []struct {
		name  string
		key   string // the key sentence, in reports a, b and d
		other string // the sentence of report c
		cited bool   // c is cited for the key sentence
	}{
		{"a bulletin's number",
			"Microsoft has released an emergency security update to fix the vulnerability in Internet Explorer that has seen the computers of at least two million users hacked.",
			"Microsoft (NSDQ: MSFT) has released an out-of-band security update, MS08-078, to fix a vulnerability in its Internet Explorer Web browser that's being actively exploited.",
			true},
		{"a rating's number",
			"Moody's Investors Service Inc said it affirmed Home Shopping Network Inc's 350 mln dlrs of Ba-3 senior notes and B-2 convertible subordinated Eurodebentures.",
			"Moody's Investors Service Inc said it may downgrade Home Shopping Network Inc's 250 mln dlrs of Ba-3 senior notes.",
			false},
	}
	for _, c := range cases {
		in := Input{Docs: []Doc{
			{ID: "a", Source: "Outlet a", Published: day, Text: c.key + " The mayor thanked the volunteers who filled sandbags through the night."},
			{ID: "b", Source: "Outlet b", Published: day.Add(time.Hour), Text: "Shops along the seafront stayed shut for a second day. " + c.key},
			{ID: "d", Source: "Outlet d", Published: day.Add(2 * time.Hour), Text: c.key + " Residents of the lower town were told to move their cars to higher ground."},
			{ID: "c", Source: "Outlet c", Published: day.Add(3 * time.Hour), Text: "A ferry service to the islands was cancelled until the weekend because of high winds. " + c.other},
		}}
		checkCitesC(t, c.name, in, c.key, c.cited)
	}
}

// A sentence on the key sentence's subject telling of a failure or a miss
// where the key sentence tells of none (or the other way round) states
// another outcome: it is not cited for it.
func TestKeySentenceCitesNoOtherOutcome(t *testing.T) {
	day := time.Date(2026, 3, 9, 8, 0, 0, 0, time.UTC)
	cases := []struct {
		name  string
		key   string // the key sentence, in reports a, b and d
		other string // the sentence of report c
		cited bool   // c is cited for the key sentence
	}{
		{"failed to sell",
			"Some of Elvis Presley's earliest recordings - including takes of All Shook Up - are going under the hammer on Sunday at a Los Angeles auction.",
			"But some of Elvis Presley's earliest recordings - including takes of All Shook Up - failed to sell at the Bonhams and Butterfields two-day sale.",
			false},
		{"a bid thwarted",
			"A bid to overturn the law banning hunting with dogs in England and Wales has begun in the Court of Appeal.",
			"The Countryside Alliance had its latest legal bid to block the ban thwarted on Wednesday when the Appeal Court ruled the Hunting Act was lawful.",
			false},
		{"shortlisted, not named",
			"Alan Bennett's The History Boys has been named best new play in the Critics' Circle awards.",
			"The Goat or Who is Sylvia? by Edward Albee, The Pillowman by Martin McDonagh and Alan Bennett's The History Boys are shortlisted in the best play category.",
			false},
		{"one candidacy in other words",
			"Jamie Foxx has been nominated for the best actor award for his role in the film Ray.",
			"Jamie Foxx, who spent months learning the piano for the part, is nominated as best actor for his role in Ray, alongside three first-time nominees from Britain.",
			true},
		{"one outcome in other words",
			"San Diego Chargers wide receiver Vincent Jackson was arrested Tuesday on suspicion of drunk driving.",
			"SAN Diego Chargers receiver Vincent Jackson has been arrested on suspicion of drink- driving five days before a key NFL playoff game.",
			true},
	}
	for _, c := range cases {
		in := Input{Docs: []Doc{
			{ID: "a", Source: "Outlet a", Published: day, Text: c.key + " The mayor thanked the volunteers who filled sandbags through the night."},
			{ID: "b", Source: "Outlet b", Published: day.Add(time.Hour), Text: "Shops along the seafront stayed shut for a second day. " + c.key},
			{ID: "c", Source: "Outlet c", Published: day.Add(3 * time.Hour), Text: "A ferry service to the islands was cancelled until the weekend because of high winds. " + c.other},
			{ID: "e", Source: "Outlet e", Published: day.Add(4 * time.Hour), Text: "Residents of the lower town were told to move their cars to higher ground. The council opened a rest centre in the church hall."},
			{ID: "f", Source: "Outlet f", Published: day.Add(5 * time.Hour), Text: "Forecasters expect calmer weather by the middle of the week. Rail services on the coast line were suspended after a landslip."},
			{ID: "g", Source: "Outlet g", Published: day.Add(6 * time.Hour), Text: "The harbour master closed the marina to visiting boats. Fishermen kept their boats tied up for a third day."},
			{ID: "h", Source: "Outlet h", Published: day.Add(7 * time.Hour), Text: "Power was restored to most homes in the valley by the evening. Schools in the district will reopen on Thursday."},
		}}
		checkCitesC(t, c.name, in, c.key, c.cited)
	}
}

// A candidacy is told by the words in lower case, not as a title before a
// name, and not by words sharing their stems ("nominal", "candid").
func TestCandidacy(t *testing.T) {
	cases := []struct {
		text string
		want bool
	}{
		{"The Goat and The History Boys are shortlisted in the best play category.", true},
		{"Jamie Foxx has been nominated for best actor.", true},
		{"A federal judge and a former senator are among the top contenders to replace John Shad.", true},
		{"Labour candidate Jane Doe won the Kestrel North seat.", false},
		{"Labour has nominated Jane Doe for the Kestrel North seat.", true},
		{"The film was nominated Tuesday for best picture.", true},
		{"Bush nominated Mr Baker as Treasury Secretary.", true},
		{"Party nominee Jane Doe won the seat.", false},
		{"Nominal gross domestic product rose 1.2 pct, and nominal wages were flat.", false},
		{"He spoke candidly about the contest, as he contends he always has.", false},
		{"Candidates must register by Friday.", false},
	}
	for _, c := range cases {
		if got := candidacy(c.text); got != c.want {
			t.Errorf("candidacy(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}
