package story_test

import (
	"fmt"
	"time"

	"github.com/copydesk/copydesk/story"
)

func ExampleAssigner() {
	a, err := story.New(story.Options{Window: 7 * 24 * time.Hour})
	if err != nil {
		panic(err)
	}
	day := time.Date(2026, 3, 10, 0, 0, 0, 0, time.UTC)
	docs := []story.Doc{
		{ID: "a1", Title: "Ferry capsizes in Kestrel Strait", Published: day,
			Text: "The ferry Saltmarsh Queen capsized in the Kestrel Strait on Tuesday, killing 14 people, the coastguard said."},
		{ID: "b1", Title: "Central bank cuts rates", Published: day.Add(time.Hour),
			Text: "The Central Bank of Valdoria cut its main rate to 3.50 percent from 3.75 percent on Thursday."},
		{ID: "a2", Title: "Saltmarsh Queen death toll rises", Published: day.Add(26 * time.Hour),
			Text: "Divers found three more bodies in the wreck of the Saltmarsh Queen in the Kestrel Strait, raising the toll to 17, the coastguard said."},
	}
	for _, d := range docs {
		as := a.Add(d)
		fmt.Printf("%s -> story %s (new %v)\n", d.ID, as.Story, as.New)
	}
	for _, m := range a.Members("a1") {
		fmt.Println("member of a1:", m.ID)
	}
	// Output:
	// a1 -> story a1 (new true)
	// b1 -> story b1 (new true)
	// a2 -> story a1 (new false)
	// member of a1: a1
	// member of a1: a2
}
