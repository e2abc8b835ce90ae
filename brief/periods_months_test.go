package brief

import "testing"

// Brief's periods read a month word inside a name as facts reads names
// (facts.MentionsIn), so that both read "Veldia February output" alike
// (as a month). A month word that a document uses in a company's name ("May
// Department Stores Co") is that company elsewhere in the document ("May
// had"), and one opening a row of a table of months ("March Kestrel
// River" in a barge list quoting "March Tarn" and "May Tarn") is a month.
// All invented sentences.
func TestMonthWordsOfPeriodsAsFactsReadNames(t *testing.T) {
	common := "Analysts at Harbor Securities said the figures were in line with their forecasts for the year.\n\n" +
		"The figures will be published again next month, a spokeswoman said."
	company := "May Department Stores Co said its sales rose strongly over the period.\n\n"
	barges := "Barge freight rates rose on the call session, brokers said.\n\n" +
		" - March Tarn (ex Halden) 132 pct bid/140 offered - up 2 points.\n" +
		" - May Tarn River (ex Halden) 100 pct bid/107 offered - no comparison.\n"
	for _, tc := range []struct {
		name, a, b string
		number     int // number disagreements wanted
	}{
		// Failed before: periods read "Veldia February" as a name.
		{"a producer's figures of two months",
			"Analysts said Veldia February output rose to 15.2 mln barrels a day, the agency said.",
			"Analysts said Veldia January output rose to 14.8 mln barrels a day, the agency said.", 0},
		// A possessive month is still no period (as the token "januarys"
		// is none): read as one, "up from December's 23.8 billion" and "up
		// from January's 24.1 billion", two reports' previous months, made
		// two months' statements share a month on Reuters (2 disagreements
		// added, both wrong, none right).
		{"possessive months",
			"Analysts said January's consumer prices rose 0.4 pct, the statistics office said.",
			"Analysts said February's consumer prices rose 0.7 pct, the statistics office said.", 1},
		// A span of months is months, not the name "april october".
		{"spans of months",
			"The wheat is for shipment April-October, and the bonus awarded was 224.87 dlrs per tonne.",
			"The wheat is for shipment May-June, and the bonus awarded was 188.06 dlrs per tonne.", 0},
		// Failed before: "May had" was the month May, apart from February.
		{"the company named by its month word",
			company + "May had a sales gain of 4.1 pct from a year earlier, the company said.",
			company + "May Department Stores Co had a sales gain of 4.5 pct from a year earlier in February, the company said.", 1},
		{"the company's possessive",
			company + "Analysts said May's sales rose 4.1 pct from a year earlier, the company said.",
			company + "Analysts said May Department Stores Co sales rose 4.5 pct from a year earlier in February, the company said.", 1},
		// Still months in the company's document.
		{"a month after a preposition in the company's document",
			company + "Its sales in May rose 4.1 pct from a year earlier, the company said.",
			company + "Its sales in April rose 4.5 pct from a year earlier, the company said.", 0},
		{"a month before a figure noun in the company's document",
			company + "Analysts said May sales rose 4.1 pct from a year earlier, the company said.",
			company + "Analysts said April sales rose 4.5 pct from a year earlier, the company said.", 0},
		// Failed before: "March Kestrel River" was a name, as was "April
		// Kestrel River", and the two rows' rates disagreed.
		{"rows of a table of months",
			barges + " - March Kestrel River bid at 125 pct, offered at 132.",
			barges + " - April Kestrel River bid at 118 pct, offered at 132.", 0},
		// A person's name stays one.
		{"a person",
			"The reporter April Ryan said 300 people attended the hearing in March.",
			"The reporter April Ryan said 350 people attended the hearing in March.", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			br := twoOutlets(tc.a, tc.b, common)
			if got, all := countKind(br, "number"); got != tc.number {
				t.Errorf("%d number disagreements, want %d: %v", got, tc.number, all)
			}
			if got, all := countKind(br, "name"); got != 0 {
				t.Errorf("%d name disagreements, want none: %v", got, all)
			}
		})
	}
}
