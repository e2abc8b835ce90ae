package brief_test

import (
	"strings"
	"testing"
	"time"

	"github.com/copydesk/copydesk/brief"
	"github.com/copydesk/copydesk/brief/render"

	"github.com/copydesk/copydesk/dedup"
)

// TestSourcesPartialReuse: a partial reuse is not a copy. Sources marks it
// "partly taken from" the document it reuses, not "copy of" (bulletin-ferry-05
// was shown as a copy of wire-ferry-01 while `stories` counted it
// independent); a copy of the partial reuse is a copy of it, not of the
// original.
func TestSourcesPartialReuse(t *testing.T) {
	day := func(h int) time.Time { return time.Date(2026, 3, 11, h, 0, 0, 0, time.UTC) }
	wire := "A ferry capsized in the strait on Tuesday, killing 14 people. The coastguard said 213 people were rescued."
	reuse := wire + " The town of Carrow held a vigil on Wednesday night for the families of the missing crew."
	in := brief.Input{
		Docs: []brief.Doc{
			{ID: "wire", Text: wire, Published: day(6)},
			{ID: "copy", Text: wire, Published: day(7)},
			{ID: "bulletin", Text: reuse, Published: day(8)},
			{ID: "reprint", Text: reuse, Published: day(9)},
		},
		Relations: []dedup.Relation{
			{A: 0, B: 1, Kind: dedup.Identical},
			{A: 0, B: 2, Kind: dedup.PartialReuse},
			{A: 2, B: 3, Kind: dedup.Identical},
		},
	}
	br := brief.Build(in, brief.Options{})
	type marks struct{ copyOf, partlyFrom int }
	want := map[string]marks{"wire": {0, 0}, "copy": {1, 0}, "bulletin": {0, 1}, "reprint": {3, 0}}
	for _, s := range br.Sources {
		if got := (marks{s.CopyOf, s.PartlyFrom}); got != want[s.ID] {
			t.Errorf("%s: copy of [%d], partly from [%d]; want %+v", s.ID, s.CopyOf, s.PartlyFrom, want[s.ID])
		}
	}
	var sb strings.Builder
	if err := render.Markdown(&sb, br); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(sb.String(), "3. bulletin, 2026-03-11 08:00 (partly taken from [1])\n") {
		t.Errorf("Sources does not say partly taken from [1]:\n%s", sb.String())
	}
}
