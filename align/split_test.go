package align

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// piece renders a split piece for comparison: "kind|text" (and "#q" for a
// quotation number).
func renderPieces(text string, ss []Sentence) []string {
	var out []string
	for _, s := range ss {
		p := s.Kind.String() + "|" + s.Text(text)
		if s.Quote > 0 {
			p += fmt.Sprintf("#q%d", s.Quote)
		}
		out = append(out, p)
	}
	return out
}

func TestSplit(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want []string
	}{
		{"titles and U.S.", "Gen. John Smith met Dr. Jane Doe in the U.S. capital on Sept. 11. The talks ended.",
			[]string{"body|Gen. John Smith met Dr. Jane Doe in the U.S. capital on Sept. 11.", "body|The talks ended."}},
		{"U.S. at the end", "He moved to the U.S. The company followed him.",
			[]string{"body|He moved to the U.S.", "body|The company followed him."}},
		{"U.S. before a name", "The U.S. President Ann Lee spoke. U.S. officials agreed.",
			[]string{"body|The U.S. President Ann Lee spoke.", "body|U.S. officials agreed."}},
		{"No. 5", "The No. 5 seed won. He said no. Then he left.",
			[]string{"body|The No. 5 seed won.", "body|He said no.", "body|Then he left."}},
		{"decimals and money", "Prices rose 3.5 percent to $2.50 a share. Analysts were surprised.",
			[]string{"body|Prices rose 3.5 percent to $2.50 a share.", "body|Analysts were surprised."}},
		{"initials", "John F. Kennedy was president. He died in 1963.",
			[]string{"body|John F. Kennedy was president.", "body|He died in 1963."}},
		{"month before a word", "It happened in Oct. Then it stopped.",
			[]string{"body|It happened in Oct.", "body|Then it stopped."}},
		{"lieutenant colonel", "Lt. Col. Ann Ray and Lt.-Col. Bo Li arrived. Sgt. Kim did not.",
			[]string{"body|Lt. Col. Ann Ray and Lt.-Col. Bo Li arrived.", "body|Sgt. Kim did not."}},
		{"ellipsis", "He paused... Then he spoke. It was ... fine, he said.",
			[]string{"body|He paused...", "body|Then he spoke.", "body|It was ... fine, he said."}},
		{"unicode ellipsis", "He waited… Nothing came.", []string{"body|He waited…", "body|Nothing came."}},
		{"question in a quote", `"Why?" he asked. Nobody answered.`,
			[]string{`body|"Why?" he asked.`, "body|Nobody answered."}},
		{"closing quote after the period", `She said: "It is over." He left.`,
			[]string{`body|She said: "It is over."`, "body|He left."}},
		{"quotation of several sentences", `"We will win. We will not stop," he said. Others disagreed.`,
			[]string{`body|"We will win.#q1`, `body|We will not stop," he said.#q1`, "body|Others disagreed."}},
		{"curly quotation", "“It is late. Go home.” She smiled. “Fine.”",
			[]string{"body|“It is late.#q1", "body|Go home.”#q1", "body|She smiled.", "body|“Fine.”"}},
		{"two quotations", `"A is done. B too." Then: "C is here. D too."`,
			[]string{`body|"A is done.#q1`, `body|B too."#q1`, `body|Then: "C is here.#q2`, `body|D too."#q2`}},
		{"url and e-mail", "See example.com for details. Write to a@b.org now.",
			[]string{"body|See example.com for details.", "body|Write to a@b.org now."}},
		{"dateline with country", "KABUL, Afghanistan - A gunman killed two advisers.",
			[]string{"dateline|KABUL, Afghanistan -", "body|A gunman killed two advisers."}},
		{"dateline with agency", "WASHINGTON (Reuters) - The Senate voted on Tuesday.",
			[]string{"dateline|WASHINGTON (Reuters) -", "body|The Senate voted on Tuesday."}},
		{"dateline with date and em dash", "LONDON, March 3 — Shares fell.",
			[]string{"dateline|LONDON, March 3 —", "body|Shares fell."}},
		{"dateline title case and agency", "London (CNN) -- Police arrested a man.",
			[]string{"dateline|London (CNN) --", "body|Police arrested a man."}},
		{"dateline two words, abbreviation", "NEW YORK, Feb. 26 (AP) — Oil rose.",
			[]string{"dateline|NEW YORK, Feb. 26 (AP) —", "body|Oil rose."}},
		{"dateline agency only", "(Reuters) - Oil rose.", []string{"dateline|(Reuters) -", "body|Oil rose."}},
		{"no dateline: lower case after the dash", "NATO - the alliance - met.", []string{"body|NATO - the alliance - met."}},
		{"no dateline: US-led", "US-led forces - and others - left.", []string{"body|US-led forces - and others - left."}},
		{"no dateline: sentence", "The ministry said - as expected - no.", []string{"body|The ministry said - as expected - no."}},
		{"heading", "5th day of protests\n\nThe protests continued on Sunday.",
			[]string{"heading|5th day of protests", "body|The protests continued on Sunday."}},
		{"heading in capitals without a blank line", "HIGH SECURITY CLEARANCE\nAn Afghan source said so.",
			[]string{"heading|HIGH SECURITY CLEARANCE", "body|An Afghan source said so."}},
		{"byline", "By Mary Smith\n\nThe vote was close.", []string{"byline|By Mary Smith", "body|The vote was close."}},
		{"byline with agency", "By MARY SMITH, Associated Press\nThe vote was close.",
			[]string{"byline|By MARY SMITH, Associated Press", "body|The vote was close."}},
		{"not a byline", "By the end of 2014, troops will leave.", []string{"body|By the end of 2014, troops will leave."}},
		{"credits", "The vote was close.\n(Reporting by John Doe; Editing by Jane Roe)",
			[]string{"body|The vote was close.", "byline|(Reporting by John Doe; Editing by Jane Roe)"}},
		{"published stamp", "Published December 23, 2012\nLuck threw for 205 yards.",
			[]string{"byline|Published December 23, 2012", "body|Luck threw for 205 yards."}},
		{"promotion footer", "The vote was close.\n\nMore from GlobalPost: Why votes are close\n\nIt was late.",
			[]string{"body|The vote was close.", "footer|More from GlobalPost: Why votes are close", "body|It was late."}},
		{"trailing spam", "The vote was close.\n\nAcme Widget Trading Limited",
			[]string{"body|The vote was close.", "footer|Acme Widget Trading Limited"}},
		{"copyright", "The vote was close.\n© 2024 Example News. All rights reserved.",
			[]string{"body|The vote was close.", "footer|© 2024 Example News. All rights reserved."}},
		{"hard-wrapped paragraphs", "The company said it\nwould raise prices by 5 pct.\n    Analysts said the move\nwas expected. Shares fell.",
			[]string{"body|The company said it\nwould raise prices by 5 pct.", "body|Analysts said the move\nwas expected.", "body|Shares fell."}},
		{"line continues in lower case", "The council voted to close the\nschool on Friday.",
			[]string{"body|The council voted to close the\nschool on Friday."}},
		{"no final period", "The vote was close. The count goes on", []string{"body|The vote was close.", "body|The count goes on"}},
		// A text of one line reading as a heading heads nothing: it is the
		// text's one sentence.
		{"one line without a full stop", "A ferry sank in the strait today, killing ten people, officials said",
			[]string{"body|A ferry sank in the strait today, killing ten people, officials said"}},
		{"one heading alone", "5th day of protests", []string{"body|5th day of protests"}},
		{"one heading alone, dateline", "KABUL, Afghanistan - Gunman kills two advisers",
			[]string{"dateline|KABUL, Afghanistan -", "body|Gunman kills two advisers"}},
		{"empty", "", nil},
		{"spaces only", " \n\t\n ", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ss := Split(tt.in)
			got := renderPieces(tt.in, ss)
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("Split(%q):\n got %q\nwant %q", tt.in, got, tt.want)
			}
			checkCover(t, tt.in, ss)
		})
	}
}

func TestSplitParagraphs(t *testing.T) {
	text := "Title line\n\nFirst sentence. Second sentence.\nThird sentence.\n\n\nFourth."
	ss := Split(text)
	var paras []int
	for _, s := range ss {
		paras = append(paras, s.Para)
	}
	if fmt.Sprint(paras) != "[0 1 1 2 3]" {
		t.Errorf("paragraphs %v, want [0 1 1 2 3] (%q)", paras, renderPieces(text, ss))
	}
}

// checkCover asserts the invariants of Split: offsets valid and increasing,
// pieces trimmed, and every non-space byte covered.
func checkCover(t *testing.T, text string, ss []Sentence) {
	t.Helper()
	pos := 0
	lastPara := 0
	for i, s := range ss {
		if s.Start < pos || s.End <= s.Start || s.End > len(text) {
			t.Fatalf("piece %d [%d,%d) invalid after %d in %q", i, s.Start, s.End, pos, text)
		}
		if s.Para < lastPara {
			t.Fatalf("piece %d paragraph %d after %d", i, s.Para, lastPara)
		}
		lastPara = s.Para
		if gap := text[pos:s.Start]; strings.TrimFunc(gap, unicode.IsSpace) != "" {
			t.Fatalf("piece %d: non-space %q left out before it in %q", i, gap, text)
		}
		p := text[s.Start:s.End]
		r, _ := utf8.DecodeRuneInString(p)
		l, _ := utf8.DecodeLastRuneInString(p)
		if unicode.IsSpace(r) || unicode.IsSpace(l) {
			t.Fatalf("piece %d %q is not trimmed", i, p)
		}
		pos = s.End
	}
	if rest := text[pos:]; strings.TrimFunc(rest, unicode.IsSpace) != "" {
		t.Fatalf("non-space %q left out at the end of %q", rest, text)
	}
}

func FuzzSplit(f *testing.F) {
	for _, s := range []string{
		"KABUL, Afghanistan - A gunman killed two U.S. advisers. \"We will win. We will not stop,\" he said.",
		"Title\n\nBy Mary Smith\nWASHINGTON (Reuters) - Gen. Lee met Dr. Kim in the U.S. on Sept. 11...",
		"  wrapped text that goes\non and on.\n    Next paragraph “quoted. twice.” And\u00a0more!\r\n",
		"\"\"\"...!!!???“”„«»", "a.b.c. D. E", "\xff\xfe. A. \x00", "(AP) — ", "— A", "",
		// Mail and Usenet: attributions, quoted blocks, headers, signatures.
		"In article <C5sv88.HJy@news.x.edu> irvine@x.edu (Brent Irvine) writes:\n>I agree.\n> >No.\n\nWhy not?\n-- \nBrent\nirvine@x.edu\n",
		"From: a@b.c (A B)\nSubject: Re: x\n\n> -- \n> sig\nreply here.\n--\n\n--\n",
		"   1  Kuehn   45\n   2  Smith   44\n--\nName\n------------------------------\nJo Bloggs  jo@x.org\n[Moderator's note: ok]\n",
		"On 15 Apr 1993, Eric Sieferman observed:\n>> Quoted\n|> bar\n: colon quoted\n>\nend.",
		"Text.\n\n| Jo  | 555-1234 |\njo@x.org\nQuip.\n\n\n", "a\n\nb@c\n", "x\n\n123-4567.\n", "\n\n-1-2345@\n",
		// Ordinal dates: a day, a full stop and a month name.
		"Am 3. Oktober, vom 12. März 2012 bis 1. Jänner. 31. Dez",
		"3. März", "99. Mai. 0. Juni 3-1. April", "1.\u00a0M\u00e4rz",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		checkCover(t, text, Split(text))
	})
}

const seedsDir = "../../shared/seeds"

// loadSeeds reads the reference reports, or skips the test.
func loadSeeds(t testing.TB) []string {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(seedsDir, "*.txt"))
	if len(files) == 0 {
		t.Skipf("reference seeds not found in %s (they live beside the repository, in ../shared/seeds)", seedsDir)
	}
	sort.Strings(files)
	var texts []string
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		texts = append(texts, string(b))
	}
	return texts
}

func TestSplitSeeds(t *testing.T) {
	texts := loadSeeds(t)
	if len(texts) < 5 {
		t.Skipf("want the five seed reports, found %d", len(texts))
	}
	type piece struct {
		kind Kind
		text string
	}
	docs := make([][]piece, len(texts))
	for d, text := range texts {
		ss := Split(text)
		checkCover(t, text, ss)
		for _, s := range ss {
			docs[d] = append(docs[d], piece{s.Kind, s.Text(text)})
		}
	}
	has := func(d int, k Kind, text string) {
		t.Helper()
		for _, p := range docs[d] {
			if p.kind == k && p.text == text {
				return
			}
		}
		t.Errorf("doc %d: no %v piece %q", d, k, text)
	}
	prefix := func(d int, k Kind, text string) {
		t.Helper()
		for _, p := range docs[d] {
			if p.kind == k && strings.HasPrefix(p.text, text) {
				return
			}
		}
		t.Errorf("doc %d: no %v piece starting %q", d, k, text)
	}
	// datelines detached
	if docs[1][0] != (piece{Dateline, "KABUL, Afghanistan -"}) {
		t.Errorf("001 opens with %+v, want the dateline", docs[1][0])
	}
	if docs[2][0] != (piece{Dateline, "KABUL -"}) {
		t.Errorf("002 opens with %+v, want the dateline", docs[2][0])
	}
	prefix(1, Body, "A gunman killed two American military advisers")
	// headings, footers
	has(0, Heading, "5th day of Qur'an burning protests")
	has(3, Heading, "NATO pulls out of Afghan ministries after Americans shot dead in Kabul")
	has(4, Heading, "HIGH SECURITY CLEARANCE")
	has(4, Heading, "DESECRATION")
	has(2, Footer, "Guangzhou Jia Yu medical equipment Limited")
	prefix(3, Footer, "More from GlobalPost:\u00a0Protests over Quran burning")
	prefix(3, Footer, "More from GlobalPost: General John Allen apologizes")
	// abbreviations do not end sentences
	prefix(0, Body, "Afghan Defence Minister Gen. Abdul Rahim Wardak called U.S. Defence Secretary Leon Panetta")
	prefix(1, Body, "U.S. Gen. John Allen, the top commander")
	prefix(1, Body, "Dr. Saad Mukhtar, health department director")
	prefix(3, Body, "Gen. John R. Allen, the top NATO commander")
	// two sentences on one line are two sentences
	suffix := func(d int, k Kind, start, end string) {
		t.Helper()
		for _, p := range docs[d] {
			if p.kind == k && strings.HasPrefix(p.text, start) && strings.HasSuffix(p.text, end) {
				return
			}
		}
		t.Errorf("doc %d: no %v piece %q ... %q", d, k, start, end)
	}
	suffix(1, Body, `"After the attack,`, `," Mujahid said.`)
	suffix(1, Body, "The Taliban often inflate", "they did not conduct.")
	// a quotation over several sentences shares a number
	var q []string
	for _, s := range Split(texts[1]) {
		if s.Quote > 0 {
			q = append(q, s.Text(texts[1]))
		}
	}
	if len(q) != 3 || !strings.HasPrefix(q[0], `"We don't accept it`) || !strings.HasSuffix(q[2], `here at all."`) {
		t.Errorf("001 quotation pieces %q", q)
	}
	for d := range docs {
		for _, p := range docs[d] {
			if p.kind != Body {
				continue
			}
			for _, abbr := range []string{" Gen.", " Dr.", " Lt.", " Mr.", " Sept."} {
				if strings.HasSuffix(p.text, abbr) {
					t.Errorf("doc %d: sentence ends with %q: %q", d, abbr, p.text)
				}
			}
		}
	}
	// counts of body sentences, checked by hand
	want := []int{20, 39, 22, 15, 37}
	for d := range docs {
		n := 0
		for _, p := range docs[d] {
			if p.kind == Body {
				n++
			}
		}
		if n != want[d] {
			t.Errorf("doc %d: %d body sentences, want %d", d, n, want[d])
		}
	}
}

// Body paragraphs that open with a word a footer or byline line opens with
// ("Subscribers" / "subscribe", "Published on Monday, ..." / a time stamp)
// stay body; the boilerplate lines themselves do not.
func TestSplitFooterPrefixWordBoundary(t *testing.T) {
	body := []string{
		"Subscribers will pay $2 more a month from June, the company said.",
		"Comments by the chief executive were welcomed by investors.",
		"Copyright holders have demanded a larger share of the revenue.",
		"Also seen at the launch were two former ministers.",
		"Published on Monday, the report found that prices rose.",
		"Reporting by the newspaper last year showed that the firm paid no tax.",
		"Updated figures released on Friday showed a smaller loss.",
	}
	text := "LONDON - Acme said on Tuesday it would raise prices.\n\n" + strings.Join(body, "\n\n") + "\n\nThe shares rose 3 percent."
	want := []string{"dateline|LONDON -", "body|Acme said on Tuesday it would raise prices."}
	for _, b := range body {
		want = append(want, "body|"+b)
	}
	want = append(want, "body|The shares rose 3 percent.")
	ss := Split(text)
	checkCover(t, text, ss)
	if got := renderPieces(text, ss); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("Split:\n got %q\nwant %q", got, want)
	}
	// the same paragraphs closing the story stay body too, where their
	// opening word is not one a footer opens with
	for _, b := range []string{body[0], body[3], body[4], body[5], body[6]} {
		text := "Acme said on Tuesday it would raise prices.\n\n" + b
		if got := renderPieces(text, Split(text)); len(got) != 2 || got[1] != "body|"+b {
			t.Errorf("Split(%q) = %q, want the last paragraph body", text, got)
		}
	}
	// genuine boilerplate, wherever it stands
	lines := []struct{ in, want string }{
		{"Advertisement", "footer"},
		{"Advertisement - story continues below this message from our sponsors", "footer"},
		{"Sign up for the free morning briefing, delivered to your inbox every weekday.", "footer"},
		{"Subscribe to our YouTube channel for more videos: youtube.com/acme", "footer"},
		{"Read more: the latest business news at example.com", "footer"},
		{"Copyright 2024 Example News", "footer"},
		{"Comments (12)", "footer"},
		{"Tags: business, world news", "footer"},
		{"Related stories", "footer"},
		{"Published: April 16, 2013 9:09 AM", "byline"},
		{"Posted on January 5, 2011 at 3:39 PM", "byline"},
		{"Updated 12 minutes ago", "byline"},
		{"Reporting by John Doe; Editing by Jane Roe", "byline"},
		{"Written by David Nedde.", "byline"},
		// credits in lower case, not to be read as body
		{"(Additional reporting by agencies.)", "byline"},
		{"Compiled by staff from wire reports.", "byline"},
		{"(Reporting by the Kabul bureau; editing by Tom Roe.)", "byline"},
		{"Written by staff.", "byline"},
		{"Story by the Associated Press.", "byline"},
	}
	for _, l := range lines {
		text := "Acme said on Tuesday it would raise prices.\n\n" + l.in + "\n\nThe shares rose 3 percent."
		if got := renderPieces(text, Split(text)); len(got) != 3 || got[1] != l.want+"|"+l.in {
			t.Errorf("Split(%q) = %q, want %s in the middle", text, got, l.want)
		}
	}
	// label lines that read as a sentence are boilerplate when they trail
	// the story
	text = "Acme said on Tuesday it would raise prices.\n\nComments are closed on this article. Please read our community guidelines."
	if got := renderPieces(text, Split(text)); len(got) != 2 || !strings.HasPrefix(got[1], "footer|Comments are closed") {
		t.Errorf("Split(%q) = %q, want the trailing comments line a footer", text, got)
	}
}

// State and company abbreviations hold a sentence open only where they are
// written as one (capitalised, a state after "City,"); a lower-case word and
// an all-capitals time zone before a period end the sentence.
func TestSplitAbbreviationCase(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"She fell ill. Doctors said she would recover.", []string{"She fell ill.", "Doctors said she would recover."}},
		{"They attended Mass. Afterwards they went home.", []string{"They attended Mass.", "Afterwards they went home."}},
		{"The march began at 9 a.m. EST. Protesters gathered outside.",
			[]string{"The march began at 9 a.m. EST.", "Protesters gathered outside."}},
		{"The rally ended at 5 PM. Protesters went home.", []string{"The rally ended at 5 PM.", "Protesters went home."}},
		{"They had nothing to wash. Dishes piled up.", []string{"They had nothing to wash.", "Dishes piled up."}},
		{"Officials in Springfield, Ill. Mayor Ann Lee said so.", []string{"Officials in Springfield, Ill. Mayor Ann Lee said so."}},
		{"In Boston, Mass. Mayor Ann Lee spoke.", []string{"In Boston, Mass. Mayor Ann Lee spoke."}},
		{"Gretzky played in LA. Reese did too.", []string{"Gretzky played in LA.", "Reese did too."}},
		{"Officials in Springfield, Ill. officials said so.", []string{"Officials in Springfield, Ill. officials said so."}},
		{"The firm moved to Seattle, Wash., in 2010. Staff followed.",
			[]string{"The firm moved to Seattle, Wash., in 2010.", "Staff followed."}},
		{"Acme Inc. Chairman Bob Ray resigned.", []string{"Acme Inc. Chairman Bob Ray resigned."}},
		{"Smith & Co. Partners met.", []string{"Smith & Co. Partners met."}},
		{"The shares of Acme Corp. The company said.", []string{"The shares of Acme Corp.", "The company said."}},
		{"Prices rose 5 pct. Analysts were surprised.", []string{"Prices rose 5 pct.", "Analysts were surprised."}},
	}
	for _, tt := range tests {
		got := splitTexts(tt.in)
		if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
			t.Errorf("Split(%q):\n got %q\nwant %q", tt.in, got, tt.want)
		}
	}
}

// The colon form of a dateline ("NEW DELHI: ...") takes a place: a word in
// capitals before a colon that names no place ("FBI:", "BREAKING:") stays
// in the sentence.
func TestSplitColonDateline(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"NEW DELHI: The government raised fuel prices.", []string{"dateline|NEW DELHI:", "body|The government raised fuel prices."}},
		{"MUMBAI, March 3: Shares fell.", []string{"dateline|MUMBAI, March 3:", "body|Shares fell."}},
		{"FBI: Suspect was known to police, officials said.", []string{"body|FBI: Suspect was known to police, officials said."}},
		// One word of four letters or more is a place ("LONDON:" not
		// glued to the sentence); an acronym that long is
		// taken for one too, the cost of the rule.
		{"LONDON: The Bank of England held rates on Thursday.", []string{"dateline|LONDON:", "body|The Bank of England held rates on Thursday."}},
		{"DOHA: Talks resumed.", []string{"dateline|DOHA:", "body|Talks resumed."}},
		{"OPEC: Output will rise next month.", []string{"dateline|OPEC:", "body|Output will rise next month."}},
		{"NOTE: Figures are in dollars.", []string{"body|NOTE: Figures are in dollars."}},
		{"UN: Aid reached the city.", []string{"body|UN: Aid reached the city."}},
		{"BREAKING: A fire broke out in the city centre.", []string{"body|BREAKING: A fire broke out in the city centre."}},
		{"THE PRESIDENT: Thank you all for coming.", []string{"body|THE PRESIDENT: Thank you all for coming."}},
		{"MR. SMITH: We disagree.", []string{"body|MR. SMITH: We disagree."}},
	}
	for _, tt := range tests {
		ss := Split(tt.in)
		checkCover(t, tt.in, ss)
		if got := renderPieces(tt.in, ss); strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
			t.Errorf("Split(%q):\n got %q\nwant %q", tt.in, got, tt.want)
		}
	}
}

// Decomposed text (an accent stored after its letter, as macOS and some
// feeds write it) splits as composed text does: "SÃO PAULO, Brazil —" is
// not kept in the sentence nor "José É. Pérez" cut after the initial,
// though a combining mark is no letter.
func TestSplitDecomposed(t *testing.T) {
	for _, text := range []string{
		"SÃO PAULO, Brazil — Prices rose on Monday.",
		"BOGOTÁ, Colombia (AP) — Rebels attacked a base.",
		"Bogotá (CNN) — Rebels attacked a base.",
		"MÉXICO CITY — A quake struck the capital.",
		"ZÜRICH, Switzerland, Feb. 3 — Banks fell.",
		"He met José É. Pérez on Monday. He left.",
		"ÅRE: The race began in fog.",
		"ÉTÉ: The race began in fog.",
	} {
		nfd := norm.NFD.String(text)
		if nfd == text {
			t.Fatalf("%q has nothing to decompose", text)
		}
		want := renderPieces(text, Split(text))
		ss := Split(nfd)
		checkCover(t, nfd, ss)
		got := renderPieces(nfd, ss)
		for i := range got {
			got[i] = norm.NFC.String(got[i])
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("Split(NFD %q):\n got %q\nwant %q", text, got, want)
		}
	}
}

// A day written as an ordinal before a month name ends no sentence
// ("am 3. Oktober"); a score or a number before another word still does.
func TestSplitOrdinalDates(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"Die Wahl findet am 3. Oktober statt. Sie ist wichtig.", []string{"Die Wahl findet am 3. Oktober statt.", "Sie ist wichtig."}},
		{"Die Messe lief vom 12. März 2012 bis zum 15. März.", []string{"Die Messe lief vom 12. März 2012 bis zum 15. März."}},
		{"Am 1. Mai und am 31. Dezember ist frei.", []string{"Am 1. Mai und am 31. Dezember ist frei."}},
		{"Seit dem 24. Jänner, also dem 24. Okt. war nichts.", []string{"Seit dem 24. Jänner, also dem 24. Okt. war nichts."}},
		{"Er kam am 9. August 2011 an.", []string{"Er kam am 9. August 2011 an."}},
		// Not a day: a score, a large number, a name, another word.
		{"They won 3-1. April brought more.", []string{"They won 3-1.", "April brought more."}},
		{"The toll rose to 45. March was worse.", []string{"The toll rose to 45.", "March was worse."}},
		{"Ullrich was 3. Jan Ullrich said so.", []string{"Ullrich was 3.", "Jan Ullrich said so."}},
		{"The score was 12. Oktoberfest opened.", []string{"The score was 12.", "Oktoberfest opened."}},
	}
	for _, tt := range tests {
		got := splitTexts(tt.in)
		if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
			t.Errorf("Split(%q):\n got %q\nwant %q", tt.in, got, tt.want)
		}
	}
}

// splitTexts returns the text of each sentence Split finds in text.
func splitTexts(text string) []string {
	var got []string
	for _, s := range Split(text) {
		got = append(got, s.Text(text))
	}
	return got
}

// TestSplitWrappedShortLine: in a hard-wrapped block a short line before a
// line in capitals (or digits) is a heading, unless the short line ends in
// a word that ends no heading ("of", "said") or the next line goes on
// with what opens no sentence: a company's legal form ("Inc said") or a
// number before a lower-case word after a lower-case word ("rose\n2.6 pct
// in"). Agency copy whose dateline was cut off opens with such a line.
func TestSplitWrappedShortLine(t *testing.T) {
	const body = "\nacquired the operations of Safeco Title Insurance Co in the\nnorthern California counties of Alameda, Contra Costa and San\nMateo."
	const wrap = body + "\n    Terms of the acquisition were not disclosed."
	tests := []struct {
		name string
		in   string
		want []string
	}{
		{"legal form", "Fidelity National Financial\nInc said its Title Insurance Co subsidiary" + wrap,
			[]string{"body|Fidelity National Financial\nInc said its Title Insurance Co subsidiary" + body, "body|Terms of the acquisition were not disclosed."}},
		{"legal form and ticker", "Maxtor Corp and U.S. Design\nCorp <USDC>, said they reached an agreement to merge the" + wrap,
			[]string{"body|Maxtor Corp and U.S. Design\nCorp <USDC>, said they reached an agreement to merge the" + body, "body|Terms of the acquisition were not disclosed."}},
		{"number and unit", "Swedish industrial production rose\n2.6 pct in February, after a 1.8 pct fall in January, showing a" + wrap,
			[]string{"body|Swedish industrial production rose\n2.6 pct in February, after a 1.8 pct fall in January, showing a" + body, "body|Terms of the acquisition were not disclosed."}},
		{"function word", "Budget Director James Miller said\nPresident Reagan would veto the bill, which he said would not" + wrap,
			[]string{"body|Budget Director James Miller said\nPresident Reagan would veto the bill, which he said would not" + body, "body|Terms of the acquisition were not disclosed."}},
		{"state in brackets", "A bill by Sen. Brock Adams\n(D-Wash.) has urged the House to take it up before the" + wrap,
			[]string{"body|A bill by Sen. Brock Adams\n(D-Wash.) has urged the House to take it up before the" + body, "body|Terms of the acquisition were not disclosed."}},
		{"open bracket", "Pakistan's consumer price index (base\n1975/76) fell to 231.93 in January 1987 from 233.26 in the" + wrap,
			[]string{"body|Pakistan's consumer price index (base\n1975/76) fell to 231.93 in January 1987 from 233.26 in the" + body, "body|Terms of the acquisition were not disclosed."}},
		{"open angle bracket", "Sources close to Italy's <Gruppo\nFerruzzi> said a French company had agreed to buy the" + wrap,
			[]string{"body|Sources close to Italy's <Gruppo\nFerruzzi> said a French company had agreed to buy the" + body, "body|Terms of the acquisition were not disclosed."}},
		{"comma", "The New York Mercantile Exchange,\nNYMEX, has adequate trade practice surveillance, it said of the" + wrap,
			[]string{"body|The New York Mercantile Exchange,\nNYMEX, has adequate trade practice surveillance, it said of the" + body, "body|Terms of the acquisition were not disclosed."}},
		{"legal form with a full stop", "Anglo American Corp of South Africa\nLtd. <ANGL.J> has attacked a key law barring black workers from the" + wrap,
			[]string{"body|Anglo American Corp of South Africa\nLtd. <ANGL.J> has attacked a key law barring black workers from the" + body, "body|Terms of the acquisition were not disclosed."}},
		// headings stay headings, salutations their own paragraph
		{"caption ending in an auxiliary", "Tell us who your favourite has been\nCapaldi is best known in Britain for his starring role as a spin doctor in" + wrap,
			[]string{"heading|Tell us who your favourite has been", "body|Capaldi is best known in Britain for his starring role as a spin doctor in" + body, "body|Terms of the acquisition were not disclosed."}},
		{"salutation", "Hi Bob,\nI have walked into Micro Center here in the Cleveland area and bought\na new track ball.",
			[]string{"body|Hi Bob,", "body|I have walked into Micro Center here in the Cleveland area and bought\na new track ball."}},
		{"heading with a bracket", "Oil (Brent) prices fall\nCrude oil futures fell on Tuesday as traders took profits in the" + wrap,
			[]string{"heading|Oil (Brent) prices fall", "body|Crude oil futures fell on Tuesday as traders took profits in the" + body, "body|Terms of the acquisition were not disclosed."}},
		{"heading", "Oil prices fall\nCrude oil futures fell on Tuesday as traders took profits in the" + wrap,
			[]string{"heading|Oil prices fall", "body|Crude oil futures fell on Tuesday as traders took profits in the" + body, "body|Terms of the acquisition were not disclosed."}},
		{"heading before a number", "Steel output rises\n10 mills reported higher output in the week, the industry body said in" + wrap,
			[]string{"heading|Steel output rises", "body|10 mills reported higher output in the week, the industry body said in" + body, "body|Terms of the acquisition were not disclosed."}},
		{"heading ending in a title-case name", "Acme Widget Co\nCo-leads are Midland Bank and Samuel Montagu, the lead manager said in" + wrap,
			[]string{"heading|Acme Widget Co", "body|Co-leads are Midland Bank and Samuel Montagu, the lead manager said in" + body, "body|Terms of the acquisition were not disclosed."}},
	}
	for _, tc := range tests {
		ss := Split(tc.in)
		checkCover(t, tc.in, ss)
		if got := renderPieces(tc.in, ss); strings.Join(got, "\n~") != strings.Join(tc.want, "\n~") {
			t.Errorf("%s:\n got %q\nwant %q", tc.name, got, tc.want)
		}
	}
}

// TestSplitAuxiliaryAfterAbbreviation: after an abbreviation that may end
// a sentence, an auxiliary verb in capitals opens a question only when its
// subject follows ("Has it ...?"); before a verb or adverb it goes on with
// the sentence ("the U.S. Has already banned"; Reuters capitalises the
// word after "U.S.").
func TestSplitAuxiliaryAfterAbbreviation(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"The U.S. Has already banned use of CFCs in aerosols.",
			[]string{"body|The U.S. Has already banned use of CFCs in aerosols."}},
		{"Asked if the U.S. Had contacted Japan, he declined to comment.",
			[]string{"body|Asked if the U.S. Had contacted Japan, he declined to comment."}},
		{"Shares of Acme Inc. Were suspended on Monday.",
			[]string{"body|Shares of Acme Inc. Were suspended on Monday."}},
		// real sentence ends stay split
		{"He moved to the U.S. Has it changed him? No.",
			[]string{"body|He moved to the U.S.", "body|Has it changed him?", "body|No."}},
		{"The deal was signed with Acme Inc. The next step is a vote.",
			[]string{"body|The deal was signed with Acme Inc.", "body|The next step is a vote."}},
		{"It reads mail, news etc. Could some of you help me?",
			[]string{"body|It reads mail, news etc.", "body|Could some of you help me?"}},
		{"He moved to the U.S. Was the move worth it?",
			[]string{"body|He moved to the U.S.", "body|Was the move worth it?"}},
	}
	for _, tc := range tests {
		ss := Split(tc.in)
		checkCover(t, tc.in, ss)
		if got := renderPieces(tc.in, ss); strings.Join(got, "\n~") != strings.Join(tc.want, "\n~") {
			t.Errorf("%q:\n got %q\nwant %q", tc.in, got, tc.want)
		}
	}
}
