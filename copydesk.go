// Package copydesk finds copies, stories and disagreements in news text.
//
// The root package holds the domain types shared by every layer (Document,
// Relation kinds) and the high-level entry points that wire the pure
// algorithm packages together:
//
//	textnorm  normalisation and tokenisation with offsets into the original text
//	sketch    shingles, MinHash signatures, LSH parameters, winnowed fingerprints
//	dedup     candidate index, exact verification, relations, copy clusters
//	eval      clustering metrics against gold labels
//	story     groups documents into stories (reports of one event)
//	headline  the one headline rule that stories, briefs and the desk share
//	align     sentence splitting and matching across the documents of a story
//	facts     the checkable details of a sentence: counts, ranks, dates, names
//	brief     one sourced brief per story: key sentences, additions,
//	          disagreements, quotes
//
// Adapters (input readers, the desk service in desk, the CLI in
// cmd/copydesk) sit outside and depend on this package, never the other
// way round.
package copydesk

import (
	"errors"
	"time"
)

// Document is one input article. Text is what is matched; Title and the other
// fields are metadata carried through to the output.
type Document struct {
	ID        string
	Title     string
	Text      string
	Source    string
	URL       string
	Published time.Time // zero when unknown (see Undated)
}

// Undated reports whether t stands for no publication date: the zero time,
// or the Unix epoch (1970-01-01T00:00:00Z, and the rest of its first
// second), which feeds and databases write for a missing date and which
// the copy index, storing Unix seconds, cannot tell from none. Every
// command and API treats them alike.
func Undated(t time.Time) bool {
	return t.IsZero() || t.Unix() == 0
}

// datedOrZero is t, or the zero time when t is Undated: what the story and
// brief packages, which know only the zero time, are given.
func datedOrZero(t time.Time) time.Time {
	if Undated(t) {
		return time.Time{}
	}
	return t
}

// Errors callers may test for with errors.Is.
var (
	// ErrDuplicateID reports two input documents with the same id.
	ErrDuplicateID = errors.New("duplicate document id")
	// ErrBadInput reports input that could not be parsed.
	ErrBadInput = errors.New("bad input")
	// ErrFinished reports a Deduper used after Finish or Close.
	ErrFinished = errors.New("deduper already finished or closed")
)
