package brief

import (
	"strings"
	"testing"
)

// TestQuoteSpeakerColonComplement: the words a speech verb takes (`told
// reporters in Canberra`, `said in an editorial this week`) may come
// between it and the colon that introduces a quotation: `Hawke told
// reporters in Canberra: "` names Hawke.
func TestQuoteSpeakerColonComplement(t *testing.T) {
	tests := []speakerCase{
		{"told reporters in", "The ferry was late again on Monday.\n\nQuell told reporters in Port Ellis: “We will open the quay in the spring, come what may.”", "Quell"},
		{"said in an editorial", "The ferry was late again on Monday.\n\nThe Courier said in an editorial this week: “We will open the quay in the spring, come what may.”", "The Courier"},
		{"told the", "The ferry was late again on Monday.\n\nHarbour master Ida Quell told the island council on Monday: “We will open the quay in the spring, come what may.”", "Harbour master Ida Quell"},
		{"appositive", "The ferry was late again on Monday.\n\nIda Quell, the harbour master, said after the meeting: “We will open the quay in the spring, come what may.”", "Ida Quell"},
		{"hard-wrapped", "    The ferry was late again on Monday, the board\nsaid.\n    Quell told reporters in Port Ellis after the\nvote: \"We will open the quay in the spring, come what may.\"\n    Fares rose.\n", "Quell"},
		// A clause between the verb and the colon has a subject of its
		// own: as before.
		{"clause", "The ferry was late again on Monday.\n\nQuell said Dahl had warned the island council at length: “We will open the quay in the spring, come what may.”", ""},
		{"asked whether", "The ferry was late again on Monday.\n\nWhen Quell was asked whether the quay would open she replied: “We will open the quay in the spring, come what may.”", ""},
		// A pronoun subject is the person named before it, as it was.
		{"pronoun", "The ferry was late again on Monday.\n\nIda Quell said the quay would open. She told Harbour Radio on Monday: “We will open the quay in the spring, come what may.”", "Ida Quell"},
		{"reported", "The ferry was late again on Monday.\n\nthe board was sure that it told nobody: “We will open the quay in the spring, come what may.”", ""},
	}
	checkOneSpeaker(t, tests)
}

// TestQuoteSpeakerOpeningConjunction: a conjunction or a sentence adverb
// opening the sentence is not the speaker's (`But Woodward said: "` gave
// "But Woodward", `But he added: "` "But he"); nor is a sentence adverb
// between a name and the verb (`Ed Davey meanwhile said: "` gave "Ed
// Davey meanwhile", `"...," Barnes also said` "Barnes also").
func TestQuoteSpeakerOpeningConjunction(t *testing.T) {
	tests := []speakerCase{
		{"but", "The ferry was late again on Monday.\n\nBut Quell said: “We will open the quay in the spring, come what may.”", "Quell"},
		{"and title", "The ferry was late again on Monday.\n\nAnd harbour master Ida Quell told Harbour Radio: “We will open the quay in the spring, come what may.”", "harbour master Ida Quell"},
		{"however", "The ferry was late again on Monday.\n\nHowever the harbour master said: “We will open the quay in the spring, come what may.”", "the harbour master"},
		{"yet", "The ferry was late again on Monday.\n\n“We will open the quay in the spring, come what may,” Yet Quell said.", "Quell"},
		{"but he", "The ferry was late again on Monday.\n\nBut he added: “We will open the quay in the spring, come what may.”", ""},
		{"meanwhile", "The ferry was late again on Monday.\n\nIda Quell meanwhile said: “We will open the quay in the spring, come what may.”", "Ida Quell"},
		{"also after", "The ferry was late again on Monday.\n\n“We will open the quay in the spring, come what may,” Quell also said.", "Quell"},
		{"had earlier", "The ferry was late again on Monday.\n\nQuell had earlier told the Courier: “We will open the quay in the spring, come what may.”", "Quell"},
		{"recently", "The ferry was late again on Monday.\n\n“We will open the quay in the spring, come what may,” Quell recently said.", "Quell"},
		{"said afterwards", "The ferry was late again on Monday.\n\n“We will open the quay in the spring, come what may,” said Quell afterwards.", "Quell"},
		{"but on Friday he", "The ferry was late again on Monday.\n\nBut on Friday he told the Courier: “We will open the quay in the spring, come what may.”", ""},
		{"but one", "The ferry was late again on Monday.\n\nBut one harbour official said: “We will open the quay in the spring, come what may.”", "one harbour official"},
		// Still whole.
		{"family", "The ferry was late again on Monday.\n\n“We will open the quay in the spring, come what may,” the Quell family said.", "the Quell family"},
		{"daily", "The ferry was late again on Monday.\n\n“We will open the quay in the spring, come what may,” the Halvard daily said.", "the Halvard daily"},
		{"Sol", "The ferry was late again on Monday.\n\nSo Ming Quell said: “We will open the quay in the spring, come what may.”", "So Ming Quell"},
	}
	checkOneSpeaker(t, tests)
}

// TestPronounSpeakerSentenceAdverb: "she said" goes to the person last
// named as the subject of a speech verb, and a sentence adverb may come
// between that name and its verb as an adverb in -ly may (`Ed Davey
// meanwhile said`), else the quotation goes to the speaker before (John
// Redwood's).
func TestPronounSpeakerSentenceAdverb(t *testing.T) {
	for _, adv := range []string{"meanwhile", "also", "later", "separately", "earlier"} {
		text := "“The fares must fall,” said Tom Dahl of the ferry union.\n\n" +
			"Ida Quell " + adv + " said the quay would open in the spring. “We will open the quay, come what may,” she added.\n"
		if got := quoteSpeakers(text)["We will open"]; got != "Ida Quell" {
			t.Errorf("%s: speaker %q, want %q", adv, got, "Ida Quell")
		}
	}
}

// TestQuoteSpeakerConjunctionPronoun: `But she added: "` does not go on
// from the quotation before it, another's (a BBC quotation of Caroline
// Lucas's is not Charles Kennedy's): "she" after a sentence opening with
// another name as its subject is that name (subjectBefore).
func TestQuoteSpeakerConjunctionPronoun(t *testing.T) {
	text := "“The sooner we get on with this, the better,” said Tom Dahl of the ferry union. Ida Quell welcomed the vote on the quay. But she added: “The tolls are still far too high.”\n"
	// Ida Quell, the subject of the sentence before (subjectBefore).
	if got := quoteSpeakers(text)["The tolls are"]; got != "Ida Quell" {
		t.Errorf("speaker %q, want Ida Quell", got)
	}
	// A sentence ended before a name: `told BBC Sport Wales. Quell
	// herself says` gave "BBC Sport Wales. Quell".
	text = "“We will talk about it this week,” Tom Dahl told Harbour Radio Wales. Quell herself says she is ready. “I am glad it is a short week,” she said.\n"
	if got := quoteSpeakers(text)["I am glad"]; got != "Quell" {
		t.Errorf("speaker %q, want %q", got, "Quell")
	}
	text = "“We will talk about it this week,” Tom Dahl told Harbour Radio Wales. Quell said she is ready. “I am glad it is a short week,” she said.\n"
	if got := quoteSpeakers(text)["I am glad"]; got != "Quell" {
		t.Errorf("speaker %q, want %q", got, "Quell")
	}
}

// TestQuoteSpeakerWrappedBeforeVerb: in hard-wrapped text a line may
// break between a name and its verb (`Ida Quell¶said`): that subject is
// who "she said" is, not the speaker named before or nobody; so is the
// attribution after a quotation in text with a stray blank line.
func TestQuoteSpeakerWrappedBeforeVerb(t *testing.T) {
	tests := []speakerCase{
		{"she said", "    The ferry was late again on Monday, the harbour board\nsaid. Harbour master Ida Quell\nsaid the quay would open. \"We will open it in the spring, come what\nmay,\" she said.\n    Fares rose.\n", "Ida Quell"},
		{"not the one before", "    The ferry was late again on Monday, the harbour board\nsaid. Tom Dahl of the union said fares were high. Harbour master Ida Quell\nsaid the quay would open. \"We will open it in the spring, come what\nmay,\" she said.\n    Fares rose.\n", "Ida Quell"},
		{"adverb", "    The ferry was late again on Monday, the harbour board\nsaid. Harbour master Ida Quell meanwhile\nsaid the quay would open. \"We will open it in the spring, come what\nmay,\" she said.\n    Fares rose.\n", "Ida Quell"},
		{"stray blank line", "    The ferry was late again on Monday, the harbour board\nsaid.\n\n    \"We will open it in the spring, come what may,\" Quell\ntold reporters.\n    Fares rose.\n", "Quell"},
	}
	checkOneSpeaker(t, tests)
}

// TestQuoteParagraphEndsAtSpacesOnlyLine: a line of only spaces or tabs
// is a blank line and ends a paragraph: else a quotation not closed in
// its paragraph runs on over it to the next paragraph's quotation mark,
// taken for its close, and that quotation is lost.
func TestQuoteParagraphEndsAtSpacesOnlyLine(t *testing.T) {
	for _, blank := range []string{" ", "\t", "  \t "} {
		text := "Quell said: “We will open the quay in the spring, come what may.\n" + blank + "\nTom Dahl of the union said fares were high. “The fares must fall this year,” he said.\n"
		got := quoteSpeakers(text)
		if got["We will open"] != "Quell" || got["The fares must"] != "Tom Dahl of the union" {
			t.Errorf("%q: speakers %q, want Quell's and Tom Dahl's", blank, got)
		}
	}
}

// TestQuoteSpeakerNotAClause: a speaker phrase is a name, not the words
// of a clause before a second verb (`She said fares had hurt Varn but
// told reporters: "` is not "She said fares had hurt Varn but"; `"...."
// He has talked to me and said ...` not "He has talked to me and"), and
// the subject of a reported speech verb after "that" is the speaker
// (`The Courier reports that Quell told a radio station: "`: Quell).
func TestQuoteSpeakerNotAClause(t *testing.T) {
	tests := []speakerCase{
		{"but told", "The ferry was late again on Monday.\n\nShe said fares had hurt Varn but told reporters: “We will open the quay in the spring, come what may.”", ""},
		{"and added, wrapped", "    The ferry was late again on Monday, the board\nsaid.\n    She said the ferry company had cut into the\nsummer trade of Varn Ferries and\nadded: \"We will open the quay in the spring, come what may.\"\n    Fares rose.\n", ""},
		{"reports that", "The ferry was late again on Monday.\n\nThe Courier reports that Ida Quell told a radio station: “We will open the quay in the spring, come what may.”", "Ida Quell"},
		{"claimed that", "The ferry was late again on Monday.\n\nHer book claimed that Ida Quell said: “We will open the quay in the spring, come what may.”", "Ida Quell"},
		{"that, no name", "The ferry was late again on Monday.\n\nIda Quell said in her report that the islands may need more ferries. “We will open the quay in the spring, come what may,” she said.", "Ida Quell"},
		{"a name, kept", "The ferry was late again on Monday.\n\nHarbour master Ida Quell told reporters: “We will open the quay in the spring, come what may.”", "Harbour master Ida Quell"},
	}
	checkOneSpeaker(t, tests)
}

// TestQuoteSpeakerNotAClauseAfter: words after a quotation up to a
// speech verb are no speaker when they end in a conjunction (`"...," Quell
// told Harbour Radio. "... "He has talked to me twice and said ...`: the
// second quotation, its marks paired as BBC sets them, is not "He has
// talked to me twice and"'s). The mark before "He" opens a quotation
// (opensAfterStop), the one before it never closed: "He has talked ..."
// is Quell's words.
func TestQuoteSpeakerNotAClauseAfter(t *testing.T) {
	text := "The ferry was late again on Monday.\n\n\"It is not true,\" Quell told Harbour Radio. \"There is only one thing that made the board wait. \"He has talked to me twice and said the quay will open.\" Quell said more."
	for _, q := range quoteTexts(text) {
		if _, sp, _ := strings.Cut(q, " | "); strings.Contains(sp, "talked") {
			t.Errorf("quotation %q: a clause for its speaker", q)
		}
	}
}
