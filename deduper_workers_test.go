package copydesk_test

import (
	"context"
	"runtime"
	"testing"

	"github.com/copydesk/copydesk"
)

// TestDeduperWorkersBounded: workers beyond the cores the Go runtime uses
// are not started. Each costs a sketcher, a verifier with its cache and
// per-document counts, and none of it can run at once: `copydesk dedup
// --workers 100000000` asked for terabytes, and 100,000 took 3.2 GB and
// 30 s on the example corpus.
func TestDeduperWorkersBounded(t *testing.T) {
	procs := runtime.GOMAXPROCS(0)
	for _, tc := range []struct {
		name    string
		workers int
	}{
		{"default", 0},
		{"one", 1},
		{"the cores", procs},
		{"far more than the cores", 64 * procs},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before := runtime.NumGoroutine()
			d, err := copydesk.NewDeduper(copydesk.DedupOptions{Workers: tc.workers})
			if err != nil {
				t.Fatal(err)
			}
			// The sketching workers, and two goroutines that wait on them.
			if started := runtime.NumGoroutine() - before; started > procs+2 {
				t.Errorf("Workers %d started %d goroutines, want at most %d", tc.workers, started, procs+2)
			}
			if err := d.Add(context.Background(), copydesk.Document{ID: "a", Text: "The ferry sank in the Kestrel Strait."}); err != nil {
				t.Fatal(err)
			}
			if _, err := d.Finish(context.Background()); err != nil {
				t.Fatal(err)
			}
		})
	}
}
