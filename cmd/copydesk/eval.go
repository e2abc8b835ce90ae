package main

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	iofs "io/fs"
	"os"
	"strings"

	"github.com/copydesk/copydesk/eval"
	"github.com/copydesk/copydesk/input"
	"github.com/copydesk/copydesk/internal/termtext"
)

func init() {
	register(&command{
		name:    "eval",
		summary: "score predicted clusters against gold labels",
		run:     runEval,
	})
}

const evalDescription = `
Compares a predicted clustering with gold labels and prints pairwise
precision/recall/F1, B-cubed precision/recall/F1 and the adjusted Rand index.

Both files hold one JSON object per line: {"id": "...", "cluster": "..."}
(id and cluster may be strings or numbers; 7 and "7" are one cluster, and
10, 1e1 and 10.0 too, as the input names a number id).
The documents scored are those of --gold. A gold id missing from --pred is
scored as a singleton cluster (an empty --pred scores them all so, with a
warning); an id in --pred but not in --gold is an error,
unless --sparse-gold says the gold lists only the documents of its
clusters of two or more (as the labels-exact.jsonl files of exact
duplicates do): such an id is then scored as a gold cluster of its own.
Either file may be "-" for standard input, and gzip or zstd compressed.
With no pair predicted, pairwise precision is 1 (nothing claimed is wrong,
as B-cubed's), and the table says so.

Exit status: 0 on success, 1 on bad data, 2 on bad usage, 130 interrupted.`

// evalCheckEvery is how many label lines are read between checks for
// cancellation: often enough to stop promptly, rarely enough to cost nothing.
const evalCheckEvery = 1 << 14

func runEval(ctx context.Context, e *env, args []string) error {
	fs := newFlagSet(e, "eval", "--gold LABELS.jsonl --pred ASSIGNMENTS.jsonl [--format table|json]", evalDescription)
	goldPath := fs.String("gold", "", "gold labels `FILE` (JSON lines {\"id\",\"cluster\"})")
	predPath := fs.String("pred", "", "predicted assignments `FILE` (JSON lines {\"id\",\"cluster\"})")
	format := fs.String("format", "table", "output `FORMAT`: table (or text, as the other commands name it) or json")
	sparse := fs.Bool("sparse-gold", false, "an id of --pred missing from --gold is a gold cluster of its own (a gold listing only clusters of two or more)")
	// As on the other commands, so that a script passing them to every
	// command works (they were refused, exit 2).
	quiet := fs.Bool("quiet", false, "no summary on stderr (eval prints none; warnings and errors still are)")
	verbose := fs.Bool("verbose", false, "say on stderr how many ids and clusters each file holds")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *quiet && *verbose {
		return errQuietVerbose
	}
	*format = strings.ToLower(*format) // --format JSON was refused
	switch {
	case fs.NArg() > 0:
		return usageError("unexpected argument %q", fs.Arg(0))
	case *goldPath == "":
		return usageError("--gold is required")
	case *predPath == "":
		return usageError("--pred is required")
	case *goldPath == "-" && *predPath == "-":
		return usageError("--gold and --pred cannot both be standard input")
	case *format != "table" && *format != "text" && *format != "json":
		// text is what dedup and stories call their table view.
		return usageError("--format %q: want table (or text) or json", *format)
	}
	// A file missing or a directory is how the flags were used (exit 2,
	// as the other commands' inputs), said before either file is read.
	for _, f := range []struct{ flag, path string }{{"gold", *goldPath}, {"pred", *predPath}} {
		if f.path == "-" {
			continue
		}
		if st, err := os.Stat(f.path); errors.Is(err, iofs.ErrNotExist) {
			return usageError("--%s %s: %v", f.flag, f.path, pathless(err))
		} else if err == nil && st.IsDir() {
			return usageError("--%s %s is a directory: give a labels file", f.flag, f.path)
		}
	}

	// Read in a goroutine: a read from a pipe or terminal does not see the
	// context, and an interrupt must stop the command, not score what
	// came before it.
	type labels struct {
		gold, pred map[string]string
		err        error
	}
	read := make(chan labels, 1)
	go func() {
		var l labels
		if l.gold, l.err = evalRead(ctx, e, "gold", *goldPath, nil); l.err == nil {
			l.pred, l.err = evalReadPred(ctx, e, *predPath, l.gold, *goldPath, *sparse)
		}
		read <- l
	}()
	var l labels
	select {
	case l = <-read:
	case <-ctx.Done():
		return ctx.Err()
	}
	if err := cmp.Or(ctx.Err(), l.err); err != nil {
		return err // an interrupt that ended the input early comes first
	}
	gold, pred := l.gold, l.pred
	if *verbose {
		for _, f := range []struct {
			flag, path string
			labels     map[string]string
		}{{"gold", *goldPath, gold}, {"pred", *predPath, pred}} {
			clusters := map[string]bool{}
			for _, c := range f.labels {
				clusters[c] = true
			}
			fmt.Fprintf(e.stderr, "copydesk eval: --%s %s: %s in %s\n", f.flag, termtext.Message(f.path),
				counted(len(f.labels), "id", "ids"), counted(len(clusters), "cluster", "clusters"))
		}
	}
	scores, err := eval.Score(gold, pred)
	if err != nil {
		return fmt.Errorf("scoring: %w", err)
	}
	// An empty prediction scores every gold id as a singleton, as the
	// help says of an id missing from it: said once (it was an error,
	// "no labels", against what the help promised).
	if len(pred) == 0 {
		name := *predPath
		if name == "-" {
			name = "standard input"
		}
		fmt.Fprintf(e.stderr, "warning: --pred %s has no labels: every gold id is scored as a singleton\n", termtext.Message(name))
	} else if scores.Unassigned > 0 {
		name := *predPath
		if name == "-" {
			name = "standard input"
		}
		fmt.Fprintf(e.stderr, "warning: %s missing from --pred %s: scored as singletons\n",
			counted(scores.Unassigned, "gold id", "gold ids"), termtext.Message(name))
	}
	if *format == "json" {
		return evalWriteJSON(e.stdout, scores)
	}
	return evalWriteTable(e.stdout, scores)
}

// evalOpen opens path, or standard input for "-", decompressing gzip or
// zstd as the document readers do; name is what error messages call it.
func evalOpen(e *env, flag, path string) (r io.Reader, name string, closeFn func() error, err error) {
	// Standard input is "stdin" in messages, as the documents' reader
	// calls it.
	in, name, closeIn := e.stdin, "stdin", func() error { return nil }
	if path != "-" {
		f, err := os.Open(path)
		if err != nil {
			// Named by its flag: "open nothere.jsonl" did not say which.
			return nil, "", nil, fmt.Errorf("--%s %s: %w", flag, path, pathless(err))
		}
		in, name, closeIn = f, path, f.Close
	}
	r, closeDec, err := input.Decompressed(in)
	if err != nil {
		closeIn()
		return nil, "", nil, fmt.Errorf("%s: %w", name, err)
	}
	return r, name, func() error { return errors.Join(closeDec(), closeIn()) }, nil
}

// evalReadPred reads the prediction, rejecting ids without a gold label here
// rather than in eval.Score so that the message can give the file and line.
func evalReadPred(ctx context.Context, e *env, path string, gold map[string]string, goldName string, sparse bool) (map[string]string, error) {
	if goldName == "-" {
		goldName = "stdin"
	}
	return evalRead(ctx, e, "pred", path, func(l eval.Label) error {
		if _, ok := gold[l.ID]; !ok {
			if !sparse {
				return fmt.Errorf("id %q is not in %s (--sparse-gold scores such ids as gold clusters of their own)", l.ID, goldName)
			}
			// A label no gold cluster can have (a NUL starts it).
			gold[l.ID] = "\x00unlisted\x00" + l.ID
		}
		return nil
	})
}

// evalRead reads a label file into an id → cluster map. check, when not
// nil, vets each label; its error is reported at the label's line.
func evalRead(ctx context.Context, e *env, flag, path string, check func(eval.Label) error) (labels map[string]string, err error) {
	r, name, closeFn, err := evalOpen(e, flag, path)
	if err != nil {
		return nil, err
	}
	defer func() {
		if cerr := closeFn(); cerr != nil && err == nil {
			err = cerr
		}
	}()
	labels = make(map[string]string)
	// Where each id was first seen, for a duplicate's message: kept for
	// standard input only, which cannot be read again; a file is read
	// again when a duplicate is found (it costs nothing until then).
	var lines map[string]int
	if path == "-" {
		lines = make(map[string]int)
	}
	lr := eval.NewLabelReader(r, name)
	for n := 1; ; n++ {
		if n%evalCheckEvery == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		l, err := lr.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, err
		}
		if _, dup := labels[l.ID]; dup {
			first, ok := lines[l.ID]
			if lines == nil {
				first, ok = evalFirstLine(e, flag, path, l.ID)
			}
			err := fmt.Errorf("%w %q", eval.ErrDuplicateID, l.ID)
			if ok { // as the documents' reader says it
				err = fmt.Errorf("%w (first seen at %s:%d)", err, name, first)
			}
			return nil, &eval.LineError{Name: name, Line: l.Line, Err: err}
		}
		if lines != nil {
			lines[l.ID] = l.Line
		}
		if check != nil {
			if err := check(l); err != nil {
				return nil, &eval.LineError{Name: name, Line: l.Line, Err: err}
			}
		}
		labels[l.ID] = l.Cluster
	}
	if len(labels) == 0 && flag != "pred" {
		// Named by its flag: "stdin: no labels" did not say which file.
		return nil, fmt.Errorf("--%s %s: no labels", flag, name)
	}
	return labels, nil
}

// evalFirstLine reads the file at path again for the line id is first
// on, once a duplicate is found.
func evalFirstLine(e *env, flag, path, id string) (int, bool) {
	r, name, closeFn, err := evalOpen(e, flag, path)
	if err != nil {
		return 0, false
	}
	defer closeFn()
	lr := eval.NewLabelReader(r, name)
	for {
		l, err := lr.Read()
		if err != nil {
			return 0, false
		}
		if l.ID == id {
			return l.Line, true
		}
	}
}

func evalWriteJSON(w io.Writer, s eval.Scores) error {
	b, err := json.Marshal(s)
	if err != nil {
		return fmt.Errorf("encoding scores: %w", err)
	}
	_, err = fmt.Fprintf(w, "%s\n", b)
	return err
}

func evalWriteTable(w io.Writer, s eval.Scores) error {
	p, b := s.Pairwise, s.BCubed
	unassigned := ""
	if s.Unassigned > 0 {
		unassigned = fmt.Sprintf("  (%d missing from pred, scored as singletons)", s.Unassigned)
	}
	// The convention said where it applies: a precision of 1 over no
	// pair reads as a perfect prediction otherwise.
	noPairs := ""
	if p.TP+p.FP == 0 {
		noPairs = "  (no pair predicted: pairwise precision is 1, nothing claimed being wrong)"
	}
	_, err := fmt.Fprintf(w, `documents      %9d
gold clusters  %9d
pred clusters  %9d%s

           precision    recall        f1
pairwise   %9.4f %9.4f %9.4f
b-cubed    %9.4f %9.4f %9.4f
ARI        %9.4f

pairs      tp %d  fp %d  fn %d%s
`,
		s.Documents, s.GoldClusters, s.PredClusters, unassigned,
		p.Precision, p.Recall, p.F1,
		b.Precision, b.Recall, b.F1,
		s.ARI,
		p.TP, p.FP, p.FN, noPairs)
	return err
}
