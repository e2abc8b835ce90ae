package align

import (
	"fmt"
	"testing"
)

// TestDatelineAfterBOM: a byte order mark (U+FEFF, invisible) left at the
// start of a document's text, as an export of a file may leave it in a
// field, does not hide the dateline: the pieces are those of the text
// without it, the first starting at the mark, not a first sentence
// that starts with the dateline.
func TestDatelineAfterBOM(t *testing.T) {
	for _, body := range []string{
		"KABUL - Two soldiers died on Monday when their convoy was attacked, officials said.\n\nMore later.",
		"BRACKENFORD, March 10 (Harbour Wire) - The city council voted 31 to 17 on Tuesday to approve the tram extension.\n\nThe mayor spoke.",
		"(Reuters) - The central bank left rates unchanged on Thursday.",
	} {
		want := Split(body)
		if len(want) == 0 || want[0].Kind != Dateline {
			t.Fatalf("%q: no dateline without the mark: %v", body, want)
		}
		const bom = "\ufeff"
		got := Split(bom + body)
		for i := range want {
			want[i].Start += len(bom)
			want[i].End += len(bom)
		}
		want[0].Start = 0
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("%q after a byte order mark: %v, want %v", body, got, want)
		}
	}
}
