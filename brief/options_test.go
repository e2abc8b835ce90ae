package brief

import (
	"math"
	"testing"
)

// Options out of the everyday range are no reason to panic: the candidates
// measured for key sentences were 12 × Sentences, which overflowed to a
// negative slice bound for --sentences 9223372036854775807.
func TestBuildExtremeOptions(t *testing.T) {
	text := "A ferry capsized in the strait on Tuesday, killing 14 people. The coastguard said 213 people were rescued from the water overnight."
	in := Input{Docs: []Doc{{ID: "a", Text: text}, {ID: "b", Text: text}}}
	for _, tc := range []struct {
		name string
		opts Options
	}{
		{"max sentences", Options{Sentences: math.MaxInt}},
		{"sentences overflowing 12×", Options{Sentences: math.MaxInt/12 + 1}},
		{"max only-in", Options{OnlyInPerSource: math.MaxInt}},
		{"min only-in", Options{OnlyInPerSource: math.MinInt}},
		{"min sentences", Options{Sentences: math.MinInt}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			br := Build(in, tc.opts)
			if len(br.Sentences) == 0 {
				t.Errorf("no key sentences")
			}
		})
	}
}
