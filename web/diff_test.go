package web

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// render shows segments as text with [-deleted-] and {+inserted+} runs.
func render(segs []diffSeg) string {
	var sb strings.Builder
	for _, s := range segs {
		switch s.Op {
		case "del":
			sb.WriteString("[-" + s.Text + "-]")
		case "ins":
			sb.WriteString("{+" + s.Text + "+}")
		default:
			sb.WriteString(s.Text)
		}
	}
	return sb.String()
}

func TestWordDiff(t *testing.T) {
	for _, tc := range []struct {
		name, a, b     string
		wantA, wantB   string
		wantCommonWord int
	}{
		{"equal", "the ferry sank", "the ferry sank", "the ferry sank", "the ferry sank", 3},
		{"substitution", "at least 14 people died", "at least 16 people died", "at least [-14-] people died", "at least {+16+} people died", 4},
		{"phrase replaced", "the harbour office said", "the port authority office said", "the [-harbour-] office said", "the {+port authority+} office said", 3},
		{"insertion", "the ferry sank", "the old ferry sank", "the ferry sank", "the {+old+} ferry sank", 3},
		{"deletion at the end", "the ferry sank at night", "the ferry sank", "the ferry sank [-at night-]", "the ferry sank", 3},
		{"dateline", "A ferry sank.", "PORT ELLIS - A ferry sank.", "A ferry sank.", "{+PORT ELLIS -+} A ferry sank.", 3},
		{"spacing kept", "one  two\n\nthree", "one two\nthree", "one  two\n\nthree", "one two\nthree", 3},
		{"case is an edit", "The Ferry", "the ferry", "[-The Ferry-]", "{+the ferry+}", 0},
		{"empty left", "", "new text", "", "{+new text+}", 0},
		{"empty right", "old text", "", "[-old text-]", "", 0},
		{"unicode", "Quiñones scored “twice” — Gdańsk", "Quinones scored “twice” — Gdańsk", "[-Quiñones-] scored “twice” — Gdańsk", "{+Quinones+} scored “twice” — Gdańsk", 4},
		{"reordered", "a b c d", "c d a b", "[-a b-] c d", "c d {+a b+}", 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sa, sb, common := wordDiff(tc.a, tc.b)
			if got := render(sa); got != tc.wantA {
				t.Errorf("left %q, want %q", got, tc.wantA)
			}
			if got := render(sb); got != tc.wantB {
				t.Errorf("right %q, want %q", got, tc.wantB)
			}
			if common != tc.wantCommonWord {
				t.Errorf("%d common words, want %d", common, tc.wantCommonWord)
			}
		})
	}
}

// TestWordDiffProperties: on random edits, the segments give back each
// text, and the words kept on both sides are the same sequence, as long as
// an optimal common subsequence.
func TestWordDiffProperties(t *testing.T) {
	r := rand.New(rand.NewPCG(6, 6))
	vocab := strings.Fields("the ferry sank at night and fourteen people died in the strait officials said on tuesday")
	for n := 0; n < 300; n++ {
		var a []string
		for range r.IntN(30) {
			a = append(a, vocab[r.IntN(len(vocab))])
		}
		b := append([]string(nil), a...)
		for range r.IntN(6) {
			switch i := r.IntN(len(b) + 1); r.IntN(3) {
			case 0:
				b = append(b[:i], append([]string{vocab[r.IntN(len(vocab))]}, b[i:]...)...)
			case 1:
				if i < len(b) {
					b = append(b[:i], b[i+1:]...)
				}
			default:
				if i < len(b) {
					b[i] = vocab[r.IntN(len(vocab))]
				}
			}
		}
		ta, tb := strings.Join(a, " "), strings.Join(b, "  ")
		sa, sb, common := wordDiff(ta, tb)
		if join(sa) != ta || join(sb) != tb {
			t.Fatalf("segments do not give back the texts: %q / %q", ta, tb)
		}
		ka, kb := kept(sa), kept(sb)
		if strings.Join(ka, " ") != strings.Join(kb, " ") || len(ka) != common {
			t.Fatalf("kept words differ: %q vs %q (common %d)", ka, kb, common)
		}
		if want := lcsLen(a, b); common != want {
			t.Fatalf("%d common words, the longest common subsequence has %d: %q / %q", common, want, ta, tb)
		}
	}
}

func join(segs []diffSeg) string {
	var sb strings.Builder
	for _, s := range segs {
		sb.WriteString(s.Text)
	}
	return sb.String()
}

func kept(segs []diffSeg) []string {
	var out []string
	for _, s := range segs {
		if s.Op == "" {
			out = append(out, strings.Fields(s.Text)...)
		}
	}
	return out
}

func lcsLen(a, b []string) int {
	prev := make([]int, len(b)+1)
	for i := range a {
		cur := make([]int, len(b)+1)
		for j := range b {
			if a[i] == b[j] {
				cur[j+1] = prev[j] + 1
			} else {
				cur[j+1] = max(prev[j+1], cur[j])
			}
		}
		prev = cur
	}
	return prev[len(b)]
}

// TestWordDiffLarge: a middle too large for the table counts as changed,
// the common prefix and suffix still found.
func TestWordDiffLarge(t *testing.T) {
	a := "start " + strings.Repeat("x ", 1100) + "end"
	b := "start " + strings.Repeat("y ", 1100) + "end"
	sa, sb, common := wordDiff(a, b)
	if common != 2 || !strings.HasPrefix(render(sa), "start [-x") || !strings.HasSuffix(render(sb), "y+} end") {
		t.Errorf("common %d; left %.30q…; right …%q", common, render(sa), render(sb)[len(render(sb))-20:])
	}
}
