package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/desk"
	"github.com/copydesk/copydesk/input"
	"github.com/copydesk/copydesk/internal/corpus"
	"github.com/copydesk/copydesk/store/sqlite"
)

// syncBuffer is a bytes.Buffer safe for the server goroutine and the test.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

var listenURL = regexp.MustCompile(`msg=listening url=(http://\S+)`)

// startServe runs copydesk serve in the test process; cancelling the
// returned context is what SIGTERM does to the real command.
func startServe(t *testing.T, args ...string) (url string, stop func() (int, string)) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	stderr := &syncBuffer{}
	done := make(chan int, 1)
	go func() {
		done <- run(ctx, append([]string{"serve", "--addr", "127.0.0.1:0"}, args...), &env{stdin: strings.NewReader(""), stdout: io.Discard, stderr: stderr})
	}()
	deadline := time.Now().Add(30 * time.Second)
	for {
		if m := listenURL.FindStringSubmatch(stderr.String()); m != nil {
			url = m[1]
			break
		}
		select {
		case code := <-done:
			cancel()
			t.Fatalf("serve exited with %d:\n%s", code, stderr.String())
		default:
		}
		if time.Now().After(deadline) {
			cancel()
			t.Fatalf("serve not listening:\n%s", stderr.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
	return url, func() (int, string) {
		cancel()
		select {
		case code := <-done:
			return code, stderr.String()
		case <-time.After(60 * time.Second):
			t.Fatal("serve still running 60 s after the signal")
			return 0, ""
		}
	}
}

// SIGTERM while a large batch is being ingested: the request finishes and
// is answered, the command exits 0, and the database is closed cleanly
// (checkpointed: no WAL left) with every article of the batch in it.
func TestServeGracefulShutdown(t *testing.T) {
	db := filepath.Join(t.TempDir(), "desk.db")
	url, stop := startServe(t, "--db", db, "--token", "tk")
	// A batch of 1,240 new articles (the examples, replicated with their
	// words substituted).
	docs := readExamples(t)
	r := corpus.New(docs)
	var body bytes.Buffer
	enc := json.NewEncoder(&body)
	for k := 1; k <= 40; k++ {
		for _, d := range docs {
			rd := r.Replica(d, k, true)
			enc.Encode(map[string]string{"id": rd.ID, "title": rd.Title, "text": rd.Text, "source": rd.Source})
		}
	}
	type answer struct {
		code int
		body string
		err  error
		at   time.Time
	}
	answered := make(chan answer, 1)
	go func() {
		req, _ := http.NewRequest("POST", url+"/api/articles", bytes.NewReader(body.Bytes()))
		req.Header.Set("Authorization", "Bearer tk")
		req.Header.Set("Content-Type", "application/x-ndjson")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			answered <- answer{err: err}
			return
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		answered <- answer{code: resp.StatusCode, body: string(b), at: time.Now()}
	}()
	time.Sleep(150 * time.Millisecond) // the request is in flight
	signalled := time.Now()
	code, log := stop()
	a := <-answered
	if a.err != nil || a.code != 200 || !strings.Contains(a.body, `"created":1240`) {
		t.Fatalf("in-flight request: %d %v %.200s\nserver log:\n%s", a.code, a.err, a.body, log)
	}
	if a.at.Before(signalled) {
		t.Logf("the batch was done before the signal (%s early): shutdown not exercised with a request in flight", signalled.Sub(a.at))
	}
	if code != 0 || !strings.Contains(log, "msg=stopped") {
		t.Fatalf("exit %d\n%s", code, log)
	}
	if fi, err := os.Stat(db + "-wal"); err == nil && fi.Size() > 0 {
		t.Errorf("WAL of %d bytes left after shutdown", fi.Size())
	}
	// Nor the lock file, which read as a desk still in use.
	if _, err := os.Stat(db + ".lock"); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("lock file left after shutdown (%v)", err)
	}
	sdb, err := sqlite.Open(context.Background(), db, sqlite.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer sdb.Close()
	if n, _, _ := sdb.Counts(context.Background()); n != 1240 {
		t.Errorf("%d articles in the database, want 1240", n)
	}
}

// A second server on the same file is refused; a bad address fails.
func TestServeErrors(t *testing.T) {
	db := filepath.Join(t.TempDir(), "desk.db")
	_, stop := startServe(t, "--db", db)
	defer stop()
	code, _, stderr := storiesCLI(t, "serve", "--db", db, "--addr", "127.0.0.1:0")
	if code != 1 || !strings.Contains(stderr, "database in use by another process") {
		t.Errorf("second server on one file: %d %s", code, stderr)
	}
	code, _, stderr = storiesCLI(t, "serve", "--db", filepath.Join(t.TempDir(), "x.db"), "--addr", "nonsense")
	if code != 2 || !strings.Contains(stderr, "--addr") {
		t.Errorf("bad address: %d %s", code, stderr)
	}
	code, _, stderr = storiesCLI(t, "serve", "--db", filepath.Join(t.TempDir(), "no", "such", "dir", "x.db"))
	if code != 2 || !strings.Contains(stderr, "no such directory") {
		t.Errorf("missing directory: %d %s", code, stderr)
	}
}

// copydesk ingest --to a server: batches, answers counted, a resend is
// all "already there"; without the token, exit 1 and a clear message.
func TestIngestToServer(t *testing.T) {
	url, stop := startServe(t, "--db", filepath.Join(t.TempDir(), "desk.db"), "--token", "tk")
	defer stop()
	code, _, stderr := storiesCLI(t, "ingest", "--to", url, "--token", "tk", "--batch", "7", examplesNews)
	if code != 0 || !strings.Contains(stderr, "31 created, 0 already there, 0 refused") {
		t.Fatalf("ingest: %d %s", code, stderr)
	}
	code, _, stderr = storiesCLI(t, "ingest", "--to", url, "--token", "tk", examplesNews)
	if code != 0 || !strings.Contains(stderr, "0 created, 31 already there") {
		t.Fatalf("resend: %d %s", code, stderr)
	}
	t.Setenv("COPYDESK_TOKEN", "")
	code, _, stderr = storiesCLI(t, "ingest", "--to", url, "--retries", "0", examplesNews)
	if code != 1 || !strings.Contains(stderr, "401") || !strings.Contains(stderr, "missing bearer token") {
		t.Fatalf("without token: %d %s", code, stderr)
	}
	t.Setenv("COPYDESK_TOKEN", "tk")
	code, _, stderr = storiesCLI(t, "ingest", "--to", url, examplesNews)
	if code != 0 || !strings.Contains(stderr, "31 already there") {
		t.Fatalf("token from the environment: %d %s", code, stderr)
	}
}

// TestIngestDBInInputOrder: ingest --db hands the desk its batches one
// at a time, so the desk takes the articles in input order: given them in
// publication order, it gives them the stories copydesk stories gives.
// Two batches in flight (the default of --to) let the desk take them in
// any order: with one article a batch, a later article often founded the
// story and named it, differently from run to run.
func TestIngestDBInInputOrder(t *testing.T) {
	// The example corpus in publication order (copydesk stories sorts by
	// date; the desk takes articles as they come).
	docs := readExamples(t)
	slices.SortStableFunc(docs, func(a, b copydesk.Document) int { return a.Published.Compare(b.Published) })
	sorted := filepath.Join(t.TempDir(), "sorted.jsonl")
	var buf bytes.Buffer
	for _, d := range docs {
		line, err := json.Marshal(map[string]any{"id": d.ID, "title": d.Title, "text": d.Text, "source": d.Source, "published": d.Published})
		if err != nil {
			t.Fatal(err)
		}
		buf.Write(append(line, '\n'))
	}
	if err := os.WriteFile(sorted, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	assignments := filepath.Join(t.TempDir(), "a.jsonl")
	if code, _, stderr := storiesCLI(t, "stories", "--quiet", "--assignments", assignments, sorted); code != 0 {
		t.Fatalf("stories: %d %s", code, stderr)
	}
	want := map[string]string{}
	data, err := os.ReadFile(assignments)
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		var a struct{ ID, Cluster string }
		if err := json.Unmarshal([]byte(line), &a); err != nil {
			t.Fatal(err)
		}
		want[a.ID] = a.Cluster
	}
	for round := range 3 {
		db := filepath.Join(t.TempDir(), "desk.db")
		if code, _, stderr := storiesCLI(t, "ingest", "--quiet", "--db", db, "--batch", "1", sorted); code != 0 {
			t.Fatalf("ingest: %d %s", code, stderr)
		}
		d, err := desk.Open(context.Background(), db, desk.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if err := d.Wait(context.Background()); err != nil {
			t.Fatal(err)
		}
		for id, story := range want {
			a, err := d.Article(context.Background(), id)
			if err != nil {
				t.Fatal(err)
			}
			if a.Story != story {
				t.Errorf("round %d: %s in story %s, copydesk stories says %s", round, id, a.Story, story)
			}
		}
		d.Close()
	}
}

// readExamples reads the example corpus.
func readExamples(t *testing.T) []copydesk.Document {
	t.Helper()
	docs, err := input.ReadAll(context.Background(), []string{examplesNews}, input.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return docs
}
