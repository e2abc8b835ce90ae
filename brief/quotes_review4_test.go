package brief

import "testing"

// TestQuoteSpeakerPassiveNotSpeaker: the subject of a passive speech verb
// ("was asked", "were told") is who was spoken to, not who spoke, and an
// adverb after an auxiliary ("has often said") is no part of a name. A
// review on 7 December 2026: these gave "Smith has often", "The skipper
// Tom Dahl was" and "One of them was".
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
