package progress

import (
	"bytes"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

func TestRender(t *testing.T) {
	tests := []struct {
		label       string
		done, total int64
		bytes       bool
		elapsed     time.Duration
		want        string
	}{
		{"reading", 50e6, 100e6, true, 2 * time.Second, "reading [============            ]  50% 50.0 MB / 100.0 MB ETA 2s 25.0 MB/s"},
		{"verifying", 10, 0, false, time.Second, "verifying 10 10/s"},
		{"x", 0, 10, false, 0, "x [                        ]   0% 0 / 10"},
	}
	for _, tt := range tests {
		if got := Render(tt.label, tt.done, tt.total, tt.bytes, tt.elapsed); got != tt.want {
			t.Errorf("Render = %q, want %q", got, tt.want)
		}
	}
}

func TestDisabledWritesNothing(t *testing.T) {
	var buf bytes.Buffer
	b := New(&buf, false)
	b.Stage("x", 10, false)
	b.Add(5)
	b.Set(6, 10)
	b.Clear()
	if buf.Len() != 0 {
		t.Errorf("disabled bar wrote %q", buf.String())
	}
	var nilBar *Bar
	nilBar.Add(1) // must not panic
}

func TestThrottled(t *testing.T) {
	var buf bytes.Buffer
	b := New(&buf, true)
	now := time.Unix(0, 0)
	b.now = func() time.Time { return now }
	b.Stage("x", 100, false)
	for i := 0; i < 50; i++ {
		b.Add(1)
	}
	if n := strings.Count(buf.String(), "\r"); n != 1 {
		t.Errorf("drew %d times within 100ms, want 1", n)
	}
	now = now.Add(time.Second)
	b.Add(1)
	if n := strings.Count(buf.String(), "\r"); n != 2 {
		t.Errorf("drew %d times, want 2", n)
	}
}

// TestInterleave: a line written through the bar's writer (a log line, a
// warning) erases the bar first and has it drawn again below, instead of
// landing on the bar's line ("reading [===  ] 40%warning: ...").
func TestInterleave(t *testing.T) {
	var buf bytes.Buffer
	b := New(&buf, true)
	now := time.Unix(0, 0)
	b.now = func() time.Time { return now }
	b.Stage("reading", 10, false)
	b.Add(4)
	w := b.Interleave(&buf)
	buf.Reset()
	if _, err := w.Write([]byte("warning: one\n")); err != nil {
		t.Fatal(err)
	}
	want := "\r\033[Kwarning: one\n\r\033[K" + Render("reading", 4, 10, false, 0)
	if got := buf.String(); got != want {
		t.Errorf("wrote %q, want %q", got, want)
	}
	// Cleared at the end of the work: lines go out as they are.
	b.Clear()
	buf.Reset()
	w.Write([]byte("done\n"))
	if got := buf.String(); got != "done\n" {
		t.Errorf("after Clear wrote %q, want %q", got, "done\n")
	}
	// A disabled bar hands back the writer itself.
	var plain bytes.Buffer
	if New(&plain, false).Interleave(&plain) != &plain {
		t.Error("a disabled bar wraps its writer")
	}
	var nilBar *Bar
	if nilBar.Interleave(&plain) != &plain {
		t.Error("a nil bar wraps its writer")
	}
}

// TestLineFitsTerminal: the bar is redrawn with "\r\033[K", which goes back
// to the start of the terminal's last line only. A line wider than the
// terminal wraps, and every redraw then leaves its first part behind, a
// new line of bar each 100 ms. dedup's verification stage rendered 90
// columns ("verifying candidate pairs [...] 45% 123456 / 274321 ETA 1m5s
// 1234/s"), more than an 80-column terminal holds. A writer whose width
// is not known is taken as 80 columns wide; the bar keeps one free.
func TestLineFitsTerminal(t *testing.T) {
	var buf bytes.Buffer
	b := New(&buf, true)
	now := time.Unix(0, 0)
	b.now = func() time.Time { return now }
	b.Stage("verifying candidate pairs", 274321, false)
	now = now.Add(65 * time.Second)
	b.Set(123456, 274321)
	now = now.Add(time.Second)
	b.Interleave(&buf).Write([]byte("warning: x\n"))
	for _, line := range strings.Split(buf.String(), "\r\033[K") {
		line = strings.TrimSuffix(line, "\n")
		if n := utf8.RuneCountInString(line); n > 79 {
			t.Errorf("drew %d columns, more than 79: %q", n, line)
		}
	}
	if !strings.Contains(buf.String(), "verifying candidate pairs [") {
		t.Errorf("the bar lost its start: %q", buf.String())
	}
}

func TestFit(t *testing.T) {
	for _, tt := range []struct {
		line string
		cols int
		want string
	}{
		{"reading 10 MB", 20, "reading 10 MB"},
		{"reading 10 MB", 13, "reading 10 MB"},
		{"reading 10 MB", 12, "reading 10"},
		{"reading 10 MB", 10, "reading 10"},
		{"reading 10 MB", 11, "reading 10"},
		{"reading 10 MB", 9, "reading"},
		{"reading 10 MB", 3, ""},
		{"a [==  ] 5%", 8, "a [==  ]"},
		{"a [==  ] 5%", 7, "a [=="},
	} {
		if got := fit(tt.line, tt.cols); got != tt.want {
			t.Errorf("fit(%q, %d) = %q, want %q", tt.line, tt.cols, got, tt.want)
		}
	}
}

// TestFinalCountDrawn: the bar is redrawn at most every 100 ms, so the
// last count of a stage, reached within 100 ms of the one drawn before,
// was never drawn: "briefs 45 / 46" stayed on the terminal while the
// program went on with the finished work (until the next stage or
// Clear). A count that reaches the total is drawn whatever the throttle.
func TestFinalCountDrawn(t *testing.T) {
	for _, tt := range []struct {
		name string
		last func(b *Bar)
	}{
		{"Set", func(b *Bar) { b.Set(46, 46) }},
		{"Add", func(b *Bar) { b.Add(1) }},
	} {
		var buf bytes.Buffer
		b := New(&buf, true)
		now := time.Unix(0, 0)
		b.now = func() time.Time { return now }
		b.Stage("briefs", 46, false)
		now = now.Add(time.Second)
		b.Set(45, 46)
		now = now.Add(10 * time.Millisecond)
		tt.last(b)
		draws := strings.Split(buf.String(), "\r\033[K")
		if got, want := draws[len(draws)-1], Render("briefs", 46, 46, false, 1010*time.Millisecond); got != want {
			t.Errorf("%s: last drawn %q, want %q", tt.name, got, want)
		}
		// Once drawn, the final count is not drawn again at each call.
		n := len(draws)
		b.Add(0)
		if got := len(strings.Split(buf.String(), "\r\033[K")); got != n {
			t.Errorf("%s: the final count drawn again within 100 ms", tt.name)
		}
	}
}

// TestLines: with no terminal (a log file, CI) a plain line, no escape
// codes, at most every interval, then every sixth of the time since the
// start; nothing before the first interval (until a review on 7 December
// 2026 such a run said nothing until its summary).
func TestLines(t *testing.T) {
	var buf bytes.Buffer
	b := NewLines(&buf, "copydesk dedup: ", 10*time.Second)
	start := time.Unix(0, 0)
	now := start
	b.now = func() time.Time { return now }
	b.began, b.drawn = start, start
	b.Stage("reading", 100e6, true)
	b.Interleave(&buf).Write([]byte("warning: x\n"))
	b.Clear()
	for range 9 {
		now = now.Add(time.Second)
		b.Add(1e6)
	}
	if buf.String() != "warning: x\n" {
		t.Fatalf("wrote %q before 10 s", buf.String())
	}
	now = now.Add(time.Second)
	b.Add(1e6)
	want := "warning: x\ncopydesk dedup: reading  10% 10.0 MB / 100.0 MB ETA 1m30s 1.0 MB/s (10s)\n"
	if buf.String() != want {
		t.Fatalf("got %q\nwant %q", buf.String(), want)
	}
	// Over a long run the gap grows with it: at most one line a sixth.
	b.Stage("verifying", 0, false)
	lines := 0
	for range 6000 { // 6000 s, a second apart
		now = now.Add(time.Second)
		before := buf.Len()
		b.Add(1)
		if buf.Len() > before {
			lines++
		}
	}
	if lines < 20 || lines > 40 {
		t.Errorf("%d lines over 100 minutes", lines)
	}
	if strings.ContainsAny(buf.String(), "\r\033") {
		t.Errorf("escape codes in lines: %q", buf.String())
	}
}
