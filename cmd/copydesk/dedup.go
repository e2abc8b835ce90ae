package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/dedup"
	"github.com/copydesk/copydesk/internal/progress"
	"github.com/copydesk/copydesk/internal/termtext"
	"github.com/copydesk/copydesk/spool"
)

func init() {
	register(&command{name: "dedup", summary: "find identical, near-duplicate, excerpted and partly reused copies", run: runDedup})
}

const dedupDescription = `
Finds every copy in a corpus and groups copies into clusters:
  identical       the same normalised text
  near-duplicate  Jaccard of word shingles >= --threshold
  excerpt         the shorter document lies inside the longer: containment
                  >= --excerpt, and shared passages cover >= --partial of it
  partial-reuse   shared passages of >= --min-passage words cover
                  >= --partial of the shorter document
Boilerplate creates no link on its own: lines and passages found in more than
--max-df unrelated documents (copy clusters), or repeated across a share of one
outlet's articles (its template: footers, headers), are masked; partial reuse
must rest on more than lines repeated across unrelated documents (spam).
Every candidate pair is verified on the two texts before it is reported.

INPUT is a JSONL file ({"id","text"} and optional title, source, url,
published; .gz and .zst read transparently), a directory of .txt/.md files,
a single .txt/.md file, or - for JSONL on stdin.

Examples:
  copydesk dedup examples/news.jsonl
  copydesk dedup --group all --assignments clusters.jsonl --pairs pairs.jsonl corpus.jsonl.zst
  copydesk dedup --relations identical,near-duplicate --format json big.jsonl.gz

Exit status: 0 on success, 1 on bad data or a failure (an unreadable
file, a full disk), 2 on bad usage (a flag or value, a path missing or of
the wrong kind), 130 interrupted (Ctrl-C, SIGTERM).`

func runDedup(ctx context.Context, e *env, args []string) error {
	fs := newFlagSet(e, "dedup", "[flags] INPUT...", dedupDescription)
	var in inputFlags
	in.register(fs)
	var opts dedup.Options
	fs.Float64Var(&opts.NearDuplicate, "threshold", dedup.DefaultNearDuplicate, "Jaccard `SIMILARITY` of near-duplicates")
	fs.Float64Var(&opts.Excerpt, "excerpt", dedup.DefaultExcerpt, "`CONTAINMENT` of the shorter document in the longer for an excerpt")
	fs.IntVar(&opts.MinPassage, "min-passage", dedup.DefaultMinPassage, "shortest shared passage, in `WORDS` (at least --shingle)")
	fs.Float64Var(&opts.PartialReuse, "partial", dedup.DefaultPartialReuse, "`FRACTION` of the shorter document that shared passages must cover for partial reuse")
	fs.IntVar(&opts.MaxDF, "max-df", dedup.DefaultMaxDF, "lines and passages in more than `N` unrelated documents are boilerplate (at least 2)")
	fs.IntVar(&opts.ShingleSize, "shingle", dedup.DefaultShingleSize, "`WORDS` per shingle (1 to 32)")
	fs.IntVar(&opts.NumHashes, "hashes", dedup.DefaultNumHashes, "MinHash signature `LENGTH` (8 to 1024)")
	relations := fs.String("relations", "all", "relations to detect: `KINDS` as a comma list or all (fewer is faster)")
	group := fs.String("group", "identical,near-duplicate,excerpt", "relations that join a cluster: `KINDS` as a comma list or all")
	format := fs.String("format", "text", "output `FORMAT`: text (or table, as eval names it), json or jsonl")
	assignments := fs.String("assignments", "", "write {\"id\",\"cluster\"} for every document to `FILE`")
	pairsPath := fs.String("pairs", "", "write every related pair with its scores and passages to `FILE` (JSONL)")
	limit := fs.Int("limit", 20, "`N` rows per table in text output (0 = all)")
	cf := addCorpusFlags(fs.FlagSet, "`N` worker goroutines (default and at most: all cores)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	*format = strings.ToLower(*format) // --format JSON was refused
	if err := checkOutputs(fs.Args(), outputFile{"assignments", *assignments}, outputFile{"pairs", *pairsPath}, in.output(), outputFile{"cpuprofile", cf.profiles.cpu}, outputFile{"memprofile", cf.profiles.heap}); err != nil {
		return err
	}
	if err := cf.check(); err != nil {
		return err
	}
	if *limit < 0 {
		return usageError("--limit must not be negative")
	}
	if *format == "table" {
		*format = "text" // eval's name for its text view
	}
	if *format != "text" && isSet(fs.FlagSet, "limit") {
		// Accepted, as a script may pass it whatever the format; said, or
		// the full listing reads as --limit not working.
		what := "relation" // and every cluster
		if *format == "jsonl" {
			what = "cluster"
		}
		fmt.Fprintf(e.stderr, "copydesk dedup: --limit shapes the text view only; --format %s lists every %s\n", *format, what)
	}
	var err error
	if fs.NArg() == 0 {
		return usageError("no INPUT given")
	}
	if opts.Kinds, err = dedup.ParseKindSet(*relations); err != nil {
		return usageError("--relations: %v", err)
	}
	groupKinds, err := dedup.ParseKindSet(*group)
	if err != nil {
		return usageError("--group: %v", err)
	}
	// A grouping relation that is not detected can join nothing: named on
	// purpose it is a mistake; by the default or "all", it is dropped.
	detected := opts.Kinds.With(dedup.Identical)
	if missing := groupKinds &^ detected; missing != 0 && isSet(fs.FlagSet, "group") && strings.TrimSpace(*group) != "all" {
		return usageError("--group %s: --relations %s leaves out %s, so no cluster could be joined by it", *group, *relations, missing)
	}
	groupKinds &= detected
	// Each value is refused by its flag's name, in Validate's order:
	// Validate words its errors for the library ("near-duplicate
	// threshold 1.5", "max-df 0"), which named no flag of this command.
	switch {
	case opts.ShingleSize < 1 || opts.ShingleSize > 32:
		return usageError("--shingle %d: want 1..32 words", opts.ShingleSize)
	case opts.NumHashes < 8 || opts.NumHashes > 1024:
		return usageError("--hashes %d: want 8..1024", opts.NumHashes)
	}
	for _, f := range []struct {
		name, what string
		v          float64
	}{{"threshold", "similarity", opts.NearDuplicate}, {"excerpt", "containment", opts.Excerpt}, {"partial", "fraction", opts.PartialReuse}} {
		if !(f.v > 0 && f.v <= 1) { // written so that NaN fails too
			return usageError("--%s %v: want a %s in (0, 1]", f.name, f.v, f.what)
		}
	}
	switch {
	case opts.MinPassage < opts.ShingleSize:
		return usageError("--min-passage %d: want at least --shingle (%d) words", opts.MinPassage, opts.ShingleSize)
	case opts.MaxDF < 2:
		return usageError("--max-df %d: want at least 2", opts.MaxDF)
	}
	// The flags carry the real defaults, so a zero here was typed by the
	// user and must be refused, not silently turned into a default: validate
	// the values as given, with defaults only for what has no flag.
	given := opts
	given.SourceRepeat, given.SourceShare = dedup.DefaultSourceRepeat, dedup.DefaultSourceShare
	if err := given.Validate(); err != nil {
		return usageError("%v", err)
	}
	// Without a listing of every pair, pairs already in one cluster need no
	// second look: clusters and assignments come out the same.
	listAll := *pairsPath != "" || *format == "json"
	if !listAll {
		opts.SkipConnected = groupKinds
	}
	switch *format {
	case "text", "json", "jsonl":
	default:
		return usageError("--format %q: want text (or table), json or jsonl", *format)
	}
	prof, err := startRun(fs.Args(), cf.profiles, e.stdout, e.stderr, outputFile{"assignments", *assignments}, outputFile{"pairs", *pairsPath})
	if err != nil {
		return err
	}
	defer prof.Stop()

	store, err := spool.New(cf.tmp)
	if err != nil {
		return err
	}
	defer store.Close()
	bar := e.newBar("dedup", cf.quiet)
	d, err := copydesk.NewDeduper(copydesk.DedupOptions{
		Options:  opts,
		Group:    groupKinds,
		Workers:  cf.workers,
		Store:    store,
		Logger:   e.loggerBeside(bar, cf.verbose),
		Progress: func(done, total int) { bar.Set(int64(done), int64(total)) },
		Stage:    dedupStage(bar),
		// Passages cost a second look at each related pair: resolve them
		// only for output that shows them.
		SkipPassages: !listAll,
	})
	if err != nil {
		return usageError("%v", err)
	}
	defer d.Close()
	start := time.Now()
	in.verbose = cf.verbose
	inStats, err := in.read(ctx, e, fs.Args(), bar, func(doc copydesk.Document) error { return d.Add(ctx, doc) })
	if err != nil {
		return err
	}
	bar.Stage("finding candidate pairs", 0, false)
	res, err := d.Finish(ctx)
	bar.Clear()
	if err != nil {
		return err
	}
	// The reader named the blank texts; a text of punctuation or symbols
	// only has no word either, and stats.empty counts it.
	if n := int64(res.Stats.Empty) - inStats.Empty; n > 0 {
		ids, err := wordlessIDs(res, store.Text, maxWordlessIDs)
		if err != nil {
			return err
		}
		more := ""
		if int64(len(ids)) < n {
			more = fmt.Sprintf(" ... and %d more", n-int64(len(ids)))
		}
		// "more" only after the reader's warning of empty documents.
		what := counted(n, "more document", "more documents")
		if inStats.Empty == 0 {
			what = counted(n, "document", "documents")
		}
		fmt.Fprintf(e.stderr, "warning: %s with no words (punctuation or symbols only) kept as singletons: %s%s\n",
			what, termtext.Message(strings.Join(ids, ", ")), more)
	}
	prof.Heap()
	if *pairsPath == "" && *format == "text" {
		shown := res.Relations
		if *limit > 0 && len(shown) > *limit {
			shown = shown[:*limit]
		}
		if err := d.Explain(ctx, shown); err != nil {
			return err
		}
	}
	elapsed := time.Since(start)

	if *assignments != "" {
		if err := writeFile(*assignments, func(w io.Writer) error { return writeAssignments(w, res) }); err != nil {
			return err
		}
	}
	if *pairsPath != "" {
		if err := writeFile(*pairsPath, func(w io.Writer) error { return writePairs(w, res) }); err != nil {
			return err
		}
	}
	switch *format {
	case "json":
		err = writeDedupJSON(e.stdout, res, inStats, cf.verbose)
	case "jsonl":
		err = writeClustersJSONL(e.stdout, res)
	default:
		err = writeDedupText(e.stdout, res, *limit, store.Text)
	}
	if err != nil {
		return err
	}
	if !cf.quiet {
		mb := float64(inStats.Bytes) / 1e6
		// Counts with their nouns, as the text view writes them ("1 clusters" before).
		fmt.Fprintf(e.stderr, "copydesk dedup: %s, %.1f MB in %s (%.0f docs/s, %.1f MB/s); %s verified, %s, %s\n",
			counted(len(res.Docs), "document", "documents"), mb, elapsed.Round(time.Millisecond), float64(len(res.Docs))/elapsed.Seconds(), mb/elapsed.Seconds(),
			counted(res.Stats.Candidates, "candidate pair", "candidate pairs"), counted(len(res.Relations), "relation", "relations"),
			counted(len(res.Clusters), "cluster", "clusters"))
	}
	return nil
}

// writeFile creates path and writes it with fn, reporting the first
// error. When a write fails (a full disk) the file is removed: cut
// short, it would be read later as whole (the file of an earlier run is
// lost either way, truncated when the write began).
func writeFile(path string, fn func(io.Writer) error) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	st, err := f.Stat()
	if err == nil {
		err = fn(diskWriter(f))
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		removeWritten(st, path)
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return nil
}

// removeWritten removes the regular file st, created at path, that a
// failed write left part written, and reports whether it did. Through a
// link it removes the file written, not the link (which would keep the
// file cut short); a device or a pipe is left alone.
func removeWritten(st os.FileInfo, path string) bool {
	if st == nil || !st.Mode().IsRegular() {
		return false
	}
	target, err := followLinks(path)
	if err != nil {
		return false
	}
	if tst, err := os.Stat(target); err == nil && os.SameFile(st, tst) {
		return os.Remove(target) == nil
	}
	return false
}

// removedNote follows the message of a failed write: " (removed)" when
// the file was removed, else nothing (a device, a pipe).
func removedNote(removed bool) string {
	if removed {
		return " (removed)"
	}
	return ""
}

// diskWriter is what an output file is written through: the file itself;
// a test has it fail part way, as a full disk does.
var diskWriter = func(f *os.File) io.Writer { return f }

// maxWordlessIDs is how many documents of punctuation or symbols only the
// warning names, as the reader names the first 20 empty ones.
const maxWordlessIDs = 20

// wordlessIDs names the first documents with no word whose text is not
// blank (the reader named the blank ones): punctuation or symbols only.
// Only documents with no word are read back from the spool.
func wordlessIDs(res *copydesk.DedupResult, text func(doc int) (string, error), max int) ([]string, error) {
	var ids []string
	for i, d := range res.Docs {
		if d.Words != 0 {
			continue
		}
		t, err := text(i)
		if err != nil {
			return nil, err
		}
		if strings.TrimSpace(t) == "" {
			continue
		}
		ids = append(ids, clip(d.ID, 60))
		if len(ids) == max {
			break
		}
	}
	return ids, nil
}

// dedupStage names each stage of the verification on the bar: the two
// rounds of pairs ran under one label, the count restarting, and the
// boilerplate scan between them stood at the first's full bar.
func dedupStage(bar *progress.Bar) dedup.StageFunc {
	return func(stage string) {
		label := stage
		switch stage {
		case dedup.StageNearDuplicates:
			label = "verifying near-duplicates"
		case dedup.StageBoilerplate:
			label = "finding boilerplate and shared passages"
		case dedup.StagePassages:
			label = "verifying shared passages"
		}
		bar.Stage(label, 0, false)
	}
}
