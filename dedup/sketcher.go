package dedup

import (
	"github.com/copydesk/copydesk/sketch"
	"github.com/copydesk/copydesk/textnorm"
)

// Sketch is what the corpus index keeps of one document, plus the
// verification features to store beside its text.
type Sketch struct {
	// Exact identifies the normalised token stream (0 for an empty text).
	Exact uint64
	// Words is the number of tokens.
	Words int32
	// Bands are the LSH band keys of the MinHash signature.
	Bands []uint64
	// Fingerprints are the winnowed passage fingerprints (may repeat), and
	// FingerprintNeighbours what confirms a shared one (see neighbours).
	Fingerprints          []uint64
	FingerprintNeighbours []uint32
	// Lines are the hashes of the text's lines (newline-separated, may repeat),
	// to recognise boilerplate lines repeated across documents, and
	// LineWords their lengths in words.
	Lines     []uint64
	LineWords []int32
	// Features is the encoded form of what verification needs (shingles
	// with positions, lines). Store it with the text and hand it back
	// through TextSource.Features.
	Features []byte
}

// Sketcher computes sketches, reusing its buffers. Not safe for concurrent
// use: keep one per goroutine.
type Sketcher struct {
	opts     Options
	lsh      sketch.LSHParams
	mh       sketch.MinHasher
	scanner  textnorm.Scanner
	tokens   []uint64
	shingles []uint64
	sig      sketch.Signature
	fps      []sketch.Fingerprint
	feat     features
	scratch  shingleTable
}

// NewSketcher returns a sketcher for the options (defaults applied).
func NewSketcher(opts Options) *Sketcher {
	opts = opts.WithDefaults()
	return &Sketcher{opts: opts, lsh: opts.LSH(), mh: sketch.NewMinHasher(opts.NumHashes, opts.Seed)}
}

// Sketch fills dst from text, reusing dst's slices.
func (s *Sketcher) Sketch(dst *Sketch, text string) {
	f := &s.feat
	s.tokens, f.lineStart = s.scanner.AppendHashes(s.tokens[:0], f.lineStart[:0], text)
	f.lineHash = f.lineHash[:0]
	exact := uint64(0x243F6A8885A308D3)
	for _, h := range s.tokens {
		exact = mixExact(exact, h)
	}
	passages := s.opts.Kinds.Has(Excerpt) || s.opts.Kinds.Has(PartialReuse)
	if passages {
		for i, from := range f.lineStart {
			to := int32(len(s.tokens))
			if i+1 < len(f.lineStart) {
				to = f.lineStart[i+1]
			}
			f.lineHash = append(f.lineHash, lineHash(s.tokens[from:to]))
		}
	} else {
		// Lines serve only to mask boilerplate in passages and to tell
		// repeated lines in partial reuse: without those relations,
		// verification needs none.
		f.lineStart = f.lineStart[:0]
	}
	dst.Words = int32(len(s.tokens))
	dst.Bands = dst.Bands[:0]
	dst.Fingerprints = dst.Fingerprints[:0]
	dst.FingerprintNeighbours = dst.FingerprintNeighbours[:0]
	dst.Lines = dst.Lines[:0]
	dst.LineWords = dst.LineWords[:0]
	f.words = len(s.tokens)
	if len(s.tokens) == 0 {
		dst.Exact = 0
		f.shingles = f.shingles[:0]
		f.distinct = 0
		dst.Features = f.encode(dst.Features[:0])
		return
	}
	dst.Exact = mixExact(exact, uint64(len(s.tokens)))
	if dst.Exact == 0 {
		dst.Exact = 1
	}
	s.shingles = sketch.AppendShingles(s.shingles[:0], s.tokens, s.opts.ShingleSize)
	if s.opts.Kinds.Has(NearDuplicate) {
		s.sig = s.mh.Sign(s.sig, s.shingles)
		dst.Bands = s.lsh.BandKeys(dst.Bands, s.sig)
	}
	if passages {
		s.fps = sketch.Winnow(s.fps[:0], s.shingles, s.opts.Window())
		// Duplicates are harmless: the index groups equal keys per document.
		d := s.opts.Window() / 2
		for _, fp := range s.fps {
			dst.Fingerprints = append(dst.Fingerprints, shingleKey(fp.Hash))
			dst.FingerprintNeighbours = append(dst.FingerprintNeighbours, neighbours(s.shingles, int(fp.Pos), d))
		}
		dst.Lines = append(dst.Lines, f.lineHash...)
		for i, from := range f.lineStart {
			to := int32(len(s.tokens))
			if i+1 < len(f.lineStart) {
				to = f.lineStart[i+1]
			}
			dst.LineWords = append(dst.LineWords, to-from)
		}
	}
	f.setShingles(s.shingles, &s.scratch)
	dst.Features = f.encode(dst.Features[:0])
}

// mixExact chains hashes into a hash of the whole sequence.
func mixExact(h, x uint64) uint64 {
	h ^= x + 0x9E3779B97F4A7C15 + h<<6 + h>>2
	return h * 0xBF58476D1CE4E5B9
}

const lineSeed = 0x13198A2E03707344

// lineHash identifies a line by its token hashes.
func lineHash(tokens []uint64) uint64 {
	h := uint64(lineSeed)
	for _, t := range tokens {
		h = mixExact(h, t)
	}
	return mixExact(h, uint64(len(tokens)))
}

// neighbours sums up, in 32 bits, the shingles d positions before and
// after the fingerprint at position p: 16 bits of each (odd, so never 0;
// 1 past either end of the text). A shared passage of m >= 2d shingles
// (m = MinPassage-ShingleSize+1, the winnowing window) that holds the
// fingerprint's position holds the position d before it or the one d
// after it too, in both documents: two documents whose occurrences of a
// fingerprint agree on neither neighbour share no passage through it, and
// the pair is not a candidate on its account. 0 (d < 1) confirms any pair.
func neighbours(shingles []uint64, p, d int) uint32 {
	if d < 1 {
		return 0
	}
	left, right := uint32(1), uint32(1)
	if p-d >= 0 {
		left = uint32(shingles[p-d]>>48) | 1
	}
	if p+d < len(shingles) {
		right = uint32(shingles[p+d]>>48) | 1
	}
	return left<<16 | right
}

// confirms reports whether two occurrences of a shared fingerprint, with
// the given neighbours, may lie on one shared passage: they agree on the
// left or on the right neighbour (or either is unknown, 0).
func confirms(x, y uint32) bool {
	return x == 0 || y == 0 || x>>16 == y>>16 || x&0xFFFF == y&0xFFFF
}
