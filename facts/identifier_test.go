package facts

import "testing"

// A number right after a capitalised word inside a sentence names a thing
// ("Apollo 13", "Windows 7", "Flight 214", "Chapter 11"): it is part of
// the name, not a count, so that "Apollo 13" and "Apollo 14" are two names
// and never two counts. A count stays a count: at the start of a sentence
// or a line ("Sixteen", "Shr 12 cts"), after a possessive, after "told
// Reuters", with a qualifier, a unit, a scale or decimals.
func TestMentionsIdentifiers(t *testing.T) {
	tests := []struct{ text, want string }{
		{"The crew of the Apollo 13 mission returned safely.", "name:apollo 13"},
		{"Asiana Flight 214 crashed on landing at San Francisco.", "name:asiana flight 214 | name:san francisco"},
		{"Computers running Windows 7 were hit.", "name:windows 7"},
		{"The firm filed for Chapter 11 protection on Monday.", "name:chapter 11 | day:Monday"},
		{"Sixteen people died in the blast.", "number:16"},
		{"At least 14 people died in the blast.", "number:14"},
		{"Police told Reuters 14 people were killed.", "name:reuters | number:14"},
		{"the Philippines' 12 bilateral aid donors", "name:philippines | number:12"},
		{"said Kabul police chief Ayub Salangi, 5 of them women", "name:kabul | name:ayub salangi | number:5"},
		{"Shr 12 cts vs 10 cts\n    Stores 45 vs 40", "number:12 | number:10 | number:45 | number:40"},
		{"the Apollo 13.5 mission", "name:apollo | number:13.5"},
		{"on Tuesday 14 people died", "day:Tuesday | number:14"},
	}
	for _, tt := range tests {
		if got := describe(tt.text, Mentions(tt.text)); got != tt.want {
			t.Errorf("%q\n got %s\nwant %s", tt.text, got, tt.want)
		}
	}
}
