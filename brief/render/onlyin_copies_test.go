package render

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/copydesk/copydesk/brief"
	"github.com/copydesk/copydesk/dedup"
)

// The Markdown brief names the copy carrying a fact only in the original
// of an identical reprint: "(also in its copy [2])" (the brief of
// brief.TestOnlyInCountsACopyFamilyAsOneSource's identical reprint).
func TestMarkdownNamesTheCopyOfAnOnlyInFact(t *testing.T) {
	common := []string{
		"The river burst through the old flood wall at Port Ellis shortly after midnight on Tuesday, pouring into the lower town.",
		"Rescue crews in boats took 140 residents from the roofs of their homes in the Quayside district before dawn.",
		"Two elderly residents were found dead in a flooded cellar on Mill Lane, the coastguard said.",
		"The county council had been told in a survey three years ago that the wall needed urgent repairs.",
		"Schools across the district stayed closed and the railway line to Brackwater was suspended.",
		"Forecasters expect the river to fall slowly over the next three days as the rain eases.",
	}
	own := "Harbour master Tomas Reyes said 35 fishing boats had been torn from their moorings and 12 were sunk in the outer basin."
	edited := "Insurers Dunmore Mutual estimated the damage to the lower town at 48 million pounds, but the council said its own survey put the cost far lower."
	day := time.Date(2026, 3, 10, 9, 0, 0, 0, time.UTC)
	join := func(ps ...string) string { return strings.Join(ps, "\n\n") }
	original := join(append(slices.Clone(common), own, edited)...)
	independent := join(append([]string{"Port Ellis woke to water in its streets on Tuesday."}, common...)...)
	br := brief.Build(brief.Input{
		Docs: []brief.Doc{
			{ID: "wire", Source: "Wire A", Published: day, Text: original},
			{ID: "reprint", Source: "Paper B", Published: day.Add(2 * time.Hour), Text: original},
			{ID: "radio", Source: "Radio C", Published: day.Add(3 * time.Hour), Text: independent},
		},
		Relations: []dedup.Relation{{A: 1, B: 0, Kind: dedup.Identical}},
	}, brief.Options{Sentences: 3})
	var md strings.Builder
	if err := Markdown(&md, br); err != nil || !strings.Contains(md.String(), own+" (also in its copy [2])") {
		t.Errorf("the Markdown brief does not name the copy carrying %q (%v):\n%s", own, err, md.String())
	}
}
