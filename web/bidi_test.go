package web

import (
	"strings"
	"testing"
)

// TestBidiControlsDoNotLeak: an outlet, a title or a text holding an
// unmatched right-to-left override (U+202E) or another explicit
// directional control turned round, on screen, everything after it in
// its paragraph: "Evil\u202e" listed before "Harbour Wire" showed
// "eriW ruobraH", and the side by side's heading, the tooltips and the
// citation markers after a sentence likewise. No page carries one.
func TestBidiControlsDoNotLeak(t *testing.T) {
	f := fixture()
	rlo := "\u202e"
	for id, a := range f.articles {
		a.Source += rlo
		a.Title = rlo + a.Title
		a.Text = strings.Replace(a.Text, "ferry", "fer\u202ery\u2066", 1)
		f.articles[id] = a
	}
	for i := range f.stories {
		f.stories[i].Outlets = append([]string{"Evil" + rlo}, f.stories[i].Outlets...)
		f.stories[i].Headline += "\u202b"
	}
	for id, s := range f.views {
		s.Outlets = append([]string{"Evil" + rlo}, s.Outlets...)
		for i := range s.Docs {
			s.Docs[i].Source += rlo
		}
		if s.Brief != nil {
			for i := range s.Brief.Sources {
				s.Brief.Sources[i].Outlet += rlo
			}
		}
		f.views[id] = s
	}
	h := New(f, nil)
	for _, path := range []string{"/", "/stories/wire-1", "/articles/times%2Fown-1", "/articles/copy-1?hl=0-40", "/articles/wire-1", "/compare/times%2Fown-1/wire-1", "/compare/copy-1/wire-1"} {
		res, body := serve(t, h, "GET", path)
		if res.StatusCode != 200 {
			t.Fatalf("%s: status %d", path, res.StatusCode)
		}
		if i := strings.IndexAny(body, bidiControls); i >= 0 {
			t.Errorf("%s carries a directional control: %q", path, body[max(i-60, 0):min(i+20, len(body))])
		}
	}
}
