package brief

import (
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/copydesk/copydesk/lexicon"
	"github.com/copydesk/copydesk/textnorm"
)

// quoteSpan is a quotation in a document: the words between the quotation
// marks, and who said them when the text tells.
type quoteSpan struct {
	start, end int // the quoted words, marks excluded
	speaker    string
}

// The speaker patterns read a capital as \p{Lu} and a letter as \p{L} or
// \p{M} (a combining mark), never as [A-Z] or \w, which are ASCII in Go:
// with those, `"...," Quiñones told reporters` names nobody and `Ólafur
// Arnalds said: "` names "Arnalds".
// Each is compiled on first use (sync.OnceValue), as are the package's
// other patterns: at init they cost every command, even `version`, 5 MB.
var (
	// Verbs of saying before or after a quotation. Those of a speaker's
	// manner ("admitted", "explained", "revealed", "joked", "continued",
	// "replied", ...) too: `," admitted Haas.`, `," he revealed.` and
	// `Pound continued: "` name their speaker. In
	// the present tense only "says", "adds", "tells", "admits" and
	// "explains": "concedes" read a name opening a reopened quotation
	// (`... Carstairs. "The executive concedes that`).
	speechVerb = `(?:said|says|added|adds|(?:told|tells)(?: the| his| her| their| its)? [\p{L}\p{M}\d.]+(?: \p{Lu}[\p{L}\p{M}\d.]*)?|stated|claimed|wrote|asked|declared|warned|insisted|admitted|admits|explained|explains|revealed|acknowledged|conceded|commented|noted|joked|continued|stressed|argued|recalled|remarked|replied|responded|confirmed|countered)`
	// `," Mujahid said.` / `," said Kunduz police spokesman Sayed Sarwar Hussaini.`
	// / `," the source told Reuters.` / `," a spokesman said.`
	afterVerbFirst = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^[,.!?]?\s*` + speechVerb + `\s+((?:the\s+)?[\p{L}\p{M}\d.'’\- ]{2,80}?)\s*(?:[.,;:]|$|\n| in a | on | at | after | as | who | according)`)
	})
	// `," Quiñones told reporters.` / `," a spokesman said.` / `," a friend
	// of the actress said.`: a common noun after "a" or "the", of another.
	afterNameFirst = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^[,.!?]?\s*((?:the\s+|a\s+)?\p{Lu}[\p{L}\p{M}\d.'’\- ]{1,80}?|(?:the|a|an|another|one) ` + nounPhrase + `)\s+` + speechVerb + `\b`)
	})
	// `Karzai said: "` / `the White House said in a statement: "` /
	// `Gen. John R. Allen, the top NATO commander in Afghanistan, said: "`
	// / `Lynch asked Coleman, "`: who asks a named person speaks, as who
	// tells one does (until 7 December 2026 nobody was read).
	beforeQuote = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`((?:[Tt]he\s+)?\p{Lu}[\p{L}\p{M}\d.'’\- ]{1,80}?)(?:,[^,"“]{1,90},)?\s+(?:` + speechVerb + `|asked(?: \p{Lu}[\p{L}\p{M}.'’\-]*){1,3})(?:\s+in a statement)?[:,]?\s*$`)
	})
	// `Hawke told reporters in Canberra: "` / `the Courier said in an
	// editorial this week: "`: the verb's complements come between it and
	// the colon that introduces the quotation (group 2; see
	// colonAttribution).
	beforeColon = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`((?:[Tt]he\s+)?\p{Lu}[\p{L}\p{M}\d.'’\- ]{1,80}?)(?:,[^,"“]{1,90},)?\s+` + speechVerb + `(\s+[^,.!?:;"“”]{1,80}?)\s*:\s*$`)
	})
	// clauseInComplement is a speech verb, a pronoun or a word opening a
	// clause in the words between a verb and a colon: a clause, whose
	// subject may be another (`Quell said Dahl had warned the council: "`,
	// `Lomu was asked whether he was taking a risk he replied: "`).
	clauseInComplement = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`\b(?:said|says|told|added|adds|stated|claimed|wrote|asked|declared|warned|insisted|replied|answered|responded|that|whether|if|who|which|he|she|they|we|I)\b`)
	})
	// sayingClause is a sentence up to a quotation after ", saying": its
	// subject (group 1; a pronoun, a name, or "the", "a", "an" and a
	// common noun) and a verb in -ed, in -s or of a past without -ed,
	// an auxiliary or an adverb before it: `Ida Quell welcomed the vote,
	// saying: "`, `The harbour master hit out at the board, saying "`.
	// The subject of a passive (`The decision was welcomed by Smith,
	// saying: "`) did not speak: no "was" or "is" before the verb.
	// The clause after the comma is the subject's; without the comma
	// "saying" goes with the noun before it (`a letter to Quell saying:
	// "`) and names nobody. One adding, warning, declaring, explaining,
	// complaining, insisting or arguing speaks as one saying does, and a
	// title in lowercase may come before the name (`Conservative
	// co-chairman Liam Fox derided the photo call, saying: "`; lowerTitle
	// checks it; after the name alone, which "Parker praised French
	// films" is), a comma after the participle (`, saying, "`).
	sayingClause = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^\s*((?:He|She|They)|(?:(?:But|And|Yet|So) )?(?:(?:The|A|An)(?: [a-z][\p{L}\p{M}\d'’\-]*){1,3}?(?: of (?:the )?\p{Lu}[\p{L}\p{M}'’\-]*(?: \p{Lu}[\p{L}\p{M}'’\-]*)*)?|\p{Lu}[\p{L}\p{M}.'’\-]*(?: \p{Lu}[\p{L}\p{M}.'’\-]*)*|\p{Lu}[\p{L}\p{M}.'’\-]*(?: \p{Lu}[\p{L}\p{M}.'’\-]*){0,2}(?: [a-z][a-z\-]*){1,2}(?: \p{Lu}[\p{L}\p{M}.'’\-]*){1,4}))(?:,[^,"“”\n\r]{1,90},)?\s+(?:(?:has|have|had|also|later|then|[a-z]+ly)\s+)?([a-z]+ed|[a-z]+s|` + pastVerb + `)\b( [a-z]+)?[^"“”\n\r]*,\s+(?:saying|adding|warning|declaring|explaining|complaining|insisting|arguing):?,?\s*$`)
	})
	// `Karzai "condemned with the strongest words" the treatment`: a partial
	// quotation right after the subject opening its sentence.
	subjectOnly = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^\s*((?:\p{Lu}[\p{L}\p{M}.'’\-]* ){0,3}\p{Lu}[\p{L}\p{M}.'’\-]*)\s*$`)
	})
	// `He said he respected the emotions of Afghans, but urged them not to
	// let "...`: a pronoun subject opening the sentence of the quotation.
	// After a lead-in (`Asked about the vote, she said: "`, `Speaking
	// at the conference she said the ... "`) too, and after a
	// conjunction (`But he insisted the squabbles were not "...`) or a
	// participle's phrase set off by a comma (`Pressed on benefits, he
	// said the system must "...`). "Will say" reports a speech to come
	// (`"...," he will say.`).
	pronounSubject = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^\s*(?:He|She|They|(?:But|And|Yet|So) (?:he|she|they)|(?:` + leadInWords + `)\s[^.!?"“”\n\r]{0,120}?,?\s+(?:he|she|they)|\p{Lu}[a-z]+(?:ed|ing)\s[^.!?"“”\n\r,]{0,120}?,\s+(?:he|she|they))\s+(?:will (?:say|tell)|` + speechVerb + `)\b`)
	})
	// cryOfAnother is a verb of hearing or crying out between two
	// quotations: the later is the one heard, not the earlier's speaker's.
	cryOfAnother = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`\b(?:heard|hear|hears|yell|yelled|yelling|shout|shouted|shouting|scream|screamed|screaming|chanted|chanting)\b`)
	})
	// afterAppositive is a name after a quotation set off by commas from
	// its title, before the speech verb: `," Vincent Koen, a senior
	// economist with the OECD, told the BBC's World Business Report.`
	// (group 1). afterNameFirst reads no comma. The comma closing the
	// title may be missing (`," Paul Goosens, head of Preventon, told`
	// written `... Preventon told`, 41 unattributed quotations in the
	// five corpora): then the title (group 2) holds no word opening a
	// clause (appositiveClause).
	afterAppositive = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^[,.!?]?[ \t]*(\p{Lu}[\p{L}\p{M}.'’\-]*(?: \p{Lu}[\p{L}\p{M}.'’\-]*){0,3}),([^,"“”\n\r]{1,90}(?:,[^,"“”\n\r]{1,40})?)(,)?\s+(?:[a-z]+ly\s+)?` + speechVerb + `\b`)
	})
	// nameSaidSubject is a name opening the sentence of a quotation, the
	// subject of a speech verb before it, the quotation later in that
	// sentence: `Obama said the policy "has been used as a political
	// wedge issue."`, `Tzipi Livni told reporters she was unfamiliar
	// with details but "unfortunately, ..."` (group 1; as pronounSubject
	// reads "He said ... "). The words between the verb and the mark
	// hold no other verb of saying or naming (saidOfAnother).
	// A title in lowercase may come before the name (`Council leader Ida
	// Quell called it "...`, `Tory leader Michael Howard told BBC News
	// that ... "`; lowerTitle checks its words), and "will say" is the
	// verb of a speech reported before it is given (`Mr Kennedy will say
	// that ... "`). "Called" names the words quoted as the subject's
	// (`Quell called it "a disgrace"`). A phrase set off by dashes may
	// come between the name and its verb as one set off by commas may
	// (`Liberal Democrat Alan Beith - who chairs the select committee -
	// said ... "`, BBC's style).
	nameSaidSubject = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^\s*(?:(?:But|And|Yet|So) )?(\p{Lu}[\p{L}\p{M}.'’\-]*(?: \p{Lu}[\p{L}\p{M}.'’\-]*){0,2}(?: [a-z][a-z\-]*){1,2}(?: \p{Lu}[\p{L}\p{M}.'’\-]*){1,4}|\p{Lu}[\p{L}\p{M}.'’\-]*(?: \p{Lu}[\p{L}\p{M}.'’\-]*){0,4})(?:,[^,"“”\n\r]{1,90},| [-–—] [^"“”\n\r]{1,120}? [-–—])?\s+(?:(?:also|later|then|[a-z]+ly)\s+)?(?:said|says|told|tells|stated|added|adds|wrote|writes|declared|warned|insisted|argued|noted|described|called|will say|will tell)\b([^"“”\n\r]*)$`)
	})
	// saidOfAnother is a verb of saying or naming in the words between a
	// subject's speech verb and a quotation: `Quell said Dahl called it
	// "...`, `Quell said Dahl had warned the council: "`, `Quell said
	// the report, titled "...`: the words are another's, or a title.
	saidOfAnother = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`\b(?:said|says|told|tells|stated|wrote|writes|warned|warns|insisted|declared|argued|replied|answered|responded|announced|quoted|quoting|called|calling|described|dubbed|termed|labell?ed|asked|reported|claimed|shout|shouted|shouting|yell|yelled|yelling|scream|screamed|chanted|heard|hear|read|reads|saying|titled|entitled|headlined|named|according)\b`)
	})
	pronoun = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^[,.!?]?\s*(?:he|she|they|He|She|They)\s+(?:will (?:say|tell|add)|` + speechVerb + `)\b`)
	})
	// The subject of a speech verb: `Port Ellis mayor Henrietta Vale said`,
	// `Dariusz Wróbel, a 52-year-old lorry driver, said`, `Reilly told`,
	// `Judith Ambrose of the Seafarers’ Safety Trust said`, `John Ging,
	// director of operations for UNRWA, the United Nations agency, said`;
	// one who retorts, replies or denies speaks too, and an adverb may
	// come before the verb (`Saad vehemently denied`). A hard-wrapped
	// line may break between the name and the verb (`Hawke¶told`).
	// "Retorted" and "replied" are speech before what was said only (a
	// colon, a quotation, "that"): `Irish replied with three penalties`
	// is no speech. The present tense speaks as "says" does (`But Healey
	// insists the Tigers must ...`, then `"...," he added.`); not
	// "claims" or "states", often nouns ("Insurance claims rose"). One
	// who argues, explains or counters speaks (`Speaking at the
	// conference, Johnson also argued that ...` before `"...," he
	// admitted.`), before a colon, a comma, "that", "how", "why" or
	// "what" only: `when Mr Blunkett argued for them` is no speech.
	speechSubject = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(\p{Lu}[\p{L}\p{M}.'’\-]*(?: \p{Lu}[\p{L}\p{M}.'’\-]*)*(?: of (?:the )?[\p{L}\p{M}'’\-]+(?: [\p{L}\p{M}'’\-]+){0,3}?)?)(?:(?:,[^,"“”\n\r\v\f\x{85}\x{2028}\x{2029}]{1,90}){1,2},)?` + wrapSpace + `(?:(?:[a-z]+ly|` + sentenceAdverb + `)` + wrapSpace + `)?(?:(?:said|says|told|tells|stated|claimed|wrote|writes|asked|asks|declared|declares|warned|warns|insisted|insists|denied|denies)\b|(?:argued|argues|explained|explains|countered)(?:[ \t]*[:,]|[ \t]+(?:that|how|why|what)\b)|(?:retorted|replied)(?:[ \t]*:|,?[ \t]*(?:["“]|$)|[ \t]+that\b))`)
	})
	// commonSubject is a common noun phrase after "The", "A" or "An"
	// opening a sentence, the subject of a speech verb: `The mayor said
	// she agreed.`, `A spokesman for the board later told reporters`. It
	// names a new speaker as a name does (speechSubject reads capitals
	// only). Its verbs are commonVerbs. After "But", "And", "Yet" or "So"
	// too: `But an executive spokeswoman insisted ...` is the "she" of
	// the next quotation, not the woman named before it (cleanSpeaker
	// takes the conjunction off).
	commonSubject = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?:^[ \t]*|[.!?]["”’]?[ \t]+|[\n\r][ \t]*)((?:The|A|An|(?:But|And|Yet|So) (?:the|a|an))(?: [\p{L}\p{M}\d'’\-]+){1,4}?)(?:,[^,"“”\n\r]{1,90},)?` + wrapSpace + `(?:(?:[a-z]+ly|` + sentenceAdverb + `)` + wrapSpace + `)?(?:` + strings.Join(commonVerbs[:], "|") + `)\b`)
	})
	// appositiveSubject is a name of one to four capitalised words set off
	// by commas after a short noun phrase opening a sentence, right before
	// a speech verb: `Its lawyer, Hugh Ray, told reporters`, `The
	// company's chairman, Ida Quell, said`. The name (group 1) is the
	// subject; speechSubject needs the verb right after a name, and would
	// name nobody (or the noun phrase). The phrase opens with a determiner
	// or possessive (a name's too: `Dahl's assistant, Ida Quell, said`,
	// `But the BBC's business editor, Jeff Randall, said`) and lowercase
	// words, so that a place is not read: `In
	// Paris, France, officials said`.
	appositiveSubject = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?:^[ \t]*|[.!?]["”’]?[ \t]+|[\n\r][ \t]*)(?:(?:But|And|Yet|So) )?(?:(?:[Tt]he|An?|an?|[Hh]is|[Hh]er|[Ii]ts|[Tt]heir|Our|My|Your)(?: \p{Lu}[\p{L}\p{M}\-]*['’]s)?|\p{Lu}[\p{L}\p{M}\-]*(?: \p{Lu}[\p{L}\p{M}\-]*)?['’]s)(?: [a-z][a-z'’\-]*){1,3},` + wrapSpace + `(\p{Lu}[\p{L}\p{M}.'’\-]*(?: \p{Lu}[\p{L}\p{M}.'’\-]*){0,3}),` + wrapSpace + `(?:(?:[a-z]+ly|` + sentenceAdverb + `)` + wrapSpace + `)?(?:` + strings.Join(appositiveVerbs[:], "|") + `)\b`)
	})
	// ageEpithet is a definite description by age, a person's epithet:
	// "The 41-year-old chart-topper", "the 67-year-old".
	ageEpithet = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(?:[Tt]he) \d+-year-old\b`) })
	// otherSubject is a name of two capitalised words or more opening a
	// sentence, the subject of a verb in -ed: `Ida Quell welcomed the
	// vote.`, `Mr Jackson, who has clashed with the board, served` (a
	// phrase set off by commas may come between them). A pronoun after it
	// is that person, not one named before. A title in lowercase may
	// come before the name (group 1, `Lib Dem president Simon Hughes
	// branded`; lowerTitle checks it: `Poehl said West Germany relied`
	// names no title), the name group 2.
	otherSubject = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?:^[ \t]*|[.!?]["”’]?[ \t]+|[\n\r][ \t]*)(\p{Lu}[\p{L}\p{M}'’\-]*(?: \p{Lu}[\p{L}\p{M}'’\-]*)?(?: [a-z][a-z\-]*){1,2} )?(\p{Lu}[\p{L}\p{M}'’\-]*(?: \p{Lu}[\p{L}\p{M}'’\-]*)*)(?:,[^,"“”\n\r]{1,90},)? (?:[a-z]+ly )?[a-z]+ed\b`)
	})
	// The speaker after the verb: `..., said local hospital director Hengky
	// Tewu.`, `..., noted Dean McCarron, principal analyst at ...`.
	invertedSubject = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`\b(?:said|says|added|noted|explained) (?:[a-z][\p{L}\-]* ){0,4}(\p{Lu}[\p{L}\p{M}.'’\-]*(?: \p{Lu}[\p{L}\p{M}.'’\-]*)*)(?:[,.;]|$)`)
	})
	// placeBefore is a place preposition or "of" before a name, with the
	// noun phrase opening the sentence before it when there is one (at
	// most 60 bytes from "a", "an" or "the", after "But", "And", "Yet" or
	// "So"): `But an official at the Canadian embassy in ` before
	// "Copenhagen said", `The mayor of ` before "Port Ellis said".
	placeBefore = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?:(?:^\s*|[.!?]["”’]?\s+|[\n\r]\s*)(?:(?:But|And|Yet|So) )?((?:[Aa]n?|[Tt]he) [^.!?"“”\n\r,;:]{1,60}?))? (?:in|at|from|near|outside|of) $`)
	})
	// ofAppositive is a name with its title before "of", the title set
	// off by a comma: `Wilson Sy, president of ` before "Prudential
	// Securities, a local stockbroking firm ..., told Reuters".
	ofAppositive = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(\p{Lu}[\p{L}\p{M}.'’\-]*(?:\s\p{Lu}[\p{L}\p{M}.'’\-]*)*), [^,.!?"“”;:\n\r]{1,60}? of $`)
	})
	// ofPhrase is a speaker of a common noun of another after "a" or "the":
	// "a friend of the actress", "the head of the port authority".
	ofPhrase = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(?:the|a|an) ` + nounPhrase + `$`) })
)

// The person a reporter quotes, the speaker of the quotation (not the
// paper, the agency or the statement quoting): `It quoted Oil Minister
// Tom Dahl, who returned Sunday, as saying: "`, `Ida Quell was quoted by
// the Gazette as saying, "`, `," the agency quoted Ida Quell as saying.`,
// `," Dahl was quoted as saying.` (group 1). Words between "as saying"
// and the quotation are a complement ("in an interview"), not a clause
// (colonAttribution's test): a clause may carry another's words.
var (
	quotedBefore = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`\bquoted\s+([^,!?:;"“”]{1,80}?)(?:,[^,"“”]{1,90},)?\s+as\s+(?:saying|telling\s+[^,.!?:;"“”]{1,40}?)(\s+[^,.!?:;"“”]{1,80}?)?[:,]?\s*$`)
	})
	quotedPassiveBefore = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^\s*([^,"“”]{1,80}?)(?:,[^,"“”]{1,90},)?\s+(?:was|is|were|are|has been|had been)\s+(?:also\s+|further\s+)?quoted(?:\s+(?:by|in)\s+[^,.!?:;"“”]{1,60}?)?\s+as\s+saying(\s+[^,.!?:;"“”]{1,80}?)?[:,]?\s*$`)
	})
	quotedAfter = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^[,.!?]?\s*[^,.!?:;"“”]{1,60}?\s+quoted\s+([^,.!?:;"“”]{1,80}?)(?:,[^,"“”]{1,90},)?\s+as\s+(?:saying|telling)\b`)
	})
	quotedPassiveAfter = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^[,.!?]?\s*([^,.!?:;"“”]{1,80}?)(?:,[^,"“”]{1,90},)?\s+(?:was|is|were|are)\s+(?:also\s+|further\s+)?quoted\s+(?:(?:by|in)\s+[^,.!?:;"“”]{1,60}?\s+)?as\s+(?:saying|telling)\b`)
	})
)

// quotedSpeaker reads the person quoted in the words after a quotation
// or before it (quotedBefore and the others): the phrase, and whether it
// is a pronoun ("quoted him as saying"); ok false when none is there.
func quotedSpeaker(after, before string) (sp string, pron, ok bool) {
	// The word looked for first: the expressions cost every quotation
	// twice the time of all the others (BenchmarkQuotes).
	qa, qb := strings.Contains(after, "quoted"), strings.Contains(before, "quoted")
	if !qa && !qb {
		return "", false, false
	}
	// The passive first: `," he was quoted by Kyodo as saying.` is no
	// reporter "he was" quoting "by Kyodo".
	var m []string
	if qa {
		if m = quotedPassiveAfter().FindStringSubmatch(after); m == nil {
			m = quotedAfter().FindStringSubmatch(after)
		}
	}
	if m == nil && qb {
		for _, re := range []*regexp.Regexp{quotedPassiveBefore(), quotedBefore()} {
			if m = re.FindStringSubmatch(before); m != nil && (m[2] == "" || !clauseInComplement().MatchString(m[2])) {
				break
			}
			m = nil
		}
	}
	if m == nil {
		return "", false, false
	}
	sp = strings.Join(strings.Fields(m[1]), " ") // a hard-wrapped line's break
	switch strings.ToLower(sp) {
	case "him", "her", "them", "he", "she", "they":
		return "", true, true
	}
	// `port director Ida Quell`: cleanSpeaker refuses a phrase opening
	// in lowercase; the name in it is the speaker.
	// Not after "of" or another preposition: `experts of the Ministry of
	// Electric Power` is no ministry.
	if det, _, _ := strings.Cut(sp, " "); unicode.IsLower(firstRune(sp)) && det != "the" && det != "a" && det != "an" && !determinerNoun(sp) {
		if k := strings.IndexFunc(sp, unicode.IsUpper); k > 0 && !hasAnySuffix(sp[:k], " of ", " of the ", " at ", " for ", " from ", " in ", " to ", " with ") {
			sp = sp[k:]
		}
	}
	return sp, false, true
}

// attributionEnds reports whether s, the words after a quotation's
// closing mark up to the next paragraph, are one short sentence at most
// (`," said Adrian Palmer, managing director of Ontrack.¶¶`): the
// paragraph ended with the quotation's attribution (the caller checks
// that the quotation closed in the paragraph before).
func attributionEnds(s string) bool {
	s = strings.TrimRight(strings.TrimRightFunc(s, unicode.IsSpace), ".!?")
	return len(s) < 200 && sentenceEndIn(s) < 0 && !strings.ContainsAny(s, "\"“”")
}

// complementThenVerb is a few lowercase words ending a sentence a partial
// quotation is in, before an attribution set off by a comma: `"... we
// need to set aside" the plan, said Interior Secretary Ken Salazar`.
var complementThenVerb = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^[ \t]+([a-z][\p{L}\-'’]*(?: [a-z][\p{L}\-'’]*){0,3}),[ \t]*(?:said|says|added|noted|explained)\b`)
})

// skipComplement is the words after a quotation with such a complement
// taken off, from its comma on (afterVerbFirst reads the speaker there);
// after itself otherwise. A quotation ending its sentence has none, and
// a pronoun is a subject, not a complement.
func skipComplement(inner, after string) string {
	if len(after) < 2 || after[0] != ' ' || after[1] < 'a' || after[1] > 'z' || !strings.Contains(after, ", ") || strings.HasSuffix(inner, ".") || strings.HasSuffix(inner, "?") || strings.HasSuffix(inner, "!") {
		return after
	}
	m := complementThenVerb().FindStringSubmatchIndex(after)
	if m == nil || slices.ContainsFunc(strings.Fields(after[m[2]:m[3]]), isPronoun) {
		return after
	}
	return after[m[3]:]
}

// anotherSpeech reports whether the words between a subject's speech
// verb and a quotation hold a verb of saying or naming of another
// (saidOfAnother): not one joined to the subject's by "and" or "but"
// (`Mr Milburn said he appreciated people's concerns, but insisted that
// "...`, `..., but added: "`).
func anotherSpeech(s string) bool {
	if !saidOfAnother().MatchString(s) {
		return false
	}
	for _, m := range saidOfAnother().FindAllStringIndex(s, -1) {
		before := strings.TrimRight(s[:m[0]], " ")
		before = strings.TrimSuffix(strings.TrimSuffix(before, " also"), " then")
		if !hasAnySuffix(before, " and", " but") {
			return true
		}
	}
	return false
}

// capitalWords reports whether each word of s opens with a capital: a
// name with its titles ("General John Allen"), no phrase.
func capitalWords(s string) bool {
	for _, w := range strings.Fields(s) {
		if !unicode.IsUpper(firstRune(w)) {
			return false
		}
	}
	return s != ""
}

// afterOpener reports whether the name afterAppositive read opens a
// sentence or a clause ("However", "He", "When"): no speaker.
func afterOpener(name string) bool {
	first, _, _ := strings.Cut(name, " ")
	return sentenceOpener[first] || notAName[first] || leadIn[first]
}

// afterTitleFirst is a name after a title in lowercase, after the
// quotation and before its speech verb: `," company chairman Ida Quell
// said.` (group 1, read by nameAfterLowerTitle).
var afterTitleFirst = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^[,.!?]?\s*((?:[a-z][\p{L}\p{M}\d'’\-]* ){1,5}\p{Lu}[\p{L}\p{M}\d.'’\- ]{1,80}?)\s+` + speechVerb + `\b`)
})

// titledAfter is the name after a title in lowercase opening the words
// after a quotation, before a speech verb (afterTitleFirst, nameAfterLowerTitle);
// "" when they do not open so. The first letter is looked at first: the
// expression is for few quotations.
func titledAfter(after string) string {
	s := strings.TrimLeft(after, ",.!? \t\n\r")
	if s == "" || s[0] < 'a' || s[0] > 'z' || strings.IndexFunc(s, unicode.IsUpper) < 0 {
		return ""
	}
	m := afterTitleFirst().FindStringSubmatch(after)
	if m == nil {
		return ""
	}
	return nameAfterLowerTitle(m[1])
}

// nameAfterLowerTitle is the name after a title in lowercase opening a speaker
// phrase after a quotation (`," said local harbour director Tom Dahl.`,
// `," former Ellis captain Tom Dahl said.`): the words from the first
// capital on ("Tom Dahl", "Ellis captain Tom Dahl"), as quotedSpeaker
// reads `quoted port director Ida Quell as saying`; "" when the phrase
// is no such title and name. cleanSpeaker refuses a phrase opening in
// lowercase, so the name is taken out of it here. Not a phrase after
// "the", "a", "another" or "one" (kept whole), nor one whose lowercase
// words are no title: a preposition ("head of the Ellis Harbour Board",
// "close to Tom Dahl": a body, or someone spoken of), a pronoun, a verb or
// a word opening a clause ("he told Tom Dahl", "staff who met Tom Dahl");
// and the phrase ends in a name ("senior Ellis officials" is no name).
func nameAfterLowerTitle(sp string) string {
	sp = strings.TrimSpace(sp)
	if !unicode.IsLower(firstRune(sp)) || determinerNoun(sp) {
		return ""
	}
	k := strings.IndexFunc(sp, unicode.IsUpper)
	if k <= 0 || sp[k-1] != ' ' {
		return ""
	}
	words := strings.Fields(sp[:k])
	for j, w := range words {
		// `chairman and chief executive Richard Parsons`: "and"
		// between two words of a title (titlesJoined) is in it.
		if w == "and" && j > 0 && j < len(words)-1 && !notTitleWord[words[j-1]] && !notTitleWord[words[j+1]] {
			continue
		}
		if notTitleWord[w] || !isTitleWord(w) {
			return ""
		}
	}
	// `," said de Clercq.`, `," van Horick said.`: a particle opens the
	// name.
	for len(words) > 0 && nameParticle[words[len(words)-1]] {
		words = words[:len(words)-1]
		k = strings.LastIndexByte(sp[:k-1], ' ') + 1
	}
	name := sp[k:]
	// `said doctor Ida Quell to AFP`: whom she spoke to is not her name.
	if j := strings.Index(name, " to "); j > 0 {
		name = name[:j]
	}
	last := name
	for {
		j := strings.LastIndexByte(last, ' ')
		w := last[j+1:]
		if j < 0 || !trailingAdverb[w] && !notAName[w] && !(len(w) > 3 && strings.HasSuffix(w, "ly") && isLowerWord(w)) {
			// `said former Ellis Sen.¶and ...`: a title, the name not read.
			if !unicode.IsUpper(firstRune(w)) || titleAbbrev[w] {
				return ""
			}
			break
		}
		last = last[:j]
	}
	return name
}

// isTitleWord reports whether w can be a word of a title in lowercase:
// letters and hyphens ("vice-president"), no full stop or digit.
func isTitleWord(w string) bool {
	for _, r := range w {
		if !unicode.IsLower(r) && r != '-' {
			return false
		}
	}
	return true
}

// notTitleWord lists the lowercase words that are no title before a name:
// determiners, pronouns, prepositions, conjunctions, words opening a
// clause and verbs.
var notTitleWord = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`the a an this that these those there
		he she they it we i you him her them his their its our my your
		one another some any two three four five several many most few other others all each every both such
		of at for from in to with by on about into onto over under after before between against among near per via as than like
		including according citing quoting saying adding telling
		and or but nor so yet then also not no
		who whom whose which when where why how what whether if while because since whereas although though unless until whilst
		is are was were be been being has have had do does did will would shall should can could may might must
		said says told tells added adds stated claimed wrote asked declared warned insisted`) {
		m[w] = true
	}
	return m
}()

// wrapSpace is a space, or a line break in hard-wrapped text with the
// spaces around it (`Quell¶said the quay`: a subject may be on the line
// before its speech verb). One line break, of any kind
// textnorm.IsLineBreak reads ("\r\n" and a lone "\r" too): two, with
// spaces or not between them, are a blank line, a paragraph's end.
// Spaces and tabs around one character, not an alternation of " " and a
// line break with its spaces: that doubles the time pronounSpeaker takes.
const wrapSpace = `[ \t]*(?:\r\n|[ \t\n\r\v\f\x{85}\x{2028}\x{2029}])[ \t]*`

// pastVerb lists common verbs whose past has no -ed, for sayingClause.
const pastVerb = `gave|made|took|spoke|went|came|hit|broke|stood|met|held|left|set|put|told|said|wrote|sent|led|kept|won|lost|rose|fell|paid|sought|struck|threw|drew|became|began|brought|bought|fought|thought|felt|hid|quit|cut|shut|let|saw|read|ran|heard|found|got|taught|swore|chose|drove|flew|wore|tore`

// sentenceAdverb lists the adverbs besides those in -ly that come between
// a name and its speech verb: `Ed Davey meanwhile said`, `Quell also
// said` (without them "she said" after `Ed Davey meanwhile said ...`
// goes to the speaker before him).
const sentenceAdverb = `meanwhile|also|later|today|yesterday|again|then|too|however|though|separately|previously|earlier|afterwards|further|now|still|once|first|himself|herself|themselves`

// trailingAdverb is sentenceAdverb as a set, with the auxiliaries before
// a verb (`Quell had earlier told`): words a speaker phrase ends in
// before its verb that are not the speaker's.
var trailingAdverb = func() map[string]bool {
	m := map[string]bool{"has": true, "have": true, "had": true}
	for _, w := range strings.Split(sentenceAdverb, "|") {
		m[w] = true
	}
	return m
}()

// auxiliary lists the auxiliaries of a perfect before a speech verb, an
// adverb between them ("Smith has often said").
var auxiliary = map[string]bool{"has": true, "have": true, "had": true}

// passiveBe lists the forms of "be" that make a speech verb passive ("was
// asked", "were told"): its subject was spoken to.
var passiveBe = map[string]bool{"was": true, "were": true, "is": true, "are": true, "been": true, "being": true, "be": true}

// lyNoun lists the nouns in -ly a speaker phrase ends in, no adverbs:
// "the Quell family", "the Halvard daily".
var lyNoun = map[string]bool{"family": true, "assembly": true, "ally": true, "supply": true, "monopoly": true, "rally": true,
	"daily": true, "weekly": true, "monthly": true, "quarterly": true, "fortnightly": true, "bully": true, "reply": true, "anomaly": true}

// sentenceOpener lists the conjunctions and sentence adverbs that open a
// sentence before its subject: `But Woodward said: "` names Woodward, not
// "But Woodward", `And coach Andy Robinson said` not "And coach Andy
// Robinson".
// ("So" is a name too: "So Ming".)
var sentenceOpener = map[string]bool{"But": true, "And": true, "Yet": true, "Or": true, "Nor": true, "However": true,
	"Also": true, "Instead": true, "Indeed": true, "Moreover": true, "Nevertheless": true, "Nonetheless": true,
	"Furthermore": true, "Besides": true, "Likewise": true, "Similarly": true, "Thus": true, "Hence": true, "Now": true}

// nounPhrase is one or two words after "a" or "the", and at most two more
// after "of" ("friend of the actress"): a speaker phrase is short.
const nounPhrase = `[\p{L}\p{M}\d'’\-]+(?: [\p{L}\p{M}\d'’\-]+)?(?: of (?:the |a |an )?[\p{L}\p{M}'’\-]+(?: [\p{L}\p{M}'’\-]+)?)?`

// clauseWord lists words that open a sentence without being its subject,
// lower-cased: `Because "it says so" is no answer`, `For "the law is
// hard"`, `What "it may think is right"`.
var clauseWord = map[string]bool{"because": true, "for": true, "what": true, "why": true, "how": true, "where": true,
	"whether": true, "is": true, "are": true, "was": true, "were": true, "do": true, "does": true, "did": true,
	"so": true, "or": true, "nor": true, "yet": true, "since": true, "although": true, "though": true, "unless": true,
	"saying": true, "calling": true, "in": true, "on": true, "at": true, "to": true, "by": true, "with": true, "from": true,
	"of": true, "not": true, "no": true, "yes": true, "all": true, "this": true, "that": true, "these": true, "those": true}

// pronouns name nobody: a speaker ending in one ("Then I said") is no name.
var pronouns = map[string]bool{"He": true, "She": true, "They": true, "It": true, "We": true, "I": true, "You": true}

// titleAbbrev lists the titles written with a full stop before a name.
var titleAbbrev = map[string]bool{"Sgt": true, "Gen": true, "Lt": true, "Col": true, "Capt": true, "Maj": true, "Cpl": true,
	"Dr": true, "Mr": true, "Mrs": true, "Ms": true, "Gov": true, "Sen": true, "Rep": true, "Prof": true, "Rev": true,
	"Det": true, "Insp": true, "Supt": true, "Adm": true, "Cmdr": true, "Pvt": true, "Atty": true, "No": true}

// nameAfterTitle is the name from a title's or an initial's full stop on:
// `. Marty Earley`, `. John R. Allen`, `. Cole’s sister Ida` (not `.
// Cole’s`), `.J. Smith` (after "A"), `. 8` (after "Juror No").
var nameAfterTitle = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^\.(?:\p{Lu}\.)* ?(?:` + titledName + `|\d+)(?: \p{Lu}\.| ` + titledName + `)*(?:['’]s(?: [a-z]+){1,2} ` + titledName + `)?`)
})

// titledName is a capitalised word, "O'Brien" one.
const titledName = `\p{Lu}[\p{L}\p{M}\-]*(?:['’]\p{Lu}[\p{L}\p{M}\-]*)?`

// titleWords reports whether the words between a speech verb and a name
// can be a title ("said local hospital director"), not a clause ("said he
// backed").
func titleWords(s string) bool {
	for _, w := range strings.Fields(s)[1:] {
		switch w {
		case "he", "she", "they", "it", "we", "i", "you", "that", "his", "her", "their", "its", "was", "is", "had", "has", "would", "will", "to",
			// "explained why the E.U.": a clause, whose subject is spoken of
			"why", "how", "what", "whether", "if", "when", "where":
			return false
		}
	}
	return true
}

// notAName lists capitalised words that follow "said" without naming anyone.
var notAName = map[string]bool{"He": true, "She": true, "They": true, "It": true, "We": true, "I": true, "You": true,
	"Monday": true, "Tuesday": true, "Wednesday": true, "Thursday": true, "Friday": true, "Saturday": true, "Sunday": true,
	// A word opening a clause ("When asked, she said ...").
	"When": true, "If": true, "As": true, "But": true, "And": true, "Also": true, "Then": true, "Later": true, "Earlier": true,
	"After": true, "Before": true, "While": true, "Asked": true, "Yesterday": true, "Today": true}

// paragraphStart returns where the paragraph around offset i begins: after
// the last line break. A text with one sentence a line (as ECB+ is laid
// out) shows no paragraphs: there the quotation's line and the two before
// it stand for one. In hard-wrapped text with indented paragraphs
// (Reuters) a paragraph begins at its indented line.
func paragraphStart(text string, nl newlines, i int, linePerSentence, indented bool) int {
	k := nl.beforeIndex(i)
	if linePerSentence {
		k = max(k-2, -1)
	}
	if indented {
		k = nl.indentedLine(text, k)
	}
	if k < 0 {
		return 0
	}
	return nl[k].end
}

// indentedLine walks back from line break k to the last one (k or before)
// followed by an indented line: the start of a hard-wrapped paragraph.
// -1 is the text's start.
func (nl newlines) indentedLine(text string, k int) int {
	for ; k >= 0; k-- {
		if e := nl[k].end; e < len(text) && (text[e] == ' ' || text[e] == '\t') {
			break
		}
	}
	return k
}

// indentedParagraphs reports whether a text without blank lines opens
// paragraphs with an indented line: some line after the first is
// indented, not all.
func indentedParagraphs(text string, nl newlines) bool {
	in, out := 0, 0
	for _, b := range nl {
		if b.end < len(text) && strings.TrimSpace(text[b.end:min(len(text), b.end+200)]) != "" {
			if text[b.end] == ' ' || text[b.end] == '\t' {
				in++
			} else {
				out++
			}
		}
	}
	return in > 0 && out > 0
}

// linesEndSentences reports whether at least two thirds of the text's
// lines that are not blank end a sentence: with sentence punctuation or a
// closing quotation mark (ECB+ 465 of its 472 texts of several lines and
// no blank line, the others without quotations; of Reuters' 18,961, 51).
func linesEndSentences(text string, nl newlines) bool {
	ends, lines := 0, 0
	from := 0
	for k := 0; k <= len(nl); k++ {
		to := len(text)
		if k < len(nl) {
			to = nl[k].start
		}
		line := strings.TrimRightFunc(text[from:to], unicode.IsSpace)
		if k < len(nl) {
			from = nl[k].end
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		lines++
		r, _ := utf8.DecodeLastRuneInString(strings.TrimRight(line, ")’'"))
		switch r {
		case '.', '!', '?', '…', '。', '！', '？', '"', '”', '»':
			ends++
		}
	}
	return 3*ends >= 2*lines
}

// unwrap joins the hard-wrapped lines of s: a line break followed by a
// line that is not indented nor blank is a space (`," said
// Staley¶Commodities International analyst Jerome Lacey.` is Lacey's,
// not "Staley"'s). A line break is any textnorm.IsLineBreak reads,
// "\r\n" one, so that text with "\r\n" line endings is unwrapped too.
func unwrap(s string) string {
	var sb strings.Builder
	for {
		k, n := textnorm.IndexLineBreak(s)
		if k < 0 || k+n >= len(s) || s[k+n] == ' ' || s[k+n] == '\t' || textnorm.LineBreakLen(s, k+n) > 0 {
			break
		}
		sb.WriteString(s[:k])
		sb.WriteByte(' ')
		s = s[k+n:]
	}
	if sb.Len() == 0 {
		return s
	}
	sb.WriteString(s)
	return sb.String()
}

// newlines are a text's line breaks, in order: finding the line around an
// offset by searching the text from it would cost the length of a text of
// one long line for every quotation (quadratic: two 1.6 MB lines take 38 s).
// A line break is what align reads as one (textnorm.IsLineBreak): "\n",
// "\r\n", a lone "\r" (old Mac files), "\v", "\f", U+0085, U+2028 and
// U+2029.
type newlines []lineBreak

// lineBreak is a line break at text[start:end].
type lineBreak struct{ start, end int }

func lineBreaks(text string) newlines {
	var nl newlines
	for i := 0; ; {
		k, n := textnorm.IndexLineBreak(text[i:])
		if k < 0 {
			return nl
		}
		nl = append(nl, lineBreak{i + k, i + k + n})
		i += k + n
	}
}

// beforeIndex is the index of the last line break starting before offset
// i, -1 for none.
func (nl newlines) beforeIndex(i int) int {
	return sort.Search(len(nl), func(k int) bool { return nl[k].start >= i }) - 1
}

// lineStart is where the line around offset i starts: after the last line
// break starting before i, 0 for none.
func (nl newlines) lineStart(i int) int {
	if k := nl.beforeIndex(i); k >= 0 {
		return nl[k].end
	}
	return 0
}

// from is the offset of the first line break starting at or after i, -1
// for none.
func (nl newlines) from(i int) int {
	if k := nl.beforeIndex(i) + 1; k < len(nl) {
		return nl[k].start
	}
	return -1
}

// blankLine reports whether the text has a blank line: two line breaks
// with nothing between them ("\n\n", "\r\r", "\r\n\r\n").
// A line of spaces ends a quotation's paragraph (paragraphEnds) but
// does not count here: Reuters closes 242 hard-wrapped texts with one
// ("   ¶ reuter"), and read as a stray blank line it would take them out
// of the texts of indented paragraphs, whose speakers are read better.
func (nl newlines) blankLine() bool {
	for k := 1; k < len(nl); k++ {
		if nl[k].start == nl[k-1].end {
			return true
		}
	}
	return false
}

// within counts the line breaks inside text[from:to].
func (nl newlines) within(from, to int) int {
	a := nl.beforeIndex(from) + 1
	b := sort.Search(len(nl), func(k int) bool { return nl[k].end > to })
	return max(b-a, 0)
}

// quoteParagraph is where the paragraph of offset i starts, a
// hard-wrapped one whole: after the last blank line before i (within
// speakerWindow), or at its indented line in text of indented
// paragraphs, whichever is later. paragraphStart reads a line of hard-wrapped text as a
// paragraph, which is what "he" is looked for in, not what a name
// brought in before it is checked against.
func quoteParagraph(text string, nl newlines, i int, indented bool) int {
	// The later of the two: a text may have both (20 Newsgroups' blank
	// lines and a stray indented one, Reuters' indented paragraphs and a
	// stray blank line).
	at := 0
	if indented {
		at = paragraphStart(text, nl, i, false, true)
	}
	k := nl.beforeIndex(i)
	for ; k > 0 && i-nl[k].end < speakerWindow; k-- {
		if strings.TrimFunc(text[nl[k-1].end:nl[k].start], blankOrBreak) == "" {
			return max(at, nl[k].end)
		}
	}
	if k <= 0 {
		return at
	}
	return max(at, nl[k].end)
}

// prevParagraph is where the paragraph before the one starting at para
// starts (the last line before it that is not blank; in hard-wrapped text
// with indented paragraphs, that line's paragraph).
func prevParagraph(text string, nl newlines, para int, indented bool) int {
	at := len(strings.TrimRightFunc(text[:para], blankOrBreak))
	if indented {
		if k := nl.indentedLine(text, nl.beforeIndex(at)); k >= 0 {
			return nl[k].end
		}
		return 0
	}
	return nl.lineStart(at)
}

// speakerWindow bounds how far before a quotation pronounSpeaker looks for
// the person "he said" refers to: a few sentences, more than a news
// paragraph.
const speakerWindow = 1500

// pronounSpeaker names who "he said" / "she said" after the quotation at
// offset i refers to: the last person named as the subject of a speech verb
// ("Vale said the town had lost ...", "..., said Dean McCarron") or the last
// quoted speaker, whichever comes later in text[para:i], the paragraph of the
// quotation; nobody when neither is there (a wrong name is worse than none:
// the last quoted speaker two paragraphs up is often somebody else). lastAt
// is the offset of the last quotation with a speaker, -1 for none.
// other, when not nil, reports a name the text marks with the pronoun's
// other gender (genders.marked): that person is passed over, as subject
// and as last speaker (`Mr Hockney said ... ¶ She said: "` is not Mr
// Hockney's), and nobody left is nobody.
func pronounSpeaker(text string, para, i int, last string, lastAt int, person bool, other func(string) bool) string {
	// Only the last speakerWindow bytes are searched for a subject: a text
	// of one long line is one paragraph, and rescanning all of it for each
	// quotation would be quadratic (23 s for 380 KB). The cut is moved to the
	// next space so that no name is read from its middle.
	from := para
	if i-from > speakerWindow {
		from = i - speakerWindow
		if k := strings.IndexFunc(text[from:i], spaceOrBreak); k >= 0 {
			_, n := utf8.DecodeRuneInString(text[from+k:])
			from += k + n
		} else {
			from = i
		}
	}
	// A news agency, a paper or a radio station reporting is no "he":
	// `..., the official news agency APS said. ¶ In a brief statement,
	// he said` is not APS. Left out as subject and as last speaker, "he" is
	// the person named before it, or nobody.
	if person && medium(last) || other != nil && other(last) {
		last, lastAt = "", -1
	}
	subject, subjectAt := "", -1
	// Where the last subject is that is no age epithet (`The 41-year-old
	// chart-topper told reporters`), nor the last quoted speaker's name:
	// an epithet speaks of the person named before it.
	namedAt := -1
	set := func(name string, at int) {
		if at > subjectAt {
			subject, subjectAt = name, at
		}
		if at > namedAt && !ageEpithet().MatchString(name) && !sameSpeaker(last, name) && name != last {
			namedAt = at
		}
	}
	// appositiveSubject before commonSubject: both match at a sentence's
	// start, and the first kept wins (`The company's chairman, Ida Quell,
	// said` names Ida Quell).
	for _, re := range []*regexp.Regexp{speechSubject(), invertedSubject(), appositiveSubject(), commonSubject()} {
		if re == appositiveSubject() && !commaBeforeSpeech(text[from:i]) {
			continue // the expression read every window: 8% of a brief
		}
		for _, m := range re.FindAllStringSubmatchIndex(text[from:i], -1) {
			// `MP for Richmond, North Yorks, and start a family. Mr
			// Hague, who ..., also said`: the phrase set off by commas
			// runs over a sentence's end, and the subject is the name
			// after it, not "North Yorks". Read again from there: a
			// sentence's end is rare in such a phrase.
			if re == speechSubject() && m[3] < m[1] {
				if k := sentenceEndIn(text[from+m[3] : from+m[1]]); k >= 0 {
					off := m[3] + k
					mm := speechSubject().FindStringSubmatchIndex(text[from+off : from+m[1]])
					if mm == nil {
						continue
					}
					for j := range mm {
						mm[j] += off
					}
					m = mm
				}
			}
			start := m[2] // of the name in text[from:i]
			name := text[from+start : from+m[3]]
			// `... told BBC Sport Wales. Henson himself says`: a
			// sentence ended ("U.S. Trade Representative" goes on).
			if k := strings.LastIndex(name, ". "); k >= 0 && sentenceEndWord(name[:k]) {
				name, start = name[k+2:], start+k+2
			}
			// "But Mr Peres retorted": a word opening the clause is no name.
			if first, rest, ok := strings.Cut(name, " "); ok && notAName[first] {
				name = rest
			}
			if notAName[name] || strings.HasSuffix(name, "’s") || strings.HasSuffix(name, "'s") {
				continue // a pronoun or a day names nobody new
			}
			// `the Australian said`: somebody not named, after whom
			// "he" is nobody named before either.
			if nationalityWord[name] {
				set("", from+m[0])
				continue
			}
			if re == invertedSubject() && !titleWords(text[from+m[0]:from+m[2]]) {
				continue // "said he backed King": King is spoken of
			}
			// "He said Tokyo, in resisting ...": Tokyo is spoken of.
			if re == invertedSubject() && !invertedAfter(text[from:from+m[0]]) {
				continue
			}
			// A name after "in", "at", "from", "near" or "outside" is a
			// place, not the subject: `an official at the Canadian embassy
			// in Copenhagen said` is not "Copenhagen"; so is one after "of"
			// (`The mayor of Port Ellis said`, not "Port Ellis"). The subject is the
			// noun phrase opening the sentence, kept whole when short
			// ("an official at the Canadian embassy in Copenhagen", as
			// `An official in Copenhagen said: "` is), else nobody. (A
			// name after a title's full stop, "Gen. Allen", is left as
			// it was.)
			if re == speechSubject() && !strings.Contains(name, ". ") {
				if name, place := placeSubject(text[from:i], start, m[3]); place {
					set(cleanSpeaker(name), from+m[0])
					continue
				}
			}
			// The later mention wins; "X said" is placed at X, "said X" at said.
			if name = cleanSpeaker(name); name != "" && !(person && medium(name)) && (other == nil || !other(name)) {
				set(name, from+m[0])
			}
		}
	}
	// An age epithet after the last quoted speaker, with no other
	// subject between, is that speaker ("The 41-year-old chart-topper"
	// after Michael's quotation is Michael). Not after a subject
	// read without a quotation: `The star of Rain Man and Tootsie said`
	// gives "Tootsie".
	if subjectAt > namedAt && last != "" && lastAt >= para && lastAt < subjectAt && lastAt > namedAt && ageEpithet().MatchString(subject) {
		return last
	}
	// The last quoted speaker is the subject named in their attribution
	// too ("the White House said" names "White House"): their wording wins.
	// A last speaker "" at lastAt >= 0 is one named by a pronoun after a
	// lead-in (`Speaking at the conference he said: "`): nobody, still.
	if (last != "" || lastAt >= 0) && lastAt >= para && (lastAt > subjectAt || subject != "" && sameSpeaker(last, subject)) {
		return last
	}
	return subject
}

// reportedClause is a clause with its own subject and speech verb
// before the colon opening a quotation, after "He said" (group 1 the
// word before the verb): `He said the man shouted: "`.
var reportedClause = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?:^|\s)([\p{L}\p{M}'’\-]+)\s+(?:said|says|told|shouted|yelled|screamed|cried|exclaimed|asked|replied|wrote|added|warned|declared)\b[^:"“”]*:\s*$`)
})

// reportedSpeech reports whether s, the words between "He said" and a
// quotation, end in a clause of another's speech before a colon
// (reportedClause): the quotation is that subject's, not the pronoun's.
// A pronoun subject ("he told them") may be the same person: left.
func reportedSpeech(s string) bool {
	if !strings.HasSuffix(strings.TrimRightFunc(s, unicode.IsSpace), ":") {
		return false
	}
	m := reportedClause().FindStringSubmatch(s)
	return m != nil && !isPronoun(m[1]) && !clauseJoin[m[1]]
}

// sentenceEndIn is where the first sentence after a sentence's end in s
// opens (". " and a capital, after a word sentenceEndWord takes for a
// sentence's last), -1 when none ends in s.
func sentenceEndIn(s string) int {
	for k := 0; ; {
		j := strings.Index(s[k:], ". ")
		if j < 0 {
			return -1
		}
		j += k
		if unicode.IsUpper(firstRune(s[j+2:])) && sentenceEndWord(s[:j]) {
			return j + 2
		}
		k = j + 2
	}
}

// newsAgencies lists the news agencies the wires name bare ("APS said").
var newsAgencies = map[string]bool{"APS": true, "AFP": true, "AP": true, "Reuters": true, "IRNA": true, "Tass": true, "TASS": true,
	"Itar-Tass": true, "Xinhua": true, "Kyodo": true, "Jiji": true, "Yonhap": true, "PAP": true, "INA": true, "KUNA": true, "WAM": true,
	"MENA": true, "Antara": true, "Bernama": true, "Anadolu": true, "ANSA": true, "DPA": true, "EFE": true, "Interfax": true,
	"Opecna": true, "SPA": true, "Petra": true, "QNA": true, "Tanjug": true, "CTK": true, "MTI": true, "ADN": true, "APP": true,
	"PTI": true, "UNI": true, "Novosti": true, "Ria Novosti": true, "UPI": true}

// mediumWord lists the last words of the names of a medium that reports
// ("Tehran Radio", "the Al-Anbaa newspaper", "the agency"), lowercase
// and capitalised: a lookup of the word as written allocates nothing.
var mediumWord = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range []string{"agency", "radio", "newspaper", "paper", "daily", "weekly", "television", "magazine", "newsletter", "broadcast"} {
		m[w], m[strings.ToUpper(w[:1])+w[1:]] = true, true
	}
	m["TV"] = true
	return m
}()

// medium reports whether a speaker phrase names a news agency, a paper or
// a broadcaster: what they report is others' words, and "he" or "she"
// is never they.
func medium(s string) bool {
	if s == "" {
		return false
	}
	if newsAgencies[s] {
		return true
	}
	w := s[strings.LastIndexByte(s, ' ')+1:]
	return mediumWord[w] || newsAgencies[w] && (strings.Contains(s, "agency") || strings.Contains(s, "Agency"))
}

// epithetNoun lists the nouns of a person's epithet after "the" ("the
// singer", "the Sale full-back", "the top seed").
var epithetNoun = map[string]bool{"singer": true, "actor": true, "actress": true, "star": true, "striker": true, "midfielder": true,
	"defender": true, "winger": true, "keeper": true, "goalkeeper": true, "forward": true, "captain": true, "coach": true, "manager": true,
	"boss": true, "player": true, "champion": true, "seed": true, "athlete": true, "sprinter": true, "runner": true, "comedian": true,
	"skipper": true, "veteran": true, "youngster": true, "teenager": true, "full-back": true, "fly-half": true, "scrum-half": true,
	"prop": true, "flanker": true, "rocker": true, "rapper": true, "musician": true, "presenter": true, "host": true, "writer": true,
	"author": true, "novelist": true, "director": true, "man": true, "woman": true, "batsman": true, "bowler": true, "jockey": true,
	"cyclist": true, "driver": true, "boxer": true, "golfer": true, "swimmer": true, "hurdler": true, "chief": true}

// personEpithet reports whether a speaker phrase is a definite epithet of
// a person: "the" and an age or one of epithetNoun. Not one ending in a
// capitalised word ("the American", "the 27-year-old Austrian"): "he
// said" after it reads that word as a subject (speechSubject), the
// epithet's own when the epithet is kept, another's when it is not.
func personEpithet(s string) bool {
	if !strings.HasPrefix(s, "the ") && !strings.HasPrefix(s, "The ") {
		return false
	}
	w := s[strings.LastIndexByte(s, ' ')+1:]
	if unicode.IsUpper(firstRune(w)) {
		return false
	}
	return ageEpithet().MatchString(s) || epithetNoun[w]
}

// prevSentence is where the sentence ending right before the quotation
// at i starts, in its paragraph (from para); -1 when the quotation does
// not open a sentence. Read from the text: the body sentences may hold
// the quotation with the sentence before it.
func prevSentence(text string, para, i int) int {
	s := strings.TrimRight(text[para:i], " \t")
	r, _ := utf8.DecodeLastRuneInString(s)
	if r != '.' && r != '!' && r != '?' && r != '"' && r != '”' {
		return -1
	}
	s = strings.TrimRight(s, ".!?\"” ")
	for end := len(s); ; {
		k := strings.LastIndexAny(s[:end], ".!?")
		if k < 0 {
			return para
		}
		if j := k + 1 + len(strings.TrimLeft(s[k+1:], "\"”")) - len(s[k+1:]); j < len(s) && s[j] == ' ' && (s[k] != '.' || sentenceEndWord(s[:k])) {
			return para + j + 1
		}
		end = k
	}
}

// epithetSubject is a name opening a sentence before its verb, a phrase
// set off by commas or an adverb between: `Roddick was left`, `Minar,
// ranked 158th in the world, was forced`, `Woodward believes`.
var epithetSubject = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^[ \t]*(?:(?:But|And|Yet|So|Then|Now) )?(\p{Lu}[\p{L}\p{M}'’\-]*(?: \p{Lu}[\p{L}\p{M}'’\-]*){0,3})(?:,[^,"“”]{1,90},)? (?:[a-z]+ly |also |was |has |had |is )?[a-z]+`)
})

// titleThenName is a lowercase word and a capitalised one after a name:
// the name was a title's first words.
var titleThenName = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^ [a-z][a-z\-]* \p{Lu}`) })

// epithetName is the name opening the sentence text[from:to] when it was
// brought in whole before (its last word after another capitalised word
// earlier in the text: "Andy Roddick" before "Roddick was left"); "" else.
func epithetName(text string, from, to int) string {
	m := epithetSubject().FindStringSubmatchIndex(text[from:to])
	if m == nil {
		return ""
	}
	name := text[from+m[2] : from+m[3]]
	first, _, _ := strings.Cut(name, " ")
	if first == "The" || notAName[first] || leadIn[first] || clauseWord[strings.ToLower(first)] {
		return ""
	}
	// `Former Chelsea captain Desailly`: a title between capitalised
	// words, no name read.
	if titleThenName().MatchString(text[from+m[3] : to]) {
		return ""
	}
	last := name[strings.LastIndexByte(name, ' ')+1:]
	if wordBeforeName(text, from, last, func(w string) bool { return unicode.IsUpper(firstRune(w)) && !notAName[w] }) == "" {
		return ""
	}
	return name
}

// endsSentence reports whether a quotation of the words inner, followed
// by after, ends its sentence: inner ends in sentence punctuation, or a
// full stop, "!" or "?" follows its closing mark.
func endsSentence(inner, after string) bool {
	r, _ := utf8.DecodeLastRuneInString(strings.TrimRight(inner, " \t"))
	switch r {
	case '.', '!', '?', '…':
		return true
	}
	return strings.HasPrefix(after, ".") || strings.HasPrefix(after, "!") || strings.HasPrefix(after, "?")
}

// sentenceEndWord reports whether the full stop after s ends a sentence:
// s ends in a word of three letters or more that is not a title ("Wales",
// not "U.S", "Gen" or "Mr").
func sentenceEndWord(s string) bool {
	w := s[strings.LastIndexAny(s, " .")+1:]
	return utf8.RuneCountInString(w) >= 3 && !titleAbbrev[w] && strings.ToUpper(w) != w
}

// invertedAfter reports whether a verb of saying after s can have its
// subject after it: not when s ends in a pronoun, the verb's subject ("He
// said Tokyo, in resisting ...": Tokyo is spoken of), nor in a word
// joining the verb to a subject before it ("... and said U.S. banks").
// After a noun it can ("... educational elements said Mr Owen", a comma
// left out) or not ("a debt rescheduler said Volcker ..."), as before;
// after a capitalised word, a name and the verb's subject, it cannot
// ("Ida Quell said the U.S. ferry count ...").
func invertedAfter(s string) bool {
	s = strings.TrimRightFunc(s, unicode.IsSpace)
	w := s
	if i := strings.LastIndexFunc(s, func(r rune) bool { return !unicode.IsLetter(r) }); i >= 0 {
		// After the whole character: a no-break space or a dash is more
		// than one byte.
		_, size := utf8.DecodeRuneInString(s[i:])
		w = s[i+size:]
	}
	switch strings.ToLower(w) {
	case "he", "she", "they", "it", "we", "i", "you", "and", "but", "also", "who", "which", "that":
		return false
	}
	// "Ida Quell said the U.S. ferry count was ...": a name before the
	// verb is its subject, and the name after it is spoken of (else "she
	// said" after it goes to "U.S").
	if r, _ := utf8.DecodeRuneInString(w); unicode.IsUpper(r) && !notAName[w] {
		return false
	}
	return true
}

// placeSubject tells whether the name s[start:end], the subject of a
// speech verb after it, follows a place preposition or "of" (placeBefore)
// and is no subject: a place ("an official at the Canadian embassy in
// Copenhagen said") or a body ("The mayor of Port Ellis said"). Then the
// subject is the noun phrase opening the sentence with the name, whole
// (at most 60 bytes before the preposition), or the name before ", <title>
// of " (ofApposition); else the name after "of" as it is, or nobody. The
// phrase is as the text has it (cleanSpeaker is the caller's): the
// subject of "he said" (pronounSpeaker) and the speaker before a
// quotation (docQuotes) are both read so.
func placeSubject(s string, start, end int) (string, bool) {
	// The words placeBefore ends in, looked for first: the expression
	// scans the sentence, for every name before a speech verb.
	if !hasAnySuffix(s[:start], " in ", " at ", " from ", " near ", " outside ", " of ") {
		return "", false
	}
	k := placeBefore().FindStringSubmatchIndex(s[:start])
	switch {
	case k == nil:
		return "", false
	case k[2] >= 0:
		return s[k[2]:end], true
	}
	if a, ok := ofApposition(s[:start]); ok {
		return a, true
	}
	if strings.HasSuffix(s[:start], " of ") {
		return s[start:end], true
	}
	return "", true
}

// colonAttribution matches beforeQuote's speaker (group 1) in s, the
// words before a quotation, when a verb's complements come between the
// speech verb and the colon introducing it (`Hawke told reporters in
// Canberra: "`); nil when s does not end so or the complement is a
// clause.
func colonAttribution(s string) []int {
	if !strings.HasSuffix(strings.TrimRightFunc(s, unicode.IsSpace), ":") {
		return nil
	}
	m := beforeColon().FindStringSubmatchIndex(s)
	if m == nil || clauseInComplement().MatchString(s[m[4]:m[5]]) {
		return nil
	}
	// `He told BBC Radio 4's Today programme: "`: "he" is who was named
	// before (the pronoun subject's case, pronounSubject), not nobody.
	if isPronoun(strings.TrimSpace(s[m[2]:m[3]])) {
		return nil
	}
	return m
}

// hasAnySuffix reports whether s ends in one of suffixes.
func hasAnySuffix(s string, suffixes ...string) bool {
	for _, x := range suffixes {
		if strings.HasSuffix(s, x) {
			return true
		}
	}
	return false
}

// docQuotes finds the quotations of document d.
func (b *builder) docQuotes(d int) []quoteSpan {
	if b.quoteCache == nil {
		b.quoteCache = make([][]quoteSpan, len(b.in.Docs))
		b.quoteDone = make([]bool, len(b.in.Docs))
	}
	if b.quoteDone[d] {
		return b.quoteCache[d]
	}
	b.quoteDone[d] = true
	text := b.in.Docs[d].Text
	nl := lineBreaks(text)
	var out []quoteSpan
	lastSpeaker, lastSpeakerAt, prevSpeaker, lastEnd := "", -1, "", -1
	// Where the last quotation with a speaker ended: a name opening a
	// sentence after it stops "he said", also before a quotation of no
	// speaker since (`"...," said Brown. Mr Blair praised ... "cornerstone"
	// ¶ ... he said`).
	lastSpeakerEnd := -1
	// A quotation split into parts (each but the last not closed at its
	// paragraph's end, or the parts side by side in one line) is one
	// person's: the parts in out with no attribution that the next
	// quotation may continue, and where the last quotation closed.
	var unnamedParts []int
	lastClose := -1
	// Where the last quotation ended at its paragraph's end, not closed
	// (-1 for none): a quotation opening the next paragraph continues it.
	paraEndAt := -1
	// The last speaker named at a quotation of theirs (not found by "he
	// said"), and whether the last quotation's speaker was.
	named, namedAt, prevNamed := "", -1, false
	// Where that quotation closed: one of several lines is named on
	// its last.
	namedClose := -1
	// No blank lines, about a line per body sentence and most lines
	// ending a sentence: the lines are sentences, not paragraphs.
	// Hard-wrapped wire text (lines broken inside sentences at about 60
	// columns, paragraphs indented) has as many lines but most end
	// mid-sentence: it is not one sentence a line.
	trimmed := strings.TrimLeftFunc(text, unicode.IsSpace)
	lead := len(text) - len(trimmed)
	lines := nl.within(lead, lead+len(strings.TrimRightFunc(trimmed, unicode.IsSpace))) + 1
	blank := nl.blankLine()
	linePerSentence := !blank && lines > 1 && 5*lines >= 4*len(b.sents[d]) && linesEndSentences(text, nl)
	// A line opening indented opens a paragraph also in hard-wrapped text
	// with a stray blank line (Reuters has 318 such texts), and in text
	// of a paragraph a line; not in text of one sentence a line. Text of
	// indented paragraphs is that without a blank line.
	indentedParas := !linePerSentence && indentedParagraphs(text, nl)
	indented := indentedParas && !blank
	// In hard-wrapped text "he said" is looked for in the quotation's
	// paragraph and at least its line and the two before it (what text of
	// one sentence a line is searched in): a paragraph never narrows it.
	wrappedFrom := func(para int) int { return para }
	// In text of paragraphs set off by blank lines and hard-wrapped (20
	// Newsgroups' posts), the paragraph before one is read whole, not
	// its last line: `Deputy Prime Minister Erdal Inonu told reporters
	// in Ankara that Turkey was¶responding positively ...` before
	// `"...," he said.` named nobody. Only before a paragraph: "he" is
	// still looked for in the quotation's line (read from the start of
	// its paragraph or of its sentence, the long narratives of 20
	// Newsgroups gave 7 wrong names of 17). Where each paragraph is a
	// line (BBC) this is the line before.
	blockParas := blank && !linePerSentence && !indented
	prevPara := func(para int) int {
		prev := prevParagraph(text, nl, para, indented)
		if blockParas && quoteParagraph(text, nl, para, indentedParas) == para {
			prev = min(prev, quoteParagraph(text, nl, prev, indentedParas))
		}
		return prev
	}
	if indented {
		wrappedFrom = func(para int) int { return min(para, paragraphStart(text, nl, para, true, false)) }
	}
	// pronounOf names who the pronoun subject of a speech verb at the
	// quotation at i is ("...," she said; `She added: "`; `She said ...
	// "`): the person last named as a speaker in the paragraph at para
	// (pronounSpeaker), or in the one before when the pronoun's sentence
	// or the quotation opens the paragraph (opens); nobody when a
	// sentence since the last quotation opens with another name as its
	// subject (`Ida Quell welcomed the vote. She said ...`, after Tom
	// Dahl's quotation).
	// blocked reports that name: then nothing goes on from the quotation
	// before either. g is the pronoun's gender: a person the text marks
	// with the other (a title, "his" or "her" after the name: genders) is
	// no candidate, and none left is nobody, not a wrong name.
	gs := genders{text: text}
	// The one-word speakers read so far, and whether each is a common
	// word (commonWordSpeaker): the text is searched once a word.
	var commonWords map[string]bool
	// The gender of a pronoun pronounOf found nobody for and nothing
	// stopped: earlierSubject may name that person, after the rules
	// below (a quotation resumed keeps its speaker first).
	pendingG := unknownGender
	pronounOf := func(i, para int, opens, person bool, sent int, g gender) (sp string, blocked bool) {
		// A person passed over for the gender leaves nobody to go on
		// from either (blocked): `"...," said Mr Dahl. "...," she said.`
		// is no quotation of his.
		var otherGender func(string) bool
		passed := false
		if g != unknownGender {
			otherGender = func(name string) bool {
				m := gs.marked(name, g)
				passed = passed || m
				return m
			}
		}
		defer func() {
			if sp == "" && passed {
				blocked = true
			}
		}()
		// `Ljubicic was at a loss to explain his defeat. "...," he
		// said.`: the name opening the sentence before, as subject of
		// a verb not of saying, is "he" (subjectBefore), not the
		// speaker quoted before it (Federer).
		if sent >= 0 && person {
			name, other := subjectBefore(text, nl, para, sent, lastEnd, linePerSentence, prevPara)
			if name != "" && !sameName(lastSpeaker, name) {
				if !gs.marked(name, g) {
					return name, false
				}
				passed = true
			}
			// The last speaker is the subject of the sentence before:
			// "he" is that person, also when last named as a speaker
			// before the paragraph (`Mr Howard said it had not done
			// him "any lasting damage". ¶ Mr Howard eventually left
			// ... He said: "`), which pronounSpeaker does not read.
			if name != "" && sameName(lastSpeaker, name) && !gs.marked(name, g) {
				return lastSpeaker, false
			}
			// `But a spokesman for the Home Office defended the
			// proposals. He said: "`: another, unnamed.
			if other {
				return "", true
			}
		}
		from := wrappedFrom(para)
		last, lastAt, at := lastSpeaker, lastSpeakerAt, -1
		blockName := ""
		// The blocking name with its title in lowercase (`Blues boss
		// Jose Mourinho backed ... "...," he told`): a person brought in
		// so, the last subject before "he", is "he".
		titledBlock := ""
		// The quotation's paragraph, a hard-wrapped one whole.
		own := from
		if !linePerSentence {
			own = quoteParagraph(text, nl, i, indentedParas)
		}
		if lastEnd >= 0 && lastEnd < i {
			// Only the text pronounSpeaker reads is looked at: a scan
			// from the last quotation on would be quadratic in a text of
			// few quotations far apart. It starts at the last
			// quotation with a speaker, not at a later one of none.
			seen := max(lastEnd, i-speakerWindow)
			if lastSpeakerEnd >= 0 && lastSpeakerEnd < lastEnd {
				seen = max(lastSpeakerEnd, i-speakerWindow)
			}
			// A quotation's end is before its closing mark: its own full
			// stop is read with it, as the end of the sentence before a
			// name opening the next (`... together." Wolves chief
			// executive Jez Moxey defended ...`).
			if seen > 0 && strings.IndexByte(".!?", text[seen-1]) >= 0 {
				seen--
			}
			for _, m := range otherSubject().FindAllStringSubmatchIndex(text[seen:i], -1) {
				if m[2] >= 0 && !lowerTitle(text[seen+m[2]:seen+m[3]]) {
					continue
				}
				name := otherName(text[seen+m[4] : seen+m[5]])
				// One word is a name brought in whole before (`Hayward
				// revealed that ...` after "Rick Hayward"), as the person
				// it names: "Shares jumped" names nobody.
				one := false
				// After a possessive's noun too (`His wife Sharon, who
				// ..., agreed.`).
				// "The Russian added": an epithet, maybe of the last
				// speaker, no other name (read since a quotation's own
				// full stop is); "The China Daily quoted" is another.
				if first, rest, _ := strings.Cut(text[seen+m[4]:seen+m[5]], " "); first == "The" && nationalityWord[rest] {
					continue
				}
				// Read in the quotation's own paragraph only: before
				// it, such a name is often not "he" (`Hewitt, at times
				// in Houston, showed form ... ¶ "Right now I feel that
				// a little bit," he told BBC Sport.` is Federer's, the
				// Swiss star's of the sentence before).
				if w := text[seen+m[4] : seen+m[5]]; name == "" && !strings.Contains(w, " ") && seen+m[4] >= own {
					// A person's name (personName): not "Two Hamas"
					// brought in before `Hamas fired`.
					if m[2] < 0 {
						if full := personName(text, seen+m[4], w); full != "" {
							name, one = personName(text, seen+m[4], full), true
						}
					} else if first, _, _ := strings.Cut(text[seen+m[2]:seen+m[3]], " "); possessiveWord[first] {
						name, one = w, true
					}
				}
				if name != "" && !sameName(lastSpeaker, name) && !gs.marked(name, g) {
					at, last, lastAt, blocked, blockName = seen+m[4], "", -1, true, name
					titledBlock = ""
					if one {
						titledBlock = name
					} else if m[2] >= 0 {
						titledBlock = cleanSpeaker(text[seen+m[2] : seen+m[5]])
					}
				}
			}
		}
		find := func(at int, last string, lastAt int) string {
			sp := pronounSpeaker(text, max(from, at), i, last, lastAt, person, otherGender)
			// The paragraph before is read from that name on, if it is there.
			if sp == "" && opens && !linePerSentence && para > 0 && at < para {
				sp = pronounSpeaker(text, max(prevPara(para), at), para, last, lastAt, person, otherGender)
			}
			return sp
		}
		sp = find(at, last, lastAt)
		// Not in text of one sentence a line: there "he" is too often
		// somebody else (TestPronounSpeakerLinePerSentence).
		if sp == "" && !blocked && !passed && person && g != unknownGender && !linePerSentence {
			pendingG = g
		}
		// The name is the person found without it (`spokesman Warren
		// Lush said "..." ... Mr Lush added ... "...," he said`, his
		// quotation read without a speaker): that person.
		if blocked && sp == "" {
			if sp0 := find(-1, lastSpeaker, lastSpeakerAt); sp0 != "" && sameName(sp0, blockName) {
				return sp0, false
			}
			// Only a name in the text "he" is looked for in (the
			// paragraph, or the one before for a quotation opening its
			// own): one further up is no "he" when nobody is found after
			// it (`PCA chairman Jose Romero noted ... ¶ The UCAP spokesman
			// said ... ¶ "...," he said`, in hard-wrapped text read a
			// line at a time).
			lo := own
			if opens && !linePerSentence && own > 0 {
				lo = prevParagraph(text, nl, own, indentedParas)
			}
			if titledBlock != "" && person && at >= lo {
				return titledBlock, false
			}
		}
		return sp, blocked
	}
	i := 0
	for i < len(text) {
		r, size := utf8.DecodeRuneInString(text[i:])
		open := r == '“' || r == '"' && opensQuote(text, i)
		if !open {
			i += size
			continue
		}
		start := i + size
		pendingG = unknownGender
		// A quotation not closed in its paragraph ends with it: the wires
		// open a quotation of several paragraphs again in each and close
		// only the last (a continued quotation, read as a quotation a
		// paragraph), and a mark never closed ends at its paragraph's
		// end. Ended by a blank line only, a paragraph's quotation would
		// run on to the mark opening the next one, taken for its close,
		// and the next paragraph's quotation would be lost.
		end, unclosed := -1, false
		// broken: the mark was never closed, and the quotation's end is
		// not known (a missing closing mark): it is read to the end of
		// the sentence it opens in, not on into the narrative.
		broken, inline := false, false
		for j := start; j < len(text); {
			r2, s2 := utf8.DecodeRuneInString(text[j:])
			if textnorm.IsLineBreak(r2) && paragraphEnds(text, j, indentedParas) {
				end, unclosed = j, true
				break
			}
			if r2 == '”' || r2 == '"' {
				end = j
				// A straight mark after a sentence's end or a colon and a
				// space, before a capital or a digit, opens a quotation:
				// after a colon a new one (`"... for the country. In
				// reference to it, Mr Milburn said: "Michael Howard is
				// ...`: this one was never closed), after a sentence's
				// end a continued one's next paragraph, its line break
				// lost (BBC: `"... against Ireland. "They will target
				// ...`), or a new one. Taken for this one's close, it
				// would lose the next one's words.
				if r2 == '"' && opensAfterStop(text, j) {
					unclosed, inline = true, true
					broken = strings.HasSuffix(strings.TrimRight(text[:j], " \t"), ":")
				}
				break
			}
			j += s2
		}
		if end < 0 {
			end, unclosed = len(text), true
		}
		// A quotation its paragraph's end ends is continued when the next
		// paragraph opens with a mark (the wires' style: each paragraph
		// reopened, only the last closed), and stays whole. One not so
		// continued, or continued on its line, whose words after its first
		// sentence name the subject of a verb of saying or of one in -ed
		// (namesAnother: `Moya confirmed: "I'm donating my prize money
		// ... lives. His contribution follows ... Scrichapan said he
		// would donate ...¶`), was never closed: it ends with its first
		// sentence, not at its paragraph's end or the next mark.
		if unclosed && (broken || inline || !reopens(text, end)) {
			if _, se := b.sentenceBounds(d, nl, start); se > start && se < end && (broken || namesAnother(text[se:end], "")) {
				broken, end = true, se
			}
		}
		inner := strings.TrimRight(text[start:end], " ,")
		q := quoteSpan{start: start, end: start + len(inner)}
		// A quotation ended by its paragraph's end has no closing mark:
		// what follows is the next paragraph.
		closeEnd := end
		if !unclosed {
			_, s := utf8.DecodeRuneInString(text[closeEnd:])
			closeEnd += s
		}
		// The words around the quotation, within its sentence.
		// A quotation of several sentences ends in a later sentence than
		// it opens in: its attribution is read in the sentence of its
		// closing mark (not the first one, where nothing comes after the
		// quotation).
		// A mark opening a line opens the next quotation ('"... video. ¶
		// "Everyone said ...'): what follows it is not this one's.
		sStart, sEnd := b.sentenceBounds(d, nl, i)
		if end < len(text) && strings.TrimLeft(text[nl.lineStart(end):end], " \t") != "" {
			_, sEnd = b.sentenceBounds(d, nl, end)
		}
		after := text[closeEnd:max(closeEnd, min(sEnd, closeEnd+160))]
		// (also with a stray blank line: `," Quell¶told reporters.`)
		if indentedParas {
			after = unwrap(after)
		}
		if k := strings.IndexFunc(after, breakOrQuote); k >= 0 {
			// A sentence ended with the quotation, and the words after
			// it up to a colon before the next quotation introduce that
			// one: `Quell said: "... the U.S." Dahl told Harbour Radio:
			// "...` (a full stop the sentences are not split at): the
			// first is not Dahl's.
			if r, _ := utf8.DecodeRuneInString(after[k:]); (r == '"' || r == '“') && strings.HasSuffix(strings.TrimRight(after[:k], " \t"), ":") && endsSentence(inner, after) {
				k = 0
			}
			after = after[:k]
		}
		// A quotation never closed runs on to the mark opening a later
		// one (`"... for now. Tom Dahl wrote "Harbour Radio said so"`):
		// the words after that mark are the later quotation's, and name
		// nobody who said this one.
		if opensQuotation(text, end) || unclosed {
			after = ""
		}
		after = skipComplement(inner, after)
		before := text[min(i, max(sStart, i-160)):i]
		explicit, goesOn, heSaid, bare := false, false, false, false
		reported := false // another's words reported before a colon
		after1 := false   // a speaker named after the quotation
		qsp, qpron, quoted := quotedSpeaker(after, text[max(sStart, i-300):i])
		switch {
		case quoted && qpron:
			// `," the agency quoted her as saying.`: read as "she said".
			para := paragraphStart(text, nl, i, linePerSentence, indented)
			var blocked bool
			q.speaker, blocked = pronounOf(i, para, strings.TrimSpace(text[para:min(i, max(para, sStart))]) == "", true, -1, quotedGender(after, text[max(sStart, i-300):i]))
			heSaid = blocked && q.speaker == ""
		case quoted:
			q.speaker, explicit = qsp, true
		case pronoun().MatchString(after):
			para := paragraphStart(text, nl, i, linePerSentence, indented)
			// A paragraph opening with the quotation goes on from the one
			// before: `Allen said: "...". ¶ "...," he added.`
			var blocked bool
			// A quotation opening with "He" or "She" speaks of another
			// (`"He took these steps as a last resort," he said` after
			// `President Reagan has threatened ...`): not the rule of
			// the sentence before.
			// The pronoun's sentence is the quotation's, which may open
			// before it (`Last month he said: "...," he said`, `"...all
			// requests" from Azerbaijan, "within ...," he said`): the
			// sentence before that one is read for "he" (subjectBefore),
			// and that sentence opening the paragraph opens it. (Read
			// from the mark, "he" was the last speaker two sentences up
			// when the one between named another: a Tony Blair quotation
			// was Lord Holme's.)
			ps := i
			if para <= sStart && sStart < i && strings.TrimSpace(text[sStart:i]) != "" {
				ps = sStart
			}
			sent := singularAt(after, ps)
			if strings.HasPrefix(inner, "He ") || strings.HasPrefix(inner, "She ") {
				sent = -1
			}
			q.speaker, blocked = pronounOf(i, para, strings.TrimSpace(text[para:ps]) == "", true, sent, pronounGender(after))
			heSaid = blocked && q.speaker == ""
		case afterVerbFirst().MatchString(after):
			m := afterVerbFirst().FindStringSubmatchIndex(after)
			q.speaker = after[m[2]:m[3]]
			// A title's or an initial's full stop does not end the name:
			// `," said Sgt. Marty Earley` is not "Sgt", `," said General
			// Manager A.J. Smith` not "General Manager A".
			if f := strings.Fields(q.speaker); len(f) > 0 && strings.HasPrefix(after[m[3]:], ".") && (titleAbbrev[f[len(f)-1]] || utf8.RuneCountInString(f[len(f)-1]) == 1 && unicode.IsUpper(firstRune(f[len(f)-1]))) {
				q.speaker += nameAfterTitle().FindString(after[m[3]:])
			}
			// `," said GM's sales, service, and marketing vice
			// president.`: a title's series of nouns goes on after the
			// comma the name was cut at (not "GM's sales").
			if rest := after[m[3]:]; strings.HasPrefix(rest, ", ") && strings.Contains(rest, " and ") && isLowerWord(q.speaker[strings.LastIndexByte(q.speaker, ' ')+1:]) {
				q.speaker += titleSeries(rest)
			}
			explicit, after1 = true, true
			if sp := nameAfterLowerTitle(q.speaker); sp != "" {
				q.speaker = sp
			}
		case afterNameFirst().MatchString(after):
			q.speaker = afterNameFirst().FindStringSubmatch(after)[1]
			explicit, after1 = true, true
		case titledAfter(after) != "":
			q.speaker, explicit, after1 = titledAfter(after), true, true
		// Only after a quotation opening its sentence: `accompanying the
		// "Sugar Program Improvements Act of 1987", Peter Myers, Deputy
		// Agriculture Secretary, said` names a bill, no speech.
		case strings.TrimSpace(text[sStart:i]) == "" && afterAppositive().MatchString(after) && appositiveSpeaker(afterAppositive().FindStringSubmatch(after)) != "":
			q.speaker, explicit, after1 = appositiveSpeaker(afterAppositive().FindStringSubmatch(after)), true, true
		// `Ida Quell welcomed the vote, saying: "`: the subject of the
		// clause (not the speaker of a quotation before in the
		// paragraph); a pronoun is read as in `She said: "`.
		case i-sStart < 400 && sayingClause().MatchString(text[sStart:i]) && sayingTitleOK(sayingClause().FindStringSubmatch(text[sStart:i])):
			m := sayingClause().FindStringSubmatch(text[sStart:i])
			if slices.ContainsFunc(strings.Fields(m[1]), func(w string) bool { return passiveBe[w] }) || passiveBe[m[2]] && strings.HasSuffix(m[3], "ed") {
				bare = true // `The decision was welcomed by ...`: a passive
				break
			}
			if isPronoun(m[1]) {
				para := paragraphStart(text, nl, i, linePerSentence, indented)
				q.speaker, _ = pronounOf(i, para, para <= sStart && strings.TrimSpace(text[para:sStart]) == "", true, singularAt(m[1], sStart), pronounGender(m[1]))
				heSaid = q.speaker == ""
				break
			}
			q.speaker, explicit = m[1], true
		case beforeQuote().MatchString(before) || colonAttribution(before) != nil:
			m := beforeQuote().FindStringSubmatchIndex(before)
			if m == nil {
				m = colonAttribution(before)
			}
			q.speaker = before[m[2]:m[3]]
			// `Dahl's assistant, Ida Quell, said: "`: the name set off by
			// commas after a common noun is the speaker.
			if name := nameInApposition(q.speaker, before[m[3]:]); name != "" {
				q.speaker = name
			}
			// `Colin Asplin, Blackpool Hotel Association said: "`: the
			// name opening the sentence, its title's closing comma
			// missing, not the body.
			if max(sStart, i-160) == sStart {
				if name := nameBeforeTitle(before[:m[2]], q.speaker); name != "" {
					q.speaker = name
				}
			}
			// A name after "of", "in", "at", "from", "near" or "outside"
			// is a place or a body, not the speaker: `and the mayor of
			// Port Ellis said: "` is not "Port Ellis"'s. The speaker is the
			// noun phrase opening the sentence, whole, else nobody.
			// `Duff was hurt in the defeat at Newcastle and manager Jose
			// Mourinho said: "`: the titled name after "and" is the
			// subject, whatever place comes before it.
			andName := false
			if strings.Contains(q.speaker, " and ") {
				if name := nameAfterAnd(q.speaker); name != "" {
					q.speaker, andName = name, true
				}
			}
			if !strings.Contains(q.speaker, ". ") && !andName {
				if sp, place := placeSubject(before, m[2], m[3]); place {
					q.speaker = sp
				}
			}
			// `Speaking at the conference he said: "`, `But he added: "`:
			// a pronoun after a lead-in or a conjunction is no name, and
			// is read below as a pronoun alone is.
			if sp := strings.TrimSpace(q.speaker); sp != "" {
				t, _ := trimOpener(sp)
				lt := trimLeadIn(t)
				heSaid = lt != sp && isPronoun(lt)
				// `She added: "` and `But she added: "` are read
				// alike, as `She said ... "` is: the person last named
				// as a speaker, unless a sentence since the last
				// quotation opens with another name as its subject
				// (`Ida Quell welcomed the vote. But she added: "`
				// after Tom Dahl's quotation). Nobody found is nobody,
				// and nothing goes on from the quotation before (`But
				// she added: "` after Charles Kennedy's quotation is not
				// his). A pronoun after a lead-in (`Speaking at the
				// conference she said: "`) is read so too.
				if isPronoun(t) || heSaid {
					// `You asked "...`, `I told him: "`: the writer or
					// the one addressed, nobody named before (a post's
					// `You asked "Why not believe in Zeus?"` was "What
					// Jesus"'s, of the paragraph before).
					if first := strings.ToLower(lt); first == "i" || first == "you" || first == "we" {
						q.speaker, heSaid, explicit = "", true, false
						break
					}
					para := paragraphStart(text, nl, i, linePerSentence, indented)
					// "It said" may be the agency's (person false).
					q.speaker, _ = pronounOf(i, para, para <= sStart && strings.TrimSpace(text[para:sStart]) == "", !strings.EqualFold(lt, "it") && !strings.EqualFold(t, "it"), singularAt(lt, sStart), pronounGender(lt))
					heSaid, explicit = q.speaker == "", false
					break
				}
			}
			explicit = true
		case i-sStart < 100 && unicode.IsLower(firstRune(text[start:])) && subjectOnly().MatchString(text[sStart:i]):
			name := subjectOnly().FindStringSubmatch(text[sStart:i])[1]
			if first, _, _ := strings.Cut(name, " "); !notAName[first] && !clauseWord[strings.ToLower(first)] && first != "The" && first != "A" && first != "An" {
				q.speaker, explicit = name, true
			}
		case i-sStart < 300 && pronounSubject().MatchString(text[sStart:i]):
			para := paragraphStart(text, nl, i, linePerSentence, indented)
			// A paragraph opening with "He said" goes on from the one
			// before, as one opening with the quotation does.
			// (A hard-wrapped sentence may begin before the paragraph
			// of its quotation: then it opens no paragraph.)
			// `He said the man shouted: "`: the words after the colon
			// are the man's, nobody named.
			if m := pronounSubject().FindStringIndex(text[sStart:i]); reportedSpeech(text[sStart+m[1] : i]) {
				reported = true
				break
			}
			var blocked bool
			q.speaker, blocked = pronounOf(i, para, para <= sStart && strings.TrimSpace(text[para:sStart]) == "", true, singularAt(text[sStart:i], sStart), pronounGender(text[sStart:i]))
			heSaid = blocked && q.speaker == ""
		case i-sStart < 300 && nameSaidSubject().MatchString(text[sStart:i]):
			m := nameSaidSubject().FindStringSubmatch(text[sStart:i])
			name := trimLeadIn(m[1])
			if first, _, _ := strings.Cut(name, " "); name == "" || notAName[first] || clauseWord[strings.ToLower(first)] || first == "The" || first == "A" || first == "An" || !lowerTitle(name) || anotherSpeech(m[2]) {
				bare = true
				break
			}
			// `Its chairman Tom Dahl said`: the name after the
			// possessive's title.
			if first, rest, _ := strings.Cut(name, " "); possessiveWord[first] {
				name = strings.TrimLeftFunc(rest, func(r rune) bool { return !unicode.IsUpper(r) })
			}
			// The same person named before in full is that name
			// (`"...," said Ida Quell. ... Ms Quell said the tolls would
			// "...`).
			// Only a name in capitals: not `Leaving a Brussels summit Mr
			// Blair`.
			if lastSpeaker != "" && sameName(lastSpeaker, name) && capitalWords(lastSpeaker) {
				name = lastSpeaker
			}
			q.speaker, explicit = name, true
		case i-sStart < 300 && appositiveSaid(text[sStart:i]) != "":
			q.speaker, explicit = appositiveSaid(text[sStart:i]), true
		default:
			// `But a Cabinet Office spokeswoman said the move was not
			// about "...`: a spokesman's sentence (spokesSubject) quoting
			// a few words after the verb, as nameSaidSubject reads a
			// name's.
			if i-sStart < 300 && spokesSubject(text[sStart:i]) {
				if m := commonSubject().FindStringSubmatchIndex(text[sStart:i]); m != nil && strings.TrimSpace(text[sStart:sStart+m[2]]) == "" && !anotherSpeech(text[sStart+m[1]:i]) && !strings.ContainsAny(text[sStart+m[1]:i], "\"“”\n\r") {
					q.speaker, explicit = text[sStart+m[2]:sStart+m[3]], true
					break
				}
			}
			bare = true // no words of attribution
		}
		q.speaker = cleanSpeaker(q.speaker)
		// `Showrunner, 51, adds that ...: "`, `," Another said.`: a
		// common word capitalised to open its sentence names nobody,
		// and nothing goes on from the quotation before (heSaid).
		if q.speaker != "" && !strings.Contains(q.speaker, " ") {
			common, ok := commonWords[q.speaker]
			if !ok {
				common = commonWordSpeaker(text, q.speaker)
				if commonWords == nil {
					commonWords = map[string]bool{}
				}
				commonWords[q.speaker] = common
			}
			if common {
				q.speaker, heSaid, explicit = "", true, false
			}
		}
		// `Roddick was left frustrated. "...," said the American.`: an
		// epithet after the quotation is the name opening the sentence
		// before it, in its paragraph, when that name was brought in
		// whole before (`Andy Roddick`).
		if after1 && personEpithet(q.speaker) {
			para := paragraphStart(text, nl, i, linePerSentence, indented)
			if ps := prevSentence(text, para, i); ps >= 0 {
				if name := epithetName(text, ps, i); name != "" {
					q.speaker = name
				}
			}
		}
		own := q.speaker
		// A paragraph that is only a quotation goes on from the one before:
		// `"We welcome ...," the White House said. ¶ "The United States
		// remains committed ..."`. In a text of one sentence a line, only
		// from a line before it with a quotation whose speaker is named
		// there (or goes on from one), and the speaker found so is not
		// taken for a "he said" below: there "he" is too often somebody
		// else, and a wrong name would go on from line to line. A quotation
		// of several lines named on its last, the line before, counts
		// (`"Mission accomplished.¶That's all I can say," Arians
		// said.¶"...`), not only one that opened there.
		if q.speaker == "" {
			para := paragraphStart(text, nl, i, false, indented)
			paraEnd := nl.from(closeEnd)
			if paraEnd < 0 {
				paraEnd = len(text)
			}
			if para > 0 && strings.TrimSpace(text[para:i]) == "" && strings.Trim(text[closeEnd:paraEnd], " \t.,;") == "" {
				prev := prevParagraph(text, nl, para, indented)
				if !linePerSentence {
					q.speaker = pronounSpeaker(text, prev, para, lastSpeaker, lastSpeakerAt, false, nil)
				} else if namedAt >= prev || namedClose > prev {
					q.speaker, explicit, goesOn = named, true, true
				}
			} else if para > 0 && !linePerSentence && prevNamed && lastClose >= 0 && lastClose < para && prevParagraph(text, nl, para, indented) < lastClose && strings.TrimSpace(text[para:i]) == "" && strings.Trim(after, " \t.,;") == "" && attributionEnds(text[lastClose:para]) {
				// `"...," said Lord Holme. ¶ "If the prime minister's
				// ... publicly." "The broadcasters ...`: a quotation
				// opening the paragraph after one that ended with a
				// quotation and the sentence naming its speaker goes on
				// from it also when its paragraph goes on (BBC's
				// paragraphs of several quotations, or a quotation and
				// narration).
				q.speaker, explicit = prevSpeaker, true
			}
		}
		// A quotation resumed in the same paragraph after its attribution
		// ('"...," said X. "..."') keeps its speaker; in hard-wrapped
		// text, on a line of the same paragraph ('"...," X said. ¶"...').
		// Not when a sentence between them, after the one the last
		// quotation closed in, names another subject of a speech verb
		// (`"...," said X. Y said ... "..."`: not X's).
		resumed := true
		if lastEnd >= 0 && i-lastEnd < 300 && q.speaker == "" {
			_, prevEnd := b.sentenceBounds(d, nl, lastEnd)
			resumed = prevEnd >= i || prevSpeaker == "" || !namesAnother(text[max(lastEnd, prevEnd):i], prevSpeaker)
			// `Kelly said an "earwitness" heard a cop yell, "...`: the
			// words between tell of another's cry.
			if resumed && cryOfAnother().MatchString(text[lastEnd:i]) {
				resumed = false
			}
		}
		// A quotation continued from the paragraph before, not closed there
		// (`Quell said, "...¶"...," she said.`), keeps its speaker too.
		continued := paraEndAt >= 0 && strings.TrimFunc(text[paraEndAt:i], blankOrBreak) == ""
		if q.speaker == "" && !heSaid && !reported && lastEnd >= 0 && (continued || resumed && i-lastEnd < 300 && (nl.within(lastEnd, i) == 0 || indented && paragraphStart(text, nl, i, false, true) <= lastEnd)) {
			q.speaker, explicit = prevSpeaker, prevNamed
		}
		// `"He took these steps as a last resort," he said` after
		// `President Reagan has threatened ...`: the quotation speaks of
		// the person named before.
		if q.speaker == "" && pendingG != unknownGender && !strings.HasPrefix(inner, "He ") && !strings.HasPrefix(inner, "She ") {
			q.speaker = b.earlierSubject(d, text, i, lastSpeaker, lastSpeakerAt, pendingG, &gs, out)
		}
		paraEndAt = -1
		if unclosed && !broken && end < len(text) {
			paraEndAt = end
		}
		if q.speaker != "" && !goesOn {
			lastSpeaker, lastSpeakerAt, lastSpeakerEnd = q.speaker, i, q.end
		} else if heSaid {
			lastSpeaker, lastSpeakerAt = "", i
		}
		if q.speaker != "" && explicit {
			named, namedAt, namedClose = q.speaker, i, closeEnd
		}
		// The earlier parts of a split quotation take the speaker named
		// after its last part: `"...¶"...," Quell said.`, `"..." "...,"
		// Quell said.`.
		joined := continued || lastClose >= 0 && strings.Trim(text[lastClose:i], " \t") == ""
		if !joined || q.speaker != "" {
			if own != "" && joined {
				for _, k := range unnamedParts {
					out[k].speaker = own
				}
			}
			unnamedParts = unnamedParts[:0]
		}
		prevSpeaker, lastEnd, prevNamed, lastClose = q.speaker, q.end, explicit && q.speaker != "", closeEnd
		if broken {
			lastClose = -1 // no part of a quotation split in two
		}
		// Words of attribution after a closing mark read as an opening
		// one are no quotation (attributionOnly).
		if len(strings.Fields(inner)) >= 3 && !((unclosed || strings.IndexFunc(inner, textnorm.IsLineBreak) >= 0) && attributionOnly(inner)) {
			// In text of one sentence a line a part over several lines
			// is a mark never closed, not a quotation's paragraph (`saw
			// "a crater ...¶Observers believe ...¶"...," said X`).
			if bare && q.speaker == "" && !(linePerSentence && nl.within(q.start, q.end) > 0) {
				unnamedParts = append(unnamedParts, len(out))
			}
			out = append(out, q)
		}
		i = closeEnd
	}
	b.quoteCache[d] = out
	return out
}

// sentenceBounds returns the body sentence of document d around offset off
// (the line around it, nl being the text's line breaks, when it is not in
// a body sentence). The sentences are in text order and do not overlap.
func (b *builder) sentenceBounds(d int, nl newlines, off int) (int, int) {
	sents := b.sents[d]
	if k := sort.Search(len(sents), func(k int) bool { return sents[k].end > off }); k < len(sents) && off >= sents[k].start {
		return sents[k].start, sents[k].end
	}
	end := nl.from(off)
	if end < 0 {
		end = len(b.in.Docs[d].Text)
	}
	return nl.lineStart(off), end
}

// namesAnother reports whether s names somebody other than speaker as the
// subject of a speech verb ("Tom Dahl said"): not a pronoun ("She said"),
// nor a name ending in speaker's last word ("Mr Dahl said" after "Tom
// Dahl").
func namesAnother(s, speaker string) bool {
	// `The mayor said she agreed.`: a common noun subject, another
	// unless the speaker's words have its noun ("Mayor Ida Quell").
	for _, m := range commonSubject().FindAllStringSubmatch(s, -1) {
		if name := cleanSpeaker(m[1]); name != "" && !sameSpeaker(speaker, name) {
			return true
		}
	}
	// `Mr Blair praised his chancellor, which he said was the
	// "cornerstone"` after Mr Brown's quotation: a sentence opening with
	// another name as the subject of a verb in -ed, as pronounOf reads
	// one: neither the quotation nor a "he said" after it is Mr Brown's.
	for _, m := range otherSubject().FindAllStringSubmatch(s, -1) {
		if m[1] != "" && !lowerTitle(m[1]) {
			continue
		}
		if name := otherName(m[2]); name != "" && !sameName(speaker, name) {
			return true
		}
	}
	last := speaker[strings.LastIndexByte(speaker, ' ')+1:]
	// `But his counterpart on the committee, Alan Beith, said it should
	// be "...`: a name set off by commas before the verb (speechSubject
	// reads none there); the quotation was Andrew Bennett's, named before.
	if strings.Contains(s, ", ") {
		for _, m := range appositiveSpeech().FindAllStringSubmatch(s, -1) {
			if name := m[1]; !afterOpener(name) && !notAName[name] && name != last && !strings.HasSuffix(name, " "+last) {
				return true
			}
		}
	}
	for _, m := range speechSubject().FindAllStringSubmatch(s, -1) {
		name := m[1]
		if k := strings.LastIndex(name, ". "); k >= 0 {
			name = name[k+2:] // "Premiership. He": a sentence ended
		}
		if first, rest, ok := strings.Cut(name, " "); ok && notAName[first] {
			name = rest
		}
		if notAName[name] || name == last || strings.HasSuffix(name, " "+last) {
			continue
		}
		return true
	}
	return false
}

// paragraphEnds reports whether the line break at text[j] ends a
// quotation's paragraph: a blank line (or one of spaces and tabs) follows
// it; or an indented line, in
// text of indented paragraphs (indented); or a line opening with a
// quotation mark that opens one (a continued quotation: `"...¶"...`).
//
// A mail's quoted line (`>"We closed the roads ...¶> ways of escape`)
// is read so without its marks: its quotation ends where the quoted
// post's did (that post cites it with the same words, not fewer), and at
// a line quoting at another depth (another writer's words).
func paragraphEnds(text string, j int, indented bool) bool {
	k := j + textnorm.LineBreakLen(text, j)
	if k < len(text) && (text[k] == '>' || text[k] == ' ' && strings.HasPrefix(strings.TrimLeft(text[k:min(len(text), k+8)], " "), ">")) {
		if end, ok := quotedLineEnds(text, j, k); ok {
			return end
		}
	}
	if indented && k < len(text) && (text[k] == ' ' || text[k] == '\t') {
		return true
	}
	for k < len(text) && (text[k] == ' ' || text[k] == '\t') {
		k++
	}
	// A blank line, also one of spaces or tabs: a quotation does not
	// run on over "\n \n".
	if textnorm.LineBreakLen(text, k) > 0 {
		return true
	}
	return opensLine(text, k)
}

// quotedLineEnds reads paragraphEnds' line break at text[j], the next
// line at k, when both lines are a mail's quoted lines (ok): the next
// ends the quotation when it quotes at another depth, is blank but for
// its marks, is indented more than the line before (what an indented
// paragraph of the quoted post was) or opens with a quotation mark.
func quotedLineEnds(text string, j, k int) (end, ok bool) {
	ls := strings.LastIndexFunc(text[:j], textnorm.IsLineBreak) + 1
	marks := func(line string) (depth int, rest string) {
		rest = strings.TrimLeft(line, " \t")
		for strings.HasPrefix(rest, ">") {
			depth++
			rest = strings.TrimLeft(rest[1:], " \t")
		}
		return depth, rest
	}
	// the spaces after the last mark
	pad := func(line string) int {
		m := strings.LastIndexByte(line, '>')
		return len(line[m+1:]) - len(strings.TrimLeft(line[m+1:], " \t"))
	}
	cur := text[ls:j]
	d0, _ := marks(cur)
	if d0 == 0 {
		return false, false
	}
	ne := k + strings.IndexFunc(text[k:], textnorm.IsLineBreak)
	if ne < k {
		ne = len(text)
	}
	next := text[k:ne]
	d1, rest := marks(next)
	markEnd := len(next) - len(rest)
	if d1 != d0 || strings.TrimSpace(rest) == "" {
		return true, true
	}
	curMark := len(cur) - len(strings.TrimLeft(cur, " \t>"))
	return pad(next[:markEnd]) > pad(cur[:curMark]) || opensLine(text, k+markEnd), true
}

// opensLine reports whether the quotation mark at text[k], opening a
// line, opens a quotation: a curly opening mark, or a straight one before
// a letter, a digit, an opening bracket or an ellipsis (not `" he said`).
func opensLine(text string, k int) bool {
	switch {
	case strings.HasPrefix(text[k:], "“"):
		return true
	case strings.HasPrefix(text[k:], "\""):
		r, _ := utf8.DecodeRuneInString(text[k+1:])
		return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '(' || r == '[' || r == '…' || r == '‘' || r == '\'' ||
			strings.HasPrefix(text[k+1:], "...")
	}
	return false
}

// spaceOrBreak reports whether r is a space or a line break.
func spaceOrBreak(r rune) bool { return r == ' ' || textnorm.IsLineBreak(r) }

// blankOrBreak reports whether r is a space, a tab or a line break.
func blankOrBreak(r rune) bool { return r == ' ' || r == '\t' || textnorm.IsLineBreak(r) }

// breakOrQuote reports whether r is a line break or a double quotation
// mark that can open a quotation.
func breakOrQuote(r rune) bool { return r == '“' || r == '"' || textnorm.IsLineBreak(r) }

// opensQuote reports whether a straight double quote at i opens a quotation:
// at the start of the text or after a space, an opening bracket or a dash,
// or after the marks of a mail's quoted line (`>"Hate the sin ..."`, `>
// >"...`): a reply quoting a post carries its quotations, and is cited
// for them as the post is.
func opensQuote(text string, i int) bool {
	if i == 0 {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(text[:i])
	if r == '>' {
		return quotedLineStart(text, i)
	}
	return unicode.IsSpace(r) || r == '(' || r == '[' || r == '-' || r == '—' || r == ':'
}

// quotedLineStart reports whether only a mail's quotation marks (">",
// with spaces or tabs between) come between offset i and the start of
// its line.
func quotedLineStart(text string, i int) bool {
	k := strings.TrimRight(text[:i], "> \t")
	if k == "" {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(k)
	return textnorm.IsLineBreak(r)
}

// reopens reports whether the paragraph after a quotation's end (at end,
// not closed) opens with a quotation mark: a continued quotation.
func reopens(text string, end int) bool {
	k := end
	for k < len(text) {
		r, sz := utf8.DecodeRuneInString(text[k:])
		if !unicode.IsSpace(r) {
			break
		}
		k += sz
	}
	return k < len(text) && opensLine(text, k)
}

// opensAfterStop reports whether the straight double quote at i opens a
// quotation after a sentence's end or a colon: a space before it and a
// full stop, "!", "?" or ":" before that, a capital, a digit, an opening
// bracket or quotation mark after it (`... the country. "Michael`, `said:
// "We`, `... will bring. "[Alastair] will act`).
func opensAfterStop(text string, i int) bool {
	if i < 2 || i+1 >= len(text) || text[i-1] != ' ' && text[i-1] != '\t' {
		return false
	}
	r, _ := utf8.DecodeRuneInString(text[i+1:])
	if !unicode.IsUpper(r) && !unicode.IsDigit(r) && r != '[' && r != '(' && r != '‘' {
		return false
	}
	// (also after a quotation within it closed: `say 'wow - that's
	// interesting.' "My personal point of view ...`)
	before := strings.TrimRight(strings.TrimRight(text[:i], " \t"), "'’)")
	if before == "" {
		return false
	}
	switch before[len(before)-1] {
	case '.', '!', '?', ':':
		return true
	}
	return false
}

// opensQuotation reports whether the straight double quote at i, taken
// for a quotation's closing mark, opens one instead: a word and a space
// before it, a letter or a digit after it (`wrote "Harbour Radio`). A
// mark after punctuation and a space closes (`better than this, "said
// Stefanski`, as ECB+ sets its marks).
func opensQuotation(text string, i int) bool {
	if i <= 0 || i >= len(text) || text[i] != '"' || !opensQuote(text, i) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(text[i+1:])
	p, _ := utf8.DecodeLastRuneInString(strings.TrimRightFunc(text[:i], unicode.IsSpace))
	return (unicode.IsLetter(r) || unicode.IsDigit(r)) && (unicode.IsLetter(p) || unicode.IsDigit(p))
}

// cleanSpeaker trims a speaker phrase to the words that name someone.
func cleanSpeaker(s string) string {
	s = strings.TrimSpace(s)
	// `But Woodward`, `However, the minister`: the name without the
	// word opening its sentence ("But he": a pronoun, nobody), with its
	// title (`And coach Andy Robinson`: "coach Andy Robinson").
	s, opened := trimOpener(s)
	if sentenceOpener[strings.TrimSuffix(s, ",")] {
		return "" // `However` alone
	}
	s = trimLeadIn(s)
	// `The Courier reports that Quell`, `Her book claimed that Mr
	// Brown`: the subject of the clause after "that", a name, is the
	// speaker (not "the Soviets may import more grain").
	if k := strings.LastIndex(s, " that "); k >= 0 && subjectOnly().MatchString(s[k+len(" that "):]) {
		s = s[k+len(" that "):]
	}
	for _, cut := range []string{" in a statement", " in a televised", " on condition", " speaking on"} {
		if k := strings.Index(s, cut); k > 0 {
			s = s[:k]
		}
	}
	s = strings.TrimSpace(strings.TrimRight(s, ".,;:"))
	// `," said Lawrence yesterday.`: the day is not in the name.
	// `Then I said, "...`: the speaker is a pronoun, no name (taken off
	// as a day, it would leave "Then").
	if k := strings.LastIndexByte(s, ' '); k > 0 && pronouns[s[k+1:]] {
		return ""
	}
	// `Ed Davey meanwhile`, `Quell had earlier`, `Bono recently`: an
	// adverb or an auxiliary before the verb is not in the name either.
	for {
		k := strings.LastIndexByte(s, ' ')
		if k <= 0 {
			break
		}
		w := s[k+1:]
		if !notAName[w] && !trailingAdverb[w] && !(len(w) > 3 && strings.HasSuffix(w, "ly") && isLowerWord(w) && !lyNoun[w]) {
			// `Smith has often`, `Dahl was never`: one lowercase word
			// after an auxiliary, before the verb, is an adverb.
			if j := strings.LastIndexByte(s[:k], ' '); j > 0 && isLowerWord(w) && (auxiliary[s[j+1:k]] || passiveBe[s[j+1:k]]) {
				s = s[:k]
				continue
			}
			break
		}
		s = strings.TrimSpace(s[:k])
	}
	// `Tom Dahl was asked: "`, `"...," Dahl was told`, `One of them was
	// asked to stop`: the subject of a passive was spoken to, and
	// names nobody who spoke.
	if passiveBe[s[strings.LastIndexByte(s, ' ')+1:]] {
		return ""
	}
	// `on Friday he`, `Mr Brown had pointedly failed to deny claims he`:
	// a clause whose subject is a pronoun names nobody; nor does one
	// ending in a conjunction before a second verb, its subject before
	// it (`He said rate cuts had hurt MCI's quarter but¶added: "`,
	// `He has talked to me and said`).
	if k := strings.LastIndexByte(s, ' '); k > 0 && (isPronoun(s[k+1:]) || clauseJoin[s[k+1:]]) {
		return ""
	}
	if notAName[s] {
		return "" // what was left opens a clause: "Then", "But"
	}
	// `the Australian said`, `the 24-year-old Swiss added: "`: a
	// nationality alone names nobody (Federer's quotations are not
	// "Australian"'s, nor Hingis's "Swiss"'s).
	if nationalityWord[s] {
		return ""
	}
	// `chairman and chief executive Richard Parsons`, `... defeat at
	// Newcastle and manager Jose Mourinho`: the titled name after "and".
	if strings.Contains(s, " and ") {
		if name := nameAfterAnd(s); name != "" {
			s = name
		}
	}
	// Two titles joined (titlesJoined) make a longer phrase, as does a
	// body's name with "and" in it (bodyAnd). "Of the" after "the" and a
	// capital is a name's body (`the Rev. Larry Kroon of the Wasilla
	// Bible Church`), not a phrase in lowercase.
	if n := len(strings.Fields(s)); s == "" || n > 12 || n > 9 && !titlesJoined(s) || strings.Contains(s, " and ") && !titlesJoined(s) && !bodyAnd(s) || strings.Contains(s, " of the ") && !unicode.IsUpper(firstRune(strings.TrimPrefix(s, "the "))) && !ofPhrase().MatchString(s) {
		return ""
	}
	lower := strings.ToLower(s)
	switch lower {
	case "it", "this", "that", "which", "who", "he", "she", "they", "we", "i", "you": // a pronoun names nobody
		return ""
	}
	// A speaker names someone: a capitalised word, or "the source"-like phrases.
	r, _ := utf8.DecodeRuneInString(s)
	// "one banking analyst" after "But", as "a banking analyst".
	titled := opened && (strings.IndexFunc(s, unicode.IsUpper) > 0 || strings.HasPrefix(s, "one "))
	if !unicode.IsUpper(r) && !titled && !particleName(s) && !strings.HasPrefix(lower, "the ") && !strings.HasPrefix(lower, "a ") && !strings.HasPrefix(lower, "an ") && !determinerNoun(lower) {
		return ""
	}
	return s
}

// appositiveSpeaker is the name of an afterAppositive match m, "" when it
// opens a sentence or a clause (afterOpener) or its title is not set
// off whole: by a closing comma, or, without one, holding no word that
// opens a clause or names another (`," Dahl, who Quell said ...`), nor
// a second phrase set off by a comma.
func appositiveSpeaker(m []string) string {
	if afterOpener(m[1]) {
		return ""
	}
	if m[3] != "" {
		return m[1]
	}
	if strings.Contains(m[2], ",") {
		return ""
	}
	for w := range strings.FieldsSeq(m[2]) {
		if appositiveClause[w] {
			return ""
		}
	}
	return m[1]
}

// appositiveClause lists the words that open a clause or join another
// subject in a title without its closing comma.
var appositiveClause = map[string]bool{"who": true, "whom": true, "which": true, "that": true, "and": true, "or": true, "but": true,
	"he": true, "she": true, "they": true, "it": true, "we": true, "I": true, "you": true, "when": true, "where": true, "while": true, "as": true, "if": true}

// nameOpening is a name of two to four capitalised words opening a
// sentence, then a comma (group 1).
var nameOpening = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^\s*(\p{Lu}[\p{L}\p{M}.'’\-]*(?: \p{Lu}[\p{L}\p{M}.'’\-]*){1,3}),\s+$`)
})

// nameBeforeTitle is the name opening a sentence (lead, the words before
// the speaker phrase sp) set off by a comma from sp, a title or a body of
// capitalised words whose closing comma is missing: `Colin Asplin,
// Blackpool Hotel Association said: "` is Colin Asplin's. "" when lead
// is no such name: a place after a preposition (`In New York, ...`), a
// word opening a clause.
func nameBeforeTitle(lead, sp string) string {
	if !strings.HasSuffix(strings.TrimRight(lead, " "), ",") || !capitalWords(sp) {
		return ""
	}
	// sp is a body's name or a title: a word of a body or a title's
	// noun in it. Otherwise it may be a person (`Concerning Saudi
	// Arabia, Oakley said`, `Captain Jack Harkness, John Barrowman
	// added`).
	if !slices.ContainsFunc(strings.Fields(sp), func(w string) bool { return lexicon.IsOrgWord(w) || titleNoun[strings.ToLower(w)] }) {
		return ""
	}
	m := nameOpening().FindStringSubmatch(lead)
	if m == nil {
		return ""
	}
	first, _, _ := strings.Cut(m[1], " ")
	if notTitleWord[strings.ToLower(first)] || notAName[first] || sentenceOpener[first] || clauseWord[strings.ToLower(first)] || afterOpener(m[1]) || strings.HasSuffix(first, "ing") {
		return ""
	}
	return m[1]
}

// sayingTitleOK reports whether a sayingClause match m whose subject has
// a title in lowercase before a name is a title's and a name's: the
// lowercase words a title's (lowerTitle), and no sentence's end between
// the subject and the participle (`Mr de Vabres said as he presented
// the award. Parker praised French films, saying: "` is Parker's, a
// sentence the sentences were not split at). Other subjects are left.
func sayingTitleOK(m []string) bool {
	f := strings.Fields(m[1])
	if len(f) < 2 || !unicode.IsUpper(firstRune(f[len(f)-1])) || !slices.ContainsFunc(f, isLowerWord) {
		return true
	}
	return lowerTitle(m[1]) && !strings.Contains(m[0][strings.Index(m[0], m[1])+len(m[1]):], ". ")
}

// indefiniteWord lists the words that open a sentence as its subject
// without naming anyone (`," Another said.`, `Someone shouted: "`).
var indefiniteWord = map[string]bool{"Another": true, "Someone": true, "Somebody": true, "Anyone": true, "Anybody": true,
	"Everyone": true, "Everybody": true, "Nobody": true, "Some": true, "One": true, "Many": true, "Most": true, "Others": true,
	"Several": true, "Both": true, "Each": true}

// commonWordSpeaker reports whether the one-word speaker w is a common
// word capitalised to open its sentence, not a name: an indefinite
// pronoun, or a word the text writes in lowercase too, after a
// determiner or an age (`The 51-year-old showrunner` before `Showrunner,
// 51, adds that ...: "`, ECB+), or at all for a plural (`Traders said`,
// `Prosecutors`). A name brought in after a capitalised word (`Jorge
// Marcano`, `Mr Young`) is a name whatever else the text writes.
func commonWordSpeaker(text, w string) bool {
	if indefiniteWord[w] {
		return true
	}
	// ASCII words only: the lowercase form is the rest of the word
	// after its first letter in lowercase, looked for without a copy.
	if len(w) < 2 || w[0] < 'A' || w[0] > 'Z' {
		return false
	}
	rest := w[1:]
	for i := 0; i < len(rest); i++ {
		if rest[i] < 'a' || rest[i] > 'z' {
			return false // no capital to open a sentence only ("McCain")
		}
	}
	first := w[0] + 'a' - 'A'
	plural := strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss")
	found := false
	for k := 1; ; {
		j := strings.Index(text[k:], rest)
		if j < 0 {
			break
		}
		j += k - 1 // where the word's first letter is
		k = j + len(w)
		if text[j] != first || j > 0 && isWordByte(text[j-1]) || k < len(text) && isWordByte(text[k]) {
			continue
		}
		before := strings.TrimRight(text[max(0, j-16):j], " \t")
		if plural || strings.HasSuffix(before, "-old") {
			found = true
			break
		}
		sp := strings.LastIndexAny(before, " \t\n\r")
		if determinerNounWord[before[sp+1:]] {
			found = true
			break
		}
	}
	if !found {
		return false
	}
	// Brought in as a name: after a capitalised word (`Jorge Marcano`,
	// `Mr Young`).
	for k := 0; ; {
		j := strings.Index(text[k:], w)
		if j < 0 {
			return true
		}
		j += k
		k = j + len(w)
		if k < len(text) && isWordByte(text[k]) {
			continue
		}
		before := strings.TrimRight(text[max(0, j-24):j], " ")
		if before != "" && len(before) < len(text[max(0, j-24):j]) {
			sp := strings.LastIndexAny(before, " \t\n\r")
			if prev := before[sp+1:]; prev != "" && unicode.IsUpper(firstRune(prev)) && !strings.ContainsAny(prev, ".!?\"”:") {
				return false
			}
		}
	}
}

// determinerNounWord lists the lowercase determiners and possessives
// before a common noun.
var determinerNounWord = map[string]bool{"the": true, "a": true, "an": true, "his": true, "her": true, "their": true, "its": true, "our": true, "The": true, "A": true, "An": true}

// isWordByte reports whether c is an ASCII letter or digit, or a byte of
// a multi-byte rune: inside a word.
func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}

// nameAfterAnd is the name after the one "and" of a speaker phrase s when
// a title in lowercase comes between them: `chairman and chief executive
// Richard Parsons`, `FA Cup defeat at Newcastle and manager Jose
// Mourinho` (the subject of the clause "and" opens; the whole phrase
// was the speaker, or nobody). "" when the words before "and" end in a
// name that is not a place's or a body's after a preposition: a name
// alone or with its own title is another speaker (`singer Gary Lightbody
// and drummer Jonny Quinn`).
func nameAfterAnd(s string) string {
	before, after, _ := strings.Cut(s, " and ")
	if strings.Contains(after, " and ") || after == "" || !unicode.IsLower(firstRune(after)) {
		return ""
	}
	name := nameAfterLowerTitle(after)
	if name == "" {
		return ""
	}
	f := strings.Fields(before)
	j := len(f)
	for j > 0 && unicode.IsUpper(firstRune(f[j-1])) {
		j--
	}
	if j < len(f) && (j == 0 || !notTitleWord[strings.ToLower(f[j-1])]) {
		return ""
	}
	return name
}

// bodyAnd reports whether the one "and" of the speaker phrase s is in a
// body's name, between two capitalised words: after "of" closing the
// phrase (`Thom Brown of Butcher and Singer`), or in the words before a
// title in lowercase and a name (`Morgan Grenfell and Co Ltd economist
// Stephen Bell`, `Phillips and Drew analyst Stephen Lewis`), the words
// before "and" all capitalised. Not two people (`Tom Dahl and Ida
// Quell`).
func bodyAnd(s string) bool {
	before, after, _ := strings.Cut(s, " and ")
	if strings.Contains(after, " and ") {
		return false
	}
	b, a := strings.Fields(before), strings.Fields(after)
	if len(b) == 0 || len(a) == 0 || !unicode.IsUpper(firstRune(b[len(b)-1])) || !unicode.IsUpper(firstRune(a[0])) {
		return false
	}
	// After "of" after a person's name: the rest is the body's name.
	// Not after a body's (`The Bank of England and Fed`: two bodies).
	if k := slices.Index(b, "of"); k > 0 && unicode.IsUpper(firstRune(b[0])) && !roleOpener[b[0]] {
		for _, w := range append(b[k+1:], a...) {
			if !unicode.IsUpper(firstRune(w)) {
				return false
			}
		}
		return true
	}
	for _, w := range b {
		if !unicode.IsUpper(firstRune(w)) {
			return false
		}
	}
	// Capitalised words, a title in lowercase, a name.
	j := 0
	for j < len(a) && unicode.IsUpper(firstRune(a[j])) {
		j++
	}
	t := j
	for t < len(a) && isTitleWord(a[t]) && !notTitleWord[a[t]] {
		t++
	}
	if t == j || t == len(a) {
		return false
	}
	for _, w := range a[t:] {
		if !unicode.IsUpper(firstRune(w)) {
			return false
		}
	}
	return true
}

// appositiveSpeech is a name of one to four capitalised words set off by
// commas right before a speech verb (group 1): `..., Alan Beith, said`.
var appositiveSpeech = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`, (\p{Lu}[\p{L}\p{M}.'’\-]*(?: \p{Lu}[\p{L}\p{M}.'’\-]*){0,3}),` + wrapSpace + `(?:[a-z]+ly` + wrapSpace + `)?(?:said|says|told|tells|added|warned|insisted|argued|declared|wrote)\b`)
})

// appositiveSaidSubject is a sentence opening with a person's role and
// their name set off by commas, the subject of a speech verb, a
// quotation later in the sentence: `But his counterpart on the DCA
// committee, Alan Beith, said it should be delayed "...` (group 1 the
// role, 2 the name, 3 the words after the verb), as nameSaidSubject
// reads a name opening the sentence.
var appositiveSaidSubject = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^\s*([^,"“”\n\r]{1,70}), (\p{Lu}[\p{L}\p{M}.'’\-]*(?: \p{Lu}[\p{L}\p{M}.'’\-]*){0,3}),\s+(?:(?:also|later|then|[a-z]+ly)\s+)?(?:said|says|told|tells|added|warned|insisted|argued|declared|wrote|described|called)\b([^"“”\n\r]*)$`)
})

// roleOpener lists the words opening a role before a name in
// apposition: a determiner or a possessive.
var roleOpener = map[string]bool{"The": true, "A": true, "An": true, "His": true, "Her": true, "Its": true, "Their": true, "Our": true,
	"the": true, "his": true, "her": true, "its": true, "their": true}

// appositiveSaid is the name appositiveSaidSubject reads in the words s
// before a quotation, when the phrase before it is a person's role (it
// opens with a determiner or a possessive, or ends in a title's noun:
// "Scottish Conservative leader") and no other's speech comes between
// the verb and the quotation; "" otherwise. A place is no role (`In
// Paris, France, officials said`).
func appositiveSaid(s string) string {
	if strings.Count(s, ",") < 2 {
		return ""
	}
	m := appositiveSaidSubject().FindStringSubmatch(s)
	if m == nil || afterOpener(m[2]) || notAName[m[2]] || anotherSpeech(m[3]) {
		return ""
	}
	role, _ := trimOpener(strings.TrimSpace(m[1]))
	f := strings.Fields(role)
	if len(f) == 0 {
		return ""
	}
	first, last := f[0], f[len(f)-1]
	if roleOpener[first] || strings.HasSuffix(first, "'s") || strings.HasSuffix(first, "’s") ||
		isLowerWord(last) && (titleNoun[last] || epithetNoun[last] || last == "leader" || last == "counterpart") && lowerTitle(role) {
		return m[2]
	}
	return ""
}

// appositiveName is a name of one to four capitalised words set off by
// commas, opening the words after a speaker phrase.
var appositiveName = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^,[ \t]+(\p{Lu}[\p{L}\p{M}.'’\-]*(?: \p{Lu}[\p{L}\p{M}.'’\-]*){0,3}),\s`)
})

// nameInApposition is the name in apposition after the speaker phrase sp
// (rest the words after it) when sp ends in a common noun, a person's
// role (`Dahl's assistant`, `The company's chairman`): "" otherwise
// (`Gen. John Allen, the top NATO commander, said` is Allen).
func nameInApposition(sp, rest string) string {
	if !strings.HasPrefix(rest, ", ") {
		return ""
	}
	f := strings.Fields(sp)
	if len(f) < 2 || !isLowerWord(f[len(f)-1]) || notTitleWord[f[len(f)-1]] {
		return ""
	}
	m := appositiveName().FindStringSubmatch(rest)
	if m == nil || afterOpener(m[1]) {
		return ""
	}
	return m[1]
}

// titleNoun lists the nouns ending a person's title.
var titleNoun = map[string]bool{"president": true, "director": true, "chairman": true, "chairwoman": true, "manager": true,
	"officer": true, "executive": true, "spokesman": true, "spokeswoman": true, "minister": true, "secretary": true,
	"head": true, "chief": true}

// titlesJoined reports whether the one "and" of the speaker phrase s
// joins two words of a title, not two people: lowercase words on both
// sides, neither a determiner, a pronoun or a preposition (`the vice
// president and chairman of Chrysler LLC Jim Press`, not `the mayor and
// the council`), the phrase ending in a name, or in a title's noun after
// a possessive (`GM's sales, service, and marketing vice president`; `the
// Labour peer and former minister` is an epithet of someone named before).
func titlesJoined(s string) bool {
	before, after, _ := strings.Cut(s, " and ")
	if strings.Contains(after, " and ") {
		return false
	}
	b := strings.Fields(before)
	a := strings.Fields(after)
	if len(b) == 0 || len(a) == 0 {
		return false
	}
	wb, wa := strings.TrimSuffix(b[len(b)-1], ","), a[0]
	if !isLowerWord(wb) || !isLowerWord(wa) || notTitleWord[wb] || notTitleWord[wa] {
		return false
	}
	last := a[len(a)-1]
	return unicode.IsUpper(firstRune(last)) || titleNoun[last] && (strings.HasSuffix(b[0], "'s") || strings.HasSuffix(b[0], "’s"))
}

// titleSeries is the rest of a series of a title's nouns at the start
// of rest (`, service, and marketing vice president` in `, service, and
// marketing vice president in a telephone conference`), words that are
// no title's taken off its end; "" when rest opens no such series.
func titleSeries(rest string) string {
	m := titleSeriesWords().FindString(rest)
	f := strings.Fields(m)
	n := len(f)
	for n > 0 && notTitleWord[f[n-1]] {
		n--
	}
	if n == 0 || f[n-1] == "and" {
		return ""
	}
	k := 0
	for j := 0; j < n; j++ {
		k = strings.Index(m[k:], f[j]) + k + len(f[j])
	}
	return m[:k]
}

var titleSeriesWords = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(?:, [a-z][\p{L}\-]*)+,? and(?: [a-z][\p{L}\-]*){1,4}`)
})

// determinerNoun reports whether the lowercase speaker phrase s is
// "another" or "one" before a common noun (`," said another senior bank
// official`, `," one analyst said`), which names a speaker as "a" does;
// "one of them" names nobody in particular. Refused, both would let the
// quotation go on from the one before.
func determinerNoun(s string) bool {
	det, rest, ok := strings.Cut(s, " ")
	if !ok || det != "another" && det != "one" {
		return false
	}
	noun, _, _ := strings.Cut(rest, " ")
	return noun != "of" && isLowerWord(noun)
}

// trimOpener takes the conjunctions and sentence adverbs opening a
// sentence (sentenceOpener) off a speaker phrase, and reports whether
// there were any; one standing alone is left.
func trimOpener(s string) (string, bool) {
	opened := false
	for {
		first, rest, ok := strings.Cut(s, " ")
		if !ok || !sentenceOpener[strings.TrimSuffix(first, ",")] {
			return s, opened
		}
		s, opened = strings.TrimSpace(rest), true
	}
}

// ofApposition is the name before `, <title> of ` ending s (a body's
// name comes next, not the speaker's): `Wilson Sy, president of `.
func ofApposition(s string) (string, bool) {
	if !strings.HasSuffix(s, " of ") {
		return "", false
	}
	if a := ofAppositive().FindStringSubmatch(s); a != nil {
		return strings.Join(strings.Fields(a[1]), " "), true
	}
	return "", false
}

// isLowerWord reports whether w is all lowercase letters.
func isLowerWord(w string) bool {
	for _, r := range w {
		if !unicode.IsLower(r) {
			return false
		}
	}
	return true
}

func firstRune(s string) rune {
	r, _ := utf8.DecodeRuneInString(s)
	return r
}

// quoteAt returns the quotation of document d that covers offset off. The
// quotations are in text order and do not overlap: a binary search, where
// a scan made every attributed mention cost all of a document's quotations.
func (b *builder) quoteAt(d, off int) (quoteSpan, bool) {
	qs := b.docQuotes(d)
	if k := sort.Search(len(qs), func(k int) bool { return qs[k].end > off }); k < len(qs) && off >= qs[k].start {
		return qs[k], true
	}
	return quoteSpan{}, false
}

// quotes lists the quotations of the story, each once, citing every document
// that carries it (in full or trimmed), with its speaker.
func (b *builder) quotes() []Quote {
	type entry struct {
		q     Quote
		norm  string
		first int // marker of its first citation, for ordering
		pos   int
		words int // of its fullest wording
		// held: a later quotation holds it and is over twice as long;
		// its words are that one's few (fragment)
		held bool
	}
	var entries []*entry
	// A quotation goes to the first entry that says the same words, or
	// (over 20 letters) holds its words in a run or is held by it. The
	// candidates come from an index of the entries' words, not a scan of
	// all of them, which would be quadratic in the quotations: an entry holding
	// the quotation has all its words, so it is listed under its word
	// listed least; an entry it holds is listed under a word of its own
	// (its key: its word listed least when it came), a word of the
	// quotation.
	byWord := map[string][]int{} // entries by every word they have
	byKey := map[string][]int{}  // entries by their key
	var entryWords []map[string]bool
	emptyAt := -1 // the first entry of no words
	index := func(k int, words []string) {
		for _, w := range words {
			if !entryWords[k][w] {
				entryWords[k][w] = true
				byWord[w] = append(byWord[w], k)
			}
		}
	}
	holds := func(long, short string) bool {
		return strings.Contains(" "+long+" ", " "+short+" ")
	}
	// A document cites a quotation when it carries most of it: a few of
	// its words quoted (`recalled all NATO personnel "for obvious force
	// protection reasons"` of a sentence of 25 words) are the same
	// person's, but no source of the quotation. Less than half its words
	// is a fragment, no citation of it; the quotation itself is listed.
	// Unless it is a dozen words or more: a whole sentence of a long
	// quotation joined over several (a 72-word apology, 31 words of it in
	// another outlet) is that outlet's report of it, not a phrase borrowed.
	fragment := func(short, long int) bool { return 2*short < long && short < minQuotedSentence }
	order := make([]int, len(b.in.Docs))
	for d := range order {
		order[b.refs[d]-1] = d
	}
	for _, d := range order {
		text := b.in.Docs[d].Text
		var title []string // the title's words, read at the first quotation of no speaker
		titleRead := false
		for _, qs := range b.docQuotes(d) {
			words := strings.Fields(text[qs.start:qs.end])
			if len(words) < 5 {
				continue
			}
			norm := textnorm.Normalize(text[qs.start:qs.end])
			nw := strings.Fields(norm)
			// A headline is no quotation unless someone said it: a
			// quotation of nobody named that repeats the document's title
			// (a first line `"They're real and they're spectacular", the
			// Blues ...`, `/* --- "From Israeli press. Short notes." --- */`),
			// or that is written as a title (`USA Today ("Drug Use Up At
			// Younger Age" by Mike Snider`), is the name of a work or an
			// article. A title reporting speech ("STOLTENBERG SAYS
			// CRITICISM NOT ...") tells that someone said its words.
			if qs.speaker == "" {
				if !titleRead {
					titleRead = true
					if t := b.in.Docs[d].Title; t != "" && !titleReportsSpeech(t) {
						title = strings.Fields(textnorm.Normalize(t))
						for len(title) > 0 && title[0] == "re" {
							title = title[1:]
						}
					}
				}
				if nearlySame(nw, title) || titleCased(words) {
					continue
				}
			}
			hitAt, fragOf := -1, -1
			// The speakers of the fragments read before it that it
			// holds, earliest first: their entries are left out, and
			// its speaker is chosen among theirs as if it had been
			// added to them (the first named, or a fuller name).
			var heldSpeakers []int
			if len(nw) == 0 {
				hitAt = emptyAt
			} else {
				rarest := nw[0]
				for _, w := range nw {
					if len(byWord[w]) < len(byWord[rarest]) {
						rarest = w
					}
				}
				for _, k := range byWord[rarest] { // not in order: an entry gains words
					// a held fragment is no entry to join: what joined it
					// would vanish with it
					if !entries[k].held && (hitAt < 0 || k < hitAt) && (entries[k].norm == norm || len(norm) > 20 && holds(entries[k].norm, norm)) {
						if entries[k].norm != norm && fragment(len(nw), entries[k].words) {
							fragOf = k
							continue
						}
						hitAt = k
					}
				}
				if len(norm) > 20 {
					for _, w := range nw {
						for _, k := range byKey[w] {
							if (hitAt < 0 || k < hitAt) && holds(norm, entries[k].norm) {
								if fragment(entries[k].words, len(nw)) || entries[k].held {
									if !entries[k].held && entries[k].q.Speaker != "" {
										heldSpeakers = append(heldSpeakers, k)
									}
									entries[k].held = true
									continue
								}
								hitAt = k
							}
						}
					}
				}
			}
			if hitAt < 0 && fragOf >= 0 {
				// Its speaker is the quotation's, when it has none.
				if e := entries[fragOf]; e.q.Speaker == "" {
					e.q.Speaker = qs.speaker
				}
				continue
			}
			speaker := qs.speaker
			if len(heldSpeakers) > 0 {
				slices.Sort(heldSpeakers)
				sp := entries[heldSpeakers[0]].q.Speaker
				for _, k := range append(heldSpeakers[1:], -1) {
					next := qs.speaker
					if k >= 0 {
						next = entries[k].q.Speaker
					}
					if fullerName(next, sp) {
						sp = next
					}
				}
				speaker = sp
			}
			qs.speaker = speaker
			c := b.cite(d, qs.start, qs.end)
			if hitAt < 0 {
				k := len(entries)
				entries = append(entries, &entry{q: Quote{Text: text[qs.start:qs.end], Speaker: qs.speaker, Citations: []Citation{c}}, norm: norm, first: c.Ref, pos: qs.start, words: len(nw)})
				entryWords = append(entryWords, map[string]bool{})
				index(k, nw)
				if len(nw) == 0 {
					emptyAt = k
					continue
				}
				key := nw[0]
				for _, w := range nw {
					if len(byWord[w]) < len(byWord[key]) {
						key = w
					}
				}
				byKey[key] = append(byKey[key], k)
				continue
			}
			hit := entries[hitAt]
			if !slices.ContainsFunc(hit.q.Citations, func(x Citation) bool { return x.Doc == d }) {
				hit.q.Citations = append(hit.q.Citations, c)
			}
			// One quotation has one speaker: of two outlets naming them
			// "Allen" and "General John Allen", keep the full name.
			if hit.q.Speaker == "" || fullerName(qs.speaker, hit.q.Speaker) {
				hit.q.Speaker = qs.speaker
			}
			if len(norm) > len(hit.norm) { // keep the fullest wording
				hit.norm, hit.q.Text, hit.words = norm, text[qs.start:qs.end], len(nw)
				index(hitAt, nw)
			}
		}
	}
	// A quotation listed before a longer one that grew to hold it (a
	// sentence of a statement, the statement whole added later by an
	// outlet joining the entry of its first part: ECB+'s "Whatever the
	// motives of the arsonist ..." listed again after the spokesman's
	// whole statement) is that one's: its citations join it, and it
	// is not listed twice. Not when the two have other speakers named.
	// (Five corpora: ECB+ 979 -> 971 listed, BBC -1, 20 Newsgroups -4.)
	for k, e := range entries {
		if e.held || e.words == 0 {
			continue
		}
		rarest := ""
		for w := range strings.FieldsSeq(e.norm) {
			if rarest == "" || len(byWord[w]) < len(byWord[rarest]) {
				rarest = w
			}
		}
		for _, j := range byWord[rarest] {
			a := entries[j]
			if j == k || a.held || a.words <= e.words || !holds(a.norm, e.norm) {
				continue
			}
			if e.q.Speaker != "" && a.q.Speaker != "" && e.q.Speaker != a.q.Speaker && !fullerName(e.q.Speaker, a.q.Speaker) && !fullerName(a.q.Speaker, e.q.Speaker) {
				continue
			}
			// A fragment of it cites nothing (fragment), as when read
			// after it.
			for _, c := range e.q.Citations {
				if !fragment(e.words, a.words) && !slices.ContainsFunc(a.q.Citations, func(x Citation) bool { return x.Doc == c.Doc }) {
					a.q.Citations = append(a.q.Citations, c)
				}
			}
			if a.q.Speaker == "" || fullerName(e.q.Speaker, a.q.Speaker) {
				a.q.Speaker = e.q.Speaker
			}
			e.held = true
			break
		}
	}
	out := make([]Quote, 0, len(entries))
	for _, e := range entries {
		if e.held {
			continue
		}
		sortCitations(e.q.Citations)
		out = append(out, e.q)
	}
	return out
}

// minQuotedSentence is the fewest words of a quotation's part that cites
// the document carrying it, however long the quotation.
const minQuotedSentence = 12

// fullerName reports whether long names the person short does in full:
// short ends it after a space, and its words are capitalised names and
// titles ("General John Allen", "Sir Clive Woodward" for "Allen",
// "Woodward"). A description is no name: "Kenteris' lawyer Gregory
// Ioannidis", "the 36-year-old Klitschko".
func fullerName(long, short string) bool {
	if len(long) <= len(short)+1 || !strings.HasSuffix(long, short) || long[len(long)-len(short)-1] != ' ' {
		return false
	}
	for _, w := range strings.Fields(long[:len(long)-len(short)-1]) {
		if r, _ := utf8.DecodeRuneInString(w); !unicode.IsUpper(r) || strings.ContainsAny(w, "'’") {
			return false
		}
	}
	return true
}

// leadInWords is leadIn as an alternation, for pronounSubject.
var leadInWords = func() string {
	w := make([]string, 0, len(leadIn))
	for k := range leadIn {
		w = append(w, k)
	}
	sort.Strings(w)
	return strings.Join(w, "|")
}()

// leadIn lists words opening a sentence with an adverbial phrase or clause
// before its subject: `After the match Smith said: "` names Smith, not
// "After the match Smith".
var leadIn = map[string]bool{"After": true, "Before": true, "In": true, "On": true, "At": true, "During": true,
	"Following": true, "Since": true, "With": true, "For": true, "From": true, "By": true, "Despite": true,
	"Amid": true, "Upon": true, "Throughout": true, "Speaking": true, "Asked": true, "Writing": true, "Talking": true,
	"Addressing": true, "Commenting": true, "Referring": true, "Responding": true, "Reacting": true, "Regarding": true,
	"Later": true, "Earlier": true, "Then": true, "Meanwhile": true, "Elsewhere": true, "Separately": true,
	"Previously": true, "Afterwards": true, "Last": true, "When": true, "While": true, "As": true, "Once": true,
	"Although": true, "Though": true, "Because": true, "Whereas": true, "Until": true}

// trailingWord lists the auxiliaries and adverbs between a speaker and
// the speech verb ("a negotiator has said", "the editor once said").
var trailingWord = map[string]bool{"has": true, "have": true, "had": true, "once": true, "also": true, "then": true,
	"just": true, "himself": true, "herself": true, "themselves": true, "later": true}

// clauseJoin lists the words joining a clause to the speech verb ("Then
// he returned to the others and said").
var clauseJoin = map[string]bool{"and": true, "or": true, "but": true, "then": true}

// isPronoun reports whether s is a pronoun, which names nobody.
func isPronoun(s string) bool {
	return s != "" && pronouns[strings.ToUpper(s[:1])+s[1:]]
}

// nameParticle lists the lowercase words inside a name ("Ida de Quell").
var nameParticle = map[string]bool{"de": true, "da": true, "di": true, "du": true, "del": true, "della": true, "der": true,
	"den": true, "van": true, "von": true, "la": true, "le": true, "bin": true, "al": true, "ter": true, "y": true,
	"dos": true, "das": true, "des": true}

// particleName reports whether s opens with the lowercase particles of a
// name before its capitalised word: "de Clercq", "van der Merwe".
func particleName(s string) bool {
	for {
		w, rest, ok := strings.Cut(s, " ")
		if !ok || !nameParticle[w] {
			return false
		}
		if unicode.IsUpper(firstRune(rest)) {
			return true
		}
		s = rest
	}
}

// notAMonth lists the months that are not given names too.
var notAMonth = map[string]bool{"January": true, "February": true, "March": true, "July": true, "September": true,
	"October": true, "November": true, "December": true}

// trimLeadIn takes the words opening a sentence before its subject off a
// speaker (see leadIn): the speaker is the capitalised words after the
// lead-in's last lowercase word (`After the match Ida Quell`, less a day
// or a month: `In a statement on Friday Halvard Ferries`), or its last
// noun phrase from "the", "a" or "an" when it ends lowercase (`Later the
// prime minister`), a pronoun (`Speaking at the conference he`: nobody),
// or nobody.
func trimLeadIn(s string) string {
	w := strings.Fields(s)
	if len(w) < 2 || !leadIn[w[0]] {
		return s
	}
	last := -1 // the last lowercase word
	for k := 1; k < len(w); k++ {
		if unicode.IsLower(firstRune(w[k])) && !nameParticle[w[k]] {
			last = k
		}
	}
	det := -1 // the last "the", "a" or "an" before it
	for k := 1; k <= last; k++ {
		if w[k] == "the" || w[k] == "a" || w[k] == "an" {
			det = k
		}
	}
	switch {
	case last == len(w)-1:
		if isPronoun(w[last]) {
			return w[last] // "he": nobody new
		}
		// `As a negotiator has said`, `As the editor of the Sun once
		// said`: the noun phrase without the verb's auxiliary or adverb;
		// `Then he returned to the others and said`: nobody.
		end := len(w)
		for end > det+1 && trailingWord[w[end-1]] {
			end--
		}
		if det > 0 && end > det+1 && !clauseJoin[w[end-1]] {
			// "the editor of the Sun", "a negotiator for the union"
			if det > 2 && (w[det-1] == "of" || w[det-1] == "for" || w[det-1] == "at") {
				for k := det - 3; k >= max(1, det-4); k-- {
					if w[k] == "the" || w[k] == "a" || w[k] == "an" {
						det = k
						break
					}
				}
			}
			return strings.Join(w[det:end], " ")
		}
		return ""
	case last > 0 && w[last] == "of":
		// "the mayor of Port Ellis" is spoken of whole.
		if det > 0 {
			return strings.Join(w[det:], " ")
		}
		return ""
	}
	rest := w[last+1:]
	if last < 0 {
		rest = w[1:]
	}
	for len(rest) > 0 && (notAName[rest[0]] || notAMonth[rest[0]]) {
		rest = rest[1:]
	}
	return strings.Join(rest, " ")
}

// otherName is the name otherSubject read, less a word opening its
// sentence ("But Davies", "Earlier Tony Blair"); "" when one word is
// left, as a name of one word is not read there.
func otherName(s string) string {
	s, _ = trimOpener(s)
	if first, rest, ok := strings.Cut(s, " "); ok && (leadIn[first] || notAName[first]) {
		s = rest
	}
	if !strings.Contains(s, " ") {
		return ""
	}
	return s
}

// sameName reports whether the name subject, opening a sentence, is the
// speaker last quoted: sameSpeaker, or a name ending in the speaker's
// last word ("Mr Dahl" after "Tom Dahl").
func sameName(last, subject string) bool {
	if last == "" {
		return false
	}
	return sameSpeaker(last, subject) || last[strings.LastIndexByte(last, ' ')+1:] == subject[strings.LastIndexByte(subject, ' ')+1:]
}

// sameSpeaker reports whether the subject named after the speaker last
// quoted is that speaker: a name ending theirs ("Quell" after "Ida
// Quell"), or a common noun phrase whose last word is one of theirs
// ("the harbour master" after "Harbour master Ida Quell").
func sameSpeaker(last, subject string) bool {
	if strings.HasSuffix(last, " "+subject) {
		return true
	}
	lower := strings.ToLower(subject)
	if !strings.HasPrefix(lower, "the ") && !strings.HasPrefix(lower, "a ") && !strings.HasPrefix(lower, "an ") {
		return false
	}
	noun := lower[strings.LastIndexByte(lower, ' ')+1:]
	return slices.Contains(strings.Fields(strings.ToLower(last)), noun)
}

// appositiveVerbs are the speech verbs of appositiveSubject, and the words
// commaBeforeSpeech looks for before running it: one list, so that the
// check can never miss a verb the expression reads. commonSubject and
// speechSubject keep lists of their own (speechSubject reads the
// present tense and "retorted", "replied" before what was said).
var appositiveVerbs = [...]string{"said", "says", "told", "stated", "claimed", "wrote", "asked", "declared", "warned", "insisted", "denied"}

// commaBeforeSpeech reports whether a comma in s comes before a speech
// verb of appositiveSubject, white space and at most one lower-case word
// between: where that expression may match (it has no literal prefix,
// and run on every window it costs a brief 8%).
func commaBeforeSpeech(s string) bool {
	skipSpace := func(t string) string {
		return strings.TrimLeftFunc(t, unicode.IsSpace)
	}
	verb := func(t string) bool {
		for _, v := range appositiveVerbs {
			if strings.HasPrefix(t, v) {
				return true
			}
		}
		return false
	}
	for k := strings.IndexByte(s, ','); k >= 0; {
		t := skipSpace(s[k+1:])
		if verb(t) {
			return true
		}
		if w := strings.IndexFunc(t, func(r rune) bool { return r < 'a' || r > 'z' }); w > 0 && verb(skipSpace(t[w:])) {
			return true
		}
		n := strings.IndexByte(s[k+1:], ',')
		if n < 0 {
			break
		}
		k += 1 + n
	}
	return false
}

// singularAt is at when the first of "he", "she" and "they" in s, the
// words naming a quotation's speaker, is "he" or "she"; -1 else: "they"
// is no one person named before.
func singularAt(s string, at int) int {
	found := -1
	eachWord(s, func(w string) bool {
		switch {
		case strings.EqualFold(w, "he"), strings.EqualFold(w, "she"):
			found = at
		case strings.EqualFold(w, "they"):
		default:
			return false
		}
		return true
	})
	return found
}

// nameSubject is a run of capitalised words opening a sentence, a phrase
// set off by commas after it, and the two words after that (the verb, or
// an auxiliary or adverb and the verb): `Ljubicic was at`, `Doug Kaye, a
// California-based podcaster, praises the`, `Mr Curry is not`.
var nameSubject = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(?:(?:But|And|Yet|So|Now|Then) )?(\p{Lu}[\p{L}\p{M}.'’\-]*(?: \p{Lu}[\p{L}\p{M}.'’\-]*){0,3})(?:,[^,"“”\n\r]{1,90},)? ([a-z]+)(?: ([a-z]+))?`)
})

// subjectBefore is the person named as the subject of the sentence
// before the one opening at sent (in the paragraph at para, or at the end
// of the one before when sent opens it), when that sentence comes after
// the last quotation (ending at lastEnd), holds none and is no speech
// (speechSubject reads those): `Ljubicic was at a loss to explain his
// defeat.` before `"...," he said.`; "" when its subject is no person's
// name (personName) or the sentence before is about something else (`The
// match was delayed.`: "he" is the last speaker). prevPara is where the
// paragraph before the one at para starts.
func subjectBefore(text string, nl newlines, para, sent, lastEnd int, linePerSentence bool, prevPara func(int) int) (name string, other bool) {
	if sent < para {
		return "", false
	}
	from, end := para, sent
	if strings.TrimSpace(text[para:sent]) == "" {
		if para == 0 {
			return "", false
		}
		from = prevPara(para)
		end = len(strings.TrimRightFunc(text[:para], unicode.IsSpace))
	}
	// The sentence ending right before sent: its start read from the
	// text (prevSentence reads no sentence as ending in a figure, "...
	// 6-2. Melzer has now beaten Agassi", nor in a quotation's closing
	// mark).
	body := strings.TrimRightFunc(text[from:end], unicode.IsSpace)
	end = from + len(body)
	r, _ := utf8.DecodeLastRuneInString(body)
	if r != '.' && r != '!' && r != '?' {
		return "", false
	}
	ps := from + lastSentenceStart(body[:len(body)-1])
	if ps <= lastEnd {
		return "", false
	}
	if linePerSentence {
		ps = max(ps, nl.lineStart(end-1))
	}
	s := text[ps:end]
	if len(s) > 600 {
		return "", false
	}
	// A hard-wrapped sentence is read as one line.
	if strings.ContainsAny(s, "\n\r") {
		s = strings.Join(strings.Fields(s), " ")
	}
	if spokesSubject(s) && !speechIn(s) && !strings.ContainsAny(s, "\"“”") {
		return "", true
	}
	s = strings.TrimLeft(s, " \t")
	m := nameSubject().FindStringSubmatchIndex(s)
	// A quotation in the sentence may hold the name ("Gary Neville is
	// a big lad"): only one after the subject's verb, a few words quoted
	// (`Tom Dahl called the decision "a disgrace".`; until 7 December
	// 2026 no sentence with a quotation mark was read).
	if m == nil || !quotesAfter(s, m[1]) || !subjectVerb(s[m[4]:m[5]], submatch(s, m, 3)) || speechSubject().MatchString(s) {
		return "", false
	}
	verb, subj := s[m[4]:m[5]], s[m[2]:m[3]]
	// `Ongpin has made it clear ..., the source said.`: an attribution
	// ending the sentence, a common noun its subject, makes it another's
	// report of the subject (until 7 December 2026 "he" was the
	// subject).
	if sm := speechWord().FindAllStringIndex(s[m[1]:], -1); len(sm) > 0 {
		rest := s[m[1]:]
		last := sm[len(sm)-1]
		if k := strings.LastIndex(rest[:last[0]], ", "); k >= 0 && len(strings.Fields(rest[last[1]:])) <= 3 {
			// The attribution's subject: one to four lowercase words
			// after the comma ("the source", "analysts"), no pronoun.
			subject := strings.Fields(rest[k+2 : last[0]])
			if len(subject) >= 1 && len(subject) <= 4 && !isPronoun(subject[0]) && !slices.ContainsFunc(subject, func(w string) bool { return !isLowerWord(w) || passiveBe[w] || auxiliary[w] }) {
				return "", false
			}
		}
	}
	// `London's Evening Standard quoted Mr Clarke ...`: who is quoted
	// or spoke is another; `Mutu was sacked by Chelsea ... a move Wenger
	// has backed`: the subject of a passive with its agent did nothing.
	if next := submatch(s, m, 3); verb == "quoted" || verb == "reported" || verb == "spoke" || passiveBe[verb] && (strings.HasSuffix(next, "ed") || pastVerbs[next]) && strings.Contains(s, " by ") {
		return "", false
	}
	return personName(text, ps, subj), false
}

// possessiveWord lists the possessive determiners opening a sentence.
var possessiveWord = map[string]bool{"His": true, "Her": true, "Its": true, "Their": true, "Our": true, "My": true, "Your": true}

// lowerTitle reports whether the lowercase words of the name s, if any,
// can be a title before it ("Council leader Ida Quell"): no verb, no
// preposition, no word opening a clause (`Police arrested Tom Dahl`,
// `Shares in Ellis Ferries`).
func lowerTitle(s string) bool {
	for _, w := range strings.Fields(s) {
		if isLowerWord(w) && (!isTitleWord(w) || notTitleWord[w] || verbWord[w] || pastVerbs[w] || strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ly")) {
			return false
		}
	}
	return true
}

// quotesAfter reports whether each quotation mark of s comes at or after
// offset at (none does before it).
func quotesAfter(s string, at int) bool {
	k := strings.IndexAny(s, "\"“”")
	return k < 0 || k >= at
}

// submatch is group g of the match m of s (FindStringSubmatchIndex), ""
// when it did not take part.
func submatch(s string, m []int, g int) string {
	if m[2*g] < 0 {
		return ""
	}
	return s[m[2*g]:m[2*g+1]]
}

// lastSentenceStart is where the last sentence in s opens (0 for s's
// start): after a full stop, "!" or "?" and a space before a capital,
// the full stop not a title's ("Mr. Curry") or an initial's ("John R.
// Allen").
func lastSentenceStart(s string) int {
	for end := len(s); ; {
		k := strings.LastIndexAny(s[:end], ".!?")
		if k < 0 {
			return 0
		}
		j := k + 1 + len(s[k+1:]) - len(strings.TrimLeft(s[k+1:], "\"”’'"))
		if j+1 < len(s) && s[j] == ' ' && unicode.IsUpper(firstRune(s[j+1:])) {
			w := s[strings.LastIndexAny(s[:k], " .")+1 : k]
			if s[k] != '.' || !titleAbbrev[w] && !personTitle[w] && utf8.RuneCountInString(w) > 1 {
				return j + 1
			}
		}
		end = k
	}
}

// subjectVerb reports whether the words w, next after a name opening a
// sentence, are its verb: an auxiliary, a verb in -ed or -s, a past
// without -ed (pastVerb), or an adverb before one of those.
func subjectVerb(w, next string) bool {
	if verbWord[w] || strings.HasSuffix(w, "ed") || pastVerbs[w] {
		return true
	}
	if len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us") && !pluralNoun[w] {
		return true
	}
	if (strings.HasSuffix(w, "ly") && len(w) > 3 || subjectAdverb[w]) && next != "" {
		return subjectVerb(next, "")
	}
	return false
}

// verbWord lists the auxiliaries and verbs of one person's sentence.
var verbWord = map[string]bool{"was": true, "is": true, "has": true, "had": true, "will": true, "would": true, "could": true,
	"can": true, "did": true, "does": true, "may": true, "might": true, "must": true, "should": true}

// subjectAdverb lists the adverbs besides those in -ly between a subject
// and its verb.
var subjectAdverb = map[string]bool{"also": true, "never": true, "then": true, "now": true, "later": true, "still": true,
	"again": true, "often": true, "once": true, "soon": true, "even": true, "always": true, "afterwards": true}

// pluralNoun lists plural nouns after a name that are no verb ("Chelsea
// fans were"): the name is their modifier.
var pluralNoun = map[string]bool{"fans": true, "officials": true, "supporters": true, "players": true, "shares": true,
	"sales": true, "profits": true, "chiefs": true, "bosses": true, "leaders": true, "members": true, "workers": true,
	"forces": true, "troops": true, "police": true, "users": true, "customers": true, "executives": true, "results": true}

// pastVerbs is pastVerb as a set.
var pastVerbs = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Split(pastVerb, "|") {
		m[w] = true
	}
	return m
}()

// personTitle lists the titles before a person's name.
var personTitle = map[string]bool{"Mr": true, "Mrs": true, "Ms": true, "Miss": true, "Dr": true, "Sir": true, "Lord": true,
	"Lady": true, "Dame": true, "Prof": true, "Professor": true, "Mr.": true, "Mrs.": true, "Ms.": true, "Dr.": true}

// nationalityWord lists nationality adjectives and nouns: "the
// Australian said" names somebody by an epithet, no name, and "British
// Airways" is no person.
var nationalityWord = map[string]bool{"American": true, "Australian": true, "British": true, "Briton": true,
	"Englishman": true, "Scottish": true, "Scot": true, "Scotsman": true, "Welsh": true, "Welshman": true, "Irish": true,
	"Irishman": true, "French": true, "Frenchman": true, "Frenchwoman": true, "German": true, "Spanish": true, "Spaniard": true,
	"Italian": true, "Swiss": true, "Swede": true, "Swedish": true, "Dane": true, "Danish": true, "Dutch": true, "Dutchman": true,
	"Belgian": true, "Austrian": true, "Russian": true, "Croat": true, "Croatian": true, "Serb": true, "Serbian": true,
	"Czech": true, "Slovak": true, "Pole": true, "Polish": true, "Argentine": true, "Argentinian": true, "Brazilian": true,
	"Chilean": true, "Mexican": true, "Canadian": true, "Chinese": true, "Japanese": true, "Korean": true, "Indian": true,
	"Pakistani": true, "Kenyan": true, "Ethiopian": true, "Nigerian": true, "Moroccan": true,
	"Israeli": true, "Palestinian": true, "Iraqi": true, "Iranian": true, "Afghan": true, "Turkish": true, "Greek": true,
	"Portuguese": true, "Norwegian": true, "Finn": true, "Finnish": true, "Ukrainian": true, "Romanian": true,
	"Bulgarian": true, "Hungarian": true, "Egyptian": true, "Jamaican": true, "Kiwi": true,
	"European": true, "African": true, "Asian": true, "Belarusian": true, "Slovenian": true, "Latvian": true,
	"Lithuanian": true, "Estonian": true, "Georgian": true, "Armenian": true, "Colombian": true, "Venezuelan": true,
	"Peruvian": true, "Uruguayan": true, "Cuban": true, "Thai": true, "Vietnamese": true, "Filipino": true,
	"Indonesian": true, "Malaysian": true, "Singaporean": true, "Saudi": true, "Syrian": true, "Lebanese": true}

// personName is name, the subject opening the sentence at ps, when it
// names a person: titled ("Mr Curry"), or of two words or more none of
// which is a nationality and the last no body's or place's word ("Doug
// Kaye", not "Manchester United"), or of one word brought in whole
// before (introduced: "Ljubicic" after "Ivan Ljubicic"); "" else.
func personName(text string, ps int, name string) string {
	name, _ = trimOpener(name)
	if strings.HasSuffix(name, "’s") || strings.HasSuffix(name, "'s") || strings.HasSuffix(name, ".") {
		return ""
	}
	words := strings.Fields(name)
	if len(words) == 0 || notAName[words[0]] || leadIn[words[0]] || clauseWord[strings.ToLower(words[0])] || notAMonth[words[0]] {
		return ""
	}
	if determinerWord[words[0]] {
		return ""
	}
	for _, w := range words {
		if nationalityWord[w] || notAName[w] {
			return ""
		}
	}
	last := words[len(words)-1]
	if lexicon.IsOrgWord(last) {
		return ""
	}
	if personTitle[words[0]] {
		if len(words) < 2 {
			return ""
		}
		return name
	}
	if companyName(text, ps, name) {
		return ""
	}
	if len(words) == 1 {
		return introduced(text, ps, last)
	}
	return name
}

// determinerWord lists the capitalised words opening a noun phrase
// that names nobody ("The Bundesbank", "Its chairman").
var determinerWord = map[string]bool{"The": true, "A": true, "An": true, "This": true, "That": true, "These": true,
	"Those": true, "His": true, "Her": true, "Its": true, "Their": true, "Our": true, "My": true, "Your": true,
	"There": true, "Here": true, "What": true, "Such": true, "Some": true, "Many": true, "Most": true, "Both": true,
	"Each": true, "Every": true, "One": true, "Two": true, "Three": true, "No": true, "Neither": true, "Either": true}

// companySuffix lists the words that follow a company's name in the
// wires: a legal form (lexicon.LegalForms, as written there, or "PLC":
// "Phelps Dodge Corp"), "Group" or "Bank" (a company's name too, though
// no legal form: story's companyOf leaves them out). A ticker in angle
// brackets follows one as well ("Atlantic Richfield <ARC>").
var companySuffix = func() map[string]bool {
	m := map[string]bool{"PLC": true, "Group": true, "Bank": true}
	for _, f := range lexicon.LegalForms() {
		m[f] = true
	}
	return m
}()

// companyName reports whether name is a company's, its last word written
// with a company's suffix (companySuffix) after it in the few paragraphs
// around from (a scan of the whole text for each would be quadratic): the
// wires name a company bare after ("Phelps Dodge would only want a
// friendly deal"). The text may be hard-wrapped between the two.
func companyName(text string, from int, name string) bool {
	last := name[strings.LastIndexByte(name, ' ')+1:]
	window := text[max(0, from-4*speakerWindow):min(len(text), from+speakerWindow)]
	for k := 0; ; {
		j := strings.Index(window[k:], last)
		if j < 0 {
			return false
		}
		k += j + len(last)
		rest := strings.TrimLeft(window[k:], " \t\r\n")
		if len(rest) == len(window[k:]) {
			continue // not a word's end
		}
		if strings.HasPrefix(rest, "<") || companySuffix[rest[:len(rest)-len(strings.TrimLeftFunc(rest, unicode.IsLetter))]] {
			return true
		}
	}
}

// introduced is the name last brought in whole in the few paragraphs
// before from, after another capitalised word ("Andy Roddick" before
// "Roddick was left"): that word and last; "" when it is not.
//
// Not after a word before punctuation, a title's or an initial's full
// stop aside: `with Gerard.  Bullock also gave` and `to Gerard, Bullock
// and Quell` bring in nobody (until 7 December 2026 "Gerard. Bullock").
func introduced(text string, from int, last string) string {
	w := wordBeforeName(text, from, last, func(w string) bool {
		if strings.HasSuffix(w, ".") {
			if t := strings.TrimSuffix(w, "."); !titleAbbrev[t] && !personTitle[t] && utf8.RuneCountInString(t) != 1 {
				return false
			}
		}
		return unicode.IsUpper(firstRune(w)) && !notAName[w] && !nationalityWord[w] && !strings.HasSuffix(w, "'s") && !strings.HasSuffix(w, "’s") && !sentenceOpener[w] &&
			!strings.ContainsAny(w[len(w)-1:], ",;:!?")
	})
	if w == "" {
		return ""
	}
	return w + " " + last
}

// wordBeforeName returns the word before the first whole-word mention of
// last in the few paragraphs before from that ok accepts ("Andy" of "Andy
// Roddick" before "Roddick was left"), "" for none. Looked for in those
// paragraphs, not the whole text: a scan of it for every epithet would
// be quadratic. The two words may be on two lines of hard-wrapped text
// (`Chairman Paul¶Volcker`; until 7 December 2026 only on one, and a
// word before a comma brought in the name: `Committee, Volcker`).
func wordBeforeName(text string, from int, last string, ok func(w string) bool) string {
	for k := max(0, from-4*speakerWindow); ; {
		j := strings.Index(text[k:from], last)
		if j < 0 {
			return ""
		}
		j += k
		k = j + 1
		if e := j + len(last); j == 0 || !blankOrBreak(rune(text[j-1])) || e < len(text) && unicode.IsLetter(firstRune(text[e:])) {
			continue
		}
		b := strings.TrimRight(text[:j], " \t\r\n")
		if gap := text[len(b):j]; b == "" || strings.Count(gap, "\n") > 1 || strings.Count(gap, "\r") > 1 {
			continue // at a paragraph's start
		}
		if w := b[strings.LastIndexAny(b, " \n\t\r")+1:]; ok(w) {
			return w
		}
	}
}

// spokesNoun lists the nouns of one who speaks for others, unnamed.
var spokesNoun = map[string]bool{"spokesman": true, "spokeswoman": true, "spokesperson": true, "official": true,
	"source": true, "lawyer": true, "analyst": true}

// spokesSubject reports whether the sentence s opens with "a", "an" or
// "the" and a noun of spokesNoun within its first words, its subject:
// `But a spokesman for the Home Office defended the proposals.`.
func spokesSubject(s string) bool {
	s, _ = trimOpener(strings.TrimLeft(s, " \t"))
	det, rest, ok := strings.Cut(s, " ")
	if !ok || det != "A" && det != "An" && det != "The" && det != "a" && det != "an" && det != "the" {
		return false
	}
	for k := 0; k < 4 && rest != ""; k++ {
		var w string
		w, rest, _ = strings.Cut(rest, " ")
		if spokesNoun[strings.TrimRight(w, ",")] {
			return true
		}
		if !isLowerWord(strings.TrimRight(w, ",")) {
			return false
		}
	}
	return false
}

// commonVerbs are the speech verbs of commonSubject, and those by which
// speechIn tells a spokesman's sentence that is speech (which
// commonSubject reads) from one of a spokesman's acts: one list, so that
// the two agree. They are appositiveVerbs without "asked" and "denied":
// reading those two changes a few briefs' quotations ("A Labour
// spokesman denied ..." gains its speaker; "An analyst who", the right
// person, is ill named), a change not judged yet.
var commonVerbs = [...]string{"said", "says", "told", "stated", "claimed", "wrote", "declared", "warned", "insisted"}

// speechInWords are commonVerbs and "added" ("A spokesman added"), each
// after a space.
var speechInWords = func() []string {
	w := []string{" added"}
	for _, v := range commonVerbs {
		w = append(w, " "+v)
	}
	return w
}()

// speechIn reports whether s holds a verb of saying of a subject
// (speechInWords).
func speechIn(s string) bool {
	for _, v := range speechInWords {
		if strings.Contains(s, v) {
			return true
		}
	}
	return false
}

// headlineSpeech are the verbs a headline reports speech with ("Tories
// urge 'change at the top'", "GROS DENIES COURT ACTION"): a headline's
// base forms ("say", "deny") and verbs (urge, vow, pledge, promise)
// that speechVerb, the verbs by a quotation, does not read; a list of
// its own.
var headlineSpeech = map[string]bool{"say": true, "says": true, "said": true, "tell": true, "tells": true, "told": true,
	"urge": true, "urges": true, "warn": true, "warns": true, "vow": true, "vows": true, "claim": true, "claims": true,
	"insist": true, "insists": true, "deny": true, "denies": true, "ask": true, "asks": true, "admit": true, "admits": true,
	"declare": true, "declares": true, "pledge": true, "pledges": true, "promise": true, "promises": true}

// titleReportsSpeech reports whether a document's title reports somebody's
// words: it has a verb of saying (headlineSpeech).
func titleReportsSpeech(t string) bool {
	for _, w := range strings.FieldsFunc(t, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if headlineSpeech[strings.ToLower(w)] {
			return true
		}
	}
	return false
}

// nearlySame reports whether the words q and t (normalised) are nearly the
// same: the words they share are at least 70% of the longer (`"Why I am
// not Bertrand Russell"` and `"Why I am not Bertrand Russell" (2nd
// request)`). Both are short (a title), so the count is a double loop.
func nearlySame(q, t []string) bool {
	if len(t) == 0 || len(q) > 2*len(t)+2 || len(t) > 2*len(q)+2 {
		return false
	}
	used := make([]bool, len(t))
	common := 0
	for _, w := range q {
		for k, x := range t {
			if !used[k] && x == w {
				used[k] = true
				common++
				break
			}
		}
	}
	return 10*common >= 7*max(len(q), len(t))
}

// titleCased reports whether a quotation's words are written as a title:
// each of four letters or more opens with a capital, at least three do,
// some letter is in lower case (not a text in capitals), and it does not
// end a sentence ("Space Station Redesign Leader Says Cost Goal May Be
// Impossible", "Micro World Data Bank II"). Speech is written so rarely:
// of the quotations of nobody named this and the title rule leave out of
// the briefs of five corpora (566, 550 of them in 20 Newsgroups), nearly
// all of a sample read are the names of works, articles, bodies and
// programmes.
func titleCased(words []string) bool {
	caps, lower := 0, false
	for _, w := range words {
		w = strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
		if utf8.RuneCountInString(w) < 4 {
			continue
		}
		r := firstRune(w)
		if !unicode.IsUpper(r) {
			return false
		}
		caps++
		if !lower && strings.IndexFunc(w, unicode.IsLower) >= 0 {
			lower = true
		}
	}
	if caps < 3 || !lower {
		return false
	}
	last := strings.TrimRight(words[len(words)-1], "\"'”’)")
	return !strings.HasSuffix(last, ".") && !strings.HasSuffix(last, "!") && !strings.HasSuffix(last, "?")
}
