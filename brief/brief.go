package brief

import (
	"cmp"
	"maps"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/copydesk/copydesk/align"
	"github.com/copydesk/copydesk/dedup"
	"github.com/copydesk/copydesk/facts"
	"github.com/copydesk/copydesk/headline"
	"github.com/copydesk/copydesk/lexicon"
	"github.com/copydesk/copydesk/textnorm"
)

// Doc is one article of a story.
type Doc struct {
	ID, Title, Text, Source, URL string
	Published                    time.Time // zero when unknown
}

// Input is a story: its documents and the copy relations among them
// (indices into Docs, as dedup reports them).
type Input struct {
	Docs      []Doc
	Relations []dedup.Relation
}

// Options tune Build. The zero value is ready to use.
type Options struct {
	// Sentences is the number of key sentences (default 5).
	Sentences int
	// Matcher compares sentences; nil uses align's default (no corpus
	// document frequencies).
	Matcher *align.Matcher
	// OnlyInPerSource caps the facts listed per source (default 5); a
	// negative value turns the "only in" section off.
	OnlyInPerSource int
}

// Citation points at a passage of one document: Doc indexes Input.Docs and
// Ref is the 1-based marker shown in the brief ([Ref]); Start and End are
// byte offsets into that document's Text (UTF-8), CharStart and CharEnd
// the same offsets counted in characters (Unicode code points), for
// callers whose strings index by character.
type Citation struct {
	Doc       int `json:"doc"`
	Ref       int `json:"ref"`
	Start     int `json:"start"`
	End       int `json:"end"`
	CharStart int `json:"char_start"`
	CharEnd   int `json:"char_end"`
}

// Markers writes citations as the brief's text forms write them, each
// source's marker once in the citations' order: "[1][2][4]".
func Markers(cs []Citation) string {
	var sb strings.Builder
	seen := map[int]bool{}
	for _, c := range cs {
		if !seen[c.Ref] {
			seen[c.Ref] = true
			sb.WriteByte('[')
			sb.WriteString(strconv.Itoa(c.Ref))
			sb.WriteByte(']')
		}
	}
	return sb.String()
}

// Source is a cited document with its marker.
type Source struct {
	Ref       int       `json:"ref"`
	Doc       int       `json:"doc"`
	ID        string    `json:"id"`
	Outlet    string    `json:"source,omitempty"`
	Title     string    `json:"title,omitempty"`
	URL       string    `json:"url,omitempty"`
	Published time.Time `json:"published,omitzero"`
	// CopyOf is the marker of the original this document copies (the root
	// of its branch of the copy tree, following copies: identical,
	// near-duplicate, excerpt), 0 for an original.
	CopyOf int `json:"copy_of,omitempty"`
	// PartlyFrom is the marker of the document this one partly reuses
	// (its parent in the copy tree by a partial reuse), 0 for none. A
	// partial reuse is an independent source: it is not in the other's
	// copy family.
	PartlyFrom int `json:"partly_from,omitempty"`
}

// KeySentence is one sentence of the brief, in the words of one outlet,
// citing every document that carries a version of it.
type KeySentence struct {
	Text      string     `json:"text"`
	Citations []Citation `json:"citations"`
	// Sources is the number of independent sources behind it: copy
	// families, a partial reuse counted with the document it takes from
	// (what it repeats of it confirms nothing).
	Sources int `json:"independent_sources"`
	// Speaker names who speaks a quotation the sentence holds when its
	// words name nobody or give a pronoun ("she said"), from the brief's
	// quotes; empty otherwise.
	Speaker string `json:"speaker,omitempty"`
}

// Variant is one of the values outlets give in a disagreement.
type Variant struct {
	Value     string     `json:"value"` // normalised: "28", "lieutenant colonel", "Tuesday"
	Text      string     `json:"text"`  // as written in the first citation
	Citations []Citation `json:"citations"`
	// Attribution names who the value is attributed to when the outlets say
	// so ("Mujahid said"), empty otherwise.
	Attribution string `json:"attributed_to,omitempty"`
}

// Disagreement is a statement on which outlets give different values.
type Disagreement struct {
	Kind     string    `json:"kind"`  // number, rank, name, day
	About    string    `json:"about"` // what the values describe, e.g. "people killed"
	Variants []Variant `json:"variants"`
}

// Fact is a statement only one source reports.
type Fact struct {
	Text     string   `json:"text"`
	Citation Citation `json:"citation"`
	// Copies cites the fact in the source's copies (identical,
	// near-duplicate, excerpt), which carry it too: a copy family counts
	// as one source. Empty when no copy carries it.
	Copies []Citation `json:"copies,omitempty"`
	// Speaker is as KeySentence's.
	Speaker string `json:"speaker,omitempty"`
}

// OnlyIn lists what one source adds that no other document of the story has.
type OnlyIn struct {
	Ref   int    `json:"ref"`
	Doc   int    `json:"doc"`
	Facts []Fact `json:"facts"`
}

// Quote is a quotation with its speaker when the text names one.
type Quote struct {
	Text      string     `json:"text"`
	Speaker   string     `json:"speaker,omitempty"`
	Citations []Citation `json:"citations"`
}

// Brief is the account of one story.
type Brief struct {
	Headline      string         `json:"headline"`
	Sources       []Source       `json:"sources"`
	Sentences     []KeySentence  `json:"sentences"`
	Disagreements []Disagreement `json:"disagreements"`
	OnlyIn        []OnlyIn       `json:"only_in"`
	Quotes        []Quote        `json:"quotes"`
	CopyTree      []CopyEdge     `json:"copy_tree"`
}

// sentence is a body sentence of a document.
type sentence struct {
	doc, idx   int // document, index among the document's body sentences
	start, end int
	text       string
	rel        float64 // relative position in the document, 0 = lead
	quote      int     // align's quotation number, 0 outside one
	mentions   []facts.Mention
	boiler     bool // a site's own line naming an outlet of the story (ownLine): not news
}

// builder holds what Build works out about a story.
type builder struct {
	in     Input
	opts   Options
	sents  [][]sentence // per document
	family []int        // copy family root of every document
	refs   []int        // marker of every document (1-based), 0 until cited
	groups []align.Group

	namedByAll map[creditKey]bool // allName's answers
	quoteCache [][]quoteSpan
	quoteDone  []bool

	cueScan   textnorm.Scanner // contrary's, its buffers reused at every citation
	runeMarks [][]runeMark     // per document, made by the first citation (charOffset)
	sim       *simIndex
	groupOf   map[sref]int // align group of every sentence
	// copyFam names each document's copy family (identical, near-duplicate,
	// excerpt; partial reuses apart) and copyDepth its depth in the copy
	// tree, 0 for an original, copySize its family's documents: "only
	// in" counts a family as one source (copyFamilies).
	copyFam, copyDepth, copySize []int
	echoKey                      []int         // scratch of familyEcho
	familyOf                     map[int][]int // documents of a family of two or more, by root
	// keyed holds the sentences of the chosen key sentences' groups: a
	// key sentence carried by one source is not listed again under "only
	// in" (keySentences, onlyIn).
	keyed map[sref]bool
	// events holds the terms of the reports' titles and leads (eventIndex)
	events *eventIndex
	// minority holds, per document, the spans of the values it gives that
	// fewer copy families give than another value of the same
	// disagreement (minorityValues)
	minority map[int][][2]int
}

// Build writes the brief of one story.
func Build(in Input, opts Options) *Brief {
	if opts.Sentences <= 0 {
		opts.Sentences = 5
	}
	if opts.OnlyInPerSource == 0 {
		opts.OnlyInPerSource = 5
	}
	b := &builder{in: in, opts: opts}
	b.split()
	b.families()
	b.align()
	b.numberSources()
	b.sim = newSimIndex(b)
	tree := b.copyTree()
	// Disagreements first: the story's event is told by a lead that gives
	// the values most outlets give (minorityValues).
	dis := b.disagreements()
	b.minority = minorityValues(dis, b.family)
	out := &Brief{
		Headline:  b.headline(),
		Sources:   b.sources(tree),
		Sentences: b.keySentences(),
		CopyTree:  tree,
	}
	out.Disagreements = dis
	if opts.OnlyInPerSource > 0 {
		out.OnlyIn = b.onlyIn()
	}
	out.Quotes = b.quotes()
	withSpeakers(out)
	if out.Disagreements == nil {
		out.Disagreements = []Disagreement{}
	}
	if out.OnlyIn == nil {
		out.OnlyIn = []OnlyIn{}
	}
	if out.Quotes == nil {
		out.Quotes = []Quote{}
	}
	if out.CopyTree == nil {
		out.CopyTree = []CopyEdge{}
	}
	if out.Sentences == nil {
		out.Sentences = []KeySentence{}
	}
	return out
}

// maxDocWords caps the words of a document that are briefed: its body
// sentences up to the first 20,000 words, as package story reads a
// document's first 20,000 words only. The sentence alignment compares
// sentences sharing rare words, and a long list of near-identical sentences
// ("Sentence number 17 says that 17 people died in town 17") makes every
// pair a candidate; the cap bounds that work per document. The longest
// document of the evaluation sets (BBC) has 4,428 words.
const maxDocWords = 20000

// maxSentenceWords caps a body sentence's words: a longer one is cut at
// word boundaries into pieces of that many, so that maxDocWords holds for
// a text without sentence punctuation (split took a first "sentence" of
// 600,000 words whole, 5.3 MB on the brief's headline line). The longest
// body sentence of the evaluation sets has 919 words (a table of 20
// Newsgroups), so none of theirs is cut.
const maxSentenceWords = 1000

// split cuts every document into body sentences with their mentions (up to
// maxDocWords).
func (b *builder) split() {
	b.sents = make([][]sentence, len(b.in.Docs))
	// Copies repeat sentences: extract once, for one context of the
	// document's month words (facts.MentionsIn).
	type sentenceIn struct {
		text string
		ctx  facts.Context
	}
	seen := map[sentenceIn][]facts.Mention{}
	outlets := b.outletNames()
	own := map[string]bool{}
	for d, doc := range b.in.Docs {
		var body []align.Sentence
		words := 0
		for _, s := range align.Split(doc.Text) {
			if s.Kind != align.Body {
				continue
			}
			if words >= maxDocWords {
				break
			}
			// Whole sentences up to the budget, the last one cut to it; a
			// sentence past maxSentenceWords in pieces.
			for s.Start < s.End && words < maxDocWords {
				n, cut, next := cutWords(doc.Text[s.Start:s.End], min(maxSentenceWords, maxDocWords-words))
				piece := s
				piece.End = s.Start + cut
				body = append(body, piece)
				words += n
				s.Start += next
			}
		}
		ctx := facts.ReadContext(doc.Text)
		for i, s := range body {
			text := doc.Text[s.Start:s.End]
			rel, ok := seen[sentenceIn{text, ctx}]
			if !ok {
				rel = facts.MentionsIn(text, ctx)
				seen[sentenceIn{text, ctx}] = rel
			}
			ms := make([]facts.Mention, len(rel))
			for k, m := range rel {
				m.Start += s.Start
				m.End += s.Start
				ms[k] = m
			}
			// A sentence naming an outlet of the story is the site talking
			// about itself ("Follow The Valley Courier on ..."): its names and
			// numbers are not news and must not disagree with another site's.
			// One naming the outlet as a news source ("told Reuters",
			// "according to the BBC") is news (ownLine).
			// Once a text: ownLine reads every outlet's name, and a wire
			// story carried by 1,000 outlets repeats its sentences 1,000
			// times (57% of its brief went here).
			boiler, ok := own[text]
			if !ok {
				boiler = ownLine(text, outlets)
				own[text] = boiler
			}
			if boiler {
				ms = nil
			} else if len(outlets) > 0 {
				ms = slices.DeleteFunc(ms, func(m facts.Mention) bool { return isOutlet(m, outlets) })
			}
			b.sents[d] = append(b.sents[d], sentence{
				doc: d, idx: i, start: s.Start, end: s.End, text: text,
				rel: float64(i) / float64(max(len(body)-1, 1)), quote: s.Quote, mentions: ms, boiler: boiler,
			})
		}
	}
}

// cutWords counts the words of s (white-space separated, as
// strings.Fields) up to n: it returns their number, the end of the n-th
// word (len(s) when s has n words or fewer) and the start of the word
// after it (len(s) when none follows). No allocation: a text without
// punctuation is one sentence of any length.
func cutWords(s string, n int) (words, end, next int) {
	in := false
	for i, r := range s {
		if unicode.IsSpace(r) {
			if in {
				in = false
				if words == n {
					end = i
					for j, r := range s[i:] {
						if !unicode.IsSpace(r) {
							return words, end, i + j
						}
					}
					return words, end, len(s)
				}
			}
			continue
		}
		if !in {
			in = true
			words++
		}
	}
	return words, len(s), len(s)
}

// outletNames returns the normalised names of the story's outlets ("the
// valley courier" -> "valley courier").
func (b *builder) outletNames() []string {
	var out []string
	for _, d := range b.in.Docs {
		n := strings.TrimPrefix(textnorm.Normalize(d.Source), "the ")
		if len(n) >= 4 && !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	return out
}

// ownLine reports whether a sentence naming one of the story's outlets
// (normalised, as outletNames gives them) is a site's own line ("Follow
// The Valley Courier on Twitter", "Copyright 2026 Reuters", "Email the
// Harbor Wire newsroom") rather than news that names an outlet as the
// source told, reporting or cited ("the mayor told Harbor Wire",
// "Reuters reported", "according to the BBC", "in an interview with
// Reuters", "a Reuters witness"). A sentence is news when it names an
// outlet in such a construction and carries none of a site's calls or
// notices ("subscribe", "newsletter", "all rights reserved", "©", an
// e-mail or web address); any other sentence naming an outlet is the
// site's own.
func ownLine(text string, outlets []string) bool {
	if len(outlets) == 0 {
		return false
	}
	norm := " " + textnorm.Normalize(text) + " "
	named, reported := false, false
	for _, o := range outlets {
		for at := 0; ; {
			k := strings.Index(norm[at:], " "+o+" ")
			if k < 0 {
				break
			}
			k += at
			named = true
			if !reported && outletReported(norm[:k+1], norm[k+len(o)+1:]) {
				reported = true
			}
			at = k + len(o) + 1
		}
	}
	if !named {
		return false
	}
	if !reported {
		reported = datelineCredit(text, outlets)
	}
	return !reported || siteNotice(text, norm)
}

// isOutlet reports whether a mention is the name of one of the outlets
// ("told Reuters"), in the singular too ("told Reuter", as Reuters wrote
// its name in 1987): the outlet a source spoke to is no fact of the story,
// and two outlets writing it differently do not disagree.
func isOutlet(m facts.Mention, outlets []string) bool {
	if m.Kind != facts.Name {
		return false
	}
	n := strings.TrimSuffix(strings.TrimPrefix(m.Norm, "the "), "s")
	for _, o := range outlets {
		if n == strings.TrimSuffix(o, "s") {
			return true
		}
	}
	return false
}

// datelineCredit reports whether a sentence opens with a wire dateline
// crediting one of the outlets, "DUBLIN (Reuters) - ...": the lead of a
// report, whose dateline the splitter left in it.
func datelineCredit(text string, outlets []string) bool {
	i := strings.IndexByte(text, '(')
	if i < 0 || i > 40 {
		return false
	}
	j := strings.IndexByte(text[i:], ')')
	if j < 0 {
		return false
	}
	rest := strings.TrimLeft(text[i+j+1:], " ")
	if !strings.HasPrefix(rest, "-") && !strings.HasPrefix(rest, "–") && !strings.HasPrefix(rest, "—") {
		return false
	}
	return slices.Contains(outlets, strings.TrimPrefix(textnorm.Normalize(text[i+1:i+j]), "the "))
}

// outletReported reports whether an outlet named between before and after
// (normalised text, each with a space at the joint) stands as a news
// source: the one told or interviewed ("told", "in an interview with",
// "according to", "seen by"), or the one reporting ("reported", "has
// learned", "could not verify", "a Reuters witness").
func outletReported(before, after string) bool {
	// An article before the name ("told the BBC", "a Reuters poll").
	for _, a := range []string{" the ", " a ", " an "} {
		if strings.HasSuffix(before, a) {
			before = before[:len(before)-len(a)+1]
			break
		}
	}
	for _, p := range outletTold {
		if strings.HasSuffix(before, " "+p+" ") {
			return true
		}
	}
	for _, p := range outletReporting {
		if strings.HasPrefix(after, " "+p+" ") {
			return true
		}
	}
	return false
}

// outletTold are the words before an outlet named as the one a source
// spoke to or whose material is cited (normalised: no punctuation).
var outletTold = []string{
	"told", "tell", "tells", "telling", "according to", "citing", "quoted", "cited",
	"interview with", "interviews with", "interviewed by", "interview on", "interview to",
	"spoke to", "spoke with", "speaking to", "speaking with", "talking to", "talking with",
	"talked to", "talked with", "said to", "said on", "speaking on",
	"statement to", "statements to", "comment to", "comments to", "remarks to", "confirmed to",
	"seen by", "obtained by", "reviewed by", "quoted by", "cited by", "reported by",
	"contacted by", "reached by", "asked by", "compiled by", "conducted by", "commissioned by",
	"confirmed by", "polled by", "surveyed by", "wrote in", "writing in",
}

// outletReporting are the words after an outlet named as the one
// reporting, or as the owner of a report, a count or a witness.
var outletReporting = []string{
	"reported", "reports", "report", "said", "says", "has learned", "learned", "has learnt", "learnt",
	"has reported", "had reported", "has seen", "had seen", "saw", "obtained", "has obtained",
	"quoted", "cited", "could not", "cannot", "was unable", "were unable", "is unable", "has been unable",
	"was not able", "has not been able", "was told", "has been told", "had been told", "asked",
	"contacted", "found", "revealed", "estimated", "calculated",
	"witness", "witnesses", "reporter", "reporters", "correspondent", "correspondents",
	"journalist", "journalists", "photographer", "photographers", "cameraman",
	"poll", "survey", "tally", "count", "calculations", "analysis", "investigation",
	"interview", "interviews", "inquiries", "inquiry", "enquiries", "queries", "query", "questions",
	"news agency",
}

// siteNotice reports whether a sentence (as written, and normalised) holds
// one of a site's calls or notices, which no news sentence naming an
// outlet as its source needs.
func siteNotice(text, norm string) bool {
	if strings.ContainsAny(text, "©@") || strings.Contains(text, "http") || strings.Contains(text, "www.") {
		return true
	}
	for _, c := range siteCalls {
		if strings.Contains(norm, " "+c+" ") {
			return true
		}
	}
	return false
}

// siteCalls are the words of a site's own lines: calls to follow,
// subscribe, download or write in, and notices of rights and credits
// (normalised). They are phrases, not words a news sentence uses too
// ("options to follow", "the app was downloaded").
var siteCalls = []string{
	"follow us", "subscribe to", "subscribe for", "subscribe now", "sign up", "sign in", "newsletter",
	"download the", "download our", "our app", "copyright", "all rights reserved",
	"contributed to this report", "click here", "click to", "read more", "your inbox", "republished",
	"story tip", "your tips", "send tips", "email us", "e mail us", "contact us", "terms of use",
	"privacy policy",
}

// families groups the documents whose shared sentences confirm nothing:
// copies (identical, near-duplicate, excerpt: the copy families that dedup
// and stories count once, and that Sources marks "copy of") and partial
// reuses of them. A partial reuse is an independent report (Sources marks it
// "partly taken from", not "copy of"), but the sentences it carries from
// the document it reuses were copied, so a key sentence's support counts
// the two once. (Counting them apart changes the key sentences of 21 of the
// 46 ECB+ briefs and of the seed brief, in favour of passages a partial
// reuse repeats, and costs briefeval two planted numbers.)
func (b *builder) families() {
	b.family = b.joined(func(dedup.Relation) bool { return true })
}

// joined groups the documents of the relations keep accepts, through one
// another, and returns each document's group as its earliest document
// (before).
func (b *builder) joined(keep func(dedup.Relation) bool) []int {
	n := len(b.in.Docs)
	parent := newDisjointSets(n)
	find := parent.find
	for _, r := range b.in.Relations {
		if r.A < 0 || r.B < 0 || r.A >= n || r.B >= n || !keep(r) {
			continue
		}
		ra, rb := find(r.A), find(r.B)
		if ra != rb {
			// the earlier document (by the copy-tree rule) becomes the root
			if b.before(rb, ra) {
				ra, rb = rb, ra
			}
			parent[rb] = ra
		}
	}
	roots := make([]int, n)
	for i := range roots {
		roots[i] = find(i)
	}
	return roots
}

// before orders documents: the earlier published first (known dates first),
// then input order.
func (b *builder) before(x, y int) bool {
	px, py := b.in.Docs[x].Published, b.in.Docs[y].Published
	switch {
	case !px.IsZero() && !py.IsZero() && !px.Equal(py):
		return px.Before(py)
	case px.IsZero() != py.IsZero():
		return !px.IsZero()
	}
	return x < y
}

// align groups the sentences that state the same thing.
func (b *builder) align() {
	docs := make([][]string, len(b.sents))
	for d, ss := range b.sents {
		for _, s := range ss {
			docs[d] = append(docs[d], s.text)
		}
	}
	b.groups = align.Align(docs, align.Options{Matcher: b.opts.Matcher, Singletons: true})
	b.groupOf = map[sref]int{}
	for i, g := range b.groups {
		for _, m := range g.Members {
			b.groupOf[sref{m.Doc, m.Sent}] = i
		}
	}
}

// numberSources gives every document its marker: in order of publication
// (undated ones after, in input order), so [1] is the first report.
func (b *builder) numberSources() {
	order := make([]int, len(b.in.Docs))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(x, y int) int {
		if b.before(x, y) {
			return -1
		}
		if b.before(y, x) {
			return 1
		}
		return 0
	})
	b.refs = make([]int, len(b.in.Docs))
	for k, d := range order {
		b.refs[d] = k + 1
	}
}

// sources lists the documents by marker, each copy with the original at the
// root of its branch of the copy tree, each partial reuse with the document
// it takes from.
func (b *builder) sources(tree []CopyEdge) []Source {
	parent := make(map[int]CopyEdge, len(tree))
	for _, e := range tree {
		parent[e.Derived] = e
	}
	out := make([]Source, len(b.in.Docs))
	for d, doc := range b.in.Docs {
		s := Source{Ref: b.refs[d], Doc: d, ID: doc.ID, Outlet: doc.Source, Title: doc.Title, URL: doc.URL, Published: doc.Published}
		if e, ok := parent[d]; ok && !dedup.DefaultGroupKinds.Has(e.Kind) {
			s.PartlyFrom = b.refs[e.Source]
		}
		// Up the copies only: a partial reuse starts a family of its own.
		root := d
		for e, ok := parent[root]; ok && dedup.DefaultGroupKinds.Has(e.Kind); e, ok = parent[root] { // a forest: the walk ends
			root = e.Source
		}
		if root != d {
			s.CopyOf = b.refs[root]
		}
		out[b.refs[d]-1] = s
	}
	return out
}

func (b *builder) cite(d, start, end int) Citation {
	text := b.in.Docs[d].Text
	cs := b.charOffset(d, start)
	return Citation{Doc: d, Ref: b.refs[d], Start: start, End: end,
		CharStart: cs, CharEnd: cs + utf8.RuneCountInString(text[start:end])}
}

// runeMark is a rune boundary of a document: its byte offset and the
// characters before it.
type runeMark struct{ byteOff, chars int }

// runeMarkStep is the bytes between the rune marks of a document.
const runeMarkStep = 1024

// charOffset is utf8.RuneCountInString(text[:off]) of document d, counted
// from the nearest rune mark before off: counting from the start made a
// document's many citations quadratic. The marks are rune boundaries as
// the whole text decodes, so the count is the same, invalid UTF-8 included.
func (b *builder) charOffset(d, off int) int {
	if b.runeMarks == nil {
		b.runeMarks = make([][]runeMark, len(b.in.Docs))
	}
	text := b.in.Docs[d].Text
	if b.runeMarks[d] == nil {
		marks := []runeMark{{0, 0}}
		chars, next := 0, runeMarkStep
		for i := 0; i < len(text); {
			if i >= next {
				marks = append(marks, runeMark{i, chars})
				next = i + runeMarkStep
			}
			_, size := utf8.DecodeRuneInString(text[i:])
			i += size
			chars++
		}
		b.runeMarks[d] = marks
	}
	marks := b.runeMarks[d]
	k := sort.Search(len(marks), func(k int) bool { return marks[k].byteOff > off }) - 1
	return marks[k].chars + utf8.RuneCountInString(text[marks[k].byteOff:off])
}

// sortCitations orders citations by marker.
func sortCitations(cs []Citation) {
	slices.SortFunc(cs, func(x, y Citation) int {
		if x.Ref != y.Ref {
			return x.Ref - y.Ref
		}
		return x.Start - y.Start
	})
}

// headline is the story's headline by the rule package story and the
// desk share (headline.Of): the title nearest the others, or for a story
// without titles its earliest document's first line.
func (b *builder) headline() string {
	docs := b.in.Docs
	return headline.Of(len(docs), func(i int) (string, time.Time) { return docs[i].Title, docs[i].Published },
		func(i int) string { return headline.Lead(docs[i].Text) })
}

// copyTree orients the story's copy relations.
func (b *builder) copyTree() []CopyEdge {
	published := make([]time.Time, len(b.in.Docs))
	words := make([]int, len(b.in.Docs))
	for d, doc := range b.in.Docs {
		published[d] = doc.Published
		words[d] = len(strings.Fields(doc.Text))
	}
	var rels []dedup.Relation
	for _, r := range b.in.Relations {
		if r.A >= 0 && r.B >= 0 && r.A < len(b.in.Docs) && r.B < len(b.in.Docs) {
			rels = append(rels, r)
		}
	}
	return CopyTree(rels, published, words)
}

// groupInfo summarises an aligned group for ranking.
type groupInfo struct {
	g        *align.Group
	families int     // copy families carrying the sentence
	support  float64 // families that say the same thing in other words
	pos      float64 // mean relative position of its members
	rep      sentence
	words    int
	lead     bool // holds a report's first body sentence
	// central is a lead's closeness to what the reports' titles say
	// together (centrality); event the support the other families'
	// titles and leads add to its own (eventSupport), kept for the most
	// central lead only (keySentences)
	central, event float64
	// dependent: its wording opens by pointing back at the sentence
	// before it ("But ...", "He said ...") in every report carrying it
	dependent bool
}

// Support for a statement from another family is the best similarity of
// its sentences to it: the matcher's score or the IDF-weighted word overlap,
// whichever is higher (independent reports share names and facts more than
// wording). Ranking counts similarities from supportFloor up; it can afford
// a near miss, where a citation could not.
const (
	supportFloor = 0.25
	redundant    = 0.35 // similarity at which a second key sentence repeats the first
	// similarity at which a second key sentence giving no figure the first
	// does not (givesNoNewFigure) repeats it: two leads telling one vote
	// in their own words share 0.18; below 0.1 the figures were shared by
	// chance ("Channel 10" of a libel suit against a "10-year" note)
	figureRepeat = 0.1
)

func (b *builder) info(g *align.Group) groupInfo {
	fam := map[int]bool{}
	pos := 0.0
	var rep sentence
	first, lead, repAlone, repOwn := true, false, false, false
	for _, m := range g.Members {
		s := b.sents[m.Doc][m.Sent]
		fam[b.family[m.Doc]] = true
		pos += s.rel
		lead = lead || m.Sent == 0
		// The representative wording: from the earliest document, one
		// that reads alone when an outlet has one (standsAlone), and of
		// those one crediting no source the others do not name
		// (ownCredit: "Tara Reid has entered ... on Tuesday, her rep told
		// People.com. [5][6][7][13][15][16]" credited People.com to five
		// reports that never named it), unless the credit closes the
		// sentence, to be cut from it (keySentences).
		own, cut := b.ownCredit(s, g)
		alone, own := standsAlone(s), own && cut < 0
		if first || alone && !repAlone || alone == repAlone && (!own && repOwn || own == repOwn && b.before(m.Doc, rep.doc)) {
			rep, repAlone, repOwn, first = s, alone, own, false
		}
	}
	gi := groupInfo{g: g, families: len(fam), pos: pos / float64(len(g.Members)), rep: rep, words: textnorm.CountFields(rep.text), lead: lead,
		dependent: dependentOpener(rep.text)}
	// Soft support: the closest sentence of each family not counted yet.
	best := map[int]float64{}
	r := sref{rep.doc, rep.idx}
	for _, n := range b.sim.neighbours(r, 24, nil) {
		f := b.family[n.r.d]
		if fam[f] {
			continue
		}
		best[f] = max(best[f], b.sim.score(r, n.r), n.dice)
	}
	// Summed in the families' order: a float sum in map order differs in
	// its last bits from run to run, and ties between leads then broke
	// differently (a BBC brief's key sentences changed between runs).
	fams := slices.Sorted(maps.Keys(best))
	for _, f := range fams {
		if sc := best[f]; sc >= supportFloor {
			gi.support += sc
		}
	}
	// A report's lead, as written, that reads alone may state the story's
	// event (eventSupport).
	if rep.idx == 0 && standsAlone(rep) && b.wholeLead(rep) {
		if gi.central = b.centrality(r); gi.central > 0 {
			told := b.eventSupport(r, fam)
			for _, f := range slices.Sorted(maps.Keys(told)) {
				if sc, counted := told[f], best[f]; sc > counted {
					if counted < supportFloor {
						counted = 0
					}
					gi.event += sc - counted
				}
			}
			if len(told) < minEventFamilies {
				gi.event = 0
			}
		}
	}
	return gi
}

// keySentences picks the sentences most independent sources carry, leads
// first, without repeating themselves, and puts them in story order.
func (b *builder) keySentences() []KeySentence {
	// Rank groups cheaply (families carrying them, position), then measure
	// the soft support of the best few only: it is the costly part.
	type cheap struct {
		g     *align.Group
		score float64
	}
	var cands []cheap
	for i := range b.groups {
		g := &b.groups[i]
		rep := b.sents[g.Members[0].Doc][g.Members[0].Sent]
		if w := textnorm.CountFields(rep.text); w < minKeyWords || w > maxKeyWords || rep.boiler || lineup(rep.text) {
			continue // fragments, run-ons and line-ups make poor key sentences
		}
		fams := map[int]bool{}
		pos := 0.0
		for _, m := range g.Members {
			fams[b.family[m.Doc]] = true
			pos += b.sents[m.Doc][m.Sent].rel
		}
		cands = append(cands, cheap{g, float64(len(fams)) + 0.8*(1-pos/float64(len(g.Members)))})
	}
	slices.SortStableFunc(cands, func(x, y cheap) int { return cmp.Compare(y.score, x.score) })
	// min keeps the product from overflowing on a huge Sentences.
	if limit := 12 * min(b.opts.Sentences, len(cands)); len(cands) > limit {
		cands = cands[:limit]
	}
	var infos []groupInfo
	for _, c := range cands {
		infos = append(infos, b.info(c.g))
	}
	// The story's event is told once: of the leads that come closest to
	// what the titles say together (within centralShare of the closest),
	// the best supported takes the other families' support for telling it,
	// and none of the other leads that tell it in other words.
	event, closest := -1, 0.0
	for _, gi := range infos {
		if gi.event > 0 {
			closest = max(closest, gi.central)
		}
	}
	told := func(gi groupInfo) float64 { return float64(gi.families) + gi.support + gi.event }
	for i, gi := range infos {
		if gi.event > 0 && gi.central >= centralShare*closest && !b.givesMinority(gi.rep) && (event < 0 || told(gi) > told(infos[event])) {
			event = i
		}
	}
	for i := range infos {
		if i != event {
			infos[i].event = 0
		}
	}
	// A sentence that reads wrongly alone ranks lower: a self-contained
	// one of similar value wins.
	score := func(gi groupInfo) float64 {
		sc := float64(gi.families) + gi.support + gi.event + 0.8*(1-gi.pos)
		if gi.dependent {
			sc -= dependentPenalty
		}
		return sc
	}
	slices.SortStableFunc(infos, func(x, y groupInfo) int {
		return cmp.Or(cmp.Compare(score(y), score(x)), x.rep.doc-y.rep.doc, x.rep.idx-y.rep.idx)
	})
	// Greedy: the best remaining sentence, with a bonus for the facts
	// (numbers, names, days, ranks) it adds to those already chosen, never
	// one that repeats a chosen sentence. A report's lead states its event:
	// a later sentence naming the same people or day elaborates on it and
	// does not tell it, so only a chosen lead takes a lead's facts
	// (leadCovered): else a report's lead, whose names every later sentence
	// repeats, loses its bonus to the first of them.
	// A fact by its kind and value, without a string built at each look-up
	// (novelty reads every candidate's facts at every pick).
	type fact struct {
		kind facts.Kind
		norm string
	}
	covered, leadCovered := map[fact]bool{}, map[fact]bool{}
	novelty := func(gi groupInfo) float64 {
		told := covered
		if gi.lead {
			told = leadCovered
		}
		n := 0
		for _, m := range gi.rep.mentions {
			if !told[fact{m.Kind, m.Norm}] {
				n++
			}
		}
		return 0.25 * float64(min(n, 4))
	}
	var chosen []groupInfo
	used := make([]bool, len(infos))
	for len(chosen) < b.opts.Sentences {
		best, bestScore := -1, 0.0
		for i, gi := range infos {
			if used[i] {
				continue
			}
			if sc := score(gi) + novelty(gi); best < 0 || sc > bestScore {
				best, bestScore = i, sc
			}
		}
		if best < 0 {
			break
		}
		used[best] = true
		gi := infos[best]
		repeats := false
		for _, c := range chosen {
			x, y := sref{gi.rep.doc, gi.rep.idx}, sref{c.rep.doc, c.rep.idx}
			if b.sim.similarity(x, y) >= redundant || b.sim.restates(x, y) || b.givesNoNewFigure(x, y) && b.sim.similarity(x, y) >= figureRepeat {
				repeats = true
				break
			}
		}
		if repeats {
			continue
		}
		chosen = append(chosen, gi)
		for _, m := range gi.rep.mentions {
			covered[fact{m.Kind, m.Norm}] = true
			if gi.lead {
				leadCovered[fact{m.Kind, m.Norm}] = true
			}
		}
	}
	slices.SortStableFunc(chosen, func(x, y groupInfo) int { return cmp.Compare(x.pos, y.pos) })
	out := make([]KeySentence, 0, len(chosen))
	for _, gi := range chosen {
		ks := KeySentence{Text: gi.rep.text}
		// A credit closing the sentence that other versions do not carry
		// is cut: "..., according to Sky News. [1][2][3][4][5]" credited
		// Sky News to four reports that never named it.
		if own, cut := b.ownCredit(gi.rep, gi.g); own && cut >= 0 {
			ks.Text = gi.rep.text[:cut] + "."
		}
		cited := map[int]bool{}
		fams := map[int]bool{}
		for _, mb := range gi.g.Members {
			s := b.sents[mb.Doc][mb.Sent]
			if b.keyed == nil {
				b.keyed = map[sref]bool{}
			}
			b.keyed[sref{mb.Doc, mb.Sent}] = true
			if b.otherFacts(sref{gi.rep.doc, gi.rep.idx}, sref{mb.Doc, mb.Sent}) {
				continue // its figures are others, its document may tell the sentence elsewhere
			}
			cited[mb.Doc] = true
			if b.contrary(sref{gi.rep.doc, gi.rep.idx}, sref{mb.Doc, mb.Sent}) {
				continue // its version gives another figure: no citation, and no other sentence of it
			}
			ks.Citations = append(ks.Citations, b.cite(mb.Doc, s.start, s.end))
			fams[b.family[mb.Doc]] = true
		}
		for _, r := range b.paraphrases(sref{gi.rep.doc, gi.rep.idx}, cited) {
			s := b.sents[r.d][r.s]
			ks.Citations = append(ks.Citations, b.cite(r.d, s.start, s.end))
			fams[b.family[r.d]] = true
		}
		ks.Sources = len(fams)
		sortCitations(ks.Citations)
		out = append(out, ks)
	}
	return out
}

// paraphrases are the sentences of the documents not in cited that say
// the key sentence r in other words, one a document: the closest one the
// matcher calls a paraphrase, unless it holds little of r (minCiteShare)
// or gives other figures (otherFigures); else one that tells r's main
// clause (simIndex.tellers). The matcher alone, on short sentences
// sharing a word or two, called
// "\"I tried for three years to make something work.\"" a paraphrase of
// "News of the review was released because it was thought Mr Blunkett
// would make the official announcement ..." (0.445), and it misses a
// paraphrase with a clause of its own: the Taliban's claim in the seeds
// scores 0.06-0.10 against the same claim followed by "after the two U.S.
// servicemen ... were found dead on their office floor".
//
// A document whose version of r gives another value of one of r's figures
// (otherValue) is not cited at all, whatever another of its sentences,
// giving no figure, tells ("The city council approved the tram plan in a
// vote on Monday" for "The plan was approved by 31 votes to 17" from the
// report saying "by 30 votes to 17"). Its version is a paraphrase the
// matcher finds, or its sentence holding the most of r's words, most of
// them (minContradictShare): the matcher scores two sentences giving
// other figures low (0.011 for "... approved by 30 votes to 17 with two
// abstentions, ..." against "... by 31 votes to 17."). Another sentence
// holding fewer of them tells another part of the story ("During the
// game's deciding 15-2 run, Echenique ... blocked two shots" for
// "Echenique scored all 11 points ... and blocked six shots").
func (b *builder) paraphrases(r sref, cited map[int]bool) []sref {
	best, closest := map[int]neighbour{}, map[int]neighbour{}
	var contradict []int
	for _, n := range b.sim.neighbours(r, 32, nil) {
		if cited[n.r.d] {
			continue
		}
		if n.contain > closest[n.r.d].contain {
			closest[n.r.d] = n
		}
		if n.score = b.sim.score(r, n.r); n.score < align.DefaultThreshold {
			continue
		}
		if n.contain >= minCiteShare && b.contrary(r, n.r) {
			contradict = append(contradict, n.r.d)
		} else if n.score > best[n.r.d].score && !b.otherFacts(r, n.r) {
			best[n.r.d] = n
		}
	}
	for d, n := range closest {
		if n.contain >= minContradictShare && b.contrary(r, n.r) {
			contradict = append(contradict, d)
		}
	}
	for _, d := range contradict {
		cited[d] = true // not cited, nor told by another sentence
		delete(best, d)
	}
	var out []sref
	for d, n := range best {
		if n.contain >= minCiteShare && !b.otherFigures(r, n.r) {
			out = append(out, n.r)
			cited[d] = true
		}
	}
	fam := make([]int, len(b.sents))
	for d := range fam {
		fam[d] = d
		if cited[d] || d == r.d {
			fam[d] = -1
		}
	}
	for _, t := range b.sim.tellers(r, fam, 3) {
		if !b.contrary(r, t) && !b.otherFacts(r, t) {
			out = append(out, t)
		}
	}
	return out
}

// givesNoNewFigure reports whether sentence x gives two figures or more
// and every figure and day it gives is y's: another outlet's lead telling
// the event y tells in its own words ("the city council approved the £410
// million project by 31 votes to 17" late on Tuesday, after "Brackenford
// City Council voted 31–17 on Tuesday night to approve a £410 million
// extension"), which the words the two share are too few to call a
// repeat. One figure in common is not enough: a sentence about a date or
// an amount goes on to something else; nor is a sentence whose figures
// are a few of many that y lists, nor one of y's own report (or its
// copies), whose later sentences elaborate on its lead with its figures.
func (b *builder) givesNoNewFigure(x, y sref) bool {
	if b.family[x.d] == b.family[y.d] {
		return false // one report's sentences: a later one elaborates
	}
	ys := b.sents[y.d][y.s].mentions
	has := func(m facts.Mention) bool {
		for _, o := range ys {
			if o.Kind == m.Kind && o.Norm == m.Norm {
				return true
			}
		}
		return false
	}
	figures := func(s sref, yield func(m facts.Mention)) {
		for _, m := range b.sents[s.d][s.s].mentions {
			if m.Kind == facts.Number && !codePart(b.in.Docs[s.d].Text, m.Start) {
				yield(m)
			}
		}
	}
	var mine, theirs []string // distinct values: "three shows hosted by three DJs" gives one
	figures(y, func(m facts.Mention) {
		if !slices.Contains(theirs, m.Norm) {
			theirs = append(theirs, m.Norm)
		}
	})
	for _, m := range b.sents[x.d][x.s].mentions {
		if m.Kind == facts.Day && !has(m) {
			return false
		}
	}
	covered := true
	figures(x, func(m facts.Mention) {
		covered = covered && has(m)
		if !slices.Contains(mine, m.Norm) {
			mine = append(mine, m.Norm)
		}
	})
	// y giving many more is a table or a list, x one line of it
	return covered && len(mine) >= 2 && len(theirs) <= len(mine)+1
}

// otherFigures reports whether two sentences both give numbers and share
// none: "injuring at least 50 people" / "at least five", "house prices
// were 11.8% higher" / "0.1% higher", other figures of one kind of fact.
// One number in common will do ("a net loss of 688 mln Swiss francs in
// 1986" / "a net loss of 688 mln francs ... and set a 50 pct capital
// cut"): a longer sentence adds figures of its own.
func (b *builder) otherFigures(x, y sref) bool {
	var xs, ys []string
	for _, m := range b.sents[x.d][x.s].mentions {
		if m.Kind == facts.Number && !codePart(b.in.Docs[x.d].Text, m.Start) {
			xs = append(xs, m.Norm)
		}
	}
	for _, m := range b.sents[y.d][y.s].mentions {
		if m.Kind == facts.Number && !codePart(b.in.Docs[y.d].Text, m.Start) {
			if slices.Contains(xs, m.Norm) {
				return false
			}
			ys = append(ys, m.Norm)
		}
	}
	return len(xs) > 0 && len(ys) > 0
}

// codePart reports whether the number at start ends a code joined to
// letters by a hyphen ("MS08-078", "F-16", "Covid-19"): the name of a
// bulletin, a plane or a virus, not a figure of the fact.
func codePart(text string, start int) bool {
	if start < 2 || text[start-1] != '-' {
		return false
	}
	for i := start - 2; i >= 0; i-- {
		c := text[i]
		switch {
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
			return true
		case '0' <= c && c <= '9':
		default:
			return false
		}
	}
	return false
}

// minCiteShare is the least share of a key sentence's weighted words a
// paraphrase the matcher finds must hold to be cited for it: of the 43
// matcher paraphrases below it on BBC and ECB+ that tell no main clause
// (tellers), read, 39 stated something else (a quotation's "It is good for
// the sport.", "But what did the Spanish press make of the affair?").
const minCiteShare = 0.15

// minContradictShare is the least share of a key sentence's weighted
// words a sentence must hold to be an outlet's version of it when the
// matcher does not call it a paraphrase: a sentence giving another value
// in the same place of most of the same words (otherValue) contradicts
// the key sentence.
const minContradictShare = 0.6

// onlyIn lists, per document, the facts no other document of the story
// reports: sentences aligned with nothing and with no close paraphrase
// elsewhere, that state something checkable (a number, a name, a day, a
// quotation); the most informative first, at most OnlyInPerSource each,
// shown in the order of the text.
func (b *builder) onlyIn() []OnlyIn {
	b.copyFamilies()
	per := map[int][]onlyInCand{}
	var quoted map[sref]bool // sentences of quotations already weighed
	for i := range b.groups {
		g := &b.groups[i]
		m, ok := b.familyLister(g)
		if !ok {
			continue
		}
		s := b.sents[m.Doc][m.Sent]
		if s.quote != 0 {
			// A sentence of a quotation running over several sentences
			// ("I haven't been playing well. I'm winning the crucial
			// points," he said.) is no fact alone: cut from its quotation
			// it reads as a stray quote mark with nobody saying it. The
			// quotation is listed whole, once, when all of it is only in
			// this source.
			if quoted[sref{m.Doc, m.Sent}] {
				continue
			}
			c, first, end, ok := b.onlyInQuotation(m.Doc, m.Sent)
			if quoted == nil {
				quoted = map[sref]bool{}
			}
			for i := first; i <= end; i++ {
				quoted[sref{m.Doc, i}] = true
			}
			if ok {
				c.last = end
				per[m.Doc] = append(per[m.Doc], c)
			}
			continue
		}
		if textnorm.CountFields(s.text) < minFactWords || !informative(s) || endsQuotation(s.text) || !b.onlyInSentence(m.Doc, m.Sent) {
			continue
		}
		per[m.Doc] = append(per[m.Doc], onlyInCand{s: s, value: b.onlyInValue(s), last: m.Sent})
	}
	var out []OnlyIn
	for d, cs := range per {
		slices.SortStableFunc(cs, func(x, y onlyInCand) int { return cmp.Compare(y.value, x.value) })
		cs = standaloneFirst(cs)
		cs = voicesAfterFacts(cs, b.opts.OnlyInPerSource)
		slices.SortFunc(cs, func(x, y onlyInCand) int { return x.s.start - y.s.start })
		oi := OnlyIn{Ref: b.refs[d], Doc: d}
		for _, c := range cs {
			oi.Facts = append(oi.Facts, Fact{Text: c.s.text, Citation: b.cite(d, c.s.start, c.s.end), Copies: b.copyCitations(d, c.s.idx, c.last)})
		}
		out = append(out, oi)
	}
	slices.SortFunc(out, func(x, y OnlyIn) int { return x.Ref - y.Ref })
	return out
}

// standaloneFirst moves the facts that read wrongly alone ("She took time
// out to shake off a virus", "It went up by 41.25 points": dependentOpener)
// after the others, keeping each part's order: an "only in" fact is read
// out of its report, and a reader cannot tell who "she" is, so such a fact
// is listed only when the source has too few that stand alone.
func standaloneFirst(cs []onlyInCand) []onlyInCand {
	out := make([]onlyInCand, 0, len(cs))
	var dependent []onlyInCand
	for _, c := range cs {
		if dependentOpener(c.s.text) {
			dependent = append(dependent, c)
		} else {
			out = append(out, c)
		}
	}
	return append(out, dependent...)
}

// voicesAfterFacts keeps the n most valued of cs (sorted by value), of
// which at most half, rounded up, are quotations while facts told in the
// outlet's own words are left: what an outlet alone adds is its facts
// first, and a quotation's weight (a voice, a named speaker) would
// otherwise fill the list with voices cut from their context.
func voicesAfterFacts(cs []onlyInCand, n int) []onlyInCand {
	if len(cs) <= n {
		return cs
	}
	maxVoices := (n + 1) / 2
	out := make([]onlyInCand, 0, n)
	var later []onlyInCand
	voices := 0
	for _, c := range cs {
		if len(out) == n {
			break
		}
		if voice(c.s) {
			if voices == maxVoices {
				later = append(later, c)
				continue
			}
			voices++
		}
		out = append(out, c)
	}
	for _, c := range later {
		if len(out) == n {
			break
		}
		out = append(out, c)
	}
	return out
}

// voice reports whether a sentence is or holds a quotation.
func voice(s sentence) bool {
	return s.quote != 0 || strings.ContainsAny(s.text, "\"“”")
}

// minFactWords is the fewest words of an "only in" fact: a shorter
// sentence is rarely a fact of its own.
const minFactWords = 8

// onlyInCand is a fact for "only in" and how much it tells; last is the
// index of its last sentence (a quotation's may be after s).
type onlyInCand struct {
	s     sentence
	value float64
	last  int
}

// onlyInSentence reports whether sentence r of its document is news no
// other source tells: aligned with no sentence outside its copy family
// (copyFamilies), no site's own line, no key sentence, and novel.
func (b *builder) onlyInSentence(d, r int) bool {
	gi, ok := b.groupOf[sref{d, r}]
	if !ok {
		return false
	}
	if m, ok := b.familyLister(&b.groups[gi]); !ok || m.Doc != d {
		return false
	}
	s := b.sents[d][r]
	return !s.boiler && !lineup(s.text) && !b.keyed[sref{d, r}] && b.novel(sref{d, r})
}

// onlyInValue is informationValue with the speaker of the quotation the
// sentence is in, if any.
func (b *builder) onlyInValue(s sentence) float64 {
	speaker := ""
	for _, q := range b.docQuotes(s.doc) {
		if q.start < s.end && s.start < q.end {
			speaker = q.speaker
		}
	}
	return informationValue(s, speaker)
}

// onlyInQuotation makes the one "only in" fact of the quotation that
// sentence r of document d is part of: its sentences in a row, from the one
// opening it to the one closing it (where "he said" often stands), weighed
// as the most informative of them. None when a sentence of it is told
// elsewhere or is a key sentence (the rest alone would be a fragment again,
// and the Quotes section lists the quotation whole), nor when it runs over
// more than three sentences or 500 bytes: a long quotation is no one fact,
// and where a paragraph reopens the quotation without closing it ("...
// soon. \"I won't ...") the splitter's run can go on into the text after.
// ok with the sentence alone when the run holds no quotation mark there:
// the splitter's run went on after the quotation closed.
func (b *builder) onlyInQuotation(d, r int) (c onlyInCand, first, end int, ok bool) {
	ss := b.sents[d]
	q := ss[r].quote
	first, end = r, r
	for first > 0 && ss[first-1].quote == q {
		first--
	}
	for end+1 < len(ss) && ss[end+1].quote == q {
		end++
	}
	// The run is cut after each sentence closing a quotation, and a
	// sentence with no quotation mark opening a piece is text between two
	// quotations: the quotation of r is the piece holding it. When no
	// sentence from r on closes it, the marks are unbalanced and the run
	// holds the text after the quotation too: r stands alone.
	closed := false
	for i := first; i <= end; i++ {
		if i < r && (closesQuote(ss[i].text) || first == i && !hasQuoteMark(ss[i].text)) {
			first = i + 1
			continue
		}
		if i >= r && closesQuote(ss[i].text) {
			end, closed = i, true
			break
		}
	}
	if !closed || first == r && !hasQuoteMark(ss[r].text) {
		first, end = r, r
	}
	if first == r && !hasQuoteMark(ss[r].text) {
		s := ss[r]
		if textnorm.CountFields(s.text) < minFactWords || !informative(s) || !b.onlyInSentence(d, r) {
			return c, first, end, false
		}
		return onlyInCand{s: s, value: b.onlyInValue(s)}, first, end, true
	}
	if end-first >= 3 || ss[end].end-ss[first].start > 500 || !closesQuote(ss[end].text) || !hasQuoteMark(ss[first].text) {
		return c, first, end, false // no whole quotation: one going on over a paragraph
	}
	for i := first; i <= end; i++ {
		if !b.onlyInSentence(d, i) {
			return c, first, end, false
		}
		c.value = max(c.value, b.onlyInValue(ss[i]))
	}
	c.s = ss[first]
	c.s.end = ss[end].end
	c.s.text = b.in.Docs[d].Text[c.s.start:c.s.end]
	return c, first, end, textnorm.CountFields(c.s.text) >= minFactWords
}

// endsQuotation reports whether a sentence's first quotation mark closes a
// quotation opened before it ("... she knows everyone there.\"", "... but
// still the resources have not come,” said Williams"): the end of one
// running over lines or paragraphs, which the splitter numbers apart. A
// fragment alone, like the rest of it.
func endsQuotation(text string) bool {
	for i := 0; i < len(text); i++ {
		if quoteMarkAt(text, i) {
			return closingAt(text, i)
		}
	}
	return false
}

// closesQuote reports whether the last quotation mark of a sentence closes
// a quotation.
func closesQuote(text string) bool {
	for i := len(text) - 1; i >= 0; i-- {
		if quoteMarkAt(text, i) {
			return closingAt(text, i)
		}
	}
	return false
}

// hasQuoteMark reports whether a sentence holds a quotation mark.
func hasQuoteMark(text string) bool {
	for i := 0; i < len(text); i++ {
		if quoteMarkAt(text, i) {
			return true
		}
	}
	return false
}

// quoteMarkAt reports whether a quotation mark starts at text[i]: a curly
// double one, or a straight one not after a digit (`17" monitors`, inches).
func quoteMarkAt(text string, i int) bool {
	switch text[i] {
	case '"':
		return i == 0 || text[i-1] < '0' || text[i-1] > '9'
	case 0xE2: // “ and ” are E2 80 9C, E2 80 9D
		return strings.HasPrefix(text[i:], "“") || strings.HasPrefix(text[i:], "”")
	}
	return false
}

// closingAt reports whether the quotation mark at text[i] closes a
// quotation: a closing curly mark, or a straight one after a letter or
// punctuation and before a space, punctuation or the end.
func closingAt(text string, i int) bool {
	switch {
	case strings.HasPrefix(text[i:], "”"):
		return true
	case strings.HasPrefix(text[i:], "“"):
		return false
	}
	if i == 0 || text[i-1] == ' ' || text[i-1] == '\t' || text[i-1] == '\n' || text[i-1] == '\r' {
		return false
	}
	if i+1 == len(text) {
		return true
	}
	n := text[i+1]
	return n == ' ' || n == '\t' || n == '\n' || n == '\r' || strings.IndexByte(".,;:!?)-", n) >= 0
}

// novel reports whether no sentence of a document outside its copy family
// says nearly the same: no close paraphrase, not most of its weighted
// words in one sentence elsewhere, and its main clause not told elsewhere
// in other words (told); nor, in a copy, a sentence of the family's text
// listed under another document of it (familyEcho).
func (b *builder) novel(r sref) bool {
	for _, n := range b.sim.neighbours(r, 8, b.copyFam) {
		if n.contain >= 0.6 || b.sim.score(r, n.r) >= 0.3 {
			return false
		}
	}
	return !b.sim.told(r, b.copyFam) && !b.familyEcho(r)
}

// informationValue weighs what a sentence states: names, numbers and days,
// a quotation, its length.
func informationValue(s sentence, speaker string) float64 {
	v := 0.0
	for _, m := range s.mentions {
		switch m.Kind {
		case facts.Number:
			v += 1.5
		case facts.Name:
			v += 1
		case facts.Day, facts.Rank:
			v += 0.5
		}
	}
	if s.quote != 0 || strings.ContainsAny(s.text, "\"“”") {
		v += 1.5 // a voice of its own: often the point of a source's report
		if speaker != "" {
			v += 1.5
		}
	}
	return v + float64(min(len(strings.Fields(s.text)), 40))/40
}

// informative reports whether a sentence states something checkable.
func informative(s sentence) bool {
	if s.quote != 0 || strings.ContainsAny(s.text, "\"“”") {
		return true
	}
	for _, m := range s.mentions {
		if m.Kind == facts.Number || m.Kind == facts.Day || m.Kind == facts.Name {
			return true
		}
	}
	return false
}

func stopword(w string) bool { return lexicon.IsStopWord(w) }

// minorityValues returns, per document, the spans of the values it gives
// in a disagreement that fewer copy families give than another of its
// values: "Sixteen" dead in one report where five families say "at
// least 14". A tie makes no minority.
func minorityValues(dis []Disagreement, family []int) map[int][][2]int {
	var out map[int][][2]int
	for _, d := range dis {
		fams := make([]int, len(d.Variants))
		most := 0
		for i, v := range d.Variants {
			seen := map[int]bool{}
			for _, c := range v.Citations {
				if c.Doc >= 0 && c.Doc < len(family) {
					seen[family[c.Doc]] = true
				}
			}
			fams[i] = len(seen)
			most = max(most, fams[i])
		}
		for i, v := range d.Variants {
			if fams[i] >= most {
				continue
			}
			for _, c := range v.Citations {
				if out == nil {
					out = map[int][][2]int{}
				}
				out[c.Doc] = append(out[c.Doc], [2]int{c.Start, c.End})
			}
		}
	}
	return out
}

// givesMinority reports whether sentence s holds a value fewer families
// give than another (minorityValues).
func (b *builder) givesMinority(s sentence) bool {
	for _, sp := range b.minority[s.doc] {
		if sp[0] >= s.start && sp[1] <= s.end {
			return true
		}
	}
	return false
}
