package brief

import (
	"slices"
	"strings"
	"testing"
)

// A person's fall told in two units disagrees when neither value,
// converted, rounds to the other ("200 metres" / "200 feet"); one value
// in two units ("60 metres" / "200ft") agrees. Two people's falls, a
// fall of nobody named or aged, and money are no measures of one fall.
// Invented sentences.
func TestFallMeasures(t *testing.T) {
	for _, tc := range []struct {
		name, a, b string
		want       string // the disagreement's values, "" for none
	}{
		{"metres and feet",
			"On Friday, 36-year-old Ingrid Morten died after slipping and falling about 200 metres from a ridge near the glacier.",
			"Ingrid Morten was killed when she slipped and fell around 200ft down an icy gully, police said.",
			"200 metres|200ft"},
		{"one unit, two values",
			"On Friday, 36-year-old Ingrid Morten died after slipping and falling about 200 metres from a ridge near the glacier.",
			"Ingrid Morten was killed when she slipped and fell 150 meters down an icy gully, police said.",
			"200 metres|150 meters"},
		{"by age",
			"A 36-year-old woman died about 11am on Friday after she slipped and fell about 200m down a steep icy gully.",
			"On Friday, 36-year-old Ingrid Morten died after slipping and falling about 60 metres (200 feet) from a ridge.",
			"200m|60 metres"},
		{"a name spelt two ways",
			"On Friday, 36-year-old Ingrid Morten died after slipping and falling about 200 metres from a ridge near the glacier.",
			"Ingrid Mortensen was killed when she slipped and fell 2, 000ft down an icy gully, police said.",
			"200 metres|2, 000ft"},
		{"one value in two units",
			"On Friday, 36-year-old Ingrid Morten died after slipping and falling about 60 metres (200 feet) from a ridge.",
			"Ingrid Morten was killed when she slipped and fell around 200ft down an icy gully, police said.",
			""},
		{"thousands of feet and hundreds of metres",
			"On Saturday, 32-year-old Tomas Berg fell about 600 metres while climbing to a small hut on the mountain.",
			"Tomas Berg, 32, fell about 2,000 feet while climbing to a small hut on the mountain, police said.",
			""},
		{"two people",
			"On Friday, Ingrid Morten died after slipping and falling about 60 metres from a ridge near the glacier.",
			"On Saturday, 32-year-old Tomas Berg fell about 600 metres while climbing to a small hut on the mountain.",
			""},
		{"two ages",
			"A 36-year-old woman died about 11am on Friday after she slipped and fell about 200m down a steep icy gully.",
			"A 32-year-old man died on Saturday after he slipped and fell about 600 metres from the ridge.",
			""},
		{"nobody named",
			"The climber died about 11am on Friday after slipping and falling about 200m down a steep icy gully.",
			"The climber was killed when the party slipped and fell about 60 metres from a ridge, police said.",
			""},
		{"money",
			"Morten Holdings said its profit fell £600m last year as orders for its cranes dried up.",
			"Morten Holdings said profit fell 200m last year as orders for its cranes dried up.",
			""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			br := Build(Input{Docs: []Doc{
				{ID: "a", Source: "Paper A", Text: tc.a},
				{ID: "b", Source: "Paper B", Text: tc.b},
			}}, Options{})
			var got []string
			for _, d := range br.Disagreements {
				if !strings.HasPrefix(d.About, "fall") {
					continue
				}
				var vs []string
				for _, v := range d.Variants {
					vs = append(vs, v.Text)
				}
				slices.Sort(vs)
				got = append(got, strings.Join(vs, "|"))
			}
			want := []string{}
			if tc.want != "" {
				vs := strings.Split(tc.want, "|")
				slices.Sort(vs)
				want = []string{strings.Join(vs, "|")}
			}
			if strings.Join(got, ";") != strings.Join(want, ";") {
				t.Errorf("fall disagreements %q, want %q (all: %v)", got, want, br.Disagreements)
			}
		})
	}
}
