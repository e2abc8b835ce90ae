package brief

import (
	"slices"
	"strings"
	"testing"
)

// TestQuoteUnclosedIntoNarrative: a quotation whose mark is never closed
// does not run on into the narrative. A straight mark after a colon and a
// space before a capital opens a new quotation; one after a sentence's end
// a continued quotation's next part (BBC's paragraphs joined on one line)
// or a new one. A quotation ended by such a mark, or by its paragraph's
// end with no mark reopening the next, whose words after its first
// sentence name the subject of a verb of saying, was never closed: it is
// read to its first sentence's end. A quotation continued over paragraphs,
// each reopened, stays whole. Else the narrative is quoted (BBC
// politics/408, business/172, sport/451) and the words after a mark
// reopening a quotation on its line are lost.
func TestQuoteUnclosedIntoNarrative(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string // quotations (text | speaker), in order
	}{
		{"colon opens the next",
			"The party met on Friday.\n\nLabour's Alan Milburn said: \"Mr Howard's speech today confirms what we have always said. In reference to the family on the stage, Mr Milburn said: \"Mr Howard is perfectly entitled to pose with his family today.\"\n",
			[]string{"Mr Howard's speech today confirms what we have always said. | Labour's Alan Milburn", "Mr Howard is perfectly entitled to pose with his family today. | Mr Milburn"}},
		{"paragraph's end, narrative",
			"The final was close.\n\nMoya confirmed afterwards: \"I'm donating my prize money from this tournament to the victims. His gift follows pledges by four other players. Srichaphan said he would donate an unspecified amount.\n\nThe ATP will give too.\n",
			[]string{"I'm donating my prize money from this tournament to the victims. | Moya"}},
		{"sentence's end, narrative",
			"Exports will drive growth. \"In view of the fragility of growth, policy in the euro area is likely to wait and see, the organisation said in its report. Growth is expected to fall next year. The UNECE warned that a sudden fall of the dollar could cause difficulties. \"The orderly reversal of the deficit is a major challenge,\" it noted.\n",
			[]string{"In view of the fragility of growth, policy in the euro area is likely to wait and see, the organisation said in its report. | ", "The orderly reversal of the deficit is a major challenge | "}},
		{"continued on its line",
			"Eddie O'Sullivan said his side were ready. \"This is England we are talking about. They have a depth of talent and a good record. \"They will target a victory in Dublin as the turning point,\" he said. The sides differ.\n",
			[]string{"This is England we are talking about. They have a depth of talent and a good record. | Eddie O'Sullivan", "They will target a victory in Dublin as the turning point | Eddie O'Sullivan"}},
		{"continued after a quotation within",
			"Parry said the club would look at it. \"The deal is the sort that makes you say 'wow - that is interesting.' \"My own view is that I would find it more palatable than a shared stadium.\" Fans may not agree.\n",
			[]string{"The deal is the sort that makes you say 'wow - that is interesting.' | ", "My own view is that I would find it more palatable than a shared stadium. | "}},
		{"continued, a bracket",
			"The coach named his staff. \"We need to have the strategy in place to deal with the pressures. \"[Alastair] will act as an advisor both before and on the tour itself.\" The squad leaves in May.\n",
			[]string{"We need to have the strategy in place to deal with the pressures. | ", "[Alastair] will act as an advisor both before and on the tour itself. | "}},
		{"continued over paragraphs",
			"The ferry was late.\n\nIda Quell said: \"We will open the quay in the spring. Tom Dahl said we would not, but he is wrong.\n\n\"The fares will fall by a third this year,\" Quell added.\n",
			[]string{"We will open the quay in the spring. Tom Dahl said we would not, but he is wrong. | Ida Quell", "The fares will fall by a third this year | Quell"}},
		{"unclosed, no narrative",
			"The ferry was late.\n\nIda Quell said: \"We will open the quay in the spring. The fares will fall by a third this year.\n\nThe board met.\n",
			[]string{"We will open the quay in the spring. The fares will fall by a third this year. | Ida Quell"}},
	}
	for _, tt := range tests {
		got := quoteTexts(tt.text)
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s:\n got %q\nwant %q", tt.name, strings.Join(got, "\n     "), strings.Join(tt.want, "\n     "))
		}
	}
}
