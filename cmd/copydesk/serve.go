package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/copydesk/copydesk/desk"
	"github.com/copydesk/copydesk/httpapi"
	"github.com/copydesk/copydesk/story"
	"github.com/copydesk/copydesk/web"
	"github.com/copydesk/copydesk/web/deskpages"
)

func init() {
	register(&command{name: "serve", summary: "run the news desk: HTTP API and pages over one SQLite file", run: runServe})
}

const serveDescription = `
Runs the news desk as a service over one SQLite database file (created if
absent). Every article posted is checked at once against every article
stored for copies, placed in a story and stored; the answer carries the
relations found and the story. Stories, articles and briefs are read back
through the JSON API and the HTML pages:

  POST   /api/articles          one article (JSON) or a batch (JSON Lines)
  GET    /api/articles/{id}     text, copies, relations with passages
  DELETE /api/articles/{id}     remove from the copy index and its story
  GET    /api/stories           ?since=&q=&limit=&after=, newest activity first
                                (after=: the "next" cursor of a full page)
  GET    /api/stories/{id}      members and brief
  GET    /healthz, /metrics     health (503 while loading), Prometheus metrics
  GET    /                      the pages: stories (/?q=), a story
                                (/stories/{id}), an article (/articles/{id}),
                                two side by side (/compare/{a}/{b})

Writes (POST, DELETE) need "Authorization: Bearer TOKEN" when --token or
COPYDESK_TOKEN is set; otherwise they are open to anyone who can reach the
address, which is why the default address is loopback only.

An article is acknowledged once it is committed: it survives the process
being killed. The story assigner's state is saved with the articles
every --checkpoint and at a stop; a start takes it back and replays the
articles and deletions after it, so a restart does not change where
later articles go. A deleted article's text stays in the log of
deletions until the next save: seconds after a burst of deletions, or
with --checkpoint 0 at the stop.
SIGTERM or Ctrl-C stops gracefully: requests in flight finish, the story
state is saved, the database is checkpointed and closed.

Examples:
  copydesk serve --db desk.db
  COPYDESK_TOKEN=s3cret copydesk serve --db desk.db --addr :8080
  copydesk ingest --to http://127.0.0.1:8080 examples/news.jsonl

Exit status: 0 once shut down after Ctrl-C or SIGTERM (requests in flight
finished, the database closed), 1 on a failure (the address in use, the
database locked or not a copydesk database), 2 on bad usage.`

func runServe(ctx context.Context, e *env, args []string) error {
	fs := newFlagSet(e, "serve", "[flags]", serveDescription)
	dbPath := fs.String("db", "copydesk.db", "database `FILE` (created if absent)")
	addr := fs.String("addr", "127.0.0.1:8080", "listen `ADDRESS` host:port (0.0.0.0:PORT to listen on every interface)")
	token := fs.String("token", "", "bearer `TOKEN` required by POST and DELETE (default $COPYDESK_TOKEN; empty: writes are open)")
	maxBody := byteSize(httpapi.DefaultMaxBody)
	fs.Var(&maxBody, "max-body", "request body `SIZE` limit (bytes, or with KB, MB, GB)")
	sync := fs.String("synchronous", "normal", "SQLite synchronous `MODE`: normal (commits survive the process being killed) or full (also a power cut; an fsync per commit)")
	window := story.DefaultWindow
	fs.Var(durationFlag{&window}, "window", "story window: close a story quiet for this `DURATION` (e.g. 30d, 2w; at least 1h)")
	checkpoint := desk.DefaultCheckpoint
	fs.Var(spanFlag{&checkpoint}, "checkpoint", "save the story state with the articles every `DURATION` (e.g. 5m, 1h; a start after a crash replays only the articles and deletions after it; 0: only at a stop)")
	var fields inputFlags
	fields.registerFields(fs)
	procs := fs.Int("procs", 0, "Go scheduler `THREADS` (GOMAXPROCS; default $GOMAXPROCS, or else max(8, 2 × cores): see the README)")
	verbose := fs.Bool("verbose", false, "log every request")
	quiet := fs.Bool("quiet", false, "log warnings and errors only")
	var profs profiles
	addProfileFlags(fs.FlagSet, &profs)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usageError("unexpected argument %q", fs.Arg(0))
	}
	if *procs < 0 {
		return usageError("--procs must be 0 (the default) or more")
	}
	if err := checkDB(*dbPath, nil); err != nil {
		return err
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(serveProcs(*procs)))
	if *token == "" {
		*token = os.Getenv("COPYDESK_TOKEN")
	}
	switch *sync {
	case "normal", "full":
	default:
		return usageError("--synchronous %q: want normal or full", *sync)
	}
	if err := fields.checkFields(); err != nil {
		return err
	}
	host, port, err := net.SplitHostPort(*addr)
	if err != nil {
		return usageError("--addr %q: %v", *addr, err)
	}
	if _, err := net.LookupPort("tcp", port); err != nil || port == "" {
		return usageError("--addr %q: want a port from 0 to 65535", *addr)
	}
	if checkpoint < 0 {
		return usageError("--checkpoint must not be negative")
	}
	// The profiles are created (truncated) only now, after every usage
	// check, and never over the database.
	if *quiet && *verbose {
		return errQuietVerbose
	}
	if err := checkOutputs(nil, outputFile{"db", *dbPath}, outputFile{"cpuprofile", profs.cpu}, outputFile{"memprofile", profs.heap}); err != nil {
		return err
	}
	prof, err := startRun(nil, profs, e.stdout, e.stderr)
	if err != nil {
		return err
	}
	defer prof.Stop()
	level := slog.LevelInfo
	switch {
	case *verbose:
		level = slog.LevelDebug
	case *quiet:
		level = slog.LevelWarn
	}
	log := slog.New(slog.NewTextHandler(e.stderr, &slog.HandlerOptions{Level: level}))

	start := time.Now()
	restoreGC := lowGCWhileLoading()
	defer restoreGC()
	if checkpoint == 0 {
		checkpoint = -1 // desk.Options: negative is "only at a stop"
	}
	// Listen first: an address in use, or not this machine's, fails at
	// once rather than after the database is opened. Connections wait in
	// the listen queue until the server takes them, a moment later.
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return fmt.Errorf("listening on %s: %w", *addr, err)
	}
	defer ln.Close() // the server has closed it on a normal stop
	d, err := desk.Open(ctx, *dbPath, desk.Options{Logger: log, Synchronous: *sync, Stories: story.Options{Window: window}, Checkpoint: checkpoint})
	if err != nil {
		return err
	}
	closed := false
	defer func() {
		if !closed {
			d.Close()
		}
	}()
	api, err := httpapi.New(httpapi.Config{Desk: d, Token: *token, MaxBody: int64(maxBody), Fields: fields.fields, Logger: log,
		Pages: web.New(deskpages.New(d), log)})
	if err != nil {
		return err
	}
	srv := &http.Server{Handler: api, ReadHeaderTimeout: 10 * time.Second, ReadTimeout: 2 * time.Minute,
		WriteTimeout: 5 * time.Minute, IdleTimeout: 2 * time.Minute, MaxHeaderBytes: 64 << 10,
		ErrorLog: slog.NewLogLogger(log.Handler(), slog.LevelWarn)}
	log.Info("listening", "url", shownURL(host, ln.Addr()), "db", *dbPath, "procs", runtime.GOMAXPROCS(0), "writes", map[bool]string{true: "need the bearer token", false: "open"}[*token != ""])
	if *token == "" && !loopback(host) {
		log.Warn("no token and a non-loopback address: anyone who can reach it may add and delete articles (set --token or COPYDESK_TOKEN)", "addr", *addr)
	}
	go func() {
		select {
		case <-d.Ready():
			// Loading builds the copy index in transient buffers about twice
			// its final size; hand them back to the system now rather than
			// whenever the scavenger gets to it.
			restoreGC()
			debug.FreeOSMemory()
			if st := d.Status(); st.State == "ok" {
				log.Info("ready", "articles", st.Articles, "stories", st.Stories, "load", d.LoadTime().Round(time.Millisecond), "since_start", time.Since(start).Round(time.Millisecond))
			}
		case <-ctx.Done():
		}
	}()
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	select {
	case err := <-served:
		return fmt.Errorf("serving: %w", err)
	case <-ctx.Done():
	}
	log.Info("shutting down: finishing requests in flight")
	sctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil {
		log.Warn("requests still in flight after 30s were cut", "err", err)
	}
	prof.Heap()
	closed = true
	if err := d.Close(); err != nil {
		return err
	}
	log.Info("stopped", "db", *dbPath)
	return nil
}

// shownURL is the URL to give for a listener on host (as --addr names
// it): the host given, with the port bound (--addr :0 picks one). The
// listener's own address names the wildcard as [::] even for 0.0.0.0;
// an empty host (every interface) is shown as 0.0.0.0.
func shownURL(host string, addr net.Addr) string {
	port := "0"
	if ta, ok := addr.(*net.TCPAddr); ok {
		port = strconv.Itoa(ta.Port)
	}
	if host == "" {
		host = "0.0.0.0"
	}
	return "http://" + net.JoinHostPort(host, port)
}

func loopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// byteSize is a flag holding a number of bytes: 1048576, 64KB, 32MB, 1GB
// (powers of 1024).
type byteSize int64

func (b *byteSize) String() string {
	if b == nil {
		return ""
	}
	n := int64(*b)
	for _, u := range []struct {
		s string
		n int64
	}{{"GB", 1 << 30}, {"MB", 1 << 20}, {"KB", 1 << 10}} {
		if n >= u.n && n%u.n == 0 {
			return strconv.FormatInt(n/u.n, 10) + u.s
		}
	}
	return strconv.FormatInt(n, 10)
}

func (b *byteSize) Set(s string) error {
	t := strings.ToUpper(strings.TrimSpace(s))
	mult := int64(1)
	for _, u := range []struct {
		s string
		n int64
	}{{"GB", 1 << 30}, {"MB", 1 << 20}, {"KB", 1 << 10}, {"B", 1}} {
		if strings.HasSuffix(t, u.s) {
			t, mult = strings.TrimSpace(strings.TrimSuffix(t, u.s)), u.n
			break
		}
	}
	n, err := strconv.ParseInt(t, 10, 64)
	if err != nil || n <= 0 || n > (1<<40)/mult {
		return errors.New("want a positive size such as 1048576, 64KB or 32MB")
	}
	*b = byteSize(n * mult)
	return nil
}

// serveProcs is the GOMAXPROCS of the service. Ingest keeps every core
// busy while articles come; with one scheduler thread per core, a read
// then waits behind whole Go time slices (10 ms) of the ingest
// goroutines. With more threads than cores the kernel interleaves them
// finely and a read gets a core within a millisecond or two: on 2 cores,
// GET of a 48-article story under ingest at 4 clients takes p50 11 ms,
// p99 48 ms with 2 threads, p50 3 ms, p99 21-37 ms with 8, ingest a
// little slower but still over 2,500 articles/s.
func serveProcs(flag int) int {
	if flag > 0 {
		return flag
	}
	if env := os.Getenv("GOMAXPROCS"); env != "" {
		return runtime.GOMAXPROCS(0)
	}
	return max(8, 2*runtime.NumCPU())
}

// lowGCWhileLoading sets a low GC target for the start-up, unless $GOGC
// is set, and returns what restores the previous one (once). Start-up
// builds the copy index from flat buffers and sort scratch about as large
// as the index; with the default target the heap may double on top of
// that. At 1M articles the low target brings the peak RSS from 5.1-5.4 GB
// to 3.3-3.4 GB, the start-up as fast (8.5-9.2 s either way).
func lowGCWhileLoading() (restore func()) {
	if os.Getenv("GOGC") != "" {
		return func() {}
	}
	prev := debug.SetGCPercent(25)
	var once sync.Once
	return func() { once.Do(func() { debug.SetGCPercent(prev) }) }
}
