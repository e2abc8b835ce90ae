package input

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"unicode/utf8"

	"github.com/copydesk/copydesk"
)

// dataDir holds the shared evaluation corpora. Their texts are licensed for
// research only: tests read them in place and never copy them here.
const dataDir = "../../shared/data" // beside the repository

func realDocs(t testing.TB, set string) string {
	t.Helper()
	p := filepath.Join(dataDir, set, "docs.jsonl")
	if _, err := os.Stat(p); err != nil {
		t.Skipf("evaluation data not available (%v); it lives beside the repository, in %s", err, dataDir)
	}
	return p
}

func TestReadRealData(t *testing.T) {
	for _, tc := range []struct {
		set         string
		docs, empty int64
		dated       int64 // documents with a published date
	}{
		{set: "reuters", docs: 21578, dated: 21578},
		{set: "bbc", docs: 2225},
		{set: "20news", docs: 18846},
		{set: "ecbplus", docs: 496},
		{set: "meantime", docs: 120},
	} {
		t.Run(tc.set, func(t *testing.T) {
			path := realDocs(t, tc.set)
			var dated int64
			var prev string
			st, err := Read(context.Background(), []string{path}, nil, Options{}, func(d copydesk.Document) error {
				if !utf8.ValidString(d.Text) || !utf8.ValidString(d.Title) {
					t.Fatalf("%s: invalid UTF-8 passed on", d.ID)
				}
				if !d.Published.IsZero() {
					dated++
				}
				prev = d.ID
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if st.Docs != tc.docs || st.BadLines != 0 || st.BadDates != 0 || st.Files != 1 {
				t.Errorf("stats = %+v, want %d docs, no bad lines or dates", st, tc.docs)
			}
			if tc.dated > 0 && dated != tc.dated {
				t.Errorf("%d docs dated, want %d", dated, tc.dated)
			}
			fi, _ := os.Stat(path)
			if st.Bytes != fi.Size() {
				t.Errorf("Bytes = %d, want the file size %d", st.Bytes, fi.Size())
			}
			if prev == "" {
				t.Error("no last id")
			}
			t.Logf("%s: %d docs, %d empty (first %v), %d dated, %d repaired", tc.set, st.Docs, st.Empty, st.EmptyIDs, dated, st.RepairedUTF8)
		})
	}
}

// TestFastMatchesSlowOnRealData decodes every real line both ways: the
// scanner must agree with encoding/json on real text, not only on fuzz input.
func TestFastMatchesSlowOnRealData(t *testing.T) {
	for _, set := range []string{"reuters", "bbc", "20news", "ecbplus", "meantime"} {
		t.Run(set, func(t *testing.T) {
			data, err := os.ReadFile(realDocs(t, set))
			if err != nil {
				t.Fatal(err)
			}
			keys, _ := Fields{}.keys()
			d := newJSONDecoder(keys)
			for i, line := range bytes.Split(data, []byte{'\n'}) {
				if blankLine(line) {
					continue
				}
				var fast, slow [nFields]value
				if !d.fast(line, &fast) {
					t.Fatalf("line %d: fast path refused it", i+1)
				}
				if reason := d.slow(line, &slow); reason != "" {
					t.Fatalf("line %d: %s", i+1, reason)
				}
				if !reflect.DeepEqual(fast, slow) {
					t.Fatalf("line %d: fast %+v != slow %+v", i+1, fast, slow)
				}
			}
		})
	}
}
