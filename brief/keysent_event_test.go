package brief

import (
	"slices"
	"strings"
	"testing"
	"time"
)

// Independent reports tell the story's event in their own words, in their
// titles and leads, where a detail two outlets word alike gets the soft
// support of their sentences: the key sentences must state the event, in
// one of the leads, not the details alone.
func TestKeySentencesStateTheEvent(t *testing.T) {
	day := time.Date(2026, 2, 9, 8, 0, 0, 0, time.UTC)
	doc := func(id, outlet, title string, hours int, sents ...string) Doc {
		return Doc{ID: id, Source: outlet, Title: title, Published: day.Add(time.Duration(hours) * time.Hour),
			Text: strings.Join(sents, " ")}
	}
	cases := []struct {
		name  string
		docs  []Doc
		n     int      // key sentences
		leads []string // one of them must be a key sentence
	}{
		{
			name: "titles",
			docs: []Doc{
				doc("a", "Wire A", "Train derails near Halden, nine killed", 0,
					"A passenger train derailed near Halden on Monday, killing nine people and injuring 40, police said.",
					"The line between Halden and Sarpsby will stay closed until Friday while engineers repair the track.",
					"Rail operator Nordbane said it was checking every bridge on the route.",
					"Replacement buses will run between Halden and Sarpsby every hour from Wednesday.",
					"Two carriages were still lying on their side in a field on Tuesday morning."),
				doc("b", "Post B", "Nine dead as Halden express leaves the rails", 1,
					"Nine people died when an express came off the rails outside Halden on Monday evening.",
					"The line between Halden and Sarpsby will remain shut until Friday while engineers repair the track, Nordbane said.",
					"Passengers described being thrown across the carriage as the lights went out.",
					"From Wednesday replacement buses will run every hour between Halden and Sarpsby.",
					"The town's hospital called in extra staff overnight."),
				doc("c", "Times C", "Halden derailment: broken rail joint examined", 2,
					"Investigators are examining a broken rail joint after Monday's derailment near Halden killed nine people.",
					"The line between Halden and Sarpsby is to stay closed until Friday while engineers repair the track.",
					"The joint had been inspected in November, according to maintenance records.",
					"Replacement buses are to run every hour between Halden and Sarpsby from Wednesday.",
					"A memorial service will be held in Halden on Sunday."),
			},
			n:     2,
			leads: []string{"A passenger train derailed", "Nine people died", "Investigators are examining"},
		},
	}
	// Without titles the leads stand for them.
	untitled := cases[0]
	untitled.name = "leads"
	untitled.docs = slices.Clone(untitled.docs)
	for i := range untitled.docs {
		untitled.docs[i].Title = ""
	}
	cases = append(cases, untitled)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			br := Build(Input{Docs: tc.docs}, Options{Sentences: tc.n})
			for _, l := range tc.leads {
				if hasKey(br, l) {
					return
				}
			}
			t.Errorf("no lead among the key sentences:\n%s", strings.Join(keyTexts(br), "\n"))
		})
	}
}

// The event measures read one event word for another ("capsized" /
// "overturned") and a number word as its digits ("Sixteen" / "16"), and
// keep other words apart.
func TestEventTerms(t *testing.T) {
	b := &builder{in: Input{Docs: []Doc{{ID: "a", Text: "A ship capsized. A quake hit the town."}}}}
	b.split()
	b.families()
	b.sim = newSimIndex(b)
	term := func(w string) int32 {
		ts := b.sim.eventTerms(w, nil)
		if len(ts) != 1 {
			t.Fatalf("%q: %d terms", w, len(ts))
		}
		return ts[0].id
	}
	cases := []struct {
		x, y string
		same bool
	}{
		{"capsized", "overturned", true},
		{"earthquake", "tremor", true},
		{"sacked", "ousted", true},
		{"Sixteen", "16", true},
		{"killed", "died", true}, // align.Stem's synonyms
		{"capsized", "sank", false},
		{"14", "16", false},
	}
	for _, tc := range cases {
		if same := term(tc.x) == term(tc.y); same != tc.same {
			t.Errorf("%q and %q one term: %v, want %v", tc.x, tc.y, same, tc.same)
		}
	}
}
