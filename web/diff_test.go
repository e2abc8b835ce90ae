package web

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"time"
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

// TestWordDiffLarge: a middle too large for the table with no word once
// on each side counts as changed, the common prefix and suffix still found.
func TestWordDiffLarge(t *testing.T) {
	a := "start " + strings.Repeat("x ", 1100) + "end"
	b := "start " + strings.Repeat("y ", 1100) + "end"
	sa, sb, common := wordDiff(a, b)
	if common != 2 || !strings.HasPrefix(render(sa), "start [-x") || !strings.HasSuffix(render(sb), "y+} end") {
		t.Errorf("common %d; left %.30q…; right …%q", common, render(sa), render(sb)[len(render(sb))-20:])
	}
}

// TestWordDiffFarEdits: two one-word edits thousands of words apart (a
// long article lightly edited, shown as one block) mark those two words,
// not everything between them: the middle is too large for the table, and
// is cut at the words found once on each side.
func TestWordDiffFarEdits(t *testing.T) {
	words := make([]string, 2500)
	for i := range words {
		words[i] = "word" + strconv.Itoa(i%700) // repeated words too, as in prose
		if i%7 == 0 {
			words[i] = "unique" + strconv.Itoa(i)
		}
	}
	edited := append([]string(nil), words...)
	edited[101], edited[2401] = "EDITED", "CHANGED"
	a, b := strings.Join(words, " "), strings.Join(edited, " ")
	sa, sb, common := wordDiff(a, b)
	if common != 2498 {
		t.Errorf("%d common words, want 2498", common)
	}
	if got := strings.Count(render(sa), "[-"); got != 2 {
		t.Errorf("%d deletions on the left, want 2", got)
	}
	if !strings.Contains(render(sb), "{+EDITED+}") || !strings.Contains(render(sb), "{+CHANGED+}") {
		t.Errorf("right side does not mark the edits")
	}
	if join(sa) != a || join(sb) != b {
		t.Fatal("segments do not give back the texts")
	}
	if ka, kb := kept(sa), kept(sb); strings.Join(ka, " ") != strings.Join(kb, " ") {
		t.Fatal("the words kept differ between the sides")
	}
}

// TestIncreasingChain against the longest increasing subsequence by brute force.
func TestIncreasingChain(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 9))
	for range 300 {
		n := r.IntN(9)
		pairs := make([][2]int, n)
		for i := range pairs {
			pairs[i] = [2]int{i, r.IntN(6)}
		}
		got := increasingChain(pairs)
		best := 0
		for mask := 0; mask < 1<<n; mask++ {
			last, k, ok := -1, 0, true
			for i := range n {
				if mask&(1<<i) != 0 {
					if pairs[i][1] <= last {
						ok = false
						break
					}
					last, k = pairs[i][1], k+1
				}
			}
			if ok {
				best = max(best, k)
			}
		}
		if len(got) != best {
			t.Fatalf("chain of %d, longest is %d: %v", len(got), best, pairs)
		}
		for i := 1; i < len(got); i++ {
			if got[i][0] <= got[i-1][0] || got[i][1] <= got[i-1][1] {
				t.Fatalf("not increasing: %v", got)
			}
		}
	}
}

// TestWordDiffAnchorBudget: texts where each cut finds one anchor near the
// start (a_i = "k{i+1} k{i}", b_i = "f{i} k{i}") cost a bounded number of
// reads of each word, not a pass over the rest per anchor, and the words
// kept are still a common subsequence.
func TestWordDiffAnchorBudget(t *testing.T) {
	var a, b []string
	for i := range 16000 {
		a = append(a, "k"+strconv.Itoa(i+1), "k"+strconv.Itoa(i))
		b = append(b, "f"+strconv.Itoa(i), "k"+strconv.Itoa(i))
	}
	a, b = append(a, "enda"), append(b, "endb")
	ta, tb := strings.Join(a, " "), strings.Join(b, " ")
	start := time.Now()
	sa, sb, _ := wordDiff(ta, tb)
	if took := time.Since(start); took > 3*time.Second {
		t.Errorf("took %v", took)
	}
	if ka, kb := kept(sa), kept(sb); strings.Join(ka, " ") != strings.Join(kb, " ") {
		t.Fatal("the words kept differ between the sides")
	}
	if join(sa) != ta || join(sb) != tb {
		t.Fatal("segments do not give back the texts")
	}
}
