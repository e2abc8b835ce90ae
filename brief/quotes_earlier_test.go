package brief

import "testing"

// TestQuoteSpeakerEarlierSubject: "he said" with nobody named in its
// paragraph or the one before is the person last named in full as a
// sentence's subject (a speaker, or one after a title in lowercase) a few
// paragraphs up, when nobody else spoke or was named since.
func TestQuoteSpeakerEarlierSubject(t *testing.T) {
	checkOneSpeaker(t, []speakerCase{
		{"speaker paragraphs before", "Port Ellis ferry tolls will rise in May to pay for the new pier, harbour director Tom Dahl said.\n\nThe board had put off the decision twice, he told reporters.\n\n\"We cannot wait for another winter to pass before acting,\" he said.", "Tom Dahl"},
		{"lead subject after a title", "Veteran prop Tom Dahl is expecting a hard match in Port Ellis on Saturday.\n\nThe Ellis forward is in the form of his life. But he knows the home side will test him.\n\n\"The home scrum is a force to be reckoned with this season,\" he told reporters.", "Tom Dahl"},
		{"unnamed speaker since", "Port Ellis ferry tolls will rise in May, harbour director Tom Dahl said.\n\nThe board had put off the decision twice, analysts said.\n\n\"We cannot wait for another winter to pass before acting,\" he said.", ""},
		{"another named since", "Port Ellis ferry tolls will rise in May, harbour director Tom Dahl said.\n\nThe proposal now goes to Ida Quell for approval.\n\n\"We cannot wait for another winter to pass before acting,\" he said.", ""},
		{"another titled since", "Port Ellis ferry tolls will rise in May, harbour director Tom Dahl said.\n\nBut that was not enough for Mr Quell.\n\n\"We cannot wait for another winter to pass before acting,\" he said.", ""},
		{"surname of another since", "Ida Quell chairs the board. Port Ellis ferry tolls will rise in May, harbour director Tom Dahl said.\n\nThe proposal now goes to Quell for approval.\n\n\"We cannot wait for another winter to pass before acting,\" he said.", ""},
		{"quotation speaks of him", "Port Ellis ferry tolls will rise in May, harbour director Tom Dahl said.\n\nThe board met on Monday.\n\n\"He will have to explain the delay to the council,\" he said.", ""},
		{"other gender", "Port Ellis ferry tolls will rise in May, harbour director Tom Dahl said.\n\nThe board met on Monday. Mr Dahl left early.\n\n\"We cannot wait for another winter to pass before acting,\" she said.", ""},
		{"not the passive's subject", "Ellis coach Tom Dahl would consider signing Ivo Brand.\n\nBrand was sacked by the Rovers on Friday. But he said: \"I do not even wonder whether that could happen this year.\"", "Tom Dahl"},
	})
}

// TestQuoteSpeakerEarlierSubjectOneWord: a name of one word is that
// person only when brought in whole before; "Some said" and "Mother
// says" in a told dialogue name nobody "he" is (20 Newsgroups has such
// dialogues).
func TestQuoteSpeakerEarlierSubjectOneWord(t *testing.T) {
	for _, tc := range []struct{ name, text, quote, want string }{
		{"determiner", "The men argued on the stairs for an hour.\n\nSome said, \"They will all have left the town by the morning.\"\n\nThe argument went on in the yard.\n\n\"We should stay out of the house until they have gone,\" he said.", "We should stay", ""},
		{"common noun", "The men came to the door at night.\n\nMother says, \"You have no right to come into this house.\"\n\nThe men stood in the yard.\n\n\"Do not shout at us like that tonight,\" he says.", "Do not shout", ""},
		{"brought in whole", "Harbour director Tom Dahl spoke to the board on Monday.\n\nDahl said, \"The tolls will rise in May.\"\n\nThe board met again on Friday.\n\n\"We cannot wait for another winter to pass,\" he said.", "We cannot wait", "Dahl"},
	} {
		got := quoteSpeakers(tc.text)
		if sp, ok := got[tc.quote]; !ok || sp != tc.want {
			t.Errorf("%s: speaker %q, want %q (all %q)", tc.name, sp, tc.want, got)
		}
	}
}
