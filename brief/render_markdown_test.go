package brief_test

import (
	"strings"
	"testing"

	"github.com/copydesk/copydesk/brief"
	"github.com/copydesk/copydesk/brief/render"
)

// The Markdown brief names the copy carrying a fact only in the original
// of an identical reprint: "(also in its copy [2])".
func TestMarkdownNamesTheCopyOfAnOnlyInFact(t *testing.T) {
	in, own := brief.FloodReprint()
	var md strings.Builder
	if err := render.Markdown(&md, brief.Build(in, brief.Options{Sentences: 3})); err != nil || !strings.Contains(md.String(), own+" (also in its copy [2])") {
		t.Errorf("the Markdown brief does not name the copy carrying %q (%v):\n%s", own, err, md.String())
	}
}
