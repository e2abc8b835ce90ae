package brief

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/copydesk/copydesk/dedup"
)

// A copy family counts as one source under "only in": what the original
// and its identical, near-duplicate or excerpt copies alone carry is only
// in the original, listed once under it, citing the copies; a partial
// reuse is a source of its own, so what it took over is in two sources.
func TestOnlyInCountsACopyFamilyAsOneSource(t *testing.T) {
	f := newFloodStory()
	common, own, edited, day, original, independent := f.common, f.own, f.edited, f.day, f.original, f.independent
	reworded := "Insurer Dunmore Mutual put the damage to the lower town at about 48 million pounds on Wednesday."
	rewritten := "Insurers Dunmore Mutual estimated the damage to the lower town at 48 million pounds, and shopkeepers in Quayside fear many businesses will never reopen."
	reuse := "Volunteers from Brackwater Rugby Club filled 2,000 sandbags at the leisure centre overnight, organiser Carys Dunn said."
	join := func(ps ...string) string { return strings.Join(ps, "\n\n") }
	tests := []struct {
		name string
		copy string     // the text of document 1, after the original (0) and an independent report (2)
		kind dedup.Kind // the relation of document 1 to the original
		// the facts expected under the original, with the copy cited, and
		// those expected nowhere
		withCopy, nowhere []string
	}{
		{name: "identical reprint", copy: original, kind: dedup.Identical,
			withCopy: []string{own, edited}},
		{name: "near-duplicate with a sentence reworded", kind: dedup.NearDuplicate,
			copy:     join(append(slices.Clone(common), own, reworded)...),
			withCopy: []string{own}, nowhere: []string{reworded}},
		{name: "near-duplicate with a sentence rewritten", kind: dedup.NearDuplicate,
			copy:     join(append(slices.Clone(common), own, rewritten)...),
			withCopy: []string{own}, nowhere: []string{rewritten}},
		{name: "excerpt", kind: dedup.Excerpt,
			copy:     join(common[3], common[4], common[5], own),
			withCopy: []string{own}},
		{name: "partial reuse is a source of its own", kind: dedup.PartialReuse,
			copy:    join(reuse, common[0], own, "Ms Dunn said the club would stay open as a shelter until Friday night at least."),
			nowhere: []string{own}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a, b := 1, 0 // A is the shorter (dedup.Relation)
			if len(tc.copy) > len(original) {
				a, b = 0, 1
			}
			br := Build(Input{
				Docs: []Doc{
					{ID: "wire", Source: "Wire A", Published: day, Text: original},
					{ID: "reprint", Source: "Paper B", Published: day.Add(2 * time.Hour), Text: tc.copy},
					{ID: "radio", Source: "Radio C", Published: day.Add(3 * time.Hour), Text: independent},
				},
				Relations: []dedup.Relation{{A: a, B: b, Kind: tc.kind}},
			}, Options{Sentences: 3})
			var facts []Fact
			for _, oi := range br.OnlyIn {
				if oi.Doc == 0 {
					facts = oi.Facts
				}
			}
			for _, want := range tc.withCopy {
				i := slices.IndexFunc(facts, func(f Fact) bool { return f.Text == want })
				if i < 0 {
					t.Errorf("%q is not listed under the original: %v", want, onlyInTexts(br))
					continue
				}
				if c := facts[i].Copies; len(c) != 1 || c[0].Doc != 1 || tc.copy[c[0].Start:c[0].End] != want {
					t.Errorf("%q does not cite its copy: %+v", want, c)
				}
			}
			for _, no := range tc.nowhere {
				if listed(onlyInTexts(br), no) {
					t.Errorf("%q is listed as only in one source: %v", no, onlyInTexts(br))
				}
			}
			// The Markdown brief names the copy:
			// TestMarkdownNamesTheCopyOfAnOnlyInFact (FloodReprint).
			if tc.kind == dedup.PartialReuse && !listed(onlyInTexts(br), reuse) {
				t.Errorf("the partial reuse's own fact is not listed: %v", onlyInTexts(br))
			}
		})
	}
}

// floodStory is a wire report of a flood with two facts of its own after
// the facts every report gives (own, edited: not key sentences), and an
// independent report of the same facts.
type floodStory struct {
	common                []string
	own, edited           string
	original, independent string
	day                   time.Time
}

func newFloodStory() floodStory {
	f := floodStory{
		common: []string{
			"The river burst through the old flood wall at Port Ellis shortly after midnight on Tuesday, pouring into the lower town.",
			"Rescue crews in boats took 140 residents from the roofs of their homes in the Quayside district before dawn.",
			"Two elderly residents were found dead in a flooded cellar on Mill Lane, the coastguard said.",
			"The county council had been told in a survey three years ago that the wall needed urgent repairs.",
			"Schools across the district stayed closed and the railway line to Brackwater was suspended.",
			"Forecasters expect the river to fall slowly over the next three days as the rain eases.",
		},
		own:    "Harbour master Tomas Reyes said 35 fishing boats had been torn from their moorings and 12 were sunk in the outer basin.",
		edited: "Insurers Dunmore Mutual estimated the damage to the lower town at 48 million pounds, but the council said its own survey put the cost far lower.",
		day:    time.Date(2026, 3, 10, 9, 0, 0, 0, time.UTC),
	}
	f.original = strings.Join(append(slices.Clone(f.common), f.own, f.edited), "\n\n")
	f.independent = strings.Join(append([]string{"Port Ellis woke to water in its streets on Tuesday."}, f.common...), "\n\n")
	return f
}

// FloodReprint is the flood story's original, its identical reprint and
// the independent report, and the original's own fact, listed only in it
// and citing the reprint: for package brief_test's Markdown test, which
// renders with brief/render (a package brief's own tests cannot import).
func FloodReprint() (Input, string) {
	f := newFloodStory()
	return Input{
		Docs: []Doc{
			{ID: "wire", Source: "Wire A", Published: f.day, Text: f.original},
			{ID: "reprint", Source: "Paper B", Published: f.day.Add(2 * time.Hour), Text: f.original},
			{ID: "radio", Source: "Radio C", Published: f.day.Add(3 * time.Hour), Text: f.independent},
		},
		Relations: []dedup.Relation{{A: 1, B: 0, Kind: dedup.Identical}},
	}, f.own
}
