package headline

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"
)

// BenchmarkOf: the headline of stories of 2 to 200 titled reports (titles
// of 5-11 words drawn from a story's 30 and a shared 200), and of 10
// untitled ones (a lead each). Of runs once per story read in the desk and
// once per story written by stories and brief.
func BenchmarkOf(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	common := make([]string, 200)
	for i := range common {
		common[i] = fmt.Sprintf("word%d", i)
	}
	own := make([]string, 30)
	for i := range own {
		own[i] = fmt.Sprintf("Event%d", i)
	}
	day := time.Date(2026, 3, 2, 0, 0, 0, 0, time.UTC)
	story := func(n int) []doc {
		docs := make([]doc, n)
		for i := range docs {
			words := make([]string, 5+r.IntN(7))
			for k := range words {
				if r.IntN(2) == 0 {
					words[k] = own[r.IntN(len(own))]
				} else {
					words[k] = common[r.IntN(len(common))]
				}
			}
			docs[i] = doc{title: strings.Join(words, " "), at: day.Add(time.Duration(r.IntN(72)) * time.Hour)}
		}
		return docs
	}
	run := func(name string, docs []doc) {
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Of(len(docs), func(i int) (string, time.Time) { return docs[i].title, docs[i].at },
					func(i int) string { return Lead(docs[i].text) })
			}
		})
	}
	for _, n := range []int{2, 10, 50, 200} {
		run(fmt.Sprintf("titles=%d", n), story(n))
	}
	untitled := story(10)
	for i := range untitled {
		untitled[i].text, untitled[i].title = untitled[i].title+". The rest of the report follows in a second sentence.", ""
	}
	run("untitled=10", untitled)
}
