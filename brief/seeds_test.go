package brief_test

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"unicode"

	"github.com/copydesk/copydesk/brief"
	"github.com/copydesk/copydesk/brief/render"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/align"
	"github.com/copydesk/copydesk/facts"
	"github.com/copydesk/copydesk/textnorm"
)

var update = flag.Bool("update", false, "rewrite golden files")

// loadSeedStory reads the five reference reports as one story, with the
// copy relations dedup finds among them.
func loadSeedStory(t testing.TB) brief.Input {
	t.Helper()
	files, _ := filepath.Glob("../../shared/seeds/*.txt")
	if len(files) == 0 {
		t.Skip("reference seeds not found in ../../shared/seeds (they live beside the repository, in ../shared)")
	}
	sort.Strings(files)
	var docs []copydesk.Document
	var in brief.Input
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		id := filepath.Base(f)[:3]
		docs = append(docs, copydesk.Document{ID: id, Text: string(b)})
		in.Docs = append(in.Docs, brief.Doc{ID: id, Text: string(b)})
	}
	res, err := copydesk.Dedup(context.Background(), docs, copydesk.DedupOptions{})
	if err != nil {
		t.Fatal(err)
	}
	in.Relations = res.Relations
	return in
}

// ids returns the document ids of citations, sorted.
func ids(in brief.Input, cs []brief.Citation) []string {
	var out []string
	for _, c := range cs {
		out = append(out, in.Docs[c.Doc].ID)
	}
	sort.Strings(out)
	return slices.Compact(out)
}

// TestSeedsBrief checks the brief of the reference story: the three
// disagreements with the right sources, what only 002 and 004 report, the
// copy tree, and that every citation points at text that says it.
func TestSeedsBrief(t *testing.T) {
	in := loadSeedStory(t)
	br := brief.Build(in, brief.Options{})

	// The disagreements, by the values each source gives.
	want := map[string]map[string][]string{
		"toll":     {"28": {"000", "001", "003"}, "29": {"002"}, "27": {"004"}},
		"four/two": {"4": {"000", "001", "002", "004"}, "2": {"000", "001", "002", "003", "004"}},
		"rank":     {"lieutenant colonel": {"000", "001", "002"}, "colonel": {"003", "004"}},
	}
	found := map[string]bool{}
	for _, d := range br.Disagreements {
		got := map[string][]string{}
		for _, v := range d.Variants {
			got[v.Value] = ids(in, v.Citations)
		}
		for name, w := range want {
			match := len(got) == len(w)
			for val, docs := range w {
				match = match && slices.Equal(got[val], docs)
			}
			if match {
				found[name] = true
			}
		}
	}
	for name := range want {
		if !found[name] {
			t.Errorf("disagreement %s not found with the right sources; got %+v", name, br.Disagreements)
		}
	}
	// The claim of four is attributed to the Taliban's spokesman.
	for _, d := range br.Disagreements {
		for _, v := range d.Variants {
			if v.Value == "4" && !strings.Contains(v.Attribution, "Mujahid") {
				t.Errorf("the four killed should be attributed to Mujahid, got %q", v.Attribution)
			}
		}
	}

	// Every report tells the Taliban's claim of the attack, three of them
	// with a clause of their own after it ("after the two U.S. servicemen
	// ... were found dead on their office floor"): until December 2026 the
	// key sentence cited 003 and 004 only.
	taliban := false
	for _, s := range br.Sentences {
		if strings.HasPrefix(s.Text, "The Taliban claimed responsibility") {
			taliban = true
			if got := ids(in, s.Citations); !slices.Equal(got, []string{"000", "001", "002", "003", "004"}) {
				t.Errorf("the Taliban's claim cites %v, want every report", got)
			}
		}
	}
	if !taliban {
		t.Errorf("no key sentence of the Taliban's claim")
	}

	// Only in: 002's grenade attack in Kunduz, 004's STRATFOR analyst.
	onlyIn := map[string]string{}
	for _, o := range br.OnlyIn {
		for _, f := range o.Facts {
			onlyIn[in.Docs[o.Doc].ID] += f.Text + "\n"
		}
	}
	if !strings.Contains(onlyIn["002"], "Seven US troops were wounded") {
		t.Errorf("002 alone reports the grenade attack; only-in of 002:\n%s", onlyIn["002"])
	}
	if !strings.Contains(onlyIn["004"], "STRATFOR") {
		t.Errorf("004 alone quotes the STRATFOR analyst; only-in of 004:\n%s", onlyIn["004"])
	}

	// 000 is derived from 001.
	derived := false
	for _, e := range br.CopyTree {
		if in.Docs[e.Derived].ID == "000" && in.Docs[e.Source].ID == "001" {
			derived = true
		}
	}
	if !derived {
		t.Errorf("000 should be shown as derived from 001: %+v", br.CopyTree)
	}

	checkCitations(t, in, br)

	var md bytes.Buffer
	if err := render.Markdown(&md, br); err != nil {
		t.Fatal(err)
	}
	checkGolden(t, "seeds-brief.md", md.String())
}

// checkCitations verifies that every citation points at text that says what
// it is cited for.
func checkCitations(t *testing.T, in brief.Input, br *brief.Brief) {
	t.Helper()
	span := func(c brief.Citation) string {
		if c.Doc < 0 || c.Doc >= len(in.Docs) || c.Start < 0 || c.End > len(in.Docs[c.Doc].Text) || c.Start >= c.End {
			t.Fatalf("citation out of range: %+v", c)
		}
		text := in.Docs[c.Doc].Text
		if runes := []rune(text); c.CharStart < 0 || c.CharEnd > len(runes) || string(runes[c.CharStart:c.CharEnd]) != text[c.Start:c.End] {
			t.Fatalf("citation %+v: character offsets do not match byte offsets", c)
		}
		return text[c.Start:c.End]
	}
	m := align.NewMatcher(nil)
	for _, s := range br.Sentences {
		for _, c := range s.Citations {
			got := span(c)
			if textnorm.Normalize(got) != textnorm.Normalize(s.Text) && m.Score(got, s.Text) < align.DefaultThreshold && !sharesRun(got, s.Text) {
				t.Errorf("key sentence %q cites [%d] %q, which does not say it", s.Text, c.Ref, got)
			}
		}
	}
	for _, d := range br.Disagreements {
		for _, v := range d.Variants {
			for _, c := range v.Citations {
				ms := facts.Mentions(span(c))
				if len(ms) == 0 || ms[0].Norm != v.Value {
					t.Errorf("variant %q cites [%d] %q", v.Value, c.Ref, span(c))
				}
			}
		}
	}
	for _, o := range br.OnlyIn {
		for _, f := range o.Facts {
			if span(f.Citation) != f.Text {
				t.Errorf("only-in fact %q cites %q", f.Text, span(f.Citation))
			}
		}
	}
	for _, q := range br.Quotes {
		for _, c := range q.Citations {
			a, b := textnorm.Normalize(span(c)), textnorm.Normalize(q.Text)
			if !strings.Contains(a, b) && !strings.Contains(b, a) {
				t.Errorf("quote %q cites %q", q.Text, span(c))
			}
		}
	}
	// Markers are 1..n over the sources.
	for i, s := range br.Sources {
		if s.Ref != i+1 {
			t.Errorf("source %d has marker %d", i, s.Ref)
		}
	}
}

// sharesRun reports whether text and sentence share a run of five words
// (case folded): a paraphrase with a clause of its own ("The Taliban
// claimed responsibility for the attack at the Interior Ministry, ...,
// after the two U.S. servicemen ... were found dead"), which the matcher's
// score of the whole sentences misses.
func sharesRun(text, sentence string) bool {
	words := func(s string) []string {
		return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	}
	runs := map[string]bool{}
	for w := words(text); len(w) >= 5; w = w[1:] {
		runs[strings.Join(w[:5], " ")] = true
	}
	for w := words(sentence); len(w) >= 5; w = w[1:] {
		if runs[strings.Join(w[:5], " ")] {
			return true
		}
	}
	return false
}

func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("%s differs from the golden file (go test -update rewrites it after checking):\n%s", name, got)
	}
}

// TestBriefJSON checks the JSON shape the CLI and the service publish.
func TestBriefJSON(t *testing.T) {
	in := loadSeedStory(t)
	br := brief.Build(in, brief.Options{})
	b, err := json.Marshal(br)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"headline", "sentences", "disagreements", "only_in", "quotes", "copy_tree", "sources"} {
		if _, ok := m[k]; !ok {
			t.Errorf("JSON lacks %q", k)
		}
	}
}
