package brief

import "testing"

// TestQuoteHardWrappedNotLinePerSentence: a text of one sentence a line
// (ECB+) was told by its line count alone (about a line per sentence, no
// blank line), so hard-wrapped wire text (lines broken at about 60
// columns inside sentences, paragraphs indented) passed too, and the
// careful rules of one sentence a line applied to it: a paragraph that
// is only a quotation did not go on from the paragraph before. Until 7
// December 2026 these were unattributed.
func TestQuoteHardWrappedNotLinePerSentence(t *testing.T) {
	tests := []speakerCase{
		{"paragraph of a quotation", "    Harbour master Ida Quell said the new quay at Port Ellis\nwould open in the spring after a delay of two years.\n    \"We have waited long enough for this and the islanders know\nit will change the way they trade.\"\n", "Ida Quell"},
		{"opens with the quotation", "    Harbour master Ida Quell said the new quay at Port Ellis\nwould open in the spring after a delay of two years.\n    \"We have waited long enough for this and the islanders know\nit,\" she said, adding that tolls would stay as they are.\n", "Ida Quell"},
		// One sentence a line is still read so: a line that is only a
		// quotation goes on from a line before only when that line's
		// quotation named its speaker.
		{"one sentence a line", "Harbour master Ida Quell said the new quay would open in the spring.\nThe delay was two years.\n\"We have waited long enough for this and the islanders know it.\"\n", ""},
	}
	checkOneSpeaker(t, tests)
}
