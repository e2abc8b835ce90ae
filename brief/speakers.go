package brief

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// withSpeakers names, on a key sentence or an "only in" fact, the speaker
// of a quotation it holds when its own words give only a pronoun or no
// one (`"Nobody here will forget last night," she said.`): read out of
// its report, the sentence no longer follows the one that named her, and
// the brief's quotes already know who spoke (Quote.Speaker).
func withSpeakers(out *Brief) {
	type span struct {
		start, end int
		speaker    string
	}
	byDoc := map[int][]span{}
	for _, q := range out.Quotes {
		if q.Speaker == "" || !namedSpeaker(q.Speaker) {
			continue
		}
		for _, c := range q.Citations {
			byDoc[c.Doc] = append(byDoc[c.Doc], span{c.Start, c.End, q.Speaker})
		}
	}
	if len(byDoc) == 0 {
		return
	}
	find := func(c Citation, text string) string {
		for _, s := range byDoc[c.Doc] {
			if s.start >= c.Start && s.end <= c.End {
				if namesSpeaker(text, s.speaker) {
					return ""
				}
				return s.speaker
			}
		}
		return ""
	}
	for i := range out.Sentences {
		ks := &out.Sentences[i]
		for _, c := range ks.Citations {
			if sp := find(c, ks.Text); sp != "" {
				ks.Speaker = sp
				break
			}
		}
	}
	for i := range out.OnlyIn {
		for j := range out.OnlyIn[i].Facts {
			f := &out.OnlyIn[i].Facts[j]
			f.Speaker = find(f.Citation, f.Text)
		}
	}
}

// namesSpeaker reports whether text names the speaker by the last word of
// the name, before what describes them ("Commander Elaine Voss of the
// coastguard": "Voss"; "Bernadette Ogun, 61": "Ogun").
func namesSpeaker(text, speaker string) bool {
	name := speaker
	for _, sep := range []string{" of ", ", ", " from ", " at "} {
		if i := strings.Index(name, sep); i > 0 {
			name = name[:i]
		}
	}
	fs := strings.Fields(name)
	for len(fs) > 1 && nameSuffix[strings.Trim(fs[len(fs)-1], ".,")] {
		fs = fs[:len(fs)-1] // "Martin Luther King Jr.": "King"
	}
	if len(fs) == 0 {
		return true
	}
	last := strings.Trim(fs[len(fs)-1], ".,;:'’\"")
	return last == "" || hasWordFold(text, last)
}

// nameSuffix end a name after the surname.
var nameSuffix = map[string]bool{"Jr": true, "Sr": true, "II": true, "III": true, "IV": true}

// hasWordFold reports whether w stands in text as a word, its letters
// matched without case ("Voss" in "Voss's", "VOSS said").
func hasWordFold(text, w string) bool {
	for i := 0; ; {
		j := indexFold(text[i:], w)
		if j < 0 {
			return false
		}
		at := i + j
		r, _ := utf8.DecodeLastRuneInString(text[:at])
		before := at == 0 || !isWordRune(r)
		r, _ = utf8.DecodeRuneInString(text[at+len(w):])
		after := at+len(w) == len(text) || !isWordRune(r)
		if before && after {
			return true
		}
		i = at + 1
	}
}

func indexFold(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		if strings.EqualFold(s[i:i+len(sub)], sub) {
			return i
		}
	}
	return -1
}

// isWordRune: a letter or digit goes on a word; a curly apostrophe, a
// quotation mark or a dash ends it ("Voss’s", "—Voss said").
func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// namedSpeaker reports whether a quotation's speaker is someone named, not
// a description the sentence gives as well as it would ("The company",
// "one source", "the ministry").
func namedSpeaker(speaker string) bool {
	first, _, _ := strings.Cut(speaker, " ")
	switch strings.ToLower(first) {
	case "the", "a", "an", "one", "another", "his", "her", "their", "its":
		return false
	}
	return true
}
