package facts

import (
	"testing"
)

// A minus sign belongs to its number: "-5 degrees" and "5 degrees" are two
// values, not one (the sign was dropped, so the two never disagreed).
func TestQuantitySign(t *testing.T) {
	tests := []struct {
		text  string
		value float64
		span  string
	}{
		{"temperatures fell to -5 degrees", -5, "-5"},
		{"temperatures fell to −5 degrees", -5, "−5"}, // U+2212 MINUS SIGN
		{"temperatures fell to minus 5 degrees", -5, "minus 5"},
		{"(-12 overnight)", -12, "-12"},
		{"-3 at dawn", -3, "-3"},
		{"COVID-19 cases rose", 19, "19"}, // a hyphen after a word joins, it is no sign
		{"a 3-1 win", 3, "3"},
		{"the toll - 14 people - rose", 14, "14"}, // a dash set apart is punctuation
	}
	for _, tt := range tests {
		qs := Quantities(tt.text)
		if len(qs) == 0 {
			t.Errorf("%q: no quantity", tt.text)
			continue
		}
		if q := qs[0]; q.Value != tt.value || tt.text[q.Start:q.End] != tt.span {
			t.Errorf("%q: got %v at %q, want %v at %q", tt.text, q.Value, tt.text[q.Start:q.End], tt.value, tt.span)
		}
	}
}

// Both ends of a range ("27-29 people", "between 27 and 29") carry the
// range, so that a count inside it is not taken for another count; a
// score ("3-1"), a change ("from 27 to 29") and a value set apart by more
// than the joining word are no range.
func TestQuantityRanges(t *testing.T) {
	tests := []struct {
		text      string
		low, high float64 // of every number; 0, 0 for none
		head      string  // of the first number of a range
	}{
		{"27-29 people were killed", 27, 29, "people"},
		{"27–29 people were killed", 27, 29, "people"},
		{"27 to 29 people were killed", 27, 29, "people"},
		{"between 27 and 29 people were killed", 27, 29, "people"},
		{"between 2.5% and 3% of voters", 2.5, 3, "voters"},
		{"-5 to -2 degrees", -5, -2, "degrees"},
		{"a 3-1 win", 0, 0, ""},
		{"the toll rose from 27 to 29 people", 0, 0, ""},
		{"rose 21 pct to 41.1 mln dlrs", 0, 0, ""},
		{"a 27th-29th place finish", 0, 0, ""},
		{"27 people, 29 injured", 0, 0, "people"},
	}
	for _, tt := range tests {
		qs := Quantities(tt.text)
		if len(qs) < 2 {
			t.Errorf("%q: %d quantities, want 2", tt.text, len(qs))
			continue
		}
		for _, q := range qs {
			if q.Low != tt.low || q.High != tt.high {
				t.Errorf("%q: %q is in range %v-%v, want %v-%v", tt.text, tt.text[q.Start:q.End], q.Low, q.High, tt.low, tt.high)
			}
		}
		if qs[0].InRange() && qs[0].Head != tt.head {
			t.Errorf("%q: head %q, want %q", tt.text, qs[0].Head, tt.head)
		}
	}
}
