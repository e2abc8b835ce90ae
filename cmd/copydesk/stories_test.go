package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/copydesk/copydesk/eval"
	"github.com/copydesk/copydesk/internal/termtext"
)

// storiesCLI runs copydesk with args and returns the exit code and output.
func storiesCLI(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = run(context.Background(), args, &env{stdin: strings.NewReader(""), stdout: &out, stderr: &errOut})
	return code, out.String(), errOut.String()
}

const examplesNews = "../../examples/news.jsonl"

// readAssignments reads {"id","cluster"} lines in order.
func readAssignments(t *testing.T, path string) (ids, clusters []string) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var a struct{ ID, Cluster string }
		if err := json.Unmarshal(sc.Bytes(), &a); err != nil {
			t.Fatalf("%s: %v", sc.Text(), err)
		}
		ids = append(ids, a.ID)
		clusters = append(clusters, a.Cluster)
	}
	return ids, clusters
}

func scoreAssignments(t *testing.T, goldPath, predPath string) eval.Scores {
	t.Helper()
	f, err := os.Open(goldPath)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	gold, err := eval.ReadLabels(f, goldPath)
	if err != nil {
		t.Fatal(err)
	}
	ids, clusters := readAssignments(t, predPath)
	pred := map[string]string{}
	for i, id := range ids {
		pred[id] = clusters[i]
	}
	sc, err := eval.Score(gold, pred)
	if err != nil {
		t.Fatal(err)
	}
	return sc
}

func TestStoriesExamples(t *testing.T) {
	dir := t.TempDir()
	for _, mode := range [][]string{nil, {"--refine"}, {"--stream"}} {
		assign := filepath.Join(dir, "assign.jsonl")
		args := append([]string{"stories", "--quiet", "--assignments", assign}, mode...)
		code, out, errOut := storiesCLI(t, append(args, examplesNews)...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", mode, code, errOut)
		}
		for _, want := range []string{"wire-ferry-01  Ferry capsizes in Kestrel Strait; at least 14 dead", "names: ", "terms: ", "Harbour Wire"} {
			if !strings.Contains(out, want) {
				t.Errorf("%v: output lacks %q:\n%s", mode, want, out)
			}
		}
		sc := scoreAssignments(t, "../../examples/labels-stories.jsonl", assign)
		if sc.BCubed.F1 < 0.999 || sc.Unassigned != 0 {
			t.Errorf("%v: B-cubed F1 %.3f, %d unassigned", mode, sc.BCubed.F1, sc.Unassigned)
		}
	}
}

// The example corpus without dates and sources: the stories are found
// from the text alone, in every mode, though its reports name years of
// history ("since 1961", "built in 1998") that the year rule must not
// take for the year of the event.
func TestStoriesExamplesUndated(t *testing.T) {
	dir := t.TempDir()
	raw, err := os.ReadFile(examplesNews)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	for _, line := range bytes.Split(bytes.TrimSpace(raw), []byte("\n")) {
		var m map[string]any
		if err := json.Unmarshal(line, &m); err != nil {
			t.Fatal(err)
		}
		delete(m, "published")
		delete(m, "source")
		b, _ := json.Marshal(m)
		out.Write(append(b, '\n'))
	}
	undated := filepath.Join(dir, "undated.jsonl")
	if err := os.WriteFile(undated, out.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, mode := range [][]string{nil, {"--refine"}, {"--stream"}} {
		assign := filepath.Join(dir, "assign.jsonl")
		args := append([]string{"stories", "--quiet", "--assignments", assign}, mode...)
		if code, _, errOut := storiesCLI(t, append(args, undated)...); code != 0 {
			t.Fatalf("%v: exit %d: %s", mode, code, errOut)
		}
		sc := scoreAssignments(t, "../../examples/labels-stories.jsonl", assign)
		if sc.BCubed.F1 < 0.999 || sc.Unassigned != 0 {
			t.Errorf("%v: B-cubed F1 %.3f, %d unassigned", mode, sc.BCubed.F1, sc.Unassigned)
		}
	}
}

func TestStoriesJSON(t *testing.T) {
	code, out, errOut := storiesCLI(t, "stories", "--quiet", "--format", "json", examplesNews)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var got jsonStories
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	if got.Documents != 31 || got.Count != 14 || got.Multi != 6 || len(got.Stories) != 14 || got.Window != "60d" {
		t.Fatalf("summary %+v", got)
	}
	ferry := got.Stories[0]
	if ferry.ID != "wire-ferry-01" || ferry.Size != 9 || ferry.Independent != 6 || ferry.FirstSeen != "2026-03-11T06:40:00Z" ||
		ferry.LastSeen != "2026-03-12T10:05:00Z" || len(ferry.Terms) == 0 || len(ferry.Names) == 0 || len(ferry.Members) != 9 {
		t.Fatalf("ferry story %+v", ferry)
	}
	copies := 0
	for _, m := range ferry.Members {
		if m.Source == "" || m.Published == "" {
			t.Errorf("member without source or date: %+v", m)
		}
		if m.Copy {
			copies++
		}
	}
	if copies != 3 {
		t.Errorf("%d copies marked, want 3", copies)
	}
	// The same input gives the same output.
	_, again, _ := storiesCLI(t, "stories", "--quiet", "--format", "json", examplesNews)
	if again != out {
		t.Error("a second run differs")
	}
}

func TestStoriesStreamJSONLines(t *testing.T) {
	dir := t.TempDir()
	stories := filepath.Join(dir, "stories.jsonl")
	code, out, errOut := storiesCLI(t, "stories", "--stream", "--quiet", "--format", "json", "--stories", stories, "--window", "2d", examplesNews)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	size := 0
	for _, l := range lines {
		var s jsonStory
		if err := json.Unmarshal([]byte(l), &s); err != nil {
			t.Fatalf("%q: %v", l, err)
		}
		size += s.Size
	}
	if size != 31 {
		t.Errorf("stories hold %d documents, want 31", size)
	}
	b, err := os.ReadFile(stories)
	if err != nil || string(b) != out {
		t.Errorf("--stories file differs from stdout (%v)", err)
	}
}

// The streamed text view describes only the stories it can show; it must
// show what it showed when every story was described (--stories asks for
// all of them), whatever --limit keeps.
func TestStoriesStreamViewDescribesOnlyShown(t *testing.T) {
	for _, limit := range []string{"1", "2", "3", "0"} {
		base := []string{"stories", "--stream", "--quiet", "--window", "2d", "--limit", limit}
		code, view, errOut := storiesCLI(t, append(base, examplesNews)...)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errOut)
		}
		all := filepath.Join(t.TempDir(), "stories.jsonl")
		code, want, errOut := storiesCLI(t, append(base, "--stories", all, examplesNews)...)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errOut)
		}
		if view != want || !strings.Contains(view, "documents:") {
			t.Errorf("--limit %s: view\n%s\nwant (every story described)\n%s", limit, view, want)
		}
	}
}

// The streamed view with --limit N shows the first N stories of the view
// with every story (--limit 0), ties in size included: it kept the
// first-closed of equal stories, not the first by id.
func TestStoriesStreamLimitIsTopN(t *testing.T) {
	heads := func(view string) []string {
		var ids []string
		for _, l := range strings.Split(view, "\n")[1:] {
			if l != "" && l[0] != ' ' && l[0] != '.' && !strings.Contains(l, "single-document") {
				ids = append(ids, strings.Fields(l)[0])
			}
		}
		return ids
	}
	view := func(limit string) []string {
		code, out, errOut := storiesCLI(t, "stories", "--stream", "--quiet", "--window", "2d", "--limit", limit, examplesNews)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errOut)
		}
		return heads(out)
	}
	all := view("0")
	if len(all) < 4 {
		t.Fatalf("the view shows %d stories: %v", len(all), all)
	}
	for n := 1; n < len(all); n++ {
		if got := view(fmt.Sprint(n)); !slices.Equal(got, all[:n]) {
			t.Errorf("--limit %d shows %v, want %v", n, got, all[:n])
		}
	}
}

// Adding later documents does not rename the stories of earlier ones.
func TestStoriesIDsStable(t *testing.T) {
	dir := t.TempDir()
	src, err := os.ReadFile(examplesNews)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(strings.TrimSpace(string(src)), "\n")
	// The example corpus in publication order, so that "later" means later.
	type dated struct {
		line string
		at   time.Time
	}
	var ds []dated
	for _, l := range lines {
		var d struct{ Published time.Time }
		if err := json.Unmarshal([]byte(l), &d); err != nil {
			t.Fatal(err)
		}
		ds = append(ds, dated{strings.TrimSpace(l) + "\n", d.Published})
	}
	for i := range ds {
		for j := i + 1; j < len(ds); j++ {
			if ds[j].at.Before(ds[i].at) {
				ds[i], ds[j] = ds[j], ds[i]
			}
		}
	}
	var all strings.Builder
	for _, d := range ds {
		all.WriteString(d.line)
	}
	var prefix strings.Builder
	for _, d := range ds[:20] {
		prefix.WriteString(d.line)
	}
	for _, mode := range []string{"--stream=false", "--stream"} {
		full, part := filepath.Join(dir, "full.jsonl"), filepath.Join(dir, "part.jsonl")
		os.WriteFile(full, []byte(all.String()), 0o644)
		os.WriteFile(part, []byte(prefix.String()), 0o644)
		fa, pa := filepath.Join(dir, "fa.jsonl"), filepath.Join(dir, "pa.jsonl")
		if code, _, errOut := storiesCLI(t, "stories", "--quiet", mode, "--assignments", fa, full); code != 0 {
			t.Fatal(errOut)
		}
		if code, _, errOut := storiesCLI(t, "stories", "--quiet", mode, "--assignments", pa, part); code != 0 {
			t.Fatal(errOut)
		}
		_, fc := readAssignments(t, fa)
		_, pc := readAssignments(t, pa)
		for i := range pc {
			if pc[i] != fc[i] {
				t.Errorf("%s: document %d: story %s with 20 documents, %s with all", mode, i, pc[i], fc[i])
			}
		}
	}
}

func TestStoriesBadInput(t *testing.T) {
	cases := []struct {
		name  string
		lines []string
		want  []string // story of each document, in input order
	}{
		{"single document", []string{`{"id":"a","title":"Fire","text":"A fire destroyed a mill in Hexham on Friday."}`}, []string{"a"}},
		{"no dates", []string{
			`{"id":"a","title":"Mill fire in Hexham","text":"A fire destroyed the Tyne Valley mill in Hexham on Friday, firefighters said. Chief officer Maria Lund said 40 firefighters fought the blaze."}`,
			`{"id":"b","title":"Hexham mill destroyed","text":"The Tyne Valley mill in Hexham burned down on Friday. Maria Lund, the chief fire officer, said 40 firefighters fought the blaze for hours."}`,
		}, []string{"a", "a"}},
		{"dates out of order", []string{
			`{"id":"late","title":"Mill fire in Hexham","published":"2026-03-12","text":"A fire destroyed the Tyne Valley mill in Hexham on Friday, firefighters said. Chief officer Maria Lund said 40 firefighters fought the blaze."}`,
			`{"id":"early","title":"Hexham mill destroyed","published":"2026-03-10","text":"The Tyne Valley mill in Hexham burned down on Friday. Maria Lund, the chief fire officer, said 40 firefighters fought the blaze for hours."}`,
		}, []string{"early", "early"}},
		{"empty texts", []string{`{"id":"e1","text":""}`, `{"id":"e2","text":"   "}`, `{"id":"e3","title":"Only a title","text":""}`}, []string{"e1", "e2", "e3"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			in := filepath.Join(dir, "in.jsonl")
			os.WriteFile(in, []byte(strings.Join(c.lines, "\n")+"\n"), 0o644)
			for _, mode := range []string{"--stream=false", "--refine", "--stream"} {
				assign := filepath.Join(dir, "a.jsonl")
				code, _, errOut := storiesCLI(t, "stories", "--quiet", mode, "--assignments", assign, in)
				if code != 0 {
					t.Fatalf("%s: exit %d: %s", mode, code, errOut)
				}
				_, got := readAssignments(t, assign)
				if mode == "--stream" && c.name == "dates out of order" {
					// A stream takes documents as they come: the first is first.
					c.want = []string{"late", "late"}
				}
				if strings.Join(got, ",") != strings.Join(c.want, ",") {
					t.Errorf("%s: got %v, want %v", mode, got, c.want)
				}
			}
		})
	}
}

func TestStoriesUsage(t *testing.T) {
	for _, args := range [][]string{
		{"stories"},
		{"stories", "--format", "xml", examplesNews},
		{"stories", "--window", "0", examplesNews},
		{"stories", "--window", "soon", examplesNews},
		{"stories", "--threshold", "1.5", examplesNews},
		{"stories", "--threshold", "0", examplesNews},
		{"stories", "--stream", "--refine", examplesNews},
		{"stories", "--limit", "-1", examplesNews},
		{"stories", "--refine", "--merge", "0", examplesNews}, // was merging turned off
		{"stories", "--stream", "--verbose", examplesNews},    // was ignored
		{"stories", "--members", "5", examplesNews},           // a batch lists every member
		{"stories", "--stream", "--members", "0", examplesNews},
	} {
		if code, _, errOut := storiesCLI(t, args...); code != 2 || !strings.Contains(errOut, "Run 'copydesk stories --help'") {
			t.Errorf("%v: exit %d, stderr %q", args, code, errOut)
		}
	}
	if code, out, _ := storiesCLI(t, "stories", "--help"); code != 0 || !strings.Contains(out, "--window") {
		t.Errorf("--help: exit %d:\n%s", code, out)
	}
	if code, _, errOut := storiesCLI(t, "stories", "no-such-file.jsonl"); code != 2 || errOut == "" {
		t.Errorf("missing file: exit %d, %q", code, errOut)
	}
}

func TestParseDays(t *testing.T) {
	for in, want := range map[string]time.Duration{
		"30d": 30 * 24 * time.Hour, "2w": 14 * 24 * time.Hour, "36h": 36 * time.Hour,
		"1d12h": 36 * time.Hour, "1.5d": 36 * time.Hour, "1w2d": 9 * 24 * time.Hour,
		// A sign before the whole, as formatDays writes a negative span
		// ("-2d" was refused); the flags refuse negatives themselves.
		"-2d": -48 * time.Hour, "-1d12h": -36 * time.Hour, "-36h": -36 * time.Hour, "+2d": 48 * time.Hour,
		" -1w ": -7 * 24 * time.Hour, "-0d": 0,
		// Whole days add exactly, beyond a float's 2^53 ns too.
		"1000d1ns":                    1000*24*time.Hour + 1,
		"-106751d23h47m16.854775808s": math.MinInt64, "106751d23h47m16.854775807s": math.MaxInt64,
	} {
		if got, err := parseDays(in); err != nil || got != want {
			t.Errorf("parseDays(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, in := range []string{"", "d", "xd", "3 days", "NaNd", "Infw", "5d-3h", "2w+1h", "2w-3d",
		"-", "+", "--1d", "-+1d", "+-1h", "-5d-3h", "0d-3h", "1d+-3h"} {
		if _, err := parseDays(in); err == nil && in != "" {
			t.Errorf("parseDays(%q) accepted", in)
		}
	}
	// Beyond time.Duration's 292 years: said so (it overflowed to a
	// negative window, reported as "window must be positive").
	for _, in := range []string{"20000w", "1e5d2000000h", "106752d", "-106752d", "106751d23h47m16.854775808s", "-106751d23h47m16.854775809s"} {
		if _, err := parseDays(in); err == nil || !strings.Contains(err.Error(), "too long") {
			t.Errorf("parseDays(%q): %v, want too long", in, err)
		}
	}
	if got, err := parseDays("106000d"); err != nil || got != 106000*24*time.Hour {
		t.Errorf("parseDays(106000d) = %v, %v", got, err)
	}
	for d, want := range map[time.Duration]string{30 * 24 * time.Hour: "30d", 36 * time.Hour: "36h",
		90 * time.Minute: "1h30m", 90 * time.Second: "1m30s", 3*time.Hour + 5*time.Second: "3h0m5s",
		// Over a week, whole days first, as the flag takes them (it read
		// 2562047h for 106751d23h).
		106751*24*time.Hour + 23*time.Hour: "106751d23h", 8*24*time.Hour + 90*time.Minute: "8d1h30m"} {
		if got := formatDays(d); got != want {
			t.Errorf("formatDays(%v) = %q, want %q", d, got, want)
		}
	}
	for _, d := range []time.Duration{0, 1, -1, -48 * time.Hour, -36 * time.Hour, -8*24*time.Hour - 90*time.Minute,
		200*24*time.Hour + 1, math.MaxInt64, math.MinInt64, math.MinInt64 + 1} {
		checkDaysRoundTrip(t, d)
	}
}

// checkDaysRoundTrip: parseDays reads back what formatDays writes.
func checkDaysRoundTrip(t *testing.T, d time.Duration) {
	t.Helper()
	s := formatDays(d)
	if got, err := parseDays(s); err != nil || got != d {
		t.Errorf("parseDays(formatDays(%d) = %q) = %d, %v", int64(d), s, int64(got), err)
	}
}

// Every duration formatDays writes parses back to itself; a string
// parseDays takes formats to one it takes again, with the same value.
func FuzzParseDays(f *testing.F) {
	for _, d := range []int64{0, 1, -1, int64(-48 * time.Hour), int64(36 * time.Hour), math.MaxInt64, math.MinInt64} {
		f.Add(d, formatDays(time.Duration(d)))
	}
	for _, s := range []string{"30d", "1.5d", "-1d12h", "5d-3h", "1e5d2000000h", "0x1p3d", " 2w "} {
		f.Add(int64(0), s)
	}
	f.Fuzz(func(t *testing.T, d int64, s string) {
		checkDaysRoundTrip(t, time.Duration(d))
		if got, err := parseDays(s); err == nil {
			checkDaysRoundTrip(t, got)
		}
	})
}

// --stream on a feed that pauses: what was decided reaches the output
// files while the feed waits (it stayed in 64 KB buffers, and the input
// in a megabyte batch, until the end).
func TestStoriesStreamLiveFeed(t *testing.T) {
	defer func(d time.Duration) { streamFlushEvery = d }(streamFlushEvery)
	streamFlushEvery = 20 * time.Millisecond
	lines, err := os.ReadFile(examplesNews)
	if err != nil {
		t.Fatal(err)
	}
	first3 := strings.Join(strings.SplitN(string(lines), "\n", 4)[:3], "\n") + "\n"
	dir := t.TempDir()
	assign := filepath.Join(dir, "a.jsonl")
	pr, pw := io.Pipe()
	done := make(chan int, 1)
	go func() {
		var out, errOut bytes.Buffer
		done <- run(context.Background(), []string{"stories", "--stream", "--quiet", "--assignments", assign, "-"}, &env{stdin: pr, stdout: &out, stderr: &errOut})
	}()
	if _, err := io.WriteString(pw, first3); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(5 * time.Second)
	n := 0
	for time.Now().Before(deadline) {
		b, _ := os.ReadFile(assign)
		if n = strings.Count(string(b), "\n"); n == 3 {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	pw.Close()
	if code := <-done; code != 0 {
		t.Fatalf("exit %d", code)
	}
	if n != 3 {
		t.Errorf("%d of 3 assignments written while the feed waited", n)
	}
}

// --stream lists the latest --members members of a story and says how
// many earlier ones it left out (it dropped them silently: a story of
// 1,500 copies listed 1,000, without its founder).
func TestStoriesStreamMembersOmitted(t *testing.T) {
	var b strings.Builder
	for i := range 12 {
		fmt.Fprintf(&b, `{"id":"g%d","title":"Fire at the mill","text":"A fire destroyed the old mill in Brackenford on Tuesday, firefighters said.","published":"2026-03-01"}`+"\n", i)
	}
	path := filepath.Join(t.TempDir(), "g.jsonl")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		members       string
		listed, omits int
	}{{"5", 5, 7}, {"12", 12, 0}, {"1000", 12, 0}} {
		code, out, errOut := storiesCLI(t, "stories", "--stream", "--quiet", "--format", "json", "--members", c.members, path)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errOut)
		}
		var s jsonStory
		if err := json.Unmarshal([]byte(out), &s); err != nil {
			t.Fatal(err)
		}
		if s.Size != 12 || len(s.Members) != c.listed || s.MembersOmitted != c.omits || s.Members[len(s.Members)-1].ID != "g11" {
			t.Errorf("--members %s: size %d, %d listed (last %s), %d omitted; want 12, %d, g11, %d", c.members, s.Size, len(s.Members), s.Members[len(s.Members)-1].ID, s.MembersOmitted, c.listed, c.omits)
		}
	}
	code, out, _ := storiesCLI(t, "stories", "--stream", "--quiet", "--members", "5", path)
	if code != 0 || !strings.Contains(out, "(the latest 5 of 12 members") {
		t.Errorf("the text view does not say members were left out:\n%s", out)
	}
}

// The text view lists at most textMembers members of a story and says
// how many more there are: a story of thousands of copies printed
// thousands of lines.
func TestStoryTextCapsMembers(t *testing.T) {
	s := jsonStory{ID: "big", Headline: "Council opens library", Size: 40, Independent: 1}
	for i := range 40 {
		s.Members = append(s.Members, jsonStoryMember{ID: fmt.Sprint("r", i), Copy: i > 0})
	}
	var buf bytes.Buffer
	bw := bufio.NewWriter(&buf)
	writeStoryText(bw, s)
	bw.Flush()
	out := buf.String()
	if n := strings.Count(out, "\n  "); n > textMembers+3 {
		t.Errorf("%d lines for a story of 40 members:\n%s", n, out)
	}
	if !strings.Contains(out, "... 10 more members (--format json lists them)") {
		t.Errorf("no note of the members left out:\n%s", out)
	}
}

// TestStoryTextColumnsByWidth: the member lines of the text view keep
// their columns when a source or an id is written in wide characters or
// with combining accents (they were padded by runes: a line of Japanese
// source ran 186 columns wide, one with accents fell short).
func TestStoryTextColumnsByWidth(t *testing.T) {
	s := jsonStory{ID: "東京-001", Headline: "Tokyo quake", Size: 3, Independent: 3, Members: []jsonStoryMember{
		{ID: "東京-001", Source: "朝日新聞デジタル版ニュース速報配信", Published: "2026-03-11T00:00:00Z", Title: "東京で地震"},
		{ID: "e\u0301-002", Source: "Cafe\u0301 Ne\u0301ws Re\u0301sume\u0301 Wire Se\u0301rvice", Published: "2026-03-11T00:00:00Z", Title: "Tokyo earthquake"},
		{ID: "plain-003", Source: "Plain Wire", Published: "2026-03-11T00:00:00Z", Title: "Tokyo quake"},
	}}
	var buf bytes.Buffer
	bw := bufio.NewWriter(&buf)
	writeStoryText(bw, s)
	bw.Flush()
	var starts []int
	for _, line := range strings.Split(buf.String(), "\n") {
		if !strings.HasPrefix(line, "    2026-03-11") {
			continue
		}
		// The title column starts after the id column.
		for _, title := range []string{"東京で地震", "Tokyo earthquake", "Tokyo quake"} {
			if i := strings.Index(line, title); i >= 0 {
				starts = append(starts, termtext.Width(line[:i]))
			}
		}
	}
	if len(starts) != 3 || starts[0] != starts[1] || starts[1] != starts[2] {
		t.Fatalf("title columns start at %v, want one column for all three:\n%s", starts, buf.String())
	}
}
