package brief

import (
	"fmt"
	"testing"
	"time"
)

// twoShortReports builds the brief of two independent outlets' reports,
// two hours apart, that share no statement.
func twoShortReports(a, b string) *Brief {
	day := time.Date(2026, 3, 10, 9, 0, 0, 0, time.UTC)
	return Build(Input{Docs: []Doc{
		{ID: "a", Source: "Wire A", Text: a, Published: day},
		{ID: "b", Source: "Paper B", Text: b, Published: day.Add(2 * time.Hour)},
	}}, Options{})
}

// numberVariants lists br's number disagreements as "about: v1/v2/...".
func numberVariants(br *Brief) []string {
	var out []string
	for _, d := range br.Disagreements {
		if d.Kind != "number" {
			continue
		}
		s := d.About + ":"
		for i, v := range d.Variants {
			if i > 0 {
				s += "/"
			}
			s += v.Value
		}
		out = append(out, s)
	}
	return out
}

// TestCountBeforeAnotherEvent: a count after one event word and before a
// conjunction and another ("killed 28 people and wounded 40") counts the
// first event: the 28 are dead, not injured, and stand against another
// outlet's death toll, not its injured count. A count before its own
// event word ("28 people killed") keeps it. Invented sentences.
func TestCountBeforeAnotherEvent(t *testing.T) {
	const both = "A suicide bomber killed 28 people and wounded 40 at a market in Quetta on Friday, police said.\n\n" +
		"The attack was the deadliest in the city this year."
	for _, tc := range []struct {
		name, a, b string
		want       string
	}{
		{"a death toll against it", both,
			"At least 29 people died in a crowded market in Quetta on Friday.\n\nNo group has claimed responsibility.",
			"[people killed:28/29]"},
		{"an injured count against it", both,
			"At least 45 people were injured in a crowded market in Quetta on Friday.\n\nNo group has claimed responsibility.",
			"[people wounded:40/45]"},
		{"the same toll, another injured count", both,
			"A bomber killed 28 people and injured 45 in a crowded market in Quetta on Friday.\n\nNo group has claimed responsibility.",
			"[people wounded:40/45]"},
		{"counts before their own event words",
			"Twenty-eight people were killed and 40 wounded at a market in Quetta on Friday, police said.",
			"At least 29 people died and 40 were injured in a crowded market in Quetta on Friday.",
			"[people killed:28/29]"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := fmt.Sprint(numberVariants(twoShortReports(tc.a, tc.b))); got != tc.want {
				t.Errorf("got %s, want %s", got, tc.want)
			}
		})
	}
}

// TestShortReportsDisagree: two independent outlets' short reports of
// one event share no statement and often no weekday or place after "in":
// their death tolls of one frame disagree on a name both sentences give
// or the same head word. Long reports need the frame and more (a day, a
// place after "in", a qualifier): their background counts carry no
// marker. A count before another count's event word is not of that
// event ("carrying 543 people and that 345 had been rescued"). Invented
// sentences.
func TestShortReportsDisagree(t *testing.T) {
	const a = "A suicide bomber killed 28 people at a market in Quetta, police said.\n\n" +
		"The attack was the deadliest in the city this year."
	long := func(s string) string {
		return s + "\n\nThe city has seen a wave of bombings.\n\nSecurity forces sealed off the area.\n\n" +
			"Ambulances took the wounded to hospitals.\n\nShops were closed for the rest of the day."
	}
	for _, tc := range []struct {
		name, a, b string
		want       string
	}{
		{"a name both give", a,
			"Twenty-nine people died when a bomber blew himself up in a crowded Quetta market.\n\nNo group has claimed responsibility.",
			"[people killed:28/29]"},
		{"the same head word", "A suicide bomber killed 28 people at a crowded market, police said.",
			"At least 29 people died when a bomber blew himself up at a market.\n\nNo group has claimed responsibility.",
			"[people killed:28/29]"},
		{"other heads, no name", "A suicide bomber killed 28 people at a crowded market, police said.",
			"The blast at a market left 29 dead.",
			"[]"},
		{"a long report", long(a),
			"Twenty-nine people died when a bomber blew himself up in a crowded Quetta market.\n\nNo group has claimed responsibility.",
			"[]"},
		{"a count before another's event word",
			"About 200 people were rescued from a sinking ferry off Zeebrugge.",
			"The owners said the ferry was carrying 543 people and that 345 had been rescued.",
			"[]"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := fmt.Sprint(numberVariants(twoShortReports(tc.a, tc.b))); got != tc.want {
				t.Errorf("got %s, want %s", got, tc.want)
			}
		})
	}
}
