package brief

import (
	"strings"
	"testing"
	"time"
)

// Two outlets' leads telling one event in their own words, every figure
// of the second given by the first, are one key sentence, not two; the
// word overlap of the two is too small for the matcher to call it a
// repeat. A later sentence of one report repeating its lead's figures
// elaborates on it and stays; so does a sentence sharing figures with a
// key sentence by chance.
func TestKeySentenceGivingNoNewFigure(t *testing.T) {
	day := time.Date(2026, 4, 7, 21, 0, 0, 0, time.UTC)
	a := Doc{ID: "a", Source: "Tarnby Post", Published: day, Text: strings.Join([]string{
		"Tarnby city council voted 29–14 on Monday night to approve a £260 million upgrade of the Southgate bus depot, ending four years of argument over its future.",
		"The depot will gain 40 charging points for electric buses and a new workshop.",
		"Council leader Irma Castell said the vote secured hundreds of jobs in the south of the city.",
		"The vote was 29 to 14, with opposition members saying the £260 million bill was too high.",
		"Building work is due to start in the autumn.",
	}, " ")}
	b := Doc{ID: "b", Source: "Evening Ledger", Published: day.Add(time.Hour), Text: strings.Join([]string{
		"Plans to rebuild Southgate's ageing bus garage cleared their final hurdle late on Monday when councillors backed the £260 million scheme by 29 votes to 14.",
		"Residents near the garage have long complained about diesel fumes and noise at night.",
		"Bus drivers' union officials welcomed the decision but asked for talks on shift patterns.",
		"A legal challenge by a group of neighbours was thrown out in March.",
	}, " ")}
	br := Build(Input{Docs: []Doc{a, b}}, Options{Sentences: 5, OnlyInPerSource: -1})
	leads := 0
	for _, k := range keyTexts(br) {
		if strings.HasPrefix(k, "Tarnby city council voted") || strings.HasPrefix(k, "Plans to rebuild") {
			leads++
		}
	}
	if leads != 1 {
		t.Errorf("%d of the two leads among the key sentences, want 1:\n%s", leads, strings.Join(keyTexts(br), "\n"))
	}
	// the rule itself: b's lead gives no figure a's does not; a's later
	// sentence repeating its lead's figures is a's own elaboration
	bld := &builder{in: Input{Docs: []Doc{a, b}}, opts: Options{Sentences: 5, OnlyInPerSource: -1}}
	bld.split()
	bld.families()
	bld.align()
	bld.numberSources()
	bld.sim = newSimIndex(bld)
	if !bld.givesNoNewFigure(sref{1, 0}, sref{0, 0}) {
		t.Errorf("b's lead gives a figure a's lead does not")
	}
	if bld.givesNoNewFigure(sref{0, 3}, sref{0, 0}) {
		t.Errorf("a report's later sentence repeating its lead's figures taken for a repeat")
	}
	if bld.givesNoNewFigure(sref{0, 1}, sref{0, 0}) || bld.givesNoNewFigure(sref{1, 3}, sref{0, 0}) {
		t.Errorf("a sentence with figures of its own, or one, taken for a repeat")
	}
}
