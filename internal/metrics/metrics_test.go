package metrics

import (
	"strings"
	"sync"
	"testing"
)

func TestWriteText(t *testing.T) {
	r := NewRegistry()
	c := r.NewCounter("x_total", "Things done.")
	v := r.NewCounterVec("y_total", "Things by kind.", "kind")
	r.NewGauge("z", "A level\nwith two lines.", func() float64 { return 2.5 })
	h := r.NewHistogram("lat_seconds", "Latency.", []float64{0.1, 1})
	var wg sync.WaitGroup
	for i := 0; i < 4; i++ {
		wg.Go(func() {
			for j := 0; j < 100; j++ {
				c.Inc()
				v.Add(`a"b`, 1)
				h.Observe(0.0625)
			}
		})
	}
	wg.Wait()
	h.Observe(0.5)
	h.Observe(3)
	var sb strings.Builder
	if err := r.WriteText(&sb); err != nil {
		t.Fatal(err)
	}
	want := `# HELP x_total Things done.
# TYPE x_total counter
x_total 400
# HELP y_total Things by kind.
# TYPE y_total counter
y_total{kind="a\"b"} 400
# HELP z A level\nwith two lines.
# TYPE z gauge
z 2.5
# HELP lat_seconds Latency.
# TYPE lat_seconds histogram
lat_seconds_bucket{le="0.1"} 400
lat_seconds_bucket{le="1"} 401
lat_seconds_bucket{le="+Inf"} 402
lat_seconds_sum 28.5
lat_seconds_count 402
`
	if got := sb.String(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestDuplicateName(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("no panic on a duplicate name")
		}
	}()
	r := NewRegistry()
	r.NewCounter("a", "")
	r.NewCounter("a", "")
}
