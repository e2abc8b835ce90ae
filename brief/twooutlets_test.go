package brief

import (
	"fmt"
	"time"
)

// twoOutlets builds the brief of two reports, two hours apart, each its own
// lead sentence a or b above the paragraphs common to both (which align
// the two as one story).
func twoOutlets(a, b, common string) *Brief {
	day := time.Date(2026, 3, 10, 9, 0, 0, 0, time.UTC)
	return Build(Input{Docs: []Doc{
		{ID: "a", Source: "Wire A", Text: a + "\n\n" + common, Published: day},
		{ID: "b", Source: "Paper B", Text: b + "\n\n" + common, Published: day.Add(2 * time.Hour)},
	}}, Options{})
}

// countKind counts br's disagreements of kind, and describes them all for
// a failure message.
func countKind(br *Brief, kind string) (n int, all []string) {
	for _, d := range br.Disagreements {
		all = append(all, fmt.Sprintf("%s (%s) %v", d.Kind, d.About, d.Variants))
		if d.Kind == kind {
			n++
		}
	}
	return n, all
}
