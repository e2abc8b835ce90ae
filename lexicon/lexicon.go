// Package lexicon holds English word lists that more than one package
// reads for the same test, so that they are written once. It is pure (no
// imports of copydesk's, no I/O) and sits below story, facts and brief.
// A list that looks like one of these but serves another test stays
// with that test.
package lexicon

import "strings"

// LegalForms are the words that tell a company's legal form, written
// after its name ("Intel Corp", "Alitalia Spa", "Aancor Holdings Inc").
// Not "Group": "JPEG Group" is no company.
var LegalForms = [...]string{"Corp", "Corporation", "Inc", "Incorporated", "Co", "Cos", "Company", "Ltd", "Limited",
	"Plc", "Holdings", "SA", "AG", "NV", "BV", "KK", "Spa", "GmbH", "LLC", "AB", "ASA", "Oy", "Oyj"}

// IsLegalForm reports whether w is one of LegalForms, in any case.
func IsLegalForm(w string) bool {
	for _, f := range LegalForms {
		if strings.EqualFold(w, f) {
			return true
		}
	}
	return false
}
