package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"
)

// TestIngestInterruptSaysHowFar: an interrupted ingest says how many
// articles it had stored, as a run stopped by an error does: what was
// sent is kept, and the user needs to know how far it got: "interrupted"
// alone does not say.
func TestIngestInterruptSaysHowFar(t *testing.T) {
	answered := make(chan struct{}, 8)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// A server that stores every article of a batch.
		var ids []string
		sc := bufio.NewScanner(r.Body)
		for sc.Scan() {
			var a struct{ ID string }
			if json.Unmarshal(sc.Bytes(), &a) == nil && a.ID != "" {
				ids = append(ids, a.ID)
			}
		}
		var arts []string
		for _, id := range ids {
			arts = append(arts, fmt.Sprintf(`{"id":%q,"status":"created"}`, id))
		}
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprintf(w, `{"created":%d,"existing":0,"errors":0,"articles":[%s]}`, len(ids), strings.Join(arts, ","))
		answered <- struct{}{}
	}))
	defer srv.Close()

	// Two articles on a feed that stays open: the run waits for more
	// until the interrupt.
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	fmt.Fprintln(w, `{"id":"a","text":"The council met on Monday to discuss the bridge."}`)
	fmt.Fprintln(w, `{"id":"b","text":"Otters were seen below the weir at Hollin Mill."}`)

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var stdout, stderr strings.Builder
	done := make(chan int, 1)
	go func() {
		done <- run(ctx, []string{"ingest", "--to", srv.URL, "--batch", "1", "--clients", "1", "--quiet", "-"}, &env{stdin: r, stdout: &stdout, stderr: &stderr})
	}()
	for range 2 {
		select {
		case <-answered:
		case <-time.After(30 * time.Second):
			t.Fatal("the batches never reached the server")
		}
	}
	time.Sleep(300 * time.Millisecond) // the client counts the second answer
	cancel()
	code := <-done
	if code != 130 {
		t.Fatalf("exit %d, want 130; stderr %q", code, stderr.String())
	}
	if want := "stopped after 2 articles: 2 created, 0 already there, 0 refused"; !strings.Contains(stderr.String(), want) {
		t.Errorf("stderr %q lacks %q", stderr.String(), want)
	}
	if !strings.Contains(stderr.String(), "copydesk ingest: interrupted") {
		t.Errorf("stderr %q does not say interrupted", stderr.String())
	}
}
