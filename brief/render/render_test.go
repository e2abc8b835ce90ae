package render

import (
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
