package termtext

import "testing"

func TestLine(t *testing.T) {
	for in, want := range map[string]string{
		"Ferry \x1b[2J  sinks\n\tagain": "Ferry \uFFFD[2J sinks again",
		"a\u202eb\u2066c\u0085d":        "a\uFFFDb\uFFFDc d", // U+0085 is whitespace: collapsed
		"café 東京":                       "café 東京",
	} {
		if got := Line(in); got != want {
			t.Errorf("Line(%q) = %q, want %q", in, got, want)
		}
	}
}

func FuzzLine(f *testing.F) {
	f.Add("Ferry \x1b]0;x\x07 sinks")
	f.Fuzz(func(t *testing.T, s string) {
		for _, r := range Line(s) {
			if Printable(r) != r {
				t.Fatalf("Line(%q) holds %U", s, r)
			}
		}
	})
}

func TestClipAndPadByColumns(t *testing.T) {
	for _, c := range []struct {
		in        string
		cols      int
		clip, pad string
		clipWidth int
	}{
		{"Plain Wire", 18, "Plain Wire", "Plain Wire        ", 10},
		// Wide characters take two columns each: 9 of them fill 18.
		{"朝日新聞デジタル版ニュース速報配信", 18, "朝日新聞デジタル…", "朝日新聞デジタル… ", 17},
		// Combining accents take none and stay with their letter.
		{"Cafe\u0301 Ne\u0301ws Re\u0301sume\u0301 Wire Se\u0301rvice", 18, "Cafe\u0301 Ne\u0301ws Re\u0301sume\u0301 …", "Cafe\u0301 Ne\u0301ws Re\u0301sume\u0301 …", 18},
		{"e\u0301e\u0301e\u0301", 2, "e\u0301…", "e\u0301…", 2},
		{"東京", 3, "東…", "東…", 3},
		{"東京", 2, "…", "… ", 1},
		{"abc", 0, "", "", 0},
	} {
		if got := Clip(c.in, c.cols); got != c.clip || Width(got) != c.clipWidth {
			t.Errorf("Clip(%q, %d) = %q (width %d), want %q (width %d)", c.in, c.cols, got, Width(got), c.clip, c.clipWidth)
		}
		if got := Pad(c.in, c.cols); got != c.pad || Width(got) != c.cols {
			t.Errorf("Pad(%q, %d) = %q (width %d), want %q (width %d)", c.in, c.cols, got, Width(got), c.pad, c.cols)
		}
	}
}

func FuzzClip(f *testing.F) {
	f.Add("朝日新聞 Cafe\u0301", 7)
	f.Fuzz(func(t *testing.T, s string, cols int) {
		cols = cols % 200
		if cols < 0 {
			cols = -cols
		}
		got := Clip(s, cols)
		if Width(got) > cols {
			t.Fatalf("Clip(%q, %d) = %q, %d columns", s, cols, got, Width(got))
		}
		if p := Pad(s, cols); Width(p) != cols {
			t.Fatalf("Pad(%q, %d) = %q, %d columns", s, cols, p, Width(p))
		}
	})
}

func TestMessage(t *testing.T) {
	for in, want := range map[string]string{
		"plain":                      "plain",
		"two\nlines\tand a tab":      "two\nlines\tand a tab",
		"id e\x1b]0;x\x07 \u202eabc": "id e\uFFFD]0;x\uFFFD \uFFFDabc",
		"\r\x00\x7f\u0085":           "\uFFFD\uFFFD\uFFFD\uFFFD",
	} {
		if got := Message(in); got != want {
			t.Errorf("Message(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestBidiMarks: the three bidirectional marks are replaced alike. U+061C
// ARABIC LETTER MARK, the right-to-left mark of Unicode 6.3, reorders the
// neutral characters around it as U+200F does, and passed through.
func TestBidiMarks(t *testing.T) {
	for _, r := range []rune{0x200e, 0x200f, 0x061c} {
		if got := Printable(r); got != '\uFFFD' {
			t.Errorf("Printable(%U) = %U, want U+FFFD", r, got)
		}
	}
	if got := Line("id \u061c(1)"); got != "id \uFFFD(1)" {
		t.Errorf("Line = %q", got)
	}
}
