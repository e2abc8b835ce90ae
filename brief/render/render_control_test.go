package render

import (
	"strings"
	"testing"

	"github.com/copydesk/copydesk/brief"
)

// The Markdown goes to a terminal: control characters and bidirectional
// overrides from a feed's outlet names, titles, sentences and quotes show
// as U+FFFD, and a newline in an outlet's name does not break its list
// item (an outlet named "Evil\x1b[2J" must not clear the screen).
func TestMarkdownWithoutControlCharacters(t *testing.T) {
	br := &brief.Brief{
		Headline:  "Riverton \x1b]0;pwned\x07 floods",
		Sources:   []brief.Source{{Ref: 1, ID: "c1", Outlet: "Evil\x1b[2J\nOutlet", Title: "Floods \u202e reversed"}},
		Sentences: []brief.KeySentence{{Text: "Crews saw \x1b[31m 45 people on rooftops."}},
		Quotes:    []brief.Quote{{Text: "We are \x1b[2J fine", Speaker: "the \x1b[1m mayor"}},
	}
	var sb strings.Builder
	if err := Markdown(&sb, br); err != nil {
		t.Fatal(err)
	}
	out := sb.String()
	if strings.ContainsAny(out, "\x1b\x07\u202e") {
		t.Errorf("control characters in the Markdown:\n%q", out)
	}
	if !strings.Contains(out, "1. Evil\uFFFD\\[2J Outlet (c1)") {
		t.Errorf("the outlet's list item is broken or its name lost:\n%s", out)
	}
}

// A title or sentence from a feed cannot write HTML, a link or an image
// into the rendered Markdown: "<", "[" and "]" are backslash-escaped.
func TestMarkdownEscapesMarkup(t *testing.T) {
	br := &brief.Brief{
		Headline: "Floods <script>alert(1)</script>",
		Sources:  []brief.Source{{Ref: 1, ID: "c1", Outlet: "<img src=x onerror=alert(1)>", Title: "![pixel](http://track.example/p.gif)"}},
		Sentences: []brief.KeySentence{{Text: "Crews saw [45 people](javascript:alert(1)) at <http://evil.example>.", Citations: []brief.Citation{{Ref: 1}}},
			{Text: `Escaped \[ferry\](http://evil.example/h) and \<b>.`, Citations: []brief.Citation{{Ref: 1}}}},
	}
	var sb strings.Builder
	if err := Markdown(&sb, br); err != nil {
		t.Fatal(err)
	}
	out := sb.String()
	for _, want := range []string{`# Floods \<script>alert(1)\</script>`, `- Crews saw \[45 people\](javascript:alert(1)) at \<http://evil.example>. [1]`, `1. \<img src=x onerror=alert(1)> (c1): !\[pixel\](http://track.example/p.gif)`,
		`- Escaped \\\[ferry\\\](http://evil.example/h) and \\\<b>. [1]`} {
		if !strings.Contains(out, want) {
			t.Errorf("no %s in:\n%s", want, out)
		}
	}
}

// The HTML page escapes as HTML only: the Markdown escapes would show
// ("C:\\Temp \[draft\]").
func TestHTMLShowsTextAsWritten(t *testing.T) {
	br := &brief.Brief{
		Headline:  `Files in C:\Temp [draft] <b>`,
		Sources:   []brief.Source{{Ref: 1, ID: "c1"}},
		Sentences: []brief.KeySentence{{Text: `Saved to C:\Temp [draft].`, Citations: []brief.Citation{{Ref: 1}}}},
	}
	var sb strings.Builder
	if err := HTML(&sb, Page{Title: "t", Stories: []PageStory{{ID: "s", Brief: br}}}); err != nil {
		t.Fatal(err)
	}
	out := sb.String()
	if !strings.Contains(out, `Files in C:\Temp [draft] &lt;b&gt;`) || strings.Contains(out, `\\`) || strings.Contains(out, `\[`) {
		t.Errorf("HTML shows Markdown escapes or raw markup:\n%s", out)
	}
}

// The HTML page shows a speaker, an attribution, what a disagreement is
// about and the outlets' names on one line without control characters or
// bidirectional overrides, as the Markdown does: only the texts did.
func TestHTMLWithoutControlCharacters(t *testing.T) {
	br := &brief.Brief{
		Headline: "Floods",
		Sources:  []brief.Source{{Ref: 1, ID: "c1", Outlet: "Evil\u202eOutlet"}},
		Disagreements: []brief.Disagreement{{Kind: "number", About: "people \x1b[2J killed", Variants: []brief.Variant{
			{Text: "14", Attribution: "Mujahid\u202e", Citations: []brief.Citation{{Ref: 1}}},
			{Text: "16", Citations: []brief.Citation{{Ref: 1}}}}}},
		Quotes: []brief.Quote{{Text: "We are fine", Speaker: "the \u202e mayor\x07", Citations: []brief.Citation{{Ref: 1}}}},
	}
	var sb strings.Builder
	if err := HTML(&sb, Page{Title: "t", Stories: []PageStory{{ID: "s", Brief: br}}}); err != nil {
		t.Fatal(err)
	}
	if out := sb.String(); strings.ContainsAny(out, "\x1b\x07\u202e") {
		t.Errorf("control characters in the HTML:\n%q", out)
	}
}

// The HTML page names the source of each "only in" list, as the Markdown
// does: it showed only the marker.
func TestHTMLOnlyInNamesSource(t *testing.T) {
	br := &brief.Brief{
		Headline: "Floods",
		Sources:  []brief.Source{{Ref: 1, ID: "c1", Outlet: "Courier"}, {Ref: 2, ID: "r2", Outlet: "Strait <Radio>"}},
		OnlyIn:   []brief.OnlyIn{{Ref: 2, Doc: 1, Facts: []brief.Fact{{Text: "A vigil is planned.", Citation: brief.Citation{Doc: 1, Ref: 2}}}}},
	}
	var md, page strings.Builder
	if err := Markdown(&md, br); err != nil {
		t.Fatal(err)
	}
	if err := HTML(&page, Page{Title: "t", Stories: []PageStory{{ID: "s", Brief: br}}}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(md.String(), `- [2] Strait \<Radio> (r2):`) {
		t.Fatalf("the Markdown does not name the source:\n%s", md.String())
	}
	if want := `<a class="cite" href="#s-src-2">[2]</a> Strait &lt;Radio&gt; (r2):`; !strings.Contains(page.String(), want) {
		t.Errorf("no %s in the HTML:\n%s", want, page.String())
	}
}
