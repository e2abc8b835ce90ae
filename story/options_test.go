package story

import (
	"errors"
	"math"
	"slices"
	"testing"
	"time"
)

// A zero TopNames turns the name rule off, as a zero weight does
// elsewhere, and must not index ws[-1] on the first name.
func TestTopNamesZeroIsOff(t *testing.T) {
	w := DefaultWeights()
	w.TopNames = 0
	a := mustNew(t, Options{Weights: &w})
	got := addAll(a, stream(3))
	if n := len(slices.Compact(slices.Sorted(slices.Values(got)))); n != len(events) {
		t.Errorf("TopNames 0: %d reports of %d events give %d stories", len(got), len(events), n)
	}
}

// NaN passes every "x <= 0" check as false: a NaN threshold let every
// document start its own story. Weights that are not numbers, or
// negative where a weight cannot be, are refused.
func TestWeightsRefused(t *testing.T) {
	for name, set := range map[string]func(*Weights){
		"Threshold NaN":       func(w *Weights) { w.Threshold = math.NaN() },
		"Title NaN":           func(w *Weights) { w.Title = math.NaN() },
		"TimePenalty +Inf":    func(w *Weights) { w.TimePenalty = math.Inf(1) },
		"ChannelFloor -1":     func(w *Weights) { w.ChannelFloor = -1 },
		"TopNames -1":         func(w *Weights) { w.TopNames = -1 },
		"MergeThreshold -0.1": func(w *Weights) { w.MergeThreshold = -0.1 },
	} {
		w := DefaultWeights()
		set(&w)
		if _, err := New(Options{Weights: &w}); !errors.Is(err, ErrBadOptions) {
			t.Errorf("%s: New returned %v, want ErrBadOptions", name, err)
		}
	}
	w := DefaultWeights()
	if _, err := New(Options{Weights: &w}); err != nil {
		t.Errorf("the default weights refused: %v", err)
	}
}

// The stream's clock counts seconds: a window under one was 0 there, so
// every date ahead of the clock was held back as a leap and every story
// closed at the next date. It is refused.
func TestWindowUnderASecondRefused(t *testing.T) {
	for _, w := range []time.Duration{time.Nanosecond, 500 * time.Millisecond, time.Second - 1} {
		if _, err := New(Options{Window: w}); !errors.Is(err, ErrBadOptions) {
			t.Errorf("window %v: New returned %v, want ErrBadOptions", w, err)
		}
	}
	if _, err := New(Options{Window: time.Second}); err != nil {
		t.Errorf("window 1s refused: %v", err)
	}
}
