package sketch

import (
	"math/rand/v2"
	"testing"
)

// benchTokens is a stream of token hashes with a natural-language-like
// vocabulary (Zipf), standing in for a 1 MB text of ~170k words.
func benchTokens() []uint64 {
	r := rand.New(rand.NewPCG(1, 1))
	z := rand.NewZipf(r, 1.1, 1, 50000)
	toks := make([]uint64, 170000)
	for i := range toks {
		toks[i] = z.Uint64()*0x9E3779B97F4A7C15 + 1
	}
	return toks
}

// bytesPerToken converts token counts to text bytes for MB/s figures (news
// English averages about six bytes per word with its space).
const bytesPerToken = 6

func BenchmarkShingles(b *testing.B) {
	toks := benchTokens()
	dst := make([]uint64, 0, len(toks))
	b.SetBytes(int64(len(toks) * bytesPerToken))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		dst = AppendShingles(dst[:0], toks, 5)
	}
}

// BenchmarkMinHash signs documents of 300 shingles, the median news article.
func BenchmarkMinHash(b *testing.B) {
	sh := AppendShingles(nil, benchTokens(), 5)
	m := NewMinHasher(128, 0)
	sig := make(Signature, 128)
	const doc = 300
	b.SetBytes(doc * bytesPerToken)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		off := (i * doc) % (len(sh) - doc)
		sig = m.Sign(sig, sh[off:off+doc])
	}
}

// BenchmarkMinHashShort signs 40-shingle documents, where densification works hardest.
func BenchmarkMinHashShort(b *testing.B) {
	sh := AppendShingles(nil, benchTokens(), 5)
	m := NewMinHasher(128, 0)
	sig := make(Signature, 128)
	const doc = 40
	b.SetBytes(doc * bytesPerToken)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		off := (i * doc) % (len(sh) - doc)
		sig = m.Sign(sig, sh[off:off+doc])
	}
}

func BenchmarkBandKeys(b *testing.B) {
	sh := AppendShingles(nil, benchTokens()[:300], 5)
	sig := MinHasher{K: 128}.Sign(nil, sh)
	p := OptimalLSH(0.8, 128, 0.1, 0.9)
	keys := make([]uint64, 0, p.Bands)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		keys = p.BandKeys(keys[:0], sig)
	}
}

func BenchmarkWinnow(b *testing.B) {
	sh := AppendShingles(nil, benchTokens(), 5)
	dst := make([]Fingerprint, 0, len(sh)/2)
	b.SetBytes(int64(len(sh) * bytesPerToken))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		dst = Winnow(dst[:0], sh, 8)
	}
}
