// Command repubgen writes a labelled corpus of realistic re-publication built
// on real articles (see package synth), or a large unlabelled bulk file for
// throughput benchmarks.
//
//	repubgen --in bbc/docs.jsonl --in reuters/docs.jsonl --out /tmp/repub
//	repubgen --in reuters/docs.jsonl --in bbc/docs.jsonl --bulk-mb 300 --out /tmp/bulk300
//
// Inputs are docs.jsonl files ({"id","title","text","source","published"}).
// When a labels-category.jsonl file sits next to an input, its categories
// are used as topics for same-topic distractors.
//
// Outputs in --out: docs.jsonl, labels.jsonl ({"id","cluster"}) and
// meta.jsonl ({"id","base","ops","role","kind","orig","added","near"});
// bulk mode writes docs.jsonl only.
package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"time"

	"github.com/copydesk/copydesk/internal/corpusfile"
	"github.com/copydesk/copydesk/synth"
)

type multiFlag []string

func (m *multiFlag) String() string     { return strings.Join(*m, ",") }
func (m *multiFlag) Set(s string) error { *m = append(*m, s); return nil }

type jsonDoc struct {
	ID        string `json:"id"`
	Title     string `json:"title"`
	Text      string `json:"text"`
	Source    string `json:"source"`
	Published string `json:"published,omitempty"`
}

type jsonLabel struct {
	ID      string `json:"id"`
	Cluster string `json:"cluster"`
}

type jsonMeta struct {
	ID    string   `json:"id"`
	Base  string   `json:"base"`
	Ops   []string `json:"ops"`
	Role  string   `json:"role"`
	Kind  string   `json:"kind"`
	Orig  string   `json:"orig"`
	Added []string `json:"added,omitempty"`
	Near  string   `json:"near,omitempty"`
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	err := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	if err != nil && !errors.Is(err, flag.ErrHelp) {
		fmt.Fprintln(os.Stderr, "repubgen:", err)
	}
	os.Exit(exitCode(err))
}

// errUsage marks an error in how the command was called (exit status 2).
var errUsage = errors.New("usage")

func usageError(format string, args ...any) error {
	return fmt.Errorf("%w: %s", errUsage, fmt.Sprintf(format, args...))
}

// exitCode is the exit status of a run that returned err.
func exitCode(err error) int {
	switch {
	case err == nil, errors.Is(err, flag.ErrHelp):
		return 0
	case errors.Is(err, errUsage):
		return 2
	}
	return 1
}

// bulkFlags are the flags that set the bulk mode's configuration: the
// rates of the operators its variants apply, and the outlets and spam
// lines. The other flags of a labelled corpus, but --in, --out and
// --seed, do nothing in bulk mode.
func bulkFlags(cfg *synth.Config, bc *synth.BulkConfig) map[string]func() {
	rt, br := &cfg.Rates, &bc.Rates
	return map[string]func(){
		"outlets":       func() { bc.Outlets = cfg.Outlets },
		"spam-lines":    func() { bc.SpamLines = cfg.SpamLines },
		"trim":          func() { br.Trim = rt.Trim },
		"trim-min":      func() { br.TrimMin = rt.TrimMin },
		"trim-max":      func() { br.TrimMax = rt.TrimMax },
		"light-edit":    func() { br.LightEdit = rt.LightEdit },
		"edit-sentence": func() { br.EditSentence = rt.EditSentence },
		"reorder":       func() { br.Reorder = rt.Reorder },
		"spelling":      func() { br.Spelling = rt.Spelling },
		"layout":        func() { br.Layout = rt.Layout },
		"dateline":      func() { br.Dateline = rt.Dateline },
		"retitle":       func() { br.Retitle = rt.Retitle },
		"boilerplate":   func() { br.Boilerplate = rt.Boilerplate },
		"spam":          func() { br.Spam = rt.Spam },
	}
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("repubgen", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), `Usage: repubgen --in docs.jsonl [--in docs.jsonl ...] --out DIR [flags]

Writes a labelled re-publication corpus built on real articles to DIR
(docs.jsonl, labels.jsonl, meta.jsonl): trims, edits, spelling variants,
datelines, outlet boilerplate and spam, extensions, partial reuse,
changed numbers, unrelated and same-topic distractors. With --bulk-mb,
an unlabelled docs.jsonl of about that size for throughput benchmarks:
every article, then pass after pass of edited copies at the bulk's own
rates (trim 0.4, trim-min 0.4, trim-max 0.9, light-edit 0.5,
edit-sentence 0.2, reorder 0.1, spelling 0.5, layout 0.3, dateline 0.3,
retitle 0.3, boilerplate 0.6, spam 0.1), which these flags, --outlets and
--spam-lines set when given; the other flags of a labelled corpus are
refused with --bulk-mb.

Flags:
`)
		fs.PrintDefaults()
	}
	cfg := synth.DefaultConfig()
	rt := &cfg.Rates
	var ins multiFlag
	fs.Var(&ins, "in", "input docs.jsonl (repeatable)")
	out := fs.String("out", "", "output directory")
	seed := fs.Uint64("seed", cfg.Seed, "random seed")
	fs.IntVar(&cfg.Bases, "bases", cfg.Bases, "base articles")
	fs.IntVar(&cfg.MaxCopies, "max-copies", cfg.MaxCopies, "copies per base: uniform in 0..K")
	fs.IntVar(&cfg.Distractors, "distractors", cfg.Distractors, "unrelated singleton articles")
	fs.IntVar(&cfg.TopicDistractors, "topic-distractors", cfg.TopicDistractors, "same-topic singleton articles")
	fs.IntVar(&cfg.MinWords, "min-words", cfg.MinWords, "shortest usable article in words")
	fs.IntVar(&cfg.Outlets, "outlets", cfg.Outlets, "invented outlets")
	fs.IntVar(&cfg.SpamLines, "spam-lines", cfg.SpamLines, "size of the spam line pool")
	fs.Float64Var(&rt.Identical, "identical", rt.Identical, "rate: copy is byte-identical")
	fs.Float64Var(&rt.Trim, "trim", rt.Trim, "rate: copy keeps a leading part of the base")
	fs.Float64Var(&rt.TrimMin, "trim-min", rt.TrimMin, "smallest kept share of sentences in a trim")
	fs.Float64Var(&rt.TrimMax, "trim-max", rt.TrimMax, "largest kept share of sentences in a trim")
	fs.Float64Var(&rt.DropParagraph, "drop-paragraph", rt.DropParagraph, "rate: a trimmed copy also loses a middle paragraph")
	fs.Float64Var(&rt.Extend, "extend", rt.Extend, "rate: paragraphs of a held-out article are added")
	fs.Float64Var(&rt.Partial, "partial", rt.Partial, "rate: copy is a partial reuse (30-60% of sentences + other article)")
	fs.Float64Var(&rt.PartialMin, "partial-min", rt.PartialMin, "smallest reused share of sentences")
	fs.Float64Var(&rt.PartialMax, "partial-max", rt.PartialMax, "largest reused share of sentences")
	fs.Float64Var(&rt.LightEdit, "light-edit", rt.LightEdit, "rate: copy is lightly edited")
	fs.Float64Var(&rt.EditSentence, "edit-sentence", rt.EditSentence, "share of sentences edited in a lightly edited copy")
	fs.Float64Var(&rt.Reorder, "reorder", rt.Reorder, "rate: an edited sentence has its clauses reordered")
	fs.Float64Var(&rt.Numbers, "numbers", rt.Numbers, "rate: some numbers are changed")
	fs.Float64Var(&rt.Spelling, "spelling", rt.Spelling, "rate: the outlet's house style (spelling, quotes, U.S., ...) is applied")
	fs.Float64Var(&rt.Layout, "layout", rt.Layout, "rate: the outlet's paragraphing is applied")
	fs.Float64Var(&rt.Dateline, "dateline", rt.Dateline, "rate: a dateline is prepended")
	fs.Float64Var(&rt.Retitle, "retitle", rt.Retitle, "rate: a new headline")
	fs.Float64Var(&rt.TitleInText, "title-in-text", rt.TitleInText, "rate: the headline is repeated as the first line")
	fs.Float64Var(&rt.Byline, "byline", rt.Byline, "rate: a byline")
	fs.Float64Var(&rt.Boilerplate, "boilerplate", rt.Boilerplate, "rate: outlet boilerplate lines (copies and distractors)")
	fs.Float64Var(&rt.BaseOutlet, "base-outlet", rt.BaseOutlet, "rate: a base appears under an invented outlet with its boilerplate")
	fs.Float64Var(&rt.Spam, "spam", rt.Spam, "rate: spam lines (any document)")
	fs.Float64Var(&rt.MissingDate, "missing-date", rt.MissingDate, "rate: published date missing")
	fs.Float64Var(&rt.DistractorEdit, "distractor-style", rt.DistractorEdit, "rate: a distractor gets its outlet's house style")
	bulkMB := fs.Int("bulk-mb", 0, "bulk mode: write an unlabelled docs.jsonl of about this many MB")
	if err := fs.Parse(args); err != nil {
		return err
	}
	cfg.Seed = *seed
	if len(ins) == 0 || *out == "" {
		fs.Usage()
		return errors.New("--in and --out are required")
	}
	bc := synth.DefaultBulkConfig()
	bc.Seed = *seed
	if *bulkMB > 0 {
		set, ok := bulkFlags(&cfg, &bc), map[string]bool{"in": true, "out": true, "seed": true, "bulk-mb": true}
		var refused []string
		fs.Visit(func(f *flag.Flag) {
			if apply := set[f.Name]; apply != nil {
				apply()
			} else if !ok[f.Name] {
				refused = append(refused, "--"+f.Name)
			}
		})
		if len(refused) > 0 {
			return usageError("%s: not used with --bulk-mb (a labelled corpus's only; the bulk takes --seed, --outlets, --spam-lines and the rates of --trim, --trim-min, --trim-max, --light-edit, --edit-sentence, --reorder, --spelling, --layout, --dateline, --retitle, --boilerplate, --spam)", strings.Join(refused, ", "))
		}
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		return err
	}
	start := time.Now()
	var arts []synth.Article
	for _, f := range ins {
		a, err := corpusfile.ReadArticles(ctx, f)
		if err != nil {
			return err
		}
		arts = append(arts, a...)
	}
	fmt.Fprintf(stderr, "read %d articles from %d files in %v\n", len(arts), len(ins), time.Since(start).Round(time.Millisecond))
	if *bulkMB > 0 {
		n, bytes, err := writeBulk(ctx, filepath.Join(*out, "docs.jsonl"), arts, int64(*bulkMB)<<20, bc)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "bulk: %d documents, %.1f MB in %v\n", n, float64(bytes)/(1<<20), time.Since(start).Round(time.Millisecond))
		return nil
	}
	recs, err := synth.Generate(arts, cfg)
	if err != nil {
		return err
	}
	if err := ctx.Err(); err != nil { // interrupted while generating
		return err
	}
	if err := writeCorpus(*out, recs); err != nil {
		return err
	}
	printStats(stdout, recs, arts)
	fmt.Fprintf(stdout, "wrote %s in %v\n", *out, time.Since(start).Round(time.Millisecond))
	return nil
}

// writeCorpus writes the three files of the corpus; when a write fails (a
// full disk) none of them is left behind.
func writeCorpus(dir string, recs []synth.Record) error {
	return corpusfile.Write(dir, []string{"docs.jsonl", "labels.jsonl", "meta.jsonl"}, func(w *corpusfile.Writer) error {
		for _, r := range recs {
			if err := w.Encode(0, jsonDoc{r.ID, r.Title, r.Text, r.Source, corpusfile.Date(r.Published)}); err != nil {
				return err
			}
			if err := w.Encode(1, jsonLabel{r.ID, r.Cluster}); err != nil {
				return err
			}
			if err := w.Encode(2, jsonMeta{r.ID, r.Base, r.Ops, string(r.Role), r.Kind, r.Orig, r.Added, r.Near}); err != nil {
				return err
			}
		}
		return nil
	})
}

// writeBulk writes variants of all articles, pass after pass, until the file
// holds limit bytes. Variants are made by parallel workers and written in
// order, so the output depends only on the inputs and cfg. It stops
// when ctx is done; the file is removed when it is not written to the end.
func writeBulk(ctx context.Context, path string, arts []synth.Article, limit int64, cfg synth.BulkConfig) (n int, written int64, err error) {
	if len(arts) == 0 {
		// nothing to vary: the passes would follow one another forever
		return 0, 0, synth.ErrNoArticles
	}
	f, err := os.Create(path)
	if err != nil {
		return 0, 0, err
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(path)
		}
	}()
	w := bufio.NewWriterSize(f, 4<<20)
	bk := synth.NewBulkConfig(cfg)
	const chunk = 512
	type job struct {
		pass, from int
		res        chan []byte
	}
	workers := runtime.GOMAXPROCS(0)
	jobs := make(chan job, workers*2)
	pending := make(chan job, workers*4)
	done := make(chan struct{})
	defer close(done)
	go func() {
		defer close(pending)
		for pass := 0; ; pass++ {
			for from := 0; from < len(arts); from += chunk {
				j := job{pass, from, make(chan []byte, 1)}
				select {
				case pending <- j:
				case <-done:
					close(jobs)
					return
				}
				select {
				case jobs <- j:
				case <-done:
					close(jobs)
					return
				}
			}
		}
	}()
	for k := 0; k < workers; k++ {
		go func() {
			var buf []byte
			for j := range jobs {
				buf = buf[:0]
				for i := j.from; i < min(j.from+chunk, len(arts)); i++ {
					d := bk.Variant(arts[i].Document, j.pass, i)
					b, _ := marshalDoc(jsonDoc{d.ID, d.Title, d.Text, d.Source, corpusfile.Date(d.Published)})
					buf = append(buf, b...)
				}
				j.res <- append([]byte(nil), buf...)
			}
		}()
	}
	for j := range pending {
		if err := ctx.Err(); err != nil {
			return n, written, err
		}
		b := <-j.res
		// write whole documents until the limit
		for len(b) > 0 && written < limit {
			i := bytes.IndexByte(b, '\n')
			if _, err := w.Write(b[:i+1]); err != nil {
				return n, written, err
			}
			written += int64(i + 1)
			n++
			b = b[i+1:]
		}
		if written >= limit {
			break
		}
	}
	if err := w.Flush(); err != nil {
		return n, written, err
	}
	return n, written, f.Close()
}

func marshalDoc(d jsonDoc) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(d); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

func printStats(w io.Writer, recs []synth.Record, arts []synth.Article) {
	roles := map[string]int{}
	kinds := map[string]int{}
	ops := map[string]int{}
	clusters := map[string]int{}
	baseSrc := map[string]int{}
	words := make([]int, 0, len(recs))
	var bytes int
	undated := 0
	for _, r := range recs {
		roles[string(r.Role)]++
		if r.Role == synth.RoleCopy {
			kinds[r.Kind]++
			for _, o := range r.Ops {
				ops[o]++
			}
		}
		if r.Role == synth.RoleBase {
			// by position: ids need not be unique across inputs
			baseSrc[arts[r.OrigIndex].Source]++
		}
		clusters[r.Cluster]++
		words = append(words, synth.CountWords(r.Text))
		bytes += len(r.Text) + len(r.Title)
		if r.Published.IsZero() {
			undated++
		}
	}
	sizes := map[int]int{}
	for _, n := range clusters {
		sizes[n]++
	}
	sort.Ints(words)
	fmt.Fprintf(w, "documents: %d (%.1f MB of text), clusters: %d, undated: %d\n", len(recs), float64(bytes)/(1<<20), len(clusters), undated)
	if len(recs) == 0 {
		return
	}
	q := func(p float64) int { return words[int(p*float64(len(words)-1))] }
	fmt.Fprintf(w, "roles: %s\n", corpusfile.Counts(roles))
	fmt.Fprintf(w, "bases by input source: %s\n", corpusfile.Counts(baseSrc))
	var sz []string
	var keys []int
	for k := range sizes {
		keys = append(keys, k)
	}
	sort.Ints(keys)
	for _, k := range keys {
		sz = append(sz, fmt.Sprintf("%d:%d", k, sizes[k]))
	}
	fmt.Fprintf(w, "cluster sizes (size:count): %s\n", strings.Join(sz, " "))
	fmt.Fprintf(w, "words per document: min %d, p10 %d, median %d, p90 %d, max %d\n", words[0], q(0.1), q(0.5), q(0.9), words[len(words)-1])
	fmt.Fprintf(w, "copy kinds: %s\n", corpusfile.Counts(kinds))
	fmt.Fprintf(w, "copy operators: %s\n", corpusfile.Counts(ops))
}
