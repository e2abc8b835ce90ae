//go:build unix

package growth

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time the process has used, user and system, on
// every thread: the collector's work counts, other processes' does not.
func cpuTime() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
