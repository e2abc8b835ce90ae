// Package dedup finds the copy relations of a corpus: identical texts,
// near-duplicates, excerpts and partial reuse. Candidates come from
// sub-quadratic indexes (MinHash LSH for resemblance, winnowed passage
// fingerprints for containment) and every candidate is verified exactly on
// the two token sequences before it is reported.
//
// The package is pure: texts come in through the TextSource interface,
// results go out as values; nothing here reads files, logs or keeps global
// state.
package dedup

import (
	"fmt"

	"github.com/copydesk/copydesk/sketch"
)

// Options are the knobs of detection. The zero value of a field means its default.
type Options struct {
	// ShingleSize is the number of words in a shingle.
	ShingleSize int
	// NumHashes is the MinHash signature length.
	NumHashes int
	// NearDuplicate is the Jaccard threshold of near-duplicates.
	NearDuplicate float64
	// Excerpt is the containment of the smaller document in the larger at and
	// above which the smaller one is an excerpt.
	Excerpt float64
	// MinPassage is the shortest shared passage, in words, that counts as reuse.
	MinPassage int
	// PartialReuse is the fraction of the smaller document that shared
	// passages must cover for partial reuse.
	PartialReuse float64
	// MaxDF is the number of distinct copy clusters above which a line or a
	// passage fingerprint is boilerplate: it creates no candidate on its own
	// and does not count as shared content.
	MaxDF int
	// SourceRepeat and SourceShare: text found in at least SourceRepeat
	// distinct copy clusters of one outlet (source), and in at least
	// SourceShare of that outlet's documents, is the outlet's template,
	// hence boilerplate.
	SourceRepeat int
	SourceShare  float64
	// SkipConnected, when not empty, skips verifying candidate pairs that
	// relations of these kinds already joined into one cluster: the clusters
	// come out the same, faster, but such pairs are missing from the
	// relations. Pairs are verified a spanning forest first, so a copy
	// family of n documents keeps about n-1 of its relations (only
	// identical, near-duplicate and excerpt relations join here). Leave it
	// empty to list every related pair.
	SkipConnected KindSet
	// Kinds are the relations to detect; fewer kinds build fewer indexes.
	Kinds KindSet
	// Seed changes the MinHash permutation (0 is a fine default).
	Seed uint64
	// MaxVerify caps the candidates an online index verifies for one new
	// document: the most similar by LSH bands and shared fingerprints,
	// earliest first on ties (default DefaultMaxVerify). A story copied a
	// thousand times would otherwise cost a thousand verifications per new
	// copy. The batch index ignores it.
	MaxVerify int
}

// Defaults, chosen by measurement (see the README).
const (
	DefaultShingleSize   = 5
	DefaultNumHashes     = 128
	DefaultNearDuplicate = 0.8
	DefaultExcerpt       = 0.6
	DefaultMinPassage    = 12
	DefaultPartialReuse  = 0.15
	DefaultMaxDF         = 10
	DefaultSourceRepeat  = 3
	DefaultSourceShare   = 0.05
	DefaultMaxVerify     = 32
)

// WithDefaults returns o with zero fields replaced by defaults.
func (o Options) WithDefaults() Options {
	if o.ShingleSize == 0 {
		o.ShingleSize = DefaultShingleSize
	}
	if o.NumHashes == 0 {
		o.NumHashes = DefaultNumHashes
	}
	if o.NearDuplicate == 0 {
		o.NearDuplicate = DefaultNearDuplicate
	}
	if o.Excerpt == 0 {
		o.Excerpt = DefaultExcerpt
	}
	if o.MinPassage == 0 {
		o.MinPassage = DefaultMinPassage
	}
	if o.PartialReuse == 0 {
		o.PartialReuse = DefaultPartialReuse
	}
	if o.MaxDF == 0 {
		o.MaxDF = DefaultMaxDF
	}
	if o.SourceRepeat == 0 {
		o.SourceRepeat = DefaultSourceRepeat
	}
	if o.SourceShare == 0 {
		o.SourceShare = DefaultSourceShare
	}
	if o.Kinds == 0 {
		o.Kinds = AllKinds
	}
	if o.MaxVerify == 0 {
		o.MaxVerify = DefaultMaxVerify
	}
	o.Kinds = o.Kinds.With(Identical) // exact grouping is nearly free and always on
	return o
}

// Validate reports options that cannot work.
func (o Options) Validate() error {
	switch {
	case o.ShingleSize < 1 || o.ShingleSize > 32:
		return fmt.Errorf("shingle size %d: want 1..32 words", o.ShingleSize)
	case o.NumHashes < 8 || o.NumHashes > 1024:
		return fmt.Errorf("signature length %d: want 8..1024", o.NumHashes)
	case !(o.NearDuplicate > 0 && o.NearDuplicate <= 1): // written so that NaN fails too
		return fmt.Errorf("near-duplicate threshold %v: want (0, 1]", o.NearDuplicate)
	case !(o.Excerpt > 0 && o.Excerpt <= 1):
		return fmt.Errorf("excerpt threshold %v: want (0, 1]", o.Excerpt)
	case !(o.PartialReuse > 0 && o.PartialReuse <= 1):
		return fmt.Errorf("partial-reuse coverage %v: want (0, 1]", o.PartialReuse)
	case o.MinPassage < o.ShingleSize:
		return fmt.Errorf("minimum passage %d words is shorter than a shingle (%d)", o.MinPassage, o.ShingleSize)
	case o.MaxDF < 2:
		return fmt.Errorf("max-df %d: want at least 2", o.MaxDF)
	case o.SourceRepeat < 2:
		return fmt.Errorf("source-repeat %d: want at least 2", o.SourceRepeat)
	case !(o.SourceShare >= 0 && o.SourceShare <= 1):
		return fmt.Errorf("source-share %v: want [0, 1]", o.SourceShare)
	case o.MaxVerify < 0:
		return fmt.Errorf("max-verify %d: want at least 1", o.MaxVerify)
	}
	return nil
}

// Window is the winnowing window that guarantees every shared passage of
// MinPassage words leaves a common fingerprint.
func (o Options) Window() int { return o.MinPassage - o.ShingleSize + 1 }

// LSH returns the banding used for near-duplicate candidates: the bands and
// rows minimising expected false positives plus false negatives around the
// threshold, with misses weighted 9:1 because candidates are verified exactly
// and a miss is lost for good.
func (o Options) LSH() sketch.LSHParams {
	return sketch.OptimalLSH(o.NearDuplicate, o.NumHashes, 0.1, 0.9)
}
