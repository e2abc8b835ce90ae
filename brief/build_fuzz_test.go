package brief_test

import (
	"strings"
	"testing"

	"github.com/copydesk/copydesk/brief"
	"github.com/copydesk/copydesk/dedup"
)

// FuzzBuild briefs three documents cut from the input, related as the
// input's first byte says (copies, excerpts, partial reuse, in chains),
// and checks that every citation lies inside its document: the brief
// reads copy families, quotations over several sentences and mail
// pieces, whose bounds are worked out from each other.
func FuzzBuild(f *testing.F) {
	for _, s := range []string{
		"\x01Officials said 27 people died. \"We will act,\" he said.\x00Officials said 28 people died. \"We will act,\" he said. More text.\x00In article <a@b.c> x@y.z (A B) writes:\n>Officials said 29 people died.\n-- \nsig",
		"\x07A. B. C.\x00A. B.\x00\"Open quote. Never closed.",
		"\x12Mr Smith was there. \"Yes,\" she said. \"No.\"\x00Mr Smith was there.\x00",
		"\x00Ingrid Morten, 36, fell about 2, 000ft from a ridge.\x00A 36-year-old woman fell 60 metres (200 feet).\x00Ingrid Mortensen fell 150m",
		"\x00A ferry capsized late on Tuesday, killing at least 14 people.\x00She overturned late on Wednesday, killing at least 14 people.\x00",
	} {
		f.Add(s)
	}
	kinds := []dedup.Kind{dedup.Identical, dedup.NearDuplicate, dedup.Excerpt, dedup.PartialReuse}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) == 0 || len(s) > 4000 {
			return
		}
		code, texts := s[0], strings.SplitN(s[1:], "\x00", 3)
		var in brief.Input
		for i, text := range texts {
			in.Docs = append(in.Docs, brief.Doc{ID: string(rune('a' + i)), Source: string(rune('A' + i)), Text: text})
		}
		if len(in.Docs) >= 2 {
			in.Relations = append(in.Relations, dedup.Relation{A: 1, B: 0, Kind: kinds[code&3]})
		}
		if len(in.Docs) == 3 && code&4 != 0 {
			in.Relations = append(in.Relations, dedup.Relation{A: 2, B: int(code>>3) & 1, Kind: kinds[(code>>4)&3]})
		}
		b := brief.Build(in, brief.Options{OnlyInPerSource: 5})
		check := func(what string, c brief.Citation) {
			if c.Doc < 0 || c.Doc >= len(in.Docs) || c.Start < 0 || c.Start > c.End || c.End > len(in.Docs[c.Doc].Text) {
				t.Fatalf("%s: citation %+v outside its document (%d docs)", what, c, len(in.Docs))
			}
		}
		for _, k := range b.Sentences {
			for _, c := range k.Citations {
				check("key sentence", c)
			}
		}
		for _, o := range b.OnlyIn {
			for _, fact := range o.Facts {
				check("only in", fact.Citation)
				for _, c := range fact.Copies {
					check("only in copy", c)
				}
			}
		}
		for _, q := range b.Quotes {
			for _, c := range q.Citations {
				check("quote", c)
			}
		}
		for _, d := range b.Disagreements {
			for _, v := range d.Variants {
				for _, c := range v.Citations {
					check("disagreement", c)
				}
			}
		}
	})
}
