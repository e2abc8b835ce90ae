// Package progress draws a one-line progress bar on a terminal, or writes
// a plain line now and then where there is none (a log file, CI). When
// disabled every method is a cheap no-op, so callers never need to check.
package progress

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"time"
)

// Bar is a progress bar for one stage at a time. Safe for concurrent use.
type Bar struct {
	mu      sync.Mutex
	w       io.Writer
	enabled bool
	label   string
	bytes   bool
	total   int64
	done    int64
	start   time.Time
	drawn   time.Time
	shown   bool // the bar is on the terminal's last line
	full    bool // the stage's total has been drawn as reached
	now     func() time.Time
	cols    func() int // the terminal's width, 0 when unknown

	// lines: plain lines of prefix and progress (NewLines), the first
	// after every, then every sixth of the time since began: a day-long
	// run writes about fifty, not 8,640.
	lines  bool
	prefix string
	every  time.Duration
	began  time.Time
}

// defaultCols is the width taken for a terminal whose width is not known.
const defaultCols = 80

// New returns a bar writing to w; a disabled bar draws nothing. The bar is
// kept narrower than the terminal w is (asked at each redraw, so a resized
// window is followed), or than 80 columns when w is no terminal.
func New(w io.Writer, enabled bool) *Bar {
	cols := func() int { return 0 }
	if f, ok := w.(interface{ Fd() uintptr }); ok {
		cols = func() int { return termCols(f.Fd()) }
	}
	return &Bar{w: w, enabled: enabled, now: time.Now, cols: cols}
}

// NewLines returns a bar for a writer that is no terminal: it writes a
// whole line (prefix, then the stage's progress without the bar and the
// time since it was made) when progress is reported and at least every
// has passed since it was made or last wrote, and every sixth of the
// time since it was made once that is longer. A run shorter than every
// writes nothing.
func NewLines(w io.Writer, prefix string, every time.Duration) *Bar {
	now := time.Now()
	return &Bar{w: w, enabled: true, now: time.Now, cols: func() int { return 0 },
		lines: true, prefix: prefix, every: every, began: now, drawn: now}
}

// Stage starts a new stage; total <= 0 means unknown. With bytes set, counts
// are shown as MB and a rate in MB/s.
func (b *Bar) Stage(label string, total int64, bytes bool) {
	if b == nil || !b.enabled {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	b.label, b.total, b.bytes, b.done = label, total, bytes, 0
	b.start = b.now()
	if !b.lines {
		b.drawn = time.Time{}
	}
	b.full = false
	b.draw(false)
}

// Add advances the current stage by n.
func (b *Bar) Add(n int64) {
	if b == nil || !b.enabled {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	b.done += n
	b.draw(false)
}

// Set sets the progress of the current stage.
func (b *Bar) Set(done, total int64) {
	if b == nil || !b.enabled {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	b.done, b.total = done, total
	b.draw(false)
}

// Clear erases the bar, before other output or at the end.
func (b *Bar) Clear() {
	if b == nil || !b.enabled || b.lines {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	fmt.Fprint(b.w, "\r\033[K")
	b.drawn = time.Time{}
	b.shown = false
}

// Interleave returns a writer for lines that share the terminal with the
// bar (log lines, warnings): each write erases the bar, and the bar is
// drawn again below it, where it would otherwise run into the line. A
// disabled bar returns w itself.
func (b *Bar) Interleave(w io.Writer) io.Writer {
	if b == nil || !b.enabled || b.lines {
		return w
	}
	return interleaved{b, w}
}

type interleaved struct {
	b *Bar
	w io.Writer
}

func (iw interleaved) Write(p []byte) (int, error) {
	b := iw.b
	b.mu.Lock()
	defer b.mu.Unlock()
	if !b.shown {
		return iw.w.Write(p)
	}
	fmt.Fprint(b.w, "\r\033[K")
	n, err := iw.w.Write(p)
	b.draw(true)
	return n, err
}

func (b *Bar) draw(force bool) {
	now := b.now()
	if b.lines {
		since := now.Sub(b.began)
		if now.Sub(b.drawn) < max(b.every, since/6) {
			return
		}
		b.drawn = now
		fmt.Fprintf(b.w, "%s%s (%s)\n", b.prefix, render(b.label, b.done, b.total, b.bytes, now.Sub(b.start), false), since.Round(time.Second))
		return
	}
	// The count that reaches the total is drawn whatever the throttle:
	// it may be the last, and the bar would stand short of it ("45 /
	// 46") while the work goes on with what it finished.
	full := b.total > 0 && b.done >= b.total
	if !force && !b.drawn.IsZero() && now.Sub(b.drawn) < 100*time.Millisecond && (!full || b.full) {
		return
	}
	b.full = full
	b.drawn = now
	b.shown = true
	cols := b.cols()
	if cols <= 0 {
		cols = defaultCols
	}
	// One column free: a line as wide as the terminal wraps on some, and
	// "\r\033[K" then erases only its last part.
	line := fit(Render(b.label, b.done, b.total, b.bytes, now.Sub(b.start)), cols-1)
	fmt.Fprint(b.w, "\r\033[K"+line)
}

// fit shortens line to at most cols runes (its labels and numbers are
// ASCII: one column each), dropping whole words from the end, so that no
// number is shown cut ("ETA 1m1" of "ETA 1m19s").
func fit(line string, cols int) string {
	n, end := 0, len(line)
	for i := range line {
		if n == cols {
			end = i
			break
		}
		n++
	}
	if end == len(line) {
		return line
	}
	if line[end] != ' ' { // a word cut: drop it
		end = max(strings.LastIndexByte(line[:end], ' '), 0)
	}
	return strings.TrimRight(line[:end], " ")
}

// Render formats one line of progress (exported for tests and logs).
func Render(label string, done, total int64, bytes bool, elapsed time.Duration) string {
	return render(label, done, total, bytes, elapsed, true)
}

// render is Render, with the bar drawn or not (a log line's percentage says it).
func render(label string, done, total int64, bytes bool, elapsed time.Duration, bar bool) string {
	var sb strings.Builder
	sb.WriteString(label)
	secs := elapsed.Seconds()
	amount := func(n int64) string {
		if bytes {
			return fmt.Sprintf("%.1f MB", float64(n)/1e6)
		}
		return fmt.Sprint(n)
	}
	if total > 0 {
		frac := float64(done) / float64(total)
		frac = min(max(frac, 0), 1)
		if bar {
			const width = 24
			full := int(frac * width)
			sb.WriteString(" [" + strings.Repeat("=", full) + strings.Repeat(" ", width-full) + "]")
		}
		fmt.Fprintf(&sb, " %3.0f%% %s / %s", 100*frac, amount(done), amount(total))
		if secs > 1 && frac > 0 && frac < 1 {
			eta := time.Duration(secs/frac*(1-frac)) * time.Second
			fmt.Fprintf(&sb, " ETA %s", eta.Round(time.Second))
		}
	} else {
		sb.WriteString(" " + amount(done))
	}
	if secs > 0.2 && done > 0 {
		if bytes {
			fmt.Fprintf(&sb, " %.1f MB/s", float64(done)/1e6/secs)
		} else {
			fmt.Fprintf(&sb, " %.0f/s", float64(done)/secs)
		}
	}
	return sb.String()
}
