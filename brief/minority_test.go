package brief

import (
	"reflect"
	"testing"
)

// TestMinorityValues: a value fewer copy families give than another value
// of its disagreement is a minority; copies of one family count once, and
// a tie makes no minority.
func TestMinorityValues(t *testing.T) {
	cite := func(doc, start, end int) Citation { return Citation{Doc: doc, Start: start, End: end} }
	for _, tt := range []struct {
		name   string
		family []int
		dis    []Disagreement
		want   map[int][][2]int
	}{
		{
			name:   "one report against three families",
			family: []int{0, 1, 2, 3},
			dis: []Disagreement{{Variants: []Variant{
				{Value: "14", Citations: []Citation{cite(0, 10, 21), cite(1, 5, 16), cite(2, 0, 11)}},
				{Value: "16", Citations: []Citation{cite(3, 0, 7)}},
			}}},
			want: map[int][][2]int{3: {{0, 7}}},
		},
		{
			name:   "copies of one family count once: a tie",
			family: []int{0, 0, 0, 3},
			dis: []Disagreement{{Variants: []Variant{
				{Value: "14", Citations: []Citation{cite(0, 10, 21), cite(1, 5, 16), cite(2, 0, 11)}},
				{Value: "16", Citations: []Citation{cite(3, 0, 7)}},
			}}},
			want: nil,
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := minorityValues(tt.dis, tt.family); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}
