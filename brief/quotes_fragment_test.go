package brief

import "testing"

// TestAttributionFragmentNoQuotation: the words after a closing mark read
// as an opening one, an attribution and no speech (`Gaskin told the
// Timaru Herald.` never closed; `Arians said.` up to the next line's
// quotation, opened with two apostrophes), are no
// quotation (ECB+); speech of a few words
// with a speech verb stays one.
func TestAttributionFragmentNoQuotation(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string // the quotations' first words
	}{
		{"unclosed attribution", "Police spokesman Tom Dahl said the climbers were careless.\n\n'In this case it looks like a lack of experience, \"Dahl told the Timaru Herald.\n\nThe body was recovered.\n",
			nil},
		{"unclosed clause", "The mother was the first witness.\n\nHer daughter was screaming, \"Mommy, mommy, I got hit. Something hit me in my back \", then saying\" save me, save me mommy \", while her mother told her to stop talking.\n\nThe court heard more.\n",
			[]string{"Mommy, mommy, I"}},
		{"attribution before a quotation's line", "Tom Dahl was asked about the quay.\n''Would we have done it without him? \"Harbour chief Tom Dahl asked.\n''We wanted to get that done.\"\nThe vote is on Monday.\n",
			nil},
		{"speech with a speech verb", "Tom Dahl was asked about the quay.\n\"They said no to the plan.\nThat is it,\" Dahl said.\nThe vote is on Monday.\n",
			[]string{"They said no"}},
		{"unclosed speech", "Tom Dahl spoke at the quay.\n\"Everyone said 'yes' to the ferry plan.\nThe vote is on Monday.\n",
			[]string{"Everyone said 'yes'"}},
		{"closed attribution words", "Tom Dahl wrote a column headed \"Ida Quell told the board.\" on Monday.\n",
			[]string{"Ida Quell told"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := quoteSpeakers(tt.text)
			if len(got) != len(tt.want) {
				t.Fatalf("quotations %v, want %v", got, tt.want)
			}
			for _, w := range tt.want {
				if _, ok := got[w]; !ok {
					t.Errorf("quotations %v, want %q", got, w)
				}
			}
		})
	}
}
