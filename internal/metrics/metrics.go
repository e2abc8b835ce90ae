// Package metrics keeps counters, gauges and histograms and writes them in
// the Prometheus text exposition format (version 0.0.4), by hand: no
// client library. All methods are safe for concurrent use.
package metrics

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
)

// Registry holds metrics in the order they were registered.
type Registry struct {
	mu      sync.Mutex
	metrics []metric
	names   map[string]bool
}

type metric interface {
	write(w *bufio.Writer)
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry { return &Registry{names: map[string]bool{}} }

func (r *Registry) add(name string, m metric) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.names[name] {
		panic("metrics: " + name + " registered twice")
	}
	r.names[name] = true
	r.metrics = append(r.metrics, m)
}

// WriteText writes every metric in the Prometheus text format.
func (r *Registry) WriteText(w io.Writer) error {
	r.mu.Lock()
	ms := slices.Clone(r.metrics)
	r.mu.Unlock()
	bw := bufio.NewWriter(w)
	for _, m := range ms {
		m.write(bw)
	}
	return bw.Flush()
}

func header(w *bufio.Writer, name, help, kind string) {
	fmt.Fprintf(w, "# HELP %s %s\n# TYPE %s %s\n", name, escapeHelp(help), name, kind)
}

func escapeHelp(s string) string {
	return strings.NewReplacer(`\`, `\\`, "\n", `\n`).Replace(s)
}

func escapeLabel(s string) string {
	return strings.NewReplacer(`\`, `\\`, "\n", `\n`, `"`, `\"`).Replace(s)
}

func formatFloat(f float64) string {
	switch {
	case math.IsInf(f, 1):
		return "+Inf"
	case math.IsInf(f, -1):
		return "-Inf"
	case math.IsNaN(f):
		return "NaN"
	}
	return strconv.FormatFloat(f, 'g', -1, 64)
}

// Counter is a number that only goes up.
type Counter struct {
	name, help string
	v          atomic.Uint64
}

// NewCounter registers a counter.
func (r *Registry) NewCounter(name, help string) *Counter {
	c := &Counter{name: name, help: help}
	r.add(name, c)
	return c
}

// Add adds n.
func (c *Counter) Add(n uint64) { c.v.Add(n) }

// Inc adds one.
func (c *Counter) Inc() { c.v.Add(1) }

// Value returns the count.
func (c *Counter) Value() uint64 { return c.v.Load() }

func (c *Counter) write(w *bufio.Writer) {
	header(w, c.name, c.help, "counter")
	fmt.Fprintf(w, "%s %d\n", c.name, c.v.Load())
}

// CounterVec is a counter per value of one label.
type CounterVec struct {
	name, help, label string
	mu                sync.Mutex
	vals              map[string]*atomic.Uint64
}

// NewCounterVec registers a counter with one label.
func (r *Registry) NewCounterVec(name, help, label string) *CounterVec {
	c := &CounterVec{name: name, help: help, label: label, vals: map[string]*atomic.Uint64{}}
	r.add(name, c)
	return c
}

// Add adds n to the counter of label value v.
func (c *CounterVec) Add(v string, n uint64) {
	c.mu.Lock()
	x, ok := c.vals[v]
	if !ok {
		x = &atomic.Uint64{}
		c.vals[v] = x
	}
	c.mu.Unlock()
	x.Add(n)
}

// Value returns the count of label value v.
func (c *CounterVec) Value(v string) uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	if x, ok := c.vals[v]; ok {
		return x.Load()
	}
	return 0
}

func (c *CounterVec) write(w *bufio.Writer) {
	header(w, c.name, c.help, "counter")
	c.mu.Lock()
	keys := make([]string, 0, len(c.vals))
	for k := range c.vals {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		fmt.Fprintf(w, "%s{%s=\"%s\"} %d\n", c.name, c.label, escapeLabel(k), c.vals[k].Load())
	}
	c.mu.Unlock()
}

// Gauge is a number read when the metrics are written.
type Gauge struct {
	name, help string
	f          func() float64
}

// NewGauge registers a gauge whose value f returns.
func (r *Registry) NewGauge(name, help string, f func() float64) *Gauge {
	g := &Gauge{name: name, help: help, f: f}
	r.add(name, g)
	return g
}

func (g *Gauge) write(w *bufio.Writer) {
	header(w, g.name, g.help, "gauge")
	fmt.Fprintf(w, "%s %s\n", g.name, formatFloat(g.f()))
}

// Histogram counts observations in buckets (upper bounds, inclusive).
type Histogram struct {
	name, help string
	bounds     []float64
	counts     []atomic.Uint64 // per bucket, not cumulative; the last is +Inf
	sumBits    atomic.Uint64
	count      atomic.Uint64
}

// NewHistogram registers a histogram with the given bucket upper bounds
// (increasing).
func (r *Registry) NewHistogram(name, help string, bounds []float64) *Histogram {
	if !slices.IsSorted(bounds) {
		panic("metrics: buckets of " + name + " not sorted")
	}
	h := &Histogram{name: name, help: help, bounds: bounds, counts: make([]atomic.Uint64, len(bounds)+1)}
	r.add(name, h)
	return h
}

// Observe records one value.
func (h *Histogram) Observe(v float64) {
	i, _ := slices.BinarySearch(h.bounds, v)
	h.counts[i].Add(1)
	h.count.Add(1)
	for {
		old := h.sumBits.Load()
		if h.sumBits.CompareAndSwap(old, math.Float64bits(math.Float64frombits(old)+v)) {
			return
		}
	}
}

// Count is the number of observations.
func (h *Histogram) Count() uint64 { return h.count.Load() }

func (h *Histogram) write(w *bufio.Writer) {
	header(w, h.name, h.help, "histogram")
	var cum uint64
	for i, b := range h.bounds {
		cum += h.counts[i].Load()
		fmt.Fprintf(w, "%s_bucket{le=\"%s\"} %d\n", h.name, formatFloat(b), cum)
	}
	cum += h.counts[len(h.bounds)].Load()
	fmt.Fprintf(w, "%s_bucket{le=\"+Inf\"} %d\n", h.name, cum)
	fmt.Fprintf(w, "%s_sum %s\n", h.name, formatFloat(math.Float64frombits(h.sumBits.Load())))
	fmt.Fprintf(w, "%s_count %d\n", h.name, cum)
}

// LatencyBuckets are bucket bounds in seconds from 0.5 ms to 10 s.
var LatencyBuckets = []float64{0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10}
