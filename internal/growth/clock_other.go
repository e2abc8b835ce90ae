//go:build !unix

package growth

import "time"

// cpuTime is not at hand here: wall time is used.
func cpuTime() (time.Duration, bool) { return 0, false }
