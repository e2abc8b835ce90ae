package brief

import "testing"

// TestQuoteSpeakerColonComplement: the words a speech verb takes (`told
// reporters in Canberra`, `said in an editorial this week`) may come
// between it and the colon that introduces a quotation. Until 8 December
// 2026 only "in a statement" could, and `Hawke told reporters in
// Canberra: "` left the quotation unattributed.
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
