//go:build !unix

package desk

// fileLock is a no-op where flock is not available: do not open one
// database from two processes.
type fileLock struct{}

func lockFile(string) (*fileLock, error) { return &fileLock{}, nil }

func (l *fileLock) unlock(bool) {}
