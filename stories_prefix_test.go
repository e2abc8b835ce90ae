package copydesk_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/input"
)

// prefixChanges groups docs (given in publication order) whole and the
// first n of them alone, and lists the documents of the first n whose
// story differs: the ones later documents renamed.
func prefixChanges(t *testing.T, docs []copydesk.Document, n int) []string {
	t.Helper()
	full, err := copydesk.GroupStories(context.Background(), docs, copydesk.StoryOptions{})
	if err != nil {
		t.Fatal(err)
	}
	part, err := copydesk.GroupStories(context.Background(), docs[:n], copydesk.StoryOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var changed []string
	for i := 0; i < n; i++ {
		if part.Story[i] != full.Story[i] {
			changed = append(changed, fmt.Sprintf("%s: %s -> %s", docs[i].ID, part.Story[i], full.Story[i]))
		}
	}
	return changed
}

// TestStoriesPrefixTemplateLine: short items made of one standing
// paragraph and a line of their own come first, then long reports of other
// events that carry the same paragraph. Until more than MaxDF documents
// carry it the paragraph is content, and the short items are copies of one
// another; after, it is boilerplate and they are not. Copies found over
// the whole corpus therefore depend on what comes after the short items,
// copies found as documents arrive do not.
func TestStoriesPrefixTemplateLine(t *testing.T) {
	r := rand.New(rand.NewPCG(12, 1))
	vocab := strings.Fields(`harbour council ferry crew storm bridge rail strike budget court judge
		election minister river flood market shares profit club coach season school hospital
		mayor police fire tower station airport union talks vote museum library park`)
	words := func(n int) string {
		w := make([]string, n)
		for i := range w {
			w[i] = vocab[r.IntN(len(vocab))]
		}
		return strings.Join(w, " ")
	}
	standing := "The central bank is expected to enter the government securities market this morning to arrange customer repurchase agreements, dealers said, with the federal funds rate trading near its target in early business."
	t0 := time.Date(2026, 3, 1, 8, 0, 0, 0, time.UTC)
	var docs []copydesk.Document
	add := func(text string) {
		i := len(docs)
		docs = append(docs, copydesk.Document{ID: fmt.Sprintf("r%02d", i), Title: words(6), Text: text,
			Source: fmt.Sprintf("outlet%02d.example", i), Published: t0.Add(time.Duration(i) * time.Hour)})
	}
	const short = 6
	for range short {
		add(standing + "\n" + words(6) + ".")
	}
	for range 16 {
		add(words(60) + ".\n" + words(60) + ".\n" + standing)
	}
	first, err := copydesk.GroupStories(context.Background(), docs[:short], copydesk.StoryOptions{})
	if err != nil {
		t.Fatal(err)
	}
	whole, err := copydesk.GroupStories(context.Background(), docs, copydesk.StoryOptions{})
	if err != nil {
		t.Fatal(err)
	}
	copies := 0
	for i := range short {
		if first.Copy[i] != docs[i].ID {
			copies++
		}
		if first.Copy[i] != whole.Copy[i] || first.Story[i] != whole.Story[i] {
			t.Errorf("%s: copy of %s in story %s alone, copy of %s in story %s with the later reports",
				docs[i].ID, first.Copy[i], first.Story[i], whole.Copy[i], whole.Story[i])
		}
	}
	if copies == 0 {
		t.Fatal("none of the short items is a copy: the test shows nothing")
	}
}

// TestStoriesPrefixExamples: every prefix of the example corpus, in
// publication order, keeps the stories the whole corpus gives it.
func TestStoriesPrefixExamples(t *testing.T) {
	docs := readOrdered(t, "examples/news.jsonl")
	for n := 1; n < len(docs); n++ {
		if changed := prefixChanges(t, docs, n); len(changed) > 0 {
			t.Errorf("first %d documents: %v", n, changed)
		}
	}
}

// TestStoriesPrefixReuters: the first half of Reuters, in publication
// order, against the whole (copies found over the whole corpus renamed 10
// of its 10,789 documents' stories).
func TestStoriesPrefixReuters(t *testing.T) {
	if testing.Short() {
		t.Skip("groups Reuters twice; skipped with -short")
	}
	docs := readShared(t, "reuters")
	if changed := prefixChanges(t, docs, len(docs)/2); len(changed) > 0 {
		t.Errorf("%d documents of the first half renamed by the second: %v", len(changed), changed[:min(10, len(changed))])
	}
}

// TestStoriesPrefixECBPlus: ECB+ mixes dated and undated documents (one
// event of each topic has no date), so prefixes end before, between and
// after the undated ones: the stories the Assigner keeps for undated
// documents (Linger) must not make a prefix's stories depend on what
// follows it.
func TestStoriesPrefixECBPlus(t *testing.T) {
	if testing.Short() {
		t.Skip("groups ECB+ 30 times; skipped with -short")
	}
	docs := readShared(t, "ecbplus")
	for n := 31; n < len(docs); n += 31 {
		if changed := prefixChanges(t, docs, n); len(changed) > 0 {
			t.Errorf("first %d documents: %d renamed by the rest: %v", n, len(changed), changed[:min(10, len(changed))])
		}
	}
}

// TestStoriesPrefixUndatedLast: one undated document after all of
// Reuters must not change a dated document's story. In a batch the
// Assigner keeps the stories the window closes for undated documents
// (Linger) until the last of them; dated documents must not see those
// stories in any way, not even as candidates crowding out the open ones.
func TestStoriesPrefixUndatedLast(t *testing.T) {
	if testing.Short() {
		t.Skip("groups Reuters twice; skipped with -short")
	}
	docs := readShared(t, "reuters")
	last := docs[len(docs)-1]
	last.ID, last.Published = "undated-"+last.ID, time.Time{}
	docs = append(docs, last)
	if changed := prefixChanges(t, docs, len(docs)-1); len(changed) > 0 {
		t.Errorf("%d dated documents renamed by one undated document after them: %v", len(changed), changed[:min(10, len(changed))])
	}
}

// readShared reads ../shared/data/SET/docs.jsonl in publication order,
// skipping the test when the evaluation data is absent.
func readShared(t *testing.T, set string) []copydesk.Document {
	t.Helper()
	path := filepath.Join(sharedData, set, "docs.jsonl")
	if _, err := os.Stat(path); err != nil {
		t.Skipf("%s not found: the evaluation data lives beside the repository in ../shared/data", path)
	}
	return readOrdered(t, path)
}

// readOrdered reads a corpus and returns it in publication order.
func readOrdered(t *testing.T, path string) []copydesk.Document {
	t.Helper()
	var docs []copydesk.Document
	if _, err := input.Read(context.Background(), []string{path}, nil, input.Options{},
		func(d copydesk.Document) error { docs = append(docs, d); return nil }); err != nil {
		t.Fatal(err)
	}
	out := make([]copydesk.Document, len(docs))
	for n, i := range copydesk.PublicationOrder(docs) {
		out[n] = docs[i]
	}
	return out
}
