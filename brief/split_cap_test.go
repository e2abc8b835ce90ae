package brief

import (
	"strings"
	"testing"
)

// TestSplitCapsSentenceWords: a text without sentence punctuation is one
// "sentence" to align.Split; split cuts it into pieces of at most
// maxSentenceWords words at word boundaries, so that the brief reads the
// document's first maxDocWords words and no more, whatever its
// punctuation (a first sentence of 600,000 words went whole into the
// brief and its headline).
func TestSplitCapsSentenceWords(t *testing.T) {
	tests := []struct {
		name        string
		words       int
		wantWords   int
		wantPieces  int
		wantLastLen int // words of the last piece
	}{
		{"shorter than the bound", maxSentenceWords - 1, maxSentenceWords - 1, 1, maxSentenceWords - 1},
		{"the bound", maxSentenceWords, maxSentenceWords, 1, maxSentenceWords},
		{"one word past the bound", maxSentenceWords + 1, maxSentenceWords + 1, 2, 1},
		{"past the document's words", 3*maxDocWords + 7, maxDocWords, maxDocWords / maxSentenceWords, maxSentenceWords},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ws := make([]string, tt.words)
			for i := range ws {
				ws[i] = "word"
			}
			ws[0] = "A"
			text := strings.Join(ws, " ") + "\n\n"
			b := &builder{in: Input{Docs: []Doc{{ID: "a", Text: text}}}}
			b.split()
			ss := b.sents[0]
			words := 0
			for i, s := range ss {
				n := len(strings.Fields(s.text))
				words += n
				if n > maxSentenceWords {
					t.Errorf("piece %d has %d words, want at most %d", i, n, maxSentenceWords)
				}
				if s.text != strings.TrimSpace(s.text) || s.text != text[s.start:s.end] {
					t.Errorf("piece %d [%d:%d] is not cut at word boundaries: %.20q", i, s.start, s.end, s.text)
				}
				if i > 0 && s.start <= ss[i-1].end {
					t.Errorf("piece %d starts at %d, before piece %d ends (%d)", i, s.start, i-1, ss[i-1].end)
				}
			}
			if words != tt.wantWords || len(ss) != tt.wantPieces {
				t.Fatalf("%d words in %d pieces, want %d in %d", words, len(ss), tt.wantWords, tt.wantPieces)
			}
			if n := len(strings.Fields(ss[len(ss)-1].text)); n != tt.wantLastLen {
				t.Errorf("last piece has %d words, want %d", n, tt.wantLastLen)
			}
		})
	}
}
