//go:build !unix

package growth

import "time"

var start = time.Now()

// now is wall time where the process's CPU time is not at hand.
func now() time.Duration { return time.Since(start) }
