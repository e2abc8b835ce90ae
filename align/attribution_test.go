package align

import (
	"slices"
	"testing"
)

// A reply's attribution line ("In article <msgid> addr (Name) writes:")
// is a piece of its own, not a body sentence, and no sentence runs from
// it, or from the reply's text, into the quoted lines: as a body
// sentence, often with the first quoted sentence in it, it makes key
// sentences of the 20 Newsgroups briefs. News sentences introducing a
// quotation stay body.
func TestSplitReplyAttribution(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want []string
	}{
		{"nested Usenet attributions",
			"In article <1993Apr12.171250.486@julian.uwo.ca> wlsmith@valve.uwo.ca (Wayne Smith) writes:\n" +
				">In article <ercC57245.H2w@netcom.com> erc@netcom.com (Eric Smith) writes:\n" +
				">>The bus is slow.\n\nI disagree with that entirely.",
			[]string{"attribution|In article <1993Apr12.171250.486@julian.uwo.ca> wlsmith@valve.uwo.ca (Wayne Smith) writes:",
				"attribution|>In article <ercC57245.H2w@netcom.com> erc@netcom.com (Eric Smith) writes:",
				"body|>>The bus is slow.", "body|I disagree with that entirely."}},
		{"address and name, quoted line after",
			"pmetzger@snark.shearson.com (Perry E. Metzger) writes:\n> I'm a political dissident.",
			[]string{"attribution|pmetzger@snark.shearson.com (Perry E. Metzger) writes:", "body|> I'm a political dissident."}},
		{"wrapped over two lines, a quoted attribution after",
			"In article <Apr.19.05.13.48.1993.29266@athos.rutgers.edu>,\nkempmp@phoenix.oulu.fi (Petri Pihko) wrote:\n" +
				"> \n> Jason Smith (jasons@atlastele.com) wrote:\n> : Faith is a gift of grace.",
			[]string{"attribution|In article <Apr.19.05.13.48.1993.29266@athos.rutgers.edu>,\nkempmp@phoenix.oulu.fi (Petri Pihko) wrote:",
				"heading|>", "attribution|> Jason Smith (jasons@atlastele.com) wrote:", "body|> : Faith is a gift of grace."}},
		{"wrapped inside the name",
			"In article <93095@hydra.gatech.EDU>, gt7469a@prism.gatech.EDU (Brian R.\nDeshpande) writes:\n>The game was rained out.",
			[]string{"attribution|In article <93095@hydra.gatech.EDU>, gt7469a@prism.gatech.EDU (Brian R.\nDeshpande) writes:",
				"body|>The game was rained out."}},
		{"verb wrapped mid-word",
			"In article <C5JoBH.7zt@apollo.hp.com> goykhman@apollo.hp.com (Red Herring) writ\nes:\n>The game was rained out.",
			[]string{"attribution|In article <C5JoBH.7zt@apollo.hp.com> goykhman@apollo.hp.com (Red Herring) writ\nes:",
				"body|>The game was rained out."}},
		{"name and address in angle brackets",
			"Mary Jones <mjones@example.org> wrote:\n> The meeting is on Tuesday at noon.",
			[]string{"attribution|Mary Jones <mjones@example.org> wrote:", "body|> The meeting is on Tuesday at noon."}},
		{"date and name, no address, quoted lines after",
			"On 15 Apr 1993 12:00:00 GMT, Eric Sieferman observed:\n\n>The car was red when it left.\n\nIt was blue when it came back.",
			[]string{"attribution|On 15 Apr 1993 12:00:00 GMT, Eric Sieferman observed:",
				"body|>The car was red when it left.", "body|It was blue when it came back."}},
		{"a short attribution within quoted lines",
			">Ron Miller wrote:\n>When you ask the question, they answer no.",
			[]string{"attribution|>Ron Miller wrote:", "body|>When you ask the question, they answer no."}},
		{"a reply's sentence does not run into the quoted lines",
			"Yes, I saw that too. I have been told that the bus line is slow and\n>that nobody rides it any more at all these days. So I walk.",
			[]string{"body|Yes, I saw that too.", "body|I have been told that the bus line is slow and",
				"body|>that nobody rides it any more at all these days.", "body|So I walk."}},
		{"news: a letter quoted after a colon",
			"In a letter to the council, the mayor wrote:\n\"We will rebuild the bridge by the end of the year.\"",
			[]string{"body|In a letter to the council, the mayor wrote:\n\"We will rebuild the bridge by the end of the year.\""}},
		{"news: a statement quoted in the next paragraph",
			"The minister said:\n\nThe economy will grow by 3 percent next year.",
			[]string{"body|The minister said:", "body|The economy will grow by 3 percent next year."}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := renderPieces(tt.in, Split(tt.in))
			if !slices.Equal(got, tt.want) {
				t.Errorf("Split(%q)\n got %q\nwant %q", tt.in, got, tt.want)
			}
		})
	}
}

// A line of a bare quotation marker (">") is the blank line of the quoted
// post: a sentence does not open with it, in a hard-wrapped block too.
func TestSplitBareQuoteMarker(t *testing.T) {
	in := ">\n> Having talked to a couple of people about helmets and\n" +
		"> dropping them, I am getting about twenty saying do not sweat it\n> and the others say to replace it."
	got := renderPieces(in, Split(in))
	want := "body|> Having talked to a couple of people about helmets and\n" +
		"> dropping them, I am getting about twenty saying do not sweat it\n> and the others say to replace it."
	if !slices.Contains(got, want) {
		t.Errorf("Split(%q)\n got %q\nwant a piece %q", in, got, want)
	}
}

// The header lines of a forwarded or quoted message ("From: addr (Name)",
// "Subject: ...") are no body sentences; a single label line ("Date:
// Monday") with no header beside it stays.
func TestSplitMailHeaderLines(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want []string
	}{
		{"quoted header block",
			">From: kdb@sunbar.mc.duke.edu (Kurt Bollacker)\n>Subject: Challenge to Microsoft supporters.\n>Date: Mon, 10 May 1993 19:23:26 +0000\n\nI have no sympathy for that complaint.",
			[]string{"attribution|>From: kdb@sunbar.mc.duke.edu (Kurt Bollacker)",
				"attribution|>Subject: Challenge to Microsoft supporters.",
				"attribution|>Date: Mon, 10 May 1993 19:23:26 +0000",
				"body|I have no sympathy for that complaint."}},
		{"a lone From line with an address",
			"From: ravalent@mailbox.syr.edu (Bob Valentine)\n\nThe drive works with the controller.",
			[]string{"attribution|From: ravalent@mailbox.syr.edu (Bob Valentine)", "body|The drive works with the controller."}},
		{"a lone label line stays",
			"Date: the meeting moved to Monday.\n\nThe drive works with the controller.",
			[]string{"body|Date: the meeting moved to Monday.", "body|The drive works with the controller."}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := renderPieces(tt.in, Split(tt.in))
			if !slices.Equal(got, tt.want) {
				t.Errorf("Split(%q)\n got %q\nwant %q", tt.in, got, tt.want)
			}
		})
	}
}
