package brief

import "testing"

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
