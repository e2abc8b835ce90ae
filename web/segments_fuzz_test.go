package web

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzSegments: the segments of a text under marks at any offsets (as
// stored passages and a ?hl= span give them) give back the text, split
// only at character boundaries, and mark each byte as the marks covering
// it say: cited where a cited mark is, shared where another is, named by
// the documents sharing it; one anchor, at the first cited byte.
func FuzzSegments(f *testing.F) {
	f.Add("Gdańsk ferry sinks; 14 dead", 0, 9, 4, 20, 5, 12, uint8(0))
	f.Add("aaaa bbbb cccc dddd eeee", -3, 9, 15, 19, 10, 99, uint8(5))
	f.Add("東京で地震", 1, 4, 2, 14, 3, 3, uint8(7))
	f.Fuzz(func(t *testing.T, text string, s1, e1, s2, e2, s3, e3 int, flags uint8) {
		marks := []mark{
			{span: span{s1, e1}, kind: "near-duplicate", other: "X", boilerplate: flags&1 != 0},
			{span: span{s2, e2}, kind: "excerpt", other: "Y", boilerplate: flags&2 != 0},
			{span: span{s3, e3}, cited: flags&4 != 0, kind: "partial-reuse", other: "Z"},
		}
		segs := segments(text, marks)
		// The marks as segments must see them: clamped onto characters.
		var clamped []mark
		for _, m := range marks {
			if sp, ok := clampSpan(text, m.Start, m.End); ok {
				m.span = sp
				clamped = append(clamped, m)
			}
		}
		var all strings.Builder
		anchors, firstCited := 0, -1
		for i := 0; i < len(text); i++ {
			for _, m := range clamped {
				if m.cited && m.Start <= i && i < m.End && firstCited < 0 {
					firstCited = i
				}
			}
		}
		pos := 0
		for _, sg := range segs {
			if sg.Text == "" {
				t.Fatalf("empty segment in %+v", segs)
			}
			if utf8.ValidString(text) && !utf8.ValidString(sg.Text) {
				t.Fatalf("segment %q splits a character of %q", sg.Text, text)
			}
			if sg.Anchor != "" {
				anchors++
				if pos != firstCited {
					t.Fatalf("anchor at byte %d, first cited byte %d", pos, firstCited)
				}
			}
			for i := pos; i < pos+len(sg.Text); i++ {
				var cited bool
				names := map[string]bool{}
				for _, m := range clamped {
					if m.Start <= i && i < m.End {
						if m.cited {
							cited = true
						} else {
							names[m.other] = true
						}
					}
				}
				if strings.Contains(sg.Class, "cited") != cited {
					t.Fatalf("byte %d in segment %+v: cited %v", i, sg, cited)
				}
				if strings.Contains(sg.Class, "shared") != (len(names) > 0) {
					t.Fatalf("byte %d in segment %+v: shared with %v", i, sg, names)
				}
				for n := range names {
					if !strings.Contains(sg.Title, n) {
						t.Fatalf("byte %d in segment %+v: shared with %s", i, sg, n)
					}
				}
			}
			pos += len(sg.Text)
			all.WriteString(sg.Text)
		}
		if all.String() != text {
			t.Fatalf("segments give %q, not %q", all.String(), text)
		}
		if anchors != min(1, max(0, firstCited+1)) {
			t.Fatalf("%d anchors, first cited byte %d", anchors, firstCited)
		}
	})
}
