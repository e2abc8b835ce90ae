package web

import (
	"strings"
	"testing"
)

func TestParseSpan(t *testing.T) {
	for _, tc := range []struct {
		in   string
		n    int
		want span
		ok   bool
	}{
		{"0-5", 10, span{0, 5}, true},
		{"3-10", 10, span{3, 10}, true},
		{"3-11", 10, span{}, false},
		{"5-5", 10, span{}, false},
		{"6-5", 10, span{}, false},
		{"-1-5", 10, span{}, false},
		{"a-b", 10, span{}, false},
		{"", 10, span{}, false},
		{"99999999999999999999-1", 10, span{}, false},
	} {
		got, ok := parseSpan(tc.in, tc.n)
		if got != tc.want || ok != tc.ok {
			t.Errorf("parseSpan(%q, %d) = %v %v, want %v %v", tc.in, tc.n, got, ok, tc.want, tc.ok)
		}
	}
}

func TestClampSpan(t *testing.T) {
	text := "Gdańsk ferry" // ń is 2 bytes, at 3..5
	for _, tc := range []struct {
		start, end int
		want       string
		ok         bool
	}{
		{0, 7, "Gdańsk", true},
		{4, 5, "ń", true},   // inside ń at both ends: widened
		{-3, 2, "Gd", true}, // clamped
		{8, 99, "ferry", true},
		{5, 5, "", false},
		{20, 30, "", false},
	} {
		sp, ok := clampSpan(text, tc.start, tc.end)
		if ok != tc.ok || ok && text[sp.Start:sp.End] != tc.want {
			t.Errorf("clampSpan(%d, %d) = %v %v, want %q", tc.start, tc.end, sp, ok, tc.want)
		}
	}
}

func TestSegments(t *testing.T) {
	text := "aaaa bbbb cccc dddd eeee"
	segs := segments(text, []mark{
		{span: span{0, 9}, kind: "partial-reuse", other: "X"},
		{span: span{5, 14}, kind: "near-duplicate", other: "Y"},
		{span: span{15, 19}, kind: "near-duplicate", other: "Z", boilerplate: true},
		{span: span{10, 24}, cited: true},
		{span: span{30, 40}, kind: "identical", other: "outside"}, // beyond the text: dropped
	})
	var got []string
	for _, s := range segs {
		got = append(got, s.Text+"|"+s.Class+"|"+s.Title+"|"+s.Anchor)
	}
	want := []string{
		"aaaa |shared k-partial-reuse|shared with X|",
		"bbbb|shared k-near-duplicate|shared with X, Y|",
		" |shared k-near-duplicate|shared with Y|",
		"cccc|shared k-near-duplicate cited|the cited passage; shared with Y|hl",
		" |cited|the cited passage|",
		"dddd|shared boiler cited|the cited passage; boilerplate shared with Z|",
		" eeee|cited|the cited passage|",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("segments:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	var all strings.Builder
	for _, s := range segs {
		all.WriteString(s.Text)
	}
	if all.String() != text {
		t.Errorf("segments do not give back the text")
	}
	if segs := segments("", nil); len(segs) != 0 {
		t.Errorf("empty text: %v", segs)
	}
}

func TestSentenceAround(t *testing.T) {
	text := "First sentence here. The toll rose to 17 on Thursday, officials said. Last one.\nNew line starts."
	i := strings.Index(text, "17")
	b, m, a := sentenceAround(text, i, i+2, 100)
	if b != "The toll rose to " || m != "17" || a != " on Thursday, officials said." {
		t.Errorf("got %q %q %q", b, m, a)
	}
	b, m, a = sentenceAround(text, i, i+2, 8)
	if b != "…rose to " || a != " on…" {
		t.Errorf("cut: %q %q %q", b, m, a)
	}
	j := strings.Index(text, "starts")
	if b, _, a := sentenceAround(text, j, j+6, 100); b != "New line " || a != "." {
		t.Errorf("after a line break: %q %q", b, a)
	}
	if b, m, a := sentenceAround(text, 500, 600, 10); b+m+a != "" {
		t.Errorf("out of range: %q %q %q", b, m, a)
	}
}

func TestFormatSpan(t *testing.T) {
	d := func(day, h int) (tm timeT) { return at(day, h) }
	for _, tc := range []struct {
		first, last timeT
		want        string
	}{
		{d(11, 6), d(11, 9), "11 Mar 2026, 06:00 – 09:00 UTC"},
		{d(11, 6), d(12, 9), "11 Mar 2026, 06:00 – 12 Mar, 09:00 UTC"},
		{d(11, 6), d(11, 6), "11 Mar 2026, 06:00 UTC"},
		{timeT{}, timeT{}, "dates unknown"},
	} {
		if got := formatSpan(tc.first, tc.last); got != tc.want {
			t.Errorf("formatSpan = %q, want %q", got, tc.want)
		}
	}
}
