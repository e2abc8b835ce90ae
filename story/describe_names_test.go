package story

import (
	"slices"
	"testing"
)

// TestPickNamesDropsTitleFragments: a name of three words ("Commander
// Elaine Voss") gives two name pairs; the one of a title and a first
// name ("Commander Elaine") is a cut name, not a name, and was listed
// beside the name itself. So is a rank before the title ("Fire Officer"
// of "Fire Officer Ruth Adebayo"). A title pair with no name to follow
// among the candidates stays: it is all there is of that name.
func TestPickNamesDropsTitleFragments(t *testing.T) {
	for _, tt := range []struct {
		cands, want []string
	}{
		{
			[]string{"Saltmarsh Queen", "Elaine Voss", "Commander Elaine", "Carrow"},
			[]string{"Saltmarsh Queen", "Elaine Voss", "Carrow"},
		},
		{
			// The title pair ranked above the name.
			[]string{"Officer Ruth", "Fire Officer", "Ruth Adebayo", "Brackenford"},
			[]string{"Ruth Adebayo", "Brackenford"},
		},
		{
			[]string{"Commander Leon", "Harbour Board"},
			[]string{"Commander Leon", "Harbour Board"},
		},
		{
			// Not a title: both pairs are kept (Port Ellis, Ellis Athletic).
			[]string{"Port Ellis", "Ellis Athletic"},
			[]string{"Port Ellis", "Ellis Athletic"},
		},
		{
			[]string{"President Amara", "Amara Castellanos", "Mr Hamish", "Hamish Dalgleish"},
			[]string{"Amara Castellanos", "Hamish Dalgleish"},
		},
		{
			// A surname, stronger alone than in the pair going on: the
			// title pair is the name.
			[]string{"Halvard", "President Halvard", "Halvard Administration"},
			[]string{"President Halvard", "Halvard Administration"},
		},
		{
			// A first name, weaker alone than in the name going on.
			[]string{"Elaine Voss", "Commander Elaine", "Elaine"},
			[]string{"Elaine Voss"},
		},
		{
			// Not a person's title.
			[]string{"General Tractors", "Tractors Corp"},
			[]string{"General Tractors", "Tractors Corp"},
		},
	} {
		if got := pickNames(tt.cands, nil, nil, describeNames); !slices.Equal(got, tt.want) {
			t.Errorf("pickNames(%q) = %q, want %q", tt.cands, got, tt.want)
		}
	}
}
