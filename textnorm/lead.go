package textnorm

import (
	"strings"
	"unicode/utf8"
)

// LeadLine is what stands for a missing title: the first line of text
// (ended by "\n", "\r\n" or a lone "\r"), trimmed, and when longer than
// max bytes cut at the last space within them (or, with no space past the
// first 40%, at a character boundary), with "…" added. A max below 0 is
// taken as 0: a text not blank gives "…" alone, as a max too short for its
// first character does.
func LeadLine(text string, max int) string {
	if max < 0 {
		max = 0
	}
	t := strings.TrimSpace(text)
	if i := strings.IndexAny(t, "\n\r"); i >= 0 {
		t = strings.TrimSpace(t[:i])
	}
	if len(t) <= max {
		return t
	}
	cut := strings.LastIndexByte(t[:max], ' ')
	if cut < max*2/5 {
		cut = max
		for cut > 0 && !utf8.RuneStart(t[cut]) {
			cut--
		}
	}
	return strings.TrimSpace(t[:cut]) + "…"
}
