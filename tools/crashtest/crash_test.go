package main

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"
)

// TestCrash runs the real server and kills it with SIGKILL three times
// while two clients send 620 articles (the example corpus, replicated),
// checking after each restart that every acknowledged article is there
// with its story and relations (a third client deletes 5% of them, and
// every deletion acknowledged must stay done), then that a resend completes the corpus
// without duplicates and the database is consistent. The 20-kill run is
// "go run ./tools/crashtest" (see the README).
func TestCrash(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the copydesk binary; skipped with -short")
	}
	var out strings.Builder
	c := config{corpus: "examples/news.jsonl", copies: 20, kills: 3, maxDelay: 400 * time.Millisecond, batch: 10, checkpoint: 50 * time.Millisecond, deletes: 0.05,
		seed: uint64(time.Now().UnixNano()), dir: t.TempDir(), out: &out}
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	err := run(ctx, c)
	t.Log(out.String())
	if err != nil {
		if log, e := os.ReadFile(c.dir + "/server.log"); e == nil {
			t.Logf("server log:\n%s", log)
		}
		t.Fatal(err)
	}
}
