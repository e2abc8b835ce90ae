// Package synth generates labelled re-publication corpora from real news
// articles: each chosen base article is emitted with copies made by the edit
// operators real outlets apply (trimming, light editing and house style,
// datelines and new headlines, boilerplate and spam lines, extension with
// other text, partial reuse, changed numbers), next to unrelated and
// same-topic distractor articles. Labels put every copy in its base's
// cluster whatever the kind of edit.
//
// The package is pure: it works on in-memory documents, does no I/O, and its
// output depends only on the inputs and the seed. The command
// cmd/repubgen reads and writes the files.
package synth

import "time"

// Document is an article as read or written: the fields of a docs.jsonl
// line. It mirrors copydesk.Document; synth does not import the root package
// so that the algorithm packages' own tests can use it without an import
// cycle.
type Document struct {
	ID        string
	Title     string
	Text      string
	Source    string
	Published time.Time // zero when unknown
}

// Article is one input article. Category is an optional topic label (the BBC
// set's categories); when empty a crude topic is derived from the words (see
// CrudeTopic).
type Article struct {
	Document
	Category string
}

// Role of a generated document.
type Role string

// Roles.
const (
	RoleBase            Role = "base"
	RoleCopy            Role = "copy"
	RoleDistractor      Role = "distractor"       // unrelated singleton
	RoleTopicDistractor Role = "topic-distractor" // same topic as a base, not a copy
)

// Operator names recorded in Record.Ops.
const (
	OpIdentical     = "identical"      // byte-identical text
	OpPartial       = "partial"        // 30-60% of the base's sentences merged with another article
	OpTrim          = "trim"           // a leading portion of the base
	OpDropParagraph = "drop-paragraph" // a middle paragraph left out
	OpExtend        = "extend"         // paragraphs of another article added
	OpLightEdit     = "light-edit"     // per-sentence synonyms, function words, contractions, punctuation, reordering
	OpNumbers       = "numbers"        // some numbers changed
	OpSpelling      = "spelling"       // British/American spelling converted
	OpStyle         = "style"          // house style: quotes, dashes, U.S./US, 1,000/1000, wire abbreviations, <tags>
	OpLayout        = "layout"         // paragraphing changed
	OpDateline      = "dateline"       // "LONDON (Reuters) - " prepended
	OpRetitle       = "retitle"        // a new headline
	OpTitleInText   = "title-in-text"  // the headline repeated as the first line
	OpByline        = "byline"         // "By Jane Doe" line
	OpBoilerplate   = "boilerplate"    // outlet header/footer lines
	OpSpam          = "spam"           // spam lines
)

// Record is one generated document with its label and provenance.
type Record struct {
	Document
	Cluster string   // base id for a base and its copies; own id otherwise
	Role    Role     //
	Base    string   // base id for bases and copies, "" for distractors
	Kind    string   // identical, near-duplicate, excerpt, extension, excerpt+extension, partial-reuse; the role otherwise
	Ops     []string // operators applied, in order
	Orig    string   // input id of the article the text comes from
	Added   []string // input ids of held-out articles whose text was added
	Near    string   // for a topic distractor, the base whose topic it shares
	// OrigIndex is the index in Generate's input of the article Orig
	// names: ids need not be unique across inputs (two corpora may both
	// have a "1").
	OrigIndex int
}

// Rates are the probabilities and ranges of the edit operators.
type Rates struct {
	Identical      float64 // a copy is byte-identical to its base
	Trim           float64 // a copy keeps a leading portion of the base
	TrimMin        float64 // smallest kept fraction of sentences
	TrimMax        float64 // largest kept fraction
	DropParagraph  float64 // given a trim, a middle paragraph is also dropped
	Extend         float64 // paragraphs of a held-out article are added
	Partial        float64 // the copy is a partial reuse instead (excludes trim/extend)
	PartialMin     float64 // smallest share of the base's sentences reused
	PartialMax     float64 // largest share
	LightEdit      float64 // the copy is lightly edited
	EditSentence   float64 // share of sentences edited in a lightly edited copy
	Reorder        float64 // an edited sentence has its clauses reordered
	Numbers        float64 // some numbers are changed
	Spelling       float64 // the outlet's house style (spelling, quotes, ...) is applied
	Layout         float64 // the outlet's paragraphing is applied
	Dateline       float64 // a dateline is prepended
	Retitle        float64 // a new headline
	TitleInText    float64 // the headline is repeated as the first line of text
	Byline         float64 // a byline line
	Boilerplate    float64 // outlet header/footer lines (copies and distractors)
	BaseOutlet     float64 // a base is published by an invented outlet (with boilerplate) rather than its own source
	Spam           float64 // spam lines (any document)
	MissingDate    float64 // the published date is dropped
	LateCopy       float64 // a copy appears weeks after its base rather than within days
	EarlyCopy      float64 // a copy is dated a day before its base (clock and time-zone noise)
	DistractorEdit float64 // a distractor gets its outlet's house style
}

// DefaultRates returns the default operator rates.
func DefaultRates() Rates {
	return Rates{
		Identical: 0.08, Trim: 0.45, TrimMin: 0.4, TrimMax: 0.9, DropParagraph: 0.25,
		Extend: 0.25, Partial: 0.15, PartialMin: 0.3, PartialMax: 0.6,
		LightEdit: 0.6, EditSentence: 0.25, Reorder: 0.1, Numbers: 0.2,
		Spelling: 0.5, Layout: 0.3, Dateline: 0.35, Retitle: 0.5, TitleInText: 0.1, Byline: 0.2,
		Boilerplate: 0.7, BaseOutlet: 0.4, Spam: 0.12, MissingDate: 0.1, LateCopy: 0.1, EarlyCopy: 0.05,
		DistractorEdit: 0.5,
	}
}

// Config controls Generate.
type Config struct {
	Seed             uint64
	Bases            int // base articles (each with 0..MaxCopies copies)
	MaxCopies        int
	Distractors      int // unrelated singletons
	TopicDistractors int // same-topic singletons
	MinWords         int // shortest text usable as a base, distractor or held-out article
	Outlets          int // invented outlets
	SpamLines        int // size of the spam pool
	Rates            Rates
	// Dates for inputs without one (the BBC set has none); zero: leave undated.
	UndatedFrom, UndatedTo time.Time
	// Near-duplicate screen between chosen articles: a candidate sharing at
	// least DupShared word 5-grams, or DupFrac of the smaller article's
	// 5-grams, with an article already chosen is skipped.
	DupShared int
	DupFrac   float64
}

// DefaultConfig returns the defaults used by cmd/repubgen.
func DefaultConfig() Config {
	return Config{
		Seed: 1, Bases: 1000, MaxCopies: 4, Distractors: 600, TopicDistractors: 400,
		MinWords: 80, Outlets: 40, SpamLines: 30, Rates: DefaultRates(),
		UndatedFrom: time.Date(2004, 6, 1, 0, 0, 0, 0, time.UTC),
		UndatedTo:   time.Date(2005, 6, 30, 0, 0, 0, 0, time.UTC),
		DupShared:   12, DupFrac: 0.05,
	}
}
