// Command crashtest checks that a copydesk server loses no acknowledged
// article when it is killed (SIGKILL) at random moments: it starts the
// real binary, sends a corpus in batches from two clients, kills the
// server mid-way, restarts it, and checks that every article the server
// acknowledged is there with the story and relations it was answered
// with; it repeats that, then sends the whole corpus once more, which
// must complete it without duplicates, and checks the database file
// itself (integrity, relations between stored articles, story sizes,
// seqs without holes). A third client deletes acknowledged articles as
// they come (-deletes): a deletion acknowledged must stay done, and every
// start after a checkpoint must take the story state back from it, with
// the deletions after it replayed from their log.
//
//	go run ./tools/crashtest                       # 20 kills, examples × 1000 (31,000 articles: 15 min; ingest ends near the 17th kill)
//	go run ./tools/crashtest -corpus ../shared/data/reuters/docs.jsonl -n 5000
//
// It prints one line per kill and a summary; the exit status is 1 when a
// check fails.
package main

import (
	"bufio"
	"context"
	"database/sql"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	_ "modernc.org/sqlite"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/desk"
	"github.com/copydesk/copydesk/httpapi"
	"github.com/copydesk/copydesk/input"
	"github.com/copydesk/copydesk/internal/corpus"
)

type config struct {
	bin      string        // copydesk binary ("" builds one)
	corpus   string        // JSONL corpus
	n        int           // articles (0: all, times copies)
	copies   int           // replicas of the corpus (half with words substituted)
	kills    int           // kills
	maxDelay time.Duration // a kill comes at a random moment up to this long after the clients start
	batch    int
	seed     uint64
	dir      string
	// checkpoint is the server's --checkpoint (0: its default): short,
	// the kills land after checkpoints and during their writes.
	checkpoint time.Duration
	// deletes is the share of the articles a third client deletes.
	deletes float64
	out     io.Writer
}

func main() {
	var c config
	flag.StringVar(&c.bin, "bin", "", "copydesk binary (default: go build ./cmd/copydesk into the work dir)")
	flag.StringVar(&c.corpus, "corpus", "examples/news.jsonl", "JSONL corpus to send")
	flag.IntVar(&c.n, "n", 0, "send the first N articles (0: all)")
	flag.IntVar(&c.copies, "copies", 1000, "replicas of the corpus (odd ones with their words substituted: new articles)")
	flag.IntVar(&c.kills, "kills", 20, "kill -9 this many times")
	flag.DurationVar(&c.maxDelay, "max-delay", 1500*time.Millisecond, "kill at a random moment up to this long after the clients start")
	flag.IntVar(&c.batch, "batch", 20, "articles per request")
	flag.Uint64Var(&c.seed, "seed", uint64(time.Now().UnixNano()), "random seed")
	flag.StringVar(&c.dir, "dir", "", "work directory (default: a new temporary one, removed after a pass)")
	flag.DurationVar(&c.checkpoint, "checkpoint", 200*time.Millisecond, "the server's --checkpoint: how often it saves the story state (0: its default)")
	flag.Float64Var(&c.deletes, "deletes", 0.05, "share of the articles deleted by a third client as they are acknowledged")
	flag.Usage = func() {
		fmt.Fprint(flag.CommandLine.Output(), `Usage: crashtest [flags]

Checks that copydesk serve loses no acknowledged article when it is
killed (SIGKILL) at random moments: two clients ingest the corpus while
a third deletes, the server is killed and restarted -kills times, and
after each start every acknowledged article, relation, deletion and
story is checked; then the corpus is sent again and the database file
itself is checked. Exit status 1 when a check fails.

Flags:
`)
		flag.PrintDefaults()
	}
	flag.Parse()
	c.out = os.Stdout
	keep := c.dir != ""
	if keep {
		if err := os.MkdirAll(c.dir, 0o755); err != nil {
			fail(err)
		}
		os.Remove(filepath.Join(c.dir, "crash.db")) // a fresh database
		os.Remove(filepath.Join(c.dir, "crash.db-wal"))
		os.Remove(filepath.Join(c.dir, "crash.db-shm"))
	}
	if c.dir == "" {
		d, err := os.MkdirTemp("", "crashtest")
		if err != nil {
			fail(err)
		}
		c.dir = d
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Minute)
	defer cancel()
	err := run(ctx, c)
	if err == nil && !keep {
		os.RemoveAll(c.dir)
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "crashtest: FAIL: %v (work dir %s)\n", err, c.dir)
		os.Exit(1)
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "crashtest:", err)
	os.Exit(1)
}

// ack is what the server answered for an article.
type ack struct {
	story     string
	relations map[string]string // other id -> relation, as answered at creation
}

type tester struct {
	c      config
	docs   []copydesk.Document
	db     string
	rng    *rand.Rand
	mu     sync.Mutex
	acks   map[string]ack
	ackIDs []string        // the acknowledged articles, for the deleting client
	gone   map[string]bool // deletions acknowledged
	maybe  map[string]bool // deletions sent when the server was killed: done or not
	next   int             // first article not acknowledged yet (clients resume a little before it)
	logw   io.Writer
	server *server
}

func run(ctx context.Context, c config) error {
	if c.bin == "" {
		bin := filepath.Join(c.dir, "copydesk")
		cmd := exec.CommandContext(ctx, "go", "build", "-o", bin, "./cmd/copydesk")
		cmd.Dir = repoRoot()
		if out, err := cmd.CombinedOutput(); err != nil {
			return fmt.Errorf("building copydesk: %v\n%s", err, out)
		}
		c.bin = bin
	}
	docs, err := load(ctx, c)
	if err != nil {
		return err
	}
	t := &tester{c: c, docs: docs, db: filepath.Join(c.dir, "crash.db"), rng: rand.New(rand.NewPCG(c.seed, 1)), acks: map[string]ack{},
		gone: map[string]bool{}, maybe: map[string]bool{}}
	logf, err := os.Create(filepath.Join(c.dir, "server.log"))
	if err != nil {
		return err
	}
	defer logf.Close()
	t.logw = logf
	fmt.Fprintf(c.out, "crashtest: %d articles, %d kills, seed %d, binary %s\n", len(docs), c.kills, c.seed, c.bin)
	start := time.Now()
	for k := 1; k <= c.kills; k++ {
		if err := t.round(ctx, k); err != nil {
			if t.server != nil {
				t.server.kill()
			}
			return fmt.Errorf("kill %d: %w", k, err)
		}
	}
	// Complete the corpus: everything once more.
	s, err := t.start(ctx)
	if err != nil {
		return err
	}
	cl := &httpapi.Client{BaseURL: s.url, Retries: 3}
	created, existing := 0, 0
	for i := 0; i < len(docs); i += 200 {
		res, err := cl.Ingest(ctx, docs[i:min(i+200, len(docs))])
		if err != nil {
			s.kill()
			return fmt.Errorf("final resend: %w", err)
		}
		for _, r := range res.Articles {
			switch {
			case r.Status == desk.StatusCreated:
				created++
			case r.Status == desk.StatusExists:
				existing++
			case (t.gone[r.ID] || t.maybe[r.ID]) && strings.Contains(r.Error, "was deleted"):
				// A deletion the last kill interrupted may be done: the
				// resend settles it, as the resends of the rounds do.
				delete(t.maybe, r.ID)
				t.gone[r.ID] = true
			default:
				s.kill()
				return fmt.Errorf("final resend: %s: %s", r.ID, r.Error)
			}
		}
	}
	if err := t.verify(ctx, s.url); err != nil {
		s.kill()
		return err
	}
	st, err := cl.Health(ctx)
	if err != nil {
		s.kill()
		return err
	}
	if err := s.stop(); err != nil {
		return err
	}
	live := len(docs) - len(t.gone)
	if st.Articles != int64(live) {
		return fmt.Errorf("after the final resend the server holds %d articles, the corpus %d less %d deleted", st.Articles, len(docs), len(t.gone))
	}
	if err := checkDB(ctx, t.db, live); err != nil {
		return err
	}
	restored, replayed, err := checkRestarts(filepath.Join(c.dir, "server.log"))
	if err != nil {
		return err
	}
	fmt.Fprintf(c.out, "crashtest: PASS: %d kills; final resend %d created, %d already there; %d articles (%d deleted), %d stories, each acknowledged article and deletion checked after every kill; %d starts from a checkpoint, %d deletions replayed after one; database consistent (%s)\n",
		c.kills, created, existing, st.Articles, len(t.gone), st.Stories, restored, replayed, time.Since(start).Round(time.Second))
	return nil
}

// repoRoot finds the module root from the working directory.
func repoRoot() string {
	dir, _ := os.Getwd()
	for d := dir; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return d
		}
		if filepath.Dir(d) == d {
			return dir
		}
	}
}

func load(ctx context.Context, c config) ([]copydesk.Document, error) {
	var base []copydesk.Document
	path := c.corpus
	if !filepath.IsAbs(path) {
		if _, err := os.Stat(path); err != nil {
			path = filepath.Join(repoRoot(), c.corpus)
		}
	}
	if _, err := input.Read(ctx, []string{path}, nil, input.Options{}, func(d copydesk.Document) error {
		base = append(base, d)
		return nil
	}); err != nil {
		return nil, err
	}
	copies := max(c.copies, 1)
	r := corpus.New(base)
	var docs []copydesk.Document
	for k := 0; k < copies; k++ {
		for _, d := range base {
			docs = append(docs, r.Replica(d, k, k%2 == 1))
			if c.n > 0 && len(docs) == c.n {
				return docs, nil
			}
		}
	}
	return docs, nil
}

// server is a running copydesk serve.
type server struct {
	cmd  *exec.Cmd
	url  string
	done chan error
}

var listening = regexp.MustCompile(`msg=listening url=(http://\S+)`)

// start runs the server on a free port and waits until it listens.
func (t *tester) start(ctx context.Context) (*server, error) {
	args := []string{"serve", "--db", t.db, "--addr", "127.0.0.1:0"}
	if t.c.checkpoint > 0 {
		args = append(args, "--checkpoint", t.c.checkpoint.String())
	}
	cmd := exec.Command(t.c.bin, args...)
	stderr, err := cmd.StderrPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	s := &server{cmd: cmd, done: make(chan error, 1)}
	urlc := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			line := sc.Text()
			fmt.Fprintln(t.logw, line)
			if m := listening.FindStringSubmatch(line); m != nil {
				urlc <- m[1]
			}
		}
		s.done <- cmd.Wait()
	}()
	select {
	case s.url = <-urlc:
	case err := <-s.done:
		return nil, fmt.Errorf("server exited before listening: %v (see %s)", err, filepath.Join(t.c.dir, "server.log"))
	case <-time.After(60 * time.Second):
		cmd.Process.Kill()
		return nil, errors.New("server not listening after 60s")
	}
	t.server = s
	return s, nil
}

// ready waits until /healthz says ok.
func (s *server) ready(ctx context.Context) (time.Duration, error) {
	start := time.Now()
	c := &httpapi.Client{BaseURL: s.url}
	for time.Since(start) < 5*time.Minute {
		st, err := c.Health(ctx)
		if err == nil && st.State == "ok" {
			return time.Since(start), nil
		}
		if err == nil && st.State == "failed" {
			return 0, fmt.Errorf("server failed to load: %s", st.Error)
		}
		time.Sleep(20 * time.Millisecond)
	}
	return 0, errors.New("server not ready after 5 minutes")
}

func (s *server) kill() {
	s.cmd.Process.Kill()
	<-s.done
}

// stop stops the server with SIGTERM and checks that it exits cleanly.
func (s *server) stop() error {
	s.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case err := <-s.done:
		if err != nil {
			return fmt.Errorf("server exited with %v after SIGTERM", err)
		}
		return nil
	case <-time.After(60 * time.Second):
		s.kill()
		return errors.New("server still running 60s after SIGTERM")
	}
}

// round: start (after the previous kill), check everything acknowledged
// so far, send, kill at a random moment.
func (t *tester) round(ctx context.Context, k int) error {
	s, err := t.start(ctx)
	if err != nil {
		return err
	}
	// Now and then the kill comes while the server is still loading.
	if k%7 == 0 {
		time.Sleep(time.Duration(t.rng.Int64N(int64(20 * time.Millisecond))))
		s.kill()
		fmt.Fprintf(t.c.out, "kill %2d: during start-up\n", k)
		return nil
	}
	wait, err := s.ready(ctx)
	if err != nil {
		s.kill()
		return err
	}
	if err := t.verify(ctx, s.url); err != nil {
		s.kill()
		return err
	}
	before := len(t.acks)
	cctx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	t.mu.Lock()
	from := max(0, t.next-3*t.c.batch) // resend a little: acknowledged ones must come back as "exists"
	t.mu.Unlock()
	batches := make(chan int)
	wg.Go(func() {
		defer close(batches)
		for i := from; i < len(t.docs); i += t.c.batch {
			select {
			case batches <- i:
			case <-cctx.Done():
				return
			}
		}
	})
	var clientErr error
	var emu sync.Mutex
	if t.c.deletes > 0 {
		wg.Go(func() {
			if err := t.deleter(cctx, s.url); err != nil {
				emu.Lock()
				clientErr = err
				emu.Unlock()
			}
		})
	}
	for w := 0; w < 2; w++ {
		wg.Go(func() {
			cl := &httpapi.Client{BaseURL: s.url}
			for i := range batches {
				batch := t.docs[i:min(i+t.c.batch, len(t.docs))]
				res, err := cl.Ingest(cctx, batch)
				if err != nil {
					return // the server died (or we are stopping)
				}
				if err := t.record(batch, res); err != nil {
					emu.Lock()
					clientErr = err
					emu.Unlock()
					return
				}
			}
		})
	}
	delay := time.Duration(t.rng.Int64N(int64(t.c.maxDelay)))
	time.Sleep(delay)
	s.kill()
	cancel()
	wg.Wait()
	if clientErr != nil {
		return clientErr
	}
	t.mu.Lock()
	n, next := len(t.acks), t.next
	t.mu.Unlock()
	fmt.Fprintf(t.c.out, "kill %2d: after %4dms; ready in %4dms, %d acknowledged before checked; +%d acknowledged (%d of %d)\n",
		k, delay.Milliseconds(), wait.Milliseconds(), before, n-before, next, len(t.docs))
	return nil
}

// record keeps the server's answers and checks them against earlier ones.
func (t *tester) record(batch []copydesk.Document, res *httpapi.BatchResult) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	for i, r := range res.Articles {
		if r.ID != batch[i].ID {
			return fmt.Errorf("answer %d is about %q, not %q", i, r.ID, batch[i].ID)
		}
		prev, seen := t.acks[r.ID]
		switch {
		case r.Status == desk.StatusCreated:
			if seen {
				return fmt.Errorf("%s created twice (the first time in story %s)", r.ID, prev.story)
			}
			a := ack{story: r.Story, relations: map[string]string{}}
			for _, rel := range r.Relations {
				a.relations[rel.Other.ID] = rel.Kind
			}
			t.acks[r.ID] = a
			t.ackIDs = append(t.ackIDs, r.ID)
		case r.Status == desk.StatusExists:
			if seen && prev.story != r.Story {
				return fmt.Errorf("%s: story %s, acknowledged in %s", r.ID, r.Story, prev.story)
			}
			if !seen {
				// Created in a request whose answer was lost in the kill.
				t.acks[r.ID] = ack{story: r.Story, relations: map[string]string{}}
				t.ackIDs = append(t.ackIDs, r.ID)
			}
		case (t.gone[r.ID] || t.maybe[r.ID]) && strings.Contains(r.Error, "was deleted"):
			// A resend of an article deleted since.
			delete(t.maybe, r.ID)
			t.gone[r.ID] = true
		default:
			return fmt.Errorf("%s: %s %s", r.ID, r.Status, r.Error)
		}
	}
	for t.next < len(t.docs) {
		if _, ok := t.acks[t.docs[t.next].ID]; !ok {
			break
		}
		t.next++
	}
	return nil
}

// verify checks every acknowledged article and deletion, then every
// story once.
func (t *tester) verify(ctx context.Context, url string) error {
	cl := &httpapi.Client{BaseURL: url, Retries: 2}
	if err := t.checkDeletions(ctx, cl); err != nil {
		return err
	}
	t.mu.Lock()
	ids := make([]string, 0, len(t.acks))
	for id := range t.acks {
		if !t.gone[id] {
			ids = append(ids, id)
		}
	}
	t.mu.Unlock()
	work := make(chan string)
	errc := make(chan error, 4)
	var wg sync.WaitGroup
	for w := 0; w < 4; w++ {
		wg.Go(func() {
			for id := range work {
				a, err := cl.Article(ctx, id)
				if err != nil {
					errc <- fmt.Errorf("acknowledged article %s: %w", id, err)
					return
				}
				t.mu.Lock()
				want := t.acks[id]
				t.mu.Unlock()
				if a.Story != want.story {
					errc <- fmt.Errorf("article %s: story %q, acknowledged in %q", id, a.Story, want.story)
					return
				}
				have := map[string]string{}
				for _, r := range a.Relations {
					have[r.Other.ID] = r.Kind
				}
				for other, kind := range want.relations {
					t.mu.Lock()
					gone := t.gone[other]
					t.mu.Unlock()
					if have[other] != kind && !gone { // a deleted article's relations go with it
						errc <- fmt.Errorf("article %s: relation to %s is %q, acknowledged as %q", id, other, have[other], kind)
						return
					}
				}
			}
		})
	}
	var err error
send:
	for _, id := range ids {
		select {
		case work <- id:
		case err = <-errc:
			break send
		}
	}
	close(work)
	wg.Wait()
	if err == nil {
		select {
		case err = <-errc:
		default:
		}
	}
	if err != nil {
		return err
	}
	// Each story lists its acknowledged members.
	byStory := map[string][]string{}
	t.mu.Lock()
	for id, a := range t.acks {
		if !t.gone[id] {
			byStory[a.story] = append(byStory[a.story], id)
		}
	}
	t.mu.Unlock()
	for story, members := range byStory {
		st, err := cl.StoryMembers(ctx, story)
		if err != nil {
			return fmt.Errorf("story %s: %w", story, err)
		}
		have := map[string]bool{}
		for _, a := range st.Articles {
			have[a.ID] = true
		}
		if len(st.Articles) != st.Size {
			return fmt.Errorf("story %s: size %d, %d articles listed", story, st.Size, len(st.Articles))
		}
		for _, id := range members {
			if !have[id] {
				return fmt.Errorf("story %s does not list its acknowledged article %s", story, id)
			}
		}
	}
	return nil
}

// deleter deletes acknowledged articles at random, one request at a time,
// until ctx ends (the kill) or its share of the corpus is deleted.
func (t *tester) deleter(ctx context.Context, url string) error {
	cl := &httpapi.Client{BaseURL: url}
	limit := int(t.c.deletes * float64(len(t.docs)))
	for ctx.Err() == nil {
		time.Sleep(5 * time.Millisecond)
		t.mu.Lock()
		if len(t.gone)+len(t.maybe) >= limit || len(t.ackIDs) == 0 {
			t.mu.Unlock()
			continue
		}
		id := t.ackIDs[t.rng.IntN(len(t.ackIDs))]
		if t.gone[id] || t.maybe[id] {
			t.mu.Unlock()
			continue
		}
		t.maybe[id] = true
		t.mu.Unlock()
		err := cl.Delete(ctx, id)
		var se *httpapi.Error
		switch {
		case err == nil:
			t.mu.Lock()
			delete(t.maybe, id)
			t.gone[id] = true
			t.mu.Unlock()
		case errors.As(err, &se) && se.Status != 503:
			return fmt.Errorf("deleting acknowledged article %s: %w", id, err)
		default:
			return nil // the server died (or we are stopping): the deletion may or may not be done
		}
	}
	return nil
}

// checkDeletions settles the deletions a kill interrupted (done or not:
// either is right) and checks that every acknowledged one is done.
func (t *tester) checkDeletions(ctx context.Context, cl *httpapi.Client) error {
	t.mu.Lock()
	var ids []string
	for id := range t.gone {
		ids = append(ids, id)
	}
	for id := range t.maybe {
		ids = append(ids, id)
	}
	t.mu.Unlock()
	for _, id := range ids {
		_, err := cl.Article(ctx, id)
		var se *httpapi.Error
		deleted := errors.As(err, &se) && se.Status == 410
		if err != nil && !deleted {
			return fmt.Errorf("article %s, deleted or being deleted: %w", id, err)
		}
		t.mu.Lock()
		switch {
		case t.gone[id] && !deleted:
			t.mu.Unlock()
			return fmt.Errorf("article %s: its deletion was acknowledged, and it is back", id)
		case t.maybe[id]:
			delete(t.maybe, id)
			if deleted {
				t.gone[id] = true
			}
		}
		t.mu.Unlock()
	}
	return nil
}

// checkRestarts reads the server's log: every start that found a
// checkpoint must have taken the story state back from it, the deletions
// after it replayed from their log. It counts those starts and the
// deletions they replayed.
func checkRestarts(path string) (restored, replayed int, err error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return 0, 0, err
	}
	for _, line := range strings.Split(string(data), "\n") {
		if strings.Contains(line, "story state not restored") {
			return 0, 0, fmt.Errorf("a start did not take its checkpoint: %s", line)
		}
		if m := restoredLine.FindStringSubmatch(line); m != nil {
			restored++
			n, _ := strconv.Atoi(m[1])
			replayed += n
		}
	}
	return restored, replayed, nil
}

var restoredLine = regexp.MustCompile(`msg="story state restored".* deletions_replayed=(\d+)`)

// checkDB checks the database file after the server stopped.
func checkDB(ctx context.Context, path string, want int) error {
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		return err
	}
	defer db.Close()
	var ok string
	if err := db.QueryRowContext(ctx, `PRAGMA integrity_check`).Scan(&ok); err != nil || ok != "ok" {
		return fmt.Errorf("integrity check: %q %v", ok, err)
	}
	for _, c := range []struct {
		what, q string
		want    int
	}{
		{"live articles", `SELECT count(*) FROM articles WHERE deleted = 0`, want},
		{"holes in seq", `SELECT (SELECT coalesce(max(seq) + 1, 0) FROM articles) - (SELECT count(*) FROM articles)`, 0},
		{"texts", `SELECT count(*) FROM bodies`, want},
		{"sketches", `SELECT count(*) FROM sketches`, want},
		{"relations to missing articles", `SELECT count(*) FROM relations r WHERE NOT EXISTS (SELECT 1 FROM articles a WHERE a.seq = r.a AND a.deleted = 0)
			OR NOT EXISTS (SELECT 1 FROM articles b WHERE b.seq = r.b AND b.deleted = 0)`, 0},
		{"relations not from the later article", `SELECT count(*) FROM relations WHERE a = b`, 0},
		{"articles without story", `SELECT count(*) FROM articles a WHERE a.deleted = 0 AND NOT EXISTS (SELECT 1 FROM stories s WHERE s.id = a.story)`, 0},
		{"stories whose size is wrong", `SELECT count(*) FROM stories s WHERE s.size != (SELECT count(*) FROM articles a WHERE a.story = s.id AND a.deleted = 0)`, 0},
		{"stories whose independent count is wrong", `SELECT count(*) FROM stories s WHERE s.independent != (SELECT count(*) FROM articles a WHERE a.story = s.id AND a.deleted = 0 AND a.story_copy = 0)`, 0},
		{"roots missing", `SELECT count(*) FROM articles a WHERE NOT EXISTS (SELECT 1 FROM articles r WHERE r.seq = a.root)`, 0},
		{"duplicate ids", `SELECT count(*) - count(DISTINCT id) FROM articles`, 0},
	} {
		var n int
		if err := db.QueryRowContext(ctx, c.q).Scan(&n); err != nil {
			return fmt.Errorf("%s: %w", c.what, err)
		}
		if n != c.want {
			return fmt.Errorf("database: %s = %d, want %d", c.what, n, c.want)
		}
	}
	return nil
}
