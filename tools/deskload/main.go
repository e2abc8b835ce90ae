// Command deskload measures a copydesk server on loopback, bounded in
// time:
//
//	deskload ingest -url U -file F      ingest throughput with -clients
//	                                    concurrent clients (a fresh server)
//	deskload read -url U -file F        phase 1 ingests the first -split of
//	                                    F; then readers GET the story closest
//	                                    to -story-size articles (with its
//	                                    brief) while the clients ingest the
//	                                    rest: read latency p50/p99 under load
//	deskload reads -url U               only the readers of read, until
//	                                    -duration: run it beside an ingest
//	                                    in another process
//	deskload replicate -in F -n N -out O  a corpus of N articles from F:
//	                                    replicas with new ids, later dates,
//	                                    words substituted (new articles)
//	deskload restart -bin B -db D       time from start to listening and to
//	                                    ready of copydesk serve on D, its
//	                                    memory, and the file size per article
//
// Every phase stops at -duration.
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/desk"
	"github.com/copydesk/copydesk/httpapi"
	"github.com/copydesk/copydesk/input"
	"github.com/copydesk/copydesk/internal/corpus"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

const usage = `deskload measures a copydesk server on loopback, bounded in time.

Usage:
  deskload ingest -url U -file F        ingest throughput with -clients
                                        concurrent clients (a fresh server)
  deskload read -url U -file F          phase 1 ingests the first -split of F;
                                        then readers GET the story closest to
                                        -story-size articles (with its brief)
                                        while the clients ingest the rest:
                                        read latency p50/p99 under load
  deskload reads -url U                 only the readers of read, until
                                        -duration: run it beside an ingest in
                                        another process
  deskload replicate -in F -n N -out O  a corpus of N articles from F: replicas
                                        with new ids, later dates, words
                                        substituted (new articles)
  deskload restart -bin B -db D         time from start to listening and to
                                        ready of copydesk serve on D, its
                                        memory, and the file size per article

Every phase stops at -duration. 'deskload COMMAND -h' lists the flags of a
command.
`

// newFlagSet returns the flag set of a command, whose -h names it.
func newFlagSet(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ExitOnError)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "Usage: deskload %s [flags] ('deskload -h': what each command measures)\n\nFlags:\n", name)
		fs.PrintDefaults()
	}
	return fs
}

// run is the command: its exit status, 2 for a usage error.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	var err error
	switch args[0] {
	case "-h", "-help", "--help", "help":
		fmt.Fprint(stdout, usage)
		return 0
	case "ingest", "read", "reads":
		err = runLoad(args[0], args[1:])
	case "replicate":
		err = runReplicate(args[1:])
	case "restart":
		err = runRestart(args[1:])
	default:
		fmt.Fprintf(stderr, "deskload: unknown command %q\n\n%s", args[0], usage)
		return 2
	}
	if err != nil {
		fmt.Fprintln(stderr, "deskload:", err)
		return 1
	}
	return 0
}

func readDocs(path string, limit int) ([]copydesk.Document, error) {
	var docs []copydesk.Document
	_, err := input.Read(context.Background(), []string{path}, nil, input.Options{}, func(d copydesk.Document) error {
		if limit > 0 && len(docs) >= limit {
			return errStop
		}
		docs = append(docs, d)
		return nil
	})
	if err == errStop {
		err = nil
	}
	return docs, err
}

var errStop = fmt.Errorf("stop")

// ingest sends docs from n clients in batches; it returns the articles
// acknowledged and the time taken.
func ingest(ctx context.Context, c *httpapi.Client, docs []copydesk.Document, clients, batch int) (int64, time.Duration, []time.Duration, error) {
	var done atomic.Int64
	var next atomic.Int64
	var mu sync.Mutex
	var lat []time.Duration
	var firstErr error
	start := time.Now()
	var wg sync.WaitGroup
	for w := 0; w < clients; w++ {
		wg.Go(func() {
			for ctx.Err() == nil {
				i := int(next.Add(int64(batch))) - batch
				if i >= len(docs) {
					return
				}
				t := time.Now()
				res, err := c.Ingest(ctx, docs[i:min(i+batch, len(docs))])
				if err != nil {
					if ctx.Err() == nil {
						mu.Lock()
						firstErr = err
						mu.Unlock()
					}
					return
				}
				mu.Lock()
				lat = append(lat, time.Since(t))
				mu.Unlock()
				done.Add(int64(res.Created + res.Existing))
			}
		})
	}
	wg.Wait()
	return done.Load(), time.Since(start), lat, firstErr
}

func pct(ds []time.Duration, p float64) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	i := int(math.Ceil(p*float64(len(s)))) - 1
	return s[max(0, min(i, len(s)-1))]
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1fms", float64(d.Microseconds())/1000) }

func runLoad(mode string, args []string) error {
	fs := newFlagSet(mode)
	url := fs.String("url", "http://127.0.0.1:8080", "server")
	token := fs.String("token", os.Getenv("COPYDESK_TOKEN"), "bearer token")
	file := fs.String("file", "../shared/data/reuters/docs.jsonl", "articles (JSONL)")
	limit := fs.Int("n", 0, "send the first N articles (0: all)")
	skip := fs.Int("skip", 0, "ingest: leave out the first N articles (sent before)")
	clients := fs.Int("clients", 4, "concurrent ingest clients")
	batch := fs.Int("batch", 100, "articles per request")
	readers := fs.Int("readers", 2, "read: concurrent readers of the story")
	interval := fs.Duration("interval", 20*time.Millisecond, "read: pause of each reader between requests")
	split := fs.Float64("split", 0.5, "read: share of the file ingested before the readers start")
	size := fs.Int("story-size", 50, "read: read the story with the size closest to this")
	duration := fs.Duration("duration", 5*time.Minute, "stop every phase after this long")
	fs.Parse(args)
	c := &httpapi.Client{BaseURL: *url, Token: *token, Retries: 3}
	ctx, cancel := context.WithTimeout(context.Background(), *duration)
	defer cancel()
	if mode == "reads" {
		// Readers alone, in a process of their own, while another process
		// ingests: the readers do not share a Go scheduler with the
		// load's encoders.
		story, err := pickStory(ctx, *url, *size)
		if err != nil {
			return err
		}
		fmt.Printf("deskload reads: story %s (%d articles), %d readers every %s, for %s\n", story.ID, story.Size, *readers, *interval, *duration)
		st := readLoop(ctx, c, story.ID, *readers, *interval, 0)
		fmt.Printf("reads: %d GETs, p50 %s, p99 %s, max %s; %d read a stale brief, %d errors; %s\n",
			len(st.lat), ms(pct(st.lat, .5)), ms(pct(st.lat, .99)), ms(pct(st.lat, 1)), st.stale, st.errors, loadavg())
		return nil
	}
	docs, err := readDocs(*file, *limit)
	if err != nil {
		return err
	}
	docs = docs[min(*skip, len(docs)):]
	fmt.Printf("deskload %s: %d articles from %s, %d clients, batches of %d, %s\n", mode, len(docs), *file, *clients, *batch, loadavg())
	if mode == "ingest" {
		n, took, lat, err := ingest(ctx, c, docs, *clients, *batch)
		report("ingest", n, took, lat)
		return err
	}
	cut := int(float64(len(docs)) * *split)
	n, took, lat, err := ingest(ctx, c, docs[:cut], *clients, *batch)
	report("phase 1 ingest", n, took, lat)
	if err != nil {
		return err
	}
	story, err := pickStory(ctx, *url, *size)
	if err != nil {
		return err
	}
	fmt.Printf("story %s: %d articles\n", story.ID, story.Size)
	// Read alone first (the brief is written by the first read).
	t := time.Now()
	if _, err := c.Story(ctx, story.ID); err != nil {
		return err
	}
	fmt.Printf("first read (writes the brief): %s\n", ms(time.Since(t)))
	quiet := readLoop(ctx, c, story.ID, *readers, *interval, 5*time.Second)
	fmt.Printf("reads alone:      %d GETs, p50 %s, p99 %s, max %s\n", len(quiet.lat), ms(pct(quiet.lat, .5)), ms(pct(quiet.lat, .99)), ms(pct(quiet.lat, 1)))
	// Then read while ingesting the rest.
	rctx, rcancel := context.WithCancel(ctx)
	var busy readStats
	var wg sync.WaitGroup
	wg.Go(func() { busy = readLoop(rctx, c, story.ID, *readers, *interval, 0) })
	n, took, lat, err = ingest(ctx, c, docs[cut:], *clients, *batch)
	rcancel()
	wg.Wait()
	report("phase 2 ingest (with readers)", n, took, lat)
	fmt.Printf("reads under load: %d GETs, p50 %s, p99 %s, max %s; %d read a stale brief, %d errors\n",
		len(busy.lat), ms(pct(busy.lat, .5)), ms(pct(busy.lat, .99)), ms(pct(busy.lat, 1)), busy.stale, busy.errors)
	fmt.Printf("%s\n", loadavg())
	return err
}

func report(what string, n int64, took time.Duration, lat []time.Duration) {
	fmt.Printf("%s: %d articles in %s: %.0f articles/s; request latency p50 %s, p99 %s\n",
		what, n, took.Round(time.Millisecond), float64(n)/took.Seconds(), ms(pct(lat, .5)), ms(pct(lat, .99)))
}

type readStats struct {
	lat           []time.Duration
	stale, errors int
}

func readLoop(ctx context.Context, c *httpapi.Client, id string, readers int, interval, limit time.Duration) readStats {
	if limit > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, limit)
		defer cancel()
	}
	var mu sync.Mutex
	var st readStats
	var wg sync.WaitGroup
	for r := 0; r < readers; r++ {
		wg.Go(func() {
			for ctx.Err() == nil {
				t := time.Now()
				s, err := c.Story(ctx, id)
				d := time.Since(t)
				mu.Lock()
				switch {
				case err != nil && ctx.Err() == nil:
					st.errors++
				case err == nil:
					st.lat = append(st.lat, d)
					if s.BriefStale {
						st.stale++
					}
				}
				mu.Unlock()
				select {
				case <-time.After(interval):
				case <-ctx.Done():
				}
			}
		})
	}
	wg.Wait()
	return st
}

func pickStory(ctx context.Context, url string, size int) (*desk.StorySummary, error) {
	req, _ := http.NewRequestWithContext(ctx, "GET", url+"/api/stories?limit=1000", nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var out struct{ Stories []desk.StorySummary }
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		return nil, err
	}
	var best *desk.StorySummary
	for i := range out.Stories {
		s := &out.Stories[i]
		if best == nil || abs(s.Size-size) < abs(best.Size-size) {
			best = s
		}
	}
	if best == nil {
		return nil, fmt.Errorf("no story")
	}
	return best, nil
}

func abs(x int) int { return max(x, -x) }

func loadavg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return ""
	}
	return "load average " + strings.Join(strings.Fields(string(b))[:3], " ")
}

func runReplicate(args []string) error {
	fs := newFlagSet("replicate")
	in := fs.String("in", "../shared/data/reuters/docs.jsonl", "corpus (JSONL)")
	n := fs.Int("n", 100000, "articles to write")
	out := fs.String("out", "/tmp/replicated.jsonl", "output JSONL")
	fs.Parse(args)
	docs, err := readDocs(*in, 0)
	if err != nil {
		return err
	}
	r := corpus.New(docs)
	f, err := os.Create(*out)
	if err != nil {
		return err
	}
	w := bufio.NewWriterSize(f, 1<<20)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	written := 0
	for k := 0; written < *n; k++ {
		for _, d := range docs {
			if written == *n {
				break
			}
			rd := r.Replica(d, k, k > 0)
			wd := httpapi.WireDoc{ID: rd.ID, Title: rd.Title, Text: rd.Text, Source: rd.Source, URL: rd.URL}
			if !rd.Published.IsZero() {
				wd.Published = rd.Published.Format(time.RFC3339)
			}
			if err := enc.Encode(wd); err != nil {
				return err
			}
			written++
		}
	}
	if err := w.Flush(); err != nil {
		return err
	}
	return f.Close()
}

var listening = regexp.MustCompile(`msg=listening url=(http://\S+)`)

func runRestart(args []string) error {
	fs := newFlagSet("restart")
	bin := fs.String("bin", "copydesk", "copydesk binary")
	db := fs.String("db", "copydesk.db", "database")
	timeout := fs.Duration("duration", 10*time.Minute, "give up after")
	fs.Parse(args)
	size := int64(0)
	for _, suffix := range []string{"", "-wal", "-shm"} {
		if fi, err := os.Stat(*db + suffix); err == nil {
			size += fi.Size()
		}
	}
	start := time.Now()
	cmd := exec.Command(*bin, "serve", "--db", *db, "--addr", "127.0.0.1:0")
	stderr, _ := cmd.StderrPipe()
	if err := cmd.Start(); err != nil {
		return err
	}
	defer cmd.Process.Kill()
	urlc := make(chan string, 1)
	var logLines []string
	var lmu sync.Mutex
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			lmu.Lock()
			logLines = append(logLines, sc.Text())
			lmu.Unlock()
			if m := listening.FindStringSubmatch(sc.Text()); m != nil {
				urlc <- m[1]
			}
		}
	}()
	var url string
	select {
	case url = <-urlc:
	case <-time.After(*timeout):
		return fmt.Errorf("not listening after %s", *timeout)
	}
	listen := time.Since(start)
	c := &httpapi.Client{BaseURL: url}
	var st desk.Status
	for {
		var err error
		st, err = c.Health(context.Background())
		if err == nil && st.State != "loading" {
			break
		}
		if time.Since(start) > *timeout {
			return fmt.Errorf("not ready after %s", *timeout)
		}
		time.Sleep(20 * time.Millisecond)
	}
	ready := time.Since(start)
	rss := vmRSS(cmd.Process.Pid)
	time.Sleep(3 * time.Second) // settled: after the server returns its loading buffers
	settled := vmRSS(cmd.Process.Pid)
	cmd.Process.Signal(syscall.SIGTERM)
	cmd.Wait()
	per := 0.0
	if st.Articles > 0 {
		per = float64(size) / float64(st.Articles)
	}
	fmt.Printf("restart %s: %d articles, %d stories; listening after %s, ready after %s; RSS %d MB when ready, %d MB 3 s later; file %.1f MB, %.0f bytes per article; %s\n",
		filepath.Base(*db), st.Articles, st.Stories, listen.Round(time.Millisecond), ready.Round(time.Millisecond), rss>>20, settled>>20, float64(size)/1e6, per, loadavg())
	lmu.Lock()
	for _, l := range logLines {
		if strings.Contains(l, "state loaded") {
			fmt.Println(" ", l)
		}
	}
	lmu.Unlock()
	if st.State != "ok" {
		return fmt.Errorf("server state %s: %s", st.State, st.Error)
	}
	return nil
}

func vmRSS(pid int) int64 {
	f, err := os.Open("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return 0
	}
	defer f.Close()
	b, _ := io.ReadAll(f)
	for _, l := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(l, "VmRSS:") {
			kb, _ := strconv.ParseInt(strings.Fields(l)[1], 10, 64)
			return kb << 10
		}
	}
	return 0
}
