package brief

import "testing"

// TestQuoteSpeakerNamedBeside: a speaker named right beside the
// quotation, in the shapes the five corpora left without one (an
// editor's review, 7 December 2026): "and" in a title or a body's name,
// a title whose closing comma is missing, a body's name after a
// person's set off by one comma; and common words capitalised to open a
// sentence are no name. Each case failed before the rule it names.
func TestQuoteSpeakerNamedBeside(t *testing.T) {
	const open = "The ferry company lost money again last year. "
	checkOneSpeaker(t, []speakerCase{
		// "and" between two words of a title: the name after it.
		{"titles joined after", open + "“We will cut the timetable,” chairman and chief executive Ida Quell said.", "Ida Quell"},
		// "and" opening a clause with a titled subject.
		{"and a titled subject", "The ferry lost to the storm at Ellis and harbour master Tom Dahl said: “We will cut the timetable.”", "Tom Dahl"},
		{"and a titled subject after a place", "Ida Quell sustained a knee injury in the cup defeat at Ellis Harbour last night and manager Tom Dahl said: “We will cut the timetable.”", "Tom Dahl"},
		// "the", a title and a name of a body.
		{"the Rev of the", open + "“We will cut the timetable,” the Rev. Tom Dahl of the Ellis Harbour Church said.", "the Rev. Tom Dahl of the Ellis Harbour Church"},
		// A participle of saying after a clause, its subject titled.
		{"titled saying", open + "Harbour government spokesman Tom A. Dahl defended the board on Sunday, saying, “We will cut the timetable.”", "Harbour government spokesman Tom A. Dahl"},
		{"adding", open + "And Tom Dahl agreed, adding: “We will cut the timetable.”", "Tom Dahl"},
		{"complaining", open + "Dahl had his say on the vote, complaining: “We will cut the timetable.”", "Dahl"},
		{"name before capitals", open + "Dahl praised French ferries, saying: “We will cut the timetable.”", "Dahl"},
		// "and" in a body's name: after "of", or before a title and a name.
		{"body after of", open + "“We will cut the timetable,” Tom Dahl of Quell and Berg said.", "Tom Dahl of Quell and Berg"},
		{"body before title", open + "“We will cut the timetable,” Quell and Berg analyst Tom Dahl said.", "Quell and Berg analyst Tom Dahl"},
		// Two people are no one speaker.
		{"two titled people", open + "“We will cut the timetable,” singer Tom Dahl and drummer Ida Quell said.", ""},
		{"two people", open + "“We will cut the timetable,” Tom Dahl and harbour master Ida Quell said.", ""},
		// A title without its closing comma.
		{"title unclosed", open + "“We will cut the timetable,” Tom Dahl, a Quell Line spokesman said.", "Tom Dahl"},
		{"title unclosed told", open + "“We will cut the timetable,” Tom Dahl, head of the Quell Line told reporters.", "Tom Dahl"},
		{"clause unclosed", open + "“We will cut the timetable,” Tom Dahl, who Ida Quell said.", ""},
		// A body's name after the person's, one comma between.
		{"body after name", open + "\n\nTom Dahl, Ellis Harbour Association said: “We will cut the timetable.”", "Tom Dahl"},
		{"lead-in before name", open + "\n\nConcerning Ellis Harbour, Dahl said: “We will cut the timetable.”", "Dahl"},
		// Common words capitalised to open a sentence.
		{"common noun", "The 51-year-old skipper was at the quay.\nSkipper, 51, adds that the crossing will go on: “We will cut the timetable.”", ""},
		{"plural noun", "Some traders were not sure.\nTraders said: “We will cut the timetable.”", ""},
		{"indefinite", "Tom Dahl spoke first.\n\nAnother said: “We will cut the timetable.”", ""},
		// A name the text also writes in lowercase stays a name.
		{"name also lowercase", "The colour orange is the ferry's.\nOrange said: “We will cut the timetable.”", "Orange"},
		{"name brought in", "Harbour master jorge marcano was there. Mr Marcano left.\nMarcano said: “We will cut the timetable.”", "Marcano"},
	})
}

// TestQuoteHeldByLaterWhole: a sentence of a statement quoted alone by
// an outlet, listed before another outlet quoted the statement whole
// (joining the entry of its first sentence), is listed once, inside the
// whole one, with its citations: ECB+ listed a spokesman's statement
// and its last sentence apart.
func TestQuoteHeldByLaterWhole(t *testing.T) {
	first := "The mayor stopped by the harbour office this morning and told the staff she was sorry for the delay to the ferry."
	second := "Whatever the cause of the fire in the shed, the mayor trusts that the harbour will reopen for the summer season."
	docs := []Doc{
		{ID: "a", Text: "The harbour office burned.\n\n“" + first + "” said Tom Dahl, her spokesman.\n"},
		{ID: "b", Text: "The shed burned down.\n\n“" + second + "” said spokesman Tom Dahl.\n"},
		{ID: "c", Text: "The shed and the office burned.\n\n“" + first + " " + second + "” Dahl said.\n"},
	}
	b := Build(Input{Docs: docs}, Options{})
	var got []string
	for _, q := range b.Quotes {
		got = append(got, q.Text)
	}
	if len(b.Quotes) != 1 {
		t.Fatalf("quotes = %q, want the statement once", got)
	}
	if q := b.Quotes[0]; len(q.Citations) != 3 || q.Speaker != "Tom Dahl" {
		t.Errorf("quote = %+v, want cited to all three, speaker Tom Dahl", q)
	}
}
