package brief

import (
	"slices"
	"testing"
)

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

// TestQuoteSpeakerSplitTakesLaterName: a quotation split into parts, each
// part but the last not closed at its paragraph's end (the wires'
// convention) or the parts side by side in one paragraph, is one person's:
// the earlier parts take the speaker named after the last.
func TestQuoteSpeakerSplitTakesLaterName(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string
	}{
		{"continued paragraph", "The ferry was late again.\n\n“We have waited long enough for this and the islanders know it.\n\n“The tolls will stay as they are for two years,” Ida Quell said.\n", []string{
			"We have waited long enough for this and the islanders know it. | Ida Quell",
			"The tolls will stay as they are for two years | Ida Quell",
		}},
		{"three parts", "The ferry was late again.\n\n“We have waited long enough for this and the islanders know it.\n\n“They will trade with the mainland.\n\n“The tolls will stay as they are for two years,” said Ida Quell.\n", []string{
			"We have waited long enough for this and the islanders know it. | Ida Quell",
			"They will trade with the mainland. | Ida Quell",
			"The tolls will stay as they are for two years | Ida Quell",
		}},
		{"hard-wrapped, indented", "    The ferry was late again on Monday, the harbour board\nsaid.\n    \"We have waited long enough for this and the islanders\nknow it.\n    \"The tolls will stay as they are for two years,\" Quell\ntold reporters.\n    Fares rose by two pct last year, the company\nsaid.\n", []string{
			"We have waited long enough for this and the islanders know it. | Quell",
			"The tolls will stay as they are for two years | Quell",
		}},
		{"side by side", "The ferry was late again.\n\n“We have waited long enough for this.” “The tolls will stay as they are for two years,” Ida Quell said.\n", []string{
			"We have waited long enough for this. | Ida Quell",
			"The tolls will stay as they are for two years | Ida Quell",
		}},
		// Words between the parts, or a closed quotation ending its
		// paragraph: separate quotations, and the earlier stays
		// unattributed.
		{"words between", "The ferry was late again.\n\n“We have waited long enough for this.” The board met. “The tolls will stay as they are for two years,” Ida Quell said.\n", []string{
			"We have waited long enough for this. | ",
			"The tolls will stay as they are for two years | Ida Quell",
		}},
		// A mark never closed in text of one sentence a line runs over
		// lines that are no quotation's paragraph.
		{"never closed, a sentence a line", "The ferry was late again.\nA reporter saw “a crater two metres wide by the quay.\nObservers believe the storm did it.\nThe board met on Monday.\n“The tolls will stay as they are for two years,” Ida Quell said.\nFares rose.\n", []string{
			"a crater two metres wide by the quay. Observers believe the storm did it. The board met on Monday. | ",
			"The tolls will stay as they are for two years | Ida Quell",
		}},
		{"closed paragraph", "The ferry was late again.\n\n“We have waited long enough for this.”\n\n“The tolls will stay as they are for two years,” Ida Quell said.\n", []string{
			"We have waited long enough for this. | ",
			"The tolls will stay as they are for two years | Ida Quell",
		}},
	}
	for _, tt := range tests {
		if got := quoteTexts(tt.text); !slices.Equal(got, tt.want) {
			t.Errorf("%s: quotes\n%q\nwant\n%q", tt.name, got, tt.want)
		}
	}
}

// TestQuoteSpeakerCommonNounSubject: a sentence opening with "The", "A"
// or "An" and a common noun as the subject of a speech verb ("The mayor
// said she agreed.") names a new speaker, as a name does: the "she said"
// after it goes to that speaker, and a quotation resumed after it does
// not keep the one before's.
func TestQuoteSpeakerCommonNounSubject(t *testing.T) {
	tests := []speakerCase{
		{"she said", "The ferry was late again.\n\n“We will open the quay in the spring,” Ida Quell said. The mayor said she agreed. “The fares will fall by a third this year,” she said.", "The mayor"},
		{"of", "The ferry was late again.\n\n“We will open the quay in the spring,” Ida Quell said. The mayor of Port Ellis said she agreed. “The fares will fall by a third this year,” she said.", "The mayor of Port Ellis"},
		{"a spokesman", "The ferry was late again.\n\n“We will open the quay in the spring,” Ida Quell said. A spokesman for the board later told reporters the fares were high. “The fares will fall by a third this year,” he said.", "A spokesman for the board"},
		{"resumed", "The ferry was late again.\n\n“We will open the quay in the spring,” Ida Quell said. The mayor said she agreed. “The fares will fall by a third this year.”", ""},
	}
	for _, tt := range tests {
		if got := quoteSpeakers(tt.text)["The fares will"]; got != tt.want {
			t.Errorf("%s: speaker %q, want %q", tt.name, got, tt.want)
		}
	}
}

// TestQuoteSpeakerPronounBeforeColon: `She added: "` and `But she added:
// "` are read alike, as `She said ... "` is: the pronoun is the person
// last named as a speaker in the paragraph (or the paragraph before when
// the sentence opens it), and when a sentence between opens with another
// name as its subject (`Ida Quell welcomed the vote. But she added: "`,
// after Tom Dahl's quotation) that name (subjectBefore), not the speaker
// of the quotation before.
func TestQuoteSpeakerPronounBeforeColon(t *testing.T) {
	named := "The ferry was late again.\n\nIda Quell said the quay would open in the spring. "
	quoted := "The ferry was late again.\n\n“We will open the quay in the spring,” said Ida Quell. "
	other := "The ferry was late again.\n\n“We will open the quay in the spring,” said Tom Dahl. Ida Quell welcomed the vote. "
	para := "The ferry was late again.\n\nIda Quell said the quay would open in the spring.\n\n"
	tests := []speakerCase{}
	for _, lead := range []string{"She added: ", "But she added: ", "She told the council: ", "And she told the council: "} {
		tests = append(tests,
			speakerCase{lead + "named", named + lead + "“The fares will fall by a third this year.”", "Ida Quell"},
			speakerCase{lead + "quoted", quoted + lead + "“The fares will fall by a third this year.”", "Ida Quell"},
			// The subject of the sentence before (subjectBefore).
			speakerCase{lead + "other subject", other + lead + "“The fares will fall by a third this year.”", "Ida Quell"},
			speakerCase{lead + "paragraph before", para + lead + "“The fares will fall by a third this year.”", "Ida Quell"},
		)
	}
	for _, tt := range tests {
		if got := quoteSpeakers(tt.text)["The fares will"]; got != tt.want {
			t.Errorf("%s: speaker %q, want %q", tt.name, got, tt.want)
		}
	}
}
