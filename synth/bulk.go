package synth

import (
	"strconv"
	"strings"
)

// Bulk makes cheap variants of documents for throughput corpora: light
// edits, trims, house style, datelines, boilerplate and spam, without
// labels. It is safe for concurrent use; a variant depends only on the
// configuration, the pass and the document's position.
type Bulk struct {
	seed    uint64
	outlets []Outlet
	outletW []float64
	spam    []string
	rates   Rates
}

// BulkConfig controls Bulk. Of the Rates, the variants use those of the
// operators they apply: Trim (TrimMin, TrimMax), LightEdit (EditSentence,
// Reorder), Spelling, Dateline, Boilerplate, Spam, Layout and Retitle.
type BulkConfig struct {
	Seed      uint64
	Outlets   int // invented outlets
	SpamLines int // size of the spam pool
	Rates     Rates
}

// DefaultBulkConfig returns the configuration of NewBulk: bulk rates,
// lighter than a labelled corpus's (DefaultRates), the Rates it does not
// use left at 0.
func DefaultBulkConfig() BulkConfig {
	return BulkConfig{
		Seed: 1, Outlets: 40, SpamLines: 30,
		Rates: Rates{
			Trim: 0.4, TrimMin: 0.4, TrimMax: 0.9,
			LightEdit: 0.5, EditSentence: 0.2, Reorder: 0.1,
			Spelling: 0.5, Dateline: 0.3, Boilerplate: 0.6, Spam: 0.1,
			Layout: 0.3, Retitle: 0.3,
		},
	}
}

// NewBulk prepares the invented outlets and spam lines for seed, with the
// rates of DefaultBulkConfig.
func NewBulk(seed uint64) *Bulk {
	cfg := DefaultBulkConfig()
	cfg.Seed = seed
	return NewBulkConfig(cfg)
}

// NewBulkConfig prepares the invented outlets and spam lines of cfg.
func NewBulkConfig(cfg BulkConfig) *Bulk {
	b := &Bulk{seed: cfg.Seed, rates: cfg.Rates}
	b.outlets = makeOutlets(max(cfg.Outlets, 1), newRNG(cfg.Seed, 1), 2026)
	b.outletW = make([]float64, len(b.outlets))
	for i := range b.outletW {
		b.outletW[i] = 1 / (1 + 0.15*float64(i))
	}
	b.spam = makeSpam(max(cfg.SpamLines, 1), newRNG(cfg.Seed, 2), 2026)
	return b
}

// Variant returns document i of the given pass. Pass 0 is the document
// itself (with "b0-" prefixed to its id); later passes are edited copies,
// at the rates of the configuration (those of DefaultBulkConfig: trimmed
// 40%, lightly edited 50%, in an outlet's house style 50%, with a dateline
// 30%, boilerplate 60%, spam 10%, the outlet's paragraphing 30%, a new
// headline 30%).
func (bk *Bulk) Variant(d Document, pass, i int) Document {
	out := d
	out.ID = "b" + strconv.Itoa(pass) + "-" + d.ID
	if pass == 0 || strings.TrimSpace(d.Text) == "" {
		return out
	}
	rt := &bk.rates
	r := newRNG(bk.seed, 100+uint64(pass), uint64(i))
	o := &bk.outlets[r.weighted(bk.outletW)]
	out.Source = o.Name
	b := parseBody(Reflow(d.Text), srcBase)
	if r.chance(rt.Trim) && len(b) > 0 {
		b = trimBody(b, r.uniform(rt.TrimMin, rt.TrimMax), true)
	}
	if r.chance(rt.LightEdit) {
		for _, p := range b {
			for k := range p {
				if r.chance(rt.EditSentence) {
					p[k].text = lightEditSentence(p[k].text, r, rt.Reorder)
				}
			}
		}
	}
	if r.chance(rt.Spelling) {
		houseStyle(b, o.Style, r)
	}
	if r.chance(rt.Dateline) && len(b) > 0 && len(b[0]) > 0 {
		city, country := guessPlace(b[0][0].text)
		if city == "" {
			city = "NEW YORK"
		}
		b[0][0].text = dateline(o, city, country, o.Agency, d.Published, r) + b[0][0].text
	}
	var head, tail []paragraph
	if r.chance(rt.Boilerplate) {
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
	if r.chance(rt.Spam) {
		tail = append(tail, line(bk.spam[zipfPick(r, len(bk.spam))]))
	}
	if len(head)+len(tail) > 0 {
		b = append(append(head, b...), tail...)
	}
	layout := 0
	if r.chance(rt.Layout) {
		layout = o.Layout
	}
	out.Text = b.render(layout)
	if r.chance(rt.Retitle) && out.Title != "" {
		out.Title = retitle(out.Title, "", o, r)
	}
	return out
}
