package brief

import (
	"strings"
	"testing"
	"time"
)

// A sentence of a quotation that runs over several sentences is no "only
// in" fact alone: cut from its quotation it reads as a stray quotation mark
// with nobody saying it. The quotation is listed whole, with the words
// naming its speaker, when it is short; the end of a quotation begun on an
// earlier line is not listed alone.
func TestOnlyInListsQuotationsWhole(t *testing.T) {
	common := strings.Join(newFloodStory().common[:4], "\n\n") // the flood, four paragraphs every report gives
	day := time.Date(2026, 3, 10, 9, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		name, own string
		want      []string // facts listed whole
		not       []string // prefixes no fact may have
	}{
		{
			name: "closed in its last sentence",
			own:  "Harbour master Idris Quell said: \"We warned the council about the wall in 2023. Nobody listened to the 40 people who signed the letter.\"",
			want: []string{"Harbour master Idris Quell said: \"We warned the council about the wall in 2023. Nobody listened to the 40 people who signed the letter.\""},
			not:  []string{"Nobody listened"},
		},
		{
			name: "reopened after the attribution",
			own:  "\"We had 20 minutes to get out of the house,\" said Dara Kemp of Mill Lane. \"The water was at the top of the stairs by three. I lost everything I had in the kitchen and the garage.\"",
			want: []string{"\"The water was at the top of the stairs by three. I lost everything I had in the kitchen and the garage.\""},
			not:  []string{"I lost everything"},
		},
		{
			// Paragraphs of a quotation run together, each reopening it:
			// the marks do not balance, and the text after it is no part
			// of it.
			name: "text between quotations whose marks do not balance",
			own:  "Coach Ivo Brandt said: \"We gave away 3 goals. \"I told the players at half-time. \"They know it.\" Brandt admitted his side were beaten by the better team on Saturday. He added: \"We go again on Tuesday. We have 11 fit players.\"",
			want: []string{"Brandt admitted his side were beaten by the better team on Saturday.", "He added: \"We go again on Tuesday. We have 11 fit players.\""},
			not:  []string{"\"I told the players", "\"They know it", "We have 11 fit"},
		},
		{
			name: "the end of a quotation begun on the line before",
			own:  "Councillor Ona Brant said the repairs had been put off twice: \"The money went to the new bypass in 2024.\nWe will pay for that decision for 30 years to come,\" she told the meeting on Thursday.",
			not:  []string{"We will pay for that decision", "Councillor Ona Brant"},
		},
	} {
		br := Build(Input{Docs: []Doc{
			{ID: "a", Source: "Wire A", Published: day, Text: "Floods swept through Port Ellis overnight.\n\n" + common},
			{ID: "b", Source: "Paper B", Published: day.Add(time.Hour), Text: "Port Ellis is under water after the wall gave way.\n\n" + common + "\n\n" + c.own},
		}}, Options{})
		got := onlyInTexts(br)
		for _, w := range c.want {
			found := false
			for _, f := range got[2] {
				found = found || f == w
			}
			if !found {
				t.Errorf("%s: %q is not listed whole under Paper B: %q", c.name, w, got[2])
			}
		}
		for _, p := range c.not {
			if listed(got, p) {
				t.Errorf("%s: the fragment %q... is listed alone: %q", c.name, p, got[2])
			}
		}
	}
}

// Which quotation mark closes a quotation: the first of a sentence, for the
// end of one begun before it, and the last, for the end of one.
func TestQuotationMarksClosing(t *testing.T) {
	for _, c := range []struct {
		text       string
		ends, last bool
	}{
		{"She knows everyone there.\"", true, true},
		{"We have talked about it for years,” said Williams.", true, true},
		{"\"We warned them,\" said Quell.", false, true},
		{"Quell said: \"We warned them.", false, false},
		{"“We warned them.", false, false},
		{"The mayor called it a \"disgrace\".", false, true},
		{"No quotation here.", false, false},
		{"On 17\" Sony tubes you'll find one wire.", false, false},
		{"CTX 15\" Proscan: not as good as \"the best\", but cheap.", false, true},
	} {
		if got := endsQuotation(c.text); got != c.ends {
			t.Errorf("endsQuotation(%q) = %v, want %v", c.text, got, c.ends)
		}
		if got := closesQuote(c.text); got != c.last {
			t.Errorf("closesQuote(%q) = %v, want %v", c.text, got, c.last)
		}
	}
}
