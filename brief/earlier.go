package brief

import (
	"regexp"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/copydesk/copydesk/lexicon"
	"github.com/copydesk/copydesk/textnorm"
)

// titledSubject is a name after a title in lowercase opening a sentence,
// the subject of the verb after it (group 1 the title, 2 the name, 3 and
// 4 the two words after it): `England prop Julian White is`, `But Larne
// boss Jimmy McGeough has`, `Screen International's US editor Mike
// Goodridge thinks`. nameSubject reads no such name.
var titledSubject = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(?:(?:But|And|Yet|So) )?(?:\p{Lu}[\p{L}\p{M}'’\-]* ){0,3}((?:[a-z][a-z\-]* ){1,3})(\p{Lu}[\p{L}\p{M}'’\-]*(?: \p{Lu}[\p{L}\p{M}'’\-]*){1,3}) ([a-z]+)(?: ([a-z]+))?`)
})

// speechWord finds a verb of saying, or of an opinion told ("believes",
// "thinks"), whose subject must be the pronoun or the person "he" is:
// any other is another speaker.
var speechWord = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\b(?:said|says|told|tells|added|adds|stated|claimed|wrote|asked|declared|warned|insisted|admitted|explained|noted|argued|stressed|continued|replied|responded|confirmed|described|cautioned|predicted|suggested|believes|thinks)\b`)
})

// earlierSubject is who "he" or "she" (gender g) is at the quotation at
// i when the paragraph names nobody: the person last named in full as a
// sentence's subject (a speaker, `Sandra Kaul, a coffee analyst ...,
// said`; or of another verb, `England prop Julian White is expecting`)
// in the speakerWindow bytes before it, or the last quoted speaker
// there, when every verb of saying since has that person or a pronoun
// of the gender as its subject. Another speaker since (`economists
// said`, `the source said`, "they", "it" or the other gender's pronoun
// saying something), a quotation of nobody named or another person
// named (`the prize to Robbie Williams`, `Mr Sarkozy`) leaves nobody,
// as does a subject that is no person named (`The spokesman said`). The
// wires write a person's words over several paragraphs, each "He said
// ..." (Reuters), and BBC names the speaker once in the lead: these
// name somebody only so. Read only for a pronoun nobody was
// found for, a window of sentences each time: not quadratic.
func (b *builder) earlierSubject(d int, text string, i int, last string, lastAt int, g gender, gs *genders, before []quoteSpan) string {
	from := max(0, i-speakerWindow)
	sents := b.sents[d]
	k := sort.Search(len(sents), func(k int) bool { return sents[k].start >= from })
	// nameEnd is where the words that may name another start: after the
	// name's sentence, or the last speaker's quotation.
	name, nameAt, nameEnd := "", -1, -1
	if last != "" && lastAt >= from && lastAt < i {
		name, nameAt, nameEnd = last, lastAt, lastAt
	}
	stop := false // another spoke since the name
	for ; k < len(sents) && sents[k].start < i; k++ {
		ss, se := sents[k].start, min(sents[k].end, i)
		s := text[ss:se]
		sub := pronounSpeaker(text, ss, se, "", -1, true, nil)
		// A sentence with a quotation is not read for a subject of
		// another verb: the quotation's words are the speaker's ("Gary
		// Neville is a big lad").
		// Nor one with a verb of saying: `Tom Dahl arrived in Ellis, the
		// news agency APS said` is the agency's report.
		speech := speechWord().FindAllStringIndex(s, -1)
		// `Ida Quell declined to give a date, but she said ...`: the
		// verbs of saying are a clause of hers, joined by "but" or
		// "and", "she" their subject (until 7 December 2026 such a
		// sentence was not read, and "she" went to one named before).
		if sub == "" && (len(speech) == 0 || joinedSpeech(s, speech, g)) {
			sub = sentenceSubject(text, ss, s)
		}
		// `Gerard Guillonneau of France, speaking for consumers,
		// agreed`: another person opens the sentence, its verb not read
		// as theirs; "he" may be that person.
		if sub == "" && len(speech) == 0 && ss > nameAt && name != "" && openingPerson(text, ss, s, name) {
			stop = true
		}
		if sub != "" {
			if ss > nameAt {
				name, nameAt, nameEnd, stop = sub, ss, se, false
			}
			continue
		}
		// No subject read: a verb of saying names another unless its
		// subject is a pronoun of the gender.
		for _, m := range speech {
			w, _ := verbSubjectWord(s, m[0])
			// `But he said ... and noted`: the verb's subject is the
			// clause's, a pronoun of the gender opening the sentence
			// (the words between no clause set off by commas).
			if (w == "and" || w == "but") && !strings.Contains(s[:m[0]], ",") {
				w = openingPronoun(s)
			}
			switch {
			case (w == "he" || w == "He") && g == male, (w == "she" || w == "She") && g == female:
			case w == "I" || w == "we" || w == "We" || w == "you" || w == "You":
				// inside a quotation: the speaker's own words
			default:
				if ss+m[0] > nameAt {
					stop = true
				}
			}
		}
	}
	// A quotation since of nobody named may be another's.
	for k := len(before) - 1; k >= 0 && before[k].start > nameEnd; k-- {
		if before[k].speaker == "" {
			return ""
		}
	}
	if stop || name == "" || !unicode.IsUpper(firstRune(name)) || titledOther(text[nameEnd:i], name) || namedOther(text, nameEnd, i, name) {
		return ""
	}
	// `Manchester City's Paul Bosvelt will find out`: the club is no
	// part of the name.
	for _, m := range []string{"'s ", "’s "} {
		if k := strings.LastIndex(name, m); k >= 0 && strings.Contains(name[k+len(m):], " ") {
			name = name[k+len(m):]
		}
	}
	// A person named: "Some said", "Mother says" or a name of one word
	// not brought in whole before ("Then Isaiah said") may be anybody.
	if w, _, _ := strings.Cut(name, " "); w == "The" || w == "A" || w == "An" || medium(name) || gs.marked(name, g) || personName(text, nameAt, name) == "" {
		return ""
	}
	return name
}

// sentenceSubject is the person named as the subject opening the
// sentence s at text[ss:] (not of a passive with its agent), after a
// lead-in or a title in lowercase; "" for none.
func sentenceSubject(text string, ss int, s string) string {
	flat := s
	if strings.ContainsAny(flat, "\n\r") {
		flat = strings.Join(strings.Fields(flat), " ")
	}
	flat = strings.TrimLeft(flat, " \t")
	// A quotation may hold the name ("Gary Neville is a big lad"): only
	// one after the subject and its verb, a few words quoted (`Tom Dahl
	// called the decision "a disgrace".`), is passed over (until 7
	// December 2026 no sentence with a quotation mark was read).
	// `Mutu was sacked by Chelsea`: the subject of a passive with
	// its agent did nothing, as for subjectBefore.
	if m := nameSubject().FindStringSubmatchIndex(flat); m != nil && quotesAfter(flat, m[1]) {
		if verb, next := flat[m[4]:m[5]], submatch(flat, m, 3); subjectVerb(verb, next) && verb != "quoted" && verb != "reported" && !(passiveBe[verb] && strings.Contains(flat, " by ")) {
			if sub := personName(text, ss, flat[m[2]:m[3]]); sub != "" {
				return sub
			}
		}
	}
	// `After the match, Keane accused Vieira`: a lead-in first.
	if k := strings.Index(flat, ", "); k > 0 && k < 60 && !strings.Contains(flat[:k], " and ") {
		if m := nameSubject().FindStringSubmatchIndex(flat[k+2:]); m != nil && quotesAfter(flat, k+2+m[1]) && subjectVerb(flat[k+2+m[4]:k+2+m[5]], submatch(flat[k+2:], m, 3)) {
			if sub := personName(text, ss, flat[k+2+m[2]:k+2+m[3]]); sub != "" {
				return sub
			}
		}
	}
	if m := titledSubject().FindStringSubmatchIndex(flat); m != nil && quotesAfter(flat, m[1]) && subjectVerb(flat[m[6]:m[7]], submatch(flat, m, 4)) && titleOnly(flat[m[2]:m[3]]) {
		return flat[m[4]:m[5]]
	}
	return ""
}

// openingPerson reports whether the sentence s (at text[ss:]) opens with a person's
// name of two words or more as written, outside quotation marks, as the
// subject of an active verb (personName, nameSubject), that is not
// name: `Gerard Guillonneau of France ... agreed`, not `Mutu was sacked
// by Chelsea`.
func openingPerson(text string, ss int, s, name string) bool {
	flat := strings.TrimLeft(s, " \t")
	if strings.ContainsAny(flat, "\n\r") {
		flat = strings.Join(strings.Fields(flat), " ")
	}
	m := nameSubject().FindStringSubmatchIndex(flat)
	if m == nil || !quotesAfter(flat, m[3]) || passiveBe[flat[m[4]:m[5]]] && strings.Contains(flat, " by ") {
		return false
	}
	p := flat[m[2]:m[3]]
	return strings.Contains(p, " ") && personName(text, ss, p) == p && !sameName(name, p)
}

// joinedSpeech reports whether each verb of saying in s (at speech) has
// the pronoun of gender g as its subject, joined by "but" or "and" to
// the clause before it (`..., but he said`): the sentence's subject
// speaks.
func joinedSpeech(s string, speech [][]int, g gender) bool {
	for _, m := range speech {
		w, at := verbSubjectWord(s, m[0])
		if !(g == male && (w == "he" || w == "He") || g == female && (w == "she" || w == "She")) {
			return false
		}
		if c, _ := wordBeforeWrap(s, at); c != "but" && c != "and" {
			return false
		}
	}
	return true
}

// verbSubjectWord is the word before the verb at s[i:], past an adverb
// ("also", "later", "then", one in -ly) or an auxiliary ("has", "had")
// and a line break of hard-wrapped text (`he¶told`), and where it
// starts: the verb's subject when it is a pronoun. Until 7 December 2026 a line break or an
// auxiliary before the verb read as another speaker's.
func verbSubjectWord(s string, i int) (string, int) {
	w, at := wordBeforeWrap(s, i)
	for range 2 {
		if !(w == "also" || w == "later" || w == "then" || strings.HasSuffix(w, "ly") || auxiliary[w]) {
			break
		}
		w, at = wordBeforeWrap(s, at)
	}
	return w, at
}

// wordBeforeWrap is the word before offset i and where it starts, one
// space, or spaces and one line break, between (wordBefore reads a
// space only); "" when no word is there.
func wordBeforeWrap(s string, i int) (string, int) {
	j, breaks := i, 0
	for j > 0 {
		r, n := utf8.DecodeLastRuneInString(s[:j])
		if textnorm.IsLineBreak(r) {
			// "\r\n" is one line break.
			if !(r == '\r' && j < len(s) && s[j] == '\n') {
				breaks++
			}
		} else if r != ' ' && r != '\t' {
			break
		}
		j -= n
	}
	if j == i || breaks > 1 || breaks == 0 && (i-j != 1 || s[i-1] != ' ') {
		return "", i
	}
	k := strings.LastIndexAny(s[:j], " \t\n\r\"“(") + 1
	return s[k:j], k
}

// openingPronoun is the first word of the sentence s past a conjunction
// or sentence adverb opening it ("But he said"), when it is a pronoun;
// "" else.
func openingPronoun(s string) string {
	f := strings.Fields(s)
	for len(f) > 1 && sentenceOpener[strings.TrimSuffix(f[0], ",")] {
		f = f[1:]
	}
	if len(f) > 0 && isPronoun(f[0]) {
		return f[0]
	}
	return ""
}

// titleOnly reports whether the lowercase words t before a name are a
// title ("prop", "co-chairman", "US editor"), no verb or clause word.
func titleOnly(t string) bool {
	for _, w := range strings.Fields(t) {
		if notTitleWord[w] || !isTitleWord(w) || subjectVerb(w, "") {
			return false
		}
	}
	return true
}

// titledOther reports whether s names a person by a courtesy title or
// "Dr" other than name ("But that was not enough for Mr Sarkozy." after
// `US Treasury Secretary John Snow said`): "he" may be that person.
func titledOther(s, name string) bool {
	for at := 0; ; {
		k := strings.IndexAny(s[at:], "MDLS")
		if k < 0 {
			return false
		}
		at += k
		w, rest, _ := strings.Cut(s[at:], " ")
		at += len(w)
		if at > 0 && at-len(w) > 0 && unicode.IsLetter(rune(s[at-len(w)-1])) || !personTitle[w] {
			continue
		}
		sur := rest
		if j := strings.IndexFunc(sur, func(r rune) bool { return !unicode.IsLetter(r) && r != '-' && r != '\'' && r != '’' }); j >= 0 {
			sur = sur[:j]
		}
		if sur == "" || !unicode.IsUpper(firstRune(sur)) {
			continue
		}
		if !strings.HasSuffix(name, " "+sur) && name != sur {
			return true
		}
	}
}

// fullName is a name of two capitalised words inside a sentence, neither
// after nor before another capitalised word: `prize to Robbie Williams`.
// The last name may be "O'Driscoll", "D'Arcy" or "McCarthy" (until 7
// December 2026 not read).
var fullName = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`[a-z,;] (\p{Lu}\p{Ll}+) (\p{Lu}(?:['’]\p{Lu})?\p{Ll}+(?:\p{Lu}\p{Ll}+)?)[ ,.;:'’]`)
})

// surnameWord is a capitalised word inside a sentence, alone.
var surnameWord = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`[a-z,;] (\p{Lu}\p{Ll}+)[ ,.;:'’]`) })

// namedOther reports whether s names in full a person other than name
// (`presented the best song prize to Robbie Williams` after Joss Stone
// spoke): "he" may be that person. A name is two capitalised words in a
// sentence, the first a given name's form, the last no body's or place's
// word.
func namedOther(text string, from, to int, name string) bool {
	s := text[from:to]
	// `Those allegations were put to Wenger`: a surname brought in
	// whole before ("Arsene Wenger") is a person too.
	for _, m := range surnameWord().FindAllStringSubmatchIndex(s, -1) {
		w := s[m[2]:m[3]]
		if prev, _ := wordBefore(s, m[2]); unicode.IsUpper(firstRune(prev)) {
			continue // "The Ellis forward": a modifier
		}
		if inQuotation(s, m[2]) || strings.HasSuffix(name, " "+w) || name == w || lexicon.IsOrgWord(w) || nationalityWord[w] || notAName[w] || notAMonth[w] {
			continue
		}
		if personIntroduced(text, from+m[2], w) {
			return true
		}
	}
	for _, m := range fullName().FindAllStringSubmatchIndex(s, -1) {
		if inQuotation(s, m[2]) {
			continue // the speaker's own words name them
		}
		first, last := s[m[2]:m[3]], s[m[4]:m[5]]
		if !isGivenName(first) || numberWord[first] || lexicon.IsOrgWord(last) || nationalityWord[first] || nationalityWord[last] || notAName[last] ||
			placeFirst[first] || beforeBody(s[m[5]:]) {
			continue
		}
		if strings.HasSuffix(name, " "+last) || name == last {
			continue
		}
		return true
	}
	return false
}

// personIntroduced reports whether the surname w was brought in whole
// as a person's name in the few paragraphs before from (as introduced
// reads them, the line of hard-wrapped text broken between the two
// words too: `Governor Robert¶Heller`): after a given name's or a
// title's form ("Arsene", "President", "Mr"), no determiner ("The
// Bundesbank"), possessive ("Dahl's deputy Quell") or word before
// punctuation ("Meanwhile, Britain"), no modifier in "-based" or the
// like ("Dallas-based Hunt"); and w is no company's (companyName:
// "Australia" of "Bankers Trust Australia Ltd"). Until 7 December 2026
// any capitalised word before it made a person: a body or a place named
// is not who "he" may be.
func personIntroduced(text string, from int, w string) bool {
	return wordBeforeName(text, from, w, personFirst) != "" && !companyName(text, from, w)
}

// personFirst reports whether first, the word before a surname, makes a
// person's name with it (personIntroduced).
func personFirst(first string) bool {
	if !isGivenName(first) && !personTitle[first] && genderTitle[first] == unknownGender {
		return false
	}
	if k := strings.IndexByte(first, '-'); k >= 0 && k+1 < len(first) && unicode.IsLower(firstRune(first[k+1:])) {
		return false
	}
	return !determinerWord[first] && !lexicon.IsOrgWord(first) && !nationalityWord[first] && !strings.HasSuffix(first, "'s") && !strings.HasSuffix(first, "’s")
}

// placeFirst lists capitalised words that open the names of places,
// bodies, events and eras, never a person's ("New York", "Hong Kong",
// "Third World", "National People's Congress", "Grand Prix", "New
// Year"): their pair is no person named.
var placeFirst = map[string]bool{"New": true, "Grand": true, "Great": true, "Third": true, "First": true,
	"Second": true, "National": true, "Good": true, "Red": true, "Prime": true, "World": true, "Royal": true,
	"Old": true, "North": true, "South": true, "East": true, "West": true, "Central": true, "Hong": true,
	"San": true, "Santa": true, "Los": true, "Las": true, "Saint": true, "Holy": true, "Supreme": true, "Federal": true}

// beforeBody reports whether s, the words after a pair of capitalised
// words, goes on with a body's name ending in one of lexicon.IsOrgWord's words, the
// pair its first words (`Mitsubishi Research Institute`, `National
// People's Congress`).
func beforeBody(s string) bool {
	s = strings.TrimPrefix(strings.TrimPrefix(s, "'s"), "’s")
	for range 3 {
		rest, ok := strings.CutPrefix(s, " ")
		if !ok || !unicode.IsUpper(firstRune(rest)) {
			return false
		}
		w, _, _ := strings.Cut(rest, " ")
		if t := strings.TrimRight(w, ",.;:"); lexicon.IsOrgWord(t) {
			return true
		} else if t != w {
			return false // the name ends there
		}
		s = rest[len(w):]
	}
	return false
}

// inQuotation reports whether offset k of s is inside a quotation: an
// odd number of straight quotation marks before it, or a curly opening
// mark not closed.
func inQuotation(s string, k int) bool {
	in := false
	for _, r := range s[:k] {
		switch r {
		case '"':
			in = !in
		case '“':
			in = true
		case '”':
			in = false
		}
	}
	return in
}

// numberWord lists the numbers written as words that open a capitalised
// name of no person ("Six Nations", "Three Counties").
var numberWord = map[string]bool{"One": true, "Two": true, "Three": true, "Four": true, "Five": true, "Six": true,
	"Seven": true, "Eight": true, "Nine": true, "Ten": true, "Twelve": true, "Twenty": true, "Hundred": true}
