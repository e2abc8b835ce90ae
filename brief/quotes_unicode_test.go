package brief

import (
	"strings"
	"testing"
)

// TestQuoteSpeakerNonASCII: a speaker whose name has a letter outside
// ASCII is named whole, in every place a speaker is read. Three of the
// speaker patterns read a capital as [A-Z] and a letter as \w (ASCII in
// Go), so `"...," Quiñones told reporters` was unattributed, `Ólafur
// Arnalds said: "` gave "Arnalds" and `"...," said Zoë Müller` nobody.
// A common noun "of" another after "a" or "the" speaks too: `"...," a
// friend of the actress said`.
func TestQuoteSpeakerNonASCII(t *testing.T) {
	tests := []struct {
		name, text, want string
	}{
		// After the quotation: `"...," X said`.
		{"name said", "“The harbour will reopen next week,” Quiñones said.", "Quiñones"},
		{"told reporters", "“The harbour will reopen next week,” Quiñones told reporters.", "Quiñones"},
		{"capital first", "“We played badly in the second half,” Özil said after the match.", "Özil"},
		{"two names", "“The hall was full every night,” Ólafur Arnalds said.", "Ólafur Arnalds"},
		{"polish", "“Nobody warned the drivers about it,” Łukasz Wróbel told the Gazette.", "Łukasz Wróbel"},
		{"inner letter", "“The count was finished by noon,” Anna Müller said.", "Anna Müller"},
		{"apostrophe", "“The ropes had been cut by then,” Seán O’Brien said.", "Seán O’Brien"},
		{"told station", "“The ferry left an hour late,” Quiñones told Radio Ñandutí.", "Quiñones"},
		// After the quotation: `"...," said X`.
		{"said name", "“The harbour will reopen next week,” said Quiñones.", "Quiñones"},
		{"said two names", "“The hall was full every night,” said Ólafur Arnalds, the composer.", "Ólafur Arnalds"},
		{"said title", "“The count was finished by noon,” said Mayor Zoë Müller.", "Mayor Zoë Müller"},
		{"said initial", "“The count was finished by noon,” said Á. Sánchez.", "Á. Sánchez"},
		{"said initials", "“The count was finished by noon,” said General Manager Á.J. Sánchez.", "General Manager Á.J. Sánchez"},
		{"said capital", "“Nobody warned the drivers about it,” said Łukasz Wróbel in a statement.", "Łukasz Wróbel"},
		// Before the quotation: `X said: "`.
		{"before", "Ólafur Arnalds said: “The hall was full every night.”", "Ólafur Arnalds"},
		{"before capital", "In Munich, Özil said: “We played badly in the second half.”", "Özil"},
		{"before inner", "Jürgen Klopp told reporters: “We played badly in the second half.”", "Jürgen Klopp"},
		{"before told station", "Ana Quiñones told Radio Ñandutí: “The ferry left an hour late.”", "Ana Quiñones"},
		{"before aside", "Łukasz Wróbel, a 52-year-old lorry driver, said: “Nobody warned the drivers about it.”", "Łukasz Wróbel"},
		// A common noun of another.
		{"friend of", "“She had not slept for days,” a friend of the actress said.", "a friend of the actress"},
		{"head of", "“The ferry left an hour late,” the head of the port authority told reporters.", "the head of the port authority"},
		{"said friend of", "“She had not slept for days,” said a friend of the actress.", "a friend of the actress"},
	}
	for _, tt := range tests {
		got := quoteSpeakers(tt.text)
		if len(got) != 1 {
			t.Errorf("%s: %d quotations in %q", tt.name, len(got), tt.text)
			continue
		}
		for _, who := range got {
			if who != tt.want {
				t.Errorf("%s: speaker %q, want %q", tt.name, who, tt.want)
			}
		}
	}
}

// TestPronounSpeakerNonASCII: "he said" goes to the last person named as
// speaking, a name opening with a capital outside ASCII too.
func TestPronounSpeakerNonASCII(t *testing.T) {
	text := "Harbour chief Ole Dahl said the gates were open.\n" +
		"Émile Durand retorted that nobody had checked.\n" +
		"“The drills were on paper only,” he told the panel.\n"
	if got := quoteSpeakers(text)["The drills were"]; got != "Émile Durand" {
		t.Errorf("speaker %q, want Émile Durand", got)
	}
}

// TestQuoteSpeakerOfBounded: the phrase of a common noun is short; a
// clause after "said" is no speaker.
func TestQuoteSpeakerOfBounded(t *testing.T) {
	for _, text := range []string{
		"“She had not slept for days,” said in front of the crowd gathered at the gates.",
		"“She had not slept for days,” the rest of the crew at the harbour on the night said.",
	} {
		for first, who := range quoteSpeakers(text) {
			if who != "" {
				t.Errorf("%q: speaker %q in %q, want none", first, who, text)
			}
		}
	}
}

// BenchmarkQuotes measures finding the quotations and their speakers of
// a text of many attributions, before and after a quotation.
func BenchmarkQuotes(b *testing.B) {
	var sb strings.Builder
	for i := range 200 {
		switch i % 5 {
		case 0:
			sb.WriteString("“The harbour will reopen next week,” Quiñones told reporters on Monday.\n\n")
		case 1:
			sb.WriteString("Port Ellis mayor Henrietta Vale said: “We will rebuild the wall before the storms.”\n\n")
		case 2:
			sb.WriteString("“The ropes had been cut by then,” said Sgt. Marty Earley of the harbour police.\n\n")
		case 3:
			sb.WriteString("The inquiry heard from the crew. “Nobody checked the pumps,” he said.\n\n")
		case 4:
			sb.WriteString("“She had not slept for days in the week before it,” a friend of the actress said.\n\n")
		}
	}
	text := sb.String()
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		bd := &builder{in: Input{Docs: []Doc{{ID: "a", Text: text}}}}
		bd.split()
		bd.docQuotes(0)
	}
}
