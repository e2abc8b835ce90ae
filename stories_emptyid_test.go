package copydesk_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/story"
)

// TestGroupStoriesEmptyID: a document with an empty id (taken by the
// library: its story is named story.NoID) is grouped as it would be under
// any other id, and so are its copies: its copy cluster, named by its
// id, must not reach the story assigner as "", which says "unknown", or
// its copies count as independent reports of the story (3 of 3 here
// instead of 2).
func TestGroupStoriesEmptyID(t *testing.T) {
	t0 := time.Date(2026, 3, 10, 9, 0, 0, 0, time.UTC)
	tram := "The city council voted 31 to 17 on Tuesday to approve the Northline tram extension, " +
		"ending a two-year dispute over the route through the old market district. " +
		"The mayor said construction would begin in the spring and take four years. " +
		"Opponents had argued that the line would force dozens of market traders out of business. " +
		"The council's transport committee will publish a detailed timetable next month."
	ferry := "The ferry Saltmarsh Queen capsized in the Kestrel Strait on Wednesday night, " +
		"and the coastguard said fourteen passengers had died and two crew members were missing. " +
		"A fishing trawler from Port Ellis pulled thirty-one people from the water before dawn. " +
		"Greyholm Ferries said it was cooperating with the Marine Accident Board's inquiry."
	docs := func(first string) []copydesk.Document {
		return []copydesk.Document{
			{ID: first, Source: "wire", Text: tram, Published: t0},
			// A document whose id is the empty id's story name.
			{ID: story.NoID, Source: "wire", Text: ferry, Published: t0.Add(30 * time.Minute)},
			{ID: "b", Source: "gazette", Text: "BRACKENFORD - " + tram + "\n\nSign up for our morning newsletter.", Published: t0.Add(time.Hour)},
			{ID: "c", Source: "times", Text: "The mayor of Brackenford welcomed the council's vote on the Northline tram extension on Tuesday, saying the route through the old market district was settled.", Published: t0.Add(2 * time.Hour)},
			{ID: "d", Source: "gazette", Text: "PORT ELLIS - " + ferry + "\n\nSign up for our morning newsletter.", Published: t0.Add(3 * time.Hour)},
		}
	}
	for _, refine := range []bool{false, true} {
		opts := copydesk.StoryOptions{Refine: refine}
		named, err := copydesk.GroupStories(context.Background(), docs("x"), opts)
		if err != nil {
			t.Fatal(err)
		}
		empty, err := copydesk.GroupStories(context.Background(), docs(""), opts)
		if err != nil {
			t.Fatal(err)
		}
		// The same grouping, the names aside.
		part := func(ids []string) []int {
			first := map[string]int{}
			var p []int
			for i, id := range ids {
				if _, ok := first[id]; !ok {
					first[id] = i
				}
				p = append(p, first[id])
			}
			return p
		}
		if !slices.Equal(part(named.Story), part(empty.Story)) || !slices.Equal(part(named.Copy), part(empty.Copy)) {
			t.Errorf("refine %v: stories %q and copies %q under the id x, %q and %q under the empty id", refine, named.Story, named.Copy, empty.Story, empty.Copy)
		}
		if len(named.Stories) != len(empty.Stories) {
			t.Fatalf("refine %v: %d stories under the id x, %d under the empty id", refine, len(named.Stories), len(empty.Stories))
		}
		for i := range named.Stories {
			n, e := named.Stories[i], empty.Stories[i]
			if n.Size != e.Size || n.Independent != e.Independent {
				t.Errorf("refine %v: story %q of %d documents, %d independent, under the id x; %q of %d, %d independent, under the empty id",
					refine, n.ID, n.Size, n.Independent, e.ID, e.Size, e.Independent)
			}
		}
	}
}
