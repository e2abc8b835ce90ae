// Command briefeval scores the brief's disagreement detection on a corpus
// written by cmd/plantgen: every story is deduplicated, briefed, and its
// disagreements are compared with the planted changes (package
// brief/planted). It prints precision and recall per kind, and with -v the
// false alarms and misses.
//
//	go run ./cmd/plantgen --in ../shared/data/bbc/docs.jsonl --in ../shared/data/reuters/docs.jsonl --out /tmp/planted
//	go run ./tools/briefeval /tmp/planted
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/brief"
	"github.com/copydesk/copydesk/brief/planted"
)

func main() {
	verbose := flag.Bool("v", false, "print false alarms and misses")
	limit := flag.Int("n", 0, "score only the first n stories (0 = all)")
	flag.Usage = func() {
		fmt.Fprint(flag.CommandLine.Output(), `Usage: briefeval [-v] [-n N] DIR

Scores the brief's disagreement detection on a corpus that cmd/plantgen
wrote to DIR: every story is deduplicated and briefed, and its
disagreements are compared with the planted changes. Prints precision
and recall per kind of change (number, name, rank, day).

Flags:
`)
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: briefeval [-v] [-n N] DIR (written by cmd/plantgen)")
		os.Exit(2)
	}
	dir := flag.Arg(0)
	stories, err := planted.LoadStories(filepath.Join(dir, "stories.jsonl"))
	check(err)
	changes, err := planted.LoadPlanted(filepath.Join(dir, "planted.jsonl"))
	check(err)
	if *limit > 0 && *limit < len(stories) {
		keep := map[string]bool{}
		for _, s := range stories[:*limit] {
			keep[s.Story] = true
		}
		stories = stories[:*limit]
		var cs []planted.Change
		for _, c := range changes {
			if keep[c.Story] {
				cs = append(cs, c)
			}
		}
		changes = cs
	}
	var detected []planted.Detected
	texts := map[string]string{}
	start := time.Now()
	for _, st := range stories {
		var docs []copydesk.Document
		var in brief.Input
		for _, d := range st.Docs {
			docs = append(docs, copydesk.Document{ID: d.ID, Title: d.Title, Text: d.Text, Source: d.Source, Published: d.Date()})
			in.Docs = append(in.Docs, brief.Doc{ID: d.ID, Title: d.Title, Text: d.Text, Source: d.Source, Published: d.Date()})
			texts[d.ID] = d.Text
		}
		res, err := copydesk.Dedup(context.Background(), docs, copydesk.DedupOptions{Workers: 1})
		check(err)
		in.Relations = res.Relations
		br := brief.Build(in, brief.Options{})
		for _, d := range br.Disagreements {
			det := planted.Detected{Story: st.Story, Kind: d.Kind}
			for _, v := range d.Variants {
				pv := planted.Variant{Value: v.Value, Spans: map[string][2]int{}}
				for _, c := range v.Citations {
					id := in.Docs[c.Doc].ID
					if _, ok := pv.Spans[id]; !ok {
						pv.Docs = append(pv.Docs, id)
						pv.Spans[id] = [2]int{c.Start, c.End}
					}
				}
				det.Variants = append(det.Variants, pv)
			}
			detected = append(detected, det)
		}
	}
	res := planted.Score(changes, detected)
	fmt.Printf("%d stories in %s\n%s", len(stories), time.Since(start).Round(time.Millisecond), res)
	if *verbose {
		show := func(label string, d planted.Detected) {
			fmt.Printf("%s %s %s:", label, d.Story, d.Kind)
			for _, v := range d.Variants {
				fmt.Printf(" [%s:", v.Value)
				for _, id := range v.Docs {
					sp := v.Spans[id]
					t := texts[id]
					lo, hi := max(0, sp[0]-40), min(len(t), sp[1]+40)
					fmt.Printf(" %s «%s»", id, strings.Join(strings.Fields(t[lo:hi]), " "))
				}
				fmt.Print("]")
			}
			fmt.Println()
		}
		for _, d := range res.FalseAlarms {
			show("FALSE", d)
		}
		for _, c := range res.Misses {
			fmt.Printf("MISS %s %s %q -> %q in %s\n", c.Story, c.Kind, c.Original, c.Changed, c.Doc)
		}
	}
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "briefeval:", err)
		os.Exit(1)
	}
}
