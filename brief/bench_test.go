package brief_test

import (
	"fmt"
	"github.com/copydesk/copydesk/brief"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/copydesk/copydesk/dedup"
)

// story50 builds a 50-document story: the five seed reports (or invented
// reports when the seeds are absent) and 45 re-publications of them with
// sentences dropped, reordered and lightly edited, as outlets do.
func story50(b *testing.B) brief.Input {
	b.Helper()
	var base []brief.Doc
	func() {
		defer func() { recover() }()
		in := loadSeedStory(b)
		base = in.Docs
	}()
	if len(base) == 0 {
		for i := 0; i < 5; i++ {
			var sb strings.Builder
			for s := 0; s < 30; s++ {
				fmt.Fprintf(&sb, "Officials in Port Ellis said on Tuesday that %d people were rescued from the ferry number %d after it capsized in the strait. ", 10+s+i, s)
			}
			base = append(base, brief.Doc{ID: fmt.Sprint("base", i), Text: sb.String()})
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	in := brief.Input{Docs: append([]brief.Doc(nil), base...)}
	for len(in.Docs) < 50 {
		src := base[r.IntN(len(base))]
		paras := strings.Split(src.Text, "\n")
		var kept []string
		for _, p := range paras {
			if r.Float64() < 0.8 {
				if r.Float64() < 0.2 {
					p = strings.Replace(p, " the ", " a ", 1)
				}
				kept = append(kept, p)
			}
		}
		d := len(in.Docs)
		in.Docs = append(in.Docs, brief.Doc{ID: fmt.Sprint("copy", d), Text: strings.Join(kept, "\n"),
			Published: time.Date(2012, 2, 25, d, 0, 0, 0, time.UTC)})
		in.Relations = append(in.Relations, dedup.Relation{A: d, B: r.IntN(len(base)), Kind: dedup.Excerpt})
	}
	return in
}

// BenchmarkBuild50 measures a brief for a 50-document story on one core.
func BenchmarkBuild50(b *testing.B) {
	in := story50(b)
	words := 0
	for _, d := range in.Docs {
		words += len(strings.Fields(d.Text))
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		brief.Build(in, brief.Options{})
	}
	b.ReportMetric(float64(len(in.Docs)), "docs")
	b.ReportMetric(float64(words), "words")
}

// BenchmarkBuildWireCopies measures a brief for one wire story carried by
// 1,000 outlets, half verbatim and half with a line of their own: the
// work must grow with the copies, not with their pairs (substitutions
// counted the statements of every pair of documents in every group,
// quadratic in the copies: 4,000 copies of a BBC report took 147 s, now
// 28 s).
func BenchmarkBuildWireCopies(b *testing.B) { benchWireCopies(b, "") }

// BenchmarkBuildWireCopiesCredited: every copy's sentences credit one
// source (", according to Sky News"), which ownCredit reads in each
// member of each group (allName keeps it linear in the copies).
func BenchmarkBuildWireCopiesCredited(b *testing.B) { benchWireCopies(b, ", according to Sky News") }

func benchWireCopies(b *testing.B, credit string) {
	var sb strings.Builder
	for s := 0; s < 20; s++ {
		fmt.Fprintf(&sb, "Officials in Port Ellis said on Tuesday that %d people were rescued from ferry number %d after it capsized in the strait%s.\n\n", 10+s, s, credit)
	}
	wire := sb.String()
	var in brief.Input
	for d := 0; d < 1000; d++ {
		text := wire
		if d%2 == 1 {
			text += fmt.Sprintf("The outlet's own reporter number %d added a line of local colour.", d)
		}
		in.Docs = append(in.Docs, brief.Doc{ID: fmt.Sprint("outlet", d), Source: fmt.Sprint("Outlet ", d), Text: text,
			Published: time.Date(2012, 2, 25, 0, d, 0, 0, time.UTC)})
		if d > 0 {
			kind := dedup.Identical
			if d%2 == 1 {
				kind = dedup.NearDuplicate
			}
			in.Relations = append(in.Relations, dedup.Relation{A: d, B: 0, Kind: kind})
		}
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		brief.Build(in, brief.Options{})
	}
	b.ReportMetric(float64(len(in.Docs)), "docs")
}
