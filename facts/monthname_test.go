package facts

import "testing"

// TestMonthWordInName: a month word ended a run of capitalised words, so
// "Theresa May" was the name "theresa", "Jan Peeters" "peeters" and
// "April Ryan" "ryan", and a disagreement over such a person compared a
// part of the name. A month word after a capitalised name word (not one
// opening the sentence) or before one (not after an article or a
// preposition) is part of the name, as brief's periods read it
// (monthInName there); a day number or a year after it makes it a date
// or a month. Invented sentences.
func TestMonthWordInName(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"Minister Theresa May said 300 jobs would go.", "rank:minister | name:theresa may | number:300"},
		{"The union leader Jan Peeters said it.", "name:jan peeters"},
		{"The reporter April Ryan asked twice.", "name:april ryan"},
		{"Talks with Theresa May ended.", "name:theresa may"},
		{"said Theresa May, the prime minister", "name:theresa may | rank:prime minister"},
		// Opening a sentence a month word before one name word is as
		// often a contract month; "Jan" is no month so spelt.
		{"Jan Berry said it.", "name:jan berry"},
		{"June Carter Cash sang it.", "name:june carter cash"},
		{"April Brent traded higher.", "name:brent"},
		{"April Ryan asked twice.", "name:ryan"},
		{"It was sold between January and May Ecuador said.", "name:ecuador"},
		{"Barges were bid for Sept/Nov Lower Mississippi River.", "name:lower mississippi river"},
		{"He leads the side in the three November Tests.", "number:3 | name:tests"},
		// Still dates and months.
		{"He met Theresa May 5 times.", "name:theresa | day:May 5"},
		{"He met Theresa May 2009 and after.", "name:theresa"},
		{"Sales rose in May Smith said.", "name:smith"},
		{"In May Congress acted.", "name:congress"},
		{"The Fed's March meeting ended.", "name:fed"},
		{"It rose before the June Venice summit.", "name:venice"},
		{"Record April Payable May", "name:payable"},
		{"Exports to Japan in March rose.", "name:japan"},
		// A futures month: "13 points under May New York" (the contract).
		{"Prices were 13 points under May New York on Friday.", "number:13 | name:new york | day:Friday"},
		{"Prices were 13 points under New York May futures.", "number:13 | name:new york"},
		{"Prices on the London May contract rose.", "name:london"},
		{"Talks will reopen in Ottawa April nine.", "name:ottawa | number:9"},
	} {
		if got := describe(tc.text, Mentions(tc.text)); got != tc.want {
			t.Errorf("%q\n got %s\nwant %s", tc.text, got, tc.want)
		}
	}
}

// TestMonthWordBesideOneNameTwice: a month word beside a name word is a
// contract month, not part of a name, when the document has the same
// name word beside another month as well: a barge or futures table
// quotes one market for several months ("May Hollis River ... April
// Hollis River"), and a person's name does not change its month. And a
// month word opening a sentence before one name word and a verb of
// saying is a person ("April Ryan said"), as brief's periods read it
// ("April Brent traded" stays a month). Invented sentences.
func TestMonthWordBesideOneNameTwice(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"Barge rates were as follows.\n - May Hollis River 100 pct bid, offered at 110.\n - April Hollis River 95 pct bid.",
			"name:hollis river | number:100% | number:110 | name:hollis river | number:95%"},
		{"Five barges each week April Hollis River traded at 170 pct, and May Hollis River at 150.",
			"number:5 | name:hollis river | number:170% | name:hollis river | number:150"},
		{"The survey put Veldia February output at 16 mln bpd, above Veldia January output.",
			"name:veldia | number:16000000 | name:veldia"},
		{"April Ryan said the briefing was over.", "name:april ryan"},
		{"April Ryan told reporters it was over.", "name:april ryan"},
		// Still names: one month beside the name, however often.
		{"The analyst June Page said sales rose. Sales will rise in July, June Page said.", "name:june page | name:june page"},
		{"Minister Theresa May met Theresa May's deputy in June.", "rank:minister | name:theresa may | name:theresa may"},
		// Still months.
		{"April Brent traded higher.", "name:brent"},
	} {
		if got := describe(tc.text, Mentions(tc.text)); got != tc.want {
			t.Errorf("%q\n got %s\nwant %s", tc.text, got, tc.want)
		}
	}
}

// TestMonthWordBeforeAFigure: a month word beside a name word is the
// month of a figure, not part of a name, when a noun of figures follows
// the two ("Veldia February output", "June Treasury bonds": the
// producer's, the market's figures for a month; a person's name is not
// put before "output" or "bonds"), and after "ending", "starting" or
// "beginning" ("the year ending June Veldia will borrow"), as after
// "ended". Invented sentences.
func TestMonthWordBeforeAFigure(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"The survey put Veldia February output at 16 mln bpd.", "name:veldia | number:16000000"},
		{"Dealers said that, for now, June Treasury bonds would stay below 98.", "name:treasury | number:98"},
		{"In the year ending June Veldia will borrow two billion dlrs.", "name:veldia | number:2000000000"},
		{"In the year starting April Veldia will lend more.", "name:veldia"},
		// Still names.
		{"The reporter April Ryan asked twice.", "name:april ryan"},
		{"Minister Theresa May said output would rise.", "rank:minister | name:theresa may"},
	} {
		if got := describe(tc.text, Mentions(tc.text)); got != tc.want {
			t.Errorf("%q\n got %s\nwant %s", tc.text, got, tc.want)
		}
	}
}

// TestMonthAbbreviationInADate: "Mar", "Apr", "Jun", "Jul" and "Sep",
// with a dot or without, were no months (only "Jan", "Feb", "Aug",
// "Sept", "Oct", "Nov" and "Dec" were), so "Sep 18, 2013" was the name
// "sep 18" and no date. They are words or names as well ("mar" a verb,
// "Jun" a given name, "Mar Roxas"), so they are months only where a date
// is plainly meant: capitalised, before or after a day number, before a
// year, or beside a slash to another month. Invented sentences.
func TestMonthAbbreviationInADate(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"The Mar 15/Apr 15 shipment was sold.", "day:March 15 | day:April 15"},
		{"It happened on Sep 18, 2013 in Paris.", "day:September 18 | name:paris"},
		{"Sep 18, 2013 was a Wednesday.", "day:September 18 | day:Wednesday"},
		{"Mar. 8 5:46 PM EST", "day:March 8 | name:pm est"},
		{"The fair opens on 4 Jul in Oslo.", "day:July 4 | name:oslo"},
		{"Sales in Jun 2012 rose.", ""},
		{"Barges for Jun/Jul Lower Mississippi River were bid.", "name:lower mississippi river"},
		// Still words and names.
		{"Jun Wang said it.", "name:jun wang"},
		{"The reporter Jun Wang said it.", "name:jun wang"},
		{"Voters said Mar Roxas won.", "name:mar roxas"},
		{"It could mar 15 years of work.", "number:15"},
	} {
		if got := describe(tc.text, Mentions(tc.text)); got != tc.want {
			t.Errorf("%q\n got %s\nwant %s", tc.text, got, tc.want)
		}
	}
}

// TestNoDayFromATableOrAcrossPunctuation: a number beside a month word in a price
// table is no day: a price with a fraction after a month ("Dec/Jul
// 12-3/4 over", a spread) and the last figure of one line before the
// month opening the next ("146.25    29\n Jun    146.00") made the
// dates "July 12" and "June 29", as did a number and a month with a
// full stop or a comma between ("Halo 2.\n\nJan Bolz"). A day number
// with "-3/4" after it is a price, a day number before its month stands
// apart from it by white space or a hyphen only, and a month opening a
// table row (a column gap after it) takes no day from the line before.
// Invented sentences.
func TestNoDayFromATableOrAcrossPunctuation(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"Spreads:\n Dec/Jul  12-3/4  over\n Jul/Sep  4-3/4  under", "number:12 | number:3 | number:4 | number:4 | number:3 | number:4"},
		{"Spreads:\n Dec/July  12-3/4  over", "number:12 | number:3 | number:4"},
		{" May    146.75 146.25    29\n June    146.00 146.50     8", "number:146.75 | number:146.25 | number:29 | number:146 | number:146.5 | number:8"},
		{"It sold well, as did Halo 2.\n\nJan Bolz said so.", "name:halo 2 | name:jan bolz"},
		{"See vol. 21, no. 6,\n June 1992.", "number:21 | number:6"},
		// Still dates.
		{"It was sold to County on 10\nMarch, traders said.", "name:county | day:March 10"},
		{"See tb048_18-Mar-91.etx for it.", "day:March 18 | number:91"},
		{"Newspaper: Ma'ariv Date: 18. December 1992", "name:maariv date | day:December 18"},
		{"Chief of Staff, New York Times, 14 \n>April 1983)", "name:staff | name:new york times | day:April 14"},
		{"It sold for September 5-20/September 10-25 delivery.", "day:September 5 | number:20 | day:September 10 | number:25"},
		{"References.\n5. March SB, Ratnam S. Latex tests.", "number:5 | name:sb | name:ratnam s"},
		{"The sessions are on June 9/12 and December 14-16.", "day:June 9 | number:12 | day:December 14 | number:16"},
		{"The Mar 15/Apr 15 shipment was sold.", "day:March 15 | day:April 15"},
		{"It rose 15 pct in the week to 29 March.", "number:15% | day:March 29"},
	} {
		if got := describe(tc.text, Mentions(tc.text)); got != tc.want {
			t.Errorf("%q\n got %s\nwant %s", tc.text, got, tc.want)
		}
	}
}

// TestPossessiveMonthIsNoName: a month word with "'s" was no month
// ("january's" is not in the table), so "January's report" was the name
// "january" and "Last October's elections" the name "last october". A
// possessive month word is read as the bare one: a month, unless part of
// a name ("Theresa May's deputy"). Invented sentences.
func TestPossessiveMonthIsNoName(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"He read January's report.", ""},
		{"Last October's elections were won.", ""},
		{"Output fell from March’s 3,200 tonnes.", "number:3200"},
		{"It was sold at May's annual meeting.", ""},
		// Still names.
		{"Minister Theresa May's deputy spoke.", "rank:minister | name:theresa may"},
		{"I listened to Derrick May's tapes.", "name:derrick may"},
		{"It runs on DEC's workstations.", "name:dec"},
	} {
		if got := describe(tc.text, Mentions(tc.text)); got != tc.want {
			t.Errorf("%q\n got %s\nwant %s", tc.text, got, tc.want)
		}
	}
}
