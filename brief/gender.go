package brief

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// gender is what a text marks a person as: a courtesy title, or "his" or
// "her" right after the name. It is read only to keep "she said" from a
// man named before it and "he said" from a woman (BBC politics/325:
// Petrina Holdsworth's `She said: "` after Mr Hockney is not his).
type gender uint8

const (
	unknownGender gender = iota
	male
	female
)

// other is the other gender; unknownGender for none.
func (g gender) other() gender {
	switch g {
	case male:
		return female
	case female:
		return male
	}
	return unknownGender
}

// genderTitle lists the courtesy titles that mark a gender.
var genderTitle = map[string]gender{"Mr": male, "Mr.": male, "Mister": male, "Sir": male, "Lord": male,
	"Mrs": female, "Mrs.": female, "Ms": female, "Ms.": female, "Miss": female, "Lady": female, "Dame": female}

// pronounGender is the gender of the first personal pronoun of the third
// person in s, the words naming a quotation's speaker ("she said", "the
// agency quoted him as saying"); unknownGender when it is "they" or "it",
// or none is there.
func pronounGender(s string) gender {
	g := unknownGender
	eachWord(s, func(w string) bool {
		switch {
		case strings.EqualFold(w, "he"), strings.EqualFold(w, "him"):
			g = male
		case strings.EqualFold(w, "she"), strings.EqualFold(w, "her"):
			g = female
		case strings.EqualFold(w, "they"), strings.EqualFold(w, "them"), strings.EqualFold(w, "it"):
		default:
			return false
		}
		return true
	})
	return g
}

// eachWord calls stop with each run of letters of s in turn until it
// returns true.
func eachWord(s string, stop func(w string) bool) {
	notLetter := func(r rune) bool { return !unicode.IsLetter(r) }
	for s = strings.TrimLeftFunc(s, notLetter); s != ""; s = strings.TrimLeftFunc(s, notLetter) {
		k := strings.IndexFunc(s, notLetter)
		if k < 0 {
			k = len(s)
		}
		if stop(s[:k]) {
			return
		}
		s = s[k:]
	}
}

// genders reads the gender a document's text marks its people with,
// per speaker phrase, cached: a pronoun is resolved a few times a
// document, each reading the text once for the name's surname.
type genders struct {
	text  string
	cache map[string]gender
}

// of is the gender text marks the person named by name (a speaker
// phrase: "Mr Hockney", "UKIP chairman Petrina Holdsworth") with:
// a gendered title in the phrase, else the marks at the surname's
// mentions in the text (nameGender); unknownGender when there are none
// or they disagree.
func (gs *genders) of(name string) gender {
	if name == "" {
		return unknownGender
	}
	if g, ok := gs.cache[name]; ok {
		return g
	}
	if gs.cache == nil {
		gs.cache = map[string]gender{}
	}
	g := nameGender(gs.text, name)
	gs.cache[name] = g
	return g
}

// marked reports whether the text marks the person named by name with
// the gender other than g's (a "he said" after a woman's name): that
// person is not who the pronoun is.
func (gs *genders) marked(name string, g gender) bool {
	return g != unknownGender && name != "" && gs.of(name) == g.other()
}

// nameGender reads the gender text marks name's person with. A title in
// the phrase decides ("Mrs Quell"). Else each mention of the surname
// counts: after a gendered title ("Mr Hockney", "Sir Alex Ferguson"), or
// before "his", "her", "himself" or "herself". A mention after a first
// name other than the phrase's is another person's ("Tony Blair" for
// "Cherie Blair"); and when the text names two people of the surname
// with different first names, a mention without one ("Mr Blair") is
// nobody's in particular. Marks of both genders are none.
func nameGender(text, name string) gender {
	words := strings.Fields(name)
	for k := len(words) - 1; k >= 0; k-- {
		if g := genderTitle[words[k]]; g != unknownGender && k < len(words)-1 {
			return g
		}
	}
	if len(words) == 0 {
		return unknownGender
	}
	surname := trimPossessive(words[len(words)-1])
	if !unicode.IsUpper(firstRune(surname)) || utf8.RuneCountInString(surname) < 2 {
		return unknownGender
	}
	first := ""
	if len(words) > 1 {
		if w := words[len(words)-2]; isGivenName(w) {
			first = w
		}
	}
	var bare, own [3]bool // marks of mentions without a first name, and with the phrase's
	firsts := ""          // the first first name seen before the surname
	sharedSurname := false
	for at := 0; ; {
		k := strings.Index(text[at:], surname)
		if k < 0 {
			break
		}
		s, e := at+k, at+k+len(surname)
		at = e
		if r, _ := utf8.DecodeLastRuneInString(text[:s]); s > 0 && (unicode.IsLetter(r) || r == '-') {
			continue
		}
		if r, _ := utf8.DecodeRuneInString(text[e:]); e < len(text) && (unicode.IsLetter(r) || r == '-') {
			continue
		}
		p1, p1s := wordBefore(text, s)
		p2, _ := wordBefore(text, p1s)
		g := genderTitle[p1]
		given := ""
		if g == unknownGender && isGivenName(p1) {
			given = p1
			g = genderTitle[p2]
		}
		if given != "" {
			if firsts == "" {
				firsts = given
			} else if firsts != given {
				sharedSurname = true
			}
		}
		if g == unknownGender {
			g = possessiveAfter(text[e:])
		}
		// "Mr and Mrs Quell": both.
		if p2 == "and" && genderTitle[p1] != unknownGender {
			g = unknownGender
			bare[male], bare[female] = true, true
		}
		if g == unknownGender {
			continue
		}
		switch {
		case given == "" || first == "":
			bare[g] = true
		case given == first:
			own[g] = true
		}
	}
	if own[male] || own[female] {
		if own[male] == own[female] {
			return unknownGender
		}
		if own[male] {
			return male
		}
		return female
	}
	if sharedSurname {
		return unknownGender
	}
	if bare[male] != bare[female] {
		if bare[male] {
			return male
		}
		return female
	}
	return unknownGender
}

// trimPossessive drops "'s" from a word.
func trimPossessive(w string) string {
	for _, s := range []string{"'s", "’s"} {
		if strings.HasSuffix(w, s) {
			return w[:len(w)-len(s)]
		}
	}
	return w
}

// isGivenName reports whether w, the word before a surname, can be a
// first name: capitalised, not in capitals, no title and no initial.
func isGivenName(w string) bool {
	if utf8.RuneCountInString(w) < 2 || !unicode.IsUpper(firstRune(w)) || genderTitle[w] != unknownGender ||
		personTitle[w] || titleAbbrev[strings.TrimSuffix(w, ".")] || notAName[w] || sentenceOpener[w] {
		return false
	}
	for _, r := range w[1:] {
		if !unicode.IsLower(r) && r != '-' && r != '\'' && r != '’' {
			return false
		}
	}
	return true
}

// wordBefore is the word right before offset i, one space before it, and
// where it starts; "" when no word is there.
func wordBefore(text string, i int) (string, int) {
	if i < 2 || text[i-1] != ' ' {
		return "", i
	}
	j := strings.LastIndexAny(text[:i-1], " \t\n\r\"“(") + 1
	return text[j : i-1], j
}

// possessiveAfter is the gender of "his", "her", "himself" or "herself"
// right after a name (s opens after it), "his" and "himself" male.
func possessiveAfter(s string) gender {
	if !strings.HasPrefix(s, " h") {
		return unknownGender
	}
	w := s[1:]
	if k := strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }); k >= 0 {
		w = w[:k]
	}
	switch w {
	case "his", "himself":
		return male
	case "her", "herself":
		return female
	}
	return unknownGender
}

// quotedGender is the gender of the pronoun quotedSpeaker read ("quoted
// her as saying", "he was quoted as saying"): in the words after the
// quotation up to the pronoun after "quoted", else in those before it.
func quotedGender(after, before string) gender {
	if k := strings.Index(after, "quoted"); k >= 0 {
		return pronounGender(after[:min(len(after), k+len("quoted her"))])
	}
	if k := strings.LastIndex(before, "quoted"); k >= 0 {
		return pronounGender(before[:min(len(before), k+len("quoted her"))])
	}
	return unknownGender
}
