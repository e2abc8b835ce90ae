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
	tests := []struct {
		name, text, want string
	}{
		{"paragraph of a quotation", "    Harbour master Ida Quell said the new quay at Port Ellis\nwould open in the spring after a delay of two years.\n    \"We have waited long enough for this and the islanders know\nit will change the way they trade.\"\n", "Ida Quell"},
		{"opens with the quotation", "    Harbour master Ida Quell said the new quay at Port Ellis\nwould open in the spring after a delay of two years.\n    \"We have waited long enough for this and the islanders know\nit,\" she said, adding that tolls would stay as they are.\n", "Ida Quell"},
		// One sentence a line is still read so: a line that is only a
		// quotation goes on from a line before only when that line's
		// quotation named its speaker.
		{"one sentence a line", "Harbour master Ida Quell said the new quay would open in the spring.\nThe delay was two years.\n\"We have waited long enough for this and the islanders know it.\"\n", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := Build(Input{Docs: []Doc{{ID: "a", Text: tt.text}, {ID: "b", Text: "Nothing here."}}}, Options{})
			if len(b.Quotes) != 1 {
				t.Fatalf("quotes = %+v, want one", b.Quotes)
			}
			if got := b.Quotes[0].Speaker; got != tt.want {
				t.Errorf("speaker = %q, want %q", got, tt.want)
			}
		})
	}
}
