package brief

import (
	"strings"

	"github.com/copydesk/copydesk/align"
	"github.com/copydesk/copydesk/facts"
	"github.com/copydesk/copydesk/textnorm"
)

// ownCredit reports whether sentence s credits a named source that
// another version of it (a member of its align group) does not name: "a
// claim ..., according to Sky News", "..., reports this morning's
// Anchorage Daily News", "her rep told People.com", against versions
// saying "officials said" or naming no one. Shown as the group's
// wording, it would credit that source to every outlet cited for it.
// cut is where a credit closing the sentence starts (its comma: ",
// according to Sky News."), -1 when the credit is not one to cut ("her
// rep told People.com": "her rep" alone says nothing).
//
// A quotation's sentence is left as it is: the outlet told ("Mr Blunkett
// told BBC Radio Sheffield: \"I fell in love ...") sets the scene for the
// speaker, whom a version without it ("I fell in love ...") loses. A
// version naming the source in other words ("the Times" for "The New
// York Times") counts as not naming it: the cheap reading, and the one
// that errs towards a wording that credits less.
func (b *builder) ownCredit(s sentence, g *align.Group) (own bool, cut int) {
	if len(g.Members) < 2 || !creditWord(s.text) || hasQuoteMark(s.text) {
		return false, -1
	}
	text := b.in.Docs[s.doc].Text
	for _, m := range s.mentions {
		// Only a name with a credit's word beside it is read further.
		if m.Kind != facts.Name || !creditWord(text[max(s.start, m.Start-30):min(s.end, m.End+20)]) {
			continue
		}
		ok, at := credited(text, s, m)
		if !ok {
			continue
		}
		if !b.allName(g, m.Norm) {
			return true, at
		}
	}
	return false, -1
}

// creditKey is a name asked of a group's members (allName).
type creditKey struct {
	g    *align.Group
	norm string
}

// allName reports whether every member of group g names norm, once per
// group and name: each member of a group of wire copies credits the same
// source, and asking every member of every member was quadratic in the
// copies (1,000 copies: 2.3 s to 7.7 s).
func (b *builder) allName(g *align.Group, norm string) bool {
	k := creditKey{g, norm}
	if all, ok := b.namedByAll[k]; ok {
		return all
	}
	all := true
	for _, o := range g.Members {
		if !namesNorm(b.sents[o.Doc][o.Sent], norm) {
			all = false
			break
		}
	}
	if b.namedByAll == nil {
		b.namedByAll = map[creditKey]bool{}
	}
	b.namedByAll[k] = all
	return all
}

// credited reports whether name m of sentence s (in document text) is
// credited as the source: told, cited or reporting ("told People.com",
// "according to Fire Chief James Steele", "reports this morning's
// Anchorage Daily News", "ITAR-TASS reported"). Not a name said a thing
// ("Unocal said"): a version saying "the company said" says it too. cut
// is the offset in s.text of the comma opening a credit that closes the
// sentence (", according to Sky News.", ", the Valley Courier
// reported."), else -1.
func credited(text string, s sentence, m facts.Mention) (ok bool, cut int) {
	raw := strings.TrimRight(text[s.start:m.Start], " ")
	// A day's paper: "Sunday's", "this morning's".
	if t, ok := strings.CutSuffix(raw, "'s"); ok || strings.HasSuffix(raw, "’s") {
		if !ok {
			t = strings.TrimSuffix(raw, "’s")
		}
		t = t[:strings.LastIndexByte(t, ' ')+1]
		raw = strings.TrimSuffix(strings.TrimRight(t, " "), " this")
	}
	comma := strings.LastIndexByte(raw, ',')
	before := " " + strings.TrimSuffix(textnorm.Normalize(raw), " the") + " "
	after := " " + textnorm.Normalize(text[m.End:s.end]) + " "
	// What closes the sentence after the name: nothing but its full stop.
	closes := func(tail string) bool {
		return strings.Trim(tail, " .") == "" && strings.HasSuffix(strings.TrimRight(text[m.End:s.end], " \n"), ".")
	}
	// The words between the comma and the name, less an article.
	var between string
	if comma >= 0 {
		between = strings.TrimSuffix(" "+textnorm.Normalize(raw[comma+1:]), " the")
	}
	// "reports X" and "X reported" credit X in a clause of their own
	// (", reports the Valley Courier", ", ITAR-TASS reported"; not "the
	// filing of currency transaction reports with the IRS", "researchers
	// ... in Boulder Colorado reported"), "told X" at the end of one ("her
	// rep told People.com."; not "told the Blue Jays not to sign").
	clause := comma >= 0 || strings.TrimSpace(raw) == ""
	for _, p := range creditBefore {
		if !strings.HasSuffix(before, " "+p+" ") {
			continue
		}
		switch {
		case p == "told":
			if t := strings.TrimLeft(text[m.End:s.end], " "); t == "" || strings.ContainsRune(".,;:", rune(t[0])) {
				return true, -1
			}
			continue
		case p == "reports" || p == "reported":
			if between != " "+p {
				continue
			}
		}
		if comma >= 0 && between == " "+p && closes(after) {
			return true, comma
		}
		return true, -1
	}
	for _, p := range creditAfter {
		if clause && between == "" && strings.HasPrefix(after, " "+p+" ") {
			if comma >= 0 && closes(after[len(p)+1:]) {
				return true, comma
			}
			return true, -1
		}
	}
	return false, -1
}

// creditBefore are the words before a source credited (normalised);
// creditAfter the words after one reporting.
var (
	creditBefore = []string{"according to", "told", "reports", "reported", "reported by", "quoted by", "cited by", "citing"}
	creditAfter  = []string{"reported", "reports", "has reported", "had reported", "has learned", "learned", "news agency"}
)

// namesNorm reports whether a sentence has a name of the normalised form.
func namesNorm(s sentence, norm string) bool {
	for _, m := range s.mentions {
		if m.Kind == facts.Name && m.Norm == norm {
			return true
		}
	}
	return false
}

// creditWord is the cheap test before credited: whether a sentence holds
// the stem of one of its words.
func creditWord(text string) bool {
	for _, w := range creditStems {
		if strings.Contains(text, w) {
			return true
		}
	}
	return false
}

var creditStems = []string{"ccording", "told", "reports", "reported", "citing", "cited", "quoted", "learned", "news agency"}
