//go:build unix

package desk

import (
	"errors"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// TestLockFileRemovedExclusive: lockers racing with holders that remove
// the lock file as they unlock never hold it two at once (flock locks an
// open file, so two descriptors in one process exclude each other as two
// processes do). Without the check that the file locked is still the
// one at the path, a locker holding the lock of an unlinked file and
// one of the file made after it both held it.
func TestLockFileRemovedExclusive(t *testing.T) {
	path := filepath.Join(t.TempDir(), "desk.db.lock")
	beforeFlock = func() { time.Sleep(20 * time.Microsecond) }
	defer func() { beforeFlock = func() {} }()
	var holders, most atomic.Int32
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for range 300 {
				l, err := lockFile(path)
				if errors.Is(err, ErrLocked) {
					continue
				}
				if err != nil {
					t.Error(err)
					return
				}
				n := holders.Add(1)
				for m := most.Load(); n > m && !most.CompareAndSwap(m, n); m = most.Load() {
				}
				time.Sleep(20 * time.Microsecond)
				holders.Add(-1)
				l.unlock(true)
			}
		})
	}
	wg.Wait()
	if m := most.Load(); m != 1 {
		t.Errorf("at most %d holders at once, want 1", m)
	}
}
