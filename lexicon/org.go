package lexicon

// Moved from brief (its orgWord), where a capitalised word ending a
// name tells a body, not a person; story reads it for a name written
// before a title ("Federal Reserve Board Chairman Paul Volcker").

// orgWords lists the last words of the names of a body, a team, a
// country or a place; a company's legal form (legalForms, as
// written there: "Halvard Ferries Plc") is one too.
var orgWords = func() map[string]bool {
	m := map[string]bool{"Group": true, "Club": true, "United": true, "City": true, "Council": true, "Party": true,
		"Bank": true, "Ministry": true, "Government": true, "FC": true, "Association": true,
		"Union": true, "Committee": true, "Court": true, "Police": true, "Office": true, "Department": true, "Agency": true,
		"Commission": true, "Parliament": true, "Congress": true, "Senate": true, "House": true, "Airways": true, "Airlines": true,
		"Motors": true, "Rovers": true, "Athletic": true, "Wanderers": true, "County": true, "Town": true, "Albion": true,
		"Open": true, "Cup": true, "League": true, "Championship": true, "Games": true, "Street": true, "Board": true,
		"Institute": true, "University": true, "School": true, "Service": true,
		"Authority": true, "Network": true, "Group's": true, "Labour": true, "Conservatives": true, "Tories": true,
		// A country's or a place's: `Ivory Coast has ...`.
		"Coast": true, "Republic": true, "Kingdom": true, "States": true, "Islands": true, "Island": true, "Africa": true,
		"America": true, "Arabia": true, "Zealand": true, "Korea": true, "Lanka": true, "Guinea": true, "Rica": true,
		"Leone": true, "Emirates": true, "Valley": true, "River": true, "Bay": true, "Sea": true, "Province": true,
		"State": true, "Region": true, "Territory": true}
	for _, f := range legalForms {
		m[f] = true
	}
	return m
}()

// IsOrgWord reports whether w, as written (case counts: "Board", not
// "board"), ends the names of a body, a team, a country or a place.
func IsOrgWord(w string) bool { return orgWords[w] }
