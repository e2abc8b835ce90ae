package desk

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/copydesk/copydesk"
	"github.com/copydesk/copydesk/dedup"
	"github.com/copydesk/copydesk/input"
)

func readExamples(t testing.TB) []copydesk.Document { return readDocs(t, "../examples/news.jsonl") }

func readDocs(t testing.TB, path string) []copydesk.Document {
	t.Helper()
	docs, err := input.ReadAll(context.Background(), []string{path}, input.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return docs
}

var testNow = time.Date(2026, 3, 15, 12, 0, 0, 0, time.UTC)

func openDesk(t testing.TB, path string) *Desk {
	t.Helper()
	d, err := Open(context.Background(), path, Options{Now: func() time.Time { return testNow }})
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Wait(context.Background()); err != nil {
		t.Fatal(err)
	}
	return d
}

func byID(rs []Result) map[string]Result {
	m := map[string]Result{}
	for _, r := range rs {
		m[r.ID] = r
	}
	return m
}

func hasRelation(r Result, other, kind string) bool {
	for _, rel := range r.Relations {
		if rel.Other.ID == other && rel.Kind == kind {
			return true
		}
	}
	return false
}

func TestIngestExamples(t *testing.T) {
	ctx := context.Background()
	d := openDesk(t, filepath.Join(t.TempDir(), "desk.db"))
	defer d.Close()
	docs := readExamples(t)
	res, err := d.Ingest(ctx, docs)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range res {
		if r.Status != StatusCreated {
			t.Fatalf("%s: %+v", r.ID, r)
		}
	}
	got := byID(res)
	// The answer key's copies, as the online index finds them.
	for _, c := range []struct{ a, b, kind string }{
		{"gazette-ferry-02", "wire-ferry-01", "identical"},
		{"ledger-ferry-03", "wire-ferry-01", "near-duplicate"},
		{"courier-ferry-04", "wire-ferry-01", "excerpt"},
	} {
		if !hasRelation(got[c.a], c.b, c.kind) {
			t.Errorf("%s: no %s relation to %s: %+v", c.a, c.kind, c.b, got[c.a].Relations)
		}
	}
	if g := got["gazette-ferry-02"]; g.CopyOf != "wire-ferry-01" || g.Story != "wire-ferry-01" || g.StoryNew {
		t.Errorf("gazette-ferry-02: %+v", g)
	}
	if w := got["wire-ferry-01"]; !w.StoryNew || w.Story != "wire-ferry-01" || w.CopyOf != "" {
		t.Errorf("wire-ferry-01: %+v", w)
	}
	if d.Status().Articles != int64(len(docs)) {
		t.Errorf("status %+v", d.Status())
	}

	// Sending everything again changes nothing.
	again, err := d.Ingest(ctx, docs)
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range again {
		if r.Status != StatusExists || r.Story != res[i].Story || len(r.Relations) < len(res[i].Relations) {
			t.Errorf("again %s: %+v, first %+v", r.ID, r, res[i])
		}
	}
	if d.Status().Articles != int64(len(docs)) {
		t.Errorf("articles after a resend: %d", d.Status().Articles)
	}

	// The article: text, copies, relations with byte offsets into both texts.
	a, err := d.Article(ctx, "ledger-ferry-03")
	if err != nil {
		t.Fatal(err)
	}
	if a.Story != "wire-ferry-01" || a.CopyOf != "wire-ferry-01" || len(a.Copies) < 2 || a.Text == "" {
		t.Errorf("article: story %q copy_of %q copies %v", a.Story, a.CopyOf, a.Copies)
	}
	texts := map[string]string{}
	for _, doc := range docs {
		texts[doc.ID] = doc.Text
	}
	found := false
	for _, r := range a.Relations {
		if r.Other.ID != "wire-ferry-01" {
			continue
		}
		found = true
		if r.Kind != "near-duplicate" || len(r.Passages) == 0 || r.Other.Title == "" {
			t.Errorf("relation %+v", r)
		}
		for _, p := range r.Passages {
			this, other := a.Text[p.ThisStart:p.ThisEnd], texts["wire-ferry-01"][p.OtherStart:p.OtherEnd]
			if len(strings.Fields(this)) < p.Words/2 || strings.Fields(this)[0] != strings.Fields(other)[0] {
				t.Errorf("passage %+v: %q / %q", p, this, other)
			}
		}
	}
	if !found {
		t.Errorf("no relation to wire-ferry-01: %+v", a.Relations)
	}
	if _, err := d.Article(ctx, "nope"); !errors.Is(err, ErrNotFound) {
		t.Errorf("unknown article: %v", err)
	}

	// Stories: the ferry story with its brief; newest activity first.
	st, err := d.Story(ctx, "wire-ferry-01")
	if err != nil {
		t.Fatal(err)
	}
	if st.Size < 5 || st.Brief == nil || len(st.Brief.Sentences) == 0 || len(st.BriefDocs) != st.Size || st.BriefStale || len(st.Outlets) < 3 {
		t.Errorf("story: size %d, brief %v, outlets %v", st.Size, st.Brief != nil, st.Outlets)
	}
	if st.Copies < 2 || st.Reports+st.Copies != st.Size || st.First.IsZero() || st.Last.Before(st.First) {
		t.Errorf("story counts %+v", st.StorySummary)
	}
	for i := 1; i < len(st.Articles); i++ {
		if st.Articles[i].Published.Before(st.Articles[i-1].Published) {
			t.Errorf("articles not in publication order: %v", st.Articles)
		}
	}
	ss, err := d.Stories(ctx, StoryQuery{Q: "ferry", Limit: 10})
	if err != nil || len(ss) == 0 || ss[0].ID != "wire-ferry-01" {
		t.Errorf("stories about ferries: %+v %v", ss, err)
	}
	all, _ := d.Stories(ctx, StoryQuery{Limit: 100})
	if int64(len(all)) != d.Status().Stories {
		t.Errorf("%d stories listed, status says %d", len(all), d.Status().Stories)
	}
	if _, err := d.Story(ctx, "gazette-ferry-02"); !errors.Is(err, ErrNotFound) {
		t.Errorf("a member id is not a story id: %v", err)
	}
}

func TestInvalidArticles(t *testing.T) {
	ctx := context.Background()
	d := openDesk(t, filepath.Join(t.TempDir(), "desk.db"))
	defer d.Close()
	res, err := d.Ingest(ctx, []copydesk.Document{
		{ID: "", Text: "no id"},
		{ID: strings.Repeat("x", MaxIDLength+1), Text: "long id"},
		{ID: "tab\tid", Text: "control character"},
		{ID: "..", Text: "a path segment of its own"},
		{ID: ".", Text: "a path segment of its own"},
		{ID: "...", Text: "An id of three dots is a name like any other, if an odd one."},
		{ID: "ok", Text: "A perfectly fine article about nothing much at all."},
		{ID: "ok", Text: "The same id again in one batch."}, // another text: refused (it was "exists", the text dropped)
		{ID: "empty", Text: ""},
	})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{StatusError, StatusError, StatusError, StatusError, StatusError, StatusCreated, StatusCreated, StatusError, StatusCreated}
	for i, r := range res {
		if r.Status != want[i] {
			t.Errorf("%d %.20q: %s (%s), want %s", i, r.ID, r.Status, r.Error, want[i])
		}
		if r.Status == StatusError && (!errors.Is(r.Err, ErrInvalid) || r.Error == "") {
			t.Errorf("%d: error %v", i, r.Err)
		}
	}
}

func TestDelete(t *testing.T) {
	ctx := context.Background()
	d := openDesk(t, filepath.Join(t.TempDir(), "desk.db"))
	defer d.Close()
	docs := readExamples(t)
	if _, err := d.Ingest(ctx, docs); err != nil {
		t.Fatal(err)
	}
	before, _ := d.Story(ctx, "wire-ferry-01")
	dr, err := d.Delete(ctx, "gazette-ferry-02")
	if err != nil || dr.Story != "wire-ferry-01" {
		t.Fatalf("Delete: %+v %v", dr, err)
	}
	if _, err := d.Article(ctx, "gazette-ferry-02"); !errors.Is(err, ErrDeleted) {
		t.Errorf("deleted article: %v", err)
	}
	after, _ := d.Story(ctx, "wire-ferry-01")
	if after.Size != before.Size-1 || after.Version <= before.Version {
		t.Errorf("story size %d → %d, version %d → %d", before.Size, after.Size, before.Version, after.Version)
	}
	if after.BriefVersion != before.Version || !after.BriefStale {
		t.Logf("brief after delete: version %d stale %v (a rebuild may have finished)", after.BriefVersion, after.BriefStale)
	}
	w, _ := d.Article(ctx, "wire-ferry-01")
	for _, r := range w.Relations {
		if r.Other.ID == "gazette-ferry-02" {
			t.Errorf("relation to a deleted article: %+v", r)
		}
	}
	if _, err := d.Delete(ctx, "gazette-ferry-02"); !errors.Is(err, ErrDeleted) {
		t.Errorf("second delete: %v", err)
	}
	if _, err := d.Delete(ctx, "nope"); !errors.Is(err, ErrNotFound) {
		t.Errorf("unknown delete: %v", err)
	}
	// The id is not reused.
	var gazette copydesk.Document
	for _, doc := range docs {
		if doc.ID == "gazette-ferry-02" {
			gazette = doc
		}
	}
	res, _ := d.Ingest(ctx, []copydesk.Document{gazette})
	if res[0].Status != StatusError || !errors.Is(res[0].Err, ErrDeleted) {
		t.Errorf("re-ingest of a deleted id: %+v", res[0])
	}
	// A new copy relates to the original, not to the deleted copy.
	gazette.ID = "gazette-ferry-02-bis"
	res, _ = d.Ingest(ctx, []copydesk.Document{gazette})
	if !hasRelation(res[0], "wire-ferry-01", "identical") || hasRelation(res[0], "gazette-ferry-02", "identical") || res[0].Story != "wire-ferry-01" {
		t.Errorf("new copy: %+v", res[0])
	}
	// Deleting the only article of a story drops the story.
	n := d.Status().Stories
	if _, err := d.Delete(ctx, "courier-cheese-01"); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Story(ctx, "courier-cheese-01"); !errors.Is(err, ErrNotFound) {
		t.Errorf("emptied story: %v", err)
	}
	if d.Status().Stories != n-1 {
		t.Errorf("stories %d → %d", n, d.Status().Stories)
	}
}

// After a restart, the copy index and the open stories are back: a new
// copy finds its original and joins its story.
func TestRestart(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "desk.db")
	d := openDesk(t, path)
	docs := readExamples(t)
	first, err := d.Ingest(ctx, docs[:25])
	if err != nil {
		t.Fatal(err)
	}
	if _, err := d.Delete(ctx, "radio-ferry-07"); err != nil {
		t.Fatal(err)
	}
	if err := d.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Ingest(ctx, docs[25:]); !errors.Is(err, ErrUnavailable) {
		t.Errorf("ingest after Close: %v", err)
	}

	d = openDesk(t, path)
	defer d.Close()
	if st := d.Status(); st.Articles != 24 || st.State != "ok" {
		t.Errorf("after restart: %+v", st)
	}
	again, err := d.Ingest(ctx, docs[:25])
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range again {
		want := StatusExists
		if r.ID == "radio-ferry-07" {
			want = StatusError
		}
		if r.Status != want || (want == StatusExists && r.Story != first[i].Story) {
			t.Errorf("%s after restart: %+v, before %+v", r.ID, r, first[i])
		}
	}
	rest, err := d.Ingest(ctx, docs[25:])
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rest {
		if r.Status != StatusCreated {
			t.Errorf("%s: %+v", r.ID, r)
		}
	}
	// A fresh copy of the wire story: the index and the story are back.
	copyDoc := docs[0]
	copyDoc.ID, copyDoc.Source = "reprint-ferry", "Reprint Weekly"
	res, _ := d.Ingest(ctx, []copydesk.Document{copyDoc})
	if !hasRelation(res[0], "wire-ferry-01", "identical") || res[0].Story != "wire-ferry-01" || res[0].CopyOf != "wire-ferry-01" {
		t.Errorf("copy after restart: %+v", res[0])
	}
	// An independent report of an open story joins it through the
	// restored centroid.
	st, _ := d.Story(ctx, "wire-ferry-01")
	if !st.Open {
		t.Errorf("ferry story closed after restart")
	}
}

func TestLocked(t *testing.T) {
	path := filepath.Join(t.TempDir(), "desk.db")
	d := openDesk(t, path)
	defer d.Close()
	if _, err := Open(context.Background(), path, Options{}); !errors.Is(err, ErrLocked) {
		t.Fatalf("second Open: %v", err)
	}
}

// TestLockFileRemovedOnClose: the lock file is there while the desk is
// open and gone once it is closed (it was left behind, and read as a desk
// still in use, until a review on 7 December 2026); the next Open locks
// anew, and a second one is still refused.
func TestLockFileRemovedOnClose(t *testing.T) {
	path := filepath.Join(t.TempDir(), "desk.db")
	for round := range 2 {
		d := openDesk(t, path)
		if _, err := os.Stat(path + ".lock"); err != nil {
			t.Errorf("round %d: no lock file while open: %v", round, err)
		}
		if _, err := Open(context.Background(), path, Options{}); !errors.Is(err, ErrLocked) {
			t.Fatalf("round %d: second Open: %v", round, err)
		}
		if err := d.Close(); err != nil {
			t.Fatal(err)
		}
		if _, err := os.Stat(path + ".lock"); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("round %d: lock file left after Close (%v)", round, err)
		}
	}
}

// Concurrent clients sending overlapping batches: every id is stored once,
// every call gets an answer for every article.
func TestConcurrentIngest(t *testing.T) {
	ctx := context.Background()
	d := openDesk(t, filepath.Join(t.TempDir(), "desk.db"))
	defer d.Close()
	docs := readExamples(t)
	var all []copydesk.Document
	for k := 0; k < 6; k++ {
		for _, doc := range docs {
			doc.ID = fmt.Sprintf("%s-%d", doc.ID, k)
			doc.Published = doc.Published.Add(time.Duration(k) * 24 * time.Hour)
			all = append(all, doc)
		}
	}
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for c := 0; c < 4; c++ {
		wg.Go(func() {
			// Each client sends everything, in batches of 7, from its own offset.
			for i := 0; i < len(all); i += 7 {
				from := (i + c*45) % len(all)
				batch := all[from:min(from+7, len(all))]
				res, err := d.Ingest(ctx, batch)
				if err != nil {
					errs <- err
					return
				}
				for k, r := range res {
					if r.ID != batch[k].ID || (r.Status != StatusCreated && r.Status != StatusExists) || r.Story == "" {
						errs <- fmt.Errorf("%s: %+v", batch[k].ID, r)
						return
					}
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if n := d.Status().Articles; n != int64(len(all)) {
		t.Errorf("%d articles stored, want %d", n, len(all))
	}
	// Every article has a story, and stories hold what they say.
	ss, _ := d.Stories(ctx, StoryQuery{Limit: 1000})
	total := 0
	for _, s := range ss {
		members, err := d.db.StoryArticles(ctx, s.ID, false)
		if err != nil {
			t.Fatal(err)
		}
		if len(members) != s.Size {
			t.Errorf("story %s: size %d, %d articles", s.ID, s.Size, len(members))
		}
		total += s.Size
	}
	if total != len(all) {
		t.Errorf("stories hold %d articles, want %d", total, len(all))
	}
	ids := map[string]bool{}
	for _, s := range ss {
		if ids[s.ID] {
			t.Errorf("story %s listed twice", s.ID)
		}
		ids[s.ID] = true
	}
}

func TestTitleOf(t *testing.T) {
	long := strings.Repeat("word ", 30)
	for _, c := range []struct{ title, text, want string }{
		{"A title", "text", "A title"},
		{"  ", "First line\nsecond line", "First line"},
		{"", long, strings.TrimSpace(long[:100]) + "…"},
		{"", strings.Repeat("é", 80), strings.Repeat("é", 50) + "…"},
		{"", "", ""},
	} {
		if got := titleOf(c.title, c.text); got != c.want {
			t.Errorf("titleOf(%q, %.20q) = %q, want %q", c.title, c.text, got, c.want)
		}
	}
}

// Close while the state is still loading: the load stops, the file is
// closed and unlocked (it opens again).
func TestCloseWhileLoading(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "desk.db")
	d := openDesk(t, path)
	if _, err := d.Ingest(ctx, readExamples(t)); err != nil {
		t.Fatal(err)
	}
	d.Close()
	d, err := Open(ctx, path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Close(); err != nil { // perhaps before the load finished
		t.Fatal(err)
	}
	if err := d.Close(); err != nil {
		t.Fatal("second Close:", err)
	}
	d = openDesk(t, path)
	defer d.Close()
	if d.Status().Articles != 31 {
		t.Errorf("status %+v", d.Status())
	}
}

// TestIngestAgreesWithGroupStories: articles ingested one batch after
// another in publication order get the stories and copy clusters that
// copydesk.GroupStories gives the same corpus (both find copies as
// articles arrive, with the same index and assigner). GroupStories must
// not find copies over the whole corpus first: an article would then be a
// copy of a later one, which the desk cannot know when it arrives (on
// Reuters that made 283 of its 21,578 articles differ). None may differ.
func TestIngestAgreesWithGroupStories(t *testing.T) {
	t.Run("examples", func(t *testing.T) { checkAgrees(t, readExamples(t), 7, 0) })
	// Other groupings: a relation outside the group must not count, nor
	// turn into a lesser kind that is in it.
	t.Run("identical+excerpt", func(t *testing.T) {
		checkAgrees(t, readExamples(t), 7, dedup.KindSet(1<<dedup.Identical|1<<dedup.Excerpt))
	})
	t.Run("identical+near+partial", func(t *testing.T) {
		checkAgrees(t, readExamples(t), 7, dedup.KindSet(1<<dedup.Identical|1<<dedup.NearDuplicate|1<<dedup.PartialReuse))
	})
	t.Run("reuters", func(t *testing.T) {
		if testing.Short() {
			t.Skip("ingests Reuters; skipped with -short")
		}
		path := "../../shared/data/reuters/docs.jsonl"
		if _, err := os.Stat(path); err != nil {
			t.Skipf("%s not found: the evaluation data lives beside the repository in ../shared/data", path)
		}
		checkAgrees(t, readDocs(t, path), 256, 0)
	})
}

// checkAgrees ingests docs in publication order, batch articles at a
// time, with copy clusters joined by group (0: the default).
func checkAgrees(t *testing.T, docs []copydesk.Document, batch int, group dedup.KindSet) {
	ctx := context.Background()
	ordered := make([]copydesk.Document, len(docs))
	for n, i := range copydesk.PublicationOrder(docs) {
		ordered[n] = docs[i]
	}
	want, err := copydesk.GroupStories(ctx, ordered, copydesk.StoryOptions{Dedup: copydesk.DedupOptions{Group: group}})
	if err != nil {
		t.Fatal(err)
	}
	d, err := Open(ctx, filepath.Join(t.TempDir(), "desk.db"), Options{Now: func() time.Time { return testNow }, Group: group})
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Wait(ctx); err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	copies, differ := 0, 0
	for lo := 0; lo < len(ordered); lo += batch {
		res, err := d.Ingest(ctx, ordered[lo:min(len(ordered), lo+batch)])
		if err != nil {
			t.Fatal(err)
		}
		for k, r := range res {
			i := lo + k
			copyOf := r.CopyOf
			if copyOf == "" {
				copyOf = r.ID
			} else {
				copies++
			}
			if r.Story != want.Story[i] || copyOf != want.Copy[i] {
				if differ++; differ <= 10 {
					t.Errorf("%s: desk story %s, copy of %s; GroupStories story %s, copy of %s", r.ID, r.Story, copyOf, want.Story[i], want.Copy[i])
				}
			}
		}
	}
	if differ > 0 {
		t.Errorf("%d of %d articles differ", differ, len(ordered))
	}
	if copies == 0 {
		t.Fatal("no copies in the corpus: the test shows little")
	}
}

// since beyond the reach of Unix nanoseconds (1678-2262) still filters:
// nothing changed after 2300, everything after 1600.
func TestStoriesSinceFarDates(t *testing.T) {
	ctx := context.Background()
	d := openDesk(t, filepath.Join(t.TempDir(), "desk.db"))
	defer d.Close()
	if _, err := d.Ingest(ctx, readExamples(t)); err != nil {
		t.Fatal(err)
	}
	all, err := d.Stories(ctx, StoryQuery{Limit: 1000})
	if err != nil {
		t.Fatal(err)
	}
	future, _ := d.Stories(ctx, StoryQuery{Limit: 1000, Since: time.Date(2300, 1, 1, 0, 0, 0, 0, time.UTC)})
	past, _ := d.Stories(ctx, StoryQuery{Limit: 1000, Since: time.Date(1600, 1, 1, 0, 0, 0, 0, time.UTC)})
	if len(all) == 0 || len(future) != 0 || len(past) != len(all) {
		t.Errorf("%d stories; since 2300: %d (want 0); since 1600: %d (want all)", len(all), len(future), len(past))
	}
}

// Deleting an article drops its title, source and url from the tombstone
// row, and a story headline that was its title gives way to another
// article's title.
func TestDeleteDropsTitle(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "desk.db")
	d := openDesk(t, path)
	if _, err := d.Ingest(ctx, readExamples(t)); err != nil {
		t.Fatal(err)
	}
	const deleted = "Ferry capsizes in Kestrel Strait; at least 14 dead" // wire-ferry-01's title
	if st, _ := d.StoryMembers(ctx, "wire-ferry-01"); st.Headline != deleted {
		t.Fatalf("headline before: %q, want %q", st.Headline, deleted)
	}
	if _, err := d.Delete(ctx, "wire-ferry-01"); err != nil {
		t.Fatal(err)
	}
	st, err := d.StoryMembers(ctx, "wire-ferry-01")
	if err != nil {
		t.Fatal(err)
	}
	if st.Headline == deleted || st.Headline == "" {
		t.Errorf("headline after deleting wire-ferry-01: %q", st.Headline)
	}
	if err := d.Close(); err != nil {
		t.Fatal(err)
	}
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var title, source, url string
	if err := db.QueryRow(`SELECT title, source, url FROM articles WHERE id = 'wire-ferry-01'`).Scan(&title, &source, &url); err != nil {
		t.Fatal(err)
	}
	if title != "" || source != "" || url != "" {
		t.Errorf("tombstone keeps title %q, source %q, url %q", title, source, url)
	}
}

// Deleting the original of a copy family whose copies stay: the earliest
// copy becomes the original of the others, the family still counts as
// one report, and no answer names the deleted original.
func TestDeleteOriginalWithCopies(t *testing.T) {
	ctx := context.Background()
	d := openDesk(t, filepath.Join(t.TempDir(), "desk.db"))
	defer d.Close()
	docs := readExamples(t)
	if _, err := d.Ingest(ctx, docs); err != nil {
		t.Fatal(err)
	}
	before, err := d.StoryMembers(ctx, "wire-ferry-01")
	if err != nil {
		t.Fatal(err)
	}
	var family []string
	for _, a := range before.Articles {
		if a.CopyOf == "wire-ferry-01" {
			family = append(family, a.ID)
		}
	}
	if len(family) < 2 {
		t.Fatalf("wire-ferry-01 has %d copies in its story, want 2 or more", len(family))
	}
	if _, err := d.Delete(ctx, "wire-ferry-01"); err != nil {
		t.Fatal(err)
	}
	after, err := d.StoryMembers(ctx, "wire-ferry-01")
	if err != nil {
		t.Fatal(err)
	}
	if after.Size != before.Size-1 || after.Reports != before.Reports || after.Copies != before.Copies-1 {
		t.Errorf("size %d → %d, reports %d → %d, copies %d → %d; want one fewer, the same, one fewer",
			before.Size, after.Size, before.Reports, after.Reports, before.Copies, after.Copies)
	}
	heir := family[0]
	for _, a := range after.Articles {
		switch {
		case a.ID == heir && a.CopyOf != "":
			t.Errorf("heir %s is still a copy of %q", heir, a.CopyOf)
		case a.ID != heir && slices.Contains(family, a.ID) && a.CopyOf != heir:
			t.Errorf("%s: copy of %q, want %s", a.ID, a.CopyOf, heir)
		}
	}
	// A new copy of the family is answered as a copy of the heir.
	var wire copydesk.Document
	for _, doc := range docs {
		if doc.ID == "wire-ferry-01" {
			wire = doc
		}
	}
	wire.ID = "wire-ferry-01-again"
	res, err := d.Ingest(ctx, []copydesk.Document{wire})
	if err != nil || res[0].CopyOf != heir || res[0].Story != "wire-ferry-01" {
		t.Errorf("a new copy: %+v, %v; want a copy of %s in wire-ferry-01", res[0], err, heir)
	}
}

// A story read while a deletion from it commits is not served the brief
// written before it, quoting the deleted article: not even in the moment
// between the commit and the brief cache being told.
func TestStoryReadAsDeletionCommits(t *testing.T) {
	ctx := context.Background()
	d := openDesk(t, filepath.Join(t.TempDir(), "desk.db"))
	defer d.Close()
	if _, err := d.Ingest(ctx, readExamples(t)); err != nil {
		t.Fatal(err)
	}
	const storyID = "wire-ferry-01"
	st, err := d.Story(ctx, storyID) // the brief is written and kept
	if err != nil {
		t.Fatal(err)
	}
	gone := ""
	for _, a := range st.Articles {
		if a.ID != storyID {
			gone = a.ID
		}
	}
	if gone == "" || st.Brief == nil {
		t.Fatalf("story %s: %d articles, brief %v", storyID, len(st.Articles), st.Brief != nil)
	}
	var read *Story
	d.afterCommit = func(batch []*op) {
		for _, o := range batch {
			if o.kind == opDelete {
				if read, err = d.Story(ctx, storyID); err != nil {
					t.Error(err)
				}
			}
		}
	}
	if _, err := d.Delete(ctx, gone); err != nil {
		t.Fatal(err)
	}
	d.afterCommit = nil
	if read == nil {
		t.Fatal("the story was not read as the deletion committed")
	}
	for _, b := range read.BriefDocs {
		if b.ID == gone {
			t.Errorf("the story read as the deletion of %s committed (version %d) was served a brief of version %d, from %s among others", gone, read.Version, read.BriefVersion, gone)
		}
	}
}
