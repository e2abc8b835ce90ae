package render

import (
	"html/template"
	"strings"
	"testing"

	"github.com/copydesk/copydesk/brief"
	"github.com/copydesk/copydesk/dedup"
)

// TestCopyPhrase: the phrase the Sources list gives each kind of copy.
func TestCopyPhrase(t *testing.T) {
	for e, want := range map[brief.CopyEdge]string{
		{Kind: dedup.Excerpt}:                "an excerpt of",
		{Kind: dedup.Excerpt, Expands: true}: "an expansion of",
		{Kind: dedup.NearDuplicate}:          "a near-duplicate of",
	} {
		if got := relationPhrase(e); got != want {
			t.Errorf("relationPhrase(%+v) = %q, want %q", e, got, want)
		}
	}
}

// A key sentence or "only in" fact cut out of a quotation of several
// sentences is shown with its quotation closed (or opened), in Markdown
// and HTML alike; the brief's own text stays as the report wrote it.
func TestShownSentencesBalanceQuotes(t *testing.T) {
	open := `The actor said: "Being asked to play the part is a privilege.`
	closing := `It may decline sharply," said Hirozumi Tanaka.`
	br := &brief.Brief{
		Headline:  "h",
		Sentences: []brief.KeySentence{{Text: open, Citations: []brief.Citation{{Doc: 0, Ref: 1}}}},
		OnlyIn:    []brief.OnlyIn{{Ref: 1, Facts: []brief.Fact{{Text: closing}}}},
		Sources:   []brief.Source{{Ref: 1, ID: "a"}},
	}
	var md strings.Builder
	if err := Markdown(&md, br); err != nil {
		t.Fatal(err)
	}
	var page strings.Builder
	if err := HTML(&page, Page{Stories: []PageStory{{ID: "s", Brief: br}}}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{open + `"`, `"` + closing} {
		if !strings.Contains(md.String(), want) {
			t.Errorf("Markdown lacks %q:\n%s", want, md.String())
		}
		if esc := template.HTMLEscapeString(want); !strings.Contains(page.String(), esc) {
			t.Errorf("HTML lacks %q", esc)
		}
	}
	if br.Sentences[0].Text != open {
		t.Errorf("the brief's text changed: %q", br.Sentences[0].Text)
	}
}

// A sentence whose quotation's speaker its own words do not name shows
// the speaker after it, in Markdown and HTML.
func TestShownSentencesNameTheirSpeaker(t *testing.T) {
	br := &brief.Brief{
		Headline:  "h",
		Sentences: []brief.KeySentence{{Text: `"We have beds for all," she said.`, Speaker: "Mayor Ilse Brandvold", Citations: []brief.Citation{{Doc: 0, Ref: 1}}}},
		OnlyIn:    []brief.OnlyIn{{Ref: 1, Facts: []brief.Fact{{Text: `"Stay off the roads."`, Speaker: "Ilse Brandvold"}}}},
		Sources:   []brief.Source{{Ref: 1, ID: "a"}},
	}
	var md, page strings.Builder
	if err := Markdown(&md, br); err != nil {
		t.Fatal(err)
	}
	if err := HTML(&page, Page{Stories: []PageStory{{ID: "s", Brief: br}}}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`she said. — Mayor Ilse Brandvold [1]`, `roads." — Ilse Brandvold`} {
		if !strings.Contains(md.String(), want) {
			t.Errorf("Markdown lacks %q:\n%s", want, md.String())
		}
	}
	if !strings.Contains(page.String(), "— Mayor Ilse Brandvold") || !strings.Contains(page.String(), "— Ilse Brandvold") {
		t.Errorf("HTML lacks the speakers")
	}
}
