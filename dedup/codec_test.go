package dedup

import (
	"bytes"
	"errors"
	"slices"
	"testing"
)

func TestSketchRoundTrip(t *testing.T) {
	sk := NewSketcher(Options{})
	var s Sketch
	sk.Sketch(&s, "The council voted on Tuesday.\nTo close the old stone bridge over the river for six months of repairs after engineers found cracks in two of its arches.")
	b, err := s.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	var got Sketch
	if err := got.UnmarshalBinary(b); err != nil {
		t.Fatal(err)
	}
	if got.Exact != s.Exact || got.Words != s.Words || !slices.Equal(got.Bands, s.Bands) ||
		!slices.Equal(got.Fingerprints, s.Fingerprints) || !slices.Equal(got.Lines, s.Lines) || !slices.Equal(got.LineWords, s.LineWords) {
		t.Errorf("round trip changed the sketch:\n%+v\n%+v", s, got)
	}
	if err := got.UnmarshalBinary(b[:len(b)-1]); err == nil {
		t.Error("a truncated sketch decoded")
	}
}

// FuzzSketchUnmarshal: any bytes are decoded or refused without a panic;
// what decodes encodes back to the same bytes (the format has one encoding
// per sketch), and decoding into a sketch that held another gives the same.
func FuzzSketchUnmarshal(f *testing.F) {
	f.Add([]byte{})
	f.Add(make([]byte, 24))
	sk := NewSketcher(Options{})
	var seed Sketch
	sk.Sketch(&seed, "The council voted on Tuesday.\nTo close the old stone bridge over the river for six months of repairs after engineers found cracks in two of its arches.")
	valid, err := seed.MarshalBinary()
	if err != nil {
		f.Fatal(err)
	}
	f.Add(valid)
	f.Fuzz(func(t *testing.T, b []byte) {
		var s Sketch
		if err := s.UnmarshalBinary(b); err != nil {
			if !errors.Is(err, ErrBadSketch) {
				t.Fatalf("error %v is not ErrBadSketch", err)
			}
			return
		}
		if len(s.LineWords) != len(s.Lines) {
			t.Fatalf("%d lines, %d line lengths", len(s.Lines), len(s.LineWords))
		}
		again, err := s.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(again, b) {
			t.Fatalf("round trip: %x -> %x", b, again)
		}
		reused := seed
		reused.Bands = slices.Clone(seed.Bands)
		reused.Fingerprints = slices.Clone(seed.Fingerprints)
		reused.Lines, reused.LineWords = slices.Clone(seed.Lines), slices.Clone(seed.LineWords)
		if err := reused.UnmarshalBinary(b); err != nil {
			t.Fatalf("decoded into a fresh sketch, not into a used one: %v", err)
		}
		if reused.Exact != s.Exact || reused.Words != s.Words || !slices.Equal(reused.Bands, s.Bands) ||
			!slices.Equal(reused.Fingerprints, s.Fingerprints) || !slices.Equal(reused.Lines, s.Lines) || !slices.Equal(reused.LineWords, s.LineWords) {
			t.Fatalf("decoding into a used sketch differs:\n%+v\n%+v", reused, s)
		}
	})
}
