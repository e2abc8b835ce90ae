package brief

import "testing"

// TestPronounSpeakerGender: "she said" / "he said" is no person the text
// marks with the other gender (a courtesy title, "his" or "her" right
// after the name): the nearest one of the pronoun's gender, or nobody
// (BBC politics/325: `She said: "` after "Mr Hockney said ... Petrina
// Holdsworth urged ...", and the quotation continuing it, are not Mr
// Hockney's). Marks that disagree, or a surname two
// people share, mark nobody.
func TestPronounSpeakerGender(t *testing.T) {
	tests := []struct{ name, text, quote, want string }{
		{"title of the other gender", "Mr Dahl said the quay was safe. Harbour chief Ida Quell urged the men to leave.\n\nShe said: \"We could take legal action against you.\"\n",
			"We could take", ""},
		{"a later one of the pronoun's gender", "Ms Quell said the quay was safe. Mr Dahl said the gates were open. \"We checked every pump,\" she said.\n",
			"We checked every", "Ms Quell"},
		{"the pronoun's own gender", "Mr Dahl said the quay was safe. \"We checked every pump,\" he said.\n",
			"We checked every", "Mr Dahl"},
		{"herself after the name", "Ida Quell said the quay was safe. Quell herself checked the pumps. \"Every pump was fine,\" he said.\n",
			"Every pump was", ""},
		{"himself after the name", "Ida Quell said the quay was safe. Tom Dahl said the gates were open, and Dahl himself checked. \"Every pump was fine,\" she said.\n",
			"Every pump was", "Ida Quell"},
		{"the last speaker of the other gender", "\"The gates were open,\" said Mrs Quell. Police chief Tom Dahl disagreed. \"Every pump was fine,\" he said.\n",
			"Every pump was", "Police chief Tom Dahl"}, // brought in with his title, the subject before "he"
		{"the other's quotation", "\"The gates were open,\" said Mr Dahl. \"Every pump was fine,\" she said.\n",
			"Every pump was", ""},
		{"a couple", "Mr and Mrs Dahl came. Dahl said the gates were open. \"Every pump was fine,\" she said.\n",
			"Every pump was", "Dahl"},
		{"a surname two share", "Tom Dahl and Ida Dahl came. Mr Dahl left. Ida Dahl said the gates were open. \"Every pump was fine,\" she said.\n",
			"Every pump was", "Ida Dahl"},
		{"unmarked", "Tom Dahl said the gates were open. \"Every pump was fine,\" she said.\n",
			"Every pump was", "Tom Dahl"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := quoteSpeakers(tt.text)[tt.quote]; got != tt.want {
				t.Errorf("speaker = %q, want %q (all: %v)", got, tt.want, quoteSpeakers(tt.text))
			}
		})
	}
}
