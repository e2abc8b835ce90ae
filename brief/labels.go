package brief

import (
	"strings"

	"github.com/copydesk/copydesk/facts"
)

// A disagreement's label says what its values are about, in words a
// reader reads: "people killed", "houses", "percentage", "name". It was a
// window of the content words around a value ("mln bpd … bpd 47.2"),
// and a count's frame put its counted noun beside the nearest event word
// even in another clause ("houses wounded" for houses damaged in a
// sentence that also counts the injured).

// valueLabel labels mention k of sentence s of document d, the one value
// of a substitution link ("at least 14 people died" / "16 people died").
func (f *disagreementFinder) valueLabel(d, s, k int) string {
	m := f.b.sents[d][s].mentions[k]
	switch m.Kind {
	case facts.Number:
		label, _ := f.countLabel(d, s, k, "")
		return label
	case facts.Day:
		if strings.Contains(m.Norm, " ") || monthWord[m.Norm] {
			return "date"
		}
		return "day"
	}
	return m.Kind.String()
}

// linkLabel labels a frame's link between counts x and y (of event class
// event): the first of theirs that names the event, for a count's own
// clause may not ("killed at least one person, injured dozens" is in the
// frame of the injured by the nearest event word).
func (f *disagreementFinder) linkLabel(x, y mref, event string) string {
	lx, named := f.countLabel(x.d, x.s, x.k, event)
	if named {
		return lx
	}
	if ly, named := f.countLabel(y.d, y.s, y.k, event); named {
		return ly
	}
	return lx
}

// countLabel labels number mention k of sentence s of document d: its
// counted noun and the event word of its own clause ("people killed"),
// else the counted noun alone ("houses", "ladder trucks"), else its unit
// ("percentage", "amount in dlrs"), else "figure". event, when not empty,
// is the only event class the label may name (a frame's).
func (f *disagreementFinder) countLabel(d, s, k int, event string) (label string, named bool) {
	sent := f.b.sents[d][s]
	m := sent.mentions[k]
	ts := f.toks[d][s]
	i, j := tokenSpan(ts, m.Start, m.End)
	if timeHead[m.Head] && event != "" {
		// "four days before the assault": the time counted, not the event.
		for h := j; h < len(ts) && h < j+3; h++ {
			if ts[h].norm == m.Head && h+1 < len(ts) {
				return m.Head + " " + ts[h+1].norm, false
			}
		}
		return m.Head, false
	}
	if unit := spanUnit(f.b.in.Docs[d].Text[m.Start:m.End]); unit != "" {
		return unit, false
	}
	if unit, ok := labelUnits[m.Head]; ok {
		return unit, false
	}
	class, ev := clauseEvent(sent, ts, m, i, j)
	if event != "" && class != event {
		ev = ""
	}
	noun, unit := countedNoun(f.b.in.Docs[d].Text, sent, ts, m, j)
	if unit {
		return noun, false
	}
	switch {
	case noun != "" && ev != "":
		return noun + " " + ev, true
	case noun != "":
		return noun, false
	case ev != "" && (m.Head == "" || eventClass[m.Head] != ""):
		// "the death toll rose to 28", "28 dead": people, as a frame reads them.
		return "people " + ev, true
	case ev != "":
		return "number " + ev, true
	}
	return "figure", false
}

// clauseEvent is the class of the event word in the clause of the number
// at tokens i..j of ts (m): after it up to a comma, a conjunction, a
// relative pronoun or the next number ("28 people were killed"), else
// before it back to the same ("killing 28"); "" when neither has one.
func clauseEvent(sent sentence, ts []tok, m facts.Mention, i, j int) (class, word string) {
	next := sent.start + len(sent.text)
	prev := sent.start
	for _, o := range sent.mentions {
		if o.Kind != facts.Number {
			continue
		}
		if o.Start >= m.End {
			next = min(next, o.Start)
		}
		if o.End <= m.Start {
			prev = max(prev, o.End)
		}
	}
	for w := j; w < len(ts) && w < j+8 && ts[w].start < next; w++ {
		if w > j && strings.ContainsAny(tokenGap(sent, ts, w), ",;:.!?()\"“”—") ||
			coordinator[ts[w].norm] {
			break
		}
		if clauseOpener[ts[w].norm] && !(w > j && ts[w-1].norm == m.Head && relativePronoun[ts[w].norm]) {
			// "scores of people who died": a relative clause right after
			// the counted noun is the noun's; any other is another's.
			break
		}
		if c := eventClass[ts[w].norm]; c != "" {
			return c, eventWord(c, ts[w].norm)
		}
	}
	for w := i - 1; w >= 0 && w >= i-10 && ts[w].end <= m.Start && ts[w].start >= prev; w-- {
		if strings.ContainsAny(tokenGap(sent, ts, w+1), ",;:.!?()\"“”—") ||
			clauseOpener[ts[w].norm] || coordinator[ts[w].norm] {
			break
		}
		if c := eventClass[ts[w].norm]; c != "" {
			return c, eventWord(c, ts[w].norm)
		}
	}
	return "", ""
}

// eventWord is how a label names event word w of class c: by its class
// where the class's words say the same ("died" is "killed"), else by the
// word itself when it is a past form ("members fought", not "members
// responded"; "people protested", not "people attended").
func eventWord(c, w string) string {
	if (c == "responded" || c == "attended") && (strings.HasSuffix(w, "ed") || w == "fought" || w == "sent") {
		return w
	}
	return c
}

// countedNoun is what number m (its tokens ending before j of ts, in
// text) counts, for a label: its head's class ("people" for
// "civilians"), else the head itself, with the word after a singular head
// ("ladder trucks", "crew members"); "" when the head is no noun ("6",
// "voting", "yesterday", a name: "world number 30 Harel Levy", "Five
// Live"). unit says the label is a unit's ("1.71 Swiss francs").
func countedNoun(text string, sent sentence, ts []tok, m facts.Mention, j int) (noun string, unit bool) {
	h := m.Head
	if strings.HasSuffix(h, "-old") {
		return "age", false // "the 52-year-old"
	}
	if eventClass[h] != "" || len(h) < 3 {
		// "479 deaths", "28 dead": an event word counts people (countLabel).
		return "", false
	}
	k := j
	for k < len(ts) && k < j+4 && ts[k].norm != h {
		k++
	}
	if k == len(ts) || k == j+4 {
		// A head inside the number's token ("3.8-litre"): the word alone.
		if !nounLike(h) {
			return "", false
		}
		return h, false
	}
	// next: the word after the head in its phrase, a noun it may modify.
	next, nextName := "", false
	if k+1 < len(ts) && !strings.ContainsAny(tokenGap(sent, ts, k+1), ",;:.!?()\"“”—") {
		if w := ts[k+1].norm; nounLike(w) && eventClass[w] == "" && len(w) > 2 {
			next = w
		}
		nextName = capitalised(text, ts[k+1], sent)
	}
	switch {
	case capitalised(text, ts[k], sent):
		// A name's word: "Willis shares" count shares, "Swiss francs"
		// francs, "Palestinians killed" Palestinians, "Three Gorges
		// Dam" nothing.
		if next != "" && !nextName {
			if u, ok := labelUnits[next]; ok {
				return u, true
			}
			if c := headClass[next]; c != "" && !partialHead[next] {
				return c, false
			}
			return next, false
		}
		if strings.HasSuffix(h, "s") && !nextName && nounLike(h) {
			return h, false
		}
		return "", false
	case adjectiveLike(h):
		// "political leaders", "industrial nation"; "civil and military" none.
		if next != "" && !nextName {
			return h + " " + next, false
		}
		return "", false
	case !nounLike(h):
		return "", false
	}
	if c := headClass[h]; c != "" && !partialHead[h] {
		return c, false
	}
	if next != "" && !nextName && !strings.HasSuffix(h, "s") && headClass[next] == "" {
		return h + " " + next, false
	}
	return h, false
}

// capitalised reports whether token t of sentence sent (in text) is
// written with a capital, in a sentence not all in capitals.
func capitalised(text string, t tok, sent sentence) bool {
	if t.start >= len(text) || text[t.start] < 'A' || text[t.start] > 'Z' {
		return false
	}
	for i := 0; i < len(sent.text); i++ {
		if c := sent.text[i]; c >= 'a' && c <= 'z' {
			return true
		}
	}
	return false
}

// adjectiveLike reports whether w ends as an adjective does ("political",
// "collective", "enormous", "economic").
func adjectiveLike(w string) bool {
	for _, suf := range []string{"al", "ive", "ous", "ful", "ic"} {
		if strings.HasSuffix(w, suf) && len(w) > len(suf)+3 {
			return true
		}
	}
	return false
}

// relativePronoun lists the words that open a relative clause of the
// noun before them ("people who died").
var relativePronoun = wordSet("who which that")

// partialHead lists the words of headClass's two-word heads ("service
// members") that alone are not of its class: "members of one family" are
// no personnel.
var partialHead = map[string]bool{"service": true, "members": true}

// nounLike reports whether w may be a counted noun: a word of letters,
// no function word, no verb form in -ing or -ed, no adverb of time or
// place, month or weekday.
func nounLike(w string) bool {
	if w == "" || stopword(w) || notNoun[w] || monthWord[w] || weekday[w] {
		return false
	}
	if strings.HasSuffix(w, "ing") || strings.HasSuffix(w, "ed") && len(w) > 4 {
		return false
	}
	for _, r := range w {
		if !(r >= 'a' && r <= 'z' || r == '-' || r > 0x7f) {
			return false
		}
	}
	return true
}

// notNoun lists the words after numbers that name no thing counted.
var notNoun = wordSet("yesterday today tonight tomorrow each versus vs via per below above against " +
	"up down off out over under ago later earlier respectively apiece net higher lower compared " +
	"versus previously then now so there here when will shall may might can could should would march " +
	// measures of a size, not things counted: "20,000 strong", "30 metres long"
	"strong old long high wide deep tall " +
	// quantifiers and adjectives of rank: "250 million less fortunate", "24 UK top 250"
	"less more fewer nearly almost all only some top important major")

var weekday = wordSet("monday tuesday wednesday thursday friday saturday sunday")

// spanUnit labels a value by the unit written in its own span: "6.22
// pct" a percentage, "$100" an amount in dollars; "" for none.
func spanUnit(text string) string {
	t := strings.ToLower(text)
	switch {
	case strings.Contains(t, "%") || strings.HasSuffix(t, " pct") || strings.HasSuffix(t, "percent") ||
		strings.HasSuffix(t, "per cent") || strings.HasSuffix(t, "pc"):
		return "percentage"
	case strings.Contains(t, "$"):
		return "amount in dollars"
	case strings.Contains(t, "£"):
		return "amount in pounds"
	case strings.Contains(t, "€"):
		return "amount in euros"
	case strings.Contains(t, "¥"):
		return "amount in yen"
	}
	return ""
}

// labelUnits labels values by the unit after them: currencies and the
// wire's abbreviations ("44.05 dlrs", "47.2 mln bpd").
var labelUnits = map[string]string{
	"dlrs": "amount in dlrs", "dlr": "amount in dlrs", "dollars": "amount in dollars", "dollar": "amount in dollars",
	"stg": "amount in stg", "pounds": "amount in pounds", "sterling": "amount in stg",
	"yen": "amount in yen", "francs": "amount in francs", "marks": "amount in marks", "ecus": "amount in ecus",
	"lire": "amount in lire", "euros": "amount in euros", "guilders": "amount in guilders", "pesos": "amount in pesos",
	"cts": "amount in cents", "cents": "amount in cents", "cent": "amount in cents",
	"pct": "percentage", "percent": "percentage",
	"bpd": "barrels per day",
}
