// Package lexicon holds English word lists that more than one package
// reads for the same test, so that they are written once. It is pure (no
// imports of copydesk's, no I/O) and sits below story, facts and brief.
// A list that looks like one of these but serves another test stays
// with that test.
package lexicon

import "strings"

// legalForms are the words that tell a company's legal form, written
// after its name ("Intel Corp", "Alitalia Spa", "Aancor Holdings Inc").
// Not "Group": "JPEG Group" is no company. Each has two letters or more
// (story's legalFormAlone reads the second).
var legalForms = [...]string{"Corp", "Corporation", "Inc", "Incorporated", "Co", "Cos", "Company", "Ltd", "Limited",
	"Plc", "Holdings", "SA", "AG", "NV", "BV", "KK", "Spa", "GmbH", "LLC", "AB", "ASA", "Oy", "Oyj"}

// LegalForms returns legalForms: a copy, an array on the caller's stack
// (no allocation), which the caller cannot change the list through.
func LegalForms() [len(legalForms)]string { return legalForms }

// IsLegalForm reports whether w is one of LegalForms, in any ASCII case
// (the forms are ASCII: comparing lengths first skips the fold for most
// words).
func IsLegalForm(w string) bool {
	for _, f := range legalForms {
		if len(w) == len(f) && strings.EqualFold(w, f) {
			return true
		}
	}
	return false
}

// LegalFormKey is the legal form the word w writes, in lower case,
// without full stops and in its short form ("A.G." and "AG": "ag";
// "Corporation" and "Corp.": "corp"), or "" when w writes none: two
// spellings of one form name one company ("Siemens AG" / "Siemens
// A.G." were two names of one story 8 times in Reuters).
func LegalFormKey(w string) string {
	if len(w) < 2 || len(w) > len("Incorporated.") {
		return "" // most words: longer than any form
	}
	if strings.IndexByte(w, '.') >= 0 {
		w = strings.ReplaceAll(w, ".", "")
	}
	if !IsLegalForm(w) {
		return ""
	}
	w = strings.ToLower(w)
	if short, ok := longForms[w]; ok {
		return short
	}
	return w
}

// longForms maps a legal form written out to its short form.
var longForms = map[string]string{"corporation": "corp", "incorporated": "inc", "company": "co", "limited": "ltd"}
