package facts

import "testing"

// TestNoDayAcrossAColumnOrBrackets: a number after a month word is its
// day only across white space, a full stop or a comma, a hyphen alone,
// or a quotation's marks or a heading's colon at a line break: a dash set
// apart parts a table's columns ("April - 21 ov May bid", a month's basis
// in cents over a futures month), and brackets, a slash, a semicolon or a
// question mark part other things. Until a review on 7 December 2026
// "April - 21" was the date April 21. Invented sentences.
func TestNoDayAcrossAColumnOrBrackets(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"Corn basis quotes:\n April - 21 ov May bid, 22 offered.", "number:21 | number:22"},
		{"Output in February (28 days) was 949,000 tonnes.", "number:28 | number:949000"},
		{"Filed 1993 February; 9 p.", "number:9"},
		{"Letters of 23 August/4 September 1893 survive.", "day:August 23 | day:September 4"},
		// Still dates.
		{"It was acquired Sept. 1, 1986.", "day:September 1"},
		{"It must pass before June, 30, 1987.", "day:June 30"},
		{"He will go to an April-5-6 summit meeting.", "day:April 5 | number:6"},
		{"He told me on May\n> 4th he would come.", "day:May 4th"},
	} {
		if got := describe(tc.text, Mentions(tc.text)); got != tc.want {
			t.Errorf("%q\n got %s\nwant %s", tc.text, got, tc.want)
		}
	}
}
