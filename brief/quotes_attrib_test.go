package brief

import "testing"

// TestQuoteSpeakerAcrossSentences: the attribution after a quotation of
// two sentences is read after its closing mark. The words after the
// quotation were cut at the end of the sentence it opens in, before the
// closing mark, so `"... locks. The killer ...," the source told Reuters`
// was unattributed. A common noun after "a" or "an" is a speaker as one
// after "the" is ("a spokesman said").
func TestQuoteSpeakerAcrossSentences(t *testing.T) {
	text := "The harbour master spoke to reporters on Monday.\n\n" +
		"“Nobody has been charged yet. The police are still looking at the camera footage,” the official told Harbour Radio.\n\n" +
		"“The gates were locked. Somebody had a key to the shed,” a spokesman said.\n\n" +
		"“The shed was empty when we arrived,” an official told the Gazette.\n\n" +
		"“The lock was cut. The van had gone by then,” said Sgt. Ann B. Moore of the harbour police.\n\n" +
		"“We heard the alarm at midnight,” said Mrs. Cole’s brother Tom.\n\n" +
		"“The ropes were cut. Nobody saw it,” said Harbour Manager J.R. Lind yesterday.\n\n" +
		"“The pumps failed first. Then the lights went out in the hall,” said Mayor Ann Cole.\n"
	want := map[string]string{
		"Nobody has been":  "the official",
		"The gates were":   "a spokesman",
		"The pumps failed": "Mayor Ann Cole",
		"The ropes were":   "Harbour Manager J.R. Lind", // not "Harbour Manager J", nor "... yesterday"
		"We heard the":     "Mrs. Cole’s brother Tom",
		"The lock was":     "Sgt. Ann B. Moore", // not "Sgt"
		"The shed was":     "an official",       // a common noun after "a" or "an", as after "the"
	}
	got := quoteSpeakers(text)
	for q, w := range want {
		if got[q] != w {
			t.Errorf("%q: speaker %q, want %q", q, got[q], w)
		}
	}
}

// TestPronounSpeakerRetorts: "he said" after a quotation goes to the last
// person named as speaking before it, and one who retorts, replies or
// denies speaks: the speaker named before them was taken.
func TestPronounSpeakerRetorts(t *testing.T) {
	text := "Ferry operator Nils Berg told the inquiry the crew had been trained.\n" +
		"But the union's Tom Hale retorted that nobody had checked.\n" +
		"“The drills were on paper only,” he told the panel.\n" +
		"Harbour chief Ole Dahl said the gates were open.\n" +
		"Police spokesman Per Lund flatly denied any link to the strike.\n" +
		"“We have no such evidence at all,” he told reporters.\n" +
		"Dahl was asked about the pumps and Lund replied that they had been serviced.\n" +
		"“Every pump was checked in March,” he said.\n"
	want := map[string]string{
		"The drills were": "Tom Hale",
		"We have no":      "Per Lund",
		"Every pump was":  "Per Lund", // "Lund replied": the same person, as quoted before
	}
	got := quoteSpeakers(text)
	for q, w := range want {
		if got[q] != w {
			t.Errorf("%q: speaker %q, want %q", q, got[q], w)
		}
	}
}

// TestQuoteSpeakerSubject: a quotation whose speaker is the subject of its
// sentence. A partial quotation right after the named subject (`Cole
// "condemned ..." the damage`) is the subject's; a quotation after "told
// her neighbours:" is the subject's as after "told reporters:"; a sentence
// opening its paragraph with "She said" goes on from the paragraph before,
// as one opening with the quotation does; and a paragraph that is only a
// quotation goes on from the paragraph before it.
func TestQuoteSpeakerSubject(t *testing.T) {
	text := "Mayor Ann Cole called for calm on Sunday after three nights of protests.\n\n" +
		"Cole “condemned in the harshest terms” the damage to the harbour and said the culprits would be found, but told residents: “Now that we have been heard it is time to rebuild together.”\n\n" +
		"She said she understood the anger of the fishermen, but urged them not to let “rumours about the insurers divide the town”.\n\n" +
		"“We welcome the mayor's call for calm and her offer of talks,” the fishermen's union said in a statement.\n\n" +
		"“The union remains committed to a settlement with the council.”\n\n" +
		"Harbour master Ole Dahl told his staff: “Nobody goes out on the water until the wall is repaired.”\n\n" +
		"The ferry resumed service on Monday.\n\n" +
		"“Nobody will be allowed on the quay after dark.”\n\n" +
		"He said the fishermen would “never again accept a closed harbour”.\n\n" +
		"The “harbour wall repair fund” had raised little by Monday.\n"
	want := map[string]string{
		"condemned in the":    "Cole",
		"Now that we":         "Cole",
		"rumours about the":   "Cole",
		"We welcome the":      "the fishermen's union",
		"The union remains":   "the fishermen's union",
		"Nobody goes out":     "Harbour master Ole Dahl",
		"Nobody will be":      "", // the paragraph before names nobody
		"never again accept":  "", // nor does the one before this
		"harbour wall repair": "", // "The" is no speaker
	}
	got := quoteSpeakers(text)
	for q, w := range want {
		if got[q] != w {
			t.Errorf("%q: speaker %q, want %q", q, got[q], w)
		}
	}
}

// TestQuoteSpeakerGoesOnLinePerSentence: in a text of one sentence a line,
// a line that is only a quotation goes on from the line before when that
// line's quotation names its speaker; not from one found by "he said", and
// what goes on so is not taken for the next "he said" (the speaker of ECB+
// quotations went on to the wrong person that way).
func TestQuoteSpeakerGoesOnLinePerSentence(t *testing.T) {
	text := "\"The town will rebuild its harbour,\" Mayor Ann Cole said.\n" +
		"\"We owe it to the families.\"\n" +
		"\"And we owe it to the fishermen.\"\n" +
		"Harbour chief Ole Dahl spoke later.\n" +
		"\"The pumps were far too old,\" he said.\n" +
		"\"They should have been replaced.\"\n"
	want := map[string]string{
		"The town will":    "Mayor Ann Cole",
		"We owe it":        "Mayor Ann Cole",
		"And we owe":       "Mayor Ann Cole",
		"The pumps were":   "",
		"They should have": "",
	}
	got := quoteSpeakers(text)
	for q, w := range want {
		if got[q] != w {
			t.Errorf("%q: speaker %q, want %q", q, got[q], w)
		}
	}
}

// TestQuoteSpeakerReviewedMisses: attributions a review of BBC, ECB+,
// MEANTIME and the example corpus found missed or wrong (brief/quotes.go
// names the rule of each case).
func TestQuoteSpeakerReviewedMisses(t *testing.T) {
	cole := "Mayor Ann Cole said: “The vote was a disgrace to the town.” "
	for _, tt := range []struct{ name, text, quote, want string }{
		// A pronoun is the unnamed person opening the sentence before,
		// not the woman named before that (BBC: an executive
		// spokeswoman's words were Nicola Sturgeon's).
		{"unnamed after a conjunction", cole + "But a council spokeswoman insisted the vote had been fair. “The rules were followed in full,” she said.", "The rules were", "a council spokeswoman"},
		{"unnamed after And", cole + "And the harbour spokesman told reporters the gates were shut. “The gates were shut all night,” he said.", "The gates were", "the harbour spokesman"},
		{"spokesman quoting words", cole + "But a council spokeswoman said the move was not about “the destruction of important records”.", "the destruction of", "a council spokeswoman"},
		// A title in lowercase before the name opening the sentence, and
		// "called it".
		{"called it", "Council leader Ida Quell called it “the most important decision we have taken.” She said more would follow.", "the most important", "Council leader Ida Quell"},
		{"title and clause", "Harbour master Ole Dahl, who runs the port, said the tolls were “far too high for the fishermen”.", "far too high", "Harbour master Ole Dahl"},
		{"possessive title", "Its chairman Ole Dahl said the tolls were “far too high for the fishermen”.", "far too high", "Ole Dahl"},
		{"verb in lowercase is no title", "Police arrested Ole Dahl said the tolls were “far too high for the fishermen”.", "far too high", ""},
		// The speaker after a few words ending the quotation's sentence.
		{"said after a complement", "“We need to set aside” the old rules, said new Harbour Master Ole Dahl, who took office in May.", "We need to", "Harbour Master Ole Dahl"},
		// Two titles joined by "and"; a series of a title's nouns.
		{"titles joined", "“The market is starting to show signs of life,” said the vice president and chairman of Ellis Ferries Ole Dahl.", "The market is", "the vice president and chairman of Ellis Ferries Ole Dahl"},
		{"title series", "“They are losing money anyway,” said Ellis's sales, service, and marketing vice president in a call.", "They are losing", "Ellis's sales, service, and marketing vice president"},
		{"name before a title series", "“The increase will broaden the base of ownership,” said Clark Johnson, president and chief executive officer.", "The increase will", "Clark Johnson"},
		{"two people", "“The market is starting to show signs of life,” said the mayor and the harbour master Ole Dahl.", "The market is", ""},
		// A name in apposition after a possessive's noun.
		{"possessive apposition", "Ole Dahl's assistant, Ida Quell, said: “The tolls were far too high for the fishermen.”", "The tolls were", "Ida Quell"},
		{"conjunction before apposition", "The board met. But the BBC's business editor, Jeff Randall, said the banks could yet step in. “At the moment it can't even service its debt,” he said.", "At the moment", "Jeff Randall"},
		// A name after a title in lowercase opening a sentence as the
		// subject of a verb in -ed is another than the last speaker, and
		// the "he" after it.
		{"titled subject of another verb", "“So I say to all those people - come join us,” Mr Howard said. Lib Dem president Simon Hughes branded Mr Howard “arrogant and wrong” on Monday. “Given the Tories' reduced support in the cities, the evidence is thin,” he said.", "Given the Tories'", "Lib Dem president Simon Hughes"},
		{"titled subject after a conjunction", "“We will win,” Gerrard said. And Blues boss Jose Mourinho backed Gerrard's view that the team could struggle. “Rafa has still time in front of him to build a team,” he told BBC Radio Five Live.", "Rafa has still", "Blues boss Jose Mourinho"},
		{"no title", "“We will win,” Gerrard said. Poehl said West Germany relied on exports. “Rafa has still time in front of him to build a team,” he told BBC Radio Five Live.", "Rafa has still", "Poehl"},
		// A pronoun after a conjunction or a participle's phrase; "will say".
		{"but he insisted", "Ole Dahl runs the port. But he insisted the tolls were “far too high for the fishermen”.", "far too high", "Ole Dahl"},
		{"participle", "Ole Dahl runs the port. Pressed on the tolls, he said they were “far too high for the fishermen”.", "far too high", "Ole Dahl"},
		{"name will say", "Mr Dahl will say the tolls are “far too high for the fishermen”.", "far too high", "Mr Dahl"},
		{"he will say", "Ole Dahl runs the port. “The tolls are far too high for the fishermen,” he will say.", "The tolls are", "Ole Dahl"},
		// One who argues, explains or counters speaks; "argued for" is
		// no speech.
		{"argued that", "Ida Quell spoke first. “The tolls are too high,” she said. Speaking at the harbour, Ole Dahl also argued that the fees had doubled. “You can't fix everything with money,” he admitted.", "You can't fix", "Ole Dahl"},
		{"countered", "However, Ole Dahl countered: “It's easy to criticise when you haven't gone through the system here.”", "It's easy to", "Ole Dahl"},
		{"argued for", "But Tom Hale said he had backed the plans when Ole Dahl argued for them in the council. “The plans will make the quay safer,” he said.", "The plans will", "Tom Hale"},
		// A quotation opening the paragraph after one that ended with a
		// named quotation goes on from it, also when its paragraph goes on.
		{"next paragraph goes on", "The board met.\n\n“It would be up to each member to accept or refuse,” said Lord Holme.\n\n“If the mayor's position is true, he would be obliged to say so.” “The board would then have the option of going ahead.”\n\nLater the mayor spoke.", "If the mayor's", "Lord Holme"},
		{"next paragraph after narration", "The board met.\n\n“Data can disappear for many reasons,” said Ole Dahl, director of Ellis Data.\n\n“Nevertheless, victims soon calm down when they realise the damage.” A far more common case is a virus.", "Nevertheless, victims soon", "Ole Dahl"},
		// A name opening the sentence after a quotation ending in a
		// full stop inside its closing mark is another subject, as after
		// one ending outside it (BBC: Jez Moxey's words were Hoddle's).
		{"subject after a quotation's full stop", "“I am glad to be here,” said Ole Dahl. “Ida Quell has done a fine job. We have worked together.” Harbour chief executive Tom Hale defended the decision. “We hope it will work out for both parties,” he said.", "We hope it", "Harbour chief executive Tom Hale"},
		// A name of one word brought in whole before, and a name after a
		// possessive's noun, are other subjects too (BBC: Rick
		// Hayward's words were Jez Moxey's, Sharon Osbourne's Ozzy's).
		{"one word brought in before", "Harbour chairman Rick Hale said the board had met. “We will win,” said Tom Dahl. Hale revealed that Dahl was the first to be asked. “He was not free at the time,” he explained.", "He was not", "Rick Hale"},
		{"one word brought in after a number", "Two Hamas leaders were killed. The paper ran the headline “War in the city of Gaza” on Monday. Hamas fired more rockets. The prime minister in Gaza, Ismail Haniyeh, issued a statement. “[Israel] has failed to force the population to surrender,” he said.", "[Israel] has failed", ""},
		{"one word in the paragraph before", "Roger Federer - nice bloke, fantastic tennis player.\n\nWhen Lleyton Hewitt shook his hand after getting another thrashing, the Australian said; “You're the best.” How right he is. Hewitt, at times in Houston, showed form which easily matched his Grand Slam-winning efforts of 2001 and 2002. But he was outplayed. Twice. Hewitt, along with Andy Roddick and Marat Safin, is sure to be prominent during 2005. According to all those players and even Federer himself, the Swiss star is in a different league.\n\n“Right now I feel that a little bit,” he told BBC Sport.", "Right now I", ""},
		{"the and a nationality", "Ancic looked set to push Safin all the way. Safin said he was trying to keep his temper under control. “I try to stay calm,” he said. “I'm a little bit calmer than I was before.” The Russian added that he was not worried by his ankle. “I have had a lot of problems with that ankle before,” he said.", "I have had", "Safin"},
		{"the and a paper", "“If the economy runs well this year, the political pressure will be less,” the journalist said. Comments by officials of the new market echoed his caution. The China Daily quoted one official as saying China did not intend to develop stock exchanges. “Given the special circumstances of our country, we must approach it in a contemplative way,” he said.", "Given the special", ""},
		{"possessive's noun and a name", "“I did not like the cameras,” the singer told reporters. His wife Sharon, who also appears in the show, agreed. “Now everybody's doing reality shows,” she said.", "Now everybody's doing", "Sharon"},
		// A titled name before the paragraph "he" is looked for in is no
		// "he" when nobody is found (Reuters: the UCAP spokesman's words
		// were PCA chairman Jose Romero's, 20news: Inonu's Vural
		// Valkan's).
		{"titled name paragraphs before", "Turkey was helping, Tom Dahl told reporters in the port. “We are giving\na positive response to all requests,” he said.\n\nHarbour spokesman Ida Quell declined to elaborate on the\nnature of the aid sent to the port.\n\nOn Wednesday, Inonu told reporters Ankara would not allow\nthe port to suffer defeat at the hands of the union. “We feel\nbound to help the port, but I cannot tell you more,” he said.\n", "We feel bound", ""},
		// Who asks a named person speaks (ECB+: `Lynch asked Coleman, "`).
		{"asked a name", "The trial went on. At one point, Lynch asked Coleman, “You just lied to this jury when you told them that, didn't you?”", "You just lied", "Lynch"},
		{"asked a titled name", "Defence lawyer Reid Weingarten asked Mr Sullivan: “If you believe something is in your interest, you say it?”", "If you believe", "Defence lawyer Reid Weingarten"},
		{"not after a sentence of narration", "The board met.\n\n“Data can disappear for many reasons,” said Ole Dahl, director of Ellis Data. The board agreed.\n\n“Nevertheless, victims soon calm down when they realise the damage.” A far more common case is a virus.", "Nevertheless, victims soon", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := quoteSpeakers(tt.text)[tt.quote]; got != tt.want {
				t.Errorf("%q: speaker %q, want %q", tt.quote, got, tt.want)
			}
		})
	}
}
