package brief

import (
	"strings"
	"testing"
)

// TestQuoteSpeakerSaidSubject: a name opening a quotation's sentence as
// the subject of a speech verb is its speaker, the quotation later in the
// sentence (not when the words between name another's speech or a
// title); a name set off by commas from its title after a quotation is
// its speaker; "he said" after a sentence whose subject is the last
// speaker, named before the paragraph, is that speaker (cases from ECB+,
// MEANTIME, BBC, Reuters).
func TestQuoteSpeakerSaidSubject(t *testing.T) {
	tests := []struct {
		name, text string
		want       map[string]string // speaker by the quotation's first three words
	}{
		{"said, the quotation later",
			"The rule is reversed with each president.\nObama said the policy toward family planning \"has been used as a political wedge issue.\"\nThe order was signed on Friday.\n",
			map[string]string{"has been used": "Obama"}},
		{"told, with a title between commas",
			"The plan was criticised.\n\nKenneth J. Montgomery, an attorney for the family, told the Times that the police \"patrol these neighborhoods like they are paramilitary.\"\n",
			map[string]string{"patrol these neighborhoods": "Kenneth J. Montgomery"}},
		{"another's words between",
			"The hearing went on.\n\nKelly said an officer heard a cop yell, \"What do you have in your hands?\" but a source said so too.\n",
			map[string]string{"What do you": ""}},
		{"another's cry after a term quoted",
			"The hearing went on.\n\nKelly said an \"earwitness\" heard a cop yell, \"What do you have in your hands?\" but a source said so too.\n",
			map[string]string{"What do you": ""}},
		{"and insisted: the subject's",
			"The posters were criticised.\n\nMr Milburn said he appreciated people's concerns, but insisted that \"what they were was anti-Tory and nothing else\".\n",
			map[string]string{"what they were": "Mr Milburn"}},
		{"a title between",
			"The board met.\n\nQuell said Dahl called the plan \"a waste of public money and time\" at the meeting.\n",
			map[string]string{"a waste of": ""}},
		{"name and title after the quotation",
			"Over two million people could vote.\n\"I attach hopes for the better to these elections,\" Valentina Redzhepova, an official at a polling station, told AFP.\nThe vote closed at eight.\n",
			map[string]string{"I attach hopes": "Valentina Redzhepova"}},
		{"a title within the sentence, a name after it",
			"The plan went to Congress.\n\nIn a letter accompanying the \"Sugar Program Improvements Act of 1987\", Peter Myers, Deputy Agriculture Secretary, said the rate would fall.\n",
			map[string]string{"Sugar Program Improvements": ""}},
		{"he, the subject of the sentence before",
			"Mr Howard said truancy had not done him \"any lasting damage at all, really\".\n\nMr Howard eventually left the school to go to Cambridge University. He said: \"I don't think it's done me any harm at all.\"\n",
			map[string]string{"any lasting damage": "Mr Howard", "I don't think": "Mr Howard"}},
	}
	for _, tt := range tests {
		got := quoteSpeakers(tt.text)
		for k, want := range tt.want {
			if sp, ok := got[k]; !ok || sp != want {
				t.Errorf("%s: %q -> %q (found %v), want %q", tt.name, k, sp, ok, want)
			}
		}
	}
}

// TestQuoteLineAfterNamedQuotationOfLines: in text of one sentence a line
// (ECB+), a line that is only a quotation goes on from a quotation of
// several lines named on its last line, the line before, not only from
// one opened there: `"Mission accomplished.¶That's all I can say,"
// Arians said.¶"..."` names Arians.
func TestQuoteLineAfterNamedQuotationOfLines(t *testing.T) {
	text := "Pagano is expected to rejoin the Colts this week.\n\"Mission accomplished.\nThat's all I can say,\" Arians said.\n\"Without getting emotional again, the work week shouldn't be as stressful.\"\nCharles ran for 226 yards.\nThe Colts won 20-13.\n"
	got := quoteSpeakers(text)
	if sp := got["Without getting emotional"]; sp != "Arians" {
		t.Errorf("speaker = %q, want Arians (all: %v)", sp, got)
	}
}

// TestSaidSubjectDashPhrase: a phrase set off by dashes between a name
// opening the sentence and its speech verb is read as one set off by
// commas is (`Liberal Democrat Alan Beith - who chairs the select
// committee - said ... "`: BBC's style; the quotation had no speaker).
func TestSaidSubjectDashPhrase(t *testing.T) {
	checkOneSpeaker(t, []speakerCase{
		{"hyphens", "Harbour master Ida Quell - who chairs the board which runs the quay - said the vote was \"against the spirit of the harbour act\".\n", "Harbour master Ida Quell"},
		{"em dashes", "Ida Quell — who chairs the board — said the new ferry was \"the best the harbour has ever had\".\n", "Ida Quell"},
		{"commas still", "Ida Quell, who chairs the board, said the new ferry was \"the best the harbour has ever had\".\n", "Ida Quell"},
	})
}

// TestSaidSubjectAppositiveName: a sentence opening with a person's
// role and their name set off by commas (`But his counterpart on the
// DCA committee, Alan Beith, said it should be delayed "...`) names
// the speaker of its quotation; the quotation before it, another's, does
// not go on into it (BBC politics/372 gave Alan Beith's words to Andrew
// Bennett, named before).
func TestSaidSubjectAppositiveName(t *testing.T) {
	before := "Harbour master Tom Dahl said the new quay could \"cut the waiting times by half\". "
	tests := []speakerCase{
		{"possessive role", before + "But his counterpart on the ferry board, Ida Quell, said it should wait \"until the repairs have been put in place and proved safe.\"\n", "Ida Quell"},
		{"determiner role", before + "The board's chief engineer, Ida Quell, said the plan was \"a step in the wrong direction for the harbour\".\n", "Ida Quell"},
		{"title noun", before + "Ellis Ferries chairwoman, Ida Quell, said the deal was \"affordable, sensible and workable for the town\".\n", "Ida Quell"},
	}
	for _, tt := range tests {
		got := quoteTexts(tt.text)
		if len(got) != 2 {
			t.Errorf("%s: quotes %q, want two", tt.name, got)
			continue
		}
		if _, sp, _ := strings.Cut(got[1], " | "); sp != tt.want {
			t.Errorf("%s: speaker %q, want %q", tt.name, sp, tt.want)
		}
	}
}
