package brief

import (
	"strings"
	"testing"

	"github.com/copydesk/copydesk/textnorm"
)

// A quotation holding a fragment that a longer quotation already holds
// (and so hid) is listed on its own: it joined the hidden fragment's entry
// and vanished with it, in one order of the documents and not another.
func TestQuotationJoinsNoHiddenFragment(t *testing.T) {
	k := `Cole said the closure was "a total disaster for the whole town" and left.`
	q := `"We believe this is a total disaster for the whole town and for every family living near the harbour," said General Ann Cole.`
	r := `"Frankly it is a total disaster for the whole town," said Ann Cole.`
	for _, docs := range [][]Doc{
		{{ID: "a", Text: k}, {ID: "b", Text: q}, {ID: "c", Text: r}},
		{{ID: "b", Text: q}, {ID: "c", Text: r}},
		{{ID: "a", Text: k}, {ID: "c", Text: r}, {ID: "b", Text: q}},
	} {
		b := &builder{in: Input{Docs: docs}}
		b.split()
		b.numberSources()
		found := false
		var got []string
		for _, x := range b.quotes() {
			got = append(got, x.Text)
			found = found || strings.HasPrefix(x.Text, "Frankly it is")
		}
		if !found {
			t.Errorf("docs %s: the “Frankly it is …” quotation is not listed: %q", docs[0].ID+docs[1].ID, got)
		}
	}
}

// A date written day first ("on 17 April") is a date as "on April 17" is:
// two days of one story, no contrary month.
func TestContraryDayFirstDate(t *testing.T) {
	var sc, sc2 textnorm.Scanner
	for _, p := range [][2]string{
		{"The tariffs go into effect on 17 April, officials said.", "Reagan announced on 27 March, officials said."},
		{"The tariffs go into effect on April 17, officials said.", "Reagan announced on March 27, officials said."},
	} {
		x, y := cuesOf(&sc, p[0]), cuesOf(&sc2, p[1])
		if otherMark(&x, &y) {
			t.Errorf("%q / %q: taken for another month in the same place", p[0], p[1])
		}
	}
}

// "Neither ... nor" names both, over a hard-wrapped line too.
func TestNeitherNorWrapped(t *testing.T) {
	for _, s := range []string{"Neither Sarney nor Funaro accepted the plan.", "Neither Sarney nor\nFunaro accepted the plan.", "Neither Sarney nor\r\nFunaro accepted."} {
		if dependentOpener(s) {
			t.Errorf("dependentOpener(%q) = true, want false", s)
		}
	}
	if !dependentOpener("Neither man was hurt.") {
		t.Error(`dependentOpener("Neither man was hurt.") = false, want true`)
	}
}
