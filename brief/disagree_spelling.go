package brief

import (
	"strings"

	"github.com/copydesk/copydesk/facts"
	"github.com/copydesk/copydesk/internal/strdist"
	"github.com/copydesk/copydesk/lexicon"
)

// Name disagreements: when two names are one name spelt two ways, and
// what a name disagreement's label says. Reviewed on 7 December 2026
// against every name disagreement of ECB+, BBC and MEANTIME and a sample
// of Reuters and 20 Newsgroups: a spelling needs the letters of the
// words that tell the name apart to be alike, not those of a legal form
// or of two forms of one common word.

// aboutOtherName labels a name disagreement whose values are not
// spellings of one another: one statement that names another person or
// thing in one report than in another ("... subsidiary to Banner
// Industries Inc" / "to Oak Industries Inc"). It was "name", the
// mention's kind, which said nothing the kind did not.
const aboutOtherName = "another name in the same statement"

// nameAbout labels a name disagreement of values vs (mentions' Norms):
// aboutSpelling when every value is a spelling of another of them
// (spelledAlike), else aboutOtherName. The label was the first cited
// mention's link's: a swap in aligned sentences ("name") won over an
// anchor's spelling for a typo ("Jupiter" / "Juniper Research"), and a
// link between two mentions of one value ("Arabian Sea" / "Arabian Sea",
// a spelling link) labelled "Arabian Sea" / "Indian Ocean" a spelling.
func nameAbout(vs []string) string {
	for i, a := range vs {
		alike := false
		for j, b := range vs {
			if i != j && spelledAlike(a, b) {
				alike = true
				break
			}
		}
		if !alike {
			return aboutOtherName
		}
	}
	return aboutSpelling
}

// spelledAlike reports whether names a and b are one name spelt two ways:
// nameVariants, or word for word the same but for slips of the keys in
// words of letters (letterSlip: "UFCWU" / "UFCW Local 222", "GGFH" /
// "GGHF Inc"). Not two words of figures ("Part 2" / "Part 3"), nor short
// words two letters apart ("KNBR" / "KNX").
func spelledAlike(a, b string) bool {
	if nameVariants(a, b) {
		return true
	}
	fa, fb := strings.Fields(a), strings.Fields(b)
	if len(fa) != len(fb) {
		return false
	}
	differ := false
	for i, w := range fa {
		if w == fb[i] {
			continue
		}
		if !letterSlip(w, fb[i]) {
			return false
		}
		differ = true
	}
	return differ
}

// letterSlip reports whether two words of letters are one word mistyped:
// one the other with a letter or two more at its end ("Harper" /
// "Harpers", "Lincolnr"), else a letter changed, added, dropped or two
// swapped ("Fidelcor" / "Fieldcor" two) in a word of four letters or
// more, two in a word of seven or more.
func letterSlip(w, v string) bool {
	if !lettersOnly(w) || !lettersOnly(v) {
		return false
	}
	if len(w) > len(v) {
		w, v = v, w
	}
	if strings.HasPrefix(v, w) {
		return len(w) >= 3 && len(v)-len(w) <= 2
	}
	d := strdist.OSA(w, v)
	return len(w) >= 4 && d == 1 || len(w) >= 7 && d == 2
}

// lettersOnly reports whether w is letters only (any script).
func lettersOnly(w string) bool {
	for _, r := range w {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r > 0x7f) {
			return false
		}
	}
	return w != ""
}

// derivedForms reports whether words w and v are two forms of one word,
// a stem of four letters or more with two of the endings English derives
// nouns, adjectives, plurals and peoples with ("democrats" /
// "democratic", "ministry" / "ministers", "germans" / "germany",
// "industries" / "industrial", "koreas" / "koreans", a Norm's
// possessive losing its apostrophe; a country's possessive and its
// people's "-i": "kuwaits" / "kuwaiti"): "Social Democrats" / "Social
// Democratic Alliance", "Finance Ministry" / "Finance Ministers" and
// "West Germans" / "West Germany" are no name spelt two ways. Two
// plural endings are ("Davis" / "Davies"), and so are endings a letter
// apart the list leaves out ("Davidians" / "Davidans", "Infiniti" /
// "Infinity": an "-i" stands for a people only against a possessive).
func derivedForms(w, v string) bool {
	p := 0
	for p < len(w) && p < len(v) && w[p] == v[p] {
		p++
	}
	for k := p; k >= 4 && k >= p-2; k-- {
		ew, ev := w[k:], v[k:]
		if ew == "" || ev == "" || pluralEnding[ew] && pluralEnding[ev] {
			continue
		}
		if derivationEnding[ew] && derivationEnding[ev] || ew == "s" && ev == "i" || ew == "i" && ev == "s" {
			return true
		}
	}
	return false
}

// derivationEnding lists the endings derivedForms reads; pluralEnding
// those of a plural alone.
var (
	derivationEnding = wordSet("s es ic ics ical al ial y ies ry ers er n ns ian ians ism ist ists")
	pluralEnding     = wordSet("s es")
)

// legalRespelt reports whether a spelling of words fa (the shorter) and
// fb takes word w of fa for word v of fb, one of them a legal form, with
// words of fb left out: "Gulf Cooperation" is no spelling of "Gulf
// Investment Corporation" (the letters alike are those of "Corporation",
// a word of every other company's name). Word for word, a legal form
// misspelt is a slip ("Commodity Credit Corportion").
func legalRespelt(fa, fb []string, w, v string) bool {
	return len(fa) != len(fb) && (lexicon.LegalFormKey(w) != "" || lexicon.LegalFormKey(v) != "")
}

// bothNamed reports whether two names that are no spellings of one
// another (spelledAlike) are each given by both documents in one
// statement they share (sharedName), x's and y's: two names both reports
// use alike, one used here where the other used the other ("accused
// Sudan of carrying out the attack" / "accused Khartoum ...", a country
// and its capital, in a copy that names both alike elsewhere: "These
// people (Khartoum) ..."), not an edit of one name into another. A copy
// that changed a name it names no more ("to Banner Industries Inc" /
// "to Oak Industries Inc") still disagrees, and so do two copies that
// each changed another mention of one name into one other name (a
// planted "Azzam" → "Ainsworth" in each): the new name is in no
// statement both give.
func (f *disagreementFinder) bothNamed(x, y mref) bool {
	mx, my := f.mention(x), f.mention(y)
	if mx.Kind != facts.Name || mx.Norm == my.Norm || !f.namesExactly(x.d, my.Norm) || !f.namesExactly(y.d, mx.Norm) {
		return false
	}
	return !spelledAlike(mx.Norm, my.Norm) && f.sharedName(x.d, y.d, my.Norm) && f.sharedName(x.d, y.d, mx.Norm)
}

// sharedName reports whether documents x and y give name n in one
// aligned statement (a group holding a sentence of each, both giving n).
func (f *disagreementFinder) sharedName(x, y int, n string) bool {
	v := mentionValue{facts.Name, n}
	for s, sent := range f.b.sents[x] {
		gi, ok := f.b.groupOf[sref{x, s}]
		if !ok {
			continue
		}
		for _, m := range sent.mentions {
			if m.Kind != facts.Name || m.Norm != n {
				continue
			}
			for _, r := range f.groupMentions(gi)[v] {
				if r.d == y {
					return true
				}
			}
			break
		}
	}
	return false
}

// nameRows reports whether two different names both stand in rows of
// tables (inColumns): row labels ("End Stocks    N.A." / "End Stcks
// 1,360", a Reuters table's rows run into the label), not a name two
// reports spell two ways.
func (f *disagreementFinder) nameRows(x, y mref) bool {
	mx, my := f.mention(x), f.mention(y)
	return mx.Kind == facts.Name && mx.Norm != my.Norm &&
		inColumns(f.b.in.Docs[x.d].Text, mx.Start) && inColumns(f.b.in.Docs[y.d].Text, my.Start)
}

// namePart reports whether one of names a and b is more or less of the
// other (subsetWords), where a company's name (one ending in a legal
// form: "Northern Trust Co") is told by its first word: "Trust" (of
// "Manufacturers Hanover¶Trust", broken by a line) is no part of
// "Northern Trust Co", nor is "Co"; "Northern Trust" is.
func namePart(a, b string) bool {
	fa, fb := strings.Fields(a), strings.Fields(b)
	if !wordsSubset(fa, fb) {
		return false
	}
	if len(fa) > len(fb) {
		fa, fb = fb, fa
	}
	if len(fa) == len(fb) || len(fb) == 0 || lexicon.LegalFormKey(fb[len(fb)-1]) == "" {
		return true
	}
	return len(fa) > 0 && fa[0] == fb[0]
}

// frontWords returns, for each name value of a disagreement that is
// another value's spelling with words in front ("Lawyer Alexis Kougias"
// / "Alexis Kouyias"), how many words to drop from its front: words a
// sentence's start or a possessive ran into the name, common words
// capitalised only by a sentence's start (commonWord: "Lawyer",
// "Wasn't") or possessives ("Fleet's Terrence Murray"). The spelling
// stays a disagreement, shown as the name ("Alexis Kougias"). A word
// capitalised inside a sentence is a name's own ("the International
// Coffee Organisation" / "Coffee Organization", "Samjens Acqusition
// Corp" / "Acquisition Corp") and stays. foldPrefixedNames joins a
// value that is another with words in front; this is the case where the
// rest is another spelling.
func (f *disagreementFinder) frontWords(values []string, byValue map[string][]mref) map[string]int {
	var out map[string]int
	for _, v := range values {
		fv := strings.Fields(v)
		r := byValue[v][0]
		m := f.mention(r)
		text := f.b.in.Docs[r.d].Text[m.Start:m.End]
		tw := strings.Fields(text)
		if len(tw) != len(fv) {
			continue
		}
		for _, w := range values {
			fw := strings.Fields(w)
			k := len(fv) - len(fw)
			if w == v || k <= 0 || !spelledAlike(strings.Join(fv[k:], " "), w) {
				continue
			}
			ok := true
			for _, t := range tw[:k] {
				if !possessive(t) && !f.commonWord(t) {
					ok = false
					break
				}
			}
			if ok {
				if out == nil {
					out = map[string]int{}
				}
				out[v] = k
				break
			}
		}
	}
	return out
}

// possessive reports whether word t ends in "'s" or "’s".
func possessive(t string) bool {
	return strings.HasSuffix(t, "'s") || strings.HasSuffix(t, "’s")
}

// commonWord reports whether the story's documents write word t (a
// name's first word, capitalised) in lower case, as a word of its own,
// and capitalised only where a sentence starts (after a full stop, a
// question or exclamation mark, a quotation mark or a blank line, or
// first in a text): a common word a sentence's start capitalised, not a
// name's ("International", "Standstill" are capitalised inside
// sentences too).
func (f *disagreementFinder) commonWord(t string) bool {
	l := strings.ToLower(t)
	if l == t {
		return true
	}
	lower := false
	for _, d := range f.b.in.Docs {
		if !lower && wordAt(d.Text, l, nil) {
			lower = true
		}
		if wordAt(d.Text, t, midSentence) {
			return false
		}
	}
	return lower
}

// wordAt reports whether text holds w as a word of its own (no letter
// either side), where ok, when not nil, holds of the text before it.
func wordAt(text, w string, ok func(before string) bool) bool {
	for i := 0; ; {
		j := strings.Index(text[i:], w)
		if j < 0 {
			return false
		}
		s, e := i+j, i+j+len(w)
		if (s == 0 || !isLetter(text[s-1])) && (e == len(text) || !isLetter(text[e])) && (ok == nil || ok(text[:s])) {
			return true
		}
		i = e
	}
}

// midSentence reports whether text before a word ends inside a
// sentence: its last character but spaces and line breaks is a letter,
// a digit or a comma, with no blank line after it.
func midSentence(before string) bool {
	t := strings.TrimRight(before, " \t\r\n")
	if t == "" || strings.Contains(before[len(t):], "\n\n") {
		return false
	}
	c := t[len(t)-1]
	return isLetter(c) || c >= '0' && c <= '9' || c == ',' || c >= 0x80 && !strings.HasSuffix(t, "”")
}

// dropWords returns text without its first k words (and the spaces after
// them).
func dropWords(text string, k int) string {
	for ; k > 0; k-- {
		text = strings.TrimLeft(text, " \t\n")
		i := strings.IndexAny(text, " \t\n")
		if i < 0 {
			return text
		}
		text = text[i:]
	}
	return strings.TrimLeft(text, " \t\n")
}
