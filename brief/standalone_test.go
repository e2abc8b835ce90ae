package brief

import (
	"strings"
	"testing"
	"time"
)

// Key sentences are read out of their reports: openers that point back at
// the sentence before read wrongly alone; a dummy "It", a time of the
// writing and other languages do not.
func TestDependentOpener(t *testing.T) {
	cases := []struct {
		text string
		want bool
	}{
		{"But the Scottish Executive has insisted Mr McConnell was speaking about adults.", true},
		{"And 87% of the 1,000 adults quizzed said politicians did not deliver.", true},
		{"Elsewhere, Roddick dropped a set to Korean player Hyung-Taik Lee.", true},
		{"However, he said production of zinc ingots was expected to fall.", true},
		{"He completed his first 17 passes.", true},
		{"They join British stars Jude Law and Kate Winslet.", true},
		{"This followed a warning from the central bank on Monday.", true},
		{"It said net profit rose 12 pct to 36.3 mln dlrs.", true},
		{"It has said it needs to cut between 6,000 and 7,000 jobs.", true},
		{"It is likely to resume deliveries of soymeal within days.", true},
		{"It's the third year at Hogwarts and studies are interrupted.", true},
		{"Earlier, the company reported first quarter net income of 108.6 mln dlrs.", true},
		{"Earlier the company said its second quarter net rose.", true},
		{"That night the crew of the trawler pulled 31 people from the sea.", true},
		{"These concerns were heightened by the missile attack.", true},
		{"Both men were charged with murder on Tuesday.", true},
		{"All three were crew members, leaving one member of the crew still missing.", true},
		{"The two were arrested at the scene.", true},
		{"The four men were charged with murder.", true},
		{"All two of them survived.", true},
		{"Neither man was hurt.", true},
		{"Neither of these bacteria are obligate anaerobes.", true},
		{"Neither did Brazil plan a major overhaul of its policies.", true},
		{"Those released include the former Carical president.", true},
		{"So the bank made greater use of bond auctions.", true},
		{"In addition, Microsoft recommends that users set their security settings to High.", true},
		{"> So why do I read in the papers that the texts had different versions?", true},
		{"Speaking to the public he said that \"The GM that let you down is history.\"", true},
		{"Talking to reporters, he pointed out that the president had not been told.", true},
		{"Speaking at the Soccerex football business forum in Dubai, he said a listing was an option.", true},
		{"Asked if he would raise the issue at the next meeting, he said he would.", true},
		{"On Tuesday, she announced her resignation.", true},
		{"After a brief career as a tutor, he became an MP at the age of 28.", true},
		{"Following the attack, they closed the border.", true},
		// stands alone
		{"It is not clear whether the ferry was overloaded.", false},
		{"It is too early to say if China can retain its market share.", false},
		{"It's unclear how many passengers were on board.", false},
		{"It was expected that the talks would resume on Monday.", false},
		{"It has been reported that the minister will resign.", false},
		{"It emerged on Monday that the firm had lost the contract.", false},
		{"It remains to be seen whether the deal will hold.", false},
		{"This year the company expects sales to rise 10 pct.", false},
		{"This week's meeting is due to end Friday.", false},
		{"This file includes information on writing a script.", false},
		{"So far this coffee year, Kenya has sold 918,707 bags.", false},
		{"Those who died in the accident were named by police.", false},
		{"Both Israel and Syria said they would attend the talks.", false},
		{"All 230 passengers were rescued.", false},
		{"All four of England's Champions League representatives have reached the knockout stages.", false},
		{"Neither Sarney nor Finance Minister Dilson Funaro accepted the proposals.", false},
		{"Neither the West German Finance Ministry nor the British Treasury commented on the row.", false},
		{"All three largest banks cut their rates.", false},
		{"The two-day summit ended on Friday.", false},
		{"The three companies said they would merge.", false},
		{"The two countries signed the treaty.", false},
		{"Earlier this week, the Bank sanctioned a cut in interest rates.", false},
		{"Instead of trying to produce everything by itself, Japan should open up its market.", false},
		{"Then-President Kuchma signed the decree.", false},
		{"Heathrow said 40 flights were cancelled.", false},
		{"Italy's cabinet approved the budget on Friday.", false},
		{"\"He is a great player,\" the coach said.", false}, // a quotation: its own voice
		{"U.S. officials said the talks would resume.", false},
		{"Hesse said the plant would close.", false},
		{"Asked about the dollar's fall, Eyskens said he believed the agreement was working.", false},
		{"During an interview with BBC Radio, Mr Balls said he was sure of the Budget.", false},
		{"When Smith arrived in London, he said the deal was done.", false},
		{"Speaking to reporters, the minister said the talks had failed.", false},
		{"In Beijing, officials said the talks would resume.", false},
		{"Beijing, he said, would not accept the plan.", false},
		{"Trading in the shares, they said, was suspended.", false},
		{"Last year's output totalled 7.2 mln bales and domestic consumption was just below three mln bales, they said.", false},
		{"On Tuesday the river burst its banks, they said.", false},
		{"In the year to March output rose sharply, they said.", false},
		{"Asked what she told the minister, Smith declined to comment.", false},
		{"Asked whether he said it, the minister declined to comment.", false},
		{"Commenting on what they said, analysts expected a cut in rates.", false},
		{"> Speaking of Psygnosis, they have licensed games to Philips.", true},
		{"After the initial gun battle was over, the agents waited 50 days.", false},
		{"東京の株式市場は大幅に下落した。", false},
		{"Er sagte, die Regierung werde zurücktreten.", false},
		{"", false},
	}
	for _, c := range cases {
		if got := dependentOpener(c.text); got != c.want {
			t.Errorf("dependentOpener(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}

// A team's line-up is a list of names, no statement; a list with a verb,
// ages or "the" is one.
func TestLineup(t *testing.T) {
	cases := []struct {
		text string
		want bool
	}{
		{"Ireland: G Murphy; G Dempsey, B O'Driscoll (capt), S Horgan, D Hickie; R O'Gara, P Stringer; R Corrigan, S Byrne, J Hayes.", true},
		{"Replacements: Kalman, Regan, Hyde, Rigney, McMillan, Rock, Vickerman.", true},
		{"Replacements (from): Buckland/Cockerill, Morris, Kay, W Johnson/B Deacon, H Tuilagi, Bemand.", true},
		{"R de Marigny (Parma); Mirco Bergamasco (Stade Francais), C Stoica (Montpellier), A Masi (Viadana), L Nitoglia (Calvisano); L Orquera (Padova), A Troncon (Treviso).", true},
		{"Douglas, Henchoz, McNamara, Balde, Varga, Juninho Paulista, Thompson, Lennon (Lambert 70), Sutton (Maloney 45), Petrov.", true},
		{"New Zealand (1), Scotland (8), Tonga, Ireland, Korea, USA.", true},
		{"Catherine Zeta Jones, Michael Douglas, Bruce Willis, Uma Thurman, Matt Damon, Drew Barrymore and Tim Robbins are among the other stars.", false},
		{"Those who died were Steve Arthur, 46, from Pease Pottage, West Sussex; Peter Monkhouse, 50, of Headingley, Leeds.", false},
		{"Peru, Ecuador, Bolivia, Costa Rica, Honduras, Guatemala and Nicaragua had all curtailed payments before Brazil.", false},
		{"Canada, France, Italy, Sweden, the U.K., U.S.", false},
		{"Murphy, Horgan and O'Driscoll scored.", false},
		{"東京、大阪、名古屋、福岡、札幌、仙台。", false},
		{"Effective today, the new prices are: 0.3 pct sulphur 22.50 dlrs, up 1.25; 0.5 pct sulphur 21.85 dlrs, up 1.60; one pct sulphur 20.10 dlrs.", false},
	}
	for _, c := range cases {
		if got := lineup(c.text); got != c.want {
			t.Errorf("lineup(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}

// Where outlets say a key sentence's fact in words aligned as one, the
// brief shows the wording that reads alone, not the earliest one opening
// "He ...".
func TestKeySentencePrefersWordingThatStandsAlone(t *testing.T) {
	day := time.Date(2026, 5, 4, 9, 0, 0, 0, time.UTC)
	br := Build(Input{Docs: []Doc{
		{ID: "a", Source: "Wire A", Published: day, Text: strings.Join([]string{
			"Harbour City beat Westport 31-24 on Sunday to clinch a place in the playoffs.",
			"Quarterback Tomas Reyna threw for 310 yards and three touchdowns in the win.",
			"He completed his first 17 passes and led Harbour City to an eighth straight win.",
		}, " ")},
		{ID: "b", Source: "Paper B", Published: day.Add(time.Hour), Text: strings.Join([]string{
			"Westport lost 31-24 at Harbour City on Sunday and missed the playoffs.",
			"Reyna completed his first 17 passes and led Harbour City to an eighth straight win.",
			"The Westport coach said his defence had no answer in the first half.",
		}, " ")},
	}}, Options{Sentences: 3, OnlyInPerSource: -1})
	for _, ks := range br.Sentences {
		if strings.Contains(ks.Text, "first 17 passes") {
			if !strings.HasPrefix(ks.Text, "Reyna completed") {
				t.Errorf("key sentence %q: want Paper B's wording, which names Reyna", ks.Text)
			}
			return
		}
	}
	t.Errorf("no key sentence of the 17 passes: %q", keyTexts(br))
}

// A key sentence that opens by pointing back ("But ...", "It said ...")
// ranks below a self-contained sentence of similar value, and a line-up is
// neither a key sentence nor an "only in" fact.
func TestKeySentencesStandAlone(t *testing.T) {
	day := time.Date(2026, 5, 4, 9, 0, 0, 0, time.UTC)
	cases := []struct {
		name string
		text string
		n    int
		out  string // no key sentence opens so
		in   string // a key sentence opens so
	}{
		{
			name: "connective",
			n:    2,
			text: strings.Join([]string{
				"Greyholm Ferries said on Tuesday it would cut 300 jobs at its Port Ellis yard by the end of the year.",
				"But the union said it would fight every one of the cuts in the courts and at the yard.",
				"Union leader Marta Solberg said members would vote on a strike at Port Ellis next week.",
				"Trading in the shares was calm.",
			}, " "),
			out: "But the union",
			in:  "Union leader Marta Solberg",
		},
		{
			name: "pronoun",
			n:    2,
			text: strings.Join([]string{
				"Kestrel Mining Corp posted a first quarter net loss of 12 mln dlrs against a profit of 3 mln dlrs a year ago.",
				"It said the loss came from a writedown of 20 mln dlrs on its Carrow copper mine.",
				"Chief executive Nils Halverson said the Carrow copper mine would close in June.",
				"Shares were unchanged.",
			}, " "),
			out: "It said",
			in:  "Chief executive Nils Halverson",
		},
		{
			name: "line-up",
			n:    3,
			text: strings.Join([]string{
				"Ireland coach Eddie O'Sullivan named an unchanged side on Tuesday for Saturday's Six Nations match against England in Dublin.",
				"Captain Brian O'Driscoll is fit after a hamstring strain kept him out of training last week.",
				"Ireland: G Murphy; G Dempsey, B O'Driscoll (capt), S Horgan, D Hickie; R O'Gara, P Stringer; R Corrigan, S Byrne, J Hayes; M O'Kelly, P O'Connell.",
				"Replacements: F Sheahan, M Horan, D O'Callaghan, E Miller, G Easterby, D Humphreys, K Maggs.",
			}, "\n\n"),
			out: "Ireland: G Murphy",
		},
	}
	for _, c := range cases {
		br := Build(Input{Docs: []Doc{{ID: "a", Source: "Wire A", Published: day, Text: c.text}}}, Options{Sentences: c.n})
		if hasKey(br, c.out) {
			t.Errorf("%s: a key sentence opens %q: %q", c.name, c.out, keyTexts(br))
		}
		if c.in != "" && !hasKey(br, c.in) {
			t.Errorf("%s: no key sentence opens %q: %q", c.name, c.in, keyTexts(br))
		}
		for _, oi := range br.OnlyIn {
			for _, f := range oi.Facts {
				if lineup(f.Text) {
					t.Errorf("%s: a line-up is an only-in fact: %q", c.name, f.Text)
				}
			}
		}
	}
}

// A reply quoting a sentence broken over its quoted lines can leave a
// piece opening in lower case ("> mode where one chooses ..."): no wording
// to prefer, even over one opening "But".
func TestKeySentencePrefersWholeSentence(t *testing.T) {
	day := time.Date(2026, 5, 4, 9, 0, 0, 0, time.UTC)
	br := Build(Input{Docs: []Doc{
		{ID: "a", Source: "Wire A", Published: day, Text: strings.Join([]string{
			"Block ciphers such as DES encrypt one block of eight bytes at a time.",
			"But normally DES is applied in CBC or CFB mode where one chooses a random init vector of eight bytes.",
			"The vector is sent in the clear with the message.",
		}, "\n\n")},
		{ID: "b", Source: "Paper B", Published: day.Add(time.Hour), Text: strings.Join([]string{
			"In article <1993Apr1.1@x.edu> a@x.edu writes:",
			"> But normally DES is applied in CBC or CFB",
			">",
			"> mode where one chooses a random init vector of eight bytes.",
			"",
			"Block ciphers such as DES encrypt one block of eight bytes at a time.",
		}, "\n")},
	}}, Options{Sentences: 3, OnlyInPerSource: -1})
	for _, ks := range br.Sentences {
		if strings.Contains(ks.Text, "mode where") && !strings.Contains(ks.Text, "DES is applied") {
			t.Errorf("key sentence %q: want the whole sentence", ks.Text)
		}
	}
}
