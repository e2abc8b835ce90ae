package dedup

import (
	"fmt"
	"testing"
)

// A story re-published thousands of times with a small change each time
// fills the same LSH buckets: a new copy reads a bounded number of them,
// not every earlier copy (which made `copydesk stories` quadratic: 10,000
// copies took 42 s, now 1 s).
func TestOnlineBandScanBounded(t *testing.T) {
	o, err := NewOnline(Options{})
	if err != nil {
		t.Fatal(err)
	}
	base := "The city council voted on Tuesday to approve a new budget that raises spending on schools and roads while cutting the parks department, the mayor said after a long meeting."
	src := &memSource{}
	sk := NewSketcher(o.Options())
	const copies = 3000
	bands := 0
	for i := range copies {
		text := fmt.Sprintf("%s The stock ended at %d cents.", base, 1000+i)
		var s Sketch
		sk.Sketch(&s, text)
		src.texts = append(src.texts, text)
		src.feats = append(src.feats, append([]byte(nil), s.Features...))
		bands = len(s.Bands)
		if _, _, _, err := o.AddFirst(DocInfo{ID: fmt.Sprint(i)}, &s, src, DefaultGroupKinds, func(int) int { return 0 }); err != nil {
			t.Fatal(err)
		}
	}
	bandScan := max(4*o.opts.MaxVerify, 128)
	if limit := bands * bandScan; o.lastCands > limit || o.lastCands >= copies/2 {
		t.Errorf("the last copy ranked %d candidates; want at most %d", o.lastCands, min(limit, copies/2))
	}
}
