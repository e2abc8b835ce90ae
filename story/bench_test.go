package story_test

import (
	"fmt"
	"path/filepath"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/story"
)

var (
	reutersOnce sync.Once
	reuters     []story.Doc
)

// loadReuters reads data/reuters in publication order, once.
func loadReuters(b *testing.B) []story.Doc {
	reutersOnce.Do(func() {
		docs := readDocs(b, filepath.Join(sharedData, "reuters/docs.jsonl"))
		for _, i := range copydesk.PublicationOrder(docs) {
			d := docs[i]
			reuters = append(reuters, story.Doc{ID: d.ID, Title: d.Title, Text: d.Text, Source: d.Source, Published: d.Published})
		}
	})
	if reuters == nil {
		b.Skip("reuters not loaded")
	}
	return reuters
}

// benchStream adds b.N documents, cycling through docs with their dates
// shifted a year per round, and reports documents per second. With
// described set every story is described as it closes (OnClose, as
// stories --stream --format json and a desk's archive do).
func benchStream(b *testing.B, docs []story.Doc, described bool) {
	var opts story.Options
	closed := 0
	if described {
		opts.OnClose = func(s story.Story) { closed += len(s.Names) }
	}
	a, err := story.New(opts)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for n := 0; n < b.N; n++ {
		d := docs[n%len(docs)]
		if round := n / len(docs); round > 0 {
			d.ID += "#" + strconv.Itoa(round)
			if !d.Published.IsZero() {
				d.Published = d.Published.AddDate(round, 0, 0)
			}
		}
		a.Add(d)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "docs/s")
}

// BenchmarkAddReuters streams data/reuters (21,578 stories of 1987)
// through one Assigner: run with -benchtime=21578x for one pass.
func BenchmarkAddReuters(b *testing.B) {
	benchStream(b, loadReuters(b), false)
}

// BenchmarkAddReutersDescribed is BenchmarkAddReuters with every closing
// story described (its terms, names in full, headline).
func BenchmarkAddReutersDescribed(b *testing.B) {
	benchStream(b, loadReuters(b), true)
}

// BenchmarkAddSynthetic needs no data: 4,000 invented reports of 400 events.
func BenchmarkAddSynthetic(b *testing.B) {
	var docs []story.Doc
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for i := 0; i < 4000; i++ {
		ev := i % 400
		text := fmt.Sprintf(`Officials in Town%d said on Monday that %d people were affected by the event%d.
Mayor Person%d Surname%d told reporters the council would meet again.
Witnesses described scenes of confusion near Street%d as crews worked through the night.
The agency%d spokesman said further updates would follow, with %d teams on site.`,
			ev, ev*3+i%7, ev, ev, ev*7, ev%50, ev%30, i%9)
		docs = append(docs, story.Doc{ID: strconv.Itoa(i), Title: fmt.Sprintf("Event%d hits Town%d", ev, ev),
			Text: text, Published: t0.Add(time.Duration(i) * time.Minute)})
	}
	benchStream(b, docs, false)
}

// BenchmarkRefineReuters: the consolidation pass over data/reuters as the
// stream left it (no copy detection), on all cores.
func BenchmarkRefineReuters(b *testing.B) {
	docs := loadReuters(b)
	a, err := story.New(story.Options{})
	if err != nil {
		b.Fatal(err)
	}
	storyOf := make([]string, len(docs))
	for i, d := range docs {
		storyOf[i] = a.Add(d).Story
	}
	b.ReportAllocs()
	b.ResetTimer()
	for n := 0; n < b.N; n++ {
		if _, err := story.Refine(docs, storyOf, story.Options{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N*len(docs))/b.Elapsed().Seconds(), "docs/s")
}
