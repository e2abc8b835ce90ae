package dedup

import (
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

func FuzzSketchUnmarshal(f *testing.F) {
	f.Add([]byte{})
	f.Add(make([]byte, 24))
	f.Fuzz(func(t *testing.T, b []byte) {
		var s Sketch
		_ = s.UnmarshalBinary(b) // must not panic
	})
}
