package brief_test

import (
	"bytes"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/copydesk/copydesk/brief"
	"github.com/copydesk/copydesk/brief/render"
)

// TestHeadlineNeverEmpty: a story whose documents have no title is headed
// by the first line of its earliest document's text, cut at a word
// boundary with "…" past 100 bytes (as serve heads a story), never by
// nothing while a text exists (two one-line texts without a full stop
// gave "# " and no key sentence) and never by a whole text (a text
// without punctuation gave a headline of 5.3 MB). With no title and no
// text the brief shows "(no title)".
func TestHeadlineNeverEmpty(t *testing.T) {
	long := strings.Repeat("word ", 600) + "end"
	day := time.Date(2026, 3, 2, 0, 0, 0, 0, time.UTC)
	tests := []struct {
		name     string
		docs     []brief.Doc
		want     string
		wantKeys bool // at least one key sentence (else not checked)
		wantMD   string
	}{
		{"one-line texts without a full stop", []brief.Doc{
			{ID: "a", Text: "A ferry sank in the strait today, killing ten people, officials said"},
			{ID: "b", Text: "A ferry sank in the strait today, killing ten people, officials said on Monday"},
		}, "A ferry sank in the strait today, killing ten people, officials said", true,
			"# A ferry sank in the strait today, killing ten people, officials said\n"},
		{"a text without punctuation", []brief.Doc{{ID: "a", Text: long}, {ID: "b", Text: long}},
			strings.Repeat("word ", 19) + "word…", false, ""},
		{"the earliest document's first line", []brief.Doc{
			{ID: "a", Text: "Later report of the fire\n\nThe fire burned all night.", Published: day.Add(time.Hour)},
			{ID: "b", Text: "  \n First report of the fire\n\nA fire broke out at the mill.", Published: day},
		}, "First report of the fire", false, ""},
		{"a title beats any text", []brief.Doc{{ID: "a", Text: "Fire at the mill. It burned."}, {ID: "b", Title: "Mill fire", Text: "Fire at the mill."}},
			"Mill fire", false, ""},
		{"nothing at all", []brief.Doc{{ID: "a"}, {ID: "b", Text: " \n "}}, "", false, "# (no title)\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			br := brief.Build(brief.Input{Docs: tt.docs}, brief.Options{})
			if br.Headline != tt.want {
				t.Errorf("headline %q, want %q", br.Headline, tt.want)
			}
			if len(br.Headline) > 100+len("…") || !utf8.ValidString(br.Headline) {
				t.Errorf("headline of %d bytes, want at most 100 and \"…\"", len(br.Headline))
			}
			if tt.wantKeys && len(br.Sentences) == 0 {
				t.Errorf("no key sentence, want one")
			}
			var md bytes.Buffer
			if err := render.Markdown(&md, br); err != nil {
				t.Fatal(err)
			}
			first, _, _ := strings.Cut(md.String(), "\n")
			if tt.wantMD != "" && first+"\n" != tt.wantMD {
				t.Errorf("Markdown opens with %q, want %q", first, tt.wantMD)
			}
			var page bytes.Buffer
			if err := render.HTML(&page, render.Page{Stories: []render.PageStory{{ID: "s", Brief: br}}}); err != nil {
				t.Fatal(err)
			}
			if strings.Contains(page.String(), "<h1></h1>") {
				t.Errorf("HTML has an empty <h1>")
			}
		})
	}
}
