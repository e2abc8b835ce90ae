package growth

import (
	"math/bits"
	"testing"
)

// work does n·m steps of a loop the compiler cannot drop.
func work(n, m int) {
	s := 0
	for i := range n {
		for j := range m {
			s += i ^ j
		}
	}
	sink = s
}

var sink int

// recorder is a testing.TB that keeps the failure instead of failing.
type recorder struct {
	testing.TB
	failed bool
}

func (r *recorder) Helper()               {}
func (r *recorder) Errorf(string, ...any) { r.failed = true }

func TestLinear(t *testing.T) {
	for _, c := range []struct {
		name string
		f    func(n int)
		fail bool
	}{
		{"linear", func(n int) { work(n, 20000) }, false},
		{"n log n", func(n int) { work(n, 2000*bits.Len(uint(n))) }, false},
		{"quadratic", func(n int) { work(n, 4*n) }, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := &recorder{TB: t}
			Linear(r, 5000, func(n int) func() { return func() { c.f(n) } })
			if r.failed != c.fail {
				t.Errorf("failed %v, want %v", r.failed, c.fail)
			}
		})
	}
}
