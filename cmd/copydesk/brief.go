package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/brief"
	"github.com/copydesk/copydesk/brief/render"
	"github.com/copydesk/copydesk/internal/progress"
	"github.com/copydesk/copydesk/internal/termtext"
	"github.com/copydesk/copydesk/spool"
	"github.com/copydesk/copydesk/story"
)

func init() {
	register(&command{name: "brief", summary: "one brief per story: cited sentences, disagreements, only-in facts", run: runBrief})
}

const briefDescription = `
Runs the whole pipeline on the input: copies (as copydesk dedup), stories
(as copydesk stories), then one brief per story:

  - a headline and the key sentences (--sentences), chosen for support
    across independent sources (a copy family counts once), each citing
    every document that carries a version of it: [1][2][4];
  - where the sources disagree: numbers ("27" vs "28" dead, "four" vs
    "two"), names, ranks and titles, days, with the sources of each value;
  - what each source alone reports (--only-in facts per source, 0 for
    none), a copy family counting once: listed under the original, "also
    in its copy [3]";
  - quotations with their speakers;
  - the copy-family tree: which document copies which, and why that way.

INPUT is a JSONL file ({"id","text"} and optional title, source, url,
published; .gz and .zst read transparently), a directory of .txt/.md files,
a single .txt/.md file, or - for JSONL on stdin, as for copydesk dedup.

Output: Markdown on stdout (--format markdown, readable in a terminal),
json (a JSON array of one object per story: story, documents, headline,
sources, sentences with citations, disagreements, only_in, quotes,
copy_tree; every citation has byte offsets start/end and character
offsets char_start/char_end into the cited document's text), or html
(one self-contained page).

Stories print with the most independent reports first (copies counting
once), then the largest. --min-docs (default 2) leaves out stories
with fewer documents; --story ID prints one story only: the story of that
id, or the one holding the document of that id (a note on stderr says
which).

Examples:
  copydesk brief examples/news.jsonl
  copydesk brief --format html examples/news.jsonl > briefs.html
  copydesk brief --format json --story wire-ferry-01 examples/news.jsonl

Exit status: 0 on success, 1 on bad data or a failure (an unreadable
file, a full disk), 2 on bad usage (a flag or value, a path missing or of
the wrong kind), 130 interrupted (Ctrl-C, SIGTERM).`

func runBrief(ctx context.Context, e *env, args []string) error {
	fs := newFlagSet(e, "brief", "[flags] INPUT...", briefDescription)
	var in inputFlags
	in.titledEmpty = true
	in.register(fs)
	format := fs.String("format", "markdown", "output `FORMAT`: markdown (or md, or text as the other commands name their text view), json, jsonl (one brief a line) or html")
	sentences := fs.Int("sentences", 5, "`N` key sentences per brief")
	onlyIn := fs.Int("only-in", 5, "`N` facts listed per source under \"only in\" (0 = no \"only in\" section)")
	minDocs := fs.Int("min-docs", 2, "brief only stories of at least `N` documents")
	storyID := fs.String("story", "", "brief only the story with this `ID` (a story id is its first document's id), or the story holding the document of this id (said on stderr)")
	limit := fs.Int("limit", 0, "brief at most `N` stories, most independent reports first (0 = all)")
	window := story.DefaultWindow
	fs.Var(durationFlag{&window}, "window", "story window: close a story quiet for this `DURATION` (e.g. 30d, 2w; at least 1h)")
	refine := fs.Bool("refine", false, "reconsider the story grouping once the stream is over (as copydesk stories --refine)")
	cf := addCorpusFlags(fs.FlagSet, "`N` worker goroutines sketching for copy detection and writing the briefs, beside the serial stages (default and at most: all cores)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	*format = strings.ToLower(*format) // --format JSON was refused
	if err := checkOutputs(fs.Args(), in.output(), outputFile{"cpuprofile", cf.profiles.cpu}, outputFile{"memprofile", cf.profiles.heap}); err != nil {
		return err
	}
	if err := cf.check(); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return usageError("no INPUT given")
	}
	switch *format {
	case "md", "text":
		*format = "markdown"
	case "ndjson":
		*format = "jsonl"
	case "markdown", "json", "jsonl", "html":
	default:
		return usageError("--format %q: want markdown (or md, text), json, jsonl or html", *format)
	}
	switch {
	case *sentences < 1:
		return usageError("--sentences must be at least 1")
	case *onlyIn < 0:
		return usageError("--only-in must not be negative (0 turns the section off)")
	case *minDocs < 1:
		return usageError("--min-docs must be at least 1")
	case *limit < 0:
		return usageError("--limit must not be negative")
	}
	sopts := story.Options{Window: window}
	if _, err := story.New(sopts); err != nil {
		return usageError("%v", err)
	}
	if *storyID != "" {
		for _, f := range []struct{ name, why string }{{"min-docs", "whatever its size"}, {"limit", "alone"}} {
			if isSet(fs.FlagSet, f.name) {
				fmt.Fprintf(e.stderr, "copydesk brief: --%s has no effect with --story, which briefs its story %s\n", f.name, f.why)
			}
		}
		*minDocs = 1 // the story asked for is shown whatever its size
	}
	prof, err := startRun(fs.Args(), cf.profiles, e.stdout, e.stderr)
	if err != nil {
		return err
	}
	defer prof.Stop()

	store, err := spool.New(cf.tmp)
	if err != nil {
		return err
	}
	defer store.Close()
	bar := e.newBar("brief", cf.quiet)
	start := time.Now()
	in.verbose = cf.verbose
	var docs []copydesk.Document
	if _, err := in.read(ctx, e, fs.Args(), bar, func(d copydesk.Document) error {
		docs = append(docs, d)
		return nil
	}); err != nil {
		return err
	}
	// Only the briefs shown are written: --story's (the story of that id,
	// else the one holding that document: two at most), the first
	// --limit.
	var selectStory func(story.Story) bool
	briefLimit := *limit
	if *storyID != "" {
		briefLimit = 0
		selectStory = func(s story.Story) bool {
			return s.ID == *storyID || slices.ContainsFunc(s.Members, func(m story.Member) bool { return m.ID == *storyID })
		}
	}
	briefs, res, err := copydesk.Briefs(ctx, docs, copydesk.BriefOptions{
		Stories: copydesk.StoryOptions{
			Options: sopts,
			Refine:  *refine,
			Dedup: copydesk.DedupOptions{
				Workers: cf.workers,
				Store:   store,
				Logger:  e.loggerBeside(bar, cf.verbose),
			},
		},
		Brief:    brief.Options{Sentences: *sentences, OnlyInPerSource: onlyInOption(*onlyIn)},
		MinDocs:  *minDocs,
		Select:   selectStory,
		Limit:    briefLimit,
		Progress: stagedBar(bar),
	})
	bar.Clear()
	if err != nil {
		return err
	}
	prof.Heap()
	if *storyID != "" {
		one, ok := findStoryBrief(briefs, *storyID)
		if !ok {
			return fmt.Errorf("no story %q, nor a document of that id (story ids are the ids of their first documents; copydesk stories lists them)", *storyID)
		}
		if one.Story.ID != *storyID && !cf.quiet {
			fmt.Fprintf(e.stderr, "copydesk brief: document %q is in story %q; briefing that story\n", *storyID, one.Story.ID)
		}
		briefs = []copydesk.StoryBrief{one}
	}
	if *limit > 0 && len(briefs) > *limit {
		briefs = briefs[:*limit]
	}
	switch *format {
	case "json":
		err = writeBriefsJSON(e.stdout, briefs)
	case "jsonl":
		err = writeBriefsJSONL(e.stdout, briefs)
	case "html":
		err = writeBriefsHTML(e.stdout, briefs)
	default:
		err = writeBriefsMarkdown(e.stdout, briefs)
	}
	if err != nil {
		return err
	}
	if !cf.quiet {
		elapsed := time.Since(start)
		briefed := fmt.Sprintf("%d briefed (--min-docs %d)", len(briefs), *minDocs)
		if *storyID != "" {
			// --story shows its story whatever its size: the --min-docs
			// given does not apply, and the 1 it is set to is no setting
			// of the user's to report.
			briefed = "1 briefed (--story)"
		}
		fmt.Fprintf(e.stderr, "copydesk brief: %s in %s (%.0f docs/s); %s, %s\n",
			counted(len(docs), "document", "documents"), elapsed.Round(time.Millisecond), float64(len(docs))/math.Max(elapsed.Seconds(), 1e-9),
			counted(len(res.Stories), "story", "stories"), briefed)
	}
	return nil
}

// stagedBar shows the stages of copydesk.Briefs on bar, each under its
// name from its start and with its own clock: writing the briefs is most
// of a run (10 of Reuters' 15 s), and one bar standing full over it says
// nothing.
func stagedBar(bar *progress.Bar) func(stage string, done, total int) {
	var mu sync.Mutex // the stages' callers follow one another; the lock makes that plain
	current := ""
	return func(stage string, done, total int) {
		mu.Lock()
		defer mu.Unlock()
		if stage != current {
			current = stage
			bar.Stage(stage, int64(total), false)
		}
		bar.Set(int64(done), int64(total))
	}
}

// findStoryBrief returns the brief of the story of that id, else of the
// story holding the document of that id.
func findStoryBrief(briefs []copydesk.StoryBrief, id string) (copydesk.StoryBrief, bool) {
	for _, b := range briefs {
		if b.Story.ID == id {
			return b, true
		}
	}
	for _, b := range briefs {
		for _, d := range b.Docs {
			if d.ID == id {
				return b, true
			}
		}
	}
	return copydesk.StoryBrief{}, false
}

// onlyInOption maps --only-in to brief.Options.OnlyInPerSource, where 0 is
// the default and a negative value turns the section off.
func onlyInOption(n int) int {
	if n == 0 {
		return -1
	}
	return n
}

// commentSafe breaks every "--" of s, which could close an HTML comment:
// once is not enough ("---" became "- --").
func commentSafe(s string) string {
	for strings.Contains(s, "--") {
		s = strings.ReplaceAll(s, "--", "- -")
	}
	return s
}

func writeBriefsMarkdown(w io.Writer, briefs []copydesk.StoryBrief) error {
	bw := bufio.NewWriter(w)
	for i, b := range briefs {
		if i > 0 {
			fmt.Fprint(bw, "\n---\n\n")
		}
		// An id closing the comment ("-->") would write Markdown of its own.
		fmt.Fprintf(bw, "<!-- story %s: %s -->\n", commentSafe(strings.Map(termtext.Printable, b.Story.ID)), counted(len(b.Members), "document", "documents"))
		if err := render.Markdown(bw, b.Brief); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// jsonBrief is one story's brief as --format json writes it.
type jsonBrief struct {
	Story     string `json:"story"`
	Documents int    `json:"documents"`
	*brief.Brief
}

func writeBriefsJSON(w io.Writer, briefs []copydesk.StoryBrief) error {
	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	out := make([]jsonBrief, len(briefs))
	for i, b := range briefs {
		out[i] = jsonBrief{Story: b.Story.ID, Documents: len(b.Members), Brief: utcDates(b.Brief)}
	}
	enc.SetIndent("", "  ")
	if err := enc.Encode(out); err != nil {
		return err
	}
	return bw.Flush()
}

// writeBriefsJSONL writes each brief as --format json's array holds it,
// one a line (JSON Lines): a tool reading briefs of a large corpus takes
// them one at a time.
func writeBriefsJSONL(w io.Writer, briefs []copydesk.StoryBrief) error {
	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	for _, b := range briefs {
		if err := enc.Encode(jsonBrief{Story: b.Story.ID, Documents: len(b.Members), Brief: utcDates(b.Brief)}); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// utcDates is br with its sources' dates in UTC, to the second, as every
// other JSON output writes a date (formatTime): a time.Time would be
// written as read, with its zone offset and fraction of a second.
func utcDates(br *brief.Brief) *brief.Brief {
	c := *br
	c.Sources = slices.Clone(br.Sources)
	for i, s := range c.Sources {
		if !s.Published.IsZero() {
			c.Sources[i].Published = time.Unix(s.Published.Unix(), 0).UTC()
		}
	}
	return &c
}

func writeBriefsHTML(w io.Writer, briefs []copydesk.StoryBrief) error {
	page := render.Page{Title: "copydesk briefs"}
	for _, b := range briefs {
		page.Stories = append(page.Stories, render.PageStory{ID: b.Story.ID, Brief: b.Brief, Docs: b.Docs})
	}
	bw := bufio.NewWriter(w)
	if err := render.HTML(bw, page); err != nil {
		return err
	}
	return bw.Flush()
}
