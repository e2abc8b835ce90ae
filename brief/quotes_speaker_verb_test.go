package brief

// Which verbs and constructions name a quotation's speaker: verbs of
// saying, their complements before a colon, "quoted as saying"; not a
// passive, a reply by deed, nor reported speech.

import (
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

// TestQuoteSpeakerNextColonAttribution: the words after a quotation that
// ends a sentence, up to a colon opening the next quotation, are that
// quotation's attribution, not this one's: in `Quell told reporters: "...
// the U.S." Dahl told Harbour Radio on Monday: "..."` (a full stop the
// sentences are not split at) the first is not Dahl's.
func TestQuoteSpeakerNextColonAttribution(t *testing.T) {
	for _, marks := range [][2]string{{"“", "”"}, {`"`, `"`}} {
		o, c := marks[0], marks[1]
		for _, end := range []string{"to the U.S." + c, "at 9 a.m." + c, "in the spring." + c, "in the spring" + c + "."} {
			text := "The ferry was late again.\n\nIda Quell told reporters: " + o + "We will sell the quay " + end + " Tom Dahl told Harbour Radio on Monday: " + o + "The fares must fall this year." + c + "\n"
			got := quoteSpeakers(text)
			if got["We will sell"] != "Ida Quell" || got["The fares must"] != "Tom Dahl" {
				t.Errorf("%q: speakers %q, want Ida Quell's and Tom Dahl's", text, got)
			}
		}
		// A comma before the close: the words after are its attribution.
		text := "The ferry was late again.\n\n" + o + "We will open the quay in the spring," + c + " Tom Dahl told Harbour Radio on Monday: " + o + "The fares must fall this year." + c + "\n"
		if got := quoteSpeakers(text); got["We will open"] != "Tom Dahl" {
			t.Errorf("%q, comma: speakers %q, want Tom Dahl's", text, got)
		}
	}
}

// TestQuoteSpeakerRepliedNotSpeech: "replied" and "retorted" are speech
// verbs only before what was said (a quotation, a colon, "that"), not
// before "with", "by" or an object: `Irish replied with three penalties`
// does not make "Irish" the person "she said" goes to.
func TestQuoteSpeakerRepliedNotSpeech(t *testing.T) {
	tests := []speakerCase{
		{"replied with", "The match was close.\n\nCoach Ida Quell said the side had started well. Irish replied with three penalties before the break. “We kept our heads and the kicks came,” she said.", "Coach Ida Quell"},
		{"retorted by", "The match was close.\n\nCoach Ida Quell said the side had started well. Varn retorted by scoring twice before the break. “We kept our heads and the kicks came,” she said.", "Coach Ida Quell"},
		{"replied that", "The match was close.\n\nCoach Ida Quell said the side had started well. Tom Dahl replied that the referee was wrong. “We kept our heads and the kicks came,” he said.", "Tom Dahl"},
		{"replied, quoted", "The match was close.\n\nCoach Ida Quell said the side had started well. Tom Dahl replied, “Not at all.” “We kept our heads and the kicks came,” he said.", "Tom Dahl"},
	}
	for _, tt := range tests {
		got := quoteSpeakers(tt.text)
		if got["We kept our"] != tt.want {
			t.Errorf("%s: speakers %q, want %q", tt.name, got, tt.want)
		}
	}
}

// TestQuoteSpeakerPassiveNotSpeaker: the subject of a passive speech verb
// ("was asked", "were told") is who was spoken to, not who spoke, and an
// adverb after an auxiliary ("has often said") is no part of a name: not
// "Smith has often", "The skipper Tom Dahl was" or "One of them was".
func TestQuoteSpeakerPassiveNotSpeaker(t *testing.T) {
	tests := []speakerCase{
		{"has often", "The ferry was late again.\n\n“You are a ferryman one year at a time,” Smith has often said.", "Smith"},
		{"had never", "The ferry was late again.\n\n“You are a ferryman one year at a time,” Smith had never told them.", "Smith"},
		{"was asked, before", "The ferry was late again.\n\nThe skipper Tom Dahl was asked: “Will the fares fall by a third this year?”", ""},
		{"was asked, after", "The ferry was late again.\n\n“Will the fares fall by a third this year?” Tom Dahl was asked.", ""},
		{"were told", "The ferry was late again.\n\nThe islanders were told: “The fares will fall by a third this year.”", ""},
		{"was never asked", "The ferry was late again.\n\n“Will the fares fall by a third this year?” Tom Dahl was never asked.", ""},
		// "she said" goes to the person named before, not to "One of
		// them was", the subject of a passive.
		{"passive subject", "The ferry was late again.\n\nIda Quell said the blog was closed. One of them was asked to stop writing by his company. “If they had asked me I would have done it,” she said.", "Ida Quell"},
	}
	checkOneSpeaker(t, tests)
}

// TestQuoteSpeakerSayingAndTells: a quotation after ", saying:" is the
// words of the subject of its clause (`Ida Quell welcomed the vote,
// saying: "`), and "tells" is a speech verb as "told" is (`Ida Quell
// tells the Gazette: "`), not the speaker quoted before.
func TestQuoteSpeakerSayingAndTells(t *testing.T) {
	q := "“The fares will fall by a third this year.”"
	tests := []speakerCase{
		{"saying", "The ferry was late again.\n\nIda Quell welcomed the vote, saying: " + q, "Ida Quell"},
		{"saying, after a quotation", "The ferry was late again.\n\n“We will open the quay in the spring,” said Tom Dahl. Ida Quell welcomed the vote, saying: " + q, "Ida Quell"},
		{"saying, no colon", "The ferry was late again.\n\nIda Quell welcomed the vote, saying " + q, "Ida Quell"},
		{"saying, common noun", "The ferry was late again.\n\n“We will open the quay in the spring,” said Tom Dahl. The mayor welcomed the vote, saying: " + q, "The mayor"},
		{"saying, pronoun", fareOpenNamed + "She welcomed the vote, saying: " + q, "Ida Quell"},
		{"saying, pronoun after another", fareOpenOther + "She welcomed the vote, saying: " + q, "Ida Quell"},
		{"tells, before", "The ferry was late again.\n\nIda Quell tells the Harbour Gazette: " + q, "Ida Quell"},
		{"tells, after", "The ferry was late again.\n\n“The fares will fall by a third this year,” Ida Quell tells the Harbour Gazette.", "Ida Quell"},
		// Not the subject of a clause, or of a passive: nobody.
		{"saying, passive", "The ferry was late again.\n\nThe decision was welcomed by Ida Quell, saying: " + q, ""},
		{"saying, object", "The ferry was late again.\n\nThe board sent a letter to Ida Quell saying: " + q, ""},
	}
	checkFaresSpeaker(t, tests)
}

// TestQuoteSpeakerQuotedAsSaying: in "X quoted Y as saying" and "Y was
// quoted (by X) as saying" the words are Y's, not the reporter's (a paper,
// an agency, a statement): before the quotation and after it. A pronoun
// for Y ("quoted him as saying") is read as "he said" is.
func TestQuoteSpeakerQuotedAsSaying(t *testing.T) {
	q := "“The fares will fall by a third this year.”"
	tests := []speakerCase{
		{"active, before", "The ferry was late again.\n\nThe Harbour Gazette quoted port director Ida Quell as saying: " + q, "Ida Quell"},
		{"active, agency", "The ferry was late again.\n\nIt quoted Transport Minister Tom Dahl as saying, " + q, "Transport Minister Tom Dahl"},
		{"active, appositive", "The ferry was late again.\n\nThe agency quoted Ida Quell, who returned on Sunday, as saying " + q, "Ida Quell"},
		{"active, complement", "The ferry was late again.\n\nThe Gazette quoted Ida Quell as saying in an interview " + q, "Ida Quell"},
		// A title in lowercase before the name is left out, as
		// cleanSpeaker refuses a phrase opening in lowercase.
		{"active, common noun", "The ferry was late again.\n\nThe paper quoted a senior port official as saying: " + q, "a senior port official"},
		{"passive, before", "The ferry was late again.\n\nIda Quell was quoted by the Harbour Gazette as saying: " + q, "Ida Quell"},
		{"passive, appositive", "The ferry was late again.\n\nTom Dahl, the harbour master, was quoted in the Gazette as saying, " + q, "Tom Dahl"},
		{"active, after", "The ferry was late again.\n\n“The fares will fall by a third this year,” the agency quoted Ida Quell as saying.", "Ida Quell"},
		{"active, after, telling", "The ferry was late again.\n\n“The fares will fall by a third this year,” Kyodo quoted Tom Dahl as telling reporters.", "Tom Dahl"},
		{"passive, after", "The ferry was late again.\n\n“The fares will fall by a third this year,” harbour master Tom Dahl was quoted as saying.", "Tom Dahl"},
		{"passive, after, common", "The ferry was late again.\n\n“The fares will fall by a third this year,” the port boss is quoted as saying.", "the port boss"},
		{"pronoun, before", "The ferry was late again.\n\nIda Quell said the quay would open. The Gazette quoted her as saying: " + q, "Ida Quell"},
		{"pronoun, after", "The ferry was late again.\n\nIda Quell said the quay would open. “The fares will fall by a third this year,” the agency quoted her as saying.", "Ida Quell"},
		{"passive, after, pronoun by", "The ferry was late again.\n\nIda Quell said the quay would open. “The fares will fall by a third this year,” she was quoted by the Gazette as saying.", "Ida Quell"},
		{"hard-wrapped", "    The ferry was late again on Monday, the harbour\nboard said.\n    The Gazette quoted a senior port\nofficial as saying, " + q + "\n    Fares rose by two pct last year.\n", "a senior port official"},
		{"of a body", "The ferry was late again.\n\n“The fares will fall by a third this year,” it quoted experts of the Harbour Board as saying.", ""},
		// A clause between "as saying" and the quotation: its words
		// may be another's; left as before.
		{"clause", "The ferry was late again.\n\nThe paper quoted Ida Quell as saying that Tom Dahl had told her " + q, ""},
	}
	checkFaresSpeaker(t, tests)
}

// TestQuoteSpeakerMoreVerbsOfSaying: a quotation's speaker is named by more
// verbs of saying than "said", "added", "told" and the like: one who
// admits, explains, reveals, acknowledges, concedes, comments, notes,
// jokes, continues, stresses, argues, recalls, remarks, replies, responds
// or confirms, after the quotation (`," admitted Haas.`, `," he
// revealed.`) or before it (`Pound continued: "`), not the one before
// theirs in the paragraph. In the present tense only "admits" and
// "explains" join "says", "adds" and "tells" (`," explains Cram.`):
// "concedes" would name "The executive" for `"... Carstairs. "The executive
// concedes that ...`, a quotation reopened in BBC's style.
func TestQuoteSpeakerMoreVerbsOfSaying(t *testing.T) {
	q := "“The fares will fall by a third this year,”"
	pre := "The ferry was late again.\n\n"
	tests := []speakerCase{
		{"admitted after", pre + q + " admitted Tom Dahl.", "Tom Dahl"},
		{"name admitted", pre + q + " Tom Dahl admitted.", "Tom Dahl"},
		{"revealed pronoun", pre + "Ida Quell said the quay would open. " + q + " she revealed.", "Ida Quell"},
		{"explains", pre + q + " explains Ida Quell.", "Ida Quell"},
		{"acknowledged", pre + q + " acknowledged Williams.", "Williams"},
		{"conceded", pre + q + " the harbour master conceded.", "the harbour master"},
		{"commented", pre + q + " commented one trader.", "one trader"},
		{"noted", pre + q + " noted Tom Dahl, chief executive.", "Tom Dahl"},
		{"joked", pre + "Tom Dahl said the quay would open. " + q + " he joked.", "Tom Dahl"},
		{"recalled", pre + q + " recalled Benson.", "Benson"},
		{"replied", pre + q + " replied Quell.", "Quell"},
		{"continued before", pre + "Ida Quell continued: “The fares will fall by a third this year.”", "Ida Quell"},
		{"confirmed before", pre + "The company confirmed: “The fares will fall by a third this year.”", "The company"},
		{"stressed before", pre + "Tom Dahl stressed: “The fares will fall by a third this year.”", "Tom Dahl"},
		{"other verb", pre + q + " Tom Dahl concluded.", ""},
	}
	checkFaresSpeaker(t, tests)
}

// TestQuoteSpeakerReportedSpeech: `She said the man shouted: "` reports
// another's words: nobody named, and the quotation does not go on from
// the one before.
func TestQuoteSpeakerReportedSpeech(t *testing.T) {
	tests := []speakerCase{
		{"other subject", "The ferry was late again.\n\nIda Quell said the quay would open. She said the man shouted: “The fares will fall by a third this year.”", ""},
		{"plain", "The ferry was late again.\n\nIda Quell said the quay would open. She told the Gazette: “The fares will fall by a third this year.”", "Ida Quell"},
	}
	checkFaresSpeaker(t, tests)
}
