package progress

import (
	"bytes"
	"strings"
	"testing"
	"time"
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
