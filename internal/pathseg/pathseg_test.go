package pathseg

import (
	"net/url"
	"path"
	"testing"
)

func TestEscape(t *testing.T) {
	for _, id := range []string{".", "..", "...", "a/../b", "a b", "%2E", "", "é/x?y#z", "./a"} {
		seg := Escape(id)
		p := "/articles/" + seg
		// The path survives the router's cleaning, and decodes back to id.
		if path.Clean(p) != p && id != "" {
			t.Errorf("Escape(%q) = %q: the path cleans to %q", id, seg, path.Clean(p))
		}
		if got, err := url.PathUnescape(seg); err != nil || got != id {
			t.Errorf("Escape(%q) = %q decodes to %q, %v", id, seg, got, err)
		}
	}
}

func FuzzEscape(f *testing.F) {
	for _, s := range []string{".", "..", "a/b", "%"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, id string) {
		seg := Escape(id)
		if got, err := url.PathUnescape(seg); err != nil || got != id {
			t.Fatalf("Escape(%q) = %q decodes to %q, %v", id, seg, got, err)
		}
		if id != "" && path.Clean("/x/"+seg) != "/x/"+seg {
			t.Fatalf("Escape(%q) = %q is cleaned", id, seg)
		}
	})
}
