package brief

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/copydesk/copydesk/lexicon"
	"github.com/copydesk/copydesk/textnorm"
)

// Key sentences are read out of their reports, as a list: a sentence whose
// opening points back at the one before it ("But ...", "He said ...",
// "Elsewhere, ...", "This followed ...") reads wrongly alone, and a team's
// line-up ("Ireland: G Murphy; G Dempsey, B O'Driscoll (capt), ...") states
// nothing. The tests here are English; other text passes them untouched.

// dependentOpener reports whether a sentence opens with a pronoun or
// connective that refers back to the sentence before it: "He", "It said",
// "But", "However,", "Elsewhere,", "These", "That night", "Both men". Not
// a dummy "It" ("It is not clear", "It was expected that", "It emerged"),
// a time of the writing ("This year", "This week"), "So far", "Those
// who", "Both Israel and Syria", "Instead of", nor a sentence opening with
// a quotation mark: a quotation speaks in its own voice.
func dependentOpener(text string) bool {
	text = strings.TrimLeft(text, " \t\r\n")
	for _, p := range dependentPhrases {
		if strings.HasPrefix(text, p) {
			return true
		}
	}
	var buf [6]string
	ws := openingWords(text, buf[:0])
	if len(ws) == 0 {
		return false
	}
	if pronounAfterIntro(text) {
		return true
	}
	w, next, nextRaw := ws[0], "", ""
	if len(ws) > 1 {
		nextRaw = ws[1]
		next = strings.ToLower(nextRaw)
	}
	comma := next == ","
	switch w {
	case "He", "She", "They", "His", "Her", "Its", "Their", "Him", "Them",
		"But", "And", "Or", "Nor", "Yet", "However", "Also", "Meanwhile", "Elsewhere",
		"Nevertheless", "Nonetheless", "Moreover", "Furthermore", "Therefore", "Thus",
		"Hence", "Likewise", "Similarly", "Otherwise", "Still", "Then", "Such",
		"That", "These":
		return true
	case "Besides":
		return comma
	case "Instead":
		return next != "of"
	case "So":
		return next != "far"
	case "Earlier", "Later", "Again":
		// "Earlier, it said", "Earlier the company said"; not "Earlier
		// this week", "Later today"
		return !writingTimeAfter[next]
	case "All", "The":
		// "All three were crew members", "The two were arrested": a
		// number of them told before; not "All 230 passengers", "The
		// two-day summit", "The three largest banks"
		return numberWordThey(ws[1:])
	case "Neither":
		// "Neither man was hurt", "Neither of them", "Neither did
		// Brazil plan"; not "Neither Sarney nor Funaro accepted",
		// which names both
		return !hasWord(text, "nor") && (next != "of" || len(ws) > 2 && pointsBack[strings.ToLower(ws[2])])
	case "Both":
		// "Both men", not "Both Israel and Syria"
		r, _ := utf8.DecodeRuneInString(nextRaw)
		return unicode.IsLower(r)
	case "Those":
		return !thoseWho[next]
	case "This":
		return !writingTime[next]
	case "It":
		return !dummyIt(ws[1:])
	}
	return false
}

// hasWord reports whether w stands in text as a word of its own, between
// spaces or line breaks (a hard-wrapped "Neither Sarney nor\nFunaro").
func hasWord(text, w string) bool {
	for f := range strings.FieldsSeq(text) {
		if f == w {
			return true
		}
	}
	return false
}

// numberWordThey reports whether ws (the words after "All" or "The")
// are a number word standing for people or things told before: "three
// were", "two of them", "four men were"... with a verb or "of them"
// after the number, or a plural noun of people and a verb; not "three
// largest banks", "two-day", "four of England's representatives".
func numberWordThey(ws []string) bool {
	if len(ws) < 2 || !smallNumberWord[strings.ToLower(ws[0])] {
		return false
	}
	next := strings.ToLower(ws[1])
	if theyVerb[next] || next == "of" && len(ws) > 2 && pointsBack[strings.ToLower(ws[2])] {
		return true
	}
	return len(ws) > 2 && theyNoun[next] && theyVerb[strings.ToLower(ws[2])]
}

// pointsBack are the words after "of" that refer to what was told before.
var pointsBack = map[string]bool{"them": true, "these": true, "those": true}

var smallNumberWord = map[string]bool{
	"two": true, "three": true, "four": true, "five": true, "six": true, "seven": true,
	"eight": true, "nine": true, "ten": true, "eleven": true, "twelve": true,
}

// theyVerb are the verbs a number told before goes on with.
var theyVerb = map[string]bool{
	"were": true, "are": true, "had": true, "have": true, "will": true, "would": true,
	"was": true, "is": true, "remain": true, "remained": true, "died": true, "survived": true,
	"face": true, "faced": true, "said": true, "say": true, "denied": true, "deny": true,
	"could": true, "can": true, "may": true, "must": true, "did": true, "do": true,
}

// theyNoun are the plural nouns of people a number told before goes on with.
var theyNoun = map[string]bool{
	"men": true, "women": true, "people": true, "victims": true, "children": true,
	"boys": true, "girls": true, "suspects": true, "brothers": true, "sisters": true,
	"climbers": true, "soldiers": true, "officers": true, "players": true,
}

// dependentPhrases open a sentence that goes on from the one before.
var dependentPhrases = []string{
	"In addition,", "As a result,", "By contrast,", "In contrast,", "On the other hand,",
	"At the same time,", "Even so,", "In turn,", "Despite this", "Despite that", "Because of this",
	"After that,", "In the meantime,", "As well as this",
}

// writingTimeAfter follow "Earlier" or "Later" when it places the event
// by the time of the report, not by the sentence before.
var writingTimeAfter = map[string]bool{
	"today": true, "tonight": true, "yesterday": true, "tomorrow": true, "this": true, "on": true,
	"in": true, "last": true, "next": true, "at": true, "during": true,
}

// thoseWho follow "Those" when it names people by what they did or
// underwent ("Those killed included ...", "Those who died ..."), not by
// the sentence before.
var thoseWho = map[string]bool{
	"who": true, "whom": true, "whose": true, "with": true, "in": true, "at": true, "on": true,
	"from": true, "aged": true, "under": true, "over": true, "killed": true, "injured": true,
	"wounded": true, "hurt": true, "arrested": true, "detained": true, "charged": true,
	"affected": true, "involved": true, "named": true, "living": true, "taking": true, "attending": true,
}

// writingTime follow "This" when it names the time of the report or the
// text itself.
var writingTime = map[string]bool{
	"year": true, "week": true, "month": true, "morning": true, "afternoon": true, "evening": true,
	"weekend": true, "season": true, "summer": true, "winter": true, "spring": true, "autumn": true,
	"fall": true, "quarter": true, "century": true, "decade": true, "term": true, "year's": true,
	"week's": true, "month's": true, "season's": true, "year’s": true, "week’s": true,
	"month’s": true, "season’s": true,
	// the text itself: "This file includes ...", "This article ..."
	"file": true, "faq": true, "post": true, "posting": true, "message": true, "article": true,
	"document": true, "newsgroup": true,
}

// dummyIt reports whether "It" opening a sentence, before the words ws,
// is a dummy subject: a form of "be" before a word of likelihood,
// knowledge or judgement ("It is not clear", "It was expected that",
// "It's unclear", "It has been reported"), or a verb of seeming or
// emerging ("It remains to be seen", "It emerged that").
func dummyIt(ws []string) bool {
	if len(ws) == 0 {
		return false
	}
	switch strings.ToLower(ws[0]) {
	case "emerged", "transpired", "appears", "appeared", "seems", "seemed", "remains", "remained":
		return true
	case "is", "was", "has", "had", "will", "would", "could", "may", "might", "'s", "isn", "wasn":
	default:
		return false
	}
	// "It has said" is the company's saying, "It has been said" nobody's.
	perfect := false
	switch strings.ToLower(ws[0]) {
	case "has", "had", "will", "would", "could", "may", "might":
		perfect = true
	}
	for i, w := range ws[1:] {
		w = strings.ToLower(w)
		switch {
		case w == "been" || w == "be":
			perfect = false
			continue
		case w == "not" || w == "now" || w == "still" || w == "also" || w == "yet" ||
			w == "widely" || w == "generally" || w == "already" || w == "'t" || w == "too":
			continue
		case perfect:
			return false
		case w == "up": // "It is up to the court", not "It was up sharply"
			return i+2 < len(ws) && strings.ToLower(ws[i+2]) == "to"
		case dummyItWords[w]:
			// "It is expected to resume" is the plan; "It is expected that"
			// and "It is hard to say" are nobody's.
			return !itsOwnTo[w] || i+2 >= len(ws) || strings.ToLower(ws[i+2]) != "to"
		}
		return false
	}
	return false
}

// itsOwnTo are the words of dummyItWords that, before "to", say something
// of what "It" stands for ("It is likely to resume deliveries").
var itsOwnTo = map[string]bool{
	"likely": true, "unlikely": true, "expected": true, "believed": true, "thought": true,
	"said": true, "reported": true, "known": true, "understood": true, "feared": true,
	"estimated": true, "rumoured": true, "rumored": true, "alleged": true, "claimed": true,
	"considered": true, "assumed": true, "anticipated": true, "planned": true, "certain": true,
}

// dummyItWords follow "It is" in a sentence whose "It" stands for what
// comes after, not for something named before.
var dummyItWords = map[string]bool{
	"clear": true, "unclear": true, "likely": true, "unlikely": true, "possible": true,
	"impossible": true, "expected": true, "believed": true, "thought": true, "understood": true,
	"known": true, "unknown": true, "feared": true, "hoped": true, "reported": true, "said": true,
	"estimated": true, "rumoured": true, "rumored": true, "alleged": true, "claimed": true,
	"important": true, "necessary": true, "hard": true, "difficult": true, "easy": true,
	"true": true, "certain": true, "uncertain": true, "obvious": true, "evident": true,
	"considered": true, "assumed": true, "anticipated": true, "planned": true, "suggested": true,
	"confirmed": true, "announced": true, "learned": true, "learnt": true, "agreed": true,
	"decided": true, "time": true, "too": true, "essential": true, "vital": true,
	"crucial": true, "unusual": true, "rare": true, "common": true, "worth": true, "early": true,
	"late": true, "understandable": true, "unfortunate": true, "fair": true,
}

// openingWords are the first few words of a sentence, as written, with a comma as a word of its own
// and a contraction split off ("It's" is "It", "'s"; ’ read as '). None
// when the sentence opens with no letter (a quotation mark, a bracket, a
// digit) or its first word is joined to more by a hyphen or a period
// ("Then-President", "U.S."). They are appended to ws (a buffer of the
// caller's: no allocation).
func openingWords(s string, ws []string) []string {
	// a mail's quotation markers ("> So why ...") quote the sentence as
	// it was
	s = strings.TrimLeft(s, "> |\t\r\n")
	i := 0
	for len(ws) < 6 && i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case unicode.IsLetter(r) || (r == '\'' || r == '’') && len(ws) > 0 && i > 0 && s[i-1] != ' ':
			j := i + n
			for j < len(s) {
				r, n := utf8.DecodeRuneInString(s[j:])
				if !unicode.IsLetter(r) {
					break
				}
				j += n
			}
			w := s[i:j]
			if r == '’' {
				w = "'" + s[i+n:j]
			}
			if len(ws) == 0 && j < len(s) && (s[j] == '-' || s[j] == '.') {
				return nil
			}
			ws = append(ws, w)
			i = j
		case r == ',' && len(ws) > 0:
			ws = append(ws, ",")
			i += n
		case unicode.IsSpace(r) && len(ws) > 0:
			i += n
		default:
			return ws
		}
	}
	return ws
}

// lineup reports whether a sentence is a list of names and nothing else: a
// team's line-up or substitutes ("G Murphy; G Dempsey, B O'Driscoll
// (capt), S Horgan, D Hickie; ...", "Replacements: Kalman, Regan, Hyde,
// ..."), a pool's teams. At least six items between commas, semicolons or
// "and", after an optional label of up to five words before a colon, each
// of one to four capitalised words (particles such as "de", "van der" may
// be lower case), with what stands in brackets (clubs, "capt", a
// substitute and his minute) set aside. A list with a verb ("..., Drew
// Barrymore and Tim Robbins are among the stars"), a number ("Steve
// Arthur, 46, from ...") or "the" states something and is no line-up.
func lineup(text string) bool {
	if strings.Count(text, ",")+strings.Count(text, ";") < 5 {
		return false
	}
	// brackets out; an unclosed one to the end
	var sb strings.Builder
	depth := 0
	for _, r := range text {
		switch {
		case r == '(':
			depth++
		case r == ')' && depth > 0:
			depth--
		case depth == 0:
			sb.WriteRune(r)
		}
	}
	s := strings.TrimSpace(sb.String())
	if i := strings.IndexByte(s, ':'); i >= 0 && len(strings.Fields(s[:i])) <= 5 {
		s = s[i+1:]
	}
	s = strings.Trim(s, " \t\r\n-–—.")
	items := 0
	for _, part := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ';' }) {
		n := 0 // words of the item so far
		for _, w := range strings.Fields(part) {
			if w == "and" || w == "&" {
				n = 0
				continue
			}
			if n == 0 {
				items++
			}
			if n++; n > 4 {
				return false
			}
			r, _ := utf8.DecodeRuneInString(w)
			if !unicode.IsUpper(r) && (n == 1 || !nameParticles[w]) {
				return false
			}
		}
	}
	return items >= 6
}

// nameParticles are the lower-case words inside names ("R de Marigny",
// "CJ van der Linde", "D dal Maso").
var nameParticles = map[string]bool{
	"de": true, "van": true, "der": true, "von": true, "le": true, "la": true, "du": true, "da": true,
	"di": true, "dos": true, "das": true, "del": true, "della": true, "dal": true, "den": true,
	"ten": true, "ter": true, "bin": true, "al": true, "el": true, "y": true,
}

// minKeyWords and maxKeyWords bound a key sentence's words: fragments
// and run-ons make poor key sentences.
const minKeyWords, maxKeyWords = 6, 70

// dependentPenalty is what a key sentence that reads wrongly alone loses
// in rank (keySentences): about what half a report's length in position
// is worth, less than another independent source.
const dependentPenalty = 0.5

// standsAlone reports whether a sentence reads right out of its report:
// no opener pointing back, no lower-case opening (a piece of a sentence
// broken over a mail's quoted lines, "> mode where one chooses ..."), and
// long enough and short enough for a key sentence.
func standsAlone(s sentence) bool {
	w := textnorm.CountFields(s.text)
	if w < minKeyWords || w > maxKeyWords || dependentOpener(s.text) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(strings.TrimLeft(s.text, "> |\t\r\n"))
	return !unicode.IsLower(r)
}

// pronounAfterIntro reports whether a sentence's subject is a pronoun
// after an opening phrase: "Speaking to reporters, he said ...", "Asked
// if he would resign, she said ...", "On Tuesday, they announced ...",
// "Speaking to the public he said ...". The opening phrase names nobody
// else the pronoun could stand for: one that opens with a participle
// tells what the subject did, so the pronoun is still the one told
// before; any other phrase must hold no capitalised word but a day or a
// month ("After a brief career as a tutor, he became ..." but not "When
// Smith arrived, he said ...").
func pronounAfterIntro(text string) bool {
	var buf [17]string
	fs := buf[:0]
	// a mail's quotation markers quote the sentence as it was
	whole := true // fs holds all the sentence's words
	for f := range strings.FieldsSeq(strings.TrimLeft(text, "> |\t\r\n")) {
		if len(fs) == len(buf) {
			whole = false
			break
		}
		fs = append(fs, f)
	}
	if len(fs) < 3 {
		return false
	}
	participle := participleOpener(fs[0])
	if !participle && !introWord[strings.TrimRight(fs[0], ",")] {
		return false
	}
	names := false
	for i, f := range fs {
		w := strings.TrimRight(f, ",;:")
		comma := len(w) < len(f) && f[len(w)] == ','
		next := ""
		if i+1 < len(fs) {
			next = strings.TrimRight(fs[i+1], ",;:.")
		}
		if i > 0 {
			if r, _ := utf8.DecodeRuneInString(w); unicode.IsUpper(r) {
				lw := strings.ToLower(w)
				names = names || lexicon.Weekday(lw) == 0 && lexicon.Month(lw) == 0
			} else if participle && subjectPronoun[w] && !comma && saysWord[next] && !subordinator[strings.ToLower(fs[i-1])] {
				// no comma: "Speaking to the public he said"; not a
				// clause of the phrase's own ("Asked what she told
				// the minister, Smith declined ...")
				return true
			}
		}
		if comma {
			// a phrase of time or place is short: "Last year's output
			// totalled 7.2 mln bales and ..., they said" is a clause of
			// its own; and ", they said." ending the sentence attributes
			// the clause before it ("On Tuesday the river burst
			// its banks, they said.")
			trailing := whole && i+3 == len(fs) && strings.HasSuffix(fs[i+2], ".") && saysWord[strings.TrimRight(fs[i+2], ".")]
			return (participle || !names && i < maxIntroWords) && subjectPronoun[strings.ToLower(next)] && !trailing
		}
	}
	return false
}

// maxIntroWords bounds an opening phrase of time or place ("On the
// festivals circuit", "In a televised address tonight").
const maxIntroWords = 8

// participleOpener reports whether w, a sentence's first word, is a
// participle that opens a phrase about the subject ("Speaking",
// "Asked"), not a noun or name ending alike ("Beijing", "Morning").
func participleOpener(w string) bool {
	if participleWord[w] {
		return true
	}
	if len(w) < 7 || !strings.HasSuffix(w, "ing") || notParticiple[w] {
		return false
	}
	for _, r := range w[1:] {
		if !unicode.IsLower(r) {
			return false
		}
	}
	return true
}

// participleWord open a phrase about the subject without "-ing".
var participleWord = map[string]bool{
	"Asked": true, "Questioned": true, "Pressed": true, "Interviewed": true, "Challenged": true,
}

// notParticiple end in "-ing" but are nouns or names.
var notParticiple = map[string]bool{
	"Beijing": true, "Reading": true, "Sterling": true, "Morning": true, "Evening": true,
	"Nothing": true, "Something": true, "Everything": true, "Anything": true, "Building": true,
	"Clearing": true, "Banking": true, "Trading": true, "Spending": true, "Funding": true,
	"Lending": true, "Pricing": true, "Shipping": true, "Housing": true, "Mining": true,
	"Farming": true, "Fishing": true, "Marketing": true, "Offering": true, "Earnings": true,
	"Wellington": true, "Kingston": true, "Meeting": true, "Training": true, "Pudding": true,
}

// introWord open a phrase of time, place or manner before the subject.
var introWord = map[string]bool{
	"On": true, "In": true, "At": true, "After": true, "Before": true, "During": true,
	"Later": true, "Since": true, "Until": true, "Then": true, "Now": true, "Last": true,
	"Yesterday": true, "Today": true, "Tonight": true, "Separately": true, "Afterwards": true,
}

// subordinator open a clause inside an opening phrase ("Asked what she
// told ...", "whether he said it").
var subordinator = map[string]bool{"what": true, "whether": true, "if": true, "that": true, "how": true, "why": true, "when": true}

// subjectPronoun are the pronouns that stand for someone told before.
var subjectPronoun = map[string]bool{"he": true, "she": true, "they": true}

// saysWord follow the pronoun when the opening phrase has no comma.
var saysWord = map[string]bool{
	"said": true, "says": true, "told": true, "added": true, "announced": true, "stated": true,
	"insisted": true, "warned": true, "declared": true, "claimed": true, "explained": true,
}
