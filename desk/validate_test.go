package desk

import (
	"testing"
	"time"

	"github.com/copydesk/copydesk"
)

// An article dated at the Unix epoch is undated from the start, as the
// database keeps it (0 is none): the live stories and a restart's replay
// see the same document.
func TestValidateEpochIsUndated(t *testing.T) {
	for _, pub := range []time.Time{time.Unix(0, 0), time.Unix(0, 5e8).In(time.FixedZone("X", 3600))} {
		doc := copydesk.Document{ID: "a", Text: "text", Published: pub}
		if err := validate(&doc); err != nil {
			t.Fatal(err)
		}
		if !doc.Published.IsZero() {
			t.Errorf("validate kept %v; want no date", doc.Published)
		}
	}
	doc := copydesk.Document{ID: "b", Text: "text", Published: time.Unix(1, 5e8)}
	if err := validate(&doc); err != nil || !doc.Published.Equal(time.Unix(1, 0)) {
		t.Errorf("validate: %v, %v; want whole second 1", doc.Published, err)
	}
}
