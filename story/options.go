package story

import (
	"errors"
	"fmt"
	"math"
	"time"
)

// Weights are the knobs of representation and similarity. DefaultWeights
// holds the values chosen by measurement (see the package documentation);
// a zero field of a Weights passed in Options means "off" (for the boosts
// and feature weights) or is an error, never "default": pass
// DefaultWeights() and change what you mean to change.
type Weights struct {
	// Title and Lead multiply the weight of words in the title and in the
	// first LeadWords words of the text (body words weigh 1).
	Title     float64
	Lead      float64
	LeadWords int
	// Name and Number weigh the channels of name-like words and of
	// numbers and dates against the channel of words (weight 1): each
	// channel is normalised on its own, so these are the shares of the
	// cosine. A name-like word is capitalised inside a sentence, or known
	// as such from elsewhere in the document; NamePair weighs, within the
	// names channel, two consecutive name-like words ("Tara Reid") against
	// one. The numbers channel holds a number with the word after it
	// ("14 dead", "6.1 magnitude") and numbers of three characters or more.
	Name     float64
	NamePair float64
	Number   float64
	// Dates weighs days of the week and days of a month ("Feb. 1") in the
	// numbers channel.
	Dates float64
	// ChannelFloor keeps a channel with little in it (one common name, one
	// year) from weighing as much as a full one: a channel is scaled by
	// weight/sqrt(its squared norm + ChannelFloor).
	ChannelFloor float64
	// Threshold is the similarity at and above which a document joins the
	// most similar open story; below it the document starts a new story.
	Threshold float64
	// ThresholdLarge is the similarity needed to join a large story: the
	// bar rises from Threshold for a story of one document towards
	// ThresholdLarge as Threshold + (ThresholdLarge-Threshold)(1-1/n) for
	// n documents, because a document of the same story grows more similar
	// to its centroid as the story grows, one of a different story does not.
	ThresholdLarge float64
	// NearCopy: a document at least this similar to a story joins it as
	// a copy of one of its members, without weighing in: copies count once
	// even when dedup did not report them (in a stream). 0 turns it off.
	NearCopy float64
	// NameConflict scales down (by 1-NameConflict) the similarity of a
	// document and a story when both have names and none of the TopNames
	// strongest names of either occurs in the other.
	NameConflict float64
	TopNames     int
	// YearConflict scales down (by 1-YearConflict) the similarity of a
	// document and a story when they report different years: a
	// document's year is its year of publication when dated, else the
	// latest year (four digits, 1900-2099, outside boilerplate, not
	// right after a word of history: "since 1961", "built in 1998") its
	// title or text names; a story's years are its members'. The rule
	// fires when the document's year lies more than a year from each of
	// the story's; a side with no year is never penalised (nor favoured).
	YearConflict float64
	// NameShare: a name-like word found in more than this share of the
	// documents (and in more than 20) is a common word written with a
	// capital, not a name, and leaves the names channel.
	NameShare float64
	// NamePresence: a name counts as present on the other side when it
	// weighs there at least NamePresence times that side's strongest name.
	NamePresence float64
	// TimePenalty is subtracted from the similarity of a document and a
	// story both dated, in proportion to how far the document lies outside
	// the story's span, reaching TimePenalty at TimeScale. Undated
	// documents and stories are never penalised (nor favoured).
	TimePenalty float64
	TimeScale   time.Duration
	// CentroidTerms caps the features a story keeps (the strongest by
	// TF-IDF); Query is the number of a document's strongest features used
	// to look up candidate stories.
	CentroidTerms int
	Query         int
	// MergeThreshold and SplitThreshold drive Refine: stories whose
	// average link (the mean cosine of their members taken pairwise, the
	// year rule applied pair by pair) is at least MergeThreshold merge; a
	// member less similar than SplitThreshold to the rest of its story
	// leaves it.
	MergeThreshold float64
	SplitThreshold float64
}

// DefaultWeights returns the default representation and similarity weights.
func DefaultWeights() Weights {
	return Weights{
		Title:          2,
		Lead:           1.5,
		LeadWords:      50,
		Name:           1,
		NamePair:       1,
		Number:         1,
		ChannelFloor:   20,
		Dates:          1,
		Threshold:      0.2,
		ThresholdLarge: 0.3,
		NearCopy:       0.8,
		NameConflict:   0.5,
		TopNames:       3,
		YearConflict:   0.2,
		NameShare:      0.15,
		NamePresence:   0.25,
		TimePenalty:    0.05,
		TimeScale:      7 * 24 * time.Hour,
		CentroidTerms:  200,
		Query:          16,
		MergeThreshold: 0.2,
		SplitThreshold: 0.08,
	}
}

// Default limits.
const (
	DefaultWindow     = 60 * 24 * time.Hour
	DefaultMaxOpen    = 20000
	DefaultMaxMembers = 1000
	DefaultVocabulary = 1 << 18
)

// Options configure an Assigner. The zero value gives the defaults.
type Options struct {
	// Window closes a story when no document has joined it for this long,
	// measured on the stream's clock (the latest publication time seen).
	// Default DefaultWindow; at least a second (the clock counts
	// seconds). Stories of undated documents only have no
	// time and close only by MaxOpen.
	Window time.Duration
	// MaxOpen caps the open stories: beyond it the story updated longest
	// ago (in documents) is closed. Default DefaultMaxOpen.
	MaxOpen int
	// MaxMembers caps the members an open story keeps for Members (the
	// latest are kept; Story.Size counts them all). Default DefaultMaxMembers.
	MaxMembers int
	// Vocabulary caps the features whose document frequency is counted;
	// rarer ones are forgotten, which only makes them look rare.
	// Default DefaultVocabulary.
	Vocabulary int
	// Weights of representation and similarity; nil means DefaultWeights().
	Weights *Weights
	// OnClose, when set, receives every story as it closes (by the window,
	// by MaxOpen, or by Close).
	OnClose func(Story)
	// DescribeClosed, when set, says which closing stories OnClose needs
	// described: for a story of size where it returns false, OnClose gets
	// no Headline, Terms or Names (describing a story is about a tenth of
	// a stream's time, and a caller that shows only the largest stories
	// needs few of them). Nil describes every story.
	DescribeClosed func(size int) bool
	// OnClosed, when set, receives the id of every story as it closes:
	// for callers that keep stories elsewhere and need no description
	// (describing a story reads all its members).
	OnClosed func(id string)
}

// ErrBadOptions reports options that cannot work.
var ErrBadOptions = errors.New("bad story options")

// ErrMismatch reports documents and story ids of different lengths given
// to Summarize or Refine.
var ErrMismatch = errors.New("documents and story ids do not match")

func (o Options) withDefaults() (Options, Weights, error) {
	if o.Window == 0 {
		o.Window = DefaultWindow
	}
	if o.MaxOpen == 0 {
		o.MaxOpen = DefaultMaxOpen
	}
	if o.MaxMembers == 0 {
		o.MaxMembers = DefaultMaxMembers
	}
	if o.Vocabulary == 0 {
		o.Vocabulary = DefaultVocabulary
	}
	w := DefaultWeights()
	if o.Weights != nil {
		w = *o.Weights
	}
	switch {
	case o.Window < 0:
		return o, w, fmt.Errorf("%w: negative window %v", ErrBadOptions, o.Window)
	case o.Window < time.Second:
		// The clock counts seconds: a shorter window is none.
		return o, w, fmt.Errorf("%w: window %v under a second", ErrBadOptions, o.Window)
	case o.MaxOpen < 1 || o.MaxMembers < 1 || o.Vocabulary < 1024:
		return o, w, fmt.Errorf("%w: MaxOpen and MaxMembers must be positive and Vocabulary at least 1024", ErrBadOptions)
	case !allFinite(w):
		return o, w, fmt.Errorf("%w: a weight is NaN or infinite", ErrBadOptions)
	case w.Threshold <= 0 || w.Threshold > 1:
		return o, w, fmt.Errorf("%w: threshold %v not in (0,1]", ErrBadOptions, w.Threshold)
	case w.Title < 0 || w.Lead < 0 || w.Name < 0 || w.NamePair < 0 || w.Number < 0 || w.TimePenalty < 0 || w.LeadWords < 0 || w.YearConflict < 0 || w.YearConflict > 1 ||
		w.Dates < 0 || w.ChannelFloor < 0 || w.ThresholdLarge < 0 || w.NearCopy < 0 || w.NameConflict < 0 || w.TopNames < 0 ||
		w.NameShare < 0 || w.NamePresence < 0 || w.MergeThreshold < 0 || w.SplitThreshold < 0:
		return o, w, fmt.Errorf("%w: negative weight (or YearConflict above 1)", ErrBadOptions)
	case w.TimePenalty > 0 && w.TimeScale <= 0:
		return o, w, fmt.Errorf("%w: time penalty needs a positive time scale", ErrBadOptions)
	case w.CentroidTerms < 8 || w.Query < 1:
		return o, w, fmt.Errorf("%w: CentroidTerms must be at least 8 and Query at least 1", ErrBadOptions)
	}
	return o, w, nil
}

// allFinite reports whether every real-valued weight is a number: NaN
// passes every comparison the checks above make as false.
func allFinite(w Weights) bool {
	for _, x := range []float64{w.Title, w.Lead, w.Name, w.NamePair, w.Number, w.Dates, w.ChannelFloor,
		w.Threshold, w.ThresholdLarge, w.NearCopy, w.NameConflict, w.YearConflict, w.NameShare,
		w.NamePresence, w.TimePenalty, w.MergeThreshold, w.SplitThreshold} {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return false
		}
	}
	return true
}
