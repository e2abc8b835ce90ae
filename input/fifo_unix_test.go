//go:build unix

package input

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/copydesk/copydesk"
)

// A named pipe is read as a live feed, and a cancelled read returns
// while its writer is quiet (SIGINT could not stop a run on a FIFO until
// the writer closed it).
func TestNamedPipeCancel(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "feed")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	w := make(chan *os.File, 1)
	go func() {
		f, err := os.OpenFile(fifo, os.O_WRONLY, 0)
		if err != nil {
			w <- nil
			return
		}
		io.WriteString(f, `{"id":"a","text":"one"}`+"\n")
		w <- f // kept open, quiet
	}()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		_, err := Read(ctx, []string{fifo}, nil, Options{}, func(d copydesk.Document) error {
			if d.ID == "a" {
				cancel() // as SIGINT does
			}
			return nil
		})
		done <- err
	}()
	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) {
			t.Errorf("Read = %v, want context.Canceled", err)
		}
	case <-time.After(5 * time.Second):
		t.Error("a cancelled read of a quiet named pipe did not return")
	}
	if f := <-w; f != nil {
		f.Close()
	}
}
