package dedup

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// maximalStretches lists, by brute force, the passages findRuns is meant
// to consider: every maximal stretch of one diagonal on which the two
// documents' shingles agree outside boilerplate, of at least MinPassage
// words, holding a place where a run opens (a shingle found at most
// tableRepeats times in each document, or the meeting of a repeated
// shingle's first occurrences).
func maximalStretches(a, b *Prepared, o Options) []run {
	k := o.ShingleSize
	sa, sb := a.f.shingles, b.f.shingles
	count := func(d *Prepared, h uint32) (n, first int) {
		first = -1
		for i, x := range d.f.shingles {
			if tableKey(x) == tableKey(h) && !d.masked(i) {
				if first < 0 {
					first = i
				}
				n++
			}
		}
		return n, first
	}
	agree := func(i, j int) bool {
		return i >= 0 && j >= 0 && i < len(sa) && j < len(sb) && tableKey(sa[i]) == tableKey(sb[j]) && !a.masked(i) && !b.masked(j)
	}
	var out []run
	for d := -len(sa); d <= len(sb); d++ { // j = i + d
		for i := 0; i < len(sa); i++ {
			if !agree(i, i+d) || agree(i-1, i-1+d) {
				continue
			}
			n, opens := 0, false
			for agree(i+n, i+n+d) {
				ca, fa := count(a, sa[i+n])
				cb, fb := count(b, sa[i+n])
				opens = opens || ca <= tableRepeats && cb <= tableRepeats || fa == i+n && fb == i+n+d
				n++
			}
			words := min(n+k-1, a.f.words-i, b.f.words-(i+d))
			if opens && n >= o.MinPassage-k+1 && words >= o.MinPassage {
				out = append(out, run{a0: int32(i), b0: int32(i + d), words: int32(words)})
			}
		}
	}
	return out
}

// The passages Compare keeps are some of the maximal stretches, overlap in
// neither document, and every stretch left out overlaps a kept one at least
// as long (longest first). Small vocabularies make tables of repeats;
// random lines are boilerplate.
func TestRunsAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	checked := 0
	for trial := range 400 {
		o := Options{ShingleSize: 1 + rng.IntN(5)}
		o.MinPassage = o.ShingleSize + rng.IntN(8)
		o = o.WithDefaults()
		vocab := 2 + rng.IntN(4)
		doc := func() string {
			var lines []string
			for range 1 + rng.IntN(8) {
				w := make([]string, 1+rng.IntN(40))
				for i := range w {
					w[i] = fmt.Sprintf("w%c", 'a'+rune(rng.IntN(vocab)))
				}
				lines = append(lines, strings.Join(w, " "))
			}
			return strings.Join(lines, "\n")
		}
		var common func(uint64) bool
		if trial%2 == 1 {
			salt := rng.Uint64()
			common = func(h uint64) bool { return (h^salt)%3 == 0 }
		}
		a, b := preparedMasked(t, o, common, doc()), preparedMasked(t, o, common, doc())
		if SameText(a, b) {
			continue
		}
		v := NewVerifier(o)
		_, _, kept := v.Compare(a, b, nil)
		want := maximalStretches(a, b, o)
		isStretch := map[run]bool{}
		for _, r := range want {
			isStretch[r] = true
		}
		overlaps := func(x run, p Passage) bool {
			return int(x.a0) < p.ATo && p.AFrom < int(x.a0+x.words) || int(x.b0) < p.BTo && p.BFrom < int(x.b0+x.words)
		}
		for i, p := range kept {
			if !isStretch[run{a0: int32(p.AFrom), b0: int32(p.BFrom), words: int32(p.Words)}] {
				t.Fatalf("trial %d (%+v): kept %+v is no maximal stretch (%v)", trial, o, p, want)
			}
			for _, q := range kept[:i] {
				if overlaps(run{a0: int32(q.AFrom), b0: int32(q.BFrom), words: int32(q.Words)}, p) {
					t.Fatalf("trial %d: kept %+v and %+v overlap", trial, q, p)
				}
			}
		}
		for _, r := range want {
			covered := false
			for _, p := range kept {
				if overlaps(r, p) && p.Words >= int(r.words) {
					covered = true
					break
				}
			}
			if !covered {
				t.Fatalf("trial %d (%+v): stretch %+v left out, overlapping no longer kept passage (%+v)", trial, o, r, kept)
			}
		}
		checked += len(want)
	}
	if checked < 100 {
		t.Fatalf("only %d stretches checked", checked)
	}
}
