// Package corpus makes larger test corpora from a real one, for load and
// crash tests: replicas with their own ids, dates moved on, and (when
// asked) every word replaced through a replica's own substitution, so
// that replicas are new articles with the statistics of the original
// (lengths, word frequencies, copies among themselves) rather than copies
// of it.
package corpus

import (
	"hash/fnv"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/copydesk/copydesk"
)

// Replicator makes replicas of documents.
type Replicator struct {
	vocab []string
	// Shift is how far each replica's dates move on (default 400 days:
	// replicas of a corpus spanning less than that do not overlap in time).
	Shift time.Duration
}

// New learns the vocabulary (lower-cased words of letters) of docs.
func New(docs []copydesk.Document) *Replicator {
	seen := map[string]bool{}
	for _, d := range docs {
		for _, w := range strings.FieldsFunc(d.Title+" "+d.Text, func(r rune) bool { return !unicode.IsLetter(r) }) {
			seen[strings.ToLower(w)] = true
		}
	}
	r := &Replicator{Shift: 400 * 24 * time.Hour}
	for w := range seen {
		r.vocab = append(r.vocab, w)
	}
	slices.Sort(r.vocab)
	return r
}

// Replica returns replica k of d (the same on every run): id "r{k}-{id}",
// dates k shifts later,
// and, when substitute is set and k > 0, every word of the title and text
// replaced by the word of the vocabulary the replica maps it to (keeping
// its capitalisation). Replica 0 with substitute unset is d with a new id.
func (r *Replicator) Replica(d copydesk.Document, k int, substitute bool) copydesk.Document {
	out := d
	out.ID = "r" + strconv.Itoa(k) + "-" + d.ID
	if !d.Published.IsZero() {
		out.Published = shifted(d.Published, k, r.Shift)
	}
	if substitute && k > 0 && len(r.vocab) > 0 {
		out.Title = r.words(d.Title, k)
		out.Text = r.words(d.Text, k)
	}
	return out
}

// shifted returns t moved on by k times shift. k·shift as one Duration
// overflows past 292 years (replica 267 at the default shift), so it is
// added in the largest steps a Duration holds.
func shifted(t time.Time, k int, shift time.Duration) time.Time {
	if k <= 0 || shift == 0 {
		return t.Add(time.Duration(k) * shift)
	}
	most := math.MaxInt64 / int64(max(shift, -shift)) // shifts in one step
	for n := int64(k); n > 0; {
		step := min(n, most)
		t = t.Add(time.Duration(step) * shift)
		n -= step
	}
	return t
}

// words replaces every run of letters of s.
func (r *Replicator) words(s string, k int) string {
	var b strings.Builder
	b.Grow(len(s) + len(s)/8)
	prefix := strconv.Itoa(k) + "\x00"
	for i := 0; i < len(s); {
		c, n := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsLetter(c) {
			b.WriteString(s[i : i+n])
			i += n
			continue
		}
		j := i
		for j < len(s) {
			c, n := utf8.DecodeRuneInString(s[j:])
			if !unicode.IsLetter(c) {
				break
			}
			j += n
		}
		w := s[i:j]
		lw := strings.ToLower(w)
		f := fnv.New64a()
		f.Write([]byte(prefix + lw))
		h := f.Sum64()
		nw := r.vocab[h%uint64(len(r.vocab))]
		switch {
		case w == strings.ToUpper(w) && len(w) > 1:
			nw = strings.ToUpper(nw)
		case unicode.IsUpper(firstRune(w)):
			f := firstRune(nw)
			nw = string(unicode.ToUpper(f)) + nw[utf8.RuneLen(f):]
		}
		b.WriteString(nw)
		i = j
	}
	return b.String()
}

func firstRune(s string) rune {
	r, _ := utf8.DecodeRuneInString(s)
	return r
}
