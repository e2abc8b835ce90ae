package input

import (
	"fmt"
	"math"
	"runtime"
	"testing"
)

// TestIDSetMatchesMap reads ids across files with repeats and checks every
// answer against a map of the places.
func TestIDSetMatchesMap(t *testing.T) {
	s := newIDSet()
	want := map[string]location{}
	for i := range 50000 {
		at := location{name: fmt.Sprintf("part-%d.jsonl", i/7000), line: int64(i%7000 + 1)}
		if i%9 == 0 {
			at = location{name: fmt.Sprintf("texts/%d.txt", i)} // a text file: no line
		}
		id := fmt.Sprint(i % 40000) // the last 10,000 repeat earlier ids
		first, dup := s.add(id, at)
		w, wdup := want[id]
		if dup != wdup || first != w {
			t.Fatalf("add(%q, %v) = %v, %v; want %v, %v", id, at, first, dup, w, wdup)
		}
		if !wdup {
			want[id] = at
		}
	}
	if s.used != len(want) {
		t.Fatalf("%d ids kept, want %d", s.used, len(want))
	}
}

// TestIDSetLongFile: a line number past what a slot holds is reported as
// the file alone, never as a wrong line.
func TestIDSetLongFile(t *testing.T) {
	s := newIDSet()
	s.add("a", location{name: "big.jsonl", line: math.MaxUint32 + 5})
	first, dup := s.add("a", location{name: "big.jsonl", line: math.MaxUint32 + 9})
	if !dup || first != (location{name: "big.jsonl"}) {
		t.Fatalf("got %v, %v; want big.jsonl, true", first, dup)
	}
}

// TestIDSetMemory: about 64 bytes per id at most (24-byte slots, the
// table at least 3/8 full; a little more for the collector's noise), where
// a map of id strings to places took about 110.
func TestIDSetMemory(t *testing.T) {
	const n = 200000
	ids := make([]string, n)
	for i := range ids {
		ids[i] = fmt.Sprintf("doc-%07d", i)
	}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	s := newIDSet()
	for i, id := range ids {
		s.add(id, location{name: "docs.jsonl", line: int64(i + 1)})
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	perID := float64(after.HeapAlloc-before.HeapAlloc) / n
	t.Logf("%.1f bytes per id", perID)
	if perID > 72 {
		t.Errorf("%.1f bytes per id, want at most 72", perID)
	}
	runtime.KeepAlive(s)
	runtime.KeepAlive(ids)
}

func BenchmarkIDSet(b *testing.B) {
	ids := make([]string, 1<<16)
	for i := range ids {
		ids[i] = fmt.Sprintf("doc-%07d", i)
	}
	b.ReportAllocs()
	for b.Loop() {
		s := newIDSet()
		for i, id := range ids {
			s.add(id, location{name: "docs.jsonl", line: int64(i + 1)})
		}
	}
	b.ReportMetric(float64(len(ids))*float64(b.N)/b.Elapsed().Seconds(), "ids/s")
}
