package brief

import (
	"strings"
	"testing"
)

// An outlet that words a fact its own way keeps its figures: a sentence of
// another document giving every figure of it (two at least, no year alone)
// with some of its words tells it, and it is "only in" neither. Other
// figures, figures moving the other way, a year and an age, or a quotation
// beside the figures leave it a fact of its own.
func TestToldByItsFigures(t *testing.T) {
	common := strings.Join([]string{
		"The river burst through the old flood wall at Port Ellis shortly after midnight on Tuesday, pouring into the lower town.",
		"Rescue crews in boats took residents from the roofs of their homes in the Quayside district before dawn.",
		"The county council had been told in a survey years ago that the wall needed urgent repairs.",
		"Schools across the district stayed closed and the railway line to Brackwater was suspended.",
	}, "\n\n")
	for _, tc := range []struct {
		name, fact, other string
		told              bool
	}{
		{"same figures, other words",
			"In just over three seasons at the helm of the Port Ellis club, Nils Halverson compiled a mark of 122-147 in league games.",
			"Halverson compiled a 122-147 record in three-plus seasons as head coach of the Port Ellis side.", true},
		{"same figures, another arrangement",
			"A cash balance of some 250 mln dlrs and a stock of almost 100,000 tonnes of cocoa, enough to mount large buying or selling operations, were carried forward from the previous agreement.",
			"The existing buffer stock of about 100,000 tonnes of cocoa was frozen, with a funds balance of 250 mln dlrs.", true},
		{"another figure",
			"In just over three seasons at the helm of the Port Ellis club, Nils Halverson compiled a mark of 122-147 in league games.",
			"Halverson compiled a 122-150 record in three-plus seasons as head coach of the Port Ellis side.", false},
		{"figures moving the other way",
			"Cattle prices are expected to range from steady to 0.50 dlr higher on estimated receipts of 2,700 head, private sources said.",
			"Hog trade was seen 0.50 dlr lower on estimated receipts of 2,700 head at the stockyards.", false},
		{"an age and a year",
			"The 34-year-old mother was struck in the chest by a stray bullet that ricocheted off a fence near the Quayside in October 2011.",
			"Footage shows 34-year-old Mira Dunne picking up her daughter from school near the Quayside on October 21, 2011.", false},
		{"a quotation beside the figures",
			"\"It's a fun locker room, a great locker room,\" Halverson said after leading Port Ellis to a 20-13 victory over Brackwater.",
			"Port Ellis held on for a 20-13 victory over Brackwater after Halverson's late touchdown.", false},
	} {
		b := &builder{in: Input{Docs: []Doc{{ID: "a", Text: tc.fact + "\n\n" + common}, {ID: "b", Text: common + "\n\n" + tc.other}}}}
		b.split()
		b.sim = newSimIndex(b)
		if got := b.sim.told(sref{0, 0}, nil); got != tc.told {
			t.Errorf("%s: told(%q) = %v, want %v", tc.name, b.sents[0][0].text, got, tc.told)
		}
	}
}
