package brief

import "testing"

// TestQuoteHardWrappedNotLinePerSentence: a text of one sentence a line
// (ECB+) is not told by its line count alone (about a line per sentence,
// no blank line): hard-wrapped wire text (lines broken at about 60
// columns inside sentences, paragraphs indented) would pass too, and
// under the careful rules of one sentence a line a paragraph that is
// only a quotation would not go on from the paragraph before.
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
