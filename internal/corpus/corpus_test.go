package corpus

import (
	"strings"
	"testing"
	"time"

	"github.com/copydesk/copydesk"
)

func TestReplica(t *testing.T) {
	at := time.Date(1987, 3, 2, 10, 0, 0, 0, time.UTC)
	docs := []copydesk.Document{
		{ID: "1", Title: "COCOA REVIEW", Text: "Showers continued in the Bahia cocoa zone, said Smith.", Published: at},
		{ID: "2", Title: "Rates", Text: "The bank cut rates by 0.5 pct on Monday.", Published: at.Add(time.Hour)},
	}
	r := New(docs)
	same := r.Replica(docs[0], 0, true)
	if same.ID != "r0-1" || same.Text != docs[0].Text || !same.Published.Equal(at) {
		t.Errorf("replica 0: %+v", same)
	}
	x := r.Replica(docs[0], 3, true)
	if x.ID != "r3-1" || !x.Published.Equal(at.Add(3*r.Shift)) || x.Text == docs[0].Text {
		t.Errorf("replica 3: %+v", x)
	}
	if len(strings.Fields(x.Text)) != len(strings.Fields(docs[0].Text)) || !strings.HasSuffix(x.Text, ".") || x.Title != strings.ToUpper(x.Title) {
		t.Errorf("shape not kept: %q / %q", x.Title, x.Text)
	}
	// Deterministic, and the same word maps to the same word in a replica.
	if y := r.Replica(docs[0], 3, true); y != x {
		t.Errorf("not deterministic")
	}
	a := r.words("cocoa cocoa", 5)
	if f := strings.Fields(a); f[0] != f[1] {
		t.Errorf("one word, two images: %q", a)
	}
	if plain := r.Replica(docs[1], 2, false); plain.Text != docs[1].Text || plain.ID != "r2-2" {
		t.Errorf("without substitution: %+v", plain)
	}
}

// TestReplicaDatesKeepMovingOn: replica k's dates are k shifts later for
// every k. k shifts were one time.Duration, which overflows past 292
// years: with the default 400 days, replica 267 of a 1987 article was
// dated 1694, before replica 0 (deskload replicate reaches such k when
// asked for many articles from a small corpus).
func TestReplicaDatesKeepMovingOn(t *testing.T) {
	at := time.Date(1987, 3, 2, 10, 0, 0, 0, time.UTC)
	d := copydesk.Document{ID: "1", Text: "Showers continued.", Published: at}
	r := New([]copydesk.Document{d})
	prev := at
	for _, k := range []int{1, 266, 267, 268, 1000, 5000} {
		got := r.Replica(d, k, false).Published
		want := at.AddDate(0, 0, 400*k)
		if !got.Equal(want) || !got.After(prev) {
			t.Errorf("replica %d dated %v, want %v", k, got, want)
		}
		prev = got
	}
}
