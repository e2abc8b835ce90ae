package main

import (
	"bufio"
	"bytes"
	"container/heap"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/internal/termtext"
	"github.com/copydesk/copydesk/spool"
	"github.com/copydesk/copydesk/story"
)

func init() {
	register(&command{name: "stories", summary: "group documents into stories (events), copies counted once", run: runStories})
}

const storiesDescription = `
Groups documents into stories: reports of one event. Every document, in
publication order (by published; an undated document keeps its place
after the document before it in the input), is first checked for copies
of the documents before it (identical, near-duplicate, excerpt; as
copydesk serve does), and a copy joins its original's story and counts
once, so a wire story republished fifty times weighs as one report. Any
other document joins the open story it is most similar to, or starts a
new one. A story quiet for longer than --window (on the clock of
publication times) is closed. --refine then reconsiders the finished
grouping with the statistics of the whole corpus: it merges stories,
splits off loose members and moves documents.

Similarity: cosine of TF-IDF vectors (stemmed words, title and lead
boosted; name-like words, numbers with their units and dates each in a
channel of their own), document frequencies learned from the stream.

Story ids are the id of the story's first document: the same on every run
over the same input, and not changed by documents added later (published
after the others): nothing an earlier document is given depends on what
comes after it. --refine gives that up: merging two stories renames one.

With --stream, documents are assigned as they are read, in input order
(which should be publication order), in memory bounded by the window:
no copy detection runs (an exact copy of a story's member, or a document
at least 0.8 similar to a story, joins it as a copy), assignments are
written as they are decided and, with --format json, stories as JSON
lines as they close. One date more than the window ahead does not move
the stream's clock until a second agrees (a wrong month would close
every open story). Documents dated more than the window behind the
clock (a backfill, feeds merged out of order) gather in stories of their
own, open for a window of the clock's time after their latest arrival.
On a live feed (- or a named pipe) each document is assigned as its line
arrives, and the outputs are flushed at least once a second.

INPUT is one or more JSON-lines files ({"id","text"} and optional title,
source, published; .gz and .zst read as such), directories of .txt/.md
files (one document each; other files there are not read), single
.txt/.md files, or - for JSON lines on standard input.

Output: --format text (a readable view of the stories with the most
independent reports, copies counting once, then the largest) or json
(one object: the counts, and in "list" every story: id, headline, size,
independent reports, first and last seen, top terms and names, members
with source, date and similarity; with --stream, one story a line).
--assignments FILE writes {"id","cluster"} per document, cluster being
the story id, for copydesk eval.

Examples:
  copydesk stories examples/news.jsonl
  copydesk stories --refine --assignments stories.jsonl --format json corpus.jsonl
  copydesk stories --stream --window 7d --assignments a.jsonl big.jsonl.zst

Exit status: 0 on success, 1 on bad data or a failure (an unreadable
file, a full disk), 2 on bad usage (a flag or value, a path missing or of
the wrong kind), 130 interrupted (Ctrl-C, SIGTERM).`

// durationFlag is a time.Duration flag that also takes days and weeks
// ("30d", "2w", "1d12h").
type durationFlag struct{ d *time.Duration }

func (f durationFlag) String() string { return spanFlag(f).String() }

func (f durationFlag) Set(s string) error {
	d, err := parseDays(s)
	if err != nil {
		return err
	}
	if d <= 0 {
		return fmt.Errorf("window must be positive")
	}
	if d < time.Hour {
		// A story window of minutes is never what is meant, and "30m"
		// reads as 30 months as easily as 30 minutes: refused, not taken
		// silently as minutes.
		return fmt.Errorf("window %s: want at least 1h (m is minutes, s seconds: write days as d, weeks as w, e.g. 30d)", strings.TrimSpace(s))
	}
	*f.d = d
	return nil
}

// spanFlag is a duration flag written as --window is (30d, 2w, 36h, 5m),
// for a span that may be zero or negative: its command says what it
// accepts. Go's own duration flag knew no days and said only "parse
// error".
type spanFlag struct{ d *time.Duration }

func (f spanFlag) String() string {
	if f.d == nil {
		return ""
	}
	return formatDays(*f.d)
}

func (f spanFlag) Set(s string) error {
	d, err := parseDays(s)
	if err != nil {
		return err
	}
	*f.d = d
	return nil
}

// parseDays parses a Go duration with optional leading day ("d") and week
// ("w") parts. One sign before the whole applies to all of it, as in
// time.ParseDuration ("-1d12h" is -36h): it reads back whatever
// formatDays writes ("-2d" for -48h). The flags refuse negative spans
// themselves, each saying what it takes.
func parseDays(s string) (time.Duration, error) {
	bad := fmt.Errorf("bad duration %q (want e.g. 30d, 2w, 36h)", s)
	tooLong := fmt.Errorf("duration %q too long (at most 106,751 days)", s)
	rest := strings.TrimSpace(s)
	sign := ""
	if rest != "" && strings.ContainsAny(rest[:1], "+-") {
		sign, rest = rest[:1], rest[1:]
		if rest == "" {
			return 0, bad
		}
	}
	// A sign after the first: "5d-3h" read as 4d21h, while "2w-3d" was
	// refused.
	signed := func(part string) bool { return part != "" && strings.ContainsAny(part[:1], "+-") }
	var total time.Duration // the weeks and days, not negative
	for _, unit := range []struct {
		suffix string
		d      time.Duration
	}{{"w", 7 * 24 * time.Hour}, {"d", 24 * time.Hour}} {
		if i := strings.Index(rest, unit.suffix); i > 0 {
			n, err := strconv.ParseFloat(rest[:i], 64)
			if err != nil || signed(rest) || !(n >= 0) || math.IsInf(n, 0) {
				return 0, bad
			}
			f := n * float64(unit.d)
			if f >= math.MaxInt64 {
				return 0, tooLong
			}
			part := time.Duration(f)
			if n == math.Trunc(n) {
				part = time.Duration(n) * unit.d // exact: a float sum rounds beyond 2^53 ns (104 days)
			}
			if total > math.MaxInt64-part {
				return 0, tooLong
			}
			total += part
			rest = rest[i+1:]
		}
	}
	if sign == "-" {
		total = -total
	}
	if rest != "" {
		if signed(rest) {
			return 0, bad
		}
		// With the sign, so that the least Duration (-2562047h47m16.854775808s)
		// parses: its magnitude is no Duration.
		d, err := time.ParseDuration(sign + rest)
		if err != nil {
			return 0, bad
		}
		if d > 0 && total > math.MaxInt64-d || d < 0 && total < math.MinInt64-d {
			return 0, tooLong
		}
		total += d
	}
	return total, nil
}

// formatDays writes d as parseDays reads it.
func formatDays(d time.Duration) string {
	const day = 24 * time.Hour
	if d%day == 0 {
		return fmt.Sprintf("%dd", d/day)
	}
	if d > 7*day {
		// Whole days first (106751d23h, not 2562047h); a day or a few
		// stay in hours, as they are usually written (36h).
		return fmt.Sprintf("%dd", d/day) + formatDays(d%day)
	}
	// As the flag is written: 36h, not 36h0m0s.
	s := d.String()
	if strings.HasSuffix(s, "m0s") {
		s = s[:len(s)-2]
	}
	if strings.HasSuffix(s, "h0m") {
		s = s[:len(s)-2]
	}
	return s
}

func runStories(ctx context.Context, e *env, args []string) error {
	fs := newFlagSet(e, "stories", "[flags] INPUT...", storiesDescription)
	var in inputFlags
	in.titledEmpty = true
	in.register(fs)
	window := story.DefaultWindow
	fs.Var(durationFlag{&window}, "window", "close a story quiet for this `DURATION` (e.g. 30d, 2w, 36h; at least 1h)")
	w := story.DefaultWeights()
	fs.Float64Var(&w.Threshold, "threshold", w.Threshold, "`SIMILARITY` a document needs to join a story of one document")
	fs.Float64Var(&w.ThresholdLarge, "threshold-large", w.ThresholdLarge, "`SIMILARITY` needed to join a large story (the bar rises with size towards it; when --threshold is set above it, the bar is flat)")
	fs.Float64Var(&w.MergeThreshold, "merge", w.MergeThreshold, "with --refine: merge stories whose average link (mean pairwise similarity of their members) is at least `SIMILARITY`")
	refine := fs.Bool("refine", false, "reconsider the grouping once the stream is over: merge, split, move")
	stream := fs.Bool("stream", false, "assign documents as read, in input order, in bounded memory (no copy detection: exact and near copies of an open story join it)")
	format := fs.String("format", "text", "output `FORMAT`: text (or table, as eval names it) or json")
	assignments := fs.String("assignments", "", "write {\"id\",\"cluster\"} for every document to `FILE`")
	storiesPath := fs.String("stories", "", "also write the stories as JSON to `FILE` (JSON lines with --stream)")
	limit := fs.Int("limit", 20, "`N` stories of two or more documents shown in text output (0 = all; single documents are counted)")
	members := fs.Int("members", story.DefaultMaxMembers, "with --stream: the latest `N` members an open story keeps and lists (the output says how many earlier ones it left out)")
	cf := addCorpusFlags(fs.FlagSet, "`N` worker goroutines sketching for copy detection, beside the serial stages (default and at most: all cores)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	*format = strings.ToLower(*format) // --format JSON was refused
	if err := checkOutputs(fs.Args(), outputFile{"assignments", *assignments}, outputFile{"stories", *storiesPath}, in.output(), outputFile{"cpuprofile", cf.profiles.cpu}, outputFile{"memprofile", cf.profiles.heap}); err != nil {
		return err
	}
	if err := cf.check(); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return usageError("no INPUT given")
	}
	switch *format {
	case "table":
		*format = "text" // eval's name for its text view
	case "text", "json":
	default:
		return usageError("--format %q: want text (or table) or json", *format)
	}
	if *limit < 0 {
		return usageError("--limit must not be negative")
	}
	if *format != "text" && isSet(fs.FlagSet, "limit") {
		fmt.Fprintf(e.stderr, "copydesk stories: --limit shapes the text view only; --format %s lists every story\n", *format)
	}
	// In the order of the help (a map's order changed the message from
	// run to run when two were wrong); worded as dedup's.
	for _, f := range []struct {
		name string
		v    float64
	}{{"--merge", w.MergeThreshold}, {"--threshold", w.Threshold}, {"--threshold-large", w.ThresholdLarge}} {
		if math.IsNaN(f.v) || f.v < 0 || f.v > 1 || f.name != "--threshold-large" && f.v == 0 {
			return usageError("%s %v: want a similarity in (0, 1]", f.name, f.v)
		}
	}
	// The default spelled out is the default: with --threshold above it
	// the bar is flat, given or not (it was refused only when given).
	if isSet(fs.FlagSet, "threshold-large") && w.ThresholdLarge < w.Threshold && w.ThresholdLarge != story.DefaultWeights().ThresholdLarge {
		return usageError("--threshold-large %v is below --threshold %v: the bar rises with a story's size", w.ThresholdLarge, w.Threshold)
	}
	if !*refine && isSet(fs.FlagSet, "merge") {
		return usageError("--merge applies to --refine only")
	}
	if *stream && *refine {
		return usageError("--refine needs the whole corpus: it cannot be combined with --stream")
	}
	for _, name := range []string{"tmp", "workers", "verbose"} {
		if *stream && isSet(fs.FlagSet, name) {
			return usageError("--%s does nothing with --stream (one goroutine, no text spool, no phases)", name)
		}
	}
	if !*stream && isSet(fs.FlagSet, "members") {
		return usageError("--members applies to --stream only (a batch lists every member)")
	}
	if *members < 1 {
		return usageError("--members %d: want at least 1", *members)
	}
	opts := story.Options{Window: window, Weights: &w, MaxMembers: *members}
	if _, err := story.New(opts); err != nil {
		return usageError("%v", err)
	}
	prof, err := startRun(fs.Args(), cf.profiles, e.stdout, e.stderr, outputFile{"assignments", *assignments}, outputFile{"stories", *storiesPath})
	if err != nil {
		return err
	}
	defer prof.Stop()
	if *stream {
		return runStoriesStream(ctx, e, fs.Args(), &in, opts, *format, *assignments, *storiesPath, *limit, cf.quiet, prof)
	}

	store, err := spool.New(cf.tmp)
	if err != nil {
		return err
	}
	defer store.Close()
	bar := e.newBar("stories", cf.quiet)
	start := time.Now()
	in.verbose = cf.verbose
	var docs []copydesk.Document
	inStats, err := in.read(ctx, e, fs.Args(), bar, func(d copydesk.Document) error {
		docs = append(docs, d)
		return nil
	})
	if err != nil {
		return err
	}
	bar.Stage("copies and stories", 0, false)
	res, err := copydesk.GroupStories(ctx, docs, copydesk.StoryOptions{
		Options: opts,
		Refine:  *refine,
		Dedup: copydesk.DedupOptions{
			Workers:  cf.workers,
			Store:    store,
			Logger:   e.loggerBeside(bar, cf.verbose),
			Progress: func(done, total int) { bar.Set(int64(done), int64(total)) },
		},
	})
	bar.Clear()
	if err != nil {
		return err
	}
	prof.Heap()
	elapsed := time.Since(start)
	if *assignments != "" {
		if err := writeFile(*assignments, func(f io.Writer) error { return writeStoryAssignments(f, docs, res.Story) }); err != nil {
			return err
		}
	}
	out := storiesJSON(docs, res, window, *refine)
	out.inputCounts = toInputCounts(inStats)
	if *storiesPath != "" {
		if err := writeFile(*storiesPath, func(f io.Writer) error { return writeIndentedJSON(f, out) }); err != nil {
			return err
		}
	}
	if *format == "json" {
		err = writeIndentedJSON(e.stdout, out)
	} else {
		err = writeStoriesText(e.stdout, out, *limit)
	}
	if err != nil {
		return err
	}
	if !cf.quiet {
		mb := float64(inStats.Bytes) / 1e6
		fmt.Fprintf(e.stderr, "copydesk stories: %s, %.1f MB in %s (%.0f docs/s); %s, %s (%d of two or more documents)\n",
			counted(len(docs), "document", "documents"), mb, elapsed.Round(time.Millisecond), float64(len(docs))/elapsed.Seconds(),
			counted(out.CopyClusters, "copy cluster", "copy clusters"), counted(out.Count, "story", "stories"), out.Multi)
	}
	return nil
}

// JSON output.

type jsonStoryMember struct {
	ID         string  `json:"id"`
	Title      string  `json:"title,omitempty"`
	Source     string  `json:"source,omitempty"`
	Published  string  `json:"published,omitempty"`
	Copy       bool    `json:"copy,omitempty"`
	Similarity float64 `json:"similarity"`
}

type jsonStory struct {
	ID          string            `json:"id"`
	Headline    string            `json:"headline"`
	Size        int               `json:"size"`
	Independent int               `json:"independent"`
	FirstSeen   string            `json:"first_seen,omitempty"`
	LastSeen    string            `json:"last_seen,omitempty"`
	Terms       []string          `json:"terms"`
	Names       []string          `json:"names"`
	Members     []jsonStoryMember `json:"members"`
	// MembersOmitted counts the earliest members --stream no longer kept
	// (Size - len(Members); --members).
	MembersOmitted int `json:"members_omitted,omitempty"`
}

type jsonStories struct {
	Documents    int    `json:"documents"`
	CopyClusters int    `json:"copy_clusters"`
	Count        int    `json:"stories"`
	Multi        int    `json:"stories_of_two_or_more"`
	Window       string `json:"window"`
	Refined      bool   `json:"refined"`
	inputCounts
	Stories []jsonStory `json:"list"`
}

func formatTime(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.UTC().Format(time.RFC3339)
}

func toJSONStory(s story.Story) jsonStory {
	js := jsonStory{ID: s.ID, Headline: s.Headline, Size: s.Size, Independent: s.Independent,
		FirstSeen: formatTime(s.First), LastSeen: formatTime(s.Last), Terms: s.Terms, Names: s.Names,
		Members: make([]jsonStoryMember, 0, len(s.Members))}
	if js.Terms == nil {
		js.Terms = []string{}
	}
	if js.Names == nil {
		js.Names = []string{}
	}
	for _, m := range s.Members {
		js.Members = append(js.Members, jsonStoryMember{ID: m.ID, Title: m.Title, Source: m.Source,
			Published: formatTime(m.Published), Copy: m.Copy, Similarity: math.Round(m.Similarity*1000) / 1000})
	}
	js.MembersOmitted = max(0, s.Size-len(s.Members))
	return js
}

func storiesJSON(docs []copydesk.Document, res *copydesk.StoriesResult, window time.Duration, refined bool) jsonStories {
	out := jsonStories{Documents: len(docs), Count: len(res.Stories), Window: formatDays(window), Refined: refined,
		Stories: make([]jsonStory, 0, len(res.Stories))}
	copies := map[string]bool{}
	for _, c := range res.Copy {
		copies[c] = true
	}
	out.CopyClusters = len(copies)
	for _, s := range res.Stories {
		if s.Size > 1 {
			out.Multi++
		}
		out.Stories = append(out.Stories, toJSONStory(s))
	}
	return out
}

func writeIndentedJSON(w io.Writer, v any) error {
	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return err
	}
	return bw.Flush()
}

// writeStoryAssignments writes {"id","cluster"} for every document, in input order.
func writeStoryAssignments(w io.Writer, docs []copydesk.Document, storyOf []string) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	enc := json.NewEncoder(bw)
	for i, d := range docs {
		if err := enc.Encode(assignment{d.ID, storyOf[i]}); err != nil {
			return err
		}
	}
	return bw.Flush()
}

type assignment struct {
	ID      string `json:"id"`
	Cluster string `json:"cluster"`
}

// writeStoriesText prints the largest stories, their headline, span, top
// names and terms, and members.
func writeStoriesText(w io.Writer, out jsonStories, limit int) error {
	bw := bufio.NewWriter(w)
	refined := ""
	if out.Refined {
		refined = ", refined"
	}
	fmt.Fprintf(bw, "%s (%s): %s, %d of two or more documents (window %s%s)\n",
		counted(out.Documents, "document", "documents"), counted(out.CopyClusters, "copy cluster", "copy clusters"),
		counted(out.Count, "story", "stories"), out.Multi, out.Window, refined)
	shown := 0
	for _, s := range out.Stories {
		if s.Size < 2 {
			continue
		}
		if limit > 0 && shown == limit {
			fmt.Fprintf(bw, "\n... %s of two or more documents (see --format json or --assignments)\n", counted(out.Multi-shown, "more story", "more stories"))
			break
		}
		shown++
		writeStoryText(bw, s)
	}
	if single := out.Count - out.Multi; single > 0 {
		fmt.Fprintf(bw, "\n%s (see --format json or --assignments)\n", counted(single, "single-document story", "single-document stories"))
	}
	return bw.Flush()
}

func writeStoryText(bw *bufio.Writer, s jsonStory) {
	head := s.Headline
	if head == "" {
		head = "(no title)"
	}
	fmt.Fprintf(bw, "\n%s  %s\n", clip(s.ID, 40), clip(head, 90))
	span := ""
	if s.FirstSeen != "" {
		span = "  " + s.FirstSeen[:10]
		if s.LastSeen[:10] != s.FirstSeen[:10] {
			span += " .. " + s.LastSeen[:10]
		}
	}
	copies := ""
	if n := s.Size - s.Independent; n > 0 {
		copies = ", " + counted(n, "copy", "copies")
	}
	fmt.Fprintf(bw, "  %s (%d independent%s)%s\n", counted(s.Size, "document", "documents"), s.Independent, copies, span)
	if len(s.Names) > 0 {
		fmt.Fprintf(bw, "  names: %s\n", strings.Map(termtext.Printable, strings.Join(s.Names, ", ")))
	}
	if len(s.Terms) > 0 {
		fmt.Fprintf(bw, "  terms: %s\n", strings.Map(termtext.Printable, strings.Join(s.Terms, ", ")))
	}
	if s.MembersOmitted > 0 {
		fmt.Fprintf(bw, "    (the latest %d of %d members: --members keeps more)\n", len(s.Members), s.Size)
	}
	shown := s.Members
	if len(shown) > textMembers {
		shown = shown[:textMembers]
	}
	for _, m := range shown {
		date := "          "
		if m.Published != "" {
			date = m.Published[:10]
		}
		mark := " "
		if m.Copy {
			mark = "="
		}
		// Padded by terminal columns, not bytes or runes: a source in
		// Japanese or with combining accents keeps the columns aligned.
		// No trailing spaces where the title or the source is missing.
		line := fmt.Sprintf("  %s %s  %s %s %s", mark, date, termtext.Pad(m.Source, 18), termtext.Pad(m.ID, 28), clip(m.Title, 60))
		fmt.Fprintf(bw, "%s\n", strings.TrimRight(line, " "))
	}
	if more := len(s.Members) - len(shown); more > 0 {
		fmt.Fprintf(bw, "    ... %s (--format json lists them)\n", counted(more, "more member", "more members"))
	}
}

// textMembers is how many members of a story the text view lists: a
// story of thousands of copies is a screen, not thousands of lines.
const textMembers = 30

// Streaming mode.

// storyHeap keeps the largest stories seen, smallest on top.
type storyHeap []jsonStory

func (h storyHeap) Len() int           { return len(h) }
func (h storyHeap) Less(i, j int) bool { return shownBefore(h[j], h[i]) } // the root is shown last

// shownBefore is the order of the text view, the batch view's
// (story.Summarize): more independent reports first (copies count once),
// then larger stories, then by id.
func shownBefore(a, b jsonStory) bool {
	if a.Independent != b.Independent {
		return a.Independent > b.Independent
	}
	if a.Size != b.Size {
		return a.Size > b.Size
	}
	return a.ID < b.ID
}
func (h storyHeap) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *storyHeap) Push(x any)   { *h = append(*h, x.(jsonStory)) }
func (h *storyHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

// lineFile is a --stream output file, which keeps where its last whole
// line ends: a failed write is cut back there.
type lineFile struct {
	f            *os.File
	path         string
	w            io.Writer
	end, lineEnd int64 // bytes written; after the last newline written
}

func (l *lineFile) Write(p []byte) (int, error) {
	n, err := l.w.Write(p)
	if i := bytes.LastIndexByte(p[:n], '\n'); i >= 0 {
		l.lineEnd = l.end + int64(i) + 1
	}
	l.end += int64(n)
	if err != nil {
		err = fmt.Errorf("writing %s: %w", l.path, err)
	}
	return n, err
}

// streamFlushEvery is how often --stream flushes its outputs.
var streamFlushEvery = time.Second

func runStoriesStream(ctx context.Context, e *env, paths []string, in *inputFlags, opts story.Options, format, assignPath, storiesPath string, limit int, quiet bool, prof *profiler) error {
	// The output files get what was decided even when the run fails part
	// way (bad input, an interrupt): the assignments of the documents
	// read so far, the stories closed so far, in whole lines. A write
	// that fails (a full disk) is cut back to the file's last whole line,
	// and named.
	var files []*lineFile
	var writers []*bufio.Writer
	finish := func() error {
		var errs []error
		for i, f := range files {
			errs = append(errs, writers[i].Flush()) // named by f.Write
			if st, err := f.f.Stat(); err == nil && st.Mode().IsRegular() && f.end != f.lineEnd {
				if err := f.f.Truncate(f.lineEnd); err != nil {
					errs = append(errs, fmt.Errorf("writing %s: %w", f.path, err))
				}
			}
			if err := f.f.Close(); err != nil {
				errs = append(errs, fmt.Errorf("writing %s: %w", f.path, err))
			}
		}
		files = nil
		return errors.Join(errs...)
	}
	defer finish()
	create := func(path string) (*bufio.Writer, error) {
		f, err := os.Create(path)
		if err != nil {
			return nil, err
		}
		lf := &lineFile{f: f, path: path, w: diskWriter(f)}
		w := bufio.NewWriterSize(lf, 1<<16)
		files, writers = append(files, lf), append(writers, w)
		return w, nil
	}
	var assignW *bufio.Writer
	var assignEnc *json.Encoder
	if assignPath != "" {
		var err error
		if assignW, err = create(assignPath); err != nil {
			return err
		}
		assignEnc = json.NewEncoder(assignW)
	}
	var storiesW *bufio.Writer
	if storiesPath != "" {
		var err error
		if storiesW, err = create(storiesPath); err != nil {
			return err
		}
	}
	stdout := bufio.NewWriterSize(e.stdout, 1<<16)
	defer stdout.Flush() // the stories closed so far, when the run fails
	var (
		count, multi int
		top          storyHeap
		writeErr     error
	)
	keep := limit
	if keep == 0 {
		keep = math.MaxInt
	}
	onClose := func(s story.Story) {
		count++
		if s.Size > 1 {
			multi++
		}
		js := toJSONStory(s)
		targets := []*bufio.Writer{storiesW}
		if format == "json" {
			targets = append(targets, stdout)
		}
		for _, w := range targets {
			if w == nil || writeErr != nil {
				continue
			}
			b, err := json.Marshal(js)
			if err == nil {
				_, err = w.Write(append(b, '\n'))
			}
			writeErr = err
		}
		if format == "text" && s.Size > 1 {
			if len(top) < keep {
				heap.Push(&top, js)
			} else if shownBefore(js, top[0]) {
				top[0] = js
				heap.Fix(&top, 0)
			}
		}
	}
	opts.OnClose = onClose
	if format == "text" && storiesW == nil {
		// The view shows only the largest stories: describe only those
		// that can still be among them (a tenth of the run's time).
		opts.DescribeClosed = func(size int) bool {
			// Its independent reports are at most its size; a tie may
			// still win on size or id.
			return size > 1 && (len(top) < keep || top[0].Independent <= size)
		}
	}
	a, err := story.New(opts)
	if err != nil {
		return usageError("%v", err)
	}
	bar := e.newBar("stories", quiet)
	// What is decided reaches the outputs within streamFlushEvery even
	// when the input pauses (a live feed on stdin), not only when 64 KB
	// have gathered or the run ends.
	var mu sync.Mutex
	var flusher sync.WaitGroup
	stopFlush := make(chan struct{})
	toFlush := append([]*bufio.Writer{stdout}, writers...)
	flusher.Go(func() {
		tick := time.NewTicker(streamFlushEvery)
		defer tick.Stop()
		for {
			select {
			case <-stopFlush:
				return
			case <-tick.C:
				mu.Lock()
				for _, w := range toFlush {
					if err := w.Flush(); err != nil && writeErr == nil {
						writeErr = err
					}
				}
				mu.Unlock()
			}
		}
	})
	stopFlusher := sync.OnceFunc(func() {
		close(stopFlush)
		flusher.Wait()
	})
	defer stopFlusher()
	start := time.Now()
	n := 0
	inStats, err := in.read(ctx, e, paths, bar, func(d copydesk.Document) error {
		mu.Lock()
		defer mu.Unlock()
		n++
		as := a.Add(story.Doc{ID: d.ID, Title: d.Title, Text: d.Text, Source: d.Source, Published: d.Published})
		if assignEnc != nil {
			if err := assignEnc.Encode(assignment{d.ID, as.Story}); err != nil {
				return err
			}
		}
		return writeErr
	})
	stopFlusher()
	if err != nil {
		return err
	}
	prof.Heap() // the open stories, before Close lets them go
	a.Close()
	elapsed := time.Since(start)
	if err := finish(); err != nil {
		return err
	}
	if writeErr != nil {
		return writeErr // standard output's
	}
	if format == "text" {
		fmt.Fprintf(stdout, "%s: %s, %d of two or more documents (window %s, streamed)\n",
			counted(n, "document", "documents"), counted(count, "story", "stories"), multi, formatDays(opts.Window))
		var largest []jsonStory
		for top.Len() > 0 {
			largest = append(largest, heap.Pop(&top).(jsonStory))
		}
		for i := len(largest) - 1; i >= 0; i-- {
			writeStoryText(stdout, largest[i])
		}
		if multi > len(largest) {
			fmt.Fprintf(stdout, "\n... %s of two or more documents (see --format json or --assignments)\n", counted(multi-len(largest), "more story", "more stories"))
		}
		if single := count - multi; single > 0 {
			fmt.Fprintf(stdout, "\n%s (see --format json or --assignments)\n", counted(single, "single-document story", "single-document stories"))
		}
	}
	if err := stdout.Flush(); err != nil {
		return err
	}
	if !quiet {
		mb := float64(inStats.Bytes) / 1e6
		fmt.Fprintf(e.stderr, "copydesk stories: %s, %.1f MB in %s (%.0f docs/s); %s (%d of two or more documents)\n",
			counted(n, "document", "documents"), mb, elapsed.Round(time.Millisecond), float64(n)/elapsed.Seconds(), counted(count, "story", "stories"), multi)
	}
	return nil
}
