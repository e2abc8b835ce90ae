package desk

import (
	"errors"
	"testing"
	"time"
)

// FuzzParseCursor: any after= a client sends is a cursor or a bad query,
// never a panic; the cursor of any story reads back as its time and id.
func FuzzParseCursor(f *testing.F) {
	for _, s := range []StorySummary{{ID: "s1", Updated: time.Unix(0, 1773216000000000000)}, {ID: "a\nb", Updated: time.Unix(0, -1)}, {}} {
		f.Add(s.Cursor(), s.Updated.UnixNano(), s.ID)
	}
	f.Add("!!", int64(0), "")
	f.Add("MTIzCg", int64(123), "")
	f.Fuzz(func(t *testing.T, c string, ns int64, id string) {
		if got, err := parseCursor(c); err != nil && !errors.Is(err, ErrBadQuery) || err == nil && got == nil {
			t.Fatalf("parseCursor(%q) = %v, %v", c, got, err)
		}
		c = StorySummary{ID: id, Updated: time.Unix(0, ns)}.Cursor()
		if got, err := parseCursor(c); err != nil || got.Updated != ns || got.ID != id {
			t.Fatalf("parseCursor(Cursor(%d, %q)) = %+v, %v", ns, id, got, err)
		}
	})
}
