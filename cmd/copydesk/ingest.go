package main

import (
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"sync"
	"time"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/desk"
	"github.com/copydesk/copydesk/httpapi"
	"github.com/copydesk/copydesk/internal/termtext"
	"github.com/copydesk/copydesk/story"
)

func init() {
	register(&command{name: "ingest", summary: "send articles to copydesk serve (--to URL) or its file (--db FILE)", run: runIngest})
}

const ingestDescription = `
Reads articles (the inputs of copydesk dedup: JSONL, plain or compressed,
text trees, - for stdin) and adds them to a news desk, in batches:

  --to URL    posts them to a running copydesk serve (POST /api/articles),
              several batches at a time (--clients), retrying failed
              requests with exponential backoff (--retries);
  --db FILE   writes them straight into a database file, without a server
              (the file is locked while a server has it open).

Sending the same articles again is safe: an id already stored is left
alone and reported as already there. Articles the desk refuses (an id too
long, an id deleted before) are listed on stderr and make the exit
status 1.

Examples:
  copydesk ingest --to http://127.0.0.1:8080 examples/news.jsonl
  COPYDESK_TOKEN=s3cret copydesk ingest --to http://desk:8080 feeds/*.jsonl.zst
  copydesk ingest --db desk.db examples/news.jsonl

Exit status: 0 on success, 1 on bad data, a request failed after its
retries or an article refused, 2 on bad usage, 130 interrupted (Ctrl-C,
SIGTERM; what was sent before is stored).`

func runIngest(ctx context.Context, e *env, args []string) error {
	fs := newFlagSet(e, "ingest", "[flags] (--to URL | --db FILE) INPUT...", ingestDescription)
	var in inputFlags
	in.titledEmpty = true
	in.register(fs)
	to := fs.String("to", "", "server `URL`, as http://127.0.0.1:8080")
	dbPath := fs.String("db", "", "database `FILE` to write into directly")
	token := fs.String("token", "", "with --to: bearer `TOKEN` for the server (default $COPYDESK_TOKEN)")
	batch := fs.Int("batch", 256, fmt.Sprintf("`N` articles per request or transaction (1 to %d)", httpapi.MaxBatch))
	clients := fs.Int("clients", 0, "`N` batches in flight at once (0, the default: 2 with --to; 1 with --db, so that the desk takes the articles in input order: more let batches interleave, and stories and relations depend on timing)")
	retries := fs.Int("retries", 8, "with --to: `N` retries of a failed request (network errors, 408, 429, 502, 503, 504)")
	window := story.DefaultWindow
	fs.Var(durationFlag{&window}, "window", "with --db: story window, a `DURATION` (as copydesk serve --window; at least 1h)")
	quiet := fs.Bool("quiet", false, "no summary or progress on stderr (warnings and errors still are)")
	verbose := fs.Bool("verbose", false, "log the reader's notes (files skipped) and, with --db, the desk's (state loaded, checkpoints, closed)")
	var profs profiles
	addProfileFlags(fs.FlagSet, &profs)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	switch {
	case *quiet && *verbose:
		return errQuietVerbose
	case fs.NArg() == 0:
		return usageError("no INPUT given")
	case isSet(fs.FlagSet, "to") == isSet(fs.FlagSet, "db"):
		return usageError("give exactly one of --to URL and --db FILE")
	case *batch < 1 || *batch > httpapi.MaxBatch:
		return usageError("--batch must be from 1 to %d", httpapi.MaxBatch)
	case *clients < 0 || *clients > 64:
		return usageError("--clients must be from 1 to 64, or 0 (the default: 2 with --to, 1 with --db)")
	case *retries < 0:
		return usageError("--retries must not be negative")
	}
	// A flag of the other mode would be silently ignored.
	if isSet(fs.FlagSet, "to") && isSet(fs.FlagSet, "window") {
		return usageError("--window applies to --db only (a server has its own: copydesk serve --window)")
	}
	for _, name := range []string{"token", "retries"} {
		if isSet(fs.FlagSet, "db") && isSet(fs.FlagSet, name) {
			return usageError("--%s applies to --to only (--db writes into the file, with no requests)", name)
		}
	}
	if isSet(fs.FlagSet, "db") {
		if err := checkDB(*dbPath, fs.Args()); err != nil {
			return err
		}
	}
	if *token == "" {
		*token = os.Getenv("COPYDESK_TOKEN")
	}
	if isSet(fs.FlagSet, "to") {
		if err := httpapi.CheckBaseURL(*to); err != nil {
			return usageError("--to %v", err)
		}
	}
	// The profiles are created (truncated) only now, after every usage
	// check, and never over an input or the database.
	db := ""
	if isSet(fs.FlagSet, "db") {
		db = *dbPath
	}
	if err := checkOutputs(fs.Args(), outputFile{"db", db}, in.output(), outputFile{"cpuprofile", profs.cpu}, outputFile{"memprofile", profs.heap}); err != nil {
		return err
	}
	prof, err := startRun(fs.Args(), profs, e.stdout, e.stderr)
	if err != nil {
		return err
	}
	defer prof.Stop()

	if *clients == 0 {
		// A server takes concurrent requests in any order anyway, and a
		// second batch in flight hides the network's latency; the
		// database written directly has none to hide, and one batch at a
		// time keeps the input's order, so the same input always gives
		// the same stories and relations.
		*clients = 2
		if isSet(fs.FlagSet, "db") {
			*clients = 1
		}
	}
	bar := e.newBar("ingest", *quiet)
	var send func(ctx context.Context, docs []copydesk.Document) ([]desk.Result, error)
	if !isSet(fs.FlagSet, "db") {
		c := &httpapi.Client{BaseURL: *to, Token: *token, Retries: *retries,
			OnRetry: func(attempt int, wait time.Duration, err error) {
				// A warning: shown under --quiet too, as on every command.
				clear := "" // the progress line, drawn on terminals only
				if !*quiet && e.stderrIsTerminal() {
					clear = "\r\033[K"
				}
				fmt.Fprintf(e.stderr, "%swarning: %v; retry %d/%d in %s\n", clear, err, attempt, *retries, wait.Round(time.Millisecond))
			}}
		send = func(ctx context.Context, docs []copydesk.Document) ([]desk.Result, error) {
			res, err := c.Ingest(ctx, docs)
			if err != nil {
				return nil, err
			}
			return res.Articles, nil
		}
	} else {
		d, err := desk.Open(ctx, *dbPath, desk.Options{Logger: e.loggerBeside(bar, *verbose), Stories: story.Options{Window: window}})
		if err != nil {
			return err
		}
		defer d.Close()
		if err := d.Wait(ctx); err != nil {
			return err
		}
		send = d.Ingest
	}

	start := time.Now()
	var (
		mu                         sync.Mutex
		created, existing, refused int
		relations                  int
		samples                    []string
		sendErr                    error
	)
	cctx, cancel := context.WithCancel(ctx)
	defer cancel()
	// A batch carries where each of its documents is, so that a refusal
	// names its file and line (it named a whole 600-byte id alone).
	type place struct {
		name string
		line int64 // 0: a text file
	}
	type batchOf struct {
		docs []copydesk.Document
		at   []place
	}
	batches := make(chan batchOf, *clients)
	var wg sync.WaitGroup
	for w := 0; w < *clients; w++ {
		wg.Go(func() {
			for b := range batches {
				res, err := send(cctx, b.docs)
				mu.Lock()
				if err != nil {
					if sendErr == nil {
						sendErr = err
					}
					mu.Unlock()
					cancel()
					continue
				}
				for i, r := range res {
					switch r.Status {
					case desk.StatusCreated:
						created++
						relations += len(r.Relations)
					case desk.StatusExists:
						existing++
					default:
						refused++
						if len(samples) < 10 {
							where := ""
							if i < len(b.at) {
								where = b.at[i].name + ": "
								if b.at[i].line > 0 {
									where = fmt.Sprintf("%s:%d: ", b.at[i].name, b.at[i].line)
								}
							}
							samples = append(samples, fmt.Sprintf("%s%s: %s", where, clip(r.ID, 60), r.Error))
						}
					}
				}
				mu.Unlock()
			}
		})
	}
	var (
		cur   []copydesk.Document
		curAt []place
	)
	size := 0
	in.at = func(name string, line int64) { curAt = append(curAt, place{name, line}) }
	in.verbose = *verbose
	flush := func() error {
		if len(cur) == 0 {
			return nil
		}
		select {
		case batches <- batchOf{cur, curAt}:
		case <-cctx.Done():
			return cctx.Err()
		}
		cur, curAt, size = nil, nil, 0
		return nil
	}
	_, readErr := in.read(cctx, e, fs.Args(), bar, func(d copydesk.Document) error {
		cur = append(cur, d)
		size += len(d.Text) + len(d.Title) + 256
		if len(cur) >= *batch || size >= 8<<20 {
			return flush()
		}
		return nil
	})
	if readErr == nil {
		readErr = flush()
	}
	close(batches)
	wg.Wait()
	prof.Heap()
	bar.Clear()
	for _, s := range samples {
		fmt.Fprintf(e.stderr, "refused: %s\n", termtext.Message(s))
	}
	if refused > len(samples) {
		fmt.Fprintf(e.stderr, "refused: ... and %d more\n", refused-len(samples))
	}
	n := created + existing + refused
	// A run stopped by an error prints no summary, which would read as a
	// run that went through (as stories and dedup print none): the error
	// says how far it got instead, since what was sent before it is
	// stored.
	fatal := sendErr
	if fatal == nil {
		fatal = readErr
	}
	if fatal != nil {
		if errors.Is(fatal, errUsage) {
			return fatal
		}
		howFar := "stopped before any article was stored"
		if n > 0 {
			howFar = fmt.Sprintf("stopped after %s: %d created, %d already there, %d refused", counted(n, "article", "articles"), created, existing, refused)
		}
		if errors.Is(fatal, context.Canceled) {
			// An interrupt is reported as "interrupted" alone (exit 130),
			// so how far the run got goes on a line of its own before it.
			fmt.Fprintf(e.stderr, "copydesk ingest: %s\n", howFar)
			return fatal
		}
		return fmt.Errorf("%w; %s", fatal, howFar)
	}
	if !*quiet {
		elapsed := time.Since(start)
		fmt.Fprintf(e.stderr, "copydesk ingest: %s in %s (%.0f/s): %d created, %d already there, %d refused; %d relations found\n",
			counted(n, "article", "articles"), elapsed.Round(time.Millisecond), float64(n)/math.Max(elapsed.Seconds(), 1e-9), created, existing, refused, relations)
	}
	if refused > 0 {
		return exitError{1}
	}
	return nil
}
