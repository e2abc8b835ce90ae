package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"sync"

	"github.com/copydesk/copydesk/internal/termtext"
)

// cliHandler writes log records the way the rest of the CLI talks to
// people: "warning: message (key=value, ...)", no timestamps.
type cliHandler struct {
	mu    *sync.Mutex
	w     io.Writer
	level slog.Level
	attrs []slog.Attr
}

func newCLIHandler(w io.Writer, level slog.Level) *cliHandler {
	return &cliHandler{mu: &sync.Mutex{}, w: w, level: level}
}

func (h *cliHandler) Enabled(_ context.Context, l slog.Level) bool { return l >= h.level }

func (h *cliHandler) Handle(_ context.Context, r slog.Record) error {
	var sb strings.Builder
	switch {
	case r.Level >= slog.LevelError:
		sb.WriteString("error: ")
	case r.Level >= slog.LevelWarn:
		sb.WriteString("warning: ")
	}
	// Values name files and ids from the input: made printable, so that
	// none steers the terminal.
	sb.WriteString(termtext.Message(r.Message))
	var kv []string
	add := func(a slog.Attr) bool {
		kv = append(kv, termtext.Message(fmt.Sprintf("%s=%v", a.Key, a.Value)))
		return true
	}
	for _, a := range h.attrs {
		add(a)
	}
	r.Attrs(add)
	if len(kv) > 0 {
		sb.WriteString(" (" + strings.Join(kv, ", ") + ")")
	}
	sb.WriteByte('\n')
	h.mu.Lock()
	defer h.mu.Unlock()
	_, err := io.WriteString(h.w, sb.String())
	return err
}

func (h *cliHandler) WithAttrs(attrs []slog.Attr) slog.Handler {
	c := *h
	c.attrs = append(append([]slog.Attr(nil), h.attrs...), attrs...)
	return &c
}

func (h *cliHandler) WithGroup(string) slog.Handler { return h }
