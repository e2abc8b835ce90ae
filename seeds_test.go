package copydesk

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/copydesk/copydesk/dedup"
)

var update = flag.Bool("update", false, "rewrite golden files")

const seedsDir = "../shared/seeds"

// loadSeeds reads the five reference reports, or skips the test.
func loadSeeds(t testing.TB) []Document {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(seedsDir, "*.txt"))
	if len(files) == 0 {
		t.Skipf("reference seeds not found in %s (they live beside the repository, in ../shared)", seedsDir)
	}
	sort.Strings(files)
	var docs []Document
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		docs = append(docs, Document{ID: filepath.Base(f)[:3], Text: string(b)})
	}
	return docs
}

// checkGolden compares got with testdata/name, or rewrites it with -update.
func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
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
		t.Errorf("%s differs from the golden file (run go test -update after checking):\n--- got\n%s\n--- want\n%s", name, got, want)
	}
}

// TestSeedsGolden pins the relations of the reference reports: 000 is an
// excerpt of 001, 002 reuses passages of 001 and 000, and the independent
// reports 003 and 004 relate to nothing.
func TestSeedsGolden(t *testing.T) {
	docs := loadSeeds(t)
	res, err := Dedup(context.Background(), docs, DedupOptions{Group: dedup.AllKinds})
	if err != nil {
		t.Fatal(err)
	}
	type key struct{ a, b string }
	got := map[key]dedup.Relation{}
	for _, r := range res.Relations {
		got[key{docs[r.A].ID, docs[r.B].ID}] = r
	}
	want := map[key]dedup.Kind{
		{"000", "001"}: dedup.Excerpt,
		{"002", "001"}: dedup.PartialReuse,
		{"000", "002"}: dedup.PartialReuse,
	}
	for k, kind := range want {
		r, ok := got[k]
		if !ok || r.Kind != kind {
			t.Errorf("%s-%s: got %v, want %s", k.a, k.b, r.Kind, kind)
		}
	}
	if len(got) != len(want) {
		t.Errorf("got %d relations, want exactly %d: %v", len(got), len(want), res.Relations)
	}
	// Every passage really is shared text: the normalised words at both offsets agree.
	var sb strings.Builder
	for _, r := range res.Relations {
		a, b := docs[r.A], docs[r.B]
		fmt.Fprintf(&sb, "%s %s %s  jaccard=%.3f containment(a in b)=%.3f containment(b in a)=%.3f coverage=%.3f\n",
			a.ID, r.Kind, b.ID, r.Jaccard, r.ContainmentAInB, r.ContainmentBInA, r.Coverage)
		for _, p := range r.Passages {
			ta, tb := a.Text[p.AStart:p.AEnd], b.Text[p.BStart:p.BEnd]
			if na, nb := normalizeForTest(ta), normalizeForTest(tb); na != nb {
				t.Errorf("%s/%s passage differs:\n%q\n%q", a.ID, b.ID, na, nb)
			}
			fmt.Fprintf(&sb, "  %4d words  a[%d:%d] b[%d:%d]  %q\n", p.Words, p.AStart, p.AEnd, p.BStart, p.BEnd, ellipsize(ta, 70))
		}
	}
	checkGolden(t, "seeds-dedup.golden", sb.String())
}

func ellipsize(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		return string(r[:n/2]) + " … " + string(r[len(r)-n/2:])
	}
	return s
}
