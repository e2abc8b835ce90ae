package synth

import (
	"strconv"
	"strings"
)

// Bulk makes cheap variants of documents for throughput corpora: light
// edits, trims, house style, datelines, boilerplate and spam, without
// labels. It is safe for concurrent use; a variant depends only on the seed,
// the pass and the document's position.
type Bulk struct {
	seed    uint64
	outlets []Outlet
	outletW []float64
	spam    []string
	rates   Rates
}

// NewBulk prepares the invented outlets and spam lines for seed.
func NewBulk(seed uint64) *Bulk {
	b := &Bulk{seed: seed, rates: DefaultRates()}
	b.outlets = makeOutlets(40, newRNG(seed, 1), 2026)
	b.outletW = make([]float64, len(b.outlets))
	for i := range b.outletW {
		b.outletW[i] = 1 / (1 + 0.15*float64(i))
	}
	b.spam = makeSpam(30, newRNG(seed, 2), 2026)
	return b
}

// Variant returns document i of the given pass. Pass 0 is the document
// itself (with "b0-" prefixed to its id); later passes are edited copies:
// trimmed (40%), lightly edited (50%), in an outlet's house style (50%), with
// a dateline (30%), boilerplate (60%) and spam (10%).
func (bk *Bulk) Variant(d Document, pass, i int) Document {
	out := d
	out.ID = "b" + strconv.Itoa(pass) + "-" + d.ID
	if pass == 0 || strings.TrimSpace(d.Text) == "" {
		return out
	}
	r := newRNG(bk.seed, 100+uint64(pass), uint64(i))
	o := &bk.outlets[r.weighted(bk.outletW)]
	out.Source = o.Name
	b := parseBody(Reflow(d.Text), srcBase)
	if r.chance(0.4) && len(b) > 0 {
		b = trimBody(b, r.uniform(0.4, 0.9), true)
	}
	if r.chance(0.5) {
		for _, p := range b {
			for k := range p {
				if r.chance(0.2) {
					p[k].text = lightEditSentence(p[k].text, r, 0.1)
				}
			}
		}
	}
	if r.chance(0.5) {
		houseStyle(b, o.Style, r)
	}
	if r.chance(0.3) && len(b) > 0 && len(b[0]) > 0 {
		city, country := guessPlace(b[0][0].text)
		if city == "" {
			city = "NEW YORK"
		}
		b[0][0].text = dateline(o, city, country, o.Agency, d.Published, r) + b[0][0].text
	}
	var head, tail []paragraph
	if r.chance(0.6) {
		for _, h := range o.Header {
			if r.chance(0.5) {
				head = append(head, line(h))
			}
		}
		for _, f := range o.Footer {
			if r.chance(0.75) {
				tail = append(tail, line(f))
			}
		}
	}
	if r.chance(0.1) {
		tail = append(tail, line(bk.spam[zipfPick(r, len(bk.spam))]))
	}
	if len(head)+len(tail) > 0 {
		b = append(append(head, b...), tail...)
	}
	layout := 0
	if r.chance(0.3) {
		layout = o.Layout
	}
	out.Text = b.render(layout)
	if r.chance(0.3) && out.Title != "" {
		out.Title = retitle(out.Title, "", o, r)
	}
	return out
}
