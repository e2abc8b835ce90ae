package web

import (
	"cmp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/copydesk/copydesk/headline"
	"github.com/copydesk/copydesk/internal/pathseg"
)

// span is a byte range [Start, End) of a text.
type span struct{ Start, End int }

// parseSpan reads "START-END" (byte offsets) and checks it against a text
// of n bytes.
func parseSpan(s string, n int) (span, bool) {
	a, b, ok := strings.Cut(s, "-")
	if !ok {
		return span{}, false
	}
	start, err1 := strconv.Atoi(a)
	end, err2 := strconv.Atoi(b)
	if err1 != nil || err2 != nil || start < 0 || start >= end || end > n {
		return span{}, false
	}
	return span{start, end}, true
}

// clampSpan fits [start, end) into text and onto character boundaries
// (start moves back, end forward), so that slicing never splits a UTF-8
// sequence. ok is false for an empty or inverted span.
func clampSpan(text string, start, end int) (span, bool) {
	start = max(start, 0)
	end = min(end, len(text))
	if start >= end {
		return span{}, false
	}
	for start > 0 && !utf8.RuneStart(text[start]) {
		start--
	}
	for end < len(text) && !utf8.RuneStart(text[end]) {
		end++
	}
	return span{start, end}, true
}

// mark is a span of a text to highlight: a passage shared with another
// document, or the passage a citation points at.
type mark struct {
	span
	kind        string // relation kind, "" for none
	other       string // the other document's name
	boilerplate bool
	cited       bool
}

// segment is a run of text under one set of marks.
type segment struct {
	Text   string
	Class  string // CSS classes; "" for plain text
	Title  string // what the marks say, for the tooltip
	Anchor string // an id for the first cited segment ("hl")
}

// kindRank orders relation kinds from strongest to weakest.
func kindRank(kind string) int {
	switch kind {
	case "identical":
		return 0
	case "near-duplicate":
		return 1
	case "excerpt":
		return 2
	case "partial-reuse":
		return 3
	}
	return 4
}

// segments cuts text at every mark boundary. Each segment carries the
// strongest relation covering it (boilerplate only when nothing else
// covers it), whether a cited passage covers it, and the names of the
// documents sharing it. Marks outside the text are clamped.
func segments(text string, marks []mark) []segment {
	cuts := []int{0, len(text)}
	var ms []mark
	for _, m := range marks {
		sp, ok := clampSpan(text, m.Start, m.End)
		if !ok {
			continue
		}
		m.span = sp
		ms = append(ms, m)
		cuts = append(cuts, sp.Start, sp.End)
	}
	slices.Sort(cuts)
	cuts = slices.Compact(cuts)
	slices.SortFunc(ms, func(x, y mark) int { return cmp.Compare(x.Start, y.Start) })

	var out []segment
	anchored := false
	active := ms[:0:0] // marks covering the current segment
	next := 0
	for i := 0; i+1 < len(cuts); i++ {
		a, b := cuts[i], cuts[i+1]
		if a == b {
			continue
		}
		// drop marks that ended, add marks that start here
		active = slices.DeleteFunc(active, func(m mark) bool { return m.End <= a })
		for next < len(ms) && ms[next].Start <= a {
			if ms[next].End > a {
				active = append(active, ms[next])
			}
			next++
		}
		seg := segment{Text: text[a:b]}
		if len(active) > 0 {
			seg.Class, seg.Title = describe(active)
			if strings.Contains(seg.Class, "cited") && !anchored {
				seg.Anchor, anchored = "hl", true
			}
		}
		// merge with the previous segment when nothing changes
		if n := len(out); n > 0 && out[n-1].Class == seg.Class && out[n-1].Title == seg.Title && seg.Anchor == "" {
			out[n-1].Text += seg.Text
			continue
		}
		out = append(out, seg)
	}
	return out
}

// describe gives the classes and tooltip of a segment under marks.
func describe(active []mark) (class, title string) {
	best, cited := "", false
	allBoiler := true
	var names []string
	for _, m := range active {
		if m.cited {
			cited = true
			continue
		}
		if !m.boilerplate {
			allBoiler = false
			if best == "" || kindRank(m.kind) < kindRank(best) {
				best = m.kind
			}
		}
		if m.other != "" && !slices.Contains(names, m.other) {
			names = append(names, m.other)
		}
	}
	var cls []string
	if len(names) > 0 {
		if allBoiler {
			cls = append(cls, "shared", "boiler")
		} else {
			cls = append(cls, "shared", "k-"+best)
		}
		slices.Sort(names)
		if allBoiler {
			title = "boilerplate shared with " + strings.Join(names, ", ")
		} else {
			title = "shared with " + strings.Join(names, ", ")
		}
	}
	if cited {
		cls = append(cls, "cited")
		if title == "" {
			title = "the cited passage"
		} else {
			title = "the cited passage; " + title
		}
	}
	return strings.Join(cls, " "), title
}

// sentenceAround returns the sentence (or line) holding [start, end), cut
// into the text before the span, the span and the text after, each side
// at most limit bytes (cut at a word, with an ellipsis).
func sentenceAround(text string, start, end, limit int) (before, mid, after string) {
	sp, ok := clampSpan(text, start, end)
	if !ok {
		return "", "", ""
	}
	from := sp.Start
	for from > 0 {
		c := text[from-1]
		if c == '\n' {
			break
		}
		if from >= 2 && (text[from-2] == '.' || text[from-2] == '?' || text[from-2] == '!') && c == ' ' {
			break
		}
		from--
	}
	to := sp.End
	for to < len(text) {
		c := text[to]
		if c == '\n' {
			break
		}
		to++
		if (c == '.' || c == '?' || c == '!') && (to == len(text) || text[to] == ' ' || text[to] == '\n') {
			// keep a closing quotation mark with its sentence
			break
		}
	}
	for to < len(text) && strings.HasPrefix(text[to:], "”") {
		to += len("”")
	}
	before, mid, after = text[from:sp.Start], text[sp.Start:sp.End], text[sp.End:to]
	if len(before) > limit {
		cut := len(before) - limit
		for cut < len(before) && !utf8.RuneStart(before[cut]) {
			cut++
		}
		if before[cut-1] != ' ' { // inside a word: start at the next one
			if i := strings.IndexByte(before[cut:], ' '); i >= 0 {
				cut += i + 1
			}
		}
		before = "…" + before[cut:]
	}
	if len(after) > limit {
		cut := limit
		for cut > 0 && !utf8.RuneStart(after[cut]) {
			cut--
		}
		if i := strings.LastIndexByte(after[:cut], ' '); i > 0 {
			cut = i
		}
		after = after[:cut] + "…"
	}
	return strings.TrimLeft(before, " "), mid, after
}

// storyURL, articleURL and compareURL build page links; ids are
// path-escaped, so that an id with a slash, or "." or "..", stays one
// path segment.
func storyURL(id string) string   { return "/stories/" + pathseg.Escape(id) }
func articleURL(id string) string { return "/articles/" + pathseg.Escape(id) }
func compareURL(a, b string) string {
	return "/compare/" + pathseg.Escape(a) + "/" + pathseg.Escape(b)
}

// passageURL links to an article with [start, end) highlighted.
func passageURL(id string, start, end int) string {
	return articleURL(id) + "?hl=" + strconv.Itoa(start) + "-" + strconv.Itoa(end) + "#hl"
}

// shownTitle is what a page shows as an article's title: its title, or
// for an untitled article the start of its text (headline.Lead: its first
// line, at most 100 bytes cut at a space, as a story's headline takes
// it), or with no text either its id, so that no article is an empty link.
func shownTitle(title, text, id string) string {
	if t := oneLine(title); t != "" {
		return t
	}
	if t := oneLine(headline.Lead(text)); t != "" {
		return t
	}
	return id
}

// bidiControls are the explicit directional formatting characters of
// Unicode (embeddings, overrides, isolates and their ends: LRE, RLE, PDF,
// LRO, RLO, LRI, RLI, FSI, PDI).
const bidiControls = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
