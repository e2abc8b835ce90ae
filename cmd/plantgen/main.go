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
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/copydesk/copydesk/brief/planted"
	"github.com/copydesk/copydesk/synth"
)

type multiFlag []string

func (m *multiFlag) String() string     { return strings.Join(*m, ",") }
func (m *multiFlag) Set(s string) error { *m = append(*m, s); return nil }

func main() {
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			os.Exit(0)
		}
		fmt.Fprintln(os.Stderr, "plantgen:", err)
		os.Exit(1)
	}
}

func run(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("plantgen", flag.ContinueOnError)
	fs.SetOutput(stderr)
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
		a, err := readDocs(f)
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

// readDocs reads a docs.jsonl file and, when present, the categories in the
// labels-category.jsonl next to it.
func readDocs(path string) ([]synth.Article, error) {
	cats := map[string]string{}
	if f, err := os.Open(filepath.Join(filepath.Dir(path), "labels-category.jsonl")); err == nil {
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 1<<20), 1<<26)
		for sc.Scan() {
			var l struct{ ID, Cluster string }
			if json.Unmarshal(sc.Bytes(), &l) == nil {
				cats[l.ID] = l.Cluster
			}
		}
		f.Close()
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []synth.Article
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	for ln := 1; sc.Scan(); ln++ {
		if len(strings.TrimSpace(sc.Text())) == 0 {
			continue
		}
		var d planted.Doc
		if err := json.Unmarshal(sc.Bytes(), &d); err != nil {
			return nil, fmt.Errorf("%s:%d: bad JSON line: %v", path, ln, err)
		}
		a := synth.Article{Document: synth.Document{ID: d.ID, Title: d.Title, Text: d.Text, Source: d.Source, Published: d.Date()}, Category: cats[d.ID]}
		out = append(out, a)
	}
	return out, sc.Err()
}

func date(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.Format("2006-01-02")
}

func write(dir string, stories []synth.Story) error {
	names := []string{"stories.jsonl", "planted.jsonl", "meta.jsonl"}
	fhs := make([]*os.File, len(names))
	ws := make([]*bufio.Writer, len(names))
	encs := make([]*json.Encoder, len(names))
	for i, n := range names {
		f, err := os.Create(filepath.Join(dir, n))
		if err != nil {
			return err
		}
		fhs[i] = f
		ws[i] = bufio.NewWriterSize(f, 1<<20)
		encs[i] = json.NewEncoder(ws[i])
		encs[i].SetEscapeHTML(false)
	}
	for _, st := range stories {
		line := planted.Story{Story: st.ID}
		for _, d := range st.Docs {
			line.Docs = append(line.Docs, planted.Doc{ID: d.ID, Title: d.Title, Text: d.Text, Source: d.Source, Published: date(d.Published)})
			if err := encs[2].Encode(planted.Meta{Story: st.ID, ID: d.ID, Role: string(d.Role), Orig: d.Orig, Ops: d.Ops}); err != nil {
				return err
			}
		}
		if err := encs[0].Encode(line); err != nil {
			return err
		}
		for _, c := range st.Changes {
			if err := encs[1].Encode(planted.Change(c)); err != nil {
				return err
			}
		}
	}
	for i := range ws {
		if err := ws[i].Flush(); err != nil {
			return err
		}
		if err := fhs[i].Close(); err != nil {
			return err
		}
	}
	return nil
}

func printStats(w io.Writer, stories []synth.Story, arts []synth.Article) {
	srcOf := make(map[string]string, len(arts))
	for _, a := range arts {
		srcOf[a.ID] = a.Source
	}
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
				baseSrc[srcOf[d.Orig]]++
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
	fmt.Fprintf(w, "roles: %s\n", fmtCounts(roles))
	fmt.Fprintf(w, "bases by input source: %s\n", fmtCounts(baseSrc))
	fmt.Fprintf(w, "planted changes: %d (%s)\n", changes, fmtCounts(kinds))
	var pc []string
	for _, k := range sortedInts(perCopy) {
		pc = append(pc, fmt.Sprintf("%d:%d", k, perCopy[k]))
	}
	fmt.Fprintf(w, "changes per changed copy (n:copies): %s\n", strings.Join(pc, " "))
	fmt.Fprintf(w, "copy operators: %s\n", fmtCounts(ops))
}

func sortedInts(m map[int]int) []int {
	var ks []int
	for k := range m {
		ks = append(ks, k)
	}
	sort.Ints(ks)
	return ks
}

func fmtCounts(m map[string]int) string {
	type kv struct {
		k string
		v int
	}
	var xs []kv
	for k, v := range m {
		xs = append(xs, kv{k, v})
	}
	sort.Slice(xs, func(i, j int) bool {
		if xs[i].v != xs[j].v {
			return xs[i].v > xs[j].v
		}
		return xs[i].k < xs[j].k
	})
	var parts []string
	for _, x := range xs {
		parts = append(parts, fmt.Sprintf("%s %d", x.k, x.v))
	}
	return strings.Join(parts, ", ")
}
