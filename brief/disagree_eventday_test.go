package brief

import (
	"strings"
	"testing"
	"time"
)

// Two independent reports giving the same count of one event and each
// one day for it disagree about the day, though their sentences do not
// align; a day that is the report's, a deadline, an update's, another
// event's, or of another place or week is no day of the event.
func TestEventDayDisagreement(t *testing.T) {
	wire := "Lifeboats and two helicopters searched the water through the night, and the coastguard said the search for the missing would continue.\n\n" +
		"The Marren Sound crossing normally takes about an hour, and the ferry was built in 1998."
	paper := "The ferry's operator said it would cooperate fully with the inquiry and had suspended all sailings.\n\n" +
		"Relatives gathered at a reception centre in the town's sports hall, where volunteers handed out blankets."
	day := time.Date(2026, 3, 11, 6, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		name, a, b string
		apart      time.Duration // b published after a
		want       int           // day disagreements
		wantText   string        // a variant of the day disagreement
	}{
		{"two days of one event",
			"A passenger ferry capsized in heavy swell in the Marren Sound late on Tuesday, killing at least 14 people, coastguard officials said.",
			"Investigators are examining whether a faulty bow door let the sea into the vessel before she overturned late on Wednesday, killing at least 14 people.",
			24 * time.Hour, 1, "Wednesday"},
		{"two dates of one event",
			"A passenger ferry capsized in heavy swell in the Marren Sound on March 10, killing at least 14 people, coastguard officials said.",
			"Investigators are examining whether a faulty bow door let the sea into the vessel before she overturned on March 11, killing at least 14 people.",
			24 * time.Hour, 1, "March 11"},
		{"the count first",
			"Fourteen people died when the passenger ferry rolled onto her side in heavy swell and partly sank on Tuesday evening.",
			"At least 14 people were killed when the ferry overturned and sank off the harbour mouth on Wednesday night, the coastguard said.",
			2 * time.Hour, 1, "Tuesday"},
		{"one day",
			"A passenger ferry capsized in heavy swell in the Marren Sound late on Tuesday, killing at least 14 people, coastguard officials said.",
			"Investigators are examining whether a faulty bow door let the sea into the vessel before she overturned on Tuesday night, killing at least 14 people.",
			24 * time.Hour, 0, ""},
		{"the day of the report",
			"A passenger ferry capsized in heavy swell in the Marren Sound late on Tuesday, killing at least 14 people, coastguard officials said.",
			"At least 14 people were killed when the ferry overturned in heavy swell, coastguard officials said on Wednesday.",
			24 * time.Hour, 0, ""},
		{"a deadline",
			"A passenger ferry capsized in heavy swell in the Marren Sound late on Tuesday, killing at least 14 people, coastguard officials said.",
			"The ferry overturned in heavy swell, and by early on Wednesday at least 14 people had been killed, the operator said.",
			24 * time.Hour, 0, ""},
		{"an update",
			"A passenger ferry capsized in heavy swell in the Marren Sound late on Tuesday, killing at least 14 people, coastguard officials said.",
			"The death toll from the capsizing rose to at least 14 on Wednesday as divers reached the flooded car deck of the wreck.",
			24 * time.Hour, 0, ""},
		{"two counts",
			"A passenger ferry capsized in heavy swell in the Marren Sound late on Tuesday, killing at least 14 people, coastguard officials said.",
			"Investigators are examining whether a faulty bow door let the sea into the vessel before she overturned late on Wednesday, killing at least 16 people.",
			24 * time.Hour, 0, ""},
		{"another event's day",
			"A passenger ferry capsized in heavy swell in the Marren Sound late on Tuesday, killing at least 14 people, coastguard officials said.",
			"A second ferry ran aground in the Marren Sound on Wednesday, a day after the capsizing killed at least 14 people.",
			2 * time.Hour, 0, ""},
		{"two days in one sentence",
			"A passenger ferry capsized in heavy swell in the Marren Sound late on Tuesday, killing at least 14 people, coastguard officials said.",
			"The ferry capsized on Monday night, killing at least 14 people, and divers returned to the wreck on Wednesday.",
			24 * time.Hour, 0, ""},
		{"two places",
			"A passenger ferry capsized in heavy swell off Carrow late on Tuesday, killing at least 14 people, coastguard officials said.",
			"Investigators are examining whether a faulty bow door let the sea into a vessel that overturned off Dunmere late on Wednesday, killing at least 14 people.",
			24 * time.Hour, 0, ""},
		{"two weeks",
			"A passenger ferry capsized in heavy swell in the Marren Sound late on Tuesday, killing at least 14 people, coastguard officials said.",
			"Investigators are examining whether a faulty bow door let the sea into the vessel before she overturned late on Wednesday, killing at least 14 people.",
			10 * 24 * time.Hour, 0, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			br := Build(Input{Docs: []Doc{
				{ID: "a", Source: "Harbour Wire", Text: tc.a + "\n\n" + wire, Published: day},
				{ID: "b", Source: "The Observer", Text: tc.b + "\n\n" + paper, Published: day.Add(tc.apart)},
			}}, Options{})
			got, all := countKind(br, "day")
			if got != tc.want {
				t.Fatalf("%d day disagreements, want %d: %v", got, tc.want, all)
			}
			if tc.wantText == "" {
				return
			}
			for _, d := range br.Disagreements {
				if d.Kind != "day" {
					continue
				}
				var texts []string
				for _, v := range d.Variants {
					texts = append(texts, v.Text)
				}
				if !strings.Contains(strings.Join(texts, "|"), tc.wantText) || len(d.Variants) != 2 {
					t.Errorf("day disagreement %v, want two variants, one %q", texts, tc.wantText)
				}
				for _, v := range d.Variants {
					if len(v.Citations) != 1 {
						t.Errorf("variant %q cites %d sources, want 1", v.Text, len(v.Citations))
					}
				}
			}
		})
	}
}
