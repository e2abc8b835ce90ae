//go:build unix

package growth

import (
	"syscall"
	"time"
)

// now is the CPU time the process has used, user and system, on every
// thread: the collector's work counts, other processes' does not.
func now() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return time.Duration(time.Now().UnixNano())
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
