package facts

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/copydesk/copydesk/lexicon"
	"github.com/copydesk/copydesk/textnorm"
)

// Kind of a mention.
type Kind uint8

const (
	// Number is a count or an amount.
	Number Kind = iota + 1
	// Rank is a rank or title: "colonel", "lieutenant-colonel", "chief executive".
	Rank
	// Day is a day or date: "Saturday", "March 3".
	Day
	// Name is a capitalised name: "Zabiullah Mujahid", "Kunduz".
	Name
)

var kindNames = [...]string{"", "number", "rank", "day", "name"}

func (k Kind) String() string { return kindNames[k] }

// Mention is one checkable detail of a text.
type Mention struct {
	Kind       Kind
	Start, End int
	// Norm is the comparable form: a canonical number ("28"), a canonical
	// rank ("lieutenant colonel"), a weekday or "March 3", a normalised name
	// ("us" for U.S.).
	Norm string
	// Value is the number of a Number mention.
	Value float64
	// Qualifier is "at least", "more than"... of a Number mention.
	Qualifier string
	// Head is the word a number counts, or the word a rank or name follows.
	Head string
	// Low and High bound the range a Number mention is an end of ("27-29"),
	// equal when it is none (Quantity.Low, Quantity.High).
	Low, High float64
	// Scale is the multiplier of the scale word a Number mention's text
	// gives ("2 million": 1e6), 0 when it gives none (Quantity.Scale).
	Scale float64
}

// ranks maps the forms of ranks and titles to a canonical form. Longer forms
// are tried first, so "lieutenant colonel" wins over "colonel".
var ranks = map[string]string{
	"lieutenant-colonel": "lieutenant colonel", "lieutenant colonel": "lieutenant colonel",
	"lieutenant and colonel": "lieutenant colonel", // a known garbling in wire copy
	"lt. col.":               "lieutenant colonel", "lt col": "lieutenant colonel", "lt-col": "lieutenant colonel", "lt.-col.": "lieutenant colonel",
	"colonel": "colonel", "col.": "colonel",
	"major general": "major general", "major-general": "major general", "maj. gen.": "major general",
	"brigadier general": "brigadier general", "brigadier-general": "brigadier general", "brigadier": "brigadier",
	"lieutenant general": "lieutenant general", "lieutenant-general": "lieutenant general", "lt. gen.": "lieutenant general",
	"general": "general", "gen.": "general",
	"major": "major", "maj.": "major",
	"captain": "captain", "capt.": "captain",
	"lieutenant commander": "lieutenant commander", "lieutenant-commander": "lieutenant commander",
	"commander": "commander", "cmdr.": "commander",
	"lieutenant": "lieutenant", "lt.": "lieutenant",
	"sergeant": "sergeant", "sgt.": "sergeant", "staff sergeant": "staff sergeant",
	"corporal": "corporal", "cpl.": "corporal", "private": "private", "pte.": "private",
	"admiral": "admiral", "rear admiral": "rear admiral", "vice admiral": "vice admiral",
	"first officer": "first officer", "chief officer": "chief officer",
	"chief fire officer": "chief fire officer", "deputy chief fire officer": "deputy chief fire officer",
	"chief executive": "chief executive", "chief executive officer": "chief executive",
	"chairman": "chairman", "chairwoman": "chairwoman", "president": "president", "vice president": "vice president",
	"prime minister": "prime minister", "deputy prime minister": "deputy prime minister",
	"minister": "minister", "deputy minister": "deputy minister",
	"secretary": "secretary", "undersecretary": "undersecretary", "governor": "governor", "mayor": "mayor",
	"deputy mayor": "deputy mayor", "superintendent": "superintendent", "chief superintendent": "chief superintendent",
	"inspector": "inspector", "chief inspector": "chief inspector", "detective": "detective", "sheriff": "sheriff",
	"director": "director", "deputy director": "deputy director", "spokesman": "spokesman", "spokeswoman": "spokeswoman",
	"spokesperson": "spokesperson", "ambassador": "ambassador", "senator": "senator", "congressman": "congressman",
	"judge": "judge", "coach": "coach", "manager": "manager", "head coach": "head coach",
}

var rankKeys = func() []string {
	keys := make([]string, 0, len(ranks))
	for k := range ranks {
		keys = append(keys, k)
	}
	// longest first, then alphabetical for determinism
	sort.Slice(keys, func(i, j int) bool {
		if len(keys[i]) != len(keys[j]) {
			return len(keys[i]) > len(keys[j])
		}
		return keys[i] < keys[j]
	})
	return keys
}()

var weekdays = map[string]string{
	"monday": "Monday", "tuesday": "Tuesday", "wednesday": "Wednesday", "thursday": "Thursday",
	"friday": "Friday", "saturday": "Saturday", "sunday": "Sunday",
	"mon.": "Monday", "tue.": "Tuesday", "tues.": "Tuesday", "wed.": "Wednesday", "thu.": "Thursday",
	"thurs.": "Thursday", "fri.": "Friday", "sat.": "Saturday", "sun.": "Sunday",
}

var months = map[string]string{
	"january": "January", "february": "February", "march": "March", "april": "April", "may": "May",
	"june": "June", "july": "July", "august": "August", "september": "September", "october": "October",
	"november": "November", "december": "December", "jan.": "January", "feb.": "February", "mar.": "March",
	"apr.": "April", "jun.": "June", "jul.": "July", "aug.": "August", "sep.": "September", "sept.": "September",
	"oct.": "October", "nov.": "November", "dec.": "December", "jan": "January", "feb": "February",
	"aug": "August", "sept": "September", "oct": "October", "nov": "November", "dec": "December",
}

// Mentions returns the numbers, ranks, days and names of text, in order of
// position, without overlaps (a number inside a date belongs to the date).
// Its month words are read with what text itself tells of them
// (Context).
func Mentions(text string) []Mention { return MentionsIn(text, Context{}) }

// MentionsIn returns the mentions of text, a part of a document (a
// sentence), reading its month words with what the whole document tells
// of them as well (ReadContext): a month word that names a company
// elsewhere in the document, or that opens a row of its table of months.
func MentionsIn(text string, ctx Context) []Mention {
	var out []Mention
	lower := asciiLower(text) // same byte offsets as text
	// occupied marks the bytes of the mentions found so far, one bit a
	// byte: a look-up costs the candidate's length, not the mentions
	// found (a long run-on text holds thousands).
	occupied := make([]uint64, (len(text)+63)/64)
	taken := func(s, e int) bool {
		for i := max(s, 0); i < e && i < len(text); i++ {
			if occupied[i>>6]&(1<<(i&63)) != 0 {
				return true
			}
		}
		return false
	}
	occupy := func(s, e int) {
		for i := max(s, 0); i < e && i < len(text); i++ {
			occupied[i>>6] |= 1 << (i & 63)
		}
	}
	add := func(m Mention) {
		occupy(m.Start, m.End)
		out = append(out, m)
	}
	ws := words(text)
	occupyAddresses(text, occupy)
	// Days and dates first: "Saturday", "March 3", "3 March".
	for i, w := range ws {
		if taken(w.start, w.end) {
			continue // in an address
		}
		if d, ok := weekdays[w.lower]; ok || weekdays[w.lower+"."] != "" && w.end < len(text) && text[w.end] == '.' {
			if !ok {
				d = weekdays[w.lower+"."]
			}
			if w.lower == "sun" || w.lower == "sat" || w.lower == "wed" { // also plain words
				if dateAfter(text, ws, i) {
					occupy(w.start, w.end) // "Sun., Aug. 4": no name (shortWeekday)
				}
				continue
			}
			add(Mention{Kind: Day, Start: w.start, End: w.end, Norm: d})
			continue
		}
		if shortWeekday(w.lower) && isCapitalised(text[w.start:w.end]) && dateAfter(text, ws, i) {
			occupy(w.start, w.end) // part of the date: no name, no day of its own
			continue
		}
		if k := weekdayKey(w.lower); k != w.lower {
			// "Saturday's semifinals": the day, over the weekday alone.
			add(Mention{Kind: Day, Start: w.start, End: w.start + len(k), Norm: weekdays[k]})
			continue
		}
		m, ok := months[w.lower]
		short, isShort := datedMonths[w.lower]
		if isShort {
			m, ok = short, true
		}
		// "may" and "march" are words as well, and the short months of
		// datedMonths words or names: months capitalised only ("Sep 18",
		// "Mar. 8", "4 Jul"; not "could mar 15 years").
		if isShort || w.lower == "may" || w.lower == "march" {
			ok = isCapitalised(text[w.start:w.end])
		}
		if ok {
			if dayAfter(text, ws, i) {
				add(Mention{Kind: Day, Start: w.start, End: ws[i+1].end, Norm: m + " " + strings.TrimLeft(ws[i+1].lower, "0")})
			} else if dayBefore(text, ws, i) && !taken(ws[i-1].start, w.end) {
				add(Mention{Kind: Day, Start: ws[i-1].start, End: w.end, Norm: m + " " + strings.TrimLeft(ws[i-1].lower, "0")})
			}
		}
	}
	// Ranks and titles (longest form first).
	for _, key := range rankKeys {
		for from := 0; ; {
			k := strings.Index(lower[from:], key)
			if k < 0 {
				break
			}
			s, e := from+k, from+k+len(key)
			from = e
			if !wordBoundary(lower, s, e) || taken(s, e) {
				continue
			}
			add(Mention{Kind: Rank, Start: s, End: e, Norm: ranks[key]})
		}
	}
	// Numbers. A number that ends a name ("Apollo 13") is left to the name.
	var ids map[int]bool // the start of each
	for _, q := range Quantities(text) {
		if q.Year || q.Ordinal || taken(q.Start, q.End) {
			continue
		}
		if endsName(text, ws, q, taken) {
			if ids == nil {
				ids = map[int]bool{}
			}
			ids[q.Start] = true
			continue
		}
		norm := formatNumber(q.Value)
		if q.Unit != "" {
			norm = q.Unit + norm
			if q.Unit == "%" {
				norm = formatNumber(q.Value) + "%"
			}
		}
		add(Mention{Kind: Number, Start: q.Start, End: q.End, Norm: norm, Value: q.Value, Qualifier: q.Qualifier, Head: q.Head, Low: q.Low, High: q.High, Scale: q.Scale})
	}
	// Names: runs of capitalised words, not at the start of the sentence
	// unless two or more long, and not a rank, day or month.
	// A month word in a name ("Theresa May") is part of it.
	beside := monthsBeside{ctx: ctx} // built at the first month word that may be in a name
	stop := func(k int) bool {
		return isStopName(ws[k].lower) && !monthInName(text, ws, k, taken, &beside) || datedMonth(text, ws, k)
	}
	for i := 0; i < len(ws); i++ {
		if !isCapitalised(text[ws[i].start:ws[i].end]) || taken(ws[i].start, ws[i].end) || stop(i) {
			continue
		}
		j := i + 1
		for j < len(ws) && isCapitalised(text[ws[j].start:ws[j].end]) && !taken(ws[j].start, ws[j].end) && !stop(j) && onlySpace(text[ws[j-1].end:ws[j].start]) {
			j++
		}
		if j < len(ws) && ids[ws[j].start] {
			j++ // "Apollo 13"
		}
		atStart := ws[i].start == 0 || sentenceStart(text, ws[i].start)
		// A month word alone that is a name is the company the document
		// names by it ("May had a sales gain": Context), wherever it stands.
		if _, month := months[monthKey(ws[i].lower)]; atStart && j-i < 2 && !month {
			i = j - 1
			continue
		}
		name := text[ws[i].start:ws[j-1].end]
		// "Cueto's effort", "the Commission's entry": the name without its possessive.
		for _, poss := range []string{"'s", "’s", "'", "’"} {
			if strings.HasSuffix(name, poss) {
				name = strings.TrimSuffix(name, poss)
				break
			}
		}
		add(Mention{Kind: Name, Start: ws[i].start, End: ws[i].start + len(name), Norm: textnorm.Normalize(name)})
		i = j - 1
	}
	sort.Slice(out, func(a, b int) bool { return out[a].Start < out[b].Start })
	return out
}

// monthInName reports whether the capitalised month word ws[i] is part of
// a name ("Theresa May", "Jan Peeters", "April Ryan"); brief's periods
// read month words by it too (its Name mentions): right after a name word that neither opens
// the sentence nor follows another capitalised word, or right before one when no article, preposition or
// possessive comes before it ("the June Venice summit", "Fed's March
// Board meeting" are months), one space apart. A name word is capitalised,
// of letters only with a lower-case one, and no rank, day, month or
// function word ("U.S. March trade", "February GNP", "Record April"
// are months). A day number, a year or a number word after it makes a
// date ("May 5", a Day mention already; "April nine") or a month ("May
// 2009"). Stricter than a rule for periods alone need be, as a name
// wrongly read is a name, not only a lost period; but a month word must
// not end every name, or "Theresa May" is the name "theresa". A month
// word beside a word that stands beside another month elsewhere in the
// text is a month ("May Hollis River", "April Hollis River":
// monthsBeside), and so is one beside a name word and before a noun of
// figures ("June Treasury bonds", "Opec February output": figureAfter).
// What the whole document tells comes first (Context): the company it
// names by the month word, a table of months.
func monthInName(text string, ws []word, i int, taken func(s, e int) bool, beside *monthsBeside) bool {
	w := ws[i]
	if _, ok := months[monthKey(w.lower)]; !ok || !isCapitalised(text[w.start:w.end]) || taken(w.start, w.end) {
		return false
	}
	if i+1 < len(ws) && (isDayNumber(ws[i+1].lower) || isYearWord(ws[i+1].lower) || isDayWord(ws[i+1].lower)) {
		return false
	}
	// A month of a span: "Sept/Nov Lower Mississippi", "Indonesia July/Sept".
	if w.start > 0 && text[w.start-1] == '/' || w.end < len(text) && text[w.end] == '/' {
		return false
	}
	// The company the document names by the month word ("May Department
	// Stores Co" there; "May had", "May's earnings" here), unless a word
	// of time comes before it ("sales in May") or, the word bare, a noun
	// of figures after it ("May sales").
	if beside.context(text, ws).companies&(1<<monthNumber[monthKey(w.lower)]) != 0 {
		if i > 0 && monthWordBefore(ws[i-1].lower) {
			return false
		}
		return monthKey(w.lower) != w.lower || !figureAfter(text, ws, i)
	}
	nameWord := func(k int) bool {
		v := ws[k]
		s := text[v.start:v.end]
		return isCapitalised(s) && !isStopName(v.lower) && !notNameWord[v.lower] && !taken(v.start, v.end) && lettersWithLower(s)
	}
	// After a given name: the name word opens the run of capitalised
	// words, after no article ("New York May futures", "the London May
	// price" are months).
	if i > 0 && text[ws[i-1].end:w.start] == " " && nameWord(i-1) && !sentenceStart(text, ws[i-1].start) && !lineStart(text, ws[i-1].start) &&
		!(i > 1 && onlySpace(text[ws[i-2].end:ws[i-1].start]) && (isCapitalised(text[ws[i-2].start:ws[i-2].end]) && !isStopName(ws[i-2].lower) && !taken(ws[i-2].start, ws[i-2].end) ||
			ws[i-2].lower == "the" || ws[i-2].lower == "a" || ws[i-2].lower == "an")) {
		return !beside.other(text, ws, i, -1) && !figureAfter(text, ws, i)
	}
	// Before a surname, unless an article, a preposition, a number word
	// or a possessive comes before it. Opening a sentence or a line a
	// month word is a contract month as often ("April Brent traded",
	// "June Sterling was"): there "Jan" is a name before one name word
	// ("Jan Berry said"), any other month before two ("May Department
	// Stores Co", "June Carter Cash") or before one and a verb of saying
	// ("April Ryan said").
	if i > 0 && monthWordBefore(ws[i-1].lower) {
		return false
	}
	if i+1 >= len(ws) || text[w.end:ws[i+1].start] != " " || !nameWord(i+1) {
		return false
	}
	if beside.other(text, ws, i, 1) || figureAfter(text, ws, i+1) {
		return false
	}
	if w.lower != "jan" && (sentenceStart(text, w.start) || lineStart(text, w.start)) {
		// In a document of a table of months a month word opening a
		// row is a month ("March Ohio River" in a barge list that quotes
		// "March Illinois" and "May Illinois": Context).
		if beside.context(text, ws).table {
			return false
		}
		// Before a verb of saying one name word will do: "April Ryan
		// said" (not "April Brent traded").
		return i+2 < len(ws) && text[ws[i+1].end:ws[i+2].start] == " " && (nameWord(i+2) || monthSpeaks[ws[i+2].lower])
	}
	return true
}

// monthKey is a month word's key in months without its possessive:
// "January's report", "Last October's elections" name a month as
// "January" does, not the names "january" and "last october"; a name
// keeps one ("Theresa May's deputy", monthInName). Only a month spelt
// out: "DEC's" is a company.
func monthKey(lower string) string {
	if k, ok := cutPossessive(lower); ok && strings.EqualFold(months[k], k) {
		return k
	}
	return lower
}

// weekdayKey is a weekday's key in weekdays without its possessive:
// "Saturday's semifinals" names the day as "Saturday" does: as the name
// "saturday" it would hide the sentence's day. Only a weekday spelt out:
// a bare weekday is always a day, never part of a name, and so is its
// possessive.
func weekdayKey(lower string) string {
	if k, ok := cutPossessive(lower); ok && len(k) >= len("monday") {
		if _, ok := weekdays[k]; ok {
			return k
		}
	}
	return lower
}

// shortWeekday reports the weekdays' abbreviations without a full stop, as
// mail headers write them ("Thu Apr 22 10:31:00 1993", "Mon, 19 Apr
// 1993"): words or names as well ("Sun's toolkit", "Mon night" for
// Montreal), so read only before a date (dateAfter), as a word of the
// date: no name, and no mention of its own, as the date ("April 22")
// says the day (a weekday of its own weighed header lines as key
// sentences; spanning it, the date made "on Fri, 16 Apr" and "on Wed,
// 21 Apr", two posts' headers, one swapped date). Read as a word,
// "From kim Wed Apr 21" would give the name "wed".
func shortWeekday(lower string) bool { return lexicon.WeekdayAbbrev(lower) > 0 }

// dateAfter reports whether a date follows the word ws[i], one space or a
// comma and a space apart: a month and its day ("Thu Apr 22") or a day
// and its month ("Mon, 19 Apr 1993").
func dateAfter(text string, ws []word, i int) bool {
	if i+2 >= len(ws) {
		return false
	}
	if gap := text[ws[i].end:ws[i+1].start]; gap != " " && gap != ", " && gap != ". " && gap != "., " {
		return false
	}
	isMonth := func(k int) bool { return anyMonth(ws[k].lower) && isCapitalised(text[ws[k].start:ws[k].end]) }
	return isMonth(i+1) && dayAfter(text, ws, i+1) ||
		isDayNumber(ws[i+1].lower) && isMonth(i+2) && dayBefore(text, ws, i+2)
}

// datedMonths are the short months that are words or names as well
// ("mar" a verb, "Jun" a given name, "Mar Roxas"), with a dot or without:
// months only where a date is plainly meant (datedMonth): were they never
// months, "Sep 18, 2013" would be the name "sep 18" and no date.
var datedMonths = map[string]string{"mar": "March", "apr": "April", "jun": "June", "jul": "July", "sep": "September"}

// datedMonth reports whether ws[i] is a capitalised short month of
// datedMonths where a date is plainly meant: before a day number or a
// year ("Sep 18, 2013", "Jun 2012"), after a day number ("4 Jul"), or
// beside a slash to another month ("Jun/Jul", "Mar 15/Apr 15").
func datedMonth(text string, ws []word, i int) bool {
	w := ws[i]
	if _, ok := datedMonths[w.lower]; !ok || !isCapitalised(text[w.start:w.end]) {
		return false
	}
	if dayAfter(text, ws, i) || i+1 < len(ws) && isYearWord(ws[i+1].lower) || dayBefore(text, ws, i) {
		return true
	}
	return i+1 < len(ws) && text[w.end:ws[i+1].start] == "/" && anyMonth(ws[i+1].lower) ||
		i > 0 && text[ws[i-1].end:w.start] == "/" && anyMonth(ws[i-1].lower)
}

// dayAfter reports whether the word after the month word ws[i] is its
// day: a day number, not a price with a fraction ("Dec/Jul 12-3/4
// over", a spread in a futures table, is no "July 12").
func dayAfter(text string, ws []word, i int) bool {
	if i+1 >= len(ws) || !isDayNumber(ws[i+1].lower) {
		return false
	}
	rest := text[ws[i+1].end:]
	if len(rest) < 2 || rest[0] != '-' || rest[1] < '0' || rest[1] > '9' {
		return true
	}
	rest = strings.TrimLeft(rest[1:], "0123456789")
	return len(rest) < 2 || rest[0] != '/' || rest[1] < '0' || rest[1] > '9'
}

// dayBefore reports whether the word before the month word ws[i] is its
// day: a day number apart from it by white space only, a hyphen or a
// full stop within a line ("29 March", "18-Mar-91", "18. December"), or
// a line break and a quotation's marks ("14\n>April 1983"). Not across
// other marks ("Halo 2.\n\nJan Bolz", "no. 6,\n June 1992", "version 3
// (March 1992)"), not a numbered line ("5. March SB, Ratnam S."), nor
// the last figure of a table's line before the month opening the next
// row ("146.25    29\n Jun    146.00": a month with a column gap after
// it, two spaces or a tab, takes no day from the line before).
func dayBefore(text string, ws []word, i int) bool {
	if i == 0 || !isDayNumber(ws[i-1].lower) {
		return false
	}
	gap := text[ws[i-1].end:ws[i].start]
	marks := strings.Join(strings.Fields(gap), "")
	if !strings.ContainsFunc(gap, textnorm.IsLineBreak) {
		return marks == "" || marks == "-" ||
			marks == "." && !lineStart(text, ws[i-1].start) && ws[i-1].start > 0
	}
	after := text[ws[i].end:]
	return strings.Trim(marks, ">") == "" && !strings.HasPrefix(after, "  ") && !strings.HasPrefix(after, "\t")
}

// monthSpeaks lists the verbs of saying after a month word and one name
// word that make a person of the two ("April Ryan said"), and after which
// brief's periods read a month word as a person ("May said",
// SpeaksAfterMonth); not "asked" ("June Sterling asked 1.50" is a price),
// nor "added" ("March added 200,000 jobs" is a month).
var monthSpeaks = map[string]bool{"said": true, "says": true, "told": true, "tells": true,
	"warned": true, "insisted": true, "argued": true, "declined": true, "replied": true, "urged": true}

// figureAfter reports whether a noun of figures follows ws[k], one space
// apart and in lower case: "Veldia February output", "June Treasury
// bonds" are a producer's or a market's figures for a month, and a
// person's name is not put before "output" or "bonds".
func figureAfter(text string, ws []word, k int) bool {
	if k+1 >= len(ws) || text[ws[k].end:ws[k+1].start] != " " {
		return false
	}
	n := ws[k+1]
	return figureNouns[n.lower] && text[n.start:n.end] == n.lower
}

// figureNouns lists nouns of a month's figures or contracts.
var figureNouns = map[string]bool{"output": true, "production": true, "exports": true, "imports": true,
	"sales": true, "prices": true, "price": true, "futures": true, "contract": true, "contracts": true,
	"bonds": true, "bond": true, "notes": true, "bills": true, "deliveries": true, "delivery": true,
	"shipment": true, "shipments": true, "crude": true, "quota": true, "quotas": true, "figures": true,
	"data": true, "earnings": true, "results": true, "supply": true, "supplies": true, "options": true}

// monthsBeside indexes, for each word and side, the capitalised month
// words of a text that stand beside it (the word after a month, side 1, or
// before it, side -1): built once a text, at the first question, so that
// asking for every month word costs the text's length once, not each time.
type monthsBeside struct {
	built bool
	seen  map[besideKey]besideMonths
	// ctx is what the document tells of the month words, read from the
	// text at the first question (context) and joined to the one given.
	ctx     Context
	ctxRead bool
}

// context returns what the document and the text tell of their month
// words, reading the text at the first call.
func (b *monthsBeside) context(text string, ws []word) Context {
	if !b.ctxRead {
		b.ctxRead = true
		own := readContext(text, ws)
		b.ctx.companies |= own.companies
		b.ctx.table = b.ctx.table || own.table
	}
	return b.ctx
}

type besideKey struct {
	word string // lower case
	side int8
}

// besideMonths is the first month seen beside a word on one side, and
// whether another month was seen there too.
type besideMonths struct {
	first string
	more  bool
}

// other reports whether the word beside the month word ws[i] (the one
// after it, side 1, or before it, side -1) stands beside another month
// word elsewhere in the text, on the same side: "May Hollis River" and
// "April Hollis River", "Veldia February output" and "Veldia January
// output" are one market's or one producer's figures for two months (a
// barge or futures table), and a person's name does not change its month.
func (b *monthsBeside) other(text string, ws []word, i, side int) bool {
	j := i + side
	if j < 0 || j >= len(ws) {
		return false
	}
	if !b.built {
		b.built = true
		b.seen = map[besideKey]besideMonths{}
		for k := range ws {
			m, ok := months[monthKey(ws[k].lower)]
			if !ok || !isCapitalised(text[ws[k].start:ws[k].end]) {
				continue
			}
			for _, sd := range [2]int{-1, 1} {
				if k+sd < 0 || k+sd >= len(ws) {
					continue
				}
				key := besideKey{ws[k+sd].lower, int8(sd)}
				if got, ok := b.seen[key]; !ok {
					b.seen[key] = besideMonths{first: m}
				} else if !got.more && got.first != m {
					b.seen[key] = besideMonths{first: got.first, more: true}
				}
			}
		}
	}
	got, ok := b.seen[besideKey{ws[j].lower, int8(side)}]
	return ok && (got.more || got.first != months[monthKey(ws[i].lower)])
}

// isDayWord reports whether a word is a day of the month spelt out
// ("April nine", "May first").
func isDayWord(s string) bool {
	n, ok := smallNumbers[s]
	if !ok {
		n, ok = ordinalWords[s]
	}
	return ok && n >= 1 && n <= 31 && !strings.Contains(s, " ")
}

// isYearWord reports whether a word is a year of four digits, 1900 to 2100.
func isYearWord(s string) bool {
	return len(s) == 4 && s >= "1900" && s <= "2100" && strings.Trim(s, "0123456789") == ""
}

// monthBefore lists the words before a month word that make it a month
// whatever follows ("the February Paris accord", a futures contract
// "under May New York"), as in brief.
var monthBefore = map[string]bool{"the": true, "a": true, "an": true, "its": true, "their": true, "his": true,
	"her": true, "our": true, "this": true, "that": true, "last": true, "next": true, "in": true, "of": true,
	"for": true, "since": true, "by": true, "until": true, "from": true, "to": true, "at": true, "on": true,
	"during": true, "mid": true, "early": true, "late": true, "end": true,
	"under": true, "over": true, "against": true, "above": true, "below": true, "than": true,
	"ending": true, "starting": true, "beginning": true}

// notNameWord lists capitalised words beside a month word that make no
// name of it: words opening a heading or a line ("In January", "Record
// April", "Pay May") and day numbers spelt out, as Reuters writes them in
// dividend notices ("Pay April One").
var notNameWord = map[string]bool{"in": true, "the": true, "last": true, "next": true, "this": true,
	"early": true, "late": true, "mid": true, "since": true, "until": true, "by": true, "from": true,
	"for": true, "of": true, "on": true, "at": true, "to": true, "and": true, "or": true, "through": true,
	"before": true, "after": true, "during": true, "between": true, "ended": true, "end": true,
	"record": true, "pay": true, "payable": true, "prior": true, "div": true,
	"one": true, "two": true, "three": true, "four": true, "five": true, "six": true, "seven": true,
	"eight": true, "nine": true, "ten": true, "eleven": true, "twelve": true, "thirteen": true,
	"fourteen": true, "fifteen": true, "sixteen": true, "seventeen": true, "eighteen": true,
	"nineteen": true, "twenty": true, "thirty": true, "first": true, "second": true, "third": true}

// endsName reports whether number q names a thing with the capitalised
// word before it ("Apollo 13", "Windows 7", "Flight 214", "Chapter 11"):
// an identifier, not a count of anything. Only a number in plain digits
// set one space after a capitalised word inside its sentence and line:
// a word starting a sentence or a line is capitalised anyway ("Only 14",
// "Shr 12 cts"); a possessive counts ("Japan's 36"), as does an outlet
// told something ("told Reuters 14 people were killed").
func endsName(text string, ws []word, q Quantity, taken func(s, e int) bool) bool {
	if !isPlainDigits(text[q.Start:q.End]) || q.InRange() {
		return false
	}
	k := sort.Search(len(ws), func(k int) bool { return ws[k].start >= q.Start })
	if k == 0 || k == len(ws) || ws[k].start != q.Start {
		return false
	}
	p := ws[k-1]
	if text[p.end:q.Start] != " " || !isCapitalised(text[p.start:p.end]) || isStopName(p.lower) || taken(p.start, p.end) ||
		strings.HasSuffix(p.lower, "'s") || strings.HasSuffix(p.lower, "’s") ||
		sentenceStart(text, p.start) || lineStart(text, p.start) {
		return false
	}
	// The word before the capitalised run: "told (the) Reuters 14".
	i := k - 1
	for i > 0 && isCapitalised(text[ws[i-1].start:ws[i-1].end]) && onlySpace(text[ws[i-1].end:ws[i].start]) {
		i--
	}
	if i > 0 && ws[i-1].lower == "the" {
		i--
	}
	return i == 0 || ws[i-1].lower != "told" && ws[i-1].lower != "tells" && ws[i-1].lower != "telling"
}

// asciiLower lower-cases ASCII letters only, keeping every byte offset
// (strings.ToLower may change lengths, which would break offsets).
func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

func isDayNumber(s string) bool {
	s = strings.TrimRight(s, "stndrh")
	if len(s) == 0 || len(s) > 2 {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return s != "0" && s != "00" && !(len(s) == 2 && s > "31")
}

func wordBoundary(s string, start, end int) bool {
	if start > 0 {
		r, _ := utf8.DecodeLastRuneInString(s[:start])
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return false
		}
	}
	if end < len(s) {
		r, _ := utf8.DecodeRuneInString(s[end:])
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' {
			return false
		}
	}
	return true
}

func isCapitalised(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r)
}

// onlySpace reports whether s is white space within a line: no line break
// (textnorm.IsLineBreak: "\n", "\r\n", a lone "\r", ...), as align reads
// one, so that no name runs on over a lone CR.
func onlySpace(s string) bool {
	if s == " " {
		return true
	}
	return strings.TrimSpace(s) == "" && !strings.ContainsFunc(s, textnorm.IsLineBreak)
}

// lineStart reports whether position i starts a line: only spaces and
// tabs stand between it and a line break (textnorm.IsLineBreak).
func lineStart(text string, i int) bool {
	r, _ := utf8.DecodeLastRuneInString(strings.TrimRight(text[:i], " \t"))
	return textnorm.IsLineBreak(r)
}

// sentenceStart reports whether position i follows the end of a sentence.
func sentenceStart(text string, i int) bool {
	j := strings.LastIndexFunc(text[:i], func(r rune) bool { return !unicode.IsSpace(r) && r != '"' && r != '“' && r != '‘' && r != '\'' })
	if j < 0 {
		return true
	}
	c := text[j]
	if c == '.' || c == '!' || c == '?' || c == ':' || c == '-' {
		return true
	}
	// A paragraph starts a sentence: a blank line, or a line indented. A
	// bare line break does not, as hard-wrapped wire text breaks lines
	// inside sentences ("with the\nComptroller of the Currency"). A line
	// break is what align reads as one (textnorm.IsLineBreak): "\n",
	// "\r\n", a lone "\r" (old Mac files), ..., so a text's line ends do
	// not change its mentions.
	gap := text[j+1 : i]
	nl, n := textnorm.LastLineBreak(gap)
	if nl < 0 {
		return false
	}
	if prev, _ := textnorm.LastLineBreak(gap[:nl]); prev >= 0 {
		return true
	}
	rest := gap[nl+n:]
	return strings.TrimLeft(rest, " \t") != rest
}

// words that start with a capital but are not names in the sense of a
// disagreement: function words at sentence starts, weekdays, months.
func isStopName(lower string) bool {
	if _, ok := weekdays[weekdayKey(lower)]; ok {
		return true
	}
	if _, ok := months[monthKey(lower)]; ok {
		return true
	}
	if monthSpan(lower) {
		return true
	}
	switch lower {
	case "the", "a", "an", "in", "on", "at", "he", "she", "it", "they", "we", "i", "but", "and",
		"mr", "mrs", "ms", "dr", "mr.", "mrs.", "ms.", "dr.", "this", "that", "these", "those", "his", "her":
		return true
	}
	return false
}

func formatNumber(v float64) string {
	if v == float64(int64(v)) {
		return strings.TrimSuffix(strings.TrimSuffix(fmtInt(int64(v)), ".0"), ".")
	}
	s := strconvFormat(v)
	return s
}

// SpeaksAfterMonth reports whether w (lower case) is a verb of saying that
// makes a person of the month word before it ("May said", "April Ryan
// told"), as facts reads names and brief reads periods.
func SpeaksAfterMonth(w string) bool { return monthSpeaks[w] }

// possessive reports whether a word (lower case) ends in a possessive.
func possessive(lower string) bool {
	_, ok := cutPossessive(lower)
	return ok
}

// cutPossessive is a word (lower case) without its possessive ending,
// and whether it had one.
func cutPossessive(lower string) (string, bool) {
	if k, ok := strings.CutSuffix(lower, "'s"); ok {
		return k, true
	}
	return strings.CutSuffix(lower, "’s")
}

// Context is what a whole document tells of its month words, for reading
// one of its sentences (MentionsIn): the months it names companies by
// ("May Department Stores Co"), and whether it holds a table of months
// (one name word beside two months, "March Illinois" and "May Illinois").
// A sentence read alone cannot tell: "May had a sales gain" and "May's
// earnings" would be the month May in a document on May Department Stores
// Co, and "March Ohio River" a name in a barge list.
type Context struct {
	companies uint16 // bit m: month m names a company
	table     bool
}

// ReadContext reads what doc tells of its month words (Context). Only the
// words around its capitalised month words are read (a window of a few
// words either side): a document's words are many, its month words few,
// and reading every word nearly doubled the bytes a brief allocates
// (BenchmarkQuotes in brief: 385 to 694 KB an operation).
func ReadContext(doc string) Context {
	var c Context
	var seen map[besideKey]uint
	var key [16]byte
	for i := 0; i < len(doc); i++ {
		if doc[i] < 'A' || doc[i] > 'Z' || i > 0 && isWordByte(doc[i-1]) {
			continue
		}
		e := i + 1
		for e < len(doc) && isWordByte(doc[e]) {
			e++
		}
		if e-i > len(key) {
			i = e
			continue
		}
		for k := i; k < e; k++ {
			key[k-i] = doc[k] | 0x20
		}
		if _, ok := months[string(key[:e-i])]; !ok {
			i = e
			continue
		}
		// The window: from a space some 60 bytes before to one some 160
		// after, so that no word is cut.
		from, to := max(i-60, 0), min(e+160, len(doc))
		for from > 0 && doc[from-1] != ' ' && doc[from-1] != '\n' && from < i {
			from++
		}
		for to < len(doc) && doc[to] != ' ' && doc[to] != '\n' && to > e {
			to--
		}
		win := doc[from:to]
		ws := words(win)
		for k := range ws {
			if ws[k].start == i-from {
				contextAt(win, ws, k, &c, &seen)
				break
			}
		}
		i = e
	}
	return c
}

// isWordByte reports whether an ASCII byte is a letter or a digit; any
// byte of a multi-byte rune is one too, so that a month word is looked
// for only after a space, a mark or a line break.
func isWordByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b >= 0x80
}

// companyWords end a company's name: a legal form (lexicon.LegalForms,
// in lower case, with a full stop or without) or "stores" ("May
// Department Stores").
var companyWords = func() map[string]bool {
	m := map[string]bool{"stores": true}
	for _, f := range lexicon.LegalForms() {
		f = strings.ToLower(f)
		m[f], m[f+"."] = true, true
	}
	return m
}()

// monthNumber numbers the months of the months table by their keys.
var monthNumber = func() map[string]uint {
	n := map[string]uint{}
	for k, m := range months {
		for i, name := range [...]string{"January", "February", "March", "April", "May", "June", "July",
			"August", "September", "October", "November", "December"} {
			if m == name {
				n[k] = uint(i + 1)
			}
		}
	}
	return n
}()

// readContext reads Context from text's words (contextAt at each).
func readContext(text string, ws []word) Context {
	var c Context
	var seen map[besideKey]uint
	for k := range ws {
		contextAt(text, ws, k, &c, &seen)
	}
	return c
}

// contextAt reads what the word ws[k] tells of the month words into c: a
// capitalised month word that opens a run of capitalised words, one space
// apart, ending in a company word within five ("May Department Stores
// Co", "May Co."), after no word of time or possessive ("Last October
// Lucky Stores", "in early December Nomura Securities Inc" are months),
// names a company; a name word (nameLike) beside two different
// capitalised months on one side (seen) makes a table.
func contextAt(text string, ws []word, k int, c *Context, seen *map[besideKey]uint) {
	w := ws[k]
	if !isCapitalised(text[w.start:w.end]) {
		return
	}
	n := monthNumber[monthKey(w.lower)]
	if n == 0 {
		return
	}
	for _, sd := range [2]int{-1, 1} {
		j := k + sd
		if j < 0 || j >= len(ws) || !nameLike(text, ws[j]) || text[ws[min(j, k)].end:ws[max(j, k)].start] != " " {
			continue
		}
		if *seen == nil {
			*seen = map[besideKey]uint{}
		}
		key := besideKey{ws[j].lower, int8(sd)}
		if got, ok := (*seen)[key]; !ok {
			(*seen)[key] = n
		} else if got != n {
			c.table = true
		}
	}
	if monthKey(w.lower) != w.lower || k > 0 && monthWordBefore(ws[k-1].lower) {
		return
	}
	// A company word is read before nameLike, which wants a lower-case
	// letter: "June Gruppe AG", "May Holding LLC".
	for j := k + 1; j < len(ws) && j <= k+5 && text[ws[j-1].end:ws[j].start] == " "; j++ {
		if companyWords[ws[j].lower] && isCapitalised(text[ws[j].start:ws[j].end]) {
			c.companies |= 1 << n
			return
		}
		if !nameLike(text, ws[j]) {
			return
		}
	}
}

// nameLike reports whether a word may be a word of a name: capitalised,
// of letters with a lower-case one (a dot may end it: "Co."), and no
// function word, weekday, month or word of time.
func nameLike(text string, w word) bool {
	s := strings.TrimSuffix(text[w.start:w.end], ".")
	return isCapitalised(s) && !isStopName(w.lower) && !notNameWord[w.lower] && lettersWithLower(s)
}

// lettersWithLower reports whether s is letters only, one of them lower
// case: a word as names write it ("Ohio"; not "USX", "U.S.", "3M").
func lettersWithLower(s string) bool {
	lower := false
	for _, r := range s {
		if !unicode.IsLetter(r) {
			return false
		}
		lower = lower || unicode.IsLower(r)
	}
	return lower
}

// MonthBefore reports whether a word (lower case) before a month word
// makes it a month whatever follows ("in May said", "the February Paris
// accord"), as Mentions reads month words.
func MonthBefore(w string) bool { return monthBefore[w] }

// monthSpan reports whether a word (lower case) is two months joined by a
// hyphen, a span of months ("April-October", "Jan-Mar"): no name, for
// "april october" names nothing.
func monthSpan(lower string) bool {
	from, to, ok := strings.Cut(lower, "-")
	return ok && anyMonth(from) && anyMonth(to)
}

// anyMonth reports whether a word (lower case) is a month, spelt out or
// short (months, datedMonths).
func anyMonth(lower string) bool {
	_, long := months[lower]
	_, short := datedMonths[lower]
	return long || short
}

// monthWordBefore reports whether a word (lower case) before a month word
// makes it a month, not a name's: an article, a preposition or a word of
// time (monthBefore), a heading's word (notNameWord), a possessive ("the
// Fed's March meeting").
func monthWordBefore(lower string) bool {
	return monthBefore[lower] || notNameWord[lower] || possessive(lower)
}

// occupyAddresses marks the e-mail addresses and message ids of text
// ("irvine@uxh.cso.uiuc.edu", "<C5sv88.HJy@news.cso.uiuc.edu>"): their
// numbers and capitalised parts are identifiers, no facts ("In article
// <C5sv88.HJy@...>" and "<C5v9Fv.Krt@...>" are two messages, not a name
// spelt two ways).
func occupyAddresses(text string, occupy func(s, e int)) {
	for from := 0; ; {
		k := strings.IndexByte(text[from:], '@')
		if k < 0 {
			return
		}
		at := from + k
		s, e := at, at+1
		for s > 0 && isAddressByte(text[s-1]) {
			s--
		}
		for e < len(text) && isAddressByte(text[e]) {
			e++
		}
		if s < at && e > at+1 {
			occupy(s, e)
		}
		from = e
	}
}

// isAddressByte reports whether b may be part of an address or a message
// id: ASCII letters, digits and the punctuation inside them.
func isAddressByte(b byte) bool {
	return 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' || '0' <= b && b <= '9' ||
		b == '.' || b == '-' || b == '_' || b == '+' || b == '%' || b == '$' || b == '=' || b == '!'
}
