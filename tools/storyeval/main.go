// Command storyeval runs story grouping on the labelled sets and prints
// pairwise F1, B-cubed F1 and ARI, with and without the consolidation pass.
//
//	go run ./tools/storyeval                       # all sets, default weights
//	go run ./tools/storyeval -strip                # dates and sources removed
//	go run ./tools/storyeval -sweep threshold=0.1:0.4:0.02 -sets ecbplus
//	go run ./tools/storyeval -grid 12 -set large=0.35   # B-cubed F1 over 12 input orders, dated and stripped
//	go run ./tools/storyeval -trace -sets ecbplus       # each streamed join into another event's story
//
// One input order is one draw: on ECB+ the B-cubed F1 of the stream moves
// by about ±0.02 between orders, more than most single changes of weight
// move it. Compare settings with -grid (means over orders), not with one run.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/eval"
	"github.com/copydesk/copydesk/input"
	"github.com/copydesk/copydesk/story"
)

type set struct {
	name, docs, labels string
}

func main() {
	data := flag.String("data", "../shared/data", "shared data `dir` (the evaluation data beside the repository)")
	root := flag.String("root", ".", "repository root (for examples/)")
	seeds := flag.String("seeds", "../shared/seeds", "seed reports `dir`")
	sets := flag.String("sets", "ecbplus,ecbplus-topic,meantime,examples,seeds", "sets to score")
	strip := flag.Bool("strip", false, "remove published and source from every document")
	stripSources := flag.Bool("strip-sources", false, "remove the source of every document")
	stripDates := flag.Bool("strip-dates", false, "remove the publication date of every document")
	shuffle := flag.Int64("shuffle", 0, "shuffle the input order with this seed (0: keep)")
	window := flag.Duration("window", 0, "story window (0: default)")
	nodedup := flag.Bool("nodedup", false, "skip copy detection")
	sweep := flag.String("sweep", "", "`name=from:to:step` sweep of one weight")
	set2 := flag.String("set", "", "comma list of `name=value` weight overrides")
	verbose := flag.Bool("v", false, "print the assignment errors")
	merges := flag.Bool("merges", false, "with -grid: list the gold clusters merged into one story (two or more documents of each) and in how many orders")
	grid := flag.Int("grid", 0, "score B-cubed F1 over `N` input orders (the file's and N-1 shuffles), dated and stripped, and print the means")
	metric := flag.String("metric", "f1", "with -grid: B-cubed `f1`, p (precision) or r (recall)")
	trace := flag.Bool("trace", false, "print each streamed join into a story of another gold event")
	flag.Usage = func() {
		fmt.Fprint(flag.CommandLine.Output(), `Usage: storyeval [flags]

Runs story grouping on the labelled sets (ECB+ events and topics,
MEANTIME, the example corpus, the seeds) and prints pairwise F1, B-cubed
F1 and ARI, streamed and with --refine. One input order is one draw:
compare settings over many orders with -grid.

Flags:
`)
		flag.PrintDefaults()
	}
	flag.Parse()

	w := story.DefaultWeights()
	if *set2 != "" {
		for _, kv := range strings.Split(*set2, ",") {
			k, v, _ := strings.Cut(kv, "=")
			if err := setWeight(&w, k, v); err != nil {
				fail(err)
			}
		}
	}
	all := map[string]set{
		"ecbplus":       {"ecbplus", filepath.Join(*data, "ecbplus/docs.jsonl"), filepath.Join(*data, "ecbplus/labels.jsonl")},
		"ecbplus-topic": {"ecbplus-topic", filepath.Join(*data, "ecbplus/docs.jsonl"), filepath.Join(*data, "ecbplus/labels-topic.jsonl")},
		"meantime":      {"meantime", filepath.Join(*data, "meantime/docs.jsonl"), filepath.Join(*data, "meantime/labels.jsonl")},
		"examples":      {"examples", filepath.Join(*root, "examples/news.jsonl"), filepath.Join(*root, "examples/labels-stories.jsonl")},
		"seeds":         {"seeds", *seeds, ""},
	}
	type point struct {
		name string
		w    story.Weights
	}
	points := []point{{"default", w}}
	if *sweep != "" {
		k, rng, _ := strings.Cut(*sweep, "=")
		parts := strings.Split(rng, ":")
		if len(parts) != 3 {
			fail(fmt.Errorf("bad -sweep %q", *sweep))
		}
		from, _ := strconv.ParseFloat(parts[0], 64)
		to, _ := strconv.ParseFloat(parts[1], 64)
		step, _ := strconv.ParseFloat(parts[2], 64)
		points = nil
		for v := from; v <= to+step/2; v += step {
			ww := w
			if err := setWeight(&ww, k, strconv.FormatFloat(v, 'f', -1, 64)); err != nil {
				fail(err)
			}
			points = append(points, point{fmt.Sprintf("%s=%.3g", k, v), ww})
		}
	}
	if *grid > 0 {
		for _, p := range points {
			ww := p.w
			runGrid(p.name, all, strings.Split(*sets, ","), *grid, *metric, *merges, copydesk.StoryOptions{Options: story.Options{Weights: &ww, Window: *window}, NoDedup: *nodedup, Refine: true})
		}
		return
	}
	fmt.Printf("%-22s %-14s %5s %5s | %-22s | %-22s\n", "setting", "set", "docs", "pred", "stream pw/b3/ari", "refine pw/b3/ari")
	ctx := context.Background()
	cache := map[string][]copydesk.Document{}
	for _, p := range points {
		for _, name := range strings.Split(*sets, ",") {
			s, ok := all[name]
			if !ok {
				fail(fmt.Errorf("unknown set %q", name))
			}
			docs, ok := cache[s.docs]
			if !ok {
				var err error
				docs, err = load(ctx, s.docs, *strip, *shuffle)
				for i := range docs {
					if *stripSources {
						docs[i].Source = ""
					}
					if *stripDates {
						docs[i].Published = time.Time{}
					}
				}
				if err != nil {
					fmt.Fprintf(os.Stderr, "skip %s: %v\n", name, err)
					continue
				}
				cache[s.docs] = docs
			}
			ww := p.w
			opts := copydesk.StoryOptions{Options: story.Options{Weights: &ww, Window: *window}, NoDedup: *nodedup, Refine: true}
			start := time.Now()
			res, err := copydesk.GroupStories(ctx, docs, opts)
			if err != nil {
				fail(err)
			}
			el := time.Since(start)
			var gold map[string]string
			if s.labels != "" {
				f, err := os.Open(s.labels)
				if err != nil {
					fail(err)
				}
				gold, err = eval.ReadLabels(f, s.labels)
				f.Close()
				if err != nil {
					fail(err)
				}
			} else {
				gold = map[string]string{}
				for _, d := range docs {
					gold[d.ID] = "one"
				}
			}
			score := func(assign []string) (eval.Scores, int) {
				pred := map[string]string{}
				distinct := map[string]bool{}
				for i, d := range docs {
					pred[d.ID] = assign[i]
					distinct[assign[i]] = true
				}
				sc, err := eval.Score(gold, pred)
				if err != nil {
					fail(err)
				}
				return sc, len(distinct)
			}
			s1, n1 := score(res.Streamed)
			s2, n2 := score(res.Story)
			fmt.Printf("%-22s %-14s %5d %5d | %.3f %.3f %.3f    | %.3f %.3f %.3f  (%d stories) %s\n", p.name, name, len(docs), n1,
				s1.Pairwise.F1, s1.BCubed.F1, s1.ARI, s2.Pairwise.F1, s2.BCubed.F1, s2.ARI, n2, el.Round(time.Millisecond))
			if *trace {
				traceStream(docs, gold, res, opts)
			}
			if *verbose {
				fmt.Printf("    stream b3 P=%.3f R=%.3f  refine b3 P=%.3f R=%.3f\n", s1.BCubed.Precision, s1.BCubed.Recall, s2.BCubed.Precision, s2.BCubed.Recall)
				report(docs, gold, res.Streamed)
				fmt.Println("  -- after refine")
				report(docs, gold, res.Story)
			}
		}
	}
}

// runGrid scores every set over n input orders (the file's, then
// shuffles with seeds 1..n-1), with and without dates and sources, and
// prints B-cubed F1 (stream / refine) for the file order and the mean over
// the orders: differences smaller than the spread over orders are noise.
func runGrid(name string, all map[string]set, sets []string, n int, metric string, merges bool, opts copydesk.StoryOptions) {
	pick := func(sc eval.Scores) float64 {
		switch metric {
		case "p":
			return sc.BCubed.Precision
		case "r":
			return sc.BCubed.Recall
		}
		return sc.BCubed.F1
	}
	ctx := context.Background()
	fmt.Printf("%-22s %-14s | %-13s %-13s | %-13s %-13s\n", name, "B3 "+strings.ToUpper(metric)+" s/r", "dated", "dated mean", "stripped", "stripped mean")
	for _, sn := range sets {
		s, ok := all[sn]
		if !ok {
			fail(fmt.Errorf("unknown set %q", sn))
		}
		gold := readGold(s)
		var cell [4][2]float64
		var merged [2][2]map[string]int // [stripped][refined]: merge -> orders
		for v, strip := range []bool{false, true} {
			for seed := 0; seed < n; seed++ {
				docs, err := load(ctx, s.docs, strip, int64(seed))
				if err != nil {
					fmt.Fprintf(os.Stderr, "skip %s: %v\n", sn, err)
					break
				}
				if gold == nil {
					gold = map[string]string{}
					for _, d := range docs {
						gold[d.ID] = "one"
					}
				}
				res, err := copydesk.GroupStories(ctx, docs, opts)
				if err != nil {
					fail(err)
				}
				for k, assign := range [][]string{res.Streamed, res.Story} {
					pred := map[string]string{}
					for i, d := range docs {
						pred[d.ID] = assign[i]
					}
					sc, err := eval.Score(gold, pred)
					if err != nil {
						fail(err)
					}
					if seed == 0 {
						cell[2*v][k] = pick(sc)
					}
					cell[2*v+1][k] += pick(sc) / float64(n)
					if merged[v][k] == nil {
						merged[v][k] = map[string]int{}
					}
					for _, m := range mergedClusters(gold, pred) {
						merged[v][k][m]++
					}
				}
			}
		}
		fmt.Printf("%-22s %-14s |", "", sn)
		for c := range cell {
			fmt.Printf(" %.3f/%.3f  ", cell[c][0], cell[c][1])
			if c == 1 {
				fmt.Print("|")
			}
		}
		fmt.Println()
		if merges {
			for v, what := range []string{"dated", "stripped"} {
				for k, mode := range []string{"stream", "refine"} {
					fmt.Printf("    merged, %s, %s (of %d orders):", what, mode, n)
					for _, m := range sortedCounts(merged[v][k]) {
						fmt.Printf(" %s %d", m, merged[v][k][m])
					}
					fmt.Println()
				}
			}
		}
	}
}

// mergedClusters lists, once each, the sets of gold clusters (joined by
// "+") found with two or more documents each in one predicted story.
func mergedClusters(gold, pred map[string]string) []string {
	byPred := map[string]map[string]int{}
	for id, p := range pred {
		if byPred[p] == nil {
			byPred[p] = map[string]int{}
		}
		byPred[p][gold[id]]++
	}
	seen := map[string]bool{}
	var out []string
	for _, m := range byPred {
		var gs []string
		for g, c := range m {
			if c >= 2 {
				gs = append(gs, g)
			}
		}
		if len(gs) < 2 {
			continue
		}
		sort.Strings(gs)
		k := strings.Join(gs, "+")
		if !seen[k] {
			seen[k] = true
			out = append(out, k)
		}
	}
	return out
}

// sortedCounts returns the keys of m, most counted first.
func sortedCounts(m map[string]int) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if m[keys[i]] != m[keys[j]] {
			return m[keys[i]] > m[keys[j]]
		}
		return keys[i] < keys[j]
	})
	return keys
}

func readGold(s set) map[string]string {
	if s.labels == "" {
		return nil
	}
	f, err := os.Open(s.labels)
	if err != nil {
		fail(err)
	}
	defer f.Close()
	gold, err := eval.ReadLabels(f, s.labels)
	if err != nil {
		fail(err)
	}
	return gold
}

// traceStream replays the stream (same order and copy clusters) and prints
// every document that joins a story whose first member belongs to another
// gold cluster, with its similarity and the story's size.
func traceStream(docs []copydesk.Document, gold map[string]string, res *copydesk.StoriesResult, opts copydesk.StoryOptions) {
	a, err := story.New(opts.Options)
	if err != nil {
		fail(err)
	}
	first := map[string]string{}
	for _, i := range res.Order {
		d := docs[i]
		cc := ""
		if !opts.NoDedup {
			cc = res.Copy[i]
		}
		as := a.Add(story.Doc{ID: d.ID, Title: d.Title, Text: d.Text, Source: d.Source, Published: d.Published, CopyCluster: cc})
		if as.New {
			first[as.Story] = gold[d.ID]
			continue
		}
		if g := first[as.Story]; g != gold[d.ID] {
			n := 0
			for _, m := range a.Members(as.Story) {
				if gold[m.ID] == g {
					n++
				}
			}
			fmt.Printf("  join %-5s -> story of %-5s (%2d of it there, size %2d) sim=%.3f copy=%v %.60q\n", gold[d.ID], g, n, len(a.Members(as.Story)), as.Similarity, as.Copy, d.Title)
		}
	}
}

// report prints each predicted story's gold make-up when it is impure, and
// each gold cluster split over several stories.
func report(docs []copydesk.Document, gold map[string]string, assign []string) {
	byPred := map[string]map[string]int{}
	byGold := map[string]map[string]int{}
	for i, d := range docs {
		g := gold[d.ID]
		if byPred[assign[i]] == nil {
			byPred[assign[i]] = map[string]int{}
		}
		byPred[assign[i]][g]++
		if byGold[g] == nil {
			byGold[g] = map[string]int{}
		}
		byGold[g][assign[i]]++
	}
	var lines []string
	for p, m := range byPred {
		if len(m) > 1 {
			lines = append(lines, fmt.Sprintf("  impure %s: %v", p, m))
		}
	}
	for g, m := range byGold {
		if len(m) > 1 {
			lines = append(lines, fmt.Sprintf("  split  %s: %v", g, m))
		}
	}
	sort.Strings(lines)
	for _, l := range lines {
		fmt.Println(l)
	}
}

func load(ctx context.Context, path string, strip bool, shuffle int64) ([]copydesk.Document, error) {
	if _, err := os.Stat(path); err != nil {
		return nil, err
	}
	var docs []copydesk.Document
	_, err := input.Read(ctx, []string{path}, nil, input.Options{}, func(d copydesk.Document) error {
		if strip {
			d.Published = time.Time{}
			d.Source = ""
			d.URL = ""
		}
		docs = append(docs, d)
		return nil
	})
	if shuffle != 0 {
		r := uint64(shuffle)
		for i := len(docs) - 1; i > 0; i-- {
			r ^= r << 13
			r ^= r >> 7
			r ^= r << 17
			j := int(r % uint64(i+1))
			docs[i], docs[j] = docs[j], docs[i]
		}
	}
	return docs, err
}

func setWeight(w *story.Weights, k, v string) error {
	f, err := strconv.ParseFloat(v, 64)
	if err != nil {
		return fmt.Errorf("weight %s: %v", k, err)
	}
	switch strings.ToLower(k) {
	case "title":
		w.Title = f
	case "lead":
		w.Lead = f
	case "leadwords":
		w.LeadWords = int(f)
	case "name":
		w.Name = f
	case "namepair":
		w.NamePair = f
	case "number":
		w.Number = f
	case "threshold":
		w.Threshold = f
	case "conflict":
		w.NameConflict = f
	case "nearcopy":
		w.NearCopy = f
	case "presence":
		w.NamePresence = f
	case "nameshare":
		w.NameShare = f
	case "topnames":
		w.TopNames = int(f)
	case "dates":
		w.Dates = f
	case "large":
		w.ThresholdLarge = f
	case "floor":
		w.ChannelFloor = f
	case "timepenalty":
		w.TimePenalty = f
	case "timescale": // days
		w.TimeScale = time.Duration(f * 24 * float64(time.Hour))
	case "centroidterms":
		w.CentroidTerms = int(f)
	case "query":
		w.Query = int(f)
	case "merge":
		w.MergeThreshold = f
	case "split":
		w.SplitThreshold = f
	case "year":
		w.YearConflict = f
	default:
		return fmt.Errorf("unknown weight %q", k)
	}
	return nil
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "storyeval:", err)
	os.Exit(1)
}
