package align

import (
	"math"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"unicode"
	"unicode/utf8"

	"github.com/copydesk/copydesk/lexicon"
	"github.com/copydesk/copydesk/textnorm"
	"github.com/kljensen/snowball/english"
)

// A term is one word of a sentence as the matcher sees it: normalised
// (textnorm), canonicalised (U.S. = US = American, defence = defense,
// Gen. = general, four = 4, said = says = told) and stemmed (Porter2).
type term struct {
	h     uint64  // hash of the stem
	s     string  // the stem
	canon string  // the canonical word before stemming (for character n-grams)
	stop  bool    // a function word
	name  bool    // written capitalised (not at the start of the sentence) or in capitals
	num   bool    // a number; val holds it
	class uint8   // classOther, classTime, classAttrib
	neg   bool    // a negation: not, no, never, n't
	val   float64 // the number, scaled by a following million/billion
}

// lexEntry caches the analysis of one token form.
type lexEntry struct {
	terms [2]term
	n     int
	norm  string // the normalised token
	tens  byte   // '2'..'9' for twenty..ninety
	unit  byte   // '1'..'9' for one..nine
}

// analyzer turns sentences into terms. It caches the analysis of each token
// form, so a story's repeated words are stemmed once. Not safe for
// concurrent use.
type analyzer struct {
	sc       textnorm.Scanner
	cache    map[uint64]*lexEntry
	specials map[string]term
	toks     []rawTok
	terms    []term
}

type rawTok struct {
	e          *lexEntry
	norm       string
	hash       uint64 // textnorm hash of norm
	start, end int
	upper      bool // all letters upper case (at least two letters, or dotted: U.S.)
	capital    bool // first letter upper case
}

func newAnalyzer() *analyzer {
	return &analyzer{cache: make(map[uint64]*lexEntry, 256)}
}

// Classes of content words, for counting what one sentence lacks: a
// missing time or attribution matters less than a missing name or fact.
const (
	classOther uint8 = iota
	classTime
	classAttrib
)

var timeWords = func() map[string]bool {
	set := setOf("yesterday", "today", "tomorrow", "tonight", "week", "weeks", "month", "months", "year", "years",
		"day", "days", "morning", "afternoon", "evening", "night", "overnight", "earlier", "later",
		"last", "next", "ago", "recently", "currently", "weekend", "hour", "hours", "time", "date",
		"annual", "annually", "daily", "previous", "current", "early",
		"late", "latest", "first", "second", "former", "already", "ever", "never", "still", "soon")
	// The weekdays' and the months' full names (not their short forms).
	for _, w := range lexicon.WeekdayNames() {
		set[w] = true
	}
	for _, w := range lexicon.MonthNames() {
		set[w] = true
	}
	return set
}()

// attribWords are the words of an attribution, nouns as well as verbs
// ("spokesman", "statement", "told"): classAttrib, a word a sentence
// lacks at little cost. Not attributionVerbs (a newsgroup attribution
// line's verb), nor canonWords' "say#" (say, said, told... as one
// term).
var attribWords = setOf("statement", "spokesman", "spokeswoman", "spokesperson", "official",
	"officials", "report", "reported", "reports", "reporting", "announced", "announcement",
	"added", "noted", "stated", "explained", "interview", "conference", "news", "press", "release",
	"according", "source", "sources", "quoted", "claimed", "insisted", "confirmed", "declared",
	"wrote", "write", "written", "reporters", "told", "asked", "speaking", "comment", "comments",
	"agency", "newspaper", "television", "radio", "website", "web", "site", "prepared", "email",
	"telephone", "phone")

var negContractions = setOf("dont", "doesnt", "didnt", "isnt", "arent", "wasnt", "werent", "wont",
	"wouldnt", "cant", "couldnt", "shouldnt", "hasnt", "havent", "hadnt", "mustnt", "neednt", "aint")

// Stop words: function words that carry little of what a sentence states.
// Negations are not stop words.
var stopWords = setOf("a", "an", "the", "and", "or", "but", "if", "of", "to", "in", "on", "at",
	"by", "for", "with", "from", "into", "onto", "about", "as", "is", "are", "was", "were", "be",
	"been", "being", "am", "do", "does", "did", "done", "doing", "have", "has", "had", "having",
	"it", "its", "itself", "this", "that", "these", "those", "there", "their", "theirs", "they",
	"them", "themselves", "he", "him", "his", "himself", "she", "her", "hers", "herself", "we",
	"us", "our", "ours", "ourselves", "you", "your", "yours", "i", "me", "my", "mine", "myself",
	"who", "whom", "whose", "which", "what", "when", "where", "why", "how", "will", "would",
	"shall", "should", "can", "could", "may", "might", "must", "also", "just", "so", "than",
	"then", "too", "very", "such", "own", "same", "some", "any", "each", "both", "more", "most",
	"up", "out", "again", "further", "once", "here", "while", "during", "since", "until",
	"because", "although", "though", "yet", "s", "t", "mr", "mrs", "ms", "say#", "according",
	"per", "via", "other", "another", "all", "after", "before", "over", "under", "between",
	"through", "against", "among", "upon", "within", "without", "whether", "even", "still",
	"now", "well", "many", "much", "several", "like", "around", "off", "across", "along", "de")

// canonWords maps a normalised word to its canonical form: British to
// American spelling, transliteration variants, abbreviations to words,
// number words to digits, reporting verbs to one verb.
var canonWords = map[string]string{
	"koran": "quran", "korans": "qurans", "moslem": "muslim", "moslems": "muslims",
	"defence": "defense", "offence": "offense", "licence": "license", "pretence": "pretense",
	"centre": "center", "centres": "centers", "theatre": "theater", "metre": "meter", "metres": "meters",
	"litre": "liter", "litres": "liters", "fibre": "fiber", "calibre": "caliber", "programme": "program",
	"programmes": "programs", "catalogue": "catalog", "dialogue": "dialog", "whilst": "while",
	"amongst": "among", "towards": "toward", "grey": "gray", "tyre": "tire", "tyres": "tires",
	"aluminium": "aluminum", "jewellery": "jewelry", "sceptic": "skeptic", "sceptical": "skeptical",
	"cheque": "check", "kerb": "curb", "plough": "plow", "manoeuvre": "maneuver", "storey": "story",
	"gaol": "jail", "draught": "draft", "pyjamas": "pajamas", "enrol": "enroll", "fulfil": "fulfill",
	"usa": "US#", "america": "US#", "american": "US#", "americans": "US#",
	"britain": "UK#", "british": "UK#",
	"gen": "general", "lt": "lieutenant", "lieut": "lieutenant", "col": "colonel", "sgt": "sergeant",
	"capt": "captain", "maj": "major", "adm": "admiral", "cmdr": "commander", "gov": "governor",
	"sen": "senator", "rep": "representative", "dr": "doctor", "prof": "professor", "pres": "president",
	"atty": "attorney", "dept": "department", "govt": "government", "corp": "corporation",
	"inc": "incorporated", "co": "company", "ltd": "limited", "mt": "mount", "ft": "fort",
	"jan": "january", "feb": "february", "mar": "march", "apr": "april", "jun": "june", "jul": "july",
	"aug": "august", "sep": "september", "sept": "september", "oct": "october", "nov": "november",
	"dec": "december",
	"mln": "million", "mn": "million", "bln": "billion", "bn": "billion", "pct": "percent",
	"dlrs": "dollar", "dollars": "dollar", "usd": "dollar", "cts": "cent", "cents": "cent",
	"said": "say#", "says": "say#", "say": "say#", "saying": "say#", "told": "say#", "tells": "say#",
	"tell": "say#", "telling": "say#",
	"zero": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6",
	"seven": "7", "eight": "8", "nine": "9", "ten": "10", "eleven": "11", "twelve": "12",
	"thirteen": "13", "fourteen": "14", "fifteen": "15", "sixteen": "16", "seventeen": "17",
	"eighteen": "18", "nineteen": "19", "twenty": "20", "thirty": "30", "forty": "40", "fifty": "50",
	"sixty": "60", "seventy": "70", "eighty": "80", "ninety": "90", "dozen": "12",
	"third": "3rd", "fourth": "4th", "fifth": "5th", "sixth": "6th", "seventh": "7th",
	"eighth": "8th", "ninth": "9th", "tenth": "10th",
}

// irregular maps irregular inflections to the base form, so that the stemmer
// sees one word (went = go, fell = fall, men = man).
var irregular = map[string]string{
	"went": "go", "gone": "go", "took": "take", "taken": "take", "gave": "give", "given": "give",
	"made": "make", "came": "come", "saw": "see", "seen": "see", "found": "find", "thought": "think",
	"brought": "bring", "began": "begin", "begun": "begin", "held": "hold", "won": "win", "lost": "lose",
	"paid": "pay", "sent": "send", "spent": "spend", "built": "build", "fought": "fight",
	"caught": "catch", "taught": "teach", "bought": "buy", "sold": "sell", "kept": "keep", "led": "lead",
	"met": "meet", "ran": "run", "rose": "rise", "risen": "rise", "fell": "fall", "fallen": "fall",
	"wrote": "write", "written": "write", "spoke": "speak", "spoken": "speak", "chose": "choose",
	"chosen": "choose", "drove": "drive", "driven": "drive", "struck": "strike", "stood": "stand",
	"understood": "understand", "knew": "know", "known": "know", "grew": "grow", "grown": "grow",
	"threw": "throw", "thrown": "throw", "became": "become", "felt": "feel", "heard": "hear",
	"meant": "mean", "slid": "slide", "sank": "sink", "sunk": "sink", "swore": "swear", "sworn": "swear",
	"broke": "break", "broken": "break", "laid": "lay", "dealt": "deal", "sought": "seek", "fled": "flee",
	"stole": "steal", "stolen": "steal", "wore": "wear", "worn": "wear", "hung": "hang", "shook": "shake",
	"shaken": "shake", "forgot": "forget", "forgotten": "forget", "froze": "freeze", "frozen": "freeze",
	"hid": "hide", "hidden": "hide", "rode": "ride", "ridden": "ride", "sang": "sing", "sung": "sing",
	"swam": "swim", "fed": "feed", "bled": "bleed", "dug": "dig", "lent": "lend", "sped": "speed",
	"spun": "spin", "stuck": "stick", "swept": "sweep", "wept": "weep", "bore": "bear", "borne": "bear",
	"forbade": "forbid", "forbidden": "forbid", "withdrew": "withdraw", "withdrawn": "withdraw",
	"overtook": "overtake", "undertook": "undertake", "arose": "arise", "arisen": "arise",
	"men": "man", "women": "woman", "children": "child", "people": "person", "persons": "person",
	"mice": "mouse", "feet": "foot", "teeth": "tooth", "geese": "goose", "lives": "life", "wives": "wife",
	"knives": "knife", "halves": "half", "thieves": "thief", "leaves": "leaf",
}

// synonyms maps stems of words that news copy uses interchangeably to one
// concept (shares rose = stock climbed).
var synonyms = map[string]string{
	"rise": "UP#", "jump": "UP#", "climb": "UP#", "gain": "UP#", "increas": "UP#", "advanc": "UP#",
	"surg": "UP#", "soar": "UP#", "ralli": "UP#", "rallied": "UP#",
	"fall": "DOWN#", "drop": "DOWN#", "declin": "DOWN#", "slip": "DOWN#", "slide": "DOWN#",
	"tumbl": "DOWN#", "plung": "DOWN#", "sink": "DOWN#", "dip": "DOWN#", "decreas": "DOWN#",
	"slump": "DOWN#",
	"boost": "RAISE#", "rais": "RAISE#", "hike": "RAISE#",
	"cut": "CUT#", "reduc": "CUT#", "slash": "CUT#", "lower": "CUT#", "trim": "CUT#",
	"share": "STOCK#", "stock": "STOCK#",
	"compani": "COMPANY#", "firm": "COMPANY#",
	"buy": "BUY#", "purchas": "BUY#", "acquir": "BUY#",
	"kill": "DIE#", "die": "DIE#", "dead": "DIE#", "death": "DIE#", "slain": "DIE#",
	"prison": "JAIL#", "jail": "JAIL#", "imprison": "JAIL#",
	"begin": "BEGIN#", "start": "BEGIN#", "launch": "BEGIN#",
	"end": "END#", "finish": "END#", "conclud": "END#", "complet": "END#",
	"help": "HELP#", "assist": "HELP#",
	"show": "SHOW#", "indic": "SHOW#", "reveal": "SHOW#", "suggest": "SHOW#",
	"big": "BIG#", "larg": "BIG#", "huge": "BIG#",
	"tri": "TRY#", "attempt": "TRY#", "seek": "TRY#",
	"get": "GET#", "obtain": "GET#", "receiv": "GET#",
	"need": "NEED#", "requir": "NEED#",
	"allow": "ALLOW#", "permit": "ALLOW#",
	"expect": "EXPECT#", "anticip": "EXPECT#", "forecast": "EXPECT#", "predict": "EXPECT#",
	"announc": "ANNOUNCE#", "unveil": "ANNOUNCE#",
	"accus": "ACCUSE#", "alleg": "ACCUSE#",
	"arrest": "ARREST#", "detain": "ARREST#",
	"injur": "INJURE#", "wound": "INJURE#", "hurt": "INJURE#",
	"attack": "ATTACK#", "assault": "ATTACK#",
	"talk": "TALK#", "discuss": "TALK#",
	"child": "CHILD#", "kid": "CHILD#",
	"person": "PERSON#", "individu": "PERSON#",
	"quit": "RESIGN#", "resign": "RESIGN#",
	"chairman": "CHAIR#", "chair": "CHAIR#",
	"car": "CAR#", "vehicl": "CAR#", "automobil": "CAR#",
	"physician": "DOCTOR#", "doctor": "DOCTOR#",
	"revenu": "SALES#", "sale": "SALES#",
	"profit": "PROFIT#", "earn": "PROFIT#",
	"sharehold": "INVESTOR#", "investor": "INVESTOR#",
	"lawsuit": "SUIT#", "suit": "SUIT#",
	"blaze":  "FIRE#",
	"critic": "CRITICIZE#", "criticis": "CRITICIZE#", "blast": "CRITICIZE#", "slam": "CRITICIZE#",
	"vow": "PROMISE#", "pledg": "PROMISE#", "promis": "PROMISE#",
	"support": "SUPPORT#", "endors": "SUPPORT#",
	"ban": "BAN#", "prohibit": "BAN#",
	"employe": "WORKER#", "worker": "WORKER#", "staff": "WORKER#",
	"countri": "COUNTRY#", "nation": "COUNTRY#",
	"citi": "CITY#", "town": "CITY#",
	"plan": "PLAN#", "propos": "PLAN#",
	"chang": "CHANGE#", "alter": "CHANGE#", "modifi": "CHANGE#",
	"investig": "PROBE#", "probe": "PROBE#", "inquiri": "PROBE#",
	"warn": "WARN#", "caution": "WARN#",
	"answer": "REPLY#", "repli": "REPLY#", "respond": "REPLY#",
	"stop": "HALT#", "halt": "HALT#", "suspend": "HALT#",
	"demand": "CALL#", "urg": "CALL#", "ask": "CALL#",
	"consid": "WEIGH#", "weigh": "WEIGH#",
	"cost": "PRICE#", "price": "PRICE#",
	"larger": "BIG#", "largest": "BIG#", "bigger": "BIG#", "biggest": "BIG#",
	"quick": "FAST#", "fast": "FAST#", "rapid": "FAST#",
	"shoot": "SHOOT#", "gunman": "GUNMAN#", "shooter": "GUNMAN#", "assail": "GUNMAN#",
}

// britishRoots maps British -our spellings to American ones; the mapping
// applies to every word that starts with the root (colours, favourite).
var britishRoots = [...][2]string{
	{"colour", "color"}, {"honour", "honor"}, {"labour", "labor"}, {"favour", "favor"},
	{"behaviour", "behavior"}, {"neighbour", "neighbor"}, {"harbour", "harbor"}, {"rumour", "rumor"},
	{"vigour", "vigor"}, {"armour", "armor"}, {"endeavour", "endeavor"}, {"flavour", "flavor"},
	{"humour", "humor"}, {"savour", "savor"}, {"valour", "valor"}, {"tumour", "tumor"},
	{"odour", "odor"}, {"parlour", "parlor"}, {"splendour", "splendor"}, {"candour", "candor"},
	{"saviour", "savior"}, {"clamour", "clamor"}, {"fervour", "fervor"}, {"rigour", "rigor"},
	{"travell", "travel"}, {"cancell", "cancel"}, {"modell", "model"}, {"counsell", "counsel"},
	{"signall", "signal"}, {"labell", "label"}, {"fuell", "fuel"},
}

// scaleWords maps a scale word to its power of ten.
var scaleWords = map[string]int{
	"thousand": 3, "million": 6, "billion": 9, "trillion": 12,
	"mln": 6, "mn": 6, "bln": 9, "bn": 9,
}

// scaled returns the decimal number digits ("4.1") times 10^exp, parsed
// from the decimal digits so that it is exact as written out: 4.1 billion
// is 4100000000, where 4.1 * 1e9 is 4099999999.9999995.
func scaled(digits string, exp int) (float64, bool) {
	v, err := strconv.ParseFloat(digits+"e"+strconv.Itoa(exp), 64)
	return v, err == nil
}

// canonical returns the canonical form of a normalised word.
func canonical(w string, t rawTok) string {
	if c, ok := canonWords[w]; ok {
		return c
	}
	switch w {
	case "us":
		if t.upper {
			return "US#"
		}
	case "un":
		if t.upper {
			return "UN#"
		}
	case "uk":
		if t.upper {
			return "UK#"
		}
	}
	if len(w) >= 6 {
		for _, r := range britishRoots {
			if strings.HasPrefix(w, r[0]) {
				return r[1] + w[len(r[0]):]
			}
		}
		// -ise/-yse to -ize/-yze (organise, analyse), applied alike to all
		// words so it never makes two distinct words equal
		for _, suf := range [...]string{"isation", "isations", "ise", "ised", "ises", "ising", "yse", "ysed", "yses", "ysing"} {
			if strings.HasSuffix(w, suf) && len(w)-len(suf) >= 3 {
				b := []byte(w)
				b[len(w)-len(suf)+1] = 'z'
				return string(b)
			}
		}
	}
	return w
}

// parseNumber parses a normalised token as a number: 28, 2.5, 1000, and
// 2.5bn, 3m, 5pc style suffixes. It returns the value, the scale word of a
// suffix ("billion", "million", "thousand", "percent" or "") and ok.
func parseNumber(w string) (float64, string, bool) {
	if w == "" || w[0] < '0' || w[0] > '9' {
		return 0, "", false
	}
	i := 0
	dot := false
	for i < len(w) {
		c := w[i]
		if c >= '0' && c <= '9' {
			i++
			continue
		}
		if c == '.' && !dot {
			dot = true
			i++
			continue
		}
		break
	}
	var exp int
	var scale string
	switch w[i:] {
	case "", "pc":
	case "m", "mn", "mln":
		exp, scale = 6, "million"
	case "b", "bn", "bln":
		exp, scale = 9, "billion"
	case "k":
		exp, scale = 3, "thousand"
	default:
		return 0, "", false
	}
	if w[i:] == "pc" {
		scale = "percent"
	}
	v, ok := scaled(w[:i], exp)
	if !ok {
		return 0, "", false
	}
	return v, scale, true
}

// analyze returns the terms of text (valid until the next call).
func (a *analyzer) analyze(text string) []term {
	a.toks = a.toks[:0]
	a.sc.Reset(text)
	for a.sc.Next() {
		st, en := a.sc.Start(), a.sc.End()
		t := rawTok{start: st, end: en}
		upper, lower, letters := 0, 0, 0
		first := true
		dot := false
		for k := st; k < en; {
			c := text[k]
			if c < utf8.RuneSelf {
				k++
				switch {
				case c >= 'a' && c <= 'z':
					letters++
					lower++
					first = false
				case c >= 'A' && c <= 'Z':
					letters++
					upper++
					if first {
						t.capital = true
					}
					first = false
				case c == '.':
					dot = true
				}
				continue
			}
			r, sz := utf8.DecodeRuneInString(text[k:])
			k += sz
			if unicode.IsLetter(r) {
				letters++
				if unicode.IsUpper(r) {
					upper++
					if first {
						t.capital = true
					}
				} else if unicode.IsLower(r) {
					lower++
				}
				first = false
			}
		}
		t.upper = letters > 0 && lower == 0 && (letters >= 2 || dot)
		t.hash = a.sc.Hash()
		key := t.hash
		if t.upper {
			key ^= 0x9e3779b97f4a7c15
		}
		e := a.cache[key]
		if e == nil {
			t.norm = string(a.sc.Norm())
			e = a.lex(t)
			a.cache[key] = e
		}
		t.e = e
		t.norm = e.norm
		a.toks = append(a.toks, t)
	}
	a.terms = a.terms[:0]
	for i := 0; i < len(a.toks); i++ {
		t := a.toks[i]
		e := t.e
		// two-word canonical forms
		if i+1 < len(a.toks) {
			e2 := a.toks[i+1].e
			n2 := e2.norm
			var joined string
			switch {
			case t.norm == "united" && t.capital && (n2 == "states" || n2 == "state"):
				joined = "US#"
			case t.norm == "united" && t.capital && n2 == "nations":
				joined = "UN#"
			case t.norm == "united" && t.capital && n2 == "kingdom":
				joined = "UK#"
			case t.norm == "per" && n2 == "cent":
				joined = "percent"
			}
			if joined != "" {
				a.terms = append(a.terms, a.special(joined))
				a.terms[len(a.terms)-1].name = joined != "percent"
				i++
				continue
			}
			// twenty-five -> 25
			if e.tens != 0 && e2.unit != 0 {
				a.terms = append(a.terms, a.special(string([]byte{e.tens, e2.unit})))
				i++
				continue
			}
		}
		// "$5": the currency symbol is a word, before the number
		if e.n > 0 && e.terms[0].num && t.start > 0 {
			r, _ := utf8.DecodeLastRuneInString(text[:t.start])
			var cur string
			switch r {
			case '$':
				cur = "dollar"
			case '£':
				cur = "pound"
			case '€':
				cur = "euro"
			}
			if cur != "" {
				a.terms = append(a.terms, a.special(cur))
			}
		}
		for k := 0; k < e.n; k++ {
			tm := e.terms[k]
			tm.name = !tm.stop && !tm.num && (t.upper || t.capital && i > 0)
			a.terms = append(a.terms, tm)
		}
		// "5%": the sign is a word
		if e.n > 0 && e.terms[0].num && t.end < len(text) && text[t.end] == '%' {
			a.terms = append(a.terms, a.special("percent"))
		}
	}
	// scale numbers followed by million/billion for number agreement
	for i := 0; i+1 < len(a.terms); i++ {
		if a.terms[i].num {
			if exp, ok := scaleWords[a.terms[i+1].canon]; ok {
				if v, ok := scaled(a.terms[i].canon, exp); ok {
					a.terms[i].val = v
				} else {
					a.terms[i].val *= math.Pow10(exp)
				}
			}
		}
	}
	return a.terms
}

// special returns the term of a canonical word made up by the analyzer
// ("US#", "percent", "dollar", "25"), cached.
func (a *analyzer) special(c string) term {
	if t, ok := a.specials[c]; ok {
		return t
	}
	t := a.makeTerm(c, rawTok{norm: c})
	if a.specials == nil {
		a.specials = make(map[string]term)
	}
	a.specials[c] = t
	return t
}

// lex analyses one token form.
func (a *analyzer) lex(t rawTok) *lexEntry {
	e := &lexEntry{norm: t.norm}
	if c, ok := canonWords[t.norm]; ok {
		if len(c) == 2 && c[1] == '0' && c[0] >= '2' && c[0] <= '9' {
			e.tens = c[0]
		}
		if len(c) == 1 && c[0] >= '1' && c[0] <= '9' {
			e.unit = c[0]
		}
	}
	if v, scale, ok := parseNumber(t.norm); ok {
		if scale != "" {
			// "2.5bn": the number as written, then the scale word, which
			// scales the number as "2.5 billion" does
			digits := strings.TrimRight(t.norm, "abcdefghijklmnopqrstuvwxyz")
			raw, _ := strconv.ParseFloat(digits, 64)
			e.terms[0] = term{canon: digits, s: digits, num: true, val: raw, h: textnorm.Hash([]byte(digits))}
			e.terms[1] = a.makeTerm(scale, rawTok{norm: scale})
			e.n = 2
			return e
		}
		e.terms[0] = term{canon: t.norm, s: t.norm, num: true, val: v, h: textnorm.Hash([]byte(t.norm))}
		e.n = 1
		return e
	}
	e.terms[0] = a.makeTerm(canonical(t.norm, t), t)
	e.n = 1
	return e
}

// makeTerm stems a canonical word.
func (a *analyzer) makeTerm(c string, t rawTok) term {
	tm := term{canon: c}
	if v, _, ok := parseNumber(c); ok {
		tm.num, tm.val, tm.s = true, v, c
		tm.h = textnorm.Hash([]byte(c))
		return tm
	}
	tm.stop = stopWords[c] || stopWords[t.norm] && !t.upper
	switch c {
	case "not", "no", "never", "nor", "neither", "nobody", "nothing", "none", "cannot", "without":
		tm.neg = true
	default:
		tm.neg = len(c) > 3 && strings.HasSuffix(c, "nt") && negContractions[c]
	}
	switch {
	case timeWords[c]:
		tm.class = classTime
	case attribWords[c]:
		tm.class = classAttrib
	}
	if strings.HasSuffix(c, "#") || tm.stop || !isASCIIWord(c) {
		tm.s = c
	} else {
		if base, ok := irregular[c]; ok {
			c = base
		}
		tm.s = porterStem(c)
		if syn, ok := synonyms[tm.s]; ok {
			tm.s = syn
		}
	}
	tm.h = textnorm.Hash([]byte(tm.s))
	return tm
}

// stems caches the Porter2 stems of the process's words, up to
// maxCachedStems of them: an analyzer caches a story's words, but a
// corpus of many small stories stemmed its common words in every story
// (a tenth of a whole-corpus brief of Reuters). The first words met stay;
// a server's later rare words are stemmed each time.
var (
	stems     sync.Map // word -> stem
	stemCount atomic.Int64
)

const maxCachedStems = 1 << 16

func porterStem(w string) string {
	if s, ok := stems.Load(w); ok {
		return s.(string)
	}
	s := english.Stem(w, true)
	if stemCount.Load() < maxCachedStems {
		// clones, not to keep the text a word was cut from alive
		if _, loaded := stems.LoadOrStore(strings.Clone(w), strings.Clone(s)); !loaded {
			stemCount.Add(1)
		}
	}
	return s
}

func isASCIIWord(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c == '\'') {
			return false
		}
	}
	return true
}

// Stem returns the term the matcher compares for one word as
// textnorm.Scanner normalises it: its canonical spelling (defence =
// defense, koran = quran), base form (fell = fall), Porter2 stem and
// synonym concept (injured = hurt = wounded), so "apologised" and
// "apologizing" give one stem. Numbers stay as written.
func Stem(word string) string {
	var a analyzer // makeTerm reads none of its fields
	t := rawTok{norm: word}
	return a.makeTerm(canonical(word, t), t).s
}
