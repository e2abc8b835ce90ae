package synth

import (
	"reflect"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

func TestSplitSentences(t *testing.T) {
	cases := []struct {
		in   string
		want []string
	}{
		{"The U.S. Army said so. Mr. Smith agreed.", []string{"The U.S. Army said so.", "Mr. Smith agreed."}},
		{"Gen. Abdul Rahim Wardak called. He apologised.", []string{"Gen. Abdul Rahim Wardak called.", "He apologised."}},
		{"Shares rose 5.93 pct in Jan. 5 trading. The index fell.", []string{"Shares rose 5.93 pct in Jan. 5 trading.", "The index fell."}},
		{"It was sold to the U.S. The company said it was pleased.", []string{"It was sold to the U.S.", "The company said it was pleased."}},
		{"It was sold to the U.S. Treasury last week.", []string{"It was sold to the U.S. Treasury last week."}},
		{`"We will win," he said. "Nobody doubts it."`, []string{`"We will win," he said.`, `"Nobody doubts it."`}},
		{`He said: "It is over." Then he left.`, []string{`He said: "It is over."`, "Then he left."}},
		{"John F. Kennedy arrived at 5 p.m. local time. Crowds cheered!", []string{"John F. Kennedy arrived at 5 p.m. local time.", "Crowds cheered!"}},
		{"Why? Nobody knows. Really?! Yes.", []string{"Why?", "Nobody knows.", "Really?!", "Yes."}},
		{"Smith & Co. Inc. The firm said.", []string{"Smith & Co. Inc.", "The firm said."}},
		{"5th day of protests\n\nThe incident came on the fifth day.", []string{"5th day of protests", "The incident came on the fifth day."}},
		{"a line\nwrapped here. Next one", []string{"a line\nwrapped here.", "Next one"}},
		{"  \n ", nil},
	}
	for _, c := range cases {
		got := SplitSentences(c.in)
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("SplitSentences(%q)\n got %q\nwant %q", c.in, got, c.want)
		}
	}
}

// stripSpace removes white space, keeping every other byte as it is (also
// invalid UTF-8).
func stripSpace(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		r, w := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsSpace(r) {
			b.WriteString(s[i : i+w])
		}
		i += w
	}
	return b.String()
}

func FuzzSplitSentences(f *testing.F) {
	for _, s := range []string{
		"The U.S. Army said so. Mr. Smith agreed.",
		`"We will win," he said. "Nobody doubts it."`,
		"Shares rose 5.93 pct.\n\n    New paragraph here... And more?! Yes.",
		"Co. Inc. Ltd. U.S.A. e.g. i.e. ... ?! .\n\n\n",
		"\xff\xfe. \x80A",
		"",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		spans := SentenceSpans(s)
		prev := 0
		var b strings.Builder
		for _, sp := range spans {
			if sp[0] < prev || sp[1] <= sp[0] || sp[1] > len(s) {
				t.Fatalf("bad span %v after %d in %q", sp, prev, s)
			}
			piece := s[sp[0]:sp[1]]
			if strings.TrimSpace(piece) != piece {
				t.Fatalf("untrimmed piece %q", piece)
			}
			prev = sp[1]
			b.WriteString(piece)
		}
		if stripSpace(b.String()) != stripSpace(s) {
			t.Fatalf("pieces do not concatenate back to the input:\n%q\n%q", b.String(), s)
		}
		if got := SplitSentences(s); len(got) != len(spans) {
			t.Fatalf("%d sentences, %d spans", len(got), len(spans))
		}
		// Reflow changes the layout only: paragraphs apart by one blank
		// line, no runs of spaces, no tabs, the text's other characters
		// kept in order (less a sign-off at the end; invalid UTF-8 is
		// replaced).
		out := Reflow(s)
		if strings.Contains(out, "\n\n\n") || strings.Contains(out, "  ") || strings.Contains(out, "\t") ||
			strings.TrimSpace(out) != out || strings.Contains(strings.ReplaceAll(out, "\n\n", ""), "\n") {
			t.Fatalf("Reflow(%q) = %q: layout not normalised", s, out)
		}
		if utf8.ValidString(s) && !strings.HasPrefix(stripSpace(s), stripSpace(out)) {
			t.Fatalf("Reflow(%q) = %q: characters changed", s, out)
		}
	})
}

func TestReflow(t *testing.T) {
	in := "Showers continued throughout the week in\nthe Bahia cocoa zone, alleviating the drought since early\nJanuary.\n    The dry period means the temporao will be late this\nyear. Arrivals were long-\nterm.\n    Shr 10 cts vs 5 cts\n REUTER\n"
	want := "Showers continued throughout the week in the Bahia cocoa zone, alleviating the drought since early January.\n\n" +
		"The dry period means the temporao will be late this year. Arrivals were long-term.\n\n" +
		"Shr 10 cts vs 5 cts"
	if got := Reflow(in); got != want {
		t.Errorf("Reflow:\n got %q\nwant %q", got, want)
	}
	bbc := "First paragraph here.\n\nSecond one, with  two spaces."
	if got := Reflow(bbc); got != "First paragraph here.\n\nSecond one, with two spaces." {
		t.Errorf("Reflow(bbc) = %q", got)
	}
}

func TestCountWords(t *testing.T) {
	if n := CountWords("Hello, world - it's 5 o'clock !"); n != 5 {
		t.Errorf("CountWords = %d, want 5", n)
	}
}
