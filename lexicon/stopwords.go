package lexicon

import "strings"

// titleStopWords are the function words that tell nothing of what a
// title or a sentence is about: the headline's medoid and the brief's
// word overlaps leave them out.
var titleStopWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`a an the of in on at to for from by with and or but as is are was were be been
		has have had it its this that these those he she they his her their who which said says after over
		into about than more up out new us`) {
		m[w] = true
	}
	return m
}()

// IsStopWord reports whether w, lower case, is a function word that
// tells nothing of a title's or a sentence's subject.
func IsStopWord(w string) bool { return titleStopWords[w] }

// IsStopWordBytes is IsStopWord for a word held as bytes, without
// converting it to a string (the map look-up with string(w) does not
// allocate).
func IsStopWordBytes(w []byte) bool { return titleStopWords[string(w)] }
