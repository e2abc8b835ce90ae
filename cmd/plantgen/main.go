// Command plantgen writes a corpus of planted disagreements built on real
// articles (see synth.Plant) for scoring disagreement detection with package
// brief/planted.
//
//	plantgen --in bbc/docs.jsonl --in reuters/docs.jsonl --out /tmp/planted [--stories 300 --seed 1]
//
// Inputs are docs.jsonl files ({"id","title","text","source","published"});
// a labels-category.jsonl next to an input gives topics for the same-topic
// distractors. The articles are read at run time and never stored with the
// code.
//
// Outputs in --out (schemas in package brief/planted):
//
//	stories.jsonl  {"story","docs":[{"id","title","text","source","published"}...]}
//	planted.jsonl  {"story","doc","base","kind","original","changed","base_start","base_end","start","end","original_norm","changed_norm"}
//	meta.jsonl     {"story","id","role","orig","ops"}
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sort"
	"strings"
	"time"

	"github.com/copydesk/copydesk/brief/planted"
	"github.com/copydesk/copydesk/internal/corpusfile"
	"github.com/copydesk/copydesk/synth"
)

type multiFlag []string

func (m *multiFlag) String() string     { return strings.Join(*m, ",") }
func (m *multiFlag) Set(s string) error { *m = append(*m, s); return nil }

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout, os.Stderr); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			os.Exit(0)
		}
		fmt.Fprintln(os.Stderr, "plantgen:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("plantgen", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), `Usage: plantgen --in docs.jsonl [--in docs.jsonl ...] --out DIR [flags]

Writes stories of planted disagreements built on real articles (copies
with numbers, names, ranks or days changed; unchanged copies; same-topic
distractors) to DIR: stories.jsonl, planted.jsonl and meta.jsonl, for
scoring the brief's disagreements with tools/briefeval DIR.

Flags:
`)
		fs.PrintDefaults()
	}
	cfg := synth.DefaultPlantConfig()
	var ins multiFlag
	fs.Var(&ins, "in", "input docs.jsonl (repeatable)")
	out := fs.String("out", "", "output directory")
	fs.Uint64Var(&cfg.Seed, "seed", cfg.Seed, "random seed")
	fs.IntVar(&cfg.Stories, "stories", cfg.Stories, "stories to build")
	fs.IntVar(&cfg.MinCopies, "min-copies", cfg.MinCopies, "fewest copies per story")
	fs.IntVar(&cfg.MaxCopies, "max-copies", cfg.MaxCopies, "most copies per story")
	fs.Float64Var(&cfg.Changed, "changed", cfg.Changed, "probability that a copy carries planted changes")
	fs.Float64Var(&cfg.Clean, "clean", cfg.Clean, "probability that a story has no planted change")
	fs.IntVar(&cfg.MaxChanges, "max-changes", cfg.MaxChanges, "most planted changes per changed copy")
	fs.IntVar(&cfg.MinWords, "min-words", cfg.MinWords, "shortest usable article in words")
	fs.IntVar(&cfg.DupShared, "dup-shared", cfg.DupShared, "near-duplicate screen: shared word 5-grams that reject an article")
	fs.Float64Var(&cfg.DupFrac, "dup-frac", cfg.DupFrac, "near-duplicate screen: shared share of 5-grams that rejects an article")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if len(ins) == 0 || *out == "" {
		fs.Usage()
		return errors.New("--in and --out are required")
	}
	if cfg.MinCopies < 1 || cfg.MaxCopies < cfg.MinCopies || cfg.MaxChanges < 1 {
		return errors.New("need 1 <= --min-copies <= --max-copies and --max-changes >= 1")
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
	stories, err := synth.Plant(arts, cfg)
	if err != nil {
		return err
	}
	if err := ctx.Err(); err != nil { // interrupted while planting
		return err
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		return err
	}
	if err := write(*out, stories); err != nil {
		return err
	}
	printStats(stdout, stories, arts)
	fmt.Fprintf(stdout, "wrote %s in %v\n", *out, time.Since(start).Round(time.Millisecond))
	return nil
}

// write writes the three files of the corpus; when a write fails (a full
// disk) none of them is left behind.
func write(dir string, stories []synth.Story) error {
	return corpusfile.Write(dir, []string{"stories.jsonl", "planted.jsonl", "meta.jsonl"}, func(w *corpusfile.Writer) error {
		for _, st := range stories {
			line := planted.Story{Story: st.ID}
			for _, d := range st.Docs {
				line.Docs = append(line.Docs, planted.Doc{ID: d.ID, Title: d.Title, Text: d.Text, Source: d.Source, Published: corpusfile.Date(d.Published)})
				if err := w.Encode(2, planted.Meta{Story: st.ID, ID: d.ID, Role: string(d.Role), Orig: d.Orig, Ops: d.Ops}); err != nil {
					return err
				}
			}
			if err := w.Encode(0, line); err != nil {
				return err
			}
			for _, c := range st.Changes {
				if err := w.Encode(1, planted.Change(c)); err != nil {
					return err
				}
			}
		}
		return nil
	})
}

func printStats(w io.Writer, stories []synth.Story, arts []synth.Article) {
	roles := map[string]int{}
	kinds := map[string]int{}
	baseSrc := map[string]int{}
	ops := map[string]int{}
	docs, changes, clean := 0, 0, 0
	perCopy := map[int]int{}
	for _, st := range stories {
		docs += len(st.Docs)
		changes += len(st.Changes)
		if len(st.Changes) == 0 {
			clean++
		}
		per := map[string]int{}
		for _, c := range st.Changes {
			kinds[c.Kind]++
			per[c.Doc]++
		}
		for _, d := range st.Docs {
			roles[string(d.Role)]++
			if d.Role == synth.RoleBase {
				// by position: ids need not be unique across inputs
				baseSrc[arts[d.OrigIndex].Source]++
			}
			if d.Role == synth.RoleCopy || d.Role == synth.RoleChanged {
				for _, o := range d.Ops {
					ops[o]++
				}
			}
			if d.Role == synth.RoleChanged {
				perCopy[per[d.ID]]++
			}
		}
	}
	fmt.Fprintf(w, "stories: %d (%d without planted changes), documents: %d\n", len(stories), clean, docs)
	fmt.Fprintf(w, "roles: %s\n", corpusfile.Counts(roles))
	fmt.Fprintf(w, "bases by input source: %s\n", corpusfile.Counts(baseSrc))
	fmt.Fprintf(w, "planted changes: %d (%s)\n", changes, corpusfile.Counts(kinds))
	var pc []string
	for _, k := range sortedInts(perCopy) {
		pc = append(pc, fmt.Sprintf("%d:%d", k, perCopy[k]))
	}
	fmt.Fprintf(w, "changes per changed copy (n:copies): %s\n", strings.Join(pc, " "))
	fmt.Fprintf(w, "copy operators: %s\n", corpusfile.Counts(ops))
}

func sortedInts(m map[int]int) []int {
	var ks []int
	for k := range m {
		ks = append(ks, k)
	}
	sort.Ints(ks)
	return ks
}
