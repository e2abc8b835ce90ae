// Package planted scores disagreement detection against planted
// disagreements: corpora written by cmd/plantgen (see synth.Plant), where
// copies of real articles carry recorded changes of a number, a person's
// name, a rank or title, or a weekday or date, next to unchanged copies and
// same-topic articles about other events. It holds no detector: a detector
// (the brief's) produces Detected values, and Score compares them with the
// planted Changes.
//
// # Matching
//
// A planted change is found when some detected disagreement of the same
// story has one variant whose documents include the changed copy and
// another variant whose documents include the base; and, when that variant
// gives a span for the changed copy, the span overlaps the planted span
// [Start,End) in the copy (half-open byte ranges; an empty span overlaps
// nothing). Variant order and values do not matter (values are normalised
// differently by different detectors); with Options.SameKind the detected
// kind must also equal the planted kind.
//
// A detected disagreement is a true alarm when it matches at least one
// planted change, otherwise a false alarm: a disagreement with a distractor
// (another event), between unchanged copies (light edits), or at a slot of a
// changed copy where nothing was planted (with spans given).
//
// Precision is true alarms / detected disagreements, recall is found /
// planted changes, overall and per kind (precision per detected kind, recall
// per planted kind). A ratio with nothing to count (0/0) is 1: no false
// alarm among no detections, nothing missed among no changes.
//
// Without spans, matching is by documents only: any disagreement between a
// changed copy and its base in that story counts. Give spans for a strict
// score.
//
// # Files
//
// stories.jsonl: one story a line,
//
//	{"story":"s0001","docs":[{"id","title","text","source","published"?}, ...]}
//
// planted.jsonl: one planted change a line,
//
//	{"story","doc","base","kind","original","changed","base_start","base_end",
//	 "start","end","original_norm","changed_norm"}
//
// meta.jsonl: one document a line, {"story","id","role","orig","ops"}, role
// base, copy (unchanged), changed, or topic-distractor.
package planted

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"
	"sort"
	"strings"
	"time"
)

// Kinds of disagreement, in report order.
var Kinds = []string{"number", "name", "rank", "day"}

// Doc is a document of a story (the docs.jsonl fields).
type Doc struct {
	ID        string `json:"id"`
	Title     string `json:"title"`
	Text      string `json:"text"`
	Source    string `json:"source"`
	Published string `json:"published,omitempty"` // 2006-01-02, "" when unknown
}

// Date returns the published date, zero when unknown or malformed.
func (d Doc) Date() time.Time {
	t, _ := time.Parse("2006-01-02", d.Published)
	return t
}

// Story is one line of stories.jsonl.
type Story struct {
	Story string `json:"story"`
	Docs  []Doc  `json:"docs"`
}

// Change is one planted disagreement (one line of planted.jsonl): Original
// at [BaseStart,BaseEnd) of the base's text reads Changed at [Start,End) of
// the changed copy's text. Offsets are bytes; the spans are those of
// facts.Mentions (a number's includes its qualifier and unit), and the norms
// are facts.Mention.Norm.
type Change struct {
	Story        string `json:"story"`
	Doc          string `json:"doc"`  // the changed copy
	Base         string `json:"base"` // the base article
	Kind         string `json:"kind"` // number, name, rank or day
	Original     string `json:"original"`
	Changed      string `json:"changed"`
	BaseStart    int    `json:"base_start"`
	BaseEnd      int    `json:"base_end"`
	Start        int    `json:"start"`
	End          int    `json:"end"`
	OriginalNorm string `json:"original_norm"`
	ChangedNorm  string `json:"changed_norm"`
}

// Meta is one line of meta.jsonl: a document's role in its story.
type Meta struct {
	Story string   `json:"story"`
	ID    string   `json:"id"`
	Role  string   `json:"role"` // base, copy, changed, topic-distractor
	Orig  string   `json:"orig"` // input article id
	Ops   []string `json:"ops"`
}

// Detected is one disagreement reported by a detector.
type Detected struct {
	Story    string
	Kind     string // number, name, rank or day
	Variants []Variant
}

// Variant is one of the values a detected disagreement found, with the
// documents that hold it.
type Variant struct {
	Value string            // normalised value, e.g. "29", "lieutenant colonel"
	Docs  []string          // ids of the documents holding this variant
	Spans map[string][2]int // doc id -> byte span of the variant in that doc (optional)
}

// Options changes the matching rule.
type Options struct {
	// SameKind requires a detection's kind to equal the planted kind.
	SameKind bool
}

// KindScore is the score of one kind.
type KindScore struct {
	Kind       string
	Planted    int // planted changes of this kind
	Found      int
	Detected   int // detected disagreements of this kind
	TrueAlarms int
	Precision  float64
	Recall     float64
}

// Result is the outcome of Score.
type Result struct {
	Planted    int
	Found      int
	Detected   int
	TrueAlarms int
	Precision  float64
	Recall     float64
	ByKind     []KindScore // Kinds first, then any other kind seen, sorted
	// Misses are the planted changes not found, in input order.
	Misses []Change
	// FalseAlarms are the detections matching no planted change, in input
	// order.
	FalseAlarms []Detected
	// KindMismatches counts true alarms none of whose matched changes has
	// the detected kind (always 0 with Options.SameKind).
	KindMismatches int
	// Duplicates counts true alarms whose changes were all found by an
	// earlier detection already.
	Duplicates int
}

// Score matches detections with planted changes by the package's rule.
func Score(planted []Change, detected []Detected) Result {
	return ScoreWith(planted, detected, Options{})
}

// ScoreWith is Score with options.
func ScoreWith(planted []Change, detected []Detected, opt Options) Result {
	byStory := map[string][]int{}
	for i, c := range planted {
		byStory[c.Story] = append(byStory[c.Story], i)
	}
	found := make([]bool, len(planted))
	res := Result{Planted: len(planted), Detected: len(detected)}
	type counts struct{ planted, found, detected, trueAlarms int }
	kc := map[string]*counts{}
	kind := func(k string) *counts {
		if kc[k] == nil {
			kc[k] = &counts{}
		}
		return kc[k]
	}
	for _, k := range Kinds {
		kind(k)
	}
	for _, d := range detected {
		kind(d.Kind).detected++
		matched, fresh, sameKind := false, false, false
		for _, ci := range byStory[d.Story] {
			c := planted[ci]
			if opt.SameKind && d.Kind != c.Kind || !Matches(d, c) {
				continue
			}
			matched = true
			sameKind = sameKind || d.Kind == c.Kind
			if !found[ci] {
				found[ci] = true
				fresh = true
			}
		}
		if matched && !sameKind {
			res.KindMismatches++
		}
		if matched {
			res.TrueAlarms++
			kind(d.Kind).trueAlarms++
			if !fresh {
				res.Duplicates++
			}
		} else {
			res.FalseAlarms = append(res.FalseAlarms, d)
		}
	}
	for i, c := range planted {
		kind(c.Kind).planted++
		if found[i] {
			res.Found++
			kind(c.Kind).found++
		} else {
			res.Misses = append(res.Misses, c)
		}
	}
	res.Precision = ratio(res.TrueAlarms, res.Detected)
	res.Recall = ratio(res.Found, res.Planted)
	order := slices.Clone(Kinds)
	var extra []string
	for k := range kc {
		if !slices.Contains(Kinds, k) {
			extra = append(extra, k)
		}
	}
	sort.Strings(extra)
	for _, k := range append(order, extra...) {
		c := kc[k]
		res.ByKind = append(res.ByKind, KindScore{
			Kind: k, Planted: c.planted, Found: c.found, Detected: c.detected, TrueAlarms: c.trueAlarms,
			Precision: ratio(c.trueAlarms, c.detected), Recall: ratio(c.found, c.planted),
		})
	}
	return res
}

// Matches reports whether detection d matches planted change c (same story;
// the changed copy and the base in two different variants; the copy's span
// overlapping the planted span when given). Kinds are not compared.
func Matches(d Detected, c Change) bool {
	if d.Story != c.Story {
		return false
	}
	for i, vc := range d.Variants {
		if !slices.Contains(vc.Docs, c.Doc) {
			continue
		}
		if sp, ok := vc.Spans[c.Doc]; ok && !(sp[0] < c.End && c.Start < sp[1] && sp[0] < sp[1]) {
			continue
		}
		for j, vb := range d.Variants {
			if j != i && slices.Contains(vb.Docs, c.Base) {
				return true
			}
		}
	}
	return false
}

func ratio(a, b int) float64 {
	if b == 0 {
		return 1
	}
	return float64(a) / float64(b)
}

// Kind returns the score of kind k (zero counts when k never occurs).
func (r Result) Kind(k string) KindScore {
	for _, ks := range r.ByKind {
		if ks.Kind == k {
			return ks
		}
	}
	return KindScore{Kind: k, Precision: 1, Recall: 1}
}

// String reports the scores as a small table.
func (r Result) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%-8s %8s %6s %8s %6s %9s %7s\n", "kind", "planted", "found", "detected", "true", "precision", "recall")
	for _, k := range r.ByKind {
		fmt.Fprintf(&b, "%-8s %8d %6d %8d %6d %9.3f %7.3f\n", k.Kind, k.Planted, k.Found, k.Detected, k.TrueAlarms, k.Precision, k.Recall)
	}
	fmt.Fprintf(&b, "%-8s %8d %6d %8d %6d %9.3f %7.3f\n", "all", r.Planted, r.Found, r.Detected, r.TrueAlarms, r.Precision, r.Recall)
	if r.KindMismatches > 0 || r.Duplicates > 0 {
		fmt.Fprintf(&b, "kind mismatches: %d, duplicate true alarms: %d\n", r.KindMismatches, r.Duplicates)
	}
	return b.String()
}

// FalseAlarmSources counts false alarms by what they involve, using the
// roles of meta.jsonl: "distractor" when a variant holds a same-topic
// distractor, else "changed copy" when one holds a copy with planted changes
// (a disagreement where nothing was planted), else "unchanged copies".
func FalseAlarmSources(fas []Detected, meta []Meta) map[string]int {
	role := make(map[string]string, len(meta))
	for _, m := range meta {
		role[m.ID] = m.Role
	}
	out := map[string]int{}
	for _, d := range fas {
		has := func(r string) bool {
			for _, v := range d.Variants {
				for _, id := range v.Docs {
					if role[id] == r {
						return true
					}
				}
			}
			return false
		}
		switch {
		case has("topic-distractor"):
			out["distractor"]++
		case has("changed"):
			out["changed copy"]++
		default:
			out["unchanged copies"]++
		}
	}
	return out
}

// ReadStories reads stories.jsonl.
func ReadStories(r io.Reader) ([]Story, error) { return readJSONL[Story](r) }

// ReadPlanted reads planted.jsonl.
func ReadPlanted(r io.Reader) ([]Change, error) { return readJSONL[Change](r) }

// ReadMeta reads meta.jsonl.
func ReadMeta(r io.Reader) ([]Meta, error) { return readJSONL[Meta](r) }

// LoadStories reads a stories.jsonl file.
func LoadStories(path string) ([]Story, error) { return load(path, ReadStories) }

// LoadPlanted reads a planted.jsonl file.
func LoadPlanted(path string) ([]Change, error) { return load(path, ReadPlanted) }

// LoadMeta reads a meta.jsonl file.
func LoadMeta(path string) ([]Meta, error) { return load(path, ReadMeta) }

func load[T any](path string, read func(io.Reader) ([]T, error)) ([]T, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out, err := read(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return out, nil
}

func readJSONL[T any](r io.Reader) ([]T, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<28)
	var out []T
	for ln := 1; sc.Scan(); ln++ {
		line := sc.Bytes()
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		var v T
		if err := json.Unmarshal(line, &v); err != nil {
			return nil, fmt.Errorf("line %d: %w", ln, err)
		}
		out = append(out, v)
	}
	return out, sc.Err()
}
