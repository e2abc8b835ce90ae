package brief

import (
	"strings"
	"testing"
	"time"
)

// An "only in" fact is read out of its report: a sentence opening with a
// pronoun or connective ("She ...", "But ...") leaves the reader asking who
// or what, so a source's list takes the facts that stand alone first and
// such a sentence only when too few are left, whatever it weighs.
func TestOnlyInStandaloneFirst(t *testing.T) {
	common := strings.Join(newFloodStory().common[:4], "\n\n") // the flood, four paragraphs every report gives
	own := strings.Join([]string{
		// informative, named and numbered, but "She" is nobody alone
		"She told the council on Wednesday that the Environment Agency had refused 3.2 million pounds for the Quayside wall in 2019, 2021 and 2023.",
		"A shelter for displaced families opened at the Harbour School on Friday.",
	}, "\n\n")
	day := time.Date(2026, 3, 10, 9, 0, 0, 0, time.UTC)
	docs := []Doc{
		{ID: "a", Source: "Wire A", Published: day, Text: "Port Ellis mayor Henrietta Vale apologised to the families for the collapse of the flood wall on Wednesday.\n\n" + common},
		{ID: "b", Source: "Paper B", Published: day.Add(2 * time.Hour), Text: own + "\n\n" + common},
		{ID: "c", Source: "Radio C", Published: day.Add(3 * time.Hour), Text: "Schools across the district stayed closed and the railway line to Brackwater was suspended.\n\n" + common},
	}
	for _, tc := range []struct {
		n          int
		standalone bool // the shelter listed
		dependent  bool // "She told the council" listed
	}{
		{1, true, false},
		{2, true, true}, // too few stand alone: listed after them
	} {
		got := onlyInTexts(Build(Input{Docs: docs}, Options{OnlyInPerSource: tc.n}))
		if s := listed(got, "A shelter for displaced families"); s != tc.standalone {
			t.Errorf("OnlyInPerSource %d: shelter listed %v, want %v: %v", tc.n, s, tc.standalone, got)
		}
		if d := listed(got, "She told the council"); d != tc.dependent {
			t.Errorf("OnlyInPerSource %d: \"She told ...\" listed %v, want %v: %v", tc.n, d, tc.dependent, got)
		}
	}
	// the order of the list stays the text's
	got := onlyInTexts(Build(Input{Docs: docs}, Options{OnlyInPerSource: 2}))
	for _, fs := range got {
		if len(fs) == 2 && !strings.HasPrefix(fs[0], "She told") {
			t.Errorf("facts not in the text's order: %q", fs)
		}
	}
}

func TestStandaloneFirst(t *testing.T) {
	c := func(text string, v float64) onlyInCand { return onlyInCand{s: sentence{text: text}, value: v} }
	got := standaloneFirst([]onlyInCand{c("He said the plant would close.", 9), c("The plant employs 400.", 5),
		c("But the union objected.", 4), c("Output fell 12 pct in March.", 3)})
	var texts []string
	for _, x := range got {
		texts = append(texts, x.s.text)
	}
	want := []string{"The plant employs 400.", "Output fell 12 pct in March.", "He said the plant would close.", "But the union objected."}
	if strings.Join(texts, "|") != strings.Join(want, "|") {
		t.Errorf("standaloneFirst = %q, want %q", texts, want)
	}
}
