package align

import (
	"slices"
	"strings"
	"testing"
	"time"
)

// A mail or Usenet signature, after its delimiter line ("-- ", or "--"
// alone on a line, also under a quotation marker), is a Footer to the end
// of the post or of the quoted block: as body, signatures make key
// sentences of the 20 Newsgroups briefs, and their countdowns ("58 DAYS
// TO FIRST FLIGHT") disagreements. A "--" line closing a wrapped
// sentence (agency copy leading into a table) and a long run of text
// after a "--" line (a separator) stay as they were.
func TestSplitSignature(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want []string
	}{
		{"RFC 3676 delimiter at the end of a post",
			"The launch slipped to June.\n\n-- \nJohn Smith, Acme Rockets Inc.\nPhone: (555) 123-4567\n58 DAYS TO FIRST FLIGHT",
			[]string{"body|The launch slipped to June.",
				"footer|-- \nJohn Smith, Acme Rockets Inc.\nPhone: (555) 123-4567\n58 DAYS TO FIRST FLIGHT"}},
		{"delimiter without its space, right after the text, blank lines inside",
			"Thanks for the help.\nJim\n--\nJim Copeland    jim@example.edu\n\nDisclaimer: my opinions are my own.",
			[]string{"body|Thanks for the help.", "footer|Jim",
				"footer|--\nJim Copeland    jim@example.edu", "footer|Disclaimer: my opinions are my own."}},
		{"a boxed signature framed by bars",
			"I agree with you.\n\n-- \n+--------------------+\n| Mary Jones         |\n| mary@example.org   |\n+--------------------+",
			[]string{"body|I agree with you.",
				"footer|-- \n+--------------------+\n| Mary Jones         |\n| mary@example.org   |\n+--------------------+"}},
		{"a quoted signature ends with the quoted block",
			"In article <1@example.org> mary@example.org (Mary Jones) writes:\n>The bus is slow.\n>-- \n>Mary Jones, City Council\n\nI disagree with that entirely.",
			[]string{"attribution|In article <1@example.org> mary@example.org (Mary Jones) writes:",
				"body|>The bus is slow.", "footer|>-- \n>Mary Jones, City Council", "body|I disagree with that entirely."}},
		{"a quoted signature under a spaced marker, deeper quotes after",
			"> The bus is slow.\n> -- \n> Mary Jones\n>> Earlier text that was quoted.\n\nMy reply.",
			[]string{"body|> The bus is slow.", "footer|> -- \n> Mary Jones",
				"body|>> Earlier text that was quoted.", "body|My reply."}},
		{"an editor's note in brackets after the signature",
			"The bus is slow.\n-- \nMary Jones\n\n[Moderator's note: the council meets on Tuesday.\nThe vote on the new bus line is on Friday.]",
			[]string{"body|The bus is slow.", "footer|-- \nMary Jones",
				"body|[Moderator's note: the council meets on Tuesday.", "body|The vote on the new bus line is on Friday.]"}},
		{"news: a dash closing a wrapped sentence before a table",
			"The U.S. Agriculture Department gave\nthe following breakdown of grain remaining in the farmer-owned\n" +
				"grain reserve as of April 1, in mln bushels, by reserve number\n--\n Wheat      nil  nil  0.1",
			[]string{"body|The U.S. Agriculture Department gave\nthe following breakdown of grain remaining in the farmer-owned\n" +
				"grain reserve as of April 1, in mln bushels, by reserve number\n--",
				"footer|Wheat      nil  nil  0.1"}},
		{"RFC 3676 delimiter after a wrapped line ending mid-sentence",
			"A short in one will overvoltage the other one and short it too, more\nor less at once, as the series voltage drop is near the maximum\n-- \n<BGB>",
			[]string{"body|A short in one will overvoltage the other one and short it too, more\nor less at once, as the series voltage drop is near the maximum",
				"footer|-- \n<BGB>"}},
		{"an indented table above an unindented delimiter keeps its rows",
			"    Player       Team   GP  G   A  Pts +/- PIM\n    Lemieux      PIT     1   2   2   4   0   0\n" +
				"    Juneau       BOS     1   1   3   4   0   0\n-- \n-    Maurice Richard    -",
			[]string{"heading|Player       Team   GP  G   A  Pts +/- PIM", "heading|Lemieux      PIT     1   2   2   4   0   0",
				"heading|Juneau       BOS     1   1   3   4   0   0", "footer|-- \n-    Maurice Richard    -"}},
		{"a rule line above an address at the end of a post",
			"Thanks for the help.\n------------------------------------------------\nJon Ogden         - jono@example.com\nVoice: 708-632-2521",
			[]string{"body|Thanks for the help.",
				"footer|------------------------------------------------\nJon Ogden         - jono@example.com\nVoice: 708-632-2521"}},
		{"a quoted boxed signature under a rule",
			"> The bus is slow.\n> +----------------------------+\n> | Mary Jones, City Council   |\n> | mary@example.org           |\n> +----------------------------+\nI disagree.",
			[]string{"body|> The bus is slow.",
				"footer|> +----------------------------+\n> | Mary Jones, City Council   |\n> | mary@example.org           |\n> +----------------------------+",
				"body|I disagree."}},
		{"a rule under a line, a reply and a delimited signature after it",
			"Pissed off at Semites\n^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n\nArabs are also Semites.\n--\nAmos Shapira\nHebrew University\nJerusalem 91904, ISRAEL\namoss@example.ac.il",
			[]string{"heading|Pissed off at Semites", "heading|^^^^^^^^^^^^^^^^^^^^^^^^^^^^^", "body|Arabs are also Semites.",
				"footer|--\nAmos Shapira\nHebrew University\nJerusalem 91904, ISRAEL\namoss@example.ac.il"}},
		{"a rule above a forwarded message",
			"Here is his answer.\n--------------------------------------------\nFrom: Marcus Ranum <mjr@example.com>\nIt depends on the mode you are using.",
			[]string{"body|Here is his answer.", "body|--------------------------------------------",
				"attribution|From: Marcus Ranum <mjr@example.com>", "body|It depends on the mode you are using."}},
		{"a rule above the post's last paragraph, an address in it",
			"Here is the question.\n-----------------------\nI would appreciate any information on this.\nPlease reply to him directly at charlton@example.edu.",
			[]string{"body|Here is the question.", "body|-----------------------", "body|I would appreciate any information on this.",
				"body|Please reply to him directly at charlton@example.edu."}},
		{"news: a table's rule with no address after it",
			"Results of the vote were as follows.\n\n    Party      Seats\n    --------------------\n    Labour     52\n    Tories     30",
			[]string{"body|Results of the vote were as follows.", "heading|Party      Seats", "body|--------------------",
				"footer|Labour     52", "footer|Tories     30"}},
		{"a separator: more than a signature's lines after the dashes",
			"Part one.\n--\nLine 1.\nLine 2.\nLine 3.\nLine 4.\nLine 5.\nLine 6.\nLine 7.\nLine 8.\nLine 9.\nLine 10.\nLine 11.",
			[]string{"body|Part one.", "body|--", "body|Line 1.", "body|Line 2.", "body|Line 3.", "body|Line 4.",
				"body|Line 5.", "body|Line 6.", "body|Line 7.", "body|Line 8.", "body|Line 9.", "body|Line 10.", "body|Line 11."}},
		{"news: a dash inside a line is no delimiter",
			"The minister -- who resigned on Monday -- said the bridge will be rebuilt.",
			[]string{"body|The minister -- who resigned on Monday -- said the bridge will be rebuilt."}},
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

// Delimiters that each end at once (a quoted one above an unquoted one,
// over and over) are read in linear time: the lines after a signature
// are not read again for each delimiter above them.
func TestSplitSignatureLinear(t *testing.T) {
	var b strings.Builder
	for range 100000 {
		b.WriteString(">-- \n-- \n")
	}
	in := b.String()
	start := time.Now()
	ss := Split(in)
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("Split of %d delimiter lines took %v", 200000, d)
	}
	for _, s := range ss {
		if s.Kind != Footer {
			t.Fatalf("piece %q is %s, want footer", s.Text(in), s.Kind)
		}
	}
}

// Many posters sign off without a delimiter: the post ends, after a blank
// line, in a short block naming the writer and giving an e-mail address or
// a phone number. A block of short lines without sentence punctuation is
// a footer anyway (trailing headings); a quip or an office line ending as
// a sentence, or a box's frame, must not make the block body, or the
// brief takes it as a key sentence. Closing paragraphs of prose with an
// address or a number in them, a delimiter inside the block, a quoted
// block, a post of one block and a long block stay as they were (the
// cases after the frame).
func TestSplitUndelimitedSignature(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want []string
	}{
		{"a name and an address after the last paragraph",
			"The drive works fine in my Mac.\n\nAmer Akhras\nawakhras@example.edu",
			[]string{"body|The drive works fine in my Mac.", "footer|Amer Akhras\nawakhras@example.edu"}},
		{"a name, an office and a phone, then a quip ending as a sentence",
			"The launch slipped to June.\n\nLloyd R. Nebres, UC Berkeley\nVox: (510) 848-9760\n\"Never underestimate the bandwidth of a 747.\"",
			[]string{"body|The launch slipped to June.",
				"footer|Lloyd R. Nebres, UC Berkeley\nVox: (510) 848-9760\n\"Never underestimate the bandwidth of a 747.\""}},
		{"a sign-off, a name written in lower case",
			"Marlins will win seventy games.\n\nThanks,\njhon rickert\nrickert@example.edu",
			[]string{"body|Marlins will win seventy games.", "footer|Thanks,\njhon rickert\nrickert@example.edu"}},
		{"a boxed signature without a delimiter",
			"I agree with you.\n\n| Mary Jones       | Live for today |\n| mary@example.org | 555-1234       |",
			[]string{"body|I agree with you.", "footer|| Mary Jones       | Live for today |\n| mary@example.org | 555-1234       |"}},
		{"a box's frame of rules below the name",
			"I agree.\n\nTom McWilliams 517-355-2178 wk\nAs the radius of vision increases, the circumference of mystery grows.\n------------------------------",
			[]string{"body|I agree.",
				"footer|Tom McWilliams 517-355-2178 wk\nAs the radius of vision increases, the circumference of mystery grows.\n------------------------------"}},
		{"a delimiter inside the last block is read by the delimiter's rule",
			"See the file.\n\n  ftp.example.de pub/pc/cdblksize.zip\n--\nJuergen Keil    jk@example.de",
			[]string{"body|See the file.", "body|ftp.example.de pub/pc/cdblksize.zip", "footer|--\nJuergen Keil    jk@example.de"}},
		{"prose: a contact running on to the next line",
			"The meeting is on Friday.\n\nFor more information, contact AIAA at 800-683-2422 or Mark Leon at\n310-332-1098.",
			[]string{"body|The meeting is on Friday.",
				"body|For more information, contact AIAA at 800-683-2422 or Mark Leon at\n310-332-1098."}},
		{"prose: sentences inside the lines, a phone number broken over two",
			"I have the drivers.\n\nThe Diamond BBS has these.  Their 2400 baud BBS phone number is (408)\n730-1100.  Their 9600 baud BBS phone number is (408) 524-9335.  Sorry,\nI know of no FTP site that has these.",
			[]string{"body|I have the drivers.", "body|The Diamond BBS has these.",
				"body|Their 2400 baud BBS phone number is (408)\n730-1100.", "body|Their 9600 baud BBS phone number is (408) 524-9335.",
				"body|Sorry,\nI know of no FTP site that has these."}},
		{"prose: a lower-case request with a phone number",
			"Asking $300 for the lot.\n\ngive me a call at 714-539-4251",
			[]string{"body|Asking $300 for the lot.", "body|give me a call at 714-539-4251"}},
		{"prose: a request to get in touch",
			"Asking $2300.\n\nContact Brian at (313) 747-1604 (days)\n    (313) 434-7284 (evenings)\n  or e-mail at vaughan@example.edu...or reply to this post.",
			[]string{"body|Asking $2300.", "heading|Contact Brian at (313) 747-1604 (days)", "heading|(313) 434-7284 (evenings)",
				"body|or e-mail at vaughan@example.edu...or reply to this post."}},
		{"prose: the address line goes on with a sentence",
			"I need the driver.\n\nPlease mail\nme at jo@example.com",
			[]string{"body|I need the driver.", "footer|Please mail\nme at jo@example.com"}},
		{"prose: the first line ends as a sentence",
			"I need the driver.\n\nReplies by mail please.\njo@example.com",
			[]string{"body|I need the driver.", "body|Replies by mail please.", "body|jo@example.com"}},
		{"a quoted signature is left to the quoted block",
			"> The bus is slow.\n\n> Mary Jones\n> mary@example.org",
			[]string{"body|> The bus is slow.", "footer|> Mary Jones", "footer|> mary@example.org"}},
		{"a post of one block after blank lines",
			"\n\nMary Jones\nmary@example.org",
			[]string{"body|Mary Jones\nmary@example.org"}}, // the whole text: no heading (Split)
		{"a post of one block",
			"Mary Jones\nmary@example.org",
			[]string{"body|Mary Jones\nmary@example.org"}},
		{"more than a signature's lines",
			"Text.\n\nJo\njo@example.com\n1\n2\n3\n4\n5\n6\n7\n8\n9",
			[]string{"body|Text.", "footer|Jo\njo@example.com", "footer|1", "footer|2", "footer|3", "footer|4",
				"footer|5", "footer|6", "footer|7", "footer|8", "footer|9"}},
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
