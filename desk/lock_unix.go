//go:build unix

package desk

import (
	"errors"
	"fmt"
	"os"
	"syscall"
)

// fileLock keeps a second process from opening the same database: two
// desks would number articles independently.
//
// The lock file is removed when the desk closes, so that none is left
// to suggest the desk is still in use. Removing it is safe only as done
// here: the holder unlinks it while still holding the lock, and a locker
// that got the lock of a file no longer at path (unlinked between its
// open and its flock) lets it go and tries again on the file there now;
// otherwise two processes could each hold the lock of another file.
type fileLock struct {
	f    *os.File
	path string
}

// beforeFlock runs between a locker's open and its flock: a test widens
// the window in which the holder may remove the file.
var beforeFlock = func() {}

func lockFile(path string) (*fileLock, error) {
	for range 100 { // a new holder each round; one is enough but for a race
		f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
		if err != nil {
			return nil, fmt.Errorf("lock file: %w", err)
		}
		beforeFlock()
		if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
			f.Close()
			if errors.Is(err, syscall.EWOULDBLOCK) {
				return nil, fmt.Errorf("%w (%s is locked)", ErrLocked, path)
			}
			return nil, fmt.Errorf("locking %s: %w", path, err)
		}
		held, err1 := f.Stat()
		there, err2 := os.Stat(path)
		if err1 == nil && err2 == nil && os.SameFile(held, there) {
			return &fileLock{f, path}, nil
		}
		f.Close() // the holder before removed it as it closed
	}
	return nil, fmt.Errorf("%w (%s is locked and unlocked again and again)", ErrLocked, path)
}

// unlock releases the lock, removing the lock file first when remove is set.
func (l *fileLock) unlock(remove bool) {
	if l != nil && l.f != nil {
		if remove {
			os.Remove(l.path)
		}
		syscall.Flock(int(l.f.Fd()), syscall.LOCK_UN)
		l.f.Close()
		l.f = nil
	}
}
