package web

import (
	"strings"
	"testing"
)

// passageOf makes a passage for the first occurrence of sub in a and in b.
func passageOf(t *testing.T, a, b, sub string) Passage {
	t.Helper()
	i, j := strings.Index(a, sub), strings.Index(b, sub)
	if i < 0 || j < 0 {
		t.Fatalf("no %q on both sides", sub)
	}
	return Passage{ThisStart: i, ThisEnd: i + len(sub), OtherStart: j, OtherEnd: j + len(sub), Words: len(strings.Fields(sub))}
}

func rowsText(rows []compareRow) []string {
	var out []string
	for _, r := range rows {
		out = append(out, r.Kind+": "+render(r.A)+" | "+render(r.B))
	}
	return out
}

func TestAlignRows(t *testing.T) {
	p1 := "The ferry left Port Ellis at six with more than two hundred people on board."
	p2 := "Coastguard officials said the search would go on through the night and into Wednesday."
	p3 := "Relatives gathered at the harbour office where staff read out the names of survivors."
	for _, tc := range []struct {
		name   string
		a, b   string
		shared []string // passages, by text
		want   []string
		moved  int
	}{
		{
			name:   "a word changed between two passages: one row, the change marked",
			a:      p1 + " At least 14 people died. " + p2,
			b:      p1 + " At least 16 people died. " + p2,
			shared: []string{p1 + " At least", "people died. " + p2},
			want:   []string{"shared: " + p1 + " At least [-14-] people died. " + p2 + " | " + p1 + " At least {+16+} people died. " + p2},
		},
		{
			name:   "paragraphs get rows of their own",
			a:      p1 + "\n\n" + p2,
			b:      p1 + "\n" + p2,
			shared: []string{p1 + "\n"},
			want:   []string{"shared: " + p1 + " | " + p1, "changed: " + p2 + " | " + p2},
		},
		{
			name:   "text only on one side",
			a:      "PORT ELLIS - " + p1 + " " + p2,
			b:      p1 + " " + p2 + " " + p3,
			shared: []string{p1 + " " + p2},
			want:   []string{"only-a: [-PORT ELLIS --] | ", "shared: " + p1 + " " + p2 + " | " + p1 + " " + p2, "only-b:  | {+" + p3 + "+}"},
		},
		{
			name:   "different text between passages is marked whole",
			a:      p1 + " " + strings.Repeat("alpha beta gamma delta ", 5) + p2,
			b:      p1 + " " + strings.Repeat("one two three four ", 5) + p2,
			shared: []string{p1, p2},
			want: []string{"shared: " + p1 + " | " + p1,
				"changed: [-" + strings.TrimSpace(strings.Repeat("alpha beta gamma delta ", 5)) + "-] | {+" + strings.TrimSpace(strings.Repeat("one two three four ", 5)) + "+}",
				"shared: " + p2 + " | " + p2},
		},
		{
			name:   "a passage in another order is counted as moved, not aligned",
			a:      p1 + " " + p2 + " " + p3,
			b:      p3 + " " + p1 + " " + p2,
			shared: []string{p1, p2, p3},
			want:   []string{"only-b:  | {+" + p3 + "+}", "shared: " + p1 + " " + p2 + " | " + p1 + " " + p2, "only-a: [-" + p3 + "-] | "},
			moved:  1,
		},
		{
			name: "no passages: the texts differ throughout",
			a:    p1, b: p3,
			want: []string{"changed: [-" + p1 + "-] | {+" + p3 + "+}"},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var ps []Passage
			for _, s := range tc.shared {
				ps = append(ps, passageOf(t, tc.a, tc.b, s))
			}
			rows, moved := alignRows(tc.a, tc.b, ps)
			got := rowsText(rows)
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Errorf("rows:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
			}
			if moved != tc.moved {
				t.Errorf("moved %d, want %d", moved, tc.moved)
			}
		})
	}
}

// TestAlignRowsBadOffsets: passages outside the texts or inside a
// character are left out, never panic.
func TestAlignRowsBadOffsets(t *testing.T) {
	a, b := "Quiñones scored twice.", "Quiñones scored twice!"
	for _, p := range []Passage{
		{ThisStart: 0, ThisEnd: 500, OtherStart: 0, OtherEnd: 5},
		{ThisStart: 4, ThisEnd: 10, OtherStart: 0, OtherEnd: 10}, // 4 is inside ñ
		{ThisStart: 5, ThisEnd: 2, OtherStart: 0, OtherEnd: 3},
		{ThisStart: -1, ThisEnd: 2, OtherStart: 0, OtherEnd: 3},
	} {
		rows, moved := alignRows(a, b, []Passage{p})
		if moved != 1 || len(rows) != 1 || rows[0].Kind != "changed" {
			t.Errorf("%+v: %d rows %q, moved %d", p, len(rows), rowsText(rows), moved)
		}
	}
}

func TestHeaviestChain(t *testing.T) {
	ps := []Passage{
		{ThisStart: 0, ThisEnd: 10, OtherStart: 50, OtherEnd: 60, Words: 2},  // crosses the two below
		{ThisStart: 20, ThisEnd: 30, OtherStart: 0, OtherEnd: 10, Words: 3},  //
		{ThisStart: 40, ThisEnd: 50, OtherStart: 20, OtherEnd: 30, Words: 3}, //
		{ThisStart: 45, ThisEnd: 55, OtherStart: 70, OtherEnd: 80, Words: 1}, // overlaps the one above
	}
	got := heaviestChain(ps)
	if len(got) != 2 || got[0].ThisStart != 20 || got[1].ThisStart != 40 {
		t.Errorf("chain %+v, want the passages at 20 and 40", got)
	}
	if heaviestChain(nil) != nil {
		t.Error("empty chain")
	}
}

// TestRelationBetween: the relation is found from either side, turned
// round when it comes from the second article.
func TestRelationBetween(t *testing.T) {
	src := fixture()
	wire, cp := src.articles["wire-1"], src.articles["copy-1"]
	noBack := *cp
	noBack.Relations = nil
	r, ok := relationBetween(&noBack, wire)
	if !ok || r.Other.ID != "wire-1" || r.ContainmentThis != 0.85 || r.Passages[0].ThisStart != wire.Relations[0].Passages[0].OtherStart {
		t.Errorf("turned relation %+v", r)
	}
	if _, ok := relationBetween(wire, src.articles["times/own-1"]); ok {
		t.Error("a relation between unrelated articles")
	}
}
