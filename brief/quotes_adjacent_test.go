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
